/** Absolute URLs: the base clients see, and next/previous page links (spec §2.1, DRF's link rules). */
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';
import type { PageWindow } from '../plan/plan.js';
import { linkQuery, type QueryPairs } from './query.js';

// Django's host validation: a name or IPv6 literal, optional port.
const HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:[0-9]+)?$/i;

export interface LinkOptions {
  readonly publicUrl: string | undefined;
  readonly trustProxy: boolean;
}

/** `scheme://host[/prefix]` for this request: the configured public URL, else the request's own Host. */
export function origin(req: FastifyRequest, options: LinkOptions): string {
  if (options.publicUrl) return options.publicUrl;
  const headers = req.headers;
  let proto = (req.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  let host = headers.host;
  if (options.trustProxy) {
    const fproto = first(headers['x-forwarded-proto']);
    if (fproto === 'http' || fproto === 'https') proto = fproto;
    host = first(headers['x-forwarded-host']) ?? host;
  }
  if (!host || !HOST.test(host)) throw ApiError.of('INVALID_HOST');
  return `${proto}://${host.toLowerCase()}`;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

/** Next and previous links of a page; page 1 carries no `page` parameter (spec §2.1). */
export function pageLinks(self: string, plan: Pick<PageWindow, 'page' | 'pages'>, query: QueryPairs): { next: string | null; previous: string | null } {
  const next = plan.page < plan.pages ? self + linkQuery(query, plan.page + 1) : null;
  const previous = plan.page > 1 ? self + linkQuery(query, plan.page === 2 ? undefined : plan.page - 1) : null;
  return { next, previous };
}
