/**
 * Header values the API's answers share, defined once: for the app's routes, its pages and the node:http layer
 * (http/server.ts) alike.
 */

/** The methods every API path answers (DRF's read-only views); also what a CORS preflight allows. */
export const ALLOW = 'GET, HEAD, OPTIONS';

/** Spec §4: exactly this, no charset parameter. */
export const JSON_TYPE = 'application/json';

/** The 401 of an admin-only route: DRF's TokenAuthentication.authenticate_header, its keyword. */
export const WWW_AUTHENTICATE = 'Token';

export const HTML_TYPE = 'text/html; charset=utf-8';

/** The headers of every JSON error answer, whoever writes it: never cached, negotiated on Accept only. */
export const ERROR_HEADERS: Readonly<Record<string, string>> = { 'content-type': JSON_TYPE, vary: 'Accept', 'cache-control': 'no-cache' };

/** No inline script or style anywhere: scripts, styles, images and fetches come from this origin only. */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What every HTML page carries besides its content headers, errors included. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = { 'content-security-policy': PAGE_CSP, 'x-content-type-options': 'nosniff' };

/** Parameters of the query the path does not read (http/notices.ts, docs/api.md). */
export const IGNORED_HEADER = 'x-ignored-parameters';
/** Exact filters whose value matches its vocabulary only in another letter case (http/notices.ts). */
export const CASE_HEADER = 'x-case-mismatch';
