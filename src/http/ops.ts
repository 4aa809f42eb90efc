/**
 * What every answer gets besides its content, from one call in buildApp made before any other hook (docs/operations.md:
 * the whole page): request ids, CORS, security headers, rate limiting, metrics and /metrics, and the node:http layer's
 * share of each (http/server.ts writes the answers Fastify never sees).
 *
 * Headers (CORS and security) are added in one onSend hook, and every answer is counted and logged in one onResponse
 * hook (the completion step); Fastify runs both for every answer it sends: cached ones, 304s, redirects, errors from
 * any hook or handler, and the preflights answered here. What they add is worked out once, not per answer: CORS is
 * two constant headers (or the request's origin when listed), so it is set there rather than by @fastify/cors, whose
 * onRequest hook rebuilt its options object and a closure per request, on the path of every cached answer.
 */
import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { countAnswer, METRICS_CONTENT_TYPE, metricsText, routeLabel, SERVER_LAYER_ROUTE, startMetrics, watchStore } from './metrics.js';
import type { Store } from '../store/store.js';
import { ApiError } from './errors.js';
import { ALLOW } from './headers.js';
import { citeLinkHeader } from './cite.js';
import { clientAddress, proxyTrust, type ProxyTrust } from './links.js';
import type { ApiServerOptions, LayerAnswer } from './server.js';

export interface Ops {
  /**
   * The proxies TRUST_PROXY trusts (undefined: none), for Fastify's trustProxy and the links: one function, so that
   * the rate limit's key and the log's `remote` (req.ip), and the node:http layer's `remote`, are one address.
   */
  readonly trust: ProxyTrust | undefined;
  /** For createApiServer: the headers and reports of the node:http layer's own answers. */
  readonly server: ApiServerOptions;
  /** Registers the hooks and routes on `app`: before any hook of the app's own, so that CORS and the limit come first. */
  register(app: FastifyInstance, store: Store): void;
}

/**
 * `no-referrer`: the service reads no Referer, a page's URL may hold whatever a user typed into a filter, and nothing
 * the API or its pages link to needs to know where a visitor came from. (Helmet's default; pages may set their own.)
 */
const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;
/** For answers that are not HTML pages (pages bring their own policy): nothing loads, nothing frames them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * Response headers a browser script may read besides the CORS-safelisted ones: for revalidation and backing off, and
 * what the query asked that no read used (http/notices.ts).
 */
const EXPOSED = 'ETag, Retry-After, X-Ignored-Parameters, X-Case-Mismatch, Databank-Release, Databank-Generation, Databank-Loaded-At, Repr-Digest';
/** How long a browser may keep a preflight's answer (Chromium caps it at 2 hours, Firefox at 24). */
const PREFLIGHT_MAX_AGE = '86400';
/** Never limited: orchestrators and scrapers call these on their own schedule. */
const UNLIMITED = new Set(['/healthz', '/readyz', '/metrics']);
const METHODS = new Set(http.METHODS);
/** The status logged and counted for a request whose client went away before its answer was complete. */
export const CLIENT_CLOSED = 499;

/** What the hooks and the node:http layer share, worked out once per app (not per answer). */
interface OpsState {
  readonly config: Config;
  /** CORS_ORIGINS is `*`. */
  readonly anyOrigin: boolean;
  /** The listed origins, where it is not. */
  readonly origins: ReadonlySet<string>;
  /** Access-Control-Expose-Headers: EXPOSED, and `Link` where downloads carry one (CITATION_URL, LICENCE_URL). */
  readonly exposed: string;
  readonly trust: ProxyTrust | undefined;
  /** One counter for every request id: Fastify's (genReqId) and the node:http layer's. */
  readonly nextReqId: () => string;
  /** The app's logger, once registered. */
  log: FastifyBaseLogger | undefined;
}

