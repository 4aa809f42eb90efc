/**
 * HTML as values: the `html` tag escapes every interpolated string, so data reaches a page only as text; markup
 * passes through only as `Html` (made by `html` itself, or by `trusted` for output that was cleaned, see sanitize.ts).
 */

/**
 * Markup known to be safe to emit as it is. A template's result keeps its parts (strings and the Html values put in
 * it) and is joined once, when its text is first asked for: nested templates are not copied at every level.
 */
export class Html {
  #text: string | undefined;
  readonly #parts: readonly (string | Html)[] | undefined;

  constructor(text: string | readonly (string | Html)[]) {
    if (typeof text === 'string') this.#text = text;
    else this.#parts = text;
  }

  get text(): string {
    if (this.#text === undefined) {
      const out: string[] = [];
      this.#flatten(out);
      this.#text = out.join('');
    }
    return this.#text;
  }

  #flatten(out: string[]): void {
    if (this.#text !== undefined) {
      out.push(this.#text);
      return;
    }
    for (const part of this.#parts!) {
      if (typeof part === 'string') out.push(part);
      else part.#flatten(out);
    }
  }

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

function append(out: (string | Html)[], value: Content): void {
  if (value === null || value === undefined || value === false) return;
  if (value instanceof Html) out.push(value);
  else if (typeof value === 'string') out.push(esc(value));
  else if (typeof value === 'number') out.push(String(value));
  else for (const v of value) append(out, v);
}

/** A template whose interpolations are escaped unless they are `Html`. */
export function html(strings: TemplateStringsArray, ...values: Content[]): Html {
  const out: (string | Html)[] = [strings[0]!];
  for (let i = 0; i < values.length; i++) {
    append(out, values[i]!);
    out.push(strings[i + 1]!);
  }
  return new Html(out);
}

/** Markup from a source that guarantees it is safe (sanitize-html's output, our own constants). */
export function trusted(markup: string): Html {
  return new Html(markup);
}
