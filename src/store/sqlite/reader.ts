/**
 * Reading pages, counts and records from SQLite. A page of a collection in its own order is an ordinal range, read
 * here; a filtered or ordered read goes through the planner (planner.ts), in a read thread (read-pool.ts) when it may
 * take long, or here when it is bounded by construction. Counts, selections and anchors are kept per generation and
 * filter (store/store.ts). The functions below are what a read thread runs too (read-thread.ts).
 */
import type { CollectionDef, FacetDef, Registry } from '../../registry/index.js';
import { pageWindow, type PageWindow, type ReadResult, type RowQuery } from '../../plan/plan.js';
import { compileOrder } from '../sql.js';
import {
  AnchorCache, answerPage, CountCache, countCacheStats, isPlain, joinRecords, lookupKey, NO_BYTES, SelectionCache, throwIfGone,
  type Generation, type PageQuery, type PageRows, type PageShape,
} from '../store.js';
import { statementOf, type Handles } from './handle.js';
import { compileRead, explainRead, pageSelect, pageSql, servesHere, statement, wantsSelection, type ReadConn } from './planner.js';
import type { ReadPool, ThreadTask } from './read-pool.js';
import { statsOf, statsSql, type CollectionStats } from '../stats.js';
import { FacetCache, facetCounts, facetSql, type FacetCounts, type FacetRow } from '../facets.js';

/** What a list of `ord`s is read as: each body, the bodies joined by commas (bytes), or NDJSON lines. */
export type OrdsShape = 'rows' | 'joined' | 'lines';

/** The records whose `ord`s are listed, in the list's order (a selection's slice), in one statement. */
export function rowsByOrds(conn: Pick<ReadConn, 'db' | 'compiled'>, def: CollectionDef, ords: Int32Array, shape: OrdsShape): readonly string[] | Buffer | string {
  if (ords.length === 0) return shape === 'joined' ? NO_BYTES : shape === 'lines' ? '' : [];
  const from = `FROM json_each(?) j JOIN "${def.table}" t ON t.ord = j.value`;
  const list = JSON.stringify(Array.from(ords));
  if (shape === 'rows') return statement(conn, `SELECT t.body ${from} ORDER BY j.key`).all(list) as string[];
  if (shape === 'lines') return (statement(conn, `SELECT group_concat(t.body || char(10), '' ORDER BY j.key) ${from}`).get(list) as string | null) ?? '';
  return (statement(conn, `SELECT CAST(group_concat(t.body, ',' ORDER BY j.key) AS BLOB) ${from}`).get(list) as Buffer | null) ?? NO_BYTES;
}


/** The count of the rows a query selects. */
export function countRows(conn: ReadConn, query: RowQuery): number {
  const { count } = compileRead(conn, query);
  return statement(conn, count.sql).get(count.params) as number;
}

/** A facet of a query's rows: one GROUP BY with the WHERE its pages use (store/facets.ts). */
export function facetRows(conn: ReadConn, query: RowQuery, facet: FacetDef, limit: number): FacetCounts {
  const { where } = compileRead(conn, query);
  const sql = facetSql(query, facet, where, conn.dialect, limit, conn.gen.counts[query.def.path] ?? 0);
  return facetCounts(facet, statement(conn, sql.sql, false).all(sql.params) as FacetRow[]);
}

/** Every `ord` a query selects, in its order. */
export function selectOrds(conn: ReadConn, query: RowQuery): Int32Array {
  const { where } = compileRead(conn, query);
  const sql = `SELECT ord FROM "${query.def.table}"${where.sql}${compileOrder(query.order)}`;
  return Int32Array.from(statement(conn, sql).all(where.params) as number[]);
}

/** A page's records from a selection (no statement but the lookup of its rows by `ord`). */
export function pageOfSelection(conn: Pick<ReadConn, 'db' | 'compiled'>, query: PageQuery, selection: Int32Array, shape: 'rows' | 'joined'): {
  window: PageWindow | undefined; rows: readonly string[] | Buffer;
} {
  const window = pageWindow(query, selection.length);
  if (!window || window.limit === 0) return { window, rows: shape === 'joined' ? NO_BYTES : [] };
  const rows = rowsByOrds(conn, query.def, selection.subarray(window.offset, window.offset + window.limit), shape) as readonly string[] | Buffer;
  return { window, rows };
}

