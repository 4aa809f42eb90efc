/** The README documents every setting (variable and flag) and every CLI command. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SETTINGS } from '../src/config.js';

const readme = fs.readFileSync('README.md', 'utf8');
/** The CLI's source: src/cli.ts, and the files of src/cli/ if the command is split into one. */
const cliFiles = ['src/cli.ts', ...(fs.existsSync('src/cli') ? fs.readdirSync('src/cli', { recursive: true }).map(String)
  .filter((f) => f.endsWith('.ts')).map((f) => path.join('src/cli', f)) : [])].filter((f) => fs.existsSync(f));
const cli = cliFiles.map((f) => fs.readFileSync(f, 'utf8')).join('\n');

describe('README', () => {
  it('lists every environment variable and flag with its default', () => {
    for (const s of SETTINGS) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${s.env}\` |`));
      assert.ok(row, `README lacks a row for ${s.env}`);
      assert.ok(row.includes(`\`${s.flag}\``), `${s.env} row lacks ${s.flag}`);
      if (s.default !== undefined) assert.ok(row.includes(`\`${s.default}\``), `${s.env} row lacks its default ${s.default}`);
    }
  });
  it('documents every option of every command of the CLI', () => {
    const options = [...cli.matchAll(/(?:\.option|new Option)\('(--[a-z-]+)/g)].map((m) => m[1]!);
    assert.ok(options.includes('--format'));
    for (const o of options) assert.ok(readme.includes(`${o} `) || readme.includes(`${o}\``), `README lacks ${o}`);
  });
  it('documents every command of the CLI', () => {
    // A subcommand is named after its command: `const release = program.command('release')`, then
    // `release.command('create')` is `databank release create`.
    const parents = new Map([...cli.matchAll(/const (\w+) = program\.command\('([a-z-]+)'/g)].map((m) => [m[1]!, m[2]!]));
    const commands = [...cli.matchAll(/(\w+)\.command\('([a-z-]+)/g)].map((m) => (parents.has(m[1]!) ? `${parents.get(m[1]!)} ${m[2]}` : m[2]!));
    assert.ok(commands.length >= 2);
    assert.ok(commands.includes('release create'), 'the subcommands are found');
    for (const c of commands) assert.match(readme, new RegExp(`databank ${c}\\b`), `README lacks databank ${c}`);
  });
});

describe('README: the API in brief', () => {
  const section = readme.slice(readme.indexOf('## The API in brief'), readme.indexOf('\n## ', readme.indexOf('## The API in brief') + 1));
  const catalogue = JSON.parse(fs.readFileSync('catalogue/catalogue.json', 'utf8')) as {
    endpoints: { path: string; permissions: string; in_project_spec: boolean; live: { status: string; live_path?: string } }[];
  };
  const served = catalogue.endpoints.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');
  it('says how many collections are served, and points to the catalogue and the API reference', () => {
    assert.match(section, new RegExp(`Collections: ${served.length}\\b`));
    assert.ok(section.includes('(catalogue/README.md)'), 'links catalogue/README.md');
    assert.ok(section.includes('(docs/api.md'), 'links docs/api.md');
  });
  it('gives an example from outside the spec, and every path it names is served', () => {
    const paths = new Set(served.flatMap((e) => [e.path, ...(e.live.live_path ? [e.live.live_path] : [])]));
    const named = [...section.matchAll(/`(?:GET \/api\/)?([a-z]+\/[a-z0-9-]+)\/?(?:\?[^`]*)?`/g)].map((m) => m[1]!);
    assert.ok(named.length >= 10);
    for (const p of named) assert.ok(paths.has(p), `${p} is a served collection`);
    const outside = named.filter((p) => !served.some((e) => e.path === p && (e.in_project_spec || p === 'core/polities')));
    assert.ok(outside.some((p) => section.includes(`GET /api/${p}/`)), 'a request to a collection outside the spec');
  });
});
