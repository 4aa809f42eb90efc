/**
 * The JSON envelope of a list answer, `{count, next, previous, results}` (spec §2.1; DRF's PageNumberPagination),
 * around pre-rendered record bytes: a store's `joined` page shape (store/store.ts); `facets` after `results` when
 * asked (render/facets.ts). The one producer of it: the API's lists, and any new table answered as JSON pages.
 */
import { facetsMember, type FieldFacet } from './facets.js';

const CLOSE = Buffer.from(']}');

export function pageBody(count: number, next: string | null, previous: string | null, results: Buffer, facets: readonly FieldFacet[] = []): Buffer {
  const head = `{"count":${count},"next":${next === null ? 'null' : JSON.stringify(next)},"previous":${previous === null ? 'null' : JSON.stringify(previous)},"results":[`;
  return Buffer.concat([Buffer.from(head), results, facets.length ? Buffer.from(`]${facetsMember(facets)}}`) : CLOSE]);
}
