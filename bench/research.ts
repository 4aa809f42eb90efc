/**
 * `npm run bench:research`: the research tables (issue 25) at scale 20 of the full-catalogue demo, row by row, with
 * the issue's targets printed PASS/MISS. Nothing is asserted.
 *
 * Per row: p50 wall time of its requests (one at a time, keep-alive), server CPU (user + system, /proc) per request,
 * and where it applies the ratio to the static limit (plain node:http streaming a file of the very bytes we sent, as
 * bench/downloads.ts). "cold" rows make every request a distinct plan of the same work (the panel's `from` moved
 * back by whole steps before any polity's years, a filter moved by a year), so no cache answers them; "cached" rows
 * repeat one URL.
 * Then a fresh server's codebook (first request, computed once per generation, and cached), and a fresh server's
 * RSS under 10,000 distinct panel and facet queries (at 0, 2,500, 5,000 and 10,000).
 *
 * Settings by env: BENCH_DIR (where the databank lives, shared with the other benches), BENCH_DATABASE (a postgres://
 * URL: loaded with the demo first unless it serves it), BENCH_RUNS (5), BENCH_FLOOD (10000), BENCH_SERVER_ENV.
 * On PostgreSQL, the CPU column is the server process's only (the backends' is not counted).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databankRegistry } from '../src/registry/index.js';
import { built, pgDemo, sqliteDemo } from './databanks.js';
import {
  cpuSeconds, curl, fetchTimed, lpad, median, pad, rssAround, rssMb, startLimit, startServer, stop, type Proc,
} from './research-lib.js';

const DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'databank-bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 10_000);
const SERVER_ENV = Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(/\s+/).filter(Boolean).map((kv) => {
  const i = kv.indexOf('=');
  return [kv.slice(0, i), kv.slice(i + 1)];
}));
const REGISTRY = databankRegistry();
const CODED = REGISTRY.collections.filter((d) => d.kind === 'coded');
/** Ten variables of every served value shape for the panel row. */
const TEN = ['sc/polity-populations', 'sc/polity-territories', 'sc/administrative-levels', 'sc/full-time-bureaucrats',
  'sc/roads', 'sc/written-records', 'sc/markets', 'general/polity-suprapolities', 'general/polity-alternative-names', 'rt/official-religions'];

interface Row { name: string; p50?: number; cpuMs?: number; ratio?: number; target: string; pass?: boolean; note?: string }
const rows: Row[] = [];

async function databank(): Promise<string> {
  const url = process.env.BENCH_DATABASE;
  if (url) return /^postgres(ql)?:/.test(url) ? pgDemo(url, 20) : url;
  return sqliteDemo(path.join(DIR, 'demo-x20.sqlite'), 20);
}

interface Timed { p50: number; cpuMs: number; bytes: number; bad: string[]; times: number[] }

/** `paths` one at a time: p50 wall ms, server CPU ms per request, body bytes of the first, non-200 answers. */
async function timed(server: Proc, paths: readonly string[]): Promise<Timed> {
  const times: number[] = [];
  const bad: string[] = [];
  let bytes = 0;
  const cpu0 = cpuSeconds(server.proc.pid!);
  for (const p of paths) {
    const g = await fetchTimed(server.port, p);
    if (g.status !== 200) bad.push(`${g.status} ${p}`);
    bytes ||= g.bytes;
    times.push(g.ms);
  }
  const cpuMs = ((cpuSeconds(server.proc.pid!) - cpu0) * 1000) / paths.length;
  return { p50: median(times), cpuMs, bytes, bad, times };
}

function row(name: string, t: Timed, target: string, within?: (t: Timed) => boolean, note = ''): Timed {
  const failed = t.bad.length ? `${t.bad.length} not 200, first: ${t.bad[0]}` : '';
  rows.push({ name, p50: t.p50, cpuMs: t.cpuMs, target, ...(within ? { pass: !failed && within(t) } : {}),
    note: [failed, note || `${(t.bytes / 1e6).toFixed(2)} MB`].filter(Boolean).join('; ') });
  return t;
}

/** A panel -3000…1900 every 100 years; `earlier` extra steps before -3000 make a distinct plan of the same work. */
const panelUrl = (what: string, earlier: number, format: string): string =>
  `/api/panel/?${what}&from=${-3000 - 100 * earlier}&to=1900&step=100&format=${format}`;

