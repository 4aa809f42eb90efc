/**
 * A representation per format (Datasette's `register_output_renderer`: a format is one registered description, not a
 * pipeline): what http/answer.ts `answer()` needs to know to run its stages for it. The stages are the same for all;
 * the differences are these properties:
 *
 * - key: what the answer's cache key is made of. `scope: 'caller'`: the caller's key names the generation already
 *   (it holds one: a JSON answer's key is generation, plan key and link base); `'generation'`: answer() reads the
 *   generation and scopes the key by it and by the representation's name (pages);
 * - bytes: how they are made. `body: 'made'`: a maker gives the identity bytes (or a page's text), through the page
 *   budget where `budget` is set; `'held'`: the bytes come with the request (a static file); `'stream'`: opened as a
 *   stream, already in the coding chosen (downloads: `renderer` writes the chunks);
 * - ETag (`validator`): strong, by the generation and key (`'generation'`); by the digest of the identity bytes, for
 *   documents fixed for the process (`'digest'`); by the file's hash (`'hash'`). A coding is named by a suffix
 *   (`-br`, `-gz`: strong validators differ per content coding, RFC 9110 §8.8.3);
 * - 304 (`revalidate`): `'ahead'`, from the key alone before any lookup or rendering (the 304 carries the headers
 *   but Content-Encoding, the body's coding not being chosen); `'after'`, from the answer held (all its headers);
 * - cache (`keep`): the identity bytes and each coding made from them (`'identity-and-codings'`); compressed bytes
 *   only, identity inflated from them (`'compressed-only'`: HTML is large and compresses well); kept for the life of
 *   the process outside the response cache (`'process'`); never (`'never'`: streams);
 * - codings: brotli first (`'br-first'`); gzip first (`'gzip-first'`: a large body compressed on the fly at gzip's
 *   cheaper level); or gzip else identity (`'prebuilt-gzip'`: a whole collection's gzip was built at load time;
 *   brotli on the fly would cost CPU per request);
 * - headers: Content-Type, Vary (on Accept where the format is negotiated; on Accept-Encoding always or only for a
 *   body worth compressing), `Allow` for the API's answers, Cache-Control where fixed, and headers of its own.
 *
 * A new kind of answer (a research table) is a representation and a source of bytes: see http/answer.ts.
 */
import type { DownloadFormat } from '../plan/plan.js';
import { RENDERERS, type Renderer } from './index.js';

/** Spec §4: exactly this, no charset parameter. */
export const JSON_TYPE = 'application/json';

export const HTML_TYPE = 'text/html; charset=utf-8';

/** No inline script or style anywhere: scripts, styles, images and fetches come from this origin only. */
export const PAGE_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What every HTML page carries besides its content headers, errors included. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = { 'content-security-policy': PAGE_CSP, 'x-content-type-options': 'nosniff' };

export interface Representation {
  /** Its name: part of its cache keys where it scopes them. */
  readonly name: string;
  readonly contentType: string;
  readonly scope: 'caller' | 'generation';
  readonly body: 'made' | 'held' | 'stream';
  /** A maker's synchronous steps are charged to the page budget (http/page-budget.ts). */
  readonly budget: boolean;
  readonly validator: 'generation' | 'digest' | 'hash';
  readonly revalidate: 'ahead' | 'after';
  readonly keep: 'identity-and-codings' | 'compressed-only' | 'process' | 'never';
  readonly codings: 'br-first' | 'gzip-first' | 'prebuilt-gzip';
  /** Vary: Accept (the format is negotiated on it). */
  readonly varyAccept: boolean;
  /** Vary: Accept-Encoding on every answer, or only on a body worth compressing (a smaller one never varies). */
  readonly varyEncoding: 'always' | 'compressible';
  /** Allow: the API's methods (DRF sends it on every answer of a view). */
  readonly allow: boolean;
  /** Cache-Control, where the representation fixes it (else the configured CACHE_MAX_AGE). */
  readonly cacheControl?: string;
  /** Headers of its own, after the ETag. */
  readonly headers: Readonly<Record<string, string>>;
  /** A stream's renderer (downloads). */
  readonly renderer?: Renderer;
  /** A download of data: it carries the citation and licence `Link` header, when the operator sets them (http/cite.ts). */
  readonly cites?: true;
}

const API = { varyAccept: true, allow: true, headers: {} } as const;

/** A JSON body made once per key (a list's page, a record, the root, a research table's page). */
export const JSON_ANSWER: Representation = {
  ...API, name: 'json', contentType: JSON_TYPE, scope: 'caller', body: 'made', budget: false, validator: 'generation',
  revalidate: 'after', keep: 'identity-and-codings', codings: 'br-first', varyEncoding: 'compressible',
};

/** A JSON document that depends on nothing but the process (the OpenAPI description). */
export const FIXED_JSON: Representation = { ...JSON_ANSWER, name: 'fixed', validator: 'digest', keep: 'process' };

/** An HTML page for people. */
export const HTML_PAGE: Representation = {
  name: 'page', contentType: HTML_TYPE, scope: 'generation', body: 'made', budget: true, validator: 'generation',
  revalidate: 'ahead', keep: 'compressed-only', codings: 'br-first', varyAccept: false, varyEncoding: 'always', allow: false,
  headers: PAGE_HEADERS,
};

/** A static file of the pages (its Content-Type comes with it); a URL naming its hash names those bytes forever. */
export function staticFile(contentType: string, pinned: boolean): Representation {
  return {
    name: 'asset', contentType, scope: 'caller', body: 'held', budget: false, validator: 'hash', revalidate: 'ahead',
    keep: 'process', codings: 'br-first', varyAccept: false, varyEncoding: 'always', allow: false,
    headers: { 'x-content-type-options': 'nosniff' }, ...(pinned ? { cacheControl: 'public, max-age=31536000, immutable' } : {}),
  };
}

const downloads = new Map<string, Representation>();

/**
 * A download (CSV, NDJSON): the whole selection, streamed, never kept. `codings`: brotli first for a selection
 * compressed on the fly; gzip first for a large table compressed on the fly at gzip's cheaper level (the long
 * table's whole collections); `prebuilt-gzip` for a collection in its own order, whose gzip was built at load time
 * (gzip when taken, else identity, never brotli).
 */
export function download(format: DownloadFormat, codings: Representation['codings'] = 'br-first'): Representation {
  const name = `${format}.${codings}`;
  let rep = downloads.get(name);
  if (!rep) {
    const renderer = RENDERERS[format] as Renderer;
    rep = {
      ...API, name, contentType: renderer.contentType, scope: 'caller', body: 'stream', budget: false, validator: 'generation',
      revalidate: 'after', keep: 'never', codings, varyEncoding: 'always', renderer, cites: true,
    };
    downloads.set(name, rep);
  }
  return rep;
}

/**
 * A download made once per key and kept with each of its codings, as a JSON answer is: a small table asked often
 * (the codebook), whose bytes are cheaper to keep than to stream again. Content-Disposition comes with its source.
 */
export function keptDownload(format: DownloadFormat): Representation {
  const name = `${format}.kept`;
  let rep = downloads.get(name);
  if (!rep) {
    rep = { ...JSON_ANSWER, name, contentType: (RENDERERS[format] as Renderer).contentType, varyEncoding: 'always', cites: true };
    downloads.set(name, rep);
  }
  return rep;
}
