/**
 * `npm run soak`: proof under fire, against real `databank` processes (README "Proof under fire: npm run soak").
 *  1. SOAK_FUZZ (100,000) hostile requests over raw sockets: no 5xx, no stack trace or path in a body, every answer
 *     HTTP with a JSON body of the API's shapes, no connection error but the server closing after saying so;
 *  2. SOAK_CONNECTIONS (256) connections for SOAK_SECONDS (60) over pages, records, filters, 404s and 304s, with 1 and
 *     with 2 workers: requests, errors, unexpected statuses, p50/p99, RSS every second (flat after warm-up);
 *  3. SIGTERM under that load with SHUTDOWN_DELAY_MS=2000, the load playing a load balancer: 0 failed, exit 0;
 *  4. SOAK_KILLS (20) `databank load`s SIGKILLed at random moments while the demo is served: the old databank intact
 *     every time, and a later load succeeds and leaves no `.loading-*` file.
 *  5. Starvation (issue 17), on the demo at SOAK_STARVE_SCALE (2): a cached page's throughput on 4 connections for
 *     SOAK_STARVE_SECONDS (10) alone, then while SOAK_STARVE_ATTACKERS (4) connections send the most expensive reads
 *     in a loop (each a cache miss): others keep >= 50%, /healthz p99 < 100 ms, 0 5xx but the heavy reads' 503 of a
 *     time limit; then each of issue 24's attacks sent the same way (polity pages by every spelling of their ids,
 *     /api/openapi.json under a new Host each time, a list page with a fresh `?_=<n>`): others keep >= 50% under each; then SOAK_ABANDON (150) downloads closed 50 ms after sending: /healthz within 100 ms
 *     after, each logged with status 499 and counted in /metrics.
 * Prints a table and PASS/MISS per target; exits 0 either way (a benchmark), 1 only if it could not run.
 * Settings: SOAK_FUZZ, SOAK_SECONDS, SOAK_CONNECTIONS, SOAK_KILLS, SOAK_SEED (random unless set; printed),
 * SOAK_WORKERS (`1,2`), SOAK_WARMUP (s into the run at which RSS "after warm-up" is read, 10), SOAK_ONLY (a
 * regex over `fuzz`, `load`, `drain`, `kill`, `starve`), SOAK_DUMP_SCALE (3), SOAK_STARVE_SCALE (2),
 * SOAK_STARVE_SECONDS (10), SOAK_STARVE_ATTACKERS (4), SOAK_ABANDON (150).
 */
import os from 'node:os';
import type { Finding } from './soak-fuzz.js';
import { drainPhase, fixtures, fuzzPhase, killPhase, loadPhase, rssVerdict, starvePhase, type DrainPhase, type FuzzPhase, type KillPhase, type LoadPhase, type StarvePhase } from './soak-phases.js';
import { ATTACK_RATE, DOWNLOAD_PATHS, HEAVY_PATHS, spread, VICTIM_PATH } from './soak-starve.js';

