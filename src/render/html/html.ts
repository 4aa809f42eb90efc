/**
 * HTML as values: the `html` tag escapes every interpolated string, so data reaches a page only as text; markup
 * passes through only as `Html` (made by `html` itself, or by `trusted` for output that was cleaned, see sanitize.ts).
 */

/**
 * Markup known to be safe to emit as it is. A template's text is made by string concatenation, which V8 keeps as a
 * rope (a cons string: no copy) until the page's text is written out once, as bytes; nested templates are not copied
 * at every level. (Keeping arrays of parts and joining them at the end cost a third of a polity page's CPU, most of
 * it in the garbage collector.)
 */
export class Html {
  constructor(readonly text: string) {}

  toString(): string {
    return this.text;
  }
}

/** What may be interpolated: markup, text (escaped), numbers, nothing (null, undefined, false), or lists of these. */
export type Content = Html | string | number | null | undefined | false | readonly Content[];

const SPECIAL = /[&<>"']/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or a double- or single-quoted attribute value. */
export function esc(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITY[c]!) : text;
}

function part(value: Content): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.text;
  if (typeof value === 'string') return esc(value);
  if (typeof value === 'number') return String(value);
  let out = '';
  for (const v of value) out += part(v);
  return out;
}

/** A template whose interpolations are escaped unless they are `Html`. */
export function html(strings: TemplateStringsArray, ...values: Content[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += part(values[i]!) + strings[i + 1]!;
  return new Html(out);
}

/** Markup from a source that guarantees it is safe (sanitize-html's output, our own constants). */
export function trusted(markup: string): Html {
  return new Html(markup);
}

/**
 * `text` made flat (one sequential string) while it is new. A page's text is a rope of many small strings; flattening
 * it all at once when its bytes are made walked 100,000s of nodes long promoted out of the young generation (6.4 ms
 * of the largest polity page at 20x, 3.5-4.5 ms with its rows and bars flattened as made). A regexp test flattens its
 * subject in V8 (in place: the rope's node then holds the flat copy); converting to a number, `flatstr`'s trick, no
 * longer does (measured: no change).
 */
const NUL = /\0/;
export function flat(text: string): string {
  NUL.test(text);
  return text;
}
