/** `facet=<field>` (an extension: the original has no such parameter): which fields' values a list counts. */
import { facetOf, type CollectionDef, type FacetDef } from '../registry/index.js';
import type { QueryPairs } from './query.js';
import { tooLong } from './values.js';

/** The parameter naming a field to facet. */
export const FACET_PARAM = 'facet';

/** Values per facet at most; a facet with more distinct values says how many it has (`facets_capped`). */
export const FACET_LIMIT = 100;

/**
 * `facet=<field>`, repeatable: the fields to count values of, in the order first asked, each once; an empty value
 * asks for nothing (as an empty filter value filters nothing). A value naming no field that can be faceted
 * (registry/facets.ts) is django-filter's MultipleChoiceField refusal, for the first such value, put in `errors`.
 */
export function parseFacets(def: CollectionDef, query: QueryPairs, errors: Record<string, string[]>): FacetDef[] {
  const out = new Map<string, FacetDef>();
  for (const [name, value] of query) {
    if (name !== FACET_PARAM || value === '' || out.has(value)) continue;
    const facet = facetOf(def, value);
    if (!facet) {
      errors[FACET_PARAM] = [tooLong(value) ?? `Select a valid choice. ${value} is not one of the available choices.`];
      return [];
    }
    out.set(value, facet);
  }
  return [...out.values()];
}
