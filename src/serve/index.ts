/**
 * `databank serve`: open the store, build the demo on an empty database if asked, listen. With `--workers N`
 * (0: one per core) the primary prepares the database once (migrations, demo), then forks N workers that share
 * the port (node's cluster module) and replaces any that die (primary.ts). SIGTERM or SIGINT drains the server
 * (drain.ts) and exits 0; with workers, the primary forwards the signal and waits for them.
 */
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { setCacheBudgets } from '../cache.js';
import { cacheBudgetsOf, type Config } from '../config.js';
import { buildApp } from '../http/app.js';
import type { Registry } from '../registry/index.js';
import { openStore } from '../store/open.js';
import { Drain, listeners } from './drain.js';
import { loggerOptions } from './log.js';
import { primary } from './primary.js';
import { listenError, prepare, servingLine, warnIfDemo } from './start.js';

export async function serve(config: Config, registry: Registry): Promise<void> {
  const workers = config.workers === 0 ? os.availableParallelism() : config.workers;
  // Every cache made from here on (store, read threads, renderers) gets its budget from the settings.
  setCacheBudgets(cacheBudgetsOf(config));
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
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close();
    await store.close();
    // A worker's channel to its primary would keep it alive: it ends once its failure is told (cli.ts).
    process.channel?.unref();
    throw listenError(err, config);
  }
  app.log.info(servingLine(config, (app.server.address() as AddressInfo).port));
  // Once per server: a primary with workers says it for them (primary.ts).
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
