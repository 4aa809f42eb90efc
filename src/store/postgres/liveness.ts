/**
 * How long a query may wait on a database that stopped answering, without cutting off one that is merely slow.
 *
 * A blanket client-side query timeout cannot do both: a legitimate read may run for seconds (a filtered query
 * over a large table, up to PG_STATEMENT_TIMEOUT_MS), so a bound short enough for a quick 503 cuts those off, and
 * one long enough for them (statement timeout + 1 s) leaves every request on a frozen connection hanging 6 s. What
 * tells the two apart is not how long the query has run but whether the database still answers. So, once a query
 * has had no answer for the connection timeout (PG_CONNECT_TIMEOUT_MS, 500 ms), we ask: a fresh connection runs
 * `SELECT 1`, bounded by that same timeout (an answer to any other query of the pool since then already says yes).
 *
 * - The database answers: the query runs on (the server's statement_timeout ends it if it must), and we ask again
 *   every connection timeout while it runs. A connection lost on its own while the database answers others is
 *   left to pg's client-side query_timeout (statement timeout + 1 s), the backstop it always was.
 * - It does not: the query fails at once as DatabaseUnavailableError (503) and its connection is closed (a reply
 *   may still be on its way, or never come; either way it is useless).
 *
 * So a read on a frozen database fails after about two connection timeouts (1 s), or one (0.5 s) when the port
 * refuses, and a slow read on a live one is never cut by this. One probe at a time per pool, and every query
 * waiting meanwhile shares its verdict; a query accepts a verdict (or any answer on the pool) reached after it last
 * asked, so a pool runs at most about one probe per connection timeout however many slow queries it carries, and
 * none while other queries are being answered. A probe is one short connection beyond PG_POOL_SIZE.
 *
 * Loads are exempt (watchQueries): they answer no request, and a probe slowed by the load itself must not end one.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DatabaseUnavailableError } from './errors.js';

export class Liveness {
  readonly #config: pg.ClientConfig;
  readonly #timeoutMs: number;
  /** When (performance.now()) a query of the pool, or a probe, was last answered by the server. */
  #answeredAt = -Infinity;
  /** The last probe that got no answer, and when it gave up. */
  #failure: { readonly at: number; readonly error: Error } | undefined;
  #probing: Promise<void> | undefined;

  constructor(config: pg.ClientConfig, timeoutMs: number) {
    this.#config = config;
    this.#timeoutMs = timeoutMs;
  }

  /** The server answered a query (rows or an SQL error): it is alive now. */
  answered(): void {
    this.#answeredAt = performance.now();
  }

  /**
   * Watches one query from now on: calls `onDead` (once) if the database fails a liveness check while the query is
   * still unanswered. Returns the function that stops watching (call it when the query settles).
   */
  watch(onDead: (error: DatabaseUnavailableError) => void): () => void {
    let since = performance.now();
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const check = (): void => {
      const asked = performance.now();
      void this.#verdict(since).then((error) => {
        if (stopped) return;
        if (!error) {
          since = asked;
          timer = setTimeout(check, this.#timeoutMs);
          return;
        }
        stopped = true;
        onDead(new DatabaseUnavailableError(new Error(
          `no answer for ${this.#timeoutMs} ms, and a fresh connection got none within ${this.#timeoutMs} ms either (${error.message})`)));
      });
    };
    timer = setTimeout(check, this.#timeoutMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  /** Whether the database answered at or after `since` (undefined), or why it did not (the probe's error). */
  async #verdict(since: number): Promise<Error | undefined> {
    for (;;) {
      if (this.#answeredAt >= since) return undefined;
      if (this.#failure && this.#failure.at >= since) return this.#failure.error;
      // A probe in flight settles after `since` (we joined it after that), so one round always decides.
      this.#probing ??= this.#probe().finally(() => (this.#probing = undefined));
      await this.#probing;
    }
  }

  async #probe(): Promise<void> {
    const client = new pg.Client({ ...this.#config, connectionTimeoutMillis: this.#timeoutMs });
    client.on('error', () => undefined); // a late socket error after we gave up
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.connect().then(() => client.query('SELECT 1')),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timeout after ${this.#timeoutMs} ms`)), this.#timeoutMs);
        }),
      ]);
      this.answered();
      void client.end().catch(() => undefined);
    } catch (err) {
      // An SQL error (too many connections, shutting down, ...) is an answer: the server is there.
      if (err instanceof pg.DatabaseError) {
        this.answered();
        void client.end().catch(() => undefined);
        return;
      }
      this.#failure = { at: performance.now(), error: err instanceof Error ? err : new Error(String(err)) };
      // Connecting or waiting for a reply that may never come: drop the socket rather than say goodbye on it.
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      void client.end().catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  }
}

type Callback = (err: Error | null | undefined, res?: unknown) => void;

const UNWATCHED = Symbol('unwatched');

/**
 * Exempts a checked-out client's queries from the liveness check, or (`on`) subjects them to it again; call that
 * before releasing it. For loads: they are no request waiting for a 503, their statements may legitimately wait a
 * long time (a lock, a large index), and a probe slowed by the very load they put on the server must not end them.
 */
export function watchQueries(client: pg.ClientBase, on: boolean): void {
  (client as unknown as Record<symbol, boolean>)[UNWATCHED] = !on;
}

/**
 * The pg.Client class a pool is given (PoolConfig.Client), so that every query on its connections is watched:
 * `pool.query` and a checked-out client's queries alike, whichever store method issues them. Cursors and other
 * submittables pass through unwatched.
 */
export function watchedClient(liveness: Liveness): typeof pg.Client {
  return class WatchedClient extends pg.Client {
    override query(config: any, values?: any, callback?: any): any {
      if ((config && typeof config.submit === 'function') || (this as unknown as Record<symbol, boolean>)[UNWATCHED]) {
        return super.query(config, values, callback);
      }
      if (typeof values === 'function') [values, callback] = [undefined, values];
      if (typeof callback !== 'function') {
        return new Promise((resolve, reject) => this.query(config, values, (err: Error | null | undefined, res: unknown) => (err ? reject(err) : resolve(res))));
      }
      const done = callback as Callback;
      let settled = false;
      const stop = liveness.watch((error) => {
        if (settled) return;
        settled = true;
        // Closes the socket (the query is active, so pg destroys it); later queries on this client fail at once, and
        // the pool drops it when it comes back. The query's own callback then reports "terminated": ignored.
        void this.end().catch(() => undefined);
        done(error);
      });
      super.query(config, values, (err: Error | null | undefined, res: unknown) => {
        stop();
        if (!err || err instanceof pg.DatabaseError) liveness.answered();
        if (settled) return;
        settled = true;
        done(err, res);
      });
      return undefined;
    }
  };
}
