/**
 * The registry is the only registry: the modules that read collections for every view (pages, plans, stores, the
 * loader's checks, OpenAPI) name no collection path and compare no field name; they read the registry's properties
 * (label, section, field roles, derived value fields) instead. Comments may name paths as examples.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/** Where no path or field name may be switched on. (The demo's hand-written generators are seed data: they stay keyed by path.) */
const SCANNED = ['src/render', 'src/plan', 'src/store', 'src/load/loader.ts', 'src/load/prepare.ts', 'src/http'];

/** A collection path in a string (`'sc/tokens'`), or a field or path compared with a literal (`f.name === 'ref'`). */
const SHADOWS = [
  /['"`/](sc|core|general|wf|rt|ec|crisisdb)\/[a-z][a-z-]*/,
  /\.(name|path|field)\s*[!=]==?\s*['"`]/,
  /['"`]\s*[!=]==?\s*[\w.]+\.(name|path|field)\b/,
];

function files(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return entry.endsWith('.ts') ? [entry] : [];
  return fs.readdirSync(entry).flatMap((name) => files(path.join(entry, name)));
}

/** The code of a file without its comments (block comments kept as blank lines, so line numbers hold). */
function code(text: string): string[] {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).split('\n').map((line) => line.replace(/(^|\s)\/\/.*$/, ''));
}

test('no module outside src/registry switches on a collection path or a field name', () => {
  const found: string[] = [];
  for (const file of SCANNED.flatMap(files)) {
    code(fs.readFileSync(file, 'utf8')).forEach((line, i) => {
      if (SHADOWS.some((re) => re.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, [], 'move these into registry data (src/registry/collections.ts) and read them by property or role');
});
