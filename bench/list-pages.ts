/**
 * What a list page costs (issue 26: "the largest list page at 20× of the full-catalogue demo, uncached, < 30 ms of
 * CPU"): for every collection, page 1 at page_size=100, unfiltered, and a few filtered pages:
 * - the serving thread: the page's synchronous steps (parsing the rows read, rendering the HTML with its chips, form
 *   and facet sidebar, making its bytes), timed as process CPU while no read is in flight (the read thread idle);
 * - the facet read (`listFacets` over the page's facets: its fields with a vocabulary and the tag), on a store whose
 *   facet cache is cold, in SQLite's read thread: wall time;
 * - the whole page through the app, response cache off (PAGE_CACHE_MB=0): wall time, first (facets cold) and then.
 * Prints the figures; asserts nothing.
 * Run: `npm run build && node dist/bench/list-pages.js /tmp/x20.sqlite [--runs 9]`
 * (`node dist/src/cli.js demo --scale 20 --database /tmp/x20.sqlite` builds the databank).
 */
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { listFacets } from '../src/http/facets.js';
import { parseQuery } from '../src/http/query.js';
import { parseListPlan } from '../src/plan/parse.js';
import { databankRegistry, type CollectionDef } from '../src/registry/index.js';
import { listPage, pageFacets } from '../src/render/html/list.js';
import { SqliteStore } from '../src/store/sqlite/store.js';

const file = process.argv[2]!;
if (!file) throw new Error('usage: list-pages.js <databank.sqlite> [--runs N]');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 9;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };

const registry = databankRegistry();
const site = { root: '', base: '/api', registry };

/** The serving thread's part of one page: render and bytes, rows and facets read beforehand. Median CPU ms, bytes. */
async function renderCost(store: SqliteStore, def: CollectionDef, query: string): Promise<{ cpu: number; bytes: number; facetMs: number }> {
  const gen = (await store.current())!;
  const pairs = parseQuery(query);
  const plan = parseListPlan(def, pairs);
  const t = performance.now();
  const facets = await listFacets(store, gen, { ...plan, facets: pageFacets(registry, def) });
  const facetMs = performance.now() - t;
  const result = await store.read(gen, plan);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const c = cpu();
    bytes = Buffer.from(listPage(site, { def, query: pairs, plan, result, facets }).text).length;
    times.push(cpu() - c);
  }
  return { cpu: median(times), bytes, facetMs };
}

async function main(): Promise<void> {
  // A store per measure of cold facet reads (its facet cache empty), as after a load.
  const cold = new SqliteStore(registry, file);
  const gen = (await cold.current())!;
  console.log(`databank ${file}: ${gen.counts['sc/tokens']} tokens, ${gen.counts['core/citations']} citations; ${runs} runs each`);
  // The read thread started (its start is once per process, not a facet's cost).
  const first = registry.collections.find((d) => pageFacets(registry, d).length > 0)!;
  await cold.facet(gen, parseListPlan(first, parseQuery('id=0')), pageFacets(registry, first)[0]!, 1).catch(() => undefined);
  const rows: { path: string; cpu: number; bytes: number; facetMs: number; facets: number }[] = [];
  for (const def of registry.collections) {
    const r = await renderCost(cold, def, 'page_size=100');
    if (process.env.VERBOSE) console.log(def.path, r.cpu.toFixed(2), r.facetMs.toFixed(1));
    rows.push({ path: def.path, ...r, facets: pageFacets(registry, def).length });
  }
  const top = (by: 'cpu' | 'bytes' | 'facetMs'): string => [...rows].sort((a, b) => b[by] - a[by]).slice(0, 4)
    .map((r) => `${r.path} ${r.cpu.toFixed(1)} ms CPU, ${(r.bytes / 1024).toFixed(0)} KiB, facets (${r.facets}) ${r.facetMs.toFixed(1)} ms`).join('\n    ');
  const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
  const faceted = rows.filter((r) => r.facets > 0).map((r) => r.facetMs);
  console.log(`page_size=100, unfiltered, every collection: median render ${median(rows.map((r) => r.cpu)).toFixed(1)} ms CPU; `
    + `cold facet read of the ${faceted.length} with facets: median ${median(faceted).toFixed(1)} ms, p95 ${p95(faceted).toFixed(1)} ms wall`);
  console.log(`  most CPU:\n    ${top('cpu')}\n  most bytes:\n    ${top('bytes')}\n  slowest cold facet read:\n    ${top('facetMs')}`);
  for (const [path, query] of [['sc/tokens', 'tag=TRS&page_size=100'], ['sc/tokens', 'polity__name__icontains=a&page_size=100'],
    ['crisisdb/crisis-consequences', 'page_size=100'], ['general/polity-linguistic-families', 'polity__name__icontains=e&page_size=100']] as const) {
    const r = await renderCost(cold, registry.byPath(path)!, query);
    console.log(`/${path}/?${query}: render ${r.cpu.toFixed(1)} ms CPU, ${(r.bytes / 1024).toFixed(0)} KiB; cold facet read ${r.facetMs.toFixed(1)} ms`);
  }
  await cold.close();
  // Through the app, cache off, a fresh store: the first answer reads its facets cold.
  const store = new SqliteStore(registry, file);
  const app = buildApp({ config: loadConfig({ pageCacheMb: '0', pageRenderMsClient: '0', pageRenderMsTotal: '0' }, {}), store });
  await app.ready();
  const worst = [...rows].sort((a, b) => b.cpu - a.cpu)[0]!;
  for (const url of [`/${worst.path}/?page_size=100`, '/sc/tokens/?tag=TRS', '/core/citations/?page_size=100']) {
    const walls: number[] = [];
    for (let i = 0; i <= runs; i++) {
      const t = performance.now();
      const res = await app.inject({ url, headers: { host: 'localhost' } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      walls.push(performance.now() - t);
    }
    console.log(`${url} through the app, cache off: first ${walls[0]!.toFixed(1)} ms wall, then median ${median(walls.slice(1)).toFixed(1)} ms wall`);
  }
  await app.close();
}

await main();
