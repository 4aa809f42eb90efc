/**
 * Issue 27: a release served over HTTP (docs/api.md, "Releases"). Every kind of path the API and the pages serve
 * answers under `/releases/<name>/` from the release, its links staying there; its answers keep their bytes and ETags
 * after another databank is loaded; `/api/releases/` lists it; every answer names the databank that answered; a
 * release's whole download carries the Repr-Digest of the bytes sent. The oracles are the and the BRIEF's
 * contract: sha256 of the bodies received, the URL prefix, the listing's fields.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { responseCacheStats } from '../../src/http/cache.js';
import { createRelease } from '../../src/load/release.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import type { ReleaseRecord } from '../../src/store/releases.js';
import { demoApp, NO_PAGE_BUDGET, type DemoApp } from '../helpers/app.js';
import { registry } from '../helpers/registry.js';
import { SQLITE } from '../helpers/stores.js';

const ORIGIN = 'http://testserver';
const PREFIX = '/releases/first';
const META = { name: 'first', title: 'First release', date: '2026-01-31', citation: 'Doe, J. (2026). The databank, first release.', doi: '10.5555/first' };

const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/** Every URL an answer holds: JSON string values that are URLs, and href/src/action attributes of a page. */
function linksIn(res: LightMyRequestResponse): string[] {
  if (String(res.headers['content-type']).startsWith('text/html')) {
    return [...res.body.matchAll(/\s(?:href|src|action|data-api|data-pages)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  }
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' && /^(https?:\/\/|\/)/.test(v)) out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(JSON.parse(res.body));
  return out;
}

/** Every link of the site's own (not another site's: a DOI) stays under the release's prefix. */
function assertInside(res: LightMyRequestResponse, url: string): number {
  let n = 0;
  for (const link of linksIn(res)) {
    if (/^https?:\/\//.test(link) && !link.startsWith(ORIGIN)) continue;
    if (link.startsWith('#')) continue;
    const path = link.startsWith(ORIGIN) ? link.slice(ORIGIN.length) : link;
    assert.ok(path.startsWith(`${PREFIX}/`), `${url}: link ${link} leaves ${PREFIX}/`);
    n++;
  }
  return n;
}

describe('releases over HTTP (issue 27)', () => {
  let demo: DemoApp;
  let record: ReleaseRecord;
  before(async () => {
    demo = await demoApp(SQLITE, NO_PAGE_BUDGET);
    record = await createRelease(demo.handle.store, META);
  });
  after(async () => {
    await demo.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> =>
    demo.app.inject({ method, url, headers: { host: 'testserver', ...headers } });
  const ok = async (url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse> => {
    const res = await get(url, headers);
    assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
    return res;
  };

  it("walks the release's API root: every collection's list and a record, in the release, links inside", async () => {
    const root = await ok(`${PREFIX}/api/`);
    const urls = JSON.parse(root.body) as Record<string, unknown>;
    // The official client walks it: a plain object of collection URLs, nothing else (the demo is not, here, a release's business).
    const entries = Object.entries(urls).filter(([k]) => k !== 'demo');
    assert.ok(entries.length > 100);
    let lists = 0, records = 0;
    for (const [path, url] of entries) {
      assert.equal(url, `${ORIGIN}${PREFIX}/api/${path}/`);
      const res = await get(url as string);
      if (res.statusCode === 401) continue; // the original's admin-only routes
      assert.equal(res.statusCode, 200, `${url}`);
      assert.equal(res.headers['databank-release'], 'first');
      assertInside(res, url as string);
      lists++;
      const page = JSON.parse(res.body) as { count: number; next: string | null; results: { id?: number }[] };
      if (page.next !== null) assert.ok(page.next.startsWith(`${ORIGIN}${PREFIX}/api/${path}/?`), page.next);
      const id = page.results[0]?.id;
      if (id === undefined) continue;
      const one = await ok(`${url}${id}/`);
      assert.equal((JSON.parse(one.body) as { id: number }).id, id);
      records++;
    }
    assert.ok(lists > 100 && records > 100, `${lists} lists, ${records} records`);
  });

  it('answers downloads, the codebook, the long table, the panel and the OpenAPI document, links inside', async () => {
    for (const url of [
      `${PREFIX}/api/core/polities/?format=csv`, `${PREFIX}/api/sc/tokens/?format=ndjson`, `${PREFIX}/api/sc/tokens/?format=csv&polity=3`,
      `${PREFIX}/api/codebook/`, `${PREFIX}/api/codebook/sc/tokens/`, `${PREFIX}/api/codebook/?format=csv`,
      `${PREFIX}/api/values/`, `${PREFIX}/api/values/?polity=3&format=csv`,
      `${PREFIX}/api/panel/?section=Social%20Complexity&from=-3000&to=1900&step=100`,
      `${PREFIX}/api/panel/?section=Social%20Complexity&from=-3000&to=1900&step=100&format=csv`,
    ]) {
      const res = await ok(url);
      assert.equal(res.headers['databank-release'], 'first', url);
      if (String(res.headers['content-type']).startsWith('application/json')) assertInside(res, url);
    }
    // Pages of a table: their next links are in the release.
    for (const url of [`${PREFIX}/api/codebook/`, `${PREFIX}/api/values/`]) assert.ok(assertInside(await ok(url), url) > 0, `${url} holds links`);
    const doc = JSON.parse((await ok(`${PREFIX}/api/openapi.json`)).body) as { servers: { url: string }[] };
    assert.deepEqual(doc.servers, [{ url: PREFIX }]);
    assert.deepEqual((JSON.parse((await ok('/api/openapi.json')).body) as typeof doc).servers, [{ url: '/' }], 'the current document keeps its own');
  });

  it('serves the pages under the release, every link of the site inside it', async () => {
    for (const url of [`${PREFIX}/`, `${PREFIX}/core/polities/`, `${PREFIX}/core/polities/1/`, `${PREFIX}/sc/tokens/?page=2`,
      `${PREFIX}/codebook/`, `${PREFIX}/codebook/sc/tokens/`, `${PREFIX}/docs/`, `${PREFIX}/search/?q=rom`]) {
      // The current databank's page first: the release holds the same generation, and must not be given its page.
      await ok(url.slice(PREFIX.length));
      const res = await ok(url);
      assert.ok(assertInside(res, url) > 5, `${url} holds links`);
    }
    const home = (await ok(`${PREFIX}/`)).body;
    assert.ok(home.includes(META.citation) && home.includes(META.doi), "the release's home page cites it");
    // Another spelling of an id and a path without its slash: redirected within the release.
    assert.equal((await get(`${PREFIX}/core/polities/01/`)).headers.location, `${PREFIX}/core/polities/1/`);
    assert.equal((await get(`${PREFIX}/core/polities`)).headers.location, `${PREFIX}/core/polities/`);
    assert.equal((await get(`${PREFIX}/api/core/polities?page=2`)).headers.location, `${PREFIX}/api/core/polities/?page=2`);
    assert.equal((await get(PREFIX)).headers.location, `${PREFIX}/`);
  });

  it('lists releases at /api/releases/, the current databank not among them', async () => {
    const list = JSON.parse((await ok('/api/releases/')).body) as { count: number; next: null; previous: null; results: Record<string, unknown>[] };
    assert.equal(list.count, 1);
    assert.equal(list.next, null);
    assert.equal(list.previous, null);
    const [one] = list.results as [Record<string, unknown>];
    assert.deepEqual(Object.keys(one), ['name', 'title', 'date', 'citation', 'doi', 'created_at', 'generation', 'loaded_at', 'url', 'api',
      'manifest_url', 'manifest_sha256', 'counts', 'checksums']);
    assert.deepEqual([one.name, one.title, one.date, one.citation, one.doi], [META.name, META.title, META.date, META.citation, META.doi]);
    assert.equal(one.url, `${ORIGIN}/api/releases/first/`);
    assert.equal(one.api, `${ORIGIN}${PREFIX}/api/`);
    assert.equal(one.manifest_url, `${ORIGIN}/api/releases/first/manifest.json`);
    const current = JSON.parse((await ok('/api/')).body) as Record<string, string>;
    assert.equal(one.generation, (await ok('/api/')).headers['databank-generation']);
    assert.ok(current['core/polities']);
    // The counts and checksums, from the release's own downloads (the canonical NDJSON is the whole ndjson download).
    const polities = await ok(`${PREFIX}/api/core/polities/?format=ndjson`);
    assert.equal((one.checksums as Record<string, string>)['core/polities'], sha256(polities.rawPayload));
    assert.equal((one.counts as Record<string, number>)['core/polities'], (JSON.parse((await ok(`${PREFIX}/api/core/polities/`)).body) as { count: number }).count);
    assert.deepEqual(JSON.parse((await ok('/api/releases/first/')).body), one);
    const manifest = await ok('/api/releases/first/manifest.json');
    assert.equal(manifest.headers['content-type'], 'application/json');
    assert.equal(sha256(manifest.rawPayload), one.manifest_sha256);
    assert.equal(manifest.body, record.manifest);
    for (const url of ['/api/releases/current/', '/api/releases/nope/', '/api/releases/nope/manifest.json', `${PREFIX}/api/releases/`]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, '{"detail":"Not found."}', url);
    }
    assert.equal((await get('/api/releases')).headers.location, '/api/releases/');
  });

  it('says which databank answered, on every answer', async () => {
    const current = await ok('/api/core/polities/');
    const loadedAt = current.headers['databank-loaded-at'] as string;
    assert.equal(current.headers['databank-release'], 'current');
    assert.match(current.headers['databank-generation'] as string, /^\S+$/);
    assert.ok(!Number.isNaN(Date.parse(loadedAt)) && new Date(loadedAt).toISOString() === loadedAt, loadedAt);
    for (const url of [`${PREFIX}/api/core/polities/`, `${PREFIX}/core/polities/`, `${PREFIX}/api/openapi.json`, `${PREFIX}/api/panel/`]) {
      const res = await get(url);
      assert.equal(res.headers['databank-release'], 'first', url);
      assert.equal(res.headers['databank-generation'], record.generation, url);
      assert.equal(res.headers['databank-loaded-at'], record.loadedAt, url);
    }
    // A 304 says so too; browsers may read them.
    const first = await ok(`${PREFIX}/api/sc/tokens/`);
    const again = await get(`${PREFIX}/api/sc/tokens/`, { 'if-none-match': first.headers.etag as string });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers['databank-release'], 'first');
    const exposed = String((await get('/api/', { origin: 'https://example.org' })).headers['access-control-expose-headers']);
    for (const name of ['Databank-Release', 'Databank-Generation', 'Databank-Loaded-At', 'Repr-Digest']) assert.ok(exposed.includes(name), exposed);
  });

  it('answers an unknown release with the 404 of the API, or the 404 page', async () => {
    for (const url of ['/releases/nope/api/', '/releases/nope/api/core/polities/', '/releases/nope/api/core/polities/1/',
      '/releases/nope/api/openapi.json', '/releases/nope/api/codebook/', '/releases/Not_A_Name/api/sc/tokens/?format=csv',
      '/releases/nope/api/panel/', '/releases/nope/api/sc/tokens/?polity=x']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, '{"detail":"Not found."}', url);
      assert.equal(res.headers['databank-release'], undefined, url);
    }
    // `/releases/` names no release: a 404, not a redirect to `/releases//` (nor, under a release, to `…/releases//`).
    for (const url of ['/releases/', `${PREFIX}/releases/`]) {
      const res = await get(url);
      assert.deepEqual([res.statusCode, res.headers.location, res.body], [404, undefined, '{"detail":"Not found."}'], url);
    }
    // The probes tell of the process and its current databank, not of a release.
    for (const url of [`${PREFIX}/healthz`, `${PREFIX}/readyz`]) assert.equal((await get(url)).statusCode, 404, url);
    for (const url of ['/releases/nope/', '/releases/nope/core/polities/', '/releases/nope/codebook/', '/releases/nope/sc/tokens/?polity=x', '/releases/nope/assets/pages.css']) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /^text\/html/, url);
    }
  });

  it("carries Repr-Digest on a release's whole downloads: the SHA-256 of the bytes sent", async () => {
    const digestOf = (body: Buffer): string => `sha-256=:${createHash('sha256').update(body).digest('base64')}:`;
    for (const format of ['csv', 'ndjson']) {
      const url = `${PREFIX}/api/sc/tokens/?format=${format}`;
      const plain = await ok(url);
      assert.equal(plain.headers['repr-digest'], digestOf(plain.rawPayload), url);
      const gzip = await ok(url, { 'accept-encoding': 'gzip' });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.equal(gzip.headers['repr-digest'], digestOf(gzip.rawPayload), `${url} gzip`);
      assert.deepEqual(zlib.gunzipSync(gzip.rawPayload), plain.rawPayload);
      const head = await get(url, { 'accept-encoding': 'gzip' }, 'HEAD');
      assert.equal(head.headers['repr-digest'], gzip.headers['repr-digest'], `${url} HEAD`);
    }
    // Not a prebuilt form: a selection, and the current databank's (no digest kept of them).
    assert.equal((await ok(`${PREFIX}/api/sc/tokens/?format=csv&polity=3`)).headers['repr-digest'], undefined);
    assert.equal((await ok('/api/sc/tokens/?format=csv')).headers['repr-digest'], undefined);
  });

  it('logs the URL the client asked for, its prefix kept', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const app = buildApp({ config: demo.config, store: demo.handle.store, logger: { level: 'info', stream } });
    try {
      await app.inject({ url: `${PREFIX}/api/sc/tokens/?page=2`, headers: { host: 'testserver' } });
      await app.inject({ url: '/api/sc/tokens/?page=2', headers: { host: 'testserver' } });
      await new Promise((r) => setTimeout(r, 50));
      // (Under inject an answer may be logged a second time as its client gone: the URLs are what is asserted.)
      const urls = [...new Set(lines.filter((l) => l.msg === 'request').map((l) => l.url))];
      assert.deepEqual(urls, [`${PREFIX}/api/sc/tokens/?page=2`, '/api/sc/tokens/?page=2']);
    } finally {
      await app.close();
    }
  });

  it('lists the releases on the home page, with their citation', async () => {
    const home = (await ok('/')).body;
    assert.ok(home.includes(`href="${PREFIX}/"`), 'links to the release');
    assert.ok(home.includes(META.citation) && home.includes(META.doi));
  });

  it('keeps every answer of the release byte for byte once another databank is loaded', async () => {
    const urls = [`${PREFIX}/api/`, `${PREFIX}/api/core/polities/?page=2`, `${PREFIX}/api/core/polities/1/`, `${PREFIX}/api/sc/tokens/?format=csv`,
      `${PREFIX}/api/sc/tokens/?format=ndjson&polity=3`, `${PREFIX}/api/codebook/`, `${PREFIX}/api/values/?page=2`,
      `${PREFIX}/api/panel/?section=Social%20Complexity&from=-3000&to=1900&step=100`, `${PREFIX}/api/openapi.json`,
      `${PREFIX}/`, `${PREFIX}/core/polities/`, `${PREFIX}/core/polities/2/`, `${PREFIX}/codebook/`, '/api/releases/first/', '/api/releases/first/manifest.json'];
    const seen = async (): Promise<Map<string, string>> => {
      const out = new Map<string, string>();
      for (const url of urls) {
        for (const encoding of ['identity', 'gzip', 'br']) {
          const res = await ok(url, { 'accept-encoding': encoding });
          out.set(`${url} ${encoding}`, `${sha256(res.rawPayload)} ${res.headers.etag as string} ${res.headers['databank-generation'] as string}`);
        }
      }
      return out;
    };
    const before = await seen();
    const oldCurrent = await ok('/api/sc/tokens/');
    await loadDatabank(demo.handle.store, demoSource(registry, 2));
    const newCurrent = await ok('/api/sc/tokens/');
    assert.notEqual(newCurrent.headers['databank-generation'], oldCurrent.headers['databank-generation'], 'a new databank is served');
    assert.ok((JSON.parse(newCurrent.body) as { count: number }).count > (JSON.parse(oldCurrent.body) as { count: number }).count);
    assert.notEqual(sha256((await ok('/')).rawPayload), '', 'the current home page');
    assert.deepEqual(await seen(), before);
    // Asked in turn, the current databank and a release of another generation both stay cached: a release's answer
    // does not empty the caches as a new current databank does.
    await ok('/api/sc/tokens/?page=3');
    await ok(`${PREFIX}/api/sc/tokens/?page=3`);
    const { hits, misses } = responseCacheStats;
    await ok('/api/sc/tokens/?page=3');
    await ok(`${PREFIX}/api/sc/tokens/?page=3`);
    assert.deepEqual([responseCacheStats.hits - hits, responseCacheStats.misses - misses], [2, 0]);
  });
});
