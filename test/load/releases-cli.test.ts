/**
 * Issue 27's commands, through the built CLI on a demo databank (SQLite): `release create/list/delete`, `export
 * --release`, `verify`, and `load` refusing a dump whose file does not hash to its manifest's sha256. The oracles are
 * the issue and the BRIEF: a checksum is the SHA-256 of the exported file's bytes (computed here with node:crypto),
 * a refused load names the collection and leaves the served generation as it was, a CLI error is one line.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { registry } from '../helpers/registry.js';
import { CLI } from '../helpers/server.js';
import { tempDir } from '../helpers/stores.js';

interface Run { code: number | null; stdout: string; stderr: string }

function cli(...args: string[]): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** A failure as every command reports one: exit 1, one line on stderr `databank: …`, no stack trace. */
function failsWith(r: Run, pattern: RegExp, what: string): void {
  assert.equal(r.code, 1, `${what}: exit code (stderr ${r.stderr})`);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, `${what}: one line on stderr, got ${JSON.stringify(r.stderr)}`);
  assert.match(lines[0]!, /^databank: /, what);
  assert.doesNotMatch(r.stderr, /\n\s+at /, `${what}: no stack trace`);
  assert.match(lines[0]!, pattern, what);
}

async function currentGeneration(db: string): Promise<string | undefined> {
  const store = new SqliteStore(registry, db, { checkIntervalMs: 0 });
  try {
    return (await store.current())?.id;
  } finally {
    await store.close();
  }
}

/** Copies dump `from` to a new directory, with one byte of `file` changed by `change` (the record stays valid). */
function tampered(from: string, file: string, change: (text: string) => string): string {
  const to = tempDir();
  fs.cpSync(from, to, { recursive: true });
  const target = path.join(to, file);
  const before = fs.readFileSync(target, 'utf8');
  const after = change(before);
  assert.notEqual(after, before, 'the change changes the file');
  assert.equal(Buffer.byteLength(after), Buffer.byteLength(before), 'one byte changed, none added');
  fs.writeFileSync(target, after);
  return to;
}

