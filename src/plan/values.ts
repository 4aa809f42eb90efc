/**
 * Filter values as the original stack reads them: Django 3.2 form fields, as django-filter 23.1's
 * `django_filters.rest_framework.FilterSet` builds them for a `DjangoFilterBackend` (DRF 3.14), with USE_TZ = True,
 * TIME_ZONE = 'UTC', LANGUAGE_CODE = 'en-us' and Python 3.11 (Unicode 14.0) underneath.
 *
 * Every function is pure and linear in its input: no backtracking regular expression ever sees request input, and no
 * BigInt is built from more than a few dozen digits, so a 64 KB hostile value costs about what a plain one costs.
 *
 * A cleaner answers `{ ok: true, value }` (value `null`: the filter is skipped, as django-filter skips a value in
 * `EMPTY_VALUES`), or `{ ok: false, error }` with the message the original puts in its 400 body
 * (`{"<parameter>": ["<message>"]}`). Every behaviour below was observed on the real stack (see
 * test/plan/values.test.ts); the doc comments name the code each function mirrors.
 */

import { isPySpace, pyDigit, pyStrip, pythonInt } from '../http/query.js';

export { pyDigit };

export type Clean<T> = { readonly ok: true; readonly value: T | null } | { readonly ok: false; readonly error: string };

const NONE = { ok: true, value: null } as const;
const ok = <T>(value: T): Clean<T> => ({ ok: true, value });
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

// ---------------------------------------------------------------------------------------------------------------------
// Characters as Python 3.11 classifies them

/** The code point at `i` of `s` (`width` gives its length in UTF-16 units). */
function codePointAt(s: string, i: number): number {
  return s.codePointAt(i)!;
}
const width = (cp: number): number => (cp > 0xffff ? 2 : 1);

// ---------------------------------------------------------------------------------------------------------------------
// CharFilter

export const NULL_CHARACTERS = 'Null characters are not allowed.';

/**
 * A CharFilter's value (`exact`, `icontains`): Django 3.2 `forms.CharField(strip=True)`. `to_python` returns '' for an
 * empty value and `str.strip()`s the rest ('' again for white space only: no filter); then
 * `ProhibitNullCharactersValidator` refuses any NUL. No length limit: the filter's field has no max_length.
 */
export function cleanChar(raw: string): Clean<string> {
  const value = pyStrip(raw);
  if (value === '') return NONE;
  if (value.includes('\0')) return fail(NULL_CHARACTERS);
  return ok(value);
}

// ---------------------------------------------------------------------------------------------------------------------
// NumberFilter

export const ENTER_A_NUMBER = 'Enter a number.';
export const MAX_VALUE_1E50 = 'Ensure this value is less than or equal to 1e+50.';

/** The bounds of PostgreSQL's bigint; `DecimalValue.int` is clamped to one step beyond them. */
export const INT8_MIN = -(2n ** 63n);
export const INT8_MAX = 2n ** 63n - 1n;

/** A number as `forms.DecimalField` returns it (a finite Python `Decimal`), with what Django binds for it. */
export interface DecimalValue {
  /** `str(Decimal(...))` as Python prints it: '1E+3', '-0', '1.50', '0E-7'. */
  readonly text: string;
  /**
   * `int(value)`, truncated toward zero: what `IntegerField.get_prep_value` binds for every lookup (exact, lte, gte,
   * range), so `1.5` compares as 1 and `-1.5` as -1. Clamped to `INT8_MIN - 1 .. INT8_MAX + 1`: a clamped value
   * compares with every bigint exactly as the real one does (PostgreSQL compares the original's big literal as numeric).
   */
  readonly int: bigint;
  /**
   * The original failed with a 500 on this value: `int(value)` has more than 4,300 digits (only a large negative
   * number can, 1e50 being the maximum) and psycopg2's `str(int)` raises on Python 3.11 (and patched 3.7 to 3.10).
   */
  readonly originalFails: boolean;
}

/** `float(1e50)` exactly: `MaxValueValidator(1e50)` compares the Decimal with this binary double, exactly. */
const LIMIT_1E50 = '100000000000000007629769841091887003294964970946560';
/** libmpdec's limits on 64-bit builds (MPD_MAX_EMAX, MPD_MIN_ETINY): beyond them `Decimal(str)` raises. */
const EMAX = 999999999999999999n;
const ETINY = -1999999999999999997n;
const PY_INT_MAX_STR_DIGITS = 4300;

