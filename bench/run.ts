/**
 * `npm run bench`: our server against the static limit, row by row, printed as a table. Nothing is asserted.
 *
 * For each databank (the demo at scale 1 and at scale 20, built once into a temp dir and reused):
 *  - start `databank serve` as a child process and time start → first 200 (median of 3 starts);
 *  - for every row (a request kind), fetch our response once, drive our server with autocannon (its own
 *    process), then have the baseline (bench/baseline.ts, plain node:http) replay those exact status, headers
 *    and body bytes under the same load (same connections, same duration), and print ours / baseline;
 *  - read the server's peak RSS (VmHWM) after its rows.
 * Settings by env: BENCH_DURATION (s per run, 5), BENCH_CONNECTIONS (64), BENCH_SCALES (1,20),
 * BENCH_ONLY (regex over row names), BENCH_DIR (where databanks live, default <tmp>/databank-bench),
 * BENCH_SERVER_ENV (extra server env, e.g. "LOG_REQUESTS=false PAGE_CACHE_MB=128"), BENCH_DATABASE (a postgres://
 * URL: the 20x databank is served from it, loaded into it first if it does not hold it; scales default to 20),
 * BENCH_SERVER_NODE_ARGS (node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"; bench/prof-top.ts
 * summarises a profile).
 *
 * At scale 20 it also measures filtered reads with no response cache (`PAGE_CACHE_MB=0`), each request a distinct
 * query from a rotation (bench/drive.ts), against the cached unfiltered page of the same run; and the server's RSS
 * after 10,000 distinct queries with the cache on.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { prng } from '../src/load/demo.js';
import { pgDemo, sqliteDemo } from './databanks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
const BASELINE = path.join(ROOT, 'dist', 'bench', 'baseline.js');
const DRIVE = path.join(ROOT, 'dist', 'bench', 'drive.js');

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
/** A PostgreSQL database for the 20x databank (created beforehand; the harness loads the demo into it). */
const DATABASE = process.env.BENCH_DATABASE || undefined;
if (DATABASE && !/^postgres(ql)?:\/\//.test(DATABASE)) throw new Error('BENCH_DATABASE must be a postgres:// URL');
const SCALES = (process.env.BENCH_SCALES ?? (DATABASE ? '20' : '1,20')).split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench');
const SERVER_ENV = Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(/\s+/).filter(Boolean).map((kv) => {
  const i = kv.indexOf('=');
  return [kv.slice(0, i), kv.slice(i + 1)];
}));
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const HOST = '127.0.0.1';

// ---------------------------------------------------------------------------------------------------------------
// Small HTTP helpers (keep-alive agent; bodies as raw bytes, no decompression).

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

interface Answer {
  readonly status: number;
  readonly rawHeaders: string[];
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}, useAgent = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: urlPath, headers, agent: useAgent ? agent : false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, HOST, () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------------------
// Databanks, our server, the baseline, the load generator.

/** Where the databank of a scale lives: a SQLite file, or (scale 20 with BENCH_DATABASE) the PostgreSQL database. */
async function databank(scale: number): Promise<string> {
  if (scale === 20 && DATABASE) return pgDemo(DATABASE, scale);
  return sqliteDemo(path.join(DIR, `demo-x${scale}.sqlite`), scale);
}

/** The store serving a scale, for labels: `20x` (SQLite) or `20x pg`. */
const label = (scale: number): string => `${scale}x${scale === 20 && DATABASE ? ' pg' : ''}`;

interface Server {
  readonly proc: ChildProcess;
  readonly port: number;
  /** Milliseconds from spawn to the first 200 answer. */
  readonly startMs: number;
}

