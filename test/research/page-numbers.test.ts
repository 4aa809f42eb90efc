/**
 * The research tables' page numbers read as DRF's PageNumberPagination reads them (int(), so `2.0` is no page:
 * `Invalid page.`), on the long table and the panel alike (review of issue 25: the panel read `2.0` as 2).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

const TABLES = ['/api/values/?page_size=1', '/api/panel/?variables=sc/tokens&from=-3000&to=1900&page_size=1'];

describe('research tables: page numbers as int() reads them', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });
  const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { host: 'testserver' } });

  for (const table of TABLES) {
    it(`${table}: page=2 is a page, page=2.0 and page=x are Invalid page.`, async () => {
      assert.equal((await get(`${table}&page=2`)).statusCode, 200);
      for (const page of ['2.0', 'x', '0', '-1']) {
        const r = await get(`${table}&page=${page}`);
        assert.equal(r.statusCode, 404, `page=${page}`);
        assert.deepEqual(r.json(), { detail: 'Invalid page.' });
      }
      assert.equal((await get(`${table}&page=%202%20`)).statusCode, 200, 'int() strips white space');
    });
  }

  it('a variable past the filters\' 12,000-character bound is not echoed whole in the 400', async () => {
    const long = `sc/${'x'.repeat(13_000)}`;
    for (const [url, key] of [[`/api/values/?variable=${long}`, 'variable'], [`/api/panel/?variables=${long}&from=0&to=1`, 'variables']] as const) {
      const r = await get(url);
      assert.equal(r.statusCode, 400);
      const message = (r.json() as Record<string, string[]>)[key]![0]!;
      assert.ok(message.length < 200 && message.startsWith('Select a valid choice. sc/xxx'), message.slice(0, 100));
    }
  });
});
