/**
 * A mirror of an instance that answers with the original's field names (issue 24, section 2). The stand-in for the
 * original is this API serving a databank, behind a proxy that turns the spec's neutral names back into the
 * original's, as the catalogue pairs them (`project_spec_name`): `reflib_link` → `zotero_link`, `home_databank_region`
 * → `home_seshat_region`, … After `mirror` and `load`, every collection serves the source's records. The databank
 * has a polity that only a key names (an NGA's `polity_party`), and a second stand-in serves no `core/polities`.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { exportDatabank } from '../../src/load/export.js';
import { loadDatabank } from '../../src/load/loader.js';
import { mirror } from '../../src/load/mirror.js';
import type { MirrorProgress } from '../../src/load/progress.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { readTree } from '../helpers/dumps.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { openDemo, SQLITE, tempDir, type TestStore } from '../helpers/stores.js';

// ---- The oracle: the catalogue's pairs of names, read here on its own. ----

interface CatalogueField { readonly name: string; readonly project_spec_name?: string }
const CATALOGUE = JSON.parse(fs.readFileSync(new URL('../../../catalogue/catalogue.json', import.meta.url), 'utf8')) as {
  readonly endpoints: readonly { readonly path: string; readonly fields: readonly CatalogueField[] }[];
  readonly shapes: Readonly<Record<string, { readonly fields: readonly CatalogueField[] }>>;
};
/** The spec's neutral name → the original's, for every renamed field of a record or a nested row. */
const ORIGINAL = new Map([...CATALOGUE.endpoints.flatMap((e) => e.fields), ...Object.values(CATALOGUE.shapes).flatMap((s) => s.fields)]
  .filter((f) => f.project_spec_name).map((f) => [f.project_spec_name!, f.name]));
const SUMMARY = ['id', 'name', 'long_name', 'start_year', 'end_year'];
const POLITIES = 'core/polities';
const NGA_RELATIONS = 'core/nga-polity-relations';
/** A polity of the source that no record nests: only an NGA relation names it, by its key. */
const KEY_ONLY = 99001;

/** A value with every key the catalogue renames turned back into the original's name, at any depth. */
function toOriginal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toOriginal);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [ORIGINAL.get(k) ?? k, toOriginal(v)]));
}

