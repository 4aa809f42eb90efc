/**
 * Query strings as Django and Django REST framework read and write them: parsed like `urllib.parse.parse_qsl`
 * (keep_blank_values), the last value of a repeated name wins for lookups, and links are re-encoded like
 * `urlencode(sorted(parse_qs(query).items()), doseq=True)` (DRF `replace_query_param`).
 */

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** The value of a hex digit's char code, or -1. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 0x20;
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

/**
 * Python's `unquote_plus`: `+` is a space, `%XX` bytes decode as UTF-8 with U+FFFD for bad sequences.
 * One pass over the UTF-8 bytes, then one decode: linear in hostile input, with no regular expression and no
 * string built per character. Decoding the plain characters' bytes together with the escaped ones gives what Python's
 * per-run decoding gives: a plain character's bytes are a whole UTF-8 sequence, which ends any incomplete one before it.
 */
function unquotePlus(s: string): string {
  if (!s.includes('%') && !s.includes('+')) return s;
  const bytes = Buffer.from(s, 'utf8');
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 43 /* + */) bytes[n++] = 32;
    else if (b === 37 /* % */ && i + 2 < bytes.length && hexValue(bytes[i + 1]!) >= 0 && hexValue(bytes[i + 2]!) >= 0) {
      bytes[n++] = hexValue(bytes[i + 1]!) * 16 + hexValue(bytes[i + 2]!);
      i += 2;
    } else bytes[n++] = b;
  }
  return utf8.decode(bytes.subarray(0, n));
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

/** Python's `quote_plus` (UTF-8; letters, digits and `_.-~` stay as they are). One pass over the bytes. */
function quotePlus(text: string): string {
  if (SAFE.test(text)) return text; // the common case (`api`, `2`): nothing to encode
  const bytes = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let n = 0;
  for (const b of bytes) {
    if (SAFE_BYTE[b]) out[n++] = b;
    else if (b === 32) out[n++] = 43; // +
    else {
      out[n++] = 37; // %
      out[n++] = UPPER_HEX.charCodeAt(b >> 4);
      out[n++] = UPPER_HEX.charCodeAt(b & 15);
    }
  }
  return out.toString('latin1', 0, n);
}

const UPPER_HEX = '0123456789ABCDEF';
const SAFE_BYTE = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~') SAFE_BYTE[c.charCodeAt(0)] = 1;

/** Compares by Unicode code point, as Python sorts strings (JS `<` compares UTF-16 units). */
function byCodePoint(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i), y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** UTF-16 units ranked in code point order: surrogates (astral characters) sort after U+E000-U+FFFF. */
function codePointRank(unit: number): number {
  return unit < 0xd800 ? unit : unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
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

/** Python's str.isspace() set (JS \s differs: it holds U+FEFF, lacks U+001C-U+001F and U+0085). */
export function isPySpace(c: number): boolean {
  return (c >= 0x09 && c <= 0x0d) || c === 0x20 || (c >= 0x1c && c <= 0x1f) || c === 0x85 || c === 0xa0 || c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/**
 * Python's `str.strip()`. By index, not by regular expression: a pattern like `\s+$` is retried at every position
 * of a long run of spaces, which is quadratic in the length of hostile request input (issue 12, defect 1).
 */
export function pyStrip(text: string): string {
  let start = 0, end = text.length;
  while (start < end && isPySpace(text.charCodeAt(start))) start++;
  while (end > start && isPySpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/**
 * Python's `int(text)` for a page number (Django's Paginator.validate_number): surrounding white space, a sign,
 * `_` between digits and any Unicode decimal digits are accepted. Returns undefined when Python would raise.
 */
export function pythonInt(text: string): bigint | undefined {
  if (ASCII_DIGITS.test(text)) return BigInt(text); // the common case (`?page=2`), same result as below
  const t = pyStrip(text);
  // Python ≥ 3.11 (and 3.10.7) refuses decimal strings of more than 4300 digits (sys.int_info.default_max_str_digits)
  // with a ValueError; refusing before the BigInt conversion also keeps hostile input cheap.
  if (t.length > MAX_STR_DIGITS * 3) return undefined;
  const m = /^([+-]?)(\p{Nd}+(?:_\p{Nd}+)*)$/u.exec(t);
  if (!m) return undefined;
  let digits = '';
  for (const ch of m[2]!) if (ch !== '_') digits += String(digitValue(ch.codePointAt(0)!));
  if (digits.length > MAX_STR_DIGITS) return undefined;
  const n = BigInt(digits);
  return m[1] === '-' ? -n : n;
}

const ASCII_DIGITS = /^[0-9]{1,300}$/;
const MAX_STR_DIGITS = 4300;
const ND = /\p{Nd}/u;
const DIGIT_VALUES = new Map<number, number>();
/** Decimal digits come in runs of ten starting at zero, so a digit's value is its distance from its run's start. */
export function digitValue(cp: number): number {
  if (cp >= 48 && cp <= 57) return cp - 48;
  let value = DIGIT_VALUES.get(cp);
  if (value === undefined) {
    let start = cp;
    while (ND.test(String.fromCodePoint(start - 1))) start--;
    DIGIT_VALUES.set(cp, (value = (cp - start) % 10));
  }
  return value;
}
