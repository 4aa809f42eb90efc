/**
 * Which fields of a collection can be faceted (`facet=<field>`: the counts of each value over a selection), and what
 * each facet groups: a registry fact, derived from the fields and typed columns, so no other layer names a field.
 *
 * - a scalar field (integer, boolean, decimal, number, text, UUID, date, timestamp) with a typed column holding it
 *   exactly (`int`, `scaled`, `real`, `text`: never a folded `upper` one) groups that column;
 * - the `id` groups the record's key;
 * - a text field with no such column (a coded `comment`, a timestamp, a UUID id) is read from the stored record;
 * - the field with role `polity` groups its polity's id (its `<field>__id` column);
 * - anything else (lists, nested objects, another polity, a geometry) cannot be faceted.
 */
import type { CollectionDef, ColumnType, FieldDef } from './types.js';

/** The JSON kind of a facet's values, as the records hold them. */
export type FacetValue = 'integer' | 'boolean' | 'decimal' | 'number' | 'text';

/** One faceted field: the column it groups (or the stored record's field), and the JSON kind of its values. */
export interface FacetDef {
  /** The field's name, as the query names it and as the answer's `facets` key. */
  readonly field: string;
  /**
   * The typed column grouped (a registry column name; `id` is the record's key), or undefined: the field's value is
   * read from the stored record's JSON (a text field no typed column holds).
   */
  readonly column?: string;
  readonly value: FacetValue;
  /** For `decimal`: digits after the point (the column holds the integer of its digits: `scaled`). */
  readonly places?: number;
}

/** The column type that holds a field's values exactly, and their JSON kind, by field type. */
const EXACT: Readonly<Record<string, { readonly column: ColumnType; readonly value: FacetValue }>> = {
  integer: { column: 'int', value: 'integer' },
  boolean: { column: 'int', value: 'boolean' },
  decimal: { column: 'scaled', value: 'decimal' },
  number: { column: 'real', value: 'number' },
  string: { column: 'text', value: 'text' },
  uuid: { column: 'text', value: 'text' },
  date: { column: 'text', value: 'text' },
  timestamp: { column: 'text', value: 'text' },
};

const byDef = new WeakMap<CollectionDef, ReadonlyMap<string, FacetDef>>();

/** Every facetable field of a collection, in field order. */
export function facetFields(def: CollectionDef): ReadonlyMap<string, FacetDef> {
  let facets = byDef.get(def);
  if (!facets) {
    const out = new Map<string, FacetDef>();
    for (const field of def.fields) {
      const facet = facetOfField(def, field);
      if (facet) out.set(field.name, facet);
    }
    byDef.set(def, (facets = out));
  }
  return facets;
}

/** The facet of a field by its name, or undefined when it names no field that can be faceted. */
export function facetOf(def: CollectionDef, name: string): FacetDef | undefined {
  return facetFields(def).get(name);
}

function facetOfField(def: CollectionDef, field: FieldDef): FacetDef | undefined {
  if (field.role === 'polity' && field.type === 'polity') {
    const column = `${field.name}__id`;
    return def.columns.some((c) => c.name === column && c.type === 'int') ? { field: field.name, column, value: 'integer' } : undefined;
  }
  const exact = EXACT[field.type];
  if (!exact) return undefined;
  if (field.role === 'id') return def.idType === 'integer' ? { field: field.name, column: 'id', value: 'integer' } : { field: field.name, value: 'text' };
  const column = def.columns.find((c) => c.name === field.name && c.type === exact.column && c.sources.length === 1
    && c.sources[0]!.length === 1 && c.sources[0]![0] === field.name);
  if (column) {
    return { field: field.name, column: column.name, value: exact.value, ...(exact.value === 'decimal' ? { places: column.places ?? field.places ?? 0 } : {}) };
  }
  // No column holds it exactly: a text value is read from the stored record (others always have their column).
  return exact.value === 'text' ? { field: field.name, value: 'text' } : undefined;
}
