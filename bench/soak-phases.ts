/**
 * The four parts of `npm run soak`, each against real `databank` processes, each returning what it saw (bench/soak.ts
 * prints it; test/soak.test.ts asserts it with small numbers):
 *  1. `fuzzPhase`: hostile requests over raw sockets (soak-fuzz.ts) to two servers (defaults; TRUST_PROXY with
 *     ALLOWED_HOSTS).
 *  2. `loadPhase`: many keep-alive connections over a mix of pages, records, filters, 404s and 304s (soak-drive.ts in
 *     its own process), the RSS of the server's processes sampled every second.
 *  3. `drainPhase`: SIGTERM under load with SHUTDOWN_DELAY_MS, the load playing a load balancer.
 *  4. `killPhase`: `databank load` of another dump SIGKILLed at random moments while a server serves the demo.
 *  5. `starvePhase` (issue 17): the throughput others keep, and /healthz, while connections send the most expensive
 *     reads in a loop; then downloads abandoned 50 ms after sending (soak-starve.ts measures both).
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLI, DRIVE, getText, processTree, rng, rssMb, sleep, startServer, type Server } from './soak-lib.js';
import { fuzz, vocabulary, type FuzzReport } from './soak-fuzz.js';
import { abandon, logLinesFor, starve, type Abandoned, type AttackKind, type Starvation } from './soak-starve.js';

/** Issue 24 §5's attacks: one client's work that no cache absorbed (soak-starve.ts attackRequest). */
export const PAGE_ATTACKS: readonly AttackKind[] = ['polity-spellings', 'openapi-hosts', 'stray-pages'];
import type { DriveResult, DriveSettings, MixKind } from './soak-drive.js';
import { databankRegistry, type Registry } from '../src/registry/index.js';
import { SqliteStore } from '../src/store/sqlite/store.js';

// ---------------------------------------------------------------------------------------------------------------
// Databanks.

export interface Fixtures {
  readonly dir: string;
  /** The demo databank (scale 1); each phase serves a copy. */
  readonly demo: string;
  /** A dump of `demo --scale <dumpScale>`: a different databank to load. */
  readonly dump: string;
  /** A dump of the demo itself (to put it back). */
  readonly demoDump: string;
  readonly registry: Registry;
  cleanup(): void;
}

function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function must(args: string[]): Promise<void> {
  const r = await run(args);
  if (r.code !== 0) throw new Error(`databank ${args.join(' ')} failed (${r.code}): ${r.stderr}`);
}

