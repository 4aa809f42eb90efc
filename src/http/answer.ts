/**
 * The one answer pipeline (PostgREST's `postgrestResponse` is the model): every 200 of the API's JSON, its records,
 * its downloads, its HTML pages and their static files is made here, through the same stages in the same order:
 *
 * 1. generation: the databank to answer from; a new one empties the caches;
 * 2. the cache: the one response cache, by everything the bytes depend on and the content coding;
 * 3. ETag and 304: strong validators named by the generation and the plan key;
 * 4. HEAD: Fastify's HEAD routes send a GET's headers and drop its body; a stream is not even opened;
 * 5. compression: brotli or gzip as Accept-Encoding allows, made once and kept;
 * 6. the send, which the completion step (http/ops.ts, onResponse) counts and logs.
 *
 * Errors thrown at any stage are mapped once (http/error-map.ts), to JSON by the API's error handler and to HTML by
 * the pages' own (http/pages.ts). The stages differ per representation only where the bytes must: JSON keeps its
 * identity bytes and each coding made from them; pages keep compressed bytes only and revalidate from the key alone.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ListPlan, ReadResult } from '../plan/plan.js';
import type { Asset } from '../render/html/assets.js';
import { bufferBytes, ByteCache, keepBuffer } from '../cache.js';
import type { Generation, Store } from '../store/store.js';
import { chooseEncoding, compress, encodedEtag, etagOf, matches, MIN_COMPRESS, ResponseCache, type CachedAnswer, type Encoding } from './cache.js';
import { compressAsync, decompressAsync } from './compress.js';
import { prepareDownload } from './download.js';
import { ApiError } from './errors.js';
import { ALLOW, HTML_TYPE, JSON_TYPE, PAGE_HEADERS } from './headers.js';
import { clientSignal, countStreamed } from './ops.js';
import { PageBudget } from './page-budget.js';

/** What a page renders: its HTML text. */
export interface PageText {
  readonly text: string;
}

/**
 * Runs a synchronous step of a page (parsing records, rendering HTML) and charges its time to the page budget: what
 * a page's maker does on the serving thread goes through it; what it awaits (store reads) does not.
 */
export type OnThread = <T>(step: () => T) => T;

/** A page's maker: reads awaited, synchronous steps through `onThread`. */
export type PageMaker = (gen: Generation, onThread: OnThread) => Promise<PageText>;

export class Answers {
  /** The one response cache: JSON and pages under keys of their own. */
  readonly cache: ResponseCache;
  /** Cache-Control of every 200 and redirect (CACHE_MAX_AGE). */
  readonly cacheControl: string;
  /**
   * A page's rows and count by what they depend on alone (plan.rowsKey), so that a request differing only in what
   * does not change them (an unknown parameter such as a cache-buster, another link base) reuses them: a miss of the
   * response cache then costs an envelope, not a read. A quarter of PAGE_CACHE_MB.
   */
  readonly #rows: ByteCache<ReadResult<Buffer>>;
  /** Documents made once per process (fixed()): identity bytes and each coding. */
  readonly #fixed = new Map<string, { identity: CachedAnswer; coded: Map<Encoding, Promise<CachedAnswer>> }>();
  /** Static files' compressed bodies, by path and coding. */
  readonly #assets = new Map<string, Buffer>();
  /** How much of the serving thread pages made afresh may take, per client and in all (http/page-budget.ts). */
  readonly budget: PageBudget;
  #generation: string | undefined;

  constructor(readonly store: Store, config: Config) {
    this.budget = new PageBudget(config.pageRenderMsClient, config.pageRenderMsTotal);
    this.cache = new ResponseCache(config.pageCacheMb * 1024 * 1024);
    this.#rows = new ByteCache<ReadResult<Buffer>>({ name: 'rows', maxBytes: config.pageCacheMb * 1024 * 256, sizeOf: (r) => bufferBytes(r.rows) + 64 });
    this.cacheControl = `public, max-age=${config.cacheMaxAge}`;
  }

  /** Stage 1: the generation to serve, or 503 when no databank is loaded. A new one empties the caches. */
  async generation(): Promise<Generation> {
    const gen = await this.store.current();
    if (!gen) throw ApiError.of('NO_DATABANK');
    if (gen.id !== this.#generation) {
      this.cache.clear();
      this.#rows.clear();
      this.#generation = gen.id;
    }
    return gen;
  }

  /** A list page's rows, through the rows cache. */
  async rows(gen: Generation, plan: ListPlan, signal: () => AbortSignal): Promise<ReadResult<Buffer>> {
    const key = `${gen.id}\0${plan.rowsKey}`;
    const known = this.#rows.get(key);
    if (known) return known;
    const read = await this.store.read(gen, plan, 'joined', signal());
    const rows = keepBuffer(read.rows); // a slice of a larger ArrayBuffer would keep all of it
    return this.#rows.set(key, rows === read.rows ? read : { ...read, rows });
  }

