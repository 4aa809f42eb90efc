/**
 * What `npm run soak` (bench/soak.ts) and its reduced form in `npm test` (test/soak.test.ts) share: a seeded PRNG, a
 * strict incremental parser of HTTP/1.1 responses (raw sockets: malformed requests must be sendable and every byte the
 * server sends must be read), and the checks every answer gets (no 5xx, no stack trace or file path in a body, JSON
 * bodies in one of the API's shapes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The repository root (dist/bench/ is two levels below it). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
export const DRIVE = path.join(ROOT, 'dist', 'bench', 'soak-drive.js');
export const HOST = '127.0.0.1';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32), so a seed replays a run's requests.

export interface Rng {
  (): number;
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
}

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = next as Rng;
  r.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  r.pick = (list) => list[Math.floor(next() * list.length)]!;
  r.chance = (p) => next() < p;
  return r;
}

// ---------------------------------------------------------------------------------------------------------------
// Responses.

export interface Response {
  readonly status: number;
  /** Lower-cased names; repeated fields joined with ", ". */
  readonly headers: Record<string, string>;
  readonly body: Buffer;
  /** Bytes of the status line and header section. */
  readonly headBytes: number;
}

/** Thrown on bytes that are no HTTP/1.1 response. */
export class ParseError extends Error {}

/**
 * An incremental parser of a stream of HTTP/1.1 responses. `push` takes bytes and returns the responses completed;
 * `isHead(i)` says whether the i-th final response answers a HEAD (no body). Bodies are framed by Content-Length or
 * chunked coding; 1xx, 204 and 304 have none. A response with neither framing runs to the end of the connection
 * (`end()` completes it).
 */
export class ResponseParser {
  #buf: Buffer = Buffer.alloc(0);
  #finals = 0;
  /** A response whose head is read, waiting for its body. */
  #pending: { status: number; headers: Record<string, string>; headBytes: number; length: number | 'chunked' | 'close' } | undefined;
  constructor(private readonly isHead: (index: number) => boolean = () => false) {}

  /** Final (non-1xx) responses completed so far. */
  get finals(): number {
    return this.#finals;
  }

  push(data: Buffer): Response[] {
    this.#buf = this.#buf.length ? Buffer.concat([this.#buf, data]) : data;
    const out: Response[] = [];
    for (;;) {
      const r = this.#next();
      if (!r) return out;
      out.push(r);
    }
  }

