/**
 * Pages for people, server side, on every store: each page's structure (what it lists and links), that it answers
 * what the API answers for the same query, its HTTP headers (CSP, ETag, 304, Cache-Control), and that every string
 * of a hostile databank reaches the HTML escaped or cleaned.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { PAGE_CSP } from '../../src/http/pages.js';
import { sectionId } from '../../src/render/html/sections.js';
import { loadDatabank } from '../../src/load/loader.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { demoApp, type DemoApp, NO_PAGE_BUDGET } from '../helpers/app.js';
import { HOSTILE_P1, hostileRecords, memorySource } from '../helpers/hostile.js';
import { SQLITE, STORES, type TestStore } from '../helpers/stores.js';

interface Page { count: number; next: string | null; results: Record<string, unknown>[] }

/** assert.match without printing a whole page when it fails. */
function has(body: string, re: RegExp, message = String(re)): void {
  assert.ok(re.test(body), message);
}

/** Markup from the data would show as one of these once quoted attribute values (escaped by the pages) are set aside. */
function unsafeMarkup(html: string): string[] {
  const tags = html.replace(/"[^"]*"/g, '""');
  const found = Object.entries({
    'a script without src': /<script(?![^>]*\ssrc="")/i, 'an event handler': /<[a-z][^>]*\son[a-z]+\s*=/i, 'an img': /<img\b/i,
    'an iframe': /<iframe\b/i, 'a style element': /<style\b/i, 'a comment': /<!--/, 'a math element': /<math\b/i, 'a CDATA section': /<!\[CDATA\[/,
  }).filter(([, re]) => re.test(tags)).map(([name]) => name);
  // `javascript:` may be text; it must never be where a URL goes.
  if (/\s(href|src|action|formaction)="\s*javascript:/i.test(html)) found.push('a javascript: URL');
  return found;
}

for (const kind of STORES) {
  describe(`${kind.name}: pages for people`, () => {
    let demo: DemoApp;
    before(async () => { demo = await demoApp(kind); });
    after(async () => { await demo.close(); });

    const get = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ url, headers: { host: 'testserver', ...headers } });
    const api = async (url: string): Promise<Page> => JSON.parse((await get(`/api${url}`)).body) as Page;
    const html = async (url: string, status = 200): Promise<string> => {
      const res = await get(url);
      assert.equal(res.statusCode, status, `${url}: ${res.body.slice(0, 300)}`);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', url);
      assert.equal(res.headers['content-security-policy'], PAGE_CSP, url);
      assert.deepEqual(unsafeMarkup(res.body), [], url);
      return res.body;
    };

    it('sends a CSP that allows no inline script or style, ETags, Cache-Control and 304s like the API', async () => {
      assert.match(PAGE_CSP, /script-src 'self'/);
      assert.match(PAGE_CSP, /style-src 'self'/);
      assert.doesNotMatch(PAGE_CSP, /unsafe-inline|unsafe-eval/);
      for (const url of ['/', '/sc/tokens/?page=2', '/core/polities/1/', '/sc/tokens/1/', '/docs/', '/search/?q=rom']) {
        const res = await get(url);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['cache-control'], 'public, max-age=60', url);
        assert.match(String(res.headers.etag), /^"[A-Za-z0-9_-]{22}"$/, url);
        assert.equal(res.headers.vary, 'Accept-Encoding');
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        const again = await get(url, { 'if-none-match': String(res.headers.etag) });
        assert.equal(again.statusCode, 304, url);
        assert.equal(again.body, '');
        const gz = await get(url, { 'accept-encoding': 'gzip' });
        assert.equal(gz.headers['content-encoding'], 'gzip', url);
        assert.notEqual(gz.headers.etag, res.headers.etag, 'an ETag per content coding');
      }
      // Another query is another page, another ETag; errors are never kept.
      assert.notEqual((await get('/sc/tokens/?page=3')).headers.etag, (await get('/sc/tokens/?page=2')).headers.etag);
      const bad = await get('/sc/tokens/?year_from=x');
      assert.equal(bad.headers['cache-control'], 'no-cache');
      assert.equal(bad.headers.etag, undefined);
      // /api stays JSON.
      assert.equal((await get('/api/sc/tokens/')).headers['content-type'], 'application/json');
    });

    it('home: the generation, whether it is the demo, every collection with its count and a link, grouped by section', async () => {
      const body = await html('/');
      const ready = JSON.parse((await get('/readyz')).body) as { generation: string };
      assert.ok(body.includes(`<code data-generation>${ready.generation}</code>`));
      has(body, /data-demo="true"/);
      // One collapsible group per section, the core collections first (and open).
      const groups = [...body.matchAll(/<details class="section" id="([^"]+)"( open)?>/g)];
      assert.equal(groups[0]![1], 'sec-core-collections');
      assert.equal(groups[0]![2], ' open');
      assert.deepEqual(groups.map((g) => g[1]), [...new Set(groups.map((g) => g[1]))], 'each section once');
      const counts = await Promise.all(REGISTRY.map(async (def) => (await api(`/${def.path}/?page_size=1`)).count));
      REGISTRY.forEach((def, i) => {
        const id = def.section === null ? 'sec-core-collections' : sectionId(def.section);
        const start = body.indexOf(`<details class="section" id="${id}"`);
        const group = body.slice(start, body.indexOf('</details>', start));
        assert.ok(group.includes(`<li data-collection="${def.path}"><a href="/${def.path}/" title="${def.path}">`), def.path);
        assert.ok(group.includes(`<span class="num" data-count="${counts[i]}">`), `${def.path}: ${counts[i]}`);
      });
      has(body, /<form class="search" role="search" method="get" action="\/search\/" data-polity-search data-api="\/api\/core\/polities\/"/);
      has(body, /<input id="q" name="q" type="search"/);
    });

    it('a list: the API’s page as a table, its count, sortable headers, numbered pages, links to the data', async () => {
      const query = 'polity__name__icontains=rom&ordering=-year_from&page=2&page_size=10';
      const body = await html(`/sc/tokens/?${query}`);
      const page = await api(`/sc/tokens/?${query}`);
      assert.ok(body.includes(`data-count="${page.count}"`));
      const ids = [...body.matchAll(/<tr id="r-(\d+)">/g)].map((m) => Number(m[1]));
      assert.deepEqual(ids, page.results.map((r) => r.id), 'the same records in the same order');
      // Polities link to their pages; ids to their records.
      const first = page.results[0]!;
      assert.ok(body.includes(`<a href="/core/polities/${(first.polity as { id: number }).id}/">`));
      assert.ok(body.includes(`<a href="/sc/tokens/${first.id as number}/">${first.id as number}</a>`));
      // The sorted column says so and links to the other direction, from page 1, keeping the filters.
      has(body, /<th scope="col" aria-sort="descending"><a href="\/sc\/tokens\/\?ordering=year_from&amp;page_size=10&amp;polity__name__icontains=rom"/);
      has(body, /<a href="\/sc\/tokens\/\?ordering=year_to&amp;page_size=10&amp;polity__name__icontains=rom"/);
      // Numbered pages: the current one marked, page 1 without `page`.
      has(body, /<a aria-current="page" href="\/sc\/tokens\/\?ordering=-year_from&amp;page=2&amp;page_size=10&amp;polity__name__icontains=rom">2<\/a>/);
      has(body, /<a href="\/sc\/tokens\/\?ordering=-year_from&amp;page_size=10&amp;polity__name__icontains=rom">1<\/a>/);
      // This page as JSON (the alternate link); the whole selection as CSV and NDJSON (no page, no page size) and as
      // JSON in pages of the page's size (issue 26: the downloads give the selection, not the page).
      assert.ok(body.includes('<link rel="alternate" type="application/json" href="/api/sc/tokens/?ordering=-year_from&amp;page=2&amp;page_size=10&amp;polity__name__icontains=rom"'));
      assert.ok(body.includes('data-download="csv" href="/api/sc/tokens/?format=csv&amp;ordering=-year_from&amp;polity__name__icontains=rom"'));
      assert.ok(body.includes('data-download="ndjson" href="/api/sc/tokens/?format=ndjson&amp;ordering=-year_from&amp;polity__name__icontains=rom"'));
      assert.ok(body.includes('data-download="json" href="/api/sc/tokens/?ordering=-year_from&amp;page_size=10&amp;polity__name__icontains=rom"'));
      // The filter form holds a field per registry filter, with the values asked.
      for (const f of REGISTRY.find((d) => d.path === 'sc/tokens')!.filters) assert.ok(body.includes(`name="${f.param}"`), f.param);
      assert.ok(body.includes('<input id="f-polity__name__icontains" name="polity__name__icontains" value="rom"'));
      has(body, /<option value="-year_from" selected>/);
      // Citations link to the reference they cite.
      const citations = await html('/core/citations/');
      const citation = (await api('/core/citations/')).results[0]!;
      assert.ok(citations.includes(`<a href="/core/references/${citation.ref as number}/">reference ${citation.ref as number}</a>`));
      // Comments keep harmless formatting.
      has(await html('/sc/tokens/?page_size=100'), /<b>earliest<\/b>|<i>description<\/i>|<br \/>/);
    });

    it('a list with invalid filters: the 400 messages in the page, the values kept; an invalid page is a 404', async () => {
      const body = await html('/sc/tokens/?year_from=abc&tag=XYZ&polity__name__icontains=rom', 400);
      assert.ok(body.includes('<a href="#f-year_from"><code>year_from</code></a>: Enter a number.'));
      assert.ok(body.includes('<code>tag</code></a>: Select a valid choice. XYZ is not one of the available choices.'));
      assert.ok(body.includes('<p class="error" id="f-year_from-error">Enter a number.</p>'));
      assert.ok(body.includes('name="year_from" value="abc"'));
      assert.ok(!body.includes('<table class="records"'), 'no table');
      const invalid = await html('/sc/tokens/?page=99', 404);
      has(invalid, /Invalid page\./);
      assert.equal((await get('/sc/tokens/?format=csv')).statusCode, 200, 'a page is HTML whatever the format');
    });

    it('records link to their polity, other polity and cited reference; unknown ones are a 404 page', async () => {
      const relation = (await api('/general/polity-suprapolities/')).results[0]!;
      const body = await html(`/general/polity-suprapolities/${relation.id as number}/`);
      assert.ok(body.includes(`<a href="/core/polities/${(relation.polity as { id: number }).id}/">`));
      assert.ok(body.includes(`<a href="/core/polities/${(relation.other_polity as { id: number }).id}/">`));
      assert.ok(body.includes(`href="/api/general/polity-suprapolities/${relation.id as number}/"`));
      const citation = (await api('/core/citations/')).results[0]!;
      assert.ok((await html(`/core/citations/${citation.id as string}/`)).includes(`<a href="/core/references/${citation.ref as number}/">`));
      has(await html('/core/references/1/'), /<dt>title<\/dt>/);
      await html('/sc/tokens/999999/', 404);
      await html('/core/polities/999999/', 404);
      await html('/core/polities/x/', 404);
      const moved = await get('/sc/tokens?page=2');
      assert.equal(moved.statusCode, 301);
      assert.equal(moved.headers.location, '/sc/tokens/?page=2');
    });

    it('a polity: summary, names, durations beside its years, relations both ways, every record under its section, one timeline bar per record', async () => {
      const relation = (await api('/general/polity-suprapolities/')).results[0]!;
      const target = relation.other_polity as { id: number; long_name: string; start_year: number };
      const body = await html(`/core/polities/${target.id}/`);
      // The relation where it is the other polity (no filter reads other_polity), linked to the polity that holds it.
      const incoming = body.slice(body.indexOf('Where it is the other polity'));
      assert.ok(incoming.includes(`<a href="/core/polities/${(relation.polity as { id: number }).id}/">`), 'incoming relation');
      assert.ok(incoming.includes(`href="/general/polity-suprapolities/${relation.id as number}/"`));
      // Every record of every coded-variable collection, and one bar each.
      let total = 0;
      for (const def of REGISTRY.filter((d) => d.kind === 'coded')) {
        const page = await api(`/${def.path}/?polity=${target.id}&page_size=100`);
        total += page.count;
        // Under its section's collapsible group, timeline and table alike.
        const start = body.indexOf(`<details class="section" id="${sectionId(def.section!)}"`);
        const group = page.count ? body.slice(start, body.indexOf('</details>', start)) : '';
        for (const r of page.results) {
          assert.ok(start >= 0 && group.includes(`<tr id="${def.table}-${r.id as number}">`), `${def.path} ${r.id as number}`);
          assert.ok(group.includes(`data-collection="${def.path}" data-id="${r.id as number}"`), `bar ${def.path} ${r.id as number}`);
        }
      }
      assert.equal([...body.matchAll(/<a class="bar" /g)].length, total);
      // Polity 1 (509 BCE): BCE years on the axis and in the summary; its own outgoing relations.
      const rome = await html('/core/polities/1/');
      has(rome, /<text x="[\d.]+" y="24" text-anchor="middle" font-size="11" fill="#444">\d+ BCE<\/text>/);
      assert.ok(rome.includes('<span class="year" data-year="-509">509 BCE</span>'));
      assert.ok(rome.includes('Where it is the polity'));
      has(rome, /<section id="names"><h2>Alternative names<\/h2><ul class="names"><li>/);
      has(rome, /<th scope="col">vs\. 509 BCE<\/th>/);
      has(rome, /<title>[^<]*Tag: [A-Z]{3} \(/, 'a tooltip with the tag');
    });

    it('search: name or long name; the docs page loads Swagger UI from this server', async () => {
      const body = await html('/search/?q=rom');
      const byName = await api('/core/polities/?name__icontains=rom&page_size=100');
      const byLong = await api('/core/polities/?long_name__icontains=rom&page_size=100');
      const union = new Set([...byName.results, ...byLong.results].map((p) => p.id));
      assert.ok(body.includes(`data-count="${union.size}"`), `${union.size} polities`);
      for (const id of union) assert.ok(body.includes(`<a href="/core/polities/${id as number}/">`));
      const docs = await html('/docs/');
      has(docs, /<script src="\/assets\/swagger-ui\/swagger-ui-bundle\.js\?v=[0-9a-f]{12}" defer><\/script>/);
      has(docs, /<div id="swagger-ui" data-spec-url="\/api\/openapi\.json"><\/div>/);
      const css = await get(docs.match(/href="(\/assets\/pages\.css\?v=[0-9a-f]+)"/)![1]!);
      assert.equal(css.statusCode, 200);
      assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
      assert.equal(css.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal((await get('/assets/pages.css?v=old')).headers['cache-control'], 'public, max-age=60');
    });
  });

  describe(`${kind.name}: a hostile databank reaches pages escaped`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    before(async () => {
      handle = await kind.open();
      await loadDatabank(handle.store, memorySource(hostileRecords()));
      // Every collection's page, one after another: far faster than a person asks.
      app = buildApp({ config: loadConfig({ ...NO_PAGE_BUDGET }, {}), store: handle.store });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await handle.cleanup();
    });

    it('no markup from the data on any page, reflected query values included', async () => {
      const urls = ['/', '/search/?q=rome', '/search/?q=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E', '/docs/',
        '/sc/tokens/?year_from=%22%3E%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E&ordering=%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
        '/sc/tokens/?polity__name__icontains=%3C%2Fscript%3E', '/core/polities/1/', '/core/polities/2/'];
      for (const def of REGISTRY) {
        urls.push(`/${def.path}/`);
        const first = JSON.parse((await app.inject(`/api/${def.path}/`)).body).results[0] as { id: number | string } | undefined;
        if (first) urls.push(`/${def.path}/${first.id}/`);
      }
      for (const url of urls) {
        const res = await app.inject(url);
        assert.ok([200, 400].includes(res.statusCode), `${url}: ${res.statusCode}`);
        assert.deepEqual(unsafeMarkup(res.body), [], url);
        assert.ok(!/window\.__pwned=1<\/script>|onerror="window/.test(res.body), url);
      }
      const polity = (await app.inject('/core/polities/1/')).body;
      assert.ok(polity.includes('<h1>Rome &lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt; &lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;</h1>'));
      assert.ok(polity.includes(HOSTILE_P1.long_name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')));
      // Comments are cleaned (the script and its text gone, the link kept without its javascript: target).
      assert.ok(!polity.includes('<a href="javascript'), 'no javascript: link');
      has(polity, /<div class="rich">[^]*?<a rel="nofollow noopener noreferrer">link<\/a>/);
      const references = (await app.inject('/core/references/')).body;
      assert.ok(!references.includes('href="javascript:'), 'a javascript: url_link is not a link');
    });
  });
}

describe('pages under a PUBLIC_URL prefix', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE, { publicUrl: 'https://data.example.org/databank' }); });
  after(async () => { await demo.close(); });

  it('links, assets, data links and redirects start with the prefix', async () => {
    const home = (await demo.app.inject('/')).body;
    assert.ok(home.includes('<a href="/databank/sc/tokens/" title="sc/tokens">'));
    assert.ok(home.includes('href="/databank/api/sc/tokens/"'));
    assert.ok(/<link rel="stylesheet" href="\/databank\/assets\/pages\.css\?v=/.test(home));
    assert.ok(home.includes('data-api="/databank/api/core/polities/"'));
    assert.ok(!/(href|src|action)="\/(?!databank\/)/.test(home), 'every root-relative URL is below the prefix');
    assert.equal((await demo.app.inject('/sc/tokens')).headers.location, 'https://data.example.org/databank/sc/tokens/');
  });
});

