/**
 * The fuzz of `npm run soak` (part 1): requests built from the registry's own parameter names and the databank's own
 * ids, made hostile (paths with `//`, `..`, invalid and overlong percent-encodings, raw bytes, very long paths; every
 * known parameter with empty, huge, NUL, SQL, beyond-64-bit, `%`, `_`, U+FEFF, U+2028 and emoji values; unknown and
 * garbage methods; Host variants, encodings, conditional, forwarded, Expect and oversized headers; bodies and bad
 * framing), sent over raw sockets one at a time, on keep-alive, pipelined, split into pieces, or cut short. Every byte
 * the server sends back is parsed and checked (soak-lib.ts). Case `i` of a seed is always the same bytes, so a
 * finding names its seed and case and can be replayed (`fuzzCase`).
 */
import net from 'node:net';
import { checkBody, excerpt, getText, HOST, ParseError, ResponseParser, rng, type Response, type Rng } from './soak-lib.js';
import type { Registry } from '../src/registry/index.js';

/** What requests are built from: the registry's parameter names and the databank's own ids and ETags. */
export interface Vocabulary {
  readonly collections: readonly string[];
  /** Every filter parameter of every collection, and the reserved ones. */
  readonly params: readonly string[];
  /** Real ids per collection (first and last page). */
  readonly ids: Readonly<Record<string, readonly string[]>>;
  /** ETags the server sent (identity bytes). */
  readonly etags: readonly string[];
  /** The pages' assets (`/assets/...?v=`). */
  readonly assets: readonly string[];
  /** Words from real titles, for icontains. */
  readonly words: readonly string[];
}

export async function vocabulary(port: number, registry: Registry): Promise<Vocabulary> {
  const collections = registry.collections.map((d) => d.path);
  const params = [...new Set([...registry.collections.flatMap((d) => d.filters.map((f) => f.param)), 'page', 'page_size', 'format', 'ordering'])];
  const ids: Record<string, string[]> = {};
  const etags: string[] = [];
  const words = new Set<string>();
  for (const c of collections) {
    const first = await getText(port, `/api/${c}/`);
    if (first.etag) etags.push(first.etag);
    const page = JSON.parse(first.text) as { count: number; results: { id: number | string; title?: string }[] };
    const last = JSON.parse((await getText(port, `/api/${c}/?page=last`)).text) as typeof page;
    ids[c] = [...page.results.slice(0, 10), ...last.results.slice(-5)].map((r) => String(r.id));
    for (const r of page.results) for (const w of (r.title ?? '').match(/[A-Za-z]{4,}/g) ?? []) words.add(w);
    const rec = await getText(port, `/api/${c}/${ids[c]![0]}/`);
    if (rec.etag) etags.push(rec.etag);
  }
  const home = await getText(port, '/');
  const assets = [...new Set([...home.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))];
  return { collections, params, ids, etags, assets, words: [...words].slice(0, 50) };
}

// ---------------------------------------------------------------------------------------------------------------
// Building requests.

/** Methods: mostly the API's own, then writes and others node knows, then tokens no parser should take. */
const READS = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'OPTIONS'] as const;
const OTHERS = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'PROPFIND', 'QUERY', 'SEARCH', 'MKCOL', 'LOCK', 'PURGE', 'REPORT', 'M-SEARCH'] as const;
const GARBAGE = ['get', 'Get', 'G3T', 'GET\x00', 'BREW', '', '-', 'X'.repeat(300), 'GET GET', 'GÉT', '\x16\x03\x01', 'PRI'] as const;

function methodOf(r: Rng): string {
  const x = r();
  return x < 0.8 ? r.pick(READS) : x < 0.95 ? r.pick(OTHERS) : r.pick(GARBAGE);
}

/** Percent-encodings that are invalid, overlong or otherwise unwelcome. */
const BAD_ESCAPES = ['%ff', '%FF', '%', '%g1', '%2', '%00', '%c0%af', '%C0%80', '%e0%80%af', '%f0%80%80%af', '%ed%a0%80', '%fe%ff', '%ef%bb%bf',
  '%e2%80%a8', '%f0%9f%98%80', '%2f', '%2e%2e', '%5c', '%0d%0a', '%u0041', '%%'];

