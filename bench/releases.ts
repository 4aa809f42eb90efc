/**
 * Issue 27's rows: what a release costs to serve, beside the current databank, on each store.
 *
 *   node dist/bench/releases.js [sqlite|postgres|both]     (default: sqlite; postgres needs BENCH_PG_URL)
 *
 * BENCH_REQUESTS (default 3000) requests per measure: /proc counts CPU in 10 ms ticks, so a measure must take
 * seconds of CPU to resolve a few percent. BENCH_REUSE=1 measures the SQLite databank and releases of the last run.
 *
 * - pages: CPU per request (/proc utime+stime of the server) of the same list page of a release and of the current
 *   databank, cached (the same URL again) and uncached (a server with PAGE_CACHE_MB=0), measured alternately in one
 *   run, BENCH_ROUNDS rounds of BENCH_REQUESTS requests each;
 * - with BENCH_RELEASES releases kept (default 20, each its own generation: a dump with one record changed, loaded,
 *   released): the server's start-up time (spawn to the first 200 of /readyz) and idle RSS, beside the same with no
 *   release; then the first answer of each release not opened yet (wall time of its first list page), and RSS after
 *   every release was read once;
 * - diff: BENCH_DIFF_SCALE (default 0: skipped; 20 in the issue) — two releases of the demo at that scale, one
 *   collection's diff: the first page (computed) and the same page again (kept), wall and server CPU.
 *
 * Scratch databanks in BENCH_DIR (default /tmp/databank-bench/releases), rebuilt each run.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sqliteDemo } from './databanks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
const HOST = '127.0.0.1';
const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench', 'releases');
const RELEASES = Number(process.env.BENCH_RELEASES ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const DIFF_SCALE = Number(process.env.BENCH_DIFF_SCALE ?? 0);
const PAGE = '/api/sc/tokens/?page=2';
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(port: number, p: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get({ host: HOST, port, path: p, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
}

function cli(args: readonly string[], env: Record<string, string> = {}): string {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, PG_STATEMENT_TIMEOUT_MS: '3600000', ...env } });
  if (r.status !== 0) throw new Error(`databank ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

interface Server { proc: ChildProcess; port: number; startMs: number }
let nextPort = 18_400;
/** A checkout of an earlier build (with its own dist/) whose server's current-databank page is measured beside ours. */
const BEFORE = process.env.BENCH_BEFORE;
async function serve(db: string, env: Record<string, string> = {}, cli = CLI): Promise<Server> {
  const port = nextPort++;
  const t0 = performance.now();
  const proc = spawn(process.execPath, [cli, 'serve'], {
    stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), HOST, DATABASE_URL: db, DEMO_ON_EMPTY: 'false', LOG_REQUESTS: 'false', ...env },
  });
  for (;;) {
    if (proc.exitCode !== null) throw new Error('the server exited');
    const r = await get(port, '/readyz').catch(() => undefined);
    if (r?.status === 200) return { proc, port, startMs: performance.now() - t0 };
    await sleep(5);
  }
}

async function stop(s: Server): Promise<void> {
  const done = new Promise((r) => s.proc.once('exit', r));
  s.proc.kill('SIGTERM');
  await done;
}

/** Server CPU per request (µs) over REQUESTS requests of `p`, after 20 to warm it. */
async function cpuPerRequest(s: Server, p: string): Promise<number> {
  for (let i = 0; i < 20; i++) if ((await get(s.port, p)).status !== 200) throw new Error(`${p}: not 200`);
  const c0 = cpuMs(s.proc.pid!);
  for (let i = 0; i < REQUESTS; i++) await get(s.port, p);
  return ((cpuMs(s.proc.pid!) - c0) * 1000) / REQUESTS;
}

/** A databank of the demo with `n` releases, each its own generation (one record of sc/tokens changed per load). */
function withReleases(db: string, n: number, dump: string): void {
  cli(['export', dump, '--database', db]);
  const file = path.join(dump, 'sc', 'tokens.ndjson');
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (let i = 1; i <= n; i++) {
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    record.description = `release ${i}`;
    fs.writeFileSync(file, [JSON.stringify(record), ...lines.slice(1)].join('\n'));
    cli(['load', dump, '--database', db]);
    cli(['release', 'create', `r${i}`, '--title', `Release ${i}`, '--database', db]);
  }
}

const head = (before: boolean): string => `| row | current | release | release / current |${before ? ' current, before |' : ''}\n|---|---|---|---|${before ? '---|' : ''}`;
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f1 = (x: number): string => x.toFixed(1);

async function pageRows(db: string, withBefore: boolean): Promise<void> {
  for (const [label, env] of [['cached', {}], ['uncached', { PAGE_CACHE_MB: '0' }]] as const) {
    const s = await serve(db, env);
    const b = BEFORE && withBefore ? await serve(db, env, path.join(BEFORE, 'dist', 'src', 'cli.js')) : undefined;
    const current: number[] = [], release: number[] = [], before: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      current.push(await cpuPerRequest(s, PAGE));
      release.push(await cpuPerRequest(s, `/releases/r1${PAGE}`));
      if (b) before.push(await cpuPerRequest(b, PAGE));
    }
    const ratio = median(release) / median(current);
    const was = b ? ` ${before.map(f1).join(', ')} |` : '';
    console.log(`| ${label} list page | ${current.map(f1).join(', ')} | ${release.map(f1).join(', ')} | ${ratio.toFixed(2)} |${was}`);
    await stop(s);
    if (b) await stop(b);
  }
}

