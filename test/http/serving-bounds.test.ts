/**
 * Issue 24 §5: nothing costly runs unbounded on the serving thread for one client. Each test reproduces an attack's
 * mechanism (no timings): the spellings of one record's id are one answer; the OpenAPI document is built once
 * whatever the Host; a page with a cache-buster is not kept; a whole collection is never brotli-compressed per
 * request; uncached pages past a client's budget are refused with Retry-After; PROPFIND is DRF's 405.
 *
 * The expectations come from the original's stack: DRF's DefaultRouter takes any `[^/.]+` as a record's id and the
 * lookup reads it with Django's IntegerField.get_prep_value, `int(value)` (a ValueError is get_object_or_404's 404);
 * APIView.dispatch answers a method its view has no handler for with `http_method_not_allowed` (405, `Method "X" not
 * allowed.`), after `initial()` (an admin-only route's 401 first).
 */
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { responseCacheStats } from '../../src/http/cache.js';
import { openApiStats } from '../../src/http/openapi.js';
import { PageBudget } from '../../src/http/page-budget.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { P1, P2, tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { SQLITE, tempDir, type TestStore } from '../helpers/stores.js';

describe('issue 24 §5: bounded work per client', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    demo.app.inject({ url, headers: { host: 'testserver', ...headers }, ...(remoteAddress ? { remoteAddress } : {}) });

  it('a polity page under another spelling of its id is a 301 to the id it names, query kept', async () => {
    for (const spelling of ['01', '0000000000000000001', '+1', '%201']) {
      const res = await get(`/core/polities/${spelling}/?x=1`);
      assert.equal(res.statusCode, 301, spelling);
      assert.equal(res.headers.location, '/core/polities/1/?x=1', spelling);
    }
    assert.equal((await get('/core/polities/1/')).statusCode, 200);
    for (const bad of ['1x', '1__0', '-', '9'.repeat(30)]) assert.equal((await get(`/core/polities/${bad}/`)).statusCode, 404, bad);
  });

  it('the API answers every spelling of an id with the same record, from one cache entry', async () => {
    const first = await get('/api/core/polities/1/');
    assert.equal(first.statusCode, 200);
    for (const spelling of ['01', '0000000000000000001', '+1', '1_']) {
      const hits = responseCacheStats.hits;
      const res = await get(`/api/core/polities/${spelling}/`);
      if (spelling === '1_') { // Python's int() refuses a trailing underscore
        assert.equal(res.statusCode, 404);
        continue;
      }
      assert.equal(res.statusCode, 200, spelling);
      assert.equal(res.body, first.body, spelling);
      assert.equal(responseCacheStats.hits, hits + 1, `${spelling}: a hit of the first spelling's entry`);
    }
  });

  it('the OpenAPI document is built once whatever the Host, with the same bytes for every Host', async () => {
    const builds = openApiStats.builds;
    const bodies = new Set<string>();
    for (const host of ['a.example', 'b.example', 'c.example:8080']) {
      for (const encoding of ['gzip', 'br', 'identity']) {
        const res = await demo.app.inject({ url: '/api/openapi.json', headers: { host, 'accept-encoding': encoding } });
        assert.equal(res.statusCode, 200);
        const coding = res.headers['content-encoding'];
        bodies.add((coding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : coding === 'gzip' ? zlib.gunzipSync(res.rawPayload) : res.rawPayload).toString());
      }
    }
    assert.equal(bodies.size, 1);
    assert.ok(openApiStats.builds - builds <= 1, `${openApiStats.builds - builds} builds`);
    assert.deepEqual((JSON.parse([...bodies][0]!) as { servers: unknown }).servers, [{ url: '/' }]);
  });

  it('an HTML list page with a stray parameter is made but not kept, as the API answer is not', async () => {
    const size = demo.app && (await get('/core/references/?_=warm')).statusCode;
    assert.equal(size, 200);
    const misses = responseCacheStats.misses;
    await get('/core/references/?_=1');
    const again = await get('/core/references/?_=1');
    assert.equal(again.statusCode, 200);
    assert.equal(responseCacheStats.misses, misses, 'never looked up in the cache, so never kept there');
    // A page without one is kept: the second request is a hit.
    await get('/core/references/?page=2');
    const hits = responseCacheStats.hits;
    await get('/core/references/?page=2');
    assert.equal(responseCacheStats.hits, hits + 1);
  });

  it('a whole collection asked for with Accept-Encoding: br alone is sent as it is (gzip when taken), never brotli', async () => {
    for (const [asked, expected] of [['br', undefined], ['br, gzip', 'gzip'], ['gzip', 'gzip']] as const) {
      const res = await get('/api/sc/tokens/?format=csv', { 'accept-encoding': asked });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], expected, asked);
    }
    // A selection is still brotli-compressed when asked.
    assert.equal((await get('/api/sc/tokens/?format=csv&name__icontains=a', { 'accept-encoding': 'br' })).headers['content-encoding'], 'br');
  });

  it('PROPFIND and other methods the API does not serve: 405 with Allow; 401 on an admin-only route', async () => {
    for (const method of ['PROPFIND', 'MKCOL', 'LOCK', 'PURGE'] as const) {
      const res = await demo.app.inject({ method: method as 'GET', url: '/api/sc/tokens/', headers: { host: 'testserver' } });
      assert.equal(res.statusCode, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS');
      assert.deepEqual(JSON.parse(res.body), { detail: `Method "${method}" not allowed.` });
      assert.equal((await demo.app.inject({ method: method as 'GET', url: '/api/sc/tokens/1/', headers: { host: 'testserver' } })).statusCode, 405);
      assert.equal((await demo.app.inject({ method: method as 'GET', url: '/api/nope/nope/', headers: { host: 'testserver' } })).statusCode, 404);
    }
    const restricted = demo.handle.store.registry.restricted[0];
    if (restricted) {
      const res = await demo.app.inject({ method: 'PROPFIND' as 'GET', url: `/api/${restricted.path}/`, headers: { host: 'testserver' } });
      assert.equal(res.statusCode, 401);
    }
  });
});

