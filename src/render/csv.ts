/**
 * The CSV renderer (RFC 4180): a header row, then one line per record, comma separated, CRLF line ends, a field in
 * double quotes when it holds a comma, a quote, CR or LF (quotes doubled). Columns are what `pandas.json_normalize`
 * makes of a record: nested objects flattened with dots (`polity.id`, `polity.name`, …), in the registry's field
 * order. null is an empty field, booleans `true`/`false`, numbers as JSON writes them, strings exactly, but for lone
 * surrogates (see `wellFormed`).
 *
 * Records are stored as their served JSON text (JSON.stringify's form). The fast path reads that text directly: a
 * string without escapes is the slice between its quotes, a number or literal is its own text, so most records are
 * never parsed into objects. Anything the fast path does not expect (white space, an escape in a key, an array, an
 * unknown or repeated key) sends the record through JSON.parse instead, so every record comes out exact.
 */
import type { CollectionDef, FieldDef } from '../registry/index.js';
import { POLITY_FIELDS } from '../registry/index.js';
import type { Renderer } from './renderer.js';

/** One CSV column: a top-level field, or a field of a nested object (`polity.name`). */
interface Column {
  readonly name: string;
  readonly path: readonly string[];
}

/** Where a record's keys go: a top-level key names its column, or the columns of its nested object. */
interface Layout {
  readonly columns: readonly Column[];
  /** Top-level key → its column index, or the nested layout of an object field. */
  readonly keys: ReadonlyMap<string, number | NestedLayout>;
}

interface NestedLayout {
  /** Nested key → column index. */
  readonly keys: ReadonlyMap<string, number>;
}

const layouts = new WeakMap<CollectionDef, Layout>();

/** The fields a nested object spreads into (json_normalize flattens objects, not lists: a list is one cell, its JSON). */
function nestedFields(field: FieldDef): readonly FieldDef[] | undefined {
  return field.type === 'polity' ? POLITY_FIELDS : field.type === 'object' ? field.shape : undefined;
}

function layoutOf(def: CollectionDef): Layout {
  let layout = layouts.get(def);
  if (layout) return layout;
  const columns: Column[] = [];
  const keys = new Map<string, number | NestedLayout>();
  for (const field of def.fields) {
    const nested = nestedFields(field);
    if (!nested) {
      keys.set(field.name, columns.length);
      columns.push({ name: field.name, path: [field.name] });
      continue;
    }
    const inner = new Map<string, number>();
    for (const sub of nested) {
      inner.set(sub.name, columns.length);
      columns.push({ name: `${field.name}.${sub.name}`, path: [field.name, sub.name] });
    }
    keys.set(field.name, { keys: inner });
  }
  layout = { columns, keys };
  layouts.set(def, layout);
  return layout;
}

/** The CSV column names of a collection, in order (json_normalize's names). */
export function csvColumns(def: CollectionDef): string[] {
  return layoutOf(def).columns.map((c) => c.name);
}

/** The header row, CRLF included. */
export function csvHeader(def: CollectionDef): string {
  return layoutOf(def).columns.map((c) => quote(c.name)).join(',') + '\r\n';
}

/** A field as RFC 4180 writes it: in double quotes, quotes doubled, when it holds a comma, quote, CR or LF. */
function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}
const NEEDS_QUOTES = /[",\r\n]/;

/** The CSV lines of stored records (their served JSON text), CRLF after each. */
export function csvLines(def: CollectionDef, bodies: readonly string[]): string {
  const layout = layoutOf(def);
  const width = layout.columns.length;
  const cells: string[] = new Array<string>(width);
  const expected = expectedOf(layout);
  let out = '';
  for (const body of bodies) {
    // The fast path sets every cell when it succeeds; the slow path starts from empty cells.
    if (fastFields(body, 0, expected, cells) !== body.length) {
      cells.fill('');
      slowRecord(body, layout, cells);
    }
    out += cells.join(',') + '\r\n';
  }
  return out;
}

/**
 * A string parsed from an escape, as UTF-8 can hold it. A dump may write a lone surrogate (`"\ud800"`): JSON.parse
 * reads it, and JSON and NDJSON serve it as that escape, but CSV is UTF-8 text without escapes, and UTF-8 has no form
 * for it. It becomes U+FFFD, one per lone surrogate, as a UTF-8 encoder writes it (WHATWG Encoding; Buffer, zlib and
 * pg do the same). Done here, not left to whoever encodes the text next: SQLite stores a lone surrogate as three
 * bytes that read back as three U+FFFD, and the stored whole-collection CSV must be the live one byte for byte.
 * Only strings parsed from escapes need it: the stored JSON text is JSON.stringify's, which escapes lone surrogates.
 */
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd'); // String.prototype.toWellFormed, which the ES2022 lib lacks
}
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export { cell as csvCell };

