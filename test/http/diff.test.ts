/**
 * What changed between releases (issue 27, item 5; docs/api.md "What changed between releases"), against an oracle
 * written here from the two dumps: release `a` is the demo; a dump of it is edited (a field changed, a record
 * removed, a record added, in an integer-id and a UUID collection), loaded, and released as `b`. The expected rows
 * come from the two dump directories' NDJSON alone.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { exportDatabank } from '../../src/load/export.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { createRelease } from '../../src/load/release.js';
import { diffIndex } from '../../src/store/diff.js';
import { QueryTimeLimitError } from '../../src/store/store.js';
import { registry, REGISTRY } from '../helpers/registry.js';
import { openDemo, SQLITE, tempDir, type TestStore } from '../helpers/stores.js';

type Rec = Record<string, unknown>;
interface Row { change: string; id: number | string; fields: string[] | null; before: Rec | null; after: Rec | null }

const INT_PATH = 'general/polity-durations';
const UUID_PATH = 'core/citations';
const NEW_UUID = 'abcdef01-2345-4678-9abc-def012345678';

const meta = (name: string) => ({ name, title: null, date: null, citation: null, doi: null });

/** A dump's records of one collection, by id, as its lines' text (the records as served: round-trip.test.ts). */
function dumpLines(dir: string, p: string): Map<number | string, string> {
  const file = path.join(dir, `${p}.ndjson`);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return new Map(text.split('\n').filter(Boolean).map((line) => [(JSON.parse(line) as Rec).id as number | string, line]));
}

/** The oracle: the rows of one collection's diff, from the two dumps, in API order (numbers numerically, UUIDs by text). */
function expectedRows(dirA: string, dirB: string, p: string): Row[] {
  const a = dumpLines(dirA, p), b = dumpLines(dirB, p);
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1));
  const rows: Row[] = [];
  for (const id of ids) {
    const x = a.has(id) ? JSON.parse(a.get(id)!) as Rec : null, y = b.has(id) ? JSON.parse(b.get(id)!) as Rec : null;
    if (x && y && isDeepStrictEqual(x, y)) continue;
    const fields = x && y ? [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => !isDeepStrictEqual(x[k], y[k])) : null;
    rows.push({ change: !x ? 'added' : !y ? 'removed' : 'changed', id, fields, before: x, after: y });
  }
  return rows;
}

/** Edits a copy of a dump: lines changed, removed and added; the manifest's counts follow. */
function editedDump(dirA: string): string {
  const dirB = tempDir();
  fs.cpSync(dirA, dirB, { recursive: true });
  const edit = (p: string, f: (records: Rec[]) => Rec[]): void => {
    const file = path.join(dirB, `${p}.ndjson`);
    const records = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Rec);
    const out = f(records);
    fs.writeFileSync(file, out.map((r) => JSON.stringify(r) + '\n').join(''));
    const manifestFile = path.join(dirB, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { collections: Record<string, { records: number }> };
    manifest.collections[p]!.records = out.length;
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  };
  edit(INT_PATH, (rs) => {
    // Two records changed, one with an id under 10 and one of 100 or more (numeric order is not text order), one
    // between them removed, a new id added after the last.
    const [small, gone, large] = [rs[2]!.id, rs[5]!.id, rs.find((r) => (r.id as number) >= 100)!.id];
    const maxId = Math.max(...rs.map((r) => r.id as number));
    const out = rs.filter((r) => r.id !== gone).map((r) => {
      if (r.id === small) return { ...r, is_disputed: !r.is_disputed, description: 'changed, with "quotes"' };
      if (r.id === large) return { ...r, comment: 'edited' };
      return r;
    });
    return [...out, { ...rs[0]!, id: maxId + 1 }];
  });
  edit(UUID_PATH, (rs) => {
    const gone = rs[7]!.id, changed = rs[5]!.id;
    const out = rs.filter((r) => r.id !== gone).map((r) => (r.id === changed ? { ...r, page_to: (r.page_to as number) + 1 } : r));
    out.push({ ...rs[0]!, id: NEW_UUID });
    return out.sort((x, y) => (String(x.id) < String(y.id) ? -1 : 1));
  });
  return dirB;
}

