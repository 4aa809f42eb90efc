/**
 * Mirror of an instance as its API root lists it, against a fake of the original built from the catalogue
 * (catalogue/catalogue.json), not from src/: what the fake lists is what is crawled, at most two requests a page of
 * 100, a 404 (or 401) collection is not written and not in the manifest, a moved endpoint's live path lands in its
 * collection's file, admin-only and unknown paths are skipped unrequested, core/polities is completed from the
 * nested polities, and an interrupted mirror resumes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { dumpContents } from '../../src/load/dump-files.js';
import { MirrorError, mirror, type MirrorReport } from '../../src/load/mirror.js';
import { mirrorProgress, type MirrorProgress } from '../../src/load/progress.js';
import { registry } from '../helpers/registry.js';
import { tempDir } from '../helpers/stores.js';

// ---- The oracle: the catalogue of the original, read here on its own. ----

interface CatalogueField {
  readonly name: string;
  readonly json_type: string;
  readonly nested?: string;
  readonly project_spec_name?: string;
}
interface Endpoint {
  readonly path: string;
  readonly kind: string;
  readonly permissions: 'public' | 'admin-only';
  readonly live: { readonly status: 'routed' | 'not_routed' | 'moved'; readonly live_path?: string };
  readonly pagination: { readonly page_size: number; readonly max_page_size: number };
  readonly fields: readonly CatalogueField[];
}
const CATALOGUE = JSON.parse(fs.readFileSync(new URL('../../../catalogue/catalogue.json', import.meta.url), 'utf8')) as {
  readonly endpoints: readonly Endpoint[];
};
const ENDPOINTS = CATALOGUE.endpoints;
const byCataloguePath = new Map(ENDPOINTS.map((e) => [e.path, e]));
/** Where the live original answers an endpoint (a moved one at its live path); null when it is not routed. */
const livePath = (e: Endpoint): string | null => (e.live.status === 'moved' ? e.live.live_path! : e.live.status === 'routed' ? e.path : null);
/** Every endpoint the original serves to anyone: what a mirror of it can write. */
const PUBLIC = ENDPOINTS.filter((e) => e.permissions === 'public' && livePath(e) !== null);
const ADMIN_ONLY = ENDPOINTS.filter((e) => e.permissions === 'admin-only' && livePath(e) !== null);
const MOVED = ENDPOINTS.filter((e) => e.live.status === 'moved');
const POLITY_KEYS = byCataloguePath.get('core/polities')!.fields.map((f) => f.project_spec_name ?? f.name);
const SUMMARY_KEYS = ['id', 'name', 'long_name', 'start_year', 'end_year'];
const POLITIES = 'core/polities';

// ---- The fake original: DRF's PageNumberPagination over generated records. ----

const summary = (id: number): Record<string, unknown> => ({ id, name: `p${id}`, long_name: `Polity ${id}`, start_year: -id, end_year: id });
const fullPolity = (id: number): Record<string, unknown> =>
  Object.fromEntries(POLITY_KEYS.map((k) => [k, k in summary(id) ? summary(id)[k] : k === 'polity_tag' ? 'LEGACY' : null]));
/** Ids of the polities the fake serves at core/polities. */
const SERVED_POLITIES = 30;
/** Polities only nested: in a record's `polity`, and in a list of polity summaries. */
const ONLY_NESTED = 9001;
const ONLY_LISTED = 9002;

/** Records of an endpoint: ids 1..n, each nested polity field holding polity summaries (core/polities: full records). */
function recordsOf(e: Endpoint, n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    if (e.path === POLITIES) return fullPolity(id);
    const record: Record<string, unknown> = { id, name: e.path };
    for (const f of e.fields) {
      if (f.nested !== 'polity_summary') continue;
      const polity = id === 3 && e.path === 'sc/polity-populations' && f.name === 'polity' ? ONLY_NESTED : (id % SERVED_POLITIES) + 1;
      if (f.json_type === 'array') record[f.name] = [summary(polity), ...(id === 2 ? [summary(ONLY_LISTED)] : [])];
      else record[f.name] = summary(polity);
    }
    return record;
  });
}

/** Records per collection: 0, 1, a page less one, a page, a page and one, two and a half pages. */
const SIZES = [0, 1, 99, 100, 101, 250];

interface Fake {
  readonly base: string;
  /** Requests per path below /api/ (the root is ''). */
  readonly requests: Map<string, number>;
  /** Records served per live path. */
  readonly served: Map<string, Record<string, unknown>[]>;
  close(): Promise<void>;
}

