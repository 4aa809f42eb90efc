/**
 * Loading into PostgreSQL: the new databank is written into a fresh schema inside one transaction, verified, and
 * made current by updating the pointer row in that same transaction. Until COMMIT nobody sees the schema at all,
 * so a failed or killed load leaves nothing but the old databank (PostgreSQL rolls the whole transaction back).
 * After the swap, generations older than the previous one are dropped; the previous one stays for readers on
 * other processes that have not yet re-read the pointer.
 */
import type pg from 'pg';
import type { CollectionDef, Registry } from '../../registry/index.js';
import { collectionDdl, metaDdl, SCHEMA_VERSION, TRIGRAM_MARK } from '../schema.js';
import { countDdl } from '../counts.js';
import { PIECES_CHECK, piecesDdl, type Piece, type PieceCount } from '../pieces.js';
import { lookupKey, type Generation, type StoredRow } from '../store.js';
import type { LoadSteps } from '../writer.js';
import { classify } from './errors.js';
import type { PgGeneration } from './handle.js';
import { watchQueries } from './liveness.js';
import { LOAD_LOCK } from './migrations.js';

/** Rows per INSERT … SELECT FROM unnest(…): three array parameters, so no bind-parameter limit applies. */
const BATCH = 5000;
/** Pieces per INSERT: 5 parameters a piece; PostgreSQL allows 65535. */
const PIECES_BATCH = 100;

/** The steps of a load into a new schema (store/writer.ts runs them); `onSwap` runs once it is current. */
export class PostgresLoad implements LoadSteps {
  readonly #client: pg.PoolClient;
  readonly #prefix: string;
  readonly #schema: string;
  readonly #registry: Registry;
  readonly #onSwap: (gen: PgGeneration) => void;
  #done = false;
  /** Whether pg_trgm could be had: icontains gets trigram indexes, else it scans. */
  #trigram = false;

  private constructor(registry: Registry, client: pg.PoolClient, prefix: string, schema: string, onSwap: (gen: PgGeneration) => void) {
    this.#registry = registry;
    this.#client = client;
    this.#prefix = prefix;
    this.#schema = schema;
    this.#onSwap = onSwap;
  }

