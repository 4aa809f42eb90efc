#!/usr/bin/env -S node --max-semi-space-size=64
// (A load allocates millions of short-lived objects: a larger young generation makes it ~20% faster.)
/** The `databank` command: parses argv, builds the config once, dispatches. */
import { Command, Option } from 'commander';
import { ConfigError, loadConfig, SETTINGS, type Config } from './config.js';
import { serve } from './serve.js';
import { demoSource } from './load/demo.js';
import { exportDatabank } from './load/export.js';
import { LoadError, loadDatabank, type LoadReport } from './load/loader.js';
import { mirror } from './load/mirror.js';
import { loadProgress, mirrorProgress } from './load/progress.js';
import { DEFAULT_MAX_RECORD_BYTES, DumpError, dumpFiles, dumpSource, missingCollectionFiles, unknownDumpFiles, type DumpFile } from './load/read-dump.js';
import { migrateDatabase, openStore } from './store/open.js';
import { databankRegistry } from './registry/index.js';
import type { Store } from './store/store.js';

type Keys = readonly (keyof Config)[];
const DATA: Keys = ['database', 'databaseReadUrl', 'poolSize', 'statementTimeoutMs', 'logLevel'];

/** Adds the CLI flags of some settings (help and env names come from the SETTINGS list). */
function withSettings(cmd: Command, keys: Keys): Command {
  for (const s of SETTINGS.filter((x) => keys.includes(x.key))) {
    const value = s.parse === undefined ? '' : ' <value>';
    cmd.addOption(new Option(`${s.flag}${value}`, `${s.help} [env ${s.env}${s.default !== undefined ? `, default ${s.default}` : ''}]`));
  }
  return cmd;
}

/** The config from a command's parsed options (flags win over env, env over defaults). */
function configOf(opts: Record<string, unknown>): Readonly<Config> {
  const cli: Partial<Record<keyof Config, string>> = {};
  for (const s of SETTINGS) {
    const v = opts[s.key];
    if (v !== undefined) cli[s.key] = String(v);
  }
  return loadConfig(cli);
}

/** The collections this program serves: made once here, the entry point, and passed to everything that needs them. */
const registry = databankRegistry();

const program = new Command('databank')
  .description('A fast, faithful, read-only JSON API for a historical databank of polities')
  .showHelpAfterError();

withSettings(program.command('serve').description('serve the API (the default command of npm start)'), SETTINGS.map((s) => s.key))
  .action(async (opts) => serve(configOf(opts), registry));

withSettings(program.command('demo').description('build the deterministic demo databank and make it current'), DATA)
  .option('--scale <n>', 'multiply every collection but sections by n', '1')
  .action(async (opts) => {
    const config = configOf(opts);
    const store = await openStore(registry, config);
    try {
      const report = await loadDatabank(store, demoSource(registry, Number(opts.scale)));
      console.log(`demo databank loaded (generation ${report.generation}):`);
      for (const [path, n] of Object.entries(report.counts)) console.log(`  ${path}: ${n}`);
    } finally {
      await store.close();
    }
  });

withSettings(program.command('migrate').description('create or upgrade the PostgreSQL schema (serve and loads also do it)'), DATA)
  .action(async (opts) => {
    console.log(await migrateDatabase(registry, configOf(opts)));
  });

/** A positive integer option, or a clear error naming the flag. */
function count(text: string, flag: string, min = 1): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min) throw new ConfigError(`${flag} must be an integer of at least ${min}, got ${JSON.stringify(text)}`);
  return n;
}

interface LoadDirOptions {
  readonly maxErrors: number;
  readonly maxRecordBytes: number;
  /** Load a dump that lacks collection files (they are served empty). */
  readonly allowMissing: boolean;
}

/** The options of a load (`load`, `mirror --load`), checked. */
function loadDirOptions(opts: Record<string, unknown>): LoadDirOptions {
  return {
    maxErrors: count(String(opts.maxErrors), '--max-errors'),
    maxRecordBytes: count(String(opts.maxRecordBytes), '--max-record-bytes'),
    allowMissing: opts.allowMissing === true,
  };
}

/**
 * Checks `dir` is a dump that may be loaded: its files are acceptable, and it has every collection file unless
 * missing ones are allowed (a dump of one collection would otherwise empty the eight others). Returns its files.
 */
function checkDump(dir: string, { allowMissing }: LoadDirOptions): DumpFile[] {
  const files = dumpFiles(registry, dir);
  const missing = missingCollectionFiles(registry, dir);
  if (missing.length && !allowMissing) {
    throw new DumpError(`${dir} lacks ${missing.length} collection file${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}; ` +
      `nothing was loaded (--allow-missing loads it, serving ${missing.length === 1 ? 'that collection' : 'those collections'} empty)`);
  }
  return files;
}

