/**
 * The research tables' codebook routes (docs/research.md, "Codebook"): `<base>/codebook/` (every served collection,
 * JSON pages, or a CSV or NDJSON download of them all) and `<base>/codebook/<app>/<name>/` (one entry; an alias names
 * its collection's). Wiring only: the plan is plan/codebook.ts, the counts Store.stats, the bytes render/codebook.ts.
 */
import { tellNotices } from './notices.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageWindow } from '../plan/plan.js';
import { parseCodebookPlan, type CodebookPlan } from '../plan/codebook.js';
import type { CollectionDef } from '../registry/index.js';
import {
  CODEBOOK_DOWNLOADS, codebookCsv, codebookEntry, codebookEntryJson, codebookNdjson, codebookPage, type CodebookEntry,
} from '../render/codebook.js';
import { keptDownload } from '../render/representation.js';
import type { Generation } from '../store/store.js';
import { rawQuery, WRITE_METHODS, type ApiRoutes } from './api-routes.js';
import { citationMember } from './cite.js';
import { ApiError } from './errors.js';
import { ALLOW, JSON_TYPE } from './headers.js';
import { origin, pageLinks, slashRedirect } from './links.js';
import { parseQuery } from './query.js';

export function codebookRoutes(ctx: ApiRoutes): void {
  const { app, config } = ctx;
  const base = `${config.basePath}/codebook/`;
  const named = (req: FastifyRequest): CollectionDef | undefined => {
    const { app: a, name } = req.params as { app: string; name: string };
    return ctx.answers.store.registry.byPath(`${a}/${name}`);
  };
  app.get(base, (req, reply) => listAnswer(ctx, req, reply));
  app.get(`${base}:app/:name/`, (req, reply) => {
    const def = named(req);
    if (!def) throw ApiError.of('NOT_FOUND');
    return entryAnswer(ctx, def, req, reply);
  });
  // As every list of the API: DRF's OPTIONS metadata and 405 for writes (404 where the path names nothing).
  for (const url of [base, `${base}:app/:name/`]) {
    const known = (req: FastifyRequest): void => {
      if (url !== base && !named(req)) throw ApiError.of('NOT_FOUND');
    };
    app.options(url, (req, reply) => {
      known(req);
      return reply.header('allow', ALLOW).header('content-type', JSON_TYPE).send(Buffer.from(JSON.stringify(OPTIONS)));
    });
    app.route({ method: [...WRITE_METHODS], url, handler: (req) => {
      known(req);
      throw ApiError.methodNotAllowed(req.method);
    } });
  }
  // Django's APPEND_SLASH, as on every path of the API: the slash form, query kept, where it names something.
  const redirect = (req: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(301)
    .header('location', slashRedirect(req.originalUrl, config.publicUrl)).header('content-type', JSON_TYPE)
    .header('cache-control', ctx.answers.cacheControl).send(Buffer.alloc(0));
  app.all(base.slice(0, -1), redirect);
  app.all(`${base}:app/:name`, (req, reply) => {
    if (!named(req)) throw ApiError.of('NOT_FOUND');
    return redirect(req, reply);
  });
}

/** DRF SimpleMetadata's shape for a read-only view, as the other research tables answer OPTIONS. */
const OPTIONS = {
  name: 'Codebook', description: 'What each served collection holds: its fields, vocabularies with labels and counts, tags, flags and notes.',
  renders: [JSON_TYPE, 'text/csv', 'application/x-ndjson'], parses: [JSON_TYPE],
};

/** The entries of some collections in `gen`, their counts read (once per generation: Store.stats) one after another. */
async function entriesOf(ctx: ApiRoutes, gen: Generation, defs: readonly CollectionDef[]): Promise<CodebookEntry[]> {
  const { store } = ctx.answers;
  const out: CodebookEntry[] = [];
  for (const def of defs) out.push(codebookEntry(store.registry, def, gen.counts[def.path] ?? 0, await store.stats(gen, def)));
  return out;
}

async function listAnswer(ctx: ApiRoutes, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const plan = parseCodebookPlan(parseQuery(rawQuery(req.url)), req.headers.accept);
  tellNotices(reply, plan);
  const gen = await ctx.answers.generation(req);
  const defs = ctx.answers.store.registry.collections;
  if (plan.format !== 'json') return download(ctx, req, reply, gen, plan, () => entriesOf(ctx, gen, defs));
  const self = `${origin(req, ctx.links)}${ctx.config.basePath}/codebook/`;
  return ctx.answers.json(req, reply, `${gen.id}\0${plan.key}\0${self}`, async () => {
    // A page's entries only: the count is the registry's.
    const window = pageWindow(plan, defs.length);
    if (!window) throw ApiError.of('INVALID_PAGE');
    const { next, previous } = pageLinks(self, window, plan.query);
    const entries = await entriesOf(ctx, gen, defs.slice(window.offset, window.offset + window.limit));
    return codebookPage(defs.length, next, previous, entries, citationMember(ctx.config));
  });
}

async function entryAnswer(ctx: ApiRoutes, def: CollectionDef, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const plan = parseCodebookPlan(parseQuery(rawQuery(req.url)), req.headers.accept, def.path);
  tellNotices(reply, plan);
  const gen = await ctx.answers.generation(req);
  if (plan.format !== 'json') return download(ctx, req, reply, gen, plan, () => entriesOf(ctx, gen, [def]), def);
  return ctx.answers.json(req, reply, `${gen.id}\0${plan.key}`, async () => {
    const [entry] = await entriesOf(ctx, gen, [def]);
    return codebookEntryJson(entry!, citationMember(ctx.config));
  });
}

/**
 * A CSV or NDJSON download of entries: made once per generation and plan, kept (and each coding of it) in the
 * response cache, sent with the download headers (`Content-Disposition: attachment`), ETag and 304 as every answer.
 */
function download(
  ctx: ApiRoutes, req: FastifyRequest, reply: FastifyReply, gen: Generation, plan: CodebookPlan,
  entries: () => Promise<CodebookEntry[]>, def?: CollectionDef,
): Promise<FastifyReply> {
  const format = plan.format === 'csv' ? 'csv' : 'ndjson';
  const file = def ? `codebook-${def.path.replace(/\//g, '-')}.${format}` : CODEBOOK_DOWNLOADS[format].file;
  return ctx.answers.answer(req, reply, {
    key: `${gen.id}\0${plan.key}`, headers: { 'content-disposition': `attachment; filename="${file}"` },
    make: async () => {
      const list = await entries();
      return Buffer.from(format === 'csv' ? codebookCsv(list) : codebookNdjson(list));
    },
  }, keptDownload(format));
}
