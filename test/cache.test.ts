/**
 * Every cache is one byte-weighted LRU (src/cache.ts), bounded by what it really holds (issue 17, defect 4: 9,305
 * distinct 15.6 KB filter values took the server from 92 to 564 MB; issue 24, section 1 and section 5: the response
 * cache's keys were not digested, and its small bodies kept the 16 KiB zlib chunks and 8 KiB pool slabs they were cut
 * from, so a 64 MB budget held 325 MB).
 */
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { ByteCache, cacheKey, cacheStats, KEY_MAX } from '../src/cache.js';
import { ResponseCache } from '../src/http/cache.js';
import { CountCache, type Generation } from '../src/store/store.js';
import type { RowQuery } from '../src/plan/plan.js';
import { registry } from './helpers/registry.js';

const gen: Generation = { id: 'g1', loadedAt: '2026-01-01T00:00:00Z', counts: {}, demo: false };
const def = registry.byPath('core/polities')!;

/** A query whose key is as long as a long filter value makes it (`%01` repeated, as the attack sent). */
function longQuery(i: number, length = 20_000): RowQuery {
  const value = `${i}:` + '\u0001'.repeat(length);
  return { def, where: [{ op: 'contains', column: 'name', value }], order: [], whereKey: JSON.stringify([{ op: 'contains', column: 'name', value }]) };
}

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
/** Heap and ArrayBuffer bytes alive after a full collection. */
function alive(): { heap: number; buffers: number } {
  gc();
  gc();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, buffers: m.arrayBuffers };
}

describe('the byte-weighted cache', () => {
  it('the count cache holds 10,000 long distinct keys within its byte bound, and still finds the recent ones', async () => {
    const budget = 256 * 1024;
    const counts = new CountCache(budget);
    for (let i = 0; i < 10_000; i++) await counts.count(gen, longQuery(i), () => i);
    assert.ok(counts.bytes <= budget, `${counts.bytes} bytes > ${budget}`);
    assert.ok(counts.bytes > budget / 2, 'the budget is used, not emptied');
    // The last key is kept, under its digest: asking again computes nothing.
    let computed = false;
    assert.equal(await counts.count(gen, longQuery(9_999), () => ((computed = true), -1)), 9_999);
    assert.equal(computed, false);
    // The first one was evicted long ago.
    assert.equal(await counts.count(gen, longQuery(0), () => -1), -1);
  });

  it('entries of several generations coexist (a release read between two reads of the current one), within the bound', async () => {
    // Issue 27: reading a release (another generation) between two current reads used to empty the cache each time.
    const budget = 256 * 1024;
    const counts = new CountCache(budget);
    const release: Generation = { ...gen, id: 'g2' };
    let computed = 0;
    for (let round = 0; round < 3; round++) {
      for (const g of [gen, release]) for (let i = 0; i < 10; i++) await counts.count(g, longQuery(i, 10), () => (computed++, i));
    }
    assert.equal(computed, 20, 'each generation\'s counts are computed once, whatever the alternation');
    // A generation nobody reads any more ages out: the bound holds with entries of many generations.
    for (let g = 3; g < 2_000; g++) await counts.count({ ...gen, id: `g${g}` }, longQuery(g, 10), () => g);
    assert.ok(counts.bytes <= budget, `${counts.bytes} bytes > ${budget}`);
    assert.equal(await counts.count(gen, longQuery(0, 10), () => -1), -1, 'the first generation\'s entries aged out');
  });

  it('long keys are kept as digests of fixed length; distinct keys stay distinct', () => {
    const a = cacheKey('x'.repeat(20_000) + 'a');
    const b = cacheKey('x'.repeat(20_000) + 'b');
    assert.ok(a.length <= KEY_MAX && b.length <= KEY_MAX);
    assert.notEqual(a, b);
    assert.equal(cacheKey('short'), 'short');
    // A short key that looks like a digest cannot collide with one.
    assert.notEqual(cacheKey(a), a);
  });

  it('evicts the least recently used first, by bytes, and refuses an entry heavier than an eighth of its budget', () => {
    const map = new ByteCache<Uint8Array>({ name: 'test-lru', maxBytes: 10_000, sizeOf: (v) => v.length });
    map.set('big', new Uint8Array(2_000));
    assert.equal(map.get('big'), undefined);
    for (let i = 0; i < 100; i++) map.set(`k${i}`, new Uint8Array(1_000));
    assert.ok(map.bytes <= 10_000);
    assert.ok(map.get('k99'));
    assert.equal(map.get('k0'), undefined);
    const stats = cacheStats().find((s) => s.name === 'test-lru')!;
    assert.equal(stats.entries, map.size);
    assert.equal(stats.bytes, map.bytes);
    assert.ok(stats.evictions >= 90, `${stats.evictions} evictions`);
  });
});

describe('the response cache holds what it counts (issue 24, section 5)', () => {
  const headers = { etag: '"x"', 'content-type': 'application/json' };

  it('keeps a 45,000-character key as its digest, not the key (nor the URL it was cut from)', () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    const url = '/api/sc/tokens/?name__icontains=' + '%21'.repeat(15_000);
    const start = alive().heap;
    for (let i = 0; i < 300; i++) {
      // A key made as the routes make it: concatenated (a cons string) from a slice of a longer string.
      const key = `gen\0${(url + i).slice(1)}\0http://127.0.0.1/api/sc/tokens/\0identity`;
      cache.set(key, { etag: '"x"', headers, body: Buffer.from('{"count":0}') });
    }
    const grown = alive().heap - start;
    // Undigested, 300 keys of 45,000 one-byte characters hold 13.5 MB.
    assert.ok(grown < 1024 * 1024, `the heap grew by ${(grown / 1048576).toFixed(1)} MB for 300 entries`);
    assert.equal(cache.size, 300);
  });

  it('counts, or copies, small bodies cut from a larger ArrayBuffer (16 KiB zlib chunks, the 8 KiB pool)', () => {
    const budget = 4 * 1024 * 1024;
    const cache = new ResponseCache(budget);
    const start = alive().buffers;
    for (let i = 0; i < 2_000; i++) {
      const gzip = zlib.gzipSync(Buffer.from(`{"count":${i},"results":[]}`.repeat(40)));
      assert.ok(gzip.buffer.byteLength >= 8 * gzip.length, 'the body is a slice of a larger chunk');
      cache.set(`gz${i}`, { etag: '"x"', headers, body: gzip });
      cache.set(`plain${i}`, { etag: '"x"', headers, body: Buffer.from(`{"count":${i}}`) });
    }
    const held = alive().buffers - start;
    assert.ok(cache.bytes <= budget);
    // What the kept bodies hold alive is within what the cache counts (the slabs they were cut from are freed).
    assert.ok(held <= cache.bytes, `${(held / 1048576).toFixed(1)} MB of ArrayBuffers held, ${(cache.bytes / 1048576).toFixed(1)} MB counted`);
    assert.ok(cache.get('gz1999') && cache.get('plain1999'));
  });
});
