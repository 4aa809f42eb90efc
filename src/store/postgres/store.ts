/**
 * The server store: PostgreSQL through a bounded pg.Pool. Each databank lives in its own schema (`databank_g<N>`);
 * `databank_meta.current` names the one being served (handle.ts). This class wires the parts into the Store
 * interface: handle.ts (pools, the pointer), reader.ts (pages, records) and downloads.ts
 * (through store/wired.ts), writer.ts (loads).
 */
import type pg from 'pg';
import type { Registry } from '../../registry/index.js';
import { groupPolityRows, polityRecordsSql, type DatabankWriter, type Generation, type LoadMeta, type PolityRecords, type PoolStats, type Store } from '../store.js';
import { WiredStore } from '../wired.js';
import { DatabankLoad } from '../writer.js';
import { classify } from './errors.js';
import { GenerationPointer, isReleaseGeneration, openPools, schemaOf } from './handle.js';
import { migrate, type MigrateResult } from './migrations.js';
import { PgDownloads } from './downloads.js';
import { PgReader } from './reader.js';
import { PostgresLoad } from './writer.js';
import { runStats, StatsCache, statsSql, type CollectionStats } from '../stats.js';
import type { CollectionDef } from '../../registry/index.js';
import { PgReleases } from './releases.js';

export interface PostgresStoreOptions {
  /** The primary: migrations and loads go here (and reads, unless `readUrl` is set). */
  readonly url: string;
  /** The collections (the program's one registry). */
  readonly registry: Registry;
  /** A replica for every read (DATABASE_READ_URL). */
  readonly readUrl?: string | undefined;
  /** Connections per pool (PG_POOL_SIZE). */
  readonly poolSize?: number;
  /** Server-side statement timeout of reads (PG_STATEMENT_TIMEOUT_MS). */
  readonly statementTimeoutMs?: number;
  /**
   * How long to wait for a connection (new or from the pool) before answering 503 (PG_CONNECT_TIMEOUT_MS); also how
   * long a query may go unanswered before a fresh connection checks that the database is alive, bounded by the same.
   */
  readonly connectionTimeoutMs?: number;
  /** How old the current-generation pointer a request is answered from may be (ms); it is re-read at most this often. */
  readonly checkIntervalMs?: number;
  /** Names of the meta schema (`<prefix>_meta`) and of generation schemas (`<prefix>_g<N>`). */
  readonly prefix?: string;
}

/** Schemas whose polity statement text is kept: current, previous and a few releases. */
const POLITY_SQL_SCHEMAS = 4;

export class PostgresStore extends WiredStore implements Store {
  readonly kind = 'postgres' as const;
  readonly prefix: string;
  readonly registry: Registry;
  readonly #write: pg.Pool;
  readonly #read: pg.Pool;
  readonly #pointer: GenerationPointer;
  /** The statement of `polityRecords` per schema, oldest first ('' when the registry has no coded table). */
  readonly #politySql = new Map<string, string>();
  readonly #stats = new StatsCache();
  /** Kept generation schemas (releases.ts). */
  readonly releases: PgReleases;

  constructor(options: PostgresStoreOptions) {
    const prefix = options.prefix ?? 'databank';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`bad schema prefix ${JSON.stringify(prefix)}`);
    const pools = openPools(options);
    super(new PgReader(pools.read), new PgDownloads(pools.read));
    this.registry = options.registry;
    this.prefix = prefix;
    this.#write = pools.write;
    this.#read = pools.read;
    this.releases = new PgReleases(this.#write, this.#read, prefix);
    this.#pointer = new GenerationPointer(this.#read, this.metaSchema, options.checkIntervalMs ?? 1000);
  }

  get metaSchema(): string {
    return `${this.prefix}_meta`;
  }

  /** Creates or upgrades the meta schema (idempotent; safe from many processes at once). */
  async migrate(): Promise<MigrateResult> {
    const client = await this.#write.connect().catch(classify);
    try {
      return await migrate(client, this.metaSchema);
    } finally {
      client.release();
    }
  }

  current(): Promise<Generation | undefined> {
    return this.#pointer.current();
  }

  /**
   * A polity's coded records: one statement ($1 in every branch), prepared once per connection and generation a load
   * made; a release's is planned each time (reader.ts says why). The texts of a few schemas are remembered.
   */
  async polityRecords(gen: Generation, polityId: number): Promise<readonly PolityRecords[]> {
    const schema = schemaOf(gen);
    let text = this.#politySql.get(schema);
    if (text === undefined) {
      text = polityRecordsSql(this.registry, '$1', (def) => `"${schema}"."${def.table}"`) ?? '';
      if (this.#politySql.size >= POLITY_SQL_SCHEMAS) this.#politySql.delete(this.#politySql.keys().next().value!);
      this.#politySql.set(schema, text);
    }
    if (text === '') return [];
    const name = isReleaseGeneration(gen) ? undefined : `p_${schema}`.slice(0, 60);
    const res = await this.#read.query<{ k: number; ord: number; body: string }>({ name, text, values: [polityId] }).catch(classify);
    return groupPolityRows(this.registry, res.rows);
  }

  /** A collection's codebook counts: a few GROUP BYs over one table's typed columns, one after the other. */
  stats(gen: Generation, def: CollectionDef): Promise<CollectionStats> {
    return this.#stats.get(gen.id, def, () => runStats(
      statsSql(def, `"${schemaOf(gen)}"."${def.table}"`),
      async (sql) => (await this.#read.query<{ n: string | null }>(sql).catch(classify)).rows[0]?.n ?? null,
      async (sql) => (await this.#read.query<{ value: unknown; n: string }>(sql).catch(classify)).rows,
    ));
  }

  async beginLoad(meta: LoadMeta = {}): Promise<DatabankWriter> {
    await this.migrate();
    const steps = await PostgresLoad.begin(this.registry, this.#write, this.prefix, (gen) => this.#pointer.set(gen));
    return new DatabankLoad(this.registry, steps, meta.demo === true);
  }

  async ping(): Promise<boolean> {
    try {
      await this.#read.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** The pools' use now (for /metrics): the primary's, and the replica's when DATABASE_READ_URL is set. */
  poolStats(): readonly PoolStats[] {
    const stats = (pool: 'primary' | 'read', p: pg.Pool): PoolStats => ({ pool, total: p.totalCount, idle: p.idleCount, waiting: p.waitingCount });
    return this.#read === this.#write ? [stats('primary', this.#write)] : [stats('primary', this.#write), stats('read', this.#read)];
  }

  async close(): Promise<void> {
    await this.#write.end();
    if (this.#read !== this.#write) await this.#read.end();
  }
}
