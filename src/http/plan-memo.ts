/** Read plans remembered by what they are parsed from, per route. */
import { ByteCache, cacheBudgets } from '../cache.js';

/**
 * Read plans by what they are parsed from (the query string, and Accept for lists), for one route: a byte-weighted
 * LRU (src/cache.ts) of half PLAN_CACHE_MB. A plan is a plain value that depends on nothing else, and a cached answer
 * is asked for again and again: parsing it each time (every filter of the collection looked up, the key built) is a
 * share of a cached answer's cost worth saving. Requests that do not parse are not remembered (they throw).
 *
 * A plan is weighed as its keys (which hold every value of the query, re-encoded) and its query pairs, two bytes a
 * character, plus 512 bytes of objects: a generous bound, since a plan shares some of those strings. A plan heavier
 * than an eighth of the budget (a query of many kilobytes) is not remembered.
 */
export class PlanMemo<P extends { readonly key: string; readonly query?: readonly (readonly [string, string])[] }> {
  readonly #plans: ByteCache<P>;
  /** `keep`: whether a plan is worth remembering (a cache-buster's is not asked for again). */
  constructor(readonly keep: (plan: P) => boolean = () => true, maxBytes = cacheBudgets().plans / 2) {
    this.#plans = new ByteCache<P>({ name: 'plans', maxBytes, sizeOf: planBytes });
  }

  get(key: string, parse: () => P): P {
    let plan = this.#plans.get(key);
    if (plan === undefined) {
      plan = parse();
      if (this.keep(plan)) this.#plans.set(key, plan);
    }
    return plan;
  }
}

function planBytes(plan: object): number {
  let chars = 0;
  for (const value of Object.values(plan)) if (typeof value === 'string') chars += value.length; // key, whereKey, rowsKey
  for (const [name, value] of (plan as { query?: readonly (readonly [string, string])[] }).query ?? []) chars += name.length + value.length;
  // The names no read uses and the case notices (plan/ignored.ts): a query's text again, at most.
  const notices = plan as { ignored?: readonly string[]; caseMismatch?: readonly string[] };
  for (const text of [...notices.ignored ?? [], ...notices.caseMismatch ?? []]) chars += text.length;
  return 512 + 2 * chars;
}
