/**
 * `comment` and `description` may hold HTML by design (spec §2.3). They reach a page only through sanitize-html,
 * which keeps harmless formatting and http(s)/mailto links and drops everything else (scripts and their content,
 * event handlers, styles, images, comments). `§REF§…§REF§` spans in descriptions become <cite> elements.
 */
import sanitizeHtml from 'sanitize-html';
import { ByteCache, cacheBudgets } from '../../cache.js';
import { type Html, trusted } from './html.js';

const FORMATTING: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'i', 'em', 'strong', 'u', 's', 'sub', 'sup', 'small', 'cite', 'q', 'abbr', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel'], abbr: ['title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }) },
};

/**
 * Results by input: the same comment recurs on many records and pages. A byte-weighted LRU of SANITIZE_CACHE_MB
 * (src/cache.ts; a long text's key is its digest): a count bound of 20,000 entries held a fifth of the 20x demo's
 * 33,000 texts, so a crawl of its polity pages emptied it again and again and sanitize-html ran for nearly every
 * cell. The default 16 MiB holds all of them (5.3 M characters of keys and results).
 */
let memo: ByteCache<string> | undefined;

/** The memo, made on first use with the budget then configured (`serve` sets it before any page is rendered). */
function theMemo(): ByteCache<string> {
  return (memo ??= new ByteCache<string>({ name: 'sanitize', maxBytes: cacheBudgets().sanitize, sizeOf: (out) => 2 * out.length + 16 }));
}

function clean(text: string, options: sanitizeHtml.IOptions, kind: string): string {
  const key = kind + text;
  const cache = theMemo();
  let out = cache.get(key);
  if (out === undefined) out = cache.set(key, sanitizeHtml(text, options));
  return out;
}

/** HTML from the data, cleaned to harmless formatting and links. */
export function cleanHtml(text: string): Html {
  return trusted(clean(text, FORMATTING, 'f'));
}

const REF = '§REF§';

/**
 * A description: cleaned HTML, with each `§REF§…§REF§` span as a <cite>. Kept whole in the memo too (one look-up, not
 * one per span and a template to join them: descriptions are on most rows of a polity page).
 */
export function cleanDescription(text: string): Html {
  if (!text.includes(REF)) return cleanHtml(text);
  const key = `d${text}`;
  const cache = theMemo();
  let out = cache.get(key);
  if (out === undefined) {
    const parts = text.split(REF);
    out = cache.set(key, parts.map((part, i) => (i % 2 === 1 ? `<cite class="ref">${clean(part, FORMATTING, 'f')}</cite>` : clean(part, FORMATTING, 'f'))).join(''));
  }
  return trusted(out);
}
