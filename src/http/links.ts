/**
 * Absolute URLs: the base clients see, and next/previous page links (spec §2.1, DRF's link rules); the host a
 * request names and whether this server answers for it (Django's ALLOWED_HOSTS); the request-target as a path.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
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

export interface HostOptions {
  /** Lower-cased patterns: `*`, `name`, `.name` (the name and its subdomains), `[v6]` (config.ts checks them). */
  readonly allowedHosts: readonly string[];
  readonly trustProxy: boolean;
}

/** `scheme://host[/prefix]` for this request: the configured public URL, else the request's own Host. */
export function origin(req: FastifyRequest, options: LinkOptions): string {
  if (options.publicUrl) return options.publicUrl;
  const headers = req.headers;
  let proto = (req.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  if (options.trustProxy) {
    const fproto = first(headers['x-forwarded-proto']);
    if (fproto === 'http' || fproto === 'https') proto = fproto;
  }
  const host = requestHost(headers, options.trustProxy);
  if (!host || !HOST.test(host)) throw ApiError.of('INVALID_HOST');
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * Django's get_host() on every request (CommonMiddleware): the 400 `Invalid Host header.` when the host the request
 * names (X-Forwarded-Host when proxies are trusted, as with USE_X_FORWARDED_HOST; else Host) is missing, malformed
 * or not allowed; undefined when it may be answered.
 */
export function hostError(req: IncomingMessage, options: HostOptions): ApiError | undefined {
  const host = requestHost(req.headers, options.trustProxy);
  return host !== undefined && hostAllowed(host, options.allowedHosts) ? undefined : ApiError.of('INVALID_HOST');
}

/**
 * Django's validate_host(): the domain (lower-cased, port and one trailing dot removed) matches a pattern exactly, or
 * is a pattern `.name`'s name or ends with it, or a pattern is `*`. A malformed host matches nothing.
 */
function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const m = HOST.exec(host);
  if (!m) return false;
  const domain = m[1]!.toLowerCase().replace(/\.$/, '');
  if (domain === '') return false;
  for (const p of allowed) {
    if (p === '*' || p === domain || (p.charCodeAt(0) === 46 && (domain.endsWith(p) || domain === p.slice(1)))) return true;
  }
  return false;
}

/** The host a request names: the first X-Forwarded-Host when proxies are trusted and one is sent, else Host. */
function requestHost(headers: IncomingHttpHeaders, trustProxy: boolean): string | undefined {
  return (trustProxy ? first(headers['x-forwarded-host']) : undefined) ?? headers.host;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

/**
 * The path and query of a request-target (origin-form). An absolute-form target (`GET http://host/path?q`, RFC 9112
 * §3.2.2) loses its scheme and authority: like Django behind a WSGI server, this API answers for the Host it checks,
 * never for an authority named in the request line. Other forms (`*`) are returned as they are.
 */
export function originForm(target: string): string {
  if (target.charCodeAt(0) === 47) return target; // '/'
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (!m) return target;
  const rest = target.slice(m[0].length);
  return rest.charCodeAt(0) === 47 ? rest : `/${rest}`;
}

/**
 * Django's APPEND_SLASH target, `request.get_full_path(force_append_slash=True)`: the path with a slash appended
 * and the query kept, nothing of the request's authority; under PUBLIC_URL, that URL's origin and prefix first.
 * Bytes outside printable ASCII are percent-encoded, as Django's escape_uri_path does.
 */
export function slashRedirect(target: string, publicUrl: string | undefined): string {
  const url = originForm(target);
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const full = `${path}/${q < 0 ? '' : url.slice(q)}`;
  return (publicUrl ?? '') + full.replace(/[^\x21-\x7e]/gu, (c) => {
    // node decodes the request line as latin1, so a character up to U+00FF is one byte of the wire.
    const bytes = c.charCodeAt(0) <= 0xff ? [c.charCodeAt(0)] : [...Buffer.from(c, 'utf8')];
    return bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  });
}

/** Next and previous links of a page; page 1 carries no `page` parameter (spec §2.1). */
export function pageLinks(self: string, plan: Pick<PageWindow, 'page' | 'pages'>, query: QueryPairs): { next: string | null; previous: string | null } {
  const next = plan.page < plan.pages ? self + linkQuery(query, plan.page + 1) : null;
  const previous = plan.page > 1 ? self + linkQuery(query, plan.page === 2 ? undefined : plan.page - 1) : null;
  return { next, previous };
}
