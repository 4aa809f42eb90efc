/**
 * Reference pages (docs/pages.md, "Reference pages"; the issue 26 contract): a record page whose collection another
 * collection refers to lists the records naming it, `section.referrers[data-from]` with the total `[data-count]` and
 * the first 100 by id as `li[data-id]`, each linking its record page, the rest counted "and N more". The oracle is
 * the API's own JSON: every page of `/api/core/citations/`, filtered by `ref` here (spec §2.9: `ref` is the id of the
 * reference cited). The API gains no `ref` filter.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { referrerQuery } from '../../src/http/page-referrers.js';
import { loadDatabank } from '../../src/load/loader.js';
import { PostgresStore } from '../../src/store/postgres/store.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { demoApp, type DemoApp, NO_PAGE_BUDGET } from '../helpers/app.js';
import { tinyRecords } from '../helpers/dumps.js';
import { hostileRecords, memorySource, PAYLOADS } from '../helpers/hostile.js';
import { SQLITE, STORES, type TestStore } from '../helpers/stores.js';

/** The machine running the suite may be busy: these tests are about what the answers hold, not the read time limit. */
const PATIENT = { queryTimeLimitMs: '60000' };

type Rec = Record<string, unknown>;
interface Page { count: number; next: string | null; results: Rec[] }

/** Every record of a collection, walking its pages as a client does. */
async function all(app: FastifyInstance, path: string): Promise<Rec[]> {
  const out: Rec[] = [];
  let url: string | null = `/api/${path}/?page_size=100`;
  while (url) {
    const page = JSON.parse((await app.inject({ url, headers: { host: 'testserver' } })).body) as Page;
    out.push(...page.results);
    url = page.next && new URL(page.next).pathname + new URL(page.next).search;
  }
  return out;
}

/** A page's `section.referrers[data-from=<path>]`: its data-count, its items' ids and hrefs, its "more" line. */
function referrers(page: string, from: string): { count: number; ids: string[]; hrefs: string[]; more: number | undefined; html: string } | undefined {
  const start = page.indexOf(`<section class="referrers" data-from="${from}"`);
  if (start < 0) return undefined;
  const html = page.slice(start, page.indexOf('</section>', start));
  const count = Number(/data-count="(\d+)"/.exec(html)![1]);
  const items = [...html.matchAll(/<li data-id="([^"]*)"><a href="([^"]*)">/g)];
  const more = /data-more="(\d+)"/.exec(html);
  return { count, ids: items.map((m) => m[1]!), hrefs: items.map((m) => m[2]!), more: more ? Number(more[1]) : undefined, html };
}

for (const kind of STORES) {
  describe(`${kind.name}: a reference page lists the citations citing it`, () => {
    let demo: DemoApp;
    let citations: Rec[];
    before(async () => {
      demo = await demoApp(kind, { ...NO_PAGE_BUDGET, ...PATIENT });
      citations = await all(demo.app, 'core/citations');
    });
    after(async () => { await demo.close(); });
    const get = (url: string) => demo.app.inject({ url, headers: { host: 'testserver' } });

    it('exactly the citations whose ref is the reference, by id, with their count and pages in words', async () => {
      const byRef = new Map<number, Rec[]>();
      for (const c of citations) byRef.set(c.ref as number, [...(byRef.get(c.ref as number) ?? []), c]);
      const refs = [...byRef.keys()].sort((a, b) => byRef.get(b)!.length - byRef.get(a)!.length || a - b);
      // The most cited references, and some cited once.
      for (const ref of [...refs.slice(0, 3), ...refs.slice(-2)]) {
        const res = await get(`/core/references/${ref}/`);
        assert.equal(res.statusCode, 200);
        const got = referrers(res.body, 'core/citations');
        const expected = byRef.get(ref)!;
        assert.ok(got, `reference ${ref}: no section.referrers`);
        assert.equal(got.count, expected.length, `reference ${ref}`);
        assert.deepEqual(got.ids, expected.slice(0, 100).map((c) => c.id), `reference ${ref}`);
        assert.deepEqual(got.hrefs, expected.slice(0, 100).map((c) => `/core/citations/${String(c.id)}/`));
        const first = expected[0]!;
        const words = first.page_from === null && first.page_to === null ? 'no pages given'
          : first.page_from === first.page_to || first.page_to === null || first.page_from === null ? `page ${String(first.page_from ?? first.page_to)}`
            : `pages ${String(first.page_from)}–${String(first.page_to)}`;
        assert.ok(got.html.includes(`">${words}</a>`), `reference ${ref}: ${words} in ${got.html.slice(0, 400)}`);
      }
    });

    it('a reference nobody cites says so, with a count of 0', async () => {
      const cited = new Set(citations.map((c) => c.ref));
      const references = JSON.parse((await get('/api/core/references/?page_size=100')).body) as Page;
      const uncited = references.results.find((r) => !cited.has(r.id));
      assert.ok(uncited, 'the demo has an uncited reference among its first 100');
      const got = referrers((await get(`/core/references/${String(uncited.id)}/`)).body, 'core/citations')!;
      assert.equal(got.count, 0);
      assert.deepEqual(got.ids, []);
    });

    it('a section lists its subsections the same way (every reference field, found from the registry)', async () => {
      const subsections = await all(demo.app, 'core/subsections');
      const section = subsections[0]!.section as number;
      const got = referrers((await get(`/core/sections/${section}/`)).body, 'core/subsections')!;
      const expected = subsections.filter((s) => s.section === section);
      assert.equal(got.count, expected.length);
      assert.deepEqual(got.ids, expected.map((s) => String(s.id)));
    });

    it('the read of a reference field with an index (a citation\'s ref) uses it: no scan of the citations', async () => {
      const store = demo.handle.store;
      const gen = (await store.current())!;
      const references = store.registry.byPath('core/references')!;
      const [viaRef] = store.registry.referrers(references);
      assert.equal(viaRef?.def.path, 'core/citations');
      assert.ok(viaRef.indexed);
      const query = referrerQuery(viaRef, citations[0]!.ref as number);
      const { count, page } = store instanceof SqliteStore ? await store.explain(gen, query) : await (store as PostgresStore).explain(gen, query);
      const index = new RegExp(`${viaRef.def.table}__`);
      assert.match(count.join('\n'), index, count.join('\n'));
      assert.doesNotMatch(count.join('\n'), /^SCAN [a-z_]+$|Seq Scan/m, count.join('\n'));
      assert.match(page.join('\n'), index, page.join('\n'));
      assert.doesNotMatch(page.join('\n'), /^SCAN [a-z_]+$|Seq Scan|TEMP B-TREE FOR ORDER BY/m, page.join('\n'));
    });

    it('the API gains no ref filter: ?ref= is still an ignored parameter', async () => {
      const res = await get('/api/core/citations/?ref=1');
      assert.equal(res.headers['x-ignored-parameters'], 'ref');
      assert.equal((JSON.parse(res.body) as Page).count, citations.length);
    });
  });
}

