/**
 * Query strings as Django and Django REST framework read and write them: parsed like `urllib.parse.parse_qsl`
 * (keep_blank_values), the last value of a repeated name wins for lookups, and links are re-encoded like
 * `urlencode(sorted(parse_qs(query).items()), doseq=True)` (DRF `replace_query_param`).
 */

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

const utf8 = new TextDecoder('utf-8', { fatal: false });
const HEX = /^[0-9A-Fa-f]{2}$/;

/** Python's `unquote_plus`: `+` is a space, `%XX` bytes decode as UTF-8 with U+FFFD for bad sequences. */
function unquotePlus(text: string): string {
  const s = text.replace(/\+/g, ' ');
  if (!s.includes('%')) return s;
  const bytes: number[] = [];
  let out = '';
  const flush = (): void => {
    if (bytes.length) out += utf8.decode(Uint8Array.from(bytes.splice(0)));
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%' && HEX.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      flush();
      out += c;
    }
  }
  flush();
  return out;
}

/** Pairs of a raw query string (without `?`), in order, as `parse_qsl(q, keep_blank_values=True)` gives them. */
export function parseQuery(raw: string): QueryPairs {
  const pairs: [string, string][] = [];
  if (!raw) return pairs;
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    pairs.push([unquotePlus(name), unquotePlus(value)]);
  }
  return pairs;
}

/** The last value of `name`, as Django's `QueryDict.get` returns it. */
export function lastValue(pairs: QueryPairs, name: string): string | undefined {
  for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i]![0] === name) return pairs[i]![1];
  return undefined;
}

/** Characters `quote_plus` leaves as they are. */
const SAFE = /^[A-Za-z0-9_.~-]*$/;

/** Python's `quote_plus` (UTF-8; letters, digits and `_.-~` stay as they are). */
function quotePlus(text: string): string {
  if (SAFE.test(text)) return text; // the common case (`api`, `2`): nothing to encode
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
    .replace(/%20/g, '+');
}

/** Compares by Unicode code point, as Python sorts strings (JS `<` compares UTF-16 units). */
function byCodePoint(a: string, b: string): number {
  const x = [...a], y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * The query of a link: every parameter of the request kept (values grouped by name in order of appearance),
 * `page` replaced by `page` (or removed when undefined), names sorted, encoded as DRF writes it.
 * Returns '' or a string starting with '?'.
 */
export function linkQuery(pairs: QueryPairs, page: number | undefined): string {
  const groups = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    if (name === 'page') continue;
    const list = groups.get(name);
    if (list) list.push(value);
    else groups.set(name, [value]);
  }
  if (page !== undefined) groups.set('page', [String(page)]);
  const names = [...groups.keys()].sort(byCodePoint);
  if (!names.length) return '';
  const parts: string[] = [];
  for (const name of names) for (const value of groups.get(name)!) parts.push(`${quotePlus(name)}=${quotePlus(value)}`);
  return '?' + parts.join('&');
}

// Python's str.isspace() set (JS \s differs: it holds U+FEFF, lacks U+001C-U+001F and U+0085).
const PY_SPACE = /^[\t\n\v\f\r \u001c-\u001f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u001c-\u001f\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/gu;

/**
 * Python's `int(text)` for a page number (Django's Paginator.validate_number): surrounding white space, a sign,
 * `_` between digits and any Unicode decimal digits are accepted. Returns undefined when Python would raise.
 */
export function pythonInt(text: string): bigint | undefined {
  if (ASCII_DIGITS.test(text)) return BigInt(text); // the common case (`?page=2`), same result as below
  const t = text.replace(PY_SPACE, '');
  const m = /^([+-]?)(\p{Nd}+(?:_\p{Nd}+)*)$/u.exec(t);
  if (!m) return undefined;
  let digits = '';
  for (const ch of m[2]!.replace(/_/g, '')) digits += String(digitValue(ch.codePointAt(0)!));
  const n = BigInt(digits);
  return m[1] === '-' ? -n : n;
}

const ASCII_DIGITS = /^[0-9]{1,300}$/;
const ND = /\p{Nd}/u;
/** Decimal digits come in runs of ten starting at zero, so a digit's value is its distance from its run's start. */
function digitValue(cp: number): number {
  let start = cp;
  while (ND.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}
