/**
 * `node dist/bench/values.js [database]`: the long table `/api/values/` (docs/research.md) at 20x of the demo.
 * Nothing is asserted; the issue's targets are printed PASS/MISS:
 *
 * - one polity's long table (`?polity=<id>`, JSON page 1 and CSV) < 20 ms: p50 of the first request for each of
 *   BENCH_POLITIES polities (nothing cached for it yet), and p50 of the same requests again (the response cache);
 * - the whole long table streamed (`?format=ndjson`, `?format=csv`) at >= 0.5 of a static file stream: plain node:http
 *   streaming a file of the very bytes our server sent (bench/downloads.ts's limit), runs alternating, with the
 *   server's RSS before and at its peak during the download (memory flat), and gzip on the fly (no target).
 *
 * The database defaults to <tmp>/databank-bench/demo-x20.sqlite (built if missing, as `npm run bench` builds it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqliteDemo } from './databanks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
const HOST = '127.0.0.1';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const POLITIES = Number(process.env.BENCH_POLITIES ?? 20);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Proc { readonly proc: ChildProcess; readonly port: number }

function request(port: number, urlPath: string): Promise<{ status: number; body: string; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http.get({ host: HOST, port, path: urlPath, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c)).on('end', () => resolve({ status: res.statusCode!, body, ms: performance.now() - t0 }));
    }).on('error', reject);
  });
}

async function start(args: string[], env: Record<string, string>, ready: (p: number) => Promise<boolean>, port: number): Promise<Proc> {
  const proc = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  for (let t = 0; t < 600; t++) {
    if (await ready(port).catch(() => false)) return { proc, port };
    await sleep(50);
  }
  throw new Error(`no answer on ${port}`);
}

const LIMIT = `
const http = require('node:http'), fs = require('node:fs');
http.createServer((req, res) => { res.writeHead(200, JSON.parse(process.argv[2])); fs.createReadStream(process.argv[1], { highWaterMark: 64 * 1024 }).pipe(res); })
  .listen(Number(process.argv[3]), '127.0.0.1');
`;

function curl(port: number, urlPath: string, headers: Record<string, string>, out = '/dev/null'): Promise<{ bytes: number; seconds: number }> {
  const args = ['-s', '-o', out, '-w', '%{size_download} %{time_total}', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), `http://${HOST}:${port}${urlPath}`];
  return new Promise((resolve, reject) => {
    const proc = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    proc.stdout.on('data', (c: Buffer) => (text += c.toString()));
    proc.on('close', (code) => (code === 0 ? resolve({ bytes: Number(text.split(' ')[0]), seconds: Number(text.split(' ')[1]) }) : reject(new Error(`curl ${code}`))));
  });
}

const rss = (pid: number): number => Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function polityRows(server: Proc): Promise<void> {
  const polities = JSON.parse((await request(server.port, `/api/core/polities/?page_size=${POLITIES}`)).body) as { results: { id: number }[] };
  const ids = polities.results.map((p) => p.id);
  const base: number[] = [];
  for (let i = 0; i < ids.length; i++) base.push((await request(server.port, '/api/core/sections/?page_size=1')).ms);
  console.log(`baseline: a cached small JSON answer, p50 ${median(base).toFixed(1)} ms (a connection each, as below)`);
  for (const format of ['json', 'csv']) {
    const cold: number[] = [], warm: number[] = [];
    let rows = 0;
    for (const id of ids) {
      const r = await request(server.port, `/api/values/?polity=${id}&format=${format}`);
      cold.push(r.ms);
      rows += format === 'csv' ? r.body.split('\r\n').length - 2 : 0;
    }
    for (const id of ids) warm.push((await request(server.port, `/api/values/?polity=${id}&format=${format}`)).ms);
    const p50 = median(cold);
    console.log(`one polity, ${format}: p50 ${p50.toFixed(1)} ms first, ${median(warm).toFixed(1)} ms again` +
      `${format === 'csv' ? ` (${(rows / ids.length).toFixed(0)} rows a polity)` : ''}  target < 20 ms: ${p50 < 20 ? 'PASS' : 'MISS'}`);
  }
}

async function wholeTable(server: Proc, tmp: string): Promise<void> {
  for (const format of ['ndjson', 'csv']) {
    const urlPath = `/api/values/?format=${format}`;
    const file = path.join(tmp, `values.${format}`);
    const before = rss(server.proc.pid!);
    let peak = before, sampling = true;
    const sampler = (async () => { while (sampling) { peak = Math.max(peak, rss(server.proc.pid!)); await sleep(10); } })();
    const first = await curl(server.port, urlPath, {}, file);
    sampling = false;
    await sampler;
    const port = server.port + 1;
    const limit = await start(['-e', LIMIT, file, JSON.stringify({ 'content-type': 'text/plain' }), String(port)], {}, async (p) => (await curl(p, '/', {})).bytes > 0, port);
    try {
      const ours: number[] = [], lim: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const a = await curl(server.port, urlPath, {});
        ours.push(a.bytes / 1e6 / a.seconds);
        const b = await curl(port, '/', {});
        lim.push(b.bytes / 1e6 / b.seconds);
      }
      const gz = await curl(server.port, urlPath, { 'accept-encoding': 'gzip' });
      const ratio = median(ours) / median(lim);
      console.log(`whole table ${format}: ${(first.bytes / 1e6).toFixed(0)} MB, ${median(ours).toFixed(0)} MB/s vs static ${median(lim).toFixed(0)} MB/s,` +
        ` ratio ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'PASS' : 'MISS'}); RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MB;` +
        ` gzip on the fly ${(gz.bytes / 1e6).toFixed(0)} MB in ${gz.seconds.toFixed(1)} s`);
    } finally {
      limit.proc.kill();
    }
  }
}

async function main(): Promise<void> {
  console.log(`values bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  const database = process.argv[2] ?? await sqliteDemo(path.join(process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench'), 'demo-x20.sqlite'), 20);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const server = await start([CLI, 'serve'], { PORT: String(port), HOST, DATABASE_URL: database, DEMO_ON_EMPTY: 'false', LOG_LEVEL: 'silent' },
    async (p) => (await request(p, '/api/core/sections/')).status === 200, port);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'databank-values-'));
  try {
    await polityRows(server);
    await wholeTable(server, tmp);
  } finally {
    server.proc.kill();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
