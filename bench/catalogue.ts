/**
 * The full-catalogue bench (issue 19): for the demo at each scale, through the CLI only (so a build of another
 * release can be measured beside this one with `--cli`):
 * - load rate: `databank load` of the demo's canonical dump, as a user runs it, into SQLite (median of 3) and, with
 *   `--pg <url>`, into PostgreSQL (once);
 * - database size per record (the SQLite file after the load);
 * - start to first answer (`serve` spawned → first 200 of /api/) and idle RSS two seconds later;
 * - the polity page of the polity with the most records, uncached (PAGE_CACHE_MB=0), one request at a time.
 * Prints the figures and the targets; asserts nothing.
 * Run: `npm run build && node dist/bench/catalogue.js [--scales 1,20] [--cli dist/src/cli.js] [--pg postgres://…/db]`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

const CLI = path.resolve(arg('cli', fileURLToPath(new URL('../src/cli.js', import.meta.url))));
const SCALES = arg('scales', '1,20').split(',').map(Number);
const PG = arg('pg', '');
const PORT = 8190 + Math.floor(Math.random() * 100);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function cli(args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--max-semi-space-size=64', CLI, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (run.status !== 0) throw new Error(`${args.join(' ')} failed: ${run.stderr}`);
  return (performance.now() - started) / 1000;
}

/** Records of a dump, and per polity id the records that nest it as their `polity`. */
function survey(dir: string): { records: number; polities: Map<number, number> } {
  let records = 0;
  const polities = new Map<number, number>();
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    if (!name.endsWith('.ndjson')) continue;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line) continue;
      records++;
      const m = /^\{"id":[^,]*,"polity":\{"id":(\d+)/.exec(line);
      if (m) polities.set(Number(m[1]), (polities.get(Number(m[1])) ?? 0) + 1);
    }
  }
  return { records, polities };
}

interface Served { stop: () => void; startMs: number; rssMb: number; get: (p: string, encoding?: string) => Promise<number> }

async function serve(file: string): Promise<Served> {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, 'serve', '--database', file, '--port', String(PORT)],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn', LOG_REQUESTS: 'false', PAGE_CACHE_MB: '0', PAGE_RENDER_MS_CLIENT: '0', PAGE_RENDER_MS_TOTAL: '0' } });
  const base = `http://127.0.0.1:${PORT}`;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/`);
      await res.arrayBuffer();
      if (res.ok) break;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 2));
  }
  const startMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 2000));
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
  return {
    startMs, rssMb, stop: () => child.kill(),
    async get(p, encoding = 'identity') {
      const t = performance.now();
      const res = await fetch(base + p, { headers: { 'accept-encoding': encoding } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${p}: ${res.status}`);
      return performance.now() - t;
    },
  };
}

/**
 * Start, idle RSS and the polity page of the polity with the most records (uncached: PAGE_CACHE_MB=0), one request
 * at a time: uncompressed (the page's own time) and with brotli (what a browser asks for).
 */
async function measureServed(file: string, scale: number, rate: number | undefined, polities: ReadonlyMap<number, number>): Promise<void> {
  const server = await serve(file);
  try {
    const [top, n] = [...polities].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    const page = `/core/polities/${top}/`;
    await server.get(page); // the first read opens what it needs
    const times = async (encoding: string): Promise<number[]> => {
      const ms: number[] = [];
      for (let i = 0; i < 30; i++) ms.push(await server.get(page, encoding));
      return ms.sort((a, b) => a - b);
    };
    const plain = await times('identity');
    const br = await times('br');
    console.log(`${scale}x: start to first answer ${server.startMs.toFixed(0)} ms; idle RSS ${server.rssMb.toFixed(0)} MB; ` +
      `polity page of polity ${top} (${n} records), uncached: median ${median(plain).toFixed(1)} ms (max ${plain.at(-1)!.toFixed(1)}), ` +
      `with brotli ${median(br).toFixed(1)} ms`);
    console.log(`  targets: start < 1 s ${server.startMs < 1000 ? 'PASS' : 'MISS'}; idle RSS < 150 MB ${server.rssMb < 150 ? 'PASS' : 'MISS'}` +
      (rate === undefined ? '' : `; load >= 100k records/s ${rate >= 100_000 ? 'PASS' : 'MISS'}`) +
      (scale === 20 ? `; polity page < 30 ms ${median(plain) < 30 ? 'PASS' : 'MISS'}` : ''));
  } finally {
    server.stop();
  }
}

const SERVED = arg('served', '');
if (SERVED) {
  // `--served <file> --scale-label N`: only the serving figures, on a databank built beforehand.
  const dump = fs.mkdtempSync(path.join(os.tmpdir(), 'databank-catalogue-bench-'));
  cli(['export', dump, '--database', SERVED]);
  const { polities } = survey(dump);
  fs.rmSync(dump, { recursive: true, force: true });
  await measureServed(SERVED, Number(arg('scale-label', '20')), undefined, polities);
  process.exit(0);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'databank-catalogue-bench-'));
console.log(`full-catalogue bench: ${CLI}, node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
try {
  for (const scale of SCALES) {
    const demo = path.join(work, `demo${scale}.sqlite`);
    cli(['demo', '--scale', String(scale), '--database', demo]);
    const dump = path.join(work, `dump${scale}`);
    cli(['export', dump, '--database', demo]);
    const { records, polities } = survey(dump);
    const target = path.join(work, `load${scale}.sqlite`);
    const times = [0, 1, 2].map(() => cli(['load', dump, '--database', target]));
    const rate = records / median(times);
    const bytes = fs.statSync(target).size;
    const text = (fs.readdirSync(dump, { recursive: true }) as string[]).filter((n) => n.endsWith('.ndjson'))
      .reduce((a, n) => a + fs.statSync(path.join(dump, n)).size, 0);
    console.log(`${scale}x: ${records} records; SQLite load ${median(times).toFixed(2)} s (median of 3): ${Math.round(rate)} records/s; ` +
      `${(bytes / 1e6).toFixed(1)} MB, ${(bytes / records).toFixed(0)} bytes a record (${(text / records).toFixed(0)} of them the record's ` +
      `NDJSON line: ${((bytes - text) / records).toFixed(0)} beyond it)`);
    if (PG) {
      const seconds = cli(['load', dump, '--database', PG]);
      console.log(`${scale}x: PostgreSQL load ${seconds.toFixed(2)} s: ${Math.round(records / seconds)} records/s`);
    }
    await measureServed(target, scale, rate, polities);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
