/**
 * `icontains` on SQLite through a dictionary of the column's distinct values. SQLite has no trigram index that folds
 * case as PostgreSQL's `UPPER` does, and a containment test on every record reads the whole table. Texts repeat,
 * though (a title is shared by dozens of references), so each text column with an exact filter also gets a table
 * of its distinct values `v`, their upper-folded form `u` (the very
 * value of the record's `__u` column, folded at load by registry/columns.ts) and how many records hold each `n`.
 * `instr(X__u, ?)` over the records is then exactly `X IN (SELECT v FROM dict WHERE instr(u, ?) > 0)`, read through
 * the `(X, ord)` index, and its count is `sum(n)` over the same rows of the dictionary. The dictionary's own
 * candidates come from an FTS5 trigram index of `u` (case-sensitive: `u` is already folded), checked again with
 * `instr`, so the answer is the containment test's whatever the index matches; a fragment of fewer than 3
 * characters, which has no trigram, scans the dictionary. (PostgreSQL has its trigram indexes, schema.ts.)
 */
import type Database from 'better-sqlite3';
import type { RowQuery } from '../../plan/plan.js';
import type { CollectionDef } from '../../registry/index.js';
import { columnName } from '../schema.js';
import type { Compiled } from '../sql.js';

const known = new WeakMap<CollectionDef, ReadonlyMap<string, string>>();

/** `X__u` → `X` for each `icontains` column whose exact column is indexed (so it has the `(X, ord)` index). */
function dictColumns(def: CollectionDef): ReadonlyMap<string, string> {
  let m = known.get(def);
  if (!m) {
    const out = new Map<string, string>();
    for (const f of def.filters) {
      if (f.via || f.lookup !== 'icontains' || !f.column.endsWith('__u')) continue;
      const base = f.column.slice(0, -3);
      if (def.columns.some((c) => c.name === base && c.indexed && c.type === 'text')) out.set(f.column, base);
    }
    m = out;
    known.set(def, m);
  }
  return m;
}

const dictTable = (def: CollectionDef, base: string): string => `${def.table}__${base}__dict`;

/**
 * A dictionary pays where values repeat: one with more than a REPEAT-th as many entries as the collection has
 * records (a URL, a long name: nearly one entry per record) is dropped at load, and that column's `icontains` reads the records as before.
 */
const REPEAT = 8;

/** Builds a collection's dictionaries once its rows are in (a SQLite load, sqlite/writer.ts). */
export function buildDicts(db: Database.Database, def: CollectionDef, records: number): void {
  for (const [folded, base] of dictColumns(def)) {
    const name = `"${dictTable(def, base)}"`, fts = `"${dictTable(def, base)}_fts"`;
    db.exec(`CREATE TABLE ${name} (v TEXT NOT NULL, u TEXT NOT NULL, n INTEGER NOT NULL)`);
    // `u` is the same for every record of one `v` (both come from the same field, folded by one function).
    const entries = db.prepare(`INSERT INTO ${name} (v, u, n) SELECT ${columnName(base)}, min(${columnName(folded)}), count(*) `
      + `FROM "${def.table}" WHERE ${columnName(base)} IS NOT NULL GROUP BY ${columnName(base)}`).run().changes;
    if (entries * REPEAT > records) {
      db.exec(`DROP TABLE ${name}`);
      continue;
    }
    db.exec(`CREATE VIRTUAL TABLE ${fts} USING fts5(u, content='', tokenize='trigram case_sensitive 1')`);
    db.exec(`INSERT INTO ${fts} (rowid, u) SELECT rowid, u FROM ${name}`);
  }
}

/** The dictionaries a databank file holds (read when it is opened). */
export function dictsOf(db: Database.Database): Set<string> {
  return new Set(db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_\\_dict' ESCAPE '\\'`).pluck().all() as string[]);
}

/**
 * A query of one `icontains` on a column with a dictionary, rewritten: its condition through the dictionary, its
 * count from it, and the index its page reads. Undefined for any other query.
 */
export function dictQuery(query: RowQuery, dicts: ReadonlySet<string>): { where: Compiled; count: Compiled; index: string } | undefined {
  if (query.where.length !== 1) return undefined;
  const c = query.where[0]!;
  if (c.op !== 'contains') return undefined;
  const base = dictColumns(query.def).get(c.column);
  if (base === undefined || !dicts.has(dictTable(query.def, base))) return undefined;
  const dict = `"${dictTable(query.def, base)}"`, fts = `"${dictTable(query.def, base)}_fts"`;
  // An FTS5 string: the fragment in double quotes (doubled inside), a phrase of its trigrams.
  const trigrams = [...c.value].length >= 3 && !c.value.includes('\0');
  const rows = trigrams ? `rowid IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?) AND instr(u, ?) > 0` : 'instr(u, ?) > 0';
  const params = trigrams ? [`"${c.value.replace(/"/g, '""')}"`, c.value] : [c.value];
  return {
    where: { sql: ` WHERE ${columnName(base)} IN (SELECT v FROM ${dict} WHERE ${rows})`, params },
    count: { sql: `SELECT coalesce(sum(n), 0) AS n FROM ${dict} WHERE ${rows}`, params },
    index: `${query.def.table}__${base}`,
  };
}
