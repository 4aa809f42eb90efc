/** Registry → DDL shared by both stores: one table per collection, keyed by ordinal (design: pages by position). */
import type { CollectionDef, ColumnType } from '../registry/index.js';

/**
 * Bumped, per store, when its stored layout changes; a databank of another version is refused with a clear message.
 * Per store so that a change to one store's layout does not make every databank of the other one unreadable (a
 * PostgreSQL database shared by many servers would refuse every generation during a rolling deploy).
 * 2: typed columns for filters and ordering; polities are a collection; 3: count tables (counts.ts), SQLite
 * dictionaries (sqlite/dict.ts); 4: whole-collection download pieces (pieces.ts); 5: the catalogue's collections
 * (lean tables; long paths' table names cut and hashed: registry tableOf); 6 (SQLite only): the FTS5 tables of
 * `search`; 7 (SQLite), 6 (PostgreSQL): the long table's pieces of every coded collection (pieces.ts VALUES_FORMS).
 */
export const SCHEMA_VERSION = { sqlite: 7, postgres: 6 } as const;

/**
 * `ord` is the 1-based position in API order, so page n is `ord BETWEEN 50(n-1)+1 AND 50n`;
 * `lookup` is the id as a URL names it (integer, or lower-case UUID); `body` is the served JSON; then the typed
 * columns the registry derives from the collection's filters and sortable fields (`c_<name>`).
 * Returns the table first, then its indexes (built once the rows are in).
 */
export function collectionDdl(def: CollectionDef, dialect: 'sqlite' | 'postgres', schema?: string): string[] {
  const name = qualified(def.table, schema);
  const lookup = def.idType === 'integer' ? (dialect === 'sqlite' ? 'INTEGER' : 'BIGINT') : 'TEXT';
  const columns = def.columns.map((c) => `${columnName(c.name)} ${sqlType(c.type, dialect)}`);
  const indexes = def.columns.filter((c) => c.indexed).map((c) => {
    const index = `"${def.table}__${c.name}"`;
    const keys = [columnName(c.name), ...(c.indexWith ? [columnName(c.indexWith)] : []), 'ord'].join(', ');
    // PostgreSQL's btree entries are limited to about 2.7 kB, and texts may be longer: equality on text is a hash index.
    if (dialect === 'postgres' && c.type === 'text') return `CREATE INDEX ${index} ON ${name} USING hash (${columnName(c.name)})`;
    return `CREATE INDEX ${index} ON ${name} (${keys})`;
  });
  // covers_year's pair again, led by `ord`: a page of a year's records walks these narrow entries in record order and
  // stops at the page's end, instead of reading every record before it (rows are wide: the body sits beside them)
  // or sorting every entry of an `eff_from <= year` range (most of the table for a late year).
  // And led by the end year: a late year's records are found among the few that end after it.
  const walks = def.columns.filter((c) => c.indexWith).flatMap((c) => [
    `CREATE INDEX "${def.table}__${c.name}__walk" ON ${name} (ord, ${columnName(c.name)}, ${columnName(c.indexWith!)})`,
    `CREATE INDEX "${def.table}__${c.indexWith!}" ON ${name} (${columnName(c.indexWith!)}, ${columnName(c.name)}, ord)`,
  ]);
  // icontains: a trigram index where PostgreSQL has pg_trgm (store/postgres/writer.ts asks for it); SQLite scans.
  const trigram = dialect === 'postgres'
    ? def.columns.filter((c) => c.type === 'upper' && !isConstant(def, c.sources[0]!)).map((c) =>
      `CREATE INDEX "${def.table}__${c.name}" ON ${name} USING gin (${columnName(c.name)} gin_trgm_ops)`)
    : [];
  return [
    `CREATE TABLE ${name} (ord INTEGER PRIMARY KEY, lookup ${lookup} NOT NULL, body TEXT NOT NULL${columns.map((c) => ', ' + c).join('')})`,
    // Index names are schema-local in Postgres, so the plain name serves both dialects.
    `CREATE UNIQUE INDEX "${def.table}_lookup" ON ${name} (lookup)`,
    ...indexes,
    ...walks,
    ...trigram.map((sql) => TRIGRAM_MARK + sql),
    // `search` (full-text) on SQLite: an FTS5 table, filled once the rows are in; PostgreSQL reads the columns.
    ...(dialect === 'sqlite' ? searchDdl(def) : []),
  ];
}

/** Whether a column holds a field every record has the same value of (no index can narrow it). */
function isConstant(def: CollectionDef, source: readonly string[]): boolean {
  return source.length === 1 && def.fields.some((f) => f.name === source[0] && f.constant !== undefined);
}

/** Marks DDL that needs pg_trgm: the PostgreSQL writer runs it only where the extension could be had. */
export const TRIGRAM_MARK = '-- trigram\n';

/** The SQL name of a typed column (prefixed, so no field name can clash with `ord`, `lookup` or `body`). */
export function columnName(column: string): string {
  return column === 'id' ? 'lookup' : `"c_${column}"`;
}

export function sqlType(type: ColumnType, dialect: 'sqlite' | 'postgres'): string {
  if (type === 'int' || type === 'micros' || type === 'scaled') return dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
  if (type === 'real') return dialect === 'sqlite' ? 'REAL' : 'DOUBLE PRECISION';
  return dialect === 'sqlite' ? 'TEXT' : 'TEXT COLLATE "C"';
}

export function metaDdl(schema?: string): string[] {
  return [`CREATE TABLE ${qualified('meta', schema)} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`];
}


function qualified(table: string, schema?: string): string {
  return schema ? `"${schema}"."${table}"` : `"${table}"`;
}

/** The FTS5 table of a collection's searched fields. */
export function searchTable(table: string): string {
  return `${table}__search`;
}

/**
 * FTS5's Porter stemmer over its unicode61 tokenizer; diacritics kept, as PostgreSQL's `english` keeps them
 * (`Ōyo` is not `oyo`). Contentless (`content=''`): only the index is stored; no column sizes (no ranking is asked).
 */
const TOKENIZE = `porter unicode61 remove_diacritics 0`;

/** The DDL that makes and fills a collection's FTS5 table, to run once its rows are in (none if it has no `search`). */
export function searchDdl(def: CollectionDef): string[] {
  if (!def.search.length) return [];
  const fts = `"${searchTable(def.table)}"`;
  const cols = def.search.map((_, i) => `c${i}`);
  return [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(${cols.join(', ')}, content='', columnsize=0, tokenize='${TOKENIZE}')`,
    `INSERT INTO ${fts} (rowid, ${cols.join(', ')}) SELECT ord, ${def.search.map((c) => `coalesce(${columnName(c)}, '')`).join(', ')} FROM "${def.table}"`,
  ];
}
