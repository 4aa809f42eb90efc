/**
 * The API's routes, derived from the registry: for every collection a list and a record (JSON, and CSV and NDJSON
 * downloads of a list), DRF's OPTIONS, 405 for writes and APPEND_SLASH redirects; the restricted routes' 401; the API
 * root and the OpenAPI document. Every 200 goes through the one answer pipeline (http/answer.ts).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isDownload, type ListPlan, type RecordPlan } from '../plan/plan.js';
import { FilterError } from '../plan/errors.js';
import { parseFormat, parseListPlan, parseRecordPlan } from '../plan/parse.js';
import { FORMAT_ONLY, listParams } from '../plan/ignored.js';
import type { CollectionDef, Registry } from '../registry/index.js';
import type { Answers } from './answer.js';
import { sendError } from './error-map.js';
import { ApiError } from './errors.js';
import { ALLOW, JSON_TYPE } from './headers.js';
import { origin, pageLinks, slashRedirect, type LinkOptions } from './links.js';
import { checkMembers, completeFilterError } from './members.js';
import { openApiDocument } from './openapi.js';
import { clientSignal } from './ops.js';
import { tellIgnored, tellNotices } from './notices.js';
import { pageBody } from '../render/envelope.js';
import { listFacets } from './facets.js';
import { PlanMemo } from './plan-memo.js';
import { parseQuery } from './query.js';
import { routeResolver, type PathParams, type RouteTarget } from './routes.js';
import { scopeOf, scopePrefix } from './scope.js';

/** What every API route is made from. */
export interface ApiRoutes {
  readonly app: FastifyInstance;
  readonly answers: Answers;
  readonly config: Config;
  readonly links: LinkOptions;
}

const EMPTY = Buffer.alloc(0);
/** The OpenAPI document reads no parameter (not even `format`). */
const READS_NOTHING: ReadonlySet<string> = new Set();
/**
 * Methods that exist in HTTP but not in this read-only API: DRF answers 405 with `Allow`. Every method node's parser
 * takes (http.METHODS) but the three the API serves and CONNECT (http/server.ts answers it): DRF's APIView.dispatch
 * runs `initial()` (format, authentication: an admin-only route's 401) and then, for any method its view has no
 * handler for (`http_method_not_allowed`), a 405, WebDAV's PROPFIND as much as POST.
 */
export const WRITE_METHODS: readonly string[] = http.METHODS.filter((m) => !['GET', 'HEAD', 'OPTIONS', 'CONNECT'].includes(m));

/**
 * Every collection's routes, as one parametric route per kind of answer (`<base>/:app/:name/`, its `:id/`, and their
 * slash-less forms) and the one route resolver (http/routes.ts): list, record, OPTIONS, 405 for writes, and the slash
 * redirects, at each collection's path and at each of its aliases alike (a moved endpoint answers at the official
 * client's path and at the original's live one); and the restricted routes' 401. A path that names nothing answers
 * the 404 of an unknown path.
 */
export function collectionRoutes(ctx: ApiRoutes, registry: Registry): void {
  const list = `${ctx.config.basePath}/:app/:name/`;
  const record = `${list}:id/`;
  const resolve = routeResolver(registry, ctx.config.basePath, 'all');
  const lists = new PlanMemo<ListPlan>((plan) => !plan.stray);
  const records = new PlanMemo<RecordPlan>(() => true);
  const { app } = ctx;
  app.get(list, (req, reply) => {
    const t = resolve(req, false);
    return t?.kind === 'collection' ? listAnswer(ctx, lists, t, req, reply) : other(t, req, reply);
  });
  app.get(record, (req, reply) => {
    const t = resolve(req, true);
    return t?.kind === 'collection' ? recordAnswer(ctx, records, t.def, req, reply) : other(t, req, reply);
  });
  app.options(list, (req, reply) => {
    const t = resolve(req, false);
    return t?.kind === 'collection' ? sendOptions(reply, t.def, t.def.title) : other(t, req, reply);
  });
  app.options(record, (req, reply) => {
    const t = resolve(req, true);
    return t?.kind === 'collection' ? sendOptions(reply, t.def, t.def.title.replace(/ List$/, ' Instance')) : other(t, req, reply);
  });
  for (const [url, isRecord] of [[list, false], [record, true]] as const) {
    app.route({
      method: [...WRITE_METHODS], url, handler: (req, reply) => {
        const t = resolve(req, isRecord);
        if (t?.kind === 'collection') throw ApiError.methodNotAllowed(req.method);
        return other(t, req, reply);
      },
    });
  }
  // Django's APPEND_SLASH: a list or record path without its slash is a 301 to the slash form, query kept, where the
  // slash form names something (CommonMiddleware resolves it first); else the 404 of an unknown path.
  const redirect = slashRedirector(ctx);
  for (const [url, isRecord] of [[list.slice(0, -1), false], [record.slice(0, -1), true]] as const) {
    app.all(url, (req, reply) => (resolve(req, isRecord) ? redirect(req, reply) : notFound(reply)));
  }
}

