/**
 * A load into PostgreSQL killed part-way (`databank demo --scale 5`, SIGKILL while it is inserting) leaves the
 * old databank served, untouched and current; the next load succeeds; only current and previous schemas remain.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import type { PostgresStore } from '../../src/store/postgres/store.js';
import { CLI } from '../helpers/server.js';
import { freshDatabase, pgStore, TEST_DATABASE_URL } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

const URLS = ['/api/core/references/?page=100', '/api/sc/tokens/', '/api/core/citations/?page=377', '/api/sc/tokens/5/'];

if (TEST_DATABASE_URL) {
  describe('postgres: a killed load', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let store: PostgresStore;
    let app: FastifyInstance;
    let admin: pg.Client;

    before(async () => {
      db = await freshDatabase();
      store = await pgStore(db.url);
      await loadDatabank(store, demoSource(registry));
      app = buildApp({ config: loadConfig({ pageCacheMb: '0' }, {}), store });
      await app.ready();
      admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
    });
    after(async () => {
      await admin?.end();
      await app?.close();
      await store?.close();
      await db?.drop();
    });

    async function snapshot(target: FastifyInstance = app): Promise<string[]> {
      return Promise.all(URLS.map(async (url) => {
        const res = await target.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 200, url);
        return `${res.headers.etag} ${res.body}`;
      }));
    }

    async function schemas(): Promise<string[]> {
      const res = await admin.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE nspname ~ '^databank_g' ORDER BY nspname`);
      return res.rows.map((r) => r.nspname);
    }

    test('leaves the old databank served, and the next load succeeds', async () => {
      const old = await snapshot();
      const oldPointer = (await admin.query('SELECT schema, generation FROM databank_meta.current')).rows[0];
      assert.deepEqual(await schemas(), ['databank_g1']);

      const child = spawn(process.execPath, [CLI, 'demo', '--scale', '5', '--database', db.url], { stdio: 'ignore' });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      // Wait until the loader is inside its transaction, inserting rows into its new schema.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const writing = await admin.query(`SELECT 1 FROM pg_stat_activity
          WHERE application_name = 'databank-api' AND query LIKE 'INSERT INTO "databank_g2".%'`);
        if (writing.rowCount) break;
        assert.ok(child.exitCode === null, 'the load finished before it could be killed');
        assert.ok(Date.now() < deadline, 'the load never started inserting');
        await new Promise((r) => setTimeout(r, 20));
      }
      child.kill('SIGKILL');
      await exited;

      // Same answers, same pointer, and no trace of the half-written schema (its transaction never committed).
      assert.deepEqual(await snapshot(), old);
      assert.deepEqual((await admin.query('SELECT schema, generation FROM databank_meta.current')).rows[0], oldPointer);
      const fresh = await pgStore(db.url);
      try {
        const freshApp = buildApp({ config: loadConfig({}, {}), store: fresh });
        assert.deepEqual(await snapshot(freshApp), old, 'a process started after the kill serves the old databank');
        await freshApp.close();
      } finally {
        await fresh.close();
      }
      assert.deepEqual(await schemas(), ['databank_g1']);

      // The next load waits for the dead loader's lock to go, then swaps; the previous generation is kept.
      const report = await loadDatabank(store, demoSource(registry, 2));
      const tokens = await app.inject({ method: 'GET', url: '/api/sc/tokens/' });
      assert.equal(JSON.parse(tokens.body).count, report.counts['sc/tokens']);
      assert.deepEqual(await schemas(), ['databank_g1', 'databank_g3']);
      // One more load drops the generation before the previous one.
      await loadDatabank(store, demoSource(registry));
      assert.deepEqual(await schemas(), ['databank_g3', 'databank_g4']);
      assert.deepEqual(await snapshot(), old, 'the same databank again: the same bytes and ETags');
    });
  });
}
