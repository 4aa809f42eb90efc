/** What a server says and does around start-up: the databank it prepares, the URLs it serves, a port it cannot take. */
import { ConfigError, SETTINGS, type Config } from '../config.js';
import { demoSource } from '../load/demo.js';
import { loadDatabank } from '../load/loader.js';
import { StaleSchemaError, type Store } from '../store/store.js';

export interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/** The start-up warning of a demo databank (also marked in /readyz and the API root). */
export async function warnIfDemo(store: Store, warn: (msg: string) => void): Promise<void> {
  const gen = await store.current().catch(() => undefined);
  if (!gen?.demo) return;
  warn(`serving the DEMO databank (generation ${gen.id}): synthetic records, not real data. /readyz and the API root ` +
    'say "demo": true. Load a real dump with `databank load <dump-dir>` and the same DATABASE_URL; the server switches ' +
    'to it within a second, no restart needed.');
}

/** Before serving: the demo on an empty database when DEMO_ON_EMPTY says so, or a hint on how to load a databank. */
export async function prepare(config: Config, store: Store, log: Log): Promise<void> {
  if (await servedOrStaleDemo(config, store, log)) return;
  if (!config.demoOnEmpty) {
    log.warn('no databank is loaded: data requests answer 503 "No databank is loaded yet." until one is. Load one ' +
      'with `databank load <dump-dir>` (or `databank demo`) and the same DATABASE_URL; the server switches to it ' +
      'within a second, no restart needed. DEMO_ON_EMPTY=true builds the demo here at start.');
    return;
  }
  log.info('no databank loaded: building the demo databank (once: later starts find it)');
  const started = performance.now();
  const report = await loadDatabank(store, demoSource(store.registry));
  log.info(`demo databank loaded (generation ${report.generation}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Whether a databank is served. A demo written by an older layout (StaleSchemaError) counts as none when
 * DEMO_ON_EMPTY allows building the demo: it is synthetic, so building it again loses nothing, where a real databank
 * of another layout stops the start with the error that says to load it again.
 */
async function servedOrStaleDemo(config: Config, store: Store, log: Log): Promise<boolean> {
  try {
    return (await store.current()) !== undefined;
  } catch (err) {
    if (!(err instanceof StaleSchemaError && err.demo && config.demoOnEmpty)) throw err;
    log.info(`${err.message}: it is the demo, so it is built again`);
    return false;
  }
}

/**
 * Where a person finds this server: the API root, the HTML site and the API docs (the pages live at the API's paths
 * without BASE_PATH, so there are none when the API is at `/`). `port` is the one taken (PORT=0 picks any).
 */
export function servingLine(config: Config, port: number): string {
  // A wildcard address is not one to browse to: the machine itself answers on it.
  const host = ['0.0.0.0', '::', '[::]', ''].includes(config.host) ? 'localhost' : config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
  const origin = `http://${host}:${port}`;
  const api = `${origin}${config.basePath}/`;
  if (config.basePath === '') return `serving the API at ${api} (OpenAPI document ${origin}/openapi.json); no HTML site with BASE_PATH empty`;
  return `serving the API at ${api}, the HTML site at ${origin}/ and the API docs at ${origin}/docs/ (OpenAPI document ${api}openapi.json)`;
}

/**
 * A listen failure as the one line that says what to change: a port in use or not ours to take names the setting
 * that chose it. Other failures are returned as they are.
 */
export function listenError(err: unknown, config: Config): unknown {
  const code = (err as { code?: unknown } | undefined)?.code;
  if (code !== 'EADDRINUSE' && code !== 'EACCES') return err;
  const port = SETTINGS.find((s) => s.key === 'port')!;
  const what = code === 'EADDRINUSE' ? 'is in use (another server holds it)' : 'may not be taken by this user';
  return new ConfigError(`port ${config.port} on ${config.host} ${what}: choose another with ${port.env}=<port> or ` +
    `${port.flag} <port> (${port.env}=0 takes any free port)`);
}
