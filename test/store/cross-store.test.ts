/**
 * Identical answers: the demo databank loaded into SQLite and into PostgreSQL, every page of every collection and
 * a sample of records requested from both apps; status, body and every header but Date must be byte-identical.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { REGISTRY } from '../helpers/registry.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { PG_SKIP_LINE, POSTGRES, SQLITE, TEST_DATABASE_URL } from '../helpers/stores.js';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, unknown>;
  readonly body: string;
}

async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await app.inject({ method: 'GET', url, headers });
  // Besides Date, the load time of each store's databank: the same databank (the same generation, which is compared)
  // was loaded into each at its own moment.
  const { date: _date, 'databank-loaded-at': _loaded, ...rest } = res.headers;
  return { status: res.statusCode, headers: rest, body: res.body };
}

if (!TEST_DATABASE_URL) {
  test(PG_SKIP_LINE, { skip: true }, () => undefined);
} else {
  describe('cross-store: SQLite and PostgreSQL answer byte for byte alike', () => {
    let lite: DemoApp;
    let pg: DemoApp;
    before(async () => {
      // One after the other: a SQLite load holds the event loop for seconds, longer than a PostgreSQL connect may wait.
      lite = await demoApp(SQLITE);
      pg = await demoApp(POSTGRES);
    });
    after(async () => {
      await Promise.all([lite?.close(), pg?.close()]);
    });

    async function same(url: string, headers?: Record<string, string>): Promise<Answer> {
      const [a, b] = await Promise.all([get(lite.app, url, headers), get(pg.app, url, headers)]);
      assert.equal(b.status, a.status, `${url}: status`);
      assert.deepEqual(b.headers, a.headers, `${url}: headers`);
      assert.equal(b.body, a.body, `${url}: body`);
      return a;
    }

    for (const def of REGISTRY) {
      test(`${def.path}: every page and a sample of records`, async () => {
        const first = await same(`/api/${def.path}/`);
        assert.equal(first.status, 200);
        const count = (JSON.parse(first.body) as { count: number }).count;
        assert.ok(count > 0);
        const pages = Math.ceil(count / def.pageSize);
        const ids: unknown[] = [];
        for (let page = 1; page <= pages; page++) {
          const answer = await same(`/api/${def.path}/?page=${page}`);
          assert.equal(answer.status, 200);
          const results = (JSON.parse(answer.body) as { results: { id: unknown }[] }).results;
          if (page === 1 || page === pages || page % 7 === 0) ids.push(results[0]!.id, results[results.length - 1]!.id);
        }
        // Past the end, `format=api` carried into links, `page=last`, a compressed page, and conditional requests.
        await same(`/api/${def.path}/?page=${pages + 1}`);
        await same(`/api/${def.path}/?format=api&page=${Math.max(1, pages - 1)}`);
        await same(`/api/${def.path}/?page=last`);
        const zipped = await same(`/api/${def.path}/?page=1`, { 'accept-encoding': 'gzip' });
        await same(`/api/${def.path}/?page=1`, { 'if-none-match': String(zipped.headers.etag) });
        for (const id of ids) {
          const answer = await same(`/api/${def.path}/${String(id)}/`);
          assert.equal(answer.status, 200);
        }
        await same(`/api/${def.path}/${def.idType === 'integer' ? '999999999' : '00000000-0000-0000-0000-000000000000'}/`);
        await same(`/api/${def.path}/not-an-id/`);
      });
    }

    test('the API root, /readyz status and /healthz', async () => {
      await same('/api/');
      await same('/healthz');
      const [a, b] = await Promise.all([get(lite.app, '/readyz'), get(pg.app, '/readyz')]);
      assert.equal(a.status, 200);
      assert.equal(b.status, 200);
      assert.equal(JSON.parse(b.body).generation, JSON.parse(a.body).generation, 'one databank, one generation id');
    });
  });
}
