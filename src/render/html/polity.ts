/**
 * The polity page: its summary (and the polity record's own facts: home NGA, region, tag, description), a download
 * of everything coded about it, alternative names, durations beside its own years, suprapolity relations in both
 * directions, and every coded variable with records about it, grouped by the registry's sections, each section a
 * collapsible timeline, a link to its panel, and its tables. Fields are read by role (src/registry/roles.ts).
 */
import {
  atPath, POLITY_DESCRIPTION, POLITY_FACTS, politySummary, type CollectionDef, type PolitySummary, type Registry,
} from '../../registry/index.js';
import { valueHtml } from './cells.js';
import { formatCount, formatYear, formatYears, roundStep } from './format.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { durationsPanel, namesPanel, relationsPanel, type Panel } from './polity-panels.js';
import { anchorOf, polityRecordsTable } from './polity-table.js';
import { groupBySection, type SectionGroup } from './sections.js';
import { cleanHtml } from './sanitize.js';
import { timeline, timelineCaption, timelineRange, type TimelinePolity } from './timeline.js';

/** The polity record as the store serves it (core/polities: its summary's fields and further facts). */
export type PolityValue = Readonly<Record<string, unknown>>;
type Rec = Record<string, unknown>;
type Coded = PolityData['coded'][number];

export interface PolityData {
  readonly polity: PolityValue;
  /** The coded-variable collections with records naming this polity as `polity`, in registry order, and their count. */
  readonly coded: readonly { readonly def: CollectionDef; readonly count: number; readonly records: readonly Rec[] }[];
  /** Records of the `relations` panel's collection naming this polity as their other polity. */
  readonly asOther: readonly Rec[];
}

/**
 * The polity with a name and years to show: a polity record's long name and years may be null (the original's model
 * allows it), unlike a summary's in the demo and the spec's examples.
 */
