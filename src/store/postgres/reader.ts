/**
 * Reading pages, counts and records from PostgreSQL, through the read pool: the SQL comes from planner.ts, counts and
 * anchors are kept per generation and filter (store/store.ts).
 */
import type pg from 'pg';
import type { CollectionDef, FacetDef } from '../../registry/index.js';
import { FacetCache, facetCounts, facetSql, type FacetCounts, type FacetRow } from '../facets.js';
import { compileWhere } from '../sql.js';
import type { ReadResult, RowQuery } from '../../plan/plan.js';
import {
  AnchorCache, answerPage, CountCache, fromAnchor, isPlain, joinRecords, lookupKey, type Generation, type PageQuery, type PageRows, type PageShape,
} from '../store.js';
import { classify } from './errors.js';
import { isReleaseGeneration, schemaOf } from './handle.js';
import { anchorsSql, countSql, DEEP_OFFSET, dialect, explainPageSql, filteredSql, pageSql, rangeSql, recordSql, type FilteredSql } from './planner.js';

/** Statement names the reader remembers: a few loads' worth of collections. */
const MAX_NAMES = 512;

export class PgReader {
  readonly #read: pg.Pool;
  readonly #counts = new CountCache();
  readonly #anchors = new AnchorCache();
  readonly #facets = new FacetCache();
  /** Anchors being made, so that concurrent deep pages of one filter wait for one read of its matches. */
  readonly #anchorBuilds = new Map<string, Promise<Int32Array>>();
  /**
   * Statement names per schema and collection, so each connection prepares each query once. Only the generations
   * loads make get names, a few per load: a release's reads are planned each time (#name), so neither this map nor
   * a connection's prepared statements grow with the number of releases read. Names come from a counter, never
   * reused, so the map may be emptied when it grows (a long-lived process, many loads).
   */
  readonly #names = new Map<string, string>();
  #nextName = 0;

  constructor(read: pg.Pool) {
    this.#read = read;
  }

  /** The anchors of a filter (store/store.ts), made once however many deep pages ask for them at once. */
  #buildAnchors(gen: Generation, query: RowQuery, sql: FilteredSql): Promise<Int32Array> {
    const key = `${gen.id}\0${query.def.path}\0${query.whereKey}`;
    let build = this.#anchorBuilds.get(key);
    if (!build) {
      build = this.#read.query<{ ord: number }>(anchorsSql(sql), sql.params).catch(classify)
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
      const sql = rangeSql(schema, def);
      return answerPage(gen, query, shape, this.#counts, () => 0, async (w) => {
        const res = await this.#read.query<{ body: string }>({ name: this.#name('r', gen, def), text: sql, values: [w.offset + 1, w.offset + w.limit] }).catch(classify);
        return shaped(res);
      });
    }
    const filtered = filteredSql(schema, query);
    return answerPage(gen, query, shape, this.#counts,
      async () => {
        const count = countSql(schema, query);
        return Number((await this.#read.query<{ n: string }>(count.sql, count.params).catch(classify)).rows[0]!.n);
      },
      async (w) => {
        const anchored = query.order.length === 0 && w.offset >= DEEP_OFFSET
          ? fromAnchor(this.#anchors.get(gen, query) ?? await this.#buildAnchors(gen, query, filtered), w.offset)
          : undefined;
        const page = pageSql(query, filtered, w, anchored);
        return shaped(await this.#read.query<{ body: string }>(page.sql, page.params).catch(classify));
      });
  }

  /** A facet of a query's rows (store/facets.ts), once per generation, selection and field; bounded by the statement timeout. */
  facet(gen: Generation, query: RowQuery, facet: FacetDef, limit: number): Promise<FacetCounts> {
    return this.#facets.get(gen, query, facet, limit, async () => {
      const d = dialect(schemaOf(gen));
      const sql = facetSql(query, facet, compileWhere(query, d), d, limit, gen.counts[query.def.path] ?? 0);
      return facetCounts(facet, (await this.#read.query<FacetRow>(sql.sql, sql.params).catch(classify)).rows);
    });
  }

  async record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined> {
    const key = lookupKey(def, id);
    if (key === undefined) return undefined;
    const schema = schemaOf(gen);
    const res = await this.#read.query<{ body: string }>({ name: this.#name('o', gen, def), text: recordSql(schema, def), values: [key] }).catch(classify);
    return res.rows[0]?.body;
  }

  /**
   * The plans PostgreSQL chooses for a filtered read's count and page, with sequential scans disabled: the demo's
   * tables are small enough that it would rightly scan them, so this shows which index it has for the filter.
   */
  async explain(gen: Generation, query: PageQuery): Promise<{ count: string[]; page: string[] }> {
    const schema = schemaOf(gen);
    const filtered = filteredSql(schema, query);
    const client = await this.#read.connect().catch(classify);
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string, params: unknown[]): Promise<string[]> =>
        (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).rows.map((r) => r['QUERY PLAN']);
      const count = countSql(schema, query);
      const countPlan = await plan(count.sql, count.params);
      return { count: countPlan, page: await plan(explainPageSql(query, filtered), filtered.params) };
    } finally {
      await client.query('ROLLBACK').catch(() => undefined);
      client.release();
    }
  }

  #name(kind: 'r' | 'o', gen: Generation, def: CollectionDef): string | undefined {
    if (isReleaseGeneration(gen)) return undefined; // unnamed: parsed and planned per query (a PK or range lookup)
    const schema = schemaOf(gen);
    const key = `${kind}\0${schema}\0${def.table}`;
    let name = this.#names.get(key);
    if (!name) {
      if (this.#names.size >= MAX_NAMES) this.#names.clear();
      this.#names.set(key, (name = `${kind}${this.#nextName++}_${schema}`.slice(0, 60)));
    }
    return name;
  }
}
