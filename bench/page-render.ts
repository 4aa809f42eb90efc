/**
 * What the largest HTML pages cost the server, made afresh (the response cache off: PAGE_CACHE_MB=0), through the
 * app (store reads + HTML), in this process, so CPU is read with process.cpuUsage() (every thread of the process: the
 * SQLite read thread's work counts). Pages measured:
 * - the polity page of the polity with the most records (as polity or as other polity);
 * - the largest list page: of every collection's first page at its largest page size, the one with the most bytes;
 * - the whole codebook page, and the largest variable's codebook page (most bytes);
 * - the reference page with the most citations.
 * Each: the first request (it reads what no cache holds yet: counts, facets, stats) and then the median of `--runs`.
 * Issue 26's target: each < 30 ms of CPU at the 20× demo. With `--crawl`, every polity page once as well.
 * Prints the figures; asserts nothing.
 * Run: `npm run build && node dist/bench/page-render.js <databank.sqlite> [--runs 30] [--crawl]`
 * (e.g. after `node dist/src/cli.js demo --scale 20 --database /tmp/x20.sqlite`).
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { parseListPlan } from '../src/plan/parse.js';
import { databankRegistry, type CollectionDef } from '../src/registry/index.js';
import type { Generation } from '../src/store/store.js';
import { SqliteStore } from '../src/store/sqlite/store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: page-render.js <databank.sqlite> [--runs N] [--crawl]');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 30;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

const registry = databankRegistry();
const store = new SqliteStore(registry, file);
const gen = (await store.current())!;
const app = buildApp({ config: loadConfig({ pageCacheMb: '0', pageRenderMsClient: '0', pageRenderMsTotal: '0' }, {}), store });
await app.ready();

/** CPU time (user + system) of this process, in ms: steadier than wall time on a shared machine. */
const cpu = (): number => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
interface Took { ms: number; cpu: number; bytes: number; status: number }
async function get(server: FastifyInstance, url: string): Promise<Took> {
  const t = performance.now(), c = cpu();
  const res = await server.inject({ url, headers: { host: 'localhost' } });
  return { ms: performance.now() - t, cpu: cpu() - c, bytes: res.rawPayload.length, status: res.statusCode };
}

/** Every record of a collection, a batch at a time. */
async function* rowsOf(g: Generation, def: CollectionDef): AsyncGenerator<string> {
  const plan = parseListPlan(def, []);
  for (let page = 1; ; page++) {
    const { rows, window } = await store.read(g, { ...plan, page, pageSize: 5000 });
    yield* rows;
    if (!window || window.page >= window.pages) return;
  }
}

/** The key with the greatest count. */
const most = (counts: Map<number, number>): [number, number] => [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];

async function largestPolity(): Promise<[number, number]> {
  const records = new Map<number, number>();
  for (const def of registry.collections.filter((d) => d.kind === 'coded')) {
    const polityFields = def.fields.filter((f) => f.role === 'polity' || f.role === 'polity-ref').map((f) => f.name);
    for await (const row of rowsOf(gen, def)) {
      const r = JSON.parse(row) as Record<string, { id: number } | null>;
      for (const name of polityFields) { const id = r[name]?.id; if (id !== undefined) records.set(id, (records.get(id) ?? 0) + 1); }
    }
  }
  return most(records);
}

/** The reference with the most citations (a citation's `reference` field names it). */
async function mostCitedReference(): Promise<[number, number]> {
  const cited = new Map<number, number>();
  for (const def of registry.collections) {
    const ref = def.fields.find((f) => f.role === 'reference' && registry.byPath(f.target!)?.kind === 'reference');
    if (!ref) continue;
    for await (const row of rowsOf(gen, def)) {
      const id = (JSON.parse(row) as Record<string, number | null>)[ref.name];
      if (typeof id === 'number') cited.set(id, (cited.get(id) ?? 0) + 1);
    }
  }
  return most(cited);
}

/** Of some URLs, the one whose page has the most bytes (each asked once). */
async function largest(urls: readonly string[]): Promise<{ url: string; bytes: number } | undefined> {
  let best: { url: string; bytes: number } | undefined;
  for (const url of urls) {
    const took = await get(app, url);
    if (took.status === 200 && (!best || took.bytes > best.bytes)) best = { url, bytes: took.bytes };
  }
  return best;
}

async function measure(label: string, url: string | undefined): Promise<void> {
  if (!url) return console.log(`${label}: none found (not served by this build?)`);
  const first = await get(app, url);
  if (first.status !== 200) return console.log(`${label}: ${url} answers ${first.status}; skipped`);
  const warm: Took[] = [];
  for (let i = 0; i < runs; i++) warm.push(await get(app, url));
  const cpuMedian = median(warm.map((w) => w.cpu));
  console.log(`${label} ${url}: ${(first.bytes / 1024).toFixed(0)} KiB of HTML; first ${first.ms.toFixed(1)} ms wall / ${first.cpu.toFixed(1)} ms CPU; ` +
    `then median ${median(warm.map((w) => w.ms)).toFixed(1)} ms wall / ${cpuMedian.toFixed(1)} ms CPU (least ${Math.min(...warm.map((w) => w.cpu)).toFixed(1)}, p95 ${p95(warm.map((w) => w.cpu)).toFixed(1)}); ` +
    `< 30 ms CPU ${cpuMedian < 30 ? 'PASS' : 'MISS'}`);
}

const [polity, polityRecords] = await largestPolity();
const [reference, citations] = await mostCitedReference();
console.log(`databank ${file}: generation ${gen.id}; largest polity ${polity} (${polityRecords} records); most cited reference ${reference} (${citations} citations)`);
const lists = registry.collections.map((def) => `/${def.path}/?page_size=${def.maxPageSize}`);
const entries = registry.collections.map((def) => `/codebook/${def.path}/`);
await measure('polity page', `/${registry.polities.path}/${polity}/`);
await measure('largest list page', (await largest(lists))?.url);
await measure('whole codebook page', '/codebook/');
await measure('largest codebook entry page', (await largest(entries))?.url);
const references = registry.collections.find((d) => d.kind === 'reference');
await measure('most cited reference page', references && `/${references.path}/${reference}/`);

if (process.argv.includes('--crawl')) {
  // Every polity once, uncached (a crawl, as issue 24's attacker made one): CPU per page, and its HTML.
  const crawl: Took[] = [];
  for await (const row of rowsOf(gen, registry.polities)) {
    crawl.push(await get(app, `/${registry.polities.path}/${(JSON.parse(row) as { id: number }).id}/`));
  }
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`a crawl of all ${crawl.length} polity pages, uncached: CPU per page median ${median(crawl.map((c) => c.cpu)).toFixed(1)} ms, mean ` +
    `${mean(crawl.map((c) => c.cpu)).toFixed(1)} ms, p95 ${p95(crawl.map((c) => c.cpu)).toFixed(1)} ms (wall median ${median(crawl.map((c) => c.ms)).toFixed(1)} ms); ` +
    `HTML mean ${(mean(crawl.map((c) => c.bytes)) / 1024).toFixed(0)} KiB, largest ${(Math.max(...crawl.map((c) => c.bytes)) / 1024).toFixed(0)} KiB`);
}
await app.close();
await store.close();