async function panelRows(server: Proc): Promise<void> {
  const ten = `variables=${TEN.join(',')}`;
  const cold = Array.from({ length: RUNS }, (_, i) => panelUrl(ten, i + 1, 'csv'));
  row('panel every polity, 10 variables, CSV, cold', await timed(server, cold), '< 1000 ms', (t) => t.p50 < 1000);
  row('panel every polity, 10 variables, CSV, cached', await timed(server, Array(RUNS).fill(cold[0]!)), '-');
  const section = `section=${encodeURIComponent('Social Complexity')}`;
  const sc = Array.from({ length: Math.max(3, Math.ceil(RUNS / 2)) }, (_, i) => panelUrl(section, i + 1, 'csv'));
  const n = CODED.filter((d) => d.section === 'Social Complexity').length;
  row(`panel section Social Complexity (${n} variables), CSV, cold`, await timed(server, sc), '< 5000 ms', (t) => t.p50 < 5000);
}

async function polityIds(server: Proc): Promise<number[]> {
  const g = await fetchTimed(server.port, '/api/core/polities/?format=ndjson', true);
  return g.body!.toString().split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { id: number }).id);
}

async function longTableRows(server: Proc, ids: readonly number[]): Promise<void> {
  const pick = Array.from({ length: 30 }, (_, i) => ids[(i * 7919) % ids.length]!);
  row('long table one polity, JSON page', await timed(server, pick.map((id) => `/api/values/?polity=${id}`)), '< 20 ms', (t) => t.p50 < 20);
  row('long table one polity, CSV', await timed(server, pick.map((id) => `/api/values/?polity=${id}&format=csv`)), '-');
  for (const format of ['csv', 'ndjson'] as const) await streamRow(server, format);
}

/** The whole long table against the static limit serving the same bytes, alternating; RSS around our downloads. */
async function streamRow(server: Proc, format: 'csv' | 'ndjson'): Promise<void> {
  const url = `/api/values/?format=${format}`;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'databank-research-')), `values.${format}`);
  const first = await curl(server.port, url, file);
  const limit = await startLimit(file, { 'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson' });
  const ours: number[] = [];
  const lim: number[] = [];
  let cpu = 0;
  try {
    await curl(limit.port, url);
    const mem = await rssAround(server.proc.pid!, async () => {
      for (let i = 0; i < Math.max(3, Math.ceil(RUNS / 2)); i++) {
        const c0 = cpuSeconds(server.proc.pid!);
        const t = await curl(server.port, url);
        cpu += cpuSeconds(server.proc.pid!) - c0;
        ours.push(t.bytes / 1e6 / t.seconds);
        const l = await curl(limit.port, url);
        lim.push(l.bytes / 1e6 / l.seconds);
      }
    });
    const ratio = median(ours) / median(lim);
    rows.push({
      name: `long table whole, ${format.toUpperCase()} stream`, p50: (first.bytes / 1e6 / median(ours)) * 1000, cpuMs: (cpu * 1000) / ours.length,
      ratio, target: '>= 0.5 of static', pass: first.status === 200 && ratio >= 0.5,
      note: `${(first.bytes / 1e6).toFixed(0)} MB at ${median(ours).toFixed(0)} MB/s (static ${median(lim).toFixed(0)}); ` +
        `RSS ${mem.before.toFixed(0)} MB before, peak ${mem.peak.toFixed(0)}, after ${mem.after.toFixed(0)}`,
    });
  } finally {
    await stop(limit);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/**
 * A facet on an indexed column against the count of the same kind of selection, both cold: every request a
 * filter of its own (a year moved by one), the facet's and the count's years interleaved.
 */
async function facetRows(server: Proc): Promise<void> {
  const cases: [string, string, string, number][] = [
    ['general/polity-alternative-names', 'covers_year', 'tag', -1500],
    ['core/references', 'year__gte', 'year', 1900],
  ];
  for (const [collection, filter, field, y0] of cases) {
    const n = Math.max(RUNS, 11);
    const facet = Array.from({ length: n }, (_, i) => `/api/${collection}/?${filter}=${y0 + 2 * i}&facet=${field}`);
    const count = Array.from({ length: n }, (_, i) => `/api/${collection}/?${filter}=${y0 + 2 * i + 1}`);
    await timed(server, [`/api/${collection}/?${filter}=${y0 - 1}`, `/api/${collection}/?${filter}=${y0 - 2}&facet=${field}`]); // warm-up
    const c = row(`count ${collection} ?${filter}=, cold`, await timed(server, count), '-');
    const f = await timed(server, facet);
    row(`facet=${field} on ${collection} ?${filter}=, cold`, f, '<= 2x the count', (t) => t.p50 <= 2 * c.p50,
      `${(f.p50 / c.p50).toFixed(2)}x the count`);
  }
}

/** A fresh server's first codebook (computed once per generation), then the cached list and one entry. */
async function codebookRows(database: string): Promise<void> {
  const server = await startServer(database, SERVER_ENV);
  try {
    const first = row('codebook, first request of a generation', await timed(server, ['/api/codebook/?page_size=1000']), '-');
    const once = (t: Timed): boolean => t.p50 <= Math.max(first.p50 / 5, 5);
    row('codebook, cached', await timed(server, Array(RUNS).fill('/api/codebook/?page_size=1000')), '<= first / 5 or 5 ms', once);
    row('codebook one entry, after the list', await timed(server, ['/api/codebook/sc/polity-populations/']), '<= first / 5 or 5 ms', once);
  } finally {
    await stop(server);
  }
}

/** The i-th query of the flood: panels (JSON and CSV) and facets, each distinct. */
function floodUrl(i: number): string {
  const y = -3000 + ((i * 7919) % 4500);
  if (i % 2) {
    const d = CODED[(i * 31) % CODED.length]!.path;
    const field = ['tag', 'is_disputed', 'polity', 'year_from'][i % 4];
    return `/api/${d}/?covers_year=${y}&facet=${field}&r=${i}`;
  }
  const vars = [CODED[(i * 13) % CODED.length]!.path, CODED[(i * 17 + 5) % CODED.length]!.path];
  return `/api/panel/?variables=${[...new Set(vars)].join(',')}&from=${y}&to=${y + 300 + (i % 97)}&step=${50 + (i % 3) * 25}` +
    (i % 4 ? '&page_size=1000' : '&format=csv');
}

async function floodRows(database: string): Promise<void> {
  const server = await startServer(database, SERVER_ENV);
  const marks = new Map<number, number>([[0, rssMb(server.proc.pid!)]]);
  const bad: string[] = [];
  const t0 = performance.now();
  try {
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < FLOOD) {
        const i = next++;
        const g = await fetchTimed(server.port, floodUrl(i));
        if (g.status !== 200) bad.push(`${g.status} ${floodUrl(i)}`);
        for (const at of [FLOOD / 4, FLOOD / 2, FLOOD]) if (i + 1 === at) marks.set(at, rssMb(server.proc.pid!));
      }
    };
    // Two at once: the panel's own bound per client address (a third panel in the making is refused, 429, by design).
    await Promise.all(Array.from({ length: 2 }, worker));
  } finally {
    await stop(server);
  }
  const seconds = (performance.now() - t0) / 1000;
  const at = (n: number): number => marks.get(n) ?? NaN;
  const [quarter, last] = [at(FLOOD / 4), at(FLOOD)];
  rows.push({
    name: `RSS under ${FLOOD} distinct panel and facet queries`, target: '<= RSS at 1/4 + 96 MB', pass: !bad.length && last <= quarter + 96,
    note: `RSS MB at ${[...marks].map(([n, mb]) => `${n}: ${mb.toFixed(0)}`).join(', ')}; ${(FLOOD / seconds).toFixed(0)} req/s` +
      (bad.length ? `; ${bad.length} not 200, first: ${bad[0]}` : ''),
  });
}

