/** Read plans remembered by what they are parsed from, per route. */

/** Plans remembered by default, and the longest key remembered: at most ≈ 1 MB a thousand plans. */
const PLAN_MEMO_SIZE = 1024;
const PLAN_MEMO_KEY_MAX = 256;

/**
 * Read plans by what they are parsed from (the query string, and Accept for lists), for one route. A plan is a plain
 * value that depends on nothing else, and a cached answer is asked for again and again: parsing it each time (every
 * filter of the collection looked up, the key built) is a share of a cached answer's cost worth saving. Requests
 * that do not parse are not remembered (they throw); a flood of distinct queries only empties the memo.
 */
export class PlanMemo<P> {
  readonly #plans = new Map<string, P>();
  /** `keep`: whether a plan is worth remembering (a cache-buster's is not asked for again); `size`: how many. */
  constructor(readonly keep: (plan: P) => boolean = () => true, readonly size = PLAN_MEMO_SIZE) {}

  get(key: string, parse: () => P): P {
    if (key.length > PLAN_MEMO_KEY_MAX) return parse();
    let plan = this.#plans.get(key);
    if (plan === undefined) {
      plan = parse();
      if (!this.keep(plan)) return plan;
      if (this.#plans.size >= this.size) this.#plans.clear();
      this.#plans.set(key, plan);
    }
    return plan;
  }
}
