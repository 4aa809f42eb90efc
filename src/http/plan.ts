/** Request → plan: which collection, which page, or which error (DRF PageNumberPagination's rules). */
import type { CollectionDef } from '../registry/index.js';
import { ApiError } from './errors.js';
import { lastValue, pythonInt, type QueryPairs } from './query.js';

/** What a list request asks for, resolved against the current count. */
export interface PagePlan {
  readonly def: CollectionDef;
  readonly count: number;
  /** 1-based page number. */
  readonly page: number;
  /** Number of pages; 1 for an empty collection (Django's allow_empty_first_page). */
  readonly pages: number;
  /** First and last ordinal of the page (inclusive); last < first on an empty page. */
  readonly first: number;
  readonly last: number;
}

/** DRF's `last_page_strings`. */
const LAST = 'last';

/** Formats the API answers; both render JSON (issue: `format=api` and `format=json` both answer JSON). */
const FORMATS = new Set(['api', 'json']);

/** `format` selects a renderer in DRF; an unknown one is a 404, an empty one is ignored. */
export function checkFormat(query: QueryPairs): void {
  const format = lastValue(query, 'format');
  if (format && !FORMATS.has(format)) throw ApiError.of('NOT_FOUND');
}

export function planPage(def: CollectionDef, count: number, query: QueryPairs): PagePlan {
  const pages = Math.max(1, Math.ceil(count / def.pageSize));
  const raw = lastValue(query, 'page');
  let page: number;
  if (raw === undefined) page = 1;
  else if (raw === LAST) page = pages;
  else {
    const n = pythonInt(raw);
    if (n === undefined || n < 1n || n > BigInt(pages)) throw ApiError.of('INVALID_PAGE');
    page = Number(n);
  }
  const first = (page - 1) * def.pageSize + 1;
  return { def, count, page, pages, first, last: Math.min(count, page * def.pageSize) };
}
