/**
 * What a polity page costs the server: the largest polity of a databank (most coded values and relations), rendered
 * with the response cache off (PAGE_CACHE_MB=0), through the app (store reads + HTML), and the HTML alone. Prints
 * the figures; asserts nothing. Run: `npm run build && node dist/bench/page-render.js <databank.sqlite> [--runs 30]`
 * (e.g. after `node dist/src/cli.js demo --scale 20 --database /tmp/x20.sqlite`).
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { parseListPlan } from '../src/plan/parse.js';
import { databankRegistry } from '../src/registry/index.js';
import { polityPage, type PolityValue } from '../src/render/html/polity.js';
import { SqliteStore } from '../src/store/sqlite/store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: page-render.js <databank.sqlite> [--runs N]');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 30;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

const registry = databankRegistry();
const REGISTRY = registry.collections;
const byPath = registry.byPath;
const store = new SqliteStore(registry, file);
const gen = (await store.current())!;

// The largest polity: the most records naming it, as polity or as other polity.
const records = new Map<number, number>();
const coded = REGISTRY.filter((d) => d.kind === 'coded');
for (const def of coded) {
  const plan = parseListPlan(def, []);
  for (let page = 1; ; page++) {
    const { rows, window } = await store.read(gen, { ...plan, page, pageSize: 5000 });
    for (const row of rows) {
      const r = JSON.parse(row) as { polity: { id: number }; other_polity?: { id: number } };
      for (const id of [r.polity.id, r.other_polity?.id]) if (id !== undefined) records.set(id, (records.get(id) ?? 0) + 1);
    }
    if (!window || window.page >= window.pages) break;
  }
}
const [id, count] = [...records].sort((a, b) => b[1] - a[1])[0]!;
console.log(`databank ${file}: ${gen.counts['sc/tokens']} tokens; largest polity ${id} with ${count} records`);

const app = buildApp({ config: loadConfig({ pageCacheMb: '0', pageRenderMsClient: '0', pageRenderMsTotal: '0' }, {}), store });
await app.ready();
const url = `/core/polities/${id}/`;
/** CPU time (user + system) of this process, in ms: steadier than wall time on a shared machine. */
const cpu = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const time = async (): Promise<{ ms: number; cpu: number; bytes: number }> => {
  const t = performance.now(), c = cpu();
  const res = await app.inject({ url, headers: { host: 'localhost' } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  return { ms: performance.now() - t, cpu: cpu() - c, bytes: res.rawPayload.length };
};
const cold = await time();
const warm: { ms: number; cpu: number }[] = [];
for (let i = 0; i < runs; i++) warm.push(await time());
console.log(`through the app (reads + HTML), cache off: first ${cold.ms.toFixed(1)} ms wall / ${cold.cpu.toFixed(1)} ms CPU (includes the other_polity scan and warm-up); ` +
  `then median ${median(warm.map((w) => w.ms)).toFixed(1)} ms wall / ${median(warm.map((w) => w.cpu)).toFixed(1)} ms CPU, p95 ${p95(warm.map((w) => w.ms)).toFixed(1)} ms wall; ${(cold.bytes / 1024).toFixed(0)} KiB of HTML`);

// Every polity once, uncached (a crawl, as issue 24's attacker made one): CPU per page, and its HTML.
const polities = byPath('core/polities')!;
const crawl: { cpu: number; ms: number; bytes: number }[] = [];
for (let page = 1; ; page++) {
  const { rows, window } = await store.read(gen, { ...parseListPlan(polities, []), page, pageSize: 100 });
  for (const row of rows) {
    const t = performance.now(), c = cpu();
    const res = await app.inject({ url: `/core/polities/${(JSON.parse(row) as { id: number }).id}/`, headers: { host: 'localhost' } });
    crawl.push({ cpu: cpu() - c, ms: performance.now() - t, bytes: res.rawPayload.length });
  }
  if (!window || window.page >= window.pages) break;
}
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`a crawl of all ${crawl.length} polity pages, uncached: CPU per page median ${median(crawl.map((c) => c.cpu)).toFixed(1)} ms, mean ` +
  `${mean(crawl.map((c) => c.cpu)).toFixed(1)} ms, p95 ${p95(crawl.map((c) => c.cpu)).toFixed(1)} ms (wall median ${median(crawl.map((c) => c.ms)).toFixed(1)} ms); ` +
  `HTML mean ${(mean(crawl.map((c) => c.bytes)) / 1024).toFixed(0)} KiB, largest ${(Math.max(...crawl.map((c) => c.bytes)) / 1024).toFixed(0)} KiB`);

// The HTML alone, from data read once.
const polity = JSON.parse((await store.record(gen, byPath('core/polities')!, String(id)))!) as PolityValue;
const data = {
  polity,
  coded: await Promise.all(coded.map(async (def) => {
    const result = await store.read(gen, { ...parseListPlan(def, [['polity', String(id)]]), page: 1, pageSize: 2000 });
    return { def, count: result.count, records: result.rows.map((r) => JSON.parse(r) as Record<string, unknown>) };
  })),
  asOther: [] as Record<string, unknown>[],
};
const render: { ms: number; cpu: number }[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now(), c = cpu();
  polityPage({ root: '', base: '/api', registry }, data);
  render.push({ ms: performance.now() - t, cpu: cpu() - c });
}
console.log(`HTML alone: median ${median(render.map((r) => r.ms)).toFixed(1)} ms wall / ${median(render.map((r) => r.cpu)).toFixed(1)} ms CPU`);
await app.close();
await store.close();
