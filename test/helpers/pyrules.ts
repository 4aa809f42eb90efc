/**
 * How the original stack reads text, written from CPython 3.11, Django 3.2 and DRF 3.14's behaviour (checked
 * against them: test/http/oracle-vs-django.test.ts). The differential test's oracle is built on these; nothing here
 * comes from src/.
 */

/** `str.isspace()`: what `str.strip()` and `Decimal()` strip. */
const PY_SPACE = new Set([
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680,
  0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
  0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]);
export const isPySpace = (cp: number): boolean => PY_SPACE.has(cp);
/** What `int()` strips: ASCII `Py_ISSPACE` and non-ASCII Unicode spaces (not U+001C–U+001F, which `int()` keeps). */
const isIntSpace = (cp: number): boolean => cp === 0x20 || (cp >= 0x09 && cp <= 0x0d) || (cp >= 0x80 && PY_SPACE.has(cp));

/** Python regex class for `\s` (str patterns). */
export const PY_SPACE_CLASS = '[' + [...PY_SPACE].map((c) => `\\u{${c.toString(16)}}`).join('') + ']';

function stripBy(s: string, space: (cp: number) => boolean): string {
  const cps = [...s];
  let a = 0, b = cps.length;
  while (a < b && space(cps[a]!.codePointAt(0)!)) a++;
  while (b > a && space(cps[b - 1]!.codePointAt(0)!)) b--;
  return cps.slice(a, b).join('');
}

/** `str.strip()`. */
export const pyStrip = (s: string): string => stripBy(s, isPySpace);

const ND = /^\p{Nd}$/u;
/** The value of a Unicode decimal digit (category Nd: runs of ten from zero), or -1. */
export function digitValue(ch: string): number {
  if (!ND.test(ch)) return -1;
  let cp = ch.codePointAt(0)!;
  let run = 0;
  while (ND.test(String.fromCodePoint(cp - 1))) { cp--; run++; }
  return run % 10;
}

/** `int(text)` in base 10: a bigint, or undefined for ValueError. */
export function pyInt(text: string): bigint | undefined {
  const s = [...stripBy(text, isIntSpace)];
  let i = 0, neg = false;
  if (s[0] === '+' || s[0] === '-') { neg = s[0] === '-'; i = 1; }
  if (i >= s.length) return undefined;
  let digits = '';
  let lastUnderscore = true; // no leading underscore
  for (; i < s.length; i++) {
    if (s[i] === '_') {
      if (lastUnderscore) return undefined;
      lastUnderscore = true;
      continue;
    }
    const d = digitValue(s[i]!);
    if (d < 0) return undefined;
    digits += String(d);
    lastUnderscore = false;
  }
  if (lastUnderscore) return undefined;
  const v = BigInt(digits);
  return neg ? -v : v;
}

/** A Python `Decimal`: finite (`coeff` × 10^`exp`, sign apart) or special (NaN, sNaN, Infinity). */
export type Dec = { readonly kind: 'finite'; readonly neg: boolean; readonly coeff: bigint; readonly exp: bigint } | { readonly kind: 'special' };

