/**
 * The polity page's panels beside its variables: alternative names, durations beside the polity's own years, and
 * suprapolity relations in both directions. Each reads its collection's fields by role (`fieldWithRole`,
 * `valueFields`), the polity by the registry's summary (`politySummary`).
 */
import { fieldWithRole, type CollectionDef, type Registry } from '../../registry/index.js';
import { polityLink } from './cells.js';
import { formatYear } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';
import { anchorOf, marks, years } from './polity-table.js';
import { fieldText, labelledValue, type TimelinePolity } from './timeline.js';

type Rec = Record<string, unknown>;

/** A panel's collection (the registry's, whether or not it holds records about this polity) and its records. */
export interface Panel {
  readonly def?: CollectionDef;
  readonly records: readonly Rec[];
}

const NONE = html`<p class="muted">None recorded.</p>`;

export function namesPanel(registry: Registry, { def, records }: Panel): Html {
  if (!def || !records.length) return NONE;
  return html`<ul class="names">${records.map((r) => html`<li><a href="#${anchorOf(def, r.id)}">${labelledValue(registry, def, r)}</a> <small class="muted">${years(def, r)}</small>${marks(def, r)}</li>`)}</ul>`;
}

/** `same`, or how many years earlier or later a coded year is than the polity's. */
function diff(a: number, b: number): Html {
  if (a === b) return html`<span class="same">same</span>`;
  const n = Math.abs(a - b);
  return html`<span class="differs">${n} year${n === 1 ? '' : 's'} ${a < b ? 'earlier' : 'later'}</span>`;
}

export function durationsPanel(polity: TimelinePolity, { def, records }: Panel): Html {
  if (!def || !records.length) return NONE;
  const [fromField, toField] = def.valueFields;
  const rows = records.map((r) => {
    const from = r[fromField!] as number, to = r[toField!] as number;
    return html`<tr><td><a href="#${anchorOf(def, r.id)}">${String(r.id)}</a></td><td>${formatYear(from)}</td><td>${diff(from, polity.from)}</td><td>${formatYear(to)}</td><td>${diff(to, polity.to)}</td><td>${years(def, r)}${marks(def, r)}</td></tr>`;
  });
  return html`<div class="table-wrap"><table class="durations">
<thead><tr><th scope="col">record</th><th scope="col">coded start</th><th scope="col">vs. ${formatYear(polity.from)}</th><th scope="col">coded end</th><th scope="col">vs. ${formatYear(polity.to)}</th><th scope="col">applies</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

/** The relations where the polity is the polity (`out`), and those where it is the other polity (`asOther`). */
export function relationsPanel(site: Site, polity: TimelinePolity, { def, records: out }: Panel, asOther: readonly Rec[]): Html {
  if (!def || (!out.length && !asOther.length)) return NONE;
  // What a relation is (its value, with its label) and the two polities it names.
  const value = fieldWithRole(def, 'value');
  const other = fieldWithRole(def, 'polity-ref')!.name, subject = fieldWithRole(def, 'polity')!.name;
  const what = (r: Rec): string => (value ? fieldText(site.registry, value, r[value.name], false) : '');
  const relation = (r: Rec, outgoing: boolean): Html => html`<li>${outgoing
    ? html`<strong>${polity.longName}</strong> — ${what(r)} → ${polityLink(site, r[other])}`
    : html`${polityLink(site, r[subject])} — ${what(r)} → <strong>${polity.longName}</strong>`} <small class="muted">${years(def, r)}</small>${marks(def, r)}
<a class="rec" href="${urls.record(site, def, r.id as number)}">record ${String(r.id)}</a></li>`;
  return html`${out.length ? html`<h3>Where it is the polity</h3>
<ul class="relations out">${out.map((r) => relation(r, true))}</ul>` : ''}
${asOther.length ? html`<h3>Where it is the other polity</h3>
<ul class="relations in">${asOther.map((r) => relation(r, false))}</ul>` : ''}`;
}
