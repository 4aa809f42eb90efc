/**
 * What a record page lists of the records that name it (docs/pages.md, "Reference pages"): for each collection
 * referring to its collection (`Registry.referrers`: the citations through `ref` for a reference), the first
 * REFERRERS_SHOWN of them by id and their count, through the store's ordinary read of a plan built here from the
 * registry's typed column (`ref = <id>`), answered by that column's index where it has one. No query parameter is
 * added: the API serves no `ref` filter, as the original does not.
 */
import type { Condition } from '../plan/plan.js';
import type { CollectionDef, Referrer } from '../registry/index.js';
import type { ReferrerRecords } from '../render/html/referrers.js';
import type { Generation, PageQuery, Store } from '../store/store.js';

/** Records listed per referring collection; the rest are counted. */
export const REFERRERS_SHOWN = 100;

/** The read of the records of `referrer` whose column holds `id`: the first page of REFERRERS_SHOWN, in record order. */
export function referrerQuery(referrer: Referrer, id: number): PageQuery {
  const where: readonly Condition[] = [{ op: 'cmp', column: referrer.column, cmp: '=', value: id }];
  return { def: referrer.def, where, order: [], whereKey: JSON.stringify(where), page: 1, pageSize: REFERRERS_SHOWN };
}

/** The records naming record `id` of `def`, per referring collection (none for most collections). */
export async function readReferrers(store: Store, gen: Generation, def: CollectionDef, id: number | string | undefined): Promise<ReferrerRecords[]> {
  const referrers = store.registry.referrers(def);
  if (referrers.length === 0 || typeof id !== 'number') return [];
  const out: ReferrerRecords[] = [];
  for (const referrer of referrers) {
    const { count, rows } = await store.read(gen, referrerQuery(referrer, id));
    out.push({ referrer, count, rows });
  }
  return out;
}