/** Parameter values: empty, huge, NUL, SQL, numbers beyond 64 bits, LIKE wildcards, BOM, line separator, emoji, dates. */
const VALUES = ['', ' ', '+', '%20%20', 'a%00b', '%00', ' x ', "' OR '1'='1", "1; DROP TABLE core_references; --", "1') UNION SELECT sqlite_version() --",
  '%27%20OR%201%3D1--', '18446744073709551616', '-18446744073709551617', '340282366920938463463374607431768211457', '9'.repeat(60), '1e50', '1e51',
  '1e308', '1e-400', '-1e400', '-0', '0x10', 'NaN', 'Infinity', '-Infinity', '1_000', '%D9%A3', '١٢٣', '%EF%BC%91', '%', '%25', '_', '%5F', '\\', '%5C',
  '%EF%BB%BF', '%EF%BB%BF1', '%E2%80%A8', '1%E2%80%A8', '%E2%80%A9', '%F0%9F%98%80', '%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9', '%ED%A0%80', '%C0%AF',
  '%FF', '%FE%FF', 'TRS', 'trs', 'DSP', 'X', 'true', 'FALSE', '1', '0', '2', 'last', 'LAST', '-1', '1.5', '1.', '.5', '100', '101', '99999999999',
  '2023-01-02', '01/02/23', '01/02/2023', '2023-02-30', '0000-00-00', '2023-01-01T00:00:00Z', '2023-01-01T00:00:00.123456+05:30', '2023-01-01T25:61:61Z',
  '2023-01-01,2023-12-31', ',100', '100,', '1,2', '1,2,3', ',', ',,', '-id', 'id,-title', 'year,-nonexistent', '-', '--', '?', '#', '%26', '=', '%3D', 'api', 'json',
  'csv', 'ndjson', 'xml', 'API', 'null', 'undefined', '[]', '{}', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', '../../etc/passwd', '%0d%0aSet-Cookie:%20x=1'];

const HOSTS = ['localhost', 'LOCALHOST', 'localhost:8000', '127.0.0.1', 'example.org', 'sub.example.org', '.example.org', 'EXAMPLE.ORG.', 'evil.com',
  '[::1]', '[::1]:8000', '[::1', '::1', 'a b', '', ' ', 'x'.repeat(300), 'host:99999', 'host:abc', 'host:', ':80', '127.0.0.1:1, evil.com', 'ex%00ample',
  'ünïcödé.org', 'xn--nicd-bsa.org', 'example.org:8000:1', '-', '_', 'a..b', '1.2.3.4.5', 'evil.com#@example.org', 'user@example.org'];

const ACCEPTS = ['*/*', 'application/json', 'text/html', 'text/html;q=0.9, application/json', 'application/xml', ';;;', 'text/*', '', 'a'.repeat(5000)];
const ENCODINGS = ['gzip', 'br', 'deflate', 'gzip, br', 'br;q=0, gzip', '*', 'identity;q=0', 'gzip;q=abc', 'br;q=1.5', 'GZIP', 'x'.repeat(4000), '', ',', 'compress', 'zstd'];
const FORWARDED_HOSTS = ['evil.com', 'example.org', 'example.org:8080', '', 'a, b', 'example.org, evil.com', '[::1]', 'ex ample', 'x'.repeat(500), '%00'];
const PROTOS = ['https', 'http', 'javascript', 'https, http', '', 'HTTPS', 'ftp', 'x'.repeat(100)];

/** One request as sent: its bytes and its method (a HEAD answer has no body). */
interface Sent {
  readonly bytes: Buffer;
  readonly method: string;
}

/** A connection's script. */
export interface FuzzCase {
  readonly index: number;
  readonly requests: readonly Sent[];
  /** `sequential`: each request after the previous answer; `pipelined`: all at once. */
  readonly mode: 'sequential' | 'pipelined';
  /** One more request cut short (its first bytes), sent after the others. */
  readonly tail: Sent | undefined;
  /** After sending: half-close (FIN), keep the connection open until answered, or abort it. */
  readonly end: 'fin' | 'keep' | 'destroy';
  /** Write the bytes in a few pieces (boundaries inside the request line and headers). */
  readonly split: boolean;
  /** The server it goes to (0: defaults; 1: TRUST_PROXY and ALLOWED_HOSTS). */
  readonly server: number;
}

function pct(r: Rng, s: string): string {
  // Mostly proper encoding; sometimes the raw text (spaces and all), which the request line may not survive.
  if (r.chance(0.05)) return s;
  return s.replace(/[^A-Za-z0-9\-_.~%]/g, (c) => encodeURIComponent(c));
}

const uuid = (r: Rng): string => Array.from({ length: 32 }, () => r.int(0, 15).toString(16)).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

function id(r: Rng, v: Vocabulary, c: string): string {
  if (r.chance(0.6)) return r.pick(v.ids[c] ?? ['1']);
  return r.pick(['0', '-1', '00001', '1.5', '1e3', '18446744073709551617', '9'.repeat(400), 'abc', uuid(r), '%20', '%F0%9F%98%80',
    'null', '%5B%5D', '1%20OR%201=1', '%EF%BC%91', (v.ids['core/citations']?.[0] ?? 'x').toUpperCase(), '1;', '1%00', '%ff', ' ']);
}

function basePath(r: Rng, v: Vocabulary): string {
  const c = r.pick(v.collections);
  switch (r.int(0, 13)) {
    case 0: return r.pick(['/', '/api/', '/api', '/api/openapi.json', '/healthz', '/readyz', '/search/', '/search', '/docs/', '/docs']);
    case 1: case 2: case 3: return `/api/${c}/`;
    case 4: case 5: return `/api/${c}/${id(r, v, c)}/`;
    case 6: return r.chance(0.5) ? `/api/${c}` : `/api/${c}/${id(r, v, c)}`;
    case 7: return `/${c}/`;
    case 8: return `/${c}/${id(r, v, c)}/`;
    case 9: return r.chance(0.5) ? `/core/polities/${id(r, v, 'core/polities')}/` : `/search/`;
    case 10: return v.assets.length ? r.pick(v.assets) : '/assets/x.js';
    case 11: return r.pick(['/api/nope/', '/nope', '/api/sc/', '/api/sc/tokens/1/2/', '/favicon.ico', '/robots.txt', '/.env', '/.git/config', '/wp-admin/',
      '/api/sc/tokens/1/extra', '/api/core/', '/assets/', '/assets/nope.js', '/docs/swagger-ui.css', '/api/openapi.yaml', '/server-status']);
    default: return `/api/${c}/`;
  }
}

function mutatePath(r: Rng, p: string): string {
  const at = (s: string): number => r.int(0, s.length);
  const insert = (s: string, x: string): string => {
    const i = at(s);
    return s.slice(0, i) + x + s.slice(i);
  };
  switch (r.int(0, 11)) {
    case 0: return r.chance(0.5) ? `/${p}` : p.replace('/', '//').replace(/\/$/, '//');
    case 1: return insert(p, r.pick(['/./', '/../', '/%2e%2e/', '/..%2f', '/.%2e/', '/...', '/..;/', '\\..\\']));
    case 2: return p.replace(/[a-z]/, (ch) => `%${ch.charCodeAt(0).toString(16)}`);
    case 3: case 4: return insert(p, r.pick(BAD_ESCAPES));
    case 5: return insert(p, r.pick(['\x80', '\xff', 'é', 'ü', '\x01', '\x7f', '\t', ' ', '"', '<', '{', '|', '^', '`']));
    case 6: return p + r.pick(['a'.repeat(300), 'a'.repeat(1000), 'a/'.repeat(3000), 'x'.repeat(10_000), '%41'.repeat(6000), 'a'.repeat(70_000)]);
    case 7: return p.toUpperCase();
    case 8: return p + r.pick([';x', ';jsessionid=1', '#frag', '?', '??', '?&', '?=', '/.', '/..', '%23x']);
    default: return p;
  }
}

function query(r: Rng, v: Vocabulary): string {
  const n = r.int(0, 6);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const name = r.chance(0.9) ? r.pick(v.params) : r.pick(['x', 'foo[]', '', 'page%00', '%ff', 'tag ', 'TAG', 'polity__id', 'page_size__gte', '__proto__',
      'constructor', 'a'.repeat(2000), 'tag%5B%5D', 'year_from__range__gte', 'covers_year%00']);
    let value: string;
    switch (r.int(0, 9)) {
      case 0: value = 'a'.repeat(r.pick([1024, 10_240])); break;
      case 1: value = pct(r, String(r.int(-3500, 2100))); break;
      case 2: value = v.words.length ? pct(r, r.pick(v.words).slice(0, r.int(1, 6))) : 'rom'; break;
      case 3: value = pct(r, r.pick(v.ids['core/polities'] ?? ['1'])); break;
      case 4: value = '%41'.repeat(r.pick([10, 3400])); break;
      default: value = r.pick(VALUES);
    }
    parts.push(r.chance(0.04) ? name : `${name}=${value}`);
  }
  if (!parts.length) return r.chance(0.05) ? '?' : '';
  return `?${parts.join(r.chance(0.95) ? '&' : r.pick([';', '&&', '&amp;']))}`;
}

