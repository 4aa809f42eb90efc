/**
 * Citation and licence (docs/pages.md, "Citation and licence"; the issue 26 contract): with the four settings set,
 * the home page and a codebook page show `section.cite`, every page's footer the licence, every CSV and NDJSON
 * download carries `Link: <LICENCE_URL>; rel="license", <CITATION_URL>; rel="cite-as"`, and the codebook JSON (list
 * and entry) ends with a `citation` member of the parts set. With none set, none of it appears anywhere.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp, NO_PAGE_BUDGET } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

/** The machine running the suite may be busy: these tests are about what the answers hold, not the read time limit. */
const PATIENT = { queryTimeLimitMs: '60000' };

const CITATION = 'Doe J. & Roe R. (2026) <The Polity Databank>, version 3.';
const CITATION_URL = 'https://doi.org/10.5281/zenodo.0000001';
const LICENCE = 'CC BY-NC-SA 4.0';
const LICENCE_URL = 'https://creativecommons.org/licenses/by-nc-sa/4.0/';
const ALL = { citation: CITATION, citationUrl: CITATION_URL, licence: LICENCE, licenceUrl: LICENCE_URL };

/** Text as it must reach HTML: escaped. */
const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every kind of CSV and NDJSON answer: lists (whole and filtered), facets' table, the long table, the panel, the codebook. */
const DOWNLOADS = [
  '/api/sc/tokens/?format=csv', '/api/sc/tokens/?format=ndjson', '/api/sc/tokens/?tag=TRS&format=csv', '/api/core/citations/?format=csv',
  '/api/sc/tokens/?facet=tag&format=csv', '/api/values/?variable=sc/tokens&format=csv', '/api/values/?polity=1&format=ndjson',
  '/api/panel/?variables=sc/tokens&from=-500&to=500&step=100&format=csv', '/api/codebook/?format=csv', '/api/codebook/sc/tokens/?format=ndjson',
];

/** The part of a page between an element's start and its end (`section.cite`). */
function element(page: string, start: RegExp, end: string): string | undefined {
  const m = start.exec(page);
  return m ? page.slice(m.index, page.indexOf(end, m.index) + end.length) : undefined;
}

describe('citation and licence: all four set', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE, { ...NO_PAGE_BUDGET, ...PATIENT, ...ALL }); });
  after(async () => { await demo.close(); });
  const get = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ url, headers: { host: 'testserver', ...headers } });

  it('the home page shows section.cite: the citation (escaped) with its URL, the licence linking its text', async () => {
    const home = (await get('/')).body;
    const cite = element(home, /<section class="cite"/, '</section>');
    assert.ok(cite, 'section.cite');
    const citation = element(cite, /<p data-citation>/, '</p>')!;
    assert.ok(citation.includes(esc(CITATION)), citation);
    assert.ok(citation.includes(`<a href="${CITATION_URL}"`), citation);
    const licence = element(cite, /<p data-licence>/, '</p>')!;
    assert.ok(licence.includes(`<a href="${LICENCE_URL}" rel="license">${LICENCE}</a>`), licence);
  });

  it('every page\'s footer shows the licence', async () => {
    for (const url of ['/', '/sc/tokens/', '/sc/tokens/1/', '/core/polities/1/', '/docs/', '/search/?q=rom', '/core/references/1/']) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      const footer = element(res.body, /<footer class="site">/, '</footer>')!;
      assert.ok(footer.includes(`<a href="${LICENCE_URL}" rel="license">${LICENCE}</a>`), `${url}: ${footer}`);
    }
  });

  it('a codebook page shows section.cite (the codebook pages are part B\'s)', async (t) => {
    const res = await get('/codebook/sc/tokens/');
    if (res.statusCode === 404) return t.skip('no codebook pages on this branch yet');
    const cite = element(res.body, /<section class="cite"/, '</section>');
    assert.ok(cite, 'section.cite');
    assert.ok(element(cite, /<p data-citation>/, '</p>')!.includes(esc(CITATION)));
    assert.ok(element(cite, /<p data-licence>/, '</p>')!.includes(`href="${LICENCE_URL}"`));
  });

  it('every CSV and NDJSON download carries one Link header with both relations, and CORS exposes it', async () => {
    for (const url of DOWNLOADS) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
      assert.equal(res.headers.link, `<${LICENCE_URL}>; rel="license", <${CITATION_URL}>; rel="cite-as"`, url);
      assert.match(String(res.headers['access-control-expose-headers']), /(^|, )Link(,|$)/, url);
      // A conditional request's 304 says the same of the same bytes.
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      assert.equal(again.statusCode, 304, url);
    }
    // HEAD as GET.
    const head = await demo.app.inject({ method: 'HEAD', url: DOWNLOADS[0]!, headers: { host: 'testserver' } });
    assert.equal(head.headers.link, `<${LICENCE_URL}>; rel="license", <${CITATION_URL}>; rel="cite-as"`);
  });

  it('JSON answers and pages carry no Link: they are not downloads', async () => {
    for (const url of ['/api/sc/tokens/', '/api/sc/tokens/1/', '/api/codebook/', '/', '/sc/tokens/']) {
      assert.equal((await get(url)).headers.link, undefined, url);
    }
  });

  it('the codebook JSON, list envelope and entry, ends with the citation: every part set', async () => {
    const member = { text: CITATION, url: CITATION_URL, licence: LICENCE, licence_url: LICENCE_URL };
    const list = JSON.parse((await get('/api/codebook/')).body) as Record<string, unknown>;
    assert.deepEqual(Object.keys(list), ['count', 'next', 'previous', 'results', 'citation']);
    assert.deepEqual(list.citation, member);
    const second = JSON.parse((await get(String(list.next))).body) as Record<string, unknown>;
    assert.deepEqual(second.citation, member);
    const entry = JSON.parse((await get('/api/codebook/sc/tokens/')).body) as Record<string, unknown>;
    assert.equal(Object.keys(entry).at(-1), 'citation');
    assert.deepEqual(entry.citation, member);
    assert.equal(entry.path, 'sc/tokens');
  });
});

