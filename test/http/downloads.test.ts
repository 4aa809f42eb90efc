/**
 * Downloads (`format=csv`, `format=ndjson`, or Accept): the whole selection, streamed, on every store. CSV against
 * the records flattened by a rule of this file; NDJSON against the export; filters, ordering, headers, negotiation;
 * backpressure, disconnects and loads during a download.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { ScanStream } from '../../src/http/download.js';
import { exportDatabank } from '../../src/load/export.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import type { Store } from '../../src/store/store.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { P1, P2, readTree, tinyRecords, writeDump } from '../helpers/dumps.js';
import { CLI } from '../helpers/server.js';
import { sessionsInTransaction, STORES, tempDir } from '../helpers/stores.js';

type Rec = Record<string, unknown>;

interface CatField { name: string; project_spec_name?: string; json_type: string; nested?: string; format?: string }
const CATALOGUE = JSON.parse(fs.readFileSync('catalogue/catalogue.json', 'utf8')) as {
  endpoints: { path: string; fields: CatField[] }[]; shapes: Record<string, { fields: CatField[] }>;
};
/** Per collection, each nested object field's keys (the catalogue's shapes), so a null one still has its columns. */
const NESTED = new Map(CATALOGUE.endpoints.map((e) => [e.path, new Map(e.fields
  .filter((f) => f.nested && f.json_type === 'object')
  .map((f) => [f.project_spec_name ?? f.name, CATALOGUE.shapes[f.nested!]!.fields.map((g) => g.project_spec_name ?? g.name)]))]));
/** Per collection, its GeoJSON geometries: one column each, the JSON text (docs/api.md). */
const GEOMETRIES = new Map(CATALOGUE.endpoints.map((e) => [e.path, new Set(e.fields
  .filter((f) => f.format === 'geojson-geometry').map((f) => f.project_spec_name ?? f.name))]));

/**
 * What pandas.json_normalize makes of one record, as text: a nested object's keys joined to its own with a dot;
 * null empty, booleans and numbers as JSON writes them, strings as they are. docs/api.md's rule where pandas's
 * columns would depend on the data: a null nested object is empty in each of its columns, and a list (ids, polities)
 * is one column holding its JSON.
 */
function flatten(record: Rec, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  const nested = NESTED.get(path) ?? new Map<string, string[]>();
  const text = (v: unknown): string => (v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  for (const [key, value] of Object.entries(record)) {
    const keys = nested.get(key);
    if (keys) for (const sub of keys) out[`${key}.${sub}`] = value === null ? '' : text((value as Rec)[sub]);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && !GEOMETRIES.get(path)?.has(key)) {
      for (const [sub, v] of Object.entries(value as Rec)) out[`${key}.${sub}`] = text(v);
    } else out[key] = text(value);
  }
  return out;
}

/** RFC 4180 as csv-parse reads it, CRLF the only record delimiter; the header and the rows as objects by column. */
function readCsv(bytes: Buffer): { header: string[]; rows: Record<string, string>[] } {
  assert.ok(!bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), 'no byte order mark');
  const text = bytes.toString('utf8');
  assert.ok(text.endsWith('\r\n'), 'the last line ends with CRLF');
  const records = parse(text, { record_delimiter: '\r\n', relax_column_count: false }) as string[][];
  const [header = [], ...rest] = records;
  return { header, rows: rest.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]!]))) };
}

/** deepEqual of many rows, compared as text first (a deepEqual of 30,000 objects takes seconds). */
function sameRows(actual: readonly Record<string, string>[], expected: readonly Record<string, string>[], what: string): void {
  assert.equal(actual.length, expected.length, `${what}: rows`);
  for (let i = 0; i < actual.length; i++) {
    if (JSON.stringify(actual[i]) !== JSON.stringify(expected[i])) assert.deepEqual(actual[i], expected[i], `${what}: row ${i + 1}`);
  }
}

