/** A list page's links: its own query with a change, as the API writes its links. */
import { lastValue, linkQuery, type QueryPairs } from '../../plan/query.js';

/** The query with some parameters replaced (undefined removes one), encoded and sorted as the API's links are. */
export function withParams(query: QueryPairs, changes: Readonly<Record<string, string | undefined>>): string {
  // Object.hasOwn, not `in`: a parameter named `constructor` or `toString` is no change, and stays.
  const kept: [string, string][] = query.filter(([name]) => !Object.hasOwn(changes, name)).map(([n, v]) => [n, v]);
  for (const [name, value] of Object.entries(changes)) if (value !== undefined && name !== 'page') kept.push([name, value]);
  // linkQuery places `page` itself (DRF's replace_query_param), after the other names in sorted order.
  const page = Object.hasOwn(changes, 'page') ? changes.page : lastValue(query, 'page');
  const n = page === undefined ? undefined : Number(page);
  return linkQuery(kept, n !== undefined && Number.isSafeInteger(n) ? n : undefined);
}