function print(): void {
  const num = (x: number | undefined, d = 1): string => (x === undefined || Number.isNaN(x) ? '-' : x.toFixed(d));
  console.log('\n' + pad('row', 58) + lpad('p50 ms', 9) + lpad('cpu ms', 9) + lpad('ratio', 7) + '  ' + pad('target', 22) + pad('', 6) + 'note');
  console.log('-'.repeat(150));
  for (const r of rows) {
    console.log(pad(r.name, 58) + lpad(num(r.p50), 9) + lpad(num(r.cpuMs), 9) + lpad(num(r.ratio, 2), 7) + '  ' +
      pad(r.target, 22) + pad(r.pass === undefined ? '' : r.pass ? 'PASS' : 'MISS', 6) + (r.note ?? ''));
  }
}

async function main(): Promise<void> {
  console.log(`databank-api research bench: node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  console.log('p50 = median wall ms of the row\'s requests, one at a time; cpu = server process CPU (user + system) ms per request;');
  console.log('ratio = our MB/s / the static limit\'s (a plain node:http server streaming a file of the same bytes).');
  const database = await databank();
  console.log(`databank: ${database.replace(/:[^:@/]*@/, ':***@')}` + (built.seconds !== undefined ? `, built in ${built.seconds.toFixed(1)} s` : ''));
  const server = await startServer(database, SERVER_ENV);
  try {
    const ids = await polityIds(server);
    console.log(`${ids.length} polities, ${CODED.length} coded variables`);
    await panelRows(server);
    await longTableRows(server, ids);
    await facetRows(server);
  } finally {
    await stop(server);
  }
  await codebookRows(database);
  await floodRows(database);
  print();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
