/**
 * `/api/panel/` over the demo, on every store, against the collections' own list pages: each cell is the list of that
 * variable filtered by the row's polity and `covers_year` = the row's year, in id order. Variables of every value
 * shape the demo generates (composites with booleans and lists of polities, foreign keys, from/to pairs, strings,
 * single choices); polities that have records of them; years sampled across each polity's own. JSON pages and NDJSON.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';
import { get, getJson, int, rng, variable, type Rec } from './oracle-data.js';

const SEED = Number(process.env.ORACLE_SEED ?? 2025);
const VARS = ['sc/tokens', 'sc/polity-populations', 'general/polity-alternative-names', 'general/polity-suprapolities',
  'crisisdb/crisis-consequences', 'ec/luxury-food', 'rt/official-religions'];

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: /api/panel/ over the demo equals the lists filtered by polity and covers_year (seed ${SEED})`, () => {
    let demo: DemoApp;
    before(async () => {
      demo = await demoApp(kind);
    });
    after(async () => {
      await demo?.close();
    });
    const json = (url: string): Promise<Rec> => getJson(demo.app, url);
    /** The cell of `path` for polity `id` in year `y`, from the list (id order, the lists' order). */
    const cell = async (path: string, id: number, y: number): Promise<Rec> => {
      const recs = (await json(`/api/${path}/?polity=${id}&covers_year=${y}&page_size=100`)).results as Rec[];
      const v = variable(path);
      return {
        values: recs.map((rec) => Object.fromEntries(v.valueFields.map((f) => [f, rec[f]]))),
        tags: recs.map((rec) => rec.tag), records: recs.length,
      };
    };

    it('polities with records of every shape: each row\'s cells are the lists filtered by its polity and year', async () => {
      const r = rng(SEED + 6);
      const polities: Rec[] = [];
      for (const path of VARS.slice(1, 6)) {
        const recs = (await json(`/api/${path}/?page_size=100`)).results as Rec[];
        polities.push(recs[int(r, 0, recs.length - 1)]!.polity as Rec);
      }
      let filled = 0;
      for (const p of polities) {
        const [start, end] = [p.start_year as number, p.end_year as number];
        const step = Math.max(1, Math.ceil((end - start + 1) / 6));
        const from = start - int(r, 0, step);
        const q = `variables=${VARS.join(',')}&from=${from}&to=${end + step}&step=${step}&polity=${p.id}`;
        const want: Rec[] = [];
        for (let y = from; y <= end + step; y += step) {
          if (y < start || y > end) continue;
          const cells: Rec = {};
          for (const path of VARS) cells[path] = await cell(path, p.id as number, y);
          want.push({ polity: { id: p.id, name: p.name, long_name: p.long_name }, year: y, cells });
        }
        const body = await json(`/api/panel/?${q}&page_size=1000`);
        assert.equal(body.count, want.length, q);
        assert.deepEqual(body.results, want, q);
        const nd = await get(demo.app, `/api/panel/?${q}&format=ndjson`);
        assert.deepEqual(nd.body.split('\n').filter(Boolean).map((l) => JSON.parse(l)), want, `${q} (NDJSON)`);
        filled += want.filter((row) => Object.values(row.cells as Rec).some((c) => (c as Rec).records)).length;
      }
      assert.ok(filled > 0, 'some cells hold records');
    });
  });
}
