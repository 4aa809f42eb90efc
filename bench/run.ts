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
 * BENCH_SERVER_ENV (extra server env, e.g. "LOG_REQUESTS=false PAGE_CACHE_MB=128").
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
const BASELINE = path.join(ROOT, 'dist', 'bench', 'baseline.js');
const AUTOCANNON = path.join(ROOT, 'node_modules', 'autocannon', 'autocannon.js');

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const SCALES = (process.env.BENCH_SCALES ?? '1,20').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench');
const SERVER_ENV = Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(/\s+/).filter(Boolean).map((kv) => {
  const i = kv.indexOf('=');
  return [kv.slice(0, i), kv.slice(i + 1)];
}));
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

function databank(scale: number): string {
  const file = path.join(DIR, `demo-x${scale}.sqlite`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(DIR, { recursive: true });
  process.stdout.write(`building the scale-${scale} demo databank in ${file} ... `);
  const t = performance.now();
  const r = spawnSyncNode([CLI, 'demo', '--scale', String(scale), '--database', file]);
  if (r !== 0) throw new Error(`demo --scale ${scale} failed`);
  console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`);
  return file;
}

function spawnSyncNode(args: string[]): number {
  // Synchronous: it runs once per scale, and the file is reused afterwards.
  return spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] }).status ?? 1;
}

interface Server {
  readonly proc: ChildProcess;
  readonly port: number;
  /** Milliseconds from spawn to the first 200 answer. */
  readonly startMs: number;
}

async function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const t0 = performance.now();
  const proc = spawn(process.execPath, [CLI, 'serve'], {
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

async function startBaseline(): Promise<Baseline> {
  const proc = fork(BASELINE, ['0'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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
  /** CPU time the server process spent per request (user + system), in microseconds: robust to a busy machine. */
  readonly cpuUs: number;
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime (fields 14 and 15 of stat)
}
const CLOCK_TICKS = 100;

/** One autocannon run in its own process, against the server process `pid` listening on `port`. */
async function load(pid: number, port: number, urlPath: string, headers: Record<string, string>, expect: number): Promise<Load> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(`http://${HOST}:${port}${urlPath}`);
  const cpu0 = cpuSeconds(pid);
  const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '', err = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((r) => proc.once('exit', r));
  const cpu = cpuSeconds(pid) - cpu0;
  if (code !== 0) throw new Error(`autocannon failed (${code}): ${err}`);
  const j = JSON.parse(out) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    throughput: { total: number };
    errors: number; timeouts: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  const good = j.statusCodeStats?.[String(expect)]?.count ?? 0;
  return {
    rps: j.requests.average,
    p50: j.latency.p50,
    p99: j.latency.p99,
    wireBytes: j.requests.total ? j.throughput.total / j.requests.total : 0,
    bad: j.errors + j.timeouts + Math.max(0, j.requests.total - good),
    cpuUs: j.requests.total ? (cpu * 1e6) / j.requests.total : 0,
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
  readonly bodyBytes: number;
  readonly ours: Load;
  readonly base: Load;
}

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

async function measure(scale: number, server: Server, baseline: Baseline, def: RowDef): Promise<Row> {
  const answer = await get(server.port, def.path, def.headers);
  if (answer.status !== def.expect) throw new Error(`${def.name}: ${def.path} answered ${answer.status}, expected ${def.expect}`);
  await warm(server.port, def.path, def.headers);
  const ours = await load(server.proc.pid!, server.port, def.path, def.headers, def.expect);
  await baseline.replay(answer);
  await warm(baseline.port, def.path, def.headers);
  const base = await load(baseline.proc.pid!, baseline.port, def.path, def.headers, def.expect);
  return { ...def, scale, bodyBytes: answer.body.length, ours, base };
}

// ---------------------------------------------------------------------------------------------------------------
// Output.

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
const ms = (x: number): string => (x < 10 ? x.toFixed(1) : x.toFixed(0));

function printHeader(): void {
  console.log(
    pad('scale', 6) + pad('row', 32) + lpad('rps', 8) + lpad('p50', 6) + lpad('p99', 6) + lpad('body B', 8) + lpad('wire B', 8) + lpad('cpu µs', 8) +
    ' |' + lpad('base rps', 9) + lpad('p50', 6) + lpad('p99', 6) + lpad('cpu µs', 8) + ' |' + lpad('ours/base', 10) + lpad('cpu b/o', 8),
  );
  console.log('-'.repeat(140));
}

function printRow(r: Row): void {
  const flag = r.ours.bad || r.base.bad ? `  (! ${r.ours.bad} / ${r.base.bad} bad responses)` : '';
  console.log(
    pad(`${r.scale}x`, 6) + pad(r.name, 32) + lpad(r.ours.rps.toFixed(0), 8) + lpad(ms(r.ours.p50), 6) + lpad(ms(r.ours.p99), 6) +
    lpad(String(r.bodyBytes), 8) + lpad(r.ours.wireBytes.toFixed(0), 8) + lpad(r.ours.cpuUs.toFixed(0), 8) + ' |' +
    lpad(r.base.rps.toFixed(0), 9) + lpad(ms(r.base.p50), 6) + lpad(ms(r.base.p99), 6) + lpad(r.base.cpuUs.toFixed(0), 8) + ' |' +
    lpad((r.ours.rps / r.base.rps).toFixed(2), 10) + lpad((r.base.cpuUs / r.ours.cpuUs).toFixed(2), 8) + flag,
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  console.log(`databank-api bench: ${CONNECTIONS} connections, ${DURATION} s per run, node ${process.version}, ${os.cpus().length} cores`);
  console.log(`rps = mean requests/s; p50/p99 latency in ms; body B = body bytes; wire B = bytes per response on the wire;`);
  console.log(`cpu µs = server CPU time (user + system) per request; base = the static baseline replaying our exact response;`);
  console.log(`ours/base = ratio of requests/s (the target's figure); cpu b/o = baseline cpu µs / ours (the same ratio, less`);
  console.log(`sensitive to other work on the machine).\n`);
  const files = new Map(SCALES.map((s) => [s, databank(s)]));
  const baseline = await startBaseline();
  const rows: Row[] = [];
  const facts: { scale: number; startMs: number; rssMb: number; label: string }[] = [];
  try {
    printHeader();
    for (const scale of SCALES) {
      for (const cached of scale === 20 ? [true, false] : [true]) {
        const server = await startMedian(files.get(scale)!, cached ? {} : { PAGE_CACHE_MB: '0' });
        try {
          for (const def of await rowDefs(server.port, cached)) {
            if (ONLY && !ONLY.test(def.name)) continue;
            const row = await measure(scale, server, baseline, def);
            rows.push(row);
            printRow(row);
          }
          facts.push({ scale, startMs: server.startMedianMs, rssMb: peakRssMb(server.proc.pid!), label: cached ? '' : ' (PAGE_CACHE_MB=0)' });
        } finally {
          await stopServer(server);
        }
      }
    }
  } finally {
    baseline.proc.disconnect();
    agent.destroy();
  }

  console.log('');
  for (const f of facts) {
    console.log(`${f.scale}x${f.label}: start to first answer ${f.startMs.toFixed(0)} ms (median of 3), peak RSS ${f.rssMb.toFixed(0)} MB`);
  }

  console.log('\ntargets');
  const verdict = (ok: boolean | undefined): string => (ok === undefined ? 'n/a ' : ok ? 'PASS' : 'MISS');
  const lists = rows.filter((r) => r.list);
  const worstList = lists.reduce<Row | undefined>((w, r) => (!w || r.ours.rps / r.base.rps < w.ours.rps / w.base.rps ? r : w), undefined);
  console.log(`  ${verdict(worstList ? worstList.ours.rps / worstList.base.rps >= 0.6 : undefined)}  every list-page row >= 0.6 of baseline` +
    (worstList ? ` (lowest: ${worstList.scale}x ${worstList.name} ${(worstList.ours.rps / worstList.base.rps).toFixed(2)})` : ''));
  for (const suffix of [' (no cache)', '']) {
    const first = rows.find((r) => r.scale === 20 && r.name === `references first${suffix === '' ? ' page' : suffix}`);
    const last = rows.find((r) => r.scale === 20 && r.name === `references last${suffix === '' ? ' page' : suffix}`);
    const ok = first && last ? last.ours.p50 <= 1.5 * first.ours.p50 && last.ours.p99 <= 1.5 * first.ours.p99 : undefined;
    console.log(`  ${verdict(ok)}  20x references last page within 1.5x the latency of the first${suffix}` +
      (first && last ? ` (p50 ${ms(last.ours.p50)} vs ${ms(first.ours.p50)} ms, p99 ${ms(last.ours.p99)} vs ${ms(first.ours.p99)} ms)` : ''));
  }
  for (const r of rows.filter((x) => x.name === 'references record')) {
    console.log(`  ${verdict(r.ours.rps / r.base.rps >= 0.6)}  ${r.scale}x single record >= 0.6 of baseline (${(r.ours.rps / r.base.rps).toFixed(2)})`);
  }
  for (const f of facts.filter((x) => x.scale === 20)) {
    console.log(`  ${verdict(f.rssMb < 300)}  peak RSS < 300 MB with the 20x databank${f.label} (${f.rssMb.toFixed(0)} MB)`);
  }
  for (const f of facts.filter((x) => x.label === '')) {
    console.log(`  ${verdict(f.startMs < 1000)}  ${f.scale}x start to first answer < 1 s (${f.startMs.toFixed(0)} ms)`);
  }
  const bad = rows.filter((r) => r.ours.bad || r.base.bad);
  if (bad.length) console.log(`\nwarning: unexpected responses in ${bad.map((r) => `${r.scale}x ${r.name}`).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
