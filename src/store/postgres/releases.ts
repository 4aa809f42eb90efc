/**
 * Releases on PostgreSQL (store/releases.ts): a release is a kept generation schema. Its row in
 * `<prefix>_meta.releases` (migration 3) names the schema and holds the record's JSON text; housekeeping
 * (writer.ts dropStale) never drops a schema a live release keeps. A deleted release's row stays, tombstoned, so its
 * name is never reused.
 *
 * Serialising with loads: a load holds the load lock (an advisory lock) for the whole load, minutes maybe, so keep
 * does not take it. What keep must not race is the swap, which moves a schema out of current/previous and lets the
 * next housekeeping drop it; keep locks the pointer row (FOR SHARE) while it checks and inserts, so a swap waits for
 * keep's few statements, and housekeeping, reading in one snapshot, sees the release row whenever the swap it
 * follows came after the keep. Delete drops the schema itself only when it can take the load lock at once (no load is
 * running, so no housekeeping drops beside it); otherwise the running load's housekeeping drops it.
 */
import type pg from 'pg';
import { releaseNameProblem, ReleaseError, type OpenRelease, type ReleaseRecord, type ReleaseStorage } from '../releases.js';
import { SCHEMA_VERSION } from '../schema.js';
import { StaleSchemaError, type Generation } from '../store.js';
import { classify } from './errors.js';
import { schemaOf, type PgGeneration } from './handle.js';
import { watchQueries } from './liveness.js';
import { LOAD_LOCK } from './migrations.js';

/** How long an opened release is answered without re-reading its row: a deleted release stops answering after this. */
const OPEN_TTL_MS = 1000;
/** Bytes of record text the open cache holds (records carry their manifest: a few KB each). */
const OPEN_CACHE_BYTES = 4 << 20;
/** How long delete waits for readers of the release's tables before leaving the drop to the next load. */
const DROP_LOCK_TIMEOUT = '5s';

interface Cached {
  readonly open: OpenRelease;
  readonly bytes: number;
  readonly at: number;
}

interface ReleaseRow {
  schema: string;
  demo: boolean;
  schema_version: number;
  record: string;
}

/** A generation of this store as a release reads it: reader.ts gives its statements no names (see there). */
export interface PgReleaseGeneration extends PgGeneration {
  readonly release: string;
}

export class PgReleases implements ReleaseStorage {
  readonly #write: pg.Pool;
  readonly #read: pg.Pool;
  readonly #meta: string;
  /** Opened releases by name, least recently used first; bounded by OPEN_CACHE_BYTES. */
  readonly #cache = new Map<string, Cached>();
  #cacheBytes = 0;

  constructor(write: pg.Pool, read: pg.Pool, prefix: string) {
    this.#write = write;
    this.#read = read;
    this.#meta = `"${prefix}_meta"`;
  }

