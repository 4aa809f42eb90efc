/**
 * The API's routes, derived from the registry: per collection a list and a record (JSON, and CSV and NDJSON
 * downloads of a list), DRF's OPTIONS, 405 for writes and APPEND_SLASH redirects; the API root and the OpenAPI
 * document. Every 200 goes through the one answer pipeline (http/answer.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isDownload, type ListPlan, type RecordPlan } from '../plan/plan.js';
import { parseFormat, parseListPlan, parseRecordPlan } from '../plan/parse.js';
import type { CollectionDef, Registry, RestrictedRoute } from '../registry/index.js';
import type { Answers } from './answer.js';
import { ApiError } from './errors.js';
import { ALLOW, JSON_TYPE } from './headers.js';
import { origin, pageLinks, slashRedirect, type LinkOptions } from './links.js';
import { openApiDocument } from './openapi.js';
import { clientSignal } from './ops.js';
import { pageBody } from './page-body.js';
import { PlanMemo } from './plan-memo.js';
import { parseQuery } from './query.js';

/** What every API route is made from. */
export interface ApiRoutes {
  readonly app: FastifyInstance;
  readonly answers: Answers;
  readonly config: Config;
  readonly links: LinkOptions;
}

const EMPTY = Buffer.alloc(0);
/** Methods that exist in HTTP but not in this read-only API: DRF answers 405 with `Allow`. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'QUERY'] as const;

/**
 * A collection's routes: list, record, OPTIONS, 405 for writes, and the slash redirects; at its path and at each of
 * its aliases alike (a moved endpoint answers at the official client's path and at the original's live one).
 */
export function collectionRoutes(ctx: ApiRoutes, def: CollectionDef): void {
  for (const path of [def.path, ...def.aliases]) collectionRoutesAt(ctx, def, path);
}

function collectionRoutesAt(ctx: ApiRoutes, def: CollectionDef, path: string): void {
  const listPath = `${ctx.config.basePath}/${path}/`;
  const recordPath = `${listPath}:id/`;
  listRoute(ctx, def, listPath);
  recordRoute(ctx, def, recordPath);
  const { app } = ctx;
  app.options(listPath, (_req, reply) => sendOptions(reply, def, def.title));
  app.options(recordPath, (_req, reply) => sendOptions(reply, def, def.title.replace(/ List$/, ' Instance')));
  for (const path of [listPath, recordPath]) refuseWrites(app, path);
  // Django's APPEND_SLASH: a list or record path without its slash is a 301 to the slash form, query kept.
  const redirect = slashRedirector(ctx);
  for (const path of [listPath.slice(0, -1), recordPath.slice(0, -1)]) app.all(path, redirect);
}

function listRoute({ app, answers, links }: ApiRoutes, def: CollectionDef, listPath: string): void {
  const plans = new PlanMemo<ListPlan>((plan) => !plan.stray);
  app.get(listPath, async (req, reply) => {
    const query = rawQuery(req.url);
    const accept = req.headers.accept;
    const plan = plans.get(accept === undefined ? query : `${query}\0${accept}`, () => parseListPlan(def, parseQuery(query), accept));
    const gen = await answers.generation();
    // CSV and NDJSON: the whole selection, streamed, not cached (http/download.ts).
    if (isDownload(plan.format)) return answers.download(req, reply, gen, plan);
    // DRF builds next and previous from the URL requested: an alias's page links stay on the alias.
    const self = origin(req, links) + listPath;
    return answers.json(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => {
      const result = await answers.rows(gen, plan, () => clientSignal(reply));
      if (!result.window) throw ApiError.of('INVALID_PAGE');
      const { next, previous } = pageLinks(self, result.window, plan.query);
      return pageBody(result.count, next, previous, result.rows);
    }, !plan.stray);
  });
}

function recordRoute({ app, answers }: ApiRoutes, def: CollectionDef, recordPath: string): void {
  const plans = new PlanMemo<RecordPlan>();
  app.get(recordPath, async (req, reply) => {
    const id = (req.params as { id: string }).id;
    const query = rawQuery(req.url);
    const plan = plans.get(`${id}\0${query}`, () => parseRecordPlan(def, id, parseQuery(query)));
    const gen = await answers.generation();
    return answers.json(req, reply, `${gen.id}\0${plan.key}`, async () => {
      const body = await answers.store.record(gen, def, plan.id);
      if (body === undefined) throw ApiError.of('NOT_FOUND');
      return Buffer.from(body);
    });
  });
}

/**
 * The paths the API root lists, in its order: every collection in registry order, each alias right after its
 * collection, then the restricted routes (DRF's DefaultRouter lists every registered route, whatever its permissions).
 */
export function rootPaths(registry: Registry): string[] {
  return [...registry.collections.flatMap((d) => [d.path, ...d.aliases]), ...registry.restricted.map((r) => r.path)];
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
    parseFormat(parseQuery(rawQuery(req.url)));
    const root = origin(req, links) + base + '/';
    const demo = (await answers.store.current().catch(() => undefined))?.demo === true;
    return answers.json(req, reply, `root\0${root}${demo ? '\0demo' : ''}`, () => Buffer.from(JSON.stringify({
      ...Object.fromEntries(paths.map((path) => [path, `${root}${path}/`])), ...(demo ? { demo: true } : {}),
    })));
  });
  app.options(`${base}/`, (_req, reply) => reply.header('allow', ALLOW).header('content-type', JSON_TYPE)
    .send(Buffer.from(JSON.stringify({ name: 'Api Root', description: 'The collections of the databank.', renders: [JSON_TYPE], parses: [JSON_TYPE] }))));
  refuseWrites(app, `${base}/`);
  if (base) app.all(base, slashRedirector(ctx));

  app.get(`${base}/openapi.json`, async (req, reply) => {
    const server = origin(req, links);
    return answers.json(req, reply, `openapi\0${server}`, () => Buffer.from(JSON.stringify(openApiDocument(registry, server, base))));
  });
}

/**
 * A route the original serves to administrators only (IsAdminUser, TokenAuthentication first): DRF's APIView.initial
 * negotiates the format (an unknown one is a 404), then authenticates and checks permissions before any handler runs,
 * so an anonymous request gets 401 `Authentication credentials were not provided.` with `WWW-Authenticate: Token`,
 * whatever its method (a write's 405 is a handler, never reached), on the list and the record alike. Without its
 * slash, the path is Django's 301 as any other (CommonMiddleware runs before the view).
 */
export function restrictedRoutes(ctx: ApiRoutes, route: RestrictedRoute): void {
  const listPath = `${ctx.config.basePath}/${route.path}/`;
  const recordPath = `${listPath}:id/`;
  const refuse = (req: FastifyRequest): never => {
    parseFormat(parseQuery(rawQuery(req.url)));
    throw ApiError.of('NOT_AUTHENTICATED');
  };
  for (const url of [listPath, recordPath]) ctx.app.route({ method: ['GET', 'OPTIONS', ...WRITE_METHODS], url, handler: refuse });
  const redirect = slashRedirector(ctx);
  for (const path of [listPath.slice(0, -1), recordPath.slice(0, -1)]) ctx.app.all(path, redirect);
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
  return (req, reply) => reply.code(301).header('location', slashRedirect(req.url, config.publicUrl)).header('content-type', JSON_TYPE)
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
