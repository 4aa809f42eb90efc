/** The Store interface: ordinal ranges and single records out, whole databanks in. The HTTP layer knows only this. */
import type { CollectionDef, FacetDef, Registry } from '../registry/index.js';
import type { FacetCounts } from './facets.js';
import type { ColumnValue } from '../registry/columns.js';
import type { Piece, PieceForm } from './pieces.js';
import { bufferBytes, cacheBudgets, GenerationCache } from '../cache.js';
import { columnName } from './schema.js';
import { pageWindow, type ListPlan, type PageWindow, type ReadResult, type RowQuery } from '../plan/plan.js';
import { recordId } from '../plan/parse.js';
import type { CollectionStats } from './stats.js';
import type { ReleaseStorage } from './releases.js';

export type { Generation } from './generation.js';
import type { Generation } from './generation.js';

/** What a load records about the databank it writes, beside its records. */
export interface LoadMeta {
  /** The databank is the synthetic demo (docs/api.md: /readyz, the API root and the start-up warning say so). */
  readonly demo?: boolean;
}

/** A record to store: its lookup key and its rendered JSON, exactly as it will be served. */
export interface StoredRow {
  /** The record's `id`: a number for integer ids, the UUID text for citations. */
  readonly id: number | string;
  /** The record rendered once, at load time (design: "records are rendered once"). */
  readonly body: string;
  /** The values of the collection's typed columns (registry `columns`, in order). */
  readonly cols: readonly ColumnValue[];
}

/** What a store reads: the rows a plan selects, and which page of them. */
export type PageQuery = RowQuery & Pick<ListPlan, 'page' | 'pageSize'>;

/**
 * How a scan hands rows over: `rows`, each record's text (what a renderer reads); `lines`, the text of NDJSON (each
 * record and an LF), joined in the database where it can (a chunk is one value, not a thousand). Text, not Buffers:
 * the server writes strings to the socket as they are (http/download.ts).
 */
export type ScanShape = 'rows' | 'lines';
export type ScanChunk<S extends ScanShape> = S extends 'lines' ? string : readonly string[];

/**
 * How a page's records are handed over: `rows`, each record's text (what a renderer reads); `joined`, the UTF-8
 * bytes of the records joined by commas, the inside of a JSON `results` array, made by the database where it can
 * (one value, not a string per record decoded and encoded again).
 */
export type PageShape = 'rows' | 'joined';
export type PageRows<S extends PageShape> = S extends 'joined' ? Buffer : readonly string[];

/** The `joined` shape of records read as text (a store that cannot join them itself). */
export function joinRecords(rows: readonly string[]): Buffer {
  return Buffer.from(rows.join(','));
}

/** The `joined` shape of no records. */
export const NO_BYTES = Buffer.alloc(0);

/** Records per chunk of a scan: a few hundred kB, whatever the size of the selection. */
export const SCAN_CHUNK = 1000;

/** A databank being written beside the current one. Nothing is visible to readers before `commit`. */
export interface DatabankWriter {
  /**
   * Writes every record of one collection, in API order (compareIds, spec §2.1), and its whole-collection downloads:
   * the pieces built from those rows (render/pieces.ts), stored as they come.
   */
  writeCollection(def: CollectionDef, rows: readonly StoredRow[], pieces: AsyncIterable<readonly Piece[]>): Promise<void>;
  /** Verifies the new databank and makes it current in one atomic step. */
  commit(): Promise<Generation>;
  /** Throws the new databank away; the current one is untouched. */
  abort(): Promise<void>;
}

