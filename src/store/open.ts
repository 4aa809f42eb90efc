/** Chooses the store from the database setting: a `postgres://` URL, or a SQLite file path (`sqlite:` optional). */
import { ConfigError, isPostgresUrl, sqliteFile, type Config } from '../config.js';
import { PostgresStore } from './postgres/store.js';
import { SqliteStore } from './sqlite/store.js';
import type { Registry } from '../registry/index.js';
import type { Store } from './store.js';

/** `databank migrate`: brings a PostgreSQL database's meta schema up to date and says what it did. */
export async function migrateDatabase(registry: Registry, config: Pick<Config, 'database' | 'poolSize' | 'statementTimeoutMs'>): Promise<string> {
  if (!isPostgresUrl(config.database)) return 'SQLite databanks carry their layout in the file; nothing to migrate';
  const store = new PostgresStore({ registry, url: config.database, poolSize: 1, statementTimeoutMs: config.statementTimeoutMs });
  try {
    const { applied, version } = await store.migrate();
    return applied.length
      ? `applied migration${applied.length > 1 ? 's' : ''} ${applied.join(', ')} to ${store.metaSchema}; now at version ${version}`
      : `${store.metaSchema} is up to date (version ${version})`;
  } finally {
    await store.close();
  }
}

/** The store the database setting names, holding the collections of `registry`. */
export async function openStore(
  registry: Registry,
  config: Pick<Config, 'database' | 'databaseReadUrl' | 'poolSize' | 'statementTimeoutMs' | 'connectTimeoutMs'> & Partial<Pick<Config, 'readThreads' | 'queryTimeLimitMs'>>,
): Promise<Store> {
  if (isPostgresUrl(config.database)) {
    const store = new PostgresStore({
      registry,
      url: config.database,
      readUrl: config.databaseReadUrl,
      poolSize: config.poolSize,
      statementTimeoutMs: config.statementTimeoutMs,
      connectionTimeoutMs: config.connectTimeoutMs,
    });
    try {
      await store.migrate(); // versioned, idempotent, serialized by an advisory lock
    } catch (err) {
      await store.close();
      throw err;
    }
    return store;
  }
  const file = sqliteFile(config.database); // loadConfig has checked the form and the directory
  if (file === undefined) throw new ConfigError(`not a SQLite file or PostgreSQL URL: ${JSON.stringify(config.database)}`);
  return new SqliteStore(registry, file, { readThreads: config.readThreads, queryTimeLimitMs: config.queryTimeLimitMs });
}
