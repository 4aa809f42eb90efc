/**
 * `npm run soak` in small (README "Proof under fire: npm run soak"), against real `databank` processes: 3,000 fuzzed
 * requests, 32 connections for 8 s with 1 and with 2 workers, one SIGTERM under load with SHUTDOWN_DELAY_MS=2000,
 * and 3 SIGKILLed loads. It asserts the soak's targets (0 5xx, 0 stack traces or paths, every answer HTTP in the API's
 * shapes, 0 connection errors, 0 failed requests across the drain, the old databank intact) and leaves out what a
 * shared machine makes noisy (latency, RSS: printed as diagnostics). The randomness is seeded: SOAK_SEED replays a
 * run, and every failure names its seed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { drainPhase, fixtures, fuzzPhase, killPhase, loadPhase, rssVerdict, type Fixtures } from '../bench/soak-phases.js';

const SEED = Number(process.env.SOAK_SEED ?? 1207);
const seedNote = `(seed ${SEED}; replay with SOAK_SEED=${SEED})`;

describe('soak, reduced (npm run soak in small)', { timeout: 300_000 }, () => {
  let f: Fixtures;
  before(async () => {
    f = await fixtures(2);
  });
  after(() => f?.cleanup());

  test('3,000 fuzzed requests: no 5xx, no trace or path, every answer HTTP in the API shapes, no connection error', async (t) => {
    const p = await fuzzPhase(f, SEED, 3000);
    const statuses = [...p.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s} x${n}`).join(', ');
    t.diagnostic(`${p.requests} requests on ${p.connections} connections in ${p.seconds.toFixed(1)} s; ${p.answers} answers: ${statuses}; ` +
      `${p.counts.note} closed after an error answer that said keep-alive ${seedNote}`);
    const found = (kinds: string[]): string => p.findings.filter((x) => kinds.includes(x.kind))
      .map((x) => `${x.kind} (case ${x.case}): ${x.detail}\n  request: ${x.request}`).join('\n') + `\n${seedNote}`;
    assert.equal(p.counts['5xx'], 0, found(['5xx']));
    assert.equal(p.counts.trace, 0, found(['trace']));
    assert.equal(p.counts.unparsable + p.counts.extra + p.counts.shape + p.counts.encoding, 0, found(['unparsable', 'extra', 'shape', 'encoding']));
    assert.equal(p.counts.connection + p.counts.hang, 0, found(['connection', 'hang']));
    assert.deepEqual(p.serverErrors, [], `the servers logged errors ${seedNote}`);
    assert.ok(p.alive, `a server no longer answers /readyz ${seedNote}`);
    assert.ok(p.answers > 1000, `only ${p.answers} answers ${seedNote}`);
    // Each kind of answer the fuzz is made to reach, reached.
    for (const status of [200, 301, 400, 404, 405, 431]) assert.ok(p.byStatus.has(status), `no ${status} among ${statuses} ${seedNote}`);
  });

  for (const workers of [1, 2]) {
    test(`32 connections for 8 s, ${workers === 1 ? 'one process' : '--workers 2'}: no error, every status as expected`, async (t) => {
      const l = await loadPhase(f, { workers, connections: 32, seconds: 8, seed: SEED + workers, perKind: 300, warmupSeconds: 2 });
      const r = l.result;
      const rss = l.rss.map((s) => {
        const v = rssVerdict(s, l.warmupSeconds);
        return `${s.role} ${v.warm.toFixed(0)} → ${v.end.toFixed(0)} MB`;
      }).join(', ');
      t.diagnostic(`${r.timedSent} requests (${r.rps.toFixed(0)}/s), p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; RSS ${rss} ${seedNote}`);
      const unexpected = Object.entries(r.byKind).filter(([, k]) => Object.keys(k.unexpected).length).map(([kind, k]) => `${kind}: ${JSON.stringify(k.unexpected)}`);
      assert.equal(r.fiveXX, 0, `5xx answers ${seedNote}`);
      assert.deepEqual(r.traces, [], seedNote);
      assert.deepEqual(r.errors, {}, `requests without an answer ${seedNote}`);
      assert.deepEqual(unexpected, [], `unexpected statuses ${seedNote}`);
      assert.deepEqual(r.warm && { unexpected: r.warm.unexpected, errors: r.warm.errors }, { unexpected: 0, errors: 0 }, `the warm-up pass ${seedNote}`);
      assert.ok(r.timedSent > 500, `only ${r.timedSent} requests in 8 s`);
      for (const kind of ['page', 'record', 'filter', '404', '304']) assert.ok((r.byKind[kind]?.ok ?? 0) > 0, `no ${kind} answered`);
      assert.deepEqual(l.serverErrors, [], seedNote);
    });
  }

  test('SIGTERM under load with SHUTDOWN_DELAY_MS=2000, the load a load balancer: no failed request, exit code 0', async (t) => {
    const d = await drainPhase(f, { workers: 1, connections: 32, delayMs: 2000, pollMs: 100, seed: SEED, perKind: 200, warmMs: 500 });
    const r = d.result, x = r.drain!;
    t.diagnostic(`${r.sent} requests, /readyz 503 after ${x.to503.toFixed(0)} ms, last sent ${x.lastSentMs} ms after the signal, ` +
      `${x.okAfter503} answered after it, ${x.closing} with Connection: close; exit ${d.exit.code} after ${d.exitMs} ms ${seedNote}`);
    assert.deepEqual(x.failed, [], `failed requests ${seedNote}`);
    assert.equal(r.errorCount + r.unexpectedCount, 0);
    assert.ok(x.to503 < 1000, `/readyz said 503 ${x.to503} ms after the signal`);
    assert.ok(x.okAfter503 > 0, 'requests were still served after /readyz said 503');
    assert.deepEqual(d.exit, { code: 0, signal: null });
    assert.ok(d.exitMs >= 1900, `the server exited ${d.exitMs} ms after the signal, before its delay`);
  });

  test('3 loads SIGKILLed at random moments: the served databank stays exactly the old one; a later load succeeds and cleans up', async (t) => {
    const k = await killPhase(f, { kills: 3, seed: SEED });
    t.diagnostic(`a whole load takes ${k.fullLoadMs.toFixed(0)} ms; killed at ${k.kills.map((x) => `${x.delayMs} ms (${x.stage})`).join(', ')} ${seedNote}`);
    for (const x of k.kills.filter((y) => y.killed)) assert.deepEqual(x.problems, [], `${x.stage} ${seedNote}`);
    assert.equal(k.kills.filter((x) => x.killed && x.intact).length, 3, `${JSON.stringify(k.kills)} ${seedNote}`);
    assert.deepEqual(k.final, { ...k.final, code: 0, leftovers: 0, switched: true, problems: [] });
    assert.ok(k.restored, 'the demo loaded back is not byte for byte the original');
    assert.deepEqual(k.serverErrors, []);
  });
});