describe(`${SQLITE.name}: past 100 citations, the first 100 by id and "and N more"; a hostile dump escaped`, () => {
  let handle: TestStore;
  let app: FastifyInstance;
  const ids = Array.from({ length: 130 }, () => randomUUID()).sort();
  before(async () => {
    handle = await SQLITE.open();
    const records = hostileRecords();
    const reference = (tinyRecords()['core/references']![0] as Rec).id as number;
    records['core/citations'] = ids.map((id, i) => ({
      id, page_from: i % 3 === 0 ? null : i, page_to: i % 3 === 0 ? null : i + 2, created_date: '2021-05-06T07:08:09.5Z',
      modified_date: '2021-05-06T07:08:09.5Z', ref: reference,
    }));
    // Subsections of the dump's first section, named with every payload.
    const section = (records['core/sections']![0] as Rec).id as number;
    records['core/subsections'] = PAYLOADS.map((p, i) => ({ id: i + 1, name: `Sub ${i} ${p}`, sort_order: i, section }));
    await loadDatabank(handle.store, memorySource(records));
    app = buildApp({ config: loadConfig({ ...NO_PAGE_BUDGET, ...PATIENT }, {}), store: handle.store });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await handle.cleanup();
  });

  it('lists the first 100 by id and counts the other 30', async () => {
    const reference = (tinyRecords()['core/references']![0] as Rec).id as number;
    const page = (await app.inject(`/core/references/${reference}/`)).body;
    const got = referrers(page, 'core/citations')!;
    assert.equal(got.count, 130);
    assert.deepEqual(got.ids, ids.slice(0, 100));
    assert.equal(got.more, 30);
    assert.match(got.html, /and 30 more/);
    assert.ok(got.html.includes(`<li data-id="${ids[0]!}"><a href="/core/citations/${ids[0]!}/">no pages given</a>`));
    assert.ok(got.html.includes(`<li data-id="${ids[1]!}"><a href="/core/citations/${ids[1]!}/">pages 1–3</a>`));
  });

  it('the names of hostile referring records reach the page escaped', async () => {
    const subsections = (JSON.parse((await app.inject('/api/core/subsections/')).body) as Page).results;
    assert.equal(subsections.length, PAYLOADS.length);
    const page = (await app.inject(`/core/sections/${String(subsections[0]!.section)}/`)).body;
    const got = referrers(page, 'core/subsections')!;
    assert.deepEqual(got.ids, subsections.map((s) => String(s.id)));
    assert.ok(!/<script>window\.__pwned|onerror="window|<img\b|<iframe\b|<svg\b|<style\b|<math\b|<!--/i.test(got.html), got.html);
    for (const s of subsections) {
      const escaped = String(s.name).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      assert.ok(got.html.includes(`>${escaped}</a>`), escaped);
    }
  });
});
