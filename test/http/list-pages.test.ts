/**
 * Issue 26, list pages data first, on the demo (SQLite): each chip removes exactly its parameter (and `page`); each
 * facet value's link is the same query plus that value's filter, and its count is what the API counts for that query;
 * the downloads carry the selection, the CSV holds count + 1 lines and the NDJSON count lines; the markup comes in the
 * contract's order; invalid filters show the form open with django-filter's messages; a hostile query lists at most
 * 20 chips. Oracles: the API's JSON answers and the registry's (catalogue's) vocabularies, never the render code.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { demoApp, type DemoApp, NO_PAGE_BUDGET } from '../helpers/app.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { SQLITE } from '../helpers/stores.js';

type Pairs = [string, string][];

const unescape = (s: string): string => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const pairsOf = (query: string): Pairs => [...new URLSearchParams(query)].map(([n, v]) => [n, v]);
const sorted = (p: Pairs): string[] => p.map(([n, v]) => `${n}=${v}`).sort();
/** An href's path and parameters. */
function parse(href: string): { path: string; pairs: Pairs } {
  const url = new URL(unescape(href), 'http://x');
  return { path: url.pathname, pairs: [...url.searchParams].map(([n, v]) => [n, v]) };
}
/** The markup of the first element opened by `open`, up to its closing `close`. */
function slice(body: string, open: string, close: string): string {
  const start = body.indexOf(open);
  assert.ok(start >= 0, `no ${open}`);
  return body.slice(start, body.indexOf(close, start) + close.length);
}
/** RFC 4180 records (quoted fields may hold line breaks). */
function csvRecords(text: string): number {
  let n = 0, quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === '\n' && !quoted) n++;
  }
  return n;
}