export function operations(config: Config): Ops {
  let lastId = 0;
  const state: OpsState = {
    config, anyOrigin: config.corsOrigins === '*', origins: new Set(config.corsOrigins === '*' ? [] : config.corsOrigins),
    exposed: citeLinkHeader(config) === undefined ? EXPOSED : `${EXPOSED}, Link`,
    trust: proxyTrust(config.trustProxy), nextReqId: () => `req-${(lastId = (lastId + 1) & 0x7fffffff).toString(36)}`, log: undefined,
  };
  return {
    trust: state.trust,
    server: { headers: (req) => layerHeaders(state, req), onAnswer: (a) => reportLayerAnswer(state, a) },
    register(app, store) {
      state.log = app.log;
      app.setGenReqId(state.nextReqId);
      app.addHook('onRequest', requestHook(state));
      if (config.rateLimit) limitRate(app, config);
      app.addHook('onSend', headersHook(state));
      if (config.metrics || config.logRequests) app.addHook('onResponse', completionHook(config));
      if (config.metrics) metricsRoute(app, store);
    },
  };
}

/** The node:http layer's extra headers: what onSend adds to Fastify's answers. */
function layerHeaders(state: OpsState, req: IncomingMessage | undefined): Record<string, string> {
  const headers: Record<string, string> = { ...SECURITY_HEADERS, 'content-security-policy': API_CSP };
  if (state.anyOrigin) {
    headers['access-control-allow-origin'] = '*';
    headers['access-control-expose-headers'] = state.exposed;
  } else {
    headers.vary = 'Accept, Origin';
    const origin = req?.headers.origin;
    if (origin !== undefined && state.origins.has(origin)) {
      headers['access-control-allow-origin'] = origin;
      headers['access-control-expose-headers'] = state.exposed;
    }
  }
  return headers;
}

/** An answer of the node:http layer: counted and logged as Fastify's are. */
function reportLayerAnswer(state: OpsState, a: LayerAnswer): void {
  const { config } = state;
  const reqId = state.nextReqId();
  const method = a.method ?? a.req?.method;
  const ms = a.startedAt === undefined ? undefined : performance.now() - a.startedAt;
  if (config.metrics) {
    countAnswer(SERVER_LAYER_ROUTE, method !== undefined && METHODS.has(method) ? method : 'OTHER', a.status,
      ms === undefined ? undefined : ms / 1000, wireBytes(a.socket));
  }
  if (config.logRequests) {
    state.log?.info({
      reqId, method, url: a.req?.url ?? a.url, status: a.status, bytes: a.bytes, ms: ms === undefined ? undefined : Math.round(ms * 10) / 10,
      remote: clientAddress(a.req, a.socket, state.trust), ua: a.req?.headers['user-agent'],
    }, 'request');
  }
}

