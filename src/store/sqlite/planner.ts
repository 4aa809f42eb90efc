/**
 * The SQLite read planner: the SQL of a filtered or ordered read (its condition, count and page, the index its page
 * reads), chosen by estimates where SQLite's own planner cannot know the count; and the prepared statements of one
 * read-only connection. reader.ts runs what it plans.
 */
import type Database from 'better-sqlite3';
import { ByteCache, cacheBudgets } from '../../cache.js';
import type { CollectionDef } from '../../registry/index.js';
import { pageWindow, type PageWindow, type RowQuery } from '../../plan/plan.js';
import { compileOrder, compileWhere, type Compiled, type Dialect } from '../sql.js';
import { compileCount, compileCoversSides } from '../counts.js';
import { dictQuery } from './dict.js';
import { searchCondition } from './search.js';
import { everyAnchor, fromAnchor, type AnchorCache, type Generation, type PageQuery } from '../store.js';

/** SQLite's dialect: `?` placeholders; `instr` is a case-sensitive substring test (LIKE folds ASCII case here). */
export const SQLITE: Dialect = {
  name: 'sqlite',
  placeholder: () => '?',
  contains: (column, value, bind) => `instr(${column}, ${bind(value)}) > 0`,
  oneOf: (column, values, bind) => `${column} IN (SELECT value FROM json_each(${bind(JSON.stringify(values))}))`,
  search: searchCondition,
  table: (table) => `"${table}"`,
};

/** One read-only connection on one generation's file, and what it has prepared. */
export interface ReadConn {
  readonly db: Database.Database;
  readonly gen: Generation;
  /** The `icontains` dictionaries the file holds (dict.ts). */
  readonly dicts: ReadonlySet<string>;
  /** Statements of filtered and ordered reads, by SQL text (bounded: `statements`). */
  readonly compiled: ByteCache<Database.Statement>;
  /** SQLITE, or SQLITE with the guard that lets a read thread interrupt a read. */
  readonly dialect: Dialect;
}

/** Bytes a prepared statement holds beyond its SQL text: SQLite's compiled program and better-sqlite3's object, roughly. */
const STATEMENT_OVERHEAD = 4096;

/**
 * The prepared statements of one connection, by SQL text: a byte-weighted LRU of STATEMENT_CACHE_MB (src/cache.ts),
 * each weighed by its SQL text (the statement keeps it, and the key is it) and STATEMENT_OVERHEAD. An evicted
 * statement is finalized by better-sqlite3 when it is collected.
 */
export function statementCache(): ByteCache<Database.Statement> {
  return new ByteCache<Database.Statement>({ name: 'statements', maxBytes: cacheBudgets().statements, sizeOf: (s) => STATEMENT_OVERHEAD + 2 * s.source.length });
}

/** A prepared statement of a compiled read, made once per SQL text and connection (of one value, plucked, unless not). */
export function statement(conn: Pick<ReadConn, 'db' | 'compiled'>, sql: string, pluck = true): Database.Statement {
  return conn.compiled.get(sql) ?? conn.compiled.set(sql, conn.db.prepare(sql).pluck(pluck));
}

/**
 * The records of a range of `ord`s, or of a page, as one BLOB: SQLite joins the bodies by commas and hands over the
 * bytes, so no record becomes a JavaScript string only to be joined and encoded again. NULL when no row is selected.
 */
export const JOIN_BY_ORD = `CAST(group_concat(body, ',' ORDER BY ord) AS BLOB)`;

/**
 * A filtered page's SQL after its select list: ` FROM …` and its parameters. `byOrds`: the page's rows are those of
 * an `ord IN (…)` list, to be put in order (`ORDER BY ord`); otherwise `from` orders and limits them itself.
 */
export interface PageSql {
  readonly from: string;
  readonly params: unknown[];
  readonly byOrds: boolean;
}

/** A page's SELECT: every body, or (`joined`, an `ord IN (…)` page) SQLite's one BLOB of them. */
export function pageSelect(sql: PageSql, joined: boolean): string {
  if (sql.byOrds) return joined ? `SELECT ${JOIN_BY_ORD}${sql.from}` : `SELECT body${sql.from} ORDER BY ord`;
  return `SELECT body${sql.from}`;
}

