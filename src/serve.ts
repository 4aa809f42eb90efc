/**
 * `databank serve`: open the store, build the demo on an empty database if asked, listen. With `--workers N`
 * (0: one per core) the primary prepares the database once (migrations, demo), then forks N workers that share
 * the port (node's cluster module) and replaces any that die. SIGTERM or SIGINT drains the server (`Drain`) and
 * exits 0; with workers, the primary forwards the signal and waits for them.
 */
import cluster from 'node:cluster';
import type http from 'node:http';
import { pino } from 'pino';
import os from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { buildApp } from './http/app.js';
import { demoSource } from './load/demo.js';
import { loadDatabank } from './load/loader.js';
import { answerWorkersMetrics } from './http/metrics.js';
import { beginShutdown } from './http/shutdown.js';
import { openStore } from './store/open.js';
import type { Registry } from './registry/index.js';
import type { Store } from './store/store.js';

/**
 * pino options: readable lines on a terminal; JSON lines otherwise, with an ISO 8601 UTC `time`, gathered into 8 KiB
 * batches (LineBatch) so a request's log line costs no write system call of its own; flushed every second and on exit.
 */
export function loggerOptions(config: Config): object {
  if (process.stdout.isTTY) {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } };
  }
  const stream = new LineBatch(pino.destination({ dest: 1, sync: false }));
  // A quiet server still shows its lines within a second.
  setInterval(() => stream.flush(), 1000).unref();
  return { level: config.logLevel, stream, timestamp: isoTimeByMs };
}

/** What LineBatch hands on: a pino destination (sonic-boom). */
interface Destination {
  write(data: string): boolean;
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
}

/** Bytes (UTF-16 units, near enough) gathered before they are handed to the destination. */
const LOG_BATCH = 8 * 1024;

/**
 * Log lines joined into batches of LOG_BATCH before they reach sonic-boom. Handed one line at a time, sonic-boom
 * (buffered with `minLength`, as before) appends it to a pending string and measures that string's UTF-8 length on
 * every write: the request line cost ≈ 4.5 µs of CPU (child logger, pino's JSON, the write), against ≈ 2 µs with
 * this batch and isoTimeByMs (a loop of 300,000 lines to /dev/null). Lines keep their order: the batch is handed on
 * before any flush, and before pino's own flush at exit.
 */