async function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(process.execPath, [...SERVER_NODE_ARGS, CLI, 'serve'], {
    // The request log goes where a production log would go: out of the process (here: /dev/null).
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST, DATABASE_URL: file, DEMO_ON_EMPTY: 'false', ...SERVER_ENV, ...env },
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${stderr}`);
    try {
      const r = await get(port, '/api/sc/tokens/', {}, false);
      if (r.status === 200) return { proc, port, startMs: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > 30_000) throw new Error(`server did not answer within 30 s: ${stderr}`);
    await sleep(5);
  }
}

async function stopServer(s: Server): Promise<void> {
  if (s.proc.exitCode !== null) return;
  const done = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGTERM');
  await Promise.race([done, sleep(3000)]);
  if (s.proc.exitCode === null) s.proc.kill('SIGKILL');
}

/** Starts the server `n` times (each stopped but the last) and keeps the median start time. */
async function startMedian(file: string, env: Record<string, string>, n = 3): Promise<Server & { startMedianMs: number }> {
  const times: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const s = await startServer(file, env);
    times.push(s.startMs);
    await stopServer(s);
  }
  const s = await startServer(file, env);
  times.push(s.startMs);
  times.sort((a, b) => a - b);
  return { ...s, startMedianMs: times[Math.floor(times.length / 2)]! };
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Baseline {
  readonly proc: ChildProcess;
  readonly port: number;
  replay(a: Answer): Promise<void>;
}

async function startBaseline(mode: 'static' | 'fastify' = 'static'): Promise<Baseline> {
  const proc = fork(BASELINE, mode === 'fastify' ? ['0', 'fastify'] : ['0'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (m: { type: string; port: number }) => resolve(m.port));
    proc.once('exit', (code) => reject(new Error(`baseline exited (${code})`)));
  });
  const replay = (a: Answer): Promise<void> => new Promise((resolve) => {
    proc.once('message', () => resolve());
    // Date, Connection and Keep-Alive are written by node:http itself, as they are for ours.
    const headers: [string, string][] = [];
    for (let i = 0; i < a.rawHeaders.length; i += 2) {
      const name = a.rawHeaders[i]!.toLowerCase();
      if (name !== 'date' && name !== 'connection' && name !== 'keep-alive' && name !== 'transfer-encoding') {
        headers.push([a.rawHeaders[i]!, a.rawHeaders[i + 1]!]);
      }
    }
    proc.send({ type: 'replay', status: a.status, headers, body: a.body.toString('base64') });
  });
  return { proc, port, replay };
}

interface Load {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /** Wire bytes per response (status line, headers and body), as autocannon counted them. */
  readonly wireBytes: number;
  /** Responses with another status than expected, errors and timeouts. */
  readonly bad: number;
  /** What the bad ones were: `503 x25, timeout x2`. */
  readonly badWhat: string;
  /** CPU time the server process spent per request (user + system), in microseconds: robust to a busy machine. */
  readonly cpuUs: number;
  /** CPU time PostgreSQL's backends of the server spent per request (µs); undefined on SQLite and for the baseline. */
  readonly dbCpuUs: number | undefined;
  /** Requests sent, and answered before the run ended (the rest were in flight when it stopped). */
  readonly sent: number;
  readonly done: number;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime (fields 14 and 15 of stat)
}
const CLOCK_TICKS = 100;

/** The PostgreSQL backends serving one database to our server (its pool names itself `databank-api`). */
class Backends {
  private constructor(readonly client: pg.Client) {}

  static async open(url: string): Promise<Backends> {
    const client = new pg.Client({ connectionString: url, application_name: 'databank-bench' });
    await client.connect();
    return new Backends(client);
  }

  /** CPU seconds used so far by each backend of the server (parallel query workers, which come and go, are missed). */
  async cpu(): Promise<Map<number, number>> {
    const r = await this.client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'databank-api'`);
    const out = new Map<number, number>();
    for (const { pid } of r.rows) {
      try {
        out.set(pid, cpuSeconds(pid));
      } catch {
        // gone meanwhile
      }
    }
    return out;
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** What a load runs against: a process (its CPU is read from /proc) listening on a port. */
interface Target {
  readonly pid: number;
  readonly port: number;
  /** Its PostgreSQL backends, when it reads from PostgreSQL. */
  readonly db?: Backends | undefined;
}

/**
 * Waits until the work the run left in flight is done: the server's CPU is quiet and `/readyz` (which queues behind
 * the store: PostgreSQL's pool, SQLite's event loop) answers at once, twice in a row. A slow row leaves up to one
 * request per connection in flight, and it would otherwise be paid for by the next row.
 */
async function drain(t: Target): Promise<void> {
  const started = performance.now();
  let quiet = 0;
  while (quiet < 2 && performance.now() - started < 300_000) {
    const cpu = cpuSeconds(t.pid);
    const t0 = performance.now();
    await get(t.port, '/readyz', {}, false).catch(() => undefined);
    const readyMs = performance.now() - t0;
    await sleep(100);
    quiet = readyMs < 50 && cpuSeconds(t.pid) - cpu <= 0.015 ? quiet + 1 : 0;
  }
}

interface LoadOptions {
  /** A fixed number of requests instead of BENCH_DURATION seconds. */
  readonly amount?: number;
  /** Seconds autocannon waits for one answer (its default is 10). */
  readonly timeout?: number;
}

/**
 * One autocannon run in its own process (bench/drive.ts), requests taking `paths` in turn. CPU per request counts
 * everything the server (and its PostgreSQL backends) spent until the requests in flight at the end were done,
 * over the requests sent.
 */
