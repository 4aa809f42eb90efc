/**
 * The research tables' values routes (docs/research.md, "Long table"): `/api/values/`, every coded variable's records
 * as one table. Wiring only: the plan is plan/values-plan.ts, the reads store/values.ts, the rows render/values.ts.
 * JSON pages go through `answers.json`; downloads stream as the lists' do (http/download.ts), the whole long table
 * from the pieces each load prebuilt.
 */
import { planTelling, tellNotices } from './notices.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Generation, Store } from '../store/store.js';
import { isDownload } from '../plan/plan.js';
import { parseValuesPlan, VALUES_PARAMS, type ValuesPlan } from '../plan/values-plan.js';
import { download } from '../render/representation.js';
import { VALUES_CSV_HEADER, valuesCsv, valuesJoined, valuesNdjson } from '../render/values.js';
import { valuesPage, valuesScan } from '../store/values.js';
import { rawQuery, WRITE_METHODS, type ApiRoutes } from './api-routes.js';
import type { Answers } from './answer.js';
import { STALL_MS, streamed, type Chunk } from './download.js';
import { ApiError } from './errors.js';
import { InFlight } from './in-flight.js';
import { ALLOW, JSON_TYPE } from './headers.js';
import { origin, pageLinks, slashRedirect } from './links.js';
import { clientSignal } from './ops.js';
import { pageBody } from '../render/envelope.js';
import { PlanMemo } from './plan-memo.js';
import { parseQuery } from './query.js';

/** Long-table pages made at once (those the response cache does not hold), per client and in all: past them 429 / 503. */
const IN_FLIGHT_CLIENT = 4;
const IN_FLIGHT_TOTAL = 8;

export function valuesRoutes(ctx: ApiRoutes): void {
  const { app, answers, config, links } = ctx;
  const registry = answers.store.registry;
  const path = `${config.basePath}/values/`;
  const pages = new InFlight(IN_FLIGHT_CLIENT, IN_FLIGHT_TOTAL, 'long-table pages');
  const plans = new PlanMemo<ValuesPlan>((plan) => !plan.stray);
  app.get(path, async (req, reply) => {
    const query = rawQuery(req.url);
    const accept = req.headers.accept;
    const plan = plans.get(`${query}\0${accept ?? ''}`, () => {
      const pairs = parseQuery(query);
      return planTelling(reply, pairs, VALUES_PARAMS, () => parseValuesPlan(registry, pairs, accept));
    });
    tellNotices(reply, plan);
    const gen = await answers.generation(req);
    if (isDownload(plan.format)) return valuesDownload(req, reply, answers, gen, plan);
    const self = `${origin(req, links)}${path}`;
    return answers.json(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => {
      // A first page of a new filter counts every variable's selection (195 reads): a few at once per client and in all.
      const page = await pages.run(reply, req.ip, `${gen.id}\0${plan.key}`, () => valuesPage(answers.store, gen, plan, clientSignal(reply)));
      if (!page.window) throw ApiError.of('INVALID_PAGE');
      const { next, previous } = pageLinks(self, page.window, plan.query);
      const rows = page.groups.map((g) => valuesJoined(g.def, g.bodies)).join(',');
      return pageBody(page.count, next, previous, Buffer.from(rows));
    }, !plan.stray);
  });
  // As every list: DRF's OPTIONS metadata, 405 for writes; without its slash, Django's APPEND_SLASH redirect.
  const options = Buffer.from(JSON.stringify({ name: 'Values', description: VALUES_DESCRIPTION, renders: [JSON_TYPE], parses: [JSON_TYPE] }));
  app.options(path, (_req, reply) => reply.header('allow', ALLOW).header('vary', 'Accept').header('content-type', JSON_TYPE).send(options));
  app.route({ method: [...WRITE_METHODS], url: path, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
  app.all(path.slice(0, -1), (req, reply) => reply.code(301).header('location', slashRedirect(req.originalUrl, config.publicUrl))
    .header('content-type', JSON_TYPE).header('cache-control', answers.cacheControl).send(Buffer.alloc(0)));
}

const VALUES_DESCRIPTION = 'Every coded variable\'s records as one table: one row per record, its variable, polity, years, tag, flags and value.';

/** A values download: headers, ETag and 304, HEAD, then the stream (compressed on the fly when asked), as a list's. */
function valuesDownload(req: FastifyRequest, reply: FastifyReply, answers: Answers, gen: Generation, plan: ValuesPlan): Promise<FastifyReply> {
  const format = plan.format as 'csv' | 'ndjson';
  const store = answers.store;
  const busy = (): boolean => (store.downloadsWaiting?.() ?? 0) > 0;
  // Whole collections (no filter) are large: gzip at level 1 when the client takes it, cheaper than brotli on the fly.
  return answers.answer(req, reply, {
    key: `${gen.id}\0${plan.key}`, headers: { 'content-disposition': `attachment; filename="values.${format}"` },
    open: (encoding, signal) => streamed(
      valuesChunks(store, gen, plan, format, signal()), format === 'csv' ? VALUES_CSV_HEADER : '', (chunk: Chunk) => chunk, encoding, STALL_MS, busy,
    ),
  }, download(format, wholeCollections(plan) ? 'gzip-first' : 'br-first'));
}

/** Whether a plan takes whole collections (the whole table, a section, some variables: no other filter). */
const wholeCollections = (plan: ValuesPlan): boolean => plan.parts.every((p) => p.where.length === 0);

/** The text of a values download after its header: prebuilt pieces for whole collections, else rows rendered per chunk. */
async function* valuesChunks(store: Store, gen: Generation, plan: ValuesPlan, format: 'csv' | 'ndjson', signal: AbortSignal): AsyncGenerator<Chunk, void, undefined> {
  if (wholeCollections(plan)) {
    // Whole collections (the whole table, a section, some variables): their prebuilt rows, as they are.
    for (const part of plan.parts) yield* store.whole(gen, part.def, `values.${format}`);
    return;
  }
  const render = format === 'csv' ? valuesCsv : valuesNdjson;
  for await (const g of valuesScan(store, gen, plan, signal)) yield render(g.def, g.bodies);
}
