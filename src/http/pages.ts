/**
 * Pages for people: server-rendered HTML at the API's paths without BASE_PATH (`/sc/tokens/` beside
 * `/api/sc/tokens/`), answered from the same read plans and store reads as the JSON, through the same answer
 * pipeline (http/answer.ts): ETags and Cache-Control as the API gives them (generation + plan key), kept in the one
 * response cache, with a Content-Security-Policy that allows no inline script or style.
 *
 * A Fastify plugin with an error handler of its own (Fastify's encapsulation): what goes wrong while a page is made is
 * an HTML page; what goes wrong before it (the host check, the rate limit, a request that names nothing) is handed
 * to the API's handler, and answered in JSON as on every other path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { ListPlan } from '../plan/plan.js';
import { FilterError } from '../plan/errors.js';
import { parseListPlan, parseRecordPlan } from '../plan/parse.js';
import { lastValue, type QueryPairs } from '../plan/query.js';
import { assets } from '../render/html/assets.js';
import { docsPage, errorPage, homePage, searchPage } from '../render/html/home.js';
import type { Html } from '../render/html/html.js';
import type { Site } from '../render/html/layout.js';
import { listPage, pageFacets } from '../render/html/list.js';
import { polityPage, type PolityValue } from '../render/html/polity.js';
import { recordPage } from '../render/html/record.js';
import type { CollectionDef } from '../registry/index.js';
import type { Answers } from './answer.js';
import { rawQuery } from './api-routes.js';
import { mapError, sendError } from './error-map.js';
import { ApiError, type ErrorCode } from './errors.js';
import { HTML_TYPE, PAGE_HEADERS } from './headers.js';
import { canonicalRedirect, slashRedirect } from './links.js';
import { openApiDocument } from './openapi.js';
import { codebookPages } from './codebook-pages.js';
import { siteCitation } from './cite.js';
import { listFacets } from './facets.js';
import { checkMembers, completeFilterError } from './members.js';
import { CLIENT_CLOSED } from './ops.js';
import { PageData } from './page-data.js';
import { readReferrers } from './page-referrers.js';
import { parseQuery } from './query.js';
import { routeResolver } from './routes.js';
import { answeredOf, scopeOf, siteOf } from './scope.js';

export { PAGE_CSP } from './headers.js';

export interface PagesOptions {
  readonly config: Config;
  /** The app's answer pipeline: pages are kept in its one response cache beside the JSON, under keys of their own. */
  readonly answers: Answers;
}

/** An answer sent as it is, never cached: a page with its status (not a 200, or a 200 missing a part: a list without its counts). */
class PageError extends Error {
  constructor(readonly status: number, readonly title: string, readonly page?: Html) {
    super(title);
  }
}

/** The page title of each error of the catalog a page answers with a page of its own. */
const PAGE_TITLES: Partial<Record<ErrorCode, string>> = {
  NO_DATABANK: 'No databank', DATABASE_UNAVAILABLE: 'Database unavailable', QUERY_TIME_LIMIT: 'Query too long', SERVER_ERROR: 'Server error',
  THROTTLED: 'Too many pages', PAGES_BUSY: 'Busy',
};

/** The headers of every error page: never cached. */
const ERROR_PAGE_HEADERS: Readonly<Record<string, string>> = { 'content-type': HTML_TYPE, 'cache-control': 'no-cache', vary: 'Accept-Encoding', ...PAGE_HEADERS };

/** The pages plugin: `app.register(pages, { config, answers })`. With the API at `/`, every path is the API's. */
export async function pages(app: FastifyInstance, { config, answers }: PagesOptions): Promise<void> {
  if (config.basePath === '') return;
  const { registry } = answers.store;
  const cite = siteCitation(config);
  const site: Site = { root: config.publicUrl ? new URL(config.publicUrl).pathname.replace(/\/+$/, '') : '', base: config.basePath, registry, ...(cite ? { cite } : {}) };
  app.setErrorHandler(pageErrorHandler(site));
  const data = new PageData(answers.store);
  homeRoutes(app, answers, site, data);
  collectionPages(app, { config, answers }, site, data);
  searchRoute(app, answers, site, data);
  codebookPages(app, answers, site, config);
  // Static files: our stylesheet and scripts, Swagger UI.
  for (const asset of assets().values()) {
    app.get(asset.path, (req, reply) => answers.asset(req, reply, asset, lastValue(pageQuery(req.url), 'v') === asset.hash));
  }
}