async function load(t: Target, paths: readonly string[], headers: Record<string, string>, expect: number, options: LoadOptions = {}): Promise<Load> {
  const settings = {
    url: `http://${HOST}:${t.port}`, paths, headers, connections: CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: DURATION }), ...(options.timeout ? { timeout: options.timeout } : {}),
  };
  const cpu0 = cpuSeconds(t.pid);
  const db0 = await t.db?.cpu();
  const proc = spawn(process.execPath, [DRIVE], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '', err = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
  proc.stdin.end(JSON.stringify(settings));
  const code = await new Promise<number | null>((r) => proc.once('exit', r));
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${err}`);
  await drain(t);
  const cpu = cpuSeconds(t.pid) - cpu0;
  const db1 = await t.db?.cpu();
  const j = JSON.parse(out) as {
    requests: { average: number; total: number; sent: number };
    latency: { p50: number; p99: number };
    throughput: { total: number };
    errors: number; timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  const good = j.statusCodeStats?.[String(expect)]?.count ?? 0;
  const sent = Math.max(j.requests.sent, j.requests.total);
  let dbCpu: number | undefined;
  if (db0 && db1) {
    dbCpu = 0;
    for (const [pid, s] of db1) dbCpu += s - (db0.get(pid) ?? 0);
  }
  const what = Object.entries(j.statusCodeStats ?? {}).filter(([status]) => status !== String(expect)).map(([status, v]) => `${status} x${v.count}`);
  if (j.timeouts) what.push(`timeout x${j.timeouts}`);
  if (j.errors - j.timeouts > 0) what.push(`error x${j.errors - j.timeouts}`);
  return {
    rps: j.requests.average,
    p50: j.latency.p50,
    p99: j.latency.p99,
    wireBytes: j.requests.total ? j.throughput.total / j.requests.total : 0,
    bad: j.errors + Math.max(0, j.requests.total - good), // errors include timeouts
    badWhat: what.join(', '),
    cpuUs: sent ? (cpu * 1e6) / sent : 0,
    dbCpuUs: dbCpu === undefined ? undefined : sent ? (dbCpu * 1e6) / sent : 0,
    sent,
    done: j.requests.total,
  };
}

/** A few hundred requests so the JIT and the caches are warm before a measured run. */
async function warm(port: number, urlPath: string, headers: Record<string, string>): Promise<void> {
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let i = 0; i < 60; i++) await get(port, urlPath, headers);
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Rows.

interface RowDef {
  readonly name: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly expect: number;
  /** Counts toward the "every list-page row ≥ 0.6 of baseline" target. */
  readonly list: boolean;
}

interface Row extends RowDef {
  readonly scale: number;
  /** The scale and store, as printed: `20x`, `20x pg`. */
  readonly at: string;
  readonly bodyBytes: number;
  readonly ours: Load;
  readonly base: Load;
  /** The framework floor (baseline.ts `fastify`) replaying the same answer, right after the baseline (FLOOR_ROWS). */
  readonly floor?: Load;
}

/**
 * Rows that also measure the framework floor: a bare Fastify route logging one line per request, replaying our exact
 * answer. Small answers, where the fixed cost per answer shows most.
 */
const FLOOR_ROWS = new Set(['references first page', 'citations last page', 'references record', 'references 304']);

async function pageCount(port: number, collection: string): Promise<number> {
  const r = await get(port, `/api/${collection}/`);
  const count = (JSON.parse(r.body.toString()) as { count: number }).count;
  return Math.max(1, Math.ceil(count / 50));
}

async function rowDefs(port: number, cached: boolean): Promise<RowDef[]> {
  const defs: RowDef[] = [];
  const refs = await pageCount(port, 'core/references');
  if (!cached) {
    for (const [label, page] of [['first', 1], ['last', refs]] as const) {
      defs.push({ name: `references ${label} (no cache)`, path: `/api/core/references/${page === 1 ? '' : `?page=${page}`}`, headers: {}, expect: 200, list: false });
    }
    return defs;
  }
  for (const [label, collection] of [['references', 'core/references'], ['tokens', 'sc/tokens'], ['citations', 'core/citations'], ['sections', 'core/sections']] as const) {
    const pages = await pageCount(port, collection);
    const which: [string, number][] = pages === 1 ? [['only', 1]] : [['first', 1], ['middle', Math.ceil(pages / 2)], ['last', pages]];
    for (const [where, page] of which) {
      defs.push({ name: `${label} ${where} page`, path: `/api/${collection}/${page === 1 ? '' : `?page=${page}`}`, headers: {}, expect: 200, list: true });
    }
  }
  const middle = `/api/core/references/?page=${Math.ceil(refs / 2)}`;
  const mid = JSON.parse((await get(port, middle)).body.toString()) as { results: { id: number }[] };
  const etag = (await get(port, '/api/core/references/')).headers.etag!;
  defs.push(
    { name: 'references record', path: `/api/core/references/${mid.results[0]!.id}/`, headers: {}, expect: 200, list: false },
    { name: 'references format=api', path: `/api/core/references/?format=api&page=${Math.ceil(refs / 2)}`, headers: {}, expect: 200, list: true },
    { name: 'references 304', path: '/api/core/references/', headers: { 'if-none-match': etag }, expect: 304, list: true },
    { name: 'references gzip', path: middle, headers: { 'accept-encoding': 'gzip' }, expect: 200, list: true },
    { name: 'references br', path: middle, headers: { 'accept-encoding': 'br' }, expect: 200, list: true },
  );
  return defs;
}

async function measure(scale: number, server: Target, baseline: Baseline, def: RowDef, floor?: Baseline): Promise<Row> {
  const answer = await get(server.port, def.path, def.headers);
  if (answer.status !== def.expect) throw new Error(`${def.name}: ${def.path} answered ${answer.status}, expected ${def.expect}`);
  await warm(server.port, def.path, def.headers);
  const ours = await load(server, [def.path], def.headers, def.expect);
  const replayed = async (b: Baseline): Promise<Load> => {
    await b.replay(answer);
    await warm(b.port, def.path, def.headers);
    return load({ pid: b.proc.pid!, port: b.port }, [def.path], def.headers, def.expect);
  };
  const base = await replayed(baseline);
  const row: Row = { ...def, scale, at: label(scale), bodyBytes: answer.body.length, ours, base };
  return floor && FLOOR_ROWS.has(def.name) ? { ...row, floor: await replayed(floor) } : row;
}

// ---------------------------------------------------------------------------------------------------------------
// Filtered rows (scale 20, served with PAGE_CACHE_MB=0): each request takes the next URL of a rotation, so no
// response is ever repeated from a cache. Filtered counts are still cached per generation and filter (the store's
// count cache, which no setting turns off): `filters` says how many distinct filters a rotation holds, so how many
// counts can be computed at all; a rotation longer than the requests of the run computes every one.

/** The cached unfiltered page every filtered row is compared with (measured on the cached server of the same run). */
const CACHED_REFERENCE = 'references first page';

interface FilterDef {
  readonly name: string;
  /** The rotation: the run takes them in turn from the first; warm-up and the serial requests take the last ones. */
  readonly paths: readonly string[];
  /** Distinct filters (`where`) among the paths. */
  readonly filters: number;
  /** p99 < 20 ms at 64 connections, or (icontains on the 20x references) p50 < 100 ms. */
  readonly target: 'p99' | 'icontains' | undefined;
}

const FILTER_NAMES = [
  'filter tokens tag=TRS', 'filter references title=', 'filter alt-names year_from__range',
  'filter references created_date__date__gte', 'filter alt-names polity=', 'filter alt-names covers_year=',
  'filter alt-names tag=TRS deep page', 'filter references year__gte deep page', 'filter references title__icontains',
  'filter alt-names alternative_name__icontains',
] as const;

interface FilterRow extends FilterDef {
  readonly at: string;
  /** Median latency of 5 requests one after the other on one connection (what one query costs, unqueued). */
  readonly serialMs: number;
  readonly ours: Load;
  /** req/s over the cached unfiltered page's (same store, same run). */
  readonly vsCached: number | undefined;
}

const randInt = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
function shuffle<T>(r: () => number, list: Iterable<T>): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
const span = (lo: number, hi: number): number[] => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

async function fetchJson<T>(port: number, urlPath: string): Promise<T> {
  const r = await get(port, urlPath);
  if (r.status !== 200) throw new Error(`${urlPath} answered ${r.status}`);
  return JSON.parse(r.body.toString()) as T;
}

interface Page<T> {
  readonly count: number;
  readonly results: T[];
}

/** The records of `n` pages spread over a collection. */
async function sample<T>(port: number, collection: string, n: number): Promise<T[]> {
  const pages = await pageCount(port, collection);
  const out: T[] = [];
  for (const p of new Set(Array.from({ length: n }, (_, k) => 1 + Math.floor((k * (pages - 1)) / Math.max(1, n - 1))))) {
    out.push(...(await fetchJson<Page<T>>(port, `/api/${collection}/?page=${p}`)).results);
  }
  return out;
}

/** 3 to 5 letters from words of real values, as a user types them (mixed case; distinct ignoring case). */
function fragments(r: () => number, texts: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const text of texts) {
    for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) {
      const len = Math.min(word.length, randInt(r, 3, 5));
      const at = randInt(r, 0, word.length - len);
      const part = word.slice(at, at + len);
      if (!seen.has(part.toUpperCase())) seen.set(part.toUpperCase(), part);
    }
  }
  return shuffle(r, seen.values());
}

async function filterDefs(port: number): Promise<FilterDef[]> {
  const r = prng(20);
  const refs = 'core/references', alt = 'general/polity-alternative-names', tokens = 'sc/tokens';
  const titles = new Set((await sample<{ title: string }>(port, refs, 40)).map((x) => x.title).filter((t) => t !== 'UNKNOWNTITLE'));
  const altNames = new Set((await sample<{ alternative_name: string }>(port, alt, 40)).map((x) => x.alternative_name));
  const polities: number[] = [];
  for (let p = 1, pages = 1; p <= pages; p++) {
    const page = await fetchJson<Page<{ id: number }>>(port, `/api/core/polities/?page_size=100&page=${p}`);
    pages = Math.ceil(page.count / 100);
    polities.push(...page.results.map((x) => x.id));
  }
  const pagesOf = async (collection: string, query: string): Promise<number> =>
    Math.max(1, Math.ceil((await fetchJson<Page<unknown>>(port, `/api/${collection}/?${query}`)).count / 50));
  const days: string[] = [];
  for (let t = Date.UTC(2016, 0, 1); t <= Date.UTC(2021, 11, 31); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  const ranges = new Set<string>();
  while (ranges.size < 3000) {
    const lo = randInt(r, -3000, 1900);
    ranges.add(`${lo},${lo + randInt(r, 20, 400)}`);
  }
  const each = (collection: string, param: string, values: Iterable<string | number>): string[] =>
    shuffle(r, values).map((v) => `/api/${collection}/?${param}=${encodeURIComponent(String(v))}`);
  /** The last `n` pages of a filtered selection. */
  const deep = async (collection: string, query: string, n: number): Promise<string[]> => {
    const pages = await pagesOf(collection, query);
    return shuffle(r, span(Math.max(1, pages - n + 1), pages)).map((p) => `/api/${collection}/?${query}&page=${p}`);
  };
  const titleParts = fragments(r, titles);
  const altParts = fragments(r, altNames);
  const defs: FilterDef[] = [
    { name: 'filter tokens tag=TRS', paths: shuffle(r, span(1, await pagesOf(tokens, 'tag=TRS'))).map((p) => `/api/${tokens}/?tag=TRS&page=${p}`), filters: 1, target: 'p99' },
    { name: 'filter references title=', paths: each(refs, 'title', titles), filters: titles.size, target: 'p99' },
    { name: 'filter alt-names year_from__range', paths: each(alt, 'year_from__range', ranges), filters: ranges.size, target: 'p99' },
    { name: 'filter references created_date__date__gte', paths: each(refs, 'created_date__date__gte', days), filters: days.length, target: 'p99' },
    { name: 'filter alt-names polity=', paths: each(alt, 'polity', polities), filters: polities.length, target: 'p99' },
    { name: 'filter alt-names covers_year=', paths: each(alt, 'covers_year', span(-3000, 1900)), filters: 4901, target: 'p99' },
    { name: 'filter alt-names tag=TRS deep page', paths: await deep(alt, 'tag=TRS', 50), filters: 1, target: 'p99' },
    { name: 'filter references year__gte deep page', paths: await deep(refs, 'year__gte=1900', 100), filters: 1, target: 'p99' },
    { name: 'filter references title__icontains', paths: each(refs, 'title__icontains', titleParts), filters: titleParts.length, target: 'icontains' },
    { name: 'filter alt-names alternative_name__icontains', paths: each(alt, 'alternative_name__icontains', altParts), filters: altParts.length, target: undefined },
  ];
  return defs;
}

/** Warm-up over the tail of a rotation (8 at a time, at most about 2 s, so slow rows do not warm for minutes). */
async function warmRotation(port: number, paths: readonly string[]): Promise<void> {
  const started = performance.now();
  let next = paths.length - 6;
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let i = 0; i < 20 && performance.now() - started < 2000; i++) {
      const p = paths[((next-- % paths.length) + paths.length) % paths.length]!;
      await get(port, p);
    }
  }));
}

async function measureFiltered(server: Target, def: FilterDef, cached: Row | undefined): Promise<FilterRow> {
  const times: number[] = [];
  for (const p of def.paths.slice(-5)) {
    const t0 = performance.now();
    const answer = await get(server.port, p);
    times.push(performance.now() - t0);
    if (answer.status !== 200) throw new Error(`${def.name}: ${p} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  await warmRotation(server.port, def.paths);
  // A generous timeout: a query slower than a few ms queues 64 deep, and the run measures that queue.
  const ours = await load(server, def.paths, {}, 200, { timeout: 300 });
  return { ...def, at: label(20), serialMs: times[2]!, ours, vsCached: cached ? ours.rps / cached.ours.rps : undefined };
}

