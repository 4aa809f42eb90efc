/**
 * The stores every contract test runs against (Kysely's habit: one suite, every backend). SQLite always runs;
 * PostgreSQL joins when TEST_DATABASE_URL is set, each `open()` getting a fresh database of its own so that
 * parallel runs (and parallel test files) never see each other's schemas. A suite that only reads the demo takes
 * `openDemo(kind)`: a copy of a demo loaded once (a file copy in SQLite, a template database in PostgreSQL).
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
import { copyDemo, DEMO_CACHE_ON, demoCacheKey } from './demo-cache.js';
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
  if (kind.openDemo && DEMO_CACHE_ON) return kind.openDemo(scale);
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

/**
 * A fresh database on the test server, empty or a copy of `template`; `drop()` removes it (closing whatever still
 * uses it).
 */
export async function freshDatabase(template = 'template0'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `databank_t${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}" ENCODING 'UTF8'`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

async function admin(sql: string): Promise<void> {
  await asAdmin((client) => client.query(sql));
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/*
 * The PostgreSQL side of the demo cache (helpers/demo-cache.ts): the demo is loaded once into a database named by the
 * cache key, and each suite gets `CREATE DATABASE … TEMPLATE` of it, a copy of the files. A session advisory lock
 * keeps parallel test files from building it twice; templates of other code are dropped once unused for a while.
 */
const TEMPLATE_LOCK = 0x0da7ab10; // the two-key form: apart from the service's own one-key locks
const TEMPLATE_STALE_MS = 6 * 3600_000;
const templates = new Map<number, Promise<string>>();

function demoTemplate(scale: number): Promise<string> {
  let p = templates.get(scale);
  if (!p) {
    p = asAdmin((client) => ensureTemplate(client, `databank_${demoCacheKey(scale).replace(/-/g, '_')}`, scale));
    templates.set(scale, p);
    p.catch(() => templates.delete(scale));
  }
  return p;
}

async function ensureTemplate(client: pg.Client, name: string, scale: number): Promise<string> {
  await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [TEMPLATE_LOCK, name]); // released as the session ends
  const stamp = `demo template, last used ${new Date().toISOString()}`;
  if ((await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) {
    await client.query(`COMMENT ON DATABASE "${name}" IS '${stamp}'`);
    return name;
  }
  const db = await freshDatabase();
  try {
    const store = await pgStore(db.url);
    try {
      await loadDatabank(store, demoSource(registry, scale));
    } finally {
      await store.close();
    }
    await client.query(`ALTER DATABASE "${db.name}" RENAME TO "${name}"`);
  } catch (err) {
    await db.drop();
    throw err;
  }
  await client.query(`COMMENT ON DATABASE "${name}" IS '${stamp}'`);
  const others = await client.query<{ datname: string; note: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname LIKE 'databank\\_demo\\_%' AND datname <> $1`, [name]);
  for (const { datname, note } of others.rows) {
    const used = Date.parse(note?.match(/last used (\S+)/)?.[1] ?? '');
    if (!(Date.now() - used < TEMPLATE_STALE_MS)) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
  return name;
}

/** A PostgresStore on `url`, migrated, with a small pool (the test server is shared). */
export async function pgStore(url: string, options: Partial<PostgresStoreOptions> = {}): Promise<PostgresStore> {
  const store = new PostgresStore({ registry, url, poolSize: 4, ...options });
  await store.migrate();
  return store;
}

/** A PostgresStore, migrated, on a fresh database (a copy of `template`), which its cleanup drops. */
async function postgresOn(template?: string): Promise<TestStore> {
  const db = await freshDatabase(template);
  try {
    const store = await pgStore(db.url);
    return {
      store,
      database: db.url,
      async cleanup() {
        await store.close();
        await db.drop();
      },
    };
  } catch (err) {
    await db.drop();
    throw err;
  }
}

export const POSTGRES: StoreKind = {
  name: 'postgres',
  open: () => postgresOn(),
  openDemo: async (scale) => postgresOn(await demoTemplate(scale)),
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
