/**
 * Issue 27, citable releases, on PostgreSQL: a release is a kept generation schema. What is checked comes from the
 * issue and the BRIEF: a release reads the same bytes whatever is loaded later (its record's checksums are the oracle:
 * SHA-256 of each collection's canonical NDJSON), survives a restart, is never reused by name, frees its schema when
 * deleted, and a release made during a load, or twice at once under one name, keeps nothing half.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { createRelease, releaseRecord } from '../../src/load/release.js';
import { ReleaseError, type OpenRelease, type ReleaseMeta } from '../../src/store/releases.js';
import type { Generation, Store } from '../../src/store/store.js';
import { openDemo, PG_SKIP_LINE, pgStore, POSTGRES, TEST_DATABASE_URL, type TestStore } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

const meta = (name: string): ReleaseMeta => ({ name, title: `Release ${name}`, date: '2026-11-28', citation: `Databank, ${name}`, doi: null });

/** SHA-256 (hex) of a collection's whole NDJSON download from `gen`. */
async function ndjsonSha(store: Store, gen: Generation, path: string): Promise<string> {
  const def = registry.collections.find((d) => d.path === path)!;
  const hash = createHash('sha256');
  for await (const piece of store.whole(gen, def, 'ndjson')) hash.update(piece);
  return hash.digest('hex');
}

/** A few pages (first and second of three collections, and a deep one) of `gen`, as read. */
async function samplePages(store: Store, gen: Generation): Promise<string[][]> {
  const pages: string[][] = [];
  for (const def of registry.collections.slice(0, 3)) {
    for (const page of [1, 2]) {
      const { rows } = await store.read(gen, { def, where: [], order: [], whereKey: '[]', page, pageSize: 7 });
      pages.push([...rows]);
    }
  }
  return pages;
}

/** Every collection of the release reads the bytes its record's checksum names. */
async function assertChecksums(store: Store, r: OpenRelease): Promise<void> {
  for (const def of registry.collections) {
    assert.equal(await ndjsonSha(store, r.gen, def.path), r.record.checksums[def.path], `${def.path} of ${r.record.name}`);
  }
}

async function schemas(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ schema_name: string }>(
      `SELECT schema_name FROM information_schema.schemata WHERE schema_name ~ '^databank_g[0-9]+$' ORDER BY 1`)).rows.map((r) => r.schema_name);
  } finally {
    await client.end();
  }
}

const schemaOfGen = (gen: Generation): string => (gen as { schema?: string }).schema!;

