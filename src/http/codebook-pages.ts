/**
 * The codebook as pages (docs/pages.md, "Codebook pages"): `/codebook/` and `/codebook/<app>/<name>/` (an alias
 * names its collection's entry), each the page of the JSON codebook's `<base>/codebook/…` twin, made from the same
 * entries (render/codebook.ts) and kept per generation in the response cache as every page is. A path that names
 * nothing is the API's 404; the slash-less forms are 301s to the slash forms (Django's APPEND_SLASH).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { CollectionDef } from '../registry/index.js';
import { codebookEntry } from '../render/codebook.js';
import { codebookEntryPage, codebookIndexPage, type CodebookItem } from '../render/html/codebook.js';
import type { Site } from '../render/html/layout.js';
import type { Generation } from '../store/store.js';
import type { Answers } from './answer.js';
import { sendError } from './error-map.js';
import { ApiError } from './errors.js';
import { slashRedirect } from './links.js';
import { siteOf } from './scope.js';

/**
 * The entries of some collections in `gen`: the counts of each (Store.stats, read once per generation, in the store's
 * read thread, one collection after another, as the JSON codebook reads them).
 */
async function itemsOf(answers: Answers, gen: Generation, defs: readonly CollectionDef[]): Promise<CodebookItem[]> {
  const { store } = answers;
  const out: CodebookItem[] = [];
  for (const def of defs) {
    out.push({ def, entry: codebookEntry(store.registry, def, gen.counts[def.path] ?? 0, await store.stats(gen, def)) });
  }
  return out;
}

export function codebookPages(app: FastifyInstance, answers: Answers, site: Site, config: Config): void {
  const named = (req: FastifyRequest): CollectionDef | undefined => {
    const { app: a, name } = req.params as { app: string; name: string };
    return site.registry.byPath(`${a}/${name}`);
  };
  const nothing = (reply: FastifyReply): FastifyReply => sendError(reply, ApiError.of('NOT_FOUND'), false);
  app.get('/codebook/', (req, reply) => answers.page(req, reply, 'codebook', async (gen, onThread) => {
    const items = await itemsOf(answers, gen, site.registry.collections);
    return onThread(() => codebookIndexPage(siteOf(site, req), items));
  }));
  app.get('/codebook/:app/:name/', (req, reply) => {
    const def = named(req);
    if (!def) return nothing(reply);
    // Keyed by the collection, not the path asked: an alias's page is its collection's, made and kept once.
    return answers.page(req, reply, `codebook\0${def.path}`, async (gen, onThread) => {
      const [item] = await itemsOf(answers, gen, [def]);
      return onThread(() => codebookEntryPage(siteOf(site, req), item!));
    });
  });
  const redirect = (req: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(301)
    .header('location', slashRedirect(req.originalUrl, config.publicUrl)).header('cache-control', answers.cacheControl).send();
  app.get('/codebook', redirect);
  app.get('/codebook/:app/:name', (req, reply) => (named(req) ? redirect(req, reply) : nothing(reply)));
}