describe('issue 24 §5: the page budget', () => {
  it('refuses a client in debt with 429 and Retry-After, and others not', async () => {
    const demo = await demoApp(SQLITE, { pageRenderMsClient: '1', pageRenderMsTotal: '0' });
    try {
      const get = (url: string, remoteAddress: string) => demo.app.inject({ url, headers: { host: 'testserver' }, remoteAddress });
      // Spend the client's burst (2 ms at 1 ms a second) on uncached polity pages; then it is refused.
      let refused: Awaited<ReturnType<typeof get>> | undefined;
      const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 17, 18, 19, 20];
      for (const id of ids) {
        const res = await get(`/core/polities/${id}/`, '10.0.0.1');
        if (res.statusCode === 429) {
          refused = res;
          break;
        }
        assert.equal(res.statusCode, 200);
      }
      assert.ok(refused, 'refused once its budget was spent');
      assert.ok(Number(refused.headers['retry-after']) >= 1, String(refused.headers['retry-after']));
      assert.match(String(refused.headers['content-type']), /^text\/html/);
      // A page the cache holds costs nothing: still served to the same client; another client is served.
      assert.equal((await get('/core/polities/1/', '10.0.0.1')).statusCode, 200);
      assert.equal((await get('/core/polities/21/', '10.0.0.2')).statusCode, 200);
    } finally {
      await demo.close();
    }
  });

  it('counts pages in flight per client and in all, and refuses the total with a wait', () => {
    let now = 0;
    const budget = new PageBudget(100, 150, () => now);
    const begun = Array.from({ length: 6 }, () => budget.begin('a'));
    for (const b of begun) assert.equal(typeof b, 'function');
    assert.deepEqual(budget.begin('a'), { scope: 'client', waitSeconds: 1 }, 'six in flight at most per client (a browser\'s connections)');
    now += 600;
    for (const b of begun) (b as (took: number) => void)(200); // 1,200 ms charged: 200 of burst (2 s), 1,000 of debt at 100 ms/s
    assert.deepEqual(budget.begin('a'), { scope: 'client', waitSeconds: 10 });
    assert.deepEqual(budget.begin('b'), { scope: 'total', waitSeconds: 6 }, '300 of burst, 900 owed at 150 ms/s');
    now += 9000;
    assert.equal(typeof budget.begin('a'), 'object', 'still 100 ms owed');
    now += 1000;
    assert.equal(typeof budget.begin('a'), 'function');
  });

  it('charges a page the time of its synchronous steps, not the time it waited for the store', async (t) => {
    // A fake clock: a read takes 5 s of it (a slow PostgreSQL read at its time limit), rendering none.
    let now = 1_000_000;
    t.mock.method(performance, 'now', () => now);
    const demo = await demoApp(SQLITE, { pageRenderMsClient: '100', pageRenderMsTotal: '400' });
    try {
      const store = demo.handle.store;
      const read = store.read.bind(store), record = store.record.bind(store);
      t.mock.method(store, 'read', async (...args: Parameters<typeof store.read>) => { now += 5000; return read(...args); });
      t.mock.method(store, 'record', async (...args: Parameters<typeof store.record>) => { now += 5000; return record(...args); });
      const get = (url: string, remoteAddress: string) => demo.app.inject({ url, headers: { host: 'testserver' }, remoteAddress });
      // Each page waited 5 s or more for the store; none took any of the serving thread by the clock.
      for (const url of ['/core/polities/', '/core/polities/1/', '/core/polities/2/', '/core/polities/?page=2']) {
        assert.equal((await get(url, '10.0.0.1')).statusCode, 200, `${url}: the same client again`);
      }
      assert.equal((await get('/core/polities/3/', '10.0.0.2')).statusCode, 200, 'another client: the total is not in debt');
    } finally {
      await demo.close();
    }
  });
});

