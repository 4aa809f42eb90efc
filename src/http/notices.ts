/**
 * What a request asked that no read used, told in headers beside the answer (plan/ignored.ts finds it; docs/api.md):
 * `X-Ignored-Parameters: year__gt, _` (names in the query's order, each once) and `X-Case-Mismatch: token=present`
 * (the parameter and its vocabulary's spelling). The answer itself is unchanged: DRF ignores such parameters.
 *
 * The headers are set on the reply before the answer pipeline runs, from the plan alone (a plain value made from the
 * query), so a cached answer, a 304 and an error after the plan carry them as a fresh answer does.
 */
import type { FastifyReply } from 'fastify';
import type { QueryPairs } from '../plan/query.js';
import { ignoredParams } from '../plan/ignored.js';
import { CASE_HEADER, IGNORED_HEADER } from './headers.js';

/** What a plan says a request asked for in vain; `caseMismatch` only lists have. */
export interface Notices {
  readonly ignored: readonly string[];
  readonly caseMismatch?: readonly string[];
}

/** The notice headers of a plan (none when it has nothing to tell). */
export function noticeHeaders(plan: Notices): Record<string, string> {
  const headers: Record<string, string> = {};
  if (plan.ignored.length) headers[IGNORED_HEADER] = headerList(plan.ignored.map(encodeName));
  if (plan.caseMismatch?.length) headers[CASE_HEADER] = headerList(plan.caseMismatch.map(encodePair));
  return headers;
}

/** Sets a plan's notice headers on `reply`; nothing on the common path where there are none. */
export function tellNotices(reply: FastifyReply, plan: Notices): void {
  if (plan.ignored.length || plan.caseMismatch?.length) reply.headers(noticeHeaders(plan));
}

/** For a path without a plan of its own (the API root, a research table): the names of `query` not in `known`. */
export function tellIgnored(reply: FastifyReply, query: QueryPairs, known: ReadonlySet<string>): void {
  const ignored = ignoredParams(query, known);
  if (ignored.length) reply.header(IGNORED_HEADER, headerList(ignored.map(encodeName)));
}

/**
 * A research table's plan, `parse()`'s; when it throws (a 400), the parameters the path does not read are told beside
 * the error, as a list's 400 tells them.
 */
export function planTelling<P>(reply: FastifyReply, query: QueryPairs, known: ReadonlySet<string>, parse: () => P): P {
  try {
    return parse();
  } catch (error) {
    tellIgnored(reply, query, known);
    throw error;
  }
}

/** A header value is at most this long: a hostile query's names are many and long; the rest are counted. */
const MAX_HEADER = 2000;

/** Items joined by `, `, cut before MAX_HEADER with `(N more)` (no encoded item holds a parenthesis). */
function headerList(items: readonly string[]): string {
  let out = '';
  for (let i = 0; i < items.length; i++) {
    const next = i ? `${out}, ${items[i]!}` : items[i]!;
    if (next.length > MAX_HEADER) return `${out}${i ? ', ' : ''}(${items.length - i} more)`;
    out = next;
  }
  return out;
}

/** `param=value` with each side encoded. */
function encodePair(pair: string): string {
  const eq = pair.indexOf('=');
  return `${encodeName(pair.slice(0, eq))}=${encodeName(pair.slice(eq + 1))}`;
}

/**
 * A name as a URL's query writes it: letters, digits and `_.-~` as they are, every other UTF-8 byte `%XX` (so a
 * header value is visible ASCII, never holds the list's `, `, and reads back with decodeURIComponent).
 */
function encodeName(name: string): string {
  if (/^[A-Za-z0-9_.~-]*$/.test(name)) return name;
  let out = '';
  for (const b of Buffer.from(name, 'utf8')) {
    out += (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || b === 0x5f || b === 0x2e || b === 0x2d || b === 0x7e
      ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
