/**
 * Date and date-time filter values as the original reads them (see values.ts for the stack): Django 3.2's
 * `forms.DateField` through Python 3.11's `datetime.strptime`, and django-filter's `IsoDateTimeField` through Django's
 * `parse_datetime`, with Python's Unicode decimal digits wherever `\d` reads one. Linear in hostile input.
 */
import { isPySpace, pyDigit, pyStrip, width } from './python.js';
import { fail, NONE, ok, type Clean } from './values.js';

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
  /** Matches the rest at `end`, having taken `value` for `field` (-1: the rest fails there; try the next alternative). */
  const next = (end: number, field?: keyof Fields, value = 0): number => {
    if (field) fields[field] = value;
    return match(tokens, k + 1, s, end, fields);
  };
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
        const d = p < s.length ? pyDigit(s.codePointAt(p)!) : -1;
        if (d < 0) return -1;
        v = v * 10 + d;
        p += width(s.codePointAt(p)!);
      }
      return next(p, 'year', token.kind === 'Y' ? v : v <= 68 ? 2000 + v : 1900 + v);
    }
    case 'm': {
      const c0 = s.charCodeAt(pos), c1 = s.charCodeAt(pos + 1);
      // 1[0-2] | 0[1-9] | [1-9], each alternative tried in turn while the rest fails
      let r = -1;
      if (c0 === 0x31 && c1 >= 0x30 && c1 <= 0x32) r = next(pos + 2, 'month', 10 + c1 - 0x30);
      if (r < 0 && c0 === 0x30 && c1 >= 0x31 && c1 <= 0x39) r = next(pos + 2, 'month', c1 - 0x30);
      if (r < 0 && c0 >= 0x31 && c0 <= 0x39) r = next(pos + 1, 'month', c0 - 0x30);
      return r;
    }
    case 'd': {
      const c0 = s.charCodeAt(pos), c1 = s.charCodeAt(pos + 1);
      // 3[0-1] | [1-2]\d | 0[1-9] | [1-9] | ' '[1-9], each alternative tried in turn while the rest fails
      let r = -1;
      if (c0 === 0x33 && (c1 === 0x30 || c1 === 0x31)) r = next(pos + 2, 'day', 30 + c1 - 0x30);
      if (r < 0 && (c0 === 0x31 || c0 === 0x32)) {
        const cp = pos + 1 < s.length ? s.codePointAt(pos + 1)! : -1;
        const d = cp < 0 ? -1 : pyDigit(cp);
        if (d >= 0) r = next(pos + 1 + width(cp), 'day', (c0 - 0x30) * 10 + d);
      }
      if (r < 0 && c0 === 0x30 && c1 >= 0x31 && c1 <= 0x39) r = next(pos + 2, 'day', c1 - 0x30);
      if (r < 0 && c0 >= 0x31 && c0 <= 0x39) r = next(pos + 1, 'day', c0 - 0x30);
      if (r < 0 && c0 === 0x20 && c1 >= 0x31 && c1 <= 0x39) r = next(pos + 2, 'day', c1 - 0x30);
      return r;
    }
    case 'b':
    case 'B': {
      // names sorted longest first (stable), as `_strptime.__seqToRE` orders them; no name is a prefix of another
      for (let m = 0; m < 12; m++) {
        const name = token.kind === 'b' ? MONTHS[m]!.slice(0, 3) : MONTHS[m]!;
        if (asciiEqualsIgnoreCase(s, pos, name)) return next(pos + name.length, 'month', m + 1);
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
      const cp = this.s.codePointAt(this.pos)!;
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

