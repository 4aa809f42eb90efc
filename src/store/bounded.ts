/**
 * Per-query memory bounded by bytes: a Map whose entries are weighed (key, value and overhead), oldest out first once
 * their sum passes the budget, with keys of bounded length.
 *
 * Why keys are bounded: a filter value can be as long as a request line allows, and V8 hashes a string longer than
 * 16,383 characters by its length alone, so a Map of such keys degrades into a linear search (an outside attacker could keep the server busy in
 * one count lookup). A key longer than KEY_MAX is kept as its SHA-256 digest.
 */
import { createHash } from 'node:crypto';

/** Keys up to this many characters are kept as they are. */
export const KEY_MAX = 256;

/** A key of at most KEY_MAX characters standing for `key` (its digest when longer; `#` cannot start a short one). */
export function boundedKey(key: string): string {
  return key.length <= KEY_MAX && key.charCodeAt(0) !== 35 ? key : '#' + createHash('sha256').update(key).digest('base64url');
}

/** Bytes an entry holds beyond its key and value: the Map slot and the entry object, generously. */
const ENTRY_OVERHEAD = 96;

export class BoundedMap<V> {
  readonly #map = new Map<string, { value: V; size: number }>();
  #bytes = 0;

  /** `sizeOf` weighs a value in bytes; an entry heavier than an eighth of the budget is not kept. */
  constructor(readonly maxBytes: number, readonly sizeOf: (value: V) => number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: string): V | undefined {
    return this.#map.get(boundedKey(key))?.value;
  }

  set(key: string, value: V): V {
    const k = boundedKey(key);
    const size = ENTRY_OVERHEAD + 2 * k.length + this.sizeOf(value);
    const old = this.#map.get(k);
    if (old) {
      this.#map.delete(k);
      this.#bytes -= old.size;
    }
    if (size > this.maxBytes / 8) return value;
    this.#map.set(k, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#map) {
      if (this.#bytes <= this.maxBytes) break;
      this.#map.delete(oldest);
      this.#bytes -= entry.size;
    }
    return value;
  }

  clear(): void {
    this.#map.clear();
    this.#bytes = 0;
  }
}
