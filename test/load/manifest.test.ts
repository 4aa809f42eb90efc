/**
 * A dump's manifest (`manifest.json`, docs/data.md "Dump format"): export writes one naming every collection with
 * its record count; a dump with one holds exactly what it names, and a collection it does not name is served empty
 * and said so; a cut file, a lost file, an extra file, an unknown collection or a malformed manifest loads nothing.
 * A dump without one loads as before. The oracles are the rules of the issue (issue 19, "Dumps"), not src/.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DumpError, dumpContents } from '../../src/load/dump-files.js';
import { exportDatabank } from '../../src/load/export.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { ndjson, readTree, tinyRecords, writeDump } from '../helpers/dumps.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { CLI } from '../helpers/server.js';
import { SQLITE, tempDir } from '../helpers/stores.js';

type Rec = Record<string, unknown>;

/** Every collection path, `core/polities` among them. */
const PATHS = REGISTRY.map((d) => d.path);

/** A manifest as the docs describe it: the format, its version, and each carried collection with its count. */
function manifestOf(records: Record<string, readonly Rec[]>, counted = true): Rec {
  return {
    format: 'databank-dump', version: 1,
    collections: Object.fromEntries(Object.entries(records).map(([p, rs]) => [p, counted ? { records: rs.length } : {}])),
  };
}

