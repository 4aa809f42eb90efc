/**
 * Pages for people: server-rendered HTML at the API's paths without BASE_PATH (`/sc/tokens/` beside
 * `/api/sc/tokens/`), answered from the same read plans and store reads as the JSON, with ETags and Cache-Control
 * as the API gives them (generation + plan key), kept in the one response cache, and a Content-Security-Policy that
 * allows no inline script or style. `registerPages` adds the routes to the app (http/app.ts calls it once).
 */
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { demoSource } from '../load/demo.js';
import type { ListPlan } from '../plan/plan.js';
import { FilterError } from '../plan/errors.js';
import { parseListPlan, parseRecordPlan } from '../plan/parse.js';
import { lastValue, type QueryPairs } from '../plan/query.js';
import type { Generation, Store } from '../store/store.js';
import { assets, type Asset } from '../render/html/assets.js';
import { docsPage, errorPage, homePage, searchPage, type DemoInfo, type SearchHit } from '../render/html/home.js';
import type { Html } from '../render/html/html.js';
import { listPage } from '../render/html/list.js';
import { polityPage, type PolityData, type PolityValue } from '../render/html/polity.js';
import { recordPage } from '../render/html/record.js';
import type { Site } from '../render/html/layout.js';
import { chooseEncoding, compress, encodedEtag, etagOf, matches, MIN_COMPRESS, type CachedAnswer, type Encoding, type ResponseCache } from './cache.js';
import { ERRORS } from './errors.js';
import { slashRedirect } from './links.js';
import { openApiDocument } from './openapi.js';
import { parseQuery } from './query.js';