describe('issue 24 §5: large JSON answers compressed off the serving thread', () => {
  let app: FastifyInstance;
  let handle: TestStore;
  // A polity whose record is 100 KiB (as a cliopatria geometry can be): one answer of 64 KiB or more.
  const LARGE = { id: 3, name: 'gr_sparta', long_name: 'Sparta '.repeat(15_000), start_year: -800, end_year: -200 };
  before(async () => {
    handle = await SQLITE.open();
    await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir('databank-large-'), { ...tinyRecords(), 'core/polities': [P1, P2, LARGE] })));
    app = buildApp({ config: loadConfig({}, {}), store: handle.store });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await handle?.cleanup();
  });
  const get = (url: string, coding: string) => app.inject({ url, headers: { host: 'testserver', 'accept-encoding': coding } });

  it('kept or stray, each coding is made off the serving thread and decompresses to the identity body', async (t) => {
    // zlib's synchronous compressors run on the serving thread: a large body must never reach them.
    const large = (body: Buffer): boolean => body.length >= 64 * 1024;
    const gzipSync = t.mock.method(zlib, 'gzipSync');
    const brotliSync = t.mock.method(zlib, 'brotliCompressSync');
    const url = '/api/core/polities/3/';
    const identity = await get(url, 'identity');
    assert.equal(identity.statusCode, 200);
    assert.ok(large(identity.rawPayload), `${identity.rawPayload.length} bytes`);
    for (const [query, coding] of [['', 'gzip'], ['', 'br'], ['?_=1', 'gzip'], ['?_=2', 'br']] as const) {
      const res = await get(`${url}${query}`, coding);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], coding, query);
      const body = coding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      assert.equal(body.toString(), identity.body, `${coding}${query}`);
    }
    const synchronous = [...gzipSync.mock.calls, ...brotliSync.mock.calls].filter((c) => large(c.arguments[0] as Buffer));
    assert.equal(synchronous.length, 0, 'no large body compressed on the serving thread');
  });
});
