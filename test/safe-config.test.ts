/**
 * Safe configuration, through the real command: a database setting of another scheme, or a SQLite file in a
 * directory that does not exist, stops every command at start (exit 1, one line, no stack trace, nothing created);
 * the demo is built on an empty database only at the default location (DEMO_ON_EMPTY=auto); elsewhere an empty
 * database serves 503 and the log says how to load one.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { tinyRecords, writeDump } from './helpers/dumps.js';
import { CLI, startServer, type RunningServer } from './helpers/server.js';
import { tempDir } from './helpers/stores.js';

const FORMS = 'must be a SQLite file path, sqlite:<path>, or a postgres:// or postgresql:// URL';

/** Runs the CLI in `cwd` with `env` on top of a clean environment (no DATABASE_URL or DEMO_ON_EMPTY inherited). */
function run(args: string[], cwd: string, env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const base: NodeJS.ProcessEnv = { ...process.env, NODE_NO_WARNINGS: '1', LOG_LEVEL: 'warn' };
  delete base.DATABASE_URL;
  delete base.DEMO_ON_EMPTY;
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env: { ...base, ...env }, encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('safe configuration', () => {
  const cwd = tempDir();
  const servers: RunningServer[] = [];
  after(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(cwd, { recursive: true, force: true });
  });

  test('another scheme is refused at start, by flag or variable, and creates nothing', () => {
    const byFlag = run(['serve', '--port', '0', '--database', 'mysql://u@h/db'], cwd);
    assert.deepEqual(byFlag, { code: 1, stdout: '', stderr: `databank: --database ${FORMS}; got "mysql://u@h/db"\n` });
    const byEnv = run(['serve', '--port', '0'], cwd, { DATABASE_URL: 'mysql://u:secret@h/db' });
    assert.deepEqual(byEnv, { code: 1, stdout: '', stderr: `databank: DATABASE_URL ${FORMS}; got "mysql://u:***@h/db"\n` });
    assert.deepEqual(fs.readdirSync(cwd), [], 'no ./mysql:/u@h/db, no data/');
  });

  test('a SQLite file in a directory that does not exist is refused by serve, load, export, demo and migrate alike', () => {
    const missing = path.join(cwd, 'no', 'such', 'dir');
    const message = `databank: --database must name a SQLite file in an existing directory; ${missing} does not exist (only the default data/ is created)\n`;
    const dump = writeDump(tempDir(), tinyRecords());
    const database = ['--database', path.join(missing, 'x.sqlite')];
    for (const args of [['serve', '--port', '0'], ['load', dump], ['export', path.join(cwd, 'out')], ['demo'], ['migrate']]) {
      const r = run([...args, ...database], cwd);
      assert.deepEqual(r, { code: 1, stdout: '', stderr: message }, args[0]);
    }
    const byEnv = run(['load', dump], cwd, { DATABASE_URL: path.join(missing, 'x.sqlite') });
    assert.equal(byEnv.stderr, message.replace('--database', 'DATABASE_URL'));
    assert.deepEqual(fs.readdirSync(cwd), [], 'no directory was created');

    // A new file in an existing directory is fine.
    const fresh = path.join(cwd, 'fresh.sqlite');
    const loaded = run(['load', dump, '--database', fresh], cwd);
    assert.equal(loaded.code, 0, loaded.stderr);
    assert.ok(fs.statSync(fresh).size > 0);
    fs.rmSync(dump, { recursive: true, force: true });
    fs.rmSync(fresh);
  });

  test('elsewhere than the default location an empty database is not given the demo: 503, and a hint in the log', async () => {
    const file = path.join(cwd, 'empty.sqlite');
    const server = await startServer(['--database', file], { DEMO_ON_EMPTY: 'auto' }, { cwd, live: true });
    servers.push(server);
    const res = await fetch(`${server.url}/api/sc/tokens/`);
    assert.equal(res.status, 503);
    assert.deepEqual(await res.json(), { detail: 'No databank is loaded yet.' });
    assert.equal((await fetch(`${server.url}/readyz`)).status, 503);
    assert.equal(fs.existsSync(file), false, 'no file was made');
    await server.stop(); // the log is written through a buffer
    const log = server.output().split('\n').filter((l) => l.startsWith('{')).map((l) => (JSON.parse(l) as { msg: string }).msg);
    assert.match(log.join('\n'), /no databank is loaded: data requests answer 503 "No databank is loaded yet\." until one is\. Load one with `databank load <dump-dir>` \(or `databank demo`\)/);
  });

  test('at the default location data/databank.sqlite is created with the demo in it', async () => {
    const server = await startServer([], { DEMO_ON_EMPTY: 'auto' }, { cwd });
    servers.push(server);
    const body = (await (await fetch(`${server.url}/api/sc/tokens/`)).json()) as { count: number };
    assert.equal(body.count, 394);
    assert.ok(fs.statSync(path.join(cwd, 'data', 'databank.sqlite')).size > 0);
    await server.stop();
  });
});
