/** Chooses the store from the database setting: a `postgres://` URL, or a SQLite file path (`sqlite:` optional). */
import type { Config } from '../config.js';
import { SqliteStore } from './sqlite/store.js';
import type { Store } from './store.js';

export function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//i.test(database);
}

export async function openStore(config: Pick<Config, 'database' | 'databaseReadUrl' | 'poolSize' | 'statementTimeoutMs'>): Promise<Store> {
  if (isPostgresUrl(config.database)) {
    throw new Error('PostgreSQL support is not built yet');
  }
  return new SqliteStore(config.database.replace(/^sqlite:(\/\/)?/i, ''));
}
