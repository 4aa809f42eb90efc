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

import { isPySpace, pyDigit, pyStrip, pythonInt, width } from './python.js';

export type Clean<T> = { readonly ok: true; readonly value: T | null } | { readonly ok: false; readonly error: string };

export const NONE = { ok: true, value: null } as const;
export const ok = <T>(value: T): Clean<T> => ({ ok: true, value });
export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

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
  const cp = s.codePointAt(i)!;
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
      const cp = raw.codePointAt(i)!;
      if (pyDigit(cp) < 0 && ND.test(String.fromCodePoint(cp))) return false;
      i++;
    }
  }
  return true;
}

const ND = /^\p{Nd}$/u;

/**
 * The longest filter (or `search`) value read, in characters (docs/api.md): no legitimate value comes near it, and a
 * whole request line's value costs its parse, links and SQL for nothing. Refused as Django's CharField(max_length)
 * refuses. Not lower: the differential tests send 10 KB values and expect the original's answer.
 */
export const MAX_FILTER_VALUE = 12_000;

/** Django's MaxLengthValidator message for a value over MAX_FILTER_VALUE characters (code points, as Python counts). */
export function tooLong(raw: string): string | undefined {
  if (raw.length <= MAX_FILTER_VALUE) return undefined;
  const n = [...raw].length;
  return n > MAX_FILTER_VALUE ? `Ensure this value has at most ${MAX_FILTER_VALUE} characters (it has ${n}).` : undefined;
}
