/**
 * HTTP caching: the one byte-bounded response cache, strong ETags from the databank generation and the read plan,
 * and content codings.
 */
import crypto, { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { bufferBytes, ByteCache, keepBuffer } from '../cache.js';

/** One cached answer: its status-200 headers (ETag included) and its body, in one encoding. */
export interface CachedAnswer {
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** Lookups of the response cache in this process, for /metrics: a lookup per content coding tried. */
export const responseCacheStats = { hits: 0, misses: 0 };

/** Bytes an answer holds: its body's whole ArrayBuffer and its headers (two bytes a character, 32 a header). */
function answerBytes(answer: CachedAnswer): number {
  let size = 64 + bufferBytes(answer.body);
  for (const name in answer.headers) size += 2 * (name.length + answer.headers[name]!.length) + 32;
  return size;
}

/**
 * The one response cache (design: "one cache is keyed by generation, plan key, link base and encoding"): the
 * process's byte-weighted LRU (src/cache.ts: long keys digested, keys flat) of PAGE_CACHE_MB, weighed by every
 * byte its entries hold, so a flood of distinct keys cannot grow it past its budget. A body that is a slice of a
 * larger ArrayBuffer (zlib's 16 KiB chunks, Buffer's 8 KiB pool) is copied before it is kept, so what is counted is
 * what is held. A 304 is answered from the entry whose ETag it names; it never makes an entry of its own.
 */
export class ResponseCache {
  readonly #cache: ByteCache<CachedAnswer>;
  constructor(readonly maxBytes: number) {
    this.#cache = new ByteCache<CachedAnswer>({ name: 'response', maxBytes, sizeOf: answerBytes });
  }

  get bytes(): number {
    return this.#cache.bytes;
  }

  get size(): number {
    return this.#cache.size;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.#cache.get(key);
    if (hit === undefined) responseCacheStats.misses++;
    else responseCacheStats.hits++;
    return hit;
  }

  set(key: string, answer: CachedAnswer): void {
    const body = keepBuffer(answer.body);
    this.#cache.set(key, body === answer.body ? answer : { ...answer, body });
  }

  clear(): void {
    this.#cache.clear();
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

/**
 * A strong validator: the same generation and the same request always produce the same bytes. http/answer.ts names
 * an answer by its whole key (`etagOf(key, '')`, the generation in it).
 */
export function etagOf(generation: string, key: string): string {
  const digest = oneShot
    ? oneShot('sha1', `${generation}\0${key}`, 'base64url')
    : createHash('sha1').update(generation).update('\0').update(key).digest('base64url');
  return '"' + digest.slice(0, 22) + '"';
}

/** The strong validator of bytes fixed for the life of the process (a document no key names): their digest. */
export function etagOfBytes(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
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
