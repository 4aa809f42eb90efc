/**
 * The research tables' panel routes (docs/research.md, "Panel"): `<base>/panel/`, polities × sampled years with the
 * chosen variables as columns, as JSON pages (through the answer pipeline), CSV or NDJSON (a download of the whole
 * grid). The grid (store/panel.ts) is made once per generation and plan, kept by bytes (PANEL_CACHE_MB), and shared
 * by requests that ask for it while it is being made; at most a few grids are made at once per client and in all.
 */
import { planTelling, tellNotices } from './notices.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PANEL_CELLS, panelParams, parsePanelPlan, type PanelPlan } from '../plan/panel.js';
import { isDownload, pageWindow, type DownloadFormat } from '../plan/plan.js';
import { download as downloadOf } from '../render/representation.js';
import { panelChunks, panelJsonRows, panelRows } from '../render/panel.js';
import { ByteCache } from '../cache.js';
import { buildPanel, PanelTooLargeError, type PanelGrid } from '../store/panel.js';
import type { Generation, Store } from '../store/store.js';
import { WRITE_METHODS, rawQuery, type ApiRoutes } from './api-routes.js';
import { streamed } from './download.js';
import { ApiError } from './errors.js';
import { InFlight } from './in-flight.js';
import { ALLOW, JSON_TYPE } from './headers.js';
import { origin, pageLinks, slashRedirect } from './links.js';
import { pageBody } from '../render/envelope.js';
import { parseQuery } from './query.js';

/** Grids made at once for one client address, and for all: past them 429 / 503 with Retry-After. */
const IN_FLIGHT_CLIENT = 2;
const IN_FLIGHT_TOTAL = 4;

/** The download file names (their types are the renderers': render/representation.ts `download`). */
const DOWNLOADS: Readonly<Record<DownloadFormat, string>> = { csv: 'panel.csv', ndjson: 'panel.ndjson' };

/** The grids: kept by bytes per generation, made once while asked for, at most a few at once. */
export class PanelGrids {
  readonly #cache: ByteCache<PanelGrid>;
  readonly #inFlight = new InFlight(IN_FLIGHT_CLIENT, IN_FLIGHT_TOTAL, 'panels');
  /** Bytes of grids not kept that open downloads hold. */
  #held = 0;

  /** The current databank's generation when the grids were last asked for. */
  #current: string | undefined;

  constructor(readonly maxBytes: number, readonly maxCells = MAX_PANEL_CELLS) {
    // A grid may take half the budget: a whole section's panel is tens of MB, and worth keeping.
    this.#cache = new ByteCache<PanelGrid>({ name: 'panels', maxBytes, sizeOf: (g) => g.bytes, maxEntryShare: 1 / 2 });
  }