export interface PagesOptions {
  readonly config: Config;
  readonly store: Store;
  /** The app's one response cache: pages are kept there beside the JSON, under keys of their own. */
  readonly cache: ResponseCache;
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** No inline script or style anywhere: scripts, styles, images and fetches come from this origin only. */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Records a polity page reads per collection at most (a polity holds a few dozen at 20×). */
const POLITY_RECORDS_MAX = 2000;
/** Polities a search results page lists. */
const SEARCH_MAX = 100;
/** Rows per read when scanning suprapolity relations for `other_polity`. */
const SCAN_BATCH = 1000;

/** An answer that is not a 200: an HTML page with its status, never cached. */
class PageError extends Error {
  constructor(readonly status: number, readonly title: string, readonly page?: Html) {
    super(title);
  }
}

export function registerPages(app: FastifyInstance, { config, store, cache }: PagesOptions): void {
  const { registry } = store;
  const REGISTRY = registry.collections;
  const byPath = registry.byPath;
  const base = config.basePath;
  // With the API at `/`, every page path is an API path; JSON keeps them.
  if (base === '') return;
  const site: Site = { root: config.publicUrl ? new URL(config.publicUrl).pathname.replace(/\/+$/, '') : '', base, registry };
  const cacheControl = `public, max-age=${config.cacheMaxAge}`;
  const common = { 'content-security-policy': PAGE_CSP, 'x-content-type-options': 'nosniff' };
  let lastGeneration: string | undefined;

  async function generation(): Promise<Generation> {
    let gen: Generation | undefined;
    try {
      gen = await store.current();
    } catch {
      throw new PageError(503, 'Database unavailable', errorPage(site, 503, 'Database unavailable', ERRORS.DATABASE_UNAVAILABLE.detail));
    }
    if (!gen) throw new PageError(503, 'No databank', errorPage(site, 503, 'No databank', ERRORS.NO_DATABANK.detail));
    if (gen.id !== lastGeneration) {
      // A new databank: what the cache holds describes the old one (app.ts empties it too, on its next request).
      if (lastGeneration !== undefined) cache.clear();
      lastGeneration = gen.id;
    }
    return gen;
  }

  function headersOf(etag: string, encoding: Encoding): Record<string, string> {
    const headers: Record<string, string> = { 'content-type': HTML_TYPE, 'cache-control': cacheControl, vary: 'Accept-Encoding', etag, ...common };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return headers;
  }

  /**
   * A 200 from the response cache, rendering on a miss; a 304 when If-None-Match names the page's ETag (known from
   * the generation and key alone, so a revalidation never renders). `key` is everything the bytes depend on.
   */
  async function sendPage(req: FastifyRequest, reply: FastifyReply, key: string, render: (gen: Generation) => Promise<Html>): Promise<FastifyReply> {
    try {
      const gen = await generation();
      const full = `page\0${gen.id}\0${key}`;
      const etag = etagOf(full, '');
      const asked = chooseEncoding(req.headers['accept-encoding'], Infinity);
      const inm = req.headers['if-none-match'];
      if (inm && (matches(inm, etag) || matches(inm, encodedEtag(etag, asked)))) {
        return reply.code(304).headers(headersOf(asked === 'identity' ? etag : encodedEtag(etag, asked), 'identity')).send();
      }
      const answer = cache.get(`${full}\0${asked}`) ?? await fresh(gen, full, etag, asked, render);
      return reply.code(200).headers(answer.headers).send(answer.body);
    } catch (error) {
      return sendError(req, reply, error);
    }
  }

  /**
   * A page the cache does not hold in the encoding asked. The cache keeps pages compressed only (a polity page of the
   * 20x demo is 235 KiB of HTML, 14 KiB as br): one encoding is made from another held, without rendering, and a
   * client that takes no coding gets the gzip form inflated (a fraction of a millisecond). Bodies too small to
   * compress are kept as they are.
   */
  async function fresh(gen: Generation, full: string, etag: string, asked: Encoding, render: (gen: Generation) => Promise<Html>): Promise<CachedAnswer> {
    const keep = (encoding: Encoding, body: Buffer): CachedAnswer => {
      const tag = encodedEtag(etag, encoding);
      const answer: CachedAnswer = { etag: tag, headers: headersOf(tag, encoding), body };
      cache.set(`${full}\0${encoding}`, answer);
      return answer;
    };
    if (asked !== 'identity') {
      const small = cache.get(`${full}\0identity`);
      if (small) return small;
    }
    const gzip = asked === 'gzip' ? undefined : cache.get(`${full}\0gzip`);
    const br = asked === 'br' ? undefined : cache.get(`${full}\0br`);
    let identity: Buffer;
    if (gzip) identity = zlib.gunzipSync(gzip.body);
    else if (br) identity = zlib.brotliDecompressSync(br.body);
    else {
      identity = Buffer.from((await render(gen)).text);
      if (identity.length < MIN_COMPRESS) return keep('identity', identity);
    }
    if (asked !== 'identity') return keep(asked, compress(identity, asked));
    // Kept as gzip for the next such client (when there is a cache to keep it in).
    if (!gzip && !br && cache.maxBytes > 0) keep('gzip', compress(identity, 'gzip'));
    return { etag, headers: headersOf(etag, 'identity'), body: identity };
  }

  function sendError(req: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
    let status = 500, body: Html;
    if (error instanceof PageError) {
      status = error.status;
      body = error.page ?? errorPage(site, status, error.title, error.title);
    } else if ((error as { code?: string }).code === 'DATABASE_UNAVAILABLE') {
      status = 503;
      body = errorPage(site, 503, 'Database unavailable', ERRORS.DATABASE_UNAVAILABLE.detail);
    } else if ((error as { code?: string }).code === 'QUERY_TIME_LIMIT') {
      status = 503;
      body = errorPage(site, 503, 'Query too long', ERRORS.QUERY_TIME_LIMIT.detail);
    } else if ((error as { code?: string }).code === 'CLIENT_GONE') {
      return reply.code(499).send(); // no one to answer: logged as 499
    } else {
      req.log.error({ err: error }, 'page failed');
      body = errorPage(site, 500, 'Server error', ERRORS.SERVER_ERROR.detail);
    }
    return reply.code(status).headers({ 'content-type': HTML_TYPE, 'cache-control': 'no-cache', vary: 'Accept-Encoding', ...common }).send(Buffer.from(body.text));
  }

  const notFound = (): PageError => new PageError(404, 'Not found', errorPage(site, 404, 'Not found', 'There is no such record here.'));

  /** A page's query: the request's parameters without `format` (a page is always HTML). */
  function pageQuery(url: string): QueryPairs {
    const q = url.indexOf('?');
    return parseQuery(q < 0 ? '' : url.slice(q + 1)).filter(([name]) => name !== 'format');
  }

  // ---- the home page: the generation, every collection and its count, the polity search
  app.get('/', (req, reply) => sendPage(req, reply, 'home', async (gen) => homePage(site, gen, demoInfo(store, gen))));

  // ---- polity search (the no-script fallback of the home page's search box): name or long name
  app.get('/search/', (req, reply) => {
    const q = (lastValue(pageQuery(req.url), 'q') ?? '').trim();
    return sendPage(req, reply, `search\0${q}`, async (gen) => {
      if (q === '') return searchPage(site, '', [], 0);
      const polities = byPath('core/polities')!;
      const read = async (pairs: [string, string][], pageSize: number): Promise<{ count: number; rows: readonly string[] }> => {
        const plan = parseListPlan(polities, pairs);
        const result = await store.read(gen, { ...plan, page: 1, pageSize });
        return { count: result.count, rows: result.rows };
      };
      try {
        const [byName, byLong, both] = await Promise.all([
          read([['name__icontains', q]], SEARCH_MAX), read([['long_name__icontains', q]], SEARCH_MAX),
          read([['name__icontains', q], ['long_name__icontains', q]], 1),
        ]);
        const hits = new Map<number, SearchHit>();
        for (const row of [...byName.rows, ...byLong.rows]) {
          const p = JSON.parse(row) as SearchHit;
          hits.set(p.id, p);
        }
        const first = [...hits.values()].sort((a, b) => a.id - b.id).slice(0, SEARCH_MAX);
        return searchPage(site, q, first, byName.count + byLong.count - both.count);
      } catch (error) {
        if (error instanceof FilterError) throw new PageError(400, 'Invalid search', errorPage(site, 400, 'Invalid search', Object.values(error.errors).flat().join(' ')));
        throw error;
      }
    });
  });

  // ---- the API reference (Swagger UI from the npm package, on the served OpenAPI document)
  const docPaths = Object.keys((openApiDocument(registry, '', base) as { paths: Record<string, unknown> }).paths);
  app.get('/docs/', (req, reply) => sendPage(req, reply, 'docs', async () => docsPage(site, docPaths)));

  // ---- collections and records
  for (const def of REGISTRY) {
    app.get(`/${def.path}/`, (req, reply) => {
      const query = pageQuery(req.url);
      let plan: ListPlan;
      try {
        plan = parseListPlan(def, query);
      } catch (error) {
        if (!(error instanceof FilterError)) return sendError(req, reply, error);
        return sendError(req, reply, new PageError(400, 'Invalid filters', listPage(site, { def, query, errors: error.errors })));
      }
      return sendPage(req, reply, `list\0${plan.key}`, async (gen) => {
        const result = await store.read(gen, plan);
        if (!result.window) throw new PageError(404, 'Invalid page', listPage(site, { def, query, plan, result, invalidPage: true }));
        return listPage(site, { def, query, plan, result });
      });
    });

    app.get(`/${def.path}/:id/`, (req, reply) => {
      const id = (req.params as { id: string }).id;
      const plan = parseRecordPlan(def, id, []);
      return sendPage(req, reply, `record\0${plan.key}`, async (gen) => {
        const body = await store.record(gen, def, plan.id);
        if (body === undefined) throw notFound();
        if (def.kind !== 'polity') return recordPage(site, def, id, body);
        return polityPage(site, await polityData(gen, JSON.parse(body) as PolityValue));
      });
    });
  }

  // ---- Django's APPEND_SLASH, as the API does it
  const redirect = (req: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(301)
    .header('location', slashRedirect(req.url, config.publicUrl)).header('cache-control', cacheControl).send();
  for (const path of ['/search', '/docs', ...REGISTRY.flatMap((def) => [`/${def.path}`, `/${def.path}/:id`])]) app.get(path, redirect);

  // ---- static files: our stylesheet and scripts, Swagger UI
  const encoded = new Map<string, Buffer>();
  for (const asset of assets().values()) {
    app.get(asset.path, (req, reply) => sendAsset(req, reply, asset));
  }
  function sendAsset(req: FastifyRequest, reply: FastifyReply, asset: Asset): FastifyReply {
    const exact = lastValue(pageQuery(req.url), 'v') === asset.hash;
    const asked = chooseEncoding(req.headers['accept-encoding'], asset.body.length);
    const etag = encodedEtag(`"${asset.hash}"`, asked);
    reply.headers({
      'content-type': asset.type, etag, vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff',
      // A URL naming the content's hash names those bytes forever.
      'cache-control': exact ? 'public, max-age=31536000, immutable' : cacheControl,
    });
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    if (asked === 'identity') return reply.send(asset.body);
    let body = encoded.get(`${asset.path}\0${asked}`);
    if (!body) encoded.set(`${asset.path}\0${asked}`, (body = compress(asset.body, asked)));
    return reply.header('content-encoding', asked).send(body);
  }

  // ---- the polity page's data
  const suprapolities = byPath('general/polity-suprapolities')!;

  /** Every record about a polity: its coded values through the `polity` filter, and relations naming it as other. */
  async function polityData(gen: Generation, polity: PolityValue): Promise<PolityData> {
    const coded = await Promise.all(REGISTRY.filter((def) => def.kind === 'coded').map(async (def) => {
      const plan = parseListPlan(def, [['polity', String(polity.id)]]);
      const result = await store.read(gen, { ...plan, page: 1, pageSize: POLITY_RECORDS_MAX });
      return { def, count: result.count, records: result.rows.map((row) => JSON.parse(row) as Record<string, unknown>) };
    }));
    const ids = (await otherPolityIndex(gen)).get(polity.id) ?? [];
    const asOther = await Promise.all(ids.map(async (id) => JSON.parse((await store.record(gen, suprapolities, String(id)))!) as Record<string, unknown>));
    return { polity, coded, asOther };
  }

  /**
   * Suprapolity relation ids by `other_polity` id. No filter reads `other_polity` (a column for it would change the
   * stored layout), so the relations are scanned once per generation through the store, in id order, and only ids kept.
   */
  let otherIndex: { gen: string; index: Promise<Map<number, number[]>> } | undefined;
  function otherPolityIndex(gen: Generation): Promise<Map<number, number[]>> {
    if (otherIndex?.gen !== gen.id) {
      const index = (async () => {
        const out = new Map<number, number[]>();
        const plan = parseListPlan(suprapolities, []);
        for (let page = 1; ; page++) {
          const { rows, window } = await store.read(gen, { ...plan, page, pageSize: SCAN_BATCH });
          for (const row of rows) {
            const r = JSON.parse(row) as { id: number; other_polity: { id: number } };
            const list = out.get(r.other_polity.id);
            if (list) list.push(r.id);
            else out.set(r.other_polity.id, [r.id]);
          }
          if (!window || window.page >= window.pages) return out;
        }
      })();
      index.catch(() => { if (otherIndex?.index === index) otherIndex = undefined; });
      otherIndex = { gen: gen.id, index };
    }
    return otherIndex.index;
  }
}


/**
 * Whether the databank is the demo: it holds the demo's first token and first reference byte for byte (two
 * lookups by id; a real databank never holds these synthetic records). The scale is what the token count says.
 */
/** The demo mark the load wrote (Generation.demo), with the scale the counts tell. */
function demoInfo(store: Store, gen: Generation): DemoInfo {
  if (!gen.demo) return { demo: false };
  const ratio = (gen.counts['sc/tokens'] ?? 0) / store.registry.byPath('sc/tokens')!.demoCount;
  return { demo: true, ...(Number.isInteger(ratio) && ratio >= 1 ? { scale: ratio } : {}) };
}
