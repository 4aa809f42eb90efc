/**
 * The server store: PostgreSQL through a bounded pg.Pool. Each databank lives in its own schema (`databank_g<N>`);
 * `databank_meta.current` names the one being served. Processes cache the pointer and answer a request from it only
 * while it is younger than `checkIntervalMs`, so a load is served by a whole fleet a second after it commits, without
 * restarts.
 */
import pg from 'pg';
import type { CollectionDef, Registry } from '../../registry/index.js';
import { SCHEMA_VERSION } from '../schema.js';
import { isTextForm, type PieceForm } from '../pieces.js';
import type { ReadResult, RowQuery } from '../../plan/plan.js';
import { compileOrder, compileWhere, likeEscape, type Dialect } from '../sql.js';
import { compileCount } from '../counts.js';
import {
  AnchorCache, ANCHOR_EVERY, answerPage, CountCache, fromAnchor, isPlain, joinRecords, lookupKey, SCAN_CHUNK, Slots, type DatabankWriter, type Generation, type LoadMeta, type PageQuery, type PageRows, type PageShape,
  type PoolStats, type ScanChunk, type ScanShape, type Store,
} from '../store.js';
import { classify, isUnavailable } from './errors.js';
import { Liveness, watchedClient } from './liveness.js';
import { migrate, type MigrateResult } from './migrations.js';
import { PostgresWriter } from './swap.js';

/** Pieces a whole download reads per query (about half a MB of text): fewer round trips than SQLite's reads. */
const PG_PIECES_PER_READ = 16;

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

/**
 * A filtered page in the record order at least this deep starts from its filter's anchors (store.ts); shallower
 * pages walk their OFFSET, cheaper than reading every match once.
 */
const DEEP_OFFSET = 1000;

/** A generation of this store: the schema its tables live in. */
export interface PgGeneration extends Generation {
  readonly schema: string;
}

export class PostgresStore implements Store {
  readonly kind = 'postgres' as const;
  readonly prefix: string;
  readonly #write: pg.Pool;
  readonly #read: pg.Pool;
  readonly #checkIntervalMs: number;
  #gen: PgGeneration | undefined;
  #checkedAt = 0;
  #checking: Promise<PgGeneration | undefined> | undefined;
  /** Statement names per schema and collection, so each connection prepares each query once. */
  readonly #names = new Map<string, string>();

  readonly registry: Registry;