describe('databank release, export --release, verify, and load verifying checksums', () => {
  let dir: string;
  let db: string;
  let dump: string;
  const meta = { title: 'Polaris 2025', date: '2025-02-28', citation: 'The databank, release Polaris 2025.', doi: '10.5281/zenodo.1234567' };

  before(() => {
    dir = tempDir();
    db = path.join(dir, 'db.sqlite');
    const demo = cli('demo', '--database', db);
    assert.equal(demo.code, 0, demo.stderr);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('bad arguments: one line naming the problem, exit 1, nothing made', () => {
    const long = 'x'.repeat(1001);
    const cases: [string[], RegExp][] = [
      [['release', 'create', 'Polaris'], /"Polaris" is not a release name/],
      [['release', 'create', 'current'], /"current" is reserved/],
      [['release', 'create', 'a--b'], /is not a release name/],
      [['release', 'create', 'r', '--date', '2025-02-30'], /--date: expected a real date, YYYY-MM-DD, got "2025-02-30"/],
      [['release', 'create', 'r', '--date', '2025-2-1'], /--date: expected a real date/],
      [['release', 'create', 'r', '--doi', '10.12/x'], /--doi: expected a bare DOI/],
      [['release', 'create', 'r', '--doi', '10.1234/a b'], /--doi: expected a bare DOI/],
      [['release', 'create', 'r', '--doi', 'https://doi.org/10.1234/ab'], /--doi: expected a bare DOI/],
      [['release', 'create', 'r', '--title', 'a\nb'], /--title: holds a control character/],
      [['release', 'create', 'r', '--citation', 'a\u0007b'], /--citation: holds a control character/],
      [['release', 'create', 'r', '--title', long], /--title: 1001 characters, more than 1000/],
      [['release', 'create', 'r', '--citation', '   '], /--citation: empty/],
      [['release', 'delete', 'nothing-here', '--force'], /no release is named "nothing-here"/],
      [['export', path.join(dir, 'x'), '--release', 'nothing-here'], /no release is named "nothing-here"/],
      [['export', path.join(dir, 'x'), '--release', 'Bad Name'], /--release: "Bad Name" is not a release name/],
    ];
    for (const [args, pattern] of cases) failsWith(cli(...args, '--database', db), pattern, args.join(' '));
    const list = cli('release', 'list', '--json', '--database', db);
    assert.equal(list.code, 0, list.stderr);
    assert.deepEqual(JSON.parse(list.stdout), [], 'no release was made by a refused command');
    assert.ok(!fs.existsSync(path.join(dir, 'x', 'manifest.json')), 'no export was written');
  });

  test('create, list, export --release with checksums, verify, delete', async () => {
    const before = await currentGeneration(db);
    const made = cli('release', 'create', 'polaris-2025', '--title', ` ${meta.title} `, '--date', meta.date, '--citation', meta.citation,
      '--doi', meta.doi, '--database', db);
    assert.equal(made.code, 0, made.stderr);
    assert.match(made.stdout, /^release polaris-2025 created in [\d.]+ s: generation [0-9a-f]+/);
    assert.match(made.stdout, new RegExp(`generation ${before}`));
    assert.match(made.stdout, /\n {2}\d+ collections, \d+ records\n {2}manifest sha256 [0-9a-f]{64}\n$/);

    const table = cli('release', 'list', '--database', db);
    assert.equal(table.code, 0, table.stderr);
    const [head, row, ...rest] = table.stdout.trimEnd().split('\n');
    assert.match(head!, /^NAME\s+DATE\s+CREATED\s+RECORDS\s+GENERATION\s+TITLE$/);
    assert.match(row!, new RegExp(`^polaris-2025\\s+2025-02-28\\s+\\S+Z\\s+\\d+\\s+${before}\\s+Polaris 2025$`));
    assert.deepEqual(rest, []);

    const listed = JSON.parse(cli('release', 'list', '--json', '--database', db).stdout) as Record<string, unknown>[];
    assert.equal(listed.length, 1);
    const record = listed[0]!;
    assert.deepEqual(Object.keys(record).sort(),
      ['checksums', 'citation', 'counts', 'created_at', 'date', 'doi', 'generation', 'loaded_at', 'manifest_sha256', 'name', 'title']);
    assert.deepEqual({ title: record.title, date: record.date, citation: record.citation, doi: record.doi }, meta, 'the title is trimmed');

    // The name is taken, and a release is never made twice.
    failsWith(cli('release', 'create', 'polaris-2025', '--database', db), /polaris-2025/, 'a name taken');

    // A load after the release: export --release writes the generation the release keeps, not the current one.
    assert.equal(cli('demo', '--scale', '2', '--database', db).code, 0);
    assert.notEqual(await currentGeneration(db), before);
    // export --release: the manifest is the release's, byte for byte, and every file hashes to its checksum.
    dump = path.join(dir, 'polaris');
    const exported = cli('export', dump, '--release', 'polaris-2025', '--database', db);
    assert.equal(exported.code, 0, exported.stderr);
    const manifestBytes = fs.readFileSync(path.join(dump, 'manifest.json'));
    assert.equal(sha256(manifestBytes), record.manifest_sha256, "manifest.json's sha256 is the release's manifest_sha256");
    const manifest = JSON.parse(manifestBytes.toString()) as { version: number; release: Record<string, unknown>; collections: Record<string, { records: number; sha256: string }> };
    assert.equal(manifest.version, 2);
    assert.deepEqual(manifest.release, { name: 'polaris-2025', ...meta, generation: before });
    const counts = record.counts as Record<string, number>;
    assert.deepEqual(Object.keys(manifest.collections).sort(), Object.keys(counts).sort());
    for (const [p, entry] of Object.entries(manifest.collections)) {
      const bytes = fs.readFileSync(path.join(dump, `${p}.ndjson`));
      assert.equal(sha256(bytes), entry.sha256, `${p}: the file's sha256 is the manifest's`);
      assert.equal(entry.sha256, (record.checksums as Record<string, string>)[p], `${p}: the manifest's sha256 is the release's checksum`);
      assert.equal(entry.records, counts[p]);
    }

  });

  test('a dump whose file does not hash to its sha256 loads nothing, naming the collection; verify says so too', async () => {
    assert.ok(dump, 'the export of the previous test');
    const ok = cli('verify', dump);
    assert.equal(ok.code, 0, ok.stdout + ok.stderr);
    assert.match(ok.stdout, /^release polaris-2025 \(generation [0-9a-f]+\): Polaris 2025, 2025-02-28, doi 10\.5281\/zenodo\.1234567\n/);
    assert.match(ok.stdout, /verified .*: \d+ collections, \d+ records, \d+ sha256 checked; all match the manifest\n$/);

    const served = await currentGeneration(db);
    // One byte of a value, the record still valid: only the checksum can tell. A small file (read on the loader's
    // thread) and a file over 1 MiB (read by a worker thread).
    for (const file of ['sc/tokens.ndjson', 'core/references.ndjson']) {
      const bad = tampered(dump, file, (t) => t.replace(/"(comment|title)":"(\w)/, (_, k: string, a: string) => `"${k}":"${a === 'Q' ? 'R' : 'Q'}`));
      const load = cli('load', bad, '--database', db);
      assert.equal(load.code, 1, load.stdout + load.stderr);
      assert.match(load.stderr, /^databank: 1 problem found; nothing was loaded:\n/);
      assert.match(load.stderr, new RegExp(`\n${file.replace('.', '\\.')}: sha256: the file's is [0-9a-f]{64}, manifest\\.json says [0-9a-f]{64}\n$`));
      assert.equal(await currentGeneration(db), served, 'the served generation is unchanged');

      const verify = cli('verify', bad);
      assert.equal(verify.code, 1, verify.stdout);
      assert.match(verify.stdout, new RegExp(`\n${file.replace('.', '\\.')}: sha256: the file's is [0-9a-f]{64}, manifest\\.json says`));
      assert.match(verify.stdout, /: 1 problem \(/);
      fs.rmSync(bad, { recursive: true, force: true });
    }
    // A line lost: the count and the checksum both differ.
    const cut = tempDir();
    fs.cpSync(dump, cut, { recursive: true });
    const tokens = path.join(cut, 'sc/tokens.ndjson');
    fs.writeFileSync(tokens, fs.readFileSync(tokens, 'utf8').split('\n').slice(1).join('\n'));
    const verify = cli('verify', cut);
    assert.equal(verify.code, 1);
    assert.match(verify.stdout, /\nsc\/tokens\.ndjson: sha256: /);
    assert.match(verify.stdout, /\nsc\/tokens\.ndjson: records: holds \d+ records, but manifest\.json says \d+\n/);
    // No manifest: nothing to verify against.
    fs.rmSync(path.join(cut, 'manifest.json'));
    const bare = cli('verify', cut);
    assert.equal(bare.code, 1);
    assert.match(bare.stdout, /no manifest/);
    const none = cli('verify', path.join(dir, 'no-such-dir'));
    assert.equal(none.code, 1);
    assert.match(none.stdout, /no such directory/);

    // The untouched dump loads.
    const load = cli('load', dump, '--database', db);
    assert.equal(load.code, 0, load.stderr);
  });

  test('delete: refused without --force, saying what it would delete; with it, gone for good', () => {
    const refused = cli('release', 'delete', 'polaris-2025', '--database', db);
    failsWith(refused, /would delete release polaris-2025 \(generation [0-9a-f]+, \d+ records, created .*\).*add --force/, 'delete without --force');
    assert.equal((JSON.parse(cli('release', 'list', '--json', '--database', db).stdout) as unknown[]).length, 1, 'still kept');
    const gone = cli('release', 'delete', 'polaris-2025', '--force', '--database', db);
    assert.equal(gone.code, 0, gone.stderr);
    assert.match(gone.stdout, /^deleted release polaris-2025/);
    assert.deepEqual(JSON.parse(cli('release', 'list', '--json', '--database', db).stdout), []);
    assert.match(cli('release', 'list', '--database', db).stdout, /^no releases/);
    failsWith(cli('release', 'create', 'polaris-2025', '--database', db), /polaris-2025/, 'a deleted name is not reused');
    failsWith(cli('export', path.join(dir, 'y'), '--release', 'polaris-2025', '--database', db), /no release is named "polaris-2025"/, 'export of a deleted release');
  });
});
