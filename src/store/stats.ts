/**
 * What the codebook counts of a collection in one generation (Store.stats): distinct polities, the years covered, and
 * the records of each value of each field with a vocabulary. Both stores run the same GROUP BY statements over the
 * typed columns (plan/codebook.ts `statsPlan`), one collection at a time; the answer is kept per generation
 * (byte-bounded) and computed once, however many requests ask for it at the same time.
 */
import { GenerationCache } from '../cache.js';
import { statsPlan } from '../plan/codebook.js';
import type { CollectionDef } from '../registry/index.js';
import { columnName } from './schema.js';

/** One collection's counts in one generation. */
export interface CollectionStats {
  /** Distinct polity ids of its records; null where its records are about no polity. */
  readonly polities: number | null;
  /** The least first year and the greatest last year of its records; null where it has no years, or none is set. */
  readonly years: { readonly from: number; readonly to: number } | null;
  /** Per counted field: each value found (null: none) and its records, most first. */
  readonly values: Readonly<Record<string, readonly ValueCount[]>>;
}

export interface ValueCount {
  readonly value: string | null;
  readonly records: number;
}

/**
 * The statements of a collection's counts, each of one aggregate so that an index can answer it (a count of distinct
 * polity ids from the polity index, a least year from the year's index where there is one), and one GROUP BY per
 * counted field.
 */
export interface StatsSql {
  readonly polities: string | undefined;
  readonly yearFrom: string | undefined;
  readonly yearTo: string | undefined;
  readonly groups: readonly { readonly field: string; readonly sql: string }[];
}

/** The statements of `def`'s counts, its table named by `table` (schema-qualified in PostgreSQL); each answers `n`. */
export function statsSql(def: CollectionDef, table: string): StatsSql {
  const plan = statsPlan(def);
  const one = (aggregate: string, column: string | undefined): string | undefined =>
    column ? `SELECT ${aggregate}(${aggregate === 'count' ? 'DISTINCT ' : ''}${columnName(column)}) AS n FROM ${table}` : undefined;
  const groups = plan.counted.map(({ field, column }) => ({
    field, sql: `SELECT ${columnName(column)} AS value, count(*) AS n FROM ${table} GROUP BY ${columnName(column)}`,
  }));
  return { polities: one('count', plan.polity), yearFrom: one('min', plan.yearFrom), yearTo: one('max', plan.yearTo), groups };
}

/** What the statements answered (PostgreSQL hands bigints over as text). */
export interface StatsRows {
  readonly polities: number | string | null | undefined;
  readonly yearFrom: number | string | null | undefined;
  readonly yearTo: number | string | null | undefined;
  readonly groups: ReadonlyMap<string, readonly { value: unknown; n: number | string }[]>;
}

/** Runs a collection's statements through `one` (a statement's `n`) and `all` (its rows), one after another. */
export async function runStats(
  sql: StatsSql, one: (sql: string) => Promise<number | string | null> | number | string | null,
  all: (sql: string) => Promise<readonly { value: unknown; n: number | string }[]> | readonly { value: unknown; n: number | string }[],
): Promise<CollectionStats> {
  const polities = sql.polities ? await one(sql.polities) : undefined;
  const yearFrom = sql.yearFrom ? await one(sql.yearFrom) : undefined;
  const yearTo = sql.yearTo ? await one(sql.yearTo) : undefined;
  const groups = new Map<string, readonly { value: unknown; n: number | string }[]>();
  for (const g of sql.groups) groups.set(g.field, await all(g.sql));
  return statsOf({ polities, yearFrom, yearTo, groups });
}

/** The counts from what the statements answered. */
export function statsOf(rows: StatsRows): CollectionStats {
  const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
  const from = num(rows.yearFrom), to = num(rows.yearTo);
  const values: Record<string, ValueCount[]> = {};
  for (const [field, list] of rows.groups) {
    values[field] = list.map((r) => ({ value: r.value === null ? null : String(r.value), records: Number(r.n) }))
      .sort((a, b) => b.records - a.records || compareValues(a.value, b.value));
  }
  return { polities: num(rows.polities), years: from === null || to === null ? null : { from, to }, values };
}

function compareValues(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Bytes the counts of every collection of a generation may hold (a few hundred kB for the catalogue). */
const STATS_BUDGET = 4 * 1024 * 1024;

/** Counts per generation and collection, each computed once (single-flight), byte-bounded. */
export class StatsCache {
  readonly #done = new GenerationCache<CollectionStats>('codebook', STATS_BUDGET, (s) => 2 * JSON.stringify(s).length);
  readonly #running = new Map<string, Promise<CollectionStats>>();

  /** The counts of `def` in the generation `generation` (its id), computed by `compute` unless known or under way. */
  get(generation: string, def: CollectionDef, compute: () => Promise<CollectionStats>): Promise<CollectionStats> {
    const key = `${generation}\0${def.path}`;
    const done = this.#done.get(key);
    if (done) return Promise.resolve(done);
    let running = this.#running.get(key);
    if (!running) {
      running = compute().then((s) => this.#done.set(generation, key, s)).finally(() => this.#running.delete(key));
      this.#running.set(key, running);
    }
    return running;
  }
}