describe('citation and licence: only some set', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE, { ...NO_PAGE_BUDGET, ...PATIENT, licence: LICENCE }); });
  after(async () => { await demo.close(); });
  const get = (url: string) => demo.app.inject({ url, headers: { host: 'testserver' } });

  it('a licence by name alone: shown as text, no Link header (no URL), the codebook member holds only it', async () => {
    const home = (await get('/')).body;
    const cite = element(home, /<section class="cite"/, '</section>')!;
    assert.ok(cite.includes(`<p data-licence>Licence: ${LICENCE}</p>`), cite);
    assert.ok(!cite.includes('data-citation'), 'no citation made up');
    assert.ok(element(home, /<footer class="site">/, '</footer>')!.includes(LICENCE));
    const csv = await get(DOWNLOADS[0]!);
    assert.equal(csv.headers.link, undefined);
    assert.doesNotMatch(String(csv.headers['access-control-expose-headers']), /Link/);
    assert.deepEqual((JSON.parse((await get('/api/codebook/sc/tokens/')).body) as { citation: unknown }).citation, { licence: LICENCE });
  });
});

describe('citation and licence: none set (the default)', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE, { ...NO_PAGE_BUDGET, ...PATIENT }); });
  after(async () => { await demo.close(); });
  const get = (url: string) => demo.app.inject({ url, headers: { host: 'testserver' } });

  it('no section, no footer line, no Link header, no codebook member', async () => {
    const home = (await get('/')).body;
    assert.ok(!home.includes('class="cite"') && !home.includes('data-citation') && !home.includes('data-licence'));
    assert.ok(home.includes('<footer class="site"></footer>'));
    for (const url of DOWNLOADS) {
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.headers.link, undefined, url);
      assert.equal(res.headers['access-control-expose-headers'], 'ETag, Retry-After, X-Ignored-Parameters, X-Case-Mismatch, Databank-Release, Databank-Generation, Databank-Loaded-At, Repr-Digest', url);
    }
    assert.deepEqual(Object.keys(JSON.parse((await get('/api/codebook/')).body) as object), ['count', 'next', 'previous', 'results']);
    assert.ok(!('citation' in (JSON.parse((await get('/api/codebook/sc/tokens/')).body) as object)));
  });
});
