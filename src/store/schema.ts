/** Registry → DDL shared by both stores: one table per collection, keyed by ordinal (design: pages by position). */
import { REGISTRY, type CollectionDef } from '../registry/index.js';

/** Bumped when the stored layout changes; a databank of another version is refused with a clear message. */
export const SCHEMA_VERSION = 1;

export const POLITIES_TABLE = 'polities';

/**
 * `ord` is the 1-based position in API order, so page n is `ord BETWEEN 50(n-1)+1 AND 50n`;
 * `lookup` is the id as a URL names it (integer, or lower-case UUID); `body` is the served JSON.
 */
export function collectionDdl(def: CollectionDef, dialect: 'sqlite' | 'postgres', schema?: string): string[] {
  const name = qualified(def.table, schema);
  const lookup = def.idType === 'integer' ? (dialect === 'sqlite' ? 'INTEGER' : 'BIGINT') : 'TEXT';
  return [
    `CREATE TABLE ${name} (ord INTEGER PRIMARY KEY, lookup ${lookup} NOT NULL, body TEXT NOT NULL)`,
    // Index names are schema-local in Postgres, so the plain name serves both dialects.
    `CREATE UNIQUE INDEX "${def.table}_lookup" ON ${name} (lookup)`,
  ];
}

export function politiesDdl(dialect: 'sqlite' | 'postgres', schema?: string): string[] {
  const id = dialect === 'sqlite' ? 'INTEGER' : 'BIGINT';
  return [`CREATE TABLE ${qualified(POLITIES_TABLE, schema)} (id ${id} PRIMARY KEY, body TEXT NOT NULL)`];
}

export function metaDdl(schema?: string): string[] {
  return [`CREATE TABLE ${qualified('meta', schema)} (key TEXT PRIMARY KEY, value TEXT NOT NULL)`];
}

export function allTables(): string[] {
  return [...REGISTRY.map((d) => d.table), POLITIES_TABLE, 'meta'];
}

function qualified(table: string, schema?: string): string {
  return schema ? `"${schema}"."${table}"` : `"${table}"`;
}
