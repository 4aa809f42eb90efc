/**
 * The codebook answers the methods every path of the API answers (DRF's APIView; Django's APPEND_SLASH): OPTIONS its
 * metadata with `Allow`, writes 405 `Method "POST" not allowed.`, a path that names no collection 404 whatever the
 * method, and the slash-less path a 301 to the slash form (review of issue 25: writes were 404 there).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

describe('codebook: the methods of every API path', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });
  const send = (method: string, url: string) => demo.app.inject({ method: method as 'GET', url, headers: { host: 'testserver' } });

  for (const url of ['/api/codebook/', '/api/codebook/sc/tokens/']) {
    it(`${url}: OPTIONS, POST, DELETE`, async () => {
      const options = await send('OPTIONS', url);
      assert.equal(options.statusCode, 200);
      assert.equal(options.headers.allow, 'GET, HEAD, OPTIONS');
      assert.deepEqual(Object.keys(options.json()), ['name', 'description', 'renders', 'parses']);
      for (const method of ['POST', 'DELETE']) {
        const r = await send(method, url);
        assert.equal(r.statusCode, 405, method);
        assert.deepEqual(r.json(), { detail: `Method "${method}" not allowed.` });
      }
    });
  }

  it('a path that names no collection: 404 for OPTIONS and writes too', async () => {
    for (const method of ['OPTIONS', 'POST', 'GET']) {
      const r = await send(method, '/api/codebook/sc/nothing/');
      assert.equal(r.statusCode, 404, method);
      assert.deepEqual(r.json(), { detail: 'Not found.' });
    }
  });

  it('without the slash: 301 to the slash form, query kept, for any method', async () => {
    for (const method of ['GET', 'POST']) {
      const r = await send(method, '/api/codebook/sc/tokens?format=csv');
      assert.equal(r.statusCode, 301, method);
      assert.equal(r.headers.location, '/api/codebook/sc/tokens/?format=csv');
    }
    assert.equal((await send('GET', '/api/codebook')).headers.location, '/api/codebook/');
  });
});
