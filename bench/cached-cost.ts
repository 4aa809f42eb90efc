/**
 * What a cached answer costs, beside the static limit and the framework floor (issue 28), in three measures that a
 * busy shared machine does not blur as requests/s does:
 *
 *   node dist/bench/cached-cost.js cpu [rounds=3]      CPU per request (/proc utime+stime over a fixed number of
 *                                                      requests), ours, static limit and floor measured alternately,
 *                                                      with the requests/s ratio of the same runs;
 *   node dist/bench/cached-cost.js callgrind [n=20000] instructions per request (valgrind callgrind: the counters
 *                                                      zeroed after a warm-up, dumped after n requests; node run with
 *                                                      --single-threaded, so that V8's background threads, counted
 *                                                      too, do not make them vary; BENCH_WINDOWS windows of n each,
 *                                                      BENCH_WARM requests of warm-up: docs/benchmarks.md);
 *   node dist/bench/cached-cost.js profile [n=40000]   a V8 CPU profile of each, over n requests only (samples
 *                                                      outside the drive's window dropped), its self time split into
 *                                                      socket+parser, routing, hooks, plan memo + cache, headers,
 *                                                      log line, metrics, write, GC (leaf-up, first frame that names one).
 *
 * Rows: the cached first page of references, a record, a 304; at 1 and 64 connections (BENCH_CONNECTIONS: a list).
 * Targets (BENCH_TARGETS, a list; a name twice is measured twice, by two processes): ours, ours-nolog
 * (LOG_REQUESTS=false), ours-nometrics (METRICS=false), ours-bare (both off), static, floor, floor-nolog (the floor
 * without its log line), and `before`: the server of another build, BENCH_BEFORE (a checkout with its own dist/), measured alternately
 * with this one. The 1x demo databank (bench/databanks.ts), the server's stdout (its request log) to /dev/null.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqliteDemo } from './databanks.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
const BASELINE = path.join(ROOT, 'dist', 'bench', 'baseline.js');
const DRIVE = path.join(ROOT, 'dist', 'bench', 'drive.js');
const HOST = '127.0.0.1';
const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench');
const OUT = process.env.BENCH_OUT ?? path.join(os.tmpdir(), 'cached-cost');
const mode = process.argv[2] ?? 'cpu';
const arg = process.argv[3];
const CONNS = (process.env.BENCH_CONNECTIONS ?? '1,64').split(',').map(Number);
const TARGETS = (process.env.BENCH_TARGETS ?? (mode === 'cpu' ? 'ours,static,floor' : 'ours,ours-nolog,ours-nometrics,static,floor')).split(',');
const ROWS_ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : undefined;
/**
 * Node's flags under callgrind. `--single-threaded`: V8 posts no background task (compilation, marking, sweeping and
 * scavenging run on the main thread); `--v8-pool-size=1`: one idle platform worker (0 would mean "as many as cores").
 */
