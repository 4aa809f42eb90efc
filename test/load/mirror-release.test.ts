/**
 * `mirror` of a release (issue 27, "Checksums travel"): a fake origin (node:http) serves a release as the BRIEF
 * decides — its API under `/x/releases/r1/api/` (answers with `Databank-Release: r1`), its record at
 * `/x/api/releases/r1/` (`manifest_url`, `manifest_sha256`) and its manifest — by passing the demo app's current API
 * through, since the release was made of it. The mirror writes the release's manifest byte for byte; a crawled file
 * that differs from it, a manifest that differs from its checksum, or one off the origin stops the mirror.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { MirrorError, mirror } from '../../src/load/mirror.js';
import { createRelease } from '../../src/load/release.js';
import { verifyDump } from '../../src/load/verify.js';
import type { ReleaseRecord } from '../../src/store/releases.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { registry } from '../helpers/registry.js';
import { SQLITE, tempDir } from '../helpers/stores.js';

/** What the fake origin does wrong, per test. */
interface Faults {
  /** Changes one record of sc/tokens' first page (a value, one byte). */
  tamper?: boolean;
  /** The record's manifest_sha256 is not the manifest's. */
  wrongManifestSha?: boolean;
  /** The record's manifest_url is on another origin. */
  foreignManifest?: boolean;
  /** The root's Databank-Release header. */
  header?: string | null;
}

describe('mirror of a release', () => {
  let source: DemoApp;
  let upstream: string;
  let origin: http.Server;
  let base: string;
  let record: ReleaseRecord;
  let faults: Faults = {};

  before(async () => {
    source = await demoApp(SQLITE);
    await source.app.listen({ port: 0, host: '127.0.0.1' });
    upstream = `http://127.0.0.1:${(source.app.server.address() as AddressInfo).port}`;
    record = await createRelease(source.handle.store, { name: 'r1', title: 'R one', date: '2025-01-01', citation: null, doi: null });
    origin = http.createServer((req, res) => void answer(req, res).catch((err: Error) => {
      res.statusCode = 500;
      res.end(String(err));
    }));
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    base = `${at}/x/releases/r1/api`;

    async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
      const url = req.url!;
      const json = (status: number, body: string, headers: Record<string, string> = {}): void => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body);
      };
      if (url === '/x/api/releases/r1/') {
        json(200, JSON.stringify({
          name: 'r1',
          manifest_url: faults.foreignManifest ? 'http://127.0.0.2:9/x/api/releases/r1/manifest.json' : `${at}/x/api/releases/r1/manifest.json`,
          manifest_sha256: faults.wrongManifestSha ? '0'.repeat(64) : record.manifestSha256,
        }));
      } else if (url === '/x/api/releases/r1/manifest.json') {
        json(200, record.manifest);
      } else if (url.startsWith('/x/releases/r1/api/')) {
        // The current API stands in for the release's: the release was made of it, and nothing was loaded since.
        const up = await fetch(`${upstream}/api/${url.slice('/x/releases/r1/api/'.length)}`);
        let body = (await up.text()).replaceAll(`${upstream}/api/`, `${base}/`);
        if (faults.tamper && url.startsWith('/x/releases/r1/api/sc/tokens/') && !url.includes('page=')) {
          body = body.replace(/":"([A-Za-z])([a-z]{3,})"/, (_, a: string, b: string) => `":"${a === 'Q' ? 'R' : 'Q'}${b}"`);
        }
        const header = faults.header === undefined ? 'r1' : faults.header;
        json(up.status, body, header === null ? {} : { 'databank-release': header });
      } else {
        json(404, '{"detail":"Not found."}');
      }
    }
  });
  after(async () => {
    await new Promise<void>((resolve) => origin.close(() => resolve()));
    await source.close();
  });

  test("writes the release's manifest, byte for byte, once every file hashes to it", async () => {
    faults = {};
    const dir = tempDir();
    const report = await mirror(registry, base, dir, { retries: 0 });
    assert.equal(report.release, 'r1');
    const manifest = fs.readFileSync(path.join(dir, 'manifest.json'));
    assert.equal(manifest.toString(), record.manifest);
    assert.equal(createHash('sha256').update(manifest).digest('hex'), record.manifestSha256);
    const verified = await verifyDump(registry, dir);
    assert.deepEqual(verified.problems, []);
    assert.equal(verified.release?.name, 'r1');
    assert.equal(verified.hashed, Object.keys(record.checksums).length, 'every file was checked');
  });

  test('a crawled file that does not hash to the manifest stops the mirror, naming the collection; no manifest is written', async () => {
    faults = { tamper: true };
    const dir = tempDir();
    await assert.rejects(mirror(registry, base, dir, { retries: 0 }), (err: unknown) => err instanceof MirrorError &&
      /^mirror of release r1: 1 collection differs from its manifest; no manifest was written: sc\/tokens\.ndjson: sha256: the file's is [0-9a-f]{64}, the release's manifest says [0-9a-f]{64}$/.test(err.message));
    assert.ok(!fs.existsSync(path.join(dir, 'manifest.json')));
  });

  test("the release's record and manifest are checked before the crawl", async () => {
    const cases: [Faults, RegExp][] = [
      [{ wrongManifestSha: true }, /^release r1: http:\/\/127\.0\.0\.1:\d+\/x\/api\/releases\/r1\/manifest\.json: sha256: the manifest's is [0-9a-f]{64}, its record says 0{64}; not mirrored$/],
      [{ foreignManifest: true }, /^release r1: .*: its manifest_url http:\/\/127\.0\.0\.2:9\/.* leaves http:\/\/127\.0\.0\.1:\d+\/x\/; not followed$/],
      [{ header: 'r2' }, /is a release's API by its URL \(r1\), but its root answers Databank-Release: "r2"; not mirrored$/],
      [{ header: null }, /but its root answers without a Databank-Release header; not mirrored$/],
    ];
    for (const [f, pattern] of cases) {
      faults = f;
      const dir = tempDir();
      await assert.rejects(mirror(registry, base, dir, { retries: 0 }), (err: unknown) => err instanceof MirrorError && pattern.test(err.message),
        JSON.stringify(f));
      // Nothing was crawled: no collection file.
      assert.ok(!fs.existsSync(path.join(dir, 'sc')), `${JSON.stringify(f)}: nothing crawled`);
    }
  });
});
