/**
 * How much of the serving thread pages made afresh may take (issue 24 §5): a polity page read and rendered while no
 * cache holds it costs tens of milliseconds of the one thread every client shares, and one client asking for such
 * pages one after another left others a few percent of their throughput. Cached pages, 304s and pages made from a
 * coding already kept cost nothing here.
 *
 * Two token buckets of milliseconds, refilled continuously: one per client address (PAGE_RENDER_MS_CLIENT a second)
 * and one for all clients together (PAGE_RENDER_MS_TOTAL a second), each holding at most BURST_SECONDS of its rate,
 * so a person clicking through pages never meets them. A page is begun while both are not in debt, and what it took
 * (wall time of its read and render, the time the serving thread was not free to others at worst) is charged to both
 * afterwards; at most IN_FLIGHT_CLIENT pages per client and IN_FLIGHT_TOTAL in all are made at once, so parallel
 * connections cannot begin many before the first is charged. Beyond a client's share: 429 with Retry-After (DRF's
 * throttled answer); beyond the total: 503 with Retry-After. A rate of 0 sets no bound.
 */

const BURST_SECONDS = 2;
const IN_FLIGHT_CLIENT = 2;
const IN_FLIGHT_TOTAL = 8;
/** Clients remembered at most; past it, those whose bucket is full again are forgotten (they owe nothing). */
const CLIENTS_MAX = 10_000;

interface Bucket {
  /** ms available: negative while in debt. */
  tokens: number;
  /** When tokens was last brought up to date (ms, performance.now()). */
  at: number;
  inFlight: number;
}

/** Why a page may not begin now: whose budget, and whole seconds until it may. */
export interface Refusal {
  readonly scope: 'client' | 'total';
  readonly waitSeconds: number;
}

export class PageBudget {
  readonly #clients = new Map<string, Bucket>();
  readonly #total: Bucket;

  constructor(readonly clientMsPerSecond: number, readonly totalMsPerSecond: number, readonly now: () => number = () => performance.now()) {
    this.#total = { tokens: totalMsPerSecond * BURST_SECONDS, at: now(), inFlight: 0 };
  }

  /**
   * Begins a page for `client`, or says why it may not begin. The returned function charges the page's cost and must
   * be called once, when the page is made or has failed.
   */
  begin(client: string): Refusal | (() => void) {
    const start = this.now();
    const mine = this.clientMsPerSecond > 0 ? this.#bucket(client, start) : undefined;
    if (mine) {
      const refused = this.#refusal(mine, this.clientMsPerSecond, IN_FLIGHT_CLIENT, 'client');
      if (refused) return refused;
    }
    if (this.totalMsPerSecond > 0) {
      this.#refill(this.#total, this.totalMsPerSecond, start);
      const refused = this.#refusal(this.#total, this.totalMsPerSecond, IN_FLIGHT_TOTAL, 'total');
      if (refused) return refused;
    }
    if (mine) mine.inFlight++;
    this.#total.inFlight++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const took = this.now() - start;
      if (mine) {
        mine.inFlight--;
        mine.tokens -= took;
      }
      this.#total.inFlight--;
      if (this.totalMsPerSecond > 0) this.#total.tokens -= took;
    };
  }

  /** Clients remembered now (for tests and /metrics). */
  get clients(): number {
    return this.#clients.size;
  }

  #bucket(client: string, now: number): Bucket {
    let b = this.#clients.get(client);
    if (b) {
      this.#refill(b, this.clientMsPerSecond, now);
      return b;
    }
    if (this.#clients.size >= CLIENTS_MAX) this.#forget(now);
    b = { tokens: this.clientMsPerSecond * BURST_SECONDS, at: now, inFlight: 0 };
    this.#clients.set(client, b);
    return b;
  }

  #refill(b: Bucket, rate: number, now: number): void {
    b.tokens = Math.min(rate * BURST_SECONDS, b.tokens + ((now - b.at) * rate) / 1000);
    b.at = now;
  }

  #refusal(b: Bucket, rate: number, inFlightMax: number, scope: Refusal['scope']): Refusal | undefined {
    if (b.tokens > 0 && b.inFlight < inFlightMax) return undefined;
    // In debt: until it is paid. Busy with pages in flight only: a second, when one of them will likely be done.
    return { scope, waitSeconds: Math.max(1, Math.ceil(-b.tokens / rate)) };
  }

  /** Forgets the clients that owe nothing; if every one still does, all of them (the total bound still holds). */
  #forget(now: number): void {
    for (const [client, b] of this.#clients) {
      this.#refill(b, this.clientMsPerSecond, now);
      if (b.inFlight === 0 && b.tokens >= this.clientMsPerSecond * BURST_SECONDS) this.#clients.delete(client);
    }
    if (this.#clients.size >= CLIENTS_MAX) this.#clients.clear();
  }
}
