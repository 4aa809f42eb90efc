/**
 * Issue 19, decision 8: a dump of the spec's nine collections (and a `core/polities.ndjson` of 5-key summaries), as
 * every dump before the catalogue was, still loads and loads as before; every other collection answers `count: 0`,
 * and each polity is served as the original's polity record, what the dump does not carry null.
 * Oracles: catalogue/catalogue.json (the record's keys, which endpoints are served).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { P1, P2, tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { SQLITE, tempDir, type TestStore } from '../helpers/stores.js';

interface Endpoint { path: string; permissions: string; live: { status: string }; fields: { name: string; project_spec_name?: string }[] }
const catalogue = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8')) as { endpoints: Endpoint[] };
const served = catalogue.endpoints.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');
const SPEC = new Set(Object.keys(tinyRecords()));

describe('an old dump: the nine spec collections and 5-key polities, no manifest', () => {
  let handle: TestStore;
  let app: FastifyInstance;
  before(async () => {
    handle = await SQLITE.open();
    const report = await loadDatabank(handle.store, dumpSource(registry, writeDump(tempDir(), tinyRecords())));
    assert.equal(report.counts['sc/tokens'], 2);
    app = buildApp({ config: loadConfig({}, {}), store: handle.store });
  });
  after(async () => {
    await app.close();
    await handle.cleanup();
  });

  test('every other served endpoint answers, empty', async () => {
    const others = served.filter((e) => !SPEC.has(e.path));
    assert.ok(others.length > 190, `${others.length} endpoints beyond the spec's`);
    for (const e of others) {
      const res = await app.inject(`/api/${e.path}/`);
      assert.equal(res.statusCode, 200, e.path);
      assert.deepEqual(res.json(), { count: 0, next: null, previous: null, results: [] }, e.path);
    }
  });

  test("each polity is the original's record: the summary's values, the rest null, in the catalogue's key order", async () => {
    const keys = served.find((e) => e.path === 'core/polities')!.fields.map((f) => f.project_spec_name ?? f.name);
    const body = (await app.inject('/api/core/polities/')).json() as { count: number; results: Record<string, unknown>[] };
    assert.equal(body.count, 2);
    for (const [record, summary] of [[body.results[0]!, P1], [body.results[1]!, P2]] as const) {
      assert.deepEqual(Object.keys(record), keys);
      for (const key of keys) {
        assert.deepEqual(record[key], Object.hasOwn(summary, key) ? summary[key as keyof typeof summary] : null, key);
      }
    }
    // Coded records keep nesting the 5-key summary.
    const token = (await app.inject('/api/sc/tokens/1/')).json() as { polity: unknown };
    assert.deepEqual(token.polity, P1);
  });
});
