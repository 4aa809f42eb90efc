/**
 * Issue 12, defects 2, 7, 8 and 10, on the wire: everything below Fastify (node:http's own answers, the request
 * line, Expect) and the Host check. Real sockets throughout, since `app.inject` never reaches node:http, and every
 * byte the server sends is parsed strictly: a stray or misplaced byte fails the test.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { openDemo, SQLITE, type TestStore } from '../helpers/stores.js';

interface Response {
  readonly status: number;
  /** Lower-cased names; a repeated field is an error of the parser. */
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

interface Exchange {
  /** Every response, interim (1xx) ones included, in the order they came. */
  readonly responses: Response[];
  /** Whether the server closed the connection (within the wait). */
  readonly closed: boolean;
}

/**
 * Parses a byte stream of HTTP/1.1 responses strictly: status line, well-formed header fields, a body framed by
 * Content-Length (or nothing for 1xx, 204, 304 and answers to HEAD). Returns the complete responses and whether
 * bytes of an incomplete one remain; throws on anything else.
 */
function parseResponses(data: Buffer, heads: readonly boolean[] = []): { responses: Response[]; partial: boolean } {
  const responses: Response[] = [];
  let at = 0;
  let finals = 0;
  while (at < data.length) {
    const end = data.indexOf('\r\n\r\n', at);
    if (end < 0) return { responses, partial: true };
    const [statusLine, ...fields] = data.subarray(at, end).toString('latin1').split('\r\n');
    const m = /^HTTP\/1\.1 (\d{3}) [\x20-\x7e]*$/.exec(statusLine!);
    assert.ok(m, `malformed status line at byte ${at}: ${JSON.stringify(statusLine)}`);
    const status = Number(m[1]);
    const headers: Record<string, string> = {};
    for (const field of fields) {
      const f = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x20-\x7e]*?)[ \t]*$/.exec(field);
      assert.ok(f, `malformed header field: ${JSON.stringify(field)}`);
      const name = f[1]!.toLowerCase();
      assert.ok(!(name in headers), `header ${name} sent twice`);
      headers[name] = f[2]!;
    }
    at = end + 4;
    let length = 0;
    const head = status >= 200 && heads[finals] === true;
    if (status >= 200 && status !== 204 && status !== 304 && !head) {
      assert.ok(headers['transfer-encoding'] === undefined, 'unexpected chunked body');
      assert.match(headers['content-length'] ?? '', /^\d+$/, `status ${status} without Content-Length`);
      length = Number(headers['content-length']);
    }
    if (data.length - at < length) return { responses, partial: true };
    responses.push({ status, headers, body: data.subarray(at, at + length) });
    at += length;
    if (status >= 200) finals++;
  }
  return { responses, partial: false };
}

/**
 * Sends `bytes` on a new connection and collects what comes back: until the server closes (`close`), or until
 * `count` final responses are complete and a short while passes without another byte (so a late stray byte shows).
 */
function exchange(
  port: number, bytes: string | Buffer,
  opts: { count?: number; close?: boolean; heads?: boolean[]; quiet?: number; fin?: boolean } = {},
): Promise<Exchange> {
  const { count = 1, close = false, heads = [], quiet: quietMs = 100, fin = false } = opts;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    let quiet: NodeJS.Timeout | undefined;
    const finish = (closed: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(quiet);
      clearTimeout(limit);
      socket.destroy();
      try {
        const { responses, partial } = parseResponses(Buffer.concat(chunks), heads);
        assert.ok(!partial, `an incomplete response: ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(-200))}`);
        resolve({ responses, closed });
      } catch (err) {
        reject(err as Error);
      }
    };
    const limit = setTimeout(() => finish(false), 3000);
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      if (close) return;
      clearTimeout(quiet);
      let done = false;
      try {
        const { responses, partial } = parseResponses(Buffer.concat(chunks), heads);
        done = !partial && responses.filter((r) => r.status >= 200).length >= count;
      } catch {
        done = true; // finish() reports it
      }
      if (done) quiet = setTimeout(() => finish(false), quietMs);
    });
    socket.on('end', () => finish(true));
    socket.on('error', (err) => (settled ? undefined : reject(err)));
    if (fin) socket.end(bytes);
    else socket.write(bytes);
  });
}

