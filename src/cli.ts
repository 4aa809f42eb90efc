#!/usr/bin/env -S node --max-semi-space-size=64
// (A load allocates millions of short-lived objects: a larger young generation makes it faster; docs/benchmarks.md.)
/** The `databank` command: parses argv, builds the config once, dispatches. */
import fs from 'node:fs';
import { Command, Option } from 'commander';
import { ConfigError, loadConfig, SETTINGS, type Config } from './config.js';
import { serve } from './serve/index.js';
import { demoSource } from './load/demo.js';
import { exportDatabank } from './load/export.js';
import { ReleaseError, releaseNameProblem } from './store/releases.js';
import { releaseCommands } from './cli/release-commands.js';
import { LoadError, loadDatabank, type LoadReport } from './load/loader.js';
import { mirror, MirrorError } from './load/mirror.js';
import { loadProgress, mirrorProgress } from './load/progress.js';
import { absenceNote, DumpError, listed, loadableDump, type DumpContents } from './load/dump-files.js';
import { dumpSource } from './load/read-dump.js';
import { DEFAULT_MAX_RECORD_BYTES } from './load/read-lines.js';
import { migrateDatabase, openStore } from './store/open.js';
import { databankRegistry } from './registry/index.js';
import { DatabaseUnavailableError } from './store/postgres/errors.js';
import type { Generation, Store } from './store/store.js';

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

/**
 * What the running command is doing, for the line a failure prints: `what` failed (`load of dumps/x`), and the
 * `outcome`, what the failure left behind (`nothing was loaded: ...`). Each command but serve sets it.
 */
interface Task {
  readonly what: string;
  readonly outcome?: () => string | Promise<string>;
}
let task: Task | undefined;

/** Errors whose message was written to be the whole account (what failed and what it left): printed as they are. */
const ACCOUNTED = [ConfigError, LoadError, DumpError, MirrorError, ReleaseError];

/** A failure's cause on one line: its message; for an AggregateError (a connection refused on every address), its errors'. */
function causeOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  let text = err instanceof DatabaseUnavailableError ? `database unavailable: ${causeOf(err.cause)}` : err.message;
  if (!text && err instanceof AggregateError) text = err.errors.map(causeOf).join('; ');
  if (!text) text = String((err as { code?: unknown }).code ?? err.name);
  return text.replace(/\s*\n\s*/g, ' ');
}

let failing: Promise<void> | undefined;

/**
 * Reports a failed command: one line on stderr (the accounted errors may list problems below theirs), no stack trace,
 * exit code 1. Only the first failure is reported: what it brings down after it (a query on the connection it
 * killed) is no news.
 */
function fail(err: unknown): Promise<void> {
  return (failing ??= (async () => {
    process.exitCode = 1;
    let line: string;
    if (ACCOUNTED.some((k) => err instanceof k) || !task) line = err instanceof Error ? err.message : String(err);
    else {
      const outcome = task.outcome && await task.outcome();
      line = `${task.what} failed: ${causeOf(err)}${outcome ? `; ${outcome}` : ''}`;
    }
    console.error(`databank: ${line}`);
  })());
}

/**
 * A load's account of itself (load, demo, mirror --load). Until the loader begins to make the new databank current
 * (LoadOptions.onCommit), a failure certainly left the old one served. After that, the swap may have happened
 * before the failure (a connection lost during COMMIT, or during the housekeeping after it), so the database is asked.
 */
class LoadTask implements Task {
  #committing = false;
  /** The databank current when the load began, or why it could not be read. */
  #before: { gen: Generation | undefined } | { error: unknown } = { gen: undefined };

  constructor(readonly what: string, readonly config: Readonly<Config>) {}

  /** Notes the databank current before the load, to compare with should the load fail while committing. */
  async begin(store: Store): Promise<void> {
    this.#before = await store.current().then((gen) => ({ gen }), (error: unknown) => ({ error }));
  }

  readonly onCommit = (): void => {
    this.#committing = true;
  };