interface FakeOptions {
  /** The root: live paths listed, in order (each as DRF lists it, with its URL), plus the keys given. */
  readonly listed: readonly string[];
  readonly extra?: Record<string, unknown>;
  /** Status a live path answers every request with (404: not routed there; 401: restricted). */
  readonly status?: ReadonlyMap<string, number>;
}

async function fakeOriginal(options: FakeOptions): Promise<Fake> {
  const requests = new Map<string, number>();
  const served = new Map<string, Record<string, unknown>[]>();
  const endpointAt = new Map(ENDPOINTS.filter((e) => livePath(e)).map((e) => [livePath(e)!, e]));
  PUBLIC.forEach((e, i) => {
    // cliopatria-shapefiles pages 1 record at most (SeshatAPIRestrictedPagination): a few records are enough.
    const n = e.pagination.max_page_size < 10 ? 3 : e.path === POLITIES ? SERVED_POLITIES : SIZES[i % SIZES.length]!;
    served.set(livePath(e)!, recordsOf(e, n));
  });
  let origin = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, origin);
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const m = /^\/api\/(.*?)\/?$/.exec(url.pathname);
    if (!m) return send(404, { detail: 'Not found.' });
    const p = m[1]!;
    requests.set(p, (requests.get(p) ?? 0) + 1);
    if (p === '') {
      return send(200, { ...Object.fromEntries(options.listed.map((l) => [l, `${origin}/api/${l}/`])), ...options.extra });
    }
    const status = options.status?.get(p) ?? (ADMIN_ONLY.some((e) => livePath(e) === p) ? 401 : undefined);
    if (status) return send(status, { detail: status === 401 ? 'Authentication credentials were not provided.' : 'Not found.' });
    const e = endpointAt.get(p) ?? byCataloguePath.get(p); // a moved endpoint at its old path, when a test serves it
    const records = served.get(p);
    if (!e || !records) return send(404, { detail: 'Not found.' });
    const asked = Number(url.searchParams.get('page_size') ?? e.pagination.page_size);
    const size = Math.min(asked > 0 ? asked : e.pagination.page_size, e.pagination.max_page_size);
    const page = Number(url.searchParams.get('page') ?? '1');
    const pages = Math.max(1, Math.ceil(records.length / size));
    if (!(page >= 1 && page <= pages)) return send(404, { detail: 'Invalid page.' });
    const link = (n: number): string => {
      const q = new URLSearchParams(url.searchParams);
      q.set('page', String(n));
      return `${origin}${url.pathname}?${[...q.entries()].sort().map(([k, v]) => `${k}=${v}`).join('&')}`;
    };
    send(200, {
      count: records.length, next: page < pages ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null,
      results: records.slice((page - 1) * size, page * size),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${origin}/api`, requests, served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- Helpers ----

interface Recorded extends MirrorProgress {
  readonly completed: string[];
  readonly skips: [string, string][];
  readonly warnings: string[];
}
function recorder(): Recorded {
  const completed: string[] = [], skips: [string, string][] = [], warnings: string[] = [];
  return {
    completed, skips, warnings,
    begin() {}, page() {}, stop() {},
    done: (p) => void completed.push(p),
    skipped: (p, why) => void skips.push([p, why]),
    warn: (m) => void warnings.push(m),
  };
}

const lines = (file: string): string[] => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
const manifestOfDir = (dir: string): Record<string, { records: number }> =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { collections: Record<string, { records: number }> }).collections;
/** Every `.ndjson` file of a dump, as paths without extension. */
function ndjsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (name.endsWith('.ndjson')) out.push(name.slice(0, -'.ndjson'.length));
    }
  };
  walk('');
  return out.sort();
}
/** Pages of `n` records an endpoint needs at page_size=100, as the original caps it. */
const pagesOf = (e: Endpoint, n: number): number => Math.max(1, Math.ceil(n / Math.min(100, e.pagination.max_page_size)));

// ---- The tests ----

describe('mirror of what the API root lists', () => {
  // Listed publicly but answering 404 (not routed on that instance) and 401 (restricted there).
  const GONE = 'sc/polity-populations-not-here';
  let missing: Endpoint;
  let locked: Endpoint;
  let fake: Fake;
  let dir: string;
  let report: MirrorReport;
  let progress: Recorded;

  before(async () => {
    missing = PUBLIC.find((e) => e.path === 'general/polity-capitals') ?? PUBLIC[20]!;
    locked = PUBLIC.find((e) => e.path === 'wf/irrigation-systems') ?? PUBLIC[40]!;
    assert.ok(missing.kind === 'coded' && locked.kind === 'coded' && missing !== locked);
    fake = await fakeOriginal({
      // As DRF's root lists them: every route, public and admin-only, at its live path; plus a route this release does
      // not know and the demo's flag, which is no route.
      listed: [...PUBLIC, ...ADMIN_ONLY].map((e) => livePath(e)!).concat([GONE]),
      extra: { demo: true },
      status: new Map([[livePath(missing)!, 404], [livePath(locked)!, 401]]),
    });
    dir = tempDir();
    progress = recorder();
    report = await mirror(registry, fake.base, dir, { progress, concurrency: 4 });
  });
  after(() => fake.close());

  test('every public endpoint listed is written, by its catalogue path; the 404 and 401 ones are not, nor in the manifest', () => {
    const expected = PUBLIC.filter((e) => e !== missing && e !== locked).map((e) => e.path).sort();
    assert.deepEqual(Object.keys(manifestOfDir(dir)).sort(), expected);
    assert.deepEqual(ndjsonFiles(dir), expected);
    assert.deepEqual(Object.keys(report.counts).sort(), expected);
    assert.deepEqual([...report.notServed].sort(), [missing.path, locked.path].sort());
    assert.ok(!fs.existsSync(path.join(dir, '.mirror')));
    // The dump holds exactly what its manifest names, and a load serves the two others empty.
    const contents = dumpContents(registry, dir);
    assert.deepEqual([...contents.absent].sort(), [missing.path, locked.path].sort());
  });

  test('each file holds the records served, as served, and the manifest counts them', () => {
    const manifest = manifestOfDir(dir);
    for (const e of PUBLIC) {
      if (e === missing || e === locked || e.path === POLITIES) continue;
      const served = fake.served.get(livePath(e)!)!;
      assert.deepEqual(lines(path.join(dir, `${e.path}.ndjson`)), served.map((r) => JSON.stringify(r)), e.path);
      assert.equal(manifest[e.path]!.records, served.length, e.path);
    }
  });

  test('a moved endpoint listed at its live path lands in its collection\'s file', () => {
    assert.ok(MOVED.length >= 1);
    for (const e of MOVED) {
      assert.ok(e.live.live_path !== e.path);
      assert.equal(fake.requests.get(e.path), undefined, `${e.path} is not asked at its catalogue path`);
      assert.ok(fake.requests.get(e.live.live_path!)! >= 1);
      assert.deepEqual(lines(path.join(dir, `${e.path}.ndjson`)), fake.served.get(e.live.live_path!)!.map((r) => JSON.stringify(r)));
      assert.ok(!fs.existsSync(path.join(dir, `${e.live.live_path}.ndjson`)));
    }
  });

  test('one request per page of 100 (at most two), one for the root; none for admin-only or unknown paths', (t) => {
    assert.equal(fake.requests.get(''), 1, 'the root, once');
    let pages = 0;
    for (const e of PUBLIC) {
      const at = livePath(e)!;
      const made = fake.requests.get(at) ?? 0;
      const n = e === missing || e === locked ? 0 : fake.served.get(at)!.length;
      assert.equal(made, pagesOf(e, n), `${e.path}: ${made} requests for ${n} records`);
      // The bound of the brief holds wherever the instance allows pages of 100 (not cliopatria-shapefiles: 1 a page).
      if (e.pagination.max_page_size >= 100) assert.ok(made <= 2 * Math.max(1, Math.ceil(n / 100)), e.path);
      pages += made;
    }
    for (const e of ADMIN_ONLY) assert.equal(fake.requests.get(livePath(e)!), undefined, `${e.path} is admin-only: not asked`);
    assert.equal(fake.requests.get(GONE), undefined);
    assert.equal(report.requests, pages + 1);
    assert.equal(report.pages, pages - 2, 'the 404 and 401 first pages are no pages');
    t.diagnostic(`${report.requests} requests (root included) for ${report.records} records in ${Object.keys(report.counts).length} ` +
      `collections, ${report.pages} pages`);
  });

  test('progress: a line per collection complete, one per collection skipped, and a note per path skipped', () => {
    assert.deepEqual([...progress.completed].sort(), Object.keys(report.counts).sort());
    assert.equal(new Set(progress.completed).size, progress.completed.length, 'each collection completes once');
    const skipped = new Map(progress.skips);
    assert.match(skipped.get(missing.path)!, /not served there/);
    assert.match(skipped.get(locked.path)!, /not served there/);
    assert.match(skipped.get(GONE)!, /unknown to this release/);
    for (const e of ADMIN_ONLY) assert.match(skipped.get(livePath(e)!)!, /admin-only/, e.path);
    assert.equal(skipped.has('demo'), false, 'a key that names no URL is no route');
    assert.equal(progress.skips.length, 2 + 1 + ADMIN_ONLY.length);
    assert.deepEqual(progress.warnings, []);
  });

  test('core/polities: the served records as served, then every polity only nested, as a full record with nulls', () => {
    const got = lines(path.join(dir, `${POLITIES}.ndjson`)).map((l) => JSON.parse(l) as Record<string, unknown>);
    const served = fake.served.get(POLITIES)!;
    assert.deepEqual(got.slice(0, served.length), served);
    assert.deepEqual(got.slice(served.length).map((p) => p.id), [ONLY_NESTED, ONLY_LISTED]);
    for (const p of got.slice(served.length)) {
      assert.deepEqual(Object.keys(p), POLITY_KEYS, 'the catalogue\'s key order');
      for (const k of POLITY_KEYS) assert.deepEqual(p[k], SUMMARY_KEYS.includes(k) ? summary(p.id as number)[k] : null, k);
    }
    assert.equal(manifestOfDir(dir)[POLITIES]!.records, served.length + 2);
    assert.equal(report.polities, served.length + 2);
  });
});

describe('mirror: other roots', () => {
  const HUMAN = MOVED.find((e) => e.path === 'crisisdb/human-sacrifices')!;
  const POPULATIONS = byCataloguePath.get('sc/polity-populations')!;
  const LUX = PUBLIC.find((e) => e.fields.some((f) => f.nested === 'polity_summary' && f.json_type === 'array'))!;

  test('a collection listed at its path and its alias is crawled once, at the first listed that serves it', async () => {
    for (const both of [true, false]) {
      const fake = await fakeOriginal({ listed: [POLITIES, HUMAN.path, HUMAN.live.live_path!] });
      try {
        // Serving it at both paths: the one listed first is crawled. At its live path only: the other answers 404.
        if (both) fake.served.set(HUMAN.path, fake.served.get(HUMAN.live.live_path!)!);
        const dir = tempDir();
        const progress = recorder();
        await mirror(registry, fake.base, dir, { progress });
        const n = fake.served.get(HUMAN.live.live_path!)!.length;
        assert.equal(fake.requests.get(HUMAN.path), both ? pagesOf(HUMAN, n) : 1);
        assert.equal(fake.requests.get(HUMAN.live.live_path!), both ? undefined : pagesOf(HUMAN, n));
        assert.deepEqual(lines(path.join(dir, `${HUMAN.path}.ndjson`)), fake.served.get(HUMAN.live.live_path!)!.map((r) => JSON.stringify(r)));
        assert.deepEqual(Object.keys(manifestOfDir(dir)).sort(), [HUMAN.path, POLITIES].sort());
        assert.deepEqual(progress.completed.filter((p) => p === HUMAN.path), [HUMAN.path]);
        assert.equal(progress.skips.some(([p]) => p === HUMAN.path), false);
      } finally {
        await fake.close();
      }
    }
  });

  for (const how of ['not listed', 'listed, answering 404'] as const) {
    test(`core/polities ${how}: derived from the nested polities, full records with nulls, in id order`, async () => {
      const listed = [POPULATIONS.path, LUX.path, ...(how === 'not listed' ? [] : [POLITIES])];
      const fake = await fakeOriginal({ listed, status: new Map(how === 'not listed' ? [] : [[POLITIES, 404]]) });
      try {
        const dir = tempDir();
        const report = await mirror(registry, fake.base, dir, { progress: recorder() });
        const nested = new Set<number>();
        for (const p of [POPULATIONS, LUX]) {
          for (const r of fake.served.get(p.path)!) {
            for (const f of p.fields.filter((x) => x.nested === 'polity_summary')) {
              for (const s of [r[f.name]].flat() as { id: number }[]) nested.add(s.id);
            }
          }
        }
        const got = lines(path.join(dir, `${POLITIES}.ndjson`)).map((l) => JSON.parse(l) as Record<string, unknown>);
        assert.deepEqual(got.map((p) => p.id), [...nested].sort((a, b) => a - b));
        for (const p of got) {
          assert.deepEqual(Object.keys(p), POLITY_KEYS);
          for (const k of POLITY_KEYS) assert.deepEqual(p[k], SUMMARY_KEYS.includes(k) ? summary(p.id as number)[k] : null);
        }
        const manifest = manifestOfDir(dir);
        assert.deepEqual(Object.keys(manifest).sort(), [POPULATIONS.path, LUX.path, POLITIES].sort());
        assert.equal(manifest[POPULATIONS.path]!.records, fake.served.get(POPULATIONS.path)!.length);
        assert.equal(manifestOfDir(dir)[POLITIES]!.records, nested.size);
        assert.equal(report.polities, nested.size);
        assert.equal(report.notServed.includes(POLITIES), false, 'written all the same');
      } finally {
        await fake.close();
      }
    });
  }

  test('a root listing no collection this release knows, or none at all, stops the mirror', async () => {
    const fake = await fakeOriginal({ listed: ['xx/nothing'] });
    try {
      await assert.rejects(mirror(registry, fake.base, tempDir(), { progress: recorder() }),
        (err: unknown) => err instanceof MirrorError && /lists no collection this release knows/.test(err.message));
      await assert.rejects(mirror(registry, `${fake.base}/nothing`, tempDir(), { retries: 0, progress: recorder() }),
        (err: unknown) => err instanceof MirrorError && /HTTP 404$/.test(err.message));
    } finally {
      await fake.close();
    }
  });

  test('resumes after an interruption, and removes files of collections no longer served', async () => {
    const some = PUBLIC.filter((e) => e.kind === 'coded' && e.live.status === 'routed').slice(0, 12);
    const dropped = PUBLIC.find((e) => e.kind === 'coded' && !some.includes(e))!;
    const fake = await fakeOriginal({ listed: [POLITIES, ...some.map((e) => livePath(e)!)] });
    try {
      const dir = tempDir();
      // A file of an earlier mirror (of an instance that served `dropped`): the new manifest would contradict it.
      fs.mkdirSync(path.dirname(path.join(dir, dropped.path)), { recursive: true });
      fs.writeFileSync(path.join(dir, `${dropped.path}.ndjson`), '{"id":1}\n');
      let calls = 0;
      const failing: typeof fetch = async (input, init) => {
        if (++calls > 8) throw new TypeError('fetch failed');
        return fetch(input, init);
      };
      await assert.rejects(mirror(registry, fake.base, dir, { fetch: failing, retries: 0, progress: recorder() }), MirrorError);
      assert.ok(fs.existsSync(path.join(dir, '.mirror')));
      assert.ok(!fs.existsSync(path.join(dir, 'manifest.json')));
      const before = [...fake.requests.values()].reduce((a, b) => a + b, 0);
      const report = await mirror(registry, fake.base, dir, { progress: recorder() });
      assert.equal(report.resumed, true);
      const total = 1 + [POLITIES, ...some.map((e) => e.path)].reduce((a, p) => a + pagesOf(byCataloguePath.get(p)!, fake.served.get(p)!.length), 0);
      assert.ok(report.requests < total, `resumed, not restarted: ${report.requests} requests of ${total}`);
      assert.ok(before >= 8);
      for (const e of some) assert.deepEqual(lines(path.join(dir, `${e.path}.ndjson`)), fake.served.get(e.path)!.map((r) => JSON.stringify(r)));
      assert.ok(!fs.existsSync(path.join(dir, `${dropped.path}.ndjson`)), 'the stale file is gone');
      assert.deepEqual(Object.keys(manifestOfDir(dir)).sort(), [POLITIES, ...some.map((e) => e.path)].sort());
      dumpContents(registry, dir); // the dump holds what its manifest names
    } finally {
      await fake.close();
    }
  });
});

describe('mirror progress, plain', () => {
  test('a line per collection complete or skipped, and no more, whatever the number of pages', () => {
    const written: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => (written.push(chunk), true)) as typeof process.stderr.write;
    try {
      if (process.stderr.isTTY) return; // the terminal form is drawn by cli-progress
      const p = mirrorProgress();
      p.skipped('core/countries', 'not in the API root');
      p.begin(200);
      for (let i = 0; i < 200; i++) {
        for (let n = 100; n <= 1000; n += 100) p.page(`sc/c${i}`, n, 1000);
        p.done(`sc/c${i}`, 1000);
      }
      p.stop();
    } finally {
      process.stderr.write = write;
    }
    assert.equal(written.length, 201);
    assert.equal(written[0], 'mirror: core/countries: not in the API root\n');
    assert.equal(written[200], 'mirror: sc/c199: 1000 records (200/200 collections)\n');
  });
});
