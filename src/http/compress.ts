/**
 * Compression off the serving thread: zlib's asynchronous forms run in libuv's thread pool, so a large body (a polity
 * page of hundreds of KiB, the OpenAPI document, a whole collection) never blocks every other client while it is
 * compressed. The same settings as cache.ts `compress`, so both make the same bytes.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compress, type Encoding } from './cache.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Bodies smaller than this are compressed in place: the hop to the thread pool costs more than they do. */
const ASYNC_FROM = 64 * 1024;

export function compressAsync(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (body.length < ASYNC_FROM) return Promise.resolve(compress(body, encoding));
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}

const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);

/** The identity bytes of a compressed body, off the serving thread when large. */
export function decompressAsync(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (body.length < ASYNC_FROM / 8) return Promise.resolve(encoding === 'br' ? zlib.brotliDecompressSync(body) : zlib.gunzipSync(body));
  return encoding === 'br' ? unbrotli(body) : gunzip(body);
}
