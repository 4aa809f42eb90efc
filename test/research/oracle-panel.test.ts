/**
 * `/api/panel/` (issue 25 §4) against an oracle computed here from a dump this suite writes (oracle-data.ts), on
 * every store: random polities (ids or the polities' own filters), year ranges, steps and variables of every value
 * shape (seeded: ORACLE_SEED), as JSON pages, CSV (csv-parse) and NDJSON; disputed and overlapping records shown in
 * id order with their count; a section's columns; the contract's 400s.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';
import {
  byId, valueCell, CODED_PATHS, covers, databank, get, getJson, int, pick, rng, serveBank, shuffle, valueOf, variable, VARIABLE_PATHS,
  type Databank, type Polity, type Rec, type Served,
} from './oracle-data.js';

const SEED = Number(process.env.ORACLE_SEED ?? 2025);
const BASE = '/api/panel/';

interface PanelQuery { vars: string[]; from: number; to: number; step: number; polities: (p: Polity) => boolean; text: string }

/** The contract's rows: polities by id, then sampled years within each polity's own; cells in variable order. */
function panel(bank: Databank, q: PanelQuery): Rec[] {
  const rows: Rec[] = [];
  for (const p of [...bank.polities].sort((a, b) => a.id - b.id).filter(q.polities)) {
    for (let y = q.from; y <= q.to; y += q.step) {
      if (p.start_year === null || p.end_year === null || y < p.start_year || y > p.end_year) continue;
      const cells: Rec = {};
      for (const path of q.vars) {
        const recs = (bank.records.get(path) ?? [])
          .filter((rec) => (rec.polity as Rec).id === p.id && covers(bank, rec, y)).sort(byId);
        const v = variable(path);
        cells[path] = { values: recs.map((rec) => valueOf(v, rec)), tags: recs.map((rec) => rec.tag), records: recs.length };
      }
      rows.push({ polity: { id: p.id, name: p.name, long_name: p.long_name }, year: y, cells });
    }
  }
  return rows;
}

function csvHeader(vars: string[]): string[] {
  const head = ['polity.id', 'polity.name', 'polity.long_name', 'year'];
  for (const path of vars) {
    const vf = variable(path).valueFields;
    head.push(...(vf.length === 1 ? [path] : vf.map((f) => `${path}.${f}`)), `${path}.tag`, `${path}.records`);
  }
  return head;
}

/** A row as CSV: several records' values (and tags) joined with `|` in id order; a polity summary its id. */
function csvRow(row: Rec, vars: string[]): string[] {
  const p = row.polity as Rec;
  const out = [String(p.id), p.name as string, p.long_name as string, String(row.year)];
  for (const path of vars) {
    const c = (row.cells as Rec)[path] as { values: Rec[]; tags: string[]; records: number };
    const v = variable(path);
    for (const f of v.valueFields) out.push(c.values.map((x) => valueCell(v, f, x[f])).join('|'));
    out.push(c.tags.join('|'), String(c.records));
  }
  return out;
}

function readCsv(text: string): string[][] {
  assert.ok(text.endsWith('\r\n'), 'CSV ends with CRLF');
  return parse(text, { record_delimiter: '\r\n' }) as string[][];
}

