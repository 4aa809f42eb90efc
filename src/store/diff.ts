/**
 * What changed between two databanks (docs/api.md, "What changed between releases"), store-neutral: a merge-join of
 * two scans of one collection, each in API order (integer ids numerically, UUIDs by their text: compareIds), so that
 * nothing is held but a chunk of each side. Bodies are compared as the strings they are stored as (records are
 * rendered once, at load, so one record is one string in every generation); only a record whose bodies differ is
 * parsed, and only where its changed fields are asked for.
 *
 * Two uses: `diffRows`, the rows with both bodies (the downloads stream it); `diffIndex`, the kinds and ids alone,
 * small enough to keep (the JSON pages need the count, and a page is then a window of it).
 */
import { createHash } from 'node:crypto';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { CollectionDef } from '../registry/index.js';
import { QueryTimeLimitError, type Generation, type Store } from './store.js';

export type Change = 'added' | 'removed' | 'changed';
export type RecordId = number | string;

/** One record that differs: its bodies as served (null on the side that lacks it). */
export interface DiffRow {
  readonly change: Change;
  readonly id: RecordId;
  readonly before: string | null;
  readonly after: string | null;
}

/** The changes of one collection between two generations: what a page is a window of (no bodies). */
export interface DiffIndex {
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
  readonly countBefore: number;
  readonly countAfter: number;
  /** Per change, in id order: KIND_CODES of its change. */
  readonly kinds: Uint8Array;
  /** Per change, its record id: numbers for integer ids, else text ids packed (TextIds). */
  readonly ids: Float64Array | TextIds;
}

/**
 * Text ids (UUIDs) as one string and where each ends: a one-byte string of ASCII ids is a byte a character, where a
 * string per id would be some 90 bytes (header and two-byte estimate), so a larger index stays within the cache.
 */
export interface TextIds {
  readonly text: string;
  readonly ends: Uint32Array;
  /** 1 when every character is Latin-1 (V8 keeps such a string a byte a character), else 2. */
  readonly charBytes: 1 | 2;
}

function packIds(ids: readonly string[]): TextIds {
  const ends = new Uint32Array(ids.length);
  let at = 0;
  for (const [i, id] of ids.entries()) ends[i] = at += id.length;
  const text = ids.join('');
  return { text, ends, charBytes: /[^\u0000-\u00ff]/.test(text) ? 2 : 1 };
}

export const KINDS: readonly Change[] = ['added', 'removed', 'changed'];
const KIND_CODE: Readonly<Record<Change, number>> = { added: 0, removed: 1, changed: 2 };

/** What a diff reads: the collection's every row, in API order, as the record bodies served. */
const wholeQuery = (def: CollectionDef) => ({ def, where: [], order: [], whereKey: '[]' });

/** Rows of a diff handed over at once (a chunk of a download). */
const DIFF_CHUNK = 1000;

/**
 * A record's id, read from its stored text: records are rendered with `id` first (the registry's field order), so
 * `{"id":123,` or `{"id":"<uuid>",` is read without parsing the rest; anything else is parsed.
 */
export function bodyId(body: string): RecordId {
  if (body.startsWith('{"id":')) {
    if (body.charCodeAt(6) === 0x22) {
      const end = body.indexOf('"', 7);
      const text = body.slice(7, end);
      if (end > 7 && !text.includes('\\')) return text;
    } else {
      let end = 6;
      while (end < body.length && body[end] !== ',' && body[end] !== '}') end++;
      const n = Number(body.slice(6, end));
      if (Number.isFinite(n)) return n;
    }
  }
  return (JSON.parse(body) as { id: RecordId }).id;
}

/** API order of two ids: numbers numerically, text by UTF-16 code units (compareIds of store.ts). */
export function compareRecordIds(a: RecordId, b: RecordId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a), y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The names of the fields whose values differ between two versions of a record, in the record's key order (the
 * before version's, then keys only the after version has): values compared by their JSON text.
 */
export function changedFields(before: string, after: string): string[] {
  const a = JSON.parse(before) as Record<string, unknown>, b = JSON.parse(after) as Record<string, unknown>;
  const fields: string[] = [];
  for (const key of Object.keys(a)) {
    if (!Object.hasOwn(b, key) || JSON.stringify(a[key]) !== JSON.stringify(b[key])) fields.push(key);
  }
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) fields.push(key);
  return fields;
}

/**
 * One side of the merge: the scan's current chunk and where in it. The next chunk is asked for as soon as one
 * arrives: on PostgreSQL the next chunks are read (a connection each side) while this thread merges; on SQLite the
 * read runs on this thread, so the chunks only alternate.
 */
class Cursor {
  #chunk: readonly string[] = [];
  #at = 0;
  #done = false;
  #next: Promise<IteratorResult<readonly string[], void>> | undefined;
  get done(): boolean {
    return this.#done;
  }
  /** Rows read so far (the side's count once done). */
  count = 0;
  constructor(readonly scan: AsyncGenerator<readonly string[], void, undefined>) {}