/** What goes wrong while a page is made is an HTML page; what goes wrong before it is the API's own answer. */
function pageErrorHandler(site: Site): (error: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (error, req, reply) => {
    const s = siteOf(site, req);
    if (error instanceof PageError) return sendPageError(reply, error.status, error.page ?? errorPage(s, error.status, error.title, error.title));
    // A page of a release there is none of: the 404 page, its links the site's own (there is no release to stay in).
    if (error instanceof ApiError && error.code === 'NOT_FOUND' && scopeOf(req)) return sendPageError(reply, 404, errorPage(site, 404, 'Not found', 'There is no such release here.'));
    // Thrown before the page was begun (a hook, a request that names nothing): the API's own answer.
    if (error instanceof ApiError && PAGE_TITLES[error.code] === undefined) throw error;
    const mapped = mapError(error, req.log);
    if (!mapped) return reply.code(CLIENT_CLOSED).send();
    const title = PAGE_TITLES[mapped.code];
    if (title === undefined) throw error;
    return sendPageError(reply, mapped.status, errorPage(s, mapped.status, title, mapped.detail));
  };
}

/**
 * Every collection's list and record page, at its path and its aliases, through the API's route resolver
 * (http/routes.ts), and Django's APPEND_SLASH as the API does it (where the slash form names something). A path that
 * names nothing answers as no route were there: the API's 404.
 */
