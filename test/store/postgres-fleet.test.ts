/**
 * Scale-out: two real server processes (one plain, one with two cluster workers) on one PostgreSQL database give
 * the same answers, and both notice a new databank loaded into it, without a restart.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import type { PostgresStore } from '../../src/store/postgres/store.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { freshDatabase, pgStore, TEST_DATABASE_URL } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

const PUBLIC = 'https://databank.example.org';

const PATHS = [
  '/api/core/references/', '/api/core/references/?page=171', '/api/core/references/?format=api&page=343',
  '/api/core/citations/?page=200', '/api/sc/tokens/?page=8', '/api/core/sections/', '/api/sc/tokens/12/',
  '/api/general/polity-durations/?page=5', '/api/general/polity-alternative-names/100/', '/api/sc/tokens/99999/',
];

async function answer(base: string, path: string): Promise<string> {
  const res = await fetch(base + path);
  const headers = [...res.headers].filter(([k]) => k !== 'date' && k !== 'connection' && k !== 'keep-alive');
  return JSON.stringify({ status: res.status, headers, body: await res.text() });
}

if (TEST_DATABASE_URL) {
  describe('postgres: two server processes on one database', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let store: PostgresStore;
    const servers: RunningServer[] = [];

    before(async () => {
      db = await freshDatabase();
      store = await pgStore(db.url);
      await loadDatabank(store, demoSource(registry));
      servers.push(...await Promise.all([
        // One public URL, as behind a load balancer: links (and so ETags) name it, not each process's port.
        startServer(['--database', db.url, '--pool-size', '3', '--public-url', PUBLIC]),
        startServer(['--database', db.url, '--pool-size', '3', '--workers', '2', '--public-url', PUBLIC]),
      ]));
    });
    after(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await store?.close();
      await db?.drop();
    });

    test('give byte-identical answers', async () => {
      for (const path of PATHS) {
        const [a, b] = await Promise.all(servers.map((s) => answer(s.url, path)));
        if (path.includes('references')) assert.ok(a!.includes(PUBLIC), `${path}: links name the public URL`);
        assert.ok(a === b, `${path}: the two processes answer differently:\n${a!.slice(0, 600)}\n${b!.slice(0, 600)}`);
      }
    });

    test('both notice a new databank within about a second', async () => {
      const before = await Promise.all(servers.map((s) => fetch(`${s.url}/api/sc/tokens/`).then((r) => r.json() as Promise<{ count: number }>)));
      assert.deepEqual(before.map((b) => b.count), [394, 394]);
      const report = await loadDatabank(store, demoSource(registry, 2));
      const deadline = Date.now() + 5000;
      for (const s of servers) {
        // Several requests, so that every cluster worker has been asked.
        for (let seen = 0; seen < 6;) {
          const body = await fetch(`${s.url}/api/sc/tokens/`).then((r) => r.json() as Promise<{ count: number }>);
          if (body.count === report.counts['sc/tokens']) seen++;
          else {
            assert.ok(Date.now() < deadline, `${s.url} still serves the old databank`);
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      }
      const ready = await Promise.all(servers.map((s) => fetch(`${s.url}/readyz`).then((r) => r.json() as Promise<{ generation: string }>)));
      assert.deepEqual(ready.map((r) => r.generation), [report.generation, report.generation]);
    });
  });
}
