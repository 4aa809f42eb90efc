/**
 * Reads bounded in time, stopped when their client goes away, and rows reused across requests that differ only in
 * what does not change them (issue 17, defects 1 and 2). The expectations come from the README's "Operations:
 * fairness and time limits" and the spec's links (every parameter of the request kept in `next`).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { parseListPlan } from '../../src/plan/parse.js';
import { parseQuery } from '../../src/http/query.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { ClientGoneError, QueryTimeLimitError, type Generation, type PageQuery, type PageRows, type PageShape } from '../../src/store/store.js';
import type { ReadResult } from '../../src/plan/plan.js';
import { registry } from '../helpers/registry.js';
import { copyDemo } from '../helpers/demo-cache.js';
import { tempDir } from '../helpers/stores.js';

const TIME_LIMIT_BODY = { detail: 'The query took longer than the time limit; narrow the filter, or try again later.' };

describe('fairness: time limits, clients that leave, rows reused (SQLite read threads)', () => {
  let dir: string;
  let file: string;

  before(async () => {
    dir = tempDir();
    file = path.join(dir, 'databank.sqlite');
    await copyDemo(file);
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The app over a store of its own on the demo file, with `settings`; its store's reads of references counted. */
  async function appWith(settings: Record<string, string>): Promise<{ app: FastifyInstance; reads: () => number; close(): Promise<void> }> {
    const config = loadConfig({ ...settings, database: file }, {});
    let reads = 0;
    // Reads of the references (the pages' own index reads of other collections are not this test's).
    class Counted extends SqliteStore {
      override read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape?: S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>> {
        if (query.def.path === 'core/references') reads++;
        return super.read(gen, query, shape, signal);
      }
    }
    const store = new Counted(registry, file, { readThreads: config.readThreads, queryTimeLimitMs: config.queryTimeLimitMs });
    const app = buildApp({ config, store });
    await app.ready();
    return { app, reads: () => reads, close: async () => { await app.close(); await store.close(); } };
  }

  it('a read past QUERY_TIME_LIMIT_MS answers 503 with a detail that says so, and the server goes on answering', async () => {
    const { app, close } = await appWith({ queryTimeLimitMs: '1' });
    try {
      // An ordering sorts every reference: more than a millisecond, thread start included.
      const res = await app.inject('/api/core/references/?ordering=-url_link');
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), TIME_LIMIT_BODY);
      assert.equal(res.headers['content-type'], 'application/json');
      assert.equal(res.headers['retry-after'], '1');
      // A whole collection's page is no filtered read: it is answered as ever.
      assert.equal((await app.inject('/api/core/references/?page=2')).statusCode, 200);
      assert.equal((await app.inject('/healthz')).statusCode, 200);
      // A download of a selection is bounded the same way, before anything is sent.
      const csv = await app.inject('/api/core/references/?ordering=-url_link&format=csv');
      assert.equal(csv.statusCode, 503);
      assert.deepEqual(csv.json(), TIME_LIMIT_BODY);
    } finally {
      await close();
    }
  });

  it('requests that differ only in an unknown parameter reuse the rows and count of one read', async () => {
    const { app, reads, close } = await appWith({});
    try {
      const bodies = [];
      for (const junk of ['1', '2', '3']) {
        const res = await app.inject(`/api/core/references/?ordering=-year&page=3&_=${junk}`);
        assert.equal(res.statusCode, 200);
        bodies.push(res.json() as { count: number; next: string; previous: string; results: unknown[] });
      }
      assert.equal(reads(), 1, 'one store read for three requests');
      for (const body of bodies.slice(1)) {
        assert.deepEqual(body.results, bodies[0]!.results);
        assert.equal(body.count, bodies[0]!.count);
      }
      // The links are each request's own: every parameter kept (spec: links keep the query).
      assert.match(bodies[1]!.next, /[?&]_=2(&|$)/);
      assert.match(bodies[2]!.previous, /[?&]_=3(&|$)/);
      // Another page is other rows.
      await app.inject('/api/core/references/?ordering=-year&page=4&_=1');
      assert.equal(reads(), 2);
    } finally {
      await close();
    }
  });

  it('a read stops when its client has gone, whether waiting for a read thread or not yet asked', async () => {
    const store = new SqliteStore(registry, file, { readThreads: 1, queryTimeLimitMs: 60_000 });
    try {
      const gen = (await store.current())!;
      const plan = (q: string) => parseListPlan(registry.byPath('core/citations')!, parseQuery(q));
      // Already gone: nothing is asked of a thread.
      const gone = AbortSignal.abort();
      await assert.rejects(store.read(gen, plan('page_from__gte=1&ordering=-page_to'), 'joined', gone), ClientGoneError);
      // Waiting behind another read in the one thread: leaving gives up the place in line at once.
      const first = store.read(gen, plan('reference_year_gte=-1000&page=last'), 'joined');
      const controller = new AbortController();
      const second = store.read(gen, plan('reference_title_contains=A&page=last'), 'joined', controller.signal);
      controller.abort();
      await assert.rejects(second, ClientGoneError);
      const done = await first;
      assert.ok(done.count > 0);
      // The thread goes on answering.
      const again = await store.read(gen, plan('reference_title_contains=A'), 'joined');
      assert.ok(again.count > 0);
    } finally {
      await store.close();
    }
  });

  it('the time limit interrupts a read in its thread: the next read does not wait for the whole of it', async () => {
    const store = new SqliteStore(registry, file, { readThreads: 1, queryTimeLimitMs: 1 });
    try {
      const gen = (await store.current())!;
      const plan = parseListPlan(registry.byPath('core/citations')!, parseQuery('reference_title_contains=E&ordering=-page_to'));
      await assert.rejects(store.read(gen, plan, 'joined'), QueryTimeLimitError);
      // With no time limit to speak of, every filtered read fails the same way, promptly.
      const plan2 = parseListPlan(registry.byPath('core/citations')!, parseQuery('reference_year_gte=-7&ordering=page_from'));
      await assert.rejects(store.read(gen, plan2, 'joined'), QueryTimeLimitError);
      // A whole collection's page is answered.
      const plain = await store.read(gen, parseListPlan(registry.byPath('core/citations')!, parseQuery('page=2')), 'joined');
      assert.ok(plain.window);
    } finally {
      await store.close();
    }
  });
});
