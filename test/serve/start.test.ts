/**
 * Start-up with a databank written by an older layout (src/serve/start.ts prepare): a demo is built again when
 * DEMO_ON_EMPTY allows it (it is synthetic), while real data, or a demo where DEMO_ON_EMPTY is off, stops the start
 * with the message that says to load it again. The old file is made by rewriting the version row a load writes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { loadConfig } from '../../src/config.js';
import { prepare } from '../../src/serve/start.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { registry } from '../helpers/registry.js';
import { openDemo, SQLITE, tempDir } from '../helpers/stores.js';

const quiet = { info: () => {}, warn: () => {} };

/** A copy of the demo at `file` as an older program would have left it: version 1, marked demo or not. */
function olderFile(source: string, file: string, demo: boolean): void {
  fs.copyFileSync(source, file);
  const db = new Database(file);
  db.prepare("UPDATE meta SET value = '1' WHERE key = 'schema_version'").run();
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('demo', ?)").run(String(demo));
  db.close();
}

describe('serve on a databank of an older layout (SQLite)', () => {
  const dir = tempDir();
  let demoFile = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => {
    const handle = await openDemo(SQLITE);
    demoFile = handle.database;
    cleanup = handle.cleanup;
  });
  after(async () => {
    await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const cases = [
    { name: 'an older demo is built again when DEMO_ON_EMPTY allows it', demo: true, demoOnEmpty: 'true', rebuilt: true },
    { name: 'an older demo stops the start when DEMO_ON_EMPTY is off', demo: true, demoOnEmpty: 'false', rebuilt: false },
    { name: 'older real data stops the start, even with DEMO_ON_EMPTY on', demo: false, demoOnEmpty: 'true', rebuilt: false },
  ];
  for (const c of cases) {
    test(c.name, async () => {
      const file = path.join(dir, `${c.demo}-${c.demoOnEmpty}.sqlite`);
      olderFile(demoFile, file, c.demo);
      const store = new SqliteStore(registry, file);
      try {
        await assert.rejects(store.current(), /schema version 1, expected \d+; load it again/);
        const config = loadConfig({ database: file, demoOnEmpty: c.demoOnEmpty }, {});
        if (!c.rebuilt) {
          await assert.rejects(prepare(config, store, quiet), /load it again/);
          return;
        }
        await prepare(config, store, quiet);
        const gen = await store.current();
        assert.equal(gen?.demo, true);
        assert.ok((gen?.counts['sc/tokens'] ?? 0) > 0, 'the demo is served again');
      } finally {
        await store.close();
      }
    });
  }
});
