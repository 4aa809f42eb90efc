/**
 * Counts as index lookups. A filtered page needs the count of its selection, and a count over an index range is a
 * walk of every matching entry (milliseconds for a filter most of a large collection matches), which on
 * the synchronous SQLite store blocks every other request. So at load time each column a single-column filter
 * compares (exact, `lt`…`gte`, `range`) gets a cumulative count table: one row per distinct value `v` with `n`
 * (rows equal to it), `upto` (rows ≤ it) and `above` (rows ≥ it). A count of `c < x`, `c <= x`, `c = x`, `c >= x`,
 * `c > x` or `c BETWEEN lo AND hi` is then one or two primary-key seeks, on both stores.
 *
 * `covers_year` (`from <= y AND to >= y`) gets two such tables built over the rows whose two columns are non-null
 * and in order (`from <= to`): among those, a row with `to < y` also has `from <= y`, so the matches number
 * `#(from <= y) - #(to < y)`. A row with `from > to` or a null side can never match, so leaving it out is exact.
 *
 * A query with more than one condition (or an `icontains`, `polity`, or a filter through another collection)
 * counts its rows as before (cached per generation and filter by the store's CountCache).
 */
import type { Condition, RowQuery } from '../plan/plan.js';
import type { CollectionDef } from '../registry/index.js';
import { columnName, sqlType } from './schema.js';
import { compileWhere, type Compiled, type Dialect } from './sql.js';

/** The cumulative count tables of a collection: single columns, and the two of `covers_year`. */
interface CountTables {
  readonly single: ReadonlySet<string>;
  /** `from` column → `to` column. */
  readonly covers: ReadonlyMap<string, string>;
}

const SINGLE_LOOKUPS = new Set(['exact', 'lt', 'lte', 'gt', 'gte', 'range']);
const known = new WeakMap<CollectionDef, CountTables>(), knownPg = new WeakMap<CollectionDef, CountTables>();

/**
 * Exact text columns are left out: a text equality selects few records and counts
 * them through its `(column, ord)` index in microseconds, while a table of long distinct texts (`long_name`) would
 * cost more than it saves, and PostgreSQL's btree entries are limited to about 2.7 kB besides.
 * Choices (`tag`) are text too, but few values: they stay on SQLite (PostgreSQL keeps every text column out).
 */
function countTables(def: CollectionDef, dialect: 'sqlite' | 'postgres'): CountTables {
  const cache = dialect === 'sqlite' ? known : knownPg;
  let t = cache.get(def);
  if (!t) {
    const single = new Set<string>(), covers = new Map<string, string>();
    // A lean collection (few records, many collections) keeps no count tables: its counts scan.
    for (const f of def.indexing === 'lean' ? [] : def.filters) {
      if (f.via) continue;
      if (f.lookup === 'covers' && f.column2) covers.set(f.column, f.column2);
      else if (SINGLE_LOOKUPS.has(f.lookup) && f.value !== 'ids' && f.value !== 'year') {
        const text = def.columns.find((c) => c.name === f.column)?.type === 'text';
        if (text && (f.value === 'text' || dialect === 'postgres')) continue;
        single.add(f.column);
      }
    }
    t = { single, covers };
    cache.set(def, t);
  }
  return t;
}

const cumTable = (def: CollectionDef, column: string): string => `${def.table}__${column}__cum`;

/**
 * The count table of one column (a row per distinct non-null value `v` with its count `n`), if the column has one:
 * a facet of the column over the whole collection, or over one comparison on the column itself, reads it.
 */
export function countTableOf(def: CollectionDef, column: string, dialect: 'sqlite' | 'postgres'): string | undefined {
  return countTables(def, dialect).single.has(column) ? cumTable(def, column) : undefined;
}
const coverTable = (def: CollectionDef, column: string): string => `${def.table}__${column}__cover`;

/**
 * DDL of a collection's count tables: `create` with the collection's table (so a collection never written still has
 * them, empty: its counts are 0 either way), `fill` once its rows are in.
 */
