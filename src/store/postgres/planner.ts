/**
 * The PostgreSQL read planner: the SQL of a read plan in one generation's schema (a page, its count, the anchors of
 * a filter, a record, a download). Plain functions of the plan; reader.ts and downloads.ts run them.
 */
import type { CollectionDef } from '../../registry/index.js';
import type { PageWindow, RowQuery } from '../../plan/plan.js';
import { compileCount } from '../counts.js';
import { isTextForm, type PieceForm } from '../pieces.js';
import { columnName } from '../schema.js';
import { compileOrder, compileWhere, likeEscape, type Compiled, type Dialect } from '../sql.js';
import { ANCHOR_EVERY } from '../store.js';

/** PostgreSQL's dialect: `$n` placeholders, LIKE with its default escape `\` (served by a trigram index). */
export function dialect(schema: string): Dialect {
  return {
    name: 'postgres',
    placeholder: (n) => `$${n}`,
    contains: (column, value, bind) => `${column} LIKE ${bind(`%${likeEscape(value)}%`)}`,
    oneOf: (column, values, bind) => `${column} = ANY(${bind(values)}::bigint[])`,
    search: searchCondition,
    table: (table) => `"${schema}"."${table}"`,
  };
}

/**
 * Django's `search` lookup, as DRF's SearchFilter builds it from `@` fields: each term is
 * `to_tsvector(COALESCE(field, '')) @@ plainto_tsquery(term)` on some field, with no configuration named (the
 * server's default_text_search_config, as the original's queries), and every term must hold. The same test, with
 * each row's vectors made once (not once per term), each term's query once per statement, the terms one array
 * parameter, and a row left at its first term that fails.
 */
function searchCondition(_table: string, columns: readonly string[], terms: readonly string[], bind: (v: unknown) => string): string {
  const vectors = columns.map((c, i) => `to_tsvector(COALESCE(${columnName(c)}, '')) AS v${i}`).join(', ');
  const any = columns.map((_, i) => `v.v${i} @@ t.q`).join(' OR ');
  // The terms' queries are made once per statement (an uncorrelated subquery), not once per row; a row's vectors once
  // per row (OFFSET 0 keeps the planner from copying them into every row × term); the first term that fails ends it.
  const queries = `(SELECT array_agg(plainto_tsquery(term)) FROM unnest(${bind(terms)}::text[]) AS term)`;
  return `NOT EXISTS (SELECT 1 FROM (SELECT ${vectors} OFFSET 0) v, unnest(${queries}) AS t(q) WHERE NOT (${any}))`;
}

/**
 * A filtered page in the record order at least this deep starts from its filter's anchors (store/store.ts); shallower
 * pages walk their OFFSET, cheaper than reading every match once.
 */
export const DEEP_OFFSET = 1000;

/** A page of the collection in its own order: `$1`, `$2` the first and last ordinal. */
export function rangeSql(schema: string, def: CollectionDef): string {
  return `SELECT body FROM "${schema}"."${def.table}" WHERE ord BETWEEN $1 AND $2 ORDER BY ord`;
}

/** One record by its lookup key, `$1`. */
export function recordSql(schema: string, def: CollectionDef): string {
  return `SELECT body FROM "${schema}"."${def.table}" WHERE lookup = $1`;
}

/** A filtered or ordered read: its ` FROM … WHERE …` and parameters. */
export interface FilteredSql {
  readonly from: string;
  readonly params: unknown[];
}

export function filteredSql(schema: string, query: RowQuery): FilteredSql {
  const where = compileWhere(query, dialect(schema));
  return { from: ` FROM "${schema}"."${query.def.table}"${where.sql}`, params: where.params };
}

/** The count of a filtered read. */
export function countSql(schema: string, query: RowQuery): Compiled {
  return compileCount(query, dialect(schema));
}

/** A filtered page: from an anchor's `ord` (skipping `skip` matches from it), or by its OFFSET in the plan's order. */
export function pageSql(query: RowQuery, sql: FilteredSql, w: PageWindow, anchored?: { from: number; skip: number }): Compiled {
  const n = sql.params.length;
  if (anchored) {
    return { sql: `SELECT body${sql.from} AND ord >= $${n + 1} ORDER BY ord LIMIT $${n + 2} OFFSET $${n + 3}`, params: [...sql.params, anchored.from, w.limit, anchored.skip] };
  }
  return { sql: `SELECT body${sql.from}${compileOrder(query.order)} LIMIT $${n + 1} OFFSET $${n + 2}`, params: [...sql.params, w.limit, w.offset] };
}

/** The anchors of a filter (store/store.ts), numbered by the database: only every ANCHOR_EVERY-th `ord` comes back. */
export function anchorsSql(sql: FilteredSql): string {
  return `SELECT ord FROM (SELECT ord, row_number() OVER (ORDER BY ord) AS r${sql.from}) m WHERE r % ${ANCHOR_EVERY} = 1 ORDER BY ord`;
}

/** The first page of a filtered read, for EXPLAIN. */
export function explainPageSql(query: RowQuery, sql: FilteredSql): string {
  return `SELECT body${sql.from}${compileOrder(query.order)} LIMIT 50`;
}

/** A download's chunk of the collection in its own order: `$1`, `$2` the first and last ordinal; `lines`: NDJSON joined. */
export function scanRangeSql(schema: string, def: CollectionDef, shape: 'rows' | 'lines'): string {
  const table = `"${schema}"."${def.table}"`;
  return shape === 'lines'
    ? `SELECT string_agg(body, E'\\n' ORDER BY ord) AS chunk FROM ${table} WHERE ord BETWEEN $1 AND $2`
    : `SELECT body FROM ${table} WHERE ord BETWEEN $1 AND $2 ORDER BY ord`;
}

/** The cursor of a filtered or ordered download. */
export function scanCursorSql(schema: string, query: RowQuery): Compiled {
  const where = compileWhere(query, dialect(schema));
  return { sql: `DECLARE download NO SCROLL CURSOR FOR SELECT body FROM "${schema}"."${query.def.table}"${where.sql}${compileOrder(query.order)}`, params: where.params };
}

/**
 * Pieces `$3`..`$4` of one form of a whole download: text as it is, gzip as base64 (pg reads every field as text:
 * bytea would come as hex, twice the size).
 */
export function piecesSql(schema: string, form: PieceForm): string {
  return `SELECT ${isTextForm(form) ? 'text' : `encode(bytes, 'base64')`} AS piece FROM "${schema}".download_pieces
        WHERE path = $1 AND form = $2 AND seq BETWEEN $3 AND $4 ORDER BY seq`;
}
