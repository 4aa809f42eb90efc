/**
 * The panel `/api/panel/` (docs/research.md, "Panel"), on every store: its parameters and their 400s, its columns,
 * pages, CSV and NDJSON, over a small hand-made databank whose expected grid is written here from the contract: rows
 * per polity and sampled year within its own years, a cell every record in force that year by the covers_year rule
 * (a record's years, each side falling back to its polity's), in id order, several joined with `|`.
 */
import assert from 'node:assert/strict';
import type { FastifyReply } from 'fastify';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { loadDatabank } from '../../src/load/loader.js';
import { PanelGrids } from '../../src/http/panel-routes.js';
import { parsePanelPlan } from '../../src/plan/panel.js';
import { buildPanel, PanelTooLargeError } from '../../src/store/panel.js';
import type { Generation, Store } from '../../src/store/store.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { writeDump } from '../helpers/dumps.js';
import { byPath, registry } from '../helpers/registry.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL, tempDir, type StoreKind, type TestStore } from '../helpers/stores.js';

const HOST = 'localhost:80';
const BASE = `http://${HOST}/api/panel/`;

const P1 = { id: 1, name: 'it_rome_1', long_name: 'Roman Republic I', start_year: -509, end_year: -300 };
const P2 = { id: 2, name: 'it_etruria', long_name: 'Etruscan League', start_year: -700, end_year: -264 };
/** A polity the panel chooses none of whose years it samples (`from`…`to` -700…-300). */
const P3 = { id: 3, name: 'xx_late', long_name: 'Late polity', start_year: 1500, end_year: 1600 };
/** A comma and a quote in its long name (CSV quoting), its years beyond the samples of most tests. */
const P4 = { id: 4, name: 'it_rome_city', long_name: 'Rome, "the City"', start_year: -100, end_year: 100 };

type Rec = Record<string, unknown>;
/** The constant `name` every record of a variable carries (fixture data, as a dump has it). */
const nameOf = (path: string): string => byPath(path)!.fields.find((f) => f.name === 'name')!.constant!;

function coded(path: string, id: number, polity: Rec, years: [number | null, number | null], tag: string, value: Rec, disputed = false): Rec {
  return {
    id, polity, year_from: years[0], year_to: years[1], tag, is_disputed: disputed, is_uncertain: false, name: nameOf(path),
    ...value, comment: null, description: null,
  };
}

const TOKENS = 'sc/tokens', POPULATIONS = 'sc/polity-populations', SUPRA = 'general/polity-suprapolities';
const pop = (from: number, to: number): Rec => ({ polity_population_from: from, polity_population_to: to });

function records(): Record<string, Rec[]> {
  return {
    'core/polities': [P1, P2, P3, P4],
    [TOKENS]: [
      coded(TOKENS, 1, P1, [null, null], 'TRS', { token: 'present' }),
      // Disputed, overlapping record 1 in -400: both are shown, in id order.
      coded(TOKENS, 2, P1, [-450, -350], 'SSP', { token: 'absent' }, true),
      coded(TOKENS, 3, P4, [null, null], 'TRS', { token: 'uncoded' }),
      coded(TOKENS, 5, P3, [null, null], 'TRS', { token: 'present' }),
      coded(TOKENS, 7, P2, [-700, -600], 'IFR', { token: 'present' }),
    ],
    [POPULATIONS]: [
      coded(POPULATIONS, 10, P1, [-500, -400], 'TRS', pop(1000, 2000)),
      coded(POPULATIONS, 11, P1, [-400, null], 'SSP', pop(3000, 4000)),
    ],
    [SUPRA]: [
      coded(SUPRA, 20, P2, [null, -500], 'TRS', { supra_polity_relations: 'vassalage', other_polity: P1 }),
    ],
  };
}

const VARS = `variables=${TOKENS},${POPULATIONS}&variables=${SUPRA}`;
const HEADER = 'polity.id,polity.name,polity.long_name,year,'
  + 'sc/tokens,sc/tokens.tag,sc/tokens.records,'
  + 'sc/polity-populations.polity_population_from,sc/polity-populations.polity_population_to,sc/polity-populations.tag,sc/polity-populations.records,'
  + 'general/polity-suprapolities.supra_polity_relations,general/polity-suprapolities.other_polity,general/polity-suprapolities.tag,general/polity-suprapolities.records';