/** A restricted route's 401, or a path that names nothing's 404. */
function other(target: RouteTarget | undefined, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!target) return notFound(reply);
  return refuse(req);
}

/** The answer of a path no route serves (app.ts's not-found handler): no `Allow`, since nothing is there. */
function notFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, ApiError.of('NOT_FOUND'), false);
}

function listAnswer(
  { answers, links, config }: ApiRoutes, plans: PlanMemo<ListPlan>, target: RouteTarget & { kind: 'collection' }, req: FastifyRequest, reply: FastifyReply,
): Promise<FastifyReply> {
  const { def, path } = target;
  const query = rawQuery(req.url);
  const accept = req.headers.accept;
  let plan: ListPlan;
  try {
    plan = plans.get(`${path}\0${query}${accept === undefined ? '' : `\0${accept}`}`, () => parseListPlan(def, parseQuery(query), accept));
  } catch (error) {
    tellIgnored(reply, parseQuery(query), listParams(def)); // a 400 or 404 says so too
    // A 400 that may also name many-to-many values no record has: those need the databank.
    if (!(error instanceof FilterError) || !error.pending.length) throw error;
    return answers.generation(req).then(async (gen) => { throw await completeFilterError(answers.store, gen, error); });
  }
  tellNotices(reply, plan);
  return answers.generation(req).then(async (gen) => {
    // CSV and NDJSON: the whole selection, streamed, not cached (http/download.ts).
    if (isDownload(plan.format)) {
      await checkMembers(answers.store, gen, plan);
      return answers.download(req, reply, gen, plan);
    }
    // DRF builds next and previous from the URL requested: an alias's page links stay on the alias.
    const self = `${origin(req, links)}${config.basePath}/${path}/`;
    return answers.json(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => {
      // Found once per generation and plan: the answer is kept only when they are.
      await checkMembers(answers.store, gen, plan, clientSignal(reply));
      const result = await answers.rows(gen, plan, () => clientSignal(reply));
      if (!result.window) throw ApiError.of('INVALID_PAGE');
      const { next, previous } = pageLinks(self, result.window, plan.query);
      return pageBody(result.count, next, previous, result.rows, await listFacets(answers.store, gen, plan));
    }, !plan.stray);
  });
}

async function recordAnswer(
  { answers }: ApiRoutes, plans: PlanMemo<RecordPlan>, def: CollectionDef, req: FastifyRequest, reply: FastifyReply,
): Promise<FastifyReply> {
  const id = (req.params as PathParams).id!;
  const query = rawQuery(req.url);
  const plan = plans.get(`${def.path}\0${id}\0${query}`, () => parseRecordPlan(def, id, parseQuery(query)));
  tellNotices(reply, plan);
  const gen = await answers.generation(req);
  return answers.json(req, reply, `${gen.id}\0${plan.key}`, async () => {
    const body = await answers.store.record(gen, def, plan.id);
    if (body === undefined) throw ApiError.of('NOT_FOUND');
    return Buffer.from(body);
  });
}

/**
 * The paths the API root lists, in its order: the registry's root order (the original's registration order; DRF's
 * DefaultRouter lists every registered route, whatever its permissions), a moved endpoint's client path after its live path.
 */
export function rootPaths(registry: Registry): string[] {
  return [...registry.root];
}

/**
 * The API root (DRF's DefaultRouter): every path of rootPaths() and its absolute URL; and `"demo": true` after them
 * while the databank is the demo (no collection path can be `demo`: each has a slash). It answers with no databank
 * loaded too. Beside it, the OpenAPI description, derived from the registry like the routes themselves.
 */