  /** Takes the load lock (one load at a time per database), clears leftovers, opens the new schema. */
  static async begin(registry: Registry, pool: pg.Pool, prefix: string, onSwap: (gen: PgGeneration) => void): Promise<PostgresLoad> {
    const client = await pool.connect().catch(classify);
    // A checked-out connection that dies (killed, server gone) emits 'error' on the client, which pg's pool does not
    // listen to then: without this, the process would crash with a stack trace instead of failing the next query.
    client.on('error', () => undefined);
    watchQueries(client, false);
    try {
      // Loads are long: no statement timeout for this session. The lock is the session's: a killed loader's
      // connection closes and PostgreSQL releases it.
      await client.query('SET statement_timeout = 0');
      await client.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK]);
      await dropStale(client, prefix);
      await client.query('BEGIN');
      const n = (await client.query<{ n: string }>(`SELECT nextval('"${prefix}_meta".generation_seq') AS n`)).rows[0]!.n;
      const schema = `${prefix}_g${n}`;
      await client.query(`CREATE SCHEMA "${schema}"`);
      for (const sql of metaDdl(schema)) await client.query(sql);
      const load = new PostgresLoad(registry, client, prefix, schema, onSwap);
      load.#trigram = await trigramAvailable(client);
      for (const def of registry.collections) {
        await client.query(collectionDdl(def, 'postgres', schema)[0]!); // the table; its index once it is filled
        for (const ddl of countDdl(def, 'postgres', schema).create) await client.query(ddl); // filled with the rows
      }
      await client.query(piecesDdl('postgres', schema));
      return load;
    } catch (err) {
      await finish(client, true);
      throw err;
    }
  }

  async writeRows(def: CollectionDef, rows: readonly StoredRow[]): Promise<void> {
    const table = `"${this.#schema}"."${def.table}"`;
    const lookupType = def.idType === 'integer' ? 'bigint' : 'text';
    const names = ['ord', 'lookup', 'body', ...def.columns.map((c) => `"c_${c.name}"`)];
    const types = ['integer', lookupType, 'text', ...def.columns.map((c) => (c.type === 'int' || c.type === 'micros' || c.type === 'scaled' ? 'bigint' : c.type === 'real' ? 'float8' : 'text'))];
    const arrays = types.map((t, i) => `$${i + 1}::${t}[]`);
    const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`;
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await this.#client.query(sql, [
        batch.map((_, i) => start + i + 1), batch.map((r) => lookupKey(def, String(r.id)) ?? r.id), batch.map((r) => r.body),
        ...def.columns.map((_, c) => batch.map((r) => r.cols[c] ?? null)),
      ]);
    }
    for (const ddl of collectionDdl(def, 'postgres', this.#schema).slice(1)) {
      if (ddl.startsWith(TRIGRAM_MARK) && !this.#trigram) continue;
      await this.#client.query(ddl);
    }
    for (const ddl of countDdl(def, 'postgres', this.#schema).fill) await this.#client.query(ddl);
    await this.#client.query(`ANALYZE ${table}`);
  }

  async writePieces(def: CollectionDef, pieces: readonly Piece[]): Promise<void> {
    const table = `"${this.#schema}".download_pieces`;
    for (let i = 0; i < pieces.length; i += PIECES_BATCH) {
      const some = pieces.slice(i, i + PIECES_BATCH);
      const values = some.flatMap((p) => [def.path, p.form, p.seq, ...(typeof p.content === 'string' ? [p.content, null] : [null, p.content])]);
      const tuples = some.map((_, j) => `(${[1, 2, 3, 4, 5].map((k) => `$${5 * j + k}`).join(', ')})`);
      await this.#client.query(`INSERT INTO ${table} (path, form, seq, text, bytes) VALUES ${tuples.join(', ')}`, values);
    }
  }

  async countRows(def: CollectionDef): Promise<number> {
    return Number((await this.#client.query<{ n: string }>(`SELECT count(*) AS n FROM "${this.#schema}"."${def.table}"`)).rows[0]!.n);
  }

  async pieceCounts(): Promise<readonly PieceCount[]> {
    return (await this.#client.query<PieceCount>(PIECES_CHECK.replace('%s', `"${this.#schema}".download_pieces`))).rows;
  }

  async swap(gen: Generation): Promise<void> {
    const client = this.#client;
    const counts = JSON.stringify(gen.counts);
    await client.query(`INSERT INTO "${this.#schema}".meta (key, value) VALUES
      ('schema_version', $1), ('generation', $2), ('loaded_at', $3), ('counts', $4)`, [String(SCHEMA_VERSION.postgres), gen.id, gen.loadedAt, counts]);
    // The swap: one row, in the transaction that wrote the data.
    await client.query(
      `INSERT INTO "${this.#prefix}_meta".current AS c (id, schema, previous, generation, loaded_at, counts, schema_version, demo)
         VALUES (true, $1, NULL, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET previous = c.schema, schema = EXCLUDED.schema, generation = EXCLUDED.generation,
         loaded_at = EXCLUDED.loaded_at, counts = EXCLUDED.counts, schema_version = EXCLUDED.schema_version, demo = EXCLUDED.demo`,
      [this.#schema, gen.id, gen.loadedAt, counts, SCHEMA_VERSION.postgres, gen.demo]);
    await client.query('COMMIT');
    this.#done = true;
    try {
      this.#onSwap({ ...gen, schema: this.#schema });
    } catch (err) {
      await finish(client); // committed: no afterSwap will run to release the connection and the load lock
      throw err;
    }
  }

  async afterSwap(): Promise<void> {
    const client = this.#client;
    try {
      // Housekeeping outside the swap: a failure here leaves extra schemas for the next load to drop.
      await dropStale(client, this.#prefix).catch(() => undefined);
      // Freshly written tables have no visibility map, so counts could not be index-only scans until autovacuum came
      // by. VACUUM cannot run in the load's transaction; the new generation is already served meanwhile, on plain
      // index scans.
      for (const def of this.#registry.collections) {
        await client.query(`VACUUM (ANALYZE) "${this.#schema}"."${def.table}"`).catch(() => undefined);
      }
    } finally {
      await finish(client);
    }
  }

  async discard(): Promise<void> {
    if (this.#done) return;
    this.#done = true;
    await finish(this.#client, true);
  }
}

/**
 * Makes pg_trgm available if it can be (a trusted extension since PostgreSQL 13: a database owner may create it).
 * Without it, icontains still answers, by scanning.
 */
async function trigramAvailable(client: pg.PoolClient): Promise<boolean> {
  const have = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  if (have.rowCount) return true;
  await client.query('SAVEPOINT trigram');
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query('RELEASE SAVEPOINT trigram');
    return true;
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT trigram');
    return false;
  }
}

/**
 * Drops generation schemas that are neither current nor previous nor kept by a live release (releases.ts): older
 * ones, leftovers of failed loads, and those of deleted releases. Which to keep is read in one statement, so from one
 * snapshot: a release's keep holds the pointer row (FOR SHARE) while it checks its schema is current or previous and
 * inserts its row, so no swap can move that schema out before the release row is committed, and a snapshot in which
 * a schema is neither current nor previous also holds every release of it. A schema once out never comes back in.
 */
export async function dropStale(client: pg.ClientBase, prefix: string): Promise<void> {
  const meta = `"${prefix}_meta"`;
  const names = (await client.query<{ nspname: string }>(
    `SELECT nspname FROM pg_namespace WHERE nspname ~ $1 AND nspname NOT IN (
       SELECT schema FROM ${meta}.current UNION ALL SELECT previous FROM ${meta}.current WHERE previous IS NOT NULL
       UNION ALL SELECT schema FROM ${meta}.releases WHERE deleted_at IS NULL)`, [`^${prefix}_g[0-9]+$`])).rows.map((r) => r.nspname);
  for (const name of names) {
    // A download still reading an older generation holds its table's lock (downloads.ts): the schema is left to a
    // later load rather than waited for, and the download comes whole from it.
    const inUse = await client.query(
      `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND l.pid <> pg_backend_pid() LIMIT 1`, [name]);
    if (inUse.rowCount) continue;
    // A reader that began since would block the drop; give up after a while and retry next load.
    await client.query(`SET lock_timeout = '5s'`);
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
    } catch (err) {
      // lock_not_available: a later load drops it. invalid_schema_name: a release's delete dropped it meanwhile.
      const code = (err as { code?: string }).code;
      if (code !== '55P03' && code !== '3F000') throw err;
    } finally {
      await client.query(`RESET lock_timeout`);
    }
  }
}

/** Rolls back if asked, releases the load lock and returns the connection (destroying it after a failure). */
async function finish(client: pg.PoolClient, rollback = false): Promise<void> {
  watchQueries(client, true); // back in the pool, its queries are reads again
  try {
    if (rollback) await client.query('ROLLBACK');
    await client.query('SELECT pg_advisory_unlock_all()');
    await client.query('RESET statement_timeout');
    client.release();
  } catch (e) {
    client.release(e instanceof Error ? e : new Error(String(e))); // a broken connection is closed, not pooled
  }
}
