/** buildApp({config, store}): the Fastify instance with every route derived from the registry. It never listens. */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { CollectionDef } from '../registry/index.js';
import type { Generation, Store } from '../store/store.js';
import { FilterError, UnknownFormatError } from '../plan/errors.js';
import { parseFormat, parseListPlan, parseRecordPlan } from '../plan/parse.js';
import { ResponseCache, MIN_COMPRESS, chooseEncoding, compress, encodedEtag, etagOf, matches, type CachedAnswer } from './cache.js';
import { ApiError, ERRORS, errorBody } from './errors.js';
import { hostError, origin, pageLinks, slashRedirect } from './links.js';
import { pageBody } from './page-body.js';
import { openApiDocument } from './openapi.js';
import { registerPages } from './pages.js';
import { parseQuery } from './query.js';
import { SHUTTING_DOWN, shuttingDown } from './shutdown.js';
import { createApiServer } from './server.js';
import { clientSignal, CLIENT_CLOSED, operations } from './ops.js';
import { BoundedMap } from '../store/bounded.js';
import { sendDownload } from './download.js';
import { isDownload, type ListPlan, type ReadResult, type RecordPlan } from '../plan/plan.js';

export interface AppOptions {
  readonly config: Config;
  readonly store: Store;
  /** A pino-compatible logger or logger options; false disables logging (tests). */
  readonly logger?: boolean | object;
}

const ALLOW = 'GET, HEAD, OPTIONS';
const EMPTY = Buffer.alloc(0);
const JSON_TYPE = 'application/json'; // spec §4: exactly this, no charset parameter
/** Methods that exist in HTTP but not in this read-only API: DRF answers 405 with `Allow`. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'QUERY'] as const;
/** Plans remembered per route (PlanMemo), and the longest key remembered: at most ≈ 1 MB per route. */
const PLAN_MEMO_SIZE = 1024;
const PLAN_MEMO_KEY_MAX = 256;

/**
 * Read plans by what they are parsed from (the query string, and Accept for lists), for one route. A plan is a plain
 * value that depends on nothing else, and a cached answer is asked for again and again: parsing it each time (every
 * filter of the collection looked up, the key built) was a tenth of our own code's share of a cached page. Requests
 * that do not parse are not remembered (they throw); a flood of distinct queries only empties the memo.
 */
class PlanMemo<P> {
  readonly #plans = new Map<string, P>();
  /** `keep`: whether a plan is worth remembering (a cache-buster's is not asked for again). */
  constructor(readonly keep: (plan: P) => boolean = () => true) {}