/** Backend-neutral storage. SQLite (embedded default) and PostgreSQL implement it. */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** The collections this store holds (its tables, their typed columns): the one registry of the program. */
  readonly registry: Registry;
  /** The databank being served now, or undefined when none is loaded. Cheap: cached, refreshed on swaps. */
  current(): Promise<Generation | undefined>;
  /**
   * The count of the rows a plan selects and the rendered records of its page (`Invalid page.`: no window). A read
   * that could take long is bounded by the time limit (QueryTimeLimitError) and stops when `signal` aborts (its
   * client went away: ClientGoneError), whether it is still waiting for its turn or running.
   */
  read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape?: S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>>;
  /**
   * Every row a query selects, in its order, from `gen` alone, in chunks of SCAN_CHUNK records (downloads). Nothing
   * is read before the first `next()`; `return()` (a `for await` left early) frees what the scan holds at once: a
   * statement or cursor, a connection, the generation's file. Whatever loads happen meanwhile, the rows all come
   * from `gen`, or the scan fails.
   */
  scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined>;
  /**
   * Downloads waiting now for a connection that other downloads hold (PostgreSQL): while any do, a download whose
   * reader has stopped reading is cut off sooner (http/download.ts).
   */
  downloadsWaiting?(): number;
  /**
   * A whole collection in its own order as one download, prebuilt at load time (store/pieces.ts): the pieces of one
   * form, in order (strings for text forms, Buffers for gzip), from `gen` alone, with the guarantees of `scan`
   * (nothing read before the first `next()`, `return()` frees everything at once, loads meanwhile change nothing).
   */
  whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined>;
  /**
   * The counts of each value of a field over the rows a query selects (`facet=<field>`), most frequent first, ties
   * by value ascending (nulls last), at most `limit`, and the number of distinct values: once per generation,
   * selection and field (store/facets.ts), bounded by the time limit as a read is.
   */
  facet(gen: Generation, query: RowQuery, facet: FacetDef, limit: number): Promise<FacetCounts>;
  /** One record by the text of its id as it appears in a URL, or undefined. */
  record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined>;
  /**
   * Every record of every coded variable about one polity (the polity page), in one statement: the collections
   * holding any, in registry order, each with its records' bodies in record order.
   */
  polityRecords(gen: Generation, polityId: number): Promise<readonly PolityRecords[]>;
  /**
   * What the codebook counts of a collection in `gen` (store/stats.ts): its polities, years and the records of each
   * vocabulary value; computed once per generation and collection, kept (byte-bounded).
   */
  stats(gen: Generation, def: CollectionDef): Promise<CollectionStats>;
  /** The releases kept: named generations, immutable, that loads never drop (store/releases.ts, docs/data.md). */
  readonly releases: ReleaseStorage;
  /** Starts a new databank beside the current one. */
  beginLoad(meta?: LoadMeta): Promise<DatabankWriter>;
  /** Whether the backing database answers now (for /readyz). */
  ping(): Promise<boolean>;
  /** Connection pools and their use, where the store has any (PostgreSQL; for /metrics). */
  poolStats?(): readonly PoolStats[];
  close(): Promise<void>;
}

/** One coded variable's records about a polity (Store.polityRecords). */
export interface PolityRecords { readonly def: CollectionDef; readonly bodies: readonly string[] }

/** Coded variables, each with the SQL name of its `polity` filter's column (the `in` filter of polity ids, indexed). */
const POLITY_SOURCES = new WeakMap<Registry, readonly { readonly def: CollectionDef; readonly column: string }[]>();
function politySources(registry: Registry): readonly { readonly def: CollectionDef; readonly column: string }[] {
  let sources = POLITY_SOURCES.get(registry);
  if (!sources) {
    sources = registry.collections.flatMap((def) => {
      const filter = def.kind === 'coded' ? def.filters.find((f) => f.lookup === 'in' && f.value === 'ids' && !f.via) : undefined;
      return filter ? [{ def, column: columnName(filter.column) }] : [];
    });
    POLITY_SOURCES.set(registry, sources);
  }
  return sources;
}

/**
 * The one statement of `polityRecords`: a UNION ALL of every coded table's rows of the polity, each row tagged with its
 * collection's position among them (`k`) and its `ord`. `param` is the polity id's placeholder, the same in every
 * branch (`@p` in SQLite, `$1` in PostgreSQL); `table` qualifies a table name. Undefined when there is no coded table.
 * ~200 branches stay below SQLite's limit of compound terms (SQLITE_MAX_COMPOUND_SELECT, 500 by default). No ORDER
 * BY: sorting the bodies cost SQLite a third of the statement (1.2 of 3.2 ms for 675 records at scale 20), while each
 * branch walks its index in `ord` order (groupPolityRows sorts rows that come otherwise). Callers keep the text (16 kB).
 */
export function polityRecordsSql(registry: Registry, param: string, table: (def: CollectionDef) => string): string | undefined {
  const sources = politySources(registry);
  if (sources.length === 0) return undefined;
  return sources.map((s, k) => `SELECT ${k} AS k, ord, body FROM ${table(s.def)} WHERE ${s.column} = ${param}`).join('\nUNION ALL\n');
}

