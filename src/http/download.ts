/**
 * Downloads: a list as CSV or NDJSON, the whole selection in one streamed body. The rows come from the store in
 * chunks (`Store.scan`), each rendered and handed to the reply stream only when it asks for more, so memory stays
 * flat whatever the size and a slow reader is met with backpressure; a reader that goes away (or stalls for
 * STALL_MS) ends the scan at once, releasing its statement, cursor or connection. A whole collection in its own
 * order is not rendered at all: its bytes, plain and gzip, were built at load time (`Store.whole`, built by render/pieces.ts)
 * and go out as they are, through the same stream. The answer is sent by the pipeline (http/answer.ts), so its
 * ETag, HEAD and the completion step are those of every answer; it is not kept in the response cache.
 */
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { ListPlan } from '../plan/plan.js';
import { isDownload } from '../plan/plan.js';
import { downloadName } from '../render/index.js';
import { download, type Representation } from '../render/representation.js';
import type { PieceForm } from '../store/pieces.js';
import { isPlain, type Generation, type Store } from '../store/store.js';
import type { AnswerSource } from './answer-source.js';
import type { Encoding } from './cache.js';
import { facetTable } from './facets.js';
import { facetsName } from '../render/facets.js';

/** A reader that takes nothing for this long is cut off (its scan holds a connection or a generation's file). */
export const STALL_MS = 60_000;
/**
 * While other downloads wait for a connection (PostgreSQL: downloads may hold half the pool), a reader that takes
 * nothing for this long is cut off, so that a few clients that never read cannot keep every download waiting.
 */
export const CONTENDED_STALL_MS = 3_000;

/** Whether downloads wait for the connections other downloads hold now. */
function contended(store: Store): () => boolean {
  return () => (store.downloadsWaiting?.() ?? 0) > 0;
}

/**
 * The pieces a chunk is handed over in (characters or bytes): each is one write to the socket, so not too small (a
 * socket write costs the same for a small slice as for a large one; docs/benchmarks.md).
 */
const SLICE = 64 * 1024;
/** Slices the body stream holds before it waits for its reader. */
const HIGH_WATER_MARK = 2;

/**
 * A download plan's source and representation (http/answer.ts runs the stages): its key (generation and plan key),
 * its Content-Disposition, and its body, opened in the coding chosen (compressed on the fly when asked).
 */
export function downloadSource(
  store: Store, gen: Generation, plan: ListPlan, stallMs = STALL_MS, digests?: Readonly<Partial<Record<PieceForm, string>>>,
): { source: AnswerSource; representation: Representation } {
  const format = plan.format;
  if (!isDownload(format)) throw new Error(`not a download: ${format}`);
  // A whole collection has its gzip prebuilt: gzip when the client takes it (no CPU, and smaller than brotli on the
  // fly at quality 4 would be), else identity, never brotli (a whole collection compressed per request took 690 ms
  // of CPU each: issue 24); a selection is compressed on the fly, brotli first. Its ETag is strong: one generation
  // and one plan key are always the same bytes (compression included: deflate and brotli streams give the same
  // output however their input is cut, and nothing flushes them midway; a whole collection's gzip is the
  // generation's own prebuilt bytes). With `facet`: the facet table instead of the records (a few hundred lines at
  // most, made from cached counts).
  const faceted = plan.facets.length > 0;
  const whole = isPlain(plan) && !faceted;
  const representation = download(format, whole ? 'prebuilt-gzip' : 'br-first');
  const renderer = representation.renderer!;
  const open = async (encoding: Encoding, signal: () => AbortSignal): Promise<Readable> => {
    if (faceted) {
      const table = Readable.from([await facetTable(store, gen, plan, format)]);
      return encoding === 'identity' ? table : compressed(table, encoding);
    }
    if (whole) {
      // The prebuilt pieces as they are: text for plain, the gzip stream's bytes for gzip.
      const form: PieceForm = encoding === 'gzip' ? `${format}.gz` : format;
      return opened(store.whole(gen, plan.def, form), '', (piece) => piece, stallMs, contended(store));
    }
    const scan = store.scan(gen, plan, renderer.shape, signal());
    return streamed(scan, renderer.head(plan.def), (chunk) => renderer.chunk(plan.def, chunk as never), encoding, stallMs, contended(store));
  };
  const name = faceted ? facetsName(plan.def, renderer.extension) : downloadName(plan.def, renderer);
  const headers = { 'content-disposition': `attachment; filename="${name}"` };
  // A release's whole download: RFC 9530's Repr-Digest of the prebuilt form sent (plain, or its gzip pieces), from
  // the digests its record holds. Only `prebuilt-gzip` answers are those forms (never brotli made on the fly).
  const codedHeaders = whole && digests ? (encoding: Encoding): Record<string, string> | undefined => {
    const form: PieceForm = encoding === 'gzip' ? `${format}.gz` : format;
    const digest = digests[form];
    return digest === undefined || encoding === 'br' ? undefined : { 'repr-digest': `sha-256=:${digest}:` };
  } : undefined;
  return { source: { key: `${gen.id}\0${plan.key}`, headers, open, ...(codedHeaders ? { codedHeaders } : {}) }, representation };
}

