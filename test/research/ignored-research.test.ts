/**
 * X-Ignored-Parameters on the research tables (docs/research.md, "Ignored parameters and letter case"): each names
 * exactly the parameters its path does not read, in query order, once each, and the body is the one without them.
 * The parameters each path reads are written here from the contract (docs/research.md), not from src/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

/** A path with the parameters it reads, and the unknown ones added to it. */
const CASES: readonly { path: string; read: string; junk: string; ignored: string }[] = [
  { path: '/api/codebook/', read: 'page=1&page_size=3', junk: 'year__gt=2000&_=1&year__gt=5', ignored: 'year__gt, _' },
  { path: '/api/codebook/', read: 'format=csv', junk: 'facet=tag', ignored: 'facet' },
  // One entry reads its format alone: a page means nothing there.
  { path: '/api/codebook/sc/tokens/', read: 'format=json', junk: 'page=2&page_size=5', ignored: 'page, page_size' },
  { path: '/api/values/', read: 'polity=1&variable=sc/tokens&page_size=5', junk: 'year__gt=3', ignored: 'year__gt' },
  { path: '/api/values/', read: 'polity=1&format=csv', junk: 'ordering=-id&polities=2', ignored: 'ordering, polities' },
  { path: '/api/panel/', read: 'variables=sc/tokens&from=-500&to=500&step=250', junk: 'variable=sc/tokens&stpe=10', ignored: 'variable, stpe' },
  { path: '/api/panel/', read: 'variables=sc/tokens&from=-500&to=500&format=csv&name__icontains=a', junk: 'x=1', ignored: 'x' },
];

describe('X-Ignored-Parameters on the research tables', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });
  const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { host: 'testserver' } });

  for (const c of CASES) {
    it(`${c.path}?${c.read} + ${c.junk}: names ${c.ignored}; the body is the one without them`, async () => {
      const clean = await get(`${c.path}?${c.read}`);
      const noisy = await get(`${c.path}?${c.read}&${c.junk}`);
      assert.equal(clean.statusCode, 200, clean.body);
      assert.equal(clean.headers['x-ignored-parameters'], undefined, 'every parameter of the clean query is read');
      assert.equal(noisy.statusCode, 200);
      assert.equal(noisy.headers['x-ignored-parameters'], c.ignored);
      // JSON pages' links keep every parameter (DRF's replace_query_param), so compare the rows of a page.
      const isJson = String(clean.headers['content-type']).startsWith('application/json');
      if (isJson && 'results' in clean.json()) assert.deepEqual(noisy.json().results, clean.json().results);
      else assert.ok(noisy.rawPayload.equals(clean.rawPayload), 'the same bytes');
    });
  }

  // A 400 tells them too, as a list's does: the request's mistakes are all said at once.
  for (const url of ['/api/values/?variable=sc/nope&zz=1', '/api/panel/?from=x&to=1&zz=1']) {
    it(`${url}: a 400 naming zz`, async () => {
      const r = await get(url);
      assert.equal(r.statusCode, 400);
      assert.equal(r.headers['x-ignored-parameters'], 'zz');
    });
  }
});