function writeManifest(dir: string, manifest: unknown): string {
  fs.writeFileSync(path.join(dir, 'manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest, null, 2));
  return dir;
}

/** Lines of a file (its records, one a line). */
const lines = (bytes: Buffer): number => bytes.toString('utf8').split('\n').filter(Boolean).length;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[]): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** stderr without the plain progress lines (`load: sc/tokens: 2 records`). */
const messages = (r: Run): string => r.stderr.split('\n').filter((l) => !l.startsWith('load: ')).join('\n');

describe('export writes a manifest', () => {
  test('naming every collection, core/polities among them, with the records of its file', async () => {
    const handle = await SQLITE.open();
    try {
      await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
      const dir = tempDir();
      await exportDatabank(handle.store, dir, { exporter: 'databank-api test' });
      const tree = readTree(dir);
      const manifest = JSON.parse(tree.get('manifest.json')!.toString('utf8')) as Rec;
      assert.deepEqual(Object.keys(manifest), ['format', 'version', 'exporter', 'collections']);
      assert.equal(manifest.format, 'databank-dump');
      assert.equal(manifest.version, 1);
      assert.equal(manifest.exporter, 'databank-api test');
      const collections = manifest.collections as Record<string, Rec>;
      assert.deepEqual(Object.keys(collections).sort(), [...PATHS].sort());
      const records = tinyRecords();
      // The catalogue's collections the dump did not carry are carried now, empty.
      for (const p of PATHS) {
        assert.deepEqual(collections[p], { records: records[p]?.length ?? 0 }, p);
        assert.equal(lines(tree.get(`${p}.ndjson`)!), records[p]?.length ?? 0, p);
      }
      // The dump is the files and the manifest, nothing else.
      assert.deepEqual([...tree.keys()].sort(), [...PATHS.map((p) => `${p}.ndjson`), 'manifest.json'].sort());

      const csv = tempDir();
      await exportDatabank(handle.store, csv, { format: 'csv' });
      assert.ok(!fs.existsSync(path.join(csv, 'manifest.json')), 'CSV files are no dump: no manifest');
    } finally {
      await handle.cleanup();
    }
  });

  test('round trip: export → load (with its manifest) → export is the same bytes, manifest included', async () => {
    const a = await SQLITE.open();
    const b = await SQLITE.open();
    try {
      await loadDatabank(a.store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
      const first = tempDir();
      await exportDatabank(a.store, first, { exporter: 'x' });
      const report = await loadDatabank(b.store, dumpSource(registry, first));
      assert.deepEqual(report.missing, []);
      const second = tempDir();
      await exportDatabank(b.store, second, { exporter: 'x' });
      const one = readTree(first), two = readTree(second);
      assert.deepEqual([...one.keys()], [...two.keys()]);
      assert.ok(one.has('manifest.json'));
      for (const [name, bytes] of one) assert.ok(bytes.equals(two.get(name)!), `${name} differs`);
    } finally {
      await a.cleanup();
      await b.cleanup();
    }
  });

  test('export over an earlier dump replaces its manifest', async () => {
    const handle = await SQLITE.open();
    try {
      await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
      const dir = writeManifest(tempDir(), manifestOf({ 'sc/tokens': [] }));
      await exportDatabank(handle.store, dir);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { collections: Record<string, Rec> };
      assert.deepEqual(manifest.collections['sc/tokens'], { records: 2 });
      assert.equal(Object.keys(manifest.collections).length, PATHS.length);
    } finally {
      await handle.cleanup();
    }
  });
});

describe('databank load with a manifest (a real process)', () => {
  let dir: string;
  let file: string;
  let server: SqliteStore;

  before(async () => {
    dir = tempDir();
    file = path.join(dir, 'databank.sqlite');
    await restore();
    server = new SqliteStore(registry, file, { checkIntervalMs: 0 });
  });
  after(async () => {
    await server.close();
  });

  /** The databank the refusals must leave served: the tiny dump, its section renamed. */
  async function restore(): Promise<void> {
    const records = tinyRecords();
    records['core/sections']![0]!.name = 'Served before';
    const result = run(['load', writeDump(tempDir(), records), '--database', file]);
    assert.equal(result.code, 0, result.stderr);
  }

  /** The section as served now (its name tells which databank is served). */
  async function sections(): Promise<string> {
    const gen = (await server.current())!;
    const { rows } = await server.read(gen, { def: registry.byPath('core/sections')!, where: [], order: [], whereKey: '[]', page: 1, pageSize: 10 });
    return rows.join('\n');
  }

  /** A refused load of `dump`: exit code 1, exactly `message` on stderr, the databank served unchanged. */
  async function refused(dump: string, message: string, args: string[] = []): Promise<void> {
    const before = (await server.current())!.id;
    const served = await sections();
    assert.match(served, /Served before/);
    const result = run(['load', dump, '--database', file, ...args]);
    assert.equal(result.code, 1, result.stdout);
    assert.equal(messages(result), message);
    assert.equal((await server.current())!.id, before);
    assert.equal(await sections(), served);
    assert.deepEqual(fs.readdirSync(dir).filter((n) => n.includes('.loading-')), []);
  }

  test('a manifest naming a subset: the others are served empty, and the output says why', async () => {
    const records = tinyRecords();
    const dump = writeDump(tempDir(), { 'sc/tokens': records['sc/tokens']!, 'core/sections': records['core/sections']! });
    // Counts are optional: core/sections gives none.
    writeManifest(dump, { format: 'databank-dump', version: 1, collections: { 'sc/tokens': { records: 2 }, 'core/sections': {} } });
    const result = run(['load', dump, '--database', file, '--verbose']);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(result.stdout.includes('\n  sc/tokens: 2\n'), result.stdout);
    assert.ok(result.stdout.includes('\n  core/sections: 1\n'), result.stdout);
    for (const p of PATHS.filter((x) => x !== 'sc/tokens' && x !== 'core/sections' && x !== 'core/polities')) {
      assert.ok(result.stdout.includes(`\n  ${p}: 0 (not in the manifest: served empty)\n`), `${p}:\n${result.stdout}`);
    }
    // The polities are those the records name (P1 and P2 in sc/tokens), as when a dump has no polities file.
    assert.ok(result.stdout.includes('\n  core/polities: 2 (not in the manifest: the polities the records name)\n'), result.stdout);
    assert.doesNotMatch(result.stdout, /no file in the dump/);
    const counts = (await server.current())!.counts;
    assert.equal(counts['general/polity-durations'], 0);
    assert.equal(counts['core/references'], 0);
    assert.equal(counts['sc/tokens'], 2);
    await restore();
  });

  test('--allow-missing does not apply to a dump with a manifest: a note, and what it names must be there', async () => {
    const records = tinyRecords();
    const subset = writeManifest(writeDump(tempDir(), { 'sc/tokens': records['sc/tokens']! }), manifestOf({ 'sc/tokens': records['sc/tokens']! }));
    const result = run(['load', subset, '--database', file, '--allow-missing']);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(messages(result).includes(`databank: note: ${subset} has a manifest, which says what the dump carries; --allow-missing does not apply\n`),
      result.stderr);
    await restore();

    const { 'core/sections': _, ...rest } = records;
    const lacking = writeManifest(writeDump(tempDir(), rest), manifestOf(records));
    await refused(lacking, `databank: ${lacking}/manifest.json names 1 collection the dump has no file for: core/sections.ndjson; nothing was loaded\n`,
      ['--allow-missing']);
  });

  test('a named collection whose file is missing is refused, nothing loaded', async () => {
    const records = tinyRecords();
    const { 'core/sections': _s, 'general/polity-durations': _d, ...rest } = records;
    const dump = writeManifest(writeDump(tempDir(), rest), manifestOf(records));
    const message = `${dump}/manifest.json names 2 collections the dump has no file for: ` +
      'core/sections.ndjson, general/polity-durations.ndjson; nothing was loaded';
    await refused(dump, `databank: ${message}\n`);
    assert.throws(() => dumpSource(registry, dump), (err: unknown) => err instanceof DumpError && err.message === message);
    // An empty file is an empty collection: with it, the dump loads.
    const empty = writeManifest(writeDump(tempDir(), { ...rest, 'core/sections': [], 'general/polity-durations': [] }),
      manifestOf({ ...rest, 'core/sections': [], 'general/polity-durations': [] }));
    const loaded = run(['load', empty, '--database', file, '--verbose']);
    assert.equal(loaded.code, 0, loaded.stderr);
    assert.ok(loaded.stdout.includes('\n  core/sections: 0\n'), loaded.stdout);
    await restore();
  });

  test('a file the manifest does not name is refused, a collection\'s or a stray one', async () => {
    const records = tinyRecords();
    const { 'general/polity-durations': _, ...named } = records;
    const extra = writeManifest(writeDump(tempDir(), records), manifestOf(named));
    await refused(extra, `databank: ${extra} holds 1 file ${extra}/manifest.json does not name: general/polity-durations.ndjson; ` +
      'nothing was loaded (name each in the manifest, or remove it)\n');
    const stray = writeManifest(writeDump(tempDir(), { ...named, 'sc/token.ndjson': '', 'general/polity-durations.ndjson.gz': ndjson([]) }),
      manifestOf(named));
    await refused(stray, `databank: ${stray} holds 2 files ${stray}/manifest.json does not name: general/polity-durations.ndjson.gz, ` +
      'sc/token.ndjson; nothing was loaded (name each in the manifest, or remove it)\n');
  });

  test('a manifest naming a collection this release does not know is refused', async () => {
    const records = tinyRecords();
    const dump = writeManifest(writeDump(tempDir(), { ...records, 'sc/not-a-variable': [] }),
      manifestOf({ ...records, 'sc/not-a-variable': [] }));
    await refused(dump, `databank: ${dump}/manifest.json names 1 collection this release does not know: sc/not-a-variable; nothing was loaded\n`);
    // A name that is no path is quoted, so the message stays one line.
    const hostile = writeManifest(writeDump(tempDir(), records), manifestOf({ ...records, 'sc/x\nevil\u202e': [] }));
    assert.throws(() => dumpContents(registry, hostile), (err: unknown) => err instanceof DumpError &&
      err.message === `${hostile}/manifest.json names 1 collection this release does not know: "sc/x\\nevil\\u202e"; nothing was loaded`);
    // A path shaped like the original's longest (rt/ paths of up to 96 characters, one segment of 93) is a path: named
    // as it is, as the mirror names an API root's key (one helper, validate.ts shownPath).
    const long = 'rt/government-discrimination-against-religious-groups-taking-up-certain-occupations-or-functions-2';
    const later = writeManifest(writeDump(tempDir(), records), manifestOf({ ...records, [long]: [] }));
    assert.throws(() => dumpContents(registry, later), (err: unknown) => err instanceof DumpError &&
      err.message === `${later}/manifest.json names 1 collection this release does not know: ${long}; nothing was loaded`);
  });

  test('a manifest naming 30,000 unknown collections: the first ten named, the others counted (issue 24)', () => {
    const records = tinyRecords();
    const many = Array.from({ length: 30_000 }, (_, i) => `sc/unknown-${String(i).padStart(5, '0')}`);
    const manifest = manifestOf(records);
    for (const p of many) (manifest.collections as Rec)[p] = {};
    const dump = writeManifest(writeDump(tempDir(), records), manifest);
    assert.throws(() => dumpContents(registry, dump), (err: unknown) => err instanceof DumpError &&
      err.message === `${dump}/manifest.json names 30000 collections this release does not know: ` +
      `${many.slice(0, 10).join(', ')} and 29990 more; nothing was loaded`);
  });

  test('a malformed manifest is refused in one line naming the file', async () => {
    const records = tinyRecords();
    const good = manifestOf(records);
    const cases: [unknown, string][] = [
      ['{"format": "databank-dump", "version": 1,\n  "collections": {"sc/tokens": {"records": 2}\n', 'not JSON: line 3, column 1: the file ends inside an object'],
      ['not json at all', 'not JSON: line 1, column 1: expected a value'],
      ['', 'not JSON: line 1, column 1: the file ends where a value should be'],
      [[], 'expected a JSON object, got an array'],
      [{ ...good, format: 'something else' }, 'format: expected "databank-dump", got the string "something else"'],
      [{ version: 1, collections: good.collections }, 'format: expected "databank-dump", got nothing'],
      [{ ...good, version: 3 }, 'version 3 is newer than this release reads (2): load it with a newer databank'],
      [{ ...good, version: '1' }, 'version: expected 1 or 2, got the string "1"'],
      [{ ...good, generation: 5 }, 'unknown key "generation"'],
      [{ ...good, exporter: 5 }, 'exporter: expected a string, got the number 5'],
      [{ ...good, collections: PATHS }, 'collections: expected an object (collection path → {"records": N}), got an array'],
      [{ ...good, collections: {} }, 'collections: names no collection'],
      [{ ...good, collections: { ...(good.collections as Rec), 'sc/tokens': 2 } }, 'collections: "sc/tokens": expected an object ({"records": N} or {}), got the number 2'],
      [{ ...good, collections: { ...(good.collections as Rec), 'sc/tokens': { records: -1 } } },
        'collections: "sc/tokens": records: expected an integer of at least 0, got the number -1'],
      [{ ...good, collections: { ...(good.collections as Rec), 'sc/tokens': { records: 2.5 } } },
        'collections: "sc/tokens": records: expected an integer of at least 0, got the number 2.5'],
      [{ ...good, collections: { ...(good.collections as Rec), 'sc/tokens': { records: 2, sha: 'x' } } }, 'collections: "sc/tokens": unknown key "sha"'],
    ];
    for (const [manifest, why] of cases) {
      const dump = writeManifest(writeDump(tempDir(), records), manifest);
      const message = `${dump}/manifest.json: ${why}; nothing was loaded`;
      assert.throws(() => dumpContents(registry, dump), (err: unknown) => err instanceof DumpError && err.message === message, why);
    }
    // Through the command: one line, the databank unchanged.
    for (const [manifest, why] of [cases[0]!, cases[10]!]) {
      const dump = writeManifest(writeDump(tempDir(), records), manifest);
      await refused(dump, `databank: ${dump}/manifest.json: ${why}; nothing was loaded\n`);
    }
    // Not UTF-8, and a link out of the dump.
    const latin = writeDump(tempDir(), records);
    fs.writeFileSync(path.join(latin, 'manifest.json'), Buffer.from([0x7b, 0xe9, 0x7d]));
    await refused(latin, `databank: ${latin}/manifest.json: invalid UTF-8; nothing was loaded\n`);
    const outside = writeManifest(tempDir(), good);
    const linked = writeDump(tempDir(), records);
    fs.symlinkSync(path.join(outside, 'manifest.json'), path.join(linked, 'manifest.json'));
    await refused(linked, `databank: manifest.json: resolves outside the dump (${fs.realpathSync(outside)}/manifest.json); refused\n`);
  });

  test('a file holding another number of records than the manifest says is a problem: nothing loaded', async () => {
    const records = tinyRecords();
    const cut = writeManifest(writeDump(tempDir(), records), manifestOf(records));
    // The last line cut off whole: every line left is a valid record, only the count tells.
    fs.writeFileSync(path.join(cut, 'sc/tokens.ndjson'), ndjson(records['sc/tokens']!.slice(0, 1)));
    fs.writeFileSync(path.join(cut, 'core/polities.ndjson'), ndjson(records['core/polities']!.slice(1))); // P1 is named by records
    await refused(cut, 'databank: 2 problems found; nothing was loaded:\n' +
      'core/polities.ndjson: records: holds 1 record, but manifest.json says 2\n' +
      'sc/tokens.ndjson: records: holds 1 record, but manifest.json says 2\n');
    // Gzip files are counted the same.
    const gz = writeManifest(writeDump(tempDir(), { ...records, 'sc/tokens': [], 'core/references.ndjson.gz': ndjson(records['core/references']!) }),
      manifestOf(records));
    fs.rmSync(path.join(gz, 'core/references.ndjson'));
    await refused(gz, 'databank: 1 problem found; nothing was loaded:\n' +
      'sc/tokens.ndjson: records: holds 0 records, but manifest.json says 2\n');
  });

  test('a dump without a manifest loads as before', async () => {
    const records = tinyRecords();
    const whole = run(['load', writeDump(tempDir(), records), '--database', file, '--verbose']);
    assert.equal(whole.code, 0, whole.stderr);
    assert.doesNotMatch(whole.stdout + whole.stderr, /manifest/);
    assert.ok(whole.stdout.includes('\n  sc/tokens: 2\n'));
    const partial = writeDump(tempDir(), { 'sc/tokens': records['sc/tokens']! });
    const refusedRun = run(['load', partial, '--database', file]);
    assert.equal(refusedRun.code, 1);
    assert.match(refusedRun.stderr, /lacks 8 collection files: .*--allow-missing loads it, serving those collections empty\)\n$/);
    const allowed = run(['load', partial, '--database', file, '--verbose', '--allow-missing']);
    assert.equal(allowed.code, 0, allowed.stderr);
    assert.ok(allowed.stdout.includes('\n  core/sections: 0 (no file in the dump: served empty)\n'), allowed.stdout);
    assert.doesNotMatch(allowed.stdout + allowed.stderr, /manifest/);
    await restore();
  });
});
