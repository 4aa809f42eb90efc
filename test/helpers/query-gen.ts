/**
 * Random list queries for the differential test: 0–4 filters of the collection with values drawn from the data
 * and from hostile sets, plus page, page_size, ordering, unknown and repeated parameters and format=api, encoded as a
 * client would (or worse). Deterministic for a seed.
 */
import { COLLECTIONS, type OracleCollection, type Oracle, type OracleFilter, type Rec } from './oracle.js';
import { prng } from '../../src/load/demo.js';

export type Rng = () => number;

/** mulberry32, the demo generator's. */
export const rng: (seed: number) => Rng = prng;

const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const one = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const chance = (r: Rng, p: number): boolean => r() < p;

/** A value to send: text (encoded by `encode`) or `raw`, sent exactly as written (bad escapes). */
export type Value = string | { raw: string };

export const TEN_KB = 'x'.repeat(10240);
export const RAW_BAD: Value[] = [{ raw: '%ff' }, { raw: '%E2%82' }, { raw: '%ED%A0%80' }, { raw: '%zz' }, { raw: '%' }, { raw: '%2' }, { raw: 'a%C3%A9b' }, { raw: '%00' }];

export const TEXT_HOSTILE: Value[] = [
  '', ' ', '  \t', '%', '_', '\\', '%_\\', '%%', '__', "'", '"', "' OR '1'='1", "'; DROP TABLE sc_tokens; --", 'a\0b', '\0',
  TEN_KB, 'é', 'É', 'ß', 'SS', 'ss', 'ẞ', 'ﬁ', 'FI', 'fi', 'İ', 'i', 'I', 'ı', 'i\u0307', 'Σ', 'σ', 'ς', 'µ', 'Μ', 'ſ', 'S',
  'ǅ', 'Ǆ', '😀', '🏛', '\u2028', '\r\n', '\n', 'NULL', 'null', '\ufffd', ' Rome ', 'UNKNOWNTITLE', '§REF§', '<b>', '٣',
  '\u00a0x\u00a0', '\u200b', 'e\u0301', ...RAW_BAD,
];
export const NUMBER_HOSTILE: Value[] = [
  '', ' ', ' 5 ', '1.5', '1e3', '1E3', '-0', '٣', '１０', '+7', '1_000', '_1', '1__0', '99999999999999999999', '9223372036854775807',
  '9223372036854775808', '-9223372036854775809', '1e30', '1e50', '1e51', '-1e60', '1e400', '1e-400', 'abc', 'NaN', 'inf',
  '-Infinity', 'sNaN', '1,2,3', ',5', '5,', '\0', '0x10', '.5', '5.', '1.0', '1.50', '- 1', '1 2', '\u00a07', '\ufeff7',
  '\x1c7', '1 OR 1=1', "1'; DROP TABLE x;--", '1'.repeat(10240), '0'.repeat(10000) + '5', '-500', '0', '2000', '1e1_0',
  '-1.0e2', '٢٠٠٠', ...RAW_BAD,
];
export const CHOICE_VALUES: Value[] = ['TRS', 'DSP', 'SSP', 'IFR', 'UND', 'TRS', 'IFR', 'UND', 'trs', ' TRS', 'TRS ', 'null', '', ' ', 'X', '\0', TEN_KB, 'TRS,IFR', 'İ', ...RAW_BAD];
export const BOOL_VALUES: Value[] = ['true', 'false', 'TRUE', 'False', '1', '0', 'tRuE', 'FALSE', 'yes', 'no', '', ' true', '2', '\0', 'T', 'on', '01', ...RAW_BAD];
export const ID_HOSTILE: Value[] = ['', ' ', ',', '1,', ',1', 'abc', '1.0', '1.00 ', '1.5', '٣', '99999999999999999999', '-1', ' 5 ', '5 ,6', '1,,2', '0x1', '1e3', '+2', '2_0', '1;2', '\0', TEN_KB, ...RAW_BAD];
export const YEAR_HOSTILE: Value[] = ['', ' ', 'abc', '1.0', '1.5', '1e3', '-500', '99999999999999999999', '٣', '-0', ' 100 ', '+5', '1_0', '\x1c5', '\0', ...RAW_BAD];
export const DATE_HOSTILE: Value[] = [
  '', ' ', '2023-02-30', '2023-13-01', '0000-01-01', '0001-01-01', '9999-12-31', '20230102', 'abc', '٢٠٢٣-٠١-٠٢', '2023-01-02T00:00:00',
  '1/2/2023', '01/02/23', '12/31/69', '1/1/68', '2023-1-2', '2023/01/02', 'Oct 25 2006', 'oct 25, 2006', '25 OCT 2006',
  'October 25 2006', '25 october, 2006', 'Auguſt 1 2020', 'Sep  1 2020', 'Sept 1 2020', '\0', ...RAW_BAD,
];
export const DATETIME_HOSTILE: Value[] = [
  '', ' ', ',', '2020-01-01', '2020-01-01,2021-01-01', '2020-01-01T00:00:00', 'abc,2020-01-01T00:00:00', '2020-01-01T25:00:00,2021-01-01T00:00:00',
  '2020-01-01T00:00:00+24:00,2021-01-01T00:00:00', '2020-01-01T00:00:00,2021-01-01T00:00:00,2022-01-01T00:00:00',
  ',2021-01-01T00:00:00', '2020-01-01T00:00:00,', '0001-01-01T00:00:00Z,9999-12-31T23:59:59.999999Z', '2020-01-01 00:00,2030-01-01 00:00',
  '2020-1-1T0:0,2030-1-1T0:0', '٢٠٢٠-01-01T00:00,2030-01-01T00:00', '\0', ...RAW_BAD,
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** A date (from a stored timestamp) written in one of the forms people type. */
function dateText(r: Rng, ts: string): string {
  const [y, m, d] = [Number(ts.slice(0, 4)), Number(ts.slice(5, 7)), Number(ts.slice(8, 10))];
  switch (int(r, 0, 9)) {
    case 0: return `${y}-${m}-${d}`;
    case 1: return `${pad(m)}/${pad(d)}/${pad(y, 4)}`;
    case 2: return `${m}/${d}/${pad(y % 100)}`;
    case 3: return `${MONTHS[m - 1]} ${d} ${pad(y, 4)}`;
    case 4: return `${d} ${MONTH_NAMES[m - 1]!.toUpperCase()}, ${pad(y, 4)}`;
    case 5: return ` ${ts.slice(0, 10)}\t`;
    default: return ts.slice(0, 10);
  }
}

/** A date-time (from a stored timestamp, maybe moved) in one of parse_datetime's forms. */
function dateTimeText(r: Rng, ts: string): string {
  const base = new Date(Date.parse(ts) + (chance(r, 0.5) ? 0 : int(r, -3, 3) * 3600_000 + int(r, -1, 1)));
  if (Number.isNaN(base.getTime())) return ts;
  const iso = base.toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  const micros = ts.match(/\.(\d+)Z$/)?.[1] ?? '';
  switch (int(r, 0, 7)) {
    case 0: return ts; // as stored
    case 1: return iso.slice(0, 19);
    case 2: return iso.slice(0, 16).replace('T', ' ');
    case 3: return `${iso.slice(0, 19)}.${micros || '0'}Z`;
    case 4: { // the same instant at +05:30
      const shifted = new Date(base.getTime() + 330 * 60_000).toISOString();
      return `${shifted.slice(0, 19)}${micros ? '.' + micros : ''}+05:30`;
    }
    case 5: { // at -0800
      const shifted = new Date(base.getTime() - 480 * 60_000).toISOString();
      return `${shifted.slice(0, 19)}-0800`;
    }
    case 6: return `${iso.slice(0, 19)},${micros.padEnd(9, '7')}`; // fraction with a comma, more than six digits
    default: return iso;
  }
}

export class QueryGen {
  constructor(private readonly oracle: Oracle) {}

  /** A random record's value at `source` (dotted path, or `ref:<field>` on citations' references). */
  private dataValue(r: Rng, c: OracleCollection, source: string): unknown {
    const [path, key] = source.startsWith('ref:') ? ['core/references', source.slice(4)] : [c.path, source];
    const records = this.oracle.records(path);
    if (!records.length) return undefined;
    let v: unknown = one(r, records);
    for (const p of key.split('.')) v = v === null || v === undefined ? undefined : (v as Rec)[p];
    return v;
  }

  private dataInts(r: Rng, c: OracleCollection, source: string): number[] {
    const out: number[] = [];
    for (let i = 0; i < 6; i++) {
      const v = this.dataValue(r, c, source);
      if (typeof v === 'number') out.push(v);
    }
    return out.length ? out : [0];
  }

  private text(r: Rng, c: OracleCollection, f: OracleFilter): Value {
    if (chance(r, 0.3)) return one(r, TEXT_HOSTILE);
    const v = this.dataValue(r, c, f.source!);
    if (typeof v !== 'string') return one(r, TEXT_HOSTILE);
    const cps = [...v];
    if (f.param.includes('contains') && cps.length) {
      const a = int(r, 0, cps.length - 1);
      let s = cps.slice(a, a + int(r, 1, 12)).join('');
      const style = int(r, 0, 5);
      if (style === 0) s = s.toUpperCase();
      if (style === 1) s = s.toLowerCase();
      if (style === 2) s = ` ${s}\u00a0`;
      return s;
    }
    return chance(r, 0.15) ? ` ${v} ` : chance(r, 0.1) ? v.toUpperCase() : v;
  }

  private value(r: Rng, c: OracleCollection, f: OracleFilter): Value {
    switch (f.gen) {
      case 'text': return this.text(r, c, f);
      case 'choice': return one(r, CHOICE_VALUES);
      case 'bool': return one(r, BOOL_VALUES);
      case 'number': {
        if (chance(r, 0.35)) return one(r, NUMBER_HOSTILE);
        const v = one(r, this.dataInts(r, c, f.source!)) + int(r, -1, 1);
        return one(r, [String(v), String(v), `${v}.0`, ` ${v} `, `${v}e0`, `+${v}`, `${v}.5`]);
      }
      case 'range': {
        if (chance(r, 0.3)) return one(r, [...NUMBER_HOSTILE, ',', ',100', '100,', '1', '1,2,3', 'abc,1', '1,abc', '1e51,1', ' 1 , 2 ', '1.5,2', '-5,5', '1,,2', '1, 2']);
        const [a, b] = [one(r, this.dataInts(r, c, f.source!)), one(r, this.dataInts(r, c, f.source!))].sort((x, y) => x - y) as [number, number];
        return one(r, [`${a},${b}`, `${a},${b}`, `${b},${a}`, `${a}, ${b}`, `,${b}`, `${a},`, `${a},${a}`, `${a - 100},${b + 100}`]);
      }
      case 'date': {
        if (chance(r, 0.3)) return one(r, DATE_HOSTILE);
        const ts = this.dataValue(r, c, f.source!);
        return typeof ts === 'string' ? dateText(r, ts) : one(r, DATE_HOSTILE);
      }
      case 'datetime-range': {
        if (chance(r, 0.25)) return one(r, DATETIME_HOSTILE);
        const [t1, t2] = [this.dataValue(r, c, f.source!), this.dataValue(r, c, f.source!)];
        if (typeof t1 !== 'string' || typeof t2 !== 'string') return one(r, DATETIME_HOSTILE);
        const [a, b] = [dateTimeText(r, t1), dateTimeText(r, t2)];
        return one(r, [`${a},${b}`, `${b},${a}`, `${a},${a}`, `${a}, ${b}`, `${a},${b},${a}`, a]);
      }
      case 'ids': {
        if (chance(r, 0.3)) return one(r, ID_HOSTILE);
        const ids = Array.from({ length: int(r, 1, 4) }, () => this.dataValue(r, c, f.source!)).filter((x) => typeof x === 'number');
        return ids.join(',');
      }
      case 'year': {
        if (chance(r, 0.3)) return one(r, YEAR_HOSTILE);
        const sources = c.kind === 'polity' ? ['start_year', 'end_year'] : ['year_from', 'year_to', 'polity.start_year', 'polity.end_year'];
        const v = this.dataValue(r, c, one(r, sources));
        return typeof v === 'number' ? String(v + int(r, -2, 2)) : String(int(r, -3000, 2000));
      }
    }
  }

  /** One random query string (without `?`) for collection `path`. */
  query(r: Rng, path: string): string {
    const c = COLLECTIONS.find((x) => x.path === path)!;
    const filters = this.oracle.filtersOf(path);
    const pairs: [string, Value][] = [];
    const n = int(r, 0, 4);
    const chosen = new Set<OracleFilter>();
    for (let i = 0; i < n; i++) chosen.add(one(r, filters));
    for (const f of chosen) {
      pairs.push([f.param, this.value(r, c, f)]);
      if (chance(r, 0.12)) pairs.push([f.param, this.value(r, c, f)]); // repeated: the last counts
    }
    if (chance(r, 0.5)) pairs.push(['page', chance(r, 0.7) ? one(r, ['1', '2', '2', '3', 'last']) : one(r, ['0', '-1', 'abc', '', '99999', '1.0', ' 2', '٢', '+2', '2_0', '10', 'LAST', '\x1c2', '\ufeff2', '\u00a02'])]);
    if (chance(r, 0.45)) pairs.push(['page_size', one(r, ['1', '7', '100', '1000', '0', '-1', 'abc', '', ' 7', '50', '3', '20', '٣', '1e2', '7.0', '\x1c7', '\ufeff7', '1_0'])]);
    if (chance(r, 0.35)) {
      const terms = Array.from({ length: int(r, 1, 3) }, () => {
        if (chance(r, 0.15)) return one(r, ['comment', 'description', 'polity', '--id', 'foo', ' year_from ', '-', '', 'id__x', 'ID', '\u00a0-id', 'other_polity', '-ref']);
        return (chance(r, 0.5) ? '-' : '') + one(r, c.sortable);
      });
      pairs.push(['ordering', terms.join(one(r, [',', ', ']))]);
    }
    if (chance(r, 0.2)) pairs.push(one(r, [['foo', 'bar'], ['year_from__exact', '5'], ['search', 'x'], ['limit', '5'], ['offset', '3'], ['tag__icontains', 'T'], ['name__iexact', 'x'], ['', 'x'], ['justkey', ''], ['format', 'api'], ['polity__id', '1'], ['Page', '2'], ['page ', '2']] as [string, Value][]));
    if (chance(r, 0.5)) pairs.push(['format', 'api']);
    // Shuffle, then give each repeated parameter its values back in their order (the last counts).
    const order = pairs.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = int(r, 0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const shuffled = order.map((i) => pairs[i]!);
    const queues = new Map<string, Value[]>();
    for (const [k, v] of pairs) queues.set(k, [...(queues.get(k) ?? []), v]);
    return shuffled.map(([k]) => this.encodePair(r, k, queues.get(k)!.shift()!)).join('&');
  }

  private encodePair(r: Rng, key: string, value: Value): string {
    const v = typeof value === 'string' ? encode(r, value) : value.raw;
    if (key === 'justkey' && v === '') return 'justkey'; // no `=` at all
    return `${encode(r, key, chance(r, 0.1))}=${v}`;
  }
}

/** Percent-encodes as UTF-8, spaces as `+` or `%20`, hex in either case; `all` encodes letters too. */
export function encode(r: Rng, s: string, all = false): string {
  let out = '';
  const lower = chance(r, 0.3);
  for (const b of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(b);
    if (!all && /[A-Za-z0-9\-._~]/.test(c)) out += c;
    else if (c === ' ' && chance(r, 0.5)) out += '+';
    else {
      const hex = b.toString(16).padStart(2, '0');
      out += '%' + (lower ? hex : hex.toUpperCase());
    }
  }
  return out;
}
