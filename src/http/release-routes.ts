/**
 * Releases over HTTP (docs/api.md, "Releases"): `/api/releases/` (every release kept, oldest first), one release's
 * record, and its dump manifest byte for byte. What is served under `/releases/<name>/…` (every path of the API and
 * the pages, from the release) is the scope's (http/scope.ts): the same routes, answered from the release.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicRelease, type ReleaseRecord } from '../store/releases.js';
import type { ApiRoutes } from './api-routes.js';
import { rawQuery, WRITE_METHODS } from './api-routes.js';
import { ApiError } from './errors.js';
import { JSON_TYPE } from './headers.js';
import { siteOrigin } from './links.js';
import { tellIgnored } from './notices.js';
import { parseFormat } from '../plan/parse.js';
import { FORMAT_ONLY } from '../plan/ignored.js';
import { parseQuery } from './query.js';
import { markAnswered, scopeOf } from './scope.js';

export function releaseRoutes(ctx: ApiRoutes): void {
  const { app, answers, config } = ctx;
  const base = `${config.basePath}/releases/`;
  const urls = releaseUrls(ctx);
  app.get(base, async (req, reply) => {
    readsFormatOnly(req, reply);
    const records = await answers.store.releases.list();
    const self = urls.list(req);
    // The list changes when a release is made or deleted, not with the generation: its key names the releases.
    const key = `releases\0${self}\0${records.map((r) => `${r.name}\0${r.createdAt}`).join('\0')}`;
    return answers.json(req, reply, key, () => Buffer.from(JSON.stringify({
      count: records.length, next: null, previous: null, results: records.map((r) => releaseJson(r, urls, req)),
    })));
  });
  app.get(`${base}:name/`, async (req, reply) => {
    readsFormatOnly(req, reply);
    const record = await opened(ctx, req);
    return answers.json(req, reply, `release\0${urls.list(req)}\0${record.name}\0${record.createdAt}`, () => Buffer.from(JSON.stringify(releaseJson(record, urls, req))));
  });
  app.get(`${base}:name/manifest.json`, async (req, reply) => {
    tellIgnored(reply, parseQuery(rawQuery(req.url)), new Set());
    const record = await opened(ctx, req);
    // The stored text as it is: what `export --release` wrote, and what manifest_sha256 is the digest of.
    return answers.json(req, reply, `manifest\0${record.name}\0${record.manifestSha256}`, () => Buffer.from(record.manifest));
  });
  // Django's APPEND_SLASH, as on every path of the API; writes are the 405 of a read-only API.
  const redirect = (req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const url = req.originalUrl, q = url.indexOf('?');
    const location = (config.publicUrl ?? '') + (q < 0 ? `${url}/` : `${url.slice(0, q)}/${url.slice(q)}`);
    return reply.code(301).header('location', location).header('content-type', JSON_TYPE).header('cache-control', answers.cacheControl).send(Buffer.alloc(0));
  };
  app.get(base.slice(0, -1), redirect);
  app.get(`${base}:name`, redirect);
  for (const url of [base, `${base}:name/`, `${base}:name/manifest.json`]) {
    app.route({ method: [...WRITE_METHODS], url, handler: (req) => { throw ApiError.methodNotAllowed(req.method); } });
  }
}

/**
 * The release a path names, opened (its Databank-* headers name it). Under a release's own prefix, the list of
 * releases is not served: it changes as releases are made, and nothing under a release may.
 */
async function opened({ answers }: ApiRoutes, req: FastifyRequest): Promise<ReleaseRecord> {
  if (scopeOf(req)) throw ApiError.of('NOT_FOUND');
  const found = await answers.store.releases.open((req.params as { name: string }).name);
  if (!found) throw ApiError.of('NOT_FOUND');
  markAnswered(req, { release: found.record.name, gen: found.gen, record: found.record });
  return found.record;
}

/** A path that reads only `format` (json, the one format served here). */
function readsFormatOnly(req: FastifyRequest, reply: FastifyReply): void {
  if (scopeOf(req)) throw ApiError.of('NOT_FOUND');
  const query = parseQuery(rawQuery(req.url));
  parseFormat(query);
  tellIgnored(reply, query, FORMAT_ONLY);
}

interface ReleaseUrls {
  /** `/api/releases/`, absolute. */
  list(req: FastifyRequest): string;
  /** The release's API root, `/releases/<name>/api/`, absolute. */
  api(req: FastifyRequest, name: string): string;
}

function releaseUrls({ config, links }: ApiRoutes): ReleaseUrls {
  return {
    list: (req) => `${siteOrigin(req, links)}${config.basePath}/releases/`,
    api: (req, name) => `${siteOrigin(req, links)}/releases/${name}${config.basePath}/`,
  };
}

/** One release as `/api/releases/` lists it (docs/api.md, "Releases"). */
function releaseJson(r: ReleaseRecord, urls: ReleaseUrls, req: FastifyRequest): Record<string, unknown> {
  return publicRelease(r, { url: `${urls.list(req)}${r.name}/`, api: urls.api(req, r.name) });
}