  async outcome(): Promise<string> {
    const unchanged = 'nothing was loaded: the databank being served is unchanged';
    if (!this.#committing) return unchanged;
    let now: Generation | undefined;
    try {
      const store = await openStore(registry, this.config);
      try {
        now = await store.current();
      } finally {
        await store.close();
      }
    } catch (err) {
      return `it failed while making the new databank current, and whether it was could not be checked (${causeOf(err)})`;
    }
    if (!('gen' in this.#before)) {
      return `it failed while making the new databank current; the databank now served is generation ${now?.id ?? '(none)'}`;
    }
    const before = this.#before.gen;
    if (now?.id === before?.id && now?.loadedAt === before?.loadedAt) return unchanged;
    return `but the new databank had been made current (generation ${now?.id}, loaded at ${now?.loadedAt}) before it failed`;
  }
}

/** package.json's version: dist/src/cli.js and src/cli.ts both sit two folders below it. */
const { version } = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const program = new Command('databank')
  .description('A fast, faithful, read-only JSON API for a historical databank of polities')
  .version(version, '-v, --version', 'print the version')
  .showHelpAfterError();

withSettings(program.command('serve').description('serve the API (the default command of npm start)'), SETTINGS.map((s) => s.key))
  .action(async (opts) => serve(configOf(opts), registry));

withSettings(program.command('demo').description('build the deterministic demo databank and make it current'), DATA)
  .option('--scale <n>', 'multiply every collection but sections by n', '1')
  .option('--verbose', 'print each collection, not only the summary')
  .action(async (opts) => {
    const config = configOf(opts);
    const scale = count(opts.scale, '--scale');
    const load = new LoadTask('load of the demo databank', config);
    task = load;
    const store = await openStore(registry, config);
    try {
      await load.begin(store);
      const report = await loadDatabank(store, demoSource(registry, scale), { onCommit: load.onCommit });
      const records = Object.values(report.counts).reduce((a, b) => a + b, 0);
      console.log(`demo databank loaded (generation ${report.generation}): ${records} records`);
      if (opts.verbose) eachCollection(report.counts);
      else console.log(countsLine(report.counts, report.polities));
    } finally {
      await store.close();
    }
  });

withSettings(program.command('migrate').description('create or upgrade the PostgreSQL schema (serve and loads also do it)'), DATA)
  .action(async (opts) => {
    const config = configOf(opts);
    task = { what: 'migrate' };
    console.log(await migrateDatabase(registry, config));
  });

/** A positive integer option, or a clear error naming the flag. */
function count(text: string, flag: string, min = 1): number {
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min) throw new ConfigError(`${flag} must be an integer of at least ${min}, got ${JSON.stringify(text)}`);
  return n;
}

/**
 * What load, export and mirror print by default, in place of a line per collection (212 of them; `--verbose` prints
 * those): `212 collections (180 with records, 32 empty), 489 polities`.
 */
function countsLine(counts: Readonly<Record<string, number>>, polities: number): string {
  const paths = Object.keys(counts);
  const empty = paths.filter((p) => counts[p] === 0).length;
  return `  ${paths.length} collections (${paths.length - empty} with records, ${empty} empty), ${polities} polities` +
    '; --verbose lists each';
}

/** Each collection on a line, with `note` after its count (why it is empty, for a load). */
function eachCollection(counts: Readonly<Record<string, number>>, note: (path: string) => string = () => ''): void {
  for (const [path, n] of Object.entries(counts)) console.log(`  ${path}: ${n}${note(path)}`);
}

/** The collections a load serves empty because the dump does not carry them, one line per reason, names capped. */
function absenceLines(contents: DumpContents, counts: Readonly<Record<string, number>>): void {
  const byNote = new Map<string, string[]>();
  for (const path of Object.keys(counts)) {
    const note = absenceNote(registry, contents, path);
    if (note) byNote.set(note, [...(byNote.get(note) ?? []), path]);
  }
  for (const [note, paths] of byNote) console.log(`  ${paths.length} collection${paths.length === 1 ? '' : 's'}${note}: ${listed(paths)}`);
}

interface LoadDirOptions {
  readonly maxErrors: number;
  readonly maxRecordBytes: number;
  /** Load a dump without a manifest that lacks collection files (they are served empty). */
  readonly allowMissing: boolean;
  /** Print a line per collection (`--verbose`), not only the summary. */
  readonly verbose: boolean;
}

/** The options of a load (`load`, `mirror --load`), checked. */
function loadDirOptions(opts: Record<string, unknown>): LoadDirOptions {
  return {
    maxErrors: count(String(opts.maxErrors), '--max-errors'),
    maxRecordBytes: count(String(opts.maxRecordBytes), '--max-record-bytes'),
    allowMissing: opts.allowMissing === true,
    verbose: opts.verbose === true,
  };
}

/** Loads the dump in `dir` into `store` with progress on stderr; prints what was loaded. */
async function loadDir(store: Store, dir: string, options: LoadDirOptions, load: LoadTask): Promise<LoadReport> {
  const { maxErrors, maxRecordBytes } = options;
  const contents = loadableDump(registry, dir, options);
  if (contents.manifest && options.allowMissing) {
    console.error(`databank: note: ${dir} has a manifest, which says what the dump carries; --allow-missing does not apply`);
  }
  if (contents.unknown.length) {
    const n = contents.unknown.length;
    console.error(`databank: warning: ${n === 1 ? 'a file' : `${n} files`} of ${dir} ${n === 1 ? 'names' : 'name'} no collection; ` +
      `ignored: ${listed(contents.unknown)}`);
  }
  const progress = loadProgress(contents.files.reduce((n, f) => n + f.size, 0), 'load', options.verbose);
  const started = performance.now();
  let report: LoadReport;
  try {
    await load.begin(store);
    report = await loadDatabank(store, dumpSource(registry, dir, { onBytes: progress.onBytes, maxRecordBytes }),
      { maxErrors, ...progress, onCommit: load.onCommit });
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const records = Object.values(report.counts).reduce((a, b) => a + b, 0);
  console.log(`loaded ${dir} (generation ${report.generation}): ${records} records in ${seconds.toFixed(1)} s, ` +
    `${Math.round(records / seconds)} records/s`);
  if (options.verbose) {
    eachCollection(report.counts, (path) => absenceNote(registry, contents, path));
    console.log(`  polities: ${report.polities}`);
  } else {
    console.log(countsLine(report.counts, report.polities));
    absenceLines(contents, report.counts);
  }
  return report;
}

withSettings(program.command('load').description('validate a dump directory and make it the current databank, atomically'), DATA)
  .argument('<dir>', 'dump directory (docs/data.md: "Dump format")')
  .option('--max-errors <n>', 'problems to print; all are counted', '100')
  .option('--max-record-bytes <n>', 'longest record line, in bytes; a longer one is a problem', String(DEFAULT_MAX_RECORD_BYTES))
  .option('--allow-missing', 'load a dump without a manifest that lacks collection files, serving those collections empty')
  .option('--verbose', 'print each collection, not only the summary')
  .action(async (dir: string, opts) => {
    const config = configOf(opts);
    const options = loadDirOptions(opts);
    const load = new LoadTask(`load of ${dir}`, config);
    task = load;
    loadableDump(registry, dir, options); // refused before the database is opened
    const store = await openStore(registry, config);
    try {
      await loadDir(store, dir, options, load);
    } finally {
      await store.close();
    }
  });

withSettings(program.command('export').description('write the current databank as a canonical dump'), DATA)
  .argument('<dir>', 'dump directory to write (created if needed; its dump files are replaced)')
  .addOption(new Option('--format <format>', 'ndjson: a dump `load` reads; csv: one CSV file per collection, as format=csv serves it')
    .choices(['ndjson', 'csv']).default('ndjson'))
  .option('--release <name>', "write the release's databank and its manifest (checksums, citation), not the current one")
  .option('--verbose', 'print each collection, not only the summary')
  .action(async (dir: string, opts) => {
    const config = configOf(opts);
    const name = opts.release as string | undefined;
    const problem = name === undefined ? undefined : releaseNameProblem(name);
    if (problem) throw new ReleaseError(`--release: ${problem}`);
    task = { what: `export to ${dir}`, outcome: () => 'the databank is unchanged (an export only reads it)' };
    const store = await openStore(registry, config);
    try {
      const started = performance.now();
      const release = name === undefined ? undefined : await store.releases.open(name);
      if (name !== undefined && !release) throw new ReleaseError(`export to ${dir}: no release is named ${JSON.stringify(name)} (databank release list lists them)`);
      const report = await exportDatabank(store, dir, { format: opts.format as 'ndjson' | 'csv', exporter: `databank-api ${version}`, release });
      if (release) console.log(`release ${release.record.name}: manifest sha256 ${release.record.manifestSha256}`);
      const records = Object.values(report.counts).reduce((a, b) => a + b, 0); // core/polities among them
      console.log(`exported generation ${report.generation} to ${dir}: ${records} records in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (opts.verbose) eachCollection(report.counts);
      else console.log(countsLine(report.counts, report.polities));
    } finally {
      await store.close();
    }
  });

releaseCommands(program, { configOf, withSettings, data: DATA, registry, count, setTask: (t) => (task = t) });

withSettings(program.command('mirror').description('copy a live instance of the API into a dump (resumable)'), DATA)
  .argument('<base-url>', 'the API base, e.g. https://example.org/api')
  .argument('<dir>', 'dump directory to write; a restart resumes from .mirror/ in it')
  .option('--concurrency <n>', 'collections crawled at once', '3')
  .option('--retries <n>', 'attempts per page on network errors and 5xx before giving up', '8')
  .option('--timeout <seconds>', 'deadline of each request, its headers and whole body', '60')
  .option('--load', 'load the dump when the mirror is complete')
  .option('--max-errors <n>', 'with --load: problems to print; all are counted', '100')
  .option('--max-record-bytes <n>', 'longest record, in bytes: a longer one stops the mirror, a page may take 100 times as many', String(DEFAULT_MAX_RECORD_BYTES))
  .option('--allow-missing', 'with --load: load a dump without a manifest that lacks collection files, serving those collections empty')
  .option('--verbose', 'print each collection, crawled and not, not only the summary')
  .action(async (baseUrl: string, dir: string, opts) => {
    const config = configOf(opts);
    const concurrency = count(opts.concurrency, '--concurrency');
    const retries = count(opts.retries, '--retries', 0);
    const timeoutMs = count(opts.timeout, '--timeout') * 1000;
    const loadOptions = loadDirOptions(opts);
    task = { what: `mirror of ${baseUrl} into ${dir}`, outcome: () => `what was read is kept in ${dir}: the same command resumes from there` };
    const progress = mirrorProgress(loadOptions.verbose);
    const started = performance.now();
    let report;
    try {
      report = await mirror(registry, baseUrl, dir, {
        concurrency, retries, timeoutMs, maxRecordBytes: loadOptions.maxRecordBytes, progress, exporter: `databank-api ${version}`,
      });
    } finally {
      progress.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`mirrored ${baseUrl} to ${dir}: ${report.records} records, ${report.pages} pages in ${seconds.toFixed(1)} s` +
      ` (${report.resumed ? 'resumed; ' : ''}${report.polities} polities)`);
    if (report.release) console.log(`  release ${report.release}: every file's sha256 matches its manifest, written as manifest.json`);
    if (loadOptions.verbose) eachCollection(report.counts);
    else {
      console.log(countsLine(report.counts, report.polities));
      if (report.notServed.length) console.log(`  ${report.notServed.length} not served there: ${listed(report.notServed)}`);
    }
    if (opts.load) {
      const load = new LoadTask(`load of ${dir}`, config);
      task = load;
      const store = await openStore(registry, config);
      try {
        await loadDir(store, dir, loadOptions, load);
      } finally {
        await store.close();
      }
    }
  });

// Every command but serve (whose failures are the server's to handle and log) is one task that ends the process: an
// error nothing caught is that task's failure, told like any other. Such as the 'error' event of a pg connection the
// server terminated while a load held it (pg emits it on the client, where nobody listens), which would otherwise
// end the process with a stack trace.
// SIGINT and SIGTERM too are such a task's failure: told, and ended with process.exit, so that a load in progress
// removes its half-written file (sqlite/writer.ts) where the signal's default would leave it behind.
program.hook('preAction', (_, command) => {
  if (command.name() === 'serve') return;
  process.on('uncaughtException', (err) => void fail(err).finally(() => process.exit(1)));
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => void fail(new Error(`stopped by ${signal}`)).finally(() => process.exit(code)));
  }
});

program.parseAsync().catch(fail);
