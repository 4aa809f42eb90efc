/**
 * Issue 28, "Keep the contract": every answer, cached or not, keeps its headers byte for byte, its one log line with
 * its request id, and its metric. For each format (a JSON list page, a JSON record, CSV and NDJSON downloads, an HTML
 * page, a 304), plain and gzip, and a HEAD: the first answer (made) and the second (the same request again, answered
 * from the response cache where the answer is kept there), over real sockets, compared as the client receives them.
 *
 * - Headers: the raw header lines (names as sent, values, order) are identical, except `Date` (the clock). No other
 *   header is per request: the service sends no request id header (the id is in the log line only).
 * - Log: exactly one request line per request (the scrapes of /metrics aside, which log their own), naming the
 *   request's method, URL and status, with a request id of its own; the made and the cached line have the same fields
 *   and the same byte count.
 * - Metric: `http_requests_total`, summed over every series but /metrics' own, goes up by exactly one per request,
 *   in a series of the request's method and the answer's status, and the made and the cached answer count under the
 *   same series.
 * - That the second answer is the cached one: the response cache's lookups (databank_cache_lookups_total) show a
 *   miss and no hit on the first, a hit on the second; a 304 is asked of a fresh cache with the ETag another
 *   app gave (the same store and Host: the same ETag), so that its first answer is made. Whole downloads are not kept
 *   in the response cache (they stream prebuilt pieces), and a page's 304 is answered from its ETag without a lookup:
 *   their second answer is the repeat, checked the same way.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type net from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { openDemo, SQLITE, type TestStore } from '../helpers/stores.js';

interface Answer {
  readonly status: number;
  /** Header lines as received: name, value, name, value… */
  readonly raw: readonly string[];
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

const HOST = 'testserver';

function request(base: string, path: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(base + path, { method, headers: { host: HOST, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.end();
  });
}

/** Every series of `name` in Prometheus text: its labels and value. */
function series(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  const out: { labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]));
    out.push({ labels, value: Number(m[3]) });
  }
  return out;
}
const key = (labels: Record<string, string>): string => JSON.stringify(Object.entries(labels).sort());

/** The series of `name` that went up between two scrapes, and by how much (a series new in `after` counts from 0). */
function increments(before: string, after: string, name: string): Map<string, { labels: Record<string, string>; by: number }> {
  const was = new Map(series(before, name).map((s) => [key(s.labels), s.value]));
  const up = new Map<string, { labels: Record<string, string>; by: number }>();
  for (const s of series(after, name)) {
    const by = s.value - (was.get(key(s.labels)) ?? 0);
    if (by !== 0) up.set(key(s.labels), { labels: s.labels, by });
  }
  return up;
}

/** The raw header lines without Date. */
function withoutDate(raw: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== 'date') out.push(`${raw[i]}: ${raw[i + 1]}`);
  return out;
}

interface Case {
  readonly name: string;
  readonly path: string;
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly status: number;
  /** Whether the answer is kept in the response cache (its second answer a hit). */
  readonly kept: boolean;
  /** A 304: If-None-Match with the ETag of this request's 200, asked of another app. */
  readonly conditional?: boolean;
}

const GZIP = { 'accept-encoding': 'gzip' };
const CASES: readonly Case[] = [
  { name: 'JSON list page', path: '/api/core/references/?page=2', status: 200, kept: true },
  { name: 'JSON list page, gzip', path: '/api/core/references/?page=3', headers: GZIP, status: 200, kept: true },
  { name: 'JSON list page, HEAD', path: '/api/core/references/?page=4', method: 'HEAD', status: 200, kept: true },
  { name: 'JSON record', path: '/api/core/references/5/', status: 200, kept: true },
  { name: 'JSON record, gzip', path: '/api/core/references/6/', headers: GZIP, status: 200, kept: true },
  { name: 'CSV download', path: '/api/general/polity-durations/?format=csv', status: 200, kept: false },
  { name: 'CSV download, gzip', path: '/api/general/polity-durations/?format=csv', headers: GZIP, status: 200, kept: false },
  { name: 'NDJSON download', path: '/api/general/polity-durations/?format=ndjson', status: 200, kept: false },
  { name: 'NDJSON download, gzip', path: '/api/general/polity-durations/?format=ndjson', headers: GZIP, status: 200, kept: false },
  { name: 'HTML page', path: '/core/polities/3/', status: 200, kept: true },
  { name: 'HTML page, gzip', path: '/core/polities/4/', headers: GZIP, status: 200, kept: true },
  { name: '304 of a list page', path: '/api/core/references/?page=5', status: 304, kept: true, conditional: true },
  { name: '304 of a list page, gzip', path: '/api/core/references/?page=6', headers: GZIP, status: 304, kept: true, conditional: true },
  { name: '304 of a record', path: '/api/core/references/7/', status: 304, kept: true, conditional: true },
  // (A page's 304 is answered from its ETag without a lookup: made and repeated alike.)
  { name: '304 of an HTML page', path: '/core/polities/5/', status: 304, kept: false, conditional: true },
];

