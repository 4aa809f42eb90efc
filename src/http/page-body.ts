/** The one envelope producer: `{count, next, previous, results}` around pre-rendered record bytes (spec §2.1): a
 * store's `joined` page shape (store.ts); `facets` after `results` when asked (render/facets.ts). */
import { facetsMember, type FieldFacet } from '../render/facets.js';

const CLOSE = Buffer.from(']}');

export function pageBody(count: number, next: string | null, previous: string | null, results: Buffer, facets: readonly FieldFacet[] = []): Buffer {
  const head = `{"count":${count},"next":${next === null ? 'null' : JSON.stringify(next)},"previous":${previous === null ? 'null' : JSON.stringify(previous)},"results":[`;
  return Buffer.concat([Buffer.from(head), results, facets.length ? Buffer.from(`]${facetsMember(facets)}}`) : CLOSE]);
}