/**
 * A NumberFilter's value: Django 3.2 `forms.DecimalField` plus django-filter's `MaxValueValidator(1e50)`.
 * `to_python`: '' is no filter; otherwise `str.strip()`, then `Decimal(text)` (CPython's `_decimal`:
 * `numeric_as_ascii` drops every `_`, maps any Unicode decimal digit to ASCII and refuses other non-ASCII; then
 * libmpdec's `mpd_qset_string` with an exact maximal context), any failure being 'Enter a number.' (white space only
 * included). `validate`: NaN, sNaN and infinities are 'Enter a number.' too. Then the only validator that can fail,
 * `value > 1e50`: there is no minimum. On an IntegerField the value is truncated to an integer (see `int`).
 */
export function cleanDecimal(raw: string): Clean<DecimalValue> {
  if (raw === '') return NONE;
  const t = pyStrip(raw);
  // numeric_as_ascii, fused with mpd_qset_string's scan: [sign] digits [. digits] [e [sign] digits] | inf | nan.
  let i = 0;
  let negative = false;
  let cp = nextNumeric(t, i);
  if (cp === 0x2b /* + */ || cp === 0x2d /* - */) {
    negative = cp === 0x2d;
    i = after;
    cp = nextNumeric(t, i);
  }
  if (cp === 0x69 || cp === 0x49 || cp === 0x6e || cp === 0x4e || cp === 0x73 || cp === 0x53) {
    // 'inf', 'infinity', 'nan', 'snan' (with a digit payload), in any case: syntax or not, the field refuses them all
    return fail(ENTER_A_NUMBER);
  }
  let coefficient = ''; // significant digits of the coefficient (leading zeros dropped)
  let fractionDigits = 0;
  let sawDigit = false;
  let dot = false;
  for (;;) {
    if (cp >= DIGIT) {
      sawDigit = true;
      if (dot) fractionDigits++;
      if (coefficient !== '' || cp !== DIGIT) coefficient += String.fromCharCode(48 + cp - DIGIT);
    } else if (cp === DOT && !dot) dot = true;
    else break;
    i = after;
    cp = nextNumeric(t, i);
  }
  if (!sawDigit) return fail(ENTER_A_NUMBER);
  let exponent = 0n;
  if (cp === 0x65 || cp === 0x45) {
    i = after;
    cp = nextNumeric(t, i);
    let expNegative = false;
    if (cp === 0x2b || cp === 0x2d) {
      expNegative = cp === 0x2d;
      i = after;
      cp = nextNumeric(t, i);
    }
    let digits = '';
    let any = false;
    while (cp >= DIGIT) {
      any = true;
      if (digits !== '' || cp !== DIGIT) {
        // beyond 19 digits the exponent saturates in strtoll and the number is out of libmpdec's range anyway
        if (digits.length > 19) return fail(ENTER_A_NUMBER);
        digits += String.fromCharCode(48 + cp - DIGIT);
      }
      i = after;
      cp = nextNumeric(t, i);
    }
    if (!any) return fail(ENTER_A_NUMBER);
    exponent = digits === '' ? 0n : BigInt(digits);
    if (expNegative) exponent = -exponent;
  }
  if (cp !== END) return fail(ENTER_A_NUMBER);
  exponent -= BigInt(fractionDigits);
  const zero = coefficient === '';
  if (zero) coefficient = '0';
  // mpd_qfinalize in a maximal context; Clamped, Rounded or Inexact make the exact conversion raise.
  const nd = BigInt(coefficient.length);
  if (zero ? exponent > EMAX || exponent < ETINY : exponent + nd - 1n > EMAX || exponent < ETINY) return fail(ENTER_A_NUMBER);

  if (!negative && !zero && exceeds1e50(coefficient, exponent)) return fail(MAX_VALUE_1E50);

  const intDigits = zero ? 0n : nd + exponent; // digits of int(value) when positive
  let int: bigint;
  if (intDigits <= 0n) int = 0n;
  else if (intDigits > 20n) int = negative ? INT8_MIN - 1n : INT8_MAX + 1n;
  else {
    const n = Number(intDigits);
    const magnitude = BigInt(n <= coefficient.length ? coefficient.slice(0, n) : coefficient + '0'.repeat(n - coefficient.length));
    int = negative ? -magnitude : magnitude;
    if (int > INT8_MAX) int = INT8_MAX + 1n;
    else if (int < INT8_MIN) int = INT8_MIN - 1n;
  }
  return ok({ text: decimalText(negative, coefficient, exponent), int, originalFails: intDigits > BigInt(PY_INT_MAX_STR_DIGITS) });
}

