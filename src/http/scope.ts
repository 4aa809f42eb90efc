/**
 * Which databank a request asks for (docs/api.md, "Releases"): the current one, or a release by name. One app serves
 * both: a request whose path begins `/releases/<name>/` is routed as the path without that prefix (Fastify's
 * `rewriteUrl`), and carries its scope, which the answer pipeline reads (http/answer.ts `generation`), and which every
 * link an answer holds keeps (http/links.ts `origin`, the pages' Site root), so that a release's answers link only
 * within it. What answered is said on every answer: `Databank-Release`, `Databank-Generation`, `Databank-Loaded-At`.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '../render/html/layout.js';
import type { ReleaseRecord } from '../store/releases.js';
import type { Generation, Store } from '../store/store.js';
import { ApiError } from './errors.js';

/** A release's scope: its name as the path gives it, and the path prefix its links keep. */
export interface Scope {
  readonly release: string;
  /** `/releases/<name>`: put between a link's origin and its path. */
  readonly prefix: string;
}

/** What answered a request: the release's name or `current`, its generation, and a release's record. */
export interface Answered {
  readonly release: string;
  readonly gen: Generation;
  readonly record?: ReleaseRecord;
}

const SCOPE = Symbol('databank.scope');
/** Routes with no release's answer: `/releases/<name>/healthz` and the like are a 404. */
const UNSCOPED: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);
/** Marks an answer no databank gave (a redirect to a release there is none of). */
const NONE: Answered = Object.freeze({ release: '', gen: Object.freeze({ id: '', loadedAt: '', counts: {}, demo: false }) });
const ANSWERED = Symbol('databank.answered');
type Marked = IncomingMessage & { [SCOPE]?: Scope; [ANSWERED]?: Answered };

/** `/releases/<name>` or `/releases/<name>/…` (the name as one segment; whether a release has it is asked later). */
const SCOPED = /^\/releases\/([^/?#]+)\//;

/**
 * Fastify's `rewriteUrl`: the path a scoped request is routed as (`/releases/x/api/core/polities/?page=2` →
 * `/api/core/polities/?page=2`). The original URL stays `req.originalUrl`: what the log line and the slash redirects
 * use. `/releases/x` without its slash is not rewritten: its own route redirects it (scopeRoutes).
 */
export function rewriteScoped(raw: IncomingMessage): string {
  const url = raw.url ?? '/';
  const m = SCOPED.exec(url);
  if (!m) return url;
  (raw as Marked)[SCOPE] = { release: m[1]!, prefix: m[0].slice(0, -1) };
  return url.slice(m[0].length - 1);
}

/** The scope a request was routed under, or undefined for the current databank. */
export function scopeOf(req: FastifyRequest | IncomingMessage): Scope | undefined {
  return ((('raw' in req ? req.raw : req) as Marked)[SCOPE]);
}

/** The path prefix of a request's links: `/releases/<name>` under a release, else ''. */
export function scopePrefix(req: FastifyRequest): string {
  return scopeOf(req)?.prefix ?? '';
}

/** What answered a request, once its generation was resolved. */
export function answeredOf(req: FastifyRequest): Answered | undefined {
  return (req.raw as Marked)[ANSWERED];
}

/**
 * The generation of the release a scoped request names (opened by the preHandler below, or now), its answer marked
 * as the release's; the 404 of a path that names nothing when there is no such release.
 */
export async function releaseGeneration(store: Store, req: FastifyRequest): Promise<Generation> {
  const known = answeredOf(req);
  if (known?.record) return known.gen;
  const opened = await store.releases.open(scopeOf(req)!.release);
  if (!opened) throw ApiError.of('NOT_FOUND');
  markAnswered(req, { release: opened.record.name, gen: opened.gen, record: opened.record });
  return opened.gen;
}

/** Records what answered a request (http/answer.ts, once the generation is resolved): its headers say so. */
export function markAnswered(req: FastifyRequest, answered: Answered): void {
  (req.raw as Marked)[ANSWERED] = answered;
}

/**
 * The routes and hooks of the scope: `/releases/<name>` redirected to its slash form, and the three headers on every
 * answer. An answer that resolved no generation (the OpenAPI document, a static file, a redirect, a 404) names the
 * databank its scope names, where there is one.
 */
export function scopeRoutes(app: FastifyInstance, store: Store, cacheControl: string): void {
  app.all('/releases/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    // `/releases/` matches with an empty name: its slash form, `/releases//`, would be no path at all.
    if (name === '') throw ApiError.of('NOT_FOUND');
    // Said to be the release's answer where there is one; a redirect to a release there is none of says nothing.
    const opened = await store.releases.open(name).catch(() => undefined);
    if (opened) markAnswered(req, { release: opened.record.name, gen: opened.gen, record: opened.record });
    else (req.raw as Marked)[ANSWERED] = NONE;
    const url = req.originalUrl;
    const q = url.indexOf('?');
    const location = q < 0 ? `${url}/` : `${url.slice(0, q)}/${url.slice(q)}`;
    return reply.code(301).header('location', location).header('cache-control', cacheControl).send();
  });
  // The probes and the metrics tell of this process and its current databank: they are not a release's paths.
  app.addHook('onRequest', (req, _reply, done) => {
    done(scopeOf(req) && UNSCOPED.has(req.routeOptions.url ?? '') ? ApiError.of('NOT_FOUND') : undefined);
  });
  // A release is opened once per request, before its handler: a name no release has is a 404 whatever else the
  // request asks (a bad filter included), and the handler's generation is the one opened here (Answers.generation).
  // Both hooks run on every request, so neither makes a promise where it has nothing to wait for (an answer of the
  // current databank; one whose generation is known).
  app.addHook('preHandler', (req, _reply, done) => {
    if (!scopeOf(req)) return done();
    releaseGeneration(store, req).then(() => done(), done);
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const answered = (req.raw as Marked)[ANSWERED];
    if (answered) {
      if (answered !== NONE) setDatabankHeaders(reply, answered);
      return done(null, payload);
    }
    resolveQuietly(store, req).then((found) => {
      if (found) setDatabankHeaders(reply, found);
      done(null, payload);
    }, () => done(null, payload));
  });
}

/** The databank a request's scope names, or undefined where there is none (no databank, no such release, an error). */
async function resolveQuietly(store: Store, req: FastifyRequest): Promise<Answered | undefined> {
  const scope = scopeOf(req);
  try {
    if (!scope) {
      const gen = await store.current();
      return gen ? { release: 'current', gen } : undefined;
    }
    const opened = await store.releases.open(scope.release);
    return opened ? { release: opened.record.name, gen: opened.gen, record: opened.record } : undefined;
  } catch {
    return undefined;
  }
}

/** `Databank-Release`, `Databank-Generation`, `Databank-Loaded-At` (exposed to browsers: http/ops.ts). */
export function setDatabankHeaders(reply: FastifyReply, { release, gen }: Answered): void {
  reply.header('databank-release', release).header('databank-generation', gen.id).header('databank-loaded-at', gen.loadedAt);
}

/** The pages' site as a request sees it: under a release, every link keeps the release's prefix. */
export function siteOf(site: Site, req: FastifyRequest): Site {
  const scope = scopeOf(req);
  return scope ? { ...site, root: site.root + scope.prefix } : site;
}