type Hook = (req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

/**
 * The first hook of every request: a client that goes away before its answer is complete is watched for; a preflight
 * (OPTIONS with Origin and Access-Control-Request-Method) is answered at once, as django-cors-headers answers it:
 * before the host check and the rate limit, whatever the path.
 */
function requestHook({ config }: OpsState): Hook {
  const watch = config.metrics || config.logRequests;
  return (req, reply, done) => {
    if (watch) watchClientGone(config, req, reply);
    const headers = req.headers;
    if (req.method !== 'OPTIONS' || headers.origin === undefined || headers['access-control-request-method'] === undefined) return done();
    reply.code(204).header('access-control-allow-methods', ALLOW).header('access-control-max-age', PREFLIGHT_MAX_AGE);
    const asked = headers['access-control-request-headers'];
    if (asked !== undefined) {
      reply.header('access-control-allow-headers', asked);
      reply.header('vary', 'Access-Control-Request-Headers');
    }
    reply.send();
  };
}

/**
 * A request whose client goes away before its answer is complete never finishes: it is counted and logged here, as
 * 499 (nginx's "client closed request"), since the completion step never sees it.
 */
function watchClientGone({ metrics, logRequests }: Config, req: FastifyRequest, reply: FastifyReply): void {
  const res = reply.raw;
  const closed = (): void => {
    if (res.writableFinished || closedEarly.has(res)) return;
    closedEarly.add(res);
    const ms = reply.elapsedTime;
    if (metrics) countAnswer(routeLabel(req), req.method, CLIENT_CLOSED, ms / 1000, wireBytes(req.raw.socket));
    if (logRequests) req.log.info({ ...requestFields(req, reply, streamed.get(res) ?? 0, ms), status: CLIENT_CLOSED }, 'request');
  };
  // Gone before this request was reached (it waited behind others on its connection): its 'close' is past.
  if (res.destroyed || req.raw.socket?.destroyed) closed();
  else res.once('close', closed);
}

/**
 * On every answer Fastify sends, whichever hook or handler answered: CORS (any origin: `*`; a list: the request's
 * Origin when listed, and `Vary: Origin` merged into the answer's own Vary, which handlers and cached answers set
 * whole), and the security headers, where the answer has not set its own.
 */
function headersHook({ anyOrigin, origins, exposed }: OpsState) {
  return (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload: unknown) => void): void => {
    if (anyOrigin) reply.header('access-control-allow-origin', '*');
    else {
      const origin = req.headers.origin;
      if (origin !== undefined && origins.has(origin)) reply.header('access-control-allow-origin', origin);
      reply.header('vary', withVary(reply.getHeader('vary'), 'Origin'));
    }
    reply.header('access-control-expose-headers', exposed);
    reply.header('x-content-type-options', SECURITY_HEADERS['x-content-type-options']);
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', SECURITY_HEADERS['referrer-policy']);
    if (!reply.hasHeader('content-security-policy') && !isHtml(reply.getHeader('content-type'))) reply.header('content-security-policy', API_CSP);
    done(null, payload);
  };
}

/**
 * The completion step: every answer Fastify sent, cached or not, is counted and gets its one log line (reqId from the
 * request's child logger). One hook for both: each hook Fastify runs costs a call chain of its own.
 */
function completionHook({ metrics, logRequests }: Config): Hook {
  return (req, reply, done) => {
    if (closedEarly.has(reply.raw)) return done(); // counted and logged as 499 already
    const ms = reply.elapsedTime;
    if (metrics) countAnswer(routeLabel(req), req.method, reply.statusCode, ms / 1000, wireBytes(req.raw.socket));
    if (logRequests) {
      req.log.info(requestFields(req, reply, Number(reply.getHeader('content-length') ?? streamed.get(reply.raw) ?? 0), ms), 'request');
    }
    done();
  };
}