function target(r: Rng, v: Vocabulary, port: number, method: string): string {
  if (method === 'CONNECT') return r.pick([`${HOST}:${port}`, 'example.org:443', '/api/', '*']);
  let t = basePath(r, v);
  if (r.chance(0.3)) t = mutatePath(r, t);
  if (r.chance(0.15)) t = mutatePath(r, t);
  t += query(r, v);
  switch (r.int(0, 40)) {
    case 0: return `http://${r.pick(HOSTS)}${t}`;
    case 1: return `https://${HOST}:${port}${t}`;
    case 2: return '*';
    case 3: return `//${r.pick(HOSTS)}${t}`;
    case 4: return t.replace(/^\//, '');
    default: return t;
  }
}

function headers(r: Rng, v: Vocabulary, port: number, method: string): { lines: string[]; body: Buffer | undefined; bodyLines: string[] } {
  const lines: string[] = [];
  const host = r.int(0, 99);
  if (host < 70) lines.push(`Host: ${HOST}:${port}`);
  else if (host < 90) lines.push(`Host: ${r.pick(HOSTS)}`);
  else if (host < 95) lines.push(`Host: ${HOST}:${port}`, `Host: ${r.pick(HOSTS)}`);
  // else: no Host at all
  const maybe = (p: number, line: () => string): void => void (r.chance(p) && lines.push(line()));
  maybe(0.3, () => `Accept: ${r.pick(ACCEPTS)}`);
  maybe(0.3, () => `Accept-Encoding: ${r.pick(ENCODINGS)}`);
  maybe(0.2, () => `If-None-Match: ${r.chance(0.6) && v.etags.length ? r.pick(v.etags) : r.pick(['*', 'W/"x"', '"x"', 'garbage', v.etags.join(', '), `"${'a'.repeat(8000)}"`, '""', 'W/'])}`);
  maybe(0.1, () => `X-Forwarded-For: ${r.pick(['1.2.3.4', '::1', 'garbage', Array(200).fill('10.0.0.1').join(', '), ''])}`);
  maybe(0.1, () => `X-Forwarded-Host: ${r.pick(FORWARDED_HOSTS)}`);
  maybe(0.1, () => `X-Forwarded-Proto: ${r.pick(PROTOS)}`);
  maybe(0.03, () => `X-Forwarded-Port: ${r.pick(['443', '99999', 'abc', ''])}`);
  maybe(0.03, () => `Forwarded: ${r.pick(['for=1.2.3.4;host=evil.com;proto=https', 'garbage', ''])}`);
  maybe(0.05, () => `Expect: ${r.pick(['100-continue', '100-Continue', 'garbage', '', '200-ok'])}`);
  maybe(0.08, () => `Connection: ${r.pick(['close', 'keep-alive', 'upgrade', 'close, keep-alive', 'garbage', 'Upgrade, HTTP2-Settings'])}`);
  maybe(0.02, () => `Upgrade: ${r.pick(['websocket', 'h2c', 'garbage'])}`);
  maybe(0.05, () => `User-Agent: ${r.pick(['curl/8', 'Mozilla/5.0 (X11) ☃ ü', '', 'x'.repeat(3000), '() { :; }; echo'])}`);
  maybe(0.02, () => `Cookie: ${'a=b; '.repeat(r.pick([1, 1000]))}`);
  maybe(0.02, () => `Range: ${r.pick(['bytes=0-10', 'bytes=-1', 'garbage'])}`);
  maybe(0.02, () => `Origin: ${r.pick(['https://evil.com', 'null', ''])}`);
  maybe(0.02, () => `If-Modified-Since: ${r.pick(['Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'])}`);
  maybe(0.02, () => `X-Big: ${'a'.repeat(r.pick([8000, 17_000, 70_000]))}`);
  if (r.chance(0.01)) for (let i = 0; i < 150; i++) lines.push(`X-N${i}: v`);
  maybe(0.02, () => r.pick(['Foo', 'Bad Name: x', 'X-Ctl: a\x01b', ' folded: continuation', 'X-Nul: a\x00b', 'X-Cr: a\rb', ': empty name',
    'X-Utf8: é', 'X-Latin: \xff', 'Content-Length : 3', 'Host : x']));
  // A body, well framed or not.
  let body: Buffer | undefined;
  const bodyLines: string[] = [];
  const write = method !== 'GET' && method !== 'HEAD' ? 0.4 : 0.05;
  if (r.chance(write)) {
    const size = r.pick([0, 1, 10, 200, 5000, r.chance(0.05) ? 2 * 1024 * 1024 : 100]);
    const payload = Buffer.alloc(size, 'x');
    const framing = r.int(0, 9);
    if (framing < 6) {
      bodyLines.push(`Content-Length: ${size}`);
      body = payload;
    } else if (framing < 8) {
      bodyLines.push('Transfer-Encoding: chunked');
      body = Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), payload, Buffer.from(size ? '\r\n0\r\n\r\n' : '\r\n')]);
    } else {
      bodyLines.push(r.pick([`Content-Length: ${size}\r\nTransfer-Encoding: chunked`, 'Content-Length: -1', 'Content-Length: abc', `Content-Length: ${size}, ${size + 1}`,
        `Content-Length: ${size}\r\nContent-Length: ${size + 1}`, 'Transfer-Encoding: gzip', 'Transfer-Encoding: chunked, identity', 'Content-Length: 99999999999999999999']));
      body = payload;
    }
    if (r.chance(0.5)) bodyLines.push(`Content-Type: ${r.pick(['application/json', 'multipart/form-data; boundary=x', 'text/plain', 'garbage', 'application/x-www-form-urlencoded'])}`);
  }
  return { lines, body, bodyLines };
}