  async list(): Promise<readonly ReleaseRecord[]> {
    const res = await this.#read.query<{ record: string }>(
      `SELECT record FROM ${this.#meta}.releases WHERE deleted_at IS NULL ORDER BY created_at, name`).catch(missingTable);
    return res ? res.rows.map((r) => parseRecord(r.record)) : [];
  }

  async open(name: string): Promise<OpenRelease | undefined> {
    if (releaseNameProblem(name) !== undefined) return undefined;
    const hit = this.#cache.get(name);
    if (hit && Date.now() - hit.at < OPEN_TTL_MS) {
      this.#cache.delete(name); // to the most recently used end
      this.#cache.set(name, hit);
      return hit.open;
    }
    const at = Date.now();
    const res = await this.#read.query<ReleaseRow>(
      `SELECT schema, demo, schema_version, record FROM ${this.#meta}.releases WHERE name = $1 AND deleted_at IS NULL`, [name])
      .catch(missingTable);
    this.#forget(name);
    const row = res?.rows[0];
    if (!row) return undefined;
    if (row.schema_version !== SCHEMA_VERSION.postgres) {
      throw new StaleSchemaError(`release ${name}: `, row.schema_version, SCHEMA_VERSION.postgres, row.demo);
    }
    const record = parseRecord(row.record);
    const gen: PgReleaseGeneration = Object.freeze({
      id: record.generation, loadedAt: record.loadedAt, counts: record.counts, demo: row.demo, schema: row.schema, release: name,
    });
    const open: OpenRelease = Object.freeze({ gen, record });
    this.#remember(name, { open, bytes: row.record.length + 256, at });
    return open;
  }

  async keep(gen: Generation, record: ReleaseRecord): Promise<void> {
    const problem = releaseNameProblem(record.name);
    if (problem) throw new ReleaseError(problem);
    if (record.generation !== gen.id) throw new ReleaseError(`the record names generation ${record.generation}, not ${gen.id}`);
    const schema = schemaOf(gen);
    await this.#transaction(async (c) => {
      // The pointer row, held until COMMIT: a swap waits for this keep (see the header).
      const pointer = (await c.query<{ schema: string; previous: string | null }>(
        `SELECT schema, previous FROM ${this.#meta}.current FOR SHARE`)).rows[0];
      if (pointer?.schema !== schema && pointer?.previous !== schema) {
        throw new ReleaseError(`a load replaced the databank while the release was made (generation ${gen.id} is no longer served); nothing was kept: make it again`);
      }
      if (!(await c.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount) {
        throw new ReleaseError(`generation ${gen.id} is no longer stored; nothing was kept: make the release again`);
      }
      const taken = (await c.query<{ deleted: boolean }>(
        `SELECT deleted_at IS NOT NULL AS deleted FROM ${this.#meta}.releases WHERE name = $1`, [record.name])).rows[0];
      if (taken) throw nameUsed(record.name, taken.deleted);
      // A keep of the same name in another process waits here on the primary key, then fails (23505).
      await c.query(
        `INSERT INTO ${this.#meta}.releases (name, schema, generation, demo, schema_version, record, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [record.name, schema, gen.id, gen.demo, SCHEMA_VERSION.postgres, JSON.stringify(record), record.createdAt]);
    }).catch((err: unknown) => {
      if ((err as { code?: string }).code === '23505') throw nameUsed(record.name, false);
      throw err;
    });
  }

  async delete(name: string): Promise<boolean> {
    if (releaseNameProblem(name) !== undefined) return false;
    const deleted = await this.#transaction(async (c) => {
      // No load running (its lock free, held to COMMIT): nothing else drops schemas now, so this drop races no other.
      const free = (await c.query<{ free: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS free', [LOAD_LOCK])).rows[0]!.free;
      // Deletes and keeps of one schema serialise on the pointer row, as keeps and swaps do.
      const pointer = (await c.query<{ schema: string; previous: string | null }>(
        `SELECT schema, previous FROM ${this.#meta}.current FOR UPDATE`)).rows[0];
      const row = (await c.query<{ schema: string }>(
        `UPDATE ${this.#meta}.releases SET deleted_at = now() WHERE name = $1 AND deleted_at IS NULL RETURNING schema`, [name])).rows[0];
      if (!row) return false;
      const served = row.schema === pointer?.schema || row.schema === pointer?.previous;
      const shared = (await c.query(`SELECT 1 FROM ${this.#meta}.releases WHERE schema = $1 AND deleted_at IS NULL`, [row.schema])).rowCount;
      // A schema served, or kept by another release, stays; once neither, the next load's housekeeping drops it.
      if (free && !served && !shared) await dropNow(c, row.schema);
      return true;
    });
    this.#forget(name);
    return deleted;
  }

  /** Runs `work` in a transaction on the primary; a ReleaseError or any failure rolls it back. */
  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#write.connect().catch(classify);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch((e: Error) => (broken = e));
      if ((err as { code?: string }).code === '42P01') throw new ReleaseError('no databank is loaded (the database was never migrated)');
      throw err;
    } finally {
      watchQueries(client, true); // back in the pool, its queries are reads again (dropNow exempts them)
      client.release(broken); // a connection that cannot roll back is closed, not pooled
    }
  }

  #remember(name: string, entry: Cached): void {
    this.#cache.set(name, entry);
    this.#cacheBytes += entry.bytes;
    for (const [oldest, old] of this.#cache) {
      if (this.#cacheBytes <= OPEN_CACHE_BYTES) break;
      this.#cache.delete(oldest);
      this.#cacheBytes -= old.bytes;
    }
  }

  #forget(name: string): void {
    const old = this.#cache.get(name);
    if (!old) return;
    this.#cache.delete(name);
    this.#cacheBytes -= old.bytes;
  }
}

/** Drops a deleted release's schema now, unless readers hold its tables: then the next load's housekeeping does. */
async function dropNow(c: pg.PoolClient, schema: string): Promise<void> {
  // Dropping a generation's hundreds of tables takes seconds (as a load's housekeeping does): neither the statement
  // timeout of reads nor the client's read timeout applies; the wait for readers' locks is bounded instead.
  watchQueries(c, false);
  await c.query('SET LOCAL statement_timeout = 0');
  await c.query(`SET LOCAL lock_timeout = '${DROP_LOCK_TIMEOUT}'`);
  await c.query('SAVEPOINT drop_release');
  try {
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } catch (err) {
    if ((err as { code?: string }).code !== '55P03') throw err;
    await c.query('ROLLBACK TO SAVEPOINT drop_release'); // the tombstone stands; the storage is freed later
  }
}

function nameUsed(name: string, deleted: boolean): ReleaseError {
  return new ReleaseError(`release ${name} ${deleted ? 'was deleted' : 'exists'}; a name is never reused`);
}

function parseRecord(text: string): ReleaseRecord {
  return JSON.parse(text) as ReleaseRecord;
}

/** A database never migrated has no releases table, and so no releases. */
function missingTable(err: unknown): undefined {
  if ((err as { code?: string }).code === '42P01') return undefined;
  return classify(err);
}