describe('a cached answer keeps the contract of the answer made (issue 28)', () => {
  let handle: TestStore;
  const apps: FastifyInstance[] = [];
  let base: string;
  /** Another app over the same store, for the ETags the 304s name (its cache, not the one under test, holds them). */
  let probe: string;
  const lines: Record<string, unknown>[] = [];

  const listen = async (app: FastifyInstance): Promise<string> => {
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  };
  before(async () => {
    handle = await openDemo(SQLITE);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    base = await listen(buildApp({ config: loadConfig({}, {}), store: handle.store, logger: { level: 'info', stream } }));
    probe = await listen(buildApp({ config: loadConfig({}, {}), store: handle.store }));
  });
  after(async () => {
    for (const app of apps) await app.close();
    await handle.cleanup();
  });

  /** Lets the completion step (after the answer's last byte) and the log stream run. */
  const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 30));
  const scrape = async (): Promise<string> => {
    const res = await request(base, '/metrics', 'GET', {});
    assert.equal(res.status, 200);
    return res.body.toString();
  };

  interface Observed { answer: Answer; line: Record<string, unknown>; series: string; hits: number; misses: number }
  /** One request, with the log lines and the metric increments it caused. */
  const observe = async (c: Case, headers: Record<string, string>, what: string): Promise<Observed> => {
    const m0 = await scrape();
    await settle();
    const from = lines.length;
    const answer = await request(base, c.path, c.method ?? 'GET', headers);
    await settle();
    const logged = lines.slice(from).filter((l) => l.msg === 'request' && l.url !== '/metrics');
    const m1 = await scrape();
    assert.equal(answer.status, c.status, `${what}: status`);

    assert.equal(logged.length, 1, `${what}: one request line, got ${JSON.stringify(logged)}`);
    const line = logged[0]!;
    assert.equal(line.method, c.method ?? 'GET', `${what}: logged method`);
    assert.equal(line.url, c.path, `${what}: logged URL`);
    assert.equal(line.status, c.status, `${what}: logged status`);
    assert.match(String(line.reqId), /^req-[0-9a-z]+$/, `${what}: logged request id`);

    const counted = [...increments(m0, m1, 'http_requests_total').values()].filter((s) => s.labels.route !== '/metrics');
    assert.equal(counted.reduce((n, s) => n + s.by, 0), 1, `${what}: one increment of http_requests_total, got ${JSON.stringify(counted)}`);
    assert.equal(counted[0]!.labels.method, c.method ?? 'GET', `${what}: counted method`);
    assert.equal(counted[0]!.labels.status, String(c.status), `${what}: counted status`);

    const lookups = increments(m0, m1, 'databank_cache_lookups_total');
    const lookup = (result: string): number => lookups.get(key({ cache: 'response', result }))?.by ?? 0;
    return { answer, line, series: key(counted[0]!.labels), hits: lookup('hit'), misses: lookup('miss') };
  };

  for (const c of CASES) {
    it(`${c.name}: the made and the cached answer`, async () => {
      let headers = { ...(c.headers ?? {}) };
      if (c.conditional) {
        const etag = (await request(probe, c.path, 'GET', headers)).headers.etag;
        assert.ok(etag, 'an ETag to ask with');
        headers = { ...headers, 'if-none-match': String(etag) };
      }
      const made = await observe(c, headers, `${c.name} (made)`);
      const cached = await observe(c, headers, `${c.name} (cached)`);

      if (c.kept) {
        // (A lookup per content coding tried: a small record asked as gzip, kept plain, misses its gzip entry first.)
        assert.ok(made.misses >= 1 && made.hits === 0, `${c.name}: the first answer was made (hits ${made.hits}, misses ${made.misses})`);
        assert.ok(cached.hits >= 1, `${c.name}: the second answer was cached (hits ${cached.hits}, misses ${cached.misses})`);
      }

      // Byte for byte, apart from the clock.
      assert.deepEqual(withoutDate(cached.answer.raw), withoutDate(made.answer.raw), `${c.name}: headers`);
      assert.equal(made.answer.raw.filter((_v, i) => i % 2 === 0 && made.answer.raw[i]!.toLowerCase() === 'date').length, 1, 'one Date');
      assert.ok(cached.answer.body.equals(made.answer.body), `${c.name}: body`);
      if (c.method === 'HEAD' || c.status === 304) assert.equal(made.answer.body.length, 0);

      // The same log line but for its id (and time, pid, ms), and the same series counted.
      assert.notEqual(cached.line.reqId, made.line.reqId, `${c.name}: a request id per request`);
      assert.deepEqual(Object.keys(cached.line).sort(), Object.keys(made.line).sort(), `${c.name}: the same fields logged`);
      assert.equal(cached.line.bytes, made.line.bytes, `${c.name}: the same bytes logged`);
      assert.equal(cached.series, made.series, `${c.name}: counted under the same series`);
    });
  }

  it('every request line has a request id of its own', () => {
    const ids = lines.filter((l) => l.msg === 'request').map((l) => l.reqId);
    assert.ok(ids.length >= 4 * CASES.length, `${ids.length} lines`);
    assert.equal(new Set(ids).size, ids.length);
  });
});
