/**
 * What the codebook's pages cost the server (issue 26): on a databank file, the counts of every collection
 * (Store.stats, read once per generation in the store's read thread), then the HTML of the whole codebook and of each
 * collection's entry, rendered afresh (the CPU a page takes on the serving thread when the cache does not hold it),
 * and the same pages through the app with the response cache off. Prints the figures; asserts nothing.
 * Run: `npm run build && node dist/bench/codebook-pages.js <databank.sqlite> [--runs 20]`
 * (e.g. after `node dist/src/cli.js demo --scale 20 --database /tmp/x20.sqlite`).
 */
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { databankRegistry } from '../src/registry/index.js';
import { codebookEntry } from '../src/render/codebook.js';
import { codebookEntryPage, codebookIndexPage, type CodebookItem } from '../src/render/html/codebook.js';
import { SqliteStore } from '../src/store/sqlite/store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: codebook-pages.js <databank.sqlite> [--runs N]');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 20;
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const timed = (f: () => unknown): number[] => Array.from({ length: runs }, () => {
  const t = performance.now();
  f();
  return performance.now() - t;
});

const registry = databankRegistry();
const store = new SqliteStore(registry, file);
const gen = (await store.current())!;
const site = { root: '', base: '/api', registry };

let t = performance.now();
const items: CodebookItem[] = [];
for (const def of registry.collections) {
  items.push({ def, entry: codebookEntry(registry, def, gen.counts[def.path] ?? 0, await store.stats(gen, def)) });
}
console.log(`counts of ${items.length} collections (Store.stats, first time in this generation): ${(performance.now() - t).toFixed(0)} ms`);

const index = timed(() => codebookIndexPage(site, items).text);
console.log(`/codebook/ HTML: median ${median(index).toFixed(2)} ms, max ${Math.max(...index).toFixed(2)} ms, ${codebookIndexPage(site, items).text.length} bytes`);
let worst = { path: '', ms: 0, bytes: 0 };
for (const item of items) {
  const ms = median(timed(() => codebookEntryPage(site, item).text));
  if (ms > worst.ms) worst = { path: item.def.path, ms, bytes: codebookEntryPage(site, item).text.length };
}
console.log(`slowest entry page HTML: ${worst.path} median ${worst.ms.toFixed(2)} ms, ${worst.bytes} bytes`);

// Through the app, response cache off: the store's counts held per generation, the page made each time.
const app = buildApp({ config: loadConfig({ pageCacheMb: '0', pageRenderMsClient: '0', pageRenderMsTotal: '0' }, {}), store });
await app.ready();
for (const url of ['/codebook/', `/codebook/${worst.path}/`]) {
  await app.inject(url);
  const ms: number[] = [];
  let cpu = 0;
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    t = performance.now();
    const res = await app.inject(url);
    ms.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu += (d.user + d.system) / 1000;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  }
  console.log(`${url} through the app, uncached: median ${median(ms).toFixed(2)} ms wall, ${(cpu / runs).toFixed(2)} ms CPU per page`);
}
await app.close();
await store.close();