/** Every record of a list, through the JSON pages (page_size 100). */
async function jsonRecords(demo: { app: DemoApp['app'] }, path: string, query = ''): Promise<Rec[]> {
  const out: Rec[] = [];
  for (let url: string | null = `/api/${path}/?page_size=100${query ? '&' + query : ''}`; url;) {
    const res: { statusCode: number; body: string } = await demo.app.inject({ url, headers: { host: 'testserver' } });
    assert.equal(res.statusCode, 200, url);
    const body = JSON.parse(res.body) as { next: string | null; results: Rec[] };
    out.push(...body.results);
    url = body.next && new URL(body.next).pathname + new URL(body.next).search;
  }
  return out;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real socket; the body as sent (not decompressed). */
function request(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A download whose reader takes the first bytes and then stops reading: the server is held by backpressure until
 * `resume()` (which collects the rest) or `cut()` (a disconnect).
 */
async function stalledDownload(base: string, path: string): Promise<{ resume(): Promise<Buffer>; cut(): void; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.once('data', (c: Buffer) => {
        chunks.push(c);
        res.pause();
        resolve({
          headers: res.headers,
          resume: () => new Promise((done, fail) => {
            res.on('data', (d: Buffer) => chunks.push(d));
            res.on('end', () => done(Buffer.concat(chunks)));
            res.on('error', fail);
            req.on('error', fail);
            res.resume();
          }),
          cut: () => req.destroy(),
        });
      });
    });
    req.on('error', reject);
  });
}