/**
 * A collection's codebook counts (store/stats.ts), each statement one aggregate or GROUP BY over its table. Run in a
 * read thread: a catalogue variable's table has no index on its values, so a GROUP BY reads all of it.
 */
export function sqliteStats(conn: Pick<ReadConn, 'db' | 'compiled'>, def: CollectionDef): CollectionStats {
  const sql = statsSql(def, `"${def.table}"`);
  const one = (text: string | undefined): number | null | undefined => (text === undefined ? undefined : statement(conn, text).get() as number | null);
  const groups = new Map(sql.groups.map((g) => [g.field, statement(conn, g.sql, false).all() as { value: unknown; n: number }[]]));
  return statsOf({ polities: one(sql.polities), yearFrom: one(sql.yearFrom), yearTo: one(sql.yearTo), groups });
}

/** What a filtered or ordered read answers: the page, its count, and the selection when one was made for it. */
export interface ReadRows {
  readonly count: number;
  readonly window: PageWindow | undefined;
  readonly rows: readonly string[] | Buffer;
  readonly selection?: Int32Array;
  /** The anchors of the filter, when this read made them. */
  readonly anchors?: Int32Array;
}

/** A filtered or ordered page: through its selection (made here) or its filter's index; `known`: its count, if known. */
export function readRows(conn: ReadConn, query: PageQuery, known: number | undefined, shape: 'rows' | 'joined', anchors: AnchorCache): ReadRows {
  const compiled = compileRead(conn, query);
  if (wantsSelection(query, compiled.index)) {
    const selection = selectOrds(conn, query);
    return { count: selection.length, ...pageOfSelection(conn, query, selection, shape), selection };
  }
  const count = known ?? (statement(conn, compiled.count.sql).get(compiled.count.params) as number);
  const window = pageWindow(query, count);
  if (!window || window.limit === 0) return { count, window, rows: shape === 'joined' ? NO_BYTES : [] };
  const had = anchors.get(conn.gen, query);
  const sql = pageSql(conn, query, compiled.where, window, count, compiled.index!, anchors);
  const made = had ? undefined : anchors.get(conn.gen, query);
  const rows = shape === 'joined' && sql.byOrds
    ? (statement(conn, pageSelect(sql, true)).get(sql.params) as Buffer | null) ?? NO_BYTES
    : ((all: string[]) => (shape === 'joined' ? joinRecords(all) : all))(statement(conn, pageSelect(sql, false)).all(sql.params) as string[]);
  return { count, window, rows, ...(made ? { anchors: made } : {}) };
}

/** A read plan's query as a read thread takes it: plain data (its collection by path). */
function threadQuery(q: PageQuery): ThreadTask['query'] {
  return { path: q.def.path, where: q.where, order: q.order, whereKey: q.whereKey, page: q.page, pageSize: q.pageSize };
}

/** Bytes a read thread sent (a structured clone of a Buffer arrives as a plain Uint8Array) as a Buffer, not copied. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The reads of one SQLite store: its handles, its read threads (if any) and what it keeps per generation. */
export class SqliteReader {
  readonly #handles: Handles;
  readonly #pool: ReadPool | undefined;
  readonly #counts = new CountCache();
  readonly #selections = new SelectionCache();
  /** Anchors of filters, made here or in a read thread: a deep page of a filter that has them is read here. */
  readonly #anchors = new AnchorCache();
  readonly #facets = new FacetCache();

  constructor(handles: Handles, pool: ReadPool | undefined) {
    this.#handles = handles;
    this.#pool = pool;
  }

