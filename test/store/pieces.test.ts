/**
 * Download pieces (store/pieces.ts): on every store, a whole collection's prebuilt pieces are the very bytes the live
 * path renders (`Store.scan` and the renderer), CSV included, on the demo and on the hostile dump; the gzip forms
 * decode to them; a load brings the new generation's pieces and the old generation keeps its own.
 */
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { demoSource, prng } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import type { CollectionDef } from '../../src/registry/index.js';
import { RENDERERS } from '../../src/render/index.js';
import { csvHeader } from '../../src/render/csv.js';
import { verifyPieces, type Piece, type PieceForm } from '../../src/store/pieces.js';
import { buildPieces, PIECE_CHARS } from '../../src/render/pieces.js';
import type { Generation, Store } from '../../src/store/store.js';
import { hostileDumpDir } from '../helpers/databanks.js';
import { tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { STORES, tempDir, type TestStore } from '../helpers/stores.js';

/** A whole collection's pieces of one form, as the store hands them over. */
async function piecesOf(store: Store, gen: Generation, def: CollectionDef, form: PieceForm): Promise<(string | Buffer)[]> {
  const out: (string | Buffer)[] = [];
  for await (const piece of store.whole(gen, def, form)) out.push(piece);
  return out;
}

const bytesOf = (pieces: readonly (string | Buffer)[]): Buffer =>
  Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));

/** The live path's bytes of a whole collection: the store's scan through the renderer, as a filtered download is made. */
async function live(store: Store, gen: Generation, def: CollectionDef, format: 'ndjson' | 'csv'): Promise<Buffer> {
  const renderer = RENDERERS[format];
  const parts = [renderer.head(def)];
  for await (const chunk of store.scan(gen, { def, where: [], order: [], whereKey: '[]' }, renderer.shape)) {
    parts.push(renderer.chunk(def, chunk as never));
  }
  return Buffer.from(parts.join(''));
}

/** Checks every collection's four forms against the live path; returns how many pieces the largest form had. */
async function checkAll(store: Store, gen: Generation): Promise<number> {
  let most = 0;
  for (const def of registry.collections) {
    for (const format of ['ndjson', 'csv'] as const) {
      const text = await piecesOf(store, gen, def, format);
      const expected = await live(store, gen, def, format);
      assert.ok(bytesOf(text).equals(expected), `${def.path} ${format}: the pieces are the live bytes`);
      most = Math.max(most, text.length);
      for (const [i, piece] of text.entries()) {
        assert.equal(typeof piece, 'string', `${def.path} ${format}: text pieces are strings`);
        if (text.length > 1) assert.ok(piece.length > 0, `${def.path} ${format} piece ${i} is not empty`);
        if (piece.length) assert.ok((piece as string).endsWith(format === 'csv' ? '\r\n' : '\n'), `${def.path} ${format} piece ${i} ends at a record`);
        if (i < text.length - 1) assert.ok(piece.length >= PIECE_CHARS, `${def.path} ${format} piece ${i} is full`);
      }
      const gz = await piecesOf(store, gen, def, `${format}.gz`);
      const packed = bytesOf(gz);
      assert.ok(gz.every((p) => Buffer.isBuffer(p)), `${def.path} ${format}.gz: bytes`);
      assert.deepEqual([...packed.subarray(0, 3)], [0x1f, 0x8b, 0x08], `${def.path} ${format}.gz is gzip`);
      assert.ok(zlib.gunzipSync(packed).equals(expected), `${def.path} ${format}.gz decodes to the live bytes`);
    }
  }
  return most;
}

