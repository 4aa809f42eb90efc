/**
 * Reference pages (issue 26, docs/pages.md "Reference pages"): the CPU a reference page costs uncached
 * (PAGE_CACHE_MB=0, no page budget), each reference asked once so its citations' count is not cached either: the
 * most cited references, then a sample of others. CPU is this process's (serving thread and read threads), per
 * request, from process.cpuUsage(); wall time beside it. Also the query plan SQLite picks for the read.
 * Prints the figures; asserts nothing.
 * Run: `npm run build && node dist/bench/reference-pages.js --database /tmp/d20/demo.sqlite [--sample 50]`
 * (`databank demo --scale 20 --database /tmp/d20/demo.sqlite` builds the databank).
 */
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { referrerQuery } from '../src/http/page-referrers.js';
import { databankRegistry } from '../src/registry/index.js';
import { openStore } from '../src/store/open.js';
import { SqliteStore } from '../src/store/sqlite/store.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const registry = databankRegistry();
  const sample = Number(arg('sample', '50'));
  const config = loadConfig({ database: arg('database', 'data/databank.sqlite'), pageCacheMb: '0', pageRenderMsClient: '0', pageRenderMsTotal: '0', logRequests: 'false', logLevel: 'warn' }, {});
  const store = await openStore(registry, config);
  const app = buildApp({ config, store });
  await app.ready();
  try {
    const gen = (await store.current())!;
    const references = registry.byPath('core/references')!;
    const [viaRef] = registry.referrers(references);
    // The references' citation counts, from the citations themselves (a scan of the index: the bench's own work).
    const counts = new Map<number, number>();
    for await (const rows of store.scan(gen, { def: viaRef!.def, where: [], order: [], whereKey: '[]' }, 'rows')) {
      for (const row of rows) {
        const ref = (JSON.parse(row) as { ref: number }).ref;
        counts.set(ref, (counts.get(ref) ?? 0) + 1);
      }
    }
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    console.log(`${gen.counts[viaRef!.def.path]} citations of ${counts.size} references (of ${gen.counts[references.path]}); most cited: ${ranked[0]![1]}`);
    if (store instanceof SqliteStore) {
      const { count, page } = await store.explain(gen, referrerQuery(viaRef!, ranked[0]![0]));
      console.log(`EXPLAIN count: ${count.join(' | ')}\nEXPLAIN page: ${page.join(' | ')}`);
    }
    await app.inject(`/core/references/${ranked.at(-1)![0]}/`); // a read thread started, the code warm
    const measure = async (ids: readonly number[]): Promise<{ cpu: number[]; wall: number[] }> => {
      const cpu: number[] = [], wall: number[] = [];
      for (const id of ids) {
        const c0 = process.cpuUsage(), t0 = performance.now();
        const res = await app.inject(`/core/references/${id}/`);
        const c = process.cpuUsage(c0);
        wall.push(performance.now() - t0);
        cpu.push((c.user + c.system) / 1000);
        if (res.statusCode !== 200) throw new Error(`/core/references/${id}/: ${res.statusCode}`);
      }
      return { cpu, wall };
    };
    const top = await measure(ranked.slice(0, 10).map(([id]) => id));
    const step = Math.max(1, Math.floor(ranked.length / sample));
    const others = await measure(ranked.slice(10).filter((_, i) => i % step === 0).slice(0, sample).map(([id]) => id));
    const fmt = (xs: number[]): string => `median ${median(xs).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;
    console.log(`the 10 most cited (${ranked[9]![1]}–${ranked[0]![1]} citations), uncached: CPU ${fmt(top.cpu)}; wall ${fmt(top.wall)}`);
    console.log(`${others.cpu.length} others, uncached: CPU ${fmt(others.cpu)}; wall ${fmt(others.wall)}`);
  } finally {
    await app.close();
  }
}

await main();