/** The stand-in: `target` behind a proxy answering the original's names; without core/polities when `polities` is false. */
async function standIn(target: string, polities: boolean): Promise<{ base: string; close(): Promise<void> }> {
  let origin = '';
  const server = http.createServer((req, res) => {
    void (async () => {
      const listsPolities = new RegExp(`^/api/${POLITIES}/`).test(req.url!);
      if (!polities && listsPolities) return res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
      const answer = await fetch(`${target}${req.url}`, { headers: { accept: 'application/json' } });
      const body = JSON.parse((await answer.text()).replaceAll(target, origin)) as Record<string, unknown>;
      if (req.url === '/api/' && !polities) delete body[POLITIES];
      if (Array.isArray(body.results)) body.results = toOriginal(body.results);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    })().catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base: `${origin}/api`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const quiet: MirrorProgress = { begin() {}, page() {}, done() {}, skipped() {}, warn() {}, stop() {} };
const lines = (file: string): string[] => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);

/** The dump `dir` mirrored from `base`, loaded into a fresh store and exported again: what that store serves. */
async function mirroredAndServed(base: string): Promise<string> {
  const dir = tempDir();
  await mirror(registry, base, dir, { progress: quiet, concurrency: 4 });
  const copy = await SQLITE.open();
  try {
    await loadDatabank(copy.store, dumpSource(registry, dir));
    const served = tempDir();
    await exportDatabank(copy.store, served);
    return served;
  } finally {
    await copy.cleanup();
  }
}

describe('mirror of an instance answering the original\'s names', () => {
  let source: TestStore;
  let app: FastifyInstance;
  let target: string;
  /** The source's records, as an export has them. */
  let exported: string;

  before(async () => {
    assert.ok(ORIGINAL.size >= 5 && ORIGINAL.get('home_databank_region') === 'home_seshat_region');
    // The demo, with a polity only a key names.
    const demo = await openDemo(SQLITE);
    const dump = tempDir();
    try {
      await exportDatabank(demo.store, dump);
    } finally {
      await demo.cleanup();
    }
    const politiesFile = path.join(dump, `${POLITIES}.ndjson`);
    const first = JSON.parse(lines(politiesFile)[0]!) as Record<string, unknown>;
    const keyOnly = { ...first, id: KEY_ONLY, name: 'zz_key_only', long_name: 'Key Only', start_year: -10, end_year: 10 };
    fs.appendFileSync(politiesFile, JSON.stringify(keyOnly) + '\n');
    const relationsFile = path.join(dump, `${NGA_RELATIONS}.ndjson`);
    const relations = lines(relationsFile).map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.ok('polity_party' in relations[0]!);
    relations[0]!.polity_party = KEY_ONLY;
    fs.writeFileSync(relationsFile, relations.map((r) => JSON.stringify(r) + '\n').join(''));
    const manifestFile = path.join(dump, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { collections: Record<string, { records: number }> };
    manifest.collections[POLITIES]!.records++;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    source = await SQLITE.open();
    await loadDatabank(source.store, dumpSource(registry, dump));
    exported = tempDir();
    await exportDatabank(source.store, exported);
    app = buildApp({ config: loadConfig({}, {}), store: source.store });
    await app.listen({ port: 0, host: '127.0.0.1' });
    target = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await app.close();
    await source.cleanup();
  });

  test('the stand-in answers the original\'s names', async () => {
    const proxy = await standIn(target, true);
    try {
      const page = (await (await fetch(`${proxy.base}/${POLITIES}/?page_size=1`)).json()) as { results: Record<string, unknown>[] };
      assert.ok('home_seshat_region' in page.results[0]! && !('home_databank_region' in page.results[0]!));
    } finally {
      await proxy.close();
    }
  });

  test('mirrored and loaded, every collection serves the source\'s records', async () => {
    const proxy = await standIn(target, true);
    try {
      const served = readTree(await mirroredAndServed(proxy.base));
      const source = readTree(exported);
      for (const def of REGISTRY) {
        const name = `${def.path}.ndjson`;
        assert.ok(served.get(name)?.equals(source.get(name)!), `${name} differs`);
      }
    } finally {
      await proxy.close();
    }
  });

  test('without core/polities: loads, the others identical; each polity as its summary says, the key-only one by its id', async () => {
    const proxy = await standIn(target, false);
    try {
      const served = readTree(await mirroredAndServed(proxy.base));
      const source = readTree(exported);
      for (const def of REGISTRY) {
        if (def.path === POLITIES) continue;
        const name = `${def.path}.ndjson`;
        assert.ok(served.get(name)?.equals(source.get(name)!), `${name} differs`);
      }
      const parse = (text: Buffer): Record<string, unknown>[] => text.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
      const got = parse(served.get(`${POLITIES}.ndjson`)!);
      const had = new Map(parse(source.get(`${POLITIES}.ndjson`)!).map((p) => [p.id, p]));
      // The demo nests every polity but the key-only one: each is served, its summary's values as the source's.
      assert.deepEqual(got.map((p) => p.id).sort(), [...had.keys()].sort());
      for (const p of got) {
        assert.deepEqual(Object.keys(p), Object.keys(had.get(p.id)!), 'the record\'s keys, in order');
        for (const [k, v] of Object.entries(p)) {
          const expected = p.id === KEY_ONLY ? (k === 'id' ? KEY_ONLY : null) : SUMMARY.includes(k) ? had.get(p.id)![k] : null;
          assert.deepEqual(v, expected, `polity ${String(p.id)}: ${k}`);
        }
      }
    } finally {
      await proxy.close();
    }
  });
});