const DOT = 0x2e;
/** `nextNumeric` returns a decimal digit d as DIGIT + d, apart from the ASCII codes it returns for other characters. */
const DIGIT = 0x1000;
const END = -2;
const INVALID = -3;
/** The index after the character read by the last `nextNumeric` (a scratch register: the scan is synchronous). */
let after = 0;

/**
 * The next character of a `Decimal()` string after CPython's `numeric_as_ascii`: underscores are skipped wherever they
 * are; a decimal digit d is returned as DIGIT + d; other ASCII as its code; anything else (a space inside the text,
 * NUL, other non-ASCII) as INVALID; the end as END. Sets `after`.
 */
function nextNumeric(s: string, i: number): number {
  while (i < s.length && s.charCodeAt(i) === 0x5f /* _ */) i++;
  if (i >= s.length) {
    after = i;
    return END;
  }
  const cp = codePointAt(s, i);
  after = i + width(cp);
  const d = pyDigit(cp);
  if (d >= 0) return DIGIT + d;
  return cp > 0 && cp < 128 && !isPySpace(cp) ? cp : INVALID;
}

/** Whether coefficient × 10^exponent (positive, coefficient without leading zeros) exceeds float(1e50). */
function exceeds1e50(coefficient: string, exponent: bigint): boolean {
  const adjusted = exponent + BigInt(coefficient.length) - 1n; // the position of the leading digit
  if (adjusted !== 50n) return adjusted > 50n;
  const head = coefficient.length >= 51 ? coefficient.slice(0, 51) : coefficient + '0'.repeat(51 - coefficient.length);
  if (head !== LIMIT_1E50) return head > LIMIT_1E50;
  for (let k = 51; k < coefficient.length; k++) if (coefficient.charCodeAt(k) !== 48) return true;
  return false;
}

/** Python's `Decimal.__str__` (libmpdec `mpd_to_sci`, upper-case 'E') of a finite decimal. */
function decimalText(negative: boolean, coefficient: string, exponent: bigint): string {
  const nd = BigInt(coefficient.length);
  const leftDigits = exponent + nd;
  const dotPlace = exponent <= 0n && leftDigits > -6n ? leftDigits : 1n;
  let body: string;
  if (dotPlace <= 0n) body = '0.' + '0'.repeat(Number(-dotPlace)) + coefficient;
  else if (dotPlace >= nd) body = coefficient + '0'.repeat(Number(dotPlace - nd));
  else body = coefficient.slice(0, Number(dotPlace)) + '.' + coefficient.slice(Number(dotPlace));
  const shown = leftDigits - dotPlace;
  const exp = shown === 0n ? '' : 'E' + (shown > 0n ? '+' : '') + shown.toString();
  return (negative ? '-' : '') + body + exp;
}

// ---------------------------------------------------------------------------------------------------------------------
// BooleanFilter

/**
 * A BooleanFilter's value under `django_filters.rest_framework.FilterSet`: its `BooleanWidget` lower-cases the value
 * and maps 'true' and '1' to true, 'false' and '0' to false, and everything else (surrounding spaces included) to
 * None, which `NullBooleanField` keeps: no filter, never an error. (A plain `django_filters.FilterSet` would read
 * '2'/'3'/'True'/'False' through NullBooleanSelect instead.) Only ASCII letters lower-case to the letters of
 * 'true'/'false' in Python, so an ASCII case-insensitive comparison is exact.
 */
