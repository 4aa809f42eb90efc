/**
 * Issue 24 §5: one client's work that no cache absorbs, against a running server. A cached page's throughput on
 * `--victims` (8, as the report's `wrk -c8`) keep-alive connections for `--seconds` (10) alone, then while one
 * attacking connection sends, one request after another with no pause, the attack `kind` names (soak-starve.ts
 * attackRequest: `polity-spellings`, `openapi-hosts`, `stray-pages`, or `reads`). Prints both rates, their ratio, the
 * attacker's statuses and /healthz's spread; asserts nothing.
 * Run: `node dist/bench/starve-pages.js <port> <kind> [--seconds 10] [--victims 8] [--attackers 1]` against e.g.
 * `databank serve --database x10.sqlite` after `databank demo --scale 10 --database x10.sqlite`.
 */
import { fmtMs, spread, starve, VICTIM_PATH, type AttackKind } from './soak-starve.js';

const [port, kind] = [Number(process.argv[2]), process.argv[3] as AttackKind];
if (!port || !kind) throw new Error('usage: starve-pages.js <port> <kind> [--seconds N] [--victims N] [--attackers N]');
const arg = (name: string, dflt: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : dflt;
};
const s = await starve(port, {
  victims: arg('victims', 8), attackers: arg('attackers', 1), windowMs: arg('seconds', 10) * 1000, healthEveryMs: 100,
  kind, attackRate: 1e6, settleMs: 60_000,
});
const h0 = spread(s.baseline.health.ms), h1 = spread(s.attacked.health.ms), a = spread(s.attack.ms);
console.log(`victim ${VICTIM_PATH} on ${s.victims} connections: alone ${Math.round(s.baseline.rps)} req/s, during ${kind} ${Math.round(s.attacked.rps)} req/s ` +
  `(${(100 * s.ratio).toFixed(1)}%); /healthz p90 ${fmtMs(h0.p90)} -> ${fmtMs(h1.p90)} ms`);
console.log(`attacker (${s.attackers} connection${s.attackers > 1 ? 's' : ''}): ${s.attack.sent} requests, ${JSON.stringify(s.attack.byStatus)}, ` +
  `p50 ${fmtMs(a.p50)} ms, p90 ${fmtMs(a.p90)} ms; ${s.attack.wrong} wrong ${s.attack.examples.join(' | ')}`);
