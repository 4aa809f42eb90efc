/**
 * A failing database: the store reaches PostgreSQL through a proxy the test cuts. Requests must get 503
 * `{"detail": …}` within a second (never hang, never 500), /readyz must say so, and service must come back by
 * itself when the database does. Both waits are bounded: for a connection (the database refuses or swallows new
 * ones) and for a read (the database freezes under connections already open), while a read that is merely slow
 * on a database that answers runs on.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { byPath, registry } from '../helpers/registry.js';
import { LOAD_LOCK } from '../../src/store/postgres/migrations.js';
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
      await loadDatabank(store, demoSource(registry));
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

    async function expectAll(status: number, limitMs = 1000): Promise<void> {
      for (const url of urls) {
        const started = Date.now();
        const res = await app.inject({ method: 'GET', url });
        const ms = Date.now() - started;
        assert.equal(res.statusCode, status, `${url}: ${res.body}`);
        assert.ok(ms < limitMs, `${url} answered in ${ms} ms`);
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

    // The pool's connections are open and idle when the database freezes: a read on one of them gets no answer at
    // all (no error, no reset). It must still be a 503 within about a second, not after the client-side query
    // timeout (statement timeout + 1 s = 6 s). New connections either hang too or are refused.
    for (const refuseNew of [false, true]) {
      // Expected: about two connection timeouts (1 s) when new connections hang, one (0.5 s) when refused.
      const limitMs = refuseNew ? 1500 : 2000;
      test(`database frozen under open connections, new ones ${refuseNew ? 'refused' : 'hang'}: 503 within about a second, then recovery`, async (t) => {
        // Open every connection of the pool (4), each then idle.
        const warm = await Promise.all([1, 2, 3, 4].map((page) => app.inject({ method: 'GET', url: `/api/core/references/?page=${page}` })));
        assert.deepEqual(warm.map((r) => r.statusCode), [200, 200, 200, 200]);
        const gen = (await store.current())!;
        proxy.stall({ refuseNew });
        t.after(() => proxy.open()); // even when an assertion fails, so the tests after this one run

        let started = Date.now();
        const first = await app.inject({ method: 'GET', url: urls[0]! });
        const firstMs = Date.now() - started;
        t.diagnostic(`first 503 after ${firstMs} ms`);
        assert.equal(first.statusCode, 503, first.body);
        assert.deepEqual(JSON.parse(first.body), { detail: 'The database is unavailable; try again shortly.' });
        assert.ok(firstMs < limitMs, `first answer after ${firstMs} ms`);

        // The store's own verdict: DatabaseUnavailableError, code DATABASE_UNAVAILABLE.
        started = Date.now();
        await assert.rejects(store.record(gen, byPath('core/references')!, '1'),
          (err: Error & { code?: string }) => err.name === 'DatabaseUnavailableError' && err.code === 'DATABASE_UNAVAILABLE');
        const storeMs = Date.now() - started;
        t.diagnostic(`store.record rejected after ${storeMs} ms`);
        assert.ok(storeMs < limitMs, `store.record rejected after ${storeMs} ms`);

        await expectAll(503, limitMs);
        started = Date.now();
        const many = await Promise.all(Array.from({ length: 20 }, (_, i) => app.inject({ method: 'GET', url: `/api/core/references/?page=${i + 1}` })));
        const manyMs = Date.now() - started;
        t.diagnostic(`20 requests at once all answered after ${manyMs} ms`);
        assert.deepEqual(new Set(many.map((r) => r.statusCode)), new Set([503]));
        assert.ok(manyMs < limitMs, `20 requests at once took ${manyMs} ms`);
        assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);

        await proxy.open();
        await recovers();
      });
    }

    // A read may legitimately take seconds (up to PG_STATEMENT_TIMEOUT_MS): while the database answers, the bound
    // on a read that gets no answer must not cut it off. Here the read waits 2 s on a lock another session holds.
    test('a slow read on a database that answers runs to completion', async (t) => {
      const admin = new pg.Client({ connectionString: db.url }); // straight to PostgreSQL, not through the proxy
      await admin.connect();
      try {
        const { schema } = (await admin.query<{ schema: string }>('SELECT schema FROM databank_meta.current')).rows[0]!;
        await admin.query('BEGIN');
        await admin.query(`LOCK TABLE "${schema}"."${byPath('sc/tokens')!.table}" IN ACCESS EXCLUSIVE MODE`);
        const started = Date.now();
        const pending = app.inject({ method: 'GET', url: '/api/sc/tokens/?page=2' });
        await sleep(2000);
        await admin.query('COMMIT');
        const res = await pending;
        const ms = Date.now() - started;
        t.diagnostic(`slow read answered after ${ms} ms`);
        assert.equal(res.statusCode, 200, res.body);
        assert.ok(ms >= 1900, `answered after ${ms} ms: the read did not wait for the lock`);
      } finally {
        await admin.query('ROLLBACK').catch(() => undefined);
        await admin.end();
      }
    });

    // Loads are not requests: a liveness check that fails (here: new connections refused while the open ones work)
    // must not end a load's statement that waits on a database that answers.
    test('a load waiting on a live database is not cut off by a failed liveness check', async () => {
      const warm = await Promise.all([1, 2, 3, 4].map((page) => app.inject({ method: 'GET', url: `/api/core/references/?page=${page}` })));
      assert.deepEqual(warm.map((r) => r.statusCode), [200, 200, 200, 200]);
      const admin = new pg.Client({ connectionString: db.url }); // straight to PostgreSQL, not through the proxy
      await admin.connect();
      try {
        await admin.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK]); // as if another load were running
        proxy.refuseNew();
        const begun = store.beginLoad(); // waits for the lock on one of the open connections
        begun.catch(() => undefined); // a failure is reported below, by the await, not as an unhandled rejection
        await sleep(1500);
        await admin.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]);
        const writer = await begun;
        await writer.abort();
      } finally {
        await admin.end();
        await proxy.open();
      }
      await recovers();
    });

    test('DATABASE_READ_URL: reads go to the read URL, loads to the primary', async () => {
      const replica = new TcpProxy(target.hostname, Number(target.port || 5432));
      await replica.open();
      const readUrl = new URL(db.url);
      readUrl.host = `127.0.0.1:${replica.port}`;
      const { PostgresStore } = await import('../../src/store/postgres/store.js');
      const split = new PostgresStore({ registry,  url: db.url, readUrl: readUrl.toString(), poolSize: 2 });
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
      const lonely = new PostgresStore({ registry,  url: url.toString(), poolSize: 2 });
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