export class LineBatch {
  #pending = '';
  constructor(readonly destination: Destination) {
    // Before pino's own handlers (on-exit-leak-free, registered when the destination was made), which flush the
    // destination: the last batch must be in it by then.
    process.prependListener('beforeExit', () => this.#handOn());
    process.prependListener('exit', () => this.#handOn());
  }

  write(line: string): boolean {
    this.#pending += line;
    if (this.#pending.length >= LOG_BATCH) this.#handOn();
    return true;
  }

  flush(cb?: (err?: Error) => void): void {
    this.#handOn();
    this.destination.flush(cb);
  }

  flushSync(): void {
    this.#handOn();
    this.destination.flushSync();
  }

  #handOn(): void {
    if (this.#pending === '') return;
    const batch = this.#pending;
    this.#pending = '';
    this.destination.write(batch);
  }
}

/**
 * pino's `isoTime` (`,"time":"<ISO 8601>"`), made once per millisecond rather than once per line: at thousands of
 * answers a second, most lines share their millisecond with the one before.
 */
let lastMs = -1;
let lastTime = '';
export function isoTimeByMs(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

export async function serve(config: Config, registry: Registry): Promise<void> {
  const workers = config.workers === 0 ? os.availableParallelism() : config.workers;
  if (workers > 1 && cluster.isPrimary) return primary(config, registry, workers);

  // Signals count from the start (a worker may be told to stop while it opens the store). A repeated one does not
  // cut the drain short: a terminal's Ctrl-C reaches the workers and their primary, which forwards it.
  let stop: ((reason: string) => void) | undefined;
  let early: string | undefined;
  const onSignal = (reason: string): void => (stop ? stop(reason) : void (early ??= reason));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  if (cluster.isWorker) process.once('disconnect', () => onSignal('disconnect')); // the primary is gone

  const store = await openStore(registry, config);
  const app = buildApp({ config, store, logger: loggerOptions(config) });
  // Workers never build the demo: their primary did, once, before forking.
  if (cluster.isPrimary) await prepare(config, store, { info: (msg) => app.log.info(msg), warn: (msg) => app.log.warn(msg) });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving ${config.basePath}/ on port ${config.port}`);
  // Once per server: a primary with workers says it for them (below).
  if (cluster.isPrimary) await warnIfDemo(store, (msg) => app.log.warn(msg));

  const drain = new Drain(listeners(app), app.log);
  let stopping = false;
  stop = (reason) => {
    if (stopping) return void app.log.info(`${reason}: already shutting down`);
    stopping = true;
    // Without a primary nothing arrives any more: no need to wait for load balancers.
    const delayMs = reason === 'disconnect' ? 0 : config.shutdownDelayMs;
    drain.run(reason, delayMs, config.shutdownTimeoutMs)
      .then(async () => {
        await app.close();
        await store.close();
        app.log.info('shutdown complete; exiting');
        process.exit(0); // also ends a worker, whose IPC channel to the primary would keep it alive
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  if (early !== undefined) stop(early);
}

/** Every server Fastify listens on: `localhost` may bind 127.0.0.1 and ::1, one `http.Server` each. */
function listeners(app: FastifyInstance): http.Server[] {
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
 * A graceful drain (README "Operations: drain"), so that a signal fails no request:
 * 1. /readyz answers 503 at once (shutdown.ts): a load balancer takes the process out of rotation;
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

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/** The start-up warning of a demo databank (also marked in /readyz and the API root). */
async function warnIfDemo(store: Store, warn: (msg: string) => void): Promise<void> {
  const gen = await store.current().catch(() => undefined);
  if (!gen?.demo) return;
  warn(`serving the DEMO databank (generation ${gen.id}): synthetic records, not real data. /readyz and the API root ` +
    'say "demo": true. Load a real dump with `databank load <dump-dir>` and the same DATABASE_URL; the server switches ' +
    'to it within a second, no restart needed.');
}

/** Before serving: the demo on an empty database when DEMO_ON_EMPTY says so, or a hint on how to load a databank. */
async function prepare(config: Config, store: Store, log: Log): Promise<void> {
  if (await store.current()) return;
  if (!config.demoOnEmpty) {
    log.warn('no databank is loaded: data requests answer 503 "No databank is loaded yet." until one is. Load one ' +
      'with `databank load <dump-dir>` (or `databank demo`) and the same DATABASE_URL; the server switches to it ' +
      'within a second, no restart needed. DEMO_ON_EMPTY=true builds the demo here at start.');
    return;
  }
  log.info('no databank loaded: building the demo databank');
  const report = await loadDatabank(store, demoSource(store.registry));
  log.info(`demo databank loaded (generation ${report.generation})`);
}

/**
 * The primary: prepares the database, forks the workers, replaces the ones that die. On SIGTERM or SIGINT it
 * forwards the signal to the workers (each drains), restarts none, and exits 0 once all exited cleanly.
 */
async function primary(config: Config, registry: Registry, count: number): Promise<void> {
  const say = (msg: string): void => {
    if (config.logLevel !== 'silent') console.error(`databank primary ${process.pid}: ${msg}`);
  };
  const store = await openStore(registry, config); // migrates a PostgreSQL database
  try {
    await prepare(config, store, { info: say, warn: say });
    await warnIfDemo(store, say);
  } finally {
    await store.close();
  }
  // /metrics: a worker asks here, and gets the sum of every worker's (metrics.ts).
  if (config.metrics) answerWorkersMetrics();

  let stopping: NodeJS.Signals | undefined;
  let unclean = 0;
  const started = new Map<number, number>();
  /** Workers that have listened: one still starting up when the signal comes has no handler for it yet. */
  const listening = new Set<number>();
  let allListened = false;
  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    // Said once, when every worker first takes connections: before that the cluster hands them all to the ones up.
    if (!allListened && listening.size === count) {
      allListened = true;
      say(`${count} workers serving ${config.basePath}/ on port ${config.port}`);
    }
  });
  const fork = (): void => {
    if (stopping) return;
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    const served = listening.delete(worker.id);
    if (stopping) {
      // Killed by the signal before it listened: it served nothing, so that is clean too.
      if (code !== 0 && (served || signal !== stopping)) {
        unclean++;
        say(`worker ${worker.process.pid} exited (${signal ?? code}) while stopping`);
      }
      if (started.size === 0) finish();
      return;
    }
    say(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    // A worker that dies at once (bad config, port taken) is not restarted in a tight loop.
    setTimeout(fork, lived < 5000 ? 1000 : 0);
  });
  const finish = (): void => {
    say(unclean ? `${unclean} of the workers did not exit cleanly; exiting 1` : 'all workers exited cleanly; exiting');
    process.exit(unclean ? 1 : 0);
  };
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = signal;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    // Each worker drains in at most the delay plus the timeout; a stuck one is killed a little after that.
    const limit = config.shutdownDelayMs + config.shutdownTimeoutMs + 5000;
    say(`${signal}: stopping ${workers.length} workers (each drains: SHUTDOWN_DELAY_MS=${config.shutdownDelayMs}, ` +
      `SHUTDOWN_TIMEOUT_MS=${config.shutdownTimeoutMs}); no worker is restarted`);
    for (const worker of workers) worker.process.kill(signal);
    if (started.size === 0) return finish();
    setTimeout(() => {
      say(`workers still running after ${limit} ms: killing them; exiting 1`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, limit).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < count; i++) fork();
  say(`starting ${count} workers`);
}