/** Every row of a collection's diff, walking the JSON pages through `next`; the counts seen on each page. */
async function allPages(app: FastifyInstance, url: string): Promise<{ rows: Row[]; counts: number[]; pages: number }> {
  const rows: Row[] = [], counts: number[] = [];
  let pages = 0;
  for (let next: string | null = url; next; pages++) {
    const res: { statusCode: number; body: string } = await app.inject(next);
    assert.equal(res.statusCode, 200, `${next}: ${res.body}`);
    const body = JSON.parse(res.body) as { count: number; next: string | null; results: Row[] };
    rows.push(...body.results);
    counts.push(body.count);
    next = body.next && new URL(body.next).pathname + new URL(body.next).search;
  }
  return { rows, counts, pages };
}

/** RFC 4180 cells of a CSV text (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], cell = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') [row, cell] = [[...row, cell], ''];
    else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell, i] = [[], '', i + 1];
    } else cell += c;
  }
  assert.equal(cell + row.join(''), '', 'the CSV ends with CRLF');
  return rows;
}

describe('diff between releases (SQLite)', () => {
  let handle: TestStore;
  let app: FastifyInstance;
  let dirA: string, dirB: string;

  before(async () => {
    handle = await openDemo(SQLITE);
    await createRelease(handle.store, meta('a'));
    dirA = tempDir();
    await exportDatabank(handle.store, dirA);
    dirB = editedDump(dirA);
    await loadDatabank(handle.store, dumpSource(registry, dirB));
    app = buildApp({ config: loadConfig({}, {}), store: handle.store });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await handle?.cleanup();
    for (const dir of [dirA, dirB]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the oracle sees the edits (the test can fail)', () => {
    const rows = expectedRows(dirA, dirB, INT_PATH);
    assert.deepEqual(rows.map((r) => r.change), ['changed', 'removed', 'changed', 'added']);
    const ids = rows.map((r) => r.id as number);
    assert.ok(ids[0]! < 10 && ids[2]! >= 100 && ids[0]! < ids[1]! && ids[1]! < ids[2]! && ids[2]! < ids[3]!, String(ids));
    assert.deepEqual(rows[0]!.fields, ['is_disputed', 'description']);
    assert.equal(expectedRows(dirA, dirB, UUID_PATH).length, 3);
  });

  test('a → current, before b is released: every JSON page of both collections is the oracle', async () => {
    for (const p of [INT_PATH, UUID_PATH]) {
      const expected = expectedRows(dirA, dirB, p);
      const got = await allPages(app, `/api/releases/a/diff/current/${p}/?page_size=2`);
      assert.deepEqual(got.rows, expected, p);
      assert.deepEqual(new Set(got.counts), new Set([expected.length]));
      assert.equal(got.pages, Math.ceil(expected.length / 2));
    }
  });

  test('the summary: the collections with a change, their counts on each side', async () => {
    const res = await app.inject('/api/releases/a/diff/current/');
    assert.equal(res.statusCode, 200, res.body);
    const body = JSON.parse(res.body) as { before: Rec; after: Rec; collections: number; count: number; results: Rec[] };
    const gen = await handle.store.current();
    assert.deepEqual(body.after, { name: 'current', generation: gen!.id });
    assert.equal(body.collections, REGISTRY.length);
    const origin = String(body.results[0]?.url).split("/api/")[0]; // the links' origin, as the request gave it
    const expected = REGISTRY.flatMap((def) => {
      const rows = expectedRows(dirA, dirB, def.path);
      if (!rows.length) return [];
      const n = (kind: string): number => rows.filter((r) => r.change === kind).length;
      return [{
        path: def.path, url: `${origin}/api/releases/a/diff/current/${def.path}/`, added: n('added'), removed: n('removed'), changed: n('changed'),
        count_before: dumpLines(dirA, def.path).size, count_after: dumpLines(dirB, def.path).size,
      }];
    });
    assert.deepEqual(expected.map((e) => e.path).sort(), [INT_PATH, UUID_PATH].sort());
    assert.deepEqual(body.results, expected);
    assert.equal(body.count, 2);
  });

  describe('after b is released', () => {
    before(async () => {
      await createRelease(handle.store, meta('b'));
    });

    test('diff downloads one after another: each frees its slot (two at once per client), none refused', async () => {
      for (let i = 0; i < 6; i++) {
        const r = await app.inject(`/api/releases/a/diff/b/${UUID_PATH}/?format=${i % 2 ? 'csv' : 'ndjson'}`);
        assert.equal(r.statusCode, 200, `download ${i + 1}: ${r.body.slice(0, 200)}`);
      }
    });

    test('a → b: JSON pages (default size), NDJSON and CSV are the oracle', async () => {
      for (const p of [INT_PATH, UUID_PATH]) {
        const expected = expectedRows(dirA, dirB, p);
        assert.deepEqual((await allPages(app, `/api/releases/a/diff/b/${p}/`)).rows, expected);
        const nd = await app.inject(`/api/releases/a/diff/b/${p}/?format=ndjson`);
        assert.equal(nd.statusCode, 200);
        assert.match(String(nd.headers['content-type']), /ndjson/);
        assert.ok(nd.body.endsWith('\n'));
        assert.deepEqual(nd.body.split('\n').slice(0, -1).map((l) => JSON.parse(l) as Row), expected);
        const csv = await app.inject(`/api/releases/a/diff/b/${p}/?format=csv`);
        assert.equal(csv.statusCode, 200);
        assert.match(String(csv.headers['content-type']), /text\/csv/);
        const [head, ...cells] = parseCsv(csv.body);
        assert.deepEqual(head, ['change', 'id', 'fields', 'before', 'after']);
        assert.deepEqual(cells.map(([change, id, fields, b, a]) => ({
          change, id: typeof expected[0]!.id === 'number' ? Number(id) : id, fields: change === 'changed' ? fields!.split(' ') : (assert.equal(fields, ''), null),
          before: b ? JSON.parse(b) as Rec : null, after: a ? JSON.parse(a) as Rec : null,
        })), expected);
      }
    });

    test('b → a is a → b reversed: added and removed swap, before and after swap', async () => {
      const expected = expectedRows(dirB, dirA, INT_PATH);
      assert.deepEqual(expected.map((r) => r.change), ['changed', 'added', 'changed', 'removed']);
      assert.deepEqual((await allPages(app, `/api/releases/b/diff/a/${INT_PATH}/`)).rows, expected);
    });

    test('a release against itself, and b against current (the same databank), have no changes', async () => {
      for (const [x, y] of [['a', 'a'], ['b', 'current'], ['current', 'b']]) {
        const page = await app.inject(`/api/releases/${x}/diff/${y}/${INT_PATH}/`);
        assert.deepEqual(JSON.parse(page.body), { count: 0, next: null, previous: null, results: [] });
        const summary = JSON.parse((await app.inject(`/api/releases/${x}/diff/${y}/`)).body) as { count: number; results: unknown[] };
        assert.deepEqual([summary.count, summary.results], [0, []]);
        const csv = await app.inject(`/api/releases/${x}/diff/${y}/${UUID_PATH}/?format=csv`);
        assert.equal(csv.body, 'change,id,fields,before,after\r\n');
      }
    });

    test('a diff past its time limit (15 × QUERY_TIME_LIMIT_MS) is the API\'s 503 with Retry-After', async () => {
      const slow = buildApp({ config: loadConfig({ queryTimeLimitMs: '1' }, {}), store: handle.store });
      try {
        const res = await slow.inject(`/api/releases/a/diff/b/${UUID_PATH}/`);
        assert.equal(res.statusCode, 503, res.body);
        assert.equal(res.headers['retry-after'], '1');
        assert.match(JSON.parse(res.body).detail as string, /time limit/);
        // A diff known without a merge (the same release on both sides) still answers.
        assert.equal((await slow.inject(`/api/releases/b/diff/b/${UUID_PATH}/`)).statusCode, 200);
      } finally {
        await slow.close();
      }
    });

    test('a → current, current now released as b: the summary of a → b, with no collection hashed', async () => {
      // A fresh app (nothing kept); the current databank's checksums come from its release, not from its downloads.
      const fresh = buildApp({ config: loadConfig({}, {}), store: handle.store });
      const whole = handle.store.whole.bind(handle.store);
      let hashed = 0;
      handle.store.whole = (...args) => (hashed++, whole(...args));
      try {
        const viaCurrent = JSON.parse((await fresh.inject('/api/releases/a/diff/current/')).body) as { results: Rec[] };
        const viaB = JSON.parse((await fresh.inject('/api/releases/a/diff/b/')).body) as { results: Rec[] };
        const strip = (rows: Rec[]) => rows.map(({ url: _url, ...rest }) => rest);
        assert.equal(viaCurrent.results.length, 2);
        assert.deepEqual(strip(viaCurrent.results), strip(viaB.results));
        assert.equal(hashed, 0);
      } finally {
        handle.store.whole = whole;
        await fresh.close();
      }
    });

    test('a → b with every collection compared by checksums: only the two edited ones differ', async () => {
      const body = JSON.parse((await app.inject('/api/releases/a/diff/b/')).body) as { results: { path: string }[] };
      assert.deepEqual(body.results.map((r) => r.path).sort(), [INT_PATH, UUID_PATH].sort());
    });
  });

  test('unknown releases, collections and pages are 404s in the API shape', async () => {
    for (const url of [
      '/api/releases/nope/diff/a/', '/api/releases/a/diff/nope/', `/api/releases/nope/diff/current/${INT_PATH}/`,
      '/api/releases/a/diff/current/core/nothing/', '/api/releases/Bad_Name/diff/a/', `/api/releases/a/diff/current/${INT_PATH}/?page=99`,
      `/api/releases/a/diff/current/${INT_PATH}/?format=xml`,
    ]) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(JSON.parse(res.body).detail as string, /^(Not found|Invalid page)\.$/, url);
    }
  });

  test('OPTIONS, 405 for writes and the slash redirect are the lists\'', async () => {
    const url = `/api/releases/a/diff/current/${INT_PATH}/`;
    assert.equal((await app.inject({ method: 'OPTIONS', url })).statusCode, 200);
    const post = await app.inject({ method: 'POST', url });
    assert.deepEqual([post.statusCode, JSON.parse(post.body)], [405, { detail: 'Method "POST" not allowed.' }]);
    const bare = await app.inject('/api/releases/a/diff/current?page=2');
    assert.deepEqual([bare.statusCode, bare.headers.location], [301, '/api/releases/a/diff/current/?page=2']);
  });

  test('under a release\'s prefix the diff is a 404, as the list of releases is: current changes, a release\'s answers never', async () => {
    const scoped = `/releases/a/api/releases/a/diff/current/`;
    for (const [method, url] of [
      ['GET', scoped], ['GET', `${scoped}${INT_PATH}/`], ['GET', `${scoped}${INT_PATH}/?format=csv`], ['HEAD', scoped],
      ['OPTIONS', scoped], ['POST', `${scoped}${INT_PATH}/`], ['GET', scoped.slice(0, -1)], ['GET', `${scoped}${INT_PATH}`],
    ] as const) {
      const res = await app.inject({ method, url });
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.statusCode} ${String(res.headers.location ?? '')}`);
      if (method !== 'HEAD') assert.deepEqual(JSON.parse(res.body), { detail: 'Not found.' }, `${method} ${url}`);
    }
    // Unscoped, the same paths answer.
    assert.equal((await app.inject(`/api/releases/a/diff/current/${INT_PATH}/`)).statusCode, 200);
  });

  test('a diff past its time limit stops (QueryTimeLimitError: the API\'s 503)', async () => {
    const a = (await handle.store.releases.open('a'))!.gen;
    const current = (await handle.store.current())!;
    const def = registry.byPath(UUID_PATH)!;
    await assert.rejects(diffIndex(handle.store, a, current, def, { deadline: performance.now() - 1, limitMs: 5 }), QueryTimeLimitError);
    const index = await diffIndex(handle.store, a, current, def, {});
    assert.equal(index.kinds.length, expectedRows(dirA, dirB, UUID_PATH).length);
  });

  // Last: it loads another databank, which the tests above do not expect.
  test('current released after a diff looked for its release: the summary takes the release\'s checksums, hashing nothing', async () => {
    // Another databank, released by no one yet: b with one record of INT_PATH edited.
    const dirC = tempDir();
    fs.cpSync(dirB, dirC, { recursive: true });
    const file = path.join(dirC, `${INT_PATH}.ndjson`);
    const [first, ...rest] = fs.readFileSync(file, 'utf8').split('\n');
    fs.writeFileSync(file, [JSON.stringify({ ...JSON.parse(first!) as Rec, comment: 'edited in c' }), ...rest].join('\n'));
    try {
      await loadDatabank(handle.store, dumpSource(registry, dirC));
      const fresh = buildApp({ config: loadConfig({}, {}), store: handle.store });
      const whole = handle.store.whole.bind(handle.store);
      let hashed = 0;
      try {
        // A download of one collection against current looks for a release of current: there is none yet.
        assert.equal((await fresh.inject(`/api/releases/a/diff/current/${INT_PATH}/?format=csv`)).statusCode, 200);
        await createRelease(handle.store, meta('c'));
        handle.store.whole = (...args) => (hashed++, whole(...args));
        assert.equal((await fresh.inject('/api/releases/a/diff/current/')).statusCode, 200);
        assert.equal(hashed, 0, 'collections hashed though release c keeps the current databank');
      } finally {
        handle.store.whole = whole;
        await fresh.close();
      }
    } finally {
      fs.rmSync(dirC, { recursive: true, force: true });
    }
  });
});
