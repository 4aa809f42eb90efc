/**
 * HTTP caching: the one byte-bounded response cache, strong ETags from the databank generation and the read plan,
 * and content codings.
 */
import crypto, { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** One cached answer: its status-200 headers (ETag included) and its body, in one encoding. */
export interface CachedAnswer {
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Bytes an entry holds beyond its body and strings: the Map slot, the entry and headers objects, the Buffer's own
 * object. Measured roughly with --expose-gc over 100,000 entries; generous rather than exact.
 */
const ENTRY_OVERHEAD = 400;

/** Lookups of the response cache in this process, for /metrics: a lookup per content coding tried. */
export const responseCacheStats = { hits: 0, misses: 0 };

/**
 * The one response cache (design: "one cache is keyed by generation, plan key, link base and encoding"): a Map in
 * insertion order, bounded by every byte its entries hold — key, headers, body and object overhead — so a flood of
 * distinct keys cannot grow it past its budget. A 304 is answered from the entry whose ETag it
 * names; it never makes an entry of its own.
 *
 * Eviction is LRU's "second chance" (CLOCK): a hit only marks its entry; eviction takes the oldest entries, moving a
 * marked one to the young end (unmarked) instead. A hit then costs one lookup, where moving the entry on every hit
 * (delete and set) cost two more Map operations on the path of every cached answer.
 */
export class ResponseCache {
  readonly #map = new Map<string, { answer: CachedAnswer; size: number; used: boolean }>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.#map.get(key);
    if (hit === undefined) {
      responseCacheStats.misses++;
      return undefined;
    }
    responseCacheStats.hits++;
    hit.used = true;
    return hit.answer;
  }

  set(key: string, answer: CachedAnswer): void {
    let size = ENTRY_OVERHEAD + 2 * key.length + answer.body.length;
    for (const name in answer.headers) size += 2 * (name.length + answer.headers[name]!.length) + 32;
    if (size > this.maxBytes / 8) return; // one answer never takes more than an eighth of the budget
    const old = this.#map.get(key);
    if (old) {
      this.#bytes -= old.size;
      this.#map.delete(key);
    }
    this.#map.set(key, { answer, size, used: false });
    this.#bytes += size;
    // An entry moved to the young end is met again later in this loop, unmarked: it ends.
    for (const [k, v] of this.#map) {
      if (this.#bytes <= this.maxBytes) break;
      this.#map.delete(k);
      if (v.used) {
        v.used = false;
        this.#map.set(k, v);
      } else {
        this.#bytes -= v.size;
      }
    }
  }

  clear(): void {
    this.#map.clear();
    this.#bytes = 0;
  }
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Smallest body worth compressing. */
export const MIN_COMPRESS = 1024;

/** Picks brotli, then gzip (or gzip first, when `prefer` says so), from Accept-Encoding (q=0 refuses a coding). */
export function chooseEncoding(header: string | undefined, size: number, prefer: 'br' | 'gzip' = 'br'): Encoding {
  if (!header || size < MIN_COMPRESS) return 'identity';
  let br = false, gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  if (prefer === 'gzip' && gzip) return 'gzip';
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

export function compress(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 6 });
}

/** One-shot hashing (Node >= 20.12): a fraction of the cost of a Hash object for a short input. */
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'base64url') => string }).hash;

/** A strong validator: the same generation and the same request always produce the same bytes. */
export function etagOf(generation: string, key: string): string {
  const digest = oneShot
    ? oneShot('sha1', `${generation}\0${key}`, 'base64url')
    : createHash('sha1').update(generation).update('\0').update(key).digest('base64url');
  return '"' + digest.slice(0, 22) + '"';
}

/** The ETag of one encoding of a representation (strong ETags differ per content coding). */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return encoding === 'identity' ? etag : `${etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true; // what a client that kept our ETag sends: no list to split
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
