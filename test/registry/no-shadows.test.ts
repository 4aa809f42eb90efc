/**
 * The registry is the only registry: the modules that read collections for every view (pages, plans, stores, the
 * loader's checks, OpenAPI) name no collection path and compare no field name; they read the registry's properties
 * (label, section, field roles, derived value fields) instead. Comments may name paths as examples.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { databankRegistry, POLITY_FIELDS, type FieldDef } from '../../src/registry/index.js';

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

/** The page modules (and the pages' script): what they show reads fields by role (src/registry/roles.ts), never by name. */
const PAGES = ['src/render/html', 'src/http/page-data.ts', 'src/http/pages.ts'];
const PAGE_SCRIPTS = ['src/render/html/assets/pages.js'];

/**
 * Field names a page could spell: every field of every collection (nested shapes too) and of the polity summary
 * whose name has an underscore (`year_from`, `long_name`, `home_nga`). A one-word name (`id`, `name`, `tag`) is also
 * a property of the registry's own types (`def.name`, `field.name`), so it cannot be told from them by its spelling.
 */
function fieldNames(): Set<string> {
  const names = new Set<string>();
  const add = (fields: readonly FieldDef[]): void => {
    for (const f of fields) {
      if (f.name.includes('_')) names.add(f.name);
      if (f.shape) add(f.shape);
    }
  };
  add(POLITY_FIELDS);
  for (const def of databankRegistry().collections) add(def.fields);
  return names;
}

/** A filter parameter spelled out: a field and a django lookup (`name__icontains`, `year_from__gte`, `polity__name`). */
const FIELD_LOOKUP = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*__(?:[a-z][a-z0-9_]*)\b/g;

/** What a line of a page module names: field names as a property, key, string or identifier, and field__lookup spellings. */
export function namedFields(line: string, names: ReadonlySet<string>): string[] {
  const found = [...line.matchAll(/[A-Za-z_$][\w$]*/g)].map((m) => m[0]).filter((w) => names.has(w));
  return [...found, ...[...line.matchAll(FIELD_LOOKUP)].map((m) => m[0])];
}

test('no page module names a field: property access, keys, strings and field__lookup parameters read roles instead', () => {
  const names = fieldNames();
  for (const must of ['year_from', 'year_to', 'start_year', 'end_year', 'long_name', 'polity_tag', 'home_nga']) assert.ok(names.has(must), must);
  // The rule finds what it is for (the literals of issue 26), and not a page's own words.
  assert.deepEqual(namedFields("const from = r.year_from, to = r['year_to'];", names), ['year_from', 'year_to']);
  assert.deepEqual(namedFields('html`<a href="${u}?name__icontains=${q}">${p.long_name}</a>`', names), ['long_name', 'name__icontains']);
  assert.deepEqual(namedFields("`?name__icontains=${q}&long_name__icontains=${q}`", names), ['name__icontains', 'long_name__icontains']);
  assert.deepEqual(namedFields("read([['long_name__icontains', q]]);", names), ['long_name__icontains']);
  assert.deepEqual(namedFields('interface P { start_year: number; end_year: number }', names), ['start_year', 'end_year']);
  assert.deepEqual(namedFields('const { from, to } = codedRoles(def).years!; html`<td class="c-${f.name}">`', names), []);
  const found: string[] = [];
  for (const file of [...PAGES.flatMap(files), ...PAGE_SCRIPTS]) {
    code(fs.readFileSync(file, 'utf8')).forEach((line, i) => {
      const named = namedFields(line, names);
      if (named.length) found.push(`${file}:${i + 1}: ${named.join(', ')}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, [], 'read these by role (src/registry/roles.ts: ownYears, codedRoles, politySummary, politySearch) or a filter\'s param');
});