/** Loads the dump in `dir` into `store` with progress on stderr; prints what was loaded. */
async function loadDir(store: Store, dir: string, options: LoadDirOptions): Promise<LoadReport> {
  const { maxErrors, maxRecordBytes } = options;
  const files = checkDump(dir, options);
  for (const name of unknownDumpFiles(registry, dir)) console.error(`databank: warning: ${dir}/${name} names no collection; ignored`);
  const progress = loadProgress(files.reduce((n, f) => n + f.size, 0));
  const started = performance.now();
  let report: LoadReport;
  try {
    report = await loadDatabank(store, dumpSource(registry, dir, { onBytes: progress.onBytes, maxRecordBytes }), { maxErrors, ...progress });
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const records = Object.values(report.counts).reduce((a, b) => a + b, 0);
  console.log(`loaded ${dir} (generation ${report.generation}): ${records} records in ${seconds.toFixed(1)} s, ` +
    `${Math.round(records / seconds)} records/s`);
  for (const [path, n] of Object.entries(report.counts)) {
    console.log(`  ${path}: ${n}${report.missing.includes(path) ? ' (no file in the dump: served empty)' : ''}`);
  }
  console.log(`  polities: ${report.polities}`);
  return report;
}

withSettings(program.command('load').description('validate a dump directory and make it the current databank, atomically'), DATA)
  .argument('<dir>', 'dump directory (README: "Dump format")')
  .option('--max-errors <n>', 'problems to print; all are counted', '100')
  .option('--max-record-bytes <n>', 'longest record line, in bytes; a longer one is a problem', String(DEFAULT_MAX_RECORD_BYTES))
  .option('--allow-missing', 'load a dump that lacks collection files, serving those collections empty')
  .action(async (dir: string, opts) => {
    const config = configOf(opts);
    const options = loadDirOptions(opts);
    checkDump(dir, options);
    const store = await openStore(registry, config);
    try {
      await loadDir(store, dir, options);
    } finally {
      await store.close();
    }
  });

withSettings(program.command('export').description('write the current databank as a canonical dump'), DATA)
  .argument('<dir>', 'dump directory to write (created if needed; its dump files are replaced)')
  .addOption(new Option('--format <format>', 'ndjson: a dump `load` reads; csv: one CSV file per collection, as format=csv serves it')
    .choices(['ndjson', 'csv']).default('ndjson'))
  .action(async (dir: string, opts) => {
    const store = await openStore(registry, configOf(opts));
    try {
      const report = await exportDatabank(store, dir, { format: opts.format as 'ndjson' | 'csv' });
      console.log(`exported generation ${report.generation} to ${dir}:`);
      for (const [path, n] of Object.entries(report.counts)) console.log(`  ${path}: ${n}`);
      console.log(`  core/polities: ${report.polities}`);
    } finally {
      await store.close();
    }
  });

withSettings(program.command('mirror').description('copy a live instance of the API into a dump (resumable)'), DATA)
  .argument('<base-url>', 'the API base, e.g. https://example.org/api')
  .argument('<dir>', 'dump directory to write; a restart resumes from .mirror/ in it')
  .option('--concurrency <n>', 'collections crawled at once', '3')
  .option('--retries <n>', 'attempts per page on network errors and 5xx before giving up', '8')
  .option('--load', 'load the dump when the mirror is complete')
  .option('--max-errors <n>', 'with --load: problems to print; all are counted', '100')
  .option('--max-record-bytes <n>', 'with --load: longest record line, in bytes; a longer one is a problem', String(DEFAULT_MAX_RECORD_BYTES))
  .option('--allow-missing', 'with --load: load a dump that lacks collection files, serving those collections empty')
  .action(async (baseUrl: string, dir: string, opts) => {
    const config = configOf(opts);
    const concurrency = count(opts.concurrency, '--concurrency');
    const retries = count(opts.retries, '--retries', 0);
    const loadOptions = loadDirOptions(opts);
    const progress = mirrorProgress();
    const started = performance.now();
    let report;
    try {
      report = await mirror(registry, baseUrl, dir, { concurrency, retries, progress });
    } finally {
      progress.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`mirrored ${baseUrl} to ${dir}: ${report.records} records, ${report.pages} pages in ${seconds.toFixed(1)} s` +
      ` (${report.resumed ? 'resumed; ' : ''}${report.polities} polities)`);
    for (const [path, n] of Object.entries(report.counts)) console.log(`  ${path}: ${n}`);
    if (opts.load) {
      const store = await openStore(registry, config);
      try {
        await loadDir(store, dir, loadOptions);
      } finally {
        await store.close();
      }
    }
  });

program.parseAsync().catch((err: unknown) => {
  // Known errors (ConfigError, LoadError, DumpError, MirrorError) and unexpected ones alike: the message, no stack trace.
  console.error(`databank: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