  async read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape: S = 'rows' as S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>> {
    const handle = this.#handles.get(gen);
    const joined = shape === 'joined';
    if (isPlain(query)) {
      const def = query.def;
      return answerPage(gen, query, shape, this.#counts, () => 0, (w) => (joined
        ? (statementOf(handle, 'joined', def).get(w.offset + 1, w.offset + w.limit) as Buffer | null) ?? NO_BYTES
        : statementOf(handle, 'range', def).all(w.offset + 1, w.offset + w.limit) as string[]) as PageRows<S>);
    }
    // A selection made before: every page of it is a lookup of its rows by `ord`, here.
    const selection = this.#selections.get(gen, query);
    if (selection) {
      countCacheStats.hits++;
      const { window, rows } = pageOfSelection(handle, query, selection, joined ? 'joined' : 'rows');
      return { count: selection.length, window, rows: rows as PageRows<S> };
    }
    const peeked = this.#counts.peek(gen, query);
    if (peeked !== undefined) countCacheStats.hits++;
    else countCacheStats.misses++;
    // A shallow page of one indexed condition costs what its page costs, bounded by the planner's estimates: it is
    // read here, where a round trip to a read thread would cost more than the read. Anything else may take long, and
    // goes to a read thread.
    let known = peeked;
    const r = servesHere(handle, query, () => (known ??= countRows(handle, query)), this.#anchors)
      ? readRows(handle, query, known, joined ? 'joined' : 'rows', this.#anchors)
      : await this.#readElsewhere(gen, query, known, joined ? 'joined' : 'rows', signal);
    if (r.selection) this.#selections.set(gen, query, r.selection);
    if (r.anchors) this.#anchors.set(gen, query, r.anchors);
    if (peeked === undefined) this.#counts.remember(gen, query, r.count);
    const rows = r.rows instanceof Uint8Array && !Buffer.isBuffer(r.rows) ? toBuffer(r.rows) : r.rows;
    return { count: r.count, window: r.window, rows: rows as PageRows<S> };
  }

  /** A filtered or ordered read, in a read thread (or here, where none can open the generation). */
  async #readElsewhere(gen: Generation, query: PageQuery, known: number | undefined, shape: 'rows' | 'joined', signal: AbortSignal | undefined): Promise<Omit<ReadRows, 'rows'> & { rows: readonly string[] | Uint8Array }> {
    throwIfGone(signal);
    if (this.#pool) {
      const r = await this.#pool.run({ op: 'read', file: this.#handles.get(gen).file, gen, query: threadQuery(query), ...(known === undefined ? {} : { count: known }), shape }, signal);
      if (r) return r;
    }
    return readRows(this.#handles.get(gen), query, known, shape, this.#anchors);
  }

  /** Every `ord` a filtered or ordered query selects, in order: remembered, or made in a read thread. */
  async selection(gen: Generation, query: RowQuery, signal: AbortSignal | undefined): Promise<Int32Array> {
    const known = this.#selections.get(gen, query);
    if (known) return known;
    throwIfGone(signal);
    const r = this.#pool
      ? await this.#pool.run({ op: 'select', file: this.#handles.get(gen).file, gen, query: threadQuery({ ...query, page: 1, pageSize: 1 }), shape: 'rows' }, signal)
      : undefined;
    return this.#selections.set(gen, query, r?.selection ?? selectOrds(this.#handles.get(gen), query));
  }

  /** A collection's codebook counts, in a read thread (or here, where none can open the generation). */
  async stats(gen: Generation, def: CollectionDef): Promise<CollectionStats> {
    const r = this.#pool
      ? await this.#pool.run({ op: 'stats', file: this.#handles.get(gen).file, gen, query: { path: def.path, where: [], order: [], whereKey: '', page: 1, pageSize: 1 }, shape: 'rows' })
      : undefined;
    return r?.stats ?? sqliteStats(this.#handles.get(gen), def);
  }

  /**
   * A facet of a query's rows, once per generation, selection and field: read in a read thread (a GROUP BY may walk
   * the whole selection), under its time limit, or here where none can open the generation.
   */
  facet(gen: Generation, query: RowQuery, facet: FacetDef, limit: number): Promise<FacetCounts> {
    return this.#facets.get(gen, query, facet, limit, async () => {
      const task = { op: 'facet', file: this.#handles.get(gen).file, gen, query: threadQuery({ ...query, page: 1, pageSize: 1 }), shape: 'rows', facet: { def: facet, limit } } as const;
      const r = this.#pool ? await this.#pool.run(task) : undefined;
      return r?.facet ?? facetRows(this.#handles.get(gen), query, facet, limit);
    });
  }

  /** One record by the text of its id in a URL. */
  record(gen: Generation, def: CollectionDef, id: string): string | undefined {
    const key = lookupKey(def, id);
    if (key === undefined) return undefined;
    return statementOf(this.#handles.get(gen), 'one', def).get(key) as string | undefined;
  }

  /** The query plans SQLite chooses for a filtered read's count and page (for tests of index use). */
  explain(gen: Generation, query: PageQuery): { count: string[]; page: string[] } {
    return explainRead(this.#handles.get(gen), query, this.#anchors);
  }
}
