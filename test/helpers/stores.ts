/**
 * The stores every contract test runs against (Kysely's habit: one suite, every backend). SQLite always runs;
 * PostgreSQL joins when TEST_DATABASE_URL is set, each `open()` getting a fresh database of its own so that
 * parallel runs (and parallel test files) never see each other's schemas.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { PostgresStore, type PostgresStoreOptions } from '../../src/store/postgres/store.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import type { CollectionDef } from '../../src/registry/index.js';
import type { Generation, Store } from '../../src/store/store.js';
import { copyDemo } from './demo-cache.js';
import { registry } from './registry.js';

export interface TestStore {
  readonly store: Store;
  /** What `--database` would name to reach the same databank (a file path or a postgres:// URL). */
  readonly database: string;
  /** Closes the store and removes what it made. */
  cleanup(): Promise<void>;
}

export interface StoreKind {
  readonly name: string;
  /** An empty store of this kind, private to the caller. */
  open(): Promise<TestStore>;
  /** A store of this kind holding the demo databank, private to the caller, made faster than by a load (`openDemo`). */
  openDemo?(scale: number): Promise<TestStore>;
}

export function tempDir(prefix = 'databank-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A SqliteStore on `databank.sqlite` in a fresh directory, after `prepare(file)` has put there what it will. */
async function sqliteIn(prepare: (file: string) => Promise<void>): Promise<TestStore> {
  const dir = tempDir();
  const file = path.join(dir, 'databank.sqlite');
  await prepare(file);
  const store = new SqliteStore(registry, file);
  return {
    store,
    database: file,
    async cleanup() {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const SQLITE: StoreKind = {
  name: 'sqlite',
  open: () => sqliteIn(async () => {}),
  // A copy of the file the demo cache built once (helpers/demo-cache.ts).
  openDemo: (scale) => sqliteIn((file) => copyDemo(file, scale)),
};

/**
 * A fresh store of `kind` holding the demo databank at `scale`: copied where the kind can copy one, loaded otherwise.
 * For suites that read the demo; a suite that tests loading it loads it itself.
 */
export async function openDemo(kind: StoreKind, scale = 1): Promise<TestStore> {
  if (kind.openDemo) return kind.openDemo(scale);
  const handle = await kind.open();
  try {
    await loadDatabank(handle.store, demoSource(registry, scale));
  } catch (err) {
    await handle.cleanup();
    throw err;
  }
  return handle;
}

/** The PostgreSQL server the suite may use; unset means the PostgreSQL suite is skipped. */
export const TEST_DATABASE_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The line printed (as a skipped test) when the PostgreSQL suite does not run. */
export const PG_SKIP_LINE = 'PostgreSQL suite skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run it';

/** A fresh, empty database on the test server; `drop()` removes it (closing whatever still uses it). */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `databank_t${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A PostgresStore on `url`, migrated, with a small pool (the test server is shared). */
export async function pgStore(url: string, options: Partial<PostgresStoreOptions> = {}): Promise<PostgresStore> {
  const store = new PostgresStore({ registry, url, poolSize: 4, ...options });
  await store.migrate();
  return store;
}

export const POSTGRES: StoreKind = {
  name: 'postgres',
  async open() {
    const db = await freshDatabase();
    const store = await pgStore(db.url);
    return {
      store,
      database: db.url,
      async cleanup() {
        await store.close();
        await db.drop();
      },
    };
  },
};

export const STORES: readonly StoreKind[] = TEST_DATABASE_URL ? [SQLITE, POSTGRES] : [SQLITE];

/** Records at ordinals `first`..`last` of a whole collection, through the store's one read method. */
export async function ordinalRows(store: Store, gen: Generation, def: CollectionDef, first: number, last: number): Promise<string[]> {
  const { rows } = await store.read(gen, { def, where: [], order: [], whereKey: '[]', page: 1, pageSize: last });
  return rows.slice(first - 1);
}

/** Sessions of the store's database other than the asker's that are inside a transaction (a scan's). */
export async function sessionsInTransaction(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND (state LIKE 'idle in transaction%' OR state = 'active')`);
    return Number(res.rows[0]!.n);
  } finally {
    await client.end();
  }
}
