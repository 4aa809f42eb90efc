/**
 * The one answer (PostgREST's `postgrestResponse` is the model): every 200 of the API's JSON, its records, its
 * downloads, its HTML pages and their static files is made by `Answers.answer()`, through the same stages in the same
 * order:
 *
 * 1. generation: the databank to answer from; a new one empties the caches;
 * 2. the cache: the one response cache, by everything the bytes depend on and the content coding;
 * 3. ETag and 304: strong validators named by the generation and the key (or the bytes' digest, or a file's hash);
 * 4. HEAD: Fastify's HEAD routes send a GET's headers and drop its body; a stream is not even opened;
 * 5. compression: brotli or gzip as Accept-Encoding allows, made once and kept;
 * 6. the send, which the completion step (http/ops.ts, onResponse) counts and logs.
 *
 * What differs per format is a property of its representation (render/representation.ts): its key's scope, how its
 * bytes are made, its ETag, cache and coding policies, its headers. Errors thrown at any stage are mapped once
 * (http/error-map.ts), to JSON by the API's error handler and to HTML by the pages' own (http/pages.ts).
 *
 * A new table (codebook, long table, panel) is a source and a representation, not a pipeline:
 *
 *     // a JSON page of the table, made once per generation, plan and link base:
 *     return answers.json(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => pageBody(count, next, previous, rows), !plan.stray);
 *     // its CSV: the whole selection, streamed (never kept), its body in the coding chosen, its first chunk read:
 *     return answers.answer(req, reply, {
 *       key: `${gen.id}\0${plan.key}`, headers: { 'content-disposition': 'attachment; filename="values.csv"' },
 *       open: (encoding, signal) => streamed(valuesScan(gen, plan, signal()), CSV_HEAD, csvChunk, encoding),
 *     }, download('csv'));
 *
 *     // a small table's CSV, made once per key and kept with its codings (the codebook):
 *     return answers.answer(req, reply, { key: `${gen.id}\0${plan.key}`, headers: { 'content-disposition': ... },
 *       make: async () => Buffer.from(codebookCsv(await entries())) }, keptDownload('csv'));
 *
 * `streamed` is http/download.ts's (backpressure, stall cut-off, compression); `download`, `keptDownload` and
 * `JSON_ANSWER` are render/representation.ts's. A format of its own is a Representation there (its content type, key
 * scope, ETag, cache and coding policies).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ListPlan, ReadResult } from '../plan/plan.js';
import type { Asset } from '../render/html/assets.js';
import { FIXED_JSON, HTML_PAGE, JSON_ANSWER, staticFile, type Representation } from '../render/representation.js';
import { bufferBytes, ByteCache, keepBuffer } from '../cache.js';
import type { Generation, Store } from '../store/store.js';
import { chooseEncoding, encodedEtag, etagOf, etagOfBytes, matches, MIN_COMPRESS, ResponseCache, type CachedAnswer, type Encoding } from './cache.js';
import { compressAsync, decompressAsync } from './compress.js';
import { citeLinkHeader } from './cite.js';
import { downloadSource } from './download.js';
import { ApiError } from './errors.js';
import { ALLOW } from './headers.js';
import { clientSignal, countStreamed } from './ops.js';
import { PageBudget } from './page-budget.js';
import { answeredOf, markAnswered, releaseGeneration, scopeOf, scopePrefix } from './scope.js';
import type { AnswerSource, Maker, OnThread, PageMaker } from './answer-source.js';

export type { AnswerSource, Maker, OnThread, PageMaker, PageText } from './answer-source.js';

/** An answer ready to send: bytes, or a stream to open once the headers are out. */
type Held = CachedAnswer | {
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: undefined;
  open(signal: () => AbortSignal): Promise<Readable>;
};

