/**
 * The long table `/api/values/` (docs/research.md, "Long table"), functional tests on every store. The expected rows
 * are made here from each coded collection's own list (its NDJSON download, every record as served), by the
 * contract's rules written in this file: a row per coded record, variables in registry order, records in id order;
 * the filters as the collections' own filters read them (`covers_year`: the record's years, each side falling back
 * to its polity's); the CSV columns and the rule for several value fields.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { registry } from '../helpers/registry.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';

type Rec = Record<string, unknown>;
interface Polity { id: number; name: string; long_name: string; start_year: number; end_year: number }
interface Row {
  variable: { path: string; title: string; section: string; subsection: string };
  id: number; polity: { id: number; name: string; long_name: string };
  year_from: number | null; year_to: number | null; tag: string; is_disputed: boolean; is_uncertain: boolean;
  value: Rec; comment: string | null; description: string | null;
}
/** An expected row, and what the filters read of its record. */
interface Expected { row: Row; polity: Polity }

/** The common fields of a coded record (docs/api.md §2.3); every other field is the variable's value. */
const COMMON = new Set(['id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name', 'comment', 'description']);
const CODED = registry.collections.filter((d) => d.kind === 'coded');
const KEYS = ['variable', 'id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'value', 'comment', 'description'];
const COLUMNS = ['variable.path', 'variable.title', 'variable.section', 'variable.subsection', 'id', 'polity.id', 'polity.name',
  'polity.long_name', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'value', 'value_from', 'value_to',
  'value_fields', 'comment', 'description'];

function expectedRow(path: string, r: Rec): Expected {
  const def = CODED.find((d) => d.path === path)!;
  const polity = r.polity as Polity;
  const value: Rec = {};
  for (const [k, v] of Object.entries(r)) if (!COMMON.has(k)) value[k] = v;
  return {
    polity,
    row: {
      variable: { path, title: def.label, section: def.section!, subsection: def.subsection! },
      id: r.id as number, polity: { id: polity.id, name: polity.name, long_name: polity.long_name },
      year_from: r.year_from as number | null, year_to: r.year_to as number | null, tag: r.tag as string,
      is_disputed: r.is_disputed as boolean, is_uncertain: r.is_uncertain as boolean, value,
      comment: r.comment as string | null, description: r.description as string | null,
    },
  };
}

/** A parsed query's filters, as the contract reads them. */
function matches(e: Expected, q: Record<string, string>): boolean {
  const r = e.row;
  if (q.polity !== undefined && !q.polity.split(',').map(Number).includes(r.polity.id)) return false;
  if (q.covers_year !== undefined) {
    const y = Number(q.covers_year);
    if (!((r.year_from ?? e.polity.start_year) <= y && y <= (r.year_to ?? e.polity.end_year))) return false;
  }
  if (q.tag !== undefined && r.tag !== q.tag) return false;
  if (q.is_disputed !== undefined && r.is_disputed !== (q.is_disputed === 'true')) return false;
  if (q.is_uncertain !== undefined && r.is_uncertain !== (q.is_uncertain === 'true')) return false;
  if (q.section !== undefined && r.variable.section !== q.section) return false;
  if (q.subsection !== undefined && r.variable.subsection !== q.subsection) return false;
  if (q.variable !== undefined && !q.variable.split(',').includes(r.variable.path)) return false;
  return true;
}

/** CSV cells by the contract: null empty; the value by the rule of one field, a from/to pair, or several. */
function csvRow(r: Row): string[] {
  const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  const idOf = (v: unknown): unknown => (Array.isArray(v) ? v.map(idOf) : v !== null && typeof v === 'object' && 'start_year' in v ? (v as Polity).id : v);
  const fields = Object.keys(r.value);
  let value = '', from = '', to = '';
  if (fields.length === 1) value = text(idOf(r.value[fields[0]!]));
  else if (fields.length === 2 && fields[0]!.endsWith('_from') && fields[1]!.endsWith('_to')) [from, to] = [text(r.value[fields[0]!]), text(r.value[fields[1]!])];
  else value = JSON.stringify(Object.fromEntries(fields.map((f) => [f, idOf(r.value[f])])));
  return [r.variable.path, r.variable.title, r.variable.section, r.variable.subsection, r.id, r.polity.id, r.polity.name,
    r.polity.long_name, r.year_from, r.year_to, r.tag, r.is_disputed, r.is_uncertain].map(text)
    .concat([value, from, to, fields.join(','), text(r.comment), text(r.description)]);
}

/** A download whose reader takes the first bytes and then stops reading; `cut()` closes its connection. */
async function stalled(url: string): Promise<{ cut(): void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.once('data', () => {
        res.pause();
        resolve({ cut: () => req.destroy() });
      });
    });
    req.on('error', () => undefined);
    req.setTimeout(10_000, () => reject(new Error('no data')));
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 5000; !check();) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`long table /api/values/ (${kind.name})`, () => {
    let demo: DemoApp;
    let all: Expected[];
    const get = async (url: string, headers: Record<string, string> = {}) => demo.app.inject({ method: 'GET', url, headers });
    const json = async (url: string): Promise<{ count: number; next: string | null; previous: string | null; results: Row[] }> => {
      const res = await get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`);
      return res.json();
    };
    const ndjson = async (url: string): Promise<Row[]> => {
      const res = await get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`);
      assert.equal(res.headers['content-type'], 'application/x-ndjson');
      return res.body.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Row);
    };
    const want = (q: Record<string, string>): Row[] => all.filter((e) => matches(e, q)).map((e) => e.row);

    before(async () => {
      demo = await demoApp(kind);
      all = [];
      for (const def of CODED) {
        const res = await get(`/api/${def.path}/?format=ndjson`);
        assert.equal(res.statusCode, 200);
        for (const line of res.body.split('\n')) if (line) all.push(expectedRow(def.path, JSON.parse(line) as Rec));
      }
    });
    after(async () => demo?.close());

    it('pages through every coded record: variables in registry order, records in id order, keys in order', async () => {
      const rows: Row[] = [];
      let url: string | null = '/api/values/?page_size=1000';
      let count = -1;
      while (url) {
        const page = await json(url.replace(/^http:\/\/[^/]+/, ''));
        count = page.count;
        rows.push(...page.results);
        url = page.next;
      }
      assert.equal(count, all.length);
      assert.deepEqual(rows, all.map((e) => e.row));
      assert.deepEqual(Object.keys(rows[0]!), KEYS);
      assert.deepEqual(Object.keys(rows[0]!.polity), ['id', 'name', 'long_name']);
    });

    it('filters: each, several values, and combined', async () => {
      const some = all[Math.floor(all.length / 3)]!.row, other = all[Math.floor(all.length / 2)]!.row;
      const cases: Record<string, string>[] = [
        { polity: String(some.polity.id) },
        { polity: `${some.polity.id},${other.polity.id}` },
        // More polities than are read by polity (plan/values-plan.ts FEW_POLITIES): read by collection.
        { polity: [...new Set(all.map((e) => e.row.polity.id))].slice(0, 12).join(',') },
        { covers_year: '100' },
        { covers_year: '-500' },
        { tag: 'IFR' },
        { is_disputed: 'true' },
        { is_uncertain: 'false' },
        { section: some.variable.section },
        { subsection: other.variable.subsection },
        { variable: `${other.variable.path},${some.variable.path}` },
        { polity: String(some.polity.id), tag: some.tag, section: some.variable.section },
        { covers_year: '1000', is_disputed: 'false', subsection: some.variable.subsection },
      ];
      for (const q of cases) {
        const expected = want(q);
        const qs = new URLSearchParams(q).toString();
        assert.ok(cases.indexOf(q) > 10 || expected.length > 0, `${qs} selects something`);
        assert.deepEqual(await ndjson(`/api/values/?format=ndjson&${qs}`), expected, qs);
        const page = await json(`/api/values/?page_size=1000&${qs}`);
        assert.equal(page.count, expected.length, qs);
        assert.deepEqual(page.results, expected.slice(0, 1000), qs);
      }
    });

    it('variable is repeatable and comma-separated; the rows stay in registry order', async () => {
      const [a, b, c] = [CODED[40]!.path, CODED[3]!.path, CODED[100]!.path];
      const rows = await ndjson(`/api/values/?format=ndjson&variable=${a},${b}&variable=${c}`);
      assert.deepEqual(rows, want({ variable: `${a},${b},${c}` }));
      assert.deepEqual([...new Set(rows.map((r) => r.variable.path))], [b, a, c].filter((p) => rows.some((r) => r.variable.path === p)));
    });

    it('pages: windows across variables, links, last, Invalid page', async () => {
      const rows = want({});
      const page = await json('/api/values/?page_size=7&page=3&tag=TRS');
      const trs = want({ tag: 'TRS' });
      assert.deepEqual(page.results, trs.slice(14, 21));
      assert.equal(page.next, 'http://localhost:80/api/values/?page=4&page_size=7&tag=TRS');
      assert.equal(page.previous, 'http://localhost:80/api/values/?page=2&page_size=7&tag=TRS');
      // A page that spans the end of one variable and the start of the next.
      const firstCount = rows.filter((r) => r.variable.path === rows[0]!.variable.path).length;
      const size = 10, n = Math.floor(firstCount / size) + 1;
      assert.deepEqual((await json(`/api/values/?page_size=${size}&page=${n}`)).results, rows.slice((n - 1) * size, n * size));
      const last = await json('/api/values/?page=last&page_size=1000');
      assert.deepEqual(last.results, rows.slice(Math.floor((rows.length - 1) / 1000) * 1000));
      assert.equal(last.next, null);
      const second = await json('/api/values/?page=2');
      assert.equal(second.previous, 'http://localhost:80/api/values/');
      for (const bad of ['/api/values/?page=0', '/api/values/?page=999999', '/api/values/?page=x']) {
        const res = await get(bad);
        assert.equal(res.statusCode, 404, bad);
        assert.deepEqual(res.json(), { detail: 'Invalid page.' });
      }
    });

    it('page_size: 100 by default, at most 1000, an invalid one the default', async () => {
      assert.equal((await json('/api/values/')).results.length, 100);
      assert.equal((await json('/api/values/?page_size=5000')).results.length, Math.min(1000, all.length));
      assert.equal((await json('/api/values/?page_size=0')).results.length, 100);
      assert.equal((await json('/api/values/?page_size=abc')).results.length, 100);
      assert.equal((await json('/api/values/?page_size=3')).results.length, 3);
    });

    it('refuses unknown variables, sections, subsections and invalid filter values with 400s in django-filter\'s shape', async () => {
      const invalid = (v: string): string[] => [`Select a valid choice. ${v} is not one of the available choices.`];
      const cases: [string, Rec][] = [
        ['variable=nope/nothing', { variable: invalid('nope/nothing') }],
        ['variable=core/polities', { variable: invalid('core/polities') }],
        [`variable=${CODED[0]!.path},nope`, { variable: invalid('nope') }],
        ['section=Nowhere', { section: invalid('Nowhere') }],
        ['subsection=Nowhere', { subsection: invalid('Nowhere') }],
        ['polity=abc', { polity: ['Enter a whole number.'] }],
        ['covers_year=1.5', { covers_year: ['Enter a whole number.'] }],
        ['tag=XYZ', { tag: invalid('XYZ') }],
        ['section=Nowhere&polity=abc&tag=XYZ', { section: invalid('Nowhere'), polity: ['Enter a whole number.'], tag: invalid('XYZ') }],
      ];
      for (const [qs, body] of cases) {
        for (const format of ['json', 'csv']) {
          const res = await get(`/api/values/?format=${format}&${qs}`);
          assert.equal(res.statusCode, 400, qs);
          assert.deepEqual(res.json(), body, qs);
        }
      }
      assert.equal((await get('/api/values/?format=xml')).statusCode, 404);
    });

    it('CSV: the columns in order, one value field, a from/to pair, several fields, a polity as its id', async () => {
      const res = await get('/api/values/?format=csv');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(res.headers['content-disposition'], 'attachment; filename="values.csv"');
      assert.ok(res.body.startsWith(COLUMNS.join(',') + '\r\n'));
      const cells = parse(res.body, { relax_quotes: false }) as string[][];
      assert.deepEqual(cells[0], COLUMNS);
      assert.deepEqual(cells.slice(1), all.map((e) => csvRow(e.row)));
      const byShape = (test: (fields: string[]) => boolean): Row => all.find((e) => test(Object.keys(e.row.value)))!.row;
      const pair = byShape((f) => f.length === 2 && f[0]!.endsWith('_from') && f[1]!.endsWith('_to'));
      const foreign = all.find((e) => Object.values(e.row.value).some((v) => v !== null && typeof v === 'object' && 'start_year' in v))!.row;
      const composite = byShape((f) => f.length > 2);
      for (const row of [pair, foreign, composite]) {
        const line = cells.find((c) => c[0] === row.variable.path && c[4] === String(row.id))!;
        assert.equal(line[16], Object.keys(row.value).join(','));
        if (row === pair) assert.deepEqual(line.slice(13, 16), ['', String(Object.values(row.value)[0] ?? ''), String(Object.values(row.value)[1] ?? '')]);
        else assert.equal(`${line[14]}${line[15]}`, "");
      }
      const fk = JSON.parse(cells.find((c) => c[0] === foreign.variable.path && c[4] === String(foreign.id))![13]!) as Rec;
      for (const [k, v] of Object.entries(foreign.value)) {
        if (v !== null && typeof v === 'object' && 'start_year' in v) assert.equal(fk[k], (v as Polity).id);
      }
    });

    it('CSV of a selection (rendered per request) is the same rows as the prebuilt whole table', async () => {
      const polity = all[7]!.row.polity.id;
      for (const q of [{ is_uncertain: 'false' }, { polity: String(polity) }, { variable: `${CODED[5]!.path},${CODED[2]!.path}` }] as Record<string, string>[]) {
        const res = await get(`/api/values/?format=csv&${new URLSearchParams(q).toString()}`);
        assert.equal(res.statusCode, 200);
        assert.deepEqual(parse(res.body) as string[][], [COLUMNS, ...want(q).map(csvRow)]);
      }
      const empty = await get('/api/values/?format=csv&polity=999999999');
      assert.equal(empty.body, COLUMNS.join(',') + '\r\n');
      assert.equal((await get('/api/values/?format=ndjson&polity=999999999')).body, '');
    });

    it('the whole long table as NDJSON is every JSON page, and the concatenation of each variable\'s download', async () => {
      const whole = await get('/api/values/?format=ndjson');
      assert.equal(whole.headers['content-disposition'], 'attachment; filename="values.ndjson"');
      assert.deepEqual(whole.body.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row), all.map((e) => e.row));
      let joined = '';
      for (const def of CODED) joined += (await get(`/api/values/?format=ndjson&variable=${def.path}`)).body;
      assert.equal(joined, whole.body);
      // The rendered path (two filters that split every row between them) gives the prebuilt lines too.
      const uncertain = await get('/api/values/?format=ndjson&is_uncertain=true');
      const certain = await get('/api/values/?format=ndjson&is_uncertain=false');
      const lines = (body: string): string[] => body.split('\n').filter(Boolean).sort();
      assert.deepEqual(lines(uncertain.body + certain.body), lines(whole.body));
    });

    it('answers as a list does: 405 for writes, OPTIONS, the slash redirect', async () => {
      const post = await demo.app.inject({ method: 'POST', url: '/api/values/' });
      assert.equal(post.statusCode, 405);
      assert.deepEqual(post.json(), { detail: 'Method "POST" not allowed.' });
      const options = await demo.app.inject({ method: 'OPTIONS', url: '/api/values/' });
      assert.equal(options.statusCode, 200);
      assert.equal(options.json().name, 'Values');
      const slashless = await get('/api/values?polity=3');
      assert.equal(slashless.statusCode, 301);
      assert.equal(slashless.headers.location, '/api/values/?polity=3');
    });

    it('downloads: Accept negotiates, gzip is compressed on the fly, ETag answers 304, HEAD sends no body', async () => {
      const res = await get('/api/values/?polity=3', { accept: 'text/csv' });
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      const gz = await get('/api/values/?format=ndjson', { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const { gunzipSync } = await import('node:zlib');
      assert.equal(gunzipSync(gz.rawPayload).toString(), (await get('/api/values/?format=ndjson')).body);
      const etag = String(gz.headers.etag);
      assert.equal((await get('/api/values/?format=ndjson', { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode, 304);
      const head = await demo.app.inject({ method: 'HEAD', url: '/api/values/?format=csv' });
      assert.equal(head.statusCode, 200);
      assert.equal(head.body, '');
    });

    it('a reader that stops holds the download by backpressure; a disconnect ends it at once', async (t) => {
      const store = demo.handle.store;
      if (!(store instanceof SqliteStore)) return t.skip('the open scans are counted on SQLite');
      await demo.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(demo.app.server.address() as { port: number }).port}`;
      // The whole table (prebuilt pieces) and a selection (rendered): each more than the socket buffers hold.
      for (const query of ['format=ndjson', 'format=ndjson&is_uncertain=false']) {
        const download = await stalled(`${base}/api/values/?${query}`);
        await new Promise((r) => setTimeout(r, 300));
        assert.ok(store.activeScans > 0, `${query}: the download waits for its reader`);
        download.cut();
        await until(() => store.activeScans === 0, `${query}: the download ends with its connection`);
      }
    });
  });
}
