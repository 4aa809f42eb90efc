/** The two databanks the differential test runs on, as records (for the oracle) and as loaded stores (for the app). */
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { REGISTRY, registry } from './registry.js';
import { writeDump } from './dumps.js';
import { hostileRecords } from './hostile-dump.js';
import type { Databank, Rec } from './oracle.js';
import { openDemo, tempDir, type StoreKind, type TestStore } from './stores.js';

/** Collection paths, and core/polities: the registry is used for nothing else. */
const PATHS = [...new Set([...REGISTRY.map((d) => d.path), 'core/polities'])];

/** The demo databank's records, as its generator hands them to the loader. */
export function demoRecords(): Databank {
  const source = demoSource(registry);
  const out = new Map<string, Rec[]>();
  for (const path of PATHS) {
    const items = source.items(path) as Iterable<{ value?: unknown }> | undefined;
    const records: Rec[] = [];
    for (const item of items ?? []) if (item.value !== undefined) records.push(item.value as Rec);
    out.set(path, records);
  }
  return out;
}

export function hostileDatabank(): Databank {
  return new Map(Object.entries(hostileRecords()));
}

/** A dump directory holding the hostile records. */
export function hostileDumpDir(): string {
  return writeDump(tempDir('databank-hostile-'), hostileRecords());
}

export interface Served {
  readonly app: FastifyInstance;
  readonly handle: TestStore;
  close(): Promise<void>;
}

/** A fresh store of `kind` loaded with `which`, served by an app with the default settings. */
export async function serve(kind: StoreKind, which: 'demo' | 'hostile'): Promise<Served> {
  let handle: TestStore;
  if (which === 'demo') handle = await openDemo(kind);
  else {
    handle = await kind.open();
    try {
      await loadDatabank(handle.store, dumpSource(registry, hostileDumpDir()));
    } catch (err) {
      await handle.cleanup();
      throw err;
    }
  }
  const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
  await app.ready();
  return {
    app, handle,
    async close() {
      await app.close();
      await handle.cleanup();
    },
  };
}