if (!TEST_DATABASE_URL) {
  test(PG_SKIP_LINE, { skip: true }, () => undefined);
} else {
  describe('postgres releases: kept generation schemas', () => {
    let h: TestStore;
    before(async () => {
      h = await openDemo(POSTGRES);
    });
    after(async () => {
      await h?.cleanup();
    });

    // One history, three loads (a load of the whole catalogue's demo takes a minute on a busy machine): A, the demo;
    // B, C, D, loads of other data.
    test('a release reads the same bytes after three loads of other data and a restart; one made during a load keeps all or nothing; delete frees its schema and the name stays used', async () => {
      const store = h.store;
      const genA = (await store.current())!;
      const record = await createRelease(store, meta('first'));
      const opened = await store.releases.open('first');
      assert.ok(opened);
      assert.deepEqual(opened.record, record);
      const schemaA = schemaOfGen(opened.gen);
      const before = await samplePages(store, opened.gen);
      await assertChecksums(store, opened);
      const tooLate = await releaseRecord(store, genA, meta('too-late'), new Date());

      // Load B while a release is being made: the load completes; the release keeps what it computed, or nothing.
      const [load, during] = await Promise.allSettled([loadDatabank(store, demoSource(registry, 2)), createRelease(store, meta('during'))]);
      if (load.status === 'rejected') console.log((load.reason as Error).stack);
      assert.equal(load.status, 'fulfilled', `the load completed (${String((load as PromiseRejectedResult).reason)})`);
      if (during.status === 'rejected') {
        assert.ok(during.reason instanceof ReleaseError, String(during.reason));
        assert.equal(await store.releases.open('during'), undefined);
      }
      console.log(`# the release made during a load was ${during.status === 'fulfilled' ? 'kept' : 'refused'}`);

      // A release of the served generation, deleted at once: its schema stays while served or previous.
      await createRelease(store, meta('served'));
      const schemaB = schemaOfGen((await store.current())!);
      const other = await pgStore(h.database);
      try {
        assert.ok(await other.releases.open('served'));
        assert.equal(await store.releases.delete('served'), true);
        assert.ok((await schemas(h.database)).includes(schemaB), 'the served schema stays');
        await new Promise((resolve) => setTimeout(resolve, 1100));
        assert.equal(await other.releases.open('served'), undefined, 'another store stops answering it within a second');
      } finally {
        await other.close();
      }

      await loadDatabank(store, demoSource(registry, 3)); // C
      // A is neither current nor previous now: a record computed from it can no longer be kept.
      await assert.rejects(store.releases.keep(genA, tooLate), (err: unknown) => err instanceof ReleaseError && /no longer served/.test(err.message));
      assert.equal(await store.releases.open('too-late'), undefined);
      assert.ok((await schemas(h.database)).includes(schemaB), 'B is previous: kept for in-flight readers');

      await loadDatabank(store, demoSource(registry, 2)); // D
      const now = (await store.current())!;
      assert.ok(registry.collections.some((d) => now.counts[d.path] !== record.counts[d.path]), 'the later loads hold other data');
      const left = await schemas(h.database);
      assert.ok(left.includes(schemaA), 'housekeeping kept the release\'s schema');
      assert.ok(!left.includes(schemaB), 'the deleted release\'s schema went with the next housekeeping');

      const after3 = (await store.releases.open('first'))!;
      await assertChecksums(store, after3);
      assert.deepEqual(await samplePages(store, after3.gen), before);
      if (during.status === 'fulfilled') {
        const kept = (await store.releases.open('during'))!;
        assert.equal(kept.record.generation, during.value.generation);
        await assertChecksums(store, kept);
      }

      // A restart: a new store on the same database reads the release from its row.
      const restarted = await pgStore(h.database);
      try {
        const r = (await restarted.releases.open('first'))!;
        assert.deepEqual(r.record, record);
        await assertChecksums(restarted, r);
        assert.deepEqual(await samplePages(restarted, r.gen), before);
        assert.deepEqual((await restarted.releases.list()).map((x) => x.name), ['first', ...(during.status === 'fulfilled' ? ['during'] : [])]);
      } finally {
        await restarted.close();
      }

      assert.equal(await store.releases.delete('first'), true);
      if (during.status === 'fulfilled' && during.value.generation === genA.id) {
        assert.ok((await schemas(h.database)).includes(schemaA), 'another release keeps the schema');
        assert.equal(await store.releases.delete('during'), true);
      }
      assert.ok(!(await schemas(h.database)).includes(schemaA), 'delete dropped the schema');
      assert.equal(await store.releases.open('first'), undefined);
      assert.ok(!(await store.releases.list()).some((x) => x.name === 'first'));
      assert.equal(await store.releases.delete('first'), false);
      await assert.rejects(createRelease(store, meta('first')), (err: unknown) =>
        err instanceof ReleaseError && /release first was deleted; a name is never reused/.test(err.message));
      await createRelease(store, meta('second'));
      await assert.rejects(createRelease(store, meta('second')), (err: unknown) =>
        err instanceof ReleaseError && /release second exists; a name is never reused/.test(err.message));
    });

    test('two processes keeping one name at once: one wins, the other gets ReleaseError', async () => {
      const a = h.store;
      const b = await pgStore(h.database);
      try {
        const gen = (await a.current())!;
        const record = await releaseRecord(a, gen, meta('contested'), new Date());
        const genB = (await b.current())!;
        const results = await Promise.allSettled([a.releases.keep(gen, record), b.releases.keep(genB, record)]);
        assert.equal(results.filter((x) => x.status === 'fulfilled').length, 1, JSON.stringify(results));
        const lost = results.find((x) => x.status === 'rejected') as PromiseRejectedResult;
        assert.ok(lost.reason instanceof ReleaseError && /release contested exists/.test(lost.reason.message), String(lost.reason));
        assert.equal((await b.releases.list()).filter((x) => x.name === 'contested').length, 1);
      } finally {
        await b.close();
      }
    });
  });
}