/** An error answer in the API's shape, with the usual headers. */
function assertDetail(res: Response | undefined, status: number, detail: string, what = ''): void {
  assert.ok(res, `${what}: no response`);
  assert.equal(res.status, status, `${what}: ${res.body.toString().slice(0, 200)}`);
  assert.equal(res.headers['content-type'], 'application/json', what);
  assert.equal(res.headers.vary, 'Accept', what);
  assert.equal(res.headers['cache-control'], 'no-cache', what);
  assert.equal(Number(res.headers['content-length']), res.body.length, what);
  assert.deepEqual(JSON.parse(res.body.toString()), { detail }, what);
  assert.equal(res.headers.server, undefined, what);
  assert.equal(res.headers['x-powered-by'], undefined, what);
}

const finals = (x: Exchange): Response[] => x.responses.filter((r) => r.status >= 200);

let handle: TestStore;
const apps: FastifyInstance[] = [];
before(async () => {
  handle = await openDemo(SQLITE);
});
after(async () => {
  for (const a of apps) await a.close();
  await handle.cleanup();
});

/** An app over the shared demo store with `settings` applied (closed at the end). */
async function appWith(settings: Record<string, string> = {}): Promise<FastifyInstance> {
  const a = buildApp({ config: loadConfig(settings, {}), store: handle.store });
  apps.push(a);
  await a.ready();
  return a;
}