function request(r: Rng, v: Vocabulary, port: number): Sent {
  const method = methodOf(r);
  const version = r.chance(0.93) ? 'HTTP/1.1' : r.pick(['HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1 x', '']);
  const t = target(r, v, port, method);
  const { lines, body, bodyLines } = headers(r, v, port, method);
  const line = version ? `${method} ${t} ${version}` : `${method} ${t}`;
  const eol = r.chance(0.02) ? '\n' : '\r\n';
  const head = Buffer.from([line, ...lines, ...bodyLines].join(eol) + eol + eol, 'latin1');
  // Text above is latin1 bytes; `é` and `☃` go out as UTF-8 bytes in some requests, as raw Latin-1 in others.
  const bytes = r.chance(0.5) ? head : Buffer.from([line, ...lines, ...bodyLines].join(eol) + eol + eol, 'utf8');
  return { bytes: body ? Buffer.concat([bytes, body]) : bytes, method };
}

/** Case `index` of a run with `seed` (the same bytes every time; `vocabulary` and ports as in the run). */
export function fuzzCase(seed: number, index: number, v: Vocabulary, ports: readonly number[]): FuzzCase {
  const r = rng((seed * 0x9e3779b1 + index * 0x85ebca6b) >>> 0);
  const server = index % ports.length;
  const port = ports[server]!;
  const shape = r.int(0, 99);
  const n = shape < 35 ? 1 : r.int(2, 10);
  const requests = Array.from({ length: n }, () => request(r, v, port));
  const mode = shape >= 35 && shape < 60 ? 'pipelined' : 'sequential';
  let tail: Sent | undefined;
  if (shape >= 88) {
    const cut = request(r, v, port);
    tail = { bytes: cut.bytes.subarray(0, r.int(1, Math.max(1, cut.bytes.length - 1))), method: cut.method };
  }
  const end = tail ? (r.chance(0.7) ? 'fin' : 'destroy') : r.chance(0.5) ? 'fin' : 'keep';
  return { index, requests, mode, tail, end, split: r.chance(0.1), server };
}