/** Start-up and idle RSS of a server of a databank without releases. */
async function bareRows(db: string): Promise<string> {
  const bare = await serve(db);
  await sleep(1000);
  const rows = `| start-up, no release (ms) | ${f1(bare.startMs)} |\n| idle RSS, no release (MiB) | ${f1(rssMiB(bare.proc.pid!))} |`;
  await stop(bare);
  return rows;
}

async function manyRows(db: string, bare: string): Promise<void> {
  if (bare) console.log(bare);
  const s = await serve(db);
  await sleep(1000);
  console.log(`| start-up, ${RELEASES} releases (ms) | ${f1(s.startMs)} |\n| idle RSS, ${RELEASES} releases (MiB) | ${f1(rssMiB(s.proc.pid!))} |`);
  const first: number[] = [];
  for (let i = 1; i <= RELEASES; i++) {
    const t0 = performance.now();
    const r = await get(s.port, `/releases/r${i}/api/sc/tokens/`);
    first.push(performance.now() - t0);
    if (r.status !== 200) throw new Error(`release r${i}: ${r.status}`);
  }
  console.log(`| first answer of a release not opened yet (ms): median, max | ${f1(median(first))}, ${f1(Math.max(...first))} |`);
  console.log(`| RSS after each release read once (MiB) | ${f1(rssMiB(s.proc.pid!))} |`);
  await stop(s);
}

async function diffRows(db: string, dump: string): Promise<void> {
  cli(['export', dump, '--database', db]);
  cli(['release', 'create', 'd1', '--database', db]);
  const file = path.join(dump, 'core', 'references.ndjson');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  // A tenth of the records changed, a hundredth removed, 1,000 added with new ids.
  const out: string[] = [];
  let maxId = 0;
  lines.forEach((line, i) => {
    const rec = JSON.parse(line) as Record<string, unknown> & { id: number };
    maxId = Math.max(maxId, rec.id);
    if (i % 100 === 1) return;
    if (i % 10 === 0) rec.title = `changed ${i}`;
    out.push(JSON.stringify(rec));
  });
  const proto = JSON.parse(lines[0]!) as Record<string, unknown>;
  for (let k = 1; k <= 1000; k++) out.push(JSON.stringify({ ...proto, id: maxId + k }));
  fs.writeFileSync(file, out.join('\n') + '\n');
  fs.rmSync(path.join(dump, 'manifest.json'));
  cli(['load', dump, '--database', db]);
  cli(['release', 'create', 'd2', '--database', db]);
  const s = await serve(db);
  const p = '/api/releases/d1/diff/d2/core/references/';
  for (const label of ['first (computed)', 'again (kept)']) {
    const c0 = cpuMs(s.proc.pid!), t0 = performance.now();
    const r = await get(s.port, p);
    if (r.status !== 200) throw new Error(`${p}: ${r.status} ${r.body.toString().slice(0, 200)}`);
    console.log(`| diff of core/references, ${lines.length} records, ${label} | ${f1(performance.now() - t0)} ms | ${cpuMs(s.proc.pid!) - c0} ms CPU |`);
  }
  await stop(s);
}

async function sqlite(): Promise<void> {
  const db = path.join(DIR, 'db.sqlite');
  let bare = '';
  // BENCH_REUSE=1: the databank and releases of the last run, as they are (the rows only).
  if (!(process.env.BENCH_REUSE === '1' && fs.existsSync(`${db}.releases`))) {
    fs.rmSync(DIR, { recursive: true, force: true });
    fs.mkdirSync(DIR, { recursive: true });
    fs.copyFileSync(sqliteDemo(path.join(os.tmpdir(), 'databank-bench', 'demo-1.sqlite'), 1), db);
    bare = await bareRows(db);
    withReleases(db, RELEASES, path.join(DIR, 'dump'));
  }
  console.log(`\nSQLite, demo at scale 1, ${RELEASES} releases: server CPU µs per request, ${ROUNDS} rounds\n\n${head(BEFORE !== undefined)}`);
  await pageRows(db, true);
  console.log('\n| row | value |\n|---|---|');
  await manyRows(db, bare);
  if (DIFF_SCALE > 0) {
    const big = path.join(DIR, `diff-${DIFF_SCALE}.sqlite`);
    fs.copyFileSync(sqliteDemo(path.join(os.tmpdir(), 'databank-bench', `demo-${DIFF_SCALE}.sqlite`), DIFF_SCALE), big);
    await diffRows(big, path.join(DIR, 'diff-dump'));
  }
}

async function postgres(): Promise<void> {
  const url = process.env.BENCH_PG_URL;
  if (!url) throw new Error('set BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/<a scratch database> (it is emptied)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
  const schemas = (await client.query<{ n: string }>(`SELECT nspname AS n FROM pg_namespace WHERE nspname LIKE 'databank%'`)).rows;
  for (const { n } of schemas) await client.query(`DROP SCHEMA "${n}" CASCADE`);
  await client.end();
  cli(['demo', '--database', url]);
  const bare = await bareRows(url);
  withReleases(url, RELEASES, path.join(DIR, 'pg-dump'));
  console.log(`\nPostgreSQL, demo at scale 1, ${RELEASES} releases: server CPU µs per request, ${ROUNDS} rounds\n\n${head(false)}`);
  await pageRows(url, false); // an earlier build refuses a database migrated by this one
  console.log('\n| row | value |\n|---|---|');
  await manyRows(url, bare);
}

const which = process.argv[2] ?? 'sqlite';
if (which === 'sqlite' || which === 'both') await sqlite();
if (which === 'postgres' || which === 'both') await postgres();
agent.destroy();