describe('below Fastify, over real sockets (issue 12)', () => {
  let app: FastifyInstance;
  let port: number;
  let strict: FastifyInstance;
  let strictPort: number;

  before(async () => {
    app = await appWith();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    strict = await appWith({ allowedHosts: '.example.org' });
    await strict.listen({ port: 0, host: '127.0.0.1' });
    strictPort = (strict.server.address() as net.AddressInfo).port;
  });

  const get = (target: string, headers = 'Host: testserver\r\n'): string => `GET ${target} HTTP/1.1\r\n${headers}\r\n`;

  describe('defect 2: an absolute-form request line', () => {
    it('redirects to the path and query only, with a Cache-Control', async () => {
      const x = await exchange(port, get('http://evil.example/api/sc/tokens?page=2&format=api'));
      const [res] = finals(x);
      assert.equal(res!.status, 301);
      assert.equal(res!.headers.location, '/api/sc/tokens/?page=2&format=api');
      assert.equal(res!.headers['cache-control'], 'public, max-age=60');
      const bare = finals(await exchange(port, get('https://evil.example:8443/api/core/references/5')))[0]!;
      assert.equal(bare.headers.location, '/api/core/references/5/');
    });

    it('is routed by its path, and no answer reflects its authority', async () => {
      for (const [target, status] of [
        ['http://evil.example/api/sc/tokens/?page=2', 200],
        ['http://evil.example/api/', 200],
        ['http://evil.example/api/sc/tokens/3/', 200],
        ['http://evil.example/api/openapi.json', 200],
        ['http://evil.example/api/nope/', 404],
        // `/` is the home page (README, Pages for people).
        ['http://evil.example', 200],
        ['http://evil.example?page=2', 200],
        ['http://evil.example/api', 301],
      ] as const) {
        const x = await exchange(port, get(target));
        const [res] = finals(x);
        assert.equal(res!.status, status, target);
        const wire = JSON.stringify(res!.headers) + res!.body.toString();
        assert.doesNotMatch(wire, /evil/, target);
      }
      const page = JSON.parse(finals(await exchange(port, get('http://evil.example/api/sc/tokens/?page=2')))[0]!.body.toString());
      assert.equal(page.next, 'http://testserver/api/sc/tokens/?page=3');
    });

    it('under PUBLIC_URL the redirect is that URL plus the path and query', async () => {
      const res = await (await appWith({ publicUrl: 'https://data.example.org/db/' })).inject({ url: '/api/sc/tokens?page=2', headers: { host: 'internal:8000' } });
      assert.equal(res.statusCode, 301);
      assert.equal(res.headers.location, 'https://data.example.org/db/api/sc/tokens/?page=2');
    });
  });

  describe('defect 7: every answer is {"detail"}, whatever the layer', () => {
    const overflow = `GET /api/ HTTP/1.1\r\nHost: testserver\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`;
    const cases: [string, string, number, string][] = [
      ['a malformed header field', 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nno colon here\r\n\r\n', 400, 'Bad request.'],
      ['an unknown method', 'FROB /api/ HTTP/1.1\r\nHost: testserver\r\n\r\n', 400, 'Bad request.'],
      ['a request-target that is no URL', 'GET api HTTP/1.1\r\nHost: testserver\r\n\r\n', 400, 'Bad request.'],
      ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 400, 'Bad request.'],
      ['both Content-Length and Transfer-Encoding', 'POST /api/ HTTP/1.1\r\nHost: testserver\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400, 'Bad request.'],
      ['a header section over the limit', overflow, 431, 'Request header fields too large.'],
      ['chunk extensions over the limit', `POST /api/sc/tokens/ HTTP/1.1\r\nHost: testserver\r\nTransfer-Encoding: chunked\r\n\r\n1;${'x'.repeat(20_000)}\r\n`, 413, 'Request body too large.'],
      ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405, 'Method "CONNECT" not allowed.'],
    ];
    for (const [what, bytes, status, detail] of cases) {
      it(`${what}: ${status} ${detail}, then the connection is closed`, async () => {
        const x = await exchange(port, bytes, { close: true });
        assert.equal(x.responses.length, 1, `${what}: ${x.responses.length} responses`);
        assertDetail(x.responses[0], status, detail, what);
        assert.equal(x.responses[0]!.headers.connection, 'close', what);
        assert.ok(x.closed, `${what}: the connection stays open`);
        if (status === 405) assert.equal(x.responses[0]!.headers.allow, 'GET, HEAD, OPTIONS');
      });
    }

    it('an HTTP/1.1 request without Host, or with two: 400 Invalid Host header.', async () => {
      const none = await exchange(port, 'GET /api/sc/tokens/ HTTP/1.1\r\n\r\n');
      assertDetail(finals(none)[0], 400, 'Invalid Host header.', 'no Host');
      const two = await exchange(port, get('/api/', 'Host: testserver\r\nHost: evil.example\r\n'));
      assertDetail(finals(two)[0], 400, 'Invalid Host header.', 'two Hosts');
      const old = await exchange(port, 'GET /api/sc/tokens/ HTTP/1.0\r\n\r\n', { close: true });
      assertDetail(finals(old)[0], 400, 'Invalid Host header.', 'HTTP/1.0 without Host');
    });

    it('an unknown expectation: 417 Expectation failed.', async () => {
      const x = await exchange(port, get('/api/', 'Host: testserver\r\nExpect: something-else\r\n'), { close: true });
      assertDetail(finals(x)[0], 417, 'Expectation failed.');
    });

    it('an Upgrade request gets the ordinary answer, as its connection\'s last', async () => {
      const x = await exchange(port, get('/api/', 'Host: testserver\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n'), { close: true });
      assert.equal(finals(x)[0]!.status, 200);
      assert.equal(JSON.parse(finals(x)[0]!.body.toString())['sc/tokens'], 'http://testserver/api/sc/tokens/');
      assert.equal(finals(x)[0]!.headers.connection, 'close');
      assert.ok(x.closed);
    });

    it('every method node parses gets JSON, a {"detail"} when it is an error', async () => {
      for (const method of http.METHODS) {
        const x = await exchange(port, `${method} /api/sc/tokens/ HTTP/1.1\r\nHost: testserver\r\nContent-Length: 0\r\n\r\n`,
          { heads: [method === 'HEAD'], close: method === 'CONNECT', quiet: 10 });
        const [res] = finals(x);
        assert.ok(res, method);
        assert.equal(res.headers['content-type'], 'application/json', method);
        if (res.status >= 400) assertDetail(res, res.status, JSON.parse(res.body.toString()).detail, method);
      }
    });

    it('a bad request pipelined behind a good one is answered after it, in order', async () => {
      const x = await exchange(port, get('/api/sc/tokens/?page=2') + 'GET /api/ HTTP/1.1\r\nno colon\r\n\r\n', { close: true });
      const [first, second] = x.responses;
      assert.equal(x.responses.length, 2);
      assert.equal(first!.status, 200);
      assert.equal(JSON.parse(first!.body.toString()).next, 'http://testserver/api/sc/tokens/?page=3');
      assertDetail(second, 400, 'Bad request.');
      assert.ok(x.closed);
    });

    it('CONNECT pipelined behind a good request is answered after it, in order', async () => {
      const x = await exchange(port, get('/api/core/sections/') + 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', { close: true });
      assert.deepEqual(x.responses.map((r) => r.status), [200, 405]);
      assertDetail(x.responses[1], 405, 'Method "CONNECT" not allowed.');
      assert.ok(x.closed);
    });

    it('a request that arrives while the server closes gets the ordinary answer, with Connection: close', async () => {
      // The store holds every request until released, so the connection is busy, not idle, when the server closes.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let calls = 0;
      const store = new Proxy(handle.store, {
        get(target, prop) {
          if (prop === 'current') {
            return async () => {
              calls++;
              await gate;
              return target.current();
            };
          }
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const until = async (done: () => boolean): Promise<void> => {
        for (const deadline = Date.now() + 2000; !done() && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 5));
      };
      const closing = buildApp({ config: loadConfig({}, {}), store });
      await closing.listen({ port: 0, host: '127.0.0.1' });
      const socket = net.connect((closing.server.address() as net.AddressInfo).port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (d: Buffer) => chunks.push(d));
      const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(get('/api/sc/tokens/'));
      await until(() => calls === 1); // the first request is in the app
      const closed = closing.close();
      await until(() => !closing.server.listening); // Fastify is closing
      socket.write(get('/api/core/sections/'));
      await until(() => calls === 2); // the second request reached its route
      release();
      await Promise.all([closed, ended]);
      const { responses, partial } = parseResponses(Buffer.concat(chunks));
      assert.ok(!partial);
      assert.deepEqual(responses.map((r) => r.status), [200, 200], responses.map((r) => r.body.toString().slice(0, 100)).join('\n'));
      assert.equal(responses[1]!.headers.connection, 'close');
      assert.equal(JSON.parse(responses[1]!.body.toString()).previous, null);
    });

    it('a request that arrives too slowly: 408 Request timeout., then the connection is closed', async (t) => {
      const { createApiServer } = await import('../../src/http/server.js');
      const server = createApiServer((_req, res) => res.end('{}'), { http: { headersTimeout: 200, requestTimeout: 200, connectionsCheckingInterval: 50 } });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
      const x = await exchange((server.address() as net.AddressInfo).port, 'GET /api/ HTTP/1.1\r\nHost: testserver\r\n', { close: true });
      assert.equal(x.responses.length, 1);
      assertDetail(x.responses[0], 408, 'Request timeout.');
      assert.ok(x.closed);
    });
  });

  describe('issue 11: what the soak found', () => {
    /** 1 MiB the server never reads: a body it does not want, or requests behind a closing answer. */
    const unread = 'x'.repeat(1 << 20);

    /**
     * A client that sends `bytes`, reads nothing yet, keeps sending 16 KiB every 10 ms (`rounds` times: a body it
     * announced, requests behind a closing answer), then half-closes and reads what is left for it. A server that
     * closes its socket meanwhile answers the next bytes with a reset, and a reset makes the client's kernel discard
     * the answer it holds unread.
     */
    const lingering = (to: number, bytes: string, rounds = 30): Promise<{ data: Buffer; error: string | undefined }> =>
      new Promise((resolve) => {
        const socket = net.connect(to, '127.0.0.1');
        const chunks: Buffer[] = [];
        let error: string | undefined;
        socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code));
        socket.on('close', () => resolve({ data: Buffer.concat(chunks), error }));
        socket.on('connect', async () => {
          socket.pause();
          socket.write(bytes);
          for (let i = 0; i < rounds && !socket.destroyed; i++) {
            await new Promise((r) => setTimeout(r, 10));
            socket.write(unread.slice(0, 16_384));
          }
          socket.end();
          await new Promise((r) => setTimeout(r, 100));
          socket.on('data', (d: Buffer) => chunks.push(d));
          socket.resume();
        });
      });

    it('a body cut short after its request was answered gets no second answer; the connection closes', async () => {
      for (const [what, bytes] of [
        ['Content-Length', get('/api/', 'Host: testserver\r\nContent-Length: 100\r\n') + 'abc'],
        ['chunked', get('/api/', 'Host: testserver\r\nTransfer-Encoding: chunked\r\n') + '5\r\nab'],
      ] as const) {
        const x = await exchange(port, bytes, { close: true, fin: true });
        assert.deepEqual(x.responses.map((r) => r.status), [200], what);
        assert.ok(x.closed, what);
      }
    });

    it('a Transfer-Encoding that does not end in chunked: 400, and the connection is closed, before any answer', async () => {
      for (const te of ['gzip', 'chunked, gzip', 'identity']) {
        const x = await exchange(port, get('/api/', `Host: testserver\r\nTransfer-Encoding: ${te}\r\n`) + 'xxxx' + get('/api/'), { close: true });
        assert.equal(x.responses.length, 1, te);
        assertDetail(x.responses[0], 400, 'Bad request.', te);
        assert.equal(x.responses[0]!.headers.connection, 'close', te);
        assert.ok(x.closed, te);
      }
      const behind = await exchange(port, get('/api/core/sections/') + get('/api/', 'Host: testserver\r\nTransfer-Encoding: gzip\r\n'), { close: true });
      assert.deepEqual(behind.responses.map((r) => r.status), [200, 400]);
      const chunked = await exchange(port, get('/api/', 'Host: testserver\r\nTransfer-Encoding: gzip, chunked\r\n') + '0\r\n\r\n');
      assert.deepEqual(chunked.responses.map((r) => r.status), [200], 'chunked last is a framing node reads');
    });

    it('a connection closed after its answer loses none of it to what the client still sends (no reset)', async () => {
      // The server must read and drop what the client still sends until the client's FIN (see `lingering`).
      for (const [what, bytes] of [
        ['HTTP/1.0', 'GET /api/core/references/ HTTP/1.0\r\nHost: testserver\r\n\r\n'],
        ['Connection: close', get('/api/core/references/', 'Host: testserver\r\nConnection: close\r\n')],
        ['Expect with a body', get('/api/core/references/', 'Host: testserver\r\nExpect: 100-continue\r\nContent-Length: 1048576\r\n')],
      ] as const) {
        const { data, error } = await lingering(port, bytes);
        assert.equal(error, undefined, `${what}: ${error}`);
        const { responses, partial } = parseResponses(data);
        assert.ok(!partial, what);
        assert.deepEqual(responses.map((r) => r.status), [200], what);
        assert.equal(JSON.parse(responses[0]!.body.toString()).previous, null, what);
      }
    });

    it('requests pipelined behind an Upgrade request: the connection closes after its answer, nothing hangs', async () => {
      const x = await exchange(port, get('/api/', 'Host: testserver\r\nConnection: Upgrade\r\nUpgrade: h2c\r\n') + get('/api/core/sections/'), { close: true });
      assert.deepEqual(x.responses.map((r) => r.status), [200]);
      assert.equal(x.responses[0]!.headers.connection, 'close');
      assert.ok(x.closed);
      const behind = await exchange(port, get('/api/core/sections/') + get('/api/', 'Host: testserver\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n'), { close: true });
      assert.deepEqual(behind.responses.map((r) => r.status), [200, 200]);
    });

    it('PRI with no header fields (llhttp waits for an HTTP/2 preface): 408 after the header time, even pipelined', async (t) => {
      const { createApiServer } = await import('../../src/http/server.js');
      const server = createApiServer((_req, res) => res.end('{}'), { http: { headersTimeout: 200, requestTimeout: 200, connectionsCheckingInterval: 50 } });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
      const p = (server.address() as net.AddressInfo).port;
      const first = await exchange(p, 'PRI /api/ HTTP/1.1\r\n\r\n', { close: true });
      assert.equal(first.responses.length, 1);
      assertDetail(first.responses[0], 408, 'Request timeout.');
      const behind = await exchange(p, get('/api/') + 'PRI /api/ HTTP/1.1\r\n\r\n', { close: true });
      assert.deepEqual(behind.responses.map((r) => r.status), [200, 408]);
    });

    it('the real server keeps an idle connection longer than a request may take to arrive', async () => {
      // Otherwise node closes, unanswered, a connection whose next request it is still waiting for.
      const res = finals(await exchange(port, get('/api/')))[0]!;
      const keep = Number(/timeout=(\d+)/.exec(res.headers['keep-alive'] ?? '')?.[1]);
      assert.ok(keep * 1000 > app.server.headersTimeout, `Keep-Alive timeout=${keep} s, headers timeout ${app.server.headersTimeout} ms`);
    });

    it('PRI in the HTTP/0.9 form (no version): 400, and the answers owed before it are not lost', async () => {
      const x = await exchange(port, get('/api/core/sections/') + 'PRI /api/\r\nHost: testserver\r\n\r\n', { close: true });
      assert.deepEqual(x.responses.map((r) => r.status), [200, 400]);
      assertDetail(x.responses[1], 400, 'Bad request.');
      assert.ok(x.closed);
    });

    it('the asterisk form is for OPTIONS: GET * is 400', async () => {
      assertDetail(finals(await exchange(port, get('*')))[0], 400, 'Bad request.', 'GET *');
      assert.equal(finals(await exchange(port, 'OPTIONS * HTTP/1.1\r\nHost: testserver\r\n\r\n'))[0]!.status, 404);
    });

    /** A server whose reads take 50 ms (as on a busy PostgreSQL): a FIN arrives while every answer is still owed. */
    const slowServer = async (t: { after: (fn: () => Promise<unknown>) => void }): Promise<number> => {
      const slow = new Proxy(handle.store, {
        get(target, prop) {
          if (prop === 'current') return async () => (await new Promise((r) => setTimeout(r, 50)), target.current());
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const slowApp = buildApp({ config: loadConfig({ pageCacheMb: '0' }, {}), store: slow });
      t.after(() => slowApp.close());
      await slowApp.listen({ port: 0, host: '127.0.0.1' });
      return (slowApp.server.address() as net.AddressInfo).port;
    };

    it('a client that half-closes after pipelining gets every answer, then the close', async (t) => {
      const x = await exchange(await slowServer(t), get('/api/sc/tokens/?page=2') + get('/api/core/sections/') + get('/api/nope/'), { close: true, fin: true });
      assert.deepEqual(x.responses.map((r) => r.status), [200, 200, 404]);
      assert.ok(x.closed);
    });

    it('a bad request pipelined behind good ones, then a FIN: every answer, the 400 last', async (t) => {
      const bad = 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nX-Bad : header\r\n\r\n';
      const x = await exchange(await slowServer(t), get('/api/core/references/?page_size=100') + get('/api/sc/tokens/') + bad, { close: true, fin: true });
      assert.deepEqual(x.responses.map((r) => r.status), [200, 200, 400]);
      assertDetail(x.responses[2], 400, 'Bad request.');
      assert.ok(x.closed);
    });

    it('nothing follows an answer that said Connection: close, not even the 400 of a bad request behind it', async (t) => {
      const bad = 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nX-Bad : header\r\n\r\n';
      const slowPort = await slowServer(t);
      for (const [what, first] of [
        ['Connection: close', get('/api/sc/tokens/', 'Host: testserver\r\nConnection: close\r\n')],
        ['an unknown expectation', get('/api/sc/tokens/', 'Host: testserver\r\nExpect: \r\n')],
      ] as const) {
        const x = await exchange(slowPort, first + bad, { close: true });
        assert.equal(x.responses.length, 1, `${what}: ${x.responses.map((r) => r.status).join(', ')}`);
        assert.equal(x.responses[0]!.headers.connection, 'close', what);
        assert.ok(x.closed, what);
      }
    });

    describe('under the drain', () => {
      /** A bare server over the layer whose listener `handler` answers; closed after the test. */
      const bare = async (t: { after: (fn: () => Promise<unknown>) => void }, handler: http.RequestListener) => {
        const { createApiServer } = await import('../../src/http/server.js');
        const server = createApiServer(handler);
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        t.after(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
        return { server, port: (server.address() as net.AddressInfo).port };
      };

      it('an answer whose Connection: close the app set is the last, even with a bad request behind it', async (t) => {
        const { port: p } = await bare(t, (_req, res) => {
          res.setHeader('connection', 'close'); // as the drain does
          setTimeout(() => res.end('{}'), 30);
        });
        const x = await exchange(p, get('/api/') + 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nX-Bad : header\r\n\r\n', { close: true });
        assert.deepEqual(x.responses.map((r) => r.status), [200]);
        assert.ok(x.closed);
      });

      it('closing idle connections (after every answer of a drain) does not reset one that lingers', async (t) => {
        const body = 'y'.repeat(200_000);
        const { server, port: p } = await bare(t, (_req, res) => {
          res.setHeader('connection', 'close');
          res.once('close', () => server.closeIdleConnections());
          res.end(body);
        });
        const { data, error } = await lingering(p, get('/api/'), 20);
        assert.equal(error, undefined);
        assert.ok(data.toString('latin1').endsWith(body), `${data.length} bytes arrived`);
      });

      it('a client that keeps sending after the last answer is cut within the linger time', async (t) => {
        const { server, port: p } = await bare(t, (_req, res) => { res.setHeader('connection', 'close'); res.end('{}'); });
        const socket = net.connect({ port: p, host: '127.0.0.1', allowHalfOpen: true });
        socket.on('error', () => undefined);
        socket.write(get('/api/'));
        const writing = setInterval(() => socket.writable && socket.write('x'.repeat(1024)), 20);
        t.after(() => { clearInterval(writing); socket.destroy(); });
        const started = Date.now();
        await new Promise<void>((resolve, reject) => {
          socket.once('close', () => resolve());
          setTimeout(() => reject(new Error('still open after 6 s: nothing bounds a lingering socket')), 6000).unref();
        });
        const count = await new Promise<number>((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
        assert.equal(count, 0);
        assert.ok(Date.now() - started < 5000, `closed after ${Date.now() - started} ms (the linger time is 2 s)`);
      });

      it('an Upgrade request is seen by every request listener and cut by closeAllConnections', async (t) => {
        const seen: string[] = [];
        const { server, port: p } = await bare(t, (req, res) => {
          // A long answer the client never reads: it stays in flight.
          res.writeHead(200, { 'content-type': 'text/plain' });
          const more = (): void => { while (res.write('z'.repeat(65_536))); };
          res.on('drain', more);
          more();
        });
        server.prependListener('request', (req: http.IncomingMessage) => seen.push(req.url ?? ''));
        const socket = net.connect(p, '127.0.0.1');
        socket.on('error', () => undefined);
        socket.pause();
        socket.write(get('/big', 'Host: testserver\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n'));
        for (const deadline = Date.now() + 2000; seen.length === 0 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 10));
        assert.deepEqual(seen, ['/big'], 'the drain counts requests through the request event');
        const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
        server.closeAllConnections();
        socket.resume();
        await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('still open 2 s after closeAllConnections')), 2000))]);
      });
    });

    it('CONNECT behind a streamed answer: the stream completes, then the 405', async () => {
      // A download is streamed in chunks (it waits for the socket's 'drain'), unlike the JSON pages.
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (d: Buffer) => chunks.push(d));
      const closed = new Promise<void>((resolve, reject) => {
        socket.on('close', () => resolve());
        socket.on('error', reject);
        setTimeout(() => reject(new Error('no close within 3 s: the stream waits for a drain that never comes')), 3000).unref();
      });
      socket.write(get('/api/general/polity-durations/?format=csv') + 'CONNECT * HTTP/1.1\r\nHost: testserver\r\n\r\n');
      await closed;
      const text = Buffer.concat(chunks).toString('latin1');
      assert.match(text, /^HTTP\/1\.1 200 /);
      const at = text.indexOf('HTTP/1.1 405 ');
      assert.ok(at > 0, 'no 405');
      assert.ok(text.slice(0, at).endsWith('\r\n0\r\n\r\n'), 'the download did not end before the 405');
      assert.ok(at > 100_000, `the download is ${at} bytes: too short to need a drain`);
    });
  });

  describe('defect 8: ALLOWED_HOSTS on the wire', () => {
    it('a disallowed Host is refused even where the memo would answer', async () => {
      const ok = get('/api/sc/tokens/?page=2', 'Host: data.example.org\r\n');
      for (let i = 0; i < 2; i++) assert.equal(finals(await exchange(strictPort, ok))[0]!.status, 200);
      for (const host of ['evil.example', 'data.example.org.evil.example', 'example.org.evil']) {
        const x = await exchange(strictPort, get('/api/sc/tokens/?page=2', `Host: ${host}\r\n`));
        assertDetail(finals(x)[0], 400, 'Invalid Host header.', host);
      }
      const two = await exchange(strictPort, get('/api/sc/tokens/?page=2', 'Host: data.example.org\r\nHost: evil.example\r\n'));
      assertDetail(finals(two)[0], 400, 'Invalid Host header.', 'two Hosts');
    });
    it('and on every path, not only where links are built', async () => {
      for (const target of ['/api/nope/', '/api/sc/tokens', '/api/sc/tokens/999999/', 'http://data.example.org/api/']) {
        const x = await exchange(strictPort, get(target, 'Host: evil.example\r\n'));
        assertDetail(finals(x)[0], 400, 'Invalid Host header.', target);
      }
    });
  });

  describe('defect 10: Expect: 100-continue', () => {
    it('pipelined behind another request, it never corrupts a response', async () => {
      const bytes = get('/api/sc/tokens/?page=2') + get('/api/', 'Host: testserver\r\nExpect: 100-continue\r\n');
      const x = await exchange(port, bytes, { count: 2 });
      assert.deepEqual(x.responses.map((r) => r.status), [200, 200]);
      assert.equal(JSON.parse(x.responses[0]!.body.toString()).next, 'http://testserver/api/sc/tokens/?page=3');
      assert.equal(JSON.parse(x.responses[1]!.body.toString())['sc/tokens'], 'http://testserver/api/sc/tokens/');
    });
    it('a request that announces a body gets its final answer at once, and the connection closes', async () => {
      const post = 'POST /api/sc/tokens/ HTTP/1.1\r\nHost: testserver\r\nExpect: 100-continue\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n';
      const x = await exchange(port, post, { close: true });
      assert.equal(x.responses.length, 1, 'no 100 (Continue)');
      assertDetail(x.responses[0], 405, 'Method "POST" not allowed.');
      assert.equal(x.responses[0]!.headers.connection, 'close');
      assert.ok(x.closed);
      const piped = await exchange(port, get('/api/core/sections/') + post, { close: true });
      assert.deepEqual(piped.responses.map((r) => r.status), [200, 405]);
      const options = await exchange(port, post.replace('POST', 'OPTIONS'), { close: true });
      assert.deepEqual(options.responses.map((r) => r.status), [200]);
    });
    it('a GET or HEAD needs no 100 and gets its answer', async () => {
      const x = await exchange(port, get('/api/sc/tokens/3/', 'Host: testserver\r\nExpect: 100-continue\r\n'), { close: true });
      assert.deepEqual(x.responses.map((r) => r.status), [200]);
      const h = await exchange(port, 'HEAD /api/ HTTP/1.1\r\nHost: testserver\r\nExpect: 100-continue\r\n\r\n', { close: true, heads: [true] });
      assert.deepEqual(h.responses.map((r) => r.status), [200]);
    });
  });
});

describe('defect 8: ALLOWED_HOSTS (Django semantics)', () => {
  const inject = (a: FastifyInstance, url: string, headers: Record<string, string>, method = 'GET') =>
    a.inject({ method: method as 'GET', url, headers });

  it('matches names, subdomains of a .name, IPv6 literals; ignores case, port and a trailing dot', async () => {
    const demo = await appWith({ allowedHosts: '.example.org, api.internal ,[::1]' });
    for (const host of ['example.org', 'API.Example.ORG:8000', 'a.b.example.org', 'example.org.', 'api.internal', 'API.INTERNAL:80', '[::1]', '[::1]:8000']) {
      const res = await inject(demo, '/api/sc/tokens/', { host });
      assert.equal(res.statusCode, 200, host);
      assert.equal(JSON.parse(res.body).next, `http://${host.toLowerCase()}/api/sc/tokens/?page=2`, host);
    }
    for (const host of ['badexample.org', 'example.org.evil.example', 'evil.example', 'internal', 'x.api.internal', '[::2]', '127.0.0.1', 'example.org:x', '']) {
      for (const [method, url] of [['GET', '/api/sc/tokens/'], ['GET', '/api/nope/'], ['POST', '/api/sc/tokens/'], ['OPTIONS', '/api/'], ['GET', '/api/sc/tokens'], ['HEAD', '/api/openapi.json']]) {
        const res = await inject(demo, url!, { host }, method);
        assert.equal(res.statusCode, 400, `${method} ${url} Host: ${host}`);
        if (method !== 'HEAD') assert.deepEqual(JSON.parse(res.body), { detail: 'Invalid Host header.' });
      }
    }
  });

  it('* matches any well-formed host, and is the default; a malformed one is refused on every path', async () => {
    const demo = await appWith();
    assert.equal((await inject(demo, '/api/', { host: 'anything.example:1234' })).statusCode, 200);
    for (const url of ['/api/nope/', '/api/sc/tokens']) {
      const res = await inject(demo, url, { host: 'bad host/<x>' });
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(JSON.parse(res.body), { detail: 'Invalid Host header.' });
    }
  });

  it('with TRUST_PROXY, X-Forwarded-Host is what is checked', async () => {
    const demo = await appWith({ allowedHosts: 'data.example.org', trustProxy: 'true' });
    const ok = await inject(demo, '/api/sc/tokens/', { host: 'internal:8000', 'x-forwarded-host': 'data.example.org', 'x-forwarded-proto': 'https' });
    assert.equal(JSON.parse(ok.body).next, 'https://data.example.org/api/sc/tokens/?page=2');
    assert.equal((await inject(demo, '/api/sc/tokens/', { host: 'data.example.org', 'x-forwarded-host': 'evil.example' })).statusCode, 400);
    assert.equal((await inject(demo, '/api/sc/tokens/', { host: 'data.example.org' })).statusCode, 200);
  });

  it('with PUBLIC_URL the links come from it, and the Host is still checked', async () => {
    const demo = await appWith({ allowedHosts: 'data.example.org', publicUrl: 'https://data.example.org' });
    assert.equal(JSON.parse((await inject(demo, '/api/', { host: 'data.example.org' })).body)['core/citations'], 'https://data.example.org/api/core/citations/');
    assert.equal((await inject(demo, '/api/', { host: 'evil.example' })).statusCode, 400);
  });

  it('the probes answer whatever the Host, for orchestrators that call them by address', async () => {
    const demo = await appWith({ allowedHosts: 'data.example.org' });
    for (const url of ['/healthz', '/readyz', '/readyz?x=1']) assert.equal((await inject(demo, url, { host: '10.0.0.7:8000' })).statusCode, 200, url);
  });
});