export function countDdl(def: CollectionDef, dialect: 'sqlite' | 'postgres', schema?: string): { create: string[]; fill: string[] } {
  const q = (name: string): string => (schema ? `"${schema}"."${name}"` : `"${name}"`);
  const typeOf = (column: string): string => sqlType(def.columns.find((c) => c.name === column)!.type, dialect);
  const create: string[] = [], fill: string[] = [];
  const table = (name: string, column: string, rowsWhere: string): void => {
    // WITHOUT ROWID: the rows are the primary-key b-tree itself, so a seek reads one b-tree (SQLite only).
    create.push(`CREATE TABLE ${q(name)} (v ${typeOf(column)} PRIMARY KEY, n BIGINT NOT NULL, upto BIGINT NOT NULL, above BIGINT NOT NULL)`
      + (dialect === 'sqlite' ? ' WITHOUT ROWID' : ''));
    const c = columnName(column);
    fill.push(`INSERT INTO ${q(name)} (v, n, upto, above) SELECT v, n, sum(n) OVER (ORDER BY v ROWS UNBOUNDED PRECEDING), `
      + `sum(n) OVER (ORDER BY v DESC ROWS UNBOUNDED PRECEDING) FROM (SELECT ${c} AS v, count(*) AS n FROM ${q(def.table)} `
      + `WHERE ${rowsWhere} GROUP BY ${c}) g`);
  };
  const t = countTables(def, dialect);
  for (const column of t.single) table(cumTable(def, column), column, `${columnName(column)} IS NOT NULL`);
  for (const [from, to] of t.covers) {
    const valid = `${columnName(from)} IS NOT NULL AND ${columnName(to)} IS NOT NULL AND ${columnName(from)} <= ${columnName(to)}`;
    table(coverTable(def, from), from, valid);
    table(coverTable(def, to), to, valid);
  }
  return { create, fill };
}

/** The count of a query's rows: from the count tables where one condition allows it, else `count(*)`. */
export function compileCount(query: RowQuery, d: Dialect): Compiled {
  if (query.where.length === 1) {
    const params: unknown[] = [];
    const bind = (v: unknown): string => {
      params.push(v);
      return d.placeholder(params.length);
    };
    const expr = lookupCount(query.def, query.where[0]!, d, bind);
    if (expr !== undefined) return { sql: `SELECT ${expr} AS n`, params };
  }
  const where = compileWhere(query, d);
  return { sql: `SELECT count(*) AS n FROM ${d.table(query.def.table)}${where.sql}`, params: where.params };
}

function lookupCount(def: CollectionDef, c: Condition, d: Dialect, bind: (v: unknown) => string): string | undefined {
  const t = countTables(def, d.name);
  // #(v op x) from the row of the nearest distinct value: `upto` looking down, `above` looking up.
  const seek = (table: string, what: 'upto' | 'above' | 'n', op: string, value: unknown): string => {
    const dir = what === 'upto' ? ' ORDER BY v DESC LIMIT 1' : what === 'above' ? ' ORDER BY v LIMIT 1' : '';
    return `coalesce((SELECT ${what} FROM ${d.table(table)} WHERE v ${op} ${bind(value)}${dir}), 0)`;
  };
  switch (c.op) {
    case 'none': return '0';
    case 'cmp': {
      if (!t.single.has(c.column)) return undefined;
      const table = cumTable(def, c.column);
      if (c.cmp === '=') return seek(table, 'n', '=', c.value);
      return c.cmp === '<' || c.cmp === '<=' ? seek(table, 'upto', c.cmp, c.value) : seek(table, 'above', c.cmp, c.value);
    }
    case 'range': {
      if (!t.single.has(c.column)) return undefined;
      if (c.lo > c.hi) return '0'; // BETWEEN an empty interval
      const table = cumTable(def, c.column);
      return `${seek(table, 'upto', '<=', c.hi)} - ${seek(table, 'upto', '<', c.lo)}`;
    }
    case 'covers': {
      if (t.covers.get(c.from) !== c.to) return undefined;
      return `${seek(coverTable(def, c.from), 'upto', '<=', c.year)} - ${seek(coverTable(def, c.to), 'upto', '<', c.year)}`;
    }
    default: return undefined;
  }
}

/**
 * For a `covers` condition: how many valid rows have `from <= year` and how many `to >= year`, the entries its two
 * indexes would read (a page chooses the smaller, or walks in record order). Undefined without count tables.
 */
export function compileCoversSides(def: CollectionDef, c: Condition, d: Dialect): Compiled | undefined {
  if (c.op !== 'covers' || countTables(def, d.name).covers.get(c.from) !== c.to) return undefined;
  const params: unknown[] = [c.year, c.year];
  return {
    sql: `SELECT coalesce((SELECT upto FROM ${d.table(coverTable(def, c.from))} WHERE v <= ${d.placeholder(1)} ORDER BY v DESC LIMIT 1), 0) AS lo, `
      + `coalesce((SELECT above FROM ${d.table(coverTable(def, c.to))} WHERE v >= ${d.placeholder(2)} ORDER BY v LIMIT 1), 0) AS hi`,
    params,
  };
}
