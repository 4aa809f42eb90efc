/** Load → serve → export: records are served exactly as loaded, and a canonical dump survives byte for byte. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { exportDatabank } from '../../src/load/export.js';
import { loadDatabank } from '../../src/load/loader.js';
import { unknownDumpFiles } from '../../src/load/dump-files.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { polityRecords } from '../helpers/oracle.js';
import { POLITIES_PATH } from '../../src/registry/index.js';
import type { Store } from '../../src/store/store.js';
import { ndjson, P1, readTree, tinyRecords, writeDump } from '../helpers/dumps.js';
import { SQLITE, tempDir } from '../helpers/stores.js';

type Rec = Record<string, unknown>;

/** Every record the API serves, collection by collection, walking the pages through `next`. */
async function served(store: Store): Promise<Map<string, Rec[]>> {
  const app = buildApp({ config: loadConfig({}, {}), store });
  const out = new Map<string, Rec[]>();
  try {
    for (const def of REGISTRY) {
      const records: Rec[] = [];
      for (let url: string | null = `/api/${def.path}/`; url; ) {
        const res: { statusCode: number; body: string } = await app.inject(url);
        assert.equal(res.statusCode, 200);
        const body = JSON.parse(res.body) as { next: string | null; results: Rec[] };
        records.push(...body.results);
        url = body.next && new URL(body.next).pathname + new URL(body.next).search;
      }
      out.set(def.path, records);
    }
  } finally {
    await app.close();
  }
  return out;
}

/** The records of a collection in API order: integer ids numerically, UUIDs by their text (spec §2.1). */
function apiOrder(records: Rec[]): Rec[] {
  return [...records].sort((a, b) => (typeof a.id === 'number' ? (a.id as number) - (b.id as number) : String(a.id) < String(b.id) ? -1 : 1));
}

describe('round trip', () => {
  test('demo → export → load → export is byte for byte the same, and the export is canonical', async () => {
    const a = await SQLITE.open();
    const b = await SQLITE.open();
    try {
      await loadDatabank(a.store, demoSource(registry));
      const first = tempDir();
      await exportDatabank(a.store, first);
      const report = await loadDatabank(b.store, dumpSource(registry, first));
      assert.deepEqual(report.missing, []);
      const second = tempDir();
      await exportDatabank(b.store, second);
      const one = readTree(first), two = readTree(second);
      assert.deepEqual([...one.keys()], [...two.keys()]);
      assert.equal(one.size, REGISTRY.length + 1); // every collection, core/polities among them, and manifest.json
      assert.ok(one.has('manifest.json'));
      for (const [name, bytes] of one) assert.ok(bytes.equals(two.get(name)!), `${name} differs`);
      // Canonical: API order, keys in spec order, JSON.stringify's rendering.
      for (const def of REGISTRY) {
        const lines = one.get(`${def.path}.ndjson`)!.toString('utf8').split('\n').slice(0, -1);
        const records = lines.map((l) => JSON.parse(l) as Rec);
        assert.deepEqual(records.map((r) => r.id), apiOrder(records).map((r) => r.id));
        for (const [i, r] of records.entries()) {
          assert.deepEqual(Object.keys(r), def.fields.map((f) => f.name));
          assert.equal(lines[i], JSON.stringify(r));
        }
      }
    } finally {
      await a.cleanup();
      await b.cleanup();
    }
  });

  test('served exactly as loaded: key order, raw U+2028/U+2029/U+0085, escapes, timestamps, in any line order', async () => {
    const records = tinyRecords();
    const token = records['sc/tokens']![0]!;
    token.description = 'line\u2028separator\u2029paragraph\u0085next \r\n crlf é 𝄞 "quoted" \\ §REF§x§REF§';
    token.comment = '  untrimmed  ';
    // Keys in another order than the spec's: served in the loaded order.
    records['sc/tokens']![1] = Object.fromEntries(Object.entries(records['sc/tokens']![1]!).reverse());
    records['core/references']![0]!.modified_date = '2021-03-04T05:06:07.5Z';
    records['core/references']!.reverse(); // any order in the file; the server orders
    const dir = writeDump(tempDir(), records);
    // An escape the canonical form does not use: served as the same character.
    writeDump(dir, { 'core/references.ndjson': ndjson(records['core/references']!).replace('"Title"', '"Titl\\u00e9"') });
    records['core/references']!.find((r) => r.id === 1)!.title = 'Titlé';
    const handle = await SQLITE.open();
    try {
      await loadDatabank(handle.store, dumpSource(registry, dir));
      const got = await served(handle.store);
      for (const def of REGISTRY) {
        // core/polities serves each polity as the original's record: the dump's 5-key summaries, the rest null.
        const want = def.path === POLITIES_PATH ? polityRecords(new Map(Object.entries(records))) : apiOrder(records[def.path] ?? []);
        const have = got.get(def.path)!;
        assert.deepEqual(have, want, def.path);
        assert.deepEqual(have.map((r) => JSON.stringify(r)), want.map((r) => JSON.stringify(r)), `${def.path}: key order`);
      }
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      const raw = (await app.inject('/api/sc/tokens/1/')).body;
      await app.close();
      assert.ok(raw.includes('line\u2028separator\u2029paragraph\u0085next'), 'raw separators are served raw');
    } finally {
      await handle.cleanup();
    }
  });

  test('gzip files, CRLF line ends, a last line without LF, blank lines at the end, missing files', async () => {
    const records = tinyRecords();
    const dir = writeDump(tempDir(), {
      'sc/tokens.ndjson.gz': ndjson(records['sc/tokens']!),
      'core/references.ndjson': ndjson(records['core/references']!).replace(/\n/g, '\r\n'),
      'core/citations.ndjson': ndjson(records['core/citations']!).slice(0, -1),
      'core/sections.ndjson': ndjson(records['core/sections']!) + '\n\r\n \n',
      'general/polity-durations.ndjson': '',
      'general/polity-suprapolities': records['general/polity-suprapolities']!,
      'core/polities': [P1],
    });
    writeDump(dir, { 'sc/token.ndjson': '' });
    assert.deepEqual(unknownDumpFiles(registry, dir), ['sc/token.ndjson']);
    const handle = await SQLITE.open();
    try {
      const report = await loadDatabank(handle.store, dumpSource(registry, dir));
      // The spec's collections without a file (every collection of the catalogue but these is missing too: served empty).
      assert.deepEqual(report.missing.filter((p) => Object.hasOwn(records, p)),
        ['general/polity-linguistic-families', 'general/polity-alternative-names', 'general/polity-religion-genuses']);
      assert.equal(report.counts['general/polity-durations'], 0);
      assert.equal(report.polities, 2); // P1 from the file, P2 from sc/tokens
      const got = await served(handle.store);
      for (const p of ['sc/tokens', 'core/references', 'core/citations', 'core/sections', 'general/polity-suprapolities']) {
        assert.deepEqual(got.get(p), apiOrder(records[p]!), p);
      }
      assert.deepEqual(got.get('general/polity-durations'), []);
      assert.deepEqual(got.get('general/polity-religion-genuses'), []);
    } finally {
      await handle.cleanup();
    }
  });
});
