/**
 * The operations issue in one process (http/ops.ts, metrics.ts): CORS, security headers, metrics, request logs and
 * the rate limit, on every answer path: answers made and cached, 301, 304, errors of every layer, and the node:http
 * layer's own answers, over real sockets. Real processes (--workers 2, Redis shared by two servers) are in
 * test/ops-processes.test.ts.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { ApiError } from '../../src/http/errors.js';
import { withVary } from '../../src/http/ops.js';
import { openDemo, SQLITE, STORES, type TestStore } from '../helpers/stores.js';

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** One request on a connection of its own. */
function request(base: string, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
    req.end();
  });
}

/** Raw bytes on a new connection; the first answer, read to the end of its body (or until the server closes, or 3 s). */
function raw(base: string, bytes: string): Promise<Answer> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let data = '';
    let settled = false;
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      data += d;
      const end = data.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(data.slice(0, end));
      if (end >= 0 && length && data.length >= end + 4 + Number(length[1])) done();
    });
    socket.on('error', reject);
    const done = (): void => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const end = data.indexOf('\r\n\r\n');
      const [statusLine, ...fields] = data.slice(0, end).split('\r\n');
      const headers: http.IncomingHttpHeaders = {};
      for (const f of fields) {
        const at = f.indexOf(':');
        const name = f.slice(0, at).toLowerCase();
        assert.ok(!(name in headers), `${name} sent twice`);
        headers[name] = f.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: data.slice(end + 4) });
    };
    socket.on('close', done);
    setTimeout(done, 3000).unref();
    socket.write(bytes);
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

/** The value of one series in Prometheus text (labels in any order); 0 when absent. */
function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.keys(have).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

const SECURITY = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function assertSecure(res: Answer, what: string): void {
  for (const [name, value] of Object.entries(SECURITY)) assert.equal(res.headers[name], value, `${what}: ${name}`);
  assert.equal(res.headers['content-security-policy'], API_CSP, `${what}: CSP`);
  for (const name of ['server', 'x-powered-by']) assert.equal(res.headers[name], undefined, `${what}: ${name}`);
  for (const [name, value] of Object.entries(res.headers)) {
    // (Prometheus' text format names its own version in the content type; that is no software version.)
    if (name !== 'content-type') assert.doesNotMatch(String(value), /\d+\.\d+\.\d+/, `${what}: ${name} names a version`);
  }
}

const NB = 'https://nb.example.org';
const LOCAL = 'http://localhost:8888';

