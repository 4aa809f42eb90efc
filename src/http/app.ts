/** buildApp({config, store}): the Fastify instance with every route derived from the registry. It never listens. */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Config } from '../config.js';
import { REGISTRY, type CollectionDef } from '../registry/index.js';
import type { Generation, Store } from '../store/store.js';
import { ByteLru, MIN_COMPRESS, chooseEncoding, compress, encodedEtag, etagOf, matches } from './cache.js';
import { ApiError, ERRORS, errorBody } from './errors.js';
import { hostError, origin, pageLinks, slashRedirect } from './links.js';
import { pageBody, resultsBytes } from './page-body.js';
import { memoHandler, ResponseMemo } from './memo.js';
import { openApiDocument } from './openapi.js';
import { checkFormat, planPage } from './plan.js';
import { parseQuery } from './query.js';
import { createApiServer } from './server.js';

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
/** Route options of the data routes whose answers the memo may repeat. */
const MEMO = { config: { memo: true } };

/** A request that read a databank generation. */
type MemoRequest = FastifyRequest & { generation?: Generation };

export function buildApp({ config, store, logger = false }: AppOptions): FastifyInstance {
  const memo = new ResponseMemo({ trustProxy: config.trustProxy, maxBytes: config.pageCacheMb * 1024 * 1024 });
  const app: FastifyInstance = Fastify({
    logger,
    // node:http answers what Fastify never sees in the API's error shape (http/server.ts); repeated GETs of data
    // routes are answered from the memo before Fastify routes them (http/memo.ts).
    serverFactory: (handler) => createApiServer(memoHandler(memo, store, (req, status, started) => {
      if (config.logRequests) app.log.info({ method: req.method, url: req.url, status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    })(handler)),
    // Malformed requests, oversized headers and timeouts are answered by http/server.ts, not in Fastify's shape.
    clientErrorHandler: () => {},
    // Fastify's own two lines per request are replaced by one line in onResponse (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
    // While closing, a request on an open connection is answered as usual with Connection: close (Fastify's own
    // 503 has a body outside the contract).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // A malformed URL (bad percent-encoding) names nothing here.
    frameworkErrors: (_error, _req, reply) => sendError(reply, ApiError.of('NOT_FOUND')),
  });

  const pages = new ByteLru(config.pageCacheMb * 1024 * 1024);
  const encoded = new ByteLru(Math.max(1, config.pageCacheMb) * 1024 * 1024);
  const links = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  const cacheControl = `public, max-age=${config.cacheMaxAge}`;
  const base = config.basePath;

  // Django's ALLOWED_HOSTS, checked on every request as CommonMiddleware does, not only where links are built. The
  // probes are exempt: orchestrators and load balancers call them by an address of their own choosing.
  const hosts = { allowedHosts: config.allowedHosts, trustProxy: config.trustProxy };
  app.addHook('onRequest', (req, _reply, done) => {
    const url = req.routeOptions.url;
    done(url === '/healthz' || url === '/readyz' ? undefined : hostError(req.raw, hosts));
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

  if (config.logRequests) {
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
      done();
    });
  }

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, ApiError.of('PAYLOAD_TOO_LARGE'));
    if (status >= 400 && status < 500) return sendError(reply, ApiError.of('BAD_REQUEST'));
    if (isDatabaseDown(error)) {
      req.log.warn({ err: error.message }, 'database unavailable');
      return sendError(reply, ApiError.of('DATABASE_UNAVAILABLE'));
    }
    req.log.error({ err: error }, 'request failed');
    return sendError(reply, ApiError.of('SERVER_ERROR'));
  });

  app.setNotFoundHandler((_req, reply) => sendError(reply, ApiError.of('NOT_FOUND'), false));

  /** The generation to serve (noted on the request for the memo), or 503 when no databank is loaded. */
  async function generation(req: FastifyRequest): Promise<Generation> {
    const gen = await store.current();
    if (!gen) throw ApiError.of('NO_DATABANK');
    (req as MemoRequest).generation = gen;
    return gen;
  }

  // A 200 or 304 of a data route is remembered, by everything it depends on, for the memo in front of Fastify.
  app.addHook('onSend', (req, reply, payload, done) => {
    const gen = (req as MemoRequest).generation;
    const status = reply.statusCode;
    if (gen && req.method === 'GET' && (status === 200 || status === 304) && (reply.routeOptions.config as { memo?: boolean }).memo) {
      const key = memo.key(req.raw);
      if (key !== undefined) memo.remember(key, gen, status, { ...reply.getHeaders() } as OutgoingHttpHeaders, payload instanceof Buffer ? payload : EMPTY);
    }
    done(null, payload);
  });

  /**
   * Sends a 200 (or 304) JSON body with the API's headers, its ETag and, when asked, a cached compressed form.
   * The identity body is cached by its ETag (the ETag names the exact bytes), so a repeated request, and any 304,
   * costs a cache lookup rather than a store query or a concatenation.
   */
  async function sendOk(req: FastifyRequest, reply: FastifyReply, etag: string, make: () => Buffer | Promise<Buffer>): Promise<FastifyReply> {
    let body = pages.get(etag);
    if (!body) pages.set(etag, (body = await make()));
    const encoding = chooseEncoding(req.headers['accept-encoding'], body.length);
    const tag = encodedEtag(etag, encoding);
    // Bodies too small to compress never vary by encoding; larger ones do (RFC 9110 §12.5.5).
    reply.header('allow', ALLOW).header('content-type', JSON_TYPE).header('cache-control', cacheControl)
      .header('vary', body.length >= MIN_COMPRESS ? 'Accept, Accept-Encoding' : 'Accept').header('etag', tag);
    if (matches(req.headers['if-none-match'], tag)) return reply.code(304).send();
    if (encoding === 'identity') return reply.send(body);
    let packed = encoded.get(tag);
    if (!packed) encoded.set(tag, (packed = compress(body, encoding)));
    return reply.header('content-encoding', encoding).send(packed);
  }

  for (const def of REGISTRY) {
    const listPath = `${base}/${def.path}/`;
    const recordPath = `${listPath}:id/`;

    app.get(listPath, MEMO, async (req, reply) => {
      const query = parseQuery(rawQuery(req.url));
      checkFormat(query);
      const gen = await generation(req);
      const plan = planPage(def, gen.counts[def.path] ?? 0, query);
      const self = origin(req, links) + listPath;
      const { next, previous } = pageLinks(self, plan, query);
      const etag = etagOf(gen.id, `${def.path}\0${plan.page}\0${next}\0${previous}`);
      return sendOk(req, reply, etag, async () => {
        const key = `${gen.id}\0${def.path}\0${plan.page}`;
        let results = pages.get(key);
        if (!results) {
          results = resultsBytes(plan.last >= plan.first ? await store.rows(gen, def, plan.first, plan.last) : []);
          pages.set(key, results);
        }
        return pageBody(plan.count, next, previous, results);
      });
    });

    app.get(recordPath, MEMO, async (req, reply) => {
      checkFormat(parseQuery(rawQuery(req.url)));
      const gen = await generation(req);
      const id = (req.params as { id: string }).id;
      return sendOk(req, reply, etagOf(gen.id, `${def.path}\0${id}`), async () => {
        const body = await store.record(gen, def, id);
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

  // The API root (DRF's DefaultRouter): every collection and its absolute URL.
  app.get(`${base}/`, async (req, reply) => {
    checkFormat(parseQuery(rawQuery(req.url)));
    const root = origin(req, links) + base + '/';
    const body = Buffer.from(JSON.stringify(Object.fromEntries(REGISTRY.map((d) => [d.path, `${root}${d.path}/`]))));
    return sendOk(req, reply, etagOf('root', root), () => body);
  });
  app.options(`${base}/`, (_req, reply) => reply.header('allow', ALLOW).header('content-type', JSON_TYPE)
    .send(Buffer.from(JSON.stringify({ name: 'Api Root', description: 'The collections of the databank.', renders: [JSON_TYPE], parses: [JSON_TYPE] }))));
  app.route({ method: [...WRITE_METHODS], url: `${base}/`, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
  if (base) app.all(base, (req, reply) => redirectWithSlash(req, reply));

  // The OpenAPI description, derived from the registry like the routes themselves.
  app.get(`${base}/openapi.json`, async (req, reply) => {
    const server = origin(req, links);
    const body = Buffer.from(JSON.stringify(openApiDocument(server, base)));
    return sendOk(req, reply, etagOf('openapi', server), () => body);
  });

  // For orchestrators: the process is alive; the database answers and a databank is loaded.
  app.get('/healthz', (_req, reply) => reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store').send(Buffer.from('{"status":"ok"}')));
  app.get('/readyz', async (_req, reply) => {
    reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store');
    const ready = await store.ping().catch(() => false);
    if (!ready) return reply.code(503).send(Buffer.from(errorBody(ERRORS.DATABASE_UNAVAILABLE.detail)));
    const gen = await store.current().catch(() => undefined);
    if (!gen) return reply.code(503).send(Buffer.from(errorBody(ERRORS.NO_DATABANK.detail)));
    return reply.send(Buffer.from(JSON.stringify({ status: 'ready', generation: gen.id, loaded_at: gen.loadedAt })));
  });

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
  return reply.code(error.status).header('content-type', JSON_TYPE).header('vary', 'Accept')
    .header('cache-control', 'no-cache').send(Buffer.from(errorBody(error.detail)));
}

function rawQuery(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}

/** A store's own verdict that its database cannot answer now (store/postgres/errors.ts classifies pg's errors). */
function isDatabaseDown(error: Error & { code?: string }): boolean {
  return error.code === 'DATABASE_UNAVAILABLE';
}