  /** The connection ended: a response framed by the close completes; any other leftover bytes are an error. */
  end(): Response | undefined {
    const p = this.#pending;
    if (p?.length === 'close') {
      this.#pending = undefined;
      const body = this.#buf;
      this.#buf = Buffer.alloc(0);
      this.#finals++;
      return { status: p.status, headers: p.headers, body, headBytes: p.headBytes };
    }
    if (p) throw new ParseError(`connection closed inside a body (status ${p.status}, ${this.#buf.length} of ${String(p.length)} bytes)`);
    if (this.#buf.length) throw new ParseError(`connection closed inside a response head: ${excerpt(this.#buf)}`);
    return undefined;
  }

  #next(): Response | undefined {
    if (!this.#pending) {
      const end = this.#buf.indexOf('\r\n\r\n');
      if (end < 0) {
        if (this.#buf.length > 64 * 1024) throw new ParseError(`a response head over 64 KiB: ${excerpt(this.#buf)}`);
        if (this.#buf.length >= 5 && !this.#buf.subarray(0, 5).equals(Buffer.from('HTTP/'))) throw new ParseError(`not a status line: ${excerpt(this.#buf)}`);
        return undefined;
      }
      const [statusLine, ...fields] = this.#buf.subarray(0, end).toString('latin1').split('\r\n');
      const m = /^HTTP\/1\.1 ([1-5]\d\d) [\x20-\x7e]*$/.exec(statusLine!);
      if (!m) throw new ParseError(`malformed status line: ${JSON.stringify(statusLine)}`);
      const status = Number(m[1]);
      const headers: Record<string, string> = {};
      for (const field of fields) {
        const f = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*([\x20-\x7e\x80-\xff\t]*?)[ \t]*$/.exec(field);
        if (!f) throw new ParseError(`malformed header field: ${JSON.stringify(field)}`);
        const name = f[1]!.toLowerCase();
        headers[name] = name in headers ? `${headers[name]}, ${f[2]}` : f[2]!;
      }
      const headBytes = end + 4;
      this.#buf = this.#buf.subarray(headBytes);
      if (status < 200) return { status, headers, body: Buffer.alloc(0), headBytes };
      const index = this.#finals;
      const te = headers['transfer-encoding'];
      const cl = headers['content-length'];
      let length: number | 'chunked' | 'close';
      // A HEAD's answer has no body, except the server's raw answer to a request it could not parse (it closes).
      if (status === 204 || status === 304) length = 0;
      else if (this.isHead(index)) length = /\bclose\b/i.test(headers.connection ?? '') && cl !== undefined && cl !== '0' ? 'close' : 0;
      else if (te !== undefined) {
        if (te.toLowerCase() !== 'chunked') throw new ParseError(`unexpected Transfer-Encoding: ${te}`);
        length = 'chunked';
      } else if (cl !== undefined) {
        if (!/^\d+$/.test(cl)) throw new ParseError(`malformed Content-Length: ${cl}`);
        length = Number(cl);
      } else length = 'close';
      this.#pending = { status, headers, headBytes, length };
    }
    const p = this.#pending;
    let body: Buffer;
    if (p.length === 'close') return undefined;
    if (p.length === 'chunked') {
      const parts: Buffer[] = [];
      let at = 0;
      for (;;) {
        const eol = this.#buf.indexOf('\r\n', at);
        if (eol < 0) return undefined;
        const sizeText = this.#buf.subarray(at, eol).toString('latin1').split(';')[0]!.trim();
        if (!/^[0-9a-fA-F]+$/.test(sizeText)) throw new ParseError(`malformed chunk size: ${JSON.stringify(sizeText)}`);
        const size = parseInt(sizeText, 16);
        if (size === 0) {
          const trailerEnd = this.#buf.indexOf('\r\n\r\n', eol);
          const plainEnd = this.#buf.subarray(eol + 2, eol + 4).toString('latin1') === '\r\n';
          if (!plainEnd && trailerEnd < 0) return undefined;
          if (plainEnd) at = eol + 4;
          else at = trailerEnd + 4;
          break;
        }
        if (this.#buf.length < eol + 2 + size + 2) return undefined;
        parts.push(this.#buf.subarray(eol + 2, eol + 2 + size));
        if (this.#buf.subarray(eol + 2 + size, eol + 4 + size).toString('latin1') !== '\r\n') throw new ParseError('chunk without its CRLF');
        at = eol + 4 + size;
      }
      body = Buffer.concat(parts);
      this.#buf = this.#buf.subarray(at);
    } else {
      if (this.#buf.length < p.length) return undefined;
      body = this.#buf.subarray(0, p.length);
      this.#buf = this.#buf.subarray(p.length);
    }
    this.#pending = undefined;
    this.#finals++;
    return { status: p.status, headers: p.headers, body, headBytes: p.headBytes };
  }
}

/** At most 200 characters of bytes, JSON-escaped (for reports). */
export function excerpt(bytes: Buffer | string, max = 200): string {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('latin1');
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text) + (text.length > max ? ` (${text.length} bytes)` : '');
}

// ---------------------------------------------------------------------------------------------------------------
// Checks on an answer's body.

/**
 * What a stack trace or a server-side path looks like in a body. `at ` alone is English ("format" ends in "at"), so a
 * frame is `at <name> (<file>:<line>:<col>)`, `at <file>:<line>:<col>` or an indented `at ` line; `.js:` is a file
 * and a line number.
 */
export const TRACE_PATTERNS: readonly (readonly [string, RegExp])[] = [
  ['/work', /\/work(\/|\b)/],
  ['repository path', new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['node:internal', /node:internal/],
  ['node_modules', /node_modules/],
  ['file://', /file:\/\//],
  ['stack frame', /\bat (async )?[\w$.<>[\]]+ \([^)\n]*:\d+:\d+\)|\bat (file:\/\/)?\/[^\s:]+:\d+:\d+|(^|\\n|\n)\s+at \S/],
  ['.js:<line>', /\.(m|c)?[jt]s:\d/],
  ['Error: with stack', /Error: [^"\n]*\\n\s+at /],
];

export function traceIn(text: string): string | undefined {
  for (const [name, re] of TRACE_PATTERNS) {
    const m = re.exec(text);
    if (m) return `${name}: ${excerpt(text.slice(Math.max(0, m.index - 60), m.index + 80), 160)}`;
  }
  return undefined;
}

/** Bodies of these types are static files (Swagger UI's bundle, the pages' own scripts): not searched for traces. */
const STATIC = /^(application|text)\/(javascript|css)|^image\/|^font\/|^application\/(font|wasm)/;

export interface BodyFinding {
  readonly kind: 'trace' | 'shape' | 'encoding';
  readonly detail: string;
}

/** The identity bytes of a body (decoding gzip, br, deflate), or a finding. */
function decoded(r: Response): Buffer | BodyFinding {
  const coding = (r.headers['content-encoding'] ?? 'identity').toLowerCase();
  try {
    if (coding === 'identity') return r.body;
    if (coding === 'gzip') return zlib.gunzipSync(r.body);
    if (coding === 'br') return zlib.brotliDecompressSync(r.body);
    if (coding === 'deflate') return zlib.inflateSync(r.body);
  } catch (err) {
    return { kind: 'encoding', detail: `${coding} body does not decode: ${(err as Error).message}` };
  }
  return { kind: 'encoding', detail: `unknown Content-Encoding ${coding}` };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a JSON value is one of the API's shapes for this status. */
function shapeProblem(status: number, v: unknown): string | undefined {
  if (!isObject(v)) return `a JSON ${Array.isArray(v) ? 'array' : typeof v}, not an object`;
  const keys = Object.keys(v);
  if (status >= 400) {
    if (keys.length === 1 && keys[0] === 'detail') return typeof v.detail === 'string' ? undefined : '"detail" is not a string';
    // django-filter's 400: {"<param>": ["<message>", ...], ...}
    if (status === 400 && keys.length > 0 && keys.every((k) => Array.isArray(v[k]) && (v[k] as unknown[]).every((m) => typeof m === 'string'))) return undefined;
    return `an error body that is neither {"detail": ...} nor a 400 of parameters: keys ${JSON.stringify(keys.slice(0, 5))}`;
  }
  if ('results' in v) {
    if (!Number.isInteger(v.count) || (v.count as number) < 0) return 'a list envelope without an integer count';
    for (const link of ['next', 'previous']) if (v[link] !== null && typeof v[link] !== 'string') return `a list envelope whose ${link} is no string or null`;
    if (!Array.isArray(v.results) || !v.results.every(isObject)) return 'a list envelope whose results are not objects';
    return undefined;
  }
  if ('detail' in v && keys.length === 1) return `a {"detail"} body with status ${status}`;
  return undefined;
}

/** Findings on one answer's body (none for an empty body). */
export function checkBody(r: Response): BodyFinding[] {
  if (r.body.length === 0) return [];
  const type = (r.headers['content-type'] ?? '').toLowerCase();
  const bytes = decoded(r);
  if (!Buffer.isBuffer(bytes)) return [bytes];
  const out: BodyFinding[] = [];
  const text = bytes.toString('utf8');
  if (!STATIC.test(type)) {
    const trace = traceIn(text);
    if (trace) out.push({ kind: 'trace', detail: trace });
  }
  if (type.startsWith('application/json')) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      out.push({ kind: 'shape', detail: `Content-Type JSON but the body does not parse: ${excerpt(text, 120)}` });
      return out;
    }
    const problem = shapeProblem(r.status, value);
    if (problem) out.push({ kind: 'shape', detail: `${problem}: ${excerpt(text, 120)}` });
  } else if (r.status >= 400 && !type.startsWith('text/html')) {
    out.push({ kind: 'shape', detail: `an error answered as ${JSON.stringify(type)}, not JSON or a page: ${excerpt(text, 120)}` });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Servers: `databank serve` as a child process, and the RSS of its process tree.

export interface Server {
  readonly proc: ChildProcess;
  readonly port: number;
  readonly url: string;
  /** Exit code and signal, once it exited. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Lines of its stdout and stderr with level error or fatal (JSON log lines), and any non-JSON stderr. */
  readonly errors: string[];
  /** The lines `keep` chose (none without it). */
  readonly kept: string[];
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, HOST, resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** Starts `databank serve --database <file>` and waits until /readyz answers 200 (at most 30 s). */
export async function startServer(file: string, args: readonly string[] = [], env: Record<string, string> = {},
  keep?: (line: string) => boolean): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, [CLI, 'serve', '--host', HOST, '--port', String(port), '--database', file, ...args], {
    env: { ...process.env, DEMO_ON_EMPTY: 'false', LOG_LEVEL: 'warn', LOG_REQUESTS: 'false', NODE_NO_WARNINGS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  const kept: string[] = [];
  let all = '';
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let rest = '';
    stream.on('data', (d: Buffer) => {
      const lines = (rest + d.toString()).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (all.length < 100_000) all += line + '\n';
        if (!line.trim()) continue;
        if (keep?.(line)) kept.push(line);
        let level = 0;
        try {
          level = (JSON.parse(line) as { level?: number }).level ?? 0;
        } catch {
          // the primary's plain lines ("databank primary <pid>: ...") are information
          if (!/^databank primary \d+: /.test(line)) level = 50;
        }
        if (level >= 50 && errors.length < 100) errors.push(line.slice(0, 2000));
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://${HOST}:${port}`;
  const deadline = performance.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${all}`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (performance.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`server not ready after 30 s: ${all}`);
    }
    await sleep(100);
  }
  return {
    proc, port, url, exited, errors, kept,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The process and its descendants (a cluster primary and its workers). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    try {
      const children = fs.readFileSync(`/proc/${out[i]}/task/${out[i]}/children`, 'utf8').trim();
      if (children) out.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** Resident set size of a process, MB (NaN once it is gone). */
export function rssMb(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** p-quantile of sorted numbers. */
export function quantile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** A GET over node:http, no Accept-Encoding (for setting up, never for what is measured). */
export function getText(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${urlPath}: no answer within 30 s`)));
  });
}
