/**
 * Load and mirror rates. Builds the demo at `--scale` (default 20: ~785,000 records), exports it as a canonical dump,
 * then times `databank load` as a user runs it (a fresh process each run) and `databank mirror` of a local server at
 * scale 1. Prints the figures; asserts nothing. Run: `npm run build && node dist/bench/load-rate.js [--scale 20] [--runs 3]`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { demoSource } from '../src/load/demo.js';
import { exportDatabank } from '../src/load/export.js';
import { loadDatabank } from '../src/load/loader.js';
import { mirror } from '../src/load/mirror.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { databankRegistry } from '../src/registry/index.js';

const registry = databankRegistry();

const CLI = fileURLToPath(new URL('../src/cli.js', import.meta.url));

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const scale = arg('scale', 20);
const runs = arg('runs', 3);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'databank-bench-'));
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  console.log(`building the demo at scale ${scale} and exporting it…`);
  const source = new SqliteStore(registry, path.join(work, 'source.sqlite'));
  await loadDatabank(source, demoSource(registry, scale));
  const dump = path.join(work, 'dump');
  const exported = await exportDatabank(source, dump);
  await source.close();
  const records = Object.values(exported.counts).reduce((a, b) => a + b, 0);
  const bytes = (fs.readdirSync(dump, { recursive: true }) as string[]).map((n) => fs.statSync(path.join(dump, n)))
    .filter((s) => s.isFile()).reduce((a, s) => a + s.size, 0);
  console.log(`dump: ${records} records, ${(bytes / 1e6).toFixed(0)} MB`);

  const rates: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    // As the `databank` bin runs it (its shebang passes --max-semi-space-size=64).
    const run = spawnSync(process.execPath, ['--max-semi-space-size=64', CLI, 'load', dump, '--database', path.join(work, 'target.sqlite')],
      { encoding: 'utf8' });
    const seconds = (performance.now() - started) / 1000;
    if (run.status !== 0) throw new Error(`load failed: ${run.stderr}`);
    rates.push(records / seconds);
    console.log(`load run ${i + 1}: ${seconds.toFixed(2)} s wall (process start to exit), ${Math.round(records / seconds)} records/s`);
  }
  console.log(`load rate: median ${Math.round(median(rates))} records/s, best ${Math.round(Math.max(...rates))} records/s ` +
    `(${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`);

  const served = new SqliteStore(registry, path.join(work, 'served.sqlite'));
  await loadDatabank(served, demoSource(registry, 1));
  const app = buildApp({ config: loadConfig({ logRequests: 'false' }, {}), store: served });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const started = performance.now();
  const report = await mirror(registry, base, path.join(work, 'mirror'));
  const seconds = (performance.now() - started) / 1000;
  console.log(`mirror (scale 1, server in the same process, concurrency 3): ${report.pages} pages, ${report.records} records ` +
    `in ${seconds.toFixed(2)} s: ${Math.round(report.pages / seconds)} pages/s, ${Math.round(report.records / seconds)} records/s`);
  await app.close();
  await served.close();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