  constructor(options: PostgresStoreOptions) {
    this.registry = options.registry;
    this.prefix = options.prefix ?? 'databank';
    if (!/^[a-z_][a-z0-9_]{0,40}$/.test(this.prefix)) throw new Error(`bad schema prefix ${JSON.stringify(this.prefix)}`);
    this.#checkIntervalMs = options.checkIntervalMs ?? 1000;
    const statementTimeout = options.statementTimeoutMs ?? 5000;
    const common: pg.PoolConfig = {
      max: options.poolSize ?? 10,
      // Bounds a new connection's connect and, through the liveness check (liveness.ts), the wait for a read's answer
      // when the database stops answering. Waiting for a free connection of a busy pool is bounded by the statement
      // timeout instead (see pool()): under load, queueing is not an outage (the bench saw 503s at 64 connections).
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 500,
      idleTimeoutMillis: 30_000,
      statement_timeout: statementTimeout,
      // The server enforces statement_timeout; this client-side bound is the backstop for one connection lost on its
      // own while the database still answers (the liveness check then passes).
      query_timeout: statementTimeout + 1000,
      keepAlive: true,
      application_name: 'databank-api',
    };
    this.#write = pool({ ...common, connectionString: options.url });
    this.#read = options.readUrl ? pool({ ...common, connectionString: options.readUrl }) : this.#write;
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

  async current(): Promise<Generation | undefined> {
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

  readonly #counts = new CountCache();
  readonly #anchors = new AnchorCache();
  /** Anchors being made, so that concurrent deep pages of one filter wait for one read of its matches. */
  readonly #anchorBuilds = new Map<string, Promise<Int32Array>>();

  /** The anchors of a filter (store.ts), numbered by the database: only every ANCHOR_EVERY-th `ord` comes back. */
  #buildAnchors(gen: Generation, query: RowQuery, from: string, params: unknown[]): Promise<Int32Array> {
    const key = `${gen.id}\0${query.def.path}\0${query.whereKey}`;
    let build = this.#anchorBuilds.get(key);
    if (!build) {
      const sql = `SELECT ord FROM (SELECT ord, row_number() OVER (ORDER BY ord) AS r${from}) m WHERE r % ${ANCHOR_EVERY} = 1 ORDER BY ord`;
      build = this.#read.query<{ ord: number }>(sql, params).catch(classify)
        .then((res) => this.#anchors.set(gen, query, Int32Array.from(res.rows, (r) => r.ord)))
        .finally(() => this.#anchorBuilds.delete(key));
      this.#anchorBuilds.set(key, build);
    }
    return build;
  }

  async read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape: S = 'rows' as S): Promise<ReadResult<PageRows<S>>> {
    const schema = schemaOf(gen);
    const def = query.def;
    // node-postgres hands text over as strings either way: the `joined` shape is joined here.
    const shaped = (res: { rows: { body: string }[] }): PageRows<S> => {
      const rows = res.rows.map((r) => r.body);
      return (shape === 'joined' ? joinRecords(rows) : rows) as PageRows<S>;
    };
    if (isPlain(query)) {
      const sql = `SELECT body FROM "${schema}"."${def.table}" WHERE ord BETWEEN $1 AND $2 ORDER BY ord`;
      return answerPage(gen, query, shape, this.#counts, () => 0, async (w) => {
        const res = await this.#read.query<{ body: string }>({ name: this.#name('r', schema, def), text: sql, values: [w.offset + 1, w.offset + w.limit] }).catch(classify);
        return shaped(res);
      });
    }
    const where = compileWhere(query, dialect(schema));
    const from = ` FROM "${schema}"."${def.table}"${where.sql}`;
    return answerPage(gen, query, shape, this.#counts,
      async () => {
        const count = compileCount(query, dialect(schema));
        return Number((await this.#read.query<{ n: string }>(count.sql, count.params).catch(classify)).rows[0]!.n);
      },
      async (w) => {
        const n = where.params.length;
        const anchored = query.order.length === 0 && w.offset >= DEEP_OFFSET
          ? fromAnchor(this.#anchors.get(gen, query) ?? await this.#buildAnchors(gen, query, from, where.params), w.offset)
          : undefined;
        if (anchored) {
          const sql = `SELECT body${from} AND ord >= $${n + 1} ORDER BY ord LIMIT $${n + 2} OFFSET $${n + 3}`;
          return shaped(await this.#read.query<{ body: string }>(sql, [...where.params, anchored.from, w.limit, anchored.skip]).catch(classify));
        }
        const sql = `SELECT body${from}${compileOrder(query.order)} LIMIT $${n + 1} OFFSET $${n + 2}`;
        return shaped(await this.#read.query<{ body: string }>(sql, [...where.params, w.limit, w.offset]).catch(classify));
      });
  }

  /** Connections downloads may hold at once: half the read pool (at least one), so pages are still answered. */
  #downloads: Slots | undefined;

  #downloadSlots(): Slots {
    return (this.#downloads ??= new Slots(Math.max(1, Math.floor(((this.#read as { options?: { max?: number } }).options?.max ?? 10) / 2))));
  }

  downloadsWaiting(): number {
    return this.#downloads?.waiting ?? 0;
  }

  /**
   * Downloads: one connection for the whole scan, in a REPEATABLE READ READ ONLY transaction. Its first read locks
   * the table until the end, so a later load cannot drop this generation's schema under it (its DROP waits, gives
   * up after its lock timeout and is retried by a later load). The collection in its own order is read by ordinal
   * ranges (NDJSON joined by `string_agg`, one value per chunk); a filtered or ordered selection through a cursor
   * (one sort). `return()` rolls back and returns the connection at once.
   */
  async *scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined> {
    const schema = schemaOf(gen);
    const def = query.def;
    const table = `"${schema}"."${def.table}"`;
    const free = await this.#downloadSlots().take(signal);
    let client: pg.PoolClient | undefined;
    let open = false;
    try {
      client = await this.#read.connect().catch(classify);
      const c = client;
      const run = <R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> =>
        c.query<R>(text, values).catch(classify);
      await run('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      open = true;
      if (isPlain(query)) {
        const total = gen.counts[def.path] ?? 0;
        for (let first = 1; first <= total; first += SCAN_CHUNK) {
          const range = [first, Math.min(total, first + SCAN_CHUNK - 1)];
          if (shape === 'lines') {
            const res = await run<{ chunk: string | null }>(
              `SELECT string_agg(body, E'\\n' ORDER BY ord) AS chunk FROM ${table} WHERE ord BETWEEN $1 AND $2`, range);
            const chunk = res.rows[0]?.chunk;
            if (chunk != null) yield (chunk + '\n') as ScanChunk<S>;
          } else {
            const res = await run<{ body: string }>(`SELECT body FROM ${table} WHERE ord BETWEEN $1 AND $2 ORDER BY ord`, range);
            yield res.rows.map((r) => r.body) as unknown as ScanChunk<S>;
          }
        }
      } else {
        const where = compileWhere(query, dialect(schema));
        await run(`DECLARE download NO SCROLL CURSOR FOR SELECT body FROM ${table}${where.sql}${compileOrder(query.order)}`, where.params);
        for (;;) {
          const res = await run<{ body: string }>(`FETCH ${SCAN_CHUNK} FROM download`);
          if (res.rows.length) {
            const rows = res.rows.map((r) => r.body);
            yield (shape === 'lines' ? rows.join('\n') + '\n' : rows) as unknown as ScanChunk<S>;
          }
          if (res.rows.length < SCAN_CHUNK) break;
        }
      }
      await run('COMMIT');
      open = false;
    } finally {
      let broken: Error | undefined;
      if (client && open) await client.query('ROLLBACK').catch((err: Error) => (broken = err));
      client?.release(broken); // a connection that cannot roll back is closed, not pooled
      free();
    }
  }

  /**
   * A whole collection as prebuilt pieces (store/pieces.ts), on one connection in a REPEATABLE READ READ ONLY
   * transaction as for a scan (the lock of its first read keeps a later load from dropping the schema).
   * PG_PIECES_PER_READ pieces per query, the next query sent before the pieces of this one are handed over, so the
   * database works while they are sent. Gzip pieces come as base64 (pg reads every field as text: bytea would come as hex, twice the size).
   * `return()` rolls back and returns the connection at once.
   */
  async *whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined> {
    const schema = schemaOf(gen);
    const free = await this.#downloadSlots().take();
    let client: pg.PoolClient | undefined;
    let open = false;
    let next: Promise<(string | Buffer)[]> | undefined;
    try {
      client = await this.#read.connect().catch(classify);
      const c = client;
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY').catch(classify);
      open = true;
      const text = isTextForm(form);
      const sql = `SELECT ${text ? 'text' : `encode(bytes, 'base64')`} AS piece FROM "${schema}".download_pieces
        WHERE path = $1 AND form = $2 AND seq BETWEEN $3 AND $4 ORDER BY seq`;
      const read = (seq: number): Promise<(string | Buffer)[]> =>
        c.query<{ piece: string }>(sql, [def.path, form, seq, seq + PG_PIECES_PER_READ - 1]).then(
          (res) => res.rows.map((r) => (text ? r.piece : Buffer.from(r.piece, 'base64'))), classify);
      next = read(0);
      for (let seq = 0; ; seq += PG_PIECES_PER_READ) {
        const pieces: (string | Buffer)[] = await next!;
        next = undefined;
        if (seq === 0 && !pieces.length) throw new Error(`${def.path}: no ${form} pieces in this databank`);
        const more = pieces.length === PG_PIECES_PER_READ;
        if (more) next = read(seq + PG_PIECES_PER_READ);
        for (const piece of pieces) yield piece;
        if (!more) break;
      }
      await c.query('COMMIT').catch(classify);
      open = false;
    } finally {
      next?.catch(() => undefined); // a read still under way when the download ends: the rollback follows it
      let broken: Error | undefined;
      if (client && open) await client.query('ROLLBACK').catch((err: Error) => (broken = err));
      client?.release(broken); // a connection that cannot roll back is closed, not pooled
      free();
    }
  }

  /**
   * The plans PostgreSQL chooses for a filtered read's count and page, with sequential scans disabled: the demo's
   * tables are small enough that it would rightly scan them, so this shows which index it has for the filter.
   */
  async explain(gen: Generation, query: PageQuery): Promise<{ count: string[]; page: string[] }> {
    const schema = schemaOf(gen);
    const where = compileWhere(query, dialect(schema));
    const from = ` FROM "${schema}"."${query.def.table}"${where.sql}`;
    const client = await this.#read.connect().catch(classify);
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string): Promise<string[]> =>
        (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, where.params)).rows.map((r) => r['QUERY PLAN']);
      const count = compileCount(query, dialect(schema));
      const countPlan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${count.sql}`, count.params)).rows.map((r) => r['QUERY PLAN']);
      return { count: countPlan, page: await plan(`SELECT body${from}${compileOrder(query.order)} LIMIT 50`) };
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }

  async record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined> {
    const key = lookupKey(def, id);
    if (key === undefined) return undefined;
    const schema = schemaOf(gen);
    const sql = `SELECT body FROM "${schema}"."${def.table}" WHERE lookup = $1`;
    const res = await this.#read.query<{ body: string }>({ name: this.#name('o', schema, def), text: sql, values: [key] }).catch(classify);
    return res.rows[0]?.body;
  }

  async beginLoad(meta: LoadMeta = {}): Promise<DatabankWriter> {
    await this.migrate();
    return PostgresWriter.begin(this.registry, this.#write, this.prefix, (gen) => {
      // This process serves its own load from the next request on.
      this.#gen = Object.freeze({ ...gen, counts: Object.freeze({ ...gen.counts }) });
      this.#checkedAt = Date.now();
    }, meta.demo === true);
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

  async #readPointer(): Promise<PgGeneration | undefined> {
    // The row read is at least as new as this moment, so the freshness interval counts from here, not from the answer.
    const started = Date.now();
    try {
      const res = await this.#read.query<{ schema: string; generation: string; loaded_at: string; counts: string; schema_version: number; demo: boolean }>(
        `SELECT schema, generation, loaded_at, counts, schema_version, demo FROM "${this.metaSchema}".current`);
      this.#checkedAt = started;
      const row = res.rows[0];
      if (!row) return (this.#gen = undefined);
      if (row.schema_version !== SCHEMA_VERSION) {
        throw new Error(`databank schema version ${row.schema_version}, expected ${SCHEMA_VERSION}; load it again`);
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

  #name(kind: 'r' | 'o', schema: string, def: CollectionDef): string {
    const key = `${kind}\0${schema}\0${def.table}`;
    let name = this.#names.get(key);
    if (!name) this.#names.set(key, (name = `${kind}${this.#names.size}_${schema}`.slice(0, 60)));
    return name;
  }
}

/** PostgreSQL's dialect: `$n` placeholders, LIKE with its default escape `\` (served by a trigram index). */
function dialect(schema: string): Dialect {
  return {
    name: 'postgres',
    placeholder: (n) => `$${n}`,
    contains: (column, value, bind) => `${column} LIKE ${bind(`%${likeEscape(value)}%`)}`,
    oneOf: (column, values, bind) => `${column} = ANY(${bind(values)}::bigint[])`,
    table: (table) => `"${schema}"."${table}"`,
  };
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

function schemaOf(gen: Generation): string {
  const schema = (gen as Partial<PgGeneration>).schema;
  if (typeof schema !== 'string') throw new Error('not a generation of a PostgreSQL store');
  return schema;
}