/** Builds the demo databank and the dumps in a fresh temporary directory. */
export async function fixtures(dumpScale: number): Promise<Fixtures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'databank-soak-'));
  const demo = path.join(dir, 'demo.sqlite');
  const other = path.join(dir, `other-x${dumpScale}.sqlite`);
  const dump = path.join(dir, `dump-x${dumpScale}`);
  const demoDump = path.join(dir, 'dump-demo');
  await must(['demo', '--database', demo]);
  await must(['demo', '--scale', String(dumpScale), '--database', other]);
  await must(['export', dump, '--database', other]);
  await must(['export', demoDump, '--database', demo]);
  fs.rmSync(other);
  return { dir, demo, dump, demoDump, registry: databankRegistry(), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A copy of the demo databank for one server (each phase has its own file). */
function copyOf(f: Fixtures, name: string): string {
  const file = path.join(f.dir, `${name}.sqlite`);
  fs.copyFileSync(f.demo, file);
  return file;
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Fuzz.

export interface FuzzPhase extends FuzzReport {
  /** Error lines the servers logged (level error or worse). */
  readonly serverErrors: string[];
  /** Both servers still answered /readyz 200 afterwards. */
  readonly alive: boolean;
}

export async function fuzzPhase(f: Fixtures, seed: number, requests: number, options: { concurrency?: number; maxSeconds?: number } = {}): Promise<FuzzPhase> {
  const servers: Server[] = [];
  try {
    servers.push(await startServer(copyOf(f, 'fuzz-a'), [], { LOG_LEVEL: 'warn' }));
    servers.push(await startServer(copyOf(f, 'fuzz-b'), [], { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ALLOWED_HOSTS: `localhost,127.0.0.1,.example.org` }));
    const v = await vocabulary(servers[0]!.port, f.registry);
    const report = await fuzz(seed, requests, v, servers.map((s) => s.port), options);
    const alive = (await Promise.all(servers.map((s) => getText(s.port, '/readyz').then((r) => r.status === 200, () => false)))).every(Boolean);
    return { ...report, serverErrors: servers.flatMap((s) => s.errors), alive };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The request mix of parts 2 and 3.

interface Page {
  readonly count: number;
  readonly results: { id: number | string; title?: string }[];
}

/**
 * Pages, records, filters, 404s and 304s over the served databank, each kind at most `perKind` distinct requests
 * (deterministic for a seed).
 */
export async function buildMix(port: number, registry: Registry, seed: number, perKind: number): Promise<MixKind[]> {
  const r = rng(seed);
  const sampleOf = <T>(list: T[], n: number): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out.slice(0, n);
  };
  const json = async (p: string): Promise<Page> => {
    const res = await getText(port, p);
    if (res.status !== 200) throw new Error(`mix: ${p} answered ${res.status}`);
    return JSON.parse(res.text) as Page;
  };
  const pages: string[] = [];
  const records: string[] = [];
  const titles: string[] = [];
  for (const def of registry.collections) {
    const first = await json(`/api/${def.path}/`);
    const n = Math.max(1, Math.ceil(first.count / 50));
    for (let p = 1; p <= n; p++) pages.push(`/api/${def.path}/${p === 1 ? '' : `?page=${p}`}`);
    for (const p of new Set([1, Math.ceil(n / 3), Math.ceil((2 * n) / 3), n])) {
      const page = p === 1 ? first : await json(`/api/${def.path}/?page=${p}`);
      for (const rec of page.results.slice(0, 20)) {
        records.push(`/api/${def.path}/${rec.id}/`);
        if (rec.title) titles.push(rec.title);
      }
    }
  }
  const coded = registry.collections.filter((d) => d.kind === 'coded').map((d) => d.path);
  const polities: number[] = [];
  for (let p = 1, n = 1; p <= n; p++) {
    const page = await json(`/api/core/polities/?page_size=100&page=${p}`);
    n = Math.ceil(page.count / 100);
    polities.push(...page.results.map((x) => Number(x.id)));
  }
  const filters: string[] = [];
  for (const c of coded) {
    const trs = await json(`/api/${c}/?tag=TRS`);
    for (let p = 1; p <= Math.ceil(trs.count / 50); p++) filters.push(`/api/${c}/?tag=TRS${p === 1 ? '' : `&page=${p}`}`);
    for (let y = -3000; y <= 1900; y += 25) filters.push(`/api/${c}/?year_from__gte=${y}`, `/api/${c}/?covers_year=${y}`);
    for (const id of polities) filters.push(`/api/${c}/?polity=${id}`);
  }
  const fragments = new Set<string>();
  for (const t of titles) for (const w of t.match(/[A-Za-z]{4,}/g) ?? []) fragments.add(w.slice(0, 4).toLowerCase());
  for (const frag of fragments) filters.push(`/api/core/references/?title__icontains=${frag}`);
  const missing: string[] = [];
  for (const def of registry.collections) {
    missing.push(`/api/${def.path}/?page=99999`, `/api/${def.path}/${def.kind === 'citation' ? '00000000-0000-4000-8000-000000000000' : 999999999}/`);
  }
  missing.push('/api/nope/', '/api/sc/tokens/1/extra/', '/nope/');
  const conditional: { path: string; headers: Record<string, string>; expect: number }[] = [];
  for (const p of sampleOf([...pages, ...records], Math.min(perKind, 300))) {
    const res = await getText(port, p);
    if (res.etag) conditional.push({ path: p, headers: { 'If-None-Match': res.etag }, expect: 304 });
  }
  const ok = (list: string[]) => sampleOf(list, perKind).map((p) => ({ path: p, expect: 200 }));
  return [
    { kind: 'page', weight: 30, entries: ok(pages) },
    { kind: 'record', weight: 20, entries: ok(records) },
    { kind: 'filter', weight: 25, entries: ok(filters) },
    { kind: '404', weight: 10, entries: sampleOf(missing, perKind).map((p) => ({ path: p, expect: 404 })) },
    { kind: '304', weight: 15, entries: conditional },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The load process.

interface Driver {
  readonly result: Promise<DriveResult>;
  /** Date.now() when the timed run began. */
  readonly started: Promise<number>;
  /** Date.now() when the drain's warm-up ended (drain mode). */
  readonly warm: Promise<number>;
  signalled(at: number): void;
}

function drive(settings: DriveSettings): Driver {
  const child = fork(DRIVE, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let onStarted: (t: number) => void = () => {};
  let onWarm: (t: number) => void = () => {};
  const started = new Promise<number>((resolve) => (onStarted = resolve));
  const warm = new Promise<number>((resolve) => (onWarm = resolve));
  const result = new Promise<DriveResult>((resolve, reject) => {
    child.on('message', (m: { started?: number; warm?: number; result?: DriveResult }) => {
      if (m.started !== undefined) onStarted(m.started);
      if (m.warm !== undefined) onWarm(m.warm);
      if (m.result) resolve(m.result);
    });
    child.once('exit', (code) => reject(new Error(`the load process exited (${code}) without a result`)));
  });
  child.send({ settings });
  return { result, started, warm, signalled: (at) => child.send({ signalled: at }) };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Sustained load.

export interface RssSeries {
  readonly pid: number;
  readonly role: 'server' | 'primary' | 'worker';
  /** MB, one sample a second from the start of the timed run. */
  readonly samples: number[];
}

export interface LoadPhase {
  readonly workers: number;
  readonly connections: number;
  readonly result: DriveResult;
  readonly rss: RssSeries[];
  /** Seconds into the timed run at which "after warm-up" RSS is read. */
  readonly warmupSeconds: number;
  readonly serverErrors: string[];
  /** Distinct requests in the mix. */
  readonly distinct: number;
}

/** RSS after warm-up, at the end and at most, for one process; `flat` by the bound of README "Proof under fire". */
export function rssVerdict(s: RssSeries, warmupSeconds: number): { warm: number; end: number; max: number; bound: number; flat: boolean } {
  const samples = s.samples.filter((x) => Number.isFinite(x));
  const warm = samples[Math.min(samples.length - 1, warmupSeconds)] ?? NaN;
  const end = samples.at(-1) ?? NaN;
  const bound = Math.max(1.5 * warm, warm + 64);
  return { warm, end, max: Math.max(...samples), bound, flat: end <= bound };
}

export async function loadPhase(f: Fixtures, opts: { workers: number; connections: number; seconds: number; seed: number; perKind: number; warmupSeconds: number }): Promise<LoadPhase> {
  const server = await startServer(copyOf(f, `load-${opts.workers}`), ['--workers', String(opts.workers)], { LOG_LEVEL: 'warn' });
  try {
    // With workers, wait until every one of them listens (each answers /readyz by itself).
    const pids = async (): Promise<number[]> => processTree(server.proc.pid!);
    for (let i = 0; i < 100 && (await pids()).length < (opts.workers > 1 ? opts.workers + 1 : 1); i++) await sleep(100);
    const mix = await buildMix(server.port, f.registry, opts.seed, opts.perKind);
    const d = drive({ mode: 'load', port: server.port, connections: opts.connections, seconds: opts.seconds, mix, seed: opts.seed, warmPass: true });
    const series = new Map<number, RssSeries>();
    let sampling = true;
    const sampler = (async () => {
      await d.started;
      const t0 = performance.now();
      for (let i = 0; sampling && i < opts.seconds + 5; i++) {
        const tree = await pids();
        for (const pid of tree) {
          const role = opts.workers > 1 ? (pid === server.proc.pid ? 'primary' : 'worker') : 'server';
          if (!series.has(pid)) series.set(pid, { pid, role, samples: [] });
          series.get(pid)!.samples.push(rssMb(pid));
        }
        await sleep(Math.max(0, (i + 1) * 1000 - (performance.now() - t0)));
      }
    })();
    const result = await d.result;
    // The last sample: at the end of the run.
    sampling = false;
    await sampler;
    for (const s of series.values()) s.samples.push(rssMb(s.pid));
    return {
      workers: opts.workers, connections: opts.connections, result, rss: [...series.values()], warmupSeconds: opts.warmupSeconds,
      serverErrors: server.errors, distinct: mix.reduce((n, k) => n + k.entries.length, 0),
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Drain.

export interface DrainPhase {
  readonly workers: number;
  readonly connections: number;
  readonly delayMs: number;
  readonly pollMs: number;
  readonly result: DriveResult;
  readonly exit: { code: number | null; signal: NodeJS.Signals | null };
  /** ms from the signal to the exit. */
  readonly exitMs: number;
  readonly serverErrors: string[];
}

export async function drainPhase(f: Fixtures, opts: { workers: number; connections: number; delayMs: number; pollMs: number; seed: number; perKind: number; warmMs: number }): Promise<DrainPhase> {
  const server = await startServer(copyOf(f, `drain-${opts.workers}`), ['--workers', String(opts.workers)],
    { LOG_LEVEL: 'warn', SHUTDOWN_DELAY_MS: String(opts.delayMs) });
  try {
    for (let i = 0; i < 100 && processTree(server.proc.pid!).length < (opts.workers > 1 ? opts.workers + 1 : 1); i++) await sleep(100);
    const mix = await buildMix(server.port, f.registry, opts.seed, opts.perKind);
    // At most: warm-up, the delay, the time to stop, and a margin; the balancer stops long before.
    const d = drive({ mode: 'drain', port: server.port, connections: opts.connections, seconds: opts.warmMs / 1000 + 30, mix, seed: opts.seed,
      pollMs: opts.pollMs, warmMs: opts.warmMs });
    await d.warm;
    const at = Date.now();
    server.proc.kill('SIGTERM');
    d.signalled(at);
    const timeout = sleep(opts.delayMs + 30_000).then(() => ({ code: null, signal: 'timeout' as NodeJS.Signals }));
    const [result, exit] = await Promise.all([d.result, Promise.race([server.exited, timeout])]);
    return { workers: opts.workers, connections: opts.connections, delayMs: opts.delayMs, pollMs: opts.pollMs, result, exit,
      exitMs: Date.now() - at, serverErrors: server.errors };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Killed loads.

export interface Kill {
  readonly delayMs: number;
  /** Its last progress line when it died (where it was), or `finished` when the load completed before the kill. */
  readonly stage: string;
  readonly killed: boolean;
  /** The served pages, /readyz's generation, and a fresh reader of the file, all as before (false for a finished load). */
  readonly intact: boolean;
  readonly problems: string[];
  /** `.loading-*` files beside the databank after the kill. */
  readonly leftovers: number;
  /** Requests served while the load ran, and how many were not the old bytes. */
  readonly servedDuring: number;
  readonly wrongDuring: number;
}

export interface KillPhase {
  readonly kills: Kill[];
  /** ms a whole load of the dump took (calibration, into a scratch file). */
  readonly fullLoadMs: number;
  /** The load after the kills. */
  readonly final: { code: number | null; ms: number; leftovers: number; switched: boolean; problems: string[] };
  /** The demo loaded back: the same generation and bytes as at the start. */
  readonly restored: boolean;
  readonly serverErrors: string[];
}

const leftovers = (file: string): number => fs.readdirSync(path.dirname(file)).filter((n) => n.startsWith(path.basename(file) + '.loading-')).length;

/** The bytes and ETags of a set of pages, and /readyz's generation. */
async function snapshot(port: number, paths: readonly string[]): Promise<{ generation: string; pages: string[] }> {
  const ready = await getText(port, '/readyz');
  const pages = await Promise.all(paths.map(async (p) => {
    const r = await getText(port, p);
    return `${r.status} ${r.etag ?? ''} ${r.text}`;
  }));
  return { generation: (JSON.parse(ready.text) as { generation?: string }).generation ?? `(readyz ${ready.status})`, pages };
}

function loadProcess(args: string[]): { child: ReturnType<typeof spawn>; exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>; stderr: () => string } {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
  return { child, exited, stderr: () => stderr };
}

export async function killPhase(f: Fixtures, opts: { kills: number; seed: number }): Promise<KillPhase> {
  const r = rng(opts.seed);
  const file = copyOf(f, 'served');
  const server = await startServer(file, [], { LOG_LEVEL: 'warn' });
  try {
    // Calibration: how long a whole load of the dump takes here, now (into a scratch file, in a directory of its own).
    const scratchDir = fs.mkdtempSync(path.join(f.dir, 'scratch-'));
    const t0 = performance.now();
    const cal = loadProcess(['load', f.dump, '--database', path.join(scratchDir, 'x.sqlite')]);
    const calExit = await cal.exited;
    const fullLoadMs = performance.now() - t0;
    fs.rmSync(scratchDir, { recursive: true, force: true });
    if (calExit.code !== 0) throw new Error(`calibration load failed: ${cal.stderr()}`);

    const paths = ['/api/', '/api/sc/tokens/', '/api/core/references/?page=100', '/api/core/citations/?page=last', '/api/core/sections/',
      '/api/general/polity-alternative-names/?covers_year=1200', '/api/core/polities/?page=3', '/api/sc/tokens/5/', '/api/core/references/17115/',
      '/api/core/references/?title__icontains=hist&ordering=-year', '/sc/tokens/'];
    const before = await snapshot(server.port, paths);
    const storeId = async (): Promise<string | undefined> => {
      const store = new SqliteStore(f.registry, file);
      try {
        return (await store.current())?.id;
      } finally {
        await store.close();
      }
    };
    const kills: Kill[] = [];
    const lastCollection = f.registry.collections.filter((d) => d !== f.registry.polities).at(-1)!.path;
    for (let attempt = 0; kills.filter((k) => k.killed).length < opts.kills && attempt < opts.kills + 5; attempt++) {
      // Anywhere from the start to 90% of a whole load; and at the latest when the last collection is written (the
      // swap follows soon after), so that the kill lands before the rename.
      const delayMs = Math.round(r() * 0.9 * fullLoadMs);
      const load = loadProcess(['load', f.dump, '--database', file, '--verbose']); // a line per collection read
      const started = performance.now();
      let killedAt = NaN;
      const kill = (): void => {
        if (Number.isNaN(killedAt)) killedAt = performance.now() - started;
        load.child.kill('SIGKILL');
      };
      const timer = setTimeout(kill, delayMs);
      const written = new RegExp(`^load: ${lastCollection}: \\d+ records?$`, 'm');
      load.child.stderr!.on('data', () => void (written.test(load.stderr()) && kill()));
      // Meanwhile the server keeps serving the old databank, byte for byte.
      let servedDuring = 0, wrongDuring = 0, loading = true;
      const reader = (async () => {
        for (let i = 0; loading && i < 10_000; i++) {
          const k = i % 3;
          const res = await getText(server.port, paths[k]!).catch(() => undefined);
          servedDuring++;
          if (!res || `${res.status} ${res.etag ?? ''} ${res.text}` !== before.pages[k]) wrongDuring++;
          await sleep(20);
        }
      })();
      const exit = await load.exited;
      clearTimeout(timer);
      loading = false;
      await reader;
      const lines = load.stderr().trim().split('\n').filter((l) => l.startsWith('load: '));
      const killed = exit.signal === 'SIGKILL';
      // The server checks the file's inode at most once a second, on requests: ask, wait past that, then compare.
      await getText(server.port, '/readyz');
      await sleep(1100);
      const now = await snapshot(server.port, paths);
      const problems: string[] = [];
      // A load that finished before the kill made its databank current, as it should: nothing to compare.
      if (killed && now.generation !== before.generation) problems.push(`/readyz generation ${now.generation}, was ${before.generation}`);
      if (killed) now.pages.forEach((p, i) => p !== before.pages[i] && problems.push(`${paths[i]} differs`));
      const fresh = await storeId();
      if (killed && fresh !== before.generation) problems.push(`a fresh reader of the file sees ${fresh}`);
      if (killed && wrongDuring) problems.push(`${wrongDuring} of ${servedDuring} answers during the load were not the old bytes`);
      kills.push({
        delayMs: Number.isNaN(killedAt) ? delayMs : Math.round(killedAt), stage: killed ? (lines.at(-1) ?? '(before any collection)') : `finished (${exit.code})`,
        killed, intact: killed && problems.length === 0, problems, leftovers: leftovers(file), servedDuring, wrongDuring,
      });
      if (!killed) {
        // The load won the race: put the demo back, so the next kill again has the old databank to keep.
        await must(['demo', '--database', file]); // the demo again, marked as the demo like the one served
        await getText(server.port, '/readyz');
        await sleep(1100);
      }
    }

    // A later load succeeds, removes the half-written files, and the server switches to it.
    const t1 = performance.now();
    const final = loadProcess(['load', f.dump, '--database', file]);
    const finalExit = await final.exited;
    const ms = performance.now() - t1;
    const finalProblems: string[] = [];
    if (finalExit.code !== 0) finalProblems.push(`exit ${finalExit.code}: ${final.stderr().slice(-500)}`);
    let switched = false;
    for (let i = 0; i < 30 && !switched; i++) {
      const ready = JSON.parse((await getText(server.port, '/readyz')).text) as { generation?: string };
      switched = ready.generation !== undefined && ready.generation !== before.generation;
      if (!switched) await sleep(200);
    }
    if (!switched) finalProblems.push('the server still serves the old generation');
    const finalLeftovers = leftovers(file);

    // And the demo loaded back is the same databank: the same generation, the same bytes and ETags.
    await must(['demo', '--database', file]); // the demo again, marked as the demo like the one served
    let restored = false;
    for (let i = 0; i < 30 && !restored; i++) {
      const again = await snapshot(server.port, paths);
      restored = again.generation === before.generation && again.pages.every((p, k) => p === before.pages[k]);
      if (!restored) await sleep(200);
    }
    return { kills, fullLoadMs, final: { code: finalExit.code, ms, leftovers: finalLeftovers, switched, problems: finalProblems }, restored, serverErrors: server.errors };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Starvation and abandoned downloads (issue 17).

export interface StarvePhase {
  readonly scale: number;
  /** ms `databank demo --scale <scale>` took. */
  readonly buildMs: number;
  readonly starve: Starvation;
  /** The same with `varied` heavy reads (heavyPath): a diagnostic, beyond the issue's list. */
  readonly starveVaried: Starvation;
  /** Issue 24 §5: each attack of PAGE_ATTACKS, sent as the heavy reads are (attackers × ATTACK_RATE a second). */
  readonly pageAttacks: readonly (Starvation & { readonly kind: AttackKind })[];
  readonly abandoned: Abandoned;
  /** Of the abandoned requests: how many have a request-log line, how many exactly one with status 499; and the
   *  answers with status 499 /metrics counts. */
  readonly logged: number;
  readonly logged499: number;
  readonly metrics499: number;
  /** ms waited for the log lines (at most `logWaitMs`). */
  readonly logWaitedMs: number;
  readonly serverErrors: string[];
}

export async function starvePhase(f: Fixtures, opts: {
  scale: number; victims: number; attackers: number; seconds: number; abandon: number; closeAfterMs: number; logWaitMs: number;
}): Promise<StarvePhase> {
  const file = path.join(f.dir, `starve-x${opts.scale}.sqlite`);
  const t0 = performance.now();
  await must(['demo', '--scale', String(opts.scale), '--database', file]);
  const buildMs = performance.now() - t0;
  const serverErrors: string[] = [];
  let starved: Starvation, starvedVaried: Starvation;
  const pageAttacks: (Starvation & { kind: AttackKind })[] = [];
  // Starvation: the request log off, as in the other phases (it costs the victims and the attackers alike).
  const a = await startServer(file, [], { LOG_LEVEL: 'warn' });
  try {
    starved = await starve(a.port, { victims: opts.victims, attackers: opts.attackers, windowMs: opts.seconds * 1000, healthEveryMs: 100 });
    starvedVaried = await starve(a.port, { victims: opts.victims, attackers: opts.attackers, windowMs: opts.seconds * 1000, healthEveryMs: 100, varied: true });
    for (const kind of PAGE_ATTACKS) {
      // As the heavy reads: `attackers` connections at ATTACK_RATE each (a flood of any request is RATE_LIMIT's; one
      // connection with no pause is bench/starve-pages.ts's, the report's attacker).
      pageAttacks.push({ kind, ...await starve(a.port, { victims: opts.victims, attackers: opts.attackers, windowMs: opts.seconds * 1000, healthEveryMs: 100, kind }) });
    }
    serverErrors.push(...a.errors);
  } finally {
    await a.stop();
  }
  // Abandoned downloads: a fresh server with the request log on, keeping the lines of requests with a junk parameter.
  const b = await startServer(file, [], { LOG_LEVEL: 'info', LOG_REQUESTS: 'true', METRICS: 'true' },
    (line) => line.includes('"msg":"request"') && line.includes('_='));
  try {
    const abandoned = await abandon(b.port, { n: opts.abandon, closeAfterMs: opts.closeAfterMs, followMs: 1000, prefix: 'soak' });
    const t1 = performance.now();
    let lines = logLinesFor(b.kept.join('\n'), abandoned.tags);
    while (performance.now() - t1 < opts.logWaitMs && [...lines.values()].some((l) => l.length === 0)) {
      await sleep(250);
      lines = logLinesFor(b.kept.join('\n'), abandoned.tags);
    }
    const logWaitedMs = performance.now() - t1;
    const scrape = await getText(b.port, '/metrics').catch(() => ({ status: 0, text: '' }));
    const metrics499 = [...(scrape.status === 200 ? scrape.text : '').matchAll(/^http_requests_total\{[^}]*status="499"[^}]*\} (\d+)/gm)]
      .reduce((n, m) => n + Number(m[1]), 0);
    const all = [...lines.values()];
    serverErrors.push(...b.errors);
    return {
      scale: opts.scale, buildMs, starve: starved, starveVaried: starvedVaried, pageAttacks, abandoned, logged: all.filter((l) => l.length > 0).length,
      logged499: all.filter((l) => l.length === 1 && l[0]!.status === 499).length, metrics499, logWaitedMs, serverErrors,
    };
  } finally {
    await b.stop();
    fs.rmSync(file, { force: true });
  }
}
