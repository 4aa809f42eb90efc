/**
 * The one byte-weighted cache every cache and memo of the process is made of (a leaf: any layer may import it).
 *
 * An LRU (the `lru-cache` package: `maxSize` and `sizeCalculation`) bounded by what its entries really hold:
 * - keys longer than KEY_MAX characters are kept as their SHA-256 digest, here and so everywhere: V8 hashes a string
 *   longer than 16,383 characters by its length alone, so a Map of such keys compares whole keys on every lookup
 *   (a 15 KB URL made a 45,000-character key, and 62% of a request's CPU went into the response cache's lookups);
 * - the key kept is a flat copy: a key built by concatenation or slicing (a cons or sliced string) would otherwise
 *   keep the whole request URL it was cut from alive, unseen by the count;
 * - a value is weighed by its owner's `sizeOf` (see `bufferBytes` and `keepBuffer` for Buffers: a small Buffer is
 *   often a slice of an 8 KiB pool or a 16 KiB zlib chunk, and keeps all of it alive).
 *
 * Every cache has a name; /metrics reports bytes, entries, budget and evictions per name (the sum over every live
 * cache of that name: one per store, one per SQLite connection…), see `cacheStats`.
 */
import crypto, { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Keys up to this many characters are kept as they are (flattened); longer ones as their digest. Comparing keys this
 * short costs nothing beside an answer, where hashing one costs about a microsecond on every lookup: most response
 * cache keys (generation, plan key, link base: 120 to 300 characters) are looked up as they are.
 */
export const KEY_MAX = 1024;

/**
 * Bytes an entry holds beyond its key and value: lru-cache's Map slot and its key, value, size and link array
 * slots, and the small objects a value is usually wrapped in. Generous rather than exact.
 */
export const ENTRY_OVERHEAD = 160;

/** One-shot hashing (Node >= 20.12): a fraction of the cost of a Hash object for a short input. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'base64url') => string }).hash;

/** A key of at most KEY_MAX characters standing for `key`: its digest when longer (`#` cannot start a short one). */
export function cacheKey(key: string): string {
  if (key.length <= KEY_MAX && key.charCodeAt(0) !== 35) return key;
  return '#' + (oneShot ? oneShot('sha256', key, 'base64url') : createHash('sha256').update(key).digest('base64url'));
}

/**
 * A flat string equal to `key` that shares no memory with it: JSON.parse makes a new sequential string, where a
 * cons string (`a + b`) or a slice (`url.slice(i)`) would keep the strings it was made from alive.
 */
export function flatKey(key: string): string {
  return JSON.parse(JSON.stringify(key)) as string;
}

/** Bytes a Buffer keeps alive: its whole ArrayBuffer (a pool slice keeps the pool), not only its own bytes. */
export function bufferBytes(buf: ArrayBufferView): number {
  return buf.buffer.byteLength;
}

/** A Buffer to keep: `buf` itself when it owns its memory, else a copy of its bytes into memory of their own. */
export function keepBuffer(buf: Buffer): Buffer {
  if (buf.buffer.byteLength <= buf.length + 64) return buf;
  const own = Buffer.allocUnsafeSlow(buf.length); // never from the pool: its ArrayBuffer is its bytes
  buf.copy(own);
  return own;
}

export interface ByteCacheOptions<V> {
  /** Metric label: caches of one name are reported together. */
  readonly name: string;
  /** Budget in bytes (0: nothing is kept). */
  readonly maxBytes: number;
  /** Bytes a value holds (beyond the key and ENTRY_OVERHEAD). */
  readonly sizeOf: (value: V) => number;
  /** The heaviest entry kept, as a share of the budget (an eighth by default). */
  readonly maxEntryShare?: number;
}

interface Named {
  readonly budget: number;
  readonly bytes: number;
  readonly size: number;
}

/** Live caches by name (weakly: a cache dropped with its store or connection stops counting), and evictions. */
const live = new Map<string, Set<WeakRef<Named>>>();
const evictions = new Map<string, number>();

/** Bytes, entries, budget and evictions of every cache name made in this thread, summed over its live caches. */
export function cacheStats(): { name: string; bytes: number; entries: number; budget: number; evictions: number }[] {
  return [...live].map(([name, refs]) => {
    let bytes = 0, entries = 0, budget = 0;
    for (const ref of refs) {
      const c = ref.deref();
      if (!c) refs.delete(ref);
      else {
        bytes += c.bytes;
        entries += c.size;
        budget += c.budget;
      }
    }
    return { name, bytes, entries, budget, evictions: evictions.get(name) ?? 0 };
  });
}

/**
 * A least-recently-used map bounded by bytes: keys bounded (cacheKey) and flat (flatKey), every entry weighed as
 * ENTRY_OVERHEAD + 2 bytes a key character + `sizeOf(value)`; an entry heavier than its share of the budget is not kept.
 */
export class ByteCache<V extends NonNullable<unknown>> implements Named {
  readonly #lru: LRUCache<string, V> | undefined;
  readonly budget: number;

  constructor(readonly options: ByteCacheOptions<V>) {
    this.budget = Math.max(0, Math.floor(options.maxBytes));
    const { name, sizeOf, maxEntryShare = 1 / 8 } = options;
    if (this.budget > 0) {
      this.#lru = new LRUCache<string, V>({
        maxSize: this.budget,
        maxEntrySize: Math.max(1, Math.floor(this.budget * maxEntryShare)),
        sizeCalculation: (value, key) => ENTRY_OVERHEAD + 2 * key.length + sizeOf(value),
        dispose: (_value, _key, reason) => {
          if (reason === 'evict') evictions.set(name, (evictions.get(name) ?? 0) + 1);
        },
      });
    }
    let refs = live.get(name);
    if (!refs) live.set(name, (refs = new Set()));
    refs.add(new WeakRef(this));
    if (!evictions.has(name)) evictions.set(name, 0);
  }

  /** Bytes counted for every entry held. */
  get bytes(): number {
    return this.#lru?.calculatedSize ?? 0;
  }

  /** Entries held. */
  get size(): number {
    return this.#lru?.size ?? 0;
  }

  get(key: string): V | undefined {
    return this.#lru?.get(cacheKey(key));
  }

  /** Keeps `value` (unless it is too heavy) and returns it. */
  set(key: string, value: V): V {
    if (!this.#lru) return value;
    const k = cacheKey(key);
    this.#lru.set(k === key ? flatKey(k) : k, value);
    return value;
  }

  delete(key: string): void {
    this.#lru?.delete(cacheKey(key));
  }

  clear(): void {
    this.#lru?.clear();
  }
}

