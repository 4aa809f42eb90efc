/**
 * Facets: the counts of each value of one field over a selection (`facet=<field>`), most frequent first, ties by
 * value ascending (nulls last), at most `limit` values, with the number of distinct values. One GROUP BY over the
 * facet's typed column (registry/facets.ts) with the WHERE the selection's rows use, in either dialect; the values
 * come back as the JSON values the records hold. Kept per generation, selection and field (FacetCache).
 */
import { GenerationCache, cacheBudgets } from '../cache.js';
import type { RowQuery } from '../plan/plan.js';
import type { FacetDef } from '../registry/index.js';
import { countTableOf } from './counts.js';
import { columnName } from './schema.js';
import type { Compiled, Dialect } from './sql.js';

/** One value of a facet and the records holding it. */
export interface FacetCount {
  readonly value: string | number | boolean | null;
  readonly count: number;
}

/** A facet's answer: its first values, and how many distinct values (null among them) the selection holds. */
export interface FacetCounts {
  readonly values: readonly FacetCount[];
  readonly distinct: number;
}

/** What the SQL of `facetSql` gives per row: the grouped value, its text (decimals), its count and the distinct count. */
export interface FacetRow {
  readonly v: unknown;
  readonly t: unknown;
  readonly n: unknown;
  readonly d: unknown;
}

/**
 * The grouped expression: the typed column, or the field read from the stored record's JSON. Under a filter, SQLite
 * reads the column as an expression (`+c`): its index would spare the GROUP BY's sort, so SQLite walks every record
 * in it and looks each up (64 ms for 17,115 references against 30 ms for a scan, and 3 ms through the filter's index).
 */
function groupedExpr(facet: FacetDef, d: Dialect, filtered: boolean): string {
  if (facet.column !== undefined) return filtered ? { sqlite: '+', postgres: '' }[d.name] + columnName(facet.column) : columnName(facet.column);
  if (!/^[a-z_][a-z0-9_]*$/.test(facet.field)) throw new Error(`facet: bad field name ${facet.field}`);
  // Text compared as bytes on both stores (SQLite's BINARY, PostgreSQL's "C", as the typed text columns are).
  const byDialect = { sqlite: `json_extract(body, '$.${facet.field}')`, postgres: `((body::json) ->> '${facet.field}') COLLATE "C"` };
  return byDialect[d.name];
}

/**
 * The facet of a query: `where` is the selection's compiled WHERE (each store's own: SQLite's dictionaries, its read
 * threads' guard). A decimal's value is read as the text of its digits too (`t`), exact beyond 2^53. A facet of a
 * column with a count table (counts.ts), over the whole collection or one comparison on that column, reads the count
 * table's rows (a row per distinct value) instead of every record.
 */
export function facetSql(query: RowQuery, facet: FacetDef, where: Compiled, d: Dialect, limit: number, total: number): Compiled {
  const text = facet.value === 'decimal' ? 'CAST(g.v AS TEXT)' : 'NULL';
  const grouped = fromCountTable(query, facet, d, total) ?? {
    sql: `SELECT ${groupedExpr(facet, d, query.where.length > 0)} AS v, count(*) AS n FROM ${d.table(query.def.table)}${where.sql} GROUP BY 1`, params: where.params,
  };
  const sql = `SELECT g.v AS v, ${text} AS t, g.n AS n, count(*) OVER () AS d FROM (${grouped.sql}) g `
    + `ORDER BY g.n DESC, g.v ASC NULLS LAST LIMIT ${Math.max(1, Math.floor(limit))}`;
  return { sql, params: grouped.params };
}

/**
 * The values and counts of a facet from its column's count table, where one answers it: the whole collection (its
 * nulls are the records, `total`, the table's counts leave out), or a comparison or range on the column itself
 * (which no null meets).
 */
function fromCountTable(query: RowQuery, facet: FacetDef, d: Dialect, total: number): Compiled | undefined {
  const table = facet.column === undefined ? undefined : countTableOf(query.def, facet.column, d.name);
  if (table === undefined || query.where.length > 1) return undefined;
  const c = query.where[0];
  const params: unknown[] = [];
  const bind = (v: unknown): string => {
    params.push(v);
    return d.placeholder(params.length);
  };
  if (c === undefined) {
    const nulls = `SELECT NULL, m.n FROM (SELECT ${bind(total)} - coalesce(sum(n), 0) AS n FROM ${d.table(table)}) m WHERE m.n > 0`;
    return { sql: `SELECT v, n FROM ${d.table(table)} UNION ALL ${nulls}`, params };
  }
  if (c.op === 'cmp' && c.column === facet.column) return { sql: `SELECT v, n FROM ${d.table(table)} WHERE v ${c.cmp} ${bind(c.value)}`, params };
  if (c.op === 'range' && c.column === facet.column) {
    return { sql: `SELECT v, n FROM ${d.table(table)} WHERE v BETWEEN ${bind(c.lo)} AND ${bind(c.hi)}`, params };
  }
  return undefined;
}

/** The rows of `facetSql` as a facet's answer (pg gives 64-bit integers as text; SQLite booleans as 0/1). */
export function facetCounts(facet: FacetDef, rows: readonly FacetRow[]): FacetCounts {
  return {
    values: rows.map((r) => ({ value: jsonValue(facet, r.v, r.t), count: Number(r.n) })),
    distinct: rows.length ? Number(rows[0]!.d) : 0,
  };
}

function jsonValue(facet: FacetDef, v: unknown, t: unknown): FacetCount['value'] {
  if (v === null || v === undefined) return null;
  switch (facet.value) {
    case 'integer': case 'number': return Number(v);
    case 'boolean': return Number(v) !== 0;
    case 'decimal': return decimalText(String(t ?? v), facet.places ?? 0);
    case 'text': return String(v);
  }
}

/** The integer of a decimal's digits (`-46415304229595`) as the decimal's text with `places` digits (`-46.415304229595`). */
export function decimalText(digits: string, places: number): string {
  const negative = digits.startsWith('-');
  const abs = (negative ? digits.slice(1) : digits).padStart(places + 1, '0');
  const text = places > 0 ? `${abs.slice(0, -places)}.${abs.slice(-places)}` : abs;
  return negative ? `-${text}` : text;
}

/** Bytes a facet's answer holds, roughly: its values' JSON and a small object each. */
function facetBytes(f: FacetCounts): number {
  let bytes = 64;
  for (const v of f.values) bytes += 48 + (typeof v.value === 'string' ? 2 * v.value.length : 8);
  return bytes;
}

/**
 * Facets per generation (`gen`: a store.ts Generation), selection (its whereKey) and field, bounded by bytes: a GenerationCache of COUNT_CACHE_MB
 * (facets are counts); a generation no longer read ages out.
 */
export class FacetCache {
  readonly #facets = new GenerationCache<FacetCounts>('facets', cacheBudgets().counts, facetBytes);
  /** Facets being read, so that concurrent requests for one wait for one read. */
  readonly #reading = new Map<string, Promise<FacetCounts>>();

  async get(gen: { readonly id: string }, query: RowQuery, facet: FacetDef, limit: number, read: () => Promise<FacetCounts>): Promise<FacetCounts> {
    const key = `${gen.id}\0${query.def.path}\0${query.whereKey}\0${facet.field}\0${limit}`;
    const known = this.#facets.get(key);
    if (known) return known;
    let reading = this.#reading.get(key);
    if (!reading) {
      reading = read().then((f) => this.#facets.set(gen.id, key, f)).finally(() => this.#reading.delete(key));
      this.#reading.set(key, reading);
    }
    return reading;
  }
}