// ---------------------------------------------------------------------------------------------------------------
// Sending a case and judging what came back.

/**
 * `extra`: more answers than requests on a connection. `note`: not a target; the server closed after an error answer
 * that had said `Connection: keep-alive`.
 */
export type FindingKind = '5xx' | 'trace' | 'shape' | 'unparsable' | 'extra' | 'connection' | 'hang' | 'encoding' | 'note';

export interface Finding {
  readonly kind: FindingKind;
  readonly case: number;
  readonly detail: string;
  /** The request that got the answer (or the connection's bytes for connection problems). */
  readonly request: string;
}

export interface CaseOutcome {
  /** Requests written (in sequential mode, those after a closing answer never are), the cut one included. */
  readonly written: number;
  readonly statuses: number[];
  readonly findings: Finding[];
}

const CASE_TIMEOUT_MS = 15_000;

/** Sends one case to 127.0.0.1:`port` and checks every answer. */
export function runCase(c: FuzzCase, port: number): Promise<CaseOutcome> {
  return new Promise((resolve) => {
    const statuses: number[] = [];
    const findings: Finding[] = [];
    const requestOf = (i: number): string => {
      const sent = i < c.requests.length ? c.requests[i]?.bytes : c.tail?.bytes;
      return sent ? excerpt(sent, 600) : '(none)';
    };
    const all = (): string => excerpt(Buffer.concat([...c.requests.map((q) => q.bytes), c.tail?.bytes ?? Buffer.alloc(0)]), 600);
    const add = (kind: FindingKind, detail: string, request: string): void => void findings.push({ kind, case: c.index, detail, request });
    // A HEAD's answer has no body, unless it is the server's raw error answer that closes the connection.
    const parser = new ResponseParser((i) => (i < c.requests.length ? c.requests[i]?.method : c.tail?.method) === 'HEAD');
    const socket = net.connect({ port, host: HOST });
    let finished = false;
    let sent = 0;
    /** The last final answer said `Connection: close` (or was an error the server closes after). */
    let closing = false;
    let lastStatus = 0;
    let errorCode: string | undefined;
    let lastConnection = '';
    let tailSent = false;
    /** What happened on the socket, for connection findings: `+12ms data 4096`, `error EPIPE`, `end`. */
    const events: string[] = [];
    const t0 = performance.now();
    const log = (e: string): void => void (events.length < 40 && events.push(`+${Math.round(performance.now() - t0)}ms ${e}`));
    const timer = setTimeout(() => {
      if (parser.finals < c.requests.length && !closing) add('hang', `no answer within ${CASE_TIMEOUT_MS} ms: ${parser.finals} of ${c.requests.length} answered`, all());
      done();
    }, CASE_TIMEOUT_MS);
    const done = (): void => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ written: sent + (c.tail && tailSent ? 1 : 0), statuses, findings });
    };
    /**
     * Writes `bytes` in one call (then FIN with `fin`), or, split, in pieces of 1 to 64 bytes for the first 512 bytes,
     * one piece per turn of the event loop. One write per turn matters: a write that fails (EPIPE, the server reset the
     * connection) makes node destroy the socket before it reads what the server sent, so no write may follow one the
     * server may already have answered within the same turn.
     */
    const write = (bytes: Buffer, fin: boolean): void => {
      if (!c.split || bytes.length < 4) return void (fin ? socket.end(bytes) : socket.write(bytes));
      const pieces: Buffer[] = [];
      const r = rng(c.index);
      let at = 0;
      while (at < bytes.length && at <= 512) {
        const n = Math.min(bytes.length - at, r.int(1, 64));
        pieces.push(bytes.subarray(at, at + n));
        at += n;
      }
      if (at < bytes.length) pieces.push(bytes.subarray(at));
      const next = (): void => {
        if (finished || socket.destroyed) return;
        const piece = pieces.shift()!;
        if (pieces.length) {
          socket.write(piece);
          setImmediate(next);
        } else if (fin) socket.end(piece);
        else socket.write(piece);
      };
      next();
    };
    const last = (bytes: Buffer): void => {
      tailSent = true;
      const all = c.tail ? Buffer.concat([bytes, c.tail.bytes]) : bytes;
      write(all, c.end === 'fin');
      if (c.end === 'destroy') setTimeout(done, 50);
    };
    const sendNext = (): void => {
      if (c.mode === 'pipelined') {
        sent = c.requests.length;
        return last(Buffer.concat(c.requests.map((q) => q.bytes)));
      }
      const q = c.requests[sent++]!;
      if (sent === c.requests.length) last(q.bytes);
      else write(q.bytes, false);
    };
    socket.on('connect', () => {
      log(`connected from port ${socket.localPort}`);
      sendNext();
    });
    socket.on('data', (d: Buffer) => {
      log(`data ${d.length}`);
      let got: Response[];
      try {
        got = parser.push(d);
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        add('unparsable', err.message, requestOf(parser.finals));
        return done();
      }
      for (const res of got) {
        if (res.status < 200) {
          add('shape', `an interim ${res.status} answer`, requestOf(parser.finals));
          continue;
        }
        const i = statuses.length;
        statuses.push(res.status);
        lastStatus = res.status;
        if (res.status >= 500 && !pagesBusy(res)) add('5xx', `${res.status}: ${excerpt(res.body, 300)}`, requestOf(i));
        for (const f of checkBody(res)) add(f.kind, `${res.status}: ${f.detail}`, requestOf(i));
        for (const [name, value] of Object.entries(res.headers)) {
          if (/\/work\/|node:internal|node_modules|\.js:\d/.test(value)) add('trace', `header ${name}: ${excerpt(value)}`, requestOf(i));
        }
        lastConnection = res.headers.connection ?? '';
        if (/\bclose\b/i.test(res.headers.connection ?? '')) closing = true;
        // One answer per request: a request cut short gets one at most (its own, or a 400), never both.
        if (statuses.length > sent + (tailSent ? 1 : 0)) {
          add('extra', `answer ${statuses.length} (${res.status}) to ${sent + (tailSent ? 1 : 0)} requests; the answers: ${statuses.join(', ')}`, requestOf(statuses.length - 2));
        }
        if (!closing && c.mode === 'sequential' && sent < c.requests.length && i === sent - 1) sendNext();
      }
      if (c.end === 'keep' && !c.tail && statuses.length >= c.requests.length) done();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      log(`error ${err.code ?? err.message}`);
      errorCode ??= err.code ?? err.message;
    });
    socket.on('end', () => log('end'));
    socket.on('close', () => {
      if (finished) return;
      let last: Response | undefined;
      try {
        last = parser.end();
      } catch (err) {
        if (!(err instanceof ParseError)) throw err;
        // A HEAD's raw error answer carries a body the parser did not expect: the server said it would close.
        if (!closing) add('unparsable', err.message, requestOf(parser.finals));
      }
      if (last) {
        statuses.push(last.status);
        if (last.status >= 500) add('5xx', `${last.status}`, requestOf(statuses.length - 1));
        for (const f of checkBody(last)) add(f.kind, `${last.status}: ${f.detail}`, requestOf(statuses.length - 1));
        lastStatus = last.status;
        lastConnection = last.headers.connection ?? '';
        if (statuses.length > sent + (tailSent ? 1 : 0)) {
          add('extra', `answer ${statuses.length} (${last.status}) to ${sent + (tailSent ? 1 : 0)} requests; the answers: ${statuses.join(', ')}`, requestOf(statuses.length - 2));
        }
        if (/\bclose\b/i.test(last.headers.connection ?? '')) closing = true;
      }
      // Every complete request sent before the server closed must have its answer, unless the server closed after an
      // error answer it sent (a request it could not take: README "Requests the server cannot take").
      const owed = sent - statuses.length;
      const afterError = lastStatus >= 400;
      const how = `the server closed the connection${errorCode ? ` (${errorCode})` : ''} with ${owed} of ${sent} requests unanswered`;
      if (owed > 0 && !closing && !afterError) {
        add('connection', how + (statuses.length ? ` after a ${lastStatus}` : ', no answer at all') + `; ${c.mode}, ${c.end}; ${events.join(', ')}` +
          (statuses.length ? `\n      the last answered request: ${requestOf(statuses.length - 1)}` : ''), `(first unanswered) ${requestOf(statuses.length)}`);
      } else if (owed > 0 && !closing) {
        add('note', `${how} after a ${lastStatus} that said Connection: ${lastConnection || '(nothing)'}`, requestOf(statuses.length - 1));
      } else if (errorCode && !closing && !afterError) {
        add('connection', `${errorCode} after every request was answered, without Connection: close`, all());
      }
      done();
    });
  });
}