const num = (name: string, dflt: number): number => {
  const v = process.env[name];
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number, got ${JSON.stringify(v)}`);
  return n;
};

const FUZZ = num('SOAK_FUZZ', 100_000);
const SECONDS = num('SOAK_SECONDS', 60);
const CONNECTIONS = num('SOAK_CONNECTIONS', 256);
const KILLS = num('SOAK_KILLS', 20);
const SEED = num('SOAK_SEED', Math.floor(Math.random() * 2 ** 31));
const WORKERS = (process.env.SOAK_WORKERS ?? '1,2').split(',').map(Number);
const WARMUP = num('SOAK_WARMUP', 10);
const DUMP_SCALE = num('SOAK_DUMP_SCALE', 3);
const ONLY = process.env.SOAK_ONLY ? new RegExp(process.env.SOAK_ONLY) : undefined;
const STARVE_SCALE = num('SOAK_STARVE_SCALE', 2);
const STARVE_SECONDS = num('SOAK_STARVE_SECONDS', 10);
const STARVE_ATTACKERS = num('SOAK_STARVE_ATTACKERS', 4);
const STARVE_VICTIMS = 4;
const ABANDON = num('SOAK_ABANDON', 150);
const ABANDON_CLOSE_MS = 50;
const ABANDON_LOG_WAIT_MS = 5000;
const DRAIN_DELAY_MS = 2000;
const POLL_MS = 250;
const DRAIN_WARM_MS = 1000;

const on = (part: string): boolean => !ONLY || ONLY.test(part);
const pad = (s: string | number, n: number): string => (String(s).length >= n ? String(s) : String(s) + ' '.repeat(n - String(s).length));
const lpad = (s: string | number, n: number): string => (String(s).length >= n ? String(s) : ' '.repeat(n - String(s).length) + String(s));
const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const ms = (x: number): string => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(1) : x.toFixed(0));
const counts = (m: Record<string, number>): string => Object.entries(m).map(([k, v]) => `${k} x${v}`).join(', ') || '-';

const targets: { ok: boolean | undefined; text: string }[] = [];
const target = (ok: boolean | undefined, text: string): void => void targets.push({ ok, text });

function printFuzz(p: FuzzPhase): void {
  console.log(`\n1. fuzz: ${int(p.requests)} requests on ${int(p.connections)} connections in ${p.seconds.toFixed(1)} s (seed ${p.seed}; ` +
    `two servers: defaults, and TRUST_PROXY=true ALLOWED_HOSTS=localhost,127.0.0.1,.example.org)`);
  const statuses = [...p.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s} x${int(n)}`).join(', ');
  console.log(`   ${int(p.answers)} answers: ${statuses}`);
  console.log(`   ${pad('5xx', 26)}${lpad(p.counts['5xx'], 8)}`);
  console.log(`   ${pad('stack traces or paths', 26)}${lpad(p.counts.trace, 8)}`);
  console.log(`   ${pad('unparsable answers', 26)}${lpad(p.counts.unparsable, 8)}`);
  console.log(`   ${pad('answers beyond requests', 26)}${lpad(p.counts.extra, 8)}`);
  console.log(`   ${pad('bodies of no API shape', 26)}${lpad(p.counts.shape + p.counts.encoding, 8)}`);
  console.log(`   ${pad('connection errors', 26)}${lpad(p.counts.connection, 8)}`);
  console.log(`   ${pad('unanswered (15 s)', 26)}${lpad(p.counts.hang, 8)}`);
  console.log(`   ${pad('closed after an error', 26)}${lpad(p.counts.note, 8)}  (allowed: the answer before the close was an error, but it said keep-alive)`);
  console.log(`   ${pad('server error log lines', 26)}${lpad(p.serverErrors.length, 8)}`);
  console.log(`   ${pad('servers ready afterwards', 26)}${lpad(p.alive ? 'yes' : 'NO', 8)}`);
  const shown = new Map<string, number>();
  for (const f of p.findings) {
    const n = shown.get(f.kind) ?? 0;
    if (n >= (f.kind === 'note' ? 2 : 5)) continue;
    shown.set(f.kind, n + 1);
    printFinding(f);
  }
  for (const line of p.serverErrors.slice(0, 5)) console.log(`   server logged: ${line.slice(0, 400)}`);
}

function printFinding(f: Finding): void {
  console.log(`   !! ${f.kind} (case ${f.case}): ${f.detail}`);
  console.log(`      request: ${f.request}`);
}

