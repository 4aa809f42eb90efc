/**
 * The merge of store/diff.ts against an oracle of maps, over a store that hands rows over in chunks of any size
 * (a chunk boundary anywhere: one side ending first, empty sides, runs of added or removed records), for integer ids
 * (numeric order, not text order) and UUID text ids.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bodyId, changedFields, diffIndex, diffRows, indexAt, type DiffRow } from '../../src/store/diff.js';
import type { CollectionDef } from '../../src/registry/index.js';
import type { Generation, Store } from '../../src/store/store.js';

type Id = number | string;

/** A small deterministic generator (tests must be repeatable). */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

const gen = (id: string): Generation => ({ id, loadedAt: '2026-01-01T00:00:00Z', counts: {}, demo: false });

/** A store whose scan of generation `g` hands over `sides[g]`'s bodies in chunks of `chunk()` rows (some empty). */
function fakeStore(sides: Record<string, string[]>, chunk: () => number): Store {
  return {
    async *scan(g: Generation) {
      const rows = sides[g.id]!;
      for (let i = 0; i < rows.length;) {
        const n = chunk();
        yield rows.slice(i, i + n);
        i += n;
      }
    },
  } as unknown as Store;
}

const body = (id: Id, v: number, extra = false): string => JSON.stringify({ id, value: v, name: `r${v}`, ...(extra ? { more: true } : {}) });

/** Two sides drawn from one id pool: each id on neither, one or both sides, the same or another value. */
function draw(r: () => number, ids: Id[]): { a: string[]; b: string[]; expected: { change: string; id: Id }[] } {
  const a: string[] = [], b: string[] = [], expected: { change: string; id: Id }[] = [];
  for (const id of ids) {
    const k = Math.floor(r() * 5);
    if (k === 0) continue;
    if (k === 1) (a.push(body(id, 1)), expected.push({ change: 'removed', id }));
    else if (k === 2) (b.push(body(id, 1)), expected.push({ change: 'added', id }));
    else if (k === 3) (a.push(body(id, 1)), b.push(body(id, 1)));
    else (a.push(body(id, 1)), b.push(body(id, 2, r() < 0.5)), expected.push({ change: 'changed', id }));
  }
  return { a, b, expected };
}

async function rowsOf(store: Store, def: CollectionDef): Promise<DiffRow[]> {
  const out: DiffRow[] = [];
  for await (const chunk of diffRows(store, gen('a'), gen('b'), def)) out.push(...chunk);
  return out;
}

describe('diff merge', () => {
  for (const [kind, idsOf] of [
    ['integer', (n: number) => Array.from({ length: n }, (_, i) => i * 7 + 1)],
    ['uuid', (n: number) => Array.from({ length: n }, (_, i) => `${(i * 2654435761 >>> 0).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`).sort()],
  ] as const) {
    test(`${kind} ids: any chunking, every case, against the oracle`, async () => {
      const def = { path: 'x/y', idType: kind } as CollectionDef;
      for (let seed = 1; seed <= 60; seed++) {
        const r = prng(seed);
        const n = seed % 10 === 0 ? 0 : Math.floor(r() * 300);
        const { a, b, expected } = draw(r, idsOf(n));
        const maxChunk = 1 + Math.floor(r() * 40);
        const store = fakeStore({ a, b }, () => Math.floor(r() * maxChunk) + (r() < 0.9 ? 1 : 0));
        const rows = await rowsOf(store, def);
        assert.deepEqual(rows.map((x) => ({ change: x.change, id: x.id })), expected, `seed ${seed}`);
        for (const x of rows) {
          assert.equal(x.before, x.change === 'added' ? null : a.find((t) => bodyId(t) === x.id));
          assert.equal(x.after, x.change === 'removed' ? null : b.find((t) => bodyId(t) === x.id));
        }
        const index = await diffIndex(store, gen('a'), gen('b'), def);
        assert.deepEqual(Array.from({ length: index.kinds.length }, (_, i) => indexAt(index, i)), expected, `index, seed ${seed}`);
        assert.deepEqual([index.countBefore, index.countAfter], [a.length, b.length]);
        assert.equal(index.added + index.removed + index.changed, expected.length);
      }
    });
  }

  test('integer ids in numeric order: 9 before 10 (as text, 10 would come first)', async () => {
    const store = fakeStore({ a: [body(9, 1)], b: [body(9, 1), body(10, 1)] }, () => 1);
    assert.deepEqual((await rowsOf(store, { path: 'x/y', idType: 'integer' } as CollectionDef)).map((x) => [x.change, x.id]), [['added', 10]]);
  });

  test('bodyId reads the id without parsing, and parses what it cannot read', () => {
    assert.equal(bodyId('{"id":12,"a":1}'), 12);
    assert.equal(bodyId('{"id":-3}'), -3);
    assert.equal(bodyId('{"id":"0b6c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f","a":1}'), '0b6c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f');
    assert.equal(bodyId('{"a":1,"id":5}'), 5);
    assert.equal(bodyId('{"id":"a\\"b"}'), 'a"b');
  });

  test('changedFields: values compared as JSON, in key order, keys on one side only last', () => {
    assert.deepEqual(changedFields('{"id":1,"a":{"x":1},"b":2,"c":null}', '{"id":1,"a":{"x":2},"b":2,"c":null}'), ['a']);
    assert.deepEqual(changedFields('{"id":1,"a":1,"b":2}', '{"id":1,"b":3,"a":1,"d":4}'), ['b', 'd']);
    assert.deepEqual(changedFields('{"id":1,"a":1,"gone":0}', '{"id":1,"a":1}'), ['gone']);
  });
});
