/**
 * Versioned migrations of the `databank_meta` schema: the migrations table, the `current` pointer and the releases. Applied by
 * the service itself (at first use, or by `databank migrate`), under an advisory lock so that many processes
 * starting at once apply each migration exactly once.
 */
import type pg from 'pg';

export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Statements run in one transaction; `%s` is the meta schema's quoted name. */
  readonly sql: readonly string[];
}

/** Append only: never edit or renumber an applied migration, add a new one. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'current generation pointer',
    sql: [
      // One row (id is always true): the schema being served, and the one before it (kept for in-flight readers).
      `CREATE TABLE %s.current (
         id boolean PRIMARY KEY DEFAULT true CHECK (id),
         schema text NOT NULL,
         previous text,
         generation text NOT NULL,
         loaded_at text NOT NULL,
         counts text NOT NULL,
         schema_version integer NOT NULL
       )`,
      // Numbers the generation schemas (<prefix>_g<N>); never reused, even after a failed load.
      `CREATE SEQUENCE %s.generation_seq`,
    ],
  },
  {
    version: 2,
    name: 'demo mark of the current generation',
    // Whether the databank served is the synthetic demo (docs/api.md: /readyz, the API root). Pointers written before are
    // real loads or demos alike; they read as not the demo until the next load sets the mark.
    sql: [`ALTER TABLE %s.current ADD COLUMN demo boolean NOT NULL DEFAULT false`],
  },
  {
    version: 3,
    name: 'releases: kept generation schemas',
    sql: [
      // One row per release ever made (releases.ts). A deleted release keeps its row, tombstoned by deleted_at, so
      // that its name is never given to another. `record` is the ReleaseRecord's JSON text as kept, so what
      // /api/releases/ serves of it never changes; the other columns are what the store itself reads.
      `CREATE TABLE %s.releases (
         name text PRIMARY KEY,
         schema text NOT NULL,
         generation text NOT NULL,
         demo boolean NOT NULL,
         schema_version integer NOT NULL,
         record text NOT NULL,
         created_at timestamptz NOT NULL,
         deleted_at timestamptz
       )`,
      // What housekeeping (writer.ts dropStale) and delete ask: which schemas live releases keep.
      `CREATE INDEX releases_schema ON %s.releases (schema) WHERE deleted_at IS NULL`,
    ],
  },
];

/** Advisory lock keys (arbitrary constants, distinct from anything else this database may lock). */
export const MIGRATE_LOCK = 0x0da7ab01;
export const LOAD_LOCK = 0x0da7ab02;

export interface MigrateResult {
  readonly applied: readonly number[];
  readonly version: number;
}

/** Brings the meta schema up to the latest version; refuses a database migrated by a newer release. */
export async function migrate(client: pg.ClientBase, metaSchema: string): Promise<MigrateResult> {
  const meta = `"${metaSchema}"`;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATE_LOCK]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${meta}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${meta}.migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set((await client.query<{ version: number }>(`SELECT version FROM ${meta}.migrations`)).rows.map((r) => r.version));
    const latest = MIGRATIONS[MIGRATIONS.length - 1]!.version;
    const newer = [...done].filter((v) => v > latest);
    if (newer.length) {
      throw new Error(`database schema ${metaSchema} is at migration ${Math.max(...newer)}, newer than this release knows (${latest}); upgrade databank-api`);
    }
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const statement of m.sql) await client.query(statement.replaceAll('%s', meta));
      await client.query(`INSERT INTO ${meta}.migrations (version, name) VALUES ($1, $2)`, [m.version, m.name]);
      applied.push(m.version);
    }
    await client.query('COMMIT');
    return { applied, version: latest };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}
