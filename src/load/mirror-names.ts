/**
 * The original's field names → the spec's neutral ones, for a mirror of the original (mirror.ts). The live original
 * answers `zotero_link`, `home_seshat_region`, …; this API serves `reflib_link`, `home_databank_region`, … The
 * registry marks each renamed field with the original's name (`FieldDef.original`), in records and nested rows; a
 * record read from an instance is given the served names here, its keys in their order. A key the record already
 * holds under its served name is left as it is (an instance of this API answers the served names: nothing to map).
 */
import { POLITY_FIELDS, type FieldDef } from '../registry/index.js';

/** The renames of one level of a record, and those of the rows nested in it (by served name). */
export interface Names {
  readonly renames: ReadonlyMap<string, string>;
  readonly nested: ReadonlyMap<string, Names>;
}

/** The renames of a field list, undefined when neither it nor any row nested in it renames a field. */
export function namesOf(fields: readonly FieldDef[]): Names | undefined {
  const renames = new Map<string, string>();
  const nested = new Map<string, Names>();
  for (const f of fields) {
    if (f.original !== undefined && f.original !== f.name) renames.set(f.original, f.name);
    const shape = f.type === 'polity' || f.type === 'polities' ? POLITY_FIELDS : f.shape;
    const inner = shape && shape !== fields ? namesOf(shape) : undefined;
    if (inner) nested.set(f.name, inner);
  }
  return renames.size || nested.size ? { renames, nested } : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A record (or nested row, or list of them) with the served names; anything else as it is. */
export function toServedNames(names: Names | undefined, value: unknown): unknown {
  if (!names) return value;
  if (Array.isArray(value)) return value.map((v) => toServedNames(names, v));
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const renamed = names.renames.get(key);
    const served = renamed !== undefined && !Object.hasOwn(value, renamed) ? renamed : key;
    const inner = names.nested.get(served);
    // Defined, not assigned: a key `__proto__` stays a key (the loader names it as an unknown field).
    Object.defineProperty(out, served, { value: inner ? toServedNames(inner, v) : v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
