/**
 * The SQLite store's releases (issue 27, "Storage"; docs/data.md, "Where releases are kept"): a release is a kept
 * generation file. The oracle of "the same bytes" is what the current databank served before the release was made
 * (read through the served path), not what the release code computed: every collection's whole download in each
 * form, its first and last pages, and a filtered page (a read thread's).
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { createRelease, releaseRecord } from '../../src/load/release.js';
import { PIECE_FORMS } from '../../src/store/pieces.js';
import { ReleaseError, type ReleaseMeta } from '../../src/store/releases.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import type { Generation, Store } from '../../src/store/store.js';
import type { CollectionDef } from '../../src/registry/index.js';
import { writeDump, tinyRecords } from '../helpers/dumps.js';
import { hostileRecords } from '../helpers/hostile-dump.js';
import { registry } from '../helpers/registry.js';
import { openDemo, SQLITE, tempDir } from '../helpers/stores.js';

const meta = (name: string): ReleaseMeta => ({ name, title: `Release ${name}`, date: '2025-06-01', citation: `The databank, release ${name}`, doi: null });
const polities = registry.polities;

/** Loads the dump of `records` (different data each time: a new generation). */
async function loadRecords(store: Store, records: Record<string, unknown[]>): Promise<Generation> {
  await loadDatabank(store, dumpSource(registry, writeDump(tempDir('databank-release-dump-'), records)));
  return (await store.current())!;
}

const sha256 = (parts: Iterable<string | Buffer>): string => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p);
  return hash.digest('hex');
};

async function wholeHash(store: Store, gen: Generation, def: CollectionDef, form: (typeof PIECE_FORMS)[number]): Promise<string> {
  const parts: (string | Buffer)[] = [];
  for await (const piece of store.whole(gen, def, form)) parts.push(piece);
  return sha256(parts);
}

/** What a generation serves, by collection: each whole download's SHA-256, and its first and last pages' rows. */
async function snapshot(store: Store, gen: Generation): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const def of registry.collections) {
    for (const form of PIECE_FORMS) out.set(`${def.path} whole ${form}`, await wholeHash(store, gen, def, form));
    const n = gen.counts[def.path] ?? 0;
    const page = async (p: number): Promise<string> => {
      const r = await store.read(gen, { def, where: [], order: [], whereKey: '[]', page: p, pageSize: 20 });
      return sha256((r.rows as string[]).map((row) => row + '\n'));
    };
    out.set(`${def.path} page 1`, await page(1));
    out.set(`${def.path} last page`, await page(Math.max(1, Math.ceil(n / 20))));
  }
  const where = [{ op: 'contains', column: 'name', value: 'a' }] as const;
  const filtered = await store.read(gen, { def: polities, where, order: [], whereKey: JSON.stringify(where), page: 2, pageSize: 10 });
  out.set('filtered polities', `${filtered.count} ${sha256((filtered.rows as string[]).map((row) => row + '\n'))}`);
  return out;
}

function assertSame(actual: Map<string, string>, expected: Map<string, string>, what: string): void {
  assert.equal(actual.size, expected.size);
  const differ = [...expected].filter(([k, v]) => actual.get(k) !== v).map(([k]) => k);
  assert.deepEqual(differ, [], `${what}: these differ from what was served before`);
}