/** `Decimal(text)` (CPython's C implementation): undefined for InvalidOperation. */
export function pyDecimal(text: string): Dec | undefined {
  // numeric_as_ascii: strip Unicode spaces, drop every `_`, inner spaces stay (and fail), non-ASCII digits become ASCII.
  let ascii = '';
  for (const ch of pyStrip(text)) {
    const cp = ch.codePointAt(0)!;
    if (ch === '_') continue;
    if (isPySpace(cp)) { ascii += ' '; continue; }
    if (cp < 128) { ascii += ch; continue; }
    const d = digitValue(ch);
    if (d < 0) return undefined;
    ascii += String(d);
  }
  if (/^[+-]?(inf|infinity|nan\d*|snan\d*)$/i.test(ascii)) return { kind: 'special' };
  const m = /^([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?$/.exec(ascii);
  if (!m) return undefined;
  const int = m[2] ?? '';
  const frac = m[3] ?? m[4] ?? '';
  const coeff = BigInt((int + frac) || '0');
  const exp = BigInt(m[5] ?? '0') - BigInt(frac.length);
  return { kind: 'finite', neg: m[1] === '-', coeff, exp };
}

/** The float 1e50 exactly (django-filter's NumberFilter: MaxValueValidator(1e50)). */
const F1E50 = 100000000000000007629769841091887003294964970946560n;

/** `Decimal > 1e50` (Python compares a Decimal with a float exactly). */
export function decimalAbove1e50(d: Dec & { kind: 'finite' }): boolean {
  if (d.neg || d.coeff === 0n) return false;
  const adjusted = BigInt(d.coeff.toString().length - 1) + d.exp;
  if (adjusted > 50n) return true;
  if (adjusted < 50n) return false;
  // Same magnitude: compare coeff × 10^exp with F1E50 exactly (exp is within ±60 here).
  return d.exp >= 0n ? d.coeff * 10n ** d.exp > F1E50 : d.coeff > F1E50 * 10n ** -d.exp;
}

/** `int(Decimal)`: truncated toward zero (exponents capped at 10^5: only the sign matters beyond the data's range). */
export function decimalTrunc(d: Dec & { kind: 'finite' }): bigint {
  let v: bigint;
  if (d.exp >= 0n) v = d.coeff * 10n ** (d.exp > 100000n ? 100000n : d.exp);
  else v = -d.exp > BigInt(d.coeff.toString().length) ? 0n : d.coeff / 10n ** -d.exp;
  return d.neg ? -v : v;
}

/** The integer a finite Decimal equals, if it is one and |value| < 10^40; else undefined. */
export function decimalInteger(d: Dec & { kind: 'finite' }): bigint | 'fraction' | 'huge' {
  if (d.coeff === 0n) return 0n;
  const digits = BigInt(d.coeff.toString().length);
  if (d.exp >= 0n) {
    if (digits + d.exp > 40n) return 'huge';
    const v = d.coeff * 10n ** d.exp;
    return d.neg ? -v : v;
  }
  const scale = -d.exp;
  if (scale > 10000n) return 'fraction'; // coeff has at most ~10^4 digits in any query we send
  const p = 10n ** scale;
  if (d.coeff % p !== 0n) return 'fraction';
  const v = d.coeff / p;
  if (v.toString().length > 40) return 'huge';
  return d.neg ? -v : v;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates and date-times.

/** Days from 1970-01-01 of a proleptic Gregorian date (any year). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const daysIn = (y: number, m: number): number =>
  m === 2 ? ((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Python `datetime.date(y, m, d)` would accept it. */
export const validDate = (y: number, m: number, d: number): boolean => y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);

/** Digits (any script) to a number. */
function num(text: string): number {
  let v = 0;
  for (const ch of text) v = v * 10 + digitValue(ch);
  return v;
}

const D = '\\p{Nd}';
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** re.IGNORECASE on a str pattern: which characters match an ASCII letter (checked against CPython 3.11). */
const EXTRA_CASE: Record<string, string> = { i: 'İı', k: '\u212a', s: 'ſ' };
function caseless(word: string): string {
  return [...word].map((c) => `[${c}${c.toUpperCase()}${EXTRA_CASE[c] ?? ''}]`).join('');
}
/** _strptime's `__seqToRE`: longest names first (stable), lower-cased, as alternatives. */
function seqToRE(names: string[], group: string): string {
  const sorted = names.map((n, i) => [n, i] as const).sort((a, b) => b[0].length - a[0].length || a[1] - b[1]).map(([n]) => n);
  return `(?<${group}>${sorted.map(caseless).join('|')})`;
}
const DIRECTIVES: Record<string, string> = {
  Y: `(?<Y>${D}${D}${D}${D})`,
  m: `(?<m>1[0-2]|0[1-9]|[1-9])`,
  d: `(?<d>3[01]|[12]${D}|0[1-9]|[1-9]| [1-9])`,
  y: `(?<y>${D}${D})`,
  b: seqToRE(MONTHS.map((m) => m.slice(0, 3)), 'b'),
  B: seqToRE(MONTHS, 'B'),
};
/** `time.strptime`'s regex for a format: directives, escaped literals, whitespace runs as `\s+`. */
function strptimeRegex(format: string): RegExp {
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i]!;
    if (c === '%') { out += DIRECTIVES[format[++i]!]; continue; }
    if (c === ' ') { while (format[i + 1] === ' ') i++; out += `${PY_SPACE_CLASS}+`; continue; }
    out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^(?:${out})`, 'u'); // re.match: anchored at the start only; the caller checks the end
}

/**
 * Django 3.2's DATE_INPUT_FORMATS. Without localization (global_settings) they include the month-name forms;
 * `USE_L10N = True` with `en-us` (the locale's formats module) keeps only the first three.
 */
const NUMERIC_DATE_FORMATS = ['%Y-%m-%d', '%m/%d/%Y', '%m/%d/%y'];
const MONTH_NAME_DATE_FORMATS = ['%b %d %Y', '%b %d, %Y', '%d %b %Y', '%d %b, %Y', '%B %d %Y', '%B %d, %Y', '%d %B %Y', '%d %B, %Y'];
const DATE_REGEXES = new Map([...NUMERIC_DATE_FORMATS, ...MONTH_NAME_DATE_FORMATS].map((f) => [f, strptimeRegex(f)]));

/** _strptime: `names.index(found.lower())`; the regex's wider case matching (ſ, ı, İ) then fails here (0). */
function monthOf(name: string, full: boolean): number {
  const lower = name.toLowerCase();
  return (full ? MONTHS : MONTHS.map((m) => m.slice(0, 3))).indexOf(lower) + 1;
}

/** `datetime.strptime(value, format).date()`, as [y, m, d], or undefined for ValueError. */
function strptimeDate(value: string, format: string): [number, number, number] | undefined {
  const m = DATE_REGEXES.get(format)!.exec(value);
  if (!m || m[0].length !== value.length) return undefined;
  const g = m.groups!;
  let year: number;
  if (g.Y !== undefined) year = num(g.Y);
  else {
    year = num(g.y!);
    year += year <= 68 ? 2000 : 1900;
  }
  const month = g.m !== undefined ? num(g.m) : monthOf(g.b ?? g.B!, g.B !== undefined);
  if (month === 0) return undefined;
  const day = num(g.d!.trim());
  return validDate(year, month, day) ? [year, month, day] : undefined;
}

/** A form field's answer: `null` is "empty: no filter", a string is the validation message. */
export type Read<T> = { ok: T } | { error: string } | null;

/** forms.DateField.to_python (Django 3.2): a day number (days from 1970-01-01). */
export function djangoDate(value: string, monthNames: boolean): Read<number> {
  if (value === '') return null;
  const v = pyStrip(value);
  for (const f of monthNames ? [...NUMERIC_DATE_FORMATS, ...MONTH_NAME_DATE_FORMATS] : NUMERIC_DATE_FORMATS) {
    const ymd = strptimeDate(v, f);
    if (ymd) return { ok: daysFromCivil(...ymd) };
  }
  return { error: 'Enter a valid date.' };
}

const DATETIME_RE = new RegExp(
  `^(?<year>${D}{4})-(?<month>${D}{1,2})-(?<day>${D}{1,2})` +
  `[T ](?<hour>${D}{1,2}):(?<minute>${D}{1,2})` +
  `(?::(?<second>${D}{1,2})(?:[.,](?<micro>${D}{1,6})${D}{0,6})?)?` +
  `(?<tz>Z|[+-]${D}{2}(?::?${D}{2})?)?$`, 'u');

/**
 * django_filters IsoDateTimeField (Django 3.2 DateTimeField + parse_datetime), TIME_ZONE = UTC: microseconds since
 * 1970-01-01T00:00:00Z.
 */
export function djangoDateTime(value: string): Read<bigint> {
  if (value === '') return null;
  const invalid = { error: 'Enter a valid date/time.' };
  const m = DATETIME_RE.exec(pyStrip(value));
  if (!m) return invalid;
  const g = m.groups!;
  const [y, mo, d, h, mi] = [g.year!, g.month!, g.day!, g.hour!, g.minute!].map(num) as [number, number, number, number, number];
  const s = g.second === undefined ? 0 : num(g.second);
  const micro = g.micro === undefined ? 0 : num(g.micro.padEnd(6, '0'));
  if (!validDate(y, mo, d) || h > 23 || mi > 59 || s > 59) return invalid;
  let offsetMinutes = 0;
  const tz = g.tz;
  if (tz !== undefined && tz !== 'Z') {
    const digits = [...tz.slice(1)].filter((c) => c !== ':').join('');
    const hh = num([...digits].slice(0, 2).join(''));
    const mm = [...digits].length > 2 ? num([...digits].slice(2).join('')) : 0;
    offsetMinutes = (60 * hh + mm) * (tz[0] === '-' ? -1 : 1);
    if (Math.abs(offsetMinutes) >= 24 * 60) return invalid; // datetime.timezone: strictly within ±24 h
  }
  const seconds = BigInt(daysFromCivil(y, mo, d)) * 86400n + BigInt(h * 3600 + mi * 60 + s - offsetMinutes * 60);
  return { ok: seconds * 1_000_000n + BigInt(micro) };
}

/**
 * A stored timestamp (`YYYY-MM-DDTHH:MM:SS[.f]Z`) as microseconds since the epoch.
 * ASSUMPTION: fractions beyond 6 digits are cut (the dumps the test writes have at most 6; PostgreSQL would round).
 */
const microsMemo = new Map<string, bigint>();
export function timestampMicros(text: string): bigint {
  let v = microsMemo.get(text);
  if (v === undefined) microsMemo.set(text, (v = parseTimestampMicros(text)));
  return v;
}
function parseTimestampMicros(text: string): bigint {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d+))?Z$/.exec(text);
  if (!m) throw new Error(`not a timestamp: ${text}`);
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const micro = Number((m[7] ?? '').padEnd(6, '0').slice(0, 6));
  return (BigInt(daysFromCivil(y, mo, d)) * 86400n + BigInt(h * 3600 + mi * 60 + s)) * 1_000_000n + BigInt(micro);
}

/** The UTC date of a stored timestamp, as a day number. */
const dayMemo = new Map<string, number>();
export function timestampDay(text: string): number {
  let v = dayMemo.get(text);
  if (v === undefined) dayMemo.set(text, (v = daysFromCivil(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)))));
  return v;
}

// ---------------------------------------------------------------------------------------------------------------
// Query strings (Django's QueryDict and DRF's replace_query_param / remove_query_param).

const UTF8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }); // a leading U+FEFF is kept, as Python keeps it

/** `urllib.parse.unquote(s, errors='replace')` (for ASCII input, as every query we send is). */
export function pyUnquote(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%' && /^[0-9a-fA-F]{2}$/.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
    }
  }
  return UTF8.decode(Uint8Array.from(bytes));
}

/** `urllib.parse.parse_qsl(qs, keep_blank_values=True)` (Python ≥ 3.9.2: only `&` separates). */
export function parseQsl(qs: string): [string, string][] {
  const out: [string, string][] = [];
  for (const part of qs.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const [k, v] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
    out.push([pyUnquote(k.replace(/\+/g, ' ')), pyUnquote(v.replace(/\+/g, ' '))]);
  }
  return out;
}

/** `QueryDict.get`: the last value of a repeated parameter. */
export function lastValue(pairs: readonly [string, string][], name: string): string | undefined {
  for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i]![0] === name) return pairs[i]![1];
  return undefined;
}

/** `urllib.parse.quote_plus(s, safe='')`. */
export function quotePlus(s: string): string {
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    if (/[A-Za-z0-9_.\-~]/.test(c)) out += c;
    else if (c === ' ') out += '+';
    else out += '%' + b.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

/** Python's string order: by code point (UTF-16 order but for surrogates, which sort above U+E000–U+FFFF). */
export function cmpCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i), y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x <= 0xdfff ? x + 0x2000 : x - 0x800;
      y = y <= 0xdfff ? y + 0x2000 : y - 0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/**
 * DRF's page link: the request's parameters as `parse_qs` groups them, `page` replaced by `page` (or removed when
 * undefined), `urlencode(sorted(items), doseq=True)`.
 */
export function linkQuery(pairs: readonly [string, string][], page: number | undefined): string {
  const groups = new Map<string, string[]>();
  for (const [k, v] of pairs) {
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(v);
  }
  groups.delete('page');
  if (page !== undefined) groups.set('page', [String(page)]);
  const keys = [...groups.keys()].sort(cmpCodePoints);
  const parts: string[] = [];
  for (const k of keys) for (const v of groups.get(k)!) parts.push(`${quotePlus(k)}=${quotePlus(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
