/**
 * Issue 17, defect 2: pages are kept in the response cache compressed, so its byte bound holds many more of them.
 * Every encoding of a page decodes to the same HTML whatever the order they are asked in, and a crawl of every
 * polity page whose HTML is several times the budget is answered from the cache the second time.
 */
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { responseCacheStats } from '../../src/http/cache.js';
import { demoApp, type DemoApp, NO_PAGE_BUDGET } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

const decode = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

describe('pages kept compressed in the response cache (issue 17)', () => {
  let cached: DemoApp, uncached: DemoApp;
  before(async () => {
    // Every polity page, twice, one after another: far faster than a person asks (no page budget).
    cached = await demoApp(SQLITE, { ...NO_PAGE_BUDGET, pageCacheMb: '3' });
    uncached = await demoApp(SQLITE, { ...NO_PAGE_BUDGET, pageCacheMb: '0' });
  });
  after(async () => {
    await cached.close();
    await uncached.close();
  });

  const get = (demo: DemoApp, url: string, encoding?: string) =>
    demo.app.inject({ url, headers: { host: 'testserver', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('every encoding, asked in any order, is the page rendered afresh', async () => {
    const orders = [['identity', 'gzip', 'br'], ['br', 'identity', 'gzip'], ['gzip', 'br', 'identity'], ['br', 'br', 'identity', 'identity']];
    for (const [n, order] of orders.entries()) {
      for (const url of [`/core/polities/${n + 1}/`, `/sc/tokens/?page=${n + 2}`, '/core/sections/7/']) {
        const expected = (await get(uncached, url)).rawPayload;
        const etags = new Map<string, string>();
        for (const encoding of order) {
          const res = await get(cached, url, encoding === 'identity' ? undefined : encoding);
          assert.equal(res.statusCode, 200, url);
          const coding = res.headers['content-encoding'] as string | undefined;
          assert.equal(coding, encoding === 'identity' || expected.length < 1024 ? undefined : encoding, `${url} ${encoding}`);
          assert.ok(decode(res.rawPayload, coding).equals(expected), `${url} as ${encoding} after ${order.join(', ')}`);
          const etag = String(res.headers.etag);
          if (etags.has(encoding)) assert.equal(etag, etags.get(encoding), 'one ETag per encoding');
          etags.set(encoding, etag);
          assert.equal((await cached.app.inject({ url, headers: { host: 'testserver', 'if-none-match': etag, ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }) } })).statusCode, 304);
        }
      }
    }
  });

  /** Every polity's id, and the bytes of HTML of their pages (with ~200 variables, some 17 MiB at scale 1). */
  async function polityPages(): Promise<{ ids: number[]; html: number }> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const res = JSON.parse((await get(uncached, `/api/core/polities/?page=${page}&page_size=100`)).body) as { next: string | null; results: { id: number }[] };
      ids.push(...res.results.map((p) => p.id));
      if (!res.next) break;
    }
    let html = 0;
    for (const id of ids) html += (await get(uncached, `/core/polities/${id}/`)).rawPayload.length;
    return { ids, html };
  }
  let crawl: Promise<{ ids: number[]; html: number }> | undefined;

  for (const encoding of ['gzip', 'br']) {
    it(`a second crawl of every polity page as ${encoding} is answered from a cache a third the size of their HTML`, async () => {
      const { ids, html } = await (crawl ??= polityPages());
      const budgetMb = Math.floor(html / 3 / 1048576);
      assert.ok(budgetMb >= 1, `${(html / 1048576).toFixed(1)} MiB of HTML`);
      const demo = await demoApp(SQLITE, { ...NO_PAGE_BUDGET, pageCacheMb: String(budgetMb) });
      try {
        for (const id of ids) {
          const res = await get(demo, `/core/polities/${id}/`, encoding);
          assert.equal(res.headers['content-encoding'], encoding);
        }
        const hits = responseCacheStats.hits;
        for (const id of ids) await get(demo, `/core/polities/${id}/`, encoding);
        assert.equal(responseCacheStats.hits - hits, ids.length, `every page from the cache as ${encoding}: ${ids.length} pages, ${(html / 1048576).toFixed(1)} MiB of HTML in ${budgetMb} MiB`);
      } finally {
        await demo.close();
      }
    });
  }
});
