/**
 * Issue 25 §5 over HTTP, on every store: `X-Ignored-Parameters` names exactly the parameters a path does not read
 * (in query order, once each, percent-encoded as a URL writes them) on a list, a list at a moved endpoint's alias,
 * a record, the API root, a download and the OpenAPI document; the body is the answer without them (a list's
 * `next`/`previous` keep every parameter, as DRF's replace_query_param does); a cached answer and a 304 carry the
 * header too; `X-Case-Mismatch` for `?token=Present`; CORS exposes both; the HTML list page shows them as a notice
 * with "did you mean". The parameters each path reads come from the catalogue (test/helpers/catalogue-oracle.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { responseCacheStats } from '../../src/http/cache.js';
import { demoApp, NO_PAGE_BUDGET, type DemoApp } from '../helpers/app.js';
import { readCatalogue, servedEndpoints, type Endpoint } from '../helpers/catalogue-oracle.js';
import { STORES } from '../helpers/stores.js';

const endpoints = new Map<string, Endpoint>();
for (const e of servedEndpoints(readCatalogue(), new Map())) for (const p of [e.path, ...e.aliases]) endpoints.set(p, e);

/** What a list of `path` reads (DRF's, django-filter's, the contract's `facet`). */
function listReads(path: string): Set<string> {
  const e = endpoints.get(path)!;
  return new Set([...e.filters.map((f) => f.param), ...(e.search.length ? ['search'] : []), 'page', 'page_size', 'format', 'ordering', 'facet']);
}
/** What a record reads: `format`, and the filters and `search` DRF's get_object() runs (filter_queryset). */
function recordReads(path: string): Set<string> {
  const e = endpoints.get(path)!;
  return new Set([...e.filters.map((f) => f.param), ...(e.search.length ? ['search'] : []), 'format']);
}

/** Parameters no path reads, some twice, some needing encoding in a header: `[name, value]` as a query writes them. */
const UNKNOWN: readonly (readonly [string, string])[] = [['_', '123'], ['year__gt', '2000'], ['_', '4'], ['x%0Ay', '1'], ['%E2%9C%93', ''], ['a%2Cb', '1']];

/** The header the oracle expects for `query` on a path reading `reads`: names not read, in order, once, encoded. */
function expected(query: string, reads: ReadonlySet<string>): string | undefined {
  const names: string[] = [];
  for (const [name] of new URLSearchParams(query)) if (!reads.has(name) && !names.includes(name)) names.push(name);
  if (!names.length) return undefined;
  const encode = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
    ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
  return names.map(encode).join(', ');
}

/** `clean` with the unknown parameters spread through it. */
function mixed(clean: string): string {
  const parts = clean ? clean.split('&') : [];
  const out: string[] = [];
  UNKNOWN.forEach(([n, v], i) => { out.push(`${n}=${v}`); if (parts[i] !== undefined) out.push(parts[i]!); });
  out.push(...parts.slice(UNKNOWN.length));
  return out.join('&');
}

/** A page link without some parameters, its query sorted (to compare with the clean answer's link). */
function linkWithout(link: string | null, names: readonly string[]): string | null {
  if (link === null) return null;
  const url = new URL(link);
  for (const n of names) url.searchParams.delete(n);
  url.searchParams.sort();
  return url.toString();
}