function displayed(p: PolitySummary): TimelinePolity {
  const from = p.from ?? p.to ?? 0;
  return { longName: p.longName ?? p.name ?? `Polity ${p.id}`, from, to: p.to ?? from };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const yearSpan = (y: number | null): Html => html`<span class="year" data-year="${y ?? ''}">${formatYear(y)}</span>`;

/** The summary: name, years, id, the record's further facts, the records' count, its description. */
function summary(site: Site, data: PolityData, p: PolitySummary, shown: readonly Coded[], total: number): Html {
  const polities = site.registry.polities;
  const facts = POLITY_FACTS.map((fact) => {
    const v = text(atPath(data.polity, fact.path));
    if (!v) return '';
    // A fact that is a field of the polity record with a vocabulary (its tag) reads as its label, as every value does.
    const field = fact.path.length === 1 ? polities.fields.find((f) => f.name === fact.path[0] && f.vocabulary) : undefined;
    const shownValue = field ? valueHtml(site, polities, field, v) : fact.code ? html`<code>${v}</code>` : v;
    return html`<div><dt>${fact.label}</dt><dd data-${fact.key}>${shownValue}</dd></div>\n`;
  });
  const description = text(atPath(data.polity, POLITY_DESCRIPTION));
  const others = data.asOther.length;
  return html`<dl class="summary">
<div><dt>Name</dt><dd><code>${p.name}</code></dd></div>
<div><dt>Years</dt><dd>${yearSpan(p.from)} – ${yearSpan(p.to)}</dd></div>
<div><dt>Id</dt><dd>${p.id}</dd></div>
${facts}<div><dt>Records</dt><dd>${formatCount(total)} coded values of ${formatCount(shown.length)} variable${shown.length === 1 ? '' : 's'}${others ? html`, and ${others} relation${others === 1 ? '' : 's'} of other polities to it` : ''}</dd></div>
</dl>
${description ? html`<div class="rich description" data-description>${cleanHtml(description)}</div>` : ''}`;
}

/** The one-click download of the polity's long table: every coded value about it, one CSV row each. */
function download(site: Site, p: PolitySummary, total: number): Html {
  return html`<p class="polity-download"><a class="download" data-download="polity-csv" href="${urls.values(site, { polity: p.id, format: 'csv' })}" type="text/csv">Download everything about this polity (CSV, one row per coded value)</a> <small class="muted">${formatCount(total)} row${total === 1 ? '' : 's'}; also as <a href="${urls.values(site, { polity: p.id, format: 'ndjson' })}">NDJSON</a> or <a href="${urls.values(site, { polity: p.id })}" type="application/json">JSON</a></small></p>`;
}

/** A section's panel (its variables over the polity's own years, a round step apart) as CSV; none without years. */
function panelLink(site: Site, p: PolitySummary, g: SectionGroup<Coded>): Html {
  if (p.from === null || p.to === null) return html`<small class="muted">(no panel: the polity's years are unknown)</small>`;
  const section = g.items[0]!.def.section;
  const choose = section === null ? { variables: g.items.map((c) => c.def.path).join(',') } : { section };
  const href = urls.panel(site, p.from, p.to, { ...choose, polity: p.id, format: 'csv' });
  const step = roundStep(p.from, p.to);
  return html`<a class="panel-link" data-link="panel" href="${href}" type="text/csv">Panel of this section, every ${step === 1 ? 'year' : `${step} years`} of the polity (CSV)</a>`;
}

/** Each section: a line (title, counts, its panel), then its timeline and its variables' tables. */
function sections(site: Site, p: PolitySummary, polity: TimelinePolity, shown: readonly Coded[]): Html[] {
  const registry: Registry = site.registry;
  // One axis for every section's timeline, so that they line up; the first section open, the others a line each.
  const range = timelineRange(polity, shown);
  const anchor = (def: CollectionDef, id: unknown): string => `#${anchorOf(def, id)}`;
  const variable = ({ def, count, records }: Coded): Html => html`<section class="collection" id="${def.table}">
<h5>${def.label} <small class="muted">${formatCount(count)}</small></h5>
${polityRecordsTable(site, def, records)}
<p class="formats"><a href="${urls.list(site, def)}?polity=${p.id}">As a list</a> · <a href="${urls.apiList(site, def)}?polity=${p.id}" type="application/json">JSON</a></p>
</section>`;
  return groupBySection(shown, (c) => c.def).map((g, i) => {
    const records = g.items.reduce((n, c) => n + c.count, 0);
    return html`<details class="section" id="${g.id}"${i === 0 ? html` open` : ''}>
<summary><h3>${g.title}</h3> <span class="muted">${formatCount(g.items.length)} variable${g.items.length === 1 ? '' : 's'} · ${formatCount(records)} record${records === 1 ? '' : 's'}</span> ${panelLink(site, p, g)}</summary>
${timeline(registry, polity, g.items, anchor, { range, id: g.id, caption: false })}
${g.subgroups.map((sub) => html`${sub.title ? html`<h4>${sub.title}</h4>\n` : ''}${sub.items.map(variable)}`)}
</details>\n`;
  });
}

export function polityPage(site: Site, data: PolityData): Html {
  const p = politySummary(data.polity);
  const polity = displayed(p);
  const { registry } = site;
  const panel = (def: CollectionDef | undefined): Panel => ({ def, records: data.coded.find((c) => c.def === def)?.records ?? [] });
  const total = data.coded.reduce((n, c) => n + c.count, 0);
  const shown = data.coded.filter((c) => c.count > 0);
  const main = html`<article class="polity" data-polity="${p.id}">
<h1>${polity.longName}</h1>
${total ? download(site, p, total) : ''}
${summary(site, data, p, shown, total)}
<div class="columns">
<section id="names"><h2>Alternative names</h2>${namesPanel(registry, panel(registry.panel('names')))}</section>
<section id="durations"><h2>Durations</h2><p class="muted">Coded durations beside the polity's own years (${formatYears(polity.from, polity.to)}).</p>${durationsPanel(polity, panel(registry.panel('durations')))}</section>
</div>
<section id="relations"><h2>Suprapolity relations</h2>${relationsPanel(site, polity, panel(registry.panel('relations')), data.asOther)}</section>
<section id="timeline"><h2>Variables</h2>
${total ? html`<p class="timeline-key">${timelineCaption(polity, total)} Open a section for its timeline, records and panel.</p>
${sections(site, p, polity, shown)}` : html`<p class="muted">No coded values.</p>`}
</section>
<p class="formats">This polity as data: <a href="${urls.apiRecord(site, registry.polities, p.id)}" type="application/json">JSON</a></p>
</article>`;
  return page(site, {
    title: polity.longName, main, json: urls.apiRecord(site, registry.polities, p.id), bodyClass: 'polity-page',
    crumbs: [['Home', urls.home(site)], ['Polities', urls.list(site, registry.polities)]],
  });
}
