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

/** The statements of a collection's counts: its aggregates (if any), then one GROUP BY per counted field. */
export interface StatsSql {
  readonly aggregate: string | undefined;
  readonly groups: readonly { readonly field: string; readonly sql: string }[];
}

/** The statements of `def`'s counts, its table named by `table` (schema-qualified in PostgreSQL). */
export function statsSql(def: CollectionDef, table: string): StatsSql {
  const plan = statsPlan(def);
  const parts = [
    plan.polity ? `count(DISTINCT ${columnName(plan.polity)}) AS polities` : 'NULL AS polities',
    plan.yearFrom ? `min(${columnName(plan.yearFrom)}) AS year_from` : 'NULL AS year_from',
    plan.yearTo ? `max(${columnName(plan.yearTo)}) AS year_to` : 'NULL AS year_to',
  ];
  const aggregate = plan.polity || plan.yearFrom || plan.yearTo ? `SELECT ${parts.join(', ')} FROM ${table}` : undefined;
  const groups = plan.counted.map(({ field, column }) => ({
    field, sql: `SELECT ${columnName(column)} AS value, count(*) AS n FROM ${table} GROUP BY ${columnName(column)}`,
  }));
  return { aggregate, groups };
}

/** A row of the aggregate statement (PostgreSQL hands bigints over as text). */
export interface AggregateRow {
  readonly polities: number | string | null;
  readonly year_from: number | string | null;
  readonly year_to: number | string | null;
}

/** The counts from the rows of `statsSql`'s statements. */
export function statsOf(aggregate: AggregateRow | undefined, groups: ReadonlyMap<string, readonly { value: unknown; n: number | string }[]>): CollectionStats {
  const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
  const from = num(aggregate?.year_from), to = num(aggregate?.year_to);
  const values: Record<string, ValueCount[]> = {};
  for (const [field, rows] of groups) {
    values[field] = rows.map((r) => ({ value: r.value === null ? null : String(r.value), records: Number(r.n) }))
      .sort((a, b) => b.records - a.records || compareValues(a.value, b.value));
  }
  return { polities: num(aggregate?.polities), years: from === null || to === null ? null : { from, to }, values };
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
