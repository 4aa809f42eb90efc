/**
 * Header values the API's answers share, defined once: for the app's routes, its pages and the node:http layer
 * (http/server.ts) alike.
 */

/** The methods every API path answers (DRF's read-only views); also what a CORS preflight allows. */
export const ALLOW = 'GET, HEAD, OPTIONS';

/** Content types and the pages' headers belong to their representations (render/representation.ts). */
import { JSON_TYPE } from '../render/representation.js';

export { HTML_TYPE, JSON_TYPE, PAGE_CSP, PAGE_HEADERS } from '../render/representation.js';

/** The 401 of an admin-only route: DRF's TokenAuthentication.authenticate_header, its keyword. */
export const WWW_AUTHENTICATE = 'Token';

/** The headers of every JSON error answer, whoever writes it: never cached, negotiated on Accept only. */
export const ERROR_HEADERS: Readonly<Record<string, string>> = { 'content-type': JSON_TYPE, vary: 'Accept', 'cache-control': 'no-cache' };

/** Parameters of the query the path does not read (http/notices.ts, docs/api.md). */
export const IGNORED_HEADER = 'x-ignored-parameters';
/** Exact filters whose value matches its vocabulary only in another letter case (http/notices.ts). */
export const CASE_HEADER = 'x-case-mismatch';
