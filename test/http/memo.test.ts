/**
 * The response memo in front of Fastify answers a repeated request with exactly the bytes Fastify sent
 * (real sockets: `inject` bypasses the server factory), and never across a databank swap.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { SQLITE, type TestStore } from '../helpers/stores.js';

interface Answer { status: number; headers: Record<string, unknown>; body: Buffer }

function request(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode!, headers: rest, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('response memo', () => {
  let handle: TestStore;
  let app: ReturnType<typeof buildApp>;
  let port: number;
  const lines: { reqId?: string; url?: string; msg?: string }[] = [];

  before(async () => {
    handle = await SQLITE.open();
    await loadDatabank(handle.store, demoSource());
    const stream = { write: (line: string) => { lines.push(JSON.parse(line)); } };
    app = buildApp({ config: loadConfig({}, {}), store: handle.store, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  after(async () => { await app.close(); await handle.cleanup(); });

  const memoAnswers = (url: string) => lines.filter((l) => l.msg === 'request' && l.url === url && l.reqId === undefined).length;

  it('a repeat is answered by the memo with the bytes and headers Fastify sent', async () => {
    const first = await request(port, 'GET', '/api/core/references/?page=3&format=api');
    const etag = String(first.headers.etag);
    const cases: [string, string, Record<string, string>][] = [
      ['GET', '/api/core/references/?page=3&format=api', {}],
      ['GET', '/api/core/references/?page=3&format=api', { 'accept-encoding': 'gzip' }],
      ['GET', '/api/core/references/?page=3&format=api', { 'accept-encoding': 'br' }],
      ['GET', '/api/core/references/?page=3&format=api', { 'if-none-match': etag }],
      ['HEAD', '/api/core/references/?page=3&format=api', {}],
      ['GET', '/api/core/citations/?page=last', { host: 'example.org:9' }],
      ['GET', '/api/core/sections/', {}],
      ['GET', '/api/sc/tokens/17/', {}],
    ];
    for (const [method, url, headers] of cases) {
      const fastify = await request(port, method, url, headers);
      const before = memoAnswers(url);
      const memo = await request(port, method, url, headers);
      assert.ok(memoAnswers(url) > before, `${method} ${url} ${JSON.stringify(headers)} was answered by the memo`);
      assert.equal(memo.status, fastify.status, url);
      assert.deepEqual(memo.headers, fastify.headers, `${method} ${url} ${JSON.stringify(headers)}`);
      assert.ok(memo.body.equals(fastify.body), `${method} ${url}: same bytes`);
    }
    assert.equal((await request(port, 'GET', '/api/core/references/?page=3&format=api', { 'if-none-match': etag })).status, 304);
  });

  it('errors are never remembered', async () => {
    for (let i = 0; i < 2; i++) assert.equal((await request(port, 'GET', '/api/sc/tokens/?page=0')).status, 404);
    assert.equal(memoAnswers('/api/sc/tokens/?page=0'), 0);
  });

  it('a new databank empties it: the next answer is the new one', async () => {
    const url = '/api/sc/tokens/';
    await request(port, 'GET', url);
    const old = JSON.parse((await request(port, 'GET', url)).body.toString());
    assert.equal(old.count, 394);
    await loadDatabank(handle.store, demoSource(2));
    const fresh = JSON.parse((await request(port, 'GET', url)).body.toString());
    assert.equal(fresh.count, 788);
  });
});
