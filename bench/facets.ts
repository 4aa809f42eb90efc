/**
 * Facets against counts (issue 25: "a facet on an indexed column ≤ 2× the selection's count"), at the store, cold:
 * every run a filter value not asked before, so neither the count nor the facet comes from a cache. Per case, the
 * median of `--runs` of: the selection's count and first page (`Store.read`, page_size 1, as a list answers it), and
 * the facet of one field over the same kind of selection (`Store.facet`). Then the whole collection's facets, first
 * and cached. SQLite with its read threads as served (`--threads`, default 1; 0 runs everything on this thread).
 * Prints the figures; asserts nothing.
 * Run: `npm run build && node dist/bench/facets.js --database /tmp/fa20.sqlite [--runs 15] [--threads 1]`
 * (`databank demo --scale 20 --database /tmp/fa20.sqlite` builds the databank; a postgres:// URL works too).
 */
import { loadConfig } from '../src/config.js';
import { parseQuery } from '../src/http/query.js';
import { FACET_LIMIT } from '../src/plan/facets.js';
import { parseListPlan } from '../src/plan/parse.js';
import { databankRegistry } from '../src/registry/index.js';
import { openStore } from '../src/store/open.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(work: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

/** Collection, a filter from a run's number (each a value not asked before), and the field faceted. */
const CASES: readonly [string, (i: number) => string, string][] = [
  ['sc/tokens', (i) => `year_from__gte=${-3000 + 7 * i}`, 'year_from'],
  ['sc/tokens', (i) => `year_from__gte=${-3000 + 7 * i}`, 'token'],
  ['sc/tokens', (i) => `year_from__lte=${1900 - 7 * i}`, 'tag'],
  ['sc/tokens', (i) => `year_from__lte=${1900 - 7 * i}`, 'polity'],
  ['core/references', (i) => `year__gte=${1700 + i}`, 'year'],
  ['core/references', (i) => `year__lte=${2020 - i}`, 'item_type'],
  ['core/references', (i) => `year__lte=${2020 - i}`, 'creator'],
];
const WHOLE: readonly [string, string][] = [['sc/tokens', 'token'], ['sc/tokens', 'year_from'], ['sc/tokens', 'polity'], ['core/references', 'year'], ['core/references', 'item_type']];

async function main(): Promise<void> {
  const registry = databankRegistry();
  const runs = Number(arg('runs', '15'));
  const config = loadConfig({ database: arg('database', 'data/databank.sqlite'), readThreads: arg('threads', '1') }, {});
  const store = await openStore(registry, config);
  try {
    const gen = await store.current();
    if (!gen) throw new Error('no databank loaded');
    const plan = (path: string, query: string) => parseListPlan(registry.byPath(path)!, parseQuery(query));
    await store.read(gen, plan('sc/tokens', 'year_from=1&page_size=1'), 'joined'); // a read thread started
    console.log(`facets vs counts, ${runs} runs each, cold (a new filter value every run), median ms`);
    for (const [path, filter, field] of CASES) {
      const counts: number[] = [], facets: number[] = [];
      for (let i = 0; i < runs; i++) {
        counts.push(await timed(() => store.read(gen, plan(path, `${filter(i)}&page_size=1`), 'joined')));
        const p = plan(path, `${filter(i + runs)}&facet=${field}`);
        facets.push(await timed(() => store.facet(gen, p, p.facets[0]!, FACET_LIMIT)));
      }
      const [c, f] = [median(counts), median(facets)];
      console.log(`${path}?${filter(0)} facet=${field}: count+page ${c.toFixed(2)}, facet ${f.toFixed(2)}, facet/count ${(f / c).toFixed(2)}`);
    }
    for (const [path, field] of WHOLE) {
      const p = plan(path, `facet=${field}`);
      const first = await timed(() => store.facet(gen, p, p.facets[0]!, FACET_LIMIT));
      const cached = await timed(() => store.facet(gen, p, p.facets[0]!, FACET_LIMIT));
      console.log(`${path} (whole, count from the generation) facet=${field}: first ${first.toFixed(2)}, cached ${cached.toFixed(3)}`);
    }
  } finally {
    await store.close();
  }
}

await main();
