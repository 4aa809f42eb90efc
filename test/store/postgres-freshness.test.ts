/**
 * How fresh the databank a PostgreSQL server answers from is: a request is answered from a pointer read at most
 * `checkIntervalMs` (1 s) before it arrived, however long the process sat idle. Two stores on one database, as in a
 * fleet: one serves, the other loads.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import type { PostgresStore } from '../../src/store/postgres/store.js';
import { freshDatabase, pgStore, TEST_DATABASE_URL } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

async function tokensCount(app: FastifyInstance): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/sc/tokens/' });
  assert.equal(res.statusCode, 200, res.body);
  return (JSON.parse(res.body) as { count: number }).count;
}

if (TEST_DATABASE_URL) {
  describe('postgres: the pointer a request is answered from', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let loader: PostgresStore;
    let serving: PostgresStore;
    let app: FastifyInstance;

    before(async () => {
      db = await freshDatabase();
      loader = await pgStore(db.url);
      await loadDatabank(loader, demoSource(registry));
      serving = await pgStore(db.url); // the default check interval: 1 s
      app = buildApp({ config: loadConfig({}, {}), store: serving });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await serving?.close();
      await loader?.close();
      await db?.drop();
    });

    test('after an idle spell, the first request sees a load another process made', async () => {
      const old = await tokensCount(app);
      const report = await loadDatabank(loader, demoSource(registry, 2));
      assert.notEqual(report.counts['sc/tokens'], old);
      await sleep(3000); // idle: no request reaches the serving process
      assert.equal(await tokensCount(app), report.counts['sc/tokens'], 'the first request after the idle spell got the old databank');
      assert.equal((await serving.current())?.id, report.generation);
    });

    test('a crawl started a second after a load reads every page from the new databank', async () => {
      await tokensCount(app);
      const report = await loadDatabank(loader, demoSource(registry));
      await sleep(1100);
      const pages = Math.ceil(report.counts['sc/tokens']! / 50);
      for (let page = 1; page <= pages; page++) {
        const res = await app.inject({ method: 'GET', url: `/api/sc/tokens/?page=${page}` });
        assert.equal(res.statusCode, 200, `page ${page}: ${res.body}`);
        assert.equal((JSON.parse(res.body) as { count: number }).count, report.counts['sc/tokens'], `page ${page} came from the old databank`);
      }
    });
  });
}
