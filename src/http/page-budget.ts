/**
 * How much of the serving thread pages made afresh may take (issue 24 §5): a polity page read and rendered while no
 * cache holds it costs tens of milliseconds of the one thread every client shares, and one client asking for such
 * pages one after another left others a few percent of their throughput. Cached pages, 304s and pages made from a
 * coding already kept cost nothing here.
 *
 * Two token buckets of milliseconds, refilled continuously: one per client address (PAGE_RENDER_MS_CLIENT a second)
 * and one for all clients together (PAGE_RENDER_MS_TOTAL a second), each holding at most BURST_SECONDS of its rate,
 * so a person clicking through pages never meets them. A page is begun while both are not in debt, and what it took
 * of the serving thread is charged to both afterwards: the time of its synchronous steps only (parsing the records,
 * rendering the HTML: http/answer.ts `onThread`), never the time it waited for the store (the read pool, the
 * store's time limits and the database's own pool bound reads; waiting holds no thread others need) or behind other
 * requests. At most IN_FLIGHT_CLIENT pages per client and IN_FLIGHT_TOTAL in all are made at once, which bounds how
 * far parallel connections can overrun a budget before the first of them is charged (each by one page's render).
 * Beyond a client's share: 429 with Retry-After (DRF's throttled answer); beyond the total: 503 with Retry-After. A
 * rate of 0 sets no bound.
 */

const BURST_SECONDS = 2;
/**
 * A browser opens at most six connections to a host (HTTP/1.1), so one person's tabs, or a few people behind one
 * address, never meet this; it only bounds the overrun of a client racing parallel connections (six renders).
 */
const IN_FLIGHT_CLIENT = 6;
/** Pages waiting on the store count here too (beyond the read pool they would only queue); sixteen renders overrun the total by about a second at most. */
const IN_FLIGHT_TOTAL = 16;
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
   * Begins a page for `client`, or says why it may not begin. The returned function charges the page's cost (ms of
   * the serving thread, as the caller measured it) and must be called once, when the page is made or has failed.
   */
  begin(client: string): Refusal | ((took: number) => void) {
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
    return (took: number) => {
      if (done) return;
      done = true;
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
