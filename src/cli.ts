#!/usr/bin/env node
/** The `databank` command: parses argv, builds the config once, dispatches. */
import { Command, Option } from 'commander';
import { ConfigError, loadConfig, SETTINGS, type Config } from './config.js';
import { serve } from './serve.js';
import { demoSource } from './load/demo.js';
import { LoadError, loadDatabank } from './load/loader.js';
import { migrateDatabase, openStore } from './store/open.js';

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

const program = new Command('databank')
  .description('A fast, faithful, read-only JSON API for a historical databank of polities')
  .showHelpAfterError();

withSettings(program.command('serve').description('serve the API (the default command of npm start)'), SETTINGS.map((s) => s.key))
  .action(async (opts) => serve(configOf(opts)));

withSettings(program.command('demo').description('build the deterministic demo databank and make it current'), DATA)
  .option('--scale <n>', 'multiply every collection but sections by n', '1')
  .action(async (opts) => {
    const config = configOf(opts);
    const store = await openStore(config);
    try {
      const report = await loadDatabank(store, demoSource(Number(opts.scale)));
      console.log(`demo databank loaded (generation ${report.generation}):`);
      for (const [path, n] of Object.entries(report.counts)) console.log(`  ${path}: ${n}`);
    } finally {
      await store.close();
    }
  });

withSettings(program.command('migrate').description('create or upgrade the PostgreSQL schema (serve and loads also do it)'), DATA)
  .action(async (opts) => {
    console.log(await migrateDatabase(configOf(opts)));
  });

program.parseAsync().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof LoadError) console.error(`databank: ${err.message}`);
  else console.error(`databank: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
