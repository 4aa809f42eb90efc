/**
 * The `databank load` process: problems on stderr with exit code 1; killed with SIGKILL part-way, it leaves the
 * previous databank intact and served, and the next load cleans up and succeeds (spec issue 3, "Atomic").
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { POLITIES_PATH } from '../../src/registry/index.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { tinyRecords, writeDump } from '../helpers/dumps.js';
import { tempDir } from '../helpers/stores.js';

const CLI = fileURLToPath(new URL('../../src/cli.js', import.meta.url));
const SCALE = 5;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI; `killWhen` sends `signal` (SIGKILL unless told) as soon as stderr matches it, and `timeoutMs` running
 * out sends SIGKILL.
 */
function run(args: string[], killWhen?: RegExp, timeoutMs?: number, signal: NodeJS.Signals = 'SIGKILL'): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', () => clearTimeout(timer));
    let stdout = '', stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => {
      stderr += d;
      if (killWhen?.test(stderr)) {
        killWhen = undefined;
        child.kill(signal);
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** The demo at SCALE written straight from the generator (no store needed): about 190,000 records. */
function bigDump(dir: string): string {
  const source = demoSource(registry, SCALE);
  for (const p of [...REGISTRY.map((d) => d.path), POLITIES_PATH]) {
    const file = path.join(dir, `${p}.ndjson`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const fd = fs.openSync(file, 'w');
    let lines: string[] = [];
    for (const item of source.items(p) as Iterable<{ value: unknown }>) {
      lines.push(JSON.stringify(item.value));
      if (lines.length === 10_000) {
        fs.writeSync(fd, lines.join('\n') + '\n');
        lines = [];
      }
    }
    if (lines.length) fs.writeSync(fd, lines.join('\n') + '\n');
    fs.closeSync(fd);
  }
  return dir;
}

const leftovers = (dir: string): string[] => fs.readdirSync(dir).filter((n) => n.includes('.loading-'));

describe('databank load (a real process)', () => {
  let dir: string;
  let file: string;
  let server: SqliteStore;
  let app: ReturnType<typeof buildApp>;
  let big: string;

  before(async () => {
    dir = tempDir();
    file = path.join(dir, 'databank.sqlite');
    await loadDatabank(new SqliteStore(registry, file), dumpSource(registry, writeDump(tempDir(), tinyRecords())));
    // A server on the same file, in this process, noticing swaps on every request.
    server = new SqliteStore(registry, file, { checkIntervalMs: 0 });
    app = buildApp({ config: loadConfig({}, {}), store: server });
    big = bigDump(tempDir());
  });
  after(async () => {
    await app.close();
    await server.close();
  });

  test('a dump with problems: the lines on stderr, exit code 1, nothing loaded', async () => {
    const records = tinyRecords();
    records['sc/tokens']![1]!.tag = 7;
    const before = (await server.current())!.id;
    const result = await run(['load', writeDump(tempDir(), records), '--database', file]);
    assert.equal(result.code, 1);
    const problems = result.stderr.split('\n').filter((l) => !l.startsWith('load: ')).join('\n'); // progress lines
    assert.equal(problems, 'databank: 1 problem found; nothing was loaded:\n' +
      'sc/tokens.ndjson:2: tag: expected a string, got the integer 7\n');
    assert.equal((await server.current())!.id, before);
    assert.deepEqual(leftovers(dir), []);
  });

  test('usage errors: a directory that is no dump, a bad --max-errors', async () => {
    const none = await run(['load', path.join(dir, 'nothing'), '--database', file]);
    assert.equal(none.code, 1);
    assert.match(none.stderr, /^databank: .*nothing: no such directory\n$/);
    const bad = await run(['load', big, '--database', file, '--max-errors', 'x']);
    assert.equal(bad.code, 1);
    assert.equal(bad.stderr, 'databank: --max-errors must be an integer of at least 1, got "x"\n');
  });

  test('SIGKILL part-way leaves the previous databank served; the next load cleans up and succeeds', async () => {
    const before = (await server.current())!;
    const page = (await app.inject('/api/sc/tokens/')).body;
    const killed = await run(['load', big, '--database', file, '--verbose'], /load: sc\/tokens: \d+ records\n/);
    assert.equal(killed.signal, 'SIGKILL', `the load finished before it could be killed:\n${killed.stdout}`);
    assert.ok(leftovers(dir).length > 0, 'the killed load left its half-written file');

    assert.equal((await server.current())!.id, before.id);
    assert.equal((await app.inject('/api/sc/tokens/')).body, page);
    const fresh = new SqliteStore(registry, file); // as a server started now would see it
    assert.equal((await fresh.current())!.id, before.id);
    await fresh.close();

    const done = await run(['load', big, '--database', file]);
    assert.equal(done.code, 0, done.stderr);
    assert.match(done.stdout, /^loaded .* \d+ records in [\d.]+ s, \d+ records\/s\n/);
    assert.deepEqual(leftovers(dir), []);
    const now = (await server.current())!;
    assert.notEqual(now.id, before.id);
    assert.equal(now.counts['sc/tokens'], 394 * SCALE);
    const served = JSON.parse((await app.inject('/api/sc/tokens/')).body) as { count: number };
    assert.equal(served.count, 394 * SCALE);
  });

  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    test(`${signal} part-way: one line, the previous databank served, no half-written file left (issue 24)`, async () => {
      const before = (await server.current())!;
      const stopped = await run(['load', big, '--database', file, '--verbose'], /load: sc\/tokens: \d+ records\n/, undefined, signal);
      assert.equal(stopped.code, code, `the load finished before it could be stopped:\n${stopped.stdout}${stopped.stderr}`);
      assert.match(stopped.stderr, new RegExp(`\ndatabank: load of .* failed: stopped by ${signal}; nothing was loaded: the databank being served is unchanged\n$`));
      assert.deepEqual(leftovers(dir), []);
      assert.equal((await server.current())!.id, before.id);
    });
  }
});

describe('databank load: hostile and partial dumps (issue 12, defects 3 and 9)', () => {
  let dir: string;
  let file: string;
  let server: SqliteStore;
  let app: ReturnType<typeof buildApp>;

  before(async () => {
    dir = tempDir();
    file = path.join(dir, 'databank.sqlite');
    const records = tinyRecords();
    records['core/sections']![0]!.name = 'Served before';
    await loadDatabank(new SqliteStore(registry, file), dumpSource(registry, writeDump(tempDir(), records)));
    server = new SqliteStore(registry, file, { checkIntervalMs: 0 });
    app = buildApp({ config: loadConfig({}, {}), store: server });
  });
  after(async () => {
    await app.close();
    await server.close();
  });

  /** A refused load (of `dump`, with `args`): exit code 1, exactly `message` on stderr, the previous databank served. */
  async function refused(args: string | string[], message: string, dump?: string): Promise<Run> {
    const before = (await server.current())!.id;
    const page = (await app.inject('/api/core/sections/')).body;
    const argv = typeof args === 'string' ? ['load', args] : ['load', dump!, ...args];
    const result = await run([...argv, '--database', file], undefined, 30_000);
    assert.equal(result.code, 1, result.stderr);
    assert.equal(result.stderr.split('\n').filter((l) => !l.startsWith('load: ')).join('\n'), message); // progress lines
    assert.equal((await server.current())!.id, before);
    assert.equal((await app.inject('/api/core/sections/')).body, page);
    assert.match(page, /Served before/);
    assert.deepEqual(leftovers(dir), []);
    return result;
  }

  test('link loops: the load ends quickly and loads the dump', async () => {
    const dump = writeDump(tempDir(), tinyRecords());
    fs.symlinkSync('.', path.join(dump, 'loop'));
    fs.symlinkSync('..', path.join(dump, 'core/up'));
    const started = performance.now();
    const result = await run(['load', dump, '--database', file], undefined, 30_000);
    assert.equal(result.code, 0, result.stderr);
    assert.ok(performance.now() - started < 20_000, 'the load took too long');
    assert.match(result.stdout, /^loaded .*: \d+ records in/);
    assert.equal((await server.current())!.counts['core/sections'], 1);
    await restore();
  });

  /** Back to the databank the other tests expect. */
  async function restore(): Promise<void> {
    const records = tinyRecords();
    records['core/sections']![0]!.name = 'Served before';
    assert.equal((await run(['load', writeDump(tempDir(), records), '--database', file])).code, 0);
  }

  test('a dump that lacks collection files is refused unless --allow-missing; core/polities is optional', async () => {
    // The spec's eight others (every dump before the catalogue held them); the catalogue's other collections need no file.
    const missing = Object.keys(tinyRecords()).filter((p) => p !== 'sc/tokens' && p !== POLITIES_PATH);
    const partial = writeDump(tempDir(), { 'sc/tokens': tinyRecords()['sc/tokens']! });
    await refused(partial, `databank: ${partial} lacks 8 collection files: ${missing.map((p) => `${p}.ndjson`).join(', ')}; ` +
      'nothing was loaded (--allow-missing loads it, serving those collections empty)\n');
    const one = writeDump(tempDir(), { ...tinyRecords(), 'core/sections': [] });
    fs.rmSync(path.join(one, 'core/sections.ndjson'));
    await refused(one, `databank: ${one} lacks 1 collection file: core/sections.ndjson; ` +
      'nothing was loaded (--allow-missing loads it, serving that collection empty)\n');

    const allowed = await run(['load', partial, '--database', file, '--verbose', '--allow-missing']);
    assert.equal(allowed.code, 0, allowed.stderr);
    for (const p of missing) assert.ok(allowed.stdout.includes(`\n  ${p}: 0 (no file in the dump: served empty)\n`), `${p}:\n${allowed.stdout}`);
    assert.ok(allowed.stdout.includes('\n  sc/polity-populations: 0 (not in the dump: served empty)\n'), allowed.stdout);
    assert.ok(allowed.stdout.includes('\n  sc/tokens: 2\n'));
    assert.equal(JSON.parse((await app.inject('/api/core/sections/')).body).count, 0);

    const { 'core/polities': _, ...withoutPolities } = tinyRecords();
    const whole = await run(['load', writeDump(tempDir(), withoutPolities), '--database', file, '--verbose']);
    assert.equal(whole.code, 0, whole.stderr);
    assert.doesNotMatch(whole.stdout, /no file in the dump/);
    await restore();
  });

  test('--max-record-bytes: a longer record is a problem, the flag moves the limit', async () => {
    const records = tinyRecords();
    records['sc/tokens']![1]!.comment = 'é'.repeat(1 << 20); // 2 MiB
    const bytes = Buffer.byteLength(JSON.stringify(records['sc/tokens']![1]));
    const dump = writeDump(tempDir(), records);
    await refused(dump, 'databank: 1 problem found; nothing was loaded:\n' +
      `sc/tokens.ndjson:2: record: ${bytes} bytes, more than --max-record-bytes 1048576\n`);
    await refused(['--max-record-bytes', String(bytes - 1)], 'databank: 1 problem found; nothing was loaded:\n' +
      `sc/tokens.ndjson:2: record: ${bytes} bytes, more than --max-record-bytes ${bytes - 1}\n`, dump);
    await refused(['--max-record-bytes', '0'], 'databank: --max-record-bytes must be an integer of at least 1, got "0"\n', dump);
    const result = await run(['load', dump, '--database', file, '--max-record-bytes', String(bytes)]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(Buffer.byteLength((await app.inject('/api/sc/tokens/2/')).body), bytes);
    await restore();
  });

  test('a linked directory out of the dump is refused, nothing loaded', async () => {
    const outside = writeDump(tempDir(), { 'sc/tokens': tinyRecords()['sc/tokens']! });
    const dump = writeDump(tempDir(), { ...tinyRecords(), 'sc/tokens': [] });
    fs.rmSync(path.join(dump, 'sc'), { recursive: true });
    fs.symlinkSync(path.join(outside, 'sc'), path.join(dump, 'sc'));
    await refused(dump, `databank: sc/tokens.ndjson: resolves outside the dump (${fs.realpathSync(outside)}/sc/tokens.ndjson); refused\n`);
  });

  test('a linked file out of the dump is refused, and none of its text is printed', async () => {
    const outside = path.join(tempDir(), 'passwd');
    fs.writeFileSync(outside, 'root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n');
    const dump = writeDump(tempDir(), tinyRecords());
    fs.rmSync(path.join(dump, 'sc/tokens.ndjson'));
    fs.symlinkSync(outside, path.join(dump, 'sc/tokens.ndjson'));
    const result = await refused(dump, `databank: sc/tokens.ndjson: resolves outside the dump (${fs.realpathSync(outside)}); refused\n`);
    assert.doesNotMatch(result.stderr + result.stdout, /root:x|daemon/);
  });
});

describe('a database file that is no databank', () => {
  test('is reported when read, and a load replaces it', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'databank.sqlite');
    fs.writeFileSync(file, 'not a database at all, just text that is long enough to have a header of sorts');
    const store = new SqliteStore(registry, file);
    await assert.rejects(store.current(), /file is not a database|not a databank/);
    await loadDatabank(store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
    assert.equal((await store.current())!.counts['sc/tokens'], 2);
    await store.close();
  });
});
