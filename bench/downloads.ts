/**
 * `npm run bench:downloads`: whole-collection downloads (format=csv and format=ndjson, plain and gzip) from the 20x
 * demo databank, against the limit measured in the same run: plain node:http streaming a prebuilt file holding the
 * very bytes our server sent. Nothing is asserted; the targets are printed PASS/MISS.
 *
 * Per row: MB/s (wire bytes over the transfer's wall time, median of BENCH_RUNS), time to first byte, and server CPU
 * (user + system) per MB on the wire, ours and the limit's; ours and the limit's runs alternate, so both see the same
 * machine. `1st` is the row's first download from our server, before any warm-up. A whole collection is served from
 * the pieces built at load time (store/pieces.ts); each row has a `live` twin, the same records through the live path
 * (`&ordering=id`: the same order, so the same bytes, but read and rendered per request, gzip on the fly), which
 * has no target and shows what the pieces save. Then a fresh server's RSS during 4 concurrent downloads. The client
 * is curl (its own process, discarding the body).
 *
 * Settings by env: BENCH_DIR (where the databank lives, default <tmp>/databank-bench, shared with `npm run bench`;
 * a file of another schema version is built again), BENCH_DATABASE (serve this database instead: a postgres:// URL is
 * loaded with the demo first unless it serves it), BENCH_RUNS (3), BENCH_SERVER_ENV (extra server settings).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { built, pgDemo, sqliteDemo } from './databanks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HOST = '127.0.0.1';
const SERVER_ENV = Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(/\s+/).filter(Boolean).map((kv) => {
  const i = kv.indexOf('=');
  return [kv.slice(0, i), kv.slice(i + 1)];
}));
const COLLECTIONS = ['core/references', 'general/polity-alternative-names'];
const FORMATS = ['ndjson', 'csv'] as const;
const CODINGS = ['identity', 'gzip'] as const;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function databank(): Promise<string> {
  const url = process.env.BENCH_DATABASE;
  if (url) return /^postgres(ql)?:/.test(url) ? pgDemo(url, 20) : url;
  return sqliteDemo(path.join(DIR, 'demo-x20.sqlite'), 20);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, HOST, () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

interface Proc {
  readonly proc: ChildProcess;
  readonly port: number;
}

async function waitFor(proc: ChildProcess, port: number, urlPath: string, stderr: () => string): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode}): ${stderr()}`);
    const ok = await new Promise<boolean>((resolve) => {
      http.get({ host: HOST, port, path: urlPath, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      }).on('error', () => resolve(false));
    });
    if (ok) return;
    if (performance.now() - t0 > 30_000) throw new Error(`no answer within 30 s: ${stderr()}`);
    await sleep(20);
  }
}

async function startServer(database: string): Promise<Proc> {
  const port = await freePort();
  const proc = spawn(process.execPath, [CLI, 'serve'], {
    stdio: ['ignore', 'ignore', 'pipe'], // the request log goes to /dev/null, as a production log leaves the process
    env: { ...process.env, PORT: String(port), HOST, DATABASE_URL: database, DEMO_ON_EMPTY: 'false', ...SERVER_ENV },
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  await waitFor(proc, port, '/api/core/sections/', () => stderr);
  return { proc, port };
}

/** The limit: plain node:http, no framework, no store, streaming one prebuilt file with the headers we sent. */
const LIMIT_SOURCE = `
const http = require('node:http'), fs = require('node:fs');
const [file, headers] = [process.argv[1], JSON.parse(process.argv[2])];
const server = http.createServer((req, res) => { res.writeHead(200, headers); fs.createReadStream(file, { highWaterMark: 64 * 1024 }).pipe(res); });
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
`;

async function startLimit(file: string, headers: Record<string, string>): Promise<Proc> {
  const proc = spawn(process.execPath, ['-e', LIMIT_SOURCE, file, JSON.stringify(headers)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (m: { port: number }) => resolve(m.port));
    proc.once('exit', (code) => reject(new Error(`limit server exited (${code})`)));
  });
  return { proc, port };
}

async function stop(p: Proc): Promise<void> {
  if (p.proc.exitCode !== null) return;
  const done = new Promise((r) => p.proc.once('exit', r));
  p.proc.kill('SIGTERM');
  await Promise.race([done, sleep(3000)]);
  if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
}

function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Transfer {
  readonly bytes: number;
  readonly seconds: number;
  readonly ttfbMs: number;
  readonly status: number;
}

