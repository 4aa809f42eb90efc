/**
 * Golden files (PostgREST's test/io/configs/expected/): what the code derives, written as stable readable text under
 * test/golden/, compared by test/golden.test.ts. `npm run golden` (UPDATE_GOLDEN=1) rewrites them; the diff of
 * test/golden/ in review then shows what a change to a collection does to the registry, both schemas and OpenAPI.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import type pg from 'pg';

/** test/golden/ in the source tree (this file runs from dist/test/helpers/). */
export const GOLDEN_DIR = fileURLToPath(new URL('../../../test/golden/', import.meta.url));

export const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** The one command that rewrites the files, named by every failure. */
export const REGENERATE = 'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run golden';

/** Keys shown first in an object, in this order (the rest follow sorted): an entry's identity before its details. */
const FIRST = ['path', 'name', 'param', 'kind', 'type', 'title'];
const WIDTH = 120;

function keyOrder(a: string, b: string): number {
  const ia = FIRST.indexOf(a), ib = FIRST.indexOf(b);
  if (ia !== ib) return ia < 0 ? 1 : ib < 0 ? -1 : ia - ib;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `value` as plain JSON data: a Map becomes an object in its own order (the registry's maps are ordered), a Set an
 * array, a function its name; undefined properties are left out. With `sortKeys`, plain objects' keys are ordered by
 * `keyOrder`, so that moving a property's assignment in the code changes nothing here.
 */
export function plain(value: unknown, sortKeys: boolean, seen: readonly object[] = []): unknown {
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (!value || typeof value !== 'object') return value;
  if (seen.includes(value)) return '[circular]';
  const inner = [...seen, value];
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plain(v, sortKeys, inner)]));
  if (value instanceof Set) return [...value].map((v) => plain(v, sortKeys, inner));
  if (Array.isArray(value)) return value.map((v) => plain(v, sortKeys, inner));
  const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined);
  if (sortKeys) keys.sort(keyOrder);
  return Object.fromEntries(keys.map((k) => [k, plain((value as Record<string, unknown>)[k], sortKeys, inner)]));
}

