/**
 * HTTP caching: byte-bounded LRU for page bodies, strong ETags from the databank generation and the request,
 * and compressed bodies made once per ETag.
 */
import crypto, { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** A Map in recency order, bounded by the total bytes of its values. */
export class ByteLru {
  readonly #map = new Map<string, Buffer>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.#map.get(key);
    if (old) {
      this.#bytes -= old.length;
      this.#map.delete(key);
    }
    this.#map.set(key, value);
    this.#bytes += value.length;
    for (const [k, v] of this.#map) {
      if (this.#bytes <= this.maxBytes) break;
      this.#map.delete(k);
      this.#bytes -= v.length;
    }
  }
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Smallest body worth compressing. */
export const MIN_COMPRESS = 1024;

/** Picks brotli, then gzip, from Accept-Encoding (q=0 refuses a coding). */
export function chooseEncoding(header: string | undefined, size: number): Encoding {
  if (!header || size < MIN_COMPRESS) return 'identity';
  let br = false, gzip = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
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
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
