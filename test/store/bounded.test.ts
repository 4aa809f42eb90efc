/**
 * Per-query caches are bounded by bytes, with keys of bounded length (issue 17, defect 4: 9,305 distinct 15.6 KB
 * filter values took the server from 92 to 564 MB, and every lookup became a linear search of colliding long keys).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boundedKey, BoundedMap, KEY_MAX } from '../../src/store/bounded.js';
import { CountCache, type Generation } from '../../src/store/store.js';
import type { RowQuery } from '../../src/plan/plan.js';
import { registry } from '../helpers/registry.js';

const gen: Generation = { id: 'g1', loadedAt: '2026-01-01T00:00:00Z', counts: {}, demo: false };
const def = registry.byPath('core/polities')!;

/** A query whose key is as long as a long filter value makes it (`%01` repeated, as the attack sent). */
function longQuery(i: number, length = 20_000): RowQuery {
  const value = `${i}:` + '\u0001'.repeat(length);
  return { def, where: [{ op: 'contains', column: 'name', value }], order: [], whereKey: JSON.stringify([{ op: 'contains', column: 'name', value }]) };
}

describe('bounded caches', () => {
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

  it('long keys are kept as digests of fixed length; distinct keys stay distinct', () => {
    const a = boundedKey('x'.repeat(20_000) + 'a');
    const b = boundedKey('x'.repeat(20_000) + 'b');
    assert.ok(a.length <= KEY_MAX && b.length <= KEY_MAX);
    assert.notEqual(a, b);
    assert.equal(boundedKey('short'), 'short');
    // A short key that looks like a digest cannot collide with one.
    assert.notEqual(boundedKey(a), a);
  });

  it('a bounded map evicts oldest first by bytes and refuses an entry heavier than an eighth of its budget', () => {
    const map = new BoundedMap<Uint8Array>(10_000, (v) => v.length);
    map.set('big', new Uint8Array(2_000));
    assert.equal(map.get('big'), undefined);
    for (let i = 0; i < 100; i++) map.set(`k${i}`, new Uint8Array(1_000));
    assert.ok(map.bytes <= 10_000);
    assert.ok(map.get('k99'));
    assert.equal(map.get('k0'), undefined);
  });
});
