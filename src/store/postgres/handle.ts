/**
 * The PostgreSQL store's connections and generations: the bounded pools, and the pointer to the databank being
 * served (`<prefix>_meta.current`), which each process caches and re-reads at most every `checkIntervalMs`, so a
 * load is served by a whole fleet a second after it commits, without restarts.
 */
import pg from 'pg';
import { SCHEMA_VERSION } from '../schema.js';
import { StaleSchemaError, type Generation } from '../store.js';
import { classify, isUnavailable } from './errors.js';
import { Liveness, watchedClient } from './liveness.js';

/** A generation of this store: the schema its tables live in. */
export interface PgGeneration extends Generation {
  readonly schema: string;
}

/**
 * Whether a generation was opened as a release (releases.ts): its reads are not prepared under names, so that the
 * statements a connection keeps do not grow with the number of releases read.
 */
export function isReleaseGeneration(gen: Generation): boolean {
  return typeof (gen as { release?: unknown }).release === 'string';
}

/** The schema of a generation of this store. */
export function schemaOf(gen: Generation): string {
  const schema = (gen as Partial<PgGeneration>).schema;
  if (typeof schema !== 'string') throw new Error('not a generation of a PostgreSQL store');
  return schema;
}

/** What the pools are made of (PostgresStoreOptions). */
export interface PoolOptions {
  readonly url: string;
  readonly readUrl?: string | undefined;
  readonly poolSize?: number;
  readonly statementTimeoutMs?: number;
  readonly connectionTimeoutMs?: number;
}

/** The primary's pool (migrations, loads) and the pool reads go to: the replica's, or the primary's again. */
export function openPools(options: PoolOptions): { write: pg.Pool; read: pg.Pool } {
  const statementTimeout = options.statementTimeoutMs ?? 5000;
  const common: pg.PoolConfig = {
    max: options.poolSize ?? 10,
    // Bounds a new connection's connect and, through the liveness check (liveness.ts), the wait for a read's answer
    // when the database stops answering. Waiting for a free connection of a busy pool is bounded by the statement
    // timeout instead (see pool()): under load, queueing is not an outage.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 500,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    // The server enforces statement_timeout; this client-side bound is the backstop for one connection lost on its
    // own while the database still answers (the liveness check then passes).
    query_timeout: statementTimeout + 1000,
    keepAlive: true,
    application_name: 'databank-api',
  };
  const write = pool({ ...common, connectionString: options.url });
  return { write, read: options.readUrl ? pool({ ...common, connectionString: options.readUrl }) : write };
}

function pool(config: pg.PoolConfig): pg.Pool {
  // Every query on the pool's connections is watched for a database that stopped answering (liveness.ts).
  const connectMs = config.connectionTimeoutMillis!;
  const acquireMs = Math.max(connectMs, Number(config.statement_timeout ?? 0));
  const p = new pg.Pool({ ...config, connectionTimeoutMillis: acquireMs, Client: watchedClient(new Liveness(config, connectMs), connectMs) });
  // An idle connection whose server went away emits here; without a listener it would crash the process.
  p.on('error', () => undefined);
  return p;
}

/** The connections a pool may have at once (pg.Pool's `max`). */
export function poolSize(p: pg.Pool): number {
  return (p as { options?: { max?: number } }).options?.max ?? 10;
}

/** The pointer to the generation being served, as this process last read it. */
export class GenerationPointer {
  readonly #read: pg.Pool;
  readonly #metaSchema: string;
  readonly #checkIntervalMs: number;
  #gen: PgGeneration | undefined;
  #checkedAt = 0;
  #checking: Promise<PgGeneration | undefined> | undefined;

  constructor(read: pg.Pool, metaSchema: string, checkIntervalMs: number) {
    this.#read = read;
    this.#metaSchema = metaSchema;
    this.#checkIntervalMs = checkIntervalMs;
  }

  async current(): Promise<PgGeneration | undefined> {
    // A request is answered from a pointer read at most checkIntervalMs before it arrived, however long the process
    // sat idle: past that, it waits for a re-read (so a load is served to every request that arrives more than
    // checkIntervalMs after its commit). One pointer read at a time per process; requests arriving meanwhile share
    // it, unless it began too long before they arrived (a very slow database), in which case they read again after
    // it. While the database is unavailable, #readPointer keeps the known generation in use for a while.
    const arrived = Date.now();
    for (;;) {
      const known = this.#gen;
      if (known && arrived - this.#checkedAt < this.#checkIntervalMs) return known;
      const gen = await (this.#checking ??= this.#readPointer().finally(() => (this.#checking = undefined)));
      if (!gen || arrived - this.#checkedAt < this.#checkIntervalMs) return gen;
    }
  }

  /** This process's own load: served from the next request on. */
  set(gen: PgGeneration): void {
    this.#gen = Object.freeze({ ...gen, counts: Object.freeze({ ...gen.counts }) });
    this.#checkedAt = Date.now();
  }

  async #readPointer(): Promise<PgGeneration | undefined> {
    // The row read is at least as new as this moment, so the freshness interval counts from here, not from the answer.
    const started = Date.now();
    try {
      const res = await this.#read.query<{ schema: string; generation: string; loaded_at: string; counts: string; schema_version: number; demo: boolean }>(
        `SELECT schema, generation, loaded_at, counts, schema_version, demo FROM "${this.#metaSchema}".current`);
      this.#checkedAt = started;
      const row = res.rows[0];
      if (!row) return (this.#gen = undefined);
      if (row.schema_version !== SCHEMA_VERSION.postgres) {
        throw new StaleSchemaError('', row.schema_version, SCHEMA_VERSION.postgres, row.demo);
      }
      if (this.#gen?.schema !== row.schema || this.#gen.id !== row.generation) {
        this.#gen = Object.freeze({
          id: row.generation,
          loadedAt: row.loaded_at,
          counts: Object.freeze(JSON.parse(row.counts) as Record<string, number>),
          demo: row.demo,
          schema: row.schema,
        });
      }
      return this.#gen;
    } catch (err) {
      if ((err as { code?: string }).code === '42P01') { // undefined_table: never migrated, so nothing loaded
        this.#checkedAt = started;
        return (this.#gen = undefined);
      }
      if (this.#gen && isUnavailable(err)) {
        // The requests that waited for this read get their 503 now, rather than after a second timeout on their own
        // reads. The generation we know is kept: requests of the next interval use it without waiting (a page still
        // in the cache is served; a read fails on its own while the database is away), then one request re-reads.
        this.#checkedAt = Date.now();
      }
      return classify(err);
    }
  }
}
