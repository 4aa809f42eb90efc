/**
 * The SQL compiler of read plans: conditions and orderings over the registry's typed columns, one dialect object
 * per store. Every value is a bound parameter; names come from the registry, never from a request.
 */
import type { Condition, Order, RowQuery } from '../plan/plan.js';
import { columnName } from './schema.js';

export interface Dialect {
  readonly name: 'sqlite' | 'postgres';
  /** The placeholder of the parameter just pushed (1-based count). */
  placeholder(n: number): string;
  /** `column` contains `value` (both upper-folded), case-sensitively and with no wildcard in `value`. */
  contains(column: string, value: string, bind: (v: unknown) => string): string;
  /** `column` is one of `values`. */
  oneOf(column: string, values: readonly number[], bind: (v: unknown) => string): string;
  /**
   * Every one of `terms` matches at least one of `columns` (full-text, as Django's `search` lookup: SQLite's FTS5
   * table of `table`, PostgreSQL's to_tsvector). Columns are the registry's names (columnName() makes them SQL).
   */
  search(table: string, columns: readonly string[], terms: readonly string[], bind: (v: unknown) => string): string;
  /** A table of this generation. */
  table(table: string): string;
  /**
   * A condition true for every row, evaluated per row a read visits, that fails the statement once its time is up
   * (SQLite's read threads: store/sqlite/read-thread.ts). Where it stands, a read can be interrupted.
   */
  readonly guard?: string;
}

export interface Compiled {
  readonly sql: string;
  readonly params: unknown[];
}

/** `WHERE …` (or '') and its parameters. */
export function compileWhere(query: Pick<RowQuery, 'where'>, dialect: Dialect): Compiled {
  const params: unknown[] = [];
  const bind = (v: unknown): string => {
    params.push(v);
    return dialect.placeholder(params.length);
  };
  const parts = query.where.map((c) => condition(c, dialect, bind));
  if (dialect.guard) parts.unshift(dialect.guard);
  return { sql: parts.length ? ` WHERE ${parts.join(' AND ')}` : '', params };
}

function condition(c: Condition, d: Dialect, bind: (v: unknown) => string): string {
  switch (c.op) {
    case 'cmp': return `${columnName(c.column)} ${c.cmp} ${bind(c.value)}`;
    case 'range': return `${columnName(c.column)} BETWEEN ${bind(c.lo)} AND ${bind(c.hi)}`;
    case 'contains': return d.contains(columnName(c.column), c.value, bind);
    case 'in': return d.oneOf(columnName(c.column), c.values, bind);
    case 'covers': return `${columnName(c.from)} <= ${bind(c.year)} AND ${columnName(c.to)} >= ${bind(c.year)}`;
    case 'none': return '1 = 0';
    case 'or': return `(${c.conditions.map((x) => condition(x, d, bind)).join(' OR ')})`;
    case 'search': return d.search(c.table, c.columns, c.terms, bind);
    case 'via': return `${columnName(c.column)} IN (SELECT lookup FROM ${d.table(c.table)} WHERE ${d.guard ? `${d.guard} AND ` : ''}${condition(c.condition, d, bind)})`;
  }
}

/**
 * `ORDER BY …`: the requested terms, then the record order as the tie-break. Nulls sort as PostgreSQL sorts them
 * (the original's database): last when ascending, first when descending, on both stores.
 */
export function compileOrder(order: readonly Order[]): string {
  const terms: string[] = [];
  for (const o of order) {
    if (o.column === 'id') {
      terms.push(o.descending ? 'ord DESC' : 'ord');
      return ` ORDER BY ${terms.join(', ')}`; // the id is unique: later terms cannot matter
    }
    terms.push(`${columnName(o.column)}${o.descending ? ' DESC NULLS FIRST' : ' NULLS LAST'}`);
  }
  terms.push('ord');
  return ` ORDER BY ${terms.join(', ')}`;
}

/** Python-side escaping for LIKE patterns (`\` is PostgreSQL's default escape character). */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => '\\' + ch);
}