describe('list pages, data first (issue 26)', () => {
  let demo: DemoApp;
  before(async () => {
    demo = await demoApp(SQLITE, { ...NO_PAGE_BUDGET });
  });
  after(() => demo.close());

  const get = async (url: string, status = 200): Promise<string> => {
    const res = await demo.app.inject({ url, headers: { host: 'testserver' } });
    assert.equal(res.statusCode, status, `${url}: ${res.body.slice(0, 200)}`);
    return res.body;
  };
  const count = async (path: string, pairs: Pairs): Promise<number> =>
    (JSON.parse(await get(`/api${path}?${new URLSearchParams(pairs)}`)) as { count: number }).count;

  const QUERY = 'tag=TRS&polity__name__icontains=a&ordering=-year_from&page=2&page_size=10&_=1';

  it('the order: title, summary line with the codebook link, count, chips, downloads, then the table', async () => {
    const body = await get(`/sc/tokens/?${QUERY}`);
    const at = (s: string): number => body.indexOf(s);
    const order = ['<h1>', '<p class="summary-line">', 'data-count=', '<ul class="chips"', '<nav class="downloads"', '<table class="records"', '<nav class="pages"'].map(at);
    assert.ok(order.every((n, i) => n > 0 && (i === 0 || n > order[i - 1]!)), `in order: ${order.join(' ')}`);
    assert.ok(body.includes('<a data-link="codebook" href="/codebook/sc/tokens/">What this variable measures</a>'));
    assert.ok(at('data-notice') > at('data-count=') && at('data-notice') < at('<ul class="chips"'), 'the ignored parameter noticed above the chips');
  });

  it('each chip names its filter in words and removes exactly that parameter (and the page)', async () => {
    const body = await get(`/sc/tokens/?${QUERY}`);
    const chips = [...body.matchAll(/<li class="chip" data-param="([^"]+)">([\s\S]*?)<a class="chip-remove" href="([^"]*)" aria-label="([^"]*)"/g)];
    // Every parameter the list reads and the query sets (not `page`; `_` is ignored, so no chip).
    assert.deepEqual(chips.map((c) => c[1]).sort(), ['ordering', 'page_size', 'polity__name__icontains', 'tag']);
    for (const [, param, text, href, label] of chips) {
      const { path, pairs } = parse(href!);
      assert.equal(path, '/sc/tokens/');
      assert.deepEqual(sorted(pairs), sorted(pairsOf(QUERY).filter(([n]) => n !== param && n !== 'page')), `${param}: the query without it`);
      assert.match(label!, /^Remove filter \S/);
      assert.doesNotMatch(text!, new RegExp(`>${param}<`), `${param}: named in words`);
    }
    const tag = chips.find((c) => c[1] === 'tag')![2]!;
    const confident = registry.vocabularies.get(REGISTRY.find((d) => d.path === 'sc/tokens')!.fields.find((f) => f.role === 'tag')!.vocabulary!)!
      .values.find((v) => v.value === 'TRS')!.label;
    assert.match(tag, new RegExp(`Tag:</span> <span class="chip-value">${confident}</span> <code class="code">TRS</code>`));
    assert.match(chips.find((c) => c[1] === 'polity__name__icontains')![2]!, /Polity name contains:<\/span> <span class="chip-value">a<\/span>/);
    assert.doesNotMatch(await get('/sc/tokens/'), /<ul class="chips"/, 'no chips without a filter');
  });

  it('each facet value links the same query plus its filter, and counts what the API counts', async () => {
    for (const [path, query] of [['/sc/tokens/', 'polity__name__icontains=a&page=2'], ['/sc/tokens/', ''], ['/general/polity-religion-genuses/', 'tag=TRS']] as const) {
      const body = await get(`${path}?${query}`);
      const aside = slice(body, '<aside class="facets"', '</aside>');
      const links = [...aside.matchAll(/<a data-facet-value="([^"]*)" data-facet-count="(\d+)" href="([^"]*)"/g)];
      assert.ok(links.length >= 2, `${path}?${query}: facet links`);
      for (const [, value, n, href] of links) {
        const { path: to, pairs } = parse(href!);
        assert.equal(to, path);
        const base = pairsOf(query).filter(([m]) => m !== 'page');
        const added = pairs.filter(([name, v]) => v === unescape(value!) && !base.some(([m, w]) => m === name && w === v));
        if (added.length === 0) {
          // The value already selected: its link is the same query, marked as the current one.
          assert.deepEqual(sorted(pairs), sorted(base), `${href}: the query itself`);
          assert.match(aside, new RegExp(`data-facet-value="${value}" data-facet-count="${n}" href="[^"]*" aria-current="true"`));
        } else {
          assert.equal(added.length, 1, `${href}: one parameter added`);
          assert.deepEqual(sorted(pairs), sorted([...base.filter(([m]) => m !== added[0]![0]), added[0]!]), `${href}: the query plus the value`);
        }
        assert.equal(Number(n), await count(path, pairs), `${href}: the API's count`);
      }
      // Each facet is a field with a vocabulary (or the tag), and each of its values held is listed.
      const def = REGISTRY.find((d) => `/${d.path}/` === path)!;
      for (const section of aside.matchAll(/<section class="facet" data-field="([^"]+)">/g)) {
        const field = def.fields.find((f) => f.name === section[1])!;
        assert.ok(field.role === 'tag' || field.vocabulary !== undefined, `${field.name} has a vocabulary`);
        const api = JSON.parse(await get(`/api${path}?${query ? `${query}&` : ''}facet=${field.name}&page=1`)) as { facets: Record<string, { value: unknown; count: number }[]> };
        for (const v of api.facets[field.name]!) if (v.value !== null) assert.ok(aside.includes(`data-facet-value="${String(v.value)}" data-facet-count="${v.count}"`), `${field.name}=${String(v.value)}`);
      }
    }
  });

  it('the downloads carry the selection: CSV has count + 1 lines, NDJSON count lines, JSON the same count', async () => {
    const query = 'tag=TRS&polity__name__icontains=a&ordering=-year_from&page=2&page_size=10';
    const body = await get(`/sc/tokens/?${query}`);
    const total = await count('/sc/tokens/', pairsOf(query).filter(([n]) => n !== 'page'));
    const nav = slice(body, '<nav class="downloads"', '</nav>');
    assert.ok(nav.includes(`Download the ${total.toLocaleString('en-US')} matching records`));
    const href = (format: string): string => /href="([^"]*)"/.exec(slice(nav, `data-download="${format}"`, '>'))![1]!;
    const selection = pairsOf(query).filter(([n]) => n !== 'page' && n !== 'page_size');
    for (const format of ['csv', 'ndjson']) {
      const { path, pairs } = parse(href(format));
      assert.equal(path, '/api/sc/tokens/');
      assert.deepEqual(sorted(pairs), sorted([...selection, ['format', format]]), format);
    }
    const json = parse(href('json'));
    assert.deepEqual(sorted(json.pairs), sorted(pairsOf(query).filter(([n]) => n !== 'page')), 'json: pages of the page size');
    assert.equal(csvRecords(await get(unescape(href('csv')))), total + 1, 'a header and a line per record');
    assert.equal((await get(unescape(href('ndjson')))).split('\n').filter((l) => l !== '').length, total);
    assert.equal((JSON.parse(await get(unescape(href('json')))) as { count: number }).count, total);
    // `facet` on the page is left out of the downloads (with it, CSV would answer the facet table).
    assert.doesNotMatch(await get('/sc/tokens/?facet=tag&tag=TRS'), /data-download="csv" href="[^"]*facet=/);
  });

  it('the filter bar: polity search, covers_year and labelled vocabularies; the rest under More filters, open when used', async () => {
    const body = await get('/sc/tokens/?tag=TRS');
    const bar = slice(body, '<div class="bar-fields">', '<p class="actions">');
    for (const param of ['polity__name__icontains', 'covers_year', 'tag', 'token']) assert.ok(bar.includes(`name="${param}"`), param);
    assert.match(bar, /<option value="TRS" selected>Confident \(TRS\)<\/option>/);
    assert.match(bar, /<option value="o_h_p">Over half of the population \(o_h_p\)<\/option>|<option value="present">/);
    const more = slice(body, '<details class="more-filters"', '</details>');
    assert.ok(!more.startsWith('<details class="more-filters" open'), 'closed when none of its filters is set');
    assert.match(more, /Year from at least <code class="param">year_from__gte<\/code>/);
    for (const f of REGISTRY.find((d) => d.path === 'sc/tokens')!.filters) assert.ok(body.includes(`name="${f.param}"`), f.param);
    assert.match(await get('/sc/tokens/?year_from__gte=-300'), /<details class="more-filters" open>/);
    const invalid = await get('/sc/tokens/?year_from=abc&tag=XYZ', 400);
    assert.match(invalid, /<details class="filter-panel" open>/);
    assert.match(invalid, /<details class="more-filters" open>/);
    assert.ok(invalid.includes('<p class="error" id="f-year_from-error">Enter a number.</p>'));
    assert.doesNotMatch(invalid, /<aside class="facets"|<nav class="downloads"/);
  });

  it('chips say what is in effect: a polity by its name, the page size used, the sort terms DRF ignores', async () => {
    const chipText = (body: string, param: string): string => {
      const m = new RegExp(`<li class="chip" data-param="${param}">([\\s\\S]*?)<a class="chip-remove"`).exec(body);
      assert.ok(m, `a chip for ${param}`);
      return unescape(m[1]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
    };
    // The polity, as the API names it (its record's long name).
    const first = (JSON.parse(await get('/api/sc/tokens/?page_size=1')) as { results: { polity: { id: number } }[] }).results[0]!.polity.id;
    const polity = JSON.parse(await get(`/api/core/polities/${first}/`)) as { long_name: string };
    assert.equal(chipText(await get(`/sc/tokens/?polity=${first}`), 'polity'), `Polity: ${polity.long_name} ${first}`);
    // page_size past the largest: the API gives its largest page (the results of one page), the chip says so.
    const api = JSON.parse(await get('/api/sc/tokens/?page_size=100000')) as { results: unknown[] };
    assert.equal(chipText(await get('/sc/tokens/?page_size=100000'), 'page_size'), `Records per page: ${api.results.length} (asked 100000)`);
    // DRF's OrderingFilter drops a term naming no sortable field and sorts by the others.
    const sortedApi = (JSON.parse(await get('/api/sc/tokens/?ordering=bogus,-year_from&page_size=5')) as { results: { id: number }[] }).results.map((r) => r.id);
    const plain = (JSON.parse(await get('/api/sc/tokens/?ordering=-year_from&page_size=5')) as { results: { id: number }[] }).results.map((r) => r.id);
    assert.deepEqual(sortedApi, plain, 'the API ignores the unknown term');
    assert.equal(chipText(await get('/sc/tokens/?ordering=bogus,-year_from'), 'ordering'), 'Sorted by: year from, descending (ignored: bogus)');
  });

  it('a hostile query: thousands of parameters and huge values list at most 20 chips, the rest counted', async () => {
    const def = REGISTRY.find((d) => d.path === 'sc/tokens')!;
    // Every filter set to a valid value (2,000 characters of text where text is compared).
    const valid = (f: (typeof def.filters)[number]): string => ({
      text: 'x'.repeat(2000), choice: f.choices?.[0] ?? 'TRS', boolean: 'true', ids: '1', year: '100',
      integer: f.lookup === 'range' ? '-9000,9000' : f.lookup === 'lte' || f.lookup === 'lt' ? '9000' : '-9000',
    } as Record<string, string>)[f.value] ?? '1';
    const text = def.filters.map((f) => `${f.param}=${valid(f)}`);
    const years: string[] = [];
    const noise = Array.from({ length: 3000 }, (_, i) => `junk${i}=${i}`);
    const query = [...text, ...years, 'ordering=id', 'page_size=10', ...noise].join('&');
    const res = await demo.app.inject({ url: `/sc/tokens/?${query}`, headers: { host: 'testserver' } });
    assert.equal(res.statusCode, 200);
    const chips = [...res.body.matchAll(/<li class="chip" data-param=/g)].length;
    const active = text.length + years.length + 2;
    assert.ok(active > 20, `${active} active parameters`);
    assert.equal(chips, 20);
    assert.match(res.body, new RegExp(`<li class="chip more">and ${active - 20} more</li>`));
    assert.ok(res.body.length < 4_000_000, `${res.body.length} bytes`);
  });
});

describe('a list page whose counts are past the read time limit (review finding)', () => {
  let demo: DemoApp;
  let app: FastifyInstance;
  let store: SqliteStore;
  before(async () => {
    demo = await demoApp(SQLITE, { ...NO_PAGE_BUDGET });
    // The same databank, read with a 1 ms time limit: a page's many facet reads cannot all finish within it.
    store = new SqliteStore(registry, demo.handle.database, { queryTimeLimitMs: 1 });
    app = buildApp({ config: loadConfig({ ...NO_PAGE_BUDGET }, {}), store });
    await app.ready();
  });
  after(async () => {
    await app?.close();
    await store?.close();
    await demo?.close();
  });

  it('is the records without the counts, sent but never kept; the records are the API\'s', async () => {
    const query = 'polity__name__icontains=a';
    const api = JSON.parse((await demo.app.inject(`/api/crisisdb/crisis-consequences/?${query}`)).body) as { count: number };
    const res = await app.inject(`/crisisdb/crisis-consequences/?${query}`);
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    assert.ok(!res.body.includes('<aside class="facets"'), 'no counts');
    assert.match(res.body, new RegExp(`data-count="${api.count}"`));
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers.etag, undefined);
  });
});
