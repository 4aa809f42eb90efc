/** Registry-derived validation of one record: every problem found, as `field: problem`, never only the first. */
import { POLITY_FIELDS, type CollectionDef, type FieldDef } from '../registry/index.js';
import type { Written } from './written-numbers.js';

export interface Problem {
  readonly field: string;
  readonly problem: string;
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Characters JSON.stringify leaves raw that a terminal would act on: DEL, C1 controls, line separators, bidi controls. */
const UNSAFE = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * `text` (a piece of a record or line) as a JSON string safe to print: every control character escaped, `…` inside
 * the quotes where `text` was cut (`cutBefore`, `cutAfter`). Callers keep `text` short: at most 40 characters.
 */
export function quote(text: string, cutBefore = false, cutAfter = false): string {
  const json = JSON.stringify((cutBefore ? '…' : '') + text + (cutAfter ? '…' : ''));
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A collection path from an untrusted file or origin (a manifest's key, an API root's), as a message shows it: plainly
 * when it looks like a path (the registry's longest, an rt/ path, takes 96 characters), else quoted and cut (it may be
 * hostile).
 */
export const shownPath = (p: string): string => (/^(?=.{1,120}$)[a-z0-9_-]+(\/[a-z0-9_-]+){0,3}$/.test(p) ? p : quote(p.slice(0, 40), false, p.length > 40));

/**
 * A value as a problem names it. A number is named as the line writes it when its text is known (`text`, from
 * writtenNumbers): JSON.parse reads 9007199254740993 as 9007199254740992 and 2.50 as 2.5, and the message must name
 * what the file holds.
 */
function describe(value: unknown, text?: string): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && text !== undefined) return PLAIN_INTEGER.test(text) ? `the integer ${numeral(text)}` : `the number ${numeral(text)}`;
  if (typeof value === 'number') return Number.isInteger(value) ? `the integer ${Object.is(value, -0) ? '-0' : value}` : `the number ${value}`;
  if (typeof value === 'string') return `the string ${quote(value.slice(0, 40), false, value.length > 40)}`;
  return `a ${typeof value}`;
}

