/**
 * The polity page: its summary (and the polity record's own facts: home NGA, region, tag, description), alternative
 * names, durations beside its own years, suprapolity relations in both directions, and every coded variable with
 * records about it, grouped by the registry's sections, each section a collapsible timeline and its tables.
 */
import { fieldWithRole, type CollectionDef, type PolityPanel } from '../../registry/index.js';
import { polityLink } from './cells.js';
import { formatCount, formatYear, formatYears, valueText } from './format.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { anchorOf, marks, polityRecordsTable, years } from './polity-table.js';
import { groupBySection } from './sections.js';
import { cleanHtml } from './sanitize.js';
import { timeline, timelineCaption, timelineRange } from './timeline.js';

export interface PolityValue {
  id: number; name: string; long_name: string; start_year: number; end_year: number;
  /** The polity record's further facts (null, or absent from an older databank's records, where unknown). */
  polity_tag?: string | null;
  general_description?: string | null;
  home_nga?: { name?: string | null } | null;
  home_databank_region?: { name?: string | null } | null;
}
type Rec = Record<string, unknown>;

export interface PolityData {
  readonly polity: PolityValue;
  /** The coded-variable collections with records naming this polity as `polity`, in registry order, and their count. */
  readonly coded: readonly { readonly def: CollectionDef; readonly count: number; readonly records: readonly Rec[] }[];
  /** Records of the `relations` panel's collection naming this polity as their other polity (`other_polity`). */
  readonly asOther: readonly Rec[];
}

/**
 * The polity with a name and years to show: a polity record's `long_name`, `start_year` and `end_year` may be null
 * (the original's model allows it), unlike a summary's in the demo and the spec's examples.
 */
function displayed(p: PolityValue): PolityValue {
  if (typeof p.long_name === 'string' && typeof p.start_year === 'number' && typeof p.end_year === 'number') return p;
  const start = p.start_year ?? p.end_year ?? 0;
  return { ...p, long_name: p.long_name ?? p.name ?? `Polity ${p.id}`, start_year: start, end_year: p.end_year ?? start };
}