/** -700…-300 every 100 years: P1 (-509…-300) has -500, -400, -300; P2 (-700…-264) all five; P3 none; P4 none. */
const CSV_ROWS = [
  '1,it_rome_1,Roman Republic I,-500,present,TRS,1,1000,2000,TRS,1,,,,0',
  '1,it_rome_1,Roman Republic I,-400,present|absent,TRS|SSP,2,1000|3000,2000|4000,TRS|SSP,2,,,,0',
  '1,it_rome_1,Roman Republic I,-300,present,TRS,1,3000,4000,SSP,1,,,,0',
  '2,it_etruria,Etruscan League,-700,present,IFR,1,,,,0,vassalage,1,TRS,1',
  '2,it_etruria,Etruscan League,-600,present,IFR,1,,,,0,vassalage,1,TRS,1',
  '2,it_etruria,Etruscan League,-500,,,0,,,,0,vassalage,1,TRS,1',
  '2,it_etruria,Etruscan League,-400,,,0,,,,0,,,,0',
  '2,it_etruria,Etruscan League,-300,,,0,,,,0,,,,0',
];

interface Row { polity: Rec; year: number; cells: Record<string, { values: Rec[]; tags: string[]; records: number }> }
interface Page { count: number; next: string | null; previous: string | null; results: Row[] }

for (const kind of STORES) panelOf(kind);
if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