  /** Asks for the next chunk now (its read overlaps the merge); a failure waits for `peek` to be seen. */
  prefetch(): void {
    if (this.#next || this.#done) return;
    this.#next = this.scan.next();
    this.#next.catch(() => undefined);
  }

  /** The current body, reading the next chunk when this one is spent; undefined at the end. */
  async peek(): Promise<string | undefined> {
    while (this.#at >= this.#chunk.length && !this.#done) {
      this.prefetch();
      const next = await this.#next!;
      this.#next = undefined;
      if (next.done) this.#done = true;
      else {
        [this.#chunk, this.#at] = [next.value, 0];
        this.prefetch();
      }
    }
    return this.#done ? undefined : this.#chunk[this.#at];
  }

  /** The current body when the chunk holds one (the merge's fast path: no await). */
  now(): string | undefined {
    return this.#at < this.#chunk.length ? this.#chunk[this.#at] : undefined;
  }

  advance(): void {
    this.#at++;
    this.count++;
  }
}

/** Bounds of a diff being computed: a deadline (QueryTimeLimitError past it) and a signal that stops it. */
export interface DiffBounds {
  /** `performance.now()` past which the diff stops (QueryTimeLimitError naming `limitMs`). */
  readonly deadline?: number;
  readonly limitMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * Every record that differs between `before` and `after` in one collection, in id order, in chunks of at most
 * DIFF_CHUNK rows. The two scans run side by side; the bounds are checked at each chunk either reads; `return()`
 * closes both. `counts` receives the sides' row counts at the end.
 */
export async function* diffRows(
  store: Store, before: Generation, after: Generation, def: CollectionDef, bounds: DiffBounds = {},
  counts?: (before: number, after: number) => void,
): AsyncGenerator<DiffRow[], void, undefined> {
  const a = new Cursor(store.scan(before, wholeQuery(def), 'rows', bounds.signal));
  const b = new Cursor(store.scan(after, wholeQuery(def), 'rows', bounds.signal));
  try {
    let out: DiffRow[] = [];
    for (;;) {
      let x = a.now(), y = b.now();
      if ((x === undefined && !a.done) || (y === undefined && !b.done)) {
        // A chunk is spent: hand over what is made, let the event loop run, and check the bounds.
        if (out.length) yield out;
        out = [];
        checkBounds(bounds);
        a.prefetch();
        b.prefetch();
        [x, y] = await Promise.all([a.peek(), b.peek()]);
      }
      if (x === undefined && y === undefined) break;
      if (x === y) {
        a.advance();
        b.advance();
        continue;
      }
      const order = x === undefined ? 1 : y === undefined ? -1 : compareRecordIds(bodyId(x), bodyId(y));
      if (order < 0) {
        out.push({ change: 'removed', id: bodyId(x!), before: x!, after: null });
        a.advance();
      } else if (order > 0) {
        out.push({ change: 'added', id: bodyId(y!), before: null, after: y! });
        b.advance();
      } else {
        out.push({ change: 'changed', id: bodyId(x!), before: x!, after: y! });
        a.advance();
        b.advance();
      }
      if (out.length >= DIFF_CHUNK) {
        yield out;
        out = [];
      }
    }
    if (out.length) yield out;
    counts?.(a.count, b.count);
  } finally {
    await Promise.all([a.scan.return(undefined), b.scan.return(undefined)]);
  }
}

/** Throws when the diff is to stop: its signal aborted, or its deadline past (QueryTimeLimitError). */
export function checkBounds(bounds: DiffBounds): void {
  if (bounds.signal?.aborted) throw bounds.signal.reason instanceof Error ? bounds.signal.reason : new Error('diff stopped');
  if (bounds.deadline !== undefined && performance.now() > bounds.deadline) throw new QueryTimeLimitError(bounds.limitMs);
}

/**
 * The index of one collection's changes: the merge of `diffRows`, keeping kinds and ids only, yielding to the event
 * loop between chunks, within `bounds`.
 */
export async function diffIndex(store: Store, before: Generation, after: Generation, def: CollectionDef, bounds: DiffBounds = {}): Promise<DiffIndex> {
  const kinds: number[] = [];
  const ids: RecordId[] = [];
  const tally = [0, 0, 0];
  let sides = [0, 0];
  for await (const chunk of diffRows(store, before, after, def, bounds, (x, y) => (sides = [x, y]))) {
    for (const row of chunk) {
      const k = KIND_CODE[row.change];
      kinds.push(k);
      // A text id read off a record is a slice of it, which would keep the whole record alive until the ids are
      // packed: copied (review: 17 MB held for 75,404 citation ids, 5 MB copied).
      ids.push(typeof row.id === 'string' ? Buffer.from(row.id).toString() : row.id);
      tally[k]!++;
    }
    await yieldToLoop();
  }
  return {
    added: tally[0]!, removed: tally[1]!, changed: tally[2]!, countBefore: sides[0]!, countAfter: sides[1]!,
    kinds: Uint8Array.from(kinds),
    ids: def.idType === 'integer' ? Float64Array.from(ids as number[]) : packIds(ids as string[]),
  };
}

/** The index of no change: both sides the same records. */
export function sameIndex(count: number): DiffIndex {
  return { added: 0, removed: 0, changed: 0, countBefore: count, countAfter: count, kinds: new Uint8Array(0), ids: new Float64Array(0) };
}

/** Bytes an index holds (for a byte-bounded cache): its kinds and its ids. */
export function indexBytes(index: DiffIndex): number {
  const ids = index.ids instanceof Float64Array ? index.ids.byteLength : index.ids.charBytes * index.ids.text.length + index.ids.ends.byteLength;
  return 128 + index.kinds.byteLength + ids;
}

/** The change at `i` of an index. */
export function indexAt(index: DiffIndex, i: number): { change: Change; id: RecordId } {
  const ids = index.ids;
  const id = ids instanceof Float64Array ? ids[i]! : ids.text.slice(i === 0 ? 0 : ids.ends[i - 1]!, ids.ends[i]!);
  return { change: KINDS[index.kinds[i]!]!, id };
}

/**
 * SHA-256 (hex) of a collection's canonical NDJSON in `gen`: its whole prebuilt NDJSON download, what a release's
 * `checksums` record (load/release.ts). Equal checksums on both sides: nothing changed, and nothing is merged.
 */
export async function collectionChecksum(store: Store, gen: Generation, def: CollectionDef): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of store.whole(gen, def, 'ndjson')) hash.update(piece);
  return hash.digest('hex');
}
