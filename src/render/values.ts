/**
 * The long table's rows (`/api/values/`, docs/research.md): a coded record (its served JSON, as loaded) as one row of
 * every variable's shape. JSON: the variable (path, title, section, subsection), the record's common fields in their
 * order with the polity cut to its id, name and long name, and `value`, the object of the variable's value fields as
 * the record has them, where those fields stand. CSV: fixed columns (VALUES_COLUMNS), the value by the rule of
 * `valueCells`. The record's fields are found by their roles (registry), never by name.
 */
import { POLITY_FIELDS, type CollectionDef } from '../registry/index.js';

/** The CSV columns of the long table, in order. */
export const VALUES_COLUMNS = [
  'variable.path', 'variable.title', 'variable.section', 'variable.subsection', 'id', 'polity.id', 'polity.name',
  'polity.long_name', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'value', 'value_from', 'value_to',
  'value_fields', 'comment', 'description',
] as const;

export const VALUES_CSV_HEADER = VALUES_COLUMNS.join(',') + '\r\n';

/** The polity summary's fields a row keeps: all but its years. */
const POLITY_KEEP = POLITY_FIELDS.filter((f) => f.role !== 'year').map((f) => f.name);
/** The polity summary's id field: what stands for a summary in CSV. */
const POLITY_ID = POLITY_FIELDS.find((f) => f.role === 'id')!.name;
const polityId = (summary: unknown): unknown => (summary !== null && typeof summary === 'object' ? (summary as Record<string, unknown>)[POLITY_ID] ?? null : null);

/** How a collection's records become rows, made once per collection. */
interface Shape {
  /** The JSON text of the row's `variable` object, `{"variable":{…},` included. */
  readonly head: string;
  /** The record's fields in order, each what it becomes: copied, cut (the polity), the value's place, or dropped. */
  readonly fields: readonly { readonly name: string; readonly as: 'copy' | 'polity' | 'value' | 'drop' }[];
  /** CSV: the four variable cells and the value_fields cell. */
  readonly variableCells: string;
  readonly valueFieldsCell: string;
  /** Field names by role, in CSV order: id, polity, years (2), tag, flags (2), comment, description. */
  readonly common: readonly (string | undefined)[];
  /** The value rule: one field, a from/to pair, or several (JSON text). */
  readonly rule: 'one' | 'pair' | 'several';
  /** Value fields holding a polity summary, or a list of them (in CSV, their ids). */
  readonly polities: ReadonlySet<string>;
  readonly polityLists: ReadonlySet<string>;
}

const shapes = new WeakMap<CollectionDef, Shape>();

/**
 * The roles of the record's fields a row keeps besides its value: the common fields of a coded record. Anything else
 * outside the value fields is left out (the variable's constant `name`; crisis consequences' own `name`, which the
 * catalogue does not count among its value fields).
 */
const ROW_ROLES: ReadonlySet<string> = new Set(['id', 'year', 'tag', 'flag', 'html', 'ref-text']);

function shapeOf(def: CollectionDef): Shape {
  let shape = shapes.get(def);
  if (shape) return shape;
  const values = new Set(def.valueFields);
  let placed = false;
  const fields = def.fields.map((f) => {
    if (values.has(f.name)) {
      const as = placed ? 'drop' as const : 'value' as const;
      placed = true;
      return { name: f.name, as };
    }
    return { name: f.name, as: f.role === 'polity' ? 'polity' as const : ROW_ROLES.has(f.role) ? 'copy' as const : 'drop' as const };
  });
  const commonFields = def.fields.filter((f) => !values.has(f.name));
  const byRole = (role: string, n = 0): string | undefined => commonFields.filter((f) => f.role === role)[n]?.name;
  const variable = { path: def.path, title: def.label, section: def.section, subsection: def.subsection };
  shape = {
    head: `{"variable":${JSON.stringify(variable)},`,
    fields,
    variableCells: [def.path, def.label, def.section, def.subsection].map(cell).join(','),
    valueFieldsCell: cell(def.valueFields.join(',')),
    common: [byRole('id'), byRole('polity'), byRole('year'), byRole('year', 1), byRole('tag'), byRole('flag'), byRole('flag', 1),
      byRole('html'), byRole('ref-text')],
    rule: def.valueFields.length === 1 ? 'one' : isFromToPair(def.valueFields) ? 'pair' : 'several',
    polities: new Set(def.fields.filter((f) => values.has(f.name) && f.type === 'polity').map((f) => f.name)),
    polityLists: new Set(def.fields.filter((f) => values.has(f.name) && f.type === 'polities').map((f) => f.name)),
  };
  shapes.set(def, shape);
  return shape;
}

