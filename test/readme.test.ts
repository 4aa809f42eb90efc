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
    const commands = [...cli.matchAll(/\.command\('([a-z-]+)/g)].map((m) => m[1]!);
    assert.ok(commands.length >= 2);
    for (const c of commands) assert.match(readme, new RegExp(`databank ${c}\\b`), `README lacks databank ${c}`);
  });
});
