/** A record's typed column values (registry `columns`), computed once at load time beside its rendered body. */
import type { CollectionDef, ColumnDef } from './types.js';

/** A typed column's value; timestamps are bigint microseconds (year 1 and 9999 are beyond 2^53 µs from 1970). */
export type ColumnValue = number | bigint | string | null;

/** The values of `def.columns` for one valid record, in that order. */
export function columnValues(def: CollectionDef, record: Record<string, unknown>): ColumnValue[] {
  return def.columns.map((c) => columnValue(c, record));
}

function columnValue(column: ColumnDef, record: Record<string, unknown>): ColumnValue {
  let value: unknown = null;
  for (const path of column.sources) {
    value = at(record, path);
    if (value !== null && value !== undefined) break;
  }
  if (value === null || value === undefined) return null;
  switch (column.type) {
    case 'int': return typeof value === 'boolean' ? (value ? 1 : 0) : (value as number);
    case 'text': return value as string;
    case 'upper': return upper(value as string);
    case 'date': return (value as string).slice(0, 10);
    case 'micros': return timestampMicros(value as string);
    case 'real': return value as number;
    case 'scaled': return scaledDecimal(value as string);
    case 'members': return membersText(value as readonly unknown[]);
  }
}

/**
 * A decimal string as it is served (`-46.415304229595`, validated at load: its field's places exactly) as the integer
 * of its digits: a safe number, or a bigint beyond 2^53 (16 digits may be). Compared with a filter's value scaled
 * alike (plan/parse.ts), it compares exactly, as PostgreSQL's numeric does in the original.
 */
export function scaledDecimal(text: string): number | bigint {
  const n = BigInt(text.replace('.', ''));
  return n >= -MAX_SAFE && n <= MAX_SAFE ? Number(n) : n;
}
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A list of ids (or of rows with an `id`: polity summaries) as `,1,5,9,`: a record holds id 5 when its text contains
 * `,5,`, which both stores answer with the `contains` they have. An empty list is `,`.
 */
function membersText(list: readonly unknown[]): string {
  let out = ',';
  for (const item of list) out += `${String(typeof item === 'object' && item !== null ? (item as { id: unknown }).id : item)},`;
  return out;
}

function at(record: Record<string, unknown>, path: readonly string[]): unknown {
  let v: unknown = record;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/**
 * Upper case as PostgreSQL's `UPPER` gives it under a UTF-8 locale: each character mapped on its own (libc
 * towupper), so a character whose full upper case is several (ß → SS, ﬁ → FI) stays as it is. Used for both the
 * stored column and the searched value, so `icontains` compares alike on SQLite and PostgreSQL.
 */
export function upper(text: string): string {
  const full = text.toUpperCase();
  if (full.length === text.length) return full; // no expansion: the simple mapping, character by character
  let out = '';
  for (const ch of text) {
    const u = ch.toUpperCase();
    out += u.length === ch.length ? u : ch;
  }
  return out;
}

/** `YYYY-MM-DDTHH:MM:SS[.fffffffff]Z` (validated at load) as microseconds since 1970, exactly (fraction beyond µs cut). */
export function timestampMicros(text: string): bigint {
  const d = new Date(0);
  d.setUTCFullYear(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  d.setUTCHours(Number(text.slice(11, 13)), Number(text.slice(14, 16)), Number(text.slice(17, 19)), 0);
  const fraction = text.length > 20 ? text.slice(20, -1) : '';
  return BigInt(d.getTime()) * 1000n + BigInt((fraction + '000000').slice(0, 6));
}