/** One request's answer as the stages see it. */
interface Asked {
  readonly req: FastifyRequest;
  readonly reply: FastifyReply;
  readonly gen: Generation | undefined;
  /** The source's key, scoped as the representation says. */
  readonly key: string;
  /** The coding Accept-Encoding allows, as the representation ranks them (a small body is sent as it is). */
  readonly asked: Encoding;
  readonly keep: boolean;
  readonly source: AnswerSource;
  readonly rep: Representation;
}

/** Bytes kept for the process: identity, its validator, each coding. */
interface ProcessAnswer {
  readonly bytes: Buffer;
  readonly base: string;
  readonly coded: Map<Encoding, Promise<Buffer>>;
}

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
  /** Answers kept for the life of the process (keep `process`: documents fixed for it, static files). */
  readonly #process = new Map<string, ProcessAnswer>();
  /** How much of the serving thread pages made afresh may take, per client and in all (http/page-budget.ts). */
  readonly budget: PageBudget;
  /** The `Link` header of every download (CITATION_URL, LICENCE_URL), or undefined when neither is set. */
  readonly #citeLink: string | undefined;
  #generation: string | undefined;

  constructor(readonly store: Store, config: Config) {
    this.budget = new PageBudget(config.pageRenderMsClient, config.pageRenderMsTotal);
    this.cache = new ResponseCache(config.pageCacheMb * 1024 * 1024);
    this.#rows = new ByteCache<ReadResult<Buffer>>({ name: 'rows', maxBytes: config.pageCacheMb * 1024 * 256, sizeOf: (r) => bufferBytes(r.rows) + 64 });
    this.cacheControl = `public, max-age=${config.cacheMaxAge}`;
    this.#citeLink = citeLinkHeader(config);
  }

  /**
   * Stage 1: the generation to serve, or 503 when no databank is loaded; under `/releases/<name>/`, the release's
   * (http/scope.ts). A new current generation empties the caches; a release's never does (its keys name its own).
   */
  async generation(req?: FastifyRequest): Promise<Generation> {
    if (req && scopeOf(req)) return releaseGeneration(this.store, req);
    const gen = await this.store.current();
    if (!gen) throw ApiError.of('NO_DATABANK');
    if (gen.id !== this.#generation) {
      this.cache.clear();
      this.#rows.clear();
      this.#generation = gen.id;
    }
    if (req) markAnswered(req, { release: 'current', gen });
    return gen;
  }

  /** The current databank's generation as last served: what a cache of another layer empties on (the panel's grids). */
  get currentGeneration(): string | undefined { return this.#generation; }

  /** A list page's rows, through the rows cache. */
  async rows(gen: Generation, plan: ListPlan, signal: () => AbortSignal): Promise<ReadResult<Buffer>> {
    const key = `${gen.id}\0${plan.rowsKey}`;
    const known = this.#rows.get(key);
    if (known) return known;
    const read = await this.store.read(gen, plan, 'joined', signal());
    const rows = keepBuffer(read.rows); // a slice of a larger ArrayBuffer would keep all of it
    return this.#rows.set(key, rows === read.rows ? read : { ...read, rows });
  }

  /** The one answer: the stages above, in order, for any source and representation. */
  async answer(req: FastifyRequest, reply: FastifyReply, source: AnswerSource, rep: Representation): Promise<FastifyReply> {
    // 1. The generation where the representation reads it (else the caller's key names it), and the scope's link prefix.
    const gen = rep.scope === 'generation' ? await this.#generationOrUnavailable(req) : undefined;
    const key = gen ? `${rep.name}\0${gen.id}\0${scopePrefix(req)}\0${source.key}` : source.key;
    const a: Asked = {
      req, reply, gen, key, asked: negotiate(req.headers['accept-encoding'], rep), source, rep, keep: source.keep !== false && rep.keep !== 'never',
    };
    const inm = req.headers['if-none-match'];
    // 3, ahead: a validator the key alone names answers a 304 with no lookup and nothing made.
    if (rep.revalidate === 'ahead' && inm) {
      const ahead = this.#ahead(a);
      if (ahead.tags.some((tag) => matches(inm, tag))) return reply.code(304).headers(ahead.headers).send();
    }
    // 2 and 5: the cache, and the codings made once and kept as the representation keeps them.
    const got = this.#held(a);
    const held = got instanceof Promise ? await got : got;
    reply.headers(held.headers);
    // 3: the validator of the answer held.
    if (matches(inm, held.etag)) return reply.code(304).send();
    if (held.body) return reply.code(200).send(held.body);
    // 4. HEAD: the headers of GET (no length: the body is chunked), and no stream opened.
    if (req.method === 'HEAD') return reply.send(Readable.from([]));
    // 6. The send.
    return reply.send(countStreamed(reply.raw, await held.open(() => clientSignal(reply))));
  }

  /**
   * A JSON 200 (or 304), the body made once per key: `key` is everything the bytes depend on (generation, plan key,
   * link base), and the cache adds the content coding asked for. `keep` false: made and sent, never kept (plan.stray).
   */
  json(req: FastifyRequest, reply: FastifyReply, key: string, make: () => Buffer | Promise<Buffer>, keep = true): Promise<FastifyReply> {
    return this.answer(req, reply, { key, make: () => make(), keep }, JSON_ANSWER);
  }

  /** A JSON document that depends on nothing but this process (the OpenAPI description): its ETag is its digest. */
  fixed(req: FastifyRequest, reply: FastifyReply, name: string, make: () => Buffer): Promise<FastifyReply> {
    return this.answer(req, reply, { key: name, make: () => make() }, FIXED_JSON);
  }

  /**
   * An HTML page, rendering on a miss within the page budget; a 304 from the generation and key alone. `key` is
   * everything the bytes depend on besides the generation. `keep` false: a stray parameter's page is never kept.
   */
  page(req: FastifyRequest, reply: FastifyReply, key: string, render: PageMaker, keep = true): Promise<FastifyReply> {
    return this.answer(req, reply, { key, make: (gen, onThread) => render(gen!, onThread), keep }, HTML_PAGE);
  }

  /**
   * A download (CSV, NDJSON): the whole selection as a stream (http/download.ts), never kept in the cache. The first
   * chunk is read before anything is sent, so an unavailable database is still a 503.
   */
  download(req: FastifyRequest, reply: FastifyReply, gen: Generation, plan: ListPlan): Promise<FastifyReply> {
    const { source, representation } = downloadSource(this.store, gen, plan, undefined, answeredOf(req)?.record?.digests[plan.def.path]);
    return this.answer(req, reply, source, representation);
  }

  /** A static file of the pages: its ETag is its hash; a URL naming that hash (`exact`) names those bytes forever. */
  asset(req: FastifyRequest, reply: FastifyReply, asset: Asset, exact: boolean): Promise<FastifyReply> {
    return this.answer(req, reply, { key: asset.path, held: { bytes: asset.body, hash: asset.hash } }, staticFile(asset.type, exact));
  }

  /** A page's view of a failing store: unavailable (503), whatever the store's own error. */
  async #generationOrUnavailable(req: FastifyRequest): Promise<Generation> {
    try {
      return await this.generation(req);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw Object.assign(new Error('database unavailable', { cause: error }), { code: 'DATABASE_UNAVAILABLE' });
    }
  }

  /**
   * The validator known before the bytes (revalidate `ahead`) and the headers of its 304 (no Content-Encoding: the
   * body's coding is not chosen yet). While the body's size is unknown (a page: a small one is sent as it is), either
   * tag names it.
   */
  #ahead(a: Asked): { tags: string[]; headers: Record<string, string> } {
    const { held } = a.source;
    const base = validator(a);
    const tag = encodedEtag(base, held ? sized(a.asked, held.bytes.length) : a.asked);
    return { tags: held ? [tag] : [base, tag], headers: this.#headers(a, tag, 'identity', Infinity) };
  }

  /**
   * Stages 2 and 5 as the representation keeps its answers. A hit of the response cache in the coding asked is
   * answered at once (no promise: the hot path of every cached page and record).
   */
  #held(a: Asked): Held | Promise<Held> {
    switch (a.rep.keep) {
      case 'identity-and-codings': return this.#hit(a) ?? this.#identityAndCodings(a);
      case 'compressed-only': return this.#hit(a) ?? this.#compressedOnly(a);
      case 'process': return this.#forProcess(a);
      case 'never': return this.#stream(a);
    }
  }

  /** The response cache's answer in the coding asked, where the answer may be kept at all. */
  #hit({ keep, key, asked }: Asked): CachedAnswer | undefined {
    return keep ? this.cache.get(`${key}\0${asked}`) : undefined;
  }

  /**
   * (A miss of the coding asked.) Identity bytes kept, each coding made from them (off the serving thread from 64 KiB: http/compress.ts) and kept.
   * The ETag names the identity bytes (per coding, RFC 9110 §8.8.3), so a 304 is a cache lookup too.
   */
  async #identityAndCodings(a: Asked): Promise<CachedAnswer> {
    const { key, asked, keep } = a;
    let identity = asked === 'identity' || !keep ? undefined : this.cache.get(`${key}\0identity`);
    if (!identity) {
      identity = this.#bytes(a, validator(a), await this.#make(a), 'identity');
      if (keep) this.cache.set(`${key}\0identity`, identity);
    }
    if (asked === 'identity' || identity.body.length < MIN_COMPRESS) return identity;
    const coded = this.#bytes(a, encodedEtag(identity.etag, asked), await compressAsync(identity.body, asked), asked);
    if (keep) this.cache.set(`${key}\0${asked}`, coded);
    return coded;
  }

  /**
   * (A miss of the coding asked.) Compressed bytes only (a polity page is hundreds of KiB of HTML, a few dozen as br): one coding is made from
   * another held, without rendering, and a client that takes no coding gets the gzip form inflated (and a gzip form
   * is kept for the next such client). Bodies too small to compress are kept as they are.
   */
  async #compressedOnly(a: Asked): Promise<CachedAnswer> {
    const { key, asked, keep: keepIt } = a;
    const etag = validator(a);
    const keep = (encoding: Encoding, body: Buffer): CachedAnswer => {
      const answer = this.#bytes(a, encodedEtag(etag, encoding), body, encoding);
      if (keepIt) this.cache.set(`${key}\0${encoding}`, answer);
      return answer;
    };
    const held = (encoding: Encoding): CachedAnswer | undefined => (keepIt && asked !== encoding ? this.cache.get(`${key}\0${encoding}`) : undefined);
    const small = held('identity');
    if (small) return small;
    const gzip = held('gzip');
    const br = gzip ? undefined : held('br');
    let identity: Buffer;
    if (gzip) identity = await decompressAsync(gzip.body, 'gzip');
    else if (br) identity = await decompressAsync(br.body, 'br');
    else {
      identity = await this.#make(a);
      if (identity.length < MIN_COMPRESS) return keep('identity', identity);
    }
    if (asked !== 'identity') return keep(asked, await compressAsync(identity, asked));
    if (keepIt && !gzip && !br && this.cache.maxBytes > 0) keep('gzip', await compressAsync(identity, 'gzip'));
    return this.#bytes(a, etag, identity, 'identity');
  }

  /**
   * Kept for the process, outside the response cache (nothing evicts them, nothing rebuilds them): made on the first
   * request (or held), each coding made once off the serving thread. The validator: the digest or the file's hash.
   */
  async #forProcess(a: Asked): Promise<CachedAnswer> {
    const name = `${a.rep.name}\0${a.key}`;
    let kept = this.#process.get(name);
    if (!kept) {
      const bytes = a.source.held?.bytes ?? await this.#make(a);
      this.#process.set(name, (kept = { bytes, base: validator(a, bytes), coded: new Map() }));
    }
    const coding = sized(a.asked, kept.bytes.length);
    if (coding === 'identity') return this.#bytes(a, kept.base, kept.bytes, coding);
    const { coded } = kept;
    let made = coded.get(coding);
    if (!made) {
      coded.set(coding, (made = compressAsync(kept.bytes, coding)));
      made.catch(() => coded.delete(coding));
    }
    return this.#bytes(a, encodedEtag(kept.base, coding), await made, coding);
  }

  /** A stream: never kept; its ETag from the key and the coding chosen, its body opened only to be sent. */
  #stream(a: Asked): Held {
    const etag = encodedEtag(validator(a), a.asked);
    const open = a.source.open!;
    return { etag, headers: this.#headers(a, etag, a.asked, Infinity), open: (signal) => open(a.asked, signal) };
  }

  #bytes(a: Asked, etag: string, body: Buffer, encoding: Encoding): CachedAnswer {
    return { etag, headers: this.#headers(a, etag, encoding, body.length), body };
  }

  /** An answer's headers: the representation's, the source's own, the validator and the coding. */
  #headers({ rep, source }: Asked, etag: string, encoding: Encoding, size: number): Record<string, string> {
    const headers: Record<string, string> = rep.allow ? { allow: ALLOW } : {};
    headers['content-type'] = rep.contentType;
    if (source.headers) Object.assign(headers, source.headers);
    Object.assign(headers, source.codedHeaders?.(encoding));
    headers['cache-control'] = rep.cacheControl ?? this.cacheControl;
    // Bodies too small to compress never vary by encoding where the representation says so (RFC 9110 §12.5.5).
    const byEncoding = rep.varyEncoding === 'always' || encoding !== 'identity' || size >= MIN_COMPRESS;
    headers.vary = rep.varyAccept ? (byEncoding ? 'Accept, Accept-Encoding' : 'Accept') : 'Accept-Encoding';
    headers.etag = etag;
    Object.assign(headers, rep.headers);
    if (rep.cites && this.#citeLink !== undefined) headers.link = this.#citeLink;
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return headers;
  }

  /** The identity bytes of a made body: within the page budget where the representation says so. */
  async #make({ req, reply, gen, source, rep }: Asked): Promise<Buffer> {
    if (rep.budget) return this.#render(req, reply, gen, source.make!);
    const made = await source.make!(gen, (step) => step());
    return Buffer.isBuffer(made) ? made : Buffer.from(made.text);
  }

  /**
   * A page rendered, within the page budget: past a client's share a 429, past everyone's a 503, with Retry-After.
   * Charged: the time of its synchronous steps (onThread) and of turning its text into bytes, by the budget's clock.
   */
  async #render(req: FastifyRequest, reply: FastifyReply, gen: Generation | undefined, render: Maker): Promise<Buffer> {
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
      return Buffer.isBuffer(page) ? page : onThread(() => Buffer.from(page.text));
    } finally {
      begun(took);
    }
  }
}

/**
 * The strong validator of an answer's identity bytes, by the representation's policy: its key (the generation in it),
 * the digest of bytes fixed for the process, or a static file's hash. A coding adds its suffix (encodedEtag).
 */
function validator({ rep, key, source }: Asked, bytes?: Buffer): string {
  switch (rep.validator) {
    case 'generation': return etagOf(key, '');
    case 'digest': return etagOfBytes(bytes!);
    case 'hash': return `"${source.held!.hash}"`;
  }
}

/** The coding Accept-Encoding allows, ranked as the representation ranks them. */
function negotiate(header: string | undefined, rep: Representation): Encoding {
  if (rep.codings === 'br-first') return chooseEncoding(header, Infinity);
  const chosen = chooseEncoding(header, Infinity, 'gzip');
  return chosen === 'br' && rep.codings === 'prebuilt-gzip' ? 'identity' : chosen;
}

/** A body too small to compress is sent as it is. */
function sized(asked: Encoding, size: number): Encoding {
  return size < MIN_COMPRESS ? 'identity' : asked;
}
