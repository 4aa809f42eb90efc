/**
 * Downloads: a list as CSV or NDJSON, the whole selection in one streamed body. The rows come from the store in
 * chunks (`Store.scan`), each rendered and handed to the reply stream only when it asks for more, so memory stays
 * flat whatever the size and a slow reader is met with backpressure; a reader that goes away (or stalls for
 * STALL_MS) ends the scan at once, releasing its statement, cursor or connection. The answer goes through Fastify
 * (`reply.send(stream)`), so its hooks see it like any other; it is not kept in the response cache.
 */
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListPlan } from '../plan/plan.js';
import { isDownload } from '../plan/plan.js';
import { downloadName, RENDERERS, type Renderer } from '../render/index.js';
import type { Generation, ScanChunk, ScanShape, Store } from '../store/store.js';
import { chooseEncoding, encodedEtag, etagOf, matches, type Encoding } from './cache.js';

export interface DownloadSettings {
  readonly allow: string;
  readonly cacheControl: string;
  /** STALL_MS unless set (tests). */
  readonly stallMs?: number;
}

/** A reader that takes nothing for this long is cut off (its scan holds a connection or a generation's file). */
export const STALL_MS = 60_000;

/** Bytes the body stream holds before it waits for its reader. */
const HIGH_WATER_MARK = 64 * 1024;
/** The pieces a chunk is handed over in. */
const SLICE = 16 * 1024;

/**
 * Answers a download plan: 304 for a matching ETag, headers alone for HEAD, else the body, compressed on the fly when
 * asked. The first chunk is read before anything is sent, so an unavailable database is still a 503.
 */
export async function sendDownload(
  req: FastifyRequest, reply: FastifyReply, store: Store, gen: Generation, plan: ListPlan, settings: DownloadSettings,
): Promise<FastifyReply> {
  if (!isDownload(plan.format)) throw new Error(`not a download: ${plan.format}`);
  const renderer = RENDERERS[plan.format] as Renderer;
  const encoding = chooseEncoding(req.headers['accept-encoding'], Infinity);
  // Strong: one generation and one plan key are always the same bytes (compression included: deflate and brotli
  // streams give the same output however their input is cut, and nothing flushes them midway).
  const etag = encodedEtag(etagOf(gen.id, plan.key), encoding);
  reply.headers({
    allow: settings.allow, 'content-type': renderer.contentType,
    'content-disposition': `attachment; filename="${downloadName(plan.def, renderer)}"`,
    'cache-control': settings.cacheControl, vary: 'Accept, Accept-Encoding', etag,
  });
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  // HEAD: the headers of GET (no length: the body is chunked), and no scan at all.
  if (req.method === 'HEAD') return reply.send(Readable.from([]));
  const scan = store.scan(gen, plan, renderer.shape);
  const render = (chunk: ScanChunk<ScanShape>): Buffer => renderer.chunk(plan.def, chunk as never);
  let body: ScanStream;
  try {
    const first = await scan.next();
    const head = Buffer.from(renderer.head(plan.def));
    const opening = first.done ? head : head.length ? Buffer.concat([head, render(first.value)]) : render(first.value);
    body = new ScanStream(opening, first.done === true, scan, render, settings.stallMs ?? STALL_MS);
  } catch (err) {
    await scan.return(undefined).catch(() => undefined); // nothing sent yet: the error handler answers (503, 500)
    throw err;
  }
  return reply.send(encoding === 'identity' ? body : compressed(body, encoding));
}

/** The body through a compressor; either side ending early ends both (the scan with them). */
function compressed(body: Readable, encoding: Exclude<Encoding, 'identity'>): NodeJS.ReadWriteStream & Readable {
  const out = encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 20 } })
    : zlib.createGzip({ level: 1 }); // nginx's default level: large bodies at the least CPU per byte
  pipeline(body, out, () => undefined); // errors reach Fastify through `out`, which it is sending
  return out;
}

/**
 * The rendered chunks of a scan as a byte stream. `_read` is called only when the reader wants more, and a chunk is
 * handed over in SLICE pieces, so at most one chunk is held beyond HIGH_WATER_MARK, and every SLICE the reader takes
 * shows as a `_read` (what the stall timer watches). `_destroy` (the reader went away, or an error) returns the scan.
 */
export class ScanStream extends Readable {
  /** The rest of the chunk being handed over. */
  #rest: Buffer | undefined;
  #ended: boolean;
  readonly #scan: AsyncGenerator<ScanChunk<ScanShape>, void, undefined>;
  readonly #render: (chunk: ScanChunk<ScanShape>) => Buffer;
  readonly #stallMs: number;
  #stall: NodeJS.Timeout | undefined;

  constructor(
    opening: Buffer, ended: boolean, scan: AsyncGenerator<ScanChunk<ScanShape>, void, undefined>,
    render: (chunk: ScanChunk<ScanShape>) => Buffer, stallMs = STALL_MS,
  ) {
    super({ highWaterMark: HIGH_WATER_MARK });
    this.#stallMs = stallMs;
    this.#rest = opening.length ? opening : undefined;
    this.#ended = ended;
    this.#scan = scan;
    this.#render = render;
  }

  override _read(): void {
    clearTimeout(this.#stall);
    if (this.#rest) return this.#slice();
    if (this.#ended) return void this.push(null);
    this.#scan.next().then((r) => {
      if (this.destroyed) return;
      if (r.done) {
        this.#ended = true;
        return void this.push(null);
      }
      const bytes = this.#render(r.value);
      if (bytes.length) this.#rest = bytes;
      this._read();
    }, (err: Error) => this.destroy(err));
  }

  #slice(): void {
    const rest = this.#rest!;
    this.#rest = rest.length > SLICE ? rest.subarray(SLICE) : undefined;
    // Until the reader asks again (set first: `push` may ask at once): a reader that stops reading cannot hold the
    // scan forever.
    this.#stall = setTimeout(() => this.destroy(new Error(`download stalled: nothing read for ${this.#stallMs / 1000} s`)), this.#stallMs);
    this.#stall.unref();
    this.push(rest.length > SLICE ? rest.subarray(0, SLICE) : rest);
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    clearTimeout(this.#stall);
    this.#rest = undefined;
    this.#scan.return(undefined).then(() => done(err), (e: Error) => done(err ?? e));
  }
}