describe('SQLite releases', () => {
  it('two releases read the same bytes after three more loads, survive a restart, and a delete frees the file', async () => {
    const demo = await openDemo(SQLITE);
    const file = demo.database;
    let store = demo.store as SqliteStore;
    try {
      const genA = (await store.current())!;
      const before = new Map([['equinox-2020', await snapshot(store, genA)]]);
      const a = await createRelease(store, meta('equinox-2020'), { now: () => new Date('2025-01-01T00:00:00Z') });
      const genB = await loadRecords(store, hostileRecords());
      before.set('polaris-2025', await snapshot(store, genB));
      // Created "earlier" by the clock: list() is by creation time, not by name or file order.
      const b = await createRelease(store, meta('polaris-2025'), { now: () => new Date('2025-02-01T00:00:00Z') });
      // The record's checksums are those of what was served (the oracle), not something else computed alike.
      for (const def of registry.collections) assert.equal(a.checksums[def.path], before.get('equinox-2020')!.get(`${def.path} whole ndjson`));

      const tiny = tinyRecords();
      const loaded = [await loadRecords(store, tiny)];
      (tiny['core/references']![0] as { title: string }).title = 'Retitled after the releases';
      loaded.push(await loadRecords(store, tiny));
      const hostile = hostileRecords();
      hostile['sc/tokens']!.pop();
      loaded.push(await loadRecords(store, hostile));
      assert.equal(new Set([genA.id, genB.id, ...loaded.map((g) => g.id)]).size, 5, 'five different generations');

      // The served file was replaced: each kept file is now the only link to its generation's bytes.
      const dir = `${file}.releases`;
      for (const name of ['equinox-2020', 'polaris-2025']) assert.equal(fs.statSync(path.join(dir, `${name}.sqlite`)).nlink, 1);

      const check = async (s: SqliteStore, when: string): Promise<void> => {
        assert.deepEqual((await s.releases.list()).map((r) => r.name), ['equinox-2020', 'polaris-2025'], 'oldest first');
        for (const [name, expected] of before) {
          const r = (await s.releases.open(name))!;
          assert.equal(r.gen.id, name === 'equinox-2020' ? genA.id : genB.id);
          assert.deepEqual(r.gen.counts, name === 'equinox-2020' ? genA.counts : genB.counts);
          assertSame(await snapshot(s, r.gen), expected, `${name} ${when}`);
          for (const def of registry.collections) {
            assert.equal(await wholeHash(s, r.gen, def, 'ndjson'), r.record.checksums[def.path], `${name} ${def.path}`);
          }
        }
      };
      await check(store, 'after three loads');
      assert.deepEqual(await store.releases.open('polaris-2025').then((r) => r!.record), b);

      // A restart: a new store on the same file knows both, unchanged.
      await store.close();
      store = new SqliteStore(registry, file);
      await check(store, 'after a restart');

      // Delete: the record and the file go (the last link: the disk is returned), the name stays used.
      const kept = path.join(dir, 'equinox-2020.sqlite');
      assert.equal(await store.releases.delete('equinox-2020'), true);
      assert.equal(fs.existsSync(kept), false);
      assert.equal(fs.existsSync(path.join(dir, 'equinox-2020.json')), false);
      assert.equal(await store.releases.open('equinox-2020'), undefined);
      assert.deepEqual((await store.releases.list()).map((r) => r.name), ['polaris-2025']);
      await assert.rejects(createRelease(store, meta('equinox-2020')), (err: Error) => err instanceof ReleaseError && /never reused/.test(err.message));
      assert.equal(await store.releases.delete('equinox-2020'), false);
      assert.equal(fs.existsSync(kept), false, 'the refused create kept nothing');
    } finally {
      await store.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('a load that replaces the file while a release is made: the release is refused and nothing is kept', async () => {
    const demo = await openDemo(SQLITE);
    const store = demo.store as SqliteStore;
    const other = path.join(tempDir(), 'other.sqlite');
    const otherStore = new SqliteStore(registry, other);
    try {
      const replaced = await loadRecords(otherStore, tinyRecords());
      await otherStore.close();
      const before = (await store.current())!;
      // Once the first collection is hashed, another databank is renamed over the served path, as a load does.
      let swapped = false;
      const made = createRelease(store, meta('mid-load'), {
        onProgress: () => {
          if (!swapped) fs.renameSync(other, demo.database);
          swapped = true;
        },
      });
      await assert.rejects(made, (err: Error) => err instanceof ReleaseError && /replaced the databank/.test(err.message) && /nothing was kept/.test(err.message));
      assert.equal(swapped, true);
      assert.deepEqual(fs.readdirSync(store.releases.dir), [], 'no file, record or leftover');
      assert.deepEqual(await store.releases.list(), []);
      // The name was not used up: made again, it keeps what is served now.
      store.refresh(true);
      assert.equal((await store.current())!.id, replaced.id);
      assert.notEqual(before.id, replaced.id);
      const r = await createRelease(store, meta('mid-load'));
      assert.equal(r.generation, replaced.id);
      assert.equal((await store.releases.open('mid-load'))!.gen.id, replaced.id);
    } finally {
      await store.close();
      await demo.cleanup();
    }
  });

  it('names with path tricks are refused; nothing is made outside the releases directory', async () => {
    const demo = await openDemo(SQLITE);
    const store = demo.store as SqliteStore;
    try {
      const gen = (await store.current())!;
      const record = await releaseRecord(store, gen, meta('ok'), new Date());
      const parent = path.dirname(demo.database);
      const listing = fs.readdirSync(parent).sort();
      const bad = ['../escape', '..', '.', 'a/b', 'a\\b', '.hidden', 'x.json', 'x.sqlite', 'A', 'a--b', '-a', 'a-', '', 'a\0b',
        '%2e%2e', 'a'.repeat(65), 'current', ' a', 'a\n', 'é'];
      for (const name of bad) {
        await assert.rejects(createRelease(store, meta(name)), ReleaseError, JSON.stringify(name));
        await assert.rejects(store.releases.keep(gen, { ...record, name }), ReleaseError, JSON.stringify(name));
        assert.equal(await store.releases.open(name), undefined);
        assert.equal(await store.releases.delete(name), false);
      }
      assert.deepEqual(fs.readdirSync(parent).sort(), listing);
      // The longest name allowed is kept.
      await store.releases.keep(gen, { ...record, name: 'a'.repeat(64) });
      assert.equal((await store.releases.open('a'.repeat(64)))!.gen.id, gen.id);
      // A record whose generation is not the one kept is refused.
      await assert.rejects(store.releases.keep(gen, { ...record, name: 'other', generation: 'g-other' }), ReleaseError);
    } finally {
      await demo.cleanup();
    }
  });

  it('a hand-edited or broken record, or a missing or foreign file, is a clear ReleaseError naming the release', async () => {
    const demo = await openDemo(SQLITE);
    const store = demo.store as SqliteStore;
    try {
      const gen = (await store.current())!;
      const record = await releaseRecord(store, gen, meta('base'), new Date());
      const dir = store.releases.dir;
      const recordOf = (name: string): string => path.join(dir, `${name}.json`);
      const keep = async (name: string): Promise<void> => store.releases.keep(gen, { ...record, name });
      const refused = (name: string, why: RegExp) => (err: Error): boolean =>
        err instanceof ReleaseError && err.message.includes(`release ${name}`) && why.test(err.message);

      await keep('truncated');
      fs.writeFileSync(recordOf('truncated'), fs.readFileSync(recordOf('truncated'), 'utf8').slice(0, 100));
      await assert.rejects(store.releases.open('truncated'), refused('truncated', /cannot be read/));
      // list() refuses too, rather than leave a citable release out silently.
      await assert.rejects(store.releases.list(), refused('truncated', /cannot be read/));
      fs.rmSync(recordOf('truncated'));

      await keep('renamed');
      fs.writeFileSync(recordOf('renamed'), JSON.stringify({ ...record, name: 'someone-else' }));
      await assert.rejects(store.releases.open('renamed'), refused('renamed', /names "someone-else"/));
      fs.writeFileSync(recordOf('renamed'), JSON.stringify({ ...record, name: 'renamed', generation: undefined }));
      await assert.rejects(store.releases.open('renamed'), refused('renamed', /has no generation/));
      fs.writeFileSync(recordOf('renamed'), '[]');
      await assert.rejects(store.releases.open('renamed'), refused('renamed', /not a JSON object/));
      fs.rmSync(recordOf('renamed'));

      await keep('edited');
      fs.writeFileSync(recordOf('edited'), JSON.stringify({ ...record, name: 'edited', generation: 'f'.repeat(32) }));
      await assert.rejects(store.releases.open('edited'), refused('edited', /holds generation .* not the release's f{32}/));

      await keep('no-file');
      fs.rmSync(path.join(dir, 'no-file.sqlite'));
      await assert.rejects(store.releases.open('no-file'), refused('no-file', /is missing/));

      await keep('not-a-databank');
      const kept = path.join(dir, 'not-a-databank.sqlite');
      fs.rmSync(kept);
      fs.writeFileSync(kept, 'not a database at all');
      await assert.rejects(store.releases.open('not-a-databank'), refused('not-a-databank', /cannot be opened/));

      // A record replaced after it was read (another process): read again within a second (the record is looked at
      // once a second, as the served file is), not the one remembered.
      await keep('fine');
      assert.equal((await store.releases.open('fine'))!.record.title, 'Release base');
      fs.writeFileSync(recordOf('fine'), JSON.stringify({ ...record, name: 'fine', title: 'Edited title, longer than before' }));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      assert.equal((await store.releases.open('fine'))!.record.title, 'Edited title, longer than before');
      assert.equal(store.openReleases <= 4, true);
    } finally {
      await demo.cleanup();
    }
  });

  it('what a crash mid-keep leaves does not count as a release and does not block the name; a live keep does', async () => {
    const demo = await openDemo(SQLITE);
    const store = demo.store as SqliteStore;
    try {
      const gen = (await store.current())!;
      const record = await releaseRecord(store, gen, meta('base'), new Date());
      const dir = store.releases.dir;
      fs.mkdirSync(dir, { recursive: true });
      const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
      // A keep killed after linking its file (and one after claiming the name, before its record).
      fs.writeFileSync(path.join(dir, `crashed.sqlite.keep-${dead}`), 'half');
      fs.writeFileSync(path.join(dir, 'crashed.sqlite'), 'a stale file, no record');
      fs.writeFileSync(path.join(dir, `crashed.json.tmp-${dead}`), '{');
      assert.deepEqual(await store.releases.list(), []);
      assert.equal(await store.releases.open('crashed'), undefined);
      await store.releases.keep(gen, { ...record, name: 'crashed' });
      assert.equal((await store.releases.open('crashed'))!.gen.id, gen.id, 'the stale file was replaced by the kept one');
      assert.deepEqual(fs.readdirSync(dir).sort(), ['crashed.json', 'crashed.sqlite'], 'the leftovers are removed');

      // Another live process keeping the name now (its temporary link exists): this keep yields to it.
      const alive = process.ppid;
      fs.writeFileSync(path.join(dir, `busy.sqlite.keep-${alive}`), 'linking');
      fs.writeFileSync(path.join(dir, 'busy.sqlite'), 'claimed by it');
      await assert.rejects(store.releases.keep(gen, { ...record, name: 'busy' }), (err: Error) => err instanceof ReleaseError && /being made by another process/.test(err.message));
      assert.equal(fs.readFileSync(path.join(dir, 'busy.sqlite'), 'utf8'), 'claimed by it', 'its file is left alone');
      assert.deepEqual(fs.readdirSync(dir).filter((f) => f.includes(`.keep-${process.pid}`)), []);
    } finally {
      await demo.cleanup();
    }
  });

  it('two processes keeping the same names at once: exactly one keeps each', async () => {
    const demo = await openDemo(SQLITE);
    const store = demo.store as SqliteStore;
    try {
      const gen = (await store.current())!;
      const record = await releaseRecord(store, gen, meta('base'), new Date());
      const work = tempDir('databank-release-race-');
      fs.writeFileSync(path.join(work, 'record.json'), JSON.stringify(record));
      const dist = fileURLToPath(new URL('../../', import.meta.url));
      const script = path.join(work, 'keep.mjs');
      fs.writeFileSync(script, `
        import fs from 'node:fs';
        const { SqliteStore } = await import(${JSON.stringify(path.join(dist, 'src/store/sqlite/store.js'))});
        const { registry } = await import(${JSON.stringify(path.join(dist, 'test/helpers/registry.js'))});
        const [file, recordFile, names, startAt] = process.argv.slice(2);
        const record = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
        const store = new SqliteStore(registry, file, { readThreads: 0 });
        const gen = await store.current();
        while (Date.now() < Number(startAt)) {}
        const out = {};
        for (const name of names.split(',')) {
          try { await store.releases.keep(gen, { ...record, name }); out[name] = 'kept'; }
          catch (err) { out[name] = err.name + ': ' + err.message; }
        }
        await store.close();
        process.stdout.write(JSON.stringify(out));
      `);
      const names = Array.from({ length: 12 }, (_, i) => `race-${i}`);
      const startAt = Date.now() + 1500;
      const run = (): Promise<Record<string, string>> => new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [script, demo.database, path.join(work, 'record.json'), names.join(','), String(startAt)]);
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Record<string, string>) : reject(new Error(err))));
      });
      const [one, two] = await Promise.all([run(), run()]);
      for (const name of names) {
        const kept = [one[name], two[name]].filter((o) => o === 'kept').length;
        assert.equal(kept, 1, `${name}: ${one[name]} / ${two[name]}`);
        const loser = one[name] === 'kept' ? two[name]! : one[name]!;
        assert.match(loser, /^ReleaseError: release race-\d+ (exists|is being made by another process)/);
        const r = (await store.releases.open(name))!;
        assert.equal(r.gen.id, gen.id);
      }
      assert.deepEqual(fs.readdirSync(store.releases.dir).filter((f) => !/\.(json|sqlite)$/.test(f)), [], 'no leftovers');
      fs.rmSync(work, { recursive: true, force: true });
    } finally {
      await demo.cleanup();
    }
  });

  it('open releases are bounded (LRU), a download of an evicted release completes, and idle ones are closed', async () => {
    const demo = await openDemo(SQLITE);
    await demo.store.close();
    // Long enough that no release falls idle while the bound is checked (about 1 s on a busy machine), short enough to wait for.
    const IDLE_MS = 3000;
    const store = new SqliteStore(registry, demo.database, { releaseIdleMs: IDLE_MS });
    try {
      const gen = (await store.current())!;
      const record = await releaseRecord(store, gen, meta('base'), new Date());
      const names = Array.from({ length: 6 }, (_, i) => `r${i}`);
      for (const name of names) await store.releases.keep(gen, { ...record, name });
      const baseline = store.openHandles;

      // A download of r0 begins, then five other releases are opened: r0 is evicted while the download reads it.
      const def = registry.byPath('sc/tokens')!;
      const r0 = (await store.releases.open('r0'))!;
      const t0 = performance.now();
      const download = store.whole(r0.gen, def, 'ndjson');
      const parts: (string | Buffer)[] = [(await download.next()).value as string];
      const rows = store.scan(r0.gen, { def, where: [], order: [], whereKey: '[]' }, 'lines');
      const lines: string[] = [(await rows.next()).value as string];
      for (const name of names.slice(1)) {
        const r = (await store.releases.open(name))!;
        await store.read(r.gen, { def, where: [], order: [], whereKey: '[]', page: 1, pageSize: 5 });
        assert.ok(store.openReleases <= 4, `${store.openReleases} releases open`);
        assert.ok(store.openHandles <= baseline + 4 + 1, `${store.openHandles} files open`);
      }
      assert.equal(store.openReleases, 4);
      assert.equal(store.activeScans, 2, 'both downloads still read r0, evicted');
      for (let r = await download.next(); !r.done; r = await download.next()) parts.push(r.value);
      for (let r = await rows.next(); !r.done; r = await rows.next()) lines.push(r.value as string);
      assert.equal(sha256(parts), record.checksums[def.path]);
      assert.equal(sha256(lines), record.checksums[def.path]);
      assert.equal(store.activeScans, 0);
      assert.equal(store.openHandles, baseline + 4, 'the evicted release\'s file is closed once its downloads end');

      // A request that opened r0 before it was evicted still reads it (opened again), within the bound.
      const page = await store.read(r0.gen, { def, where: [], order: [], whereKey: '[]', page: 1, pageSize: 5 });
      assert.equal(page.rows.length, 5);
      assert.equal(store.openReleases, 4);
      console.log(`# 6 releases opened and read, one download across the eviction: ${Math.round(performance.now() - t0)} ms`);

      // Idle: every release's file is closed, only what serves the current databank stays open.
      // Swept every IDLE_MS: closed at most two of them after its last use.
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 2 + 500));
      assert.equal(store.openReleases, 0);
      assert.equal(store.openHandles, baseline);

      // The first answer of a release not open: its file opened and a page read.
      const t1 = performance.now();
      const cold = (await store.releases.open('r5'))!;
      await store.read(cold.gen, { def, where: [], order: [], whereKey: '[]', page: 1, pageSize: 20 });
      console.log(`# first page of a closed release: ${(performance.now() - t1).toFixed(1)} ms`);
    } finally {
      await store.close();
      fs.rmSync(path.dirname(demo.database), { recursive: true, force: true });
    }
  });
});