export interface FuzzReport {
  readonly seed: number;
  readonly requests: number;
  readonly connections: number;
  readonly answers: number;
  readonly byStatus: Map<number, number>;
  readonly findings: Finding[];
  /** Findings per kind (all of them; `findings` keeps the first few of each kind). */
  readonly counts: Record<FindingKind, number>;
  readonly seconds: number;
}

/**
 * Sends cases until `requests` requests are written, `concurrency` connections at a time, case `i` to ports[i % n];
 * stops early after `maxSeconds`.
 */
export async function fuzz(seed: number, requests: number, v: Vocabulary, ports: readonly number[], { concurrency = 16, maxSeconds = 900 } = {}): Promise<FuzzReport> {
  const started = performance.now();
  const counts: Record<FindingKind, number> = { '5xx': 0, trace: 0, shape: 0, unparsable: 0, extra: 0, connection: 0, hang: 0, encoding: 0, note: 0 };
  const findings: Finding[] = [];
  const byStatus = new Map<number, number>();
  let written = 0, next = 0, answers = 0;
  const worker = async (): Promise<void> => {
    while (written < requests && performance.now() - started < maxSeconds * 1000) {
      const c = fuzzCase(seed, next++, v, ports);
      const out = await runCase(c, ports[c.server]!);
      written += out.written;
      answers += out.statuses.length;
      for (const s of out.statuses) byStatus.set(s, (byStatus.get(s) ?? 0) + 1);
      for (const f of out.findings) {
        counts[f.kind]++;
        if (findings.filter((x) => x.kind === f.kind).length < 20) findings.push(f);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seed, requests: written, connections: next, answers, byStatus, findings, counts, seconds: (performance.now() - started) / 1000 };
}

/**
 * The page budget of all clients together spent (http/page-budget.ts, issue 24): a 503 HTML page with Retry-After, by
 * design, which fuzzed X-Forwarded-For addresses under TRUST_PROXY can reach. Not a server error.
 */
function pagesBusy(res: { status: number; headers: Record<string, string> }): boolean {
  return res.status === 503 && res.headers['retry-after'] !== undefined && (res.headers['content-type'] ?? '').startsWith('text/html');
}
