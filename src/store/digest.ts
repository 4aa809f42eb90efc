/**
 * A databank's generation id derived from its content, so the same databank has the same id (and so the same
 * ETags) on every store and in every process, while a different databank never shares one.
 */
import { createHash, type Hash } from 'node:crypto';
import type { StoredRow } from './store.js';

export class ContentDigest {
  readonly #hash: Hash = createHash('sha256');

  /** Adds one collection's rows, in the order they are stored. */
  add(name: string, rows: readonly StoredRow[]): void {
    this.#hash.update(`\u0001${name}\u0001${rows.length}\u0001`);
    for (const row of rows) this.#hash.update(`${row.id}\u0002${row.body}\u0003`);
  }

  /** 32 hex digits; call once, after every collection was added. */
  id(): string {
    return this.#hash.digest('hex').slice(0, 32);
  }
}