  /**
   * A JSON 200 (or 304), the body made once per key: `key` is everything the bytes depend on (generation, plan key,
   * link base), and the cache adds the content coding asked for. The ETag names the identity bytes (per coding, RFC
   * 9110 §8.8.3), so a 304 is a cache lookup too. `keep` false: an answer no one is likely to ask for again
   * (plan.stray) is made and sent, and never takes room from those that are. A body of 64 KiB or more (a record's
   * geometry, a page of 1,000 records) is compressed off the serving thread (http/compress.ts), as pages are.
   */
  async json(
    req: FastifyRequest, reply: FastifyReply, key: string, make: () => Buffer | Promise<Buffer>, keep = true,
  ): Promise<FastifyReply> {
    const asked = chooseEncoding(req.headers['accept-encoding'], Infinity);
    let answer = keep ? this.cache.get(`${key}\0${asked}`) : undefined;
    if (!answer) {
      let identity = asked === 'identity' || !keep ? undefined : this.cache.get(`${key}\0identity`);
      if (!identity) {
        const body = await make();
        identity = this.#jsonAnswer(etagOf(key, ''), body, 'identity');
        if (keep) this.cache.set(`${key}\0identity`, identity);
      }
      answer = asked === 'identity' || identity.body.length < MIN_COMPRESS ? identity
        : this.#jsonAnswer(encodedEtag(identity.etag, asked), await compressAsync(identity.body, asked), asked);
      if (answer !== identity && keep) this.cache.set(`${key}\0${asked}`, answer);
    }
    reply.headers(answer.headers);
    if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.send(answer.body);
  }

  #jsonAnswer(etag: string, body: Buffer, encoding: Encoding): CachedAnswer {
    const headers: Record<string, string> = {
      allow: ALLOW, 'content-type': JSON_TYPE, 'cache-control': this.cacheControl,
      // Bodies too small to compress never vary by encoding; larger ones do (RFC 9110 §12.5.5).
      vary: encoding !== 'identity' || body.length >= MIN_COMPRESS ? 'Accept, Accept-Encoding' : 'Accept', etag,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return { etag, headers, body };
  }