function panelOf(kind: StoreKind): void {
  describe(`${kind.name}: the panel`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    let dir: string;
    before(async () => {
      handle = await kind.open();
      dir = writeDump(tempDir('databank-panel-'), records());
      await loadDatabank(handle.store, dumpSource(registry, dir));
      app = buildApp({ config: loadConfig({ logRequests: 'false' }, {}), store: handle.store });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await handle.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const get = (query: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      app.inject({ method, url: `/api/panel/?${query}`, headers: { host: HOST, ...headers } });
    const json = async (query: string): Promise<Page> => {
      const res = await get(query);
      assert.equal(res.statusCode, 200, res.body);
      return JSON.parse(res.body) as Page;
    };

    it('CSV: the columns in order, a from/to pair as two columns, overlapping records joined in id order', async () => {
      const res = await get(`${VARS}&from=-700&to=-300&format=csv`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(res.headers['content-disposition'], 'attachment; filename="panel.csv"');
      assert.equal(res.body, [HEADER, ...CSV_ROWS].map((l) => l + '\r\n').join(''));
    });

    it('JSON: a row per polity and year, every record in force in its cell with its tag, none hidden', async () => {
      const page = await json(`${VARS}&from=-700&to=-300`);
      assert.equal(page.count, 8);
      const row = page.results[1]!;
      assert.deepEqual(row.polity, { id: 1, name: 'it_rome_1', long_name: 'Roman Republic I' });
      assert.equal(row.year, -400);
      assert.deepEqual(Object.keys(row.cells), [TOKENS, POPULATIONS, SUPRA]);
      assert.deepEqual(row.cells[TOKENS], { values: [{ token: 'present' }, { token: 'absent' }], tags: ['TRS', 'SSP'], records: 2 });
      assert.deepEqual(row.cells[POPULATIONS], { values: [pop(1000, 2000), pop(3000, 4000)], tags: ['TRS', 'SSP'], records: 2 });
      assert.deepEqual(row.cells[SUPRA], { values: [], tags: [], records: 0 });
      // A polity-summary value is the summary itself in JSON.
      assert.deepEqual(page.results[3]!.cells[SUPRA]!.values, [{ supra_polity_relations: 'vassalage', other_polity: P1 }]);
      assert.deepEqual(page.results.map((r) => [r.polity.id, r.year]), [[1, -500], [1, -400], [1, -300], [2, -700], [2, -600], [2, -500], [2, -400], [2, -300]]);
    });

    it('a polity none of whose years is sampled has no rows', async () => {
      const page = await json(`variables=${TOKENS}&from=-700&to=-300&polity=3`);
      assert.deepEqual(page, { count: 0, next: null, previous: null, results: [] });
      assert.equal((await json(`variables=${TOKENS}&from=1500&to=1600&polity=3`)).count, 2);
    });

    it('chooses polities by the polities\' own filters; a display value with a comma and a quote is quoted', async () => {
      assert.deepEqual((await json(`variables=${TOKENS}&from=-700&to=-300&polity=2`)).results.map((r) => r.year), [-700, -600, -500, -400, -300]);
      const byName = await json(`variables=${TOKENS}&from=-1000&to=1000&step=100&name__icontains=CITY`);
      assert.deepEqual(byName.results.map((r) => [r.polity.id, r.year]), [[4, -100], [4, 0], [4, 100]]);
      const csv = await get(`variables=${TOKENS}&from=0&to=0&polity=4,1&format=csv`);
      assert.equal(csv.body, 'polity.id,polity.name,polity.long_name,year,sc/tokens,sc/tokens.tag,sc/tokens.records\r\n'
        + '4,it_rome_city,"Rome, ""the City""",0,uncoded,TRS,1\r\n');
    });

    it('section and subsection add their coded variables; a variable named twice is one column', async () => {
      const page = await json(`variables=${SUPRA},${SUPRA}&subsection=Social%20Scale&from=-500&to=-500&polity=1`);
      const keys = Object.keys(page.results[0]!.cells);
      assert.equal(keys[0], SUPRA);
      assert.ok(keys.includes(POPULATIONS) && !keys.includes(TOKENS), keys.join());
      assert.equal(new Set(keys).size, keys.length);
      const section = await json(`section=Social%20Complexity&from=-500&to=-500&polity=1`);
      const all = Object.keys(section.results[0]!.cells);
      assert.ok(all.includes(TOKENS) && all.includes(POPULATIONS) && !all.includes(SUPRA));
      assert.deepEqual(section.results[0]!.cells[TOKENS], { values: [{ token: 'present' }], tags: ['TRS'], records: 1 });
    });

    it('pages: page_size, next and previous links, `Invalid page.` past the end', async () => {
      const q = `${VARS}&from=-700&to=-300&page_size=3`;
      const first = await json(q);
      assert.equal(first.count, 8);
      assert.equal(first.previous, null);
      assert.equal(first.next, `${BASE}?from=-700&page=2&page_size=3&to=-300&variables=${encodeURIComponent(`${TOKENS},${POPULATIONS}`)}&variables=${encodeURIComponent(SUPRA)}`);
      const last = await json(`${q}&page=last`);
      assert.equal(last.results.length, 2);
      assert.equal(last.next, null);
      const pages = [first, await json(`${q}&page=2`), last].flatMap((p) => p.results);
      assert.deepEqual(pages, (await json(`${VARS}&from=-700&to=-300`)).results);
      const past = await get(`${q}&page=4`);
      assert.equal(past.statusCode, 404);
      assert.deepEqual(JSON.parse(past.body), { detail: 'Invalid page.' });
    });

    it('NDJSON: the JSON rows, one a line, and a cached answer equal to a fresh one', async () => {
      const q = `${VARS}&from=-700&to=-300`;
      const nd = await get(`${q}&format=ndjson`);
      assert.equal(nd.headers['content-type'], 'application/x-ndjson');
      assert.equal(nd.headers['content-disposition'], 'attachment; filename="panel.ndjson"');
      const lines = nd.body.split('\n');
      assert.equal(lines.pop(), '');
      assert.deepEqual(lines.map((l) => JSON.parse(l) as Row), (await json(q)).results);
      // Again (the grid cached), and from an app of its own (nothing cached): the same bytes.
      assert.equal((await get(`${q}&format=ndjson`)).body, nd.body);
      const fresh = buildApp({ config: loadConfig({ logRequests: 'false' }, {}), store: handle.store });
      await fresh.ready();
      try {
        const again = await fresh.inject({ url: `/api/panel/?${q}&format=ndjson`, headers: { host: HOST } });
        assert.equal(again.body, nd.body);
        const csv = await fresh.inject({ url: `/api/panel/?${q}`, headers: { host: HOST, accept: 'text/csv' } });
        assert.equal(csv.body, (await get(`${q}&format=csv`)).body);
      } finally {
        await fresh.close();
      }
    });

    it('a parameter the panel does not read changes nothing in the body', async () => {
      const q = `${VARS}&from=-700&to=-300`;
      assert.equal((await get(`${q}&_=123`)).body.replace('&_=123', ''), (await get(q)).body.replace('&_=123', ''));
      assert.equal((await get(`${q}&_=123&format=csv`)).body, (await get(`${q}&format=csv`)).body);
    });

    it('a write is 405 with Allow; the path without its slash redirects, query kept', async () => {
      const post = await app.inject({ method: 'POST', url: '/api/panel/', headers: { host: HOST } });
      assert.equal(post.statusCode, 405);
      assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
      assert.deepEqual(JSON.parse(post.body), { detail: 'Method "POST" not allowed.' });
      const bare = await app.inject({ url: `/api/panel?${VARS}`, headers: { host: HOST } });
      assert.equal(bare.statusCode, 301);
      assert.equal(bare.headers.location, `/api/panel/?${VARS}`);
    });

    it('CSV downloads revalidate (ETag, 304) and answer HEAD without a body', async () => {
      const q = `${VARS}&from=-700&to=-300&format=csv`;
      const first = await get(q);
      const etag = first.headers.etag as string;
      assert.ok(etag);
      assert.equal((await get(q, { 'if-none-match': etag })).statusCode, 304);
      const head = await get(q, {}, 'HEAD');
      assert.equal(head.statusCode, 200);
      assert.equal(head.body, '');
      assert.equal(head.headers['content-type'], 'text/csv; charset=utf-8');
    });

    it('400s in django-filter\'s shape, every invalid parameter at once', async () => {
      const bad = async (query: string): Promise<unknown> => {
        const res = await get(query);
        assert.equal(res.statusCode, 400, `${query}: ${res.body}`);
        return JSON.parse(res.body);
      };
      assert.deepEqual(await bad(''), { variables: ['This field is required.'], from: ['This field is required.'], to: ['This field is required.'] });
      assert.deepEqual(await bad(`variables=sc/nothing,${TOKENS}&from=1&to=2`), { variables: ['Select a valid choice. sc/nothing is not one of the available choices.'] });
      // A collection that is no coded variable is no choice either.
      assert.deepEqual(await bad('variables=core/polities&from=1&to=2'), { variables: ['Select a valid choice. core/polities is not one of the available choices.'] });
      assert.deepEqual(await bad('section=Nowhere&from=1&to=2'), { section: ['Select a valid choice. Nowhere is not one of the available choices.'] });
      assert.deepEqual(await bad('subsection=Nowhere&from=1&to=2'), { subsection: ['Select a valid choice. Nowhere is not one of the available choices.'] });
      assert.deepEqual(await bad(`${VARS}&from=x&to=2&step=0`), { from: ['Enter a whole number.'], step: ['Ensure this value is greater than or equal to 1.'] });
      assert.deepEqual(await bad(`${VARS}&from=5&to=2`), { to: ['Ensure this value is greater than or equal to 5.'] });
      assert.deepEqual(await bad(`${VARS}&from=1&to=2&polity=x`), { polity: ['Enter a whole number.'] });
      const many = await bad(`${VARS}&from=0&to=10000&step=1`) as { step: string[] };
      assert.match(many.step[0]!, /at most 10000 years .*10001/);
      // 10,000 years is allowed.
      assert.equal((await get(`${VARS}&from=1&to=10000&step=1&page_size=1`)).statusCode, 200);
    });
  });
}

describe('the panel over the demo databank', () => {
  let demo: DemoApp;
  before(async () => {
    demo = await demoApp(STORES[0]!, { logRequests: 'false' });
  });
  after(() => demo.close());

  it('a panel past the cell limit is a 400 saying how to narrow it, before any variable is read', async () => {
    const sections = [...new Set(registry.collections.filter((d) => d.kind === 'coded').map((d) => d.section))];
    const query = sections.map((s) => `section=${encodeURIComponent(s!)}`).join('&');
    const res = await demo.app.inject({ url: `/api/panel/?${query}&from=-3000&to=1900&step=1&format=csv`, headers: { host: HOST } });
    assert.equal(res.statusCode, 400, res.body.slice(0, 200));
    const { detail } = JSON.parse(res.body) as { detail: string };
    assert.match(detail, /^The panel would have \d+ cells \(\d+ rows × \d+ variables\), more than 2000000: choose fewer variables/);
  });

  it('every row of a section\'s panel lies within its polity\'s years', async () => {
    const res = await demo.app.inject({ url: '/api/panel/?section=Social%20Complexity&from=-3000&to=1900&format=ndjson', headers: { host: HOST } });
    assert.equal(res.statusCode, 200);
    const polities = new Map<number, { start_year: number; end_year: number }>();
    const list = await demo.app.inject({ url: '/api/core/polities/?format=ndjson', headers: { host: HOST } });
    for (const line of list.body.trim().split('\n')) {
      const p = JSON.parse(line) as { id: number; start_year: number; end_year: number };
      polities.set(p.id, p);
    }
    const rows = res.body.trim().split('\n').map((l) => JSON.parse(l) as Row);
    assert.ok(rows.length > 100);
    for (const row of rows) {
      const p = polities.get(row.polity.id as number)!;
      assert.ok(p.start_year <= row.year && row.year <= p.end_year && (row.year + 3000) % 100 === 0, JSON.stringify(row.polity));
      for (const cell of Object.values(row.cells)) assert.equal(cell.values.length, cell.records);
    }
  });
});

/**
 * The grid over a store that holds what a load refuses today (a polity without years: the contract gives it no rows),
 * read through `scan` alone as the grid reads any store.
 */
describe('the panel\'s grid over records as any store hands them', () => {
  const undated = { id: 9, name: 'xx_undated', long_name: 'Undated', start_year: null, end_year: 100 };
  const bodies: Record<string, Rec[]> = {
    'core/polities': [P1, undated],
    [TOKENS]: [coded(TOKENS, 1, P1, [null, null], 'TRS', { token: 'present' }), coded(TOKENS, 2, undated, [-500, 100], 'TRS', { token: 'absent' })],
  };
  const store = {
    registry,
    async *scan(_gen: Generation, query: { def: { path: string } }) {
      yield (bodies[query.def.path] ?? []).map((r) => JSON.stringify(r));
    },
  } as unknown as Store;
  const gen = { id: 'g', loadedAt: '', counts: {}, demo: false } as Generation;
  const plan = parsePanelPlan(registry, [['variables', TOKENS], ['from', '-500'], ['to', '0']]);

  it('a polity with a null start or end year has no rows, whatever its records', async () => {
    const grid = await buildPanel(store, gen, plan, 1000);
    assert.deepEqual(grid.polities.map((p) => p.id), [1]);
    assert.deepEqual([...grid.rowYear], [-500, -400, -300]);
    assert.deepEqual([...grid.refs].map((r) => grid.recJson[r]), ['{"token":"present"}', '{"token":"present"}', '{"token":"present"}']);
  });

  it('past the cell limit: PanelTooLargeError, with the rows and cells it would have', async () => {
    await assert.rejects(buildPanel(store, gen, plan, 2), (e: unknown) => e instanceof PanelTooLargeError && e.rows === 3 && e.cells === 3 && e.limit === 2);
  });
});

describe('the panel\'s grids: made once while asked for, a few at once', () => {
  /** A store whose scans wait until `release()`: grids stay in the making. */
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  let scans = 0;
  const store = {
    registry,
    async *scan(_gen: Generation, query: { def: { path: string } }) {
      scans++;
      await gate;
      yield query.def.path === 'core/polities' ? [JSON.stringify(P1)] : [];
    },
  } as unknown as Store;
  const gen = { id: 'g', loadedAt: '', counts: {}, demo: false } as Generation;
  const plan = (from: number) => parsePanelPlan(registry, [['variables', TOKENS], ['from', String(from)], ['to', '0']]);

  it('one grid for requests that ask for it together; past 2 per client a refusal of the client (429), past 4 of all (503)', async () => {
    const grids = new PanelGrids(1024 * 1024);
    const reply = { header: () => reply } as unknown as FastifyReply;
    const status = (f: () => unknown): number | undefined => {
      try {
        f();
        return undefined;
      } catch (error) {
        return (error as { status?: number }).status;
      }
    };
    const a = grids.get(store, gen, plan(-500), reply, 'client a');
    assert.equal(grids.get(store, gen, plan(-500), reply, 'client a'), a); // the same grid, being made
    assert.ok(grids.get(store, gen, plan(-400), reply, 'client a') instanceof Promise);
    assert.equal(status(() => grids.get(store, gen, plan(-300), reply, 'client a')), 429);
    assert.ok(grids.get(store, gen, plan(-300), reply, 'client b') instanceof Promise);
    assert.ok(grids.get(store, gen, plan(-200), reply, 'client c') instanceof Promise);
    assert.equal(status(() => grids.get(store, gen, plan(-100), reply, 'client d')), 503);
    release();
    const grid = await a;
    // Made: kept, and the client's share given back.
    assert.equal(await grids.get(store, gen, plan(-500), reply, 'client a'), grid);
    await new Promise((resolve) => setImmediate(resolve));
    assert.ok(grids.get(store, gen, plan(-100), reply, 'client a') instanceof Promise);
    assert.ok(scans > 0);
    gate = Promise.resolve();
  });
});