  get(key: string, parse: () => P): P {
    if (key.length > PLAN_MEMO_KEY_MAX) return parse();
    let plan = this.#plans.get(key);
    if (plan === undefined) {
      plan = parse();
      if (!this.keep(plan)) return plan;
      if (this.#plans.size >= PLAN_MEMO_SIZE) this.#plans.clear();
      this.#plans.set(key, plan);
    }
    return plan;
  }
}
export function buildApp({ config, store, logger = false }: AppOptions): FastifyInstance {
  const { registry } = store; // the collections served are the ones the store holds
  const ops = operations(config);
  const app: FastifyInstance = Fastify({
    logger,
    // node:http answers what Fastify never sees in the API's error shape (http/server.ts).
    serverFactory: (handler) => createApiServer(handler, ops.server),
    // Malformed requests, oversized headers and timeouts are answered by http/server.ts, not in Fastify's shape.
    clientErrorHandler: () => {},
    // Fastify's own two lines per request are replaced by one line in onResponse (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: true }),
    // TRUST_PROXY as one function (http/links.ts): req.ip, the rate limit's key and the log's remote, is the address
    // the trusted proxies saw, read from the right of X-Forwarded-For, as the node:http layer reads it.
    trustProxy: ops.trust ?? false,
    // Queries are read by our own parser (http/query.ts, Python's rules, linear in hostile input); Fastify's
    // `request.query` is never used, and its parser costs ~50 ms on a 64 KB run of `+` (issue 12, defect 1).
    routerOptions: { maxParamLength: 500, querystringParser: () => ({}) },
    // While closing, a request on an open connection is answered as usual with Connection: close (Fastify's own
    // 503 has a body outside the contract).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // A malformed URL (bad percent-encoding) names nothing here.
    frameworkErrors: (_error, _req, reply) => sendError(reply, ApiError.of('NOT_FOUND')),
  });

  // Request ids, CORS, security headers, the rate limit, and the completion step that counts and logs every answer
  // (http/ops.ts): before any hook of our own.
  ops.register(app, store);

  const cache = new ResponseCache(config.pageCacheMb * 1024 * 1024);
  let cachedGeneration: string | undefined;
  const links = { publicUrl: config.publicUrl, trust: ops.trust };
  const cacheControl = `public, max-age=${config.cacheMaxAge}`;
  const base = config.basePath;

  // Django's ALLOWED_HOSTS, checked on every request as CommonMiddleware does, not only where links are built. The
  // probes and /metrics are exempt: orchestrators, load balancers and scrapers call them by an address of their own.
  const hosts = { allowedHosts: config.allowedHosts, trust: ops.trust };
  app.addHook('onRequest', (req, _reply, done) => {
    const url = req.routeOptions.url;
    done(url === '/healthz' || url === '/readyz' || url === '/metrics' ? undefined : hostError(req.raw, hosts));
  });

  /**
   * Django's APPEND_SLASH: the path and query with a slash appended, never the authority of an absolute-form request
   * line (a relative Location, as Django sends; PUBLIC_URL first when set). It depends on nothing but the URL and the
   * configuration, so any cache may keep it, for as long as a page: a BASE_PATH or PUBLIC_URL change then shows as
   * soon as a data change does, where a 301 without Cache-Control may be kept indefinitely.
   */
  function redirectWithSlash(req: FastifyRequest, reply: FastifyReply): FastifyReply {
    return reply.code(301).header('location', slashRedirect(req.url, config.publicUrl)).header('content-type', JSON_TYPE)
      .header('cache-control', cacheControl).send(EMPTY);
  }

  // This API reads no request bodies; accept any content type and ignore it, so writes get their 405.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof FilterError) return sendBody(reply.header('allow', ALLOW), 400, JSON.stringify(error.errors));
    if (error instanceof UnknownFormatError) return sendError(reply, ApiError.of('NOT_FOUND'));
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, ApiError.of('PAYLOAD_TOO_LARGE'));
    if (status >= 400 && status < 500) return sendError(reply, ApiError.of('BAD_REQUEST'));
    if (error.code === 'CLIENT_GONE') return reply.code(CLIENT_CLOSED).send(); // no one to answer: logged as 499
    if (error.code === 'QUERY_TIME_LIMIT') {
      req.log.warn({ err: error.message }, 'query time limit');
      return sendError(reply.header('retry-after', '1'), ApiError.of('QUERY_TIME_LIMIT'));
    }
    if (isDatabaseDown(error)) {
      req.log.warn({ err: error.message }, 'database unavailable');
      return sendError(reply, ApiError.of('DATABASE_UNAVAILABLE'));
    }
    req.log.error({ err: error }, 'request failed');
    return sendError(reply, ApiError.of('SERVER_ERROR'));
  });

  app.setNotFoundHandler((_req, reply) => sendError(reply, ApiError.of('NOT_FOUND'), false));

  /**
   * A page's rows and count by what they depend on alone (plan.rowsKey), so that a request differing only in what
   * does not change them (an unknown parameter such as a cache-buster, another link base) reuses them: a miss of the
   * response cache then costs an envelope, not a read. A quarter of PAGE_CACHE_MB.
   */
  const rowsCache = new BoundedMap<ReadResult<Buffer>>(config.pageCacheMb * 1024 * 256, (r) => r.rows.length + 64);
  async function pageRows(gen: Generation, plan: ListPlan, signal: () => AbortSignal): Promise<ReadResult<Buffer>> {
    const key = `${gen.id}\0${plan.rowsKey}`;
    const known = rowsCache.get(key);
    if (known) return known;
    return rowsCache.set(key, await store.read(gen, plan, 'joined', signal()));
  }

  /** The generation to serve, or 503 when no databank is loaded. A new one empties the response cache. */
  async function generation(): Promise<Generation> {
    const gen = await store.current();
    if (!gen) throw ApiError.of('NO_DATABANK');
    if (gen.id !== cachedGeneration) {
      cache.clear();
      rowsCache.clear();
      cachedGeneration = gen.id;
    }
    return gen;
  }

  /**
   * Answers a 200 (or 304) from the one response cache, making the body once per key: `key` is everything the
   * bytes depend on (generation, plan key, link base), and the cache adds the content coding asked for. The ETag
   * names the identity bytes (per coding, RFC 9110 §8.8.3), so a 304 is a cache lookup too. `keep` false: an answer
   * no one is likely to ask for again (plan.stray) is made and sent, and never takes room from those that are.
   */
  async function sendOk(
    req: FastifyRequest, reply: FastifyReply, key: string, make: () => Buffer | Promise<Buffer>, keep = true,
  ): Promise<FastifyReply> {
    const asked = chooseEncoding(req.headers['accept-encoding'], Infinity);
    let answer = keep ? cache.get(`${key}\0${asked}`) : undefined;
    if (!answer) {
      let identity = asked === 'identity' || !keep ? undefined : cache.get(`${key}\0identity`);
      if (!identity) {
        const body = await make();
        identity = cached(etagOf(key, ''), body, 'identity');
        if (keep) cache.set(`${key}\0identity`, identity);
      }
      answer = asked === 'identity' || identity.body.length < MIN_COMPRESS ? identity
        : cached(encodedEtag(identity.etag, asked), compress(identity.body, asked), asked);
      if (answer !== identity && keep) cache.set(`${key}\0${asked}`, answer);
    }
    reply.headers(answer.headers);
    if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.send(answer.body);
  }

  function cached(etag: string, body: Buffer, encoding: 'br' | 'gzip' | 'identity'): CachedAnswer {
    const headers: Record<string, string> = {
      allow: ALLOW, 'content-type': JSON_TYPE, 'cache-control': cacheControl,
      // Bodies too small to compress never vary by encoding; larger ones do (RFC 9110 §12.5.5).
      vary: encoding !== 'identity' || body.length >= MIN_COMPRESS ? 'Accept, Accept-Encoding' : 'Accept', etag,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return { etag, headers, body };
  }

  for (const def of registry.collections) {
    const listPath = `${base}/${def.path}/`;
    const recordPath = `${listPath}:id/`;

    const listPlans = new PlanMemo<ListPlan>((plan) => !plan.stray);
    const recordPlans = new PlanMemo<RecordPlan>();
    app.get(listPath, async (req, reply) => {
      const query = rawQuery(req.url);
      const accept = req.headers.accept;
      const plan = listPlans.get(accept === undefined ? query : `${query}\0${accept}`, () => parseListPlan(def, parseQuery(query), accept));
      const gen = await generation();
      // CSV and NDJSON: the whole selection, streamed, not cached (http/download.ts).
      if (isDownload(plan.format)) return sendDownload(req, reply, store, gen, plan, { allow: ALLOW, cacheControl });
      const self = origin(req, links) + listPath;
      return sendOk(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => {
        const result = await pageRows(gen, plan, () => clientSignal(reply));
        if (!result.window) throw ApiError.of('INVALID_PAGE');
        const { next, previous } = pageLinks(self, result.window, plan.query);
        return pageBody(result.count, next, previous, result.rows);
      }, !plan.stray);
    });

    app.get(recordPath, async (req, reply) => {
      const id = (req.params as { id: string }).id;
      const query = rawQuery(req.url);
      const plan = recordPlans.get(`${id}\0${query}`, () => parseRecordPlan(def, id, parseQuery(query)));
      const gen = await generation();
      return sendOk(req, reply, `${gen.id}\0${plan.key}`, async () => {
        const body = await store.record(gen, def, plan.id);
        if (body === undefined) throw ApiError.of('NOT_FOUND');
        return Buffer.from(body);
      });
    });

    app.options(listPath, (_req, reply) => sendOptions(reply, def, def.title));
    app.options(recordPath, (_req, reply) => sendOptions(reply, def, def.title.replace(/ List$/, ' Instance')));
    for (const path of [listPath, recordPath]) {
      app.route({ method: [...WRITE_METHODS], url: path, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
    }
    // Django's APPEND_SLASH: a list or record path without its slash is a 301 to the slash form, query kept.
    for (const path of [listPath.slice(0, -1), recordPath.slice(0, -1)]) {
      app.all(path, (req, reply) => redirectWithSlash(req, reply));
    }
  }

  // The API root (DRF's DefaultRouter): every collection and its absolute URL; and `"demo": true` after them while the
  // databank is the demo (no collection path can be `demo`: each has a slash). It answers with no databank loaded too.
  app.get(`${base}/`, async (req, reply) => {
    parseFormat(parseQuery(rawQuery(req.url)));
    const root = origin(req, links) + base + '/';
    const demo = (await store.current().catch(() => undefined))?.demo === true;
    return sendOk(req, reply, `root\0${root}${demo ? '\0demo' : ''}`, () => Buffer.from(JSON.stringify({
      ...Object.fromEntries(registry.collections.map((d) => [d.path, `${root}${d.path}/`])), ...(demo ? { demo: true } : {}),
    })));
  });
  app.options(`${base}/`, (_req, reply) => reply.header('allow', ALLOW).header('content-type', JSON_TYPE)
    .send(Buffer.from(JSON.stringify({ name: 'Api Root', description: 'The collections of the databank.', renders: [JSON_TYPE], parses: [JSON_TYPE] }))));
  app.route({ method: [...WRITE_METHODS], url: `${base}/`, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
  if (base) app.all(base, (req, reply) => redirectWithSlash(req, reply));

  // The OpenAPI description, derived from the registry like the routes themselves.
  app.get(`${base}/openapi.json`, async (req, reply) => {
    const server = origin(req, links);
    return sendOk(req, reply, `openapi\0${server}`, () => Buffer.from(JSON.stringify(openApiDocument(registry, server, base))));
  });

  // For orchestrators: the process is alive; the database answers and a databank is loaded.
  app.get('/healthz', (_req, reply) => reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store').send(Buffer.from('{"status":"ok"}')));
  app.get('/readyz', async (_req, reply) => {
    reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store');
    // Draining (SIGTERM): out of rotation at once, while requests are still served (serve.ts).
    if (shuttingDown()) return reply.code(503).send(Buffer.from(errorBody(SHUTTING_DOWN)));
    const ready = await store.ping().catch(() => false);
    if (!ready) return reply.code(503).send(Buffer.from(errorBody(ERRORS.DATABASE_UNAVAILABLE.detail)));
    const gen = await store.current().catch(() => undefined);
    if (!gen) return reply.code(503).send(Buffer.from(errorBody(ERRORS.NO_DATABANK.detail)));
    return reply.send(Buffer.from(JSON.stringify({ status: 'ready', generation: gen.id, loaded_at: gen.loadedAt, demo: gen.demo })));
  });

  registerPages(app, { config, store, cache }); // pages for people at the API's paths without BASE_PATH (http/pages.ts)
  return app;
}

function sendOptions(reply: FastifyReply, def: CollectionDef, name: string): FastifyReply {
  // DRF SimpleMetadata's shape for a read-only view.
  const body = { name, description: def.description, renders: [JSON_TYPE], parses: [JSON_TYPE] };
  return reply.header('allow', ALLOW).header('vary', 'Accept').header('content-type', JSON_TYPE).send(Buffer.from(JSON.stringify(body)));
}

/** Errors on the API's own routes carry `Allow` as DRF's do; a path that names nothing does not. */
function sendError(reply: FastifyReply, error: ApiError, ownRoute = true): FastifyReply {
  if (ownRoute) reply.header('allow', ALLOW);
  return sendBody(reply, error.status, errorBody(error.detail));
}

/** An error answer: never cached, negotiated on Accept only. */
function sendBody(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).header('content-type', JSON_TYPE).header('vary', 'Accept')
    .header('cache-control', 'no-cache').send(Buffer.from(body));
}

function rawQuery(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

/** A store's own verdict that its database cannot answer now (store/postgres/errors.ts classifies pg's errors). */
function isDatabaseDown(error: Error & { code?: string }): boolean {
  return error.code === 'DATABASE_UNAVAILABLE';
}
