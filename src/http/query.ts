/**
 * Query strings as Django and Django REST framework read and write them: parsed like `urllib.parse.parse_qsl`
 * (keep_blank_values), the last value of a repeated name wins for lookups, and links are re-encoded like
 * `urlencode(sorted(parse_qs(query).items()), doseq=True)` (DRF `replace_query_param`).
 */

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

// ignoreBOM: a leading U+FEFF is a character of the value, as Python's unquote keeps it.
const utf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

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
 * The zeros of Python 3.11's decimal digits (Unicode 14.0, `str.isdecimal()`, regex `\d`, what `int()` and
 * `Decimal()` read): 66 runs of ten, each digit's value its distance from its run's zero. A fixed table, not this
 * engine's `\p{Nd}`, which knows Unicode 15 to 17 digits (Kawi, Nag Mundari, ...) that Python 3.11 refuses.
 */
const PY_DIGIT_ZEROS = [
  0x30, 0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20,
  0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900,
  0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10, 0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0,
  0x11650, 0x116c0, 0x11730, 0x118e0, 0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8,
  0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140, 0x1e2f0, 0x1e950, 0x1fbf0,
];

/** The value of `cp` as a decimal digit for Python 3.11, or -1. A binary search over the runs. */
export function pyDigit(cp: number): number {
  if (cp >= 48 && cp <= 57) return cp - 48;
  let lo = 0, hi = PY_DIGIT_ZEROS.length - 1;
  if (cp < 0x660 || cp > PY_DIGIT_ZEROS[hi]! + 9) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (PY_DIGIT_ZEROS[mid]! <= cp) lo = mid;
    else hi = mid - 1;
  }
  const d = cp - PY_DIGIT_ZEROS[lo]!;
  return d <= 9 ? d : -1;
}

/**
 * White space Python's `int()` strips: str.strip()'s set but for U+001C–U+001F, which `int()` keeps (its ASCII
 * white space is only `\t\n\v\f\r` and the space; observed: `int('\x1c2')` raises, `Decimal('\x1c2')` does not).
 */
function isIntSpace(c: number): boolean {
  return c < 0x80 ? (c >= 0x09 && c <= 0x0d) || c === 0x20 : isPySpace(c);
}

/**
 * Python 3.11's `int(text)` (Django's Paginator.validate_number, DRF's page_size, IntegerField): surrounding white
 * space, a sign, `_` between digits and Python 3.11's Unicode decimal digits; at most 4300 digits
 * (sys.int_info.default_max_str_digits), which also keeps hostile input cheap. Undefined when Python would raise.
 * One pass by index: linear in hostile input.
 */
export function pythonInt(text: string): bigint | undefined {
  if (ASCII_DIGITS.test(text)) return BigInt(text); // the common case (`?page=2`), same result as below
  let start = 0, end = text.length;
  while (start < end && isIntSpace(text.charCodeAt(start))) start++;
  while (end > start && isIntSpace(text.charCodeAt(end - 1))) end--;
  let i = start;
  const negative = text[i] === '-';
  if (negative || text[i] === '+') i++;
  let digits = '';
  let underscore = false; // the previous character was `_`
  while (i < end) {
    const cp = text.codePointAt(i)!;
    if (cp === 0x5f /* _ */) {
      if (underscore || digits === '') return undefined;
      underscore = true;
      i++;
      continue;
    }
    const d = pyDigit(cp);
    if (d < 0) return undefined;
    digits += String(d);
    if (digits.length > MAX_STR_DIGITS) return undefined;
    underscore = false;
    i += cp > 0xffff ? 2 : 1;
  }
  if (digits === '' || underscore) return undefined;
  const n = BigInt(digits);
  return negative ? -n : n;
}

const ASCII_DIGITS = /^[0-9]{1,300}$/;
const MAX_STR_DIGITS = 4300;
