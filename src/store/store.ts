/** The Store interface: ordinal ranges and single records out, whole databanks in. The HTTP layer knows only this. */
import type { CollectionDef } from '../registry/index.js';

/** One loaded databank. Everything read in one request comes from one generation. */
export interface Generation {
  /** Opaque; derived from the content (store/digest.ts), so one databank has one id, and ETags, on every store. */
  readonly id: string;
  /** ISO timestamp of the load that made it. */
  readonly loadedAt: string;
  /** Record count per collection path (spec §2.1 `count`). */
  readonly counts: Readonly<Record<string, number>>;
}

/** A record to store: its lookup key and its rendered JSON, exactly as it will be served. */
export interface StoredRow {
  /** The record's `id`: a number for integer ids, the UUID text for citations. */
  readonly id: number | string;
  /** The record rendered once, at load time (design: "records are rendered once"). */
  readonly body: string;
}

/** A databank being written beside the current one. Nothing is visible to readers before `commit`. */
export interface DatabankWriter {
  /** Writes every record of one collection; rows come in any order, the writer orders them (spec §2.1). */
  writeCollection(def: CollectionDef, rows: StoredRow[]): Promise<void>;
  /** Writes the polity summaries (spec §2.2), for export. */
  writePolities(rows: StoredRow[]): Promise<void>;
  /** Verifies the new databank and makes it current in one atomic step. */
  commit(): Promise<Generation>;
  /** Throws the new databank away; the current one is untouched. */
  abort(): Promise<void>;
}

/** Backend-neutral storage. SQLite (embedded default) and PostgreSQL implement it. */
export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** The databank being served now, or undefined when none is loaded. Cheap: cached, refreshed on swaps. */
  current(): Promise<Generation | undefined>;
  /** Rendered records at ordinals `first`..`last` (1-based, inclusive) of a collection, in order. */
  rows(gen: Generation, def: CollectionDef, first: number, last: number): Promise<string[]>;
  /** One record by the text of its id as it appears in a URL, or undefined. */
  record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined>;
  /** Polity summaries in id order, rendered (for export). */
  polities(gen: Generation): Promise<string[]>;
  /** Starts a new databank beside the current one. */
  beginLoad(): Promise<DatabankWriter>;
  /** Whether the backing database answers now (for /readyz). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Orders stored rows as the API serves them: integer ids numerically, UUIDs by their text (spec §2.1). */
export function compareIds(a: StoredRow, b: StoredRow): number {
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id - b.id;
  const x = String(a.id), y = String(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
}

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The lookup key of a record id in a URL: integers as numbers, UUIDs lower-cased (as Django's UUIDField compares). */
export function lookupKey(def: CollectionDef, text: string): number | string | undefined {
  if (def.idType === 'integer') {
    if (!/^-?\d{1,16}$/.test(text)) return undefined;
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  // The common case, a hyphenated UUID (every stored id is one), skips the normalisation below.
  const lower = text.toLowerCase();
  if (CANONICAL_UUID.test(lower)) return lower;
  const hex = lower.replace(/^urn:uuid:/, '').replace(/^\{(.*)\}$/, '$1').replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