export function polityPage(site: Site, data: PolityData): Html {
  const polity = displayed(data.polity);
  const polities = site.registry.polities;
  // A panel's collection is the registry's, whether or not it holds records about this polity.
  const panel = (name: PolityPanel): { def?: CollectionDef; records: readonly Rec[] } => {
    const def = site.registry.panel(name);
    return { def, records: data.coded.find((c) => c.def === def)?.records ?? [] };
  };
  const { def: namesDef, records: names } = panel('names');
  const { def: durationsDef, records: durations } = panel('durations');
  const { def: relationsDef, records: relations } = panel('relations');
  // What a relation is (its value) and the other polity it names.
  const relationValue = relationsDef && fieldWithRole(relationsDef, 'value')?.name;
  const otherPolity = relationsDef && fieldWithRole(relationsDef, 'polity-ref')?.name;
  const subject = relationsDef && fieldWithRole(relationsDef, 'polity')?.name;
  const total = data.coded.reduce((n, c) => n + c.count, 0);

  const shown = data.coded.filter((c) => c.count > 0);
  const text = (v: string | null | undefined): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const nga = text(polity.home_nga?.name), region = text(polity.home_databank_region?.name), tag = text(polity.polity_tag);
  const description = text(polity.general_description);
  const summary = html`<dl class="summary">
<div><dt>Name</dt><dd><code>${polity.name}</code></dd></div>
<div><dt>Years</dt><dd><span class="year" data-year="${data.polity.start_year ?? ''}">${formatYear(data.polity.start_year)}</span> – <span class="year" data-year="${data.polity.end_year ?? ''}">${formatYear(data.polity.end_year)}</span></dd></div>
<div><dt>Id</dt><dd>${polity.id}</dd></div>
${nga ? html`<div><dt>Home NGA</dt><dd data-home-nga>${nga}</dd></div>\n` : ''}${region ? html`<div><dt>Region</dt><dd data-region>${region}</dd></div>\n` : ''}${tag ? html`<div><dt>Polity tag</dt><dd data-polity-tag><code>${tag}</code></dd></div>\n` : ''}<div><dt>Records</dt><dd>${formatCount(total)} coded values of ${formatCount(shown.length)} variable${shown.length === 1 ? '' : 's'}${data.asOther.length ? html`, and ${data.asOther.length} relation${data.asOther.length === 1 ? '' : 's'} of other polities to it` : ''}</dd></div>
</dl>
${description ? html`<div class="rich description" data-description>${cleanHtml(description)}</div>` : ''}`;

  const alternative = names.length
    ? html`<ul class="names">${names.map((r) => html`<li><a href="#${anchorOf(namesDef!, r.id)}">${valueText(namesDef!, r)}</a> <small class="muted">${years(r)}</small>${marks(r)}</li>`)}</ul>`
    : html`<p class="muted">None recorded.</p>`;

  const durationRows = durations.map((r) => {
    const [fromField, toField] = durationsDef!.valueFields;
    const from = r[fromField!] as number, to = r[toField!] as number;
    const diff = (a: number, b: number, early: string, late: string): Html => a === b ? html`<span class="same">same</span>`
      : html`<span class="differs">${Math.abs(a - b)} year${Math.abs(a - b) === 1 ? '' : 's'} ${a < b ? early : late}</span>`;
    return html`<tr><td><a href="#${anchorOf(durationsDef!, r.id)}">${String(r.id)}</a></td><td>${formatYear(from)}</td><td>${diff(from, polity.start_year, 'earlier', 'later')}</td><td>${formatYear(to)}</td><td>${diff(to, polity.end_year, 'earlier', 'later')}</td><td>${years(r)}${marks(r)}</td></tr>`;
  });
  const durationTable = durations.length ? html`<div class="table-wrap"><table class="durations">
<thead><tr><th scope="col">record</th><th scope="col">coded start</th><th scope="col">vs. ${formatYear(polity.start_year)}</th><th scope="col">coded end</th><th scope="col">vs. ${formatYear(polity.end_year)}</th><th scope="col">applies</th></tr></thead>
<tbody>${durationRows}</tbody></table></div>` : html`<p class="muted">None recorded.</p>`;

  const relation = (r: Rec, other: PolityValue, outgoing: boolean): Html => html`<li>${outgoing
    ? html`<strong>${polity.long_name}</strong> — ${String(r[relationValue!] ?? '')} → ${polityLink(site, other)}`
    : html`${polityLink(site, other)} — ${String(r[relationValue!] ?? '')} → <strong>${polity.long_name}</strong>`} <small class="muted">${years(r)}</small>${marks(r)}
<a class="rec" href="${urls.record(site, relationsDef!, r.id as number)}">record ${String(r.id)}</a></li>`;
  const relationsHtml = relations.length || data.asOther.length ? html`${relations.length ? html`<h3>Where it is the polity</h3>
<ul class="relations out">${relations.map((r) => relation(r, r[otherPolity!] as PolityValue, true))}</ul>` : ''}
${data.asOther.length ? html`<h3>Where it is the other polity</h3>
<ul class="relations in">${data.asOther.map((r) => relation(r, r[subject!] as PolityValue, false))}</ul>` : ''}` : html`<p class="muted">None recorded.</p>`;

  const variable = ({ def, count, records }: PolityData['coded'][number]): Html => html`<section class="collection" id="${def.table}">
<h5>${def.label} <small class="muted">${formatCount(count)}</small></h5>
${polityRecordsTable(site, def, records)}
<p class="formats"><a href="${urls.list(site, def)}?polity=${polity.id}">As a list</a> · <a href="${urls.apiList(site, def)}?polity=${polity.id}" type="application/json">JSON</a></p>
</section>`;
  // One axis for every section's timeline, so that they line up; the first section open, the others a line each.
  const range = timelineRange(polity, shown);
  const anchor = (def: CollectionDef, id: unknown): string => `#${anchorOf(def, id)}`;
  const sections = groupBySection(shown, (c) => c.def).map((g, i) => {
    const records = g.items.reduce((n, c) => n + c.count, 0);
    return html`<details class="section" id="${g.id}"${i === 0 ? html` open` : ''}>
<summary><h3>${g.title}</h3> <span class="muted">${formatCount(g.items.length)} variable${g.items.length === 1 ? '' : 's'} · ${formatCount(records)} record${records === 1 ? '' : 's'}</span></summary>
${timeline(polity, g.items, anchor, { range, id: g.id, caption: false })}
${g.subgroups.map((sub) => html`${sub.title ? html`<h4>${sub.title}</h4>\n` : ''}${sub.items.map(variable)}`)}
</details>\n`;
  });

  const main = html`<article class="polity" data-polity="${polity.id}">
<h1>${polity.long_name}</h1>
${summary}
<div class="columns">
<section id="names"><h2>Alternative names</h2>${alternative}</section>
<section id="durations"><h2>Durations</h2><p class="muted">Coded durations beside the polity's own years (${formatYears(polity.start_year, polity.end_year)}).</p>${durationTable}</section>
</div>
<section id="relations"><h2>Suprapolity relations</h2>${relationsHtml}</section>
<section id="timeline"><h2>Variables</h2>
${total ? html`<p class="timeline-key">${timelineCaption(polity, total)} Open a section for its timeline and records.</p>
${sections}` : html`<p class="muted">No coded values.</p>`}
</section>
<p class="formats">This polity as data: <a href="${urls.apiRecord(site, polities, polity.id)}" type="application/json">JSON</a></p>
</article>`;
  return page(site, {
    title: polity.long_name, main, json: urls.apiRecord(site, polities, polity.id), bodyClass: 'polity-page',
    crumbs: [['Home', urls.home(site)], ['Polities', urls.list(site, polities)]],
  });
}
