/**
 * The cluster primary of `serve --workers N`: prepares the database once, forks the workers, replaces the ones that
 * die. On SIGTERM or SIGINT it forwards the signal to the workers (each drains), restarts none, and exits 0 once all
 * exited cleanly.
 */
import cluster from 'node:cluster';
import type { Config } from '../config.js';
import { answerWorkersMetrics } from '../http/metrics.js';
import type { Registry } from '../registry/index.js';
import { openStore } from '../store/open.js';
import { prepare, servingLine, warnIfDemo } from './start.js';

export async function primary(config: Config, registry: Registry, count: number): Promise<void> {
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
  // /metrics: a worker asks here, and gets the sum of every worker's (http/metrics.ts).
  if (config.metrics) answerWorkersMetrics();

  let stopping: NodeJS.Signals | undefined;
  let unclean = 0;
  const started = new Map<number, number>();
  /** Workers that have listened: one still starting up when the signal comes has no handler for it yet. */
  const listening = new Set<number>();
  let allListened = false;
  /** Whether any worker ever listened: until one has, a worker that fails cannot start (a port in use, say). */
  let anyListened = false;
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    anyListened = true;
    // Said once, when every worker first takes connections: before that the cluster hands them all to the ones up.
    if (!allListened && listening.size === count) {
      allListened = true;
      say(`${count} workers ${servingLine(config, address.port)}`);
    }
  });
  // The heap policy of a serving process (docs/operations.md, "Memory"): V8's default young generation. The
  // `databank` command's --max-semi-space-size=64 speeds loads, but a worker under a burst of distinct requests
  // kept 75 MB more (docs/benchmarks.md, "RSS under long URLs").
  cluster.setupPrimary({ execArgv: process.execArgv.filter((a) => !/^--max-semi-space-size(=|$)/.test(a)) });
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
    if (!anyListened && code !== 0 && signal === null) {
      // It said why on stderr; the next one would fail the same way.
      unclean++;
      say(`worker ${worker.process.pid} could not start (exit code ${code}); stopping`);
      return stop('SIGTERM');
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