/** A number as the line writes it, cut to 40 characters: a line may write one of a million digits. */
const numeral = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}… (${text.length} characters)` : text);

/** Days in a month of the proleptic Gregorian calendar (Date.UTC would read years 0-99 as 1900-1999). */
function daysIn(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Digits of `text` from `at`, `n` of them, as a number; -1 when any is not a digit. */
function digits(text: string, at: number, n: number): number {
  let v = 0;
  for (let i = at; i < at + n; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/**
 * Spec §2.10/§2.12: ISO 8601 UTC, `YYYY-MM-DDTHH:MM:SS[.f{1,9}]Z`, a real date and time. Fractional seconds are
 * optional everywhere: §2.12 shows them on citations, but DRF writes none when the microseconds are zero.
 * By hand, not a regex: it runs twice per reference and citation.
 */
function validTimestamp(text: string): boolean {
  const n = text.length;
  if (n < 20 || n > 30 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':' || text[16] !== ':' ||
    text[n - 1] !== 'Z') return false;
  const hasFraction = n > 20;
  if (hasFraction && (text[19] !== '.' || n < 22 || digits(text, 20, n - 21) < 0)) return false;
  const y = digits(text, 0, 4), mo = digits(text, 5, 2), d = digits(text, 8, 2);
  const h = digits(text, 11, 2), mi = digits(text, 14, 2), s = digits(text, 17, 2);
  return y >= 0 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && h >= 0 && h <= 23 && mi >= 0 && mi <= 59 &&
    s >= 0 && s <= 59;
}

/** A JSON number written without fraction or exponent. */
const PLAIN_INTEGER = /^-?\d+$/;

/** Checks one value against one field; pushes problems under `prefix + field.name`. `written`: see writtenNumbers. */
function checkField(field: FieldDef, value: unknown, prefix: string, out: Problem[], written: Written | undefined): void {
  const name = prefix + field.name;
  const writtenAs = written?.get(field.name);
  const text = typeof writtenAs === 'string' ? writtenAs : undefined; // the number's text in the line, when kept
  if (value === undefined) {
    out.push({ field: name, problem: 'required field is missing' });
    return;
  }
  if (value === null) {
    if (!field.nullable) out.push({ field: name, problem: 'must not be null' });
    return;
  }
  switch (field.type) {
    case 'integer':
      if (typeof value === 'number' && text !== undefined && PLAIN_INTEGER.test(text)) {
        // An integer beyond what a double holds exactly: JSON.parse read another number (…993 as …992).
        out.push({ field: name, problem: `expected an integer from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, got ${numeral(text)}` });
      } else if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        out.push({ field: name, problem: `expected an integer${field.nullable ? ' or null' : ''}, got ${describe(value, text)}` });
      } else if (text !== undefined) {
        // JSON.parse read 5.0 as 5: served, it would not be the record loaded.
        out.push({ field: name, problem: `expected an integer written as an integer, got ${numeral(text)}` });
      } else if (Object.is(value, -0)) {
        out.push({ field: name, problem: 'expected an integer written as an integer, got -0 (served as 0)' });
      }
      break;
    case 'boolean':
      if (typeof value !== 'boolean') out.push({ field: name, problem: `expected true or false, got ${describe(value, text)}` });
      break;
    case 'string':
      if (typeof value !== 'string') {
        out.push({ field: name, problem: `expected a string${field.nullable ? ' or null' : ''}, got ${describe(value, text)}` });
      } else if (field.constant !== undefined && value !== field.constant) {
        out.push({ field: name, problem: `must be ${JSON.stringify(field.constant)} in this collection, got ${describe(value, text)}` });
      }
      break;
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) out.push({ field: name, problem: `expected a UUID, got ${describe(value, text)}` });
      break;
    case 'timestamp':
      if (typeof value !== 'string' || !validTimestamp(value)) {
        out.push({ field: name, problem: `expected an ISO 8601 UTC timestamp like 2023-01-31T12:00:00.5Z${field.nullable ? ' or null' : ''}, got ${describe(value, text)}` });
      }
      break;
    case 'polity': {
      checkObject(POLITY_FIELDS, value, name + '.', out, typeof writtenAs === 'object' ? writtenAs : undefined);
      break;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        out.push({ field: name, problem: `expected a number${field.nullable ? ' or null' : ''}, got ${describe(value, text)}` });
      }
      break;
    case 'decimal': {
      // DRF renders a DecimalField with exactly its decimal places: another form would not be the original's bytes.
      const places = field.places ?? 0;
      const form = decimalForm(places);
      if (typeof value !== 'string' || !form.test(value)) {
        out.push({ field: name, problem: `expected a decimal as a string with ${places} digits after the point${field.nullable ? ', or null' : ''}, got ${describe(value, text)}` });
      } else if (value.length > 19 && !fitsInt64(value)) {
        // Its column holds the digits as one 64-bit integer (registry `scaled`): a longer one could not be stored.
        const most = decimalText(INT64_MAX, places);
        out.push({ field: name, problem: `expected a decimal from -${most} to ${most}, got ${describe(value)} (${value.length} characters)` });
      }
      break;
    }
    case 'date':
      if (typeof value !== 'string' || !validDate(value)) {
        out.push({ field: name, problem: `expected a date like 2023-01-31${field.nullable ? ' or null' : ''}, got ${describe(value, text)}` });
      }
      break;
    case 'object':
      checkObject(field.shape ?? [], value, name + '.', out);
      break;
    case 'geometry':
      if (value === null || typeof value !== 'object' || Array.isArray(value) || typeof (value as { type?: unknown }).type !== 'string') {
        out.push({ field: name, problem: `expected a GeoJSON geometry object${field.nullable ? ' or null' : ''}, got ${describe(value, text)}` });
      } else if (nestedDeeper(value, MAX_GEOMETRY_DEPTH)) {
        out.push({ field: name, problem: `expected a GeoJSON geometry nested at most ${MAX_GEOMETRY_DEPTH} deep, got one nested deeper` });
      }
      break;
    case 'ids':
      if (!Array.isArray(value)) out.push({ field: name, problem: `expected an array of ids, got ${describe(value, text)}` });
      else value.forEach((v, i) => {
        if (typeof v !== 'number' || !Number.isSafeInteger(v)) out.push({ field: `${name}[${i}]`, problem: `expected an integer id, got ${describe(v)}` });
      });
      break;
    case 'polities': case 'objects':
      if (!Array.isArray(value)) out.push({ field: name, problem: `expected an array of objects, got ${describe(value, text)}` });
      else value.forEach((v, i) => checkObject(field.type === 'polities' ? POLITY_FIELDS : field.shape ?? [], v, `${name}[${i}].`, out));
      break;
  }
}

/** The largest integer a decimal's column holds (SQLite INTEGER, PostgreSQL bigint): its digits, point removed. */
const INT64_MAX = '9223372036854775807';

/** Whether a decimal (of decimalForm) fits its column: its digits, read as one integer, within ±INT64_MAX. */
function fitsInt64(decimal: string): boolean {
  const digits = decimal.replace('-', '').replace('.', '').replace(/^0+/, '');
  return digits.length < INT64_MAX.length || (digits.length === INT64_MAX.length && digits <= INT64_MAX);
}

/** `digits` with a point before the last `places` of them. */
const decimalText = (digits: string, places: number): string =>
  places ? `${digits.slice(0, -places) || '0'}.${digits.slice(-places).padStart(places, '0')}` : digits;

/**
 * How deep a geometry may nest: a MultiPolygon is 5 deep (object, coordinates, polygon, ring, position), and each
 * GeometryCollection adds 2. A value nested far deeper (100,000 arrays) parses, but JSON.stringify, which renders the
 * record, recurses and overflows the stack.
 */
const MAX_GEOMETRY_DEPTH = 32;

/** Whether `value` nests objects and arrays more than `max` deep (itself 1); an explicit stack, never recursion. */
export function nestedDeeper(value: object, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [v, depth] = top;
    if (depth > max) return true;
    const members = Array.isArray(v) ? v : Object.values(v as object);
    for (const m of members) if (m !== null && typeof m === 'object') stack.push([m, depth + 1]);
  }
  return false;
}

/** A DecimalField's rendering with `places` digits after the point, one pattern per number of places. */
const DECIMAL_FORMS = new Map<number, RegExp>();
function decimalForm(places: number): RegExp {
  let form = DECIMAL_FORMS.get(places);
  if (!form) DECIMAL_FORMS.set(places, form = places ? new RegExp(`^-?\\d+\\.\\d{${places}}$`) : /^-?\d+$/);
  return form;
}

/** `YYYY-MM-DD`, a real date (DRF's DateField). */
function validDate(text: string): boolean {
  if (text.length !== 10 || text[4] !== '-' || text[7] !== '-') return false;
  const y = digits(text, 0, 4), mo = digits(text, 5, 2), d = digits(text, 8, 2);
  return y >= 1 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo);
}

/** Checks an object against a field list: each field, and no field the registry does not name. */
function checkObject(fields: readonly FieldDef[], value: unknown, prefix: string, out: Problem[], written?: Written): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    out.push({ field: prefix ? prefix.slice(0, -1) : 'record', problem: `expected a JSON object, got ${describe(value)}` });
    return;
  }
  const record = value as Record<string, unknown>;
  let present = 0;
  for (const field of fields) {
    const has = Object.hasOwn(record, field.name);
    if (has) present++;
    checkField(field, has ? record[field.name] : undefined, prefix, out, written);
  }
  // Hot path (every record of a load): count the keys; only a surplus means unknown fields, named on the slow path.
  let keys = 0;
  for (const _ in record) keys++;
  if (keys !== present) {
    for (const key of Object.keys(record)) {
      // A key is any string of the line: printed as it is only when plainly a name.
      const shown = /^[A-Za-z0-9_]{1,40}$/.test(key) ? key : quote(key.slice(0, 40), false, key.length > 40);
      if (!fields.some((f) => f.name === key)) out.push({ field: prefix + shown, problem: 'unknown field' });
    }
  }
}

/**
 * Every problem of one record of `def`; an empty list means the record is valid. `written`: the numbers of its line
 * written with a fraction or an exponent (writtenNumbers), when the record comes from text.
 */
export function validateRecord(def: CollectionDef, value: unknown, written?: Written): Problem[] {
  const out: Problem[] = [];
  checkObject(def.fields, value, '', out, written);
  return out;
}

/** Every problem of one polity summary object (spec §2.2). */
export function validatePolity(value: unknown, written?: Written): Problem[] {
  const out: Problem[] = [];
  checkObject(POLITY_FIELDS, value, '', out, written);
  return out;
}

/**
 * Whether a polity record of a dump is the 5-key summary older dumps carry (spec §2.2) rather than the original's
 * polity record: exactly the summary's keys. Such a record loads, its other fields null (docs/data.md).
 */
export function isPolitySummary(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === POLITY_FIELDS.length && POLITY_FIELDS.every((f) => Object.hasOwn(value, f.name));
}

/**
 * A polity as the polities collection serves it: the original's record, in its key order, from a full record or a
 * summary (what the summary does not carry is null).
 */
export function polityRecord(def: CollectionDef, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) out[f.name] = Object.hasOwn(value, f.name) ? value[f.name] : null;
  return out;
}

/** The summary's values in spec order: two summaries are "the same" when these are equal, whatever their key order. */
export function polityIdentity(value: Record<string, unknown>): string {
  return JSON.stringify(POLITY_FIELDS.map((f) => value[f.name]));
}