export function cleanBoolean(raw: string): boolean | null {
  if (raw === '1') return true;
  if (raw === '0') return false;
  if (raw.length === 4 && raw.toLowerCase() === 'true') return true;
  if (raw.length === 5 && raw.toLowerCase() === 'false') return false;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------------
// ChoiceFilter

/**
 * An `exact` filter on a field with choices: django-filter's ChoiceFilter/ChoiceField. '' is no filter; anything
 * else must equal a choice's key exactly (no stripping, case-sensitive; 'null' is not special since no null_label is
 * set); otherwise Django's `invalid_choice` message with the raw value inserted.
 */
export function cleanChoice(raw: string, choices: readonly string[]): Clean<string> {
  if (raw === '') return NONE;
  if (choices.includes(raw)) return ok(raw);
  return fail(`Select a valid choice. ${raw} is not one of the available choices.`);
}

// ---------------------------------------------------------------------------------------------------------------------
// DateFilter (`F__date__lte`, `F__date__gte`, `F__date`)

export const ENTER_A_VALID_DATE = 'Enter a valid date.';

/**
 * DATE_INPUT_FORMATS with USE_L10N = True and LANGUAGE_CODE 'en-us' (django/conf/locale/en/formats.py; the ISO format
 * is already there): the original's settings (Seshat's `seshat/settings/base.py` sets USE_L10N = True, no
 * LocaleMiddleware), and the only formats query-params.md names.
 */
export const DATE_INPUT_FORMATS_EN: readonly string[] = ['%Y-%m-%d', '%m/%d/%Y', '%m/%d/%y'];
/** DATE_INPUT_FORMATS of Django 3.2's global_settings: what USE_L10N = False (Django 3.2's default) reads. */
export const DATE_INPUT_FORMATS_GLOBAL: readonly string[] = [
  '%Y-%m-%d', '%m/%d/%Y', '%m/%d/%y', '%b %d %Y', '%b %d, %Y', '%d %b %Y', '%d %b, %Y', '%B %d %Y', '%B %d, %Y', '%d %B %Y', '%d %B, %Y',
];

/**
 * A DateFilter's value: Django 3.2 `forms.DateField`. '' is no filter; otherwise `str.strip()` and
 * `datetime.strptime(value, format)` for each input format in turn (see `strptime`); none matching, or an impossible
 * date (Feb 30, year 0), is 'Enter a valid date.'. Returns 'YYYY-MM-DD'; the lookup then compares it with the UTC date
 * of the timestamp, `("created_date" AT TIME ZONE 'UTC')::date <= '2023-01-02'::date`.
 */
export function cleanDate(raw: string, formats: readonly string[] = DATE_INPUT_FORMATS_EN): Clean<string> {
  if (raw === '') return NONE;
  const value = pyStrip(raw);
  for (const format of formats) {
    const date = strptimeDate(value, format);
    if (date !== undefined) return ok(date);
  }
  return fail(ENTER_A_VALID_DATE);
}

type Token =
  | { readonly kind: 'Y' | 'y' | 'm' | 'd' | 'b' | 'B' | 'space' }
  | { readonly kind: 'literal'; readonly code: number };

const COMPILED = new Map<string, readonly Token[]>();
/** A format as Python's `_strptime.TimeRE.pattern` compiles it: directives, literal characters, `\s+` for white space. */
function compile(format: string): readonly Token[] {
  let tokens = COMPILED.get(format);
  if (tokens) return tokens;
  const list: Token[] = [];
  for (let i = 0; i < format.length; i++) {
    const c = format.charCodeAt(i);
    if (c === 0x25 /* % */) {
      const d = format[++i];
      if (d !== 'Y' && d !== 'y' && d !== 'm' && d !== 'd' && d !== 'b' && d !== 'B') throw new Error(`unsupported directive %${d}`);
      list.push({ kind: d });
    } else if (isPySpace(c)) {
      if (list.at(-1)?.kind !== 'space') list.push({ kind: 'space' });
    } else list.push({ kind: 'literal', code: c });
  }
  COMPILED.set(format, (tokens = list));
  return tokens;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

interface Fields { year: number; month: number; day: number }

/**
 * `datetime.strptime(value, format).date()` of Python 3.11 for the directives %Y %y %m %d %b %B, as 'YYYY-MM-DD'.
 * The directives are the regular expressions of `_strptime` (`%Y` `\d\d\d\d`, `%y` `\d\d` pivoting at 68, `%m`
 * `1[0-2]|0[1-9]|[1-9]`, `%d` `3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9]`, month names of the C locale), `\d` being any
 * Unicode decimal digit; white space in the format is `\s+`; the pattern is matched case-insensitively at the start,
 * the first match found (alternatives in order, greedy) must cover the whole value ("unconverted data remains"), and
 * the date must exist. Non-ASCII letters that match month letters case-insensitively (ſ, ı, İ) fail the month lookup
 * that follows, so month names compare ASCII case-insensitively. Backtracking is bounded: only `\s+` has more than a
 * few candidates, and what follows it fails at once on white space, so the cost is linear.
 */
function strptimeDate(value: string, format: string): string | undefined {
  const tokens = compile(format);
  const fields: Fields = { year: 1900, month: 1, day: 1 };
  const end = match(tokens, 0, value, 0, fields);
  if (end !== value.length) return undefined;
  const { year, month, day } = fields;
  if (year < 1 || year > 9999 || day > daysInMonth(year, month)) return undefined;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The end of the first match of tokens[k..] at `pos` in regular-expression order, or -1; fills `fields`. */
function match(tokens: readonly Token[], k: number, s: string, pos: number, fields: Fields): number {
  if (k === tokens.length) return pos;
  const token = tokens[k]!;
  const next = (end: number): number => match(tokens, k + 1, s, end, fields);
  switch (token.kind) {
    case 'literal':
      return s.charCodeAt(pos) === token.code ? next(pos + 1) : -1;
    case 'space': {
      let end = pos;
      while (end < s.length && isPySpace(s.charCodeAt(end))) end++;
      for (; end > pos; end--) {
        const r = next(end);
        if (r >= 0) return r;
      }
      return -1;
    }
    case 'Y':
    case 'y': {
      const n = token.kind === 'Y' ? 4 : 2;
      let v = 0;
      let p = pos;
      for (let j = 0; j < n; j++) {
        const d = p < s.length ? pyDigit(codePointAt(s, p)) : -1;
        if (d < 0) return -1;
        v = v * 10 + d;
        p += width(codePointAt(s, p));
      }
      fields.year = token.kind === 'Y' ? v : v <= 68 ? 2000 + v : 1900 + v;
      return next(p);
    }
    case 'm': {
      const c0 = s.charCodeAt(pos), c1 = s.charCodeAt(pos + 1);
      // 1[0-2] | 0[1-9] | [1-9]
      if (c0 === 0x31 && c1 >= 0x30 && c1 <= 0x32) {
        fields.month = 10 + c1 - 0x30;
        const r = next(pos + 2);
        if (r >= 0) return r;
      }
      if (c0 === 0x30 && c1 >= 0x31 && c1 <= 0x39) {
        fields.month = c1 - 0x30;
        const r = next(pos + 2);
        if (r >= 0) return r;
      }
      if (c0 >= 0x31 && c0 <= 0x39) {
        fields.month = c0 - 0x30;
        return next(pos + 1);
      }
      return -1;
    }
    case 'd': {
      const c0 = s.charCodeAt(pos), c1 = s.charCodeAt(pos + 1);
      // 3[0-1] | [1-2]\d | 0[1-9] | [1-9] | ' '[1-9]
      if (c0 === 0x33 && (c1 === 0x30 || c1 === 0x31)) {
        fields.day = 30 + c1 - 0x30;
        const r = next(pos + 2);
        if (r >= 0) return r;
      }
      if (c0 === 0x31 || c0 === 0x32) {
        const cp = pos + 1 < s.length ? codePointAt(s, pos + 1) : -1;
        const d = cp < 0 ? -1 : pyDigit(cp);
        if (d >= 0) {
          fields.day = (c0 - 0x30) * 10 + d;
          const r = next(pos + 1 + width(cp));
          if (r >= 0) return r;
        }
      }
      if (c0 === 0x30 && c1 >= 0x31 && c1 <= 0x39) {
        fields.day = c1 - 0x30;
        const r = next(pos + 2);
        if (r >= 0) return r;
      }
      if (c0 >= 0x31 && c0 <= 0x39) {
        fields.day = c0 - 0x30;
        const r = next(pos + 1);
        if (r >= 0) return r;
      }
      if (c0 === 0x20 && c1 >= 0x31 && c1 <= 0x39) {
        fields.day = c1 - 0x30;
        return next(pos + 2);
      }
      return -1;
    }
    case 'b':
    case 'B': {
      // names sorted longest first (stable), as `_strptime.__seqToRE` orders them; no name is a prefix of another
      for (let m = 0; m < 12; m++) {
        const name = token.kind === 'b' ? MONTHS[m]!.slice(0, 3) : MONTHS[m]!;
        if (asciiEqualsIgnoreCase(s, pos, name)) {
          fields.month = m + 1;
          return next(pos + name.length);
        }
      }
      return -1;
    }
  }
}

function asciiEqualsIgnoreCase(s: string, pos: number, lower: string): boolean {
  if (pos + lower.length > s.length) return false;
  for (let j = 0; j < lower.length; j++) if ((s.charCodeAt(pos + j) | 0x20) !== lower.charCodeAt(j)) return false;
  return true;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

// ---------------------------------------------------------------------------------------------------------------------
// Date-time `range` items

export const ENTER_A_VALID_DATETIME = 'Enter a valid date/time.';

/** A date-time as the original binds it. */
export interface DateTimeValue {
  /** Python's `isoformat()` of the aware datetime, with the offset as given ('Z' and none: '+00:00'): psycopg2's literal. */
  readonly iso: string;
  /** The instant in microseconds since 1970-01-01T00:00Z (a bigint: year 1 is beyond 2^53 µs). */
  readonly micros: bigint;
}

/**
 * One item of a `F__range` on a DateTimeField under `django_filters.rest_framework.FilterSet`: django-filter's
 * `IsoDateTimeField` (its only input format is 'iso-8601'). '' is no value; otherwise `str.strip()` and Django 3.2's
 * `parse_datetime`, nothing else: `datetime_re`, `YYYY-M-D` then `T` or one space, `H:M`, optional `:S`, optional
 * `.` or `,` with 1 to 6 fraction digits (up to 6 more ignored, not rounded), optional `Z` or `±HH`, `±HHMM`, `±HH:MM`
 * (minutes not limited to 59, the offset strictly within ±24 h), every `\d` any Unicode decimal digit. A bare date,
 * the `%m/%d/%Y %H:%M` formats of a plain DateTimeField, 't', 'z' or a space before the offset: 'Enter a valid
 * date/time.'. Without an offset the time is UTC (TIME_ZONE = 'UTC').
 */
export function cleanDateTime(raw: string): Clean<DateTimeValue> {
  if (raw === '') return NONE;
  const s = pyStrip(raw);
  const r = new DigitReader(s);
  const year = r.digits(4, 4);
  if (year < 0 || !r.char(0x2d)) return fail(ENTER_A_VALID_DATETIME);
  const month = r.digits(1, 2);
  if (month < 0 || !r.char(0x2d)) return fail(ENTER_A_VALID_DATETIME);
  const day = r.digits(1, 2);
  if (day < 0 || !(r.char(0x54 /* T */) || r.char(0x20))) return fail(ENTER_A_VALID_DATETIME);
  const hour = r.digits(1, 2);
  if (hour < 0 || !r.char(0x3a)) return fail(ENTER_A_VALID_DATETIME);
  const minute = r.digits(1, 2);
  if (minute < 0) return fail(ENTER_A_VALID_DATETIME);
  let second = 0;
  let micro = 0;
  const beforeSeconds = r.pos;
  if (r.char(0x3a)) {
    second = r.digits(1, 2);
    if (second < 0) {
      r.pos = beforeSeconds; // the optional group does not match; what follows must then match at ':' (it cannot)
      second = 0;
    } else {
      const beforeFraction = r.pos;
      if (r.char(0x2e) || r.char(0x2c)) {
        const fraction = r.digitString(6);
        if (fraction === '') r.pos = beforeFraction;
        else {
          micro = Number(fraction.padEnd(6, '0'));
          r.digitString(6); // `\d{0,6}`: digits beyond the sixth are dropped, not rounded
        }
      }
    }
  }
  let offsetMinutes = 0;
  if (r.char(0x5a /* Z */)) offsetMinutes = 0;
  else if (s.charCodeAt(r.pos) === 0x2b || s.charCodeAt(r.pos) === 0x2d) {
    const sign = s.charCodeAt(r.pos) === 0x2d ? -1 : 1;
    const beforeOffset = r.pos;
    r.pos++;
    const hh = r.digits(2, 2);
    if (hh < 0) r.pos = beforeOffset;
    else {
      let mm = 0;
      const afterHours = r.pos;
      r.char(0x3a);
      const m2 = r.digits(2, 2);
      if (m2 < 0) r.pos = afterHours;
      else mm = m2;
      offsetMinutes = sign * (60 * hh + mm);
    }
  }
  if (r.pos !== s.length) return fail(ENTER_A_VALID_DATETIME);
  // get_fixed_timezone: timezone(timedelta(minutes=offset)) refuses |offset| >= 24 h; then datetime(**kw)
  if (Math.abs(offsetMinutes) >= 24 * 60) return fail(ENTER_A_VALID_DATETIME);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return fail(ENTER_A_VALID_DATETIME);
  if (hour > 23 || minute > 59 || second > 59) return fail(ENTER_A_VALID_DATETIME);
  const localMicros =
    (BigInt(daysFromCivil(year, month, day)) * 86400n + BigInt(hour * 3600 + minute * 60 + second)) * 1000000n + BigInt(micro);
  const micros = localMicros - BigInt(offsetMinutes) * 60000000n;
  const abs = Math.abs(offsetMinutes);
  const iso =
    `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}` +
    (micro ? '.' + pad(micro, 6) : '') +
    `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60), 2)}:${pad(abs % 60, 2)}`;
  return ok({ iso, micros });
}

/** Reads the fixed-shape parts of `datetime_re`, whose `\d` is any Python decimal digit. */
class DigitReader {
  pos = 0;
  constructor(private readonly s: string) {}
  char(code: number): boolean {
    if (this.s.charCodeAt(this.pos) !== code) return false;
    this.pos++;
    return true;
  }
  /** `\d{min,max}`, greedy: the value, or -1 (position unchanged) with fewer than `min` digits. */
  digits(min: number, max: number): number {
    const text = this.digitString(max);
    if (text.length < min) {
      this.pos -= this.consumed;
      return -1;
    }
    return Number(text);
  }
  private consumed = 0;
  /** Up to `max` digits as ASCII; `consumed` holds the UTF-16 units read. */
  digitString(max: number): string {
    let text = '';
    const start = this.pos;
    while (text.length < max && this.pos < this.s.length) {
      const cp = codePointAt(this.s, this.pos);
      const d = pyDigit(cp);
      if (d < 0) break;
      text += String.fromCharCode(48 + d);
      this.pos += width(cp);
    }
    this.consumed = this.pos - start;
    return text;
  }
}

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

// ---------------------------------------------------------------------------------------------------------------------
// `range`

export const RANGE_EXPECTS_TWO = 'Range query expects two values.';

/**
 * A `F__range` value: django-filter's BaseRangeField over the item field. '' is no filter (the CSV widget reads it as
 * an empty list). Anything else is split at every ',' (no other processing: `' 1 , 2 '` is fine because each item
 * strips itself, while `' '` is one item and white space only is an error of the item field); every item is cleaned
 * in order and the first item error is the answer; only then must there be exactly two items. An empty item is
 * `null`: the original binds NULL, `BETWEEN NULL AND 2`, which matches nothing (as does `lo > hi`).
 */
export function cleanRange<T>(raw: string, cleanOne: (item: string) => Clean<T>): Clean<readonly [T | null, T | null]> {
  if (raw === '') return NONE;
  const values: (T | null)[] = [];
  let start = 0;
  for (;;) {
    const comma = raw.indexOf(',', start);
    const item = cleanOne(comma < 0 ? raw.slice(start) : raw.slice(start, comma));
    if (!item.ok) return item;
    values.push(item.value);
    if (comma < 0) break;
    start = comma + 1;
  }
  if (values.length !== 2) return fail(RANGE_EXPECTS_TWO);
  return ok([values[0] as T | null, values[1] as T | null] as const);
}

// ---------------------------------------------------------------------------------------------------------------------
// page_size

/**
 * DRF 3.14 `PageNumberPagination.get_page_size` with `page_size_query_param = 'page_size'`:
 * `_positive_int(value, strict=True, cutoff=max_page_size)`, i.e. Python's `int()` (white space, a sign, `_` between
 * digits, any Unicode decimal digit, at most 4,300 digits), more than 0, at most `maxSize`; any failure (absent, '',
 * 0, negative, '1.0', '1e2') silently gives the default.
 */
export function pageSize(raw: string | undefined, defaultSize = 50, maxSize = 100): number {
  if (raw === undefined) return defaultSize;
  const n = pythonInt(raw);
  if (n === undefined || n <= 0n || !pyIntDigitsOk(raw)) return defaultSize;
  return n > BigInt(maxSize) ? maxSize : Number(n);
}

/** `pythonInt` accepts any `\p{Nd}` of this engine; Python 3.11 only knows Unicode 14.0's (all newer ones are astral). */
function pyIntDigitsOk(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const cp = codePointAt(raw, i);
      if (pyDigit(cp) < 0 && ND.test(String.fromCodePoint(cp))) return false;
      i++;
    }
  }
  return true;
}

const ND = /^\p{Nd}$/u;
