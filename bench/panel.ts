/**
 * The panel's targets (issue 25, "Speed"): on the 20x demo, every polity, -3000…1900 every 100 years, 10 variables
 * as CSV in under 1 s; the whole section "Social Complexity" in under 5 s.
 *
 *   node dist/src/cli.js demo --scale 20 --database /tmp/p20.sqlite   # once, about a minute
 *   BENCH_DATABASE=/tmp/p20.sqlite node dist/bench/panel.js
 *
 * In process (Fastify's inject, no socket), one request at a time, each panel asked twice: cold (the grid made:
 * its polities and every variable's records read through Store.scan, parsed, placed; then the CSV rendered) and
 * warm (the grid cached: the CSV rendered again from it). Printed per request: wall time, CPU time of the process,
 * rows and bytes of the answer, and the longest the event loop was held meanwhile (perf_hooks'
 * monitorEventLoopDelay: what a client asking for anything else would have waited at most), and the grid's bytes.
 * Settings (environment): BENCH_DATABASE (a SQLite file or postgres:// URL holding the databank), BENCH_RUNS (3:
 * the median of the cold runs is printed, each on a fresh app so nothing is cached).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cacheStats } from '../src/cache.js';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { databankRegistry } from '../src/registry/index.js';
import { openStore } from '../src/store/open.js';

const DATABASE = process.env.BENCH_DATABASE ?? '/tmp/p20.sqlite';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const registry = databankRegistry();
const social = registry.collections.filter((d) => d.kind === 'coded' && d.section === 'Social Complexity');
const CASES: Record<string, string> = {
  '10 variables, every polity, -3000…1900 every 100, CSV': `variables=${social.slice(0, 10).map((d) => d.path).join(',')}&from=-3000&to=1900&step=100&format=csv`,
  'section Social Complexity, every polity, -3000…1900 every 100, CSV': 'section=Social%20Complexity&from=-3000&to=1900&step=100&format=csv',
  // Near the cell limit (MAX_PANEL_CELLS): what one panel of the largest kind allowed costs.
  'section Social Complexity, every polity, -3000…1900 every 2 years, CSV': 'section=Social%20Complexity&from=-3000&to=1900&step=2&format=csv',
};

interface Timing { wallMs: number; cpuMs: number; maxDelayMs: number; bytes: number; rows: number }

async function timed(run: () => Promise<{ statusCode: number; body: string }>): Promise<Timing> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const res = await run();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  delay.disable();
  if (res.statusCode !== 200) throw new Error(`status ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { wallMs, cpuMs: (used.user + used.system) / 1000, maxDelayMs: delay.max / 1e6, bytes: Buffer.byteLength(res.body), rows: countRows(res.body) };
}

/** Bytes the panels' caches hold now. */
const panelBytes = (): number => cacheStats().find((c) => c.name === 'panels')?.bytes ?? 0;

/** CRLFs in a CSV body, less its header. */
function countRows(body: string): number {
  let n = -1;
  for (let at = body.indexOf('\r\n'); at >= 0; at = body.indexOf('\r\n', at + 2)) n++;
  return n;
}

const fmt = (t: Timing): string =>
  `${t.wallMs.toFixed(0)} ms wall, ${t.cpuMs.toFixed(0)} ms CPU, loop held ≤ ${t.maxDelayMs.toFixed(0)} ms, ${t.rows} rows, ${(t.bytes / 1e6).toFixed(1)} MB`;

async function main(): Promise<void> {
  const config = loadConfig({ database: DATABASE, logRequests: 'false', panelCacheMb: '256' }, {});
  const store = await openStore(registry, config);
  try {
    for (const [name, query] of Object.entries(CASES)) {
      const cold: Timing[] = [];
      let warm: Timing | undefined;
      let gridBytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const app = buildApp({ config, store });
        await app.ready();
        await app.inject({ url: '/api/', headers: { host: 'bench' } }); // the generation found, the store's handle opened
        const ask = async () => app.inject({ url: `/api/panel/?${query}`, headers: { host: 'bench' } });
        const before = panelBytes();
        cold.push(await timed(ask));
        gridBytes = panelBytes() - before;
        if (i === RUNS - 1) warm = await timed(ask);
        await app.close();
      }
      cold.sort((a, b) => a.wallMs - b.wallMs);
      console.log(`${name}\n  cold (median of ${RUNS}): ${fmt(cold[Math.floor(RUNS / 2)]!)}\n  warm (grid cached):  ${fmt(warm!)}\n  grid kept: ${(gridBytes / 1e6).toFixed(1)} MB`);
    }
  } finally {
    await store.close();
  }
}

await main();
