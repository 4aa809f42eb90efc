/** Chooses the store from the database setting: a `postgres://` URL, or a SQLite file path (`sqlite:` optional). */
import type { Config } from '../config.js';
import { PostgresStore } from './postgres/store.js';
import { SqliteStore } from './sqlite/store.js';
import type { Store } from './store.js';

export function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//i.test(database);
}

export async function openStore(config: Pick<Config, 'database' | 'databaseReadUrl' | 'poolSize' | 'statementTimeoutMs'>): Promise<Store> {
  if (isPostgresUrl(config.database)) {
    const store = new PostgresStore({
      url: config.database,
      readUrl: config.databaseReadUrl,
      poolSize: config.poolSize,
      statementTimeoutMs: config.statementTimeoutMs,
    });
    try {
      await store.migrate(); // versioned, idempotent, serialized by an advisory lock
    } catch (err) {
      await store.close();
      throw err;
    }
    return store;
  }
  return new SqliteStore(config.database.replace(/^sqlite:(\/\/)?/i, ''));
}