/**
 * A ByteCache of databank generations' reads (the store's counts, anchors, selections, facets, codebook stats): keys
 * name the generation, so entries of several generations live side by side in one budget. They once were dropped
 * whenever an entry of another generation was made (to free the old generation's bytes at a swap), but a release is
 * read between two reads of the current databank: each alternation emptied the cache. Now a generation nobody reads
 * any more simply ages out, least recently used first, bounded by the same bytes.
 */
export class GenerationCache<V extends NonNullable<unknown>> {
  readonly #cache: ByteCache<V>;
  constructor(name: string, maxBytes: number, sizeOf: (value: V) => number) {
    this.#cache = new ByteCache<V>({ name, maxBytes, sizeOf });
  }

  get bytes(): number {
    return this.#cache.bytes;
  }

  get(key: string): V | undefined {
    return this.#cache.get(key);
  }

  /** Keeps `value` under `key`, which must name `generation` (checked: a key of the wrong generation is a bug). */
  set(generation: string, key: string, value: V): V {
    if (!key.startsWith(generation)) throw new Error(`cache key ${JSON.stringify(key.slice(0, 80))} does not name generation ${generation}`);
    return this.#cache.set(key, value);
  }
}

/** The byte budget of each cache, by name: one cache of that name (one per store, thread or connection where noted). */
export interface CacheBudgets {
  /** Finished answers, per process (PAGE_CACHE_MB). */
  readonly response: number;
  /** Page rows by what they depend on alone, per process (a quarter of PAGE_CACHE_MB). */
  readonly rows: number;
  /** Counts of filtered selections, per store (COUNT_CACHE_MB). */
  readonly counts: number;
  /** Anchors of deep pages, per store and per read thread (ANCHOR_CACHE_MB). */
  readonly anchors: number;
  /** Selections (`ord`s of orderings and deep filters), per store (SELECTION_CACHE_MB). */
  readonly selections: number;
  /** sanitize-html's results, per process (SANITIZE_CACHE_MB). */
  readonly sanitize: number;
  /** Read plans by query string, per route memo, of which there are two (PLAN_CACHE_MB, halved). */
  readonly plans: number;
  /** Prepared statements, per SQLite connection (STATEMENT_CACHE_MB). */
  readonly statements: number;
}

const MiB = 1024 * 1024;
export const DEFAULT_BUDGETS: CacheBudgets = Object.freeze({
  response: 64 * MiB, rows: 16 * MiB, counts: 4 * MiB, anchors: 4 * MiB, selections: 32 * MiB, sanitize: 16 * MiB, plans: MiB, statements: 2 * MiB,
});

let current: CacheBudgets = DEFAULT_BUDGETS;

/** The budgets caches made from now on get (`serve` sets them from its configuration before it opens anything). */
export function setCacheBudgets(budgets: Partial<CacheBudgets>): void {
  current = Object.freeze({ ...current, ...budgets });
}

export function cacheBudgets(): CacheBudgets {
  return current;
}
