/**
 * Python 3.11's rules for strings and integers, exactly: what `str.isspace()`, `str.strip()`, `str.isdecimal()` and
 * `int()` accept. The original reads every request value through them (Django's forms, DRF's pagination), so the
 * parser and the value cleaners use these rather than the engine's own `\s`, `trim()` or `\p{Nd}`, which differ.
 * Every function goes by index over its input: linear in hostile input, with no backtracking regular expression.
 */

/** Python's str.isspace() set (JS \s differs: it holds U+FEFF, lacks U+001C-U+001F and U+0085). */
export function isPySpace(c: number): boolean {
  return (c >= 0x09 && c <= 0x0d) || c === 0x20 || (c >= 0x1c && c <= 0x1f) || c === 0x85 || c === 0xa0 || c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/**
 * Python's `str.strip()`. By index, not by regular expression: a pattern like `\s+$` is retried at every position
 * of a long run of spaces, which is quadratic in the length of hostile request input.
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
    i += width(cp);
  }
  if (digits === '' || underscore) return undefined;
  const n = BigInt(digits);
  return negative ? -n : n;
}

const ASCII_DIGITS = /^[0-9]{1,300}$/;
const MAX_STR_DIGITS = 4300;

/** The length in UTF-16 units of code point `cp`. */
export function width(cp: number): number {
  return cp > 0xffff ? 2 : 1;
}