/**
 * Page-shape estimates (µs, calibrated on the demo at scale 20; docs/benchmarks.md): a record read walking the table in `ord` order (whole rows:
 * the typed columns sit beside the body), an index entry read and sorted.
 */
const WALK_US = 0.5;
const ENTRY_US = 0.05;
/** A page at least this deep, estimated dearer than DEEP_US, makes anchors for its filter. */
const DEEP_OFFSET = 256;
const DEEP_US = 100;

/** The index a page of one filter reads: its name, whether it is in `ord` order, and covers_year's narrow walk. */
export interface FilterIndex {
  readonly name: string;
  readonly ordered: boolean;
  readonly walk?: string;
}

/** A filtered read's condition, count and page index: through a dictionary for an `icontains` (dict.ts), else compiled. */
export function compileRead(conn: ReadConn, query: RowQuery): { where: Compiled; count: Compiled; index: FilterIndex | undefined } {
  const dict = dictQuery(query, conn.dicts);
  return {
    where: dict?.where ?? compileWhere(query, conn.dialect),
    count: dict?.count ?? compileCount(query, conn.dialect),
    index: query.order.length > 0 ? undefined : dict ? { name: dict.index, ordered: false } : filterIndex(query),
  };
}

/**
 * The filter index of a query of one condition on one indexed column (schema.ts names it `<table>__<column>`), and
 * whether it holds the matches in `ord` order (an equality: the index is `(column, ord)`).
 */
function filterIndex(query: RowQuery): FilterIndex | undefined {
  if (query.where.length !== 1) return undefined;
  const c = query.where[0]!;
  const column = c.op === 'cmp' || c.op === 'range' || c.op === 'in' ? c.column : c.op === 'covers' ? c.from : undefined;
  if (column === undefined || !query.def.columns.some((d) => d.name === column && d.indexed)) return undefined;
  const ordered = (c.op === 'cmp' && c.cmp === '=') || (c.op === 'in' && c.values.length === 1);
  return { name: `${query.def.table}__${column}`, ordered, ...(c.op === 'covers' ? { walk: `${query.def.table}__${column}__walk` } : {}) };
}

/**
 * Whether a read is answered from its selection (every `ord` it selects, in order): an ordering (a sort of every
 * match, whatever the page: sorting the `ord`s alone is a fraction of sorting whole records, and it is done once),
 * and a filter no single index serves (a cited reference's fields, several conditions, a `contains`), whose pages
 * would each walk every match before them.
 */
export function wantsSelection(query: RowQuery, index: FilterIndex | undefined): boolean {
  return query.order.length > 0 || index === undefined;
}

/**
 * Whether a read is bounded by construction, cheap enough for the serving thread: a page among the first DEEP_OFFSET
 * rows of one condition on an indexed column (no ordering, no dictionary), whose plan the count makes (pageSql: the
 * cheaper of a walk and an index range), or any page of it once its anchors
 * are made. `count` is asked only then.
 */
export function servesHere(conn: ReadConn, query: PageQuery, count: () => number, anchors: AnchorCache): boolean {
  if (query.order.length > 0 || filterIndex(query) === undefined || dictQuery(query, conn.dicts)) return false;
  // A deeper page once its filter's anchors are made: it starts at most ANCHOR_EVERY matches before its first row.
  return (pageWindow(query, count())?.offset ?? 0) < DEEP_OFFSET || anchors.get(conn.gen, query) !== undefined;
}

/** The `ord` of every match of a query, ascending (read from its filter index, then sorted). */
function matchOrds(conn: ReadConn, table: string, index: string, where: Compiled): Int32Array {
  const ords = Int32Array.from(conn.db.prepare(`SELECT ord FROM ${table} INDEXED BY "${index}"${where.sql}`).pluck().all(where.params) as number[]);
  return ords.sort();
}