/** A value as a CSV field: null empty, booleans and numbers as JSON writes them, strings exactly (quoted as needed). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return quote(wellFormed(value));
  if (typeof value === 'object') return quote(JSON.stringify(value)); // a list, or a geometry: its JSON text
  return JSON.stringify(value);
}

/** Any record, through JSON.parse. */
function slowRecord(body: string, layout: Layout, cells: string[]): void {
  const record = JSON.parse(body) as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const at = layout.keys.get(key);
    if (at === undefined) continue; // no column (a valid record has none such)
    if (typeof at === 'number') {
      cells[at] = cell(value);
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue; // json_normalize: no sub-columns
    for (const [sub, v] of Object.entries(value as Record<string, unknown>)) {
      const i = at.keys.get(sub);
      if (i !== undefined) cells[i] = cell(v);
    }
  }
}

const QUOTE = 34, BACKSLASH = 92, COMMA = 44, CLOSE = 125, MINUS = 45, ZERO = 48, NINE = 57;

/*
 * The fast path, for the text JSON.stringify makes of a record whose keys come in the registry's order (every record
 * of a canonical dump): each key is expected in turn (`{"id":`, then `,"polity":{"id":`, …), each value is read in
 * place. It gives up (-1) as soon as the text is anything else; the record then goes through JSON.parse.
 */

/** One expected key: the text before its value (`{"id":`, `,"title":`) and its column, or its nested object's keys. */
interface Expected {
  readonly prefix: string;
  readonly column: number;
  readonly nested?: readonly Expected[];
}

const expectations = new WeakMap<Layout, readonly Expected[]>();

function expectedOf(layout: Layout): readonly Expected[] {
  let expected = expectations.get(layout);
  if (!expected) {
    const list: Expected[] = [];
    for (const [key, at] of layout.keys) {
      const prefix = `${list.length === 0 ? '{' : ','}${JSON.stringify(key)}:`;
      if (typeof at === 'number') list.push({ prefix, column: at });
      else list.push({ prefix, column: -1, nested: [...at.keys].map(([sub, column], i) => ({ prefix: `${i === 0 ? '{' : ','}${JSON.stringify(sub)}:`, column })) });
    }
    expectations.set(layout, (expected = list));
  }
  return expected;
}

/** Reads the fields of an object from its '{' at `at`; the index after its '}', or -1 to give up. */
function fastFields(body: string, at: number, expected: readonly Expected[], cells: string[]): number {
  let i = at;
  for (const e of expected) {
    if (!body.startsWith(e.prefix, i)) return -1;
    i += e.prefix.length;
    if (e.nested) {
      i = fastFields(body, i, e.nested, cells);
      if (i < 0) return -1;
      continue;
    }
    const c = body.charCodeAt(i);
    if (c === QUOTE) {
      const close = stringEnd(body, i + 1);
      if (close < 0) return -1;
      const raw = body.slice(i + 1, close);
      if (raw.includes('\\')) cells[e.column] = quote(wellFormed(JSON.parse(body.slice(i, close + 1)) as string));
      // Unescaped, the text holds no quote, CR or LF (JSON escapes them): only a comma needs the quotes.
      else cells[e.column] = raw.includes(',') ? '"' + raw + '"' : raw;
      i = close + 1;
      continue;
    }
    let j = i;
    for (let d = c; j < body.length && d !== COMMA && d !== CLOSE; d = body.charCodeAt(++j));
    const raw = body.slice(i, j);
    if (raw === 'null') cells[e.column] = '';
    else if (raw === 'true' || raw === 'false' || c === MINUS || (c >= ZERO && c <= NINE)) cells[e.column] = raw; // a number, as JSON writes it
    else return -1;
    i = j;
  }
  return body.charCodeAt(i) === CLOSE ? i + 1 : -1;
}

/** The index of the quote closing a JSON string whose text starts at `from`, or -1. */
function stringEnd(body: string, from: number): number {
  let q = body.indexOf('"', from);
  while (q >= 0) {
    let backslashes = 0;
    for (let k = q - 1; k >= from && body.charCodeAt(k) === BACKSLASH; k--) backslashes++;
    if (backslashes % 2 === 0) return q;
    q = body.indexOf('"', q + 1);
  }
  return -1;
}

export const csv: Renderer<'rows'> = {
  shape: 'rows',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  head: csvHeader,
  chunk: (def, rows) => csvLines(def, rows),
};
