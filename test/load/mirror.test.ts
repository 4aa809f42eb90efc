/** Mirror a running server into a dump: the same bytes as an export of the source; resumes; retries; re-crawls. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { exportDatabank } from '../../src/load/export.js';
import { loadDatabank } from '../../src/load/loader.js';
import { MirrorError, mirror, retryAfterMs } from '../../src/load/mirror.js';
import type { MirrorProgress } from '../../src/load/progress.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { readTree } from '../helpers/dumps.js';
import { SQLITE, tempDir } from '../helpers/stores.js';

const MAX_PAGE = new Map((JSON.parse(fs.readFileSync('catalogue/catalogue.json', 'utf8')) as {
  endpoints: { path: string; pagination: { max_page_size: number } }[];
}).endpoints.map((e) => [e.path, e.pagination.max_page_size]));

function recorder(): MirrorProgress & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, begin() {}, page() {}, done() {}, skipped() {}, warn: (m) => void warnings.push(m), stop() {} };
}

/** The collection files of two dumps are byte for byte the same. */
function sameCollections(a: string, b: string): void {
  const one = readTree(a), two = readTree(b);
  for (const def of REGISTRY) {
    const name = `${def.path}.ndjson`;
    assert.ok(one.get(name)?.equals(two.get(name)!), `${name} differs`);
  }
}

describe('mirror', () => {
  let source: DemoApp;
  let base: string;
  let exported: string;
  /** Requests of a whole mirror of the source (the root and every page). */
  let whole = 0;

  before(async () => {
    source = await demoApp(SQLITE);
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(source.app.server.address() as AddressInfo).port}/api`;
    exported = tempDir();
    await exportDatabank(source.handle.store, exported);
  });
  after(() => source.close());

  test('copies every collection as an export of the source has it, and the copy loads', async (t) => {
    const dir = tempDir();
    const report = await mirror(registry, base, dir);
    assert.equal(report.records, Object.values((await source.handle.store.current())!.counts).reduce((a, b) => a + b, 0));
    assert.equal(report.resumed, false);
    whole = report.requests;
    // The root, and one request per page of 100 records (an empty collection has one page), or of the collection's
    // largest page where the original pages it in fewer (the catalogue: core/cliopatria-shapefiles, 1).
    const counts = (await source.handle.store.current())!.counts;
    const pages = Object.entries(counts).reduce((a, [p, n]) => a + Math.max(1, Math.ceil(n / Math.min(100, MAX_PAGE.get(p) ?? 100))), 0);
    assert.equal(report.requests, 1 + pages);
    assert.equal(report.pages, pages);
    t.diagnostic(`${report.requests} requests (root included) for ${report.records} records in ${Object.keys(report.counts).length} collections`);
    sameCollections(dir, exported);
    assert.ok(!fs.existsSync(path.join(dir, '.mirror')), 'no crawl state is left behind');
    // A complete mirror has the manifest an export of the source has: every collection, with its records.
    assert.ok(readTree(dir).get('manifest.json')?.equals(readTree(exported).get('manifest.json')!), 'the manifest differs from the export\'s');
    // Polities come from nested objects: every one the records name, so the dump loads and exports the same again.
    const copy = await SQLITE.open();
    try {
      await loadDatabank(copy.store, dumpSource(registry, dir));
      const again = tempDir();
      await exportDatabank(copy.store, again);
      sameCollections(again, exported);
    } finally {
      await copy.cleanup();
    }
  });

  test('resumes where an interrupted crawl stopped', async () => {
    const dir = tempDir();
    // The manifest of an earlier, complete mirror into the same directory: no longer true once files change.
    fs.copyFileSync(path.join(exported, 'manifest.json'), path.join(dir, 'manifest.json'));
    let calls = 0;
    const failing: typeof fetch = async (input, init) => {
      if (++calls > 150) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    await assert.rejects(mirror(registry, base, dir, { fetch: failing, retries: 0 }), (err: unknown) =>
      err instanceof MirrorError && /fetch failed \(gave up after 1 attempts\)$/.test(err.message));
    assert.ok(fs.existsSync(path.join(dir, '.mirror')), 'the crawl state is kept');
    assert.ok(!fs.existsSync(path.join(dir, 'manifest.json')), 'an interrupted mirror has no manifest');
    // A partial page written after the last state save is cut off on resume.
    const partial = readTree(dir);
    const name = [...partial.keys()].find((n) => n.endsWith('.ndjson.partial') && partial.get(n)!.length > 0)!;
    fs.appendFileSync(path.join(dir, name), '{"id":999999,"half":');
    let resumedCalls = 0;
    const counting: typeof fetch = (input, init) => (resumedCalls++, fetch(input, init));
    const report = await mirror(registry, base, dir, { fetch: counting });
    assert.equal(report.resumed, true);
    assert.ok(resumedCalls <= whole - 150 + 1 + 3, `resumed, not restarted (${resumedCalls} requests; ${whole} for the whole)`);
    sameCollections(dir, exported);
    assert.ok(readTree(dir).get('manifest.json')?.equals(readTree(exported).get('manifest.json')!), 'complete: its manifest is written');
  });

  test('retries network errors and 5xx with backoff, honours 429 Retry-After, re-crawls a collection that changed', async () => {
    const dir = tempDir();
    let calls = 0;
    let lied = false;
    const flaky: typeof fetch = async (input, init) => {
      const n = ++calls;
      if (n % 7 === 3) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
      if (n % 7 === 5) return new Response('{"detail":"busy"}', { status: 503 });
      if (n % 11 === 4) return new Response('{"detail":"slow down"}', { status: 429, headers: { 'retry-after': '0' } });
      const res = await fetch(input, init);
      const url = new URL(String(input));
      if (!lied && url.pathname.endsWith('/general/polity-durations/') && url.searchParams.get('page') === '3') {
        lied = true; // the collection "grew" while it was crawled
        const body = (await res.json()) as { count: number };
        return Response.json({ ...body, count: body.count + 1 });
      }
      return res;
    };
    const progress = recorder();
    await mirror(registry, base, dir, { fetch: flaky, backoffMs: 1, progress });
    assert.deepEqual(progress.warnings, ['general/polity-durations: its count changed from 519 during the crawl; crawling it again']);
    sameCollections(dir, exported);
  });

  test('gives up on other 4xx at once, and on a base URL that is not one', async () => {
    await assert.rejects(mirror(registry, `${base}/nothing`, tempDir(), { retries: 0 }), /HTTP 404$/);
    await assert.rejects(mirror(registry, 'ftp://x/api', tempDir()), /base URL must be http\(s\)/);
  });

  test('Retry-After in seconds or as an HTTP date', () => {
    assert.equal(retryAfterMs('3'), 3000);
    assert.equal(retryAfterMs(null), undefined);
    assert.equal(retryAfterMs('soon'), undefined);
    assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 4000), 6000);
  });
});