/** A random panel: variables (comma-joined or repeated), polities by ids or by a filter of core/polities, years. */
function randomQuery(r: () => number, bank: Databank): PanelQuery {
  const vars = shuffle(r, VARIABLE_PATHS).slice(0, int(r, 1, 5));
  const from = int(r, -1600, 1200);
  const step = pick(r, [1, 3, 10, 25, 100, 250]);
  const to = from + int(r, 0, step * 60);
  const params: [string, string][] = r() < 0.5 ? [['variables', vars.join(',')]] : vars.map((v) => ['variables', v]);
  params.push(['from', String(from)], ['to', String(to)]);
  if (step !== 100 || r() < 0.5) params.push(['step', String(step)]);
  let polities = (_: Polity): boolean => true;
  const choice = r();
  if (choice < 0.35) {
    const ids = shuffle(r, bank.polities.map((p) => p.id)).slice(0, int(r, 1, 4));
    params.push(['polity', ids.join(',')]);
    polities = (p) => ids.includes(p.id);
  } else if (choice < 0.55) {
    params.push(['name__icontains', 'ROM']);
    polities = (p) => p.name.toLowerCase().includes('rom');
  } else if (choice < 0.7) {
    const y = int(r, -1000, 800);
    params.push(['start_year__gt', String(y)]);
    polities = (p) => p.start_year !== null && p.start_year > y;
  }
  const shuffled = shuffle(r, params);
  const text = shuffled.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  const ordered = shuffled.filter(([k]) => k === 'variables').flatMap(([, v]) => v.split(','));
  return { vars: ordered, from, to, step, polities, text };
}

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: /api/panel/ equals the grid computed from the dump (seed ${SEED})`, () => {
    const bank = databank(SEED);
    let served: Served;
    before(async () => {
      served = await serveBank(kind, bank);
    });
    after(async () => {
      await served?.close();
    });
    const json = (url: string): Promise<Rec> => getJson(served.app, url);
    /** Every JSON page of `query`, following `next`. */
    const pages = async (query: string): Promise<{ count: number; rows: Rec[] }> => {
      let url: string | null = `${BASE}?${query}`;
      const rows: Rec[] = [];
      let count = -1;
      for (let n = 0; url && n < 200; n++) {
        const page = await json(url.replace(/^https?:\/\/[^/]+/, ''));
        if (n === 0) assert.deepEqual(Object.keys(page), ['count', 'next', 'previous', 'results']);
        count = page.count as number;
        rows.push(...(page.results as Rec[]));
        url = page.next as string | null;
      }
      return { count, rows };
    };

    it('random panels as JSON pages, CSV and NDJSON equal the oracle\'s grid', async () => {
      const r = rng(SEED + 2);
      let filled = 0;
      for (let n = 0; n < 30; n++) {
        const q = randomQuery(r, bank);
        const want = panel(bank, q);
        filled += want.filter((row) => Object.values(row.cells as Rec).some((c) => (c as Rec).records)).length;
        const label = `seed ${SEED}, panel ${n}: ?${q.text}`;
        const { count, rows } = await pages(`${q.text}&page_size=${pick(r, [7, 100, 1000])}`);
        assert.equal(count, want.length, label);
        assert.deepEqual(rows, want, label);
        for (const row of rows.slice(0, 3)) {
          assert.deepEqual(Object.keys(row), ['polity', 'year', 'cells'], label);
          assert.deepEqual(Object.keys(row.cells as Rec), q.vars, `${label}: cells in variable order`);
        }
        const nd = await get(served.app, `${BASE}?${q.text}&format=ndjson`);
        assert.equal(nd.status, 200, label);
        assert.deepEqual(nd.body.split('\n').filter(Boolean).map((l) => JSON.parse(l)), want, label);
        const csv = await get(served.app, `${BASE}?${q.text}&format=csv`);
        assert.equal(csv.status, 200, label);
        const [head, ...body] = readCsv(csv.body);
        assert.deepEqual(head, csvHeader(q.vars), label);
        assert.deepEqual(body, want.map((row) => csvRow(row, q.vars)), label);
      }
      assert.ok(filled >= 20, `the random panels hold records (${filled} filled rows)`);
    });

    it('disputed and overlapping records about one polity and year: all shown, in id order, with their count', async () => {
      const p = bank.polities[0]!;
      const y = p.start_year!;
      const q = `variables=sc/tokens,sc/polity-populations&from=${y}&to=${y}&polity=${p.id}`;
      const body = await json(`${BASE}?${q}`);
      const want = panel(bank, { vars: ['sc/tokens', 'sc/polity-populations'], from: y, to: y, step: 100, polities: (x) => x.id === p.id, text: q });
      assert.deepEqual(body.results, want);
      const cells = ((body.results as Rec[])[0]!.cells) as Record<string, { values: Rec[]; tags: string[]; records: number }>;
      const tokens = cells['sc/tokens']!.values.map((v) => v.token).join('|');
      assert.ok(tokens.includes('absent|present|A~P'), `records 1000, 1001, 1002 in id order (${tokens})`);
      assert.ok(cells['sc/tokens']!.records >= 3 && cells['sc/tokens']!.tags.join('|').includes('SSP|TRS|IFR'));
      const pops = cells['sc/polity-populations']!.values.map((v) => `${v.polity_population_from}-${v.polity_population_to}`).join('|');
      assert.ok(pops.includes('1500-null|1000-2000'), `records 2000, 2001 in id order (${pops})`);
      const [head, row] = readCsv((await get(served.app, `${BASE}?${q}&format=csv`)).body);
      const at = (col: string): string => row![head!.indexOf(col)]!;
      assert.ok(at('sc/tokens').includes('absent|present|A~P'));
      assert.ok(at('sc/polity-populations.polity_population_from').includes('1500|1000'));
      assert.ok(at('sc/polity-populations.polity_population_to').includes('|2000'), 'a null value is an empty part');
      assert.equal(at('sc/tokens.records'), String(cells['sc/tokens']!.records));
    });

    it('CSV cells of objects: a polity summary (other_polity) its id, a foreign key its JSON text', async () => {
      const vars = ['rt/official-religions', 'general/polity-suprapolities'];
      const q = `variables=${vars.join(',')}&from=-1600&to=1900&step=10`;
      const want = panel(bank, { vars, from: -1600, to: 1900, step: 10, polities: () => true, text: q });
      const [head, ...body] = readCsv((await get(served.app, `${BASE}?${q}&format=csv`)).body);
      assert.deepEqual(head, csvHeader(vars));
      assert.ok(body.some((row) => row[4]!.startsWith('{"id":')), 'some cell holds a religion');
      assert.ok(body.some((row) => /^\d+(\|\d+)*$/.test(row[8]!)), 'some cell holds another polity');
      assert.deepEqual(body, want.map((row) => csvRow(row, vars)));
    });

    it('a section or a subsection adds its coded variables in registry order; default step 100', async () => {
      const section = 'Warfare';
      const vars = CODED_PATHS.filter((path) => variable(path).section === section);
      assert.ok(vars.includes('wf/swords') && vars.length > 10);
      const q = `section=${section}&from=-1500&to=1900`;
      const want = panel(bank, { vars, from: -1500, to: 1900, step: 100, polities: () => true, text: q });
      const { count, rows } = await pages(`${q}&page_size=1000`);
      assert.equal(count, want.length);
      assert.deepEqual(rows, want);
      const [head] = readCsv((await get(served.app, `${BASE}?${q}&format=csv`)).body);
      assert.deepEqual(head, csvHeader(vars));
      const sub = 'Social Scale';
      const subVars = CODED_PATHS.filter((path) => variable(path).subsection === sub);
      assert.ok(subVars.includes('sc/polity-populations'));
      const qs = `subsection=${encodeURIComponent(sub)}&from=-1000&to=1000&step=50`;
      const subWant = panel(bank, { vars: subVars, from: -1000, to: 1000, step: 50, polities: () => true, text: qs });
      assert.deepEqual((await pages(`${qs}&page_size=1000`)).rows, subWant);
    });

    it('downloads are attachments named panel.csv and panel.ndjson; the JSON page size defaults to 100', async () => {
      const q = `variables=sc/tokens&from=-1600&to=1900&step=1`;
      const csv = await get(served.app, `${BASE}?${q}&format=csv`);
      assert.match(String(csv.headers['content-disposition']), /attachment; filename="panel\.csv"/);
      const nd = await get(served.app, `${BASE}?${q}&format=ndjson`);
      assert.match(String(nd.headers['content-disposition']), /attachment; filename="panel\.ndjson"/);
      const first = await json(`${BASE}?${q}`);
      assert.ok((first.count as number) > 100);
      assert.equal((first.results as Rec[]).length, 100);
      assert.equal(first.previous, null);
      assert.match(String(first.next), /page=2/);
    });

    it('bad parameters are 400 with the parameter named', async () => {
      const cases: [string, string][] = [
        ['from=0&to=100', 'variables'],
        ['variables=sc/nope&from=0&to=100', 'variables'],
        ['variables=sc/tokens&to=100', 'from'],
        ['variables=sc/tokens&from=0', 'to'],
        ['variables=sc/tokens&from=x&to=100', 'from'],
        ['variables=sc/tokens&from=0&to=100&step=0', 'step'],
        ['variables=sc/tokens&from=0&to=100&step=-5', 'step'],
        ['variables=sc/tokens&from=-3000&to=20000&step=1', ''],
        ['variables=sc/tokens&from=0&to=100&polity=x', 'polity'],
        ['variables=sc/tokens&from=0&to=100&start_year__gt=x', 'start_year__gt'],
      ];
      for (const [q, param] of cases) {
        const res = await get(served.app, `${BASE}?${q}`);
        assert.equal(res.status, 400, q);
        const body = JSON.parse(res.body) as Rec;
        if (param) assert.ok(param in body, `${q}: ${res.body}`);
      }
      const none = await get(served.app, `${BASE}?from=0&to=100`);
      assert.deepEqual(JSON.parse(none.body), { variables: ['This field is required.'] });
    });
  });
}