function printLoads(loads: LoadPhase[]): void {
  if (!loads.length) return;
  const first = loads[0]!;
  console.log(`\n2. load: ${first.connections} connections, ${SECONDS} s after one warm-up pass over the mix (${int(first.distinct)} distinct requests: ` +
    `pages 30%, records 20%, filters 25%, 404s 10%, 304s 15%); RSS in MB, "warm" read ${first.warmupSeconds} s into the run`);
  console.log('   ' + pad('workers', 9) + lpad('requests', 10) + lpad('req/s', 8) + lpad('errors', 8) + lpad('unexp.', 8) + lpad('5xx', 6) +
    lpad('p50 ms', 8) + lpad('p99 ms', 8) + lpad('max ms', 8) + lpad('conns', 7) + '  | RSS per process: warm → end (max; bound)');
  for (const l of loads) {
    const r = l.result;
    const rss = l.rss.filter((s) => s.role !== 'primary' || l.workers > 1).map((s) => {
      const v = rssVerdict(s, l.warmupSeconds);
      return `${s.role === 'worker' ? 'w' : s.role === 'primary' ? 'p' : ''}${ms(v.warm)} → ${ms(v.end)} (${ms(v.max)}; ${ms(v.bound)})${v.flat ? '' : ' !'}`;
    }).join(', ');
    console.log('   ' + pad(l.workers, 9) + lpad(int(r.timedSent), 10) + lpad(int(r.rps), 8) + lpad(r.errorCount, 8) + lpad(r.unexpectedCount, 8) + lpad(r.fiveXX, 6) +
      lpad(ms(r.p50), 8) + lpad(ms(r.p99), 8) + lpad(ms(r.max), 8) + lpad(r.connects, 7) + '  | ' + rss);
    const unexpected = Object.entries(r.byKind).filter(([, k]) => Object.keys(k.unexpected).length).map(([kind, k]) => `${kind}: ${counts(k.unexpected)}`);
    if (r.errorCount) console.log(`     errors: ${counts(r.errors)}`);
    if (unexpected.length) console.log(`     unexpected statuses: ${unexpected.join('; ')}`);
    if (r.warm) console.log(`     warm-up pass: ${int(r.warm.sent)} requests in ${r.warm.seconds.toFixed(1)} s, ${r.warm.unexpected} unexpected, ${r.warm.errors} errors`);
    for (const t of r.traces.slice(0, 3)) console.log(`     !! trace: ${t}`);
    for (const line of l.serverErrors.slice(0, 3)) console.log(`     server logged: ${line.slice(0, 400)}`);
  }
}

function printDrains(drains: DrainPhase[]): void {
  if (!drains.length) return;
  const d0 = drains[0]!;
  console.log(`\n3. drain: SIGTERM after ${DRAIN_WARM_MS / 1000} s of load on ${d0.connections} connections, SHUTDOWN_DELAY_MS=${d0.delayMs}; the balancer polls /readyz every ` +
    `${d0.pollMs} ms and stops sending one interval after its first 503`);
  console.log('   ' + pad('workers', 9) + lpad('requests', 10) + lpad('failed', 8) + lpad('503 after', 11) + lpad('last sent', 11) + lpad('ok after 503', 14) +
    lpad('Conn: close', 13) + lpad('exit', 6) + lpad('exit after', 12));
  for (const d of drains) {
    const r = d.result, x = r.drain!;
    console.log('   ' + pad(d.workers, 9) + lpad(int(r.sent), 10) + lpad(r.errorCount + r.unexpectedCount, 8) + lpad(`${ms(x.to503)} ms`, 11) +
      lpad(`${ms(x.lastSentMs)} ms`, 11) + lpad(int(x.okAfter503), 14) + lpad(int(x.closing), 13) + lpad(d.exit.code ?? d.exit.signal ?? '-', 6) + lpad(`${int(d.exitMs)} ms`, 12));
    for (const f of x.failed.slice(0, 5)) console.log(`     !! failed: ${f}`);
    for (const line of d.serverErrors.slice(0, 3)) console.log(`     server logged: ${line.slice(0, 400)}`);
  }
}

function printKills(k: KillPhase): void {
  const killed = k.kills.filter((x) => x.killed);
  const delays = killed.map((x) => x.delayMs).sort((a, b) => a - b);
  console.log(`\n4. kill -9 of \`databank load\` (a demo --scale ${DUMP_SCALE} dump; a whole load takes ${int(k.fullLoadMs)} ms here) while the demo is served`);
  console.log('   ' + pad('#', 4) + lpad('killed at', 11) + '  ' + pad('where (its last progress line)', 52) + pad('old databank', 14) + lpad('leftovers', 10) + lpad('served meanwhile', 18));
  k.kills.forEach((x, i) => {
    console.log('   ' + pad(i + 1, 4) + lpad(`${int(x.delayMs)} ms`, 11) + '  ' + pad(x.stage.slice(0, 50), 52) + pad(!x.killed ? 'not counted' : x.intact ? 'intact' : 'CHANGED', 14) +
      lpad(x.leftovers, 10) + lpad(`${x.servedDuring - x.wrongDuring}/${x.servedDuring} same`, 18));
    for (const p of x.problems) console.log(`     !! ${p}`);
  });
  if (delays.length) console.log(`   kill delays: min ${int(delays[0]!)} ms, median ${int(delays[Math.floor(delays.length / 2)]!)} ms, max ${int(delays.at(-1)!)} ms`);
  console.log(`   then a whole load: exit ${k.final.code} in ${int(k.final.ms)} ms, server switched: ${k.final.switched ? 'yes' : 'NO'}, ` +
    `.loading-* files left: ${k.final.leftovers}; the demo loaded back is byte for byte the original: ${k.restored ? 'yes' : 'NO'}`);
  for (const p of k.final.problems) console.log(`     !! ${p}`);
}