  /**
   * A JSON document that depends on nothing but this process (the OpenAPI description): made on its first request,
   * kept with each of its codings outside the response cache (nothing evicts them, nothing rebuilds them), the
   * codings made off the serving thread. Its ETag is the digest of its bytes.
   */
  async fixed(req: FastifyRequest, reply: FastifyReply, name: string, make: () => Buffer): Promise<FastifyReply> {
    let doc = this.#fixed.get(name);
    if (!doc) {
      const body = make();
      const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
      this.#fixed.set(name, (doc = { identity: this.#jsonAnswer(etag, body, 'identity'), coded: new Map() }));
    }
    const { identity, coded } = doc;
    const asked = chooseEncoding(req.headers['accept-encoding'], identity.body.length);
    let answer = identity;
    if (asked !== 'identity') {
      let made = coded.get(asked);
      if (!made) {
        made = compressAsync(identity.body, asked).then((body) => this.#jsonAnswer(encodedEtag(identity.etag, asked), body, asked));
        coded.set(asked, made);
        made.catch(() => coded.delete(asked));
      }
      answer = await made;
    }
    reply.headers(answer.headers);
    if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.send(answer.body);
  }

  /**
   * An HTML page's 200 from the response cache, rendering on a miss; a 304 when If-None-Match names the page's ETag
   * (known from the generation and key alone, so a revalidation never renders). `key` is everything the bytes
   * depend on besides the generation. A store that cannot say which databank it serves is unavailable to a page,
   * whatever its error. `keep` false: a page no one is likely to ask for again (a stray parameter, as the API's
   * plan.stray) is made and sent, and never takes room from those that are.
   */
  async page(
    req: FastifyRequest, reply: FastifyReply, key: string, render: PageMaker, keep = true,
  ): Promise<FastifyReply> {
    let gen: Generation;
    try {
      gen = await this.generation();
    } catch (error) {
      unavailable(error);
    }
    const full = `page\0${gen.id}\0${key}`;
    const etag = etagOf(full, '');
    const asked = chooseEncoding(req.headers['accept-encoding'], Infinity);
    const inm = req.headers['if-none-match'];
    if (inm && (matches(inm, etag) || matches(inm, encodedEtag(etag, asked)))) {
      return reply.code(304).headers(this.#pageHeaders(asked === 'identity' ? etag : encodedEtag(etag, asked), 'identity')).send();
    }
    const cached = keep ? this.cache.get(`${full}\0${asked}`) : undefined;
    const answer = cached ?? await this.#freshPage(req, reply, gen, full, etag, asked, render, keep);
    return reply.code(200).headers(answer.headers).send(answer.body);
  }

  /**
   * A page the cache does not hold in the encoding asked. The cache keeps pages compressed only (a polity page is
   * hundreds of KiB of HTML, a few dozen as br): one encoding is made from another held, without rendering, and a
   * client that takes no coding gets the gzip form inflated. Bodies too small to compress are kept as they are.
   * Rendering is bounded by the page budget (http/page-budget.ts); compressing and inflating run off the serving
   * thread (http/compress.ts).
   */
  async #freshPage(
    req: FastifyRequest, reply: FastifyReply, gen: Generation, full: string, etag: string, asked: Encoding,
    render: PageMaker, keepIt: boolean,
  ): Promise<CachedAnswer> {
    const keep = (encoding: Encoding, body: Buffer): CachedAnswer => {
      const tag = encodedEtag(etag, encoding);
      const answer: CachedAnswer = { etag: tag, headers: this.#pageHeaders(tag, encoding), body };
      if (keepIt) this.cache.set(`${full}\0${encoding}`, answer);
      return answer;
    };
    const held = (encoding: Encoding): CachedAnswer | undefined => (keepIt && asked !== encoding ? this.cache.get(`${full}\0${encoding}`) : undefined);
    const small = held('identity');
    if (small) return small;
    const gzip = held('gzip');
    const br = gzip ? undefined : held('br');
    let identity: Buffer;
    if (gzip) identity = await decompressAsync(gzip.body, 'gzip');
    else if (br) identity = await decompressAsync(br.body, 'br');
    else {
      identity = await this.#render(req, reply, gen, render);
      if (identity.length < MIN_COMPRESS) return keep('identity', identity);
    }
    if (asked !== 'identity') return keep(asked, await compressAsync(identity, asked));
    // Kept as gzip for the next such client (when there is a cache to keep it in).
    if (keepIt && !gzip && !br && this.cache.maxBytes > 0) keep('gzip', await compressAsync(identity, 'gzip'));
    return { etag, headers: this.#pageHeaders(etag, 'identity'), body: identity };
  }

  /**
   * A page rendered, within the page budget: past a client's share a 429, past everyone's a 503, with Retry-After.
   * Charged: the time of its synchronous steps (onThread) and of turning its text into bytes, by the budget's clock.
   */
  async #render(req: FastifyRequest, reply: FastifyReply, gen: Generation, render: PageMaker): Promise<Buffer> {
    const begun = this.budget.begin(req.ip);
    if (typeof begun !== 'function') {
      reply.header('retry-after', String(begun.waitSeconds));
      throw begun.scope === 'client' ? ApiError.throttled(begun.waitSeconds) : ApiError.of('PAGES_BUSY');
    }
    const now = this.budget.now;
    let took = 0;
    const onThread: OnThread = (step) => {
      const start = now();
      try {
        return step();
      } finally {
        took += now() - start;
      }
    };
    try {
      const page = await render(gen, onThread);
      return onThread(() => Buffer.from(page.text));
    } finally {
      begun(took);
    }
  }

  #pageHeaders(etag: string, encoding: Encoding): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': HTML_TYPE, 'cache-control': this.cacheControl, vary: 'Accept-Encoding', etag, ...PAGE_HEADERS };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return headers;
  }

  /**
   * A download (CSV, NDJSON): the whole selection as a stream (http/download.ts), never kept in the cache. The first
   * chunk is read before anything is sent, so an unavailable database is still a 503.
   */
  async download(req: FastifyRequest, reply: FastifyReply, gen: Generation, plan: ListPlan): Promise<FastifyReply> {
    const answer = prepareDownload(req.headers['accept-encoding'], this.store, gen, plan, this.cacheControl);
    reply.headers(answer.headers);
    if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    // HEAD: the headers of GET (no length: the body is chunked), and no scan at all.
    if (req.method === 'HEAD') return reply.send(Readable.from([]));
    return reply.send(countStreamed(reply.raw, await answer.open(() => clientSignal(reply))));
  }

  /** A static file of the pages: its ETag is its hash; a URL naming that hash (`?v=`) names those bytes forever. */
  asset(req: FastifyRequest, reply: FastifyReply, asset: Asset, exact: boolean): FastifyReply {
    const asked = chooseEncoding(req.headers['accept-encoding'], asset.body.length);
    const etag = encodedEtag(`"${asset.hash}"`, asked);
    reply.headers({
      'content-type': asset.type, etag, vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff',
      'cache-control': exact ? 'public, max-age=31536000, immutable' : this.cacheControl,
    });
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    if (asked === 'identity') return reply.send(asset.body);
    let body = this.#assets.get(`${asset.path}\0${asked}`);
    if (!body) this.#assets.set(`${asset.path}\0${asked}`, (body = compress(asset.body, asked)));
    return reply.header('content-encoding', asked).send(body);
  }
}

/** A page's view of a failing store: unavailable (503), whatever the store's own error. */
function unavailable(error: unknown): never {
  if (error instanceof ApiError) throw error;
  throw Object.assign(new Error('database unavailable', { cause: error }), { code: 'DATABASE_UNAVAILABLE' });
}
