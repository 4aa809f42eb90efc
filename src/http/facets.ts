/**
 * `facet=<field>` on a list (plan/facets.ts): the counts each asked field's values have over the selection, read
 * through the store (once per generation, selection and field: store/facets.ts), for the JSON envelope
 * (render/envelope.ts) and for the facet table that CSV and NDJSON answer instead of the records (http/download.ts).
 */
import { FACET_LIMIT } from '../plan/facets.js';
import type { DownloadFormat, ListPlan } from '../plan/plan.js';
import { facetsCsv, facetsNdjson, type FieldFacet } from '../render/facets.js';
import type { Generation, Store } from '../store/store.js';

/** The plan's facets, in the order asked; none (and no read) when none is asked. */
export async function listFacets(store: Store, gen: Generation, plan: ListPlan): Promise<FieldFacet[]> {
  if (!plan.facets.length) return [];
  return Promise.all(plan.facets.map(async (facet) => ({ field: facet.field, counts: await store.facet(gen, plan, facet, FACET_LIMIT) })));
}

/** The facet table of a download plan with facets: its text in the plan's format. */
export async function facetTable(store: Store, gen: Generation, plan: ListPlan, format: DownloadFormat): Promise<string> {
  const facets = await listFacets(store, gen, plan);
  return format === 'csv' ? facetsCsv(facets) : facetsNdjson(facets);
}
