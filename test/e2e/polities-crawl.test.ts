/**
 * core/polities as the official Python client sees it: a real `databank serve` process, a stdlib crawler that asks
 * for /api/core/polities (no trailing slash), follows the redirect and `next` to the end; it must collect every
 * polity exactly once (every polity a record names or core/polities.ndjson lists, spec §2.2 summaries, by id).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { demoRecords, hostileDatabank, hostileDumpDir } from '../helpers/databanks.js';
import { polityRecords, type Databank } from '../helpers/oracle.js';
import { startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/stores.js';
import { registry } from '../helpers/registry.js';

const python = spawnSync('python3', ['--version']).status === 0;
const CLIENT = path.resolve('test/e2e/polities_client.py');

async function crawl(args: string[], db: Databank): Promise<void> {
  const server = await startServer(args);
  try {
    const run = spawnSync('python3', [CLIENT, server.url], { encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 26 });
    assert.equal(run.status, 0, run.stderr);
    const got = JSON.parse(run.stdout) as { count: number; pages: number; records: { id: number }[] };
    const want = polityRecords(db);
    const ids = got.records.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length, 'no polity twice');
    assert.equal(got.count, want.length, 'count: every polity');
    assert.equal(got.pages, Math.ceil(want.length / 50));
    assert.deepEqual(ids, want.map((r) => r.id), 'every polity, in id order');
    assert.deepEqual(got.records, want, "each as the original's polity record");
  } finally {
    await server.stop();
  }
}

describe('the official client crawls core/polities', { skip: python ? false : 'SKIPPED: python3 is not installed' }, () => {
  it('the demo databank (built by serve on an empty database): every polity exactly once', async () => {
    await crawl(['--database', path.join(tempDir(), 'demo.sqlite'), '--demo-on-empty', 'true'], demoRecords());
  });

  it('the hostile dump: listed-only polities, polities only records name, odd text: every polity exactly once', async () => {
    const file = path.join(tempDir(), 'hostile.sqlite');
    const store = new SqliteStore(registry, file);
    await loadDatabank(store, dumpSource(registry, hostileDumpDir()));
    await store.close();
    await crawl(['--database', file], hostileDatabank());
  });
});
