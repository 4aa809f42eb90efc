/**
 * `/api/values/` over the demo (every served coded variable, every value shape the demo generates: composites with
 * booleans, lists of polities, foreign keys), on every store, against the collections' own list pages: the long
 * table of one polity, or of one year, is every coded collection's list with that filter, in registry order, each
 * record cut to the contract's row. Polities and years are seeded (ORACLE_SEED).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';
import { CODED_PATHS, get, getJson, int, rng, variable, type Rec } from './oracle-data.js';

const SEED = Number(process.env.ORACLE_SEED ?? 2025);

/** A list record as the long table's row (the variable's title masked: oracle-values checks it). */
function row(path: string, rec: Rec): Rec {
  const v = variable(path);
  const p = rec.polity as Rec;
  return {
    variable: { path, title: '<title>', section: v.section, subsection: v.subsection },
    id: rec.id, polity: { id: p.id, name: p.name, long_name: p.long_name },
    year_from: rec.year_from, year_to: rec.year_to, tag: rec.tag, is_disputed: rec.is_disputed, is_uncertain: rec.is_uncertain,
    value: Object.fromEntries(v.valueFields.map((f) => [f, rec[f]])), comment: rec.comment, description: rec.description,
  };
}

const masked = (r: Rec): Rec => ({ ...r, variable: { ...(r.variable as Rec), title: '<title>' } });

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: /api/values/ over the demo equals the coded collections' list pages (seed ${SEED})`, () => {
    let demo: DemoApp;
    before(async () => {
      demo = await demoApp(kind);
    });
    after(async () => {
      await demo?.close();
    });
    const json = (url: string): Promise<Rec> => getJson(demo.app, url);
    /** Every record of every coded collection's list with `filter`, as long-table rows, in registry order. */
    const fromLists = async (filter: string): Promise<Rec[]> => {
      const out: Rec[] = [];
      for (const path of CODED_PATHS) {
        let url: string | null = `/api/${path}/?${filter}&page_size=100`;
        while (url) {
          const page = await json(url.replace(/^https?:\/\/[^/]+/, ''));
          for (const rec of page.results as Rec[]) out.push(row(path, rec));
          url = page.next as string | null;
        }
      }
      return out;
    };
    /** Every row of the long table with `filter`, through its JSON pages. */
    const fromValues = async (filter: string): Promise<{ count: number; rows: Rec[] }> => {
      let url: string | null = `/api/values/?${filter}&page_size=1000`;
      const rows: Rec[] = [];
      let count = -1;
      while (url) {
        const page = await json(url.replace(/^https?:\/\/[^/]+/, ''));
        count = page.count as number;
        rows.push(...(page.results as Rec[]).map(masked));
        url = page.next as string | null;
      }
      return { count, rows };
    };

    it('everything about one polity: the long table is every coded list filtered by that polity', async () => {
      const polities = (await json('/api/core/polities/?page_size=100')).results as Rec[];
      const r = rng(SEED + 4);
      let rows = 0;
      for (let n = 0; n < 2; n++) {
        const id = polities[int(r, 0, polities.length - 1)]!.id as number;
        const want = await fromLists(`polity=${id}`);
        const got = await fromValues(`polity=${id}`);
        assert.equal(got.count, want.length, `polity=${id}`);
        assert.deepEqual(got.rows, want, `polity=${id}`);
        rows += want.length;
      }
      assert.ok(rows > 0, 'the polities chosen have records');
    });

    it('everything in force in one year: the long table is every coded list filtered by covers_year', async () => {
      const y = int(rng(SEED + 5), -1500, 1500);
      const want = await fromLists(`covers_year=${y}`);
      const got = await fromValues(`covers_year=${y}`);
      assert.ok(want.length > 0, `records in force in ${y}`);
      assert.equal(got.count, want.length);
      assert.deepEqual(got.rows, want);
    });
  });
}
