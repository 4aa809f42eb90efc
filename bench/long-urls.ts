/**
 * RSS under a storm of distinct long URLs (issue 24, section 1): 5,000 requests on the 1x demo with PAGE_CACHE_MB=32,
 * each a URL of about 15 KB that no request repeats. Target: RSS grows by less than 64 MB.
 *
 *   node dist/bench/long-urls.js
 *
 * Two shapes, one run each (a fresh server per shape):
 * - `one 15 KB value`: `/api/sc/tokens/?name__icontains=<15,000 × '!'><i>`, the issue's attack (`!` is re-encoded
 *   to `%21` in the links, so its cache key was 45,000 characters). Since the bound on filter values it is a 400;
 * - `7 values of 2 KB`: seven text filters of 1,995 characters each (≈ 14 KB): within the bound, so every answer is
 *   a 200 and a cache entry.
 *
 * Printed per shape: RSS idle (after a warm-up of pages and filtered reads), right after the storm, after IDLE_S seconds idle; the V8 heap used
 * right after the storm and after a full collection (the server's --heapsnapshot-signal: a snapshot is a full
 * collection; the snapshot itself is deleted), from /metrics; and the response cache's counted bytes.
 *
 * Settings (environment): BENCH_CLI (the server's cli.js, default this checkout's: point it at an older build to
 * measure before a change), BENCH_DIR (where the demo lives), BENCH_N (requests, 5000), IDLE_S (10),
 * BENCH_SERVER_NODE_ARGS (node flags for the server), BENCH_ONLY (a regex over the shapes' names).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = process.env.BENCH_CLI ?? path.join(ROOT, 'dist/src/cli.js');
const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench');
const N = Number(process.env.BENCH_N ?? 5000);
const IDLE_S = Number(process.env.IDLE_S ?? 10);
const NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
const CACHE_MB = 32;
const TARGET_MB = 64;

const TEXT_FILTERS = ['description__icontains', 'polity__name__icontains', 'token', 'name', 'name__icontains', 'polity__new_name__icontains', 'polity__long_name__icontains'];
const SHAPES: Record<string, (i: number) => string> = {
  'one 15 KB value': (i) => `/api/sc/tokens/?name__icontains=${'!'.repeat(15_000)}${i}`,
  '7 values of 2 KB': (i) => `/api/sc/tokens/?${TEXT_FILTERS.map((p) => `${p}=${'!'.repeat(1995)}${i}`).join('&')}`,
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
function get(port: number, p: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: p, agent, headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    }).on('error', reject);
  });
}

function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile' = 'VmRSS'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function metric(port: number, name: string): Promise<number> {
  const { body } = await get(port, '/metrics');
  const m = new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(body);
  return m ? Number(m[1]) : NaN;
}

/** The 1x demo, built by the measured build itself (BENCH_CLI may be an older one, of another stored layout). */
async function demoFile(): Promise<string> {
  const file = path.join(DIR, 'long-urls-1x.sqlite');
  fs.mkdirSync(DIR, { recursive: true });
  fs.rmSync(file, { force: true });
  const run = spawnSync(process.execPath, [CLI, 'demo', '--database', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) throw new Error(`databank demo failed (${run.status})`);
  return file;
}

async function start(file: string, snapshots: string): Promise<{ proc: ChildProcess; port: number }> {
  const port = await freePort();
  const proc = spawn(process.execPath, [...NODE_ARGS, '--heapsnapshot-signal=SIGUSR2', CLI, 'serve'], {
    cwd: snapshots,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: file, DEMO_ON_EMPTY: 'false', PAGE_CACHE_MB: String(CACHE_MB), LOG_REQUESTS: 'false', LOG_LEVEL: 'error' },
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await get(port, '/api/')).status === 200) return { proc, port };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not start within 30 s');
}

async function storm(name: string, url: (i: number) => string, file: string): Promise<boolean> {
  const snapshots = fs.mkdtempSync(path.join(os.tmpdir(), 'long-urls-'));
  const { proc, port } = await start(file, snapshots);
  const pid = proc.pid!;
  try {
    // Warm-up: pages, and filtered reads, so the read thread (made on the first filtered read) is up before `idle`.
    for (let i = 0; i < 50; i++) await get(port, `/api/sc/tokens/?page=${1 + (i % 8)}&name__icontains=${i % 2 ? 'a' : ''}`);
    const idle = rssMb(pid);
    const statuses = new Map<number, number>();
    let next = 0;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next < N) {
        const { status } = await get(port, url(next++));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }));
    const seconds = (performance.now() - t0) / 1000;
    const after = rssMb(pid);
    const anon = rssMb(pid, 'RssAnon'), mapped = rssMb(pid, 'RssFile');
    const heapAfter = await metric(port, 'nodejs_heap_size_used_bytes');
    const cached = await metric(port, 'databank_cache_bytes{cache="response"}');
    await sleep(IDLE_S * 1000);
    const rested = rssMb(pid);
    proc.kill('SIGUSR2'); // a heap snapshot: a full collection first
    for (let i = 0; i < 600 && !fs.readdirSync(snapshots).some((f) => f.endsWith('.heapsnapshot')); i++) await sleep(100);
    await sleep(2000);
    const heapGc = await metric(port, 'nodejs_heap_size_used_bytes');
    const grown = after - idle;
    const mb = (x: number): string => (x / 1048576).toFixed(0);
    console.log(`${name}: ${N} URLs of ${url(0).length} characters in ${seconds.toFixed(0)} s (${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}); ` +
      `RSS ${idle.toFixed(0)} MB idle, ${after.toFixed(0)} MB after (+${grown.toFixed(0)}; ${anon.toFixed(0)} MB anonymous, ${mapped.toFixed(0)} MB of files), ${rested.toFixed(0)} MB after ${IDLE_S} s idle, ` +
      `peak ${rssMb(pid, 'VmHWM').toFixed(0)} MB; heap used ${mb(heapAfter)} MB after, ${mb(heapGc)} MB after a full GC; ` +
      `response cache ${Number.isNaN(cached) ? 'n/a' : `${mb(cached)} MB`} counted`);
    console.log(`  ${grown < TARGET_MB ? 'PASS' : 'MISS'}  RSS right after the storm grows < ${TARGET_MB} MB with PAGE_CACHE_MB=${CACHE_MB} ` +
      `(+${grown.toFixed(0)} MB; ${IDLE_S} s later +${(rested - idle).toFixed(0)} MB)`);
    return grown < TARGET_MB;
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    fs.rmSync(snapshots, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`long URLs: ${CLI}, node ${process.version} ${NODE_ARGS.join(' ')}`.trim());
  const file = await demoFile();
  let ok = true;
  for (const [name, url] of Object.entries(SHAPES)) if (!ONLY || ONLY.test(name)) ok = (await storm(name, url, file)) && ok;
  agent.destroy();
  if (!ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
