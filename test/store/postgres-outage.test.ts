/**
 * A failing database: the store reaches PostgreSQL through a proxy the test cuts. Requests must get 503
 * `{"detail": …}` within a second (never hang, never 500), /readyz must say so, and service must come back by
 * itself when the database does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import type { PostgresStore } from '../../src/store/postgres/store.js';
import { TcpProxy } from '../helpers/proxy.js';
import { freshDatabase, pgStore, TEST_DATABASE_URL } from '../helpers/stores.js';

if (TEST_DATABASE_URL) {
  describe('postgres: a database that fails', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    const target = new URL(TEST_DATABASE_URL!);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    let store: PostgresStore;
    let app: FastifyInstance;

    before(async () => {
      db = await freshDatabase();
      await proxy.open();
      const url = new URL(db.url);
      url.host = `127.0.0.1:${proxy.port}`;
      store = await pgStore(url.toString(), { checkIntervalMs: 200 });
      await loadDatabank(store, demoSource());
      // No page cache: every request must reach the database.
      app = buildApp({ config: loadConfig({ pageCacheMb: '0' }, {}), store });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await store?.close();
      await proxy.close();
      await db?.drop();
    });

    const urls = ['/api/core/references/?page=3', '/api/sc/tokens/7/', '/api/core/citations/?page=2', '/api/core/sections/'];

    async function expectAll(status: number): Promise<void> {
      for (const url of urls) {
        const started = Date.now();
        const res = await app.inject({ method: 'GET', url });
        const ms = Date.now() - started;
        assert.equal(res.statusCode, status, `${url}: ${res.body}`);
        assert.ok(ms < 1000, `${url} answered in ${ms} ms`);
        if (status === 503) {
          assert.equal(res.headers['content-type'], 'application/json');
          assert.deepEqual(Object.keys(JSON.parse(res.body)), ['detail']);
        }
      }
    }

    async function recovers(): Promise<void> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const res = await app.inject({ method: 'GET', url: urls[0]! });
        if (res.statusCode === 200) break;
        assert.ok(Date.now() < deadline, `still ${res.statusCode} 5 s after the database came back`);
        await new Promise((r) => setTimeout(r, 100));
      }
      await expectAll(200);
      assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    }

    test('serves while the database is up', async () => {
      await expectAll(200);
    });

    test('database down (connections cut, port refused): 503 within a second, then recovery', async () => {
      await proxy.close();
      await expectAll(503);
      assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
      assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
      await proxy.open();
      await recovers();
    });

    test('database unreachable (connections hang): 503 within a second, then recovery', async () => {
      proxy.blackhole();
      await expectAll(503);
      const many = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: urls[1]! })));
      assert.deepEqual(new Set(many.map((r) => r.statusCode)), new Set([503]));
      await proxy.open();
      await recovers();
    });

    test('DATABASE_READ_URL: reads go to the read URL, loads to the primary', async () => {
      const replica = new TcpProxy(target.hostname, Number(target.port || 5432));
      await replica.open();
      const readUrl = new URL(db.url);
      readUrl.host = `127.0.0.1:${replica.port}`;
      const { PostgresStore } = await import('../../src/store/postgres/store.js');
      const split = new PostgresStore({ url: db.url, readUrl: readUrl.toString(), poolSize: 2 });
      const splitApp = buildApp({ config: loadConfig({ pageCacheMb: '0' }, {}), store: split });
      try {
        assert.equal((await splitApp.inject({ method: 'GET', url: urls[1]! })).statusCode, 200);
        await replica.close(); // the "replica" goes away; the primary stays
        assert.equal((await splitApp.inject({ method: 'GET', url: urls[1]! })).statusCode, 503);
        assert.equal((await splitApp.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
        const writer = await split.beginLoad(); // loads need only the primary
        await writer.abort();
      } finally {
        await splitApp.close();
        await split.close();
        await replica.close();
      }
    });

    test('a dead port from the start: 503, not a crash', async () => {
      const dead = new TcpProxy('127.0.0.1', 1);
      await dead.open();
      const port = dead.port;
      await dead.close();
      const url = new URL(db.url);
      url.host = `127.0.0.1:${port}`;
      const { PostgresStore } = await import('../../src/store/postgres/store.js');
      const lonely = new PostgresStore({ url: url.toString(), poolSize: 2 });
      const deadApp = buildApp({ config: loadConfig({}, {}), store: lonely });
      try {
        const started = Date.now();
        const res = await deadApp.inject({ method: 'GET', url: '/api/sc/tokens/' });
        assert.equal(res.statusCode, 503);
        assert.ok(Date.now() - started < 1000);
        assert.equal((await deadApp.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
      } finally {
        await deadApp.close();
        await lonely.close();
      }
    });
  });
}
