/**
 * Facets as bytes (`facet=<field>`): the JSON envelope's `"facets"` member (and `"facets_capped"` for a facet with
 * more distinct values than it lists), and the facet table that CSV and NDJSON answer instead of the records.
 */
import type { CollectionDef } from '../registry/index.js';
import type { FacetCounts } from '../store/facets.js';
import { csvCell } from './csv.js';

/** One asked facet and its counts, in the order asked. */
export interface FieldFacet {
  readonly field: string;
  readonly counts: FacetCounts;
}

/**
 * What follows `"results":[…]` in the envelope: `,"facets":{"<field>":[{"value":…,"count":…},…],…}`, then
 * `,"facets_capped":{"<field>":<distinct>,…}` when a facet lists fewer values than it has. Empty without facets.
 */
export function facetsMember(facets: readonly FieldFacet[]): string {
  if (!facets.length) return '';
  const listed: Record<string, FacetCounts['values']> = {};
  const capped: Record<string, number> = {};
  for (const { field, counts } of facets) {
    listed[field] = counts.values;
    if (counts.distinct > counts.values.length) capped[field] = counts.distinct;
  }
  const more = Object.keys(capped).length ? `,"facets_capped":${JSON.stringify(capped)}` : '';
  return `,"facets":${JSON.stringify(listed)}${more}`;
}

/** The facet table as CSV (RFC 4180, CRLF): `value,count` for one facet, `field,value,count` for several. */
export function facetsCsv(facets: readonly FieldFacet[]): string {
  const several = facets.length > 1;
  let out = several ? 'field,value,count\r\n' : 'value,count\r\n';
  for (const { field, counts } of facets) {
    for (const v of counts.values) out += `${several ? `${csvCell(field)},` : ''}${csvCell(v.value)},${v.count}\r\n`;
  }
  return out;
}

/** The facet table as NDJSON: one `{"field","value","count"}` a line. */
export function facetsNdjson(facets: readonly FieldFacet[]): string {
  let out = '';
  for (const { field, counts } of facets) {
    for (const v of counts.values) out += `${JSON.stringify({ field, value: v.value, count: v.count })}\n`;
  }
  return out;
}

/** The file name of a facet table: the collection's download name with `-facets` (`sc-tokens-facets.csv`). */
export function facetsName(def: CollectionDef, extension: string): string {
  return `${def.path.replace(/\//g, '-')}-facets.${extension}`;
}
