/**
 * A coded variable's records on the polity page: one compact row per record (its value, its years, its tag and marks,
 * its notes, a link to the record), where a list page shows every field in a column of its own. With some 200
 * variables a polity page holds hundreds of records: nine cells a record made its largest page (675 records at the
 * 20x demo) 1.25 MB of HTML, most of it cell markup, and rendering and encoding it most of the page's time.
 */
import { codedRoles, flagMark, type CollectionDef, type FieldDef, type FieldRole } from '../../registry/index.js';
import { fieldLabel, tableFields, valueHtml } from './cells.js';
import { formatYear, formatYears } from './format.js';
import { esc, flat, html, trusted, type Html } from './html.js';
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

/** Which fields go in which cell, per collection (made once, with the cells' fixed markup, escaped). */
interface Layout {
  /** The value fields, and any other field no cell of its own shows, each with the markup before its value. */
  readonly value: readonly { readonly field: FieldDef; readonly before: string }[];
  readonly tag: FieldDef | undefined;
  readonly notes: readonly FieldDef[];
  readonly disputed: FieldDef | undefined;
  readonly uncertain: FieldDef | undefined;
  /** `<tr id="<table>-` */
  readonly rowOpen: string;
  readonly head: Html;
}
const LAYOUTS = new WeakMap<CollectionDef, Layout>();

function layoutOf(def: CollectionDef): Layout {
  let layout = LAYOUTS.get(def);
  if (!layout) {
    const fields = tableFields(def);
    const valueFields = fields.filter((f) => def.valueFields.includes(f.name) || !OWN_CELL.has(f.role));
    const pair = def.valueShape === 'from/to pair' && valueFields.length === 2;
    const value = valueFields.map((field, i) => ({
      // A from/to pair (a population's bounds) reads as a range, `1773000 – 3480000`; other pairs side by side.
      field, before: valueFields.length > 2 ? `<span class="kv"><small class="muted">${esc(fieldLabel(field))}</small> ` : i ? (pair ? ' – ' : ' ') : '',
    }));
    const tag = fields.find((f) => f.role === 'tag');
    const notes = fields.filter((f) => f.role === 'html' || f.role === 'ref-text');
    const { disputed, uncertain } = codedRoles(def);
    const valueHead = value.length > 2 ? 'values' : value.map((v) => fieldLabel(v.field)).join(' · ') || 'value';
    const head = html`<thead><tr><th scope="col">${valueHead}</th><th scope="col">years</th><th scope="col">tag</th><th scope="col">notes</th><th scope="col">record</th></tr></thead>`;
    layout = { value, tag, notes, disputed, uncertain, rowOpen: `<tr id="${esc(anchorOf(def, ''))}`, head };
    LAYOUTS.set(def, layout);
  }
  return layout;
}

/** A flag's mark, escaped (a mark is a field name: the same few on every page). */
function markText(field: FieldDef): string {
  let out = MARKS.get(field);
  if (out === undefined) MARKS.set(field, (out = ` <span class="mark ${esc(flagMark(field))}">${esc(flagMark(field))}</span>`));
  return out;
}
const MARKS = new WeakMap<FieldDef, string>();

const NO_NOTES = '<span class="null">—</span>';

/**
 * A variable's records as a compact table: rows `<tr id="<table>-<id>">`, cells labelled for the phone layout. Each
 * row is one string (values through `valueHtml`, data through `esc`, the rest the layout's escaped markup), not a
 * template per cell: a polity page has hundreds of rows.
 */
export function polityRecordsTable(site: Site, def: CollectionDef, records: readonly Rec[]): Html {
  const { value, tag, notes, disputed, uncertain, rowOpen, head } = layoutOf(def);
  // `<root>/<path>/`: a record's URL before its id (urls.record).
  const recordOpen = `<td data-label="record"><a href="${esc(urls.list(site, def))}`;
  const kv = value.length > 2;
  let rows = '';
  for (const r of records) {
    const id = esc(encodeURIComponent(String(r.id)));
    let cell = '';
    for (const v of value) cell += v.before + valueHtml(site, def, v.field, r[v.field.name]).text + (kv ? '</span> ' : '');
    let shownNotes = '';
    for (const f of notes) {
      const n = r[f.name];
      if (n !== null && n !== undefined && n !== '') shownNotes += valueHtml(site, def, f, n).text;
    }
    rows += flat(`${rowOpen}${esc(String(r.id))}"><td class="c-value" data-label="value">${cell}</td><td data-label="years">${years(def, r).text}</td><td data-label="tag">${tag ? valueHtml(site, def, tag, r[tag.name]).text : ''}${disputed && r[disputed.name] ? markText(disputed) : ''}${uncertain && r[uncertain.name] ? markText(uncertain) : ''}</td><td class="c-notes" data-label="notes">${shownNotes || NO_NOTES}</td>${recordOpen}${id}/">${esc(String(r.id))}</a></td></tr>\n`);
  }
  return html`<div class="table-wrap"><table class="records compact" data-collection="${def.path}">
${head}
<tbody>
${trusted(rows)}</tbody>
</table></div>`;
}
