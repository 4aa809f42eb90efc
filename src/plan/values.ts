/** TEMPORARY (replaced by the researched module): Django form-field cleaning of filter values. */
import { digitValue, pyStrip, pythonInt } from '../http/query.js';

export interface Decimal {
  /** The largest integer at most the value (clamped to ±10^20). */
  readonly floor: bigint;
  /** Whether the value is not an integer. */
  readonly fraction: boolean;
}

type Clean<T> = { value: T } | { error: string };

export function cleanChar(raw: string): Clean<string> {
  if (raw.includes('\0')) return { error: 'Null characters are not allowed.' };
  return { value: pyStrip(raw) };
}

export function cleanChoice(raw: string, choices: readonly string[]): Clean<string> {
  if (raw === '' || choices.includes(raw)) return { value: raw };
  return { error: `Select a valid choice. ${raw} is not one of the available choices.` };
}

export function cleanBoolean(raw: string): boolean | undefined {
  const v = raw.toLowerCase();
  return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
}

const BIG = 10n ** 20n;

export function cleanDecimal(raw: string): Clean<Decimal | undefined> {
  const t = pyStrip(raw);
  if (t === '') return { value: undefined };
  let i = 0;
  let negative = false;
  if (t[i] === '+' || t[i] === '-') negative = t[i++] === '-';
  let int = '', frac = '';
  const digitsAt = (): string => {
    let out = '';
    let last = '';
    while (i < t.length) {
      const cp = t.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      if (/\p{Nd}/u.test(ch)) { out += String(digitValue(cp)); last = 'd'; i += ch.length; } else if (ch === '_' && last === 'd' && /\p{Nd}/u.test(t[i + 1] ?? '')) { last = '_'; i++; } else break;
    }
    return out;
  };
  int = digitsAt();
  if (t[i] === '.') { i++; frac = digitsAt(); }
  if (int === '' && frac === '') return { error: 'Enter a number.' };
  let exp = 0;
  if (t[i] === 'e' || t[i] === 'E') {
    i++;
    let sign = 1;
    if (t[i] === '+' || t[i] === '-') sign = t[i++] === '-' ? -1 : 1;
    const e = digitsAt();
    if (e === '') return { error: 'Enter a number.' };
    exp = e.length > 9 ? sign * 1e9 : sign * Number(e);
  }
  if (i !== t.length) return { error: 'Enter a number.' };
  const digits = (int + frac).replace(/^0+/, '') || '0';
  const point = int.length + exp; // digits before the decimal point
  const intDigits = int.replace(/^0+/, '').length + exp + (int.replace(/^0+/, '') === '' ? -leadingZeros(frac) : 0);
  if (digits === '0') return { value: { floor: 0n, fraction: false } };
  if (intDigits > 21) return { value: { floor: negative ? -BIG : BIG, fraction: false } };
  const all = int + frac;
  const whole = point <= 0 ? '0' : point >= all.length ? all + '0'.repeat(point - all.length) : all.slice(0, point);
  const rest = point <= 0 ? all : point >= all.length ? '' : all.slice(point);
  const fraction = /[1-9]/.test(rest);
  let floor = BigInt(whole);
  if (negative) floor = fraction ? -floor - 1n : -floor;
  return { value: { floor, fraction } };
}

function leadingZeros(s: string): number {
  let n = 0;
  while (s[n] === '0') n++;
  return n;
}

export function cleanDate(raw: string): Clean<string | undefined> {
  const t = pyStrip(raw);
  if (t === '') return { value: undefined };
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return { error: 'Enter a valid date.' };
  return { value: `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` };
}

export function cleanDateTime(raw: string): Clean<number | undefined> {
  const t = pyStrip(raw);
  if (t === '') return { value: undefined };
  const ms = Date.parse(t.endsWith('Z') || /[+-]\d\d:?\d\d$/.test(t) ? t : t + 'Z');
  if (!/^\d{4}-\d\d-\d\d[T ]\d\d:\d\d/.test(t) || Number.isNaN(ms)) return { error: 'Enter a valid date/time.' };
  return { value: ms * 1000 };
}

export function cleanRange<T>(raw: string, one: (text: string) => Clean<T | undefined>): Clean<[T | undefined, T | undefined] | undefined> {
  if (raw === '') return { value: undefined };
  const parts = raw.split(',');
  if (parts.length !== 2) return { error: 'Range query expects two values.' };
  const a = one(parts[0]!), b = one(parts[1]!);
  if ('error' in a) return a;
  if ('error' in b) return b;
  return { value: [a.value, b.value] };
}

export function pageSize(raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = pythonInt(raw);
  if (n === undefined || n <= 0n) return fallback;
  return n > 100n ? 100 : Number(n);
}
