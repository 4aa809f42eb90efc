/**
 * `npm run bench:downloads`: whole-collection downloads (format=csv and format=ndjson, plain and gzip) from the 20x
 * demo databank, against the limit measured in the same run: plain node:http streaming a prebuilt file holding the
 * very bytes our server sent. Nothing is asserted; the targets are printed PASS/MISS.
 *
 * Per row: MB/s (wire bytes over the transfer's wall time, median of BENCH_RUNS), time to first byte, and server CPU
 * (user + system) per MB on the wire, ours and the limit's. Then a fresh server's RSS during 4 concurrent downloads.
 * The client is curl (its own process, discarding the body).
 *
 * Settings by env: BENCH_DIR (where the databank lives, default <tmp>/databank-bench, shared with `npm run bench`),
 * BENCH_DATABASE (serve this database instead, e.g. a postgres:// URL already loaded), BENCH_RUNS (3),
 * BENCH_SERVER_ENV (extra server settings).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function databank(): string {
  if (process.env.BENCH_DATABASE) return process.env.BENCH_DATABASE;
  const file = path.join(DIR, 'demo-x20.sqlite');
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(DIR, { recursive: true });
  process.stdout.write(`building the scale-20 demo databank in ${file} ... `);
  const t = performance.now();
  const r = spawnSync(process.execPath, [CLI, 'demo', '--scale', '20', '--database', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('demo --scale 20 failed');
  console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`);
  return file;
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

/** Median of RUNS downloads (after one warm-up), with the server's CPU per MB over all of them. */
async function measure(p: Proc, urlPath: string, headers: Record<string, string>): Promise<Measure> {
  await curl(p.port, urlPath, headers);
  const runs: Transfer[] = [];
  const cpu0 = cpuSeconds(p.proc.pid!);
  for (let i = 0; i < RUNS; i++) runs.push(await curl(p.port, urlPath, headers));
  const cpu = cpuSeconds(p.proc.pid!) - cpu0;
  const bytes = runs.reduce((n, r) => n + r.bytes, 0);
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    mbps: median(runs.map((r) => r.bytes / 1e6 / r.seconds)),
    ttfbMs: median(runs.map((r) => r.ttfbMs)),
    cpuMsPerMb: (cpu * 1000) / (bytes / 1e6),
    bytes: runs[0]!.bytes,
  };
}

interface Row {
  readonly name: string;
  readonly format: string;
  readonly coding: string;
  readonly ours: Measure;
  readonly limit: Measure;
}

const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

async function main(): Promise<void> {
  console.log(`databank-api downloads bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  console.log('MB/s = wire bytes / wall time (median of runs); ttfb = curl time_starttransfer (ms); cpu = server CPU (user + system)');
  console.log('per MB on the wire (ms); limit = plain node:http streaming a prebuilt file of the same bytes; ratio = ours / limit MB/s.\n');
  const database = databank();
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
  console.log(pad('row', 44) + lpad('MB', 8) + lpad('MB/s', 8) + lpad('ttfb', 7) + lpad('cpu/MB', 8) + ' |' +
    lpad('lim MB/s', 9) + lpad('ttfb', 7) + lpad('cpu/MB', 8) + ' |' + lpad('ratio', 7));
  console.log('-'.repeat(108));
  try {
    for (const collection of COLLECTIONS) {
      for (const format of FORMATS) {
        for (const coding of CODINGS) {
          const urlPath = `/api/${collection}/?format=${format}`;
          const headers: Record<string, string> = coding === 'identity' ? {} : { 'accept-encoding': coding };
          const ours = await measure(server, urlPath, headers);
          // The limit serves the very bytes (and headers) we sent.
          const file = path.join(tmp, `body-${rows.length}`);
          const got = await curl(server.port, urlPath, headers, file);
          if (got.status !== 200) throw new Error(`${urlPath}: ${got.status}`);
          const limitHeaders: Record<string, string> = {
            'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson',
            ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
          };
          const limitServer = await startLimit(file, limitHeaders);
          let limit: Measure;
          try {
            limit = await measure(limitServer, urlPath, headers);
          } finally {
            await stop(limitServer);
            fs.rmSync(file, { force: true });
          }
          const row: Row = { name: `${collection} ${format}${coding === 'identity' ? '' : ` ${coding}`}`, format, coding, ours, limit };
          rows.push(row);
          console.log(pad(row.name, 44) + lpad((ours.bytes / 1e6).toFixed(1), 8) + lpad(ours.mbps.toFixed(0), 8) +
            lpad(ours.ttfbMs.toFixed(1), 7) + lpad(ours.cpuMsPerMb.toFixed(1), 8) + ' |' + lpad(limit.mbps.toFixed(0), 9) +
            lpad(limit.ttfbMs.toFixed(1), 7) + lpad(limit.cpuMsPerMb.toFixed(1), 8) + ' |' + lpad((ours.mbps / limit.mbps).toFixed(2), 7));
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
  console.log('\ntargets');
  const verdict = (ok: boolean): string => (ok ? 'PASS' : 'MISS');
  for (const r of rows.filter((x) => x.coding === 'identity')) {
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