/** `v` on one line, spaced as a person writes it: `{"a": 1, "b": [1, 2]}`. */
function flatJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flatJson).join(', ')}]`;
  if (v && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${flatJson(x)}`).join(', ')}}`;
  return JSON.stringify(v);
}

/** JSON indented by two, but an array or object that fits on its line is written on it (sources, choices, examples). */
export function stableJson(value: unknown): string {
  const write = (v: unknown, indent: string, lead: number): string => {
    const flat = flatJson(v);
    if (v === null || typeof v !== 'object' || indent.length + lead + flat.length <= WIDTH) return flat;
    const inner = indent + '  ';
    if (Array.isArray(v)) return `[\n${v.map((x) => inner + write(x, inner, 0)).join(',\n')}\n${indent}]`;
    const entries = Object.entries(v);
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${write(x, inner, JSON.stringify(k).length + 2)}`).join(',\n')}\n${indent}}`;
  };
  return write(value, '', 0) + '\n';
}

/** `CREATE TABLE t (a, b, c) …` with one column or constraint a line, so a new column is a one-line diff. */
function tableLines(sql: string): string {
  const open = sql.indexOf('(');
  if (!/^CREATE TABLE /i.test(sql) || open < 0) return sql;
  const parts: string[] = [];
  let depth = 0, quote = '', start = open + 1, end = -1;
  for (let i = open + 1; i < sql.length && end < 0; i++) {
    const ch = sql[i]!;
    if (quote) { if (ch === quote) quote = ''; continue; }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) end = i;
    else if (ch === ',' && depth === 0) { parts.push(sql.slice(start, i).trim()); start = i + 1; }
  }
  if (end < 0) return sql;
  parts.push(sql.slice(start, end).trim());
  return `${sql.slice(0, open).trimEnd()} (\n${parts.map((p) => `  ${p}`).join(',\n')}\n)${sql.slice(end + 1)}`;
}

/**
 * The schema of a SQLite databank: every object's SQL from sqlite_master, each table followed by its indexes. The
 * shadow tables SQLite keeps for a virtual (FTS5) table are its own business, and left out.
 */
export function sqliteSchema(db: Database.Database): string {
  const rows = db.prepare(
    `SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL
        AND name NOT IN (SELECT name FROM pragma_table_list WHERE type = 'shadow')
      ORDER BY tbl_name, CASE type WHEN 'table' THEN 0 ELSE 1 END, name`).all() as { type: string; name: string; sql: string }[];
  return rows.map((r) => `${tableLines(r.sql.replace(/\s*\n\s*/g, ' '))};\n`).join('');
}

/**
 * The schema of a PostgreSQL databank, from the catalogs (pg_dump's output varies with its version): extensions,
 * schemas, then per table its columns (type, collation, nullability, default), constraints and indexes, sorted by
 * name. A generation schema's number (`databank_g3`) depends on the loads before it, so it is written `_g<n>`.
 */
export async function postgresSchema(client: pg.ClientBase): Promise<string> {
  const mine = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND n.nspname NOT LIKE 'pg_temp%' AND n.nspname NOT LIKE 'pg_toast_temp%'`;
  const out: string[] = [];
  const ext = await client.query<{ extname: string }>(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`);
  for (const e of ext.rows) out.push(`EXTENSION ${e.extname}`);
  const schemas = await client.query<{ nspname: string }>(`SELECT n.nspname FROM pg_namespace n WHERE ${mine} ORDER BY 1`);
  for (const s of schemas.rows) out.push(`SCHEMA ${s.nspname}`);
  const rels = await client.query<{ oid: number; nspname: string; relname: string; relkind: string }>(
    `SELECT c.oid, n.nspname, c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${mine} AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') ORDER BY n.nspname, c.relname`);
  const kinds: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE', f: 'FOREIGN TABLE' };
  for (const rel of rels.rows) {
    out.push('', `${kinds[rel.relkind]} ${rel.nspname}.${rel.relname}`);
    if (rel.relkind === 'S') continue;
    const cols = await client.query<{ attname: string; type: string; notnull: boolean; collation: string | null; def: string | null }>(
      `SELECT a.attname, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
              CASE WHEN a.attcollation <> t.typcollation THEN co.collname END AS collation, pg_get_expr(d.adbin, d.adrelid) AS def
         FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
         LEFT JOIN pg_collation co ON co.oid = a.attcollation
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`, [rel.oid]);
    for (const c of cols.rows) {
      out.push(`  ${c.attname} ${c.type}${c.collation ? ` COLLATE "${c.collation}"` : ''}${c.notnull ? ' NOT NULL' : ''}${c.def ? ` DEFAULT ${c.def}` : ''}`);
    }
    const cons = await client.query<{ conname: string; def: string }>(
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1 ORDER BY conname`, [rel.oid]);
    for (const c of cons.rows) out.push(`  CONSTRAINT ${c.conname} ${c.def}`);
    const idx = await client.query<{ def: string }>(
      `SELECT pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = $1 ORDER BY c.relname`, [rel.oid]);
    for (const i of idx.rows) out.push(`  ${i.def}`);
  }
  return out.join('\n').replace(/(\w)_g\d+\b/g, '$1_g<n>') + '\n';
}

/** Where a differing derivation is written, for `diff -u`. */
const ACTUAL_DIR = path.join(os.tmpdir(), 'databank-golden-actual');

/**
 * Compares `actual` with the golden file `name`, or (UPDATE_GOLDEN=1) writes it. On a difference, the failure names
 * the first differing line, a `diff -u` to read the rest, and the command that accepts the change.
 */
export function golden(name: string, actual: string): void {
  const file = path.join(GOLDEN_DIR, name);
  if (UPDATE) {
    fs.mkdirSync(GOLDEN_DIR, { recursive: true });
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== actual) fs.writeFileSync(file, actual);
    return;
  }
  const expected = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (expected === actual) return;
  fs.mkdirSync(ACTUAL_DIR, { recursive: true });
  const got = path.join(ACTUAL_DIR, name);
  fs.writeFileSync(got, actual);
  const accept = `If the change is intended, run \`${REGENERATE}\` and review \`git diff test/golden/\`.`;
  if (expected === undefined) assert.fail(`test/golden/${name} is missing (what the code derives is in ${got}). ${accept}`);
  const a = expected.split('\n'), b = actual.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const added = b.length - a.length;
  assert.fail([
    `test/golden/${name} differs from what the code derives now, first at line ${i + 1}` +
      ` (${added === 0 ? 'same length' : `${Math.abs(added)} line(s) ${added > 0 ? 'more' : 'fewer'}`}):`,
    `  golden: ${a[i] ?? '(end of file)'}`,
    `  now:    ${b[i] ?? '(end of file)'}`,
    `All of it: diff -u test/golden/${name} ${got}`,
    accept,
  ].join('\n'));
}