const V8_FLAGS = (process.env.BENCH_V8_FLAGS ?? '--single-threaded --v8-pool-size=1').split(' ').filter(Boolean);
/** Requests before the counters are zeroed under callgrind (at 8 connections, then 500 at the row's). */
const WARM = Number(process.env.BENCH_WARM ?? 2000);
/** Counted windows of n requests under callgrind, one after another in each server process. */
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 1);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface Answer { status: number; rawHeaders: string[]; headers: http.IncomingHttpHeaders; body: Buffer }
function get(port: number, p: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: p, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, HOST, () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

interface Target { name: string; proc: ChildProcess; port: number; replay?: (a: Answer) => Promise<void> }

/** How a target's node is started: plain, under callgrind, or with a CPU profile. */
function wrap(name: string, plain: boolean): { exec: string; pre: string[] } {
  if (plain) return { exec: process.execPath, pre: [] };
  if (mode === 'callgrind') {
    // V8 without background threads (no concurrent compiler, marker, sweeper or scavenger: all its work on the main
    // thread, where a request's count belongs), so that what callgrind sums over every thread repeats run to run.
    return { exec: 'valgrind', pre: ['--tool=callgrind', `--callgrind-out-file=${OUT}/${name}.%p.cg`, process.execPath, ...V8_FLAGS] };
  }
  if (mode === 'profile') return { exec: process.execPath, pre: ['--cpu-prof', `--cpu-prof-dir=${OUT}/${name}`] };
  return { exec: process.execPath, pre: [] };
}

async function startTarget(name: string, db: string, plain = false): Promise<Target> {
  const { exec, pre } = wrap(name, plain);
  if (name === 'static' || name === 'floor' || name === 'floor-nolog') {
    const proc = fork(BASELINE, name === 'static' ? ['0'] : name === 'floor' ? ['0', 'fastify'] : ['0', 'fastify', 'nolog'], {
      execPath: exec, execArgv: pre, stdio: ['ignore', 'ignore', 'inherit', 'ipc'], env: { ...process.env, HOST },
    });
    const port = await new Promise<number>((resolve) => proc.once('message', (m: { port: number }) => resolve(m.port)));
    const replay = (a: Answer): Promise<void> => new Promise((resolve) => {
      proc.once('message', () => resolve());
      const headers: [string, string][] = [];
      for (let i = 0; i < a.rawHeaders.length; i += 2) {
        const n = a.rawHeaders[i]!.toLowerCase();
        if (n !== 'date' && n !== 'connection' && n !== 'keep-alive' && n !== 'transfer-encoding') headers.push([a.rawHeaders[i]!, a.rawHeaders[i + 1]!]);
      }
      proc.send({ type: 'replay', status: a.status, headers, body: a.body.toString('base64') });
    });
    return { name, proc, port, replay };
  }
  const port = await freePort();
  const env: Record<string, string> = { PORT: String(port), HOST, DATABASE_URL: db, DEMO_ON_EMPTY: 'false' };
  if (name === 'ours-nolog') env.LOG_REQUESTS = 'false';
  if (name === 'ours-nometrics' || name === 'ours-bare') env.METRICS = 'false';
  if (name === 'ours-bare') env.LOG_REQUESTS = 'false';
  // Under valgrind, a read thread (a second V8 isolate) makes the start take minutes; cached answers read nothing.
  if (mode === 'callgrind') env.READ_THREADS = '0';
  const cli = name === 'before' ? path.join(process.env.BENCH_BEFORE!, 'dist', 'src', 'cli.js') : CLI;
  const proc = spawn(exec, [...pre, cli, 'serve'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  const t0 = performance.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${name} exited`);
    const r = await get(port, '/api/sc/tokens/').catch(() => undefined);
    if (r?.status === 200) break;
    if (performance.now() - t0 > 1_800_000) throw new Error(`${name} did not start`);
    await sleep(mode === 'callgrind' && !plain ? 500 : 20);
  }
  return { name, proc, port };
}

async function stop(t: Target): Promise<void> {
  if (t.proc.exitCode !== null) return;
  const done = new Promise((r) => t.proc.once('exit', r));
  if (t.replay) t.proc.disconnect();
  else t.proc.kill('SIGTERM');
  await Promise.race([done, sleep(mode === 'callgrind' ? 60_000 : 10_000)]);
  if (t.proc.exitCode === null) t.proc.kill('SIGKILL');
}

interface Drive { rps: number; total: number; bad: number; t0: bigint; t1: bigint }
async function drive(port: number, p: string, headers: Record<string, string>, connections: number, amount: number, expect: number): Promise<Drive> {
  const proc = spawn(process.execPath, [DRIVE], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const t0 = process.hrtime.bigint();
  proc.stdin.end(JSON.stringify({ url: `http://${HOST}:${port}`, paths: [p], headers, connections, amount, timeout: mode === 'callgrind' ? 600 : 10 }));
  await new Promise((r) => proc.once('exit', r));
  const t1 = process.hrtime.bigint();
  const j = JSON.parse(out) as { requests: { average: number; total: number }; statusCodeStats?: Record<string, { count: number }>; errors: number };
  const good = j.statusCodeStats?.[String(expect)]?.count ?? 0;
  return { rps: j.requests.average, total: j.requests.total, bad: j.requests.total - good + j.errors, t0, t1 };
}

interface RowDef { name: string; path: string; headers: Record<string, string>; expect: number }
async function rowDefs(port: number): Promise<RowDef[]> {
  const first = await get(port, '/api/core/references/');
  const id = (JSON.parse(first.body.toString()) as { results: { id: number }[] }).results[0]!.id;
  const rows: RowDef[] = [
    { name: 'list page', path: '/api/core/references/', headers: {}, expect: 200 },
    { name: 'record', path: `/api/core/references/${id}/`, headers: {}, expect: 200 },
    { name: '304', path: '/api/core/references/', headers: { 'if-none-match': String(first.headers.etag) }, expect: 304 },
  ];
  return rows.filter((r) => !ROWS_ONLY || ROWS_ONLY.test(r.name));
}

async function warm(t: Target, row: RowDef, n: number): Promise<void> {
  await drive(t.port, row.path, row.headers, 8, n, row.expect);
}

const db = sqliteDemo(path.join(DIR, 'demo-x1.sqlite'), 1);
fs.mkdirSync(OUT, { recursive: true });

/** The rows, and the answers to replay, from a plain server of ours. */
async function plainAnswers(): Promise<{ rows: RowDef[]; answers: Map<string, Answer> }> {
  const plain = await startTarget('ours', db, true);
  const rows = await rowDefs(plain.port);
  const answers = new Map<string, Answer>();
  for (const row of rows) answers.set(row.name, await get(plain.port, row.path, row.headers));
  await stop(plain);
  return { rows, answers };
}

if (mode === 'cpu') {
  const rounds = Number(arg ?? 3);
  const targets: Target[] = [];
  for (const name of TARGETS) targets.push(await startTarget(name, db));
  const ours = targets.find((t) => t.name === 'ours') ?? targets[0]!;
  const rows = await rowDefs(ours.port);
  const results: Record<string, { cpu: number[]; rps: number[] }> = {};
  for (const row of rows) {
    const answer = await get(ours.port, row.path, row.headers);
    for (const t of targets) if (t.replay) await t.replay(answer);
    for (const c of CONNS) {
      const amount = c === 1 ? 4000 : 30000;
      for (let r = 0; r < rounds; r++) {
        for (const t of targets) {
          // A server of ours names its answers by its own link base (its port): a 304 asks with its own ETag.
          const headers = row.expect === 304 && !t.replay
            ? { 'if-none-match': String((await get(t.port, row.path)).headers.etag) } : row.headers;
          await warm(t, { ...row, headers }, 400);
          await sleep(200);
          const cpu0 = cpuSeconds(t.proc.pid!);
          const d = await drive(t.port, row.path, headers, c, amount, row.expect);
          await sleep(150);
          const cpu = cpuSeconds(t.proc.pid!) - cpu0;
          const k = `${row.name}\t${c}\t${t.name}`;
          (results[k] ??= { cpu: [], rps: [] }).cpu.push((cpu * 1e6) / d.total);
          results[k].rps.push(d.rps);
          if (d.bad) console.log(`  ${k}: ${d.bad} bad`);
        }
      }
    }
  }
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log('row\tconns\ttarget\tcpu µs (median; all)\trps (median; all)\tcpu/static\trps/static (per round)');
  for (const k of Object.keys(results)) {
    const [row, c] = k.split('\t');
    const s = results[`${row}\t${c}\tstatic`];
    const x = results[k]!;
    const perRound = s ? x.rps.map((v, i) => (v / s.rps[i]!).toFixed(2)).join(' ') : '';
    console.log(`${k}\t${med(x.cpu).toFixed(1)} (${x.cpu.map((v) => v.toFixed(0)).join(' ')})\t${med(x.rps).toFixed(0)} (${x.rps.map((v) => v.toFixed(0)).join(' ')})\t` +
      `${s ? (med(x.cpu) / med(s.cpu)).toFixed(2) : ''}\t${perRound}`);
  }
  for (const t of targets) await stop(t);
} else if (mode === 'callgrind') {
  const n = Number(arg ?? 20000);
  const { rows, answers } = await plainAnswers();
  console.log(`node ${V8_FLAGS.join(' ')}; ${WARM} + 500 requests of warm-up, then ${WINDOWS} window(s) of ${n} counted`);
  console.log('row\tconns\ttarget\tinstructions per request\trequests\tseconds');
  for (const name of TARGETS) {
    const t = await startTarget(name, db);
    const pid = t.proc.pid!;
    for (const row of rows) {
      if (t.replay) await t.replay(answers.get(row.name)!);
      for (const c of CONNS) {
        const headers = row.expect === 304 && !t.replay
          ? { 'if-none-match': String((await get(t.port, row.path)).headers.etag) } : row.headers;
        await warm(t, { ...row, headers }, WARM);
        await drive(t.port, row.path, headers, c, 500, row.expect);
        // callgrind_control finds the process by a pipe named after $HOST, which the server's environment sets.
        const control = { stdio: 'ignore', env: { ...process.env, HOST }, timeout: 300_000 } as const;
        // WINDOWS windows of n requests each, the counters zeroed before and dumped after each: whether the count has
        // settled (the JIT done) and repeats within one process.
        for (let w = 0; w < WINDOWS; w++) {
          spawnSync('callgrind_control', ['-z', String(pid)], control);
          const d = await drive(t.port, row.path, headers, c, n, row.expect);
          // (callgrind_control waits for ever on a process that is gone.)
          if (t.proc.exitCode !== null || t.proc.signalCode !== null) throw new Error(`${name} exited under valgrind`);
          const before = new Set(fs.readdirSync(OUT));
          spawnSync('callgrind_control', ['-d', String(pid)], control);
          let file: string | undefined;
          for (let i = 0; i < 600 && !file; i++) {
            await sleep(100);
            file = fs.readdirSync(OUT).find((f) => !before.has(f) && f.startsWith(`${name}.${pid}.cg.`));
          }
          const text = file ? fs.readFileSync(path.join(OUT, file), 'utf8') : '';
          const ir = Number(/^summary: (\d+)/m.exec(text)?.[1] ?? NaN);
          console.log(`${row.name}\t${c}\t${name}\t${Math.round(ir / d.total)}\t${d.total}\t${(Number(d.t1 - d.t0) / 1e9).toFixed(0)}\t` +
            `window ${w + 1}/${WINDOWS}${d.bad ? `\t(${d.bad} bad)` : ''}`);
        }
      }
    }
    await stop(t);
  }
} else if (mode === 'profile') {
  const n = Number(arg ?? 40000);
  const windows: Record<string, { t0: bigint; t1: bigint; total: number; row: string; c: number }[]> = {};
  const { rows, answers } = await plainAnswers();
  for (const name of TARGETS) {
    fs.rmSync(path.join(OUT, name), { recursive: true, force: true });
    const t = await startTarget(name, db);
    for (const row of rows) {
      if (t.replay) await t.replay(answers.get(row.name)!);
      for (const c of CONNS) {
        await warm(t, row, 2000);
        const d = await drive(t.port, row.path, row.headers, c, c === 1 ? n / 4 : n, row.expect);
        (windows[name] ??= []).push({ t0: d.t0, t1: d.t1, total: d.total, row: row.name, c });
      }
    }
    await stop(t);
  }
  fs.writeFileSync(path.join(OUT, 'windows.json'), JSON.stringify(windows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
  console.log(`profiles in ${OUT}/<target>/; windows in ${OUT}/windows.json; split them with node dist/bench/cached-split.js ${OUT}`);
}
