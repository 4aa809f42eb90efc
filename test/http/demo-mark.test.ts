/**
 * The demo databank is marked (README "The demo databank"): `"demo": true` in /readyz and the API root, persisted by
 * the load on both stores; loading a real dump clears it, and the root is then the collections alone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { openStore } from '../../src/store/open.js';
import { tinyRecords, writeDump } from '../helpers/dumps.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { STORES, tempDir } from '../helpers/stores.js';

for (const kind of STORES) {
  describe(`${kind.name}: the demo mark`, () => {
    it('the demo is marked in /readyz and the root, and stays marked for every process; a real dump clears it', async () => {
      const handle = await kind.open();
      const dir = tempDir();
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      /** What a process that did not make the load reads from the database. */
      const markSeenElsewhere = async (): Promise<boolean | undefined> => {
        const other = await openStore(registry, loadConfig({ database: handle.database }, {}));
        try {
          return (await other.current())?.demo;
        } finally {
          await other.close();
        }
      };
      try {
        await loadDatabank(handle.store, demoSource(registry));
        const ready = await app.inject({ url: '/readyz' });
        assert.equal(ready.json().demo, true);
        const root = await app.inject({ url: '/api/' });
        const body = root.json() as Record<string, unknown>;
        assert.equal(body.demo, true);
        assert.equal(Object.keys(body).at(-1), 'demo', 'after the collections');
        const listed = Object.keys(body).slice(0, -1);
        // Every collection, alias and admin-only route (in the original's order, test/http/root-order.test.ts): the demo
        // key after them all.
        assert.deepEqual([...listed].sort(), [...REGISTRY.flatMap((d) => [d.path, ...d.aliases]), ...registry.restricted.map((r) => r.path)].sort());
        assert.equal(await markSeenElsewhere(), true);

        await loadDatabank(handle.store, dumpSource(registry, writeDump(dir, tinyRecords())));
        assert.equal((await app.inject({ url: '/readyz' })).json().demo, false);
        const real = await app.inject({ url: '/api/' });
        assert.deepEqual(Object.keys(real.json() as object), listed, 'the same paths, no demo key at all');
        assert.notEqual(real.headers.etag, root.headers.etag);
        assert.equal(await markSeenElsewhere(), false);
      } finally {
        await app.close();
        await handle.cleanup();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
