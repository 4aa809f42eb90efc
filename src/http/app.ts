/** buildApp({config, store}): the Fastify instance with every route derived from the registry. It never listens. */
import Fastify, { LogController, type FastifyInstance, type FastifyServerFactory, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import type { Store } from '../store/store.js';
import { SHUTTING_DOWN, shuttingDown } from './shutdown.js';
import { Answers } from './answer.js';
import { collectionRoutes, rootRoutes, WRITE_METHODS, type ApiRoutes } from './api-routes.js';
import { apiErrorHandler, sendError } from './error-map.js';
import { ApiError, ERRORS, errorBody } from './errors.js';
import { JSON_TYPE } from './headers.js';
import { hostError } from './links.js';
import { ROUTE_LABEL } from './metrics.js';
import { operations, type Ops } from './ops.js';
import { pages } from './pages.js';
import { researchRoutes } from './research-routes.js';
import { releaseRoutes } from './release-routes.js';
import { diffRoutes } from './diff-routes.js';
import { createApiServer } from './server.js';
import { rewriteScoped, scopeRoutes } from './scope.js';

export interface AppOptions {
  readonly config: Config;
  readonly store: Store;
  /** A pino-compatible logger or logger options; false disables logging (tests). */
  readonly logger?: boolean | object;
}

export function buildApp({ config, store, logger = false }: AppOptions): FastifyInstance {
  const ops = operations(config);
  const app: FastifyInstance = Fastify(fastifyOptions(ops, logger));

  app.decorateRequest(ROUTE_LABEL, ''); // the route metrics count a request under (http/metrics.ts)
  // Request ids, CORS, security headers, the rate limit, and the completion step that counts and logs every answer
  // (http/ops.ts): before any hook of our own.
  ops.register(app, store);
  checkHosts(app, config, ops);

  // This API reads no request bodies; accept any content type and ignore it, so writes get their 405.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, _body, done) => done(null, undefined));
  // Every method node reads is routed (Fastify knows only a few by default), so that PROPFIND and the like get DRF's
  // 405 (api-routes.ts WRITE_METHODS) rather than a 404.
  for (const method of WRITE_METHODS) if (!app.supportedMethods.includes(method)) app.addHttpMethod(method, { hasBody: true });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler((_req, reply) => sendError(reply, ApiError.of('NOT_FOUND'), false));

  const answers = new Answers(store, config);
  const routes: ApiRoutes = { app, answers, config, links: { publicUrl: config.publicUrl, trust: ops.trust } };
  collectionRoutes(routes, store.registry); // the collections the store holds, and the original's admin-only routes
  rootRoutes(routes);
  researchRoutes(routes); // codebook, long table, panel (docs/research.md)
  scopeRoutes(app, store, answers.cacheControl); // /releases/<name> redirected; the Databank-* headers on every answer
  releaseRoutes(routes); // /api/releases/, and every path under /releases/<name>/ (docs/api.md, "Releases")
  diffRoutes(routes); // /api/releases/<a>/diff/<b>/ (docs/api.md, "What changed")
  probeRoutes(app, store);
  // Pages for people at the API's paths without BASE_PATH, with an error handler of their own (http/pages.ts).
  void app.register(pages, { config, answers });
  return app;
}

function fastifyOptions(ops: Ops, logger: boolean | object): FastifyServerOptions & { serverFactory: FastifyServerFactory } {
  return {
    logger,
    // node:http answers what Fastify never sees in the API's error shape (http/server.ts).
    serverFactory: (handler) => createApiServer(handler, ops.server),
    // `/releases/<name>/…` is routed as the path without that prefix, its scope kept on the request (http/scope.ts).
    rewriteUrl: (req) => rewriteScoped(req),
    // Malformed requests, oversized headers and timeouts are answered by http/server.ts, not in Fastify's shape.
    clientErrorHandler: () => {},
    // Fastify's own two lines per request are replaced by one line in onResponse (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: true }),
    // TRUST_PROXY as one function (http/links.ts): req.ip, the rate limit's key and the log's remote, is the address
    // the trusted proxies saw, read from the right of X-Forwarded-For, as the node:http layer reads it.
    trustProxy: ops.trust ?? false,
    // Queries are read by our own parser (http/query.ts, Python's rules, linear in hostile input); Fastify's
    // `request.query` is never used, and its parser is slow on long runs of `+` (docs/benchmarks.md).
    routerOptions: { maxParamLength: 500, querystringParser: () => ({}) },
    // While closing, a request on an open connection is answered as usual with Connection: close (Fastify's own
    // 503 has a body outside the contract).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // A malformed URL (bad percent-encoding) names nothing here.
    frameworkErrors: (_error, _req, reply) => sendError(reply, ApiError.of('NOT_FOUND')),
  };
}

/**
 * Django's ALLOWED_HOSTS, checked on every request as CommonMiddleware does, not only where links are built. The
 * probes and /metrics are exempt: orchestrators, load balancers and scrapers call them by an address of their own.
 */
function checkHosts(app: FastifyInstance, config: Config, ops: Ops): void {
  const hosts = { allowedHosts: config.allowedHosts, trust: ops.trust };
  app.addHook('onRequest', (req, _reply, done) => {
    const url = req.routeOptions.url;
    done(url === '/healthz' || url === '/readyz' || url === '/metrics' ? undefined : hostError(req.raw, hosts));
  });
}

/** For orchestrators: the process is alive; the database answers and a databank is loaded. */
function probeRoutes(app: FastifyInstance, store: Store): void {
  app.get('/healthz', (_req, reply) => reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store').send(Buffer.from('{"status":"ok"}')));
  app.get('/readyz', async (_req, reply) => {
    reply.header('content-type', JSON_TYPE).header('cache-control', 'no-store');
    // Draining (SIGTERM): out of rotation at once, while requests are still served (serve/drain.ts).
    if (shuttingDown()) return reply.code(503).send(Buffer.from(errorBody(SHUTTING_DOWN)));
    const ready = await store.ping().catch(() => false);
    if (!ready) return reply.code(503).send(Buffer.from(errorBody(ERRORS.DATABASE_UNAVAILABLE.detail)));
    const gen = await store.current().catch(() => undefined);
    if (!gen) return reply.code(503).send(Buffer.from(errorBody(ERRORS.NO_DATABANK.detail)));
    return reply.send(Buffer.from(JSON.stringify({ status: 'ready', generation: gen.id, loaded_at: gen.loadedAt, demo: gen.demo })));
  });
}