/**
 * A streamed body in the coding chosen, its first chunk read: `head` and then each chunk of `scan` rendered. What a
 * new table's download opens (its AnswerSource `open`), over a scan of its own.
 */
export async function streamed<T>(
  scan: AsyncGenerator<T, void, undefined>, head: string, render: (chunk: T) => Chunk, encoding: Encoding, stallMs = STALL_MS,
  busy: () => boolean = () => false,
): Promise<Readable> {
  const body = await opened(scan, head, render, stallMs, busy);
  return encoding === 'identity' ? body : compressed(body, encoding);
}

/** A download's body, its first chunk read (nothing sent yet: a failure here is the error handler's: 503, 500). */
export async function opened<T>(
  scan: AsyncGenerator<T, void, undefined>, head: string, render: (chunk: T) => Chunk, stallMs: number, busy: () => boolean,
): Promise<ScanStream<T>> {
  try {
    const first = await scan.next();
    const opening = first.done ? head : head ? head + (render(first.value) as string) : render(first.value);
    return new ScanStream(opening, first.done === true, scan, render, stallMs, busy);
  } catch (err) {
    await scan.return(undefined).catch(() => undefined);
    throw err;
  }
}

/** The body through a compressor; either side ending early ends both (the scan with them). */
export function compressed(body: Readable, encoding: Exclude<Encoding, 'identity'>): NodeJS.ReadWriteStream & Readable {
  const out = encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 20 } })
    : zlib.createGzip({ level: 1 }); // nginx's default level: large bodies at the least CPU per byte
  pipeline(body, out, () => undefined); // errors reach Fastify through `out`, which it is sending
  return out;
}

/** What a download hands to the reply: text (written to the socket as it is) or bytes (gzip). */
export type Chunk = string | Buffer;

/**
 * The rendered chunks of a scan as a stream of text and bytes (object mode: strings go to the socket as strings, so
 * a download of text makes no Buffer of its own; V8 frees a Buffer's memory only at a later scavenge, and a fresh
 * server's RSS would carry them). `_read` is called only when the reader wants more, and a chunk is handed over in
 * SLICE pieces (a string never cut inside a surrogate pair), so at most one chunk is held beyond HIGH_WATER_MARK, and
 * every SLICE the reader takes shows as a `_read` (what the stall timer watches). `_destroy` (the reader went away,
 * or an error) returns the scan.
 */
export class ScanStream<T = Chunk> extends Readable {
  /** The rest of the chunk being handed over. */
  #rest: Chunk | undefined;
  #ended: boolean;
  readonly #scan: AsyncGenerator<T, void, undefined>;
  readonly #render: (chunk: T) => Chunk;
  readonly #stallMs: number;
  readonly #contended: () => boolean;
  #stall: NodeJS.Timeout | undefined;
  /** When the last piece was handed over (what the stall timer measures from). */
  #handedAt = 0;

  constructor(
    opening: Chunk, ended: boolean, scan: AsyncGenerator<T, void, undefined>, render: (chunk: T) => Chunk, stallMs = STALL_MS,
    contended: () => boolean = () => false,
  ) {
    super({ objectMode: true, highWaterMark: HIGH_WATER_MARK });
    this.#stallMs = stallMs;
    this.#contended = contended;
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
      const chunk = this.#render(r.value);
      if (chunk.length) this.#rest = chunk;
      this._read();
    }, (err: Error) => this.destroy(err));
  }

  #slice(): void {
    const rest = this.#rest!;
    let piece: Chunk = rest;
    this.#rest = undefined;
    if (rest.length > SLICE) {
      if (typeof rest === 'string') {
        const cut = isHighSurrogate(rest.charCodeAt(SLICE - 1)) ? SLICE - 1 : SLICE;
        [piece, this.#rest] = [rest.slice(0, cut), rest.slice(cut)];
      } else {
        [piece, this.#rest] = [rest.subarray(0, SLICE), rest.subarray(SLICE)];
      }
    }
    // Until the reader asks again (set first: `push` may ask at once): a reader that stops reading cannot hold the
    // scan forever.
    this.#handedAt = performance.now();
    this.#watch();
    this.push(piece);
  }

  /** Cuts the reader off after STALL_MS without a read, or CONTENDED_STALL_MS while other downloads wait. */
  #watch(): void {
    const waited = performance.now() - this.#handedAt;
    const limit = this.#contended() ? Math.min(CONTENDED_STALL_MS, this.#stallMs) : this.#stallMs;
    if (waited >= limit) return void this.destroy(new Error(`download stalled: nothing read for ${Math.round(waited / 1000)} s`));
    this.#stall = setTimeout(() => this.#watch(), Math.max(1, Math.min(limit - waited, CONTENDED_STALL_MS)));
    this.#stall.unref();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    clearTimeout(this.#stall);
    this.#rest = undefined;
    this.#scan.return(undefined).then(() => done(err), (e: Error) => done(err ?? e));
  }
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