function collectionPages(app: FastifyInstance, { config, answers }: PagesOptions, site: Site, data: PageData): void {
  const resolve = routeResolver(site.registry, '', 'collections');
  const named = (req: FastifyRequest, isRecord: boolean): CollectionDef | undefined => {
    const target = resolve(req, isRecord);
    return target?.kind === 'collection' ? target.def : undefined;
  };
  const nothing = (reply: FastifyReply): FastifyReply => sendError(reply, ApiError.of('NOT_FOUND'), false);
  app.get('/:app/:name/', (req, reply) => {
    const def = named(req, false);
    return def ? sendListPage(req, reply, answers, siteOf(site, req), def) : nothing(reply);
  });
  app.get('/:app/:name/:id/', (req, reply) => {
    const def = named(req, true);
    return def ? sendRecordPage(req, reply, { config, answers }, siteOf(site, req), data, def) : nothing(reply);
  });
  const redirect = (req: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(301)
    .header('location', slashRedirect(req.originalUrl, config.publicUrl)).header('cache-control', answers.cacheControl).send();
  for (const path of ['/search', '/docs']) app.get(path, redirect);
  app.get('/:app/:name', (req, reply) => (named(req, false) ? redirect(req, reply) : nothing(reply)));
  app.get('/:app/:name/:id', (req, reply) => (named(req, true) ? redirect(req, reply) : nothing(reply)));
}

/** A record's page (a polity's: every record about it); another spelling of its id is a 301 to the id it names. */
function sendRecordPage(
  req: FastifyRequest, reply: FastifyReply, { config, answers }: PagesOptions, site: Site, data: PageData, def: CollectionDef,
): Promise<FastifyReply> | FastifyReply {
  const id = (req.params as { id: string }).id;
  const plan = parseRecordPlan(def, id, []);
  // Another spelling of a record's id (`01`, `+1`): a 301 to the page of the id it names, rendered and kept once.
  if (plan.canonical !== undefined && String(plan.canonical) !== id) {
    return reply.code(301).header('location', canonicalRedirect(req.originalUrl, String(plan.canonical), config.publicUrl))
      .header('cache-control', answers.cacheControl).send();
  }
  const missing = (): PageError => new PageError(404, 'Not found', errorPage(site, 404, 'Not found', 'There is no such record here.'));
  return answers.page(req, reply, `record\0${plan.key}`, async (gen, onThread) => {
    if (plan.canonical === undefined) throw missing();
    const body = await answers.store.record(gen, def, plan.id);
    if (body === undefined) throw missing();
    if (def.kind !== 'polity') {
      const referrers = await readReferrers(answers.store, gen, def, plan.canonical);
      return onThread(() => recordPage(site, def, id, body, referrers));
    }
    const polity = await data.polity(gen, onThread(() => JSON.parse(body) as PolityValue), onThread);
    return onThread(() => polityPage(site, polity));
  });
}

/** The home page (the generation, every collection and its count, the polity search) and the API reference. */
function homeRoutes(app: FastifyInstance, answers: Answers, site: Site, data: PageData): void {
  app.get('/', async (req, reply) => {
    // The current databank's home lists the releases (so its key names them); a release's names itself alone, and
    // so is the same for the life of the release.
    const scoped = scopeOf(req) !== undefined;
    const releases = scoped ? [] : await answers.store.releases.list().catch(() => []);
    const listed = releases.map((r) => `${r.name}\0${r.createdAt}`).join('\0');
    return answers.page(req, reply, `home\0${listed}`, async (gen, onThread) => {
      const release = scoped ? answeredOf(req)?.record : undefined;
      return onThread(() => homePage(siteOf(site, req), gen, data.demoInfo(gen), { releases, ...(release ? { release } : {}) }));
    });
  });
  // Swagger UI from the npm package, on the served OpenAPI document.
  const docPaths = Object.keys((openApiDocument(site.registry, '', site.base) as { paths: Record<string, unknown> }).paths);
  app.get('/docs/', (req, reply) => answers.page(req, reply, 'docs', async (_gen, onThread) => onThread(() => docsPage(siteOf(site, req), docPaths))));
}

/** Polity search (the no-script fallback of the home page's search box): name or long name. */
function searchRoute(app: FastifyInstance, answers: Answers, root: Site, data: PageData): void {
  app.get('/search/', (req, reply) => {
    const site = siteOf(root, req);
    const q = (lastValue(pageQuery(req.url), 'q') ?? '').trim();
    return answers.page(req, reply, `search\0${q}`, async (gen, onThread) => {
      if (q === '') return onThread(() => searchPage(site, '', [], 0));
      try {
        const { hits, total } = await data.search(gen, q, onThread);
        return onThread(() => searchPage(site, q, hits, total));
      } catch (error) {
        if (error instanceof FilterError) throw new PageError(400, 'Invalid search', errorPage(site, 400, 'Invalid search', Object.values(error.errors).flat().join(' ')));
        throw error;
      }
    });
  });
}

/**
 * A collection's page: its filters' errors are a 400 page showing the form, with the many-to-many messages the API
 * gives (values that name no record: http/members.ts), which need the databank and are never kept.
 */
async function sendListPage(req: FastifyRequest, reply: FastifyReply, answers: Answers, site: Site, def: CollectionDef): Promise<FastifyReply> {
  const query = pageQuery(req.url);
  const invalid = (error: FilterError): PageError => new PageError(400, 'Invalid filters', listPage(site, { def, query, errors: error.errors }));
  let plan: ListPlan;
  try {
    plan = parseListPlan(def, query);
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    throw invalid(error.pending.length ? await completeFilterError(answers.store, await answers.generation(req), error) : error);
  }
  return answers.page(req, reply, `list\0${plan.key}`, async (gen, onThread) => {
    try {
      await checkMembers(answers.store, gen, plan);
    } catch (error) {
      if (error instanceof FilterError) throw onThread(() => invalid(error));
      throw error;
    }
    // The sidebar's counts (each value of the fields with a vocabulary, and the tag) over the page's selection, read
    // beside its rows: through the store's facet read (per generation and selection), kept with the page.
    // Counts are a help, not the page: past the time limit the page comes without them, sent but not kept (below).
    const counts = listFacets(answers.store, gen, { ...plan, facets: pageFacets(site.registry, def) })
      .catch((error: Error & { code?: string }) => { if (error.code === 'QUERY_TIME_LIMIT') return undefined; throw error; });
    const [result, facets] = await Promise.all([answers.store.read(gen, plan), counts]);
    if (!result.window) throw new PageError(404, 'Invalid page', onThread(() => listPage(site, { def, query, plan, result, invalidPage: true })));
    const made = onThread(() => listPage(site, { def, query, plan, result, facets }));
    // A 200 through the error path: its headers say no-cache, and the response cache does not keep it.
    if (facets === undefined) throw new PageError(200, def.label, made);
    return made;
  }, !plan.stray); // a page with a parameter no read uses (a cache-buster) is never kept, as the API's answer is not
}

function sendPageError(reply: FastifyReply, status: number, page: Html): FastifyReply {
  return reply.code(status).headers(ERROR_PAGE_HEADERS).send(Buffer.from(page.text));
}

/** A page's query: the request's parameters without `format` (a page is always HTML). */
function pageQuery(url: string): QueryPairs {
  return parseQuery(rawQuery(url)).filter(([name]) => name !== 'format');
}