describe('operations on every answer path (SQLite)', () => {
  let handle: TestStore;
  let empty: TestStore;
  const apps: FastifyInstance[] = [];
  /** An app over the demo store (or `store`), listening; with `pages`, an HTML page route of its own. */
  const serve = async (settings: Record<string, string>, { store = handle, logger, page = false }: { store?: TestStore; logger?: object; page?: boolean } = {}): Promise<string> => {
    const app = buildApp({ config: loadConfig(settings, {}), store: store.store, ...(logger ? { logger } : {}) });
    if (page) {
      app.get('/test-page', (_req, reply) => reply.header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'self'").header('referrer-policy', 'same-origin').send('<p>page</p>'));
    }
    apps.push(app);
    return listen(app);
  };
  before(async () => {
    handle = await openDemo(SQLITE);
    empty = await SQLITE.open();
  });
  after(async () => {
    for (const app of apps) await app.close();
    await handle.cleanup();
    await empty.cleanup();
  });

  describe('CORS', () => {
    let any: string;
    let listed: string;
    let none: string;
    before(async () => {
      any = await serve({});
      listed = await serve({ corsOrigins: `${NB},${LOCAL}` });
      none = await serve({}, { store: empty });
    });

    it('by default Access-Control-Allow-Origin: * on answers made and cached, HEAD, 301, 304 and every error, without Vary: Origin', async () => {
      const page = '/api/sc/tokens/?page=2';
      const made = await request(any, page, { headers: { origin: NB } });
      const cached = await request(any, page, { headers: { origin: NB } });
      assert.equal(cached.body, made.body);
      const etag = String(made.headers.etag);
      const answers: [string, Answer, number][] = [
        ['made', made, 200],
        ['cached', cached, 200],
        ['no Origin', await request(any, page), 200],
        ['HEAD', await request(any, page, { method: 'HEAD' }), 200],
        ['record', await request(any, '/api/core/references/5/'), 200],
        ['root', await request(any, '/api/'), 200],
        ['301', await request(any, '/api/sc/tokens?page=2'), 301],
        ['304', await request(any, page, { headers: { 'if-none-match': etag } }), 304],
        ['404', await request(any, '/api/nope/'), 404],
        ['404 page', await request(any, '/api/sc/tokens/?page=99'), 404],
        ['400 filter', await request(any, '/api/sc/tokens/?year_from=abc'), 400],
        ['400 host', await request(any, '/api/', { headers: { host: 'bad host' } }), 400],
        ['405', await request(any, '/api/sc/tokens/', { method: 'POST' }), 405],
        ['503', await request(none, '/api/sc/tokens/'), 503],
        ['healthz', await request(any, '/healthz'), 200],
        ['readyz', await request(any, '/readyz'), 200],
        ['metrics', await request(any, '/metrics'), 200],
      ];
      for (const [what, res, status] of answers) {
        assert.equal(res.status, status, what);
        assert.equal(res.headers['access-control-allow-origin'], '*', what);
        assert.equal(res.headers['access-control-expose-headers'], 'ETag, Retry-After, X-Ignored-Parameters, X-Case-Mismatch, Databank-Release, Databank-Generation, Databank-Loaded-At, Repr-Digest', what);
        assert.doesNotMatch(String(res.headers.vary ?? ''), /Origin/, what);
        assertSecure(res, what);
      }
      assert.equal(made.headers.vary, 'Accept, Accept-Encoding');
    });

    it('a preflight gets a CORS answer; a plain OPTIONS keeps DRF\'s metadata', async () => {
      const preflight = await request(any, '/api/sc/tokens/', {
        method: 'OPTIONS', headers: { origin: NB, 'access-control-request-method': 'GET', 'access-control-request-headers': 'if-none-match' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.body, '');
      assert.equal(preflight.headers['access-control-allow-origin'], '*');
      assert.equal(preflight.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
      assert.equal(preflight.headers['access-control-allow-headers'], 'if-none-match');
      assert.equal(preflight.headers['access-control-max-age'], '86400');
      assertSecure(preflight, 'preflight');
      // Before the host check, on any path (django-cors-headers answers it in its middleware).
      const elsewhere = await request(any, '/api/nope/', { method: 'OPTIONS', headers: { origin: NB, 'access-control-request-method': 'GET', host: 'bad host' } });
      assert.equal(elsewhere.status, 204);

      for (const headers of [{}, { origin: NB }, { 'access-control-request-method': 'GET' }] as Record<string, string>[]) {
        const plain = await request(any, '/api/sc/tokens/', { method: 'OPTIONS', headers });
        assert.equal(plain.status, 200, JSON.stringify(headers));
        assert.deepEqual(Object.keys(JSON.parse(plain.body) as object), ['name', 'description', 'renders', 'parses']);
        assert.equal((JSON.parse(plain.body) as { name: string }).name, 'Token List');
        assert.equal(plain.headers.allow, 'GET, HEAD, OPTIONS');
        assert.equal(plain.headers['access-control-allow-origin'], '*');
        assert.equal(plain.headers['access-control-allow-methods'], undefined);
      }
      const root = await request(any, '/api/', { method: 'OPTIONS' });
      assert.equal((JSON.parse(root.body) as { name: string }).name, 'Api Root');
      const unknown = await request(any, '/api/nope/', { method: 'OPTIONS' });
      assert.equal(unknown.status, 404);
    });

    it('CORS_ORIGINS: an allowed origin is echoed, any other is not, and Vary gains Origin beside its own values', async () => {
      const page = '/api/core/references/?page=3';
      for (let i = 0; i < 2; i++) { // made, then cached
        const res = await request(listed, page, { headers: { origin: NB } });
        assert.equal(res.headers['access-control-allow-origin'], NB);
        assert.equal(res.headers.vary, 'Accept, Accept-Encoding, Origin');
      }
      const small = await request(listed, '/api/core/references/5/', { headers: { origin: LOCAL } });
      assert.equal(small.headers['access-control-allow-origin'], LOCAL);
      assert.equal(small.headers.vary, 'Accept, Origin');
      const gz = await request(listed, page, { headers: { origin: NB, 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gz.headers.vary, 'Accept, Accept-Encoding, Origin');

      const others: [string, Answer][] = [
        ['another origin', await request(listed, page, { headers: { origin: 'https://evil.example' } })],
        ['an allowed origin with a path-like suffix', await request(listed, page, { headers: { origin: `${NB}.evil.example` } })],
        ['no Origin', await request(listed, page)],
      ];
      for (const [what, res] of others) {
        assert.equal(res.headers['access-control-allow-origin'], undefined, what);
        assert.equal(res.headers.vary, 'Accept, Accept-Encoding, Origin', what);
      }
      const etag = String(others[2]![1].headers.etag);
      const errorsAndMore: [string, Answer][] = [
        ['304', await request(listed, page, { headers: { origin: NB, 'if-none-match': etag } })],
        ['404', await request(listed, '/api/nope/', { headers: { origin: NB } })],
        ['405', await request(listed, '/api/', { method: 'DELETE', headers: { origin: NB } })],
        ['301', await request(listed, '/api/core/references', { headers: { origin: NB } })],
        ['readyz', await request(listed, '/readyz', { headers: { origin: NB } })],
      ];
      for (const [what, res] of errorsAndMore) {
        assert.equal(res.headers['access-control-allow-origin'], NB, what);
        assert.match(String(res.headers.vary), /(^|, )Origin$/, what);
        assertSecure(res, what);
      }
      assert.equal(errorsAndMore[0]![1].status, 304);
      assert.equal(errorsAndMore[1]![1].headers.vary, 'Accept, Origin');

      const preflight = (origin: string): Promise<Answer> =>
        request(listed, page, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
      const allowed = await preflight(NB);
      assert.equal(allowed.status, 204);
      assert.equal(allowed.headers['access-control-allow-origin'], NB);
      assert.equal(allowed.headers.vary, 'Origin');
      const refused = await preflight('https://evil.example');
      assert.equal(refused.headers['access-control-allow-origin'], undefined);
    });

    it('the node:http layer\'s answers carry CORS and the security headers too', async () => {
      const cases: [string, string, string, number][] = [
        ['unparsable', any, 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nno colon here\r\n\r\n', 400],
        ['CONNECT', any, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', 405],
        ['headers too large', any, `GET /api/ HTTP/1.1\r\nHost: testserver\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
        ['two Hosts', any, 'GET /api/ HTTP/1.1\r\nHost: a\r\nHost: b\r\nOrigin: https://nb.example.org\r\n\r\n', 400],
        ['two Hosts, listed origins', listed, 'GET /api/ HTTP/1.1\r\nHost: a\r\nHost: b\r\nOrigin: https://nb.example.org\r\n\r\n', 400],
        ['unparsable, listed origins', listed, 'FROB /api/ HTTP/1.1\r\nHost: testserver\r\n\r\n', 400],
      ];
      for (const [what, base, bytes, status] of cases) {
        const res = await raw(base, bytes);
        assert.equal(res.status, status, what);
        assertSecure(res, what);
        assert.equal(res.headers['content-type'], 'application/json', what);
        if (base === any) {
          assert.equal(res.headers['access-control-allow-origin'], '*', what);
          assert.equal(res.headers.vary, 'Accept', what);
        } else {
          // A request node parsed tells its origin; one it could not parse tells nothing.
          assert.equal(res.headers['access-control-allow-origin'], what.startsWith('two Hosts') ? NB : undefined, what);
          assert.equal(res.headers.vary, 'Accept, Origin', what);
        }
      }
    });

    it('an HTML page keeps its own Content-Security-Policy and Referrer-Policy', async () => {
      const base = await serve({}, { page: true });
      const res = await request(base, '/test-page');
      assert.equal(res.headers['content-security-policy'], "default-src 'self'");
      assert.equal(res.headers['referrer-policy'], 'same-origin');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['access-control-allow-origin'], '*');
    });

    it('withVary merges a name once, in any letter case, and leaves * alone', () => {
      assert.equal(withVary(undefined, 'Origin'), 'Origin');
      assert.equal(withVary('Accept', 'Origin'), 'Accept, Origin');
      assert.equal(withVary('Accept,origin', 'Origin'), 'Accept, origin');
      assert.equal(withVary(['Accept', 'Accept-Encoding'], 'Origin'), 'Accept, Accept-Encoding, Origin');
      assert.equal(withVary('*', 'Origin'), '*');
    });
  });

  describe('request logs', () => {
    /** An app whose pino lines land in `lines`. */
    const logged = async (settings: Record<string, string>): Promise<{ base: string; lines: Record<string, unknown>[] }> => {
      const lines: Record<string, unknown>[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
          done();
        },
      });
      return { base: await serve(settings, { logger: { level: 'info', stream } }), lines };
    };
    const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 50));

    it('one line per answer, each with its own reqId: answers made, cached, erroneous, and the node:http layer\'s', async () => {
      const { base, lines } = await logged({});
      await request(base, '/api/sc/tokens/?page=3');
      await request(base, '/api/sc/tokens/?page=3'); // cached
      await request(base, '/api/nope/');
      await request(base, '/api/sc/tokens/', { method: 'POST' });
      await raw(base, 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nno colon here\r\n\r\n');
      await raw(base, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nUser-Agent: probe/1\r\n\r\n');
      await raw(base, `GET /api/sc/tokens/?x=1 HTTP/1.1\r\nHost: testserver\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
      await raw(base, 'GET /api/ HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n');
      await settle();
      const requests = lines.filter((l) => l.msg === 'request');
      assert.deepEqual(requests.map((l) => [l.method, l.url, l.status]), [
        ['GET', '/api/sc/tokens/?page=3', 200],
        ['GET', '/api/sc/tokens/?page=3', 200],
        ['GET', '/api/nope/', 404],
        ['POST', '/api/sc/tokens/', 405],
        ['GET', '/api/', 400],
        ['CONNECT', 'evil.example:443', 405],
        ['GET', '/api/sc/tokens/?x=1', 431],
        ['GET', '/api/', 400],
      ]);
      for (const l of requests) {
        assert.match(String(l.reqId), /^req-[0-9a-z]+$/, JSON.stringify(l));
        assert.equal(l.remote, '127.0.0.1', JSON.stringify(l));
        assert.equal(typeof l.bytes, 'number', JSON.stringify(l));
      }
      assert.equal(new Set(requests.map((l) => l.reqId)).size, requests.length, 'one reqId per request');
      assert.equal(requests[5]!.ua, 'probe/1');
      assert.equal(requests[1]!.bytes, requests[0]!.bytes);
      // Every other line about a request carries its reqId too.
      for (const l of lines.filter((x) => x.req !== undefined || x.res !== undefined)) assert.ok(l.reqId, JSON.stringify(l));
    });

    it('a streamed download logs the body bytes it sent (it has no Content-Length)', async () => {
      const { base, lines } = await logged({});
      const plain = await request(base, '/api/general/polity-durations/?format=csv&ordering=id');
      const gzip = await request(base, '/api/general/polity-durations/?format=csv', { headers: { 'accept-encoding': 'gzip' } });
      await settle();
      const logged_ = lines.filter((l) => l.msg === 'request');
      assert.equal(logged_.length, 2);
      assert.equal(plain.headers['content-length'], undefined, 'streamed');
      assert.equal(logged_[0]!.bytes, plain.body.length);
      assert.equal(logged_[1]!.bytes, gzip.body.length, 'the gzip bytes as sent');
      assert.ok(gzip.body.length > 0 && gzip.body.length < plain.body.length / 2);
    });

    /** The `remote` of each request line, in order. */
    const remotes = (lines: Record<string, unknown>[]): unknown[] => lines.filter((l) => l.msg === 'request').map((l) => l.remote);
    /** The same X-Forwarded-For through Fastify (an answer) and through the node:http layer (two Host headers: its 400). */
    const bothLayers = async (base: string, forwardedFor: string): Promise<void> => {
      await request(base, '/api/', { headers: { 'x-forwarded-for': forwardedFor } });
      await raw(base, `GET /api/ HTTP/1.1\r\nHost: a\r\nHost: b\r\nX-Forwarded-For: ${forwardedFor}\r\n\r\n`);
    };

    it('remote is the forwarded address only under TRUST_PROXY, on every layer', async () => {
      const plain = await logged({});
      const proxied = await logged({ trustProxy: '1' });
      for (const { base } of [plain, proxied]) await bothLayers(base, '203.0.113.7');
      await settle();
      assert.deepEqual(remotes(plain.lines), ['127.0.0.1', '127.0.0.1']);
      assert.deepEqual(remotes(proxied.lines), ['203.0.113.7', '203.0.113.7']);
    });

    it('behind one proxy that appends (TRUST_PROXY=1, and true as 1): remote is the address it appended, whatever the client sent before it', async () => {
      for (const trustProxy of ['1', 'true']) {
        const { base, lines } = await logged({ trustProxy });
        // The proxy (this test, from 127.0.0.1) appends the real client, 198.51.100.9, to what the client sent.
        await bothLayers(base, '203.0.113.7, 198.51.100.9');
        await bothLayers(base, '10.0.0.1,203.0.113.7 ,  198.51.100.9');
        await request(base, '/api/'); // no header: the connection's own address
        await settle();
        assert.deepEqual(remotes(lines), ['198.51.100.9', '198.51.100.9', '198.51.100.9', '198.51.100.9', '127.0.0.1'], trustProxy);
      }
    });

    it('TRUST_PROXY=2: the address the outer of two proxies appended', async () => {
      const { base, lines } = await logged({ trustProxy: '2' });
      // client-sent 203.0.113.7, the outer proxy appended the client 198.51.100.9, the inner one the outer's 10.0.0.2.
      await bothLayers(base, '203.0.113.7, 198.51.100.9, 10.0.0.2');
      await bothLayers(base, '198.51.100.9, 10.0.0.2');
      await settle();
      assert.deepEqual(remotes(lines), ['198.51.100.9', '198.51.100.9', '198.51.100.9', '198.51.100.9']);
    });

    it('a list of proxy addresses: trusted only from them, from the right; a connection from elsewhere is its own address', async () => {
      const one = await logged({ trustProxy: '127.0.0.1' });
      await bothLayers(one.base, '203.0.113.7, 198.51.100.9');
      // Two proxies: this one (127.0.0.1) and an inner one in 10.0.0.0/8 in front of it.
      const chain = await logged({ trustProxy: '10.0.0.0/8, 127.0.0.1' });
      await bothLayers(chain.base, '203.0.113.7, 198.51.100.9, 10.1.2.3');
      // A client in a trusted range does not make the addresses before it trusted: 198.51.100.9 is the first untrusted.
      await bothLayers(chain.base, '10.9.9.9, 198.51.100.9, 10.1.2.3');
      // Connections from anywhere but the listed proxies: X-Forwarded-For is not read at all.
      const elsewhere = await logged({ trustProxy: '10.0.0.0/8,::1' });
      await bothLayers(elsewhere.base, '203.0.113.7, 198.51.100.9');
      await settle();
      assert.deepEqual(remotes(one.lines), ['198.51.100.9', '198.51.100.9']);
      assert.deepEqual(remotes(chain.lines), ['198.51.100.9', '198.51.100.9', '198.51.100.9', '198.51.100.9']);
      assert.deepEqual(remotes(elsewhere.lines), ['127.0.0.1', '127.0.0.1']);
    });
  });

  describe('rate limit', () => {
    it('429 with DRF\'s body and Retry-After, CORS and security headers; cached answers count; probes, /metrics and preflights never do', async () => {
      const base = await serve({ rateLimit: '3/60' });
      for (let i = 0; i < 4; i++) {
        assert.equal((await request(base, '/healthz')).status, 200);
        assert.equal((await request(base, '/readyz')).status, 200);
        assert.equal((await request(base, '/metrics')).status, 200);
        assert.equal((await request(base, '/api/', { method: 'OPTIONS', headers: { origin: NB, 'access-control-request-method': 'GET' } })).status, 204);
      }
      for (let i = 0; i < 3; i++) assert.equal((await request(base, '/api/sc/tokens/')).status, 200, `request ${i + 1}`);
      const throttled = await request(base, '/api/sc/tokens/');
      assert.equal(throttled.status, 429);
      const wait = Number(throttled.headers['retry-after']);
      assert.ok(Number.isInteger(wait) && wait >= 58 && wait <= 60, `Retry-After: ${throttled.headers['retry-after']}`);
      assert.equal(throttled.body, JSON.stringify({ detail: `Request was throttled. Expected available in ${wait} seconds.` }));
      assert.equal(throttled.headers['content-type'], 'application/json');
      assert.equal(throttled.headers['cache-control'], 'no-cache');
      assert.equal(throttled.headers['access-control-allow-origin'], '*');
      assertSecure(throttled, '429');
      // Every path counts for the address, and the probes still answer.
      assert.equal((await request(base, '/api/nope/')).status, 429);
      assert.equal((await request(base, '/healthz')).status, 200);
    });

    it('one second left: "Expected available in 1 second." (DRF\'s ngettext)', async () => {
      const base = await serve({ rateLimit: '1/1' });
      assert.equal((await request(base, '/api/')).status, 200);
      const throttled = await request(base, '/api/');
      assert.equal(throttled.status, 429);
      assert.equal(throttled.headers['retry-after'], '1');
      assert.equal(throttled.body, '{"detail":"Request was throttled. Expected available in 1 second."}');
      assert.equal(ApiError.throttled(2).detail, 'Request was throttled. Expected available in 2 seconds.');
      assert.equal(ApiError.throttled(0.2).detail, 'Request was throttled. Expected available in 1 second.');
    });

    it('per client address: under TRUST_PROXY the forwarded one', async () => {
      const base = await serve({ rateLimit: '1/60', trustProxy: '1' });
      const from = (address: string): Promise<Answer> => request(base, '/api/', { headers: { 'x-forwarded-for': address } });
      assert.equal((await from('203.0.113.7')).status, 200);
      assert.equal((await from('203.0.113.7')).status, 429);
      assert.equal((await from('203.0.113.8')).status, 200);
    });

    /**
     * Behind a proxy that appends the client's address to the X-Forwarded-For the client sent (nginx's
     * $proxy_add_x_forwarded_for, AWS ALB, HAProxy): this test is that proxy, connecting from 127.0.0.1.
     */
    const viaAppendingProxy = (base: string, client: string, sent?: string): Promise<Answer> =>
      request(base, '/api/', { headers: { 'x-forwarded-for': sent === undefined ? client : `${sent}, ${client}` } });

    for (const trustProxy of ['1', 'true', '127.0.0.1', '10.0.0.0/8,127.0.0.0/8']) {
      it(`TRUST_PROXY=${trustProxy}: a client sending a new forged address each time is still limited as itself`, async () => {
        const base = await serve({ rateLimit: '5/60', trustProxy });
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) statuses.push((await viaAppendingProxy(base, '198.51.100.9', `203.0.113.${i}`)).status);
        assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429, 429]);
        // Without a forged prefix it is the same client, and it is limited.
        assert.equal((await viaAppendingProxy(base, '198.51.100.9')).status, 429);
      });

      it(`TRUST_PROXY=${trustProxy}: requests naming a victim do not throttle the victim`, async () => {
        const base = await serve({ rateLimit: '5/60', trustProxy });
        const victim = '203.0.113.7';
        for (let i = 0; i < 5; i++) assert.equal((await viaAppendingProxy(base, '198.51.100.66', victim)).status, 200);
        assert.equal((await viaAppendingProxy(base, '198.51.100.66', victim)).status, 429, 'the attacker is limited');
        assert.equal((await viaAppendingProxy(base, victim)).status, 200, 'the victim is not');
      });
    }

    it('a list of proxies: connections from elsewhere are limited by their own address, whatever X-Forwarded-For says', async () => {
      const base = await serve({ rateLimit: '2/60', trustProxy: '10.0.0.0/8' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await viaAppendingProxy(base, `198.51.100.${i}`)).status);
      assert.deepEqual(statuses, [200, 200, 429]);
    });

    it('Redis unreachable: requests go through', async () => {
      const closed = net.createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
      const port = (closed.address() as net.AddressInfo).port;
      await new Promise<void>((r) => closed.close(() => r()));
      const base = await serve({ rateLimit: '1/60', rateLimitRedisUrl: `redis://127.0.0.1:${port}` });
      for (let i = 0; i < 3; i++) assert.equal((await request(base, '/api/')).status, 200);
    });
  });

  describe('TRUST_PROXY: X-Forwarded-Proto and -Host in links and the host check', () => {
    /** The scheme and authority of the API root's first link. */
    const linkOrigin = async (base: string, headers: Record<string, string>): Promise<string> => {
      const res = await request(base, '/api/', { headers });
      assert.equal(res.status, 200, res.body);
      return new URL(Object.values(JSON.parse(res.body) as Record<string, string>)[0]!).origin;
    };
    const forwarded = { host: 'internal:8000', 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, data.example.org' };

    it('a list of values: the last, the one the proxy nearest this server wrote', async () => {
      for (const trustProxy of ['1', 'true', '2', '127.0.0.1']) {
        assert.equal(await linkOrigin(await serve({ trustProxy }), forwarded), 'https://data.example.org', trustProxy);
      }
      const checked = await serve({ trustProxy: '1', allowedHosts: 'data.example.org' });
      assert.equal((await request(checked, '/api/', { headers: forwarded })).status, 200);
      assert.equal((await request(checked, '/api/', { headers: { ...forwarded, 'x-forwarded-host': 'data.example.org, evil.example' } })).status, 400);
    });

    it('read only from a listed proxy: a connection from elsewhere gets links from its Host', async () => {
      assert.equal(await linkOrigin(await serve({ trustProxy: '10.0.0.0/8' }), forwarded), 'http://internal:8000');
      assert.equal(await linkOrigin(await serve({ trustProxy: 'false' }), forwarded), 'http://internal:8000');
      const checked = await serve({ trustProxy: '10.0.0.0/8', allowedHosts: 'internal' });
      assert.equal((await request(checked, '/api/', { headers: forwarded })).status, 200, 'the Host is checked, not X-Forwarded-Host');
    });
  });
});

for (const kind of STORES) {
  describe(`${kind.name}: metrics`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    let base: string;
    before(async () => {
      handle = await openDemo(kind);
      app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      base = await listen(app);
    });
    after(async () => {
      await app.close();
      await handle.cleanup();
    });
    const scrape = async (): Promise<string> => {
      const res = await request(base, '/metrics');
      assert.equal(res.status, 200);
      assert.equal(res.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
      assert.equal(res.headers['cache-control'], 'no-store');
      return res.body;
    };

    it('two identical requests: +2 answers, +1 response cache hit, bytes and durations of both', async () => {
      const route = { route: '/api/core/references/', method: 'GET' };
      const lookups = (text: string, result: string): number => metric(text, 'databank_cache_lookups_total', { cache: 'response', result });
      const before = await scrape();
      const first = await request(base, '/api/core/references/?page=4');
      const second = await request(base, '/api/core/references/?page=4');
      assert.equal(second.body, first.body);
      const after = await scrape();
      const delta = (name: string, labels: Record<string, string>): number => metric(after, name, labels) - metric(before, name, labels);
      assert.equal(delta('http_requests_total', { ...route, status: '200' }), 2);
      assert.equal(lookups(after, 'hit') - lookups(before, 'hit'), 1);
      assert.equal(lookups(after, 'miss') - lookups(before, 'miss'), 1);
      assert.equal(delta('http_request_duration_seconds_count', route), 2);
      assert.equal(delta('http_request_duration_seconds_bucket', { ...route, le: '+Inf' }), 2);
      const bytes = delta('http_response_bytes_total', route);
      assert.ok(bytes > 2 * first.body.length && bytes < 2 * first.body.length + 4000, `${bytes} bytes for two bodies of ${first.body.length}`);
      assert.equal(delta('databank_store_read_duration_seconds_count', { kind: 'page' }), 1, 'the cached answer read nothing');
    });

    it('every cache by name: bytes, entries, budget, evictions (issue 24, section 1)', async () => {
      await request(base, '/api/core/references/?page=3');
      const text = await scrape();
      const budget = metric(text, 'databank_cache_budget_bytes', { cache: 'response' });
      assert.ok(budget >= 64 * 1024 * 1024, `response budget ${budget}`); // PAGE_CACHE_MB's default (other apps of this process add theirs)
      assert.ok(metric(text, 'databank_cache_bytes', { cache: 'response' }) > 0);
      assert.ok(metric(text, 'databank_cache_entries', { cache: 'response' }) >= 1);
      for (const name of ['response', 'rows', 'counts', 'selections', 'plans']) {
        assert.match(text, new RegExp(`^databank_cache_evictions_total\\{cache="${name}"\\} \\d+$`, 'm'), name);
        assert.match(text, new RegExp(`^databank_cache_bytes\\{cache="${name}"\\} \\d+$`, 'm'), name);
      }
    });

    it('routes by pattern, never the URL; the count cache; records; the generation; the pools', async () => {
      const before = await scrape();
      await request(base, '/api/sc/tokens/?tag=TRS&page=1');
      await request(base, '/api/sc/tokens/?tag=TRS&page=2');
      await request(base, '/api/core/references/5/');
      await request(base, '/api/core/references/5/');
      await request(base, '/api/no-such-thing-42/');
      const after = await scrape();
      const delta = (name: string, labels: Record<string, string>): number => metric(after, name, labels) - metric(before, name, labels);
      assert.equal(delta('databank_cache_lookups_total', { cache: 'count', result: 'miss' }), 1);
      assert.equal(delta('databank_cache_lookups_total', { cache: 'count', result: 'hit' }), 1);
      assert.equal(delta('http_requests_total', { route: '/api/core/references/:id/', method: 'GET', status: '200' }), 2);
      assert.equal(delta('databank_store_read_duration_seconds_count', { kind: 'record' }), 1);
      assert.equal(delta('http_requests_total', { route: '(unmatched)', method: 'GET', status: '404' }), 1);
      assert.doesNotMatch(after, /no-such-thing|tag=TRS|references\/5\//, 'no raw URL in a label');
      assert.equal(delta('http_requests_total', { route: '/metrics', method: 'GET', status: '200' }), 1);

      const gen = (await handle.store.current())!;
      assert.equal(metric(after, 'databank_generation_info', { generation: gen.id, demo: 'true' }), 1);
      assert.equal(metric(after, 'databank_generation_loaded_timestamp_seconds'), Date.parse(gen.loadedAt) / 1000);
      if (kind.name === 'postgres') {
        assert.ok(metric(after, 'databank_pg_pool_connections', { pool: 'primary' }) >= 1, 'the pool has a connection');
        assert.match(after, /^databank_pg_pool_idle_connections\{pool="primary"\} \d+$/m);
        assert.match(after, /^databank_pg_pool_waiting_requests\{pool="primary"\} 0$/m);
      }
      assert.match(after, /^process_cpu_user_seconds_total \S+$/m);
      assert.doesNotMatch(after, /nodejs_version_info/);
    });

    it('the node:http layer\'s answers are counted as route "(server)"', async () => {
      const before = await scrape();
      await raw(base, 'GET /api/ HTTP/1.1\r\nHost: testserver\r\nno colon here\r\n\r\n');
      await raw(base, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
      const after = await scrape();
      const delta = (labels: Record<string, string>): number => metric(after, 'http_requests_total', labels) - metric(before, 'http_requests_total', labels);
      assert.equal(delta({ route: '(server)', method: 'OTHER', status: '400' }) + delta({ route: '(server)', method: 'GET', status: '400' }), 1);
      assert.equal(delta({ route: '(server)', method: 'CONNECT', status: '405' }), 1);
    });

    it('METRICS=false: no /metrics', async () => {
      const off = buildApp({ config: loadConfig({ metrics: 'false' }, {}), store: handle.store });
      try {
        assert.equal((await off.inject({ url: '/metrics' })).statusCode, 404);
      } finally {
        await off.close();
      }
    });
  });
}