function printStarve(p: StarvePhase): void {
  const s = p.starve, a = p.abandoned;
  const hb = spread(s.baseline.health.ms), ha = spread(s.attacked.health.ms), heavy = spread(s.attack.ms);
  console.log(`\n5. starvation (issue 17): the demo --scale ${p.scale} (built in ${int(p.buildMs)} ms); ${VICTIM_PATH} (cached) on ${s.victims} connections, ` +
    `${STARVE_SECONDS} s alone, then ${STARVE_SECONDS} s while ${s.attackers} connections send the most expensive reads, each with a fresh \`_=<n>\`, ` +
    `at most ${ATTACK_RATE} a second each (a flood of any request is RATE_LIMIT's)`);
  console.log(`   heavy reads, in turn: ${HEAVY_PATHS.join(' ')}`);
  console.log('   ' + pad('', 10) + lpad('answers', 10) + lpad('req/s', 9) + lpad('5xx', 6) + lpad('errors', 8) + '  | /healthz every 100 ms: ' +
    pad('n', 5) + lpad('p50', 7) + lpad('p90', 7) + lpad('p99', 7) + lpad('max ms', 8));
  for (const [name, w, h] of [['alone', s.baseline, hb], ['attacked', s.attacked, ha]] as const) {
    console.log('   ' + pad(name, 10) + lpad(int(w.ok), 10) + lpad(int(w.rps), 9) + lpad(w.fiveXX, 6) + lpad(w.errors, 8) + '  | ' + pad('', 24) +
      pad(h.n, 5) + lpad(ms(h.p50), 7) + lpad(ms(h.p90), 7) + lpad(ms(h.p99), 7) + lpad(ms(h.max), 8));
  }
  console.log(`   others kept ${(100 * s.ratio).toFixed(1)}% of their throughput; heavy reads: ${int(s.attack.sent)} sent, ${counts(s.attack.byStatus)}, ` +
    `p50 ${ms(heavy.p50)} ms, max ${ms(heavy.max)} ms`);
  for (const e of s.attack.examples) console.log(`     !! heavy read: ${e}`);
  const v = p.starveVaried, hv = spread(v.attacked.health.ms);
  console.log(`   diagnostic, the cited-reference filters with a value of their own each time (no selection or count reused): others kept ` +
    `${(100 * v.ratio).toFixed(1)}% (${int(v.attacked.rps)} of ${int(v.baseline.rps)} req/s); /healthz p99 ${ms(hv.p99)} ms; heavy reads ${int(v.attack.sent)}, ${counts(v.attack.byStatus)}`);
  for (const k of p.pageAttacks) {
    const hk = spread(k.attacked.health.ms), ak = spread(k.attack.ms);
    console.log(`   issue 24, ${k.attackers} connections sending ${k.kind}, at most ${ATTACK_RATE} a second each: others kept ${(100 * k.ratio).toFixed(1)}% (${int(k.attacked.rps)} of ` +
      `${int(k.baseline.rps)} req/s); /healthz p99 ${ms(hk.p99)} ms; attacker ${int(k.attack.sent)} requests, ${counts(k.attack.byStatus)}, p50 ${ms(ak.p50)} ms`);
    for (const e of k.attack.examples) console.log(`     !! ${k.kind}: ${e}`);
  }
  console.log(`   abandoned downloads: ${a.n} (${DOWNLOAD_PATHS.join(' ')} in turn), each on its own connection, closed ${a.closeAfterMs} ms after sending ` +
    `(${int(a.bytesBeforeClose)} bytes had come back)`);
  console.log(`   /healthz right after the closes: ${ms(a.healthFirst.ms)} ms (status ${a.healthFirst.status}); then every 100 ms: ${a.healthAfter.map((h) => ms(h.ms)).join(' ')}`);
  console.log(`   request-log lines: ${p.logged}/${a.n} (${p.logged499} once with status 499) after waiting ${int(p.logWaitedMs)} ms; /metrics answers with status 499: ${p.metrics499}`);
  for (const line of p.serverErrors.slice(0, 3)) console.log(`     server logged: ${line.slice(0, 400)}`);
}

