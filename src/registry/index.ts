/** The registry: a frozen list of collections, checked once at import. */
import { COLLECTIONS, POLITY_FIELDS } from './collections.js';
import type { CollectionDef } from './types.js';

export type { CollectionDef, ColumnDef, ColumnType, FieldDef, FieldType, CollectionKind, FilterDef, Lookup, ValueKind } from './types.js';
export { POLITY_FIELDS };

/** Dump name (and export name) of the polity summaries (not a served collection). */
export const POLITIES_PATH = 'core/polities';

/** Parameters with a meaning of their own in every list (pagination, formats, ordering). */
const RESERVED = new Set(['page', 'page_size', 'format', 'ordering']);

function check(defs: readonly CollectionDef[]): void {
  const seen = new Set<string>();
  for (const def of defs) {
    if (seen.has(def.path) || seen.has(def.table)) throw new Error(`registry: duplicate collection ${def.path}`);
    seen.add(def.path).add(def.table);
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(def.path)) throw new Error(`registry: bad path ${def.path}`);
    if (def.fields[0]?.name !== 'id') throw new Error(`registry: ${def.path}: first field must be id`);
    const names = new Set(def.fields.map((f) => f.name));
    if (names.size !== def.fields.length) throw new Error(`registry: ${def.path}: duplicate field`);
    const params = new Set(def.filters.map((f) => f.param));
    if (params.size !== def.filters.length) throw new Error(`registry: ${def.path}: duplicate filter parameter`);
    for (const f of def.filters) {
      if (RESERVED.has(f.param)) throw new Error(`registry: ${def.path}: ${f.param} is reserved`);
      const columns = f.via ? [f.column] : [f.column, f.column2].filter((c): c is string => c !== undefined);
      for (const c of columns) if (c !== 'id' && !def.columns.some((col) => col.name === c)) throw new Error(`registry: ${def.path}: ${f.param}: no column ${c}`);
    }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

check(COLLECTIONS);
deepFreeze(COLLECTIONS);
deepFreeze(POLITY_FIELDS);

export const REGISTRY: readonly CollectionDef[] = COLLECTIONS;

const BY_PATH = new Map(REGISTRY.map((d) => [d.path, d]));

/** The collection served at `path` (below the API base, no slashes at the ends), if any. */
export function byPath(path: string): CollectionDef | undefined {
  return BY_PATH.get(path);
}
