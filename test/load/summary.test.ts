/**
 * `load`, `export` and `mirror` print a summary by default, a few lines whatever the number of collections; each
 * collection's line only with `--verbose` (issue 24, §7: they printed 212 lines each, on stdout and again on stderr).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { CLI } from '../helpers/server.js';
import { tempDir } from '../helpers/stores.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    // Not a terminal: the plain progress lines, which are what a log keeps.
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    let stdout = '', stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const lines = (text: string): string[] => text.split('\n').filter(Boolean);
/** Every collection the API serves, core/polities among them. */
const ALL = registry.collections.length;
/** The collections of tinyRecords() holding records (core/polities among them); every other one is empty. */
const HELD = Object.keys(tinyRecords()).length;
const COUNTS = `  ${ALL} collections (${HELD} with records, ${ALL - HELD} empty), 2 polities; --verbose lists each`;

describe('load, export and mirror: a summary, each collection with --verbose', () => {
  const file = path.join(tempDir(), 'databank.sqlite');
  let dump: string;

  before(() => {
    dump = writeDump(tempDir(), tinyRecords());
  });

  test('load: the records, the time, the collections counted, and why the empty ones are empty', async () => {
    const quiet = await run(['load', dump, '--database', file, '--allow-missing']);
    assert.equal(quiet.code, 0, quiet.stderr);
    const out = lines(quiet.stdout);
    assert.match(out[0]!, new RegExp(`^loaded ${dump} \\(generation [0-9a-f]+\\): 14 records in [\\d.]+ s, \\d+ records/s$`));
    assert.equal(out[1], COUNTS);
    assert.match(out[2]!, new RegExp(`^  ${ALL - HELD} collections \\(not in the dump: served empty\\): (\\S+, ){9}\\S+ and ${ALL - HELD - 10} more$`));
    assert.equal(out.length, 3, quiet.stdout);
    assert.equal(quiet.stderr, '');

    const verbose = await run(['load', dump, '--database', file, '--allow-missing', '--verbose']);
    assert.equal(verbose.code, 0, verbose.stderr);
    assert.equal(lines(verbose.stdout).length, 1 + ALL + 1); // the first line, each collection, the polities
    assert.ok(verbose.stdout.includes('\n  sc/tokens: 2\n'), verbose.stdout);
    assert.equal(lines(verbose.stderr).length, ALL - 1); // each collection read (core/polities is written from them all)
  });

  test('export: the records, the time, the collections counted', async () => {
    const quiet = await run(['export', tempDir(), '--database', file]);
    assert.equal(quiet.code, 0, quiet.stderr);
    const out = lines(quiet.stdout);
    assert.match(out[0]!, /^exported generation [0-9a-f]+ to .*: 14 records in [\d.]+ s$/);
    assert.deepEqual(out.slice(1), [COUNTS]);
    const verbose = await run(['export', tempDir(), '--database', file, '--verbose']);
    assert.equal(lines(verbose.stdout).length, 1 + ALL);
    assert.ok(verbose.stdout.includes('\n  core/polities: 2\n'), verbose.stdout);
  });

  test('demo: the records and the collections counted', async () => {
    const quiet = await run(['demo', '--database', path.join(tempDir(), 'demo.sqlite')]);
    assert.equal(quiet.code, 0, quiet.stderr);
    const out = lines(quiet.stdout);
    assert.match(out[0]!, /^demo databank loaded \(generation [0-9a-f]+\): \d+ records$/);
    assert.match(out[1]!, new RegExp(`^  ${ALL} collections \\(${ALL} with records, 0 empty\\), \\d+ polities; --verbose lists each$`));
    assert.equal(out.length, 2, quiet.stdout);
  });

  describe('mirror', () => {
    let store: SqliteStore;
    let app: ReturnType<typeof buildApp>;
    let base: string;

    before(async () => {
      store = new SqliteStore(registry, path.join(tempDir(), 'source.sqlite'));
      await loadDatabank(store, dumpSource(registry, dump));
      app = buildApp({ config: loadConfig({}, {}), store });
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    });
    after(async () => {
      await app.close();
      await store.close();
    });

    test('a line at each tenth of the collections, then the summary', async () => {
      const quiet = await run(['mirror', base, tempDir(), '--database', file]);
      assert.equal(quiet.code, 0, quiet.stderr);
      const out = lines(quiet.stdout);
      assert.match(out[0]!, new RegExp(`^mirrored ${base} to .*: 14 records, \\d+ pages in [\\d.]+ s \\(2 polities\\)$`));
      assert.deepEqual(out.slice(1), [COUNTS]);
      // The admin-only routes of the root (401 in the original) are not crawled: named on one line.
      const admin = ['core/comments', 'core/comment-parts', 'core/comment-parts-through-citations', 'general/polity-experts',
        'general/polity-editors', 'sc/research-assistants'];
      const progress = lines(quiet.stderr);
      assert.equal(progress.length, 11, quiet.stderr);
      assert.equal(progress[9], `mirror: ${ALL}/${ALL} collections, 14 records…`);
      assert.equal(progress[10], `mirror: 6 collections not crawled (--verbose says why): ${admin.join(', ')}`);

      const verbose = await run(['mirror', base, tempDir(), '--database', file, '--verbose']);
      assert.equal(verbose.code, 0, verbose.stderr);
      assert.equal(lines(verbose.stdout).length, 1 + ALL);
      assert.equal(lines(verbose.stderr).length, admin.length + ALL, verbose.stderr); // each path not crawled, each crawled
    });
  });
});
