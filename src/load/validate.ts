/** Registry-derived validation of one record: every problem found, as `field: problem`, never only the first. */
import { POLITY_FIELDS, type CollectionDef, type FieldDef } from '../registry/index.js';

export interface Problem {
  readonly field: string;
  readonly problem: string;
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
// Spec §2.10/§2.12: ISO 8601 UTC, `<date>T<time>Z`, optionally with fractional seconds.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?Z$/;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value)}`;
  return `a ${typeof value}`;
}

function validTimestamp(text: string): boolean {
  const m = TIMESTAMP.exec(text);
  if (!m) return false;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const days = new Date(Date.UTC(y!, mo!, 0)).getUTCDate(); // days in that month
  return mo! >= 1 && mo! <= 12 && d! >= 1 && d! <= days && h! <= 23 && mi! <= 59 && s! <= 59;
}

/** Checks one value against one field; pushes problems under `prefix + field.name`. */
function checkField(field: FieldDef, value: unknown, prefix: string, out: Problem[]): void {
  const name = prefix + field.name;
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
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        out.push({ field: name, problem: `expected an integer${field.nullable ? ' or null' : ''}, got ${describe(value)}` });
      }
      break;
    case 'boolean':
      if (typeof value !== 'boolean') out.push({ field: name, problem: `expected true or false, got ${describe(value)}` });
      break;
    case 'string':
      if (typeof value !== 'string') {
        out.push({ field: name, problem: `expected a string${field.nullable ? ' or null' : ''}, got ${describe(value)}` });
      } else if (field.constant !== undefined && value !== field.constant) {
        out.push({ field: name, problem: `must be ${JSON.stringify(field.constant)} in this collection, got ${describe(value)}` });
      }
      break;
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) out.push({ field: name, problem: `expected a UUID, got ${describe(value)}` });
      break;
    case 'timestamp':
      if (typeof value !== 'string' || !validTimestamp(value)) {
        out.push({ field: name, problem: `expected an ISO 8601 UTC timestamp like 2023-01-31T12:00:00.5Z, got ${describe(value)}` });
      }
      break;
    case 'polity':
      checkObject(POLITY_FIELDS, value, name + '.', out);
      break;
  }
}

/** Checks an object against a field list: each field, and no field the registry does not name. */
function checkObject(fields: readonly FieldDef[], value: unknown, prefix: string, out: Problem[]): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    out.push({ field: prefix ? prefix.slice(0, -1) : 'record', problem: `expected a JSON object, got ${describe(value)}` });
    return;
  }
  const record = value as Record<string, unknown>;
  for (const field of fields) checkField(field, Object.hasOwn(record, field.name) ? record[field.name] : undefined, prefix, out);
  if (Object.keys(record).length !== fields.length || Object.keys(record).some((k) => !fields.some((f) => f.name === k))) {
    for (const key of Object.keys(record)) {
      if (!fields.some((f) => f.name === key)) out.push({ field: prefix + key, problem: 'unknown field' });
    }
  }
}

/** Every problem of one record of `def`; an empty list means the record is valid. */
export function validateRecord(def: CollectionDef, value: unknown): Problem[] {
  const out: Problem[] = [];
  checkObject(def.fields, value, '', out);
  return out;
}

/** Every problem of one polity summary object (spec §2.2). */
export function validatePolity(value: unknown): Problem[] {
  const out: Problem[] = [];
  checkObject(POLITY_FIELDS, value, '', out);
  return out;
}

/** The summary's values in spec order: two summaries are "the same" when these are equal, whatever their key order. */
export function polityIdentity(value: Record<string, unknown>): string {
  return JSON.stringify(POLITY_FIELDS.map((f) => value[f.name]));
}
