/**
 * A coded variable's records on the polity page: one compact row per record (its value, its years, its tag and marks,
 * its notes, a link to the record), where a list page shows every field in a column of its own. With some 200
 * variables a polity page holds hundreds of records: nine cells a record made its largest page (675 records at the
 * 20x demo) 1.25 MB of HTML, most of it cell markup, and rendering and encoding it most of the page's time.
 */
import { codedRoles, flagMark, type CollectionDef, type FieldDef, type FieldRole } from '../../registry/index.js';
import { fieldLabel, tableFields, valueHtml } from './cells.js';
import { formatYear, formatYears } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';

type Rec = Record<string, unknown>;

/** The element id of a record's row (the timeline's bars link to it). */
export const anchorOf = (def: CollectionDef, id: unknown): string => `${def.table}-${String(id)}`;

/** A coded record's own years (read by role: `codedRoles`), or the whole polity's. */
export function years(def: CollectionDef, r: Rec): Html {
  const own = codedRoles(def).years;
  const from = own && r[own.from], to = own && r[own.to];
  if (typeof from !== 'number' && typeof to !== 'number') return html`<span class="muted">whole polity</span>`;
  if (typeof from === 'number' && typeof to === 'number') return html`${formatYears(from, to)}`;
  return html`${typeof from === 'number' ? formatYear(from) : '…'} – ${typeof to === 'number' ? formatYear(to) : '…'}`;
}

/** The flags a coded record has set (disputed, uncertain), each a mark. */
export function marks(def: CollectionDef, r: Rec): Html {
  const { disputed, uncertain } = codedRoles(def);
  return html`${[disputed, uncertain].map((f) => (f && r[f.name] ? html` <span class="mark ${flagMark(f)}">${flagMark(f)}</span>` : ''))}`;
}

/** Roles a compact row shows in cells of their own (years, tag and marks, notes, the record's link). */
const OWN_CELL: ReadonlySet<FieldRole> = new Set(['id', 'polity', 'year', 'tag', 'flag', 'html', 'ref-text']);

/** Which fields go in which cell, per collection (made once). */
interface Layout {
  /** The value fields, and any other field no cell of its own shows. */
  readonly value: readonly FieldDef[];
  readonly tag: FieldDef | undefined;
  readonly notes: readonly FieldDef[];
  readonly head: Html;
}
const LAYOUTS = new WeakMap<CollectionDef, Layout>();

function layoutOf(def: CollectionDef): Layout {
  let layout = LAYOUTS.get(def);
  if (!layout) {
    const fields = tableFields(def);
    const value = fields.filter((f) => def.valueFields.includes(f.name) || !OWN_CELL.has(f.role));
    const tag = fields.find((f) => f.role === 'tag');
    const notes = fields.filter((f) => f.role === 'html' || f.role === 'ref-text');
    const valueHead = value.length > 2 ? 'values' : value.map((f) => fieldLabel(f)).join(' · ') || 'value';
    const head = html`<thead><tr><th scope="col">${valueHead}</th><th scope="col">years</th><th scope="col">tag</th><th scope="col">notes</th><th scope="col">record</th></tr></thead>`;
    LAYOUTS.set(def, (layout = { value, tag, notes, head }));
  }
  return layout;
}

/** A variable's records as a compact table: rows `<tr id="<table>-<id>">`, cells labelled for the phone layout. */
export function polityRecordsTable(site: Site, def: CollectionDef, records: readonly Rec[]): Html {
  const { value, tag, notes, head } = layoutOf(def);
  const rows = records.map((r) => {
    const shownNotes = notes.filter((f) => r[f.name] !== null && r[f.name] !== undefined && r[f.name] !== '');
    return html`<tr id="${anchorOf(def, r.id)}"><td class="c-value" data-label="value">${value.length > 2
      ? value.map((f) => html`<span class="kv"><small class="muted">${fieldLabel(f)}</small> ${valueHtml(site, def, f, r[f.name])}</span> `)
      : value.map((f, i) => html`${i ? ' ' : ''}${valueHtml(site, def, f, r[f.name])}`)}</td><td data-label="years">${years(def, r)}</td><td data-label="tag">${tag ? valueHtml(site, def, tag, r[tag.name]) : ''}${marks(def, r)}</td><td class="c-notes" data-label="notes">${shownNotes.length ? shownNotes.map((f) => valueHtml(site, def, f, r[f.name])) : html`<span class="null">—</span>`}</td><td data-label="record"><a href="${urls.record(site, def, r.id as number)}">${String(r.id)}</a></td></tr>\n`;
  });
  return html`<div class="table-wrap"><table class="records compact" data-collection="${def.path}">
${head}
<tbody>
${rows}</tbody>
</table></div>`;
}
