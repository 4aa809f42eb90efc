/**
 * The release commands (`release create|list|delete`, docs/data.md "Releases") and `verify`, which checks a dump
 * against its manifest: registered on the program by cli.ts, with what they share of it.
 */
import type { Command } from 'commander';
import type { Config } from '../config.js';
import { createRelease, releaseMeta } from '../load/release.js';
import { verifyDump } from '../load/verify.js';
import { DEFAULT_MAX_RECORD_BYTES } from '../load/read-lines.js';
import type { Registry } from '../registry/index.js';
import { openStore } from '../store/open.js';
import { publicRelease, ReleaseError } from '../store/releases.js';

/** What the commands take of cli.ts: its settings, its one registry, and the task a failure line names. */
export interface CliContext {
  readonly configOf: (opts: Record<string, unknown>) => Readonly<Config>;
  readonly withSettings: (cmd: Command, keys: readonly (keyof Config)[]) => Command;
  readonly data: readonly (keyof Config)[];
  readonly registry: Registry;
  /** A count option's value (`--max-errors`), or a ConfigError naming the flag. */
  readonly count: (text: string, flag: string) => number;
  readonly setTask: (task: { readonly what: string; readonly outcome?: () => string }) => void;
}

export function releaseCommands(program: Command, ctx: CliContext): void {
  const release = program.command('release').description('name the current databank as a citable release; list and delete releases');

  ctx.withSettings(release.command('create').description('freeze the current databank as an immutable release'), ctx.data)
    .argument('<name>', 'a slug: lower-case letters, digits and single hyphens (never reused)')
    .option('--title <text>', 'a title (at most 1000 characters)')
    .option('--date <YYYY-MM-DD>', "the release's date")
    .option('--citation <text>', 'how to cite it (at most 1000 characters)')
    .option('--doi <doi>', 'its DOI, bare: 10.1234/abc')
    .action(async (name: string, opts) => {
      // `--citation` is also the server's setting (the site's own citation): here it is the release's, not a setting.
      const config = ctx.configOf({ ...opts, citation: undefined });
      // Checked before the store is opened: a typo costs no hashing of the whole databank.
      const meta = releaseMeta(name, opts as { title?: string; date?: string; citation?: string; doi?: string });
      ctx.setTask({ what: `release create ${name}`, outcome: () => 'no release was made' });
      const store = await openStore(ctx.registry, config);
      try {
        const started = performance.now();
        const record = await createRelease(store, meta);
        const records = Object.values(record.counts).reduce((a, b) => a + b, 0);
        console.log(`release ${record.name} created in ${((performance.now() - started) / 1000).toFixed(1)} s: generation ${record.generation}` +
          ` (loaded at ${record.loadedAt})`);
        console.log(`  ${Object.keys(record.counts).length} collections, ${records} records`);
        console.log(`  manifest sha256 ${record.manifestSha256}`);
      } finally {
        await store.close();
      }
    });

  ctx.withSettings(release.command('list').description('list the releases kept, oldest first'), ctx.data)
    .option('--json', "print the releases' public fields as JSON")
    .action(async (opts) => {
      const config = ctx.configOf(opts);
      ctx.setTask({ what: 'release list' });
      const store = await openStore(ctx.registry, config);
      try {
        const list = await store.releases.list();
        if (opts.json) {
          console.log(JSON.stringify(list.map((r) => publicRelease(r)), null, 2));
          return;
        }
        if (!list.length) {
          console.log('no releases (databank release create <name> makes one)');
          return;
        }
        const rows = [['NAME', 'DATE', 'CREATED', 'RECORDS', 'GENERATION', 'TITLE'], ...list.map((r) => [
          r.name, r.date ?? '-', r.createdAt.slice(0, 19) + 'Z', String(Object.values(r.counts).reduce((a, b) => a + b, 0)), r.generation, r.title ?? '',
        ])];
        const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
        for (const row of rows) console.log(row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
      } finally {
        await store.close();
      }
    });

  ctx.withSettings(release.command('delete').description('delete a release and free its storage (its name stays used)'), ctx.data)
    .argument('<name>', 'the release to delete')
    .option('--force', 'really delete it: without it, the command says what it would delete')
    .action(async (name: string, opts) => {
      const config = ctx.configOf(opts);
      ctx.setTask({ what: `release delete ${name}`, outcome: () => 'the release is kept' });
      const store = await openStore(ctx.registry, config);
      try {
        const record = (await store.releases.list()).find((r) => r.name === name);
        if (!record) throw new ReleaseError(`no release is named ${JSON.stringify(name)} (databank release list lists them)`);
        const records = Object.values(record.counts).reduce((a, b) => a + b, 0);
        const what = `release ${name} (generation ${record.generation}, ${records} records, created ${record.createdAt})`;
        // A cited release cannot come back: the name is never reused. So the command says what it would do first.
        if (!opts.force) throw new ReleaseError(`release delete would delete ${what}, and its name could never be used again; nothing was deleted (add --force to delete it)`);
        if (!(await store.releases.delete(name))) throw new ReleaseError(`no release is named ${JSON.stringify(name)} (deleted meanwhile?)`);
        console.log(`deleted ${what}; its name stays used`);
      } finally {
        await store.close();
      }
    });

  program.command('verify').description("check a dump against its manifest (record counts, SHA-256 checksums), without a database")
    .argument('<dir>', 'dump directory')
    .option('--max-errors <n>', 'problems to print; all are counted', '100')
    .option('--max-record-bytes <n>', 'longest record line, in bytes; a longer one is a problem', String(DEFAULT_MAX_RECORD_BYTES))
    .action(async (dir: string, opts) => {
      const maxProblems = ctx.count(String(opts.maxErrors), '--max-errors');
      const maxRecordBytes = ctx.count(String(opts.maxRecordBytes), '--max-record-bytes');
      ctx.setTask({ what: `verify of ${dir}` });
      const report = await verifyDump(ctx.registry, dir, { maxProblems, maxRecordBytes });
      const r = report.release;
      if (r) {
        console.log(`release ${r.name} (generation ${r.generation})${r.title ? `: ${r.title}` : ''}${r.date ? `, ${r.date}` : ''}${r.doi ? `, doi ${r.doi}` : ''}`);
        if (r.citation) console.log(`  cite: ${r.citation}`);
      }
      if (report.manifestSha256) console.log(`  manifest.json sha256 ${report.manifestSha256}`);
      for (const line of report.problems) console.log(line);
      if (report.total > report.problems.length) console.log(`… and ${report.total - report.problems.length} more`);
      const what = `${report.collections} collections, ${report.records} records, ${report.hashed} sha256 checked`;
      if (report.total === 0) console.log(`verified ${dir}: ${what}; all match the manifest`);
      else {
        console.log(`verify of ${dir}: ${report.total} problem${report.total === 1 ? '' : 's'} (${what})`);
        process.exitCode = 1;
      }
    });
}
