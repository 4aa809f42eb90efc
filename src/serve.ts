/**
 * `databank serve`: open the store, build the demo on an empty database if asked, listen. With `--workers N`
 * (0: one per core) the primary prepares the database once (migrations, demo), then forks N workers that share
 * the port (node's cluster module) and replaces any that die.
 */
import cluster from 'node:cluster';
import { pino } from 'pino';
import os from 'node:os';
import type { Config } from './config.js';
import { buildApp } from './http/app.js';
import { demoSource } from './load/demo.js';
import { loadDatabank } from './load/loader.js';
import { openStore } from './store/open.js';
import type { Store } from './store/store.js';

/**
 * pino options: readable lines on a terminal; JSON lines otherwise, written through an 8 KiB buffer (flushed
 * on exit) so a request's log line costs no write system call of its own; flushed every second and on exit.
 */
export function loggerOptions(config: Config): object {
  if (process.stdout.isTTY) {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } };
  }
  const stream = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  // A quiet server still shows its lines within a second.
  setInterval(() => stream.flush(), 1000).unref();
  return { level: config.logLevel, stream };
}

export async function serve(config: Config): Promise<void> {
  const workers = config.workers === 0 ? os.availableParallelism() : config.workers;
  if (workers > 1 && cluster.isPrimary) return primary(config, workers);

  const store = await openStore(config);
  const app = buildApp({ config, store, logger: loggerOptions(config) });
  // Workers never build the demo: their primary did, once, before forking.
  if (cluster.isPrimary) await demoIfEmpty(config, store, (msg) => app.log.info(msg));
  const close = async (): Promise<void> => {
    await app.close();
    await store.close();
    if (cluster.isWorker) process.exit(0); // the IPC channel to the primary would keep the worker alive
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  if (cluster.isWorker) process.once('disconnect', () => void close()); // the primary is gone
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`serving ${config.basePath}/ on port ${config.port}`);
}

async function demoIfEmpty(config: Config, store: Store, log: (msg: string) => void): Promise<void> {
  if (!config.demoOnEmpty || (await store.current())) return;
  log('no databank loaded: building the demo databank');
  const report = await loadDatabank(store, demoSource());
  log(`demo databank loaded (generation ${report.generation})`);
}

/** The primary: prepares the database, forks the workers, replaces the ones that die, stops them on a signal. */
async function primary(config: Config, count: number): Promise<void> {
  const log = (msg: string): void => {
    if (config.logLevel !== 'silent') console.error(`databank primary ${process.pid}: ${msg}`);
  };
  const store = await openStore(config); // migrates a PostgreSQL database
  try {
    await demoIfEmpty(config, store, log);
  } finally {
    await store.close();
  }

  let stopping = false;
  const started = new Map<number, number>();
  const fork = (): void => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    // A worker that dies at once (bad config, port taken) is not restarted in a tight loop.
    setTimeout(fork, lived < 5000 ? 1000 : 0);
  });
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    log('stopping workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, 10_000);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (let i = 0; i < count; i++) fork();
  log(`${count} workers serving ${config.basePath}/ on port ${config.port}`);
}
