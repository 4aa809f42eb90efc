/**
 * Where the spec says "not shown", Django REST framework's conventions (issue 2, point 5): single records,
 * page errors, 404/405/301, formats, HEAD and OPTIONS, links from proxies, caching, and hostile input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { STORES } from '../helpers/stores.js';

type Page = { count: number; next: string | null; previous: string | null; results: Record<string, unknown>[] };

for (const kind of STORES) {
  describe(`${kind.name}: DRF conventions`, () => {
    let demo: DemoApp;
    const get = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ method: 'GET', url, headers: { host: 'testserver', ...headers } });
    const page = async (url: string, headers: Record<string, string> = {}): Promise<Page> => {
      const res = await get(url, headers);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 100)}`);
      return JSON.parse(res.body) as Page;
    };
    const detail = async (url: string, status: number, message: string, method = 'GET'): Promise<void> => {
      const res = await demo.app.inject({ method: method as 'GET', url, headers: { host: 'testserver' } });
      assert.equal(res.statusCode, status, `${method} ${url}`);
      assert.equal(res.headers['content-type'], 'application/json', `${method} ${url}`);
      assert.deepEqual(JSON.parse(res.body), { detail: message }, `${method} ${url}`);
    };

    before(async () => { demo = await demoApp(kind); });
    after(async () => { await demo.close(); });

    describe('single records at /api/<collection>/<id>/', () => {
      it('returns the record exactly as the list serves it, for every collection', async () => {
        for (const path of ['sc/tokens', 'core/references', 'core/sections', 'general/polity-suprapolities', 'core/citations']) {
          const listed = (await page(`/api/${path}/?page=2`.replace('?page=2', path === 'core/sections' ? '' : '?page=2'))).results[3]!;
          const res = await get(`/api/${path}/${String(listed.id)}/`);
          assert.equal(res.statusCode, 200, path);
          assert.equal(res.headers['content-type'], 'application/json');
          assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS');
          assert.equal(res.body, JSON.stringify(listed), `${path}: same bytes as in the list`);
        }
      });
      it('finds a citation by its UUID in upper case too (Django UUIDField)', async () => {
        const listed = (await page('/api/core/citations/')).results[0]!;
        const res = await get(`/api/core/citations/${String(listed.id).toUpperCase()}/`);
        assert.equal(res.statusCode, 200);
        assert.deepEqual(JSON.parse(res.body), listed);
      });
      it('answers 404 Not found. for unknown or malformed ids', async () => {
        await detail('/api/sc/tokens/999999/', 404, 'Not found.');
        await detail('/api/sc/tokens/abc/', 404, 'Not found.');
        await detail('/api/sc/tokens/1e3/', 404, 'Not found.');
        await detail('/api/core/sections/1/', 404, 'Not found.'); // sections start at id 7 (§2.11)
        await detail('/api/core/citations/00000000-0000-4000-8000-000000000000/', 404, 'Not found.');
        await detail('/api/core/citations/not-a-uuid/', 404, 'Not found.');
        await detail(`/api/sc/tokens/${'9'.repeat(400)}/`, 404, 'Not found.');
      });
    });

    describe('page parameter (DRF PageNumberPagination)', () => {
      it('answers 404 Invalid page. for 0, negative, non-integer, empty and past-the-end pages', async () => {
        for (const bad of ['0', '-1', 'abc', '', '1.5', '2.0', '9', '99999999999999999999999', 'last1', '1e1', 'NaN']) {
          await detail(`/api/sc/tokens/?page=${encodeURIComponent(bad)}`, 404, 'Invalid page.');
        }
      });
      it('page=last is the last page', async () => {
        const last = await page('/api/sc/tokens/?page=last');
        assert.equal(last.next, null);
        assert.equal(last.results[0]!.id, 351);
        assert.equal(last.previous, 'http://testserver/api/sc/tokens/?page=7');
      });
      it('reads page numbers as Python int() does: spaces, sign, underscores, other decimal digits', async () => {
        assert.equal((await page('/api/sc/tokens/?page=%202%20')).results[0]!.id, 51);
        assert.equal((await page('/api/sc/tokens/?page=%2B3')).results[0]!.id, 101);
        assert.equal((await page('/api/core/references/?page=1_0')).results[0]!.id, 451);
        assert.equal((await page(`/api/sc/tokens/?page=${encodeURIComponent('٣')}`)).results[0]!.id, 101); // ARABIC-INDIC DIGIT THREE
        assert.equal((await page('/api/sc/tokens/?page=02')).next, 'http://testserver/api/sc/tokens/?page=3');
      });
      it('the last of repeated page parameters wins (Django QueryDict.get)', async () => {
        assert.equal((await page('/api/sc/tokens/?page=2&page=3')).results[0]!.id, 101);
      });
    });

    describe('links (spec §2.1)', () => {
      it('keeps every parameter, replaces page, sorts by name: ?page=2&format=api gives ?format=api&page=3', async () => {
        const p = await page('/api/sc/tokens/?page=2&format=api');
        assert.equal(p.next, 'http://testserver/api/sc/tokens/?format=api&page=3');
        assert.equal(p.previous, 'http://testserver/api/sc/tokens/?format=api');
      });
      it('re-encodes parameters as Python urlencode does and keeps repeated values in order', async () => {
        const p = await page('/api/sc/tokens/?zeta=1&b=2&alpha=x%20y&b=1&page=2&q=%C3%A9%2F~');
        assert.equal(p.next, 'http://testserver/api/sc/tokens/?alpha=x+y&b=2&b=1&page=3&q=%C3%A9%2F~&zeta=1');
        assert.equal(p.previous, 'http://testserver/api/sc/tokens/?alpha=x+y&b=2&b=1&q=%C3%A9%2F~&zeta=1');
      });
      it('first page has null previous; a single-page list has both links null', async () => {
        const first = await page('/api/sc/tokens/');
        assert.equal(first.previous, null);
        assert.equal(first.next, 'http://testserver/api/sc/tokens/?page=2');
        const sections = await page('/api/core/sections/?format=api');
        assert.equal(sections.next, null);
        assert.equal(sections.previous, null);
      });
      it('uses the Host header, port included', async () => {
        assert.equal((await page('/api/sc/tokens/', { host: 'example.org:8000' })).next, 'http://example.org:8000/api/sc/tokens/?page=2');
      });
      it('ignores X-Forwarded-* unless trust-proxy is on', async () => {
        const p = await page('/api/sc/tokens/', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
        assert.equal(p.next, 'http://testserver/api/sc/tokens/?page=2');
      });
      it('answers 400 for a Host header that is not a host name', async () => {
        const res = await get('/api/sc/tokens/', { host: 'bad host/<x>' });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(JSON.parse(res.body), { detail: 'Invalid Host header.' });
      });
    });

    describe('formats, methods, paths', () => {
      it('format=api and format=json answer JSON; an empty format is ignored; an unknown one is 404', async () => {
        for (const f of ['api', 'json', '']) {
          const res = await get(`/api/sc/tokens/?format=${f}`);
          assert.equal(res.statusCode, 200, f);
          assert.equal(res.headers['content-type'], 'application/json');
        }
        await detail('/api/sc/tokens/?format=xml', 404, 'Not found.');
        await detail('/api/sc/tokens/?format=JSON', 404, 'Not found.');
        await detail('/api/sc/tokens/1/?format=csv', 404, 'Not found.');
      });
      it('answers 405 with Allow for writes, on lists and records', async () => {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          for (const url of ['/api/sc/tokens/', '/api/sc/tokens/1/']) {
            const res = await demo.app.inject({ method: method as 'POST', url, payload: { a: 1 } });
            assert.equal(res.statusCode, 405, `${method} ${url}`);
            assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS');
            assert.equal(res.headers['content-type'], 'application/json');
            assert.deepEqual(JSON.parse(res.body), { detail: `Method "${method}" not allowed.` });
          }
        }
      });
      it('redirects a list or record path without its trailing slash (301, query kept)', async () => {
        for (const [from, to] of [
          ['/api/sc/tokens', '/api/sc/tokens/'],
          ['/api/sc/tokens?page=2&format=api', '/api/sc/tokens/?page=2&format=api'],
          ['/api/core/references/5', '/api/core/references/5/'],
          ['/api', '/api/'],
        ]) {
          const res = await get(from!);
          assert.equal(res.statusCode, 301, from);
          assert.equal(res.headers.location, to, from);
        }
      });
      it('answers 404 Not found. for unknown paths', async () => {
        for (const url of ['/nope/', '/api/sc/', '/api/nope/', '/api/sc/tokens/1/extra/', '/api/core/polity/', '/API/sc/tokens/', '/api//sc/tokens/']) {
          await detail(url, 404, 'Not found.');
        }
      });
      it('HEAD answers the same status and headers as GET, without a body', async () => {
        for (const url of ['/api/sc/tokens/?page=2', '/api/core/references/3/', '/api/sc/tokens/?page=0', '/api/nope/']) {
          const g = await get(url);
          const h = await demo.app.inject({ method: 'HEAD', url, headers: { host: 'testserver' } });
          assert.equal(h.statusCode, g.statusCode, url);
          assert.equal(h.body, '', url);
          const strip = (headers: Record<string, unknown>) => { const { date: _d, ...rest } = headers; return rest; };
          assert.deepEqual(strip(h.headers), strip(g.headers), url);
        }
      });
      it('OPTIONS describes the list in DRF metadata shape, with Allow', async () => {
        const res = await demo.app.inject({ method: 'OPTIONS', url: '/api/general/polity-durations/' });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS');
        assert.equal(res.headers['content-type'], 'application/json');
        const body = JSON.parse(res.body);
        assert.deepEqual(Object.keys(body), ['name', 'description', 'renders', 'parses']);
        assert.equal(body.name, 'Polity Duration List');
        assert.ok(body.renders.includes('application/json'));
      });
      it('the API root lists every collection with its absolute URL', async () => {
        const res = await get('/api/');
        assert.equal(res.statusCode, 200);
        const { demo, ...root } = JSON.parse(res.body) as Record<string, string>;
        // Every collection, each alias (a moved endpoint's live path) and each admin-only route of the original.
        assert.equal(Object.keys(root).length, REGISTRY.length + REGISTRY.flatMap((d) => d.aliases).length + registry.restricted.length);
        assert.equal(demo, true, 'the demo databank is marked (README: "demo")');
        assert.equal(root['core/citations'], 'http://testserver/api/core/citations/');
      });
    });

    describe('HTTP caching and compression', () => {
      it('a strong ETag answers If-None-Match with 304 and no body', async () => {
        const res = await get('/api/core/references/?page=3');
        const etag = String(res.headers.etag);
        assert.match(etag, /^"[^"]+"$/);
        assert.match(String(res.headers['cache-control']), /max-age=\d+/);
        const again = await get('/api/core/references/?page=3', { 'if-none-match': etag });
        assert.equal(again.statusCode, 304);
        assert.equal(again.body, '');
        const other = await get('/api/core/references/?page=4', { 'if-none-match': etag });
        assert.equal(other.statusCode, 200, 'another page has another ETag');
        const otherHost = await get('/api/core/references/?page=3', { 'if-none-match': etag, host: 'elsewhere' });
        assert.equal(otherHost.statusCode, 200, 'links differ by host, so the ETag does');
      });
      it('gzip and brotli when asked, decoding to the same bytes, each with its own ETag', async () => {
        const plain = await get('/api/core/citations/?page=2');
        const gz = await get('/api/core/citations/?page=2', { 'accept-encoding': 'gzip' });
        const br = await get('/api/core/citations/?page=2', { 'accept-encoding': 'gzip, deflate, br' });
        assert.equal(gz.headers['content-encoding'], 'gzip');
        assert.equal(br.headers['content-encoding'], 'br');
        assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), plain.body);
        assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), plain.body);
        assert.equal(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size, 3);
        assert.match(String(gz.headers.vary), /Accept-Encoding/);
        const refused = await get('/api/core/citations/?page=2', { 'accept-encoding': 'br;q=0, gzip;q=0' });
        assert.equal(refused.headers['content-encoding'], undefined);
      });
    });

    describe('hostile input never yields a 5xx or a stack trace', () => {
      const urls = [
        `/api/sc/tokens/?page=${'9'.repeat(10_000)}`,
        `/api/sc/tokens/?q=${'x'.repeat(10_000)}`,
        `/api/sc/tokens/?${Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&')}`,
        `/api/sc/tokens/?${'page=2&'.repeat(500)}`,
        '/api/sc/tokens/?page=1%3BDROP%20TABLE%20sc_tokens',
        "/api/sc/tokens/?page=1'%20OR%20'1'='1",
        "/api/sc/tokens/1'%20OR%201=1--/",
        '/api/core/citations/%27%3B--/',
        '/api/sc/tokens/?page=%F0%9F%92%A9&format=%ED%A0%80',
        '/api/sc/tokens/?format=api&x=%ff%fe%00',
        '/api/sc/tokens/?%=%&&=&==',
        '/api/sc/tokens/%ff/',
        '/api/%E0%A4%A/',
        '/api/sc/tokens/?page=\u202e1',
        '/api/sc/tokens/?page[]=1&page[x]=2',
        '/api/../../etc/passwd',
      ];
      for (const url of urls) {
        it(`GET ${url.length > 60 ? url.slice(0, 60) + '…' : url}`, async () => {
          const res = await get(url);
          assert.ok(res.statusCode < 500, `${res.statusCode}: ${res.body.slice(0, 200)}`);
          assert.equal(res.headers['content-type'], 'application/json');
          assert.doesNotMatch(res.body, /at .*\.js:\d+|Error:/);
          const body = JSON.parse(res.body);
          if (res.statusCode >= 400) assert.equal(typeof body.detail, 'string');
        });
      }
      it('odd hosts, methods and headers', async () => {
        for (const init of [
          { method: 'GET', url: '/api/sc/tokens/', headers: { host: '\u00e9x.org' } },
          { method: 'GET', url: '/api/sc/tokens/', headers: { host: '' } },
          { method: 'GET', url: '/api/sc/tokens/', headers: { 'if-none-match': '"'.repeat(5000), 'accept-encoding': ';;;q=x,' } },
          { method: 'OPTIONS', url: '/api/sc/tokens/', headers: { 'content-type': 'application/json' }, payload: '{bad json' },
          { method: 'POST', url: '/api/sc/tokens/', headers: { 'content-type': 'application/json' }, payload: '{bad json' },
          { method: 'TRACE', url: '/api/sc/tokens/' },
        ] as const) {
          const res = await demo.app.inject(init as never);
          assert.ok(res.statusCode < 500, `${init.method} ${JSON.stringify(init)}: ${res.statusCode} ${res.body}`);
          assert.equal(typeof JSON.parse(res.body || '{"detail":""}').detail === 'string' || res.statusCode === 200, true);
        }
      });
    });
  });
}

describe('links behind a proxy and with a public URL', () => {
  it('trust-proxy: X-Forwarded-Proto and -Host build the links', async (t) => {
    const demo = await demoApp(STORES[0]!, { trustProxy: 'true' });
    t.after(() => demo.close());
    const res = await demo.app.inject({ url: '/api/sc/tokens/', headers: { host: 'internal:8000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'data.example.org' } });
    assert.equal(JSON.parse(res.body).next, 'https://data.example.org/api/sc/tokens/?page=2');
  });
  it('a public URL overrides Host and X-Forwarded-*', async (t) => {
    const demo = await demoApp(STORES[0]!, { publicUrl: 'https://example.org/databank/', trustProxy: 'true' });
    t.after(() => demo.close());
    const res = await demo.app.inject({ url: '/api/sc/tokens/?page=2', headers: { host: 'internal:8000', 'x-forwarded-host': 'other.example' } });
    const body = JSON.parse(res.body);
    assert.equal(body.next, 'https://example.org/databank/api/sc/tokens/?page=3');
    assert.equal(body.previous, 'https://example.org/databank/api/sc/tokens/');
  });
  it('another base path moves every route', async (t) => {
    const demo = await demoApp(STORES[0]!, { basePath: '/v/data' });
    t.after(() => demo.close());
    assert.equal((await demo.app.inject('/v/data/sc/tokens/')).statusCode, 200);
    assert.equal((await demo.app.inject('/api/sc/tokens/')).statusCode, 404);
  });
});

describe('an empty store', () => {
  it('answers 503 with a detail until a databank is loaded', async (t) => {
    const handle = await STORES[0]!.open();
    const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
    t.after(async () => { await app.close(); await handle.cleanup(); });
    const res = await app.inject('/api/sc/tokens/');
    assert.equal(res.statusCode, 503);
    assert.deepEqual(JSON.parse(res.body), { detail: 'No databank is loaded yet.' });
    assert.equal((await app.inject('/readyz')).statusCode, 503);
    assert.equal((await app.inject('/healthz')).statusCode, 200);
  });
});