// ---------------------------------------------------------------------------------------------------------------
// RSS under 10,000 distinct queries (scale 20, the cache on): every answer is a new cache entry (page_size=100
// bodies, ~30 KB each, ~300 MB if nothing were evicted), so only the cache's byte bound keeps the process small.

const FLOOD = 'rss 10,000 distinct queries';
/**
 * What RSS may grow by beyond the cache's budget (MiB): V8's young generation (two 16 MiB semi-spaces on 64-bit
 * Node 20) holds the garbage of the last few thousand requests until a scavenge, and evicted bodies are Buffers
 * outside the V8 heap that are freed only at a mark-compact, which V8 forces once external memory has grown by its
 * 64 MiB soft limit; the count cache (≤ 10,000 keys, ~3 MB) and SQLite's page cache (2 MiB) are small beside them.
 */
const RSS_MARGIN_MB = 96;

interface Flood {
  readonly at: string;
  readonly cacheMb: number;
  readonly beforeMb: number;
  readonly afterMb: number;
  readonly peakMb: number;
  readonly load: Load;
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

async function flood(server: Target, scale: number, cacheMb: number): Promise<Flood> {
  const paths = Array.from({ length: 10_000 }, (_, i) =>
    `/api/core/references/?year__gte=${1880 + (i % 121)}&page_size=100&page=${1 + ((i * 7) % 50)}&r=${i}`);
  const beforeMb = rssMb(server.pid, 'VmRSS');
  const l = await load(server, paths, {}, 200, { amount: paths.length, timeout: 300 });
  return { at: label(scale), cacheMb, beforeMb, afterMb: rssMb(server.pid, 'VmRSS'), peakMb: rssMb(server.pid, 'VmHWM'), load: l };
}

// ---------------------------------------------------------------------------------------------------------------
// Output.

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const ms = (x: number): string => (x < 10 ? x.toFixed(1) : x.toFixed(0));

function printHeader(): void {
  console.log(
    pad('scale', 7) + pad('row', 32) + lpad('rps', 8) + lpad('p50', 6) + lpad('p99', 6) + lpad('body B', 8) + lpad('wire B', 8) + lpad('cpu µs', 8) +
    ' |' + lpad('base rps', 9) + lpad('p50', 6) + lpad('p99', 6) + lpad('cpu µs', 8) + ' |' + lpad('ours/base', 10) + lpad('cpu b/o', 8),
  );
  console.log('-'.repeat(141));
}

function printRow(r: Row): void {
  const flag = r.ours.bad || r.base.bad ? `  (! ${r.ours.bad} / ${r.base.bad} bad responses)` : '';
  console.log(
    pad(r.at, 7) + pad(r.name, 32) + lpad(r.ours.rps.toFixed(0), 8) + lpad(ms(r.ours.p50), 6) + lpad(ms(r.ours.p99), 6) +
    lpad(String(r.bodyBytes), 8) + lpad(r.ours.wireBytes.toFixed(0), 8) + lpad(r.ours.cpuUs.toFixed(0), 8) + ' |' +
    lpad(r.base.rps.toFixed(0), 9) + lpad(ms(r.base.p50), 6) + lpad(ms(r.base.p99), 6) + lpad(r.base.cpuUs.toFixed(0), 8) + ' |' +
    lpad((r.ours.rps / r.base.rps).toFixed(2), 10) + lpad((r.base.cpuUs / r.ours.cpuUs).toFixed(2), 8) + flag,
  );
}

/** Whether the run ended with many requests unanswered: its percentiles are then lower bounds (printed with `+`). */
const truncated = (l: Load): boolean => l.sent - l.done > 0.1 * l.sent;

function printFilterHeader(): void {
  console.log(`\nfiltered rows: 20x, PAGE_CACHE_MB=0, ${CONNECTIONS} connections, each request the next URL of a rotation of \`urls\``);
  console.log(`(\`filters\` of them distinct filters: counts are cached per filter); 1c ms = median of 5 requests one at a time;`);
  console.log(`db µs = PostgreSQL backend CPU per request; vs cached = rps / rps of "${CACHED_REFERENCE}" (cached, same store,`);
  console.log(`same run); p50/p99 marked + are lower bounds (more than 10% of the requests sent were unanswered when the run ended).`);
  console.log(
    pad('store', 7) + pad('row', 46) + lpad('urls', 6) + lpad('filters', 8) + lpad('rps', 8) + lpad('p50', 8) + lpad('p99', 8) + lpad('1c ms', 8) +
    lpad('wire B', 8) + lpad('cpu µs', 8) + lpad('db µs', 8) + ' |' + lpad('vs cached', 10),
  );
  console.log('-'.repeat(137));
}

function printFilterRow(r: FilterRow): void {
  const plus = truncated(r.ours) ? '+' : '';
  const flag = (r.ours.bad ? `  (! ${r.ours.bad} bad: ${r.ours.badWhat})` : '') +
    (plus ? `  (${r.ours.done} of ${r.ours.sent} sent answered within the run)` : '');
  console.log(
    pad(r.at, 7) + pad(r.name, 46) + lpad(String(r.paths.length), 6) + lpad(String(r.filters), 8) + lpad(r.ours.rps.toFixed(r.ours.rps < 10 ? 1 : 0), 8) +
    lpad(ms(r.ours.p50) + plus, 8) + lpad(ms(r.ours.p99) + plus, 8) + lpad(ms(r.serialMs), 8) + lpad(r.ours.wireBytes.toFixed(0), 8) +
    lpad(r.ours.cpuUs.toFixed(0), 8) + lpad(r.ours.dbCpuUs === undefined ? '-' : r.ours.dbCpuUs.toFixed(0), 8) + ' |' +
    lpad(r.vsCached === undefined ? 'n/a' : r.vsCached.toFixed(3), 10) + flag,
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`databank-api bench: ${CONNECTIONS} connections, ${DURATION} s per run, node ${process.version}, ${os.cpus().length} cores` +
    (DATABASE ? `, 20x on PostgreSQL` : ''));
  console.log(`rps = mean requests/s; p50/p99 latency in ms; body B = body bytes; wire B = bytes per response on the wire;`);
  console.log(`cpu µs = server CPU time (user + system) per request; base = the static baseline replaying our exact response;`);
  console.log(`ours/base = ratio of requests/s (the target's figure); cpu b/o = baseline cpu µs / ours (the same ratio, less`);
  console.log(`sensitive to other work on the machine).\n`);
  const selected = (name: string): boolean => !ONLY || ONLY.test(name);
  const anyFiltered = FILTER_NAMES.some(selected);
  const files = new Map<number, string>();
  for (const s of SCALES) files.set(s, await databank(s));
  const backends = DATABASE ? await Backends.open(DATABASE) : undefined;
  const baseline = await startBaseline();
  const floor = await startBaseline('fastify');
  const rows: Row[] = [];
  const filtered: FilterRow[] = [];
  const floods: Flood[] = [];
  const facts: { at: string; scale: number; startMs: number; rssMb: number; label: string }[] = [];
  const cacheMb = Number(SERVER_ENV.PAGE_CACHE_MB ?? 64);
  try {
    let header = false;
    for (const scale of SCALES) {
      for (const cached of scale === 20 ? [true, false] : [true]) {
        const server = await startMedian(files.get(scale)!, cached ? {} : { PAGE_CACHE_MB: '0' });
        const target: Target = { pid: server.proc.pid!, port: server.port, db: scale === 20 ? backends : undefined };
        try {
          for (const def of await rowDefs(server.port, cached)) {
            // The filtered rows are compared with the cached unfiltered page: it is measured whenever they are.
            if (!selected(def.name) && !(scale === 20 && anyFiltered && def.name === CACHED_REFERENCE)) continue;
            if (!header) printHeader();
            header = true;
            const row = await measure(scale, target, baseline, def, cached ? floor : undefined);
            rows.push(row);
            printRow(row);
          }
          facts.push({ at: label(scale), scale, startMs: server.startMedianMs, rssMb: peakRssMb(server.proc.pid!), label: cached ? '' : ' (PAGE_CACHE_MB=0)' });
          if (scale === 20 && cached && selected(FLOOD)) floods.push(await flood(target, scale, cacheMb));
          if (scale === 20 && !cached && anyFiltered) {
            const reference = rows.find((r) => r.scale === 20 && r.name === CACHED_REFERENCE);
            printFilterHeader();
            header = false;
            for (const def of await filterDefs(server.port)) {
              if (!selected(def.name)) continue;
              const row = await measureFiltered(target, def, reference);
              filtered.push(row);
              printFilterRow(row);
            }
          }
        } finally {
          await stopServer(server);
        }
      }
    }
  } finally {
    baseline.proc.disconnect();
    floor.proc.disconnect();
    agent.destroy();
    await backends?.close();
  }

  const floored = rows.filter((r) => r.floor);
  if (floored.length) {
    console.log('\nframework floor: a bare Fastify route with one request log line (bench/baseline.ts fastify) replaying the same');
    console.log('answer, measured right after the baseline; ratios of requests/s, then server CPU µs per request, and what ours');
    console.log('spends beyond the floor (our fixed cost per answer)');
    console.log(pad('scale', 7) + pad('row', 32) + lpad('ours/base', 10) + lpad('floor/base', 11) + lpad('ours cpu', 9) + lpad('floor cpu', 10) +
      lpad('base cpu', 9) + lpad('ours-floor', 11));
    console.log('-'.repeat(99));
    for (const r of floored) {
      const f = r.floor!;
      console.log(pad(r.at, 7) + pad(r.name, 32) + lpad((r.ours.rps / r.base.rps).toFixed(2), 10) + lpad((f.rps / r.base.rps).toFixed(2), 11) +
        lpad(r.ours.cpuUs.toFixed(0), 9) + lpad(f.cpuUs.toFixed(0), 10) + lpad(r.base.cpuUs.toFixed(0), 9) + lpad((r.ours.cpuUs - f.cpuUs).toFixed(0), 11) +
        (f.bad ? `  (! ${f.bad} bad responses)` : ''));
    }
  }

  console.log('');
  for (const f of facts) {
    console.log(`${f.at}${f.label}: start to first answer ${f.startMs.toFixed(0)} ms (median of 3), peak RSS ${f.rssMb.toFixed(0)} MB`);
  }
  for (const f of floods) {
    console.log(`${f.at} (PAGE_CACHE_MB=${f.cacheMb}): 10,000 distinct queries (page_size=100) at ${f.load.rps.toFixed(0)} req/s, ` +
      `${f.load.cpuUs.toFixed(0)} µs cpu each: RSS ${f.beforeMb.toFixed(0)} MB before, ${f.afterMb.toFixed(0)} MB after, peak ${f.peakMb.toFixed(0)} MB` +
      (f.load.bad ? ` (! ${f.load.bad} bad responses)` : ''));
  }

  console.log('\ntargets');
  const verdict = (ok: boolean | undefined): string => (ok === undefined ? 'n/a ' : ok ? 'PASS' : 'MISS');
  const lists = rows.filter((r) => r.list);
  const worstList = lists.reduce<Row | undefined>((w, r) => (!w || r.ours.rps / r.base.rps < w.ours.rps / w.base.rps ? r : w), undefined);
  console.log(`  ${verdict(worstList ? worstList.ours.rps / worstList.base.rps >= 0.6 : undefined)}  every list-page row >= 0.6 of baseline` +
    (worstList ? ` (lowest: ${worstList.at} ${worstList.name} ${(worstList.ours.rps / worstList.base.rps).toFixed(2)})` : ''));
  for (const at of new Set(lists.map((r) => r.at))) {
    const mine = lists.filter((r) => r.at === at);
    const below = mine.filter((r) => r.ours.rps / r.base.rps < 0.8);
    const worst = mine.reduce((w, r) => (r.ours.rps / r.base.rps < w.ours.rps / w.base.rps ? r : w));
    console.log(`  ${verdict(below.length === 0)}  ${at} cached list pages >= 0.8 of the static limit (${below.length} of ${mine.length} below; ` +
      `lowest: ${worst.name} ${(worst.ours.rps / worst.base.rps).toFixed(2)})`);
  }
  for (const suffix of [' (no cache)', '']) {
    const first = rows.find((r) => r.scale === 20 && r.name === `references first${suffix === '' ? ' page' : suffix}`);
    const last = rows.find((r) => r.scale === 20 && r.name === `references last${suffix === '' ? ' page' : suffix}`);
    const ok = first && last ? last.ours.p50 <= 1.5 * first.ours.p50 && last.ours.p99 <= 1.5 * first.ours.p99 : undefined;
    console.log(`  ${verdict(ok)}  ${label(20)} references last page within 1.5x the latency of the first${suffix}` +
      (first && last ? ` (p50 ${ms(last.ours.p50)} vs ${ms(first.ours.p50)} ms, p99 ${ms(last.ours.p99)} vs ${ms(first.ours.p99)} ms)` : ''));
  }
  for (const r of rows.filter((x) => x.name === 'references record')) {
    console.log(`  ${verdict(r.ours.rps / r.base.rps >= 0.6)}  ${r.at} single record >= 0.6 of baseline (${(r.ours.rps / r.base.rps).toFixed(2)})`);
  }
  for (const f of facts.filter((x) => x.scale === 20)) {
    console.log(`  ${verdict(f.rssMb < 300)}  peak RSS < 300 MB with the ${f.at} databank${f.label} (${f.rssMb.toFixed(0)} MB)`);
  }
  for (const f of facts.filter((x) => x.label === '')) {
    console.log(`  ${verdict(f.startMs < 1000)}  ${f.at} start to first answer < 1 s (${f.startMs.toFixed(0)} ms)`);
  }
  for (const r of filtered) {
    const plus = truncated(r.ours) ? '+' : '';
    if (r.target === 'p99') {
      console.log(`  ${verdict(!plus && r.ours.p99 < 20)}  ${r.at} ${r.name} p99 < 20 ms (${ms(r.ours.p99)}${plus} ms)`);
    } else if (r.target === 'icontains') {
      console.log(`  ${verdict(!plus && r.ours.p50 < 100)}  ${r.at} ${r.name} p50 < 100 ms (${ms(r.ours.p50)}${plus} ms; one at a time ${ms(r.serialMs)} ms)`);
    }
  }
  for (const f of floods) {
    const bound = f.beforeMb + f.cacheMb + RSS_MARGIN_MB;
    console.log(`  ${verdict(f.afterMb <= bound)}  ${f.at} RSS after 10,000 distinct queries <= before + PAGE_CACHE_MB + ${RSS_MARGIN_MB} MB ` +
      `(${f.afterMb.toFixed(0)} <= ${f.beforeMb.toFixed(0)} + ${f.cacheMb} + ${RSS_MARGIN_MB} = ${bound.toFixed(0)} MB)`);
  }
  const bad = [...rows.filter((r) => r.ours.bad || r.base.bad).map((r) => `${r.at} ${r.name}`),
    ...filtered.filter((r) => r.ours.bad).map((r) => `${r.at} ${r.name}`)];
  if (bad.length) console.log(`\nwarning: unexpected responses in ${bad.join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