for (const kind of STORES) {
  describe(`${kind.name}: download pieces`, () => {
    let handle: TestStore;
    before(async () => { handle = await kind.open(); });
    after(async () => { await handle?.cleanup(); });

    it('the demo: every collection, every form, is the live path\'s bytes', async () => {
      await loadDatabank(handle.store, demoSource(registry));
      const most = await checkAll(handle.store, (await handle.store.current())!);
      assert.ok(most > 10, 'a large collection is cut into many pieces');
    });

    it('the hostile dump: the stored CSV is the computed CSV (line breaks, quotes, U+2028, emoji, long strings)', async () => {
      await loadDatabank(handle.store, dumpSource(registry, hostileDumpDir()));
      await checkAll(handle.store, (await handle.store.current())!);
    });

    it('a load brings its own pieces; the generation before keeps its own', async () => {
      await loadDatabank(handle.store, demoSource(registry));
      const before = (await handle.store.current())!;
      const refs = registry.collections.find((d) => d.path === 'core/references')!;
      const old = bytesOf(await piecesOf(handle.store, before, refs, 'csv'));
      const records = tinyRecords();
      await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir(), records)));
      const now = (await handle.store.current())!;
      assert.notEqual(now.id, before.id);
      const fresh = bytesOf(await piecesOf(handle.store, now, refs, 'csv'));
      assert.ok(fresh.equals(await live(handle.store, now, refs, 'csv')));
      assert.equal(fresh.toString().split('\r\n').length, 2 + records['core/references']!.length);
      assert.ok(bytesOf(await piecesOf(handle.store, before, refs, 'csv')).equals(old), 'the previous generation is unchanged');
      await checkAll(handle.store, now);
    });
  });
}

describe('buildPieces', () => {
  const collect = async (def: CollectionDef, bodies: string[]): Promise<Map<PieceForm, Piece[]>> => {
    const out = new Map<PieceForm, Piece[]>();
    for await (const batch of buildPieces(def, bodies.map((body, i) => ({ id: i + 1, body, cols: [] })))) {
      for (const p of batch) out.set(p.form, [...(out.get(p.form) ?? []), p]);
    }
    return out;
  };
  const sections = registry.collections.find((d) => d.path === 'core/sections')!;

  it('an empty collection: an empty NDJSON piece, the CSV header, and gzip of each', async () => {
    const pieces = await collect(sections, []);
    assert.deepEqual(pieces.get('ndjson')!.map((p) => p.content), ['']);
    assert.deepEqual(pieces.get('csv')!.map((p) => p.content), [csvHeader(sections)]);
    assert.equal(zlib.gunzipSync(pieces.get('ndjson.gz')![0]!.content as Buffer).length, 0);
    assert.equal(zlib.gunzipSync(pieces.get('csv.gz')![0]!.content as Buffer).toString(), csvHeader(sections));
  });

  it('pieces are numbered from 0 in order, cut at records, and compressed pieces are one gzip stream', async () => {
    const random = prng(9);
    const word = (): string => Math.floor(random() * 2 ** 32).toString(36);
    const body = (i: number): string =>
      JSON.stringify({ id: i, name: Array.from({ length: 1 + (i % 40) }, word).join(' '), databank_db_section: 'S', db_table_name: 't', sort_order: i });
    const bodies = Array.from({ length: 5000 }, (_, i) => body(i + 1));
    const pieces = await collect(sections, bodies);
    for (const [form, list] of pieces) assert.deepEqual(list.map((p) => p.seq), list.map((_, i) => i), form);
    const ndjson = pieces.get('ndjson')!.map((p) => p.content as string);
    assert.ok(ndjson.length > 10);
    assert.equal(ndjson.join(''), bodies.map((b) => b + '\n').join(''));
    const gz = Buffer.concat(pieces.get('ndjson.gz')!.map((p) => p.content as Buffer));
    assert.equal(zlib.gunzipSync(gz).toString(), ndjson.join(''));
    assert.ok(pieces.get('ndjson.gz')!.length > 1, 'the gzip stream is cut into pieces too');
  });

  it('verifyPieces refuses a databank missing a form or a piece', () => {
    const all = (n: number) => ['ndjson', 'csv', 'ndjson.gz', 'csv.gz'].map((form) => ({ path: 'a', form, n, last: n - 1 }));
    verifyPieces(['a'], all(3));
    assert.throws(() => verifyPieces(['a'], all(3).slice(1)), /lacks ndjson download pieces/);
    assert.throws(() => verifyPieces(['a'], all(3).map((r) => ({ ...r, last: 3 }))), /lacks/);
    assert.throws(() => verifyPieces(['a', 'b'], all(1)), /b lacks/);
  });
});