/**
 * The SQL of a filtered page after its select list (PageSql). SQLite's planner does not know how many rows a
 * filter selects, and picks badly either way: walking the table in record order is cheap when most rows match and
 * slow when few do (every row read is a whole record), an index range is cheap when few match and slow when most
 * do (every match is sorted by `ord`). The store knows the count (counts.ts), so for one indexed condition in the
 * record order it chooses by an estimate of each (the constants above), and for a deep page of an
 * expensive filter it starts from an anchor instead of an OFFSET walk from the first match.
 */
export function pageSql(conn: ReadConn, query: PageQuery, where: Compiled, w: PageWindow, count: number, index: FilterIndex, anchorCache: AnchorCache): PageSql {
  const table = `"${query.def.table}"`;
  const gen = conn.gen;
  const total = gen.counts[query.def.path] ?? count;
  const cost = (skip: number): { walk: number; index: number } => ({
    // covers_year walks its narrow `(ord, from, to)` index (its index cost is set below).
    walk: (skip + w.limit) * (total / Math.max(1, count)) * (index.walk ? ENTRY_US : WALK_US),
    index: (index.ordered ? skip + w.limit : count) * ENTRY_US,
  });
  let skip = w.offset;
  let from: number | undefined;
  let anchors = anchorCache.get(gen, query);
  if (!anchors && w.offset >= DEEP_OFFSET) {
    const c = cost(w.offset);
    if (Math.min(c.walk, c.index) > DEEP_US) anchors = anchorCache.set(gen, query, everyAnchor(matchOrds(conn, table, index.name, where)));
  }
  const anchored = anchors && fromAnchor(anchors, w.offset);
  if (anchored) ({ from, skip } = anchored);
  const c = cost(skip);
  let byIndex = index.name;
  const sides = query.where[0] && compileCoversSides(query.def, query.where[0], SQLITE);
  if (sides) {
    // covers_year: the entries each of its indexes would read, known from the count tables.
    const { lo, hi } = statement(conn, sides.sql, false).get(sides.params) as { lo: number; hi: number };
    c.index = Math.min(lo, hi) * ENTRY_US;
    if (hi < lo) byIndex = `${query.def.table}__${(query.where[0] as { to: string }).to}`;
  }
  const params = from === undefined ? [...where.params, w.limit, skip] : [...where.params, from, w.limit, skip];
  const start = from === undefined ? '' : ' AND ord >= ?';
  if (c.walk <= c.index && index.walk) {
    return { from: ` FROM ${table} WHERE ord IN (SELECT ord FROM ${table} INDEXED BY "${index.walk}"${where.sql}${start} `
      + `ORDER BY ord LIMIT ? OFFSET ?)`, params, byOrds: true };
  }
  if (c.walk <= c.index) return { from: ` FROM ${table} NOT INDEXED${where.sql}${start} ORDER BY ord LIMIT ? OFFSET ?`, params, byOrds: false };
  return { from: ` FROM ${table} WHERE ord IN (SELECT ord FROM ${table} INDEXED BY "${byIndex}"${where.sql}${start} `
    + `ORDER BY ord LIMIT ? OFFSET ?)`, params, byOrds: true };
}

/** The query plans SQLite chooses for a filtered read's count and page (for tests of index use). */
export function explainRead(conn: ReadConn, query: PageQuery, anchors: AnchorCache): { count: string[]; page: string[] } {
  const { where, count, index } = compileRead(conn, query);
  const plan = (sql: string, params: unknown[]): string[] =>
    (conn.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail);
  let page: string[];
  if (wantsSelection(query, index)) page = plan(`SELECT ord FROM "${query.def.table}"${where.sql}${compileOrder(query.order)}`, where.params);
  else {
    const n = statement(conn, count.sql).get(count.params) as number;
    const window = pageWindow(query, n);
    page = window
      ? ((sql) => plan(pageSelect(sql, true), sql.params))(pageSql(conn, query, where, window, n, index!, anchors))
      : plan(`SELECT body FROM "${query.def.table}"${where.sql} ORDER BY ord LIMIT 50`, where.params);
  }
  return { count: plan(count.sql, count.params), page };
}
