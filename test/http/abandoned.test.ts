/**
 * Issue 17, abandoned downloads: a request whose client has gone must stop, and must still be seen. The real server
 * (request log on, as in production) on the demo databank (scale 1, ABANDON_SCALE to change it; built in about 2.5 s),
 * 50 live downloads (CSV and NDJSON with an ordering or a filter, so read and rendered per request; each 100-300 ms of
 * work alone here, so none can end within 50 ms), each on its own connection, all sent at once and every connection
 * closed 50 ms later without reading a byte. Scale 1 is enough: today /healthz then waits about 3 s (4.3 s at scale 2).
 *
 * Asserted: /healthz, asked on a fresh connection right after the closes, answers within HEALTH_BOUND_MS (1 s: the
 * failure this catches is seconds; the 100 ms target is the soak's, bench/soak-starve.ts, since a unit test on a shared
 * CI machine cannot hold a sub-100-ms line: it measured 250 ms once with the server well); each of the 50 has
 * exactly one request-log line (found by its junk parameter `_=<tag>`), with status 499 ("client closed request", as
 * nginx logs it); /metrics counts 50 answers with status 499. About 8 s with the log lines there, 14 s without (it
 * waits 5 s for them).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { abandon, DOWNLOAD_PATHS, fmtMs, logLinesFor, timedGet } from '../../bench/soak-starve.js';
import { bigDemo, type BigDemo } from '../helpers/big-demo.js';
import { startServer, type RunningServer } from '../helpers/server.js';

const SCALE = Number(process.env.ABANDON_SCALE ?? 1);
const N = 50;
/** What /healthz may take right after the closes here (see the header): far below the 3 s of the failure. */
const HEALTH_BOUND_MS = 1000;
const CLOSE_AFTER_MS = 50;
/** How long the log lines may take to appear: they are written in batches flushed every second. */
const LOG_WAIT_MS = 5000;

describe('issue 17: abandoned downloads stop, and are logged and counted', { timeout: 120_000 }, () => {
  let demo: BigDemo;
  let server: RunningServer;
  before(async () => {
    demo = bigDemo(SCALE);
    server = await startServer(['--database', demo.file], { LOG_LEVEL: 'info', LOG_REQUESTS: 'true', METRICS: 'true' });
  });
  after(async () => {
    await server?.stop();
    demo?.cleanup();
  });

  /** The answers with status 499 /metrics counts so far. */
  async function answers499(): Promise<number> {
    const scrape = await fetch(`${server.url}/metrics`);
    const metrics = scrape.status === 200 ? await scrape.text() : '';
    return [...metrics.matchAll(/^http_requests_total\{[^}]*status="499"[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
  }

  test(`${N} downloads closed ${CLOSE_AFTER_MS} ms after sending: /healthz within ${HEALTH_BOUND_MS} ms after, each logged with 499 and counted`, async (t) => {
    const port = Number(new URL(server.url).port);
    // One of each, whole, first: what a download costs here when its client stays.
    const whole: string[] = [];
    for (const p of DOWNLOAD_PATHS) whole.push(`${p} ${fmtMs((await timedGet(port, `${p}&_=whole`)).ms)} ms`);
    // A first round, not measured, as the attack met a server that had been serving: the code paths of a client that
    // leaves are compiled by then (on a server just started, the first round's /healthz measured 33-100 ms, later
    // rounds 5-11 ms). Its requests are tagged apart, so the log lines counted below are the measured round's.
    await abandon(port, { n: N, closeAfterMs: CLOSE_AFTER_MS, followMs: 200, prefix: 'warm' });
    // The warm round's last reads may still be ending (each counted as 499 when it stops): count from when they have.
    let before = await answers499();
    for (let i = 0; i < 20; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const now = await answers499();
      if (now === before && now >= N) break;
      before = now;
    }
    const a = await abandon(port, { n: N, closeAfterMs: CLOSE_AFTER_MS, followMs: 1000 });

    // The log lines, as they are flushed (every second); on a server that never writes them, wait no longer than this.
    let lines = logLinesFor(server.output(), a.tags);
    for (const t0 = performance.now(); performance.now() - t0 < LOG_WAIT_MS && [...lines.values()].some((l) => l.length === 0);) {
      await new Promise((r) => setTimeout(r, 250));
      lines = logLinesFor(server.output(), a.tags);
    }
    const counted499 = (await answers499()) - before;

    const missing = a.tags.filter((tag) => lines.get(tag)!.length === 0);
    const statuses: Record<string, number> = {};
    for (const l of lines.values()) for (const x of l) statuses[String(x.status)] = (statuses[String(x.status)] ?? 0) + 1;
    t.diagnostic(`demo --scale ${SCALE} built in ${fmtMs(demo.buildMs)} ms; one whole download each: ${whole.join(', ')}`);
    t.diagnostic(`${N} sent, closed after ${CLOSE_AFTER_MS} ms (${a.bytesBeforeClose} bytes had come back): /healthz right after ${fmtMs(a.healthFirst.ms)} ms ` +
      `(status ${a.healthFirst.status}), then ${a.healthAfter.map((h) => fmtMs(h.ms)).join(' ')} ms`);
    t.diagnostic(`request-log lines of the ${N}: ${N - missing.length} (statuses ${JSON.stringify(statuses)}); /metrics answers with status 499: ${counted499}`);

    // One /healthz is one sample: a collection or a scheduler pause on a shared machine can delay it. Over the bound, a
    // second round of N (not counted above) says whether the server, or the moment, was slow.
    let health = a.healthFirst;
    if (!(health.status === 200 && health.ms < HEALTH_BOUND_MS)) {
      health = (await abandon(port, { n: N, closeAfterMs: CLOSE_AFTER_MS, followMs: 200, prefix: 'again' })).healthFirst;
      t.diagnostic(`/healthz over ${HEALTH_BOUND_MS} ms after the first round; after a second round: ${fmtMs(health.ms)} ms (status ${health.status})`);
    }
    const missed: string[] = [];
    if (!(health.status === 200 && health.ms < HEALTH_BOUND_MS)) missed.push(`/healthz right after the closes: ${fmtMs(health.ms)} ms, status ${health.status} (want 200 within ${HEALTH_BOUND_MS} ms)`);
    if (missing.length) missed.push(`${missing.length} of the ${N} have no request-log line after ${LOG_WAIT_MS} ms (e.g. _=${missing[0]})`);
    const not499 = [...lines.entries()].filter(([, l]) => l.length > 0 && !(l.length === 1 && l[0]!.status === 499));
    if (not499.length) missed.push(`${not499.length} logged otherwise than once with status 499: ${not499.slice(0, 3).map(([, l]) => JSON.stringify(l)).join('; ')}`);
    if (counted499 !== N) missed.push(`/metrics counts ${counted499} answers with status 499 (want ${N})`);
    assert.deepEqual(missed, []);
  });
});
