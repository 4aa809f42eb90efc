/**
 * `databank serve --workers 2` on SQLite: the primary builds the demo once before forking, the workers share the
 * port, a worker that dies is replaced, and SIGTERM stops them all (test/drain.test.ts: how).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { startServer, type RunningServer } from './helpers/server.js';
import { tempDir } from './helpers/stores.js';

/** Child pids of `pid` (Linux /proc). */
function children(pid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

test('the start-up log names the API, the HTML site and the docs', async () => {
  const server = await startServer(['--database', path.join(tempDir(), 'databank.sqlite')], { LOG_LEVEL: 'info' }, { live: true });
  // Log lines are batched and flushed every second and at exit: read them once the server has stopped.
  await server.stop();
  const url = server.url;
  assert.match(server.output(), new RegExp(`"msg":"serving the API at ${url}/api/, the HTML site at ${url}/ and the API docs at ${url}/docs/ `));
});

describe('serve --workers 2 (SQLite)', () => {
  const dir = tempDir();
  let server: RunningServer | undefined;
  after(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('builds the demo once, serves from every worker, replaces a dead one, stops on SIGTERM', async () => {
    const file = path.join(dir, 'databank.sqlite');
    server = await startServer(['--database', file, '--workers', '2', '--demo-on-empty', 'true']);
    assert.deepEqual(fs.readdirSync(dir), ['databank.sqlite'], 'one databank file, no leftovers of other loads');
    const url = server.url;
    assert.ok(server.output().includes(`2 workers serving the API at ${url}/api/, the HTML site at ${url}/ and the API docs at ${url}/docs/ ` +
      `(OpenAPI document ${url}/api/openapi.json)`), server.output());
    const ino = fs.statSync(file).ino;
    const counts = await Promise.all(Array.from({ length: 8 }, () =>
      fetch(`${server!.url}/api/sc/tokens/`).then((r) => r.json() as Promise<{ count: number }>).then((b) => b.count)));
    assert.deepEqual(new Set(counts), new Set([394]));
    assert.equal(fs.statSync(file).ino, ino, 'no worker rebuilt the demo');

    if (process.platform !== 'linux') return;
    const primary = server.child.pid!;
    const workers = children(primary);
    assert.equal(workers.length, 2);
    process.kill(workers[0]!, 'SIGKILL');
    const deadline = Date.now() + 15_000;
    for (;;) {
      const now = children(primary);
      if (now.length === 2 && !now.includes(workers[0]!)) break;
      assert.ok(Date.now() < deadline, 'the dead worker was not replaced');
      await new Promise((r) => setTimeout(r, 100));
    }
    for (let ok = 0; ok < 5;) {
      const res = await fetch(`${server.url}/readyz`).catch(() => undefined);
      if (res?.ok) ok++;
      else await new Promise((r) => setTimeout(r, 100));
    }
    const all = [primary, ...children(primary)];
    const stopped = server;
    await stopped.stop();
    server = undefined;
    assert.deepEqual(await stopped.exited, { code: 0, signal: null }, `the primary exits 0 once its workers drained:\n${stopped.output()}`);
    await new Promise((r) => setTimeout(r, 300));
    for (const pid of all) assert.ok(!fs.existsSync(`/proc/${pid}`) || fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '), `process ${pid} still runs`);
  });
});
