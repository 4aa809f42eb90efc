/**
 * Absolute URLs: the base clients see, and next/previous page links (spec §2.1, DRF's link rules); the host a
 * request names and whether this server answers for it (Django's ALLOWED_HOSTS); the request-target as a path; and
 * what the proxies in front say about a request (TRUST_PROXY): the client's address, scheme and host.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { PROXY_RANGES, type TrustProxy } from '../config.js';
import { ApiError } from './errors.js';
import { scopePrefix } from './scope.js';
import type { PageWindow } from '../plan/plan.js';
import { linkQuery, type QueryPairs } from '../plan/query.js';

// Django's host validation: a name or IPv6 literal, optional port.
const HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:[0-9]+)?$/i;

/**
 * Whether an address is one of our proxies: `address` is the hop-th from this server (0: the connection's peer, 1: the
 * last X-Forwarded-For entry, …). Fastify's trustProxy takes this function as it is (proxy-addr's contract), so that
 * req.ip, the rate limit's key, is what clientAddress derives for the node:http layer.
 */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/**
 * The trust TRUST_PROXY names, or undefined for none. A number n: the n hops nearest this server, whatever their
 * address (Fastify 5.12 refuses a number, as it cannot tell a proxy from a client connecting directly: docs/operations.md "What
 * to put in front"). A list: the addresses in it, and only them.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | undefined {
  if (setting === false) return undefined;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const proxies = new net.BlockList(); // an IPv4 rule matches IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) too
  for (const entry of setting.flatMap((e) => PROXY_RANGES[e] ?? [e])) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = net.isIP(address) === 4 ? 'ipv4' : 'ipv6';
    proxies.addSubnet(address, bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits), family);
  }
  return (address) => {
    const family = address === undefined ? 0 : net.isIP(address);
    return family !== 0 && proxies.check(address!, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address, derived as Fastify's req.ip is (proxy-addr), for the answers Fastify never sees: start at the
 * connection's peer and step one X-Forwarded-For entry to the left while the address reached is a trusted proxy.
 * Each proxy appends the address it saw, so the entries a client wrote itself lie left of every entry a trusted proxy
 * added, and are never reached.
 */
export function clientAddress(req: IncomingMessage | undefined, socket: Duplex, trust: ProxyTrust | undefined): string | undefined {
  let address = (socket as { remoteAddress?: string }).remoteAddress;
  const header = trust ? req?.headers['x-forwarded-for'] : undefined;
  if (typeof header !== 'string') return address;
  const forwarded = header.split(',').map((a) => a.trim()).filter((a) => a !== '');
  for (let hop = 0; hop < forwarded.length && trust!(address, hop); hop++) address = forwarded[forwarded.length - 1 - hop];
  return address;
}

export interface LinkOptions {
  readonly publicUrl: string | undefined;
  readonly trust: ProxyTrust | undefined;
}

export interface HostOptions {
  /** Lower-cased patterns: `*`, `name`, `.name` (the name and its subdomains), `[v6]` (config.ts checks them). */
  readonly allowedHosts: readonly string[];
  readonly trust: ProxyTrust | undefined;
}

/**
 * `scheme://host[/prefix]` for this request: the configured public URL, else the request's own Host; under a release
 * (`/releases/<name>/…`, http/scope.ts), its prefix after them, so that every link an answer holds stays in the release.
 */
export function origin(req: FastifyRequest, options: LinkOptions): string {
  return siteOrigin(req, options) + scopePrefix(req);
}

/** `scheme://host[/prefix]` of the site, whatever the request's scope (the releases' listing links to each release). */
export function siteOrigin(req: FastifyRequest, options: LinkOptions): string {
  if (options.publicUrl) return options.publicUrl;
  const headers = req.headers;
  let proto = (req.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const proxied = fromProxy(req.raw, options.trust);
  if (proxied) {
    const fproto = last(headers['x-forwarded-proto']);
    if (fproto === 'http' || fproto === 'https') proto = fproto;
  }
  const host = requestHost(headers, proxied);
  if (!host || !HOST.test(host)) throw ApiError.of('INVALID_HOST');
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * Django's get_host() on every request (CommonMiddleware): the 400 `Invalid Host header.` when the host the request
 * names (X-Forwarded-Host when it comes from a trusted proxy, as with USE_X_FORWARDED_HOST; else Host) is missing,
 * malformed or not allowed; undefined when it may be answered.
 */
export function hostError(req: IncomingMessage, options: HostOptions): ApiError | undefined {
  const host = requestHost(req.headers, fromProxy(req, options.trust));
  return host !== undefined && hostAllowed(host, options.allowedHosts) ? undefined : ApiError.of('INVALID_HOST');
}

/** Whether the connection's peer is a trusted proxy, whose X-Forwarded-Proto and -Host are believed (as Fastify's). */
function fromProxy(req: IncomingMessage, trust: ProxyTrust | undefined): boolean {
  return trust !== undefined && trust(req.socket?.remoteAddress, 0);
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

/**
 * The host a request names: X-Forwarded-Host from a trusted proxy when one is sent, else Host. Of a list, the last:
 * the value the proxy nearest this server wrote (one that appends puts its own last; one that sets the header leaves
 * one value), never one a client sent ahead of it, whatever the number of hops (Fastify's req.host reads it so too).
 */
function requestHost(headers: IncomingHttpHeaders, proxied: boolean): string | undefined {
  return (proxied ? last(headers['x-forwarded-host']) : undefined) ?? headers.host;
}

/** The last entry of a comma-separated header (node joins a repeated one with commas; an array is taken whole). */
function last(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value.join(',') : value;
  return v?.slice(v.lastIndexOf(',') + 1).trim() || undefined;
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

/**
 * The URL of a record page under the id it names (`/core/polities/01/` → `/core/polities/1/`), query kept: the path
 * of `target` with its last segment replaced; under PUBLIC_URL, that URL's origin and prefix first. Every spelling of
 * an id is then one page, rendered and kept once.
 */
export function canonicalRedirect(target: string, canonical: string, publicUrl: string | undefined): string {
  const url = originForm(target);
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const head = path.slice(0, path.lastIndexOf('/', path.length - 2) + 1);
  return slashRedirect(`${head}${encodeURIComponent(canonical)}${q < 0 ? '' : url.slice(q)}`, publicUrl);
}

/** Next and previous links of a page; page 1 carries no `page` parameter (spec §2.1). */
export function pageLinks(self: string, plan: Pick<PageWindow, 'page' | 'pages'>, query: QueryPairs): { next: string | null; previous: string | null } {
  const next = plan.page < plan.pages ? self + linkQuery(query, plan.page + 1) : null;
  const previous = plan.page > 1 ? self + linkQuery(query, plan.page === 2 ? undefined : plan.page - 1) : null;
  return { next, previous };
}
