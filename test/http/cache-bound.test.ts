/**
 * Issue 12, defect 4: the response cache's memory is bounded by its budget. The old memo counted only key and body
 * bytes, and a 304 has an empty body, so 772,000 requests of `/api/sc/tokens/1/?r=<n>` with a matching If-None-Match
 * grew a worker from 72 MB to 513 MB under PAGE_CACHE_MB=64. Now every byte an entry holds is counted, and a 304 is
 * answered from the entry it names instead of making one.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ResponseCache } from '../../src/http/cache.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

describe('the response cache stays within its budget (issue 12, defect 4)', () => {
  it('counts headers, key and overhead, so entries with empty bodies cannot outgrow it', () => {
    const budget = 256 * 1024;
    const cache = new ResponseCache(budget);
    const headers = { etag: '"x"', 'cache-control': 'public, max-age=60', vary: 'Accept', allow: 'GET, HEAD, OPTIONS' };
    for (let i = 0; i < 100_000; i++) cache.set(`/api/sc/tokens/1/?r=${i}\0${'h'.repeat(40)}`, { etag: '"x"', headers, body: Buffer.alloc(0) });
    assert.ok(cache.bytes <= budget, `${cache.bytes} bytes kept for a budget of ${budget}`);
    // Each entry costs at least its key and headers: far fewer than 100,000 fit.
    assert.ok(cache.size < 2_000, `${cache.size} entries kept`);
  });

  it('evicts the least recently used entries first: one read since it was made outlives those after it', () => {
    const body = Buffer.alloc(1000);
    const entry = { etag: '"x"', headers: {}, body };
    const cache = new ResponseCache(15 * 1024); // room for ten (each ≈ 1,400 bytes with its overhead)
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, entry);
    assert.ok(cache.get('k0'), 'the oldest, read');
    for (let i = 10; i < 13; i++) cache.set(`k${i}`, entry);
    assert.ok(cache.get('k0'), 'the read entry outlives the three after it');
    assert.equal(cache.get('k1'), undefined, 'the least recently used entry went first');
    assert.ok(cache.get('k12'), 'the newest is kept');
    assert.ok(cache.bytes <= cache.maxBytes);
  });

  describe('a flood of distinct requests, each revalidated, over real sockets', () => {
    // (app.inject is no good here: light-my-request itself keeps about 60 KB per request.)
    let demo: DemoApp;
    let port = 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    before(async () => {
      demo = await demoApp(SQLITE, { pageCacheMb: '1' });
      await demo.app.listen({ port: 0, host: '127.0.0.1' });
      port = (demo.app.server.address() as AddressInfo).port;
    });
    after(async () => {
      agent.destroy();
      await demo.close();
    });

    const get = (path: string, headers: Record<string, string> = {}): Promise<{ status: number; etag?: string }> =>
      new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag }));
        }).on('error', reject);
      });

    it('keeps the heap flat: 20,000 distinct list and record URLs with If-None-Match', async () => {
      const { etag } = await get('/api/sc/tokens/1/');
      const flood = async (from: number, n: number): Promise<void> => {
        for (let i = from; i < from + n; i += 8) {
          await Promise.all(Array.from({ length: 8 }, async (_, k) => {
            // Unknown parameters are kept in list links, so distinct lists are distinct cache keys; records ignore them.
            assert.equal((await get(`/api/sc/tokens/?r=${i + k}`, { 'if-none-match': etag! })).status, 200);
            assert.equal((await get(`/api/sc/tokens/1/?r=${i + k}`, { 'if-none-match': etag! })).status, 304);
          }));
        }
      };
      const used = (): number => {
        global.gc?.();
        const m = process.memoryUsage();
        return m.heapUsed + m.arrayBuffers;
      };
      await flood(0, 2_000); // warm up: the cache fills to its budget
      const start = used();
      await flood(2_000, 18_000);
      const grown = used() - start;
      // The budget is 1 MiB; unbounded, 18,000 pages of ~20 KB would hold ~360 MB. Without --expose-gc, the garbage
      // of the last few thousand requests may still be counted: the bound leaves room for it.
      assert.ok(grown < 96 * 1024 * 1024, `heap grew by ${(grown / 1048576).toFixed(1)} MB over 18,000 distinct pages`);
    });
  });
});