/** Two value fields whose names end `_from` and `_to` (docs/research.md: the CSV's value_from, value_to). */
export function isFromToPair(fields: readonly string[]): boolean {
  return fields.length === 2 && fields[0]!.endsWith('_from') && fields[1]!.endsWith('_to');
}

/** A stored record as a JSON row of the long table. */
export function valuesJson(def: CollectionDef, body: string): string {
  const shape = shapeOf(def);
  const record = JSON.parse(body) as Record<string, unknown>;
  let out = shape.head;
  let first = true;
  for (const f of shape.fields) {
    if (f.as === 'drop') continue;
    out += first ? '' : ',';
    first = false;
    if (f.as === 'value') {
      const value: Record<string, unknown> = {};
      for (const name of def.valueFields) value[name] = record[name] ?? null;
      out += `"value":${JSON.stringify(value)}`;
    } else if (f.as === 'polity') {
      out += `${JSON.stringify(f.name)}:${JSON.stringify(cutPolity(record[f.name]))}`;
    } else {
      out += `${JSON.stringify(f.name)}:${JSON.stringify(record[f.name] ?? null)}`;
    }
  }
  return out + '}';
}

function cutPolity(summary: unknown): unknown {
  if (summary === null || typeof summary !== 'object') return summary ?? null;
  const s = summary as Record<string, unknown>;
  return Object.fromEntries(POLITY_KEEP.map((k) => [k, s[k] ?? null]));
}

/** Stored records as JSON rows joined by commas (the inside of a page's `results`). */
export function valuesJoined(def: CollectionDef, bodies: readonly string[]): string {
  return bodies.map((b) => valuesJson(def, b)).join(',');
}

/** Stored records as NDJSON rows, an LF after each. */
export function valuesNdjson(def: CollectionDef, bodies: readonly string[]): string {
  let out = '';
  for (const b of bodies) out += valuesJson(def, b) + '\n';
  return out;
}

/** Stored records as CSV lines of the long table, CRLF after each (no header). */
export function valuesCsv(def: CollectionDef, bodies: readonly string[]): string {
  const shape = shapeOf(def);
  const [id, polity, from, to, tag, disputed, uncertain, comment, description] = shape.common;
  const get = (r: Record<string, unknown>, name: string | undefined): unknown => (name === undefined ? null : r[name]);
  let out = '';
  for (const body of bodies) {
    const r = JSON.parse(body) as Record<string, unknown>;
    const p = (get(r, polity) ?? {}) as Record<string, unknown>;
    const cells = [
      shape.variableCells, cell(get(r, id)), ...POLITY_KEEP.map((k) => cell(p[k])), cell(get(r, from)), cell(get(r, to)),
      cell(get(r, tag)), cell(get(r, disputed)), cell(get(r, uncertain)), valueCells(shape, def.valueFields, r),
      shape.valueFieldsCell, cell(get(r, comment)), cell(get(r, description)),
    ];
    out += cells.join(',') + '\r\n';
  }
  return out;
}

/**
 * The `value,value_from,value_to` cells: one value field, `value`; a from/to pair, `value_from` and `value_to`; any
 * other several fields, `value` is the JSON text of the value object. In CSV a polity summary is its id (a list of
 * them, the list of their ids), in a cell of its own and in that JSON text alike.
 */
function valueCells(shape: Shape, fields: readonly string[], r: Record<string, unknown>): string {
  const plain = (name: string): unknown => {
    const v = r[name] ?? null;
    if (v === null) return v;
    if (shape.polities.has(name)) return polityId(v);
    if (shape.polityLists.has(name) && Array.isArray(v)) return v.map(polityId);
    return v;
  };
  if (shape.rule === 'one') return `${cell(plain(fields[0]!))},,`;
  if (shape.rule === 'pair') return `,${cell(plain(fields[0]!))},${cell(plain(fields[1]!))}`;
  const value: Record<string, unknown> = {};
  for (const name of fields) value[name] = plain(name);
  return `${cell(JSON.stringify(value))},,`;
}

/** A value as a CSV cell: null empty, strings exactly (quoted as RFC 4180 needs), anything else as JSON writes it. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? wellFormed(value) : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

/** Lone surrogates as U+FFFD, as UTF-8 must write them (render/csv.ts `wellFormed`). */
function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