  /** The grid of `plan`, kept, being made, or made now within the in-flight bounds (else refused: 429, 503). */
  get(store: Store, gen: Generation, plan: PanelPlan, reply: FastifyReply, client: string, current: string | undefined = gen.id): Promise<PanelGrid> {
    // Grids of several generations live side by side (the current databank's and releases'), each keyed by its own,
    // within the byte bound; a new current databank empties the cache (a release's answer never does).
    if (current !== this.#current) {
      this.#cache.clear();
      this.#current = current;
    }
    const key = `${gen.id}\0${plan.gridKey}`;
    const known = this.#cache.get(key);
    if (known) return Promise.resolve(known);
    return this.#inFlight.run(reply, client, key, () => buildPanel(store, gen, plan, this.maxCells)
      .then((grid) => this.#cache.set(key, grid)));
  }

  /**
   * A grid too large for the cache is held by the answers streaming it, for as long as their readers take: those are
   * bounded by bytes too (the cache's budget again), past which a download of such a grid is refused (503).
   */
  hold(gen: Generation, plan: PanelPlan, grid: PanelGrid, reply: FastifyReply): void {
    // Kept (its bytes are the cache's), or its client gone already (no 'close' would come to give them back).
    if (this.#cache.get(`${gen.id}\0${plan.gridKey}`) === grid || reply.raw.destroyed) return;
    if (this.#held + grid.bytes > this.maxBytes) {
      reply.header('retry-after', '1');
      throw new ApiError('PAGES_BUSY', 503, 'The server is busy sending large panels; try again shortly.');
    }
    this.#held += grid.bytes;
    reply.raw.once('close', () => (this.#held -= grid.bytes));
  }
}

export function panelRoutes(ctx: ApiRoutes): void {
  const { app, config } = ctx;
  const url = `${config.basePath}/panel/`;
  const grids = new PanelGrids(config.panelCacheMb * 1024 * 1024);
  app.get(url, (req, reply) => panelAnswer(ctx, grids, req, reply));
  app.options(url, (_req, reply) => reply.header('allow', ALLOW).header('content-type', JSON_TYPE).send(Buffer.from(JSON.stringify({
    name: 'Panel', description: 'Polities × sampled years, chosen coded variables as columns.', renders: [JSON_TYPE, 'text/csv', 'application/x-ndjson'], parses: [JSON_TYPE],
  }))));
  app.route({ method: [...WRITE_METHODS], url, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
  // Django's APPEND_SLASH.
  app.all(url.slice(0, -1), (req, reply) => reply.code(301).header('location', slashRedirect(req.originalUrl, config.publicUrl))
    .header('content-type', JSON_TYPE).header('cache-control', ctx.answers.cacheControl).send(Buffer.alloc(0)));
}

/** The grid of a plan, or the error of its refusal (429, 503 with Retry-After; 400 past the cell limit). */
async function gridOf(ctx: ApiRoutes, grids: PanelGrids, gen: Generation, plan: PanelPlan, req: FastifyRequest, reply: FastifyReply): Promise<PanelGrid> {
  const got = grids.get(ctx.answers.store, gen, plan, reply, req.ip, ctx.answers.currentGeneration);
  try {
    return await got;
  } catch (error) {
    if (!(error instanceof PanelTooLargeError)) throw error;
    throw new ApiError('BAD_REQUEST', 400, `The panel would have ${error.cells} cells (${error.rows} rows × ${plan.variables.length} variables), `
      + `more than ${error.limit}: choose fewer variables, fewer polities (polity, or a filter of the polities), a shorter span (from, to) or a larger step.`);
  }
}

async function panelAnswer(ctx: ApiRoutes, grids: PanelGrids, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { answers, config, links } = ctx;
  const { registry } = answers.store;
  const query = parseQuery(rawQuery(req.url));
  const plan = planTelling(reply, query, panelParams(registry), () => parsePanelPlan(registry, query, req.headers.accept));
  tellNotices(reply, plan);
  const gen = await answers.generation(req);
  if (isDownload(plan.format)) return download(ctx, grids, gen, plan, req, reply);
  const self = `${origin(req, links)}${config.basePath}/panel/`;
  return answers.json(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => {
    const grid = await gridOf(ctx, grids, gen, plan, req, reply);
    const count = panelRows(grid);
    const window = pageWindow(plan, count);
    if (!window) throw ApiError.of('INVALID_PAGE');
    const { next, previous } = pageLinks(self, window, plan.query);
    return pageBody(count, next, previous, Buffer.from(panelJsonRows(grid, window.offset, window.offset + window.limit, ',', '')));
  }, !plan.stray);
}

/**
 * CSV or NDJSON: the whole grid, rendered a chunk of rows at a time as the reader takes it, through the one answer
 * (a streamed representation). The grid is made first, whatever the method: a panel too large is its 400 for a HEAD
 * or a revalidation too (and a grid made once serves them all from the cache).
 */
async function download(ctx: ApiRoutes, grids: PanelGrids, gen: Generation, plan: PanelPlan, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const format = plan.format as DownloadFormat;
  const grid = await gridOf(ctx, grids, gen, plan, req, reply);
  if (req.method !== 'HEAD') grids.hold(gen, plan, grid, reply);
  return ctx.answers.answer(req, reply, {
    key: `${gen.id}\0${plan.key}`, headers: { 'content-disposition': `attachment; filename="${DOWNLOADS[format]}"` },
    open: (encoding) => streamed(panelChunks(grid, format), '', (text: string) => text, encoding),
  }, downloadOf(format));
}