/** Prometheus metrics at /metrics, and the store's gauges watched while the app lives. */
function metricsRoute(app: FastifyInstance, store: Store): void {
  startMetrics();
  const unwatch = watchStore(store);
  app.addHook('onClose', (_app, done) => {
    unwatch();
    done();
  });
  app.get('/metrics', async (req, reply) => {
    let text: string;
    try {
      text = await metricsText();
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'metrics unavailable');
      throw ApiError.of('METRICS_UNAVAILABLE');
    }
    return reply.header('content-type', METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
}

/**
 * RATE_LIMIT per client address (req.ip: the connection's, or under TRUST_PROXY the one the trusted proxies saw,
 * read from the right of X-Forwarded-For; IPv6 by /64), counted in this process or, with RATE_LIMIT_REDIS_URL, in
 * Redis for every process that names it. Over the limit: DRF's 429 with Retry-After. If Redis cannot be reached,
 * requests are let through (and a warning logged): a limiter outage must not take the API down with it.
 *
 * A plugin that shares the app's context (skip-override, as fastify-plugin marks one), so that its hook runs for every
 * route in the order it was registered; it imports @fastify/rate-limit and ioredis only when they are used (ioredis
 * alone takes a noticeable time to import, which every start would pay).
 */
function limitRate(app: FastifyInstance, config: Config): void {
  const plugin = async (instance: FastifyInstance): Promise<void> => limiter(instance, config);
  (plugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
  void app.register(plugin);
}

async function limiter(app: FastifyInstance, config: Config): Promise<void> {
  const { requests, seconds } = config.rateLimit!;
  const { default: rateLimit } = await import('@fastify/rate-limit');
  let redis: Redis | undefined;
  if (config.rateLimitRedisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.rateLimitRedisUrl, {
      // Never queue a count while disconnected, and never wait long for one: the request goes through instead.
      enableOfflineQueue: false, connectTimeout: 2000, commandTimeout: 500, maxRetriesPerRequest: 0,
    });
    let warned = false;
    redis.on('error', (err: Error) => {
      if (!warned) app.log.warn({ err: err.message }, 'rate limit: Redis unavailable; requests are not limited until it is back');
      warned = true;
    });
    redis.on('ready', () => {
      if (warned) app.log.info('rate limit: Redis is back');
      warned = false;
    });
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false, max: requests, timeWindow: seconds * 1000, skipOnError: true,
    ...(redis ? { redis, nameSpace: config.rateLimitRedisPrefix } : {}),
  });
  let limit: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  app.addHook('onRequest', async (req, reply) => {
    if (UNLIMITED.has(req.routeOptions.url ?? '')) return;
    limit ??= app.createRateLimit();
    const verdict = await limit(req);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const wait = Math.max(1, verdict.ttlInSeconds);
    reply.header('retry-after', String(wait));
    throw ApiError.throttled(wait);
  });
}

function isHtml(type: unknown): boolean {
  return typeof type === 'string' && type.trimStart().toLowerCase().startsWith('text/html');
}

/** A Vary value with `name` in it (once, any letter case); `*` stays `*`. */
export function withVary(current: unknown, name: string): string {
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const names = value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (names.includes('*') || names.some((v) => v.toLowerCase() === name.toLowerCase())) return names.join(', ');
  return [...names, name].join(', ');
}

/**
 * The fields of the request log line of an answer Fastify sent (its reqId comes from the request's child logger).
 * Exported for the bench's framework floor (bench/baseline.ts), which logs the same line.
 */
export function requestFields(req: FastifyRequest, reply: FastifyReply, bytes: number, ms: number): Record<string, unknown> {
  return {
    method: req.method, url: req.originalUrl, status: reply.statusCode, bytes, ms: Math.round(ms * 10) / 10,
    remote: req.ip, ua: req.headers['user-agent'],
  };
}

/**
 * A signal that aborts when the client of `reply` goes away before its answer is complete (already aborted when it
 * has gone): what a store read takes to stop waiting or running for no one.
 */
export function clientSignal(reply: FastifyReply): AbortSignal {
  const res = reply.raw;
  const controller = new AbortController();
  if (res.destroyed || res.socket?.destroyed) controller.abort();
  else {
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
  }
  return controller.signal;
}

/** Answers whose client went away before they were complete: counted and logged once, as 499. */
const closedEarly = new WeakSet<http.ServerResponse>();

/** Body bytes of answers sent as streams (downloads), which have no Content-Length, for the request log. */
const streamed = new WeakMap<http.ServerResponse, number>();

/**
 * Counts the bytes `body` sends as the body of `res` (strings go out as UTF-8), once it is piped there: a 'data'
 * listener added earlier would start the stream before its reader is attached. Returns `body`.
 */
export function countStreamed<T extends Readable>(res: http.ServerResponse, body: T): T {
  res.once('pipe', (source: Readable) => {
    if (source !== body) return;
    let n = 0;
    streamed.set(res, 0);
    body.on('data', (chunk: string | Buffer) => {
      n += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      streamed.set(res, n);
    });
  });
  return body;
}

/** Bytes written to `socket` since its previous answer ended: this answer's, headers included (pipelining too). */
const WRITTEN = Symbol('bytes written at the end of the previous answer');
function wireBytes(socket: Duplex | null | undefined): number {
  if (!socket) return 0;
  const s = socket as Duplex & { bytesWritten?: number; [WRITTEN]?: number };
  const total = s.bytesWritten ?? 0;
  const bytes = total - (s[WRITTEN] ?? 0);
  s[WRITTEN] = total;
  return bytes;
}