/** Waits until `check` holds (polling), or fails with `what`. */
async function until(check: () => Promise<boolean> | boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Whether a download scan is running on the store (SQLite: a pinned file; PostgreSQL: a session in a transaction). */
async function scanning(store: Store, database: string): Promise<boolean> {
  return store instanceof SqliteStore ? store.activeScans > 0 : (await sessionsInTransaction(database)) > 0;
}

/** A small valid dump that differs from the demo (and, with `mark`, from itself). */
function tinyDump(mark: string): string {
  const records = tinyRecords();
  (records['core/sections']![0] as Rec).name = `Fortifications ${mark}`;
  return writeDump(tempDir(), records);
}

for (const kind of STORES) {
  describe(`${kind.name}: downloads`, () => {
    let demo: DemoApp;
    let base: string;
    before(async () => {
      demo = await demoApp(kind);
      await demo.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(demo.app.server.address() as { port: number }).port}`;
    });
    after(async () => { await demo.close(); });

    const get = (url: string, headers: Record<string, string> = {}) =>
      demo.app.inject({ method: 'GET', url, headers: { host: 'testserver', ...headers } });

    it('NDJSON of every collection is the export, byte for byte', async () => {
      const dir = tempDir();
      await exportDatabank(demo.handle.store, dir);
      const dump = readTree(dir);
      for (const def of REGISTRY) {
        const res = await get(`/api/${def.path}/?format=ndjson`);
        assert.equal(res.statusCode, 200);
        assert.ok(res.rawPayload.equals(dump.get(`${def.path}.ndjson`)!), `${def.path} differs from the export`);
      }
    });

    it('export --format csv writes the bytes of format=csv, one file per collection', async () => {
      const dir = tempDir();
      await exportDatabank(demo.handle.store, dir, { format: 'csv' });
      const files = readTree(dir);
      assert.deepEqual([...files.keys()].sort(), REGISTRY.map((d) => `${d.path}.csv`).sort());
      for (const def of REGISTRY) {
        assert.ok((await get(`/api/${def.path}/?format=csv`)).rawPayload.equals(files.get(`${def.path}.csv`)!), def.path);
      }
    });

    it('NDJSON lines are the records of the JSON pages', async () => {
      const lines = (await get('/api/general/polity-alternative-names/?format=ndjson')).body.split('\n');
      assert.equal(lines.pop(), '');
      assert.deepEqual(lines.map((l) => JSON.parse(l) as Rec), await jsonRecords(demo, 'general/polity-alternative-names'));
    });

    it('CSV of every collection, read by csv-parse, is its records flattened', async () => {
      for (const def of REGISTRY) {
        const records = (await get(`/api/${def.path}/?format=ndjson`)).body.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Rec);
        const { header, rows } = readCsv((await get(`/api/${def.path}/?format=csv`)).rawPayload);
        assert.deepEqual(header, Object.keys(flatten(records[0]!, def.path)), `${def.path} header`);
        sameRows(rows, records.map((r) => flatten(r, def.path)), def.path);
      }
      const { header } = readCsv((await get('/api/general/polity-suprapolities/?format=csv')).rawPayload);
      assert.deepEqual(header, ['id', 'polity.id', 'polity.name', 'polity.long_name', 'polity.start_year', 'polity.end_year',
        'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name', 'supra_polity_relations', 'other_polity.id',
        'other_polity.name', 'other_polity.long_name', 'other_polity.start_year', 'other_polity.end_year', 'comment', 'description']);
    });

    it('filters and ordering: the rows of the filtered JSON, in its order; page and page_size do not apply', async () => {
      const cases: [string, string][] = [
        ['sc/tokens', 'tag=TRS&ordering=-year_from'],
        ['core/references', 'year=2001&ordering=title,-id'],
        ['core/citations', 'reference_year_gte=2023&ordering=-created_date'],
        ['general/polity-alternative-names', 'polity__name__icontains=rom'],
        ['core/polities', 'covers_year=1200&ordering=-end_year'],
      ];
      for (const [path, query] of cases) {
        const json = await jsonRecords(demo, path, query);
        const { count } = JSON.parse((await get(`/api/${path}/?${query}`)).body) as { count: number };
        assert.equal(json.length, count);
        assert.ok(count > 1, `${path}?${query} selects several records`);
        const ndjson = (await get(`/api/${path}/?${query}&format=ndjson&page=2&page_size=3`)).body.split('\n').filter(Boolean);
        assert.deepEqual(ndjson.map((l) => (JSON.parse(l) as Rec).id), json.map((r) => r.id), `${path}?${query}`);
        const { rows } = readCsv((await get(`/api/${path}/?${query}&format=csv&page=abc`)).rawPayload);
        assert.deepEqual(rows, json.map((r) => flatten(r, path)), `${path}?${query} csv`);
      }
      // An empty selection: the header row alone; an empty NDJSON body.
      const empty = await get('/api/sc/tokens/?format=csv&polity=999999');
      assert.equal(empty.statusCode, 200);
      assert.equal(empty.body.split('\r\n').length, 2);
      assert.ok(empty.body.startsWith('id,polity.id,') && empty.body.endsWith('description\r\n'));
      assert.equal((await get('/api/sc/tokens/?format=ndjson&polity=999999')).body, '');
      // Invalid filters are still a 400, an unknown format still a 404 (before them).
      assert.equal((await get('/api/sc/tokens/?format=csv&year_from=abc')).statusCode, 400);
      assert.equal((await get('/api/sc/tokens/?format=xml&year_from=abc')).statusCode, 404);
    });

    it('headers: type, disposition, a strong ETag per plan, 304, HEAD, gzip and br', async () => {
      const path = '/api/general/polity-alternative-names/';
      const csv = await request(base, `${path}?format=csv`);
      assert.equal(csv.status, 200);
      assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(csv.headers['content-disposition'], 'attachment; filename="general-polity-alternative-names.csv"');
      assert.equal(csv.headers['transfer-encoding'], 'chunked');
      assert.equal(csv.headers.vary, 'Accept, Accept-Encoding');
      assert.equal(csv.headers['cache-control'], 'public, max-age=60');
      const etag = csv.headers.etag!;
      assert.match(etag, /^"[^"]+"$/);
      const nd = await request(base, `${path}?format=ndjson`);
      assert.equal(nd.headers['content-type'], 'application/x-ndjson');
      assert.equal(nd.headers['content-disposition'], 'attachment; filename="general-polity-alternative-names.ndjson"');
      assert.notEqual(nd.headers.etag, etag);
      // Page and page size are not part of the plan; filters and ordering are.
      assert.equal((await request(base, `${path}?page=3&page_size=7&format=csv`)).headers.etag, etag);
      assert.notEqual((await request(base, `${path}?format=csv&tag=TRS`)).headers.etag, etag);
      assert.notEqual((await request(base, `${path}?format=csv&ordering=-id`)).headers.etag, etag);
      const again = await request(base, `${path}?format=csv`);
      assert.equal(again.headers.etag, etag);
      assert.ok(again.body.equals(csv.body));
      const notModified = await request(base, `${path}?format=csv`, { 'if-none-match': etag });
      assert.equal(notModified.status, 304);
      assert.equal(notModified.body.length, 0);
      const head = await request(base, `${path}?format=csv`, {}, 'HEAD');
      assert.equal(head.status, 200);
      assert.equal(head.body.length, 0);
      assert.equal(head.headers.etag, etag);
      assert.equal(head.headers['content-type'], 'text/csv; charset=utf-8');
      // A whole collection is never compressed per request (issue 24): brotli alone gets the plain bytes.
      const brOnly = await request(base, `${path}?format=csv`, { 'accept-encoding': 'br' });
      assert.equal(brOnly.headers['content-encoding'], undefined);
      assert.ok(brOnly.body.equals(csv.body));
      for (const [coding, decode, query] of [['gzip', zlib.gunzipSync, ''], ['br', zlib.brotliDecompressSync, '&ordering=id']] as const) {
        const whole = query === '' ? csv : await request(base, `${path}?format=csv${query}`);
        const packed = await request(base, `${path}?format=csv${query}`, { 'accept-encoding': coding });
        assert.equal(packed.headers['content-encoding'], coding);
        assert.ok(decode(packed.body).equals(whole.body), `${coding} decodes to the same bytes`);
        assert.ok(packed.body.length < whole.body.length / 2);
        const tag = packed.headers.etag!;
        assert.notEqual(tag, whole.headers.etag);
        assert.ok((await request(base, `${path}?format=csv${query}`, { 'accept-encoding': coding })).body.equals(packed.body), `${coding} bytes are stable`);
        assert.equal((await request(base, `${path}?format=csv${query}`, { 'accept-encoding': coding, 'if-none-match': tag })).status, 304);
      }
    });

    it('a whole collection is its prebuilt pieces: the bytes of the live path; gzip is preferred to brotli for it', async () => {
      for (const def of REGISTRY) {
        for (const format of ['csv', 'ndjson']) {
          // `ordering=id` is the collection's own order through the live path (a scan, rendered per request).
          const whole = await request(base, `/api/${def.path}/?format=${format}`);
          const live = await request(base, `/api/${def.path}/?format=${format}&ordering=id`);
          assert.ok(whole.body.equals(live.body), `${def.path} ${format}: prebuilt and live bytes`);
          assert.notEqual(whole.headers.etag, live.headers.etag);
          const packed = await request(base, `/api/${def.path}/?format=${format}`, { 'accept-encoding': 'gzip, deflate, br' });
          assert.equal(packed.headers['content-encoding'], 'gzip', `${def.path} ${format}: the prebuilt gzip`);
          assert.ok(zlib.gunzipSync(packed.body).equals(whole.body));
          const etag = packed.headers.etag!;
          assert.equal((await request(base, `/api/${def.path}/?format=${format}`, { 'accept-encoding': 'gzip', 'if-none-match': etag })).status, 304);
        }
      }
      // A selection is compressed on the fly, brotli first as for every other answer.
      const selection = await request(base, '/api/core/references/?format=csv&ordering=id', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(selection.headers['content-encoding'], 'br');
      assert.ok(zlib.brotliDecompressSync(selection.body).equals((await request(base, '/api/core/references/?format=csv')).body));
    });

    it('Accept chooses the format when no format is given, as DRF does; JSON stays the default', async () => {
      const path = '/api/sc/tokens/';
      const type = async (headers: Record<string, string>, query = ''): Promise<string> =>
        String((await get(`${path}${query}`, headers)).headers['content-type']);
      assert.equal(await type({ accept: 'text/csv' }), 'text/csv; charset=utf-8');
      assert.equal(await type({ accept: 'application/x-ndjson' }), 'application/x-ndjson');
      assert.equal(await type({ accept: 'text/csv; charset=utf-8, application/json' }), 'text/csv; charset=utf-8'); // more specific
      assert.equal(await type({ accept: 'text/*' }), 'text/csv; charset=utf-8');
      for (const accept of ['application/json, text/csv', '*/*', 'text/csv;q=0', 'application/xml',
        'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '']) {
        assert.equal(await type({ accept }), 'application/json', accept);
      }
      assert.equal(await type({ accept: 'text/csv' }, '?format=json'), 'application/json');
      assert.equal(await type({ accept: 'text/csv' }, '?format=ndjson'), 'application/x-ndjson');
      assert.equal((await get(path, { accept: 'text/csv' })).body, (await get(`${path}?format=csv`)).body);
      // A record is JSON whatever the Accept.
      assert.equal(String((await get(`${path}1/`, { accept: 'text/csv' })).headers['content-type']), 'application/json');
    });

    it('a reader that stops holds the scan by backpressure; a disconnect frees it at once', async () => {
      const store = demo.handle.store;
      // ~5 MB: more than the socket buffers hold, so the scan cannot run to its end while nobody reads.
      for (const query of ['format=ndjson', 'format=ndjson&ordering=-year', 'format=ndjson&year__gte=0']) {
        const download = await stalledDownload(base, `/api/core/references/?${query}`);
        await new Promise((r) => setTimeout(r, 300));
        assert.ok(await scanning(store, demo.handle.database), `${query}: the scan waits for the reader`);
        download.cut();
        await until(async () => !(await scanning(store, demo.handle.database)), `${query}: the scan ends with the connection`);
      }
      // Nothing was left behind: pages and downloads still answer.
      assert.equal((await request(base, '/api/core/references/?format=ndjson&page_size=3')).status, 200);
      assert.equal((await get('/api/core/references/?page=last')).statusCode, 200);
    });

    it('a load during a download: the download is whole, from the generation it began on (two loads)', async () => {
      const store = demo.handle.store;
      const expected = (await get('/api/core/references/?format=ndjson')).rawPayload;
      const expectedCsv = (await get('/api/core/references/?format=csv&ordering=-created_date')).rawPayload;
      const before = (await store.current())!;
      const plain = await stalledDownload(base, '/api/core/references/?format=ndjson');
      const ordered = await stalledDownload(base, '/api/core/references/?format=csv&ordering=-created_date');
      await loadDatabank(store, dumpSource(registry, tinyDump('a')));
      await loadDatabank(store, dumpSource(registry, tinyDump('b')));
      if (store instanceof SqliteStore) store.refresh(true);
      const now = await store.current();
      assert.notEqual(now!.id, before.id);
      assert.equal(now!.counts['core/references'], 2);
      if (store instanceof SqliteStore) assert.equal(store.openHandles, 3, 'the first generation stays open for its downloads');
      assert.ok((await plain.resume()).equals(expected), 'the plain download is whole and from its generation');
      assert.ok((await ordered.resume()).equals(expectedCsv), 'the ordered download is whole and from its generation');
      await until(async () => !(await scanning(store, demo.handle.database)), 'the scans end');
      if (store instanceof SqliteStore) assert.equal(store.openHandles, 2, 'and then its file is closed');
      // A third load drops what the downloads held (PostgreSQL: the schema they kept from the second load's drop).
      await loadDatabank(store, dumpSource(registry, tinyDump('c')));
      assert.equal((await get('/api/core/references/?format=ndjson')).body.split('\n').length, 3);
    });
  });

  describe(`${kind.name}: a hostile dump as CSV`, () => {
    let served: { app: DemoApp['app']; close(): Promise<void> };
    const hostile = [
      'line\nbreak', 'crlf\r\nline', 'cr\ronly', 'quote " inside', '"starts with a quote', 'ends with a quote"', '""',
      'comma, inside', ',', 'separators\u2028line\u2029paragraph\u0085next', 'emoji 😀🏛️ 𝄞 and é', '<b>HTML</b> &amp; <script>alert("x")</script>',
      '  untrimmed  ', '', '\ttab', 'back\\slash and /slash', '=SUM(A1)', 'x'.repeat(6000), `${'long, "quoted"\r\n'.repeat(400)}end`,
    ];
    const P3 = { id: 3, name: 'it_hostile', long_name: 'Rome, "the eternal"\ncity 🏛️', start_year: -753, end_year: 476 };

    before(async () => {
      const records = tinyRecords();
      const names = records['general/polity-alternative-names']!;
      const refs = records['core/references']!;
      hostile.forEach((text, i) => {
        const coded: Rec = {
          id: 10 + i, polity: i % 2 ? P3 : P1, year_from: i % 3 ? -i : null, year_to: null, tag: 'TRS', is_disputed: i % 2 === 0,
          is_uncertain: false, name: 'Polity_alternative_name', alternative_name: text, comment: text, description: hostile[(i + 1) % hostile.length],
        };
        // Half the records in the registry's key order (read in place), half in another (read through JSON.parse).
        names.push(i % 2 ? coded : Object.fromEntries(Object.entries(coded).reverse()));
        refs.push({
          id: 100 + i, title: text, year: i % 4 ? 1900 + i : null, creator: text || 'NO_CREATOR', reflib_link: `X${i}`, long_name: text,
          item_type: null, url_link: i % 2 ? null : text, created_date: '2020-01-01T00:00:00.123Z', modified_date: null,
        });
      });
      (records['general/polity-suprapolities']![0] as Rec).other_polity = P3;
      records['core/polities']!.push(P3);
      const handle = await kind.open();
      await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir(), records)));
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      await app.ready();
      served = { app, close: async () => { await app.close(); await handle.cleanup(); } };
    });
    after(async () => { await served?.close(); });

    it('a whole collection\'s stored CSV and NDJSON are the live path\'s, plain and gzip', async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        served.app.inject({ url, headers: { host: 'testserver', ...headers } });
      for (const def of REGISTRY) {
        for (const format of ['csv', 'ndjson']) {
          const whole = (await get(`/api/${def.path}/?format=${format}`)).rawPayload;
          assert.ok(whole.equals((await get(`/api/${def.path}/?format=${format}&ordering=id`)).rawPayload), `${def.path} ${format}`);
          const packed = await get(`/api/${def.path}/?format=${format}`, { 'accept-encoding': 'gzip' });
          assert.ok(zlib.gunzipSync(packed.rawPayload).equals(whole), `${def.path} ${format} gzip`);
        }
      }
    });

    it('CSV, read by csv-parse, is the JSON records flattened, for every collection', async () => {
      for (const def of REGISTRY) {
        const json = await jsonRecords(served, def.path);
        const res = await served.app.inject({ url: `/api/${def.path}/?format=csv`, headers: { host: 'testserver' } });
        const { header, rows } = readCsv(res.rawPayload);
        assert.equal(new Set(header).size, header.length);
        assert.deepEqual(rows, json.map((r) => flatten(r, def.path)), def.path);
        for (const record of json) assert.deepEqual([...header].sort(), Object.keys(flatten(record, def.path)).sort(), def.path);
      }
      const names = await jsonRecords(served, 'general/polity-alternative-names');
      assert.deepEqual(names.map((r) => r.alternative_name).slice(-hostile.length), hostile);
      // The polity summaries (P2, P3) and their hostile long_name as cells.
      const { rows } = readCsv((await served.app.inject({ url: '/api/general/polity-suprapolities/?format=csv', headers: { host: 'testserver' } })).rawPayload);
      assert.equal(rows[0]!['other_polity.long_name'], P3.long_name);
      assert.equal(rows[0]!['polity.name'], P1.name);
      assert.notEqual(rows[0]!['other_polity.long_name'], P2.long_name);
    });

    it('quotes exactly the fields RFC 4180 needs quoted', async () => {
      const res = await served.app.inject({ url: '/api/general/polity-alternative-names/?format=csv&polity=1&ordering=id', headers: { host: 'testserver' } });
      const lines = res.body.split('\r\n');
      assert.equal(lines[0], 'id,polity.id,polity.name,polity.long_name,polity.start_year,polity.end_year,year_from,year_to,tag,is_disputed,is_uncertain,name,alternative_name,comment,description');
      assert.equal(lines[1], '1,1,it_rome_1,Roman Republic I,-509,-300,,,TRS,false,false,Polity_alternative_name,Roma,EMPTY_COMMENT,');
      // id 12: 'cr\ronly' (even index: P1), description 'quote " inside'
      assert.ok(res.body.includes('\r\n12,1,it_rome_1,Roman Republic I,-509,-300,-2,,TRS,true,false,Polity_alternative_name,"cr\ronly","cr\ronly","quote "" inside"\r\n'));
    });
  });

  describe(`${kind.name}: a string with a lone surrogate`, () => {
    // A dump may write a lone surrogate as an escape (`"\ud800"`): JSON.parse reads it, as Python's json.loads does.
    // JSON and NDJSON serve it as that escape (JSON.stringify's form, json.dumps' too); CSV, which is UTF-8 text and
    // has no escapes, holds U+FFFD in its place, one per lone surrogate, as a UTF-8 encoder writes it (WHATWG
    // Encoding). The stored whole-collection download and the live one are the same bytes.
    const P3 = { id: 3, name: 'it_surrogate', long_name: 'lone \ud800 high', start_year: 1, end_year: 2 };
    const texts = ['\ud800', 'a\udfffb', 'ends high \udbff', '\udc00\ud800 reversed', 'a pair \ud83d\ude00 is no lone one', 'comma, \ud800 and "quote"'];
    /** The text a UTF-8 encoder writes: U+FFFD for each surrogate that is not half of a pair. */
    const replaced = (t: string): string => t.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
    let served: { app: DemoApp['app']; close(): Promise<void> };
    const get = (url: string, headers: Record<string, string> = {}) => served.app.inject({ url: `/api/general/polity-alternative-names/${url}`, headers: { host: 'testserver', ...headers } });

    before(async () => {
      const records = tinyRecords();
      texts.forEach((text, i) => {
        const coded: Rec = {
          id: 10 + i, polity: P3, year_from: null, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: false,
          name: 'Polity_alternative_name', alternative_name: text, comment: 'EMPTY_COMMENT', description: texts[(i + 1) % texts.length],
        };
        // Half in the registry's key order (CSV reads them in place), half not (through JSON.parse).
        records['general/polity-alternative-names']!.push(i % 2 ? coded : Object.fromEntries(Object.entries(coded).reverse()));
      });
      records['core/polities']!.push(P3);
      const dir = writeDump(tempDir(), records);
      assert.ok(fs.readFileSync(path.join(dir, 'general/polity-alternative-names.ndjson'), 'utf8').includes('"\\ud800"'), 'the dump holds the escape');
      const handle = await kind.open();
      await loadDatabank(handle.store, dumpSource(registry, dir));
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      await app.ready();
      served = { app, close: async () => { await app.close(); await handle.cleanup(); } };
    });
    after(async () => { await served?.close(); });

    it('JSON serves the escape; CSV holds U+FFFD for each lone surrogate', async () => {
      const json = await get('?polity=3&ordering=id');
      assert.ok(json.body.includes('"alternative_name":"\\ud800"'), 'served as the escape, the value kept');
      const results = (JSON.parse(json.body) as { results: Rec[] }).results;
      assert.deepEqual(results.map((r) => r.alternative_name), texts);
      const { rows } = readCsv((await get('?format=csv&polity=3&ordering=id')).rawPayload);
      assert.deepEqual(rows.map((r) => r.alternative_name), texts.map(replaced));
      assert.deepEqual(rows.map((r) => r.description), texts.map((_, i) => replaced(texts[(i + 1) % texts.length]!)));
      assert.equal(rows[0]!['polity.long_name'], 'lone \ufffd high');
      assert.equal(rows[0]!.alternative_name, '\ufffd', 'one U+FFFD, not three');
    });

    it('a filtered download is the matching slice of the stored whole one: CSV and NDJSON, plain and gzip', async () => {
      for (const format of ['csv', 'ndjson']) {
        const whole = (await get(`?format=${format}`)).rawPayload;
        const eol = format === 'csv' ? '\r\n' : '\n';
        const lines = whole.toString('utf8').split(eol).slice(0, -1);
        const head = format === 'csv' ? lines.shift()! + eol : '';
        // The records of polity 3, by their id (a CSV line's first field; an NDJSON line keeps its dump's key order).
        const idOf = (l: string): number => (format === 'csv' ? Number(l.slice(0, l.indexOf(','))) : (JSON.parse(l) as { id: number }).id);
        const ofP3 = lines.filter((l) => idOf(l) >= 10);
        assert.equal(ofP3.length, texts.length, format);
        const slice = Buffer.from(head + ofP3.map((l) => l + eol).join(''), 'utf8');
        const filtered = (await get(`?format=${format}&polity=3`)).rawPayload;
        assert.ok(filtered.equals(slice), `${format}: the filtered download is the slice of the whole one`);
        assert.ok(whole.equals((await get(`?format=${format}&ordering=id`)).rawPayload), `${format}: stored and live whole downloads`);
        const packedWhole = (await get(`?format=${format}`, { 'accept-encoding': 'gzip' })).rawPayload;
        assert.ok(zlib.gunzipSync(packedWhole).equals(whole), `${format}: the stored gzip`);
        const packedFiltered = (await get(`?format=${format}&polity=3`, { 'accept-encoding': 'gzip' })).rawPayload;
        assert.ok(zlib.gunzipSync(packedFiltered).equals(slice), `${format}: a filtered gzip`);
      }
    });
  });
}

describe('databank export --format (a real process)', () => {
  it('csv writes CSV files, the default stays a dump, another format is refused', async () => {
    const handle = await STORES[0]!.open();
    try {
      await loadDatabank(handle.store, dumpSource(registry, tinyDump('cli')));
      const run = (...args: string[]) => spawnSync(process.execPath, [CLI, 'export', ...args, '--database', handle.database], { encoding: 'utf8' });
      const csvDir = tempDir(), dumpDir = tempDir();
      assert.equal(run(csvDir, '--format', 'csv').status, 0);
      assert.equal(run(dumpDir).status, 0);
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      try {
        const tokens = await app.inject({ url: '/api/sc/tokens/?format=csv', headers: { host: 'testserver' } });
        assert.ok(readTree(csvDir).get('sc/tokens.csv')!.equals(tokens.rawPayload));
      } finally {
        await app.close();
      }
      assert.ok(readTree(dumpDir).has('sc/tokens.ndjson'));
      const refused = run(tempDir(), '--format', 'xml');
      assert.equal(refused.status, 1);
      assert.match(refused.stderr, /--format.*xml/);
    } finally {
      await handle.cleanup();
    }
  });
});

describe('the download stream', () => {
  /** A scan of `n` chunks of 100 kB that records how it ended. */
  function fakeScan(n: number, log: string[]): AsyncGenerator<Buffer, void, undefined> {
    return (async function* () {
      try {
        for (let i = 0; i < n; i++) yield Buffer.alloc(100_000, 97 + i);
        log.push('done');
      } finally {
        log.push('closed');
      }
    })();
  }

  it('hands every chunk over, in order, and ends the scan', async () => {
    const log: string[] = [];
    const scan = fakeScan(5, log);
    const first = (await scan.next()).value as Buffer;
    const chunks: Buffer[] = [];
    for await (const c of new ScanStream(first, false, scan, (b) => b as Buffer, 10_000)) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    assert.equal(body.length, 500_000);
    assert.equal(body[499_999], 97 + 4);
    assert.deepEqual(log, ['done', 'closed']);
  });

  it('text is handed over in slices, never cut inside a surrogate pair', async () => {
    // 64 Ki characters, then an emoji across the slice boundary: the slices, written as UTF-8, are the text.
    const text = 'a'.repeat(64 * 1024 - 1) + '😀' + 'é'.repeat(70_000) + '🏛️';
    const scan = (async function* () { yield text; })();
    const first = (await scan.next()).value as string;
    const slices: string[] = [];
    for await (const c of new ScanStream<string>(first, false, scan, (t) => t, 10_000)) slices.push(c as string);
    assert.ok(slices.length > 1);
    assert.ok(Buffer.concat(slices.map((t) => Buffer.from(t))).equals(Buffer.from(text)));
  });

  it('a reader that stops reading is cut off after the stall time, and the scan is closed', async () => {
    const log: string[] = [];
    const scan = fakeScan(50, log);
    const first = (await scan.next()).value as Buffer;
    const stream = new ScanStream(first, false, scan, (b) => b as Buffer, 200);
    const failed = new Promise<Error>((resolve) => stream.once('error', resolve));
    const alive = setTimeout(() => undefined, 10_000); // the stall timer does not keep a process alive; a server does
    stream.read(); // takes a little, then nothing more
    const err = await failed;
    clearTimeout(alive);
    assert.match(err.message, /stalled/);
    await until(() => log.includes('closed'), 'the scan is closed');
    assert.ok(!log.includes('done'));
  });
});

describe('downloads go through Fastify\'s lifecycle', () => {
  it('the request log line is written for a download, with its status', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } });
    const handle = await STORES[0]!.open();
    try {
      await loadDatabank(handle.store, dumpSource(registry, tinyDump('log')));
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store, logger: { level: 'info', stream } });
      await app.ready();
      const res = await app.inject({ url: '/api/sc/tokens/?format=csv', headers: { host: 'testserver' } });
      assert.equal(res.statusCode, 200);
      await app.close();
      await until(() => lines.some((l) => l.includes('"msg":"request"')), 'a request log line');
      const line = JSON.parse(lines.find((l) => l.includes('"msg":"request"'))!) as { url: string; status: number; reqId: string };
      assert.equal(line.url, '/api/sc/tokens/?format=csv');
      assert.equal(line.status, 200);
      assert.ok(line.reqId);
    } finally {
      await handle.cleanup();
    }
  });
});