for (const kind of STORES) {
  describe(`${kind.name}: ignored parameters and letter case (issue 25 §5)`, () => {
    let demo: DemoApp;
    before(async () => { demo = await demoApp(kind, NO_PAGE_BUDGET); });
    after(async () => { await demo.close(); });
    const get = (url: string, headers: Record<string, string> = {}) =>
      demo.app.inject({ url, headers: { host: 'testserver', origin: 'https://elsewhere.example', ...headers } });

    const lists: readonly (readonly [string, string])[] = [
      ['core/references', 'page_size=3&year__gte=1900'], ['sc/tokens', 'token=present&page=2'], ['core/polities', 'search=rome&ordering=-name'],
      ['rt/human-sacrifices', ''], ['sc/polity-populations', 'page_size=5&facet=tag'],
    ];
    for (const [path, clean] of lists) {
      it(`a list: /api/${path}/?${mixed(clean)}`, async () => {
        const query = mixed(clean);
        const [plain, asked] = [await get(`/api/${path}/?${clean}`), await get(`/api/${path}/?${query}`)];
        assert.equal(asked.statusCode, 200, asked.body.slice(0, 200));
        assert.equal(asked.headers['x-ignored-parameters'], expected(query, listReads(path)));
        assert.equal(plain.headers['x-ignored-parameters'], undefined);
        assert.equal(asked.headers['x-case-mismatch'], undefined);
        assert.match(String(asked.headers['access-control-expose-headers']), /X-Ignored-Parameters, X-Case-Mismatch/);
        const [a, b] = [JSON.parse(asked.body), JSON.parse(plain.body)] as { count: number; next: string | null; previous: string | null }[];
        assert.equal(a!.count, b!.count);
        assert.equal(asked.body.slice(asked.body.indexOf('"results":')), plain.body.slice(plain.body.indexOf('"results":')), 'the records, byte for byte');
        const names = [...new URLSearchParams(query).keys()].filter((n) => !listReads(path).has(n));
        assert.equal(linkWithout(a!.next, names), linkWithout(b!.next, []), 'next keeps every parameter, as DRF does');
        assert.equal(linkWithout(a!.previous, names), linkWithout(b!.previous, []));
      });
    }

    it('a download: CSV and NDJSON, byte-identical to the answer without the unknown parameters', async () => {
      for (const format of ['csv', 'ndjson']) {
        const clean = `format=${format}&year__lte=1950`;
        const [plain, asked] = [await get(`/api/core/references/?${clean}`), await get(`/api/core/references/?${mixed(clean)}`)];
        assert.equal(asked.statusCode, 200);
        assert.equal(asked.headers['x-ignored-parameters'], expected(mixed(clean), listReads('core/references')));
        assert.ok(asked.rawPayload.equals(plain.rawPayload), format);
      }
    });

    it('a record: its parameters are `format` and what get_object() filters by; a cached answer and a 304 carry the header', async () => {
      const path = 'sc/tokens';
      const plain = await get(`/api/${path}/1/`);
      const query = `${mixed('format=json&token=absent')}&page=2&ordering=id`;
      const hits = responseCacheStats.hits;
      const asked = await get(`/api/${path}/1/?${query}`);
      assert.equal(responseCacheStats.hits - hits, 1, 'answered from the cache the plain request filled');
      assert.equal(asked.headers['x-ignored-parameters'], expected(query, recordReads(path)));
      assert.match(asked.headers['x-ignored-parameters'] as string, /, page, ordering$/);
      assert.ok(asked.rawPayload.equals(plain.rawPayload));
      const revalidated = await get(`/api/${path}/1/?${query}`, { 'if-none-match': String(plain.headers.etag) });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.headers['x-ignored-parameters'], asked.headers['x-ignored-parameters']);
      assert.equal((await get(`/api/${path}/1/?${mixed('')}`, { 'accept-encoding': 'gzip' })).headers['x-ignored-parameters'], expected(mixed(''), recordReads(path)));
    });

    it('the API root reads `format` only; the OpenAPI document reads nothing', async () => {
      const plain = await get('/api/');
      const query = `${mixed('format=json')}&page=1&token=x`;
      const asked = await get(`/api/?${query}`);
      assert.equal(asked.headers['x-ignored-parameters'], expected(query, new Set(['format'])));
      assert.ok(asked.rawPayload.equals(plain.rawPayload));
      const doc = await get('/api/openapi.json?format=json&_=1');
      assert.equal(doc.headers['x-ignored-parameters'], 'format, _');
    });

    it('a 400 of the filters, a 404 of the page and of the format carry the header too', async () => {
      for (const [clean, status] of [['year__gte=abc', 400], ['page=999', 404], ['format=xml', 404]] as const) {
        const query = mixed(clean);
        const res = await get(`/api/core/references/?${query}`);
        assert.equal(res.statusCode, status, clean);
        assert.equal(res.headers['x-ignored-parameters'], expected(query, listReads('core/references')), clean);
        assert.equal(res.headers['cache-control'], 'no-cache', clean);
      }
    });

    it('an answer with nothing to tell has neither header', async () => {
      for (const url of ['/api/core/references/?year__gte=2000&page_size=2&ordering=-year&format=json', '/api/sc/tokens/?token=present', '/api/sc/tokens/1/?format=api']) {
        const res = await get(url);
        assert.equal(res.headers['x-ignored-parameters'], undefined, url);
        assert.equal(res.headers['x-case-mismatch'], undefined, url);
      }
    });

    it('`?token=Present` on sc/tokens: X-Case-Mismatch names the vocabulary\'s spelling; the body is what the server answers for it', async () => {
      const res = await get('/api/sc/tokens/?token=Present&tag=TRS');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['x-case-mismatch'], 'token=present');
      assert.equal(res.headers['x-ignored-parameters'], undefined);
      assert.equal(JSON.parse(res.body).count, 0, 'the filter compares case exactly, as the original does');
      const csv = await get('/api/sc/tokens/?token=%20ABSENT&format=csv&_=1');
      assert.equal(csv.headers['x-case-mismatch'], 'token=absent');
      assert.equal(csv.headers['x-ignored-parameters'], '_');
    });

    it('the list page shows a notice, with "did you mean" and a link to the corrected query, escaped', async () => {
      const res = await get('/core/references/?year__gt=2000&%3Cb%3E=1');
      assert.equal(res.statusCode, 200);
      const notice = /<div class="notice"[^>]*>([\s\S]*?)<\/div>/.exec(res.body)?.[1] ?? '';
      assert.match(notice, /<code>year__gt<\/code>[^<]*ignored[^<]*did you mean <a href="\/core\/references\/\?%3Cb%3E=1&amp;year__gte=2000"><code>year__gte<\/code><\/a>\?/);
      assert.match(notice, /<code>&lt;b&gt;<\/code> is not a parameter/);
      assert.doesNotMatch(res.body, /<b>/);
      const tokens = await get('/sc/tokens/?token=Present');
      assert.match(tokens.body, /<code>token<\/code> compares letter case exactly[\s\S]*?<a href="\/sc\/tokens\/\?token=present"><code>present<\/code><\/a>/);
      assert.doesNotMatch((await get('/core/references/?year__gte=2000')).body, /class="notice"/);
    });
  });
}
