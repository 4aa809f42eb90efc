/**
 * Issue 17, starvation: expensive reads must not starve everyone else. The real server on the demo databank at scale 2
 * (STARVE_SCALE to change it; built in about 3 s), a cached page's throughput on 4 keep-alive connections for 3 s with
 * no attacker (the baseline), then for 3 s while 2 connections send the worst reads, each with a fresh junk
 * parameter `_=<n>` (every one a response-cache miss), at most ATTACK_RATE (20) a second each: twenty times the
 * report's attacker, whose one request a second cut others from 18,352 to 8 requests/s. The attackers run in a thread
 * of their own, as another client would: the victims' client pays nothing for their answers. A flood of requests of
 * any kind is not this test's (RATE_LIMIT is for that: on 2 cores, a client that keeps a core busy by itself takes a
 * third of the machine whatever the server does). About 12 s in all.
 *
 * Asserted: the others keep at least half their baseline throughput (a ratio, so that the speed of the machine does
 * not matter), /healthz answers in under HEALTH_P90_MS (250 ms; p90 of its samples, one every 100 ms on a connection
 * of its own: the 10% lets two or three samples of a 3 s window through that a shared machine itself delays, a GC or
 * another process; while reads block the serving thread nearly every sample waits behind one, hundreds of ms at this
 * scale). The 100 ms target is the soak's (bench/soak-starve.ts): CI's shared machine measured a p90 of 113 ms once
 * with the server well. Each heavy read answers
 * 200, or 503 `{"detail": "..."}` when it exceeds the server's time limit.
 *
 * What the ratio demands on 2 cores: the heavy reads may use about one core between them, not both. STARVE_YARDSTICK=N
 * sends the heavy reads to N other server processes on the same file instead (the best any offloading can do, the
 * reads running beside the serving thread on the same cores). At scale 2, 3 runs each on a shared machine (load
 * average 4-9): with one such process (the 2 reads queued) the others kept 48%, 72%, 74%; with two (both at once)
 * 44-49%. At scale 1 on a quieter machine: 62-94% and 53-61%.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fmtMs, HEAVY_PATHS, spread, starve, VICTIM_PATH } from '../../bench/soak-starve.js';
import { bigDemo, type BigDemo } from '../helpers/big-demo.js';
import { startServer, type RunningServer } from '../helpers/server.js';

// The smallest scale at which today's server misses both targets by far. At scale 1 the worst reads take 40-90 ms:
// the throughput falls below 1% all the same, but /healthz's p90 came out at 121 ms, too near the line to be sure.
const SCALE = Number(process.env.STARVE_SCALE ?? 2);
const WINDOW_MS = 3000;
const YARDSTICK = Number(process.env.STARVE_YARDSTICK ?? 0);
/** The /healthz p90 asserted here (see the header); the soak holds the 100 ms target. */
const HEALTH_P90_MS = 250;

describe('issue 17: expensive reads do not starve other clients', { timeout: 120_000 }, () => {
  let demo: BigDemo;
  let server: RunningServer;
  const others: RunningServer[] = [];
  before(async () => {
    demo = bigDemo(SCALE);
    server = await startServer(['--database', demo.file]);
    for (let i = 0; i < YARDSTICK; i++) others.push(await startServer(['--database', demo.file]));
  });
  after(async () => {
    await Promise.all([server, ...others].map((s) => s?.stop()));
    demo?.cleanup();
  });

  test(`2 connections sending the worst reads: the others keep >= 50% of their throughput, /healthz p90 < ${HEALTH_P90_MS} ms`, async (t) => {
    const port = Number(new URL(server.url).port);
    const s = await starve(port, { victims: 4, attackers: 2, windowMs: WINDOW_MS, healthEveryMs: 100,
      attackPorts: YARDSTICK ? others.map((o) => Number(new URL(o.url).port)) : undefined });
    if (YARDSTICK) t.diagnostic(`STARVE_YARDSTICK=${YARDSTICK}: the heavy reads went to ${YARDSTICK} other server process(es), not to the one measured`);
    const hb = spread(s.baseline.health.ms), ha = spread(s.attacked.health.ms), heavy = spread(s.attack.ms);
    t.diagnostic(`demo --scale ${SCALE} built in ${fmtMs(demo.buildMs)} ms; ${VICTIM_PATH} on ${s.victims} connections, ${WINDOW_MS / 1000} s windows`);
    t.diagnostic(`baseline: ${s.baseline.ok} answers, ${s.baseline.rps.toFixed(0)}/s; /healthz p50 ${fmtMs(hb.p50)} p90 ${fmtMs(hb.p90)} max ${fmtMs(hb.max)} ms (${hb.n} samples)`);
    t.diagnostic(`attacked by ${s.attackers} connections: ${s.attacked.ok} answers, ${s.attacked.rps.toFixed(0)}/s (${(100 * s.ratio).toFixed(1)}% of baseline); ` +
      `/healthz p50 ${fmtMs(ha.p50)} p90 ${fmtMs(ha.p90)} max ${fmtMs(ha.max)} ms (${ha.n} samples)`);
    t.diagnostic(`heavy reads: ${s.attack.sent} sent, ${JSON.stringify(s.attack.byStatus)}, p50 ${fmtMs(heavy.p50)} max ${fmtMs(heavy.max)} ms (${HEAVY_PATHS.join(' ')})`);

    assert.ok(s.baseline.ok > 100, `the baseline itself is too small to compare with: ${s.baseline.ok} answers in ${WINDOW_MS} ms`);
    assert.ok(s.attack.sent >= s.attackers, `the attack sent only ${s.attack.sent} requests`);
    // Every target, so that a failure shows all it missed.
    const missed: string[] = [];
    if (s.ratio < 0.5) missed.push(`under attack the others got ${s.attacked.rps.toFixed(0)}/s, ${(100 * s.ratio).toFixed(1)}% of the baseline ${s.baseline.rps.toFixed(0)}/s (want >= 50%)`);
    if (!(ha.n >= 10 && ha.p90 < HEALTH_P90_MS)) missed.push(`/healthz under attack: p90 ${fmtMs(ha.p90)} ms over ${ha.n} samples (want < ${HEALTH_P90_MS} ms over >= 10); all: ${s.attacked.health.ms.map(fmtMs).join(' ')}`);
    if (s.baseline.health.failed + s.attacked.health.failed) missed.push(`/healthz answered ${s.baseline.health.failed + s.attacked.health.failed} times with another status than 200`);
    if (s.attack.wrong) missed.push(`${s.attack.wrong} heavy reads answered neither 200 nor a 503 {"detail"}: ${s.attack.examples.join('; ')}`);
    assert.deepEqual(missed, []);
  });
});
