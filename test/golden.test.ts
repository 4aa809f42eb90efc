/**
 * Golden files of what the registry derives (test/golden/): the registry itself, the schema of a databank in each
 * store, and the OpenAPI document. A change to a collection shows its consequences in the diff of those files; a
 * change nobody meant fails here. `npm run golden` rewrites them (test/helpers/golden.ts); the schemas are those of
 * the demo databank, since some tables (SQLite's dictionaries) exist only where the data calls for them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { golden, plain, postgresSchema, REGENERATE, sqliteSchema, stableJson, UPDATE } from './helpers/golden.js';
import { registry } from './helpers/registry.js';
import { openDemo, POSTGRES, SQLITE, TEST_DATABASE_URL, type TestStore } from './helpers/stores.js';

/** The registry as data: every collection with all it derives; a collection named elsewhere in it by its path. */
function registryDocument(): unknown {
  const top: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(registry)) {
    if (typeof value === 'function') continue;
    top[key] = registry.collections.includes(value) ? value.path : value;
  }
  return plain(top, true);
}

describe('golden files (test/golden/)', () => {
  if (UPDATE) it('UPDATE_GOLDEN=1: rewriting the files of test/golden/ instead of comparing', () => {});

  it('registry.json: every collection, its fields, filters, columns and sortable fields', () => {
    golden('registry.json', stableJson(registryDocument()));
  });

  describe('over the demo databank in SQLite', () => {
    let handle: TestStore;
    before(async () => { handle = await openDemo(SQLITE); });
    after(async () => { await handle.cleanup(); });

    it('schema.sqlite.sql: every table and index of the file', () => {
      const db = new Database(handle.database, { readonly: true, fileMustExist: true });
      try {
        golden('schema.sqlite.sql', sqliteSchema(db));
      } finally {
        db.close();
      }
    });

    it('openapi.json: the document the server answers at /api/openapi.json', async () => {
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      try {
        const res = await app.inject({ url: '/api/openapi.json', headers: { host: 'localhost:8000' } });
        if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode} ${res.body}`);
        golden('openapi.json', stableJson(plain(JSON.parse(res.body), false)));
      } finally {
        await app.close();
      }
    });
  });

  const skip = TEST_DATABASE_URL ? false : 'golden PostgreSQL schema skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ' +
    `to compare test/golden/schema.postgres.sql (to rewrite it: ${REGENERATE})`;
  describe('over the demo databank in PostgreSQL', { skip }, () => {
    it('schema.postgres.sql: every schema, table, column and index of the database', async () => {
      const handle = await openDemo(POSTGRES);
      const client = new pg.Client({ connectionString: handle.database });
      try {
        await client.connect();
        golden('schema.postgres.sql', await postgresSchema(client));
      } finally {
        await client.end().catch(() => undefined);
        await handle.cleanup();
      }
    });
  });
});

describe('the golden files\' writer', () => {
  it('keeps a Map\'s order, orders an object\'s keys, leaves out undefined, survives a cycle', () => {
    const cyclic: Record<string, unknown> = { b: 1 };
    cyclic.self = cyclic;
    const value = { z: new Map([['y', 1], ['x', 2]]), title: 't', name: 'n', a: undefined, s: new Set([3]), f: function g() {}, c: cyclic };
    assert.deepEqual(JSON.parse(JSON.stringify(plain(value, true))),
      { name: 'n', title: 't', c: { b: 1, self: '[circular]' }, f: '[function g]', s: [3], z: { y: 1, x: 2 } });
    assert.deepEqual(Object.keys(plain(value, true) as object), ['name', 'title', 'c', 'f', 's', 'z']);
  });

  it('writes what fits on a line on one line, and the rest indented', () => {
    assert.equal(stableJson({ a: [1, 2], b: { c: 'd' } }), '{"a": [1, 2], "b": {"c": "d"}}\n');
    const long = stableJson({ list: Array.from({ length: 40 }, (_, i) => i) });
    assert.equal(long.split('\n')[1], '  "list": [');
    assert.deepEqual(JSON.parse(long), { list: Array.from({ length: 40 }, (_, i) => i) });
  });
});
