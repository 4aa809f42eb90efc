/** The SQLite store's swap: a new file renamed into place is noticed; a broken one is refused and the old one kept. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { byPath, registry } from '../helpers/registry.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { ordinalRows, tempDir } from '../helpers/stores.js';

const tokens = byPath('sc/tokens')!;

describe('SqliteStore', () => {
  it('a reader notices a databank another process loaded, within its check interval', async () => {
    const file = path.join(tempDir(), 'd.sqlite');
    const writer = new SqliteStore(registry, file);
    await loadDatabank(writer, demoSource(registry, 1));
    const reader = new SqliteStore(registry, file, { checkIntervalMs: 0 });
    const before = (await reader.current())!;
    assert.equal(before.counts['sc/tokens'], 394);
    const first = await ordinalRows(reader, before, tokens, 1, 1);
    await loadDatabank(writer, demoSource(registry, 2));
    const after = (await reader.current())!;
    assert.notEqual(after.id, before.id);
    assert.equal(after.counts['sc/tokens'], 788);
    // A request that began on the old generation still reads it, unchanged.
    assert.deepEqual(await ordinalRows(reader, before, tokens, 1, 1), first);
    // It stays open until the next swap (as long as an export of it may run), then it is closed.
    await loadDatabank(writer, demoSource(registry, 1));
    assert.notEqual((await reader.current())!.id, after.id);
    assert.equal((await ordinalRows(reader, after, tokens, 1, 788)).length, 788);
    await assert.rejects(ordinalRows(reader, before, tokens, 1, 1), /no longer open/);
    await reader.close();
    await writer.close();
  });

  it('keeps serving when a file that is not a databank is put in its place', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'd.sqlite');
    const store = new SqliteStore(registry, file, { checkIntervalMs: 0 });
    await loadDatabank(store, demoSource(registry, 1));
    const gen = (await store.current())!;
    fs.writeFileSync(path.join(dir, 'junk'), 'not a database');
    fs.renameSync(path.join(dir, 'junk'), file);
    assert.equal((await store.current())?.id, gen.id);
    assert.match(store.lastError ?? '', /not a databank|file is not a database/);
    assert.equal((await ordinalRows(store, gen, tokens, 1, 50)).length, 50);
    await store.close();
  });

  it('refuses to serve a file that is not a databank, saying why, until a load replaces it', async () => {
    const file = path.join(tempDir(), 'junk.sqlite');
    fs.writeFileSync(file, 'not a database');
    const store = new SqliteStore(registry, file);
    await assert.rejects(store.current(), /not a database/);
    await loadDatabank(store, demoSource(registry, 1));
    assert.equal((await store.current())?.counts['core/sections'], 32);
    await store.close();
  });
});
