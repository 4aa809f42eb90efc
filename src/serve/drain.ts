/** The graceful drain of a serving process: what a signal does to the listeners and the requests in flight. */
import type http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { beginShutdown } from '../http/shutdown.js';

/** Every server Fastify listens on: `localhost` may bind 127.0.0.1 and ::1, one `http.Server` each. */
export function listeners(app: FastifyInstance): http.Server[] {
  return [...new Set([app.server, ...(extraBindings(app) ?? [])])];
}

/**
 * The servers Fastify listens on besides `app.server`, which it keeps under an internal symbol (undefined if a
 * Fastify release renames it: then only the main server drains, and test/drain.test.ts says so).
 */
export function extraBindings(app: FastifyInstance): http.Server[] | undefined {
  const bindings = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.serverBindings');
  const extra = bindings && (app as unknown as Record<symbol, unknown>)[bindings];
  return Array.isArray(extra) ? (extra as http.Server[]) : undefined;
}

/**
 * A graceful drain (docs/operations.md), so that a signal fails no request:
 * 1. /readyz answers 503 at once (http/shutdown.ts): a load balancer takes the process out of rotation;
 * 2. requests are still served for SHUTDOWN_DELAY_MS (the time the balancer needs to notice), every answer with
 *    `Connection: close`, so that keep-alive clients reconnect, elsewhere once the balancer knows;
 * 3. the listeners close, and the idle keep-alive connections with them;
 * 4. the requests in flight get SHUTDOWN_TIMEOUT_MS to complete; connections still open then are destroyed.
 */
export class Drain {
  readonly #servers: readonly http.Server[];
  readonly #log: FastifyBaseLogger;
  /** Responses not yet closed (finished or aborted). */
  readonly #inFlight = new Set<http.ServerResponse>();
  #draining = false;
  #listening = true;
  /** Requests that ended after the signal. */
  #ended = 0;

  constructor(servers: readonly http.Server[], log: FastifyBaseLogger) {
    this.#servers = servers;
    this.#log = log;
    // Before the app's own listener, so that `Connection: close` is set before anything answers.
    for (const server of servers) server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => this.#track(res));
  }

  #track(res: http.ServerResponse): void {
    this.#inFlight.add(res);
    if (this.#draining) res.setHeader('connection', 'close');
    // One listener shared by every response (`on`, not `once`: a response closes once, and `once` would wrap it in a
    // new closure per request).
    res.on('close', this.#closed);
  }

  readonly #closed = ((drain: Drain) => function closed(this: http.ServerResponse): void {
    drain.#onClose(this);
  })(this);

  #onClose(res: http.ServerResponse): void {
    this.#inFlight.delete(res);
    if (this.#draining) this.#ended++;
    // A keep-alive connection whose answer began before the drain (no `Connection: close`) is idle now.
    if (!this.#listening) for (const server of this.#servers) server.closeIdleConnections();
  }

  async run(reason: string, delayMs: number, timeoutMs: number): Promise<void> {
    const started = Date.now();
    this.#draining = true;
    beginShutdown();
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    this.#log.info({ signal: reason, delayMs, inFlight: this.#inFlight.size },
      `${reason}: shutting down; /readyz answers 503; ${requests(this.#inFlight.size)} in flight; ` +
      (delayMs > 0 ? `serving ${delayMs} ms more (SHUTDOWN_DELAY_MS), then closing the listener` : 'closing the listener now (SHUTDOWN_DELAY_MS=0)'));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

    const closed = Promise.all(this.#servers.map((server) => new Promise((resolve) => server.close(resolve))));
    this.#listening = false; // server.close() has closed the idle connections
    const atClose = this.#inFlight.size;
    this.#log.info({ inFlight: atClose, timeoutMs, servedDuringDelay: this.#ended },
      `listener closed after ${Date.now() - started} ms; ${requests(atClose)} in flight` +
      (atClose ? `; waiting up to ${timeoutMs} ms for ${atClose === 1 ? 'it' : 'them'} (SHUTDOWN_TIMEOUT_MS)` : ''));

    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      const cut = this.#inFlight.size;
      for (const server of this.#servers) server.closeAllConnections();
      await closed;
      this.#log.warn({ cut, answered: this.#ended - cut, timeoutMs },
        `shutdown timeout: ${requests(cut)} still in flight after ${timeoutMs} ms (SHUTDOWN_TIMEOUT_MS); ` +
        `${cut === 1 ? 'its connection was' : 'their connections were'} closed`);
    } else {
      this.#log.info({ answered: this.#ended, ms: Date.now() - started },
        `drained in ${Date.now() - started} ms: every request answered (${this.#ended} since the signal)`);
    }
  }
}

const requests = (n: number): string => `${n} request${n === 1 ? '' : 's'}`;