/** One download by curl, the body discarded (or written to `out`). */
function curl(port: number, urlPath: string, headers: Record<string, string>, out = '/dev/null'): Promise<Transfer> {
  const args = ['-s', '-o', out, '-w', '%{http_code} %{size_download} %{time_total} %{time_starttransfer}'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(`http://${HOST}:${port}${urlPath}`);
  return new Promise((resolve, reject) => {
    const proc = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    proc.stdout.on('data', (c: Buffer) => (text += c.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited ${code} for ${urlPath}`));
      const [status, bytes, total, start] = text.trim().split(' ').map(Number) as [number, number, number, number];
      resolve({ status, bytes, seconds: total, ttfbMs: start * 1000 });
    });
  });
}

interface Measure {
  readonly mbps: number;
  readonly ttfbMs: number;
  readonly cpuMsPerMb: number;
  readonly bytes: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One download, with the server's CPU while it ran. */
async function timed(p: Proc, urlPath: string, headers: Record<string, string>): Promise<Transfer & { cpu: number }> {
  const cpu0 = cpuSeconds(p.proc.pid!);
  const t = await curl(p.port, urlPath, headers);
  return { ...t, cpu: cpuSeconds(p.proc.pid!) - cpu0 };
}

function summary(runs: readonly (Transfer & { cpu: number })[]): Measure {
  const bytes = runs.reduce((n, r) => n + r.bytes, 0);
  return {
    mbps: median(runs.map((r) => r.bytes / 1e6 / r.seconds)),
    ttfbMs: median(runs.map((r) => r.ttfbMs)),
    cpuMsPerMb: (runs.reduce((n, r) => n + r.cpu, 0) * 1000) / (bytes / 1e6),
    bytes: runs[0]!.bytes,
  };
}

/** Medians of RUNS downloads from ours and from the limit, alternating (after one warm-up of the limit). */
async function measurePair(ours: Proc, limit: Proc, urlPath: string, headers: Record<string, string>): Promise<{ ours: Measure; limit: Measure }> {
  await curl(limit.port, urlPath, headers);
  const a: (Transfer & { cpu: number })[] = [];
  const b: (Transfer & { cpu: number })[] = [];
  for (let i = 0; i < RUNS; i++) {
    a.push(await timed(ours, urlPath, headers));
    b.push(await timed(limit, urlPath, headers));
  }
  return { ours: summary(a), limit: summary(b) };
}

interface Row {
  readonly name: string;
  readonly format: string;
  readonly coding: string;
  /** Through the live path (`&ordering=id`), not the pieces: no target. */
  readonly live: boolean;
  /** The row's first download from our server (MB/s), before any warm-up. */
  readonly first: number;
  readonly ours: Measure;
  readonly limit: Measure;
}

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

async function main(): Promise<void> {
  console.log(`databank-api downloads bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  console.log('MB/s = wire bytes / wall time (median of runs); ttfb = curl time_starttransfer (ms); cpu = server CPU (user + system)');
  console.log('per MB on the wire (ms); limit = plain node:http streaming a prebuilt file of the same bytes; ratio = ours / limit MB/s.\n');
  const database = await databank();
  if (!/^postgres/.test(database)) {
    console.log(`databank: ${database}, ${(fs.statSync(database).size / 1e6).toFixed(0)} MB` +
      (built.seconds !== undefined ? `, built in ${built.seconds.toFixed(1)} s` : ''));
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'databank-downloads-'));

  // Memory first, on a fresh server: 4 concurrent downloads of the largest collection, twice. The first time the
  // process also grows what every busy process grows once (V8's young generation, caches); the second time shows
  // what downloads themselves hold.
  const fresh = await startServer(database);
  const memory: { before: number; peak: number }[] = [];
  try {
    await curl(fresh.port, '/api/core/sections/?format=csv', {});
    for (let round = 0; round < 2; round++) {
      await sleep(500);
      const before = memoryMb(fresh.proc.pid!, 'VmRSS');
      let peak = before;
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          peak = Math.max(peak, memoryMb(fresh.proc.pid!, 'VmRSS'));
          await sleep(10);
        }
      })();
      await Promise.all([
        curl(fresh.port, '/api/core/references/?format=ndjson', {}),
        curl(fresh.port, '/api/core/references/?format=csv', {}),
        curl(fresh.port, '/api/core/references/?format=ndjson', { 'accept-encoding': 'gzip' }),
        curl(fresh.port, '/api/core/references/?format=csv&ordering=-created_date', {}),
      ]);
      sampling = false;
      await sampler;
      memory.push({ before, peak });
    }
  } finally {
    await stop(fresh);
  }

  const server = await startServer(database);
  const rows: Row[] = [];
  console.log(pad('row', 46) + lpad('MB', 7) + lpad('1st', 7) + lpad('MB/s', 7) + lpad('ttfb', 6) + lpad('cpu/MB', 7) + ' |' +
    lpad('lim MB/s', 9) + lpad('ttfb', 6) + lpad('cpu/MB', 7) + ' |' + lpad('ratio', 6));
  console.log('-'.repeat(113));
  try {
    for (const collection of COLLECTIONS) {
      for (const live of [false, true]) {
        for (const format of FORMATS) {
          for (const coding of CODINGS) {
            const urlPath = `/api/${collection}/?format=${format}${live ? '&ordering=id' : ''}`;
            const headers: Record<string, string> = coding === 'identity' ? {} : { 'accept-encoding': coding };
            const first = await curl(server.port, urlPath, headers);
            if (first.status !== 200) throw new Error(`${urlPath}: ${first.status}`);
            // The limit serves the very bytes (and headers) we sent.
            const file = path.join(tmp, `body-${rows.length}`);
            await curl(server.port, urlPath, headers, file);
            const limitHeaders: Record<string, string> = {
              'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson',
              ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
            };
            const limitServer = await startLimit(file, limitHeaders);
            let pair: { ours: Measure; limit: Measure };
            try {
              pair = await measurePair(server, limitServer, urlPath, headers);
            } finally {
              await stop(limitServer);
              fs.rmSync(file, { force: true });
            }
            const { ours, limit } = pair;
            const name = `${collection} ${format}${coding === 'identity' ? '' : ` ${coding}`}${live ? ' live' : ''}`;
            const row: Row = { name, format, coding, live, first: first.bytes / 1e6 / first.seconds, ours, limit };
            rows.push(row);
            console.log(pad(row.name, 46) + lpad((ours.bytes / 1e6).toFixed(1), 7) + lpad(row.first.toFixed(0), 7) +
              lpad(ours.mbps.toFixed(0), 7) + lpad(ours.ttfbMs.toFixed(1), 6) + lpad(ours.cpuMsPerMb.toFixed(1), 7) + ' |' +
              lpad(limit.mbps.toFixed(0), 9) + lpad(limit.ttfbMs.toFixed(1), 6) + lpad(limit.cpuMsPerMb.toFixed(1), 7) + ' |' +
              lpad((ours.mbps / limit.mbps).toFixed(2), 6));
          }
        }
      }
    }
  } finally {
    await stop(server);
    fs.rmSync(tmp, { recursive: true, force: true });
  }

  const [cold, warm] = memory as [{ before: number; peak: number }, { before: number; peak: number }];
  console.log('\n4 concurrent downloads of core/references (ndjson, csv, ndjson gzip, csv ordered), RSS of a fresh server:');
  console.log(`  first round:  ${cold.before.toFixed(0)} MB before, ${cold.peak.toFixed(0)} MB at the peak (+${(cold.peak - cold.before).toFixed(0)} MB)`);
  console.log(`  second round: ${warm.before.toFixed(0)} MB before, ${warm.peak.toFixed(0)} MB at the peak (+${(warm.peak - warm.before).toFixed(0)} MB)`);
  console.log('\ntargets (whole collections, plain and gzip; the live rows have none)');
  const verdict = (ok: boolean): string => (ok ? 'PASS' : 'MISS');
  for (const r of rows.filter((x) => !x.live)) {
    const want = r.format === 'ndjson' ? 0.5 : 0.3;
    const ratio = r.ours.mbps / r.limit.mbps;
    console.log(`  ${verdict(ratio >= want)}  ${r.name} >= ${want} of the limit (${ratio.toFixed(2)})`);
  }
  for (const [label, m] of [['fresh server', cold], ['second round', warm]] as const) {
    const growth = m.peak - m.before;
    console.log(`  ${verdict(growth < 50)}  RSS growth < 50 MB with 4 concurrent downloads, ${label} (+${growth.toFixed(0)} MB)`);
  }
  const worstTtfb = rows.reduce((w, r) => (r.ours.ttfbMs > w.ours.ttfbMs ? r : w));
  console.log(`  ${verdict(worstTtfb.ours.ttfbMs < 50)}  time to first byte < 50 ms (slowest: ${worstTtfb.name} ${worstTtfb.ours.ttfbMs.toFixed(1)} ms)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
