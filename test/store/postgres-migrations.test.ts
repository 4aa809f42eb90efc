/** The PostgreSQL store's own schema: versioned migrations, applied once however many processes start at once. */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { MIGRATIONS } from '../../src/store/postgres/migrations.js';
import { PostgresStore } from '../../src/store/postgres/store.js';
import { CLI } from '../helpers/server.js';
import { freshDatabase, TEST_DATABASE_URL } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

if (TEST_DATABASE_URL) {
  describe('postgres: migrations', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    before(async () => {
      db = await freshDatabase();
    });
    after(async () => {
      await db?.drop();
    });

    test('an empty database: no databank (503), then migrations applied once by many stores at once', async () => {
      const stores = Array.from({ length: 4 }, () => new PostgresStore({ registry,  url: db.url, poolSize: 1 }));
      try {
        const app = buildApp({ config: loadConfig({}, {}), store: stores[0]! });
        const res = await app.inject({ method: 'GET', url: '/api/sc/tokens/' });
        assert.equal(res.statusCode, 503);
        assert.deepEqual(JSON.parse(res.body), { detail: 'No databank is loaded yet.' });
        assert.equal((await app.inject({ method: 'GET', url: '/readyz' })).statusCode, 503);
        await app.close();
        const results = await Promise.all(stores.map((s) => s.migrate()));
        assert.deepEqual(results.flatMap((r) => r.applied).sort(), MIGRATIONS.map((m) => m.version));
        assert.deepEqual(await stores[0]!.migrate(), { applied: [], version: MIGRATIONS.at(-1)!.version });
      } finally {
        await Promise.all(stores.map((s) => s.close()));
      }
    });

    test('`databank migrate` reports, and a database from a newer release is refused', async () => {
      const run = promisify(execFile);
      const { stdout } = await run(process.execPath, [CLI, 'migrate', '--database', db.url]);
      assert.match(stdout, /databank_meta is up to date \(version \d+\)/);
      const admin = new pg.Client({ connectionString: db.url });
      await admin.connect();
      try {
        await admin.query(`INSERT INTO databank_meta.migrations (version, name) VALUES (9999, 'from the future')`);
        const store = new PostgresStore({ registry,  url: db.url, poolSize: 1 });
        await assert.rejects(store.migrate(), /newer than this release knows/);
        await store.close();
      } finally {
        await admin.query('DELETE FROM databank_meta.migrations WHERE version = 9999');
        await admin.end();
      }
    });
  });
}