export function rootRoutes(ctx: ApiRoutes): void {
  const { app, answers, links } = ctx;
  const { registry } = answers.store;
  const base = ctx.config.basePath;
  const paths = rootPaths(registry);
  app.get(`${base}/`, async (req, reply) => {
    const query = parseQuery(rawQuery(req.url));
    parseFormat(query);
    tellIgnored(reply, query, FORMAT_ONLY);
    const root = origin(req, links) + base + '/';
    // A release's root answers from the release alone (its `demo` too), and is its 404 when there is no such release.
    const gen = scopeOf(req) ? await answers.generation(req) : await answers.store.current().catch(() => undefined);
    const demo = gen?.demo === true;
    return answers.json(req, reply, `root\0${root}${demo ? '\0demo' : ''}`, () => Buffer.from(JSON.stringify({
      ...Object.fromEntries(paths.map((path) => [path, `${root}${path}/`])), ...(demo ? { demo: true } : {}),
    })));
  });
  app.options(`${base}/`, (_req, reply) => reply.header('allow', ALLOW).header('content-type', JSON_TYPE)
    .send(Buffer.from(JSON.stringify({ name: 'Api Root', description: 'The collections of the databank.', renders: [JSON_TYPE], parses: [JSON_TYPE] }))));
  refuseWrites(app, `${base}/`);
  if (base) app.all(base, slashRedirector(ctx));

  // One document per process whatever the Host (a new Host made a new one: 40-50 ms of CPU and 0.9 MB of cache each).
  const server = ctx.config.publicUrl ?? '/';
  const released = releasedDocument(registry, ctx.config.publicUrl ?? '', base);
  app.get(`${base}/openapi.json`, async (req, reply) => {
    tellIgnored(reply, parseQuery(rawQuery(req.url)), READS_NOTHING);
    if (!scopeOf(req)) return answers.fixed(req, reply, 'openapi', () => Buffer.from(JSON.stringify(openApiDocument(registry, server, base))));
    // A release's: its server is the release's prefix, so that every path it names is the release's. Kept in the
    // response cache (bounded), not for the process: one per release would grow with their number.
    await answers.generation(req);
    const doc = released(scopePrefix(req));
    return answers.json(req, reply, doc.key, () => doc.bytes());
  });
}

/**
 * The OpenAPI document under a release's prefix: the process's document with its one server URL replaced (`servers`
 * is the only part that depends on the prefix), the template built once on the first release's request. Its key
 * names the template's digest, so that its ETag changes when the document does (a new version of this program).
 */
function releasedDocument(registry: Registry, publicUrl: string, base: string): (prefix: string) => { key: string; bytes: () => Buffer } {
  const MARK = '\0server\0';
  let template: { text: string; digest: string } | undefined;
  const made = (): { text: string; digest: string } => {
    const text = JSON.stringify(openApiDocument(registry, MARK, base));
    return (template ??= { text, digest: createHash('sha256').update(text).digest('base64url') });
  };
  return (prefix) => {
    const { text, digest } = template ?? made();
    const server = JSON.stringify(publicUrl + prefix);
    return { key: `openapi\0${server}\0${digest}`, bytes: () => Buffer.from(text.replace(JSON.stringify(MARK), () => server)) };
  };
}

/**
 * A route the original serves to administrators only (IsAdminUser, TokenAuthentication first): DRF's APIView.initial
 * negotiates the format (an unknown one is a 404), then authenticates and checks permissions before any handler runs,
 * so an anonymous request gets 401 `Authentication credentials were not provided.` with `WWW-Authenticate: Token`,
 * whatever its method (a write's 405 is a handler, never reached), on the list and the record alike. Without its
 * slash, the path is Django's 301 as any other (CommonMiddleware runs before the view).
 */
function refuse(req: FastifyRequest): never {
  parseFormat(parseQuery(rawQuery(req.url)));
  throw ApiError.of('NOT_AUTHENTICATED');
}

function refuseWrites(app: FastifyInstance, url: string): void {
  app.route({ method: [...WRITE_METHODS], url, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
}

/**
 * Django's APPEND_SLASH: the path and query with a slash appended, never the authority of an absolute-form request
 * line (a relative Location, as Django sends; PUBLIC_URL first when set). It depends on nothing but the URL and the
 * configuration, so any cache may keep it, for as long as a page: a BASE_PATH or PUBLIC_URL change then shows as
 * soon as a data change does, where a 301 without Cache-Control may be kept indefinitely.
 */
function slashRedirector({ config, answers }: ApiRoutes): (req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const { cacheControl } = answers;
  return (req, reply) => reply.code(301).header('location', slashRedirect(req.originalUrl, config.publicUrl)).header('content-type', JSON_TYPE)
    .header('cache-control', cacheControl).send(EMPTY);
}

function sendOptions(reply: FastifyReply, def: CollectionDef, name: string): FastifyReply {
  // DRF SimpleMetadata's shape for a read-only view.
  const body = { name, description: def.description, renders: [JSON_TYPE], parses: [JSON_TYPE] };
  return reply.header('allow', ALLOW).header('vary', 'Accept').header('content-type', JSON_TYPE).send(Buffer.from(JSON.stringify(body)));
}

export function rawQuery(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? '' : url.slice(q + 1);
}