async function main(): Promise<void> {
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' ');
  console.log(`databank-api soak: node ${process.version}, ${os.cpus().length} cores, load average ${load} at the start (the machine is shared), seed ${SEED}`);
  console.log(`SOAK_FUZZ=${FUZZ} SOAK_CONNECTIONS=${CONNECTIONS} SOAK_SECONDS=${SECONDS} SOAK_KILLS=${KILLS} SOAK_WORKERS=${WORKERS.join(',')} ` +
    `SOAK_STARVE_SCALE=${STARVE_SCALE} SOAK_STARVE_SECONDS=${STARVE_SECONDS} SOAK_STARVE_ATTACKERS=${STARVE_ATTACKERS} SOAK_ABANDON=${ABANDON}; replay with SOAK_SEED=${SEED}`);
  const f = await fixtures(DUMP_SCALE);
  let fuzzed: FuzzPhase | undefined;
  const loads: LoadPhase[] = [];
  const drains: DrainPhase[] = [];
  let killed: KillPhase | undefined;
  let starved: StarvePhase | undefined;
  try {
    if (on('fuzz') && FUZZ > 0) {
      fuzzed = await fuzzPhase(f, SEED, FUZZ);
      printFuzz(fuzzed);
    }
    if (on('load') && SECONDS > 0) {
      for (const workers of WORKERS) {
        loads.push(await loadPhase(f, { workers, connections: CONNECTIONS, seconds: SECONDS, seed: SEED + workers, perKind: 5000, warmupSeconds: Math.min(WARMUP, SECONDS) }));
      }
      printLoads(loads);
    }
    if (on('drain')) {
      for (const workers of WORKERS) {
        drains.push(await drainPhase(f, { workers, connections: CONNECTIONS, delayMs: DRAIN_DELAY_MS, pollMs: POLL_MS, seed: SEED + 10 + workers, perKind: 500, warmMs: DRAIN_WARM_MS }));
      }
      printDrains(drains);
    }
    if (on('kill') && KILLS > 0) {
      killed = await killPhase(f, { kills: KILLS, seed: SEED });
      printKills(killed);
    }
    if (on('starve') && STARVE_SECONDS > 0) {
      starved = await starvePhase(f, { scale: STARVE_SCALE, victims: STARVE_VICTIMS, attackers: STARVE_ATTACKERS, seconds: STARVE_SECONDS,
        abandon: ABANDON, closeAfterMs: ABANDON_CLOSE_MS, logWaitMs: ABANDON_LOG_WAIT_MS });
      printStarve(starved);
    }
  } finally {
    f.cleanup();
  }

  if (fuzzed) {
    target(fuzzed.counts['5xx'] === 0, `fuzz: 0 5xx (${fuzzed.counts['5xx']})`);
    target(fuzzed.counts.trace === 0, `fuzz: 0 stack traces or paths in bodies (${fuzzed.counts.trace})`);
    target(fuzzed.counts.unparsable + fuzzed.counts.extra + fuzzed.counts.shape + fuzzed.counts.encoding === 0,
      `fuzz: every answer HTTP, one per request, JSON bodies {"detail"} or API shapes (${fuzzed.counts.unparsable} unparsable, ` +
      `${fuzzed.counts.extra} beyond requests, ${fuzzed.counts.shape + fuzzed.counts.encoding} shapes)`);
    target(fuzzed.counts.connection + fuzzed.counts.hang === 0, `fuzz: 0 connection errors (${fuzzed.counts.connection}; ${fuzzed.counts.hang} unanswered)`);
  }
  for (const l of loads) {
    const r = l.result;
    const bad = r.errorCount + r.unexpectedCount + (r.warm ? r.warm.unexpected + r.warm.errors : 0);
    target(r.fiveXX === 0 && r.traces.length === 0, `load, ${l.workers} worker${l.workers > 1 ? 's' : ''}: 0 5xx, 0 traces (${r.fiveXX}, ${r.traces.length})`);
    target(bad === 0, `load, ${l.workers} worker${l.workers > 1 ? 's' : ''}: 0 errors or unexpected statuses (${r.errorCount} errors, ${bad - r.errorCount} unexpected)`);
    const verdicts = l.rss.filter((s) => s.role !== 'primary').map((s) => rssVerdict(s, l.warmupSeconds));
    target(verdicts.length > 0 && verdicts.every((v) => v.flat), `load, ${l.workers} worker${l.workers > 1 ? 's' : ''}: flat RSS, end <= max(1.5x, +64 MB) of warm ` +
      `(${verdicts.map((v) => `${ms(v.end)} <= ${ms(v.bound)}`).join(', ')} MB)`);
  }
  for (const d of drains) {
    const r = d.result;
    target(r.errorCount + r.unexpectedCount === 0 && d.exit.code === 0,
      `drain, ${d.workers} worker${d.workers > 1 ? 's' : ''}: 0 failed requests, exit code 0 (${r.errorCount + r.unexpectedCount} failed of ${int(r.sent)}, exit ${d.exit.code ?? d.exit.signal})`);
  }
  if (killed) {
    const k = killed.kills.filter((x) => x.killed);
    const intact = k.filter((x) => x.intact).length;
    target(k.length === KILLS && intact === KILLS, `kill -9: ${KILLS}/${KILLS} old databanks intact (${intact}/${k.length} killed loads` +
      `${killed.kills.length > k.length ? `; ${killed.kills.length - k.length} finished before the kill` : ''})`);
    target(killed.final.code === 0 && killed.final.leftovers === 0 && killed.final.switched,
      `kill -9: a later load succeeds and leaves no .loading-* file (exit ${killed.final.code}, ${killed.final.leftovers} left)`);
  }
  if (starved) {
    const s = starved.starve, a = starved.abandoned, ha = spread(s.attacked.health.ms);
    const timeLimited = s.attack.byStatus['503'] ?? 0;
    target(s.ratio >= 0.5, `starve: others keep >= 50% of their throughput under ${s.attackers} attacking connections ` +
      `(${(100 * s.ratio).toFixed(1)}%: ${int(s.attacked.rps)} of ${int(s.baseline.rps)} req/s)`);
    target(ha.p99 < 100 && s.attacked.health.failed === 0, `starve: /healthz p99 < 100 ms under attack (${ms(ha.p99)} ms over ${ha.n} samples` +
      `${s.attacked.health.failed ? `; ${s.attacked.health.failed} not 200` : ''})`);
    target(s.baseline.fiveXX + s.attacked.fiveXX + s.baseline.errors + s.attacked.errors + s.attack.wrong === 0,
      `starve: 0 5xx or errors but the heavy reads' 503 of a time limit (${s.baseline.fiveXX + s.attacked.fiveXX} 5xx and ` +
      `${s.baseline.errors + s.attacked.errors} errors to others; ${s.attack.wrong} heavy reads neither 200 nor a 503 {"detail"}; ` +
      `${timeLimited} time-limited, counted apart)`);
    for (const k of starved.pageAttacks) {
      target(k.ratio >= 0.5 && k.attack.wrong === 0, `starve, ${k.kind} (issue 24): others keep >= 50% of their throughput under ${k.attackers} attacking connections ` +
        `(${(100 * k.ratio).toFixed(1)}%: ${int(k.attacked.rps)} of ${int(k.baseline.rps)} req/s; ${k.attack.wrong} answers neither 200, 301 nor 429/503 with Retry-After)`);
    }
    target(a.healthFirst.status === 200 && a.healthFirst.ms < 100, `abandoned: /healthz within 100 ms after ${a.n} downloads closed at ` +
      `${a.closeAfterMs} ms (${ms(a.healthFirst.ms)} ms)`);
    target(starved.logged499 === a.n && starved.metrics499 === a.n, `abandoned: each logged once with status 499 and counted in /metrics ` +
      `(${starved.logged499}/${a.n} logged 499, ${starved.logged}/${a.n} logged at all; /metrics ${starved.metrics499})`);
  }
  console.log('\ntargets');
  for (const t of targets) console.log(`  ${t.ok === undefined ? 'n/a ' : t.ok ? 'PASS' : 'MISS'}  ${t.text}${t.ok === false ? '   <<<<<<<<<< MISS' : ''}`);
  const misses = targets.filter((t) => t.ok === false).length;
  console.log(misses ? `\n!!!!!!!!!! ${misses} MISS${misses > 1 ? 'ES' : ''} (seed ${SEED}) !!!!!!!!!!` : `\nall ${targets.length} targets PASS (seed ${SEED})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