/** The rows of `polityRecordsSql` grouped by collection, in registry order, each group in `ord` order. */
export function groupPolityRows(registry: Registry, rows: readonly { k: number; ord: number; body: string }[]): PolityRecords[] {
  const sources = politySources(registry);
  const ordered = rows.every((r, i) => i === 0 || r.k > rows[i - 1]!.k || (r.k === rows[i - 1]!.k && r.ord > rows[i - 1]!.ord));
  const out: { def: CollectionDef; bodies: string[] }[] = [];
  let last = -1;
  for (const row of ordered ? rows : [...rows].sort((a, b) => a.k - b.k || a.ord - b.ord)) {
    if (row.k !== last) out.push({ def: sources[(last = row.k)]!.def, bodies: [] });
    out.at(-1)!.bodies.push(row.body);
  }
  return out;
}

/** One connection pool's use (pg.Pool's totalCount, idleCount, waitingCount). */
export interface PoolStats {
  /** `primary` (DATABASE_URL) or `read` (DATABASE_READ_URL). */
  readonly pool: 'primary' | 'read';
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** Orders stored rows as the API serves them: integer ids numerically, UUIDs by their text (spec §2.1). */
export function compareIds(a: StoredRow, b: StoredRow): number {
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id;
  const x = String(a.id), y = String(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The lookup key of a record id in a URL: the id it names, as the original reads it (plan/parse.ts recordId). */
export const lookupKey = recordId;

/** Lookups of every CountCache in this process, for /metrics (a whole collection's count is no lookup). */
export const countCacheStats = { hits: 0, misses: 0 };

/** The key of a query's rows in one generation (counts, anchors, selections); ByteCache digests a long one. */
function rowsKey(gen: Generation, query: RowQuery, order = false): string {
  return `${gen.id}\0${query.def.path}\0${query.whereKey}${order ? `\0${JSON.stringify(query.order)}` : ''}`;
}

/**
 * The count of each filtered selection, computed once per generation and filter (design: "with its count computed
 * once per generation and filter"); bounded by bytes (COUNT_CACHE_MB), least recently used out. The whole
 * collection's count is the generation's.
 */
export class CountCache {
  readonly #counts: GenerationCache<number>;
  constructor(maxBytes = cacheBudgets().counts) {
    this.#counts = new GenerationCache<number>('counts', maxBytes, () => 8);
  }

  get bytes(): number {
    return this.#counts.bytes;
  }

  /** The count if known (no lookup is counted). */
  peek(gen: Generation, query: RowQuery): number | undefined {
    if (query.where.length === 0) return gen.counts[query.def.path] ?? 0;
    return this.#counts.get(rowsKey(gen, query));
  }

  remember(gen: Generation, query: RowQuery, n: number): void {
    if (query.where.length > 0) this.#counts.set(gen.id, rowsKey(gen, query), n);
  }

  async count(gen: Generation, query: RowQuery, compute: () => Promise<number> | number): Promise<number> {
    if (query.where.length === 0) return gen.counts[query.def.path] ?? 0;
    const key = rowsKey(gen, query);
    let n = this.#counts.get(key);
    if (n !== undefined) countCacheStats.hits++;
    else {
      countCacheStats.misses++;
      n = this.#counts.set(gen.id, key, await compute());
    }
    return n;
  }
}

/** Every ANCHOR_EVERY-th match's `ord` is an anchor. */
export const ANCHOR_EVERY = 64;

/** The anchors of the ascending `ord`s of every match: the first, the ANCHOR_EVERY-th after it, and so on. */
export function everyAnchor(ords: Int32Array): Int32Array {
  const anchors = new Int32Array(Math.ceil(ords.length / ANCHOR_EVERY));
  for (let i = 0; i < anchors.length; i++) anchors[i] = ords[i * ANCHOR_EVERY]!;
  return anchors;
}

/**
 * Anchors of deep pages, per generation and filter: the `ord` of every ANCHOR_EVERY-th match, so page n of a filter
 * starts at most ANCHOR_EVERY matches before its first row (`AND ord >= anchor`) instead of walking every match before
 * it by OFFSET. Made once per filter, from one read of its matches; ANCHOR_CACHE_MB of them (4 bytes each).
 */
export class AnchorCache {
  readonly #anchors = new GenerationCache<Int32Array>('anchors', cacheBudgets().anchors, bufferBytes);

  get(gen: Generation, query: RowQuery): Int32Array | undefined {
    return this.#anchors.get(rowsKey(gen, query));
  }

  set(gen: Generation, query: RowQuery, anchors: Int32Array): Int32Array {
    return this.#anchors.set(gen.id, rowsKey(gen, query), anchors);
  }
}

/**
 * Selections: the `ord` of every row a filter and ordering select, in their order, per generation. Made once (in a
 * read thread, under the time limit), they make every page of the selection, and its download, a lookup of rows by
 * `ord`: an ordering on an unindexed column, or a deep page of a filter no index serves, costs a sort or a walk once
 * per generation, not once per request. SELECTION_CACHE_MB of them (4 bytes a row).
 */
export class SelectionCache {
  readonly #selections = new GenerationCache<Int32Array>('selections', cacheBudgets().selections, bufferBytes);

  get(gen: Generation, query: RowQuery): Int32Array | undefined {
    return this.#selections.get(rowsKey(gen, query, true));
  }

  set(gen: Generation, query: RowQuery, ords: Int32Array): Int32Array {
    return this.#selections.set(gen.id, rowsKey(gen, query, true), ords);
  }
}

/**
 * A read stopped by the time limit (QUERY_TIME_LIMIT_MS): the API answers 503 with a detail that says so. Its
 * `code` is what the HTTP layer maps.
 */
export class QueryTimeLimitError extends Error {
  readonly code = 'QUERY_TIME_LIMIT';
  constructor(readonly limitMs?: number) {
    super(`the query took longer than the time limit${limitMs === undefined ? '' : ` (${limitMs} ms)`}`);
    this.name = 'QueryTimeLimitError';
  }
}

/**
 * A databank written by another version of this program, with another stored layout: it must be loaded again.
 * `demo` says whether it was the demo, which a server may simply build again (DEMO_ON_EMPTY).
 */
export class StaleSchemaError extends Error {
  readonly code = 'STALE_SCHEMA';
  constructor(where: string, found: unknown, expected: number, readonly demo: boolean) {
    super(`${where}databank schema version ${String(found)}, expected ${expected}; load it again`);
    this.name = 'StaleSchemaError';
  }
}

/** A read stopped because its client went away (the request's signal): nothing is answered; the log says 499. */
export class ClientGoneError extends Error {
  readonly code = 'CLIENT_GONE';
  constructor() {
    super('the client closed the request');
    this.name = 'ClientGoneError';
  }
}

/** Throws ClientGoneError when the request's client has gone. */
export function throwIfGone(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ClientGoneError();
}

/** Where a page at `offset` starts among anchors: an anchor's `ord` and how many matches to skip from it. */
export function fromAnchor(anchors: Int32Array, offset: number): { from: number; skip: number } | undefined {
  if (anchors.length === 0 || offset < ANCHOR_EVERY) return undefined;
  const a = Math.min(anchors.length - 1, Math.floor(offset / ANCHOR_EVERY));
  return { from: anchors[a]!, skip: offset - a * ANCHOR_EVERY };
}

/** Answers a page query from a count and a row fetch (the part of `Store.read` both stores share). */
export async function answerPage<S extends PageShape>(
  gen: Generation, query: PageQuery, shape: S, counts: CountCache, count: () => Promise<number> | number,
  rows: (window: PageWindow, count: number) => Promise<PageRows<S>> | PageRows<S>,
): Promise<ReadResult<PageRows<S>>> {
  const total = await counts.count(gen, query, count);
  const window = pageWindow(query, total);
  if (!window || window.limit === 0) return { count: total, window, rows: (shape === 'joined' ? NO_BYTES : []) as PageRows<S> };
  return { count: total, window, rows: await rows(window, total) };
}

/** Whether a query is the collection in its own order, so a page is an ordinal range. */
export function isPlain(query: RowQuery): boolean {
  return query.where.length === 0 && query.order.length === 0;
}

/** A counting semaphore: `take()` waits for a free slot and gives back the function that frees it (once). */
export class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];
  constructor(size: number) {
    this.#free = size;
  }

  /** How many wait for a slot now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** A free slot; while waiting, `signal` aborting gives up the place in line (ClientGoneError). */
  async take(signal?: AbortSignal): Promise<() => void> {
    throwIfGone(signal);
    if (this.#free > 0) this.#free--;
    else {
      await new Promise<void>((resolve, reject) => {
        const onAbort = (): void => {
          const at = this.#waiting.indexOf(waiter);
          if (at >= 0) this.#waiting.splice(at, 1);
          reject(new ClientGoneError());
        };
        const waiter = (): void => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        this.#waiting.push(waiter);
      });
    }
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    };
  }
}
