/**
 * The differential test's oracle: the published rules (/work/shared/query-params.md, spec §2.1, the extensions of
 * issue 8) evaluated over a collection's records, written here from their text and from the behaviour of the
 * original stack (Django 3.2, django-filter 23, DRF 3.14; see pyrules.ts). It imports nothing from src/.
 *
 * Where the rules are ambiguous, the choice made is marked `// ASSUMPTION:`.
 */
import { readFileSync } from 'node:fs';
import {
  cmpCodePoints, decimalAbove1e50, decimalTrunc, PY_SPACE_CLASS, decimalInteger, djangoDate, djangoDateTime, lastValue, linkQuery, parseQsl,
  pyDecimal, pyInt, pyStrip, timestampDay, timestampMicros, type Read,
} from './pyrules.js';
import { searchPredicate } from './search-oracle.js';

export type Rec = Record<string, unknown>;

/** The records of every collection path of a databank, as loaded (core/polities: the dump's polity list). */
export type Databank = ReadonlyMap<string, readonly Rec[]>;

// ASSUMPTION: DateField reads only `%Y-%m-%d`, `%m/%d/%Y`, `%m/%d/%y`, not the month-name forms (`Oct 25 2006`).
// query-params.md shows only numeric forms and defers to "Django 3.2's DateField", whose input formats depend on
// settings: the original project (Seshat-Global-History-Databank/seshat, seshat/settings/base.py) sets
// USE_L10N = True and LANGUAGE_CODE = "en-us", so Django takes django/conf/locale/en/formats.py's list, where the
// month-name forms are commented out. ORACLE_DATE_MONTH_NAMES=1 checks the global_settings list instead.
export const DATE_MONTH_NAMES = process.env.ORACLE_DATE_MONTH_NAMES === '1';

// Numbers on integer fields: query-params.md says "a number that no integer equals (1.5, 1e30) simply matches
// nothing"; the real stack (Django 3.2.25, django-filter 23.1, checked by oracle-vs-django.test.ts) truncates with
// IntegerField.get_prep_value's int(): year_from=1.5 is year_from=1, and 1e30 compares as that integer. The issue
// makes the stack the reference, so Django's reading is the default; ORACLE_NUMBERS=doc checks the document's.
export const NUMBERS_AS_DJANGO = process.env.ORACLE_NUMBERS !== 'doc';

// ---------------------------------------------------------------------------------------------------------------
// Values.

/**
 * PostgreSQL's UPPER per character: a character whose upper case is several characters stays itself.
 * ASSUMPTION: "upper case" is what this Node's Unicode tables say (String.prototype.toUpperCase); the generated data
 * and values keep to characters whose mapping is old and stable (ß, ﬁ, İ, ı, σ/ς, µ, ſ, ǅ).
 */
const upperCache = new Map<string, string>();
export function pgUpper(s: string): string {
  let out = upperCache.get(s);
  if (out !== undefined) return out;
  out = '';
  for (const ch of s) {
    const u = ch.toUpperCase();
    out += [...u].length === 1 ? u : ch;
  }
  if (upperCache.size < 200_000) upperCache.set(s, out);
  return out;
}

/** icontains: `UPPER(field) LIKE UPPER('%' || escaped(value) || '%')`; a null field matches nothing. */
export const icontains = (field: unknown, value: string): boolean => typeof field === 'string' && pgUpper(field).includes(pgUpper(value));

/** A parsed number filter value: an integer to compare, or a number no stored integer equals. */
type Num = bigint | 'none';

/** django-filter NumberFilter (forms.DecimalField + MaxValueValidator(1e50)), one value. */
export function readNumber(value: string): Read<Num> {
  if (value === '') return null; // `value in empty_values`
  const d = pyDecimal(pyStrip(value));
  if (d === undefined || d.kind === 'special') return { error: 'Enter a number.' };
  if (decimalAbove1e50(d)) return { error: 'Ensure this value is less than or equal to 1e+50.' };
  if (NUMBERS_AS_DJANGO) return { ok: decimalTrunc(d) };
  const i = decimalInteger(d); // see NUMBERS_AS_DJANGO
  if (typeof i !== 'bigint' || i > 9223372036854775807n || i < -9223372036854775808n) return { ok: 'none' };
  return { ok: i };
}

/** forms.IntegerField (the extensions' "Enter a whole number."): a trailing `.0…` dropped, then `int()`. */
export function readWholeNumber(value: string): Read<bigint> {
  if (value === '') return null; // Field.to_python does not strip: ' ' reaches int() and fails
  const i = pyInt(value.replace(TRAILING_DECIMAL, ''));
  return i === undefined ? { error: 'Enter a whole number.' } : { ok: i };
}
/** IntegerField.re_decimal, `\.0*\s*$`. */
const TRAILING_DECIMAL = new RegExp(`\\.0*${PY_SPACE_CLASS}*$`, 'u');

/** forms.CharField: strip; empty is no filter; a NUL is ProhibitNullCharactersValidator's error. */
export function readText(value: string): Read<string> {
  const v = pyStrip(value);
  if (v === '') return null;
  if (v.includes('\0')) return { error: 'Null characters are not allowed.' };
  return { ok: v };
}

/** django-filter BaseCSVField: `''` is no values; otherwise split on `,`, each item cleaned, the first error raised. */
export function readCsv<T>(value: string, item: (v: string) => Read<T>): { ok: (T | null)[] } | { error: string } {
  if (value === '') return { ok: [] };
  const out: (T | null)[] = [];
  for (const part of value.split(',')) {
    const r = item(part);
    if (r === null) out.push(null);
    else if ('error' in r) return r;
    else out.push(r.ok);
  }
  return { ok: out };
}

/** BaseRangeField: items first, then exactly two of them. `null` when no filter applies (`''`). */
export function readRange<T>(value: string, item: (v: string) => Read<T>): Read<[T | null, T | null]> {
  const r = readCsv(value, item);
  if ('error' in r) return r;
  if (r.ok.length === 0) return null;
  if (r.ok.length !== 2) return { error: 'Range query expects two values.' };
  return { ok: [r.ok[0]!, r.ok[1]!] };
}

export const TAGS = ['TRS', 'DSP', 'SSP', 'IFR', 'UND'];

// ---------------------------------------------------------------------------------------------------------------
// Filters.

export type Pred = (r: Rec) => boolean;
/** A parameter's reading of its value: an error message, no filter (null), or a predicate. */
export type Outcome = { error: string } | { pred: Pred; norm: string } | null;
export interface OracleFilter {
  readonly param: string;
  readonly read: (value: string) => Outcome;
  /** The kind of value the generator should draw for it. */
  readonly gen: GenKind;
  /** The record field (dotted path) the generator draws data values from. */
  readonly source?: string;
}
export type GenKind = 'number' | 'range' | 'text' | 'choice' | 'bool' | 'date' | 'datetime-range' | 'ids' | 'year';

export type Get = (r: Rec) => unknown;
export const field = (path: string): Get => {
  const parts = path.split('.');
  return (r) => parts.reduce<unknown>((o, p) => (o === null || o === undefined ? undefined : (o as Rec)[p]), r);
};

/** `norm`: the cleaned value as text, compared with Django's in test/http/oracle-vs-django.test.ts. */
export function map<T>(read: Read<T>, pred: (v: T) => Pred, norm: (v: T) => string = String): Outcome {
  if (read === null || 'error' in read) return read;
  return { pred: pred(read.ok), norm: norm(read.ok) };
}
const normPair = (v: [unknown, unknown]): string => v.map((x) => (x === null ? 'null' : String(x))).join('|');

export const asBig = (v: unknown): bigint | undefined => (typeof v === 'number' ? BigInt(v) : undefined);
export const NOTHING: Pred = () => false;

export function numberFilter(param: string, get: Get, op: 'exact' | 'lte' | 'gte' | 'lt' | 'gt', source?: string): OracleFilter {
  return {
    param, gen: 'number', source,
    read: (value) => map(readNumber(value), (n) => {
      if (n === 'none') return NOTHING;
      return (r) => {
        const x = asBig(get(r));
        if (x === undefined) return false;
        return op === 'exact' ? x === n : op === 'lte' ? x <= n : op === 'gte' ? x >= n : op === 'lt' ? x < n : x > n;
      };
    }),
  };
}

export function rangeFilter(param: string, get: Get, source: string): OracleFilter {
  return {
    param, gen: 'range', source,
    read: (value) => map(readRange(value, readNumber), ([lo, hi]) => {
      // An empty side (None) or a number no integer equals: BETWEEN matches nothing.
      if (lo === null || hi === null || lo === 'none' || hi === 'none') return NOTHING;
      return (r) => {
        const x = asBig(get(r));
        return x !== undefined && lo <= x && x <= hi;
      };
    }, normPair),
  };
}

export const textExact = (param: string, get: Get, source: string): OracleFilter => ({
  param, gen: 'text', source, read: (value) => map(readText(value), (t) => (r) => get(r) === t),
});
export const textContains = (param: string, get: Get, source: string): OracleFilter => ({
  param, gen: 'text', source, read: (value) => map(readText(value), (t) => (r) => icontains(get(r), t)),
});

const choiceFilter = (param: string, get: Get): OracleFilter => ({
  param, gen: 'choice', source: param,
  read: (value) => {
    if (value === '') return null; // ChoiceField: no strip; only '' is empty
    if (!TAGS.includes(value)) return { error: `Select a valid choice. ${value} is not one of the available choices.` };
    return { pred: (r) => get(r) === value, norm: value };
  },
});

export const boolFilter = (param: string, get: Get): OracleFilter => ({
  param, gen: 'bool', source: param,
  read: (value) => {
    // BooleanWidget: value.lower() in true/false/1/0; anything else is None (no filter).
    const v = ({ true: true, '1': true, false: false, '0': false } as Record<string, boolean>)[value.toLowerCase()];
    return v === undefined ? null : { pred: (r) => get(r) === v, norm: String(v) };
  },
});

export function dateFilters(name: string, get: Get): OracleFilter[] {
  const day = (r: Rec): number | undefined => (typeof get(r) === 'string' ? timestampDay(get(r) as string) : undefined);
  const micros = (r: Rec): bigint | undefined => (typeof get(r) === 'string' ? timestampMicros(get(r) as string) : undefined);
  const dated = (param: string, op: (x: number, v: number) => boolean): OracleFilter => ({
    param, gen: 'date', source: name,
    read: (value) => map(djangoDate(value, DATE_MONTH_NAMES), (v) => (r) => {
      const x = day(r);
      return x !== undefined && op(x, v);
    }),
  });
  return [
    {
      param: `${name}__range`, gen: 'datetime-range', source: name,
      read: (value) => map(readRange(value, djangoDateTime), ([lo, hi]) => {
        if (lo === null || hi === null) return NOTHING;
        return (r) => {
          const x = micros(r);
          return x !== undefined && lo <= x && x <= hi;
        };
      }, normPair),
    },
    dated(`${name}__date__lte`, (x, v) => x <= v),
    dated(`${name}__date__gte`, (x, v) => x >= v),
    dated(`${name}__date`, (x, v) => x === v),
  ];
}

/** `polity=<id>[,<id>…]`: the id at `get` is one of them. */
export const idsFilter = (get: Get): OracleFilter => ({
  param: 'polity', gen: 'ids', source: 'polity.id',
  read: (value) => {
    // ASSUMPTION: read as django-filter's BaseInFilter over forms.IntegerField: '' is no filter; each comma-separated
    // item is an IntegerField value (trailing `.0…` dropped, then Python int(), so ' 5' is 5 and ' ' an error); an
    // empty item is None, which IN never matches (Django drops it; an empty list matches nothing).
    const r = readCsv(value, readWholeNumber);
    if ('error' in r) return r;
    if (r.ok.length === 0) return null;
    const ids = new Set(r.ok.filter((v): v is bigint => v !== null));
    return {
      pred: (rec) => { const x = asBig(get(rec)); return x !== undefined && ids.has(x); },
      norm: [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(','),
    };
  },
});

/** `covers_year=<year>`: lo <= year <= hi, lo and hi already coalesced. */
export const coversFilter = (lo: Get, hi: Get): OracleFilter => ({
  param: 'covers_year', gen: 'year',
  // ASSUMPTION: read as forms.IntegerField (trailing `.0…` dropped, then Python int(); '' is no filter).
  read: (value) => map(readWholeNumber(value), (y) => (r) => {
    const a = asBig(lo(r)), b = asBig(hi(r));
    return a !== undefined && b !== undefined && a <= y && y <= b;
  }),
});

export const pick = (...keys: string[]): Get => (r) => {
  for (const k of keys) {
    const v = field(k)(r);
    if (v !== null && v !== undefined) return v;
  }
  return null;
};

/** The filters of one collection, as query-params.md lists them (plus the extensions). */
export function filtersOf(kind: CollectionKind, valueField: string | undefined, db: Databank): OracleFilter[] {
  const f = field;
  switch (kind) {
    case 'coded': {
      const out: OracleFilter[] = [];
      for (const y of ['year_from', 'year_to']) {
        out.push(rangeFilter(`${y}__range`, f(y), y), numberFilter(y, f(y), 'exact', y), numberFilter(`${y}__lte`, f(y), 'lte', y), numberFilter(`${y}__gte`, f(y), 'gte', y));
      }
      out.push(textContains('description__icontains', f('description'), 'description'));
      out.push(choiceFilter('tag', f('tag')));
      out.push(boolFilter('is_disputed', f('is_disputed')), boolFilter('is_uncertain', f('is_uncertain')));
      out.push(textContains('polity__name__icontains', f('polity.name'), 'polity.name'));
      out.push(textExact('name', f('name'), 'name'), textContains('name__icontains', f('name'), 'name'));
      if (valueField === 'token') out.push(textExact('token', f('token'), 'token'));
      else if (valueField) out.push(textExact(valueField, f(valueField), valueField), textContains(`${valueField}__icontains`, f(valueField), valueField));
      // Extensions.
      out.push(idsFilter(f('polity.id')));
      // ASSUMPTION: polity_name_contains reads its value as a CharFilter does (strip; '' no filter; NUL a 400).
      out.push(textContains('polity_name_contains', f('polity.name'), 'polity.name'));
      out.push(coversFilter(pick('year_from', 'polity.start_year'), pick('year_to', 'polity.end_year')));
      return out;
    }
    case 'reference': {
      const out: OracleFilter[] = [];
      for (const t of ['title', 'creator', 'reflib_link', 'long_name', 'url_link']) out.push(textExact(t, f(t), t), textContains(`${t}__icontains`, f(t), t));
      out.push(numberFilter('year', f('year'), 'exact', 'year'), numberFilter('year__lte', f('year'), 'lte', 'year'), numberFilter('year__gte', f('year'), 'gte', 'year'));
      out.push(...dateFilters('created_date', f('created_date')), ...dateFilters('modified_date', f('modified_date')));
      return out;
    }
    case 'citation': {
      const refs = new Map((db.get('core/references') ?? []).map((r) => [r.id, r]));
      const ref = (k: string): Get => (r) => refs.get(r.ref)?.[k] ?? null;
      const out: OracleFilter[] = [];
      for (const p of ['page_from', 'page_to']) out.push(numberFilter(p, f(p), 'exact', p), numberFilter(`${p}__lte`, f(p), 'lte', p), numberFilter(`${p}__gte`, f(p), 'gte', p));
      out.push(...dateFilters('created_date', f('created_date')), ...dateFilters('modified_date', f('modified_date')));
      out.push(textContains('reference_title_contains', ref('title'), 'ref:title'), textContains('reference_creator_contains', ref('creator'), 'ref:creator'));
      // ASSUMPTION: reference_year_lte/gte are NumberFilters (Decimal, "Enter a number."), like every year filter.
      out.push(numberFilter('reference_year_lte', ref('year'), 'lte', 'ref:year'), numberFilter('reference_year_gte', ref('year'), 'gte', 'ref:year'));
      return out;
    }
    case 'section':
      return [textExact('name', f('name'), 'name'), textContains('name__icontains', f('name'), 'name')];
    case 'polity': {
      const out: OracleFilter[] = [textContains('name__icontains', f('name'), 'name'), textContains('long_name__icontains', f('long_name'), 'long_name')];
      for (const y of ['start_year', 'end_year']) out.push(numberFilter(y, f(y), 'exact', y), numberFilter(`${y}__gt`, f(y), 'gt', y), numberFilter(`${y}__lt`, f(y), 'lt', y));
      out.push(idsFilter(f('id')), coversFilter(f('start_year'), f('end_year')));
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Collections.

export type CollectionKind = 'coded' | 'reference' | 'section' | 'citation' | 'polity';

/** What the oracle knows of a collection: from the spec, not from src/registry. */
export interface OracleCollection {
  readonly path: string;
  readonly kind: CollectionKind;
  readonly valueField?: string;
  /** Scalar top-level fields but comment/description: what `ordering` accepts. */
  readonly sortable: readonly string[];
  readonly timestamps: readonly string[];
}

const CODED_SCALARS = ['id', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name'];
export const COLLECTIONS: readonly OracleCollection[] = [
  { path: 'sc/tokens', kind: 'coded', valueField: 'token', sortable: [...CODED_SCALARS, 'token'], timestamps: [] },
  { path: 'general/polity-linguistic-families', kind: 'coded', valueField: 'linguistic_family', sortable: [...CODED_SCALARS, 'linguistic_family'], timestamps: [] },
  { path: 'general/polity-suprapolities', kind: 'coded', valueField: 'supra_polity_relations', sortable: [...CODED_SCALARS, 'supra_polity_relations'], timestamps: [] },
  { path: 'general/polity-alternative-names', kind: 'coded', valueField: 'alternative_name', sortable: [...CODED_SCALARS, 'alternative_name'], timestamps: [] },
  { path: 'general/polity-durations', kind: 'coded', sortable: [...CODED_SCALARS, 'polity_year_from', 'polity_year_to'], timestamps: [] },
  { path: 'general/polity-religion-genuses', kind: 'coded', valueField: 'religion_genus', sortable: [...CODED_SCALARS, 'religion_genus'], timestamps: [] },
  {
    path: 'core/references', kind: 'reference',
    sortable: ['id', 'title', 'year', 'creator', 'reflib_link', 'long_name', 'item_type', 'url_link', 'created_date', 'modified_date'],
    timestamps: ['created_date', 'modified_date'],
  },
  { path: 'core/sections', kind: 'section', sortable: ['id', 'name', 'databank_db_section', 'db_table_name', 'sort_order'], timestamps: [] },
  { path: 'core/citations', kind: 'citation', sortable: ['id', 'page_from', 'page_to', 'created_date', 'modified_date', 'ref'], timestamps: ['created_date', 'modified_date'] },
  { path: 'core/polities', kind: 'polity', sortable: ['id', 'name', 'long_name', 'start_year', 'end_year'], timestamps: [] },
];

/**
 * The served polities: every polity named by a record (`polity`, `other_polity`) or listed in the dump's
 * core/polities, by id.
 */
/**
 * core/polities as served: every polity of core/polities.ndjson and every polity a coded record names, each once,
 * as the original's polity record (issue 19, decision 6): the catalogue's keys in its order; a polity the dump lists
 * as a 5-key summary, or only a record names, has null for what the summary does not carry.
 */
export function polityRecords(db: Databank): Rec[] {
  const byId = new Map<number, Rec>();
  const add = (p: unknown): void => {
    if (!p || typeof p !== 'object' || byId.has((p as Rec).id as number)) return;
    const r = p as Rec;
    byId.set(r.id as number, Object.fromEntries(POLITY_RECORD_KEYS.map((k) => [k, Object.hasOwn(r, k) ? r[k] : null])));
  };
  for (const p of db.get('core/polities') ?? []) add(p);
  for (const c of COLLECTIONS) {
    if (c.kind !== 'coded') continue;
    for (const r of db.get(c.path) ?? []) { add(r.polity); add(r.other_polity); }
  }
  return [...byId.values()].sort((a, b) => (a.id as number) - (b.id as number));
}

/** The keys of the original's polity record, from catalogue/catalogue.json (neutral names where it gives them). */
const POLITY_RECORD_KEYS: readonly string[] = (JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8')) as {
  endpoints: { path: string; fields: { name: string; project_spec_name?: string }[] }[];
}).endpoints.find((e) => e.path === 'core/polities')!.fields.map((f) => f.project_spec_name ?? f.name);

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export interface Expected {
  readonly status: number;
  readonly body: unknown;
  /** For a 200: the page's records (the body's `results`). */
  readonly records?: readonly Rec[];
}

/** Spec §2.1: integer ids numerically, UUIDs by their text. */
export function cmpId(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return cmpCodePoints(String(a), String(b));
}

function cmpValue(a: unknown, b: unknown, timestamp: boolean): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') {
    if (timestamp) {
      // ASSUMPTION: timestamps sort by instant (the original's timestamptz columns), not by their text.
      const x = timestampMicros(a), y = timestampMicros(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    return cmpCodePoints(a, b);
  }
  throw new Error(`cannot compare ${String(a)} with ${String(b)}`);
}

/** DRF OrderingFilter terms, or undefined for the default order. */
function orderingTerms(pairs: readonly [string, string][], c: OracleCollection): string[] | undefined {
  const raw = lastValue(pairs, 'ordering');
  if (!raw) return undefined;
  const terms = raw.split(',').map(pyStrip).filter((t) => c.sortable.includes(t.startsWith('-') ? t.slice(1) : t));
  return terms.length ? terms : undefined;
}

function sortRecords(records: Rec[], terms: string[] | undefined, c: OracleCollection): Rec[] {
  if (!terms) return records; // already in id order
  const keys = terms.map((t) => ({ name: t.replace(/^-/, ''), desc: t.startsWith('-') }));
  return [...records].sort((a, b) => {
    for (const { name, desc } of keys) {
      const x = a[name], y = b[name];
      if (x === y) continue;
      // PostgreSQL: nulls are larger than every value (last ascending, first descending).
      let d: number;
      if (x === null || x === undefined) d = 1;
      else if (y === null || y === undefined) d = -1;
      else d = cmpValue(x, y, c.timestamps.includes(name));
      if (d !== 0) return desc ? -d : d;
    }
    return cmpId(a.id, b.id); // ASSUMPTION: ties go by ascending id, whatever the direction of the terms
  });
}

/** DRF `_positive_int(page_size, strict=True, cutoff=100)`, else the default 50. */
export function pageSizeOf(pairs: readonly [string, string][]): number {
  const raw = lastValue(pairs, 'page_size');
  if (raw === undefined) return 50;
  const v = pyInt(raw);
  if (v === undefined || v <= 0n) return 50;
  return v > 100n ? 100 : Number(v);
}

export class Oracle {
  private readonly sorted = new Map<string, Rec[]>();
  private readonly filters = new Map<string, Map<string, OracleFilter>>();

  constructor(readonly db: Databank, readonly base = 'http://testserver/api/') {
    for (const c of COLLECTIONS) {
      const records = c.kind === 'polity' ? polityRecords(db) : [...(db.get(c.path) ?? [])];
      records.sort((a, b) => cmpId(a.id, b.id));
      this.sorted.set(c.path, records);
      this.filters.set(c.path, new Map(filtersOf(c.kind, c.valueField, db).map((f) => [f.param, f])));
    }
  }

  records(path: string): readonly Rec[] {
    return this.sorted.get(path)!;
  }

  filtersOf(path: string): readonly OracleFilter[] {
    return [...this.filters.get(path)!.values()];
  }

  /**
   * The filter form's verdict on a query: every invalid parameter's message, or the filters that apply with their
   * cleaned values (`norm`) and predicates. Each filter reads the last value of its parameter.
   */
  read(path: string, pairs: readonly [string, string][]): { errors: Record<string, string[]> } | { applied: Map<string, { norm: string; pred: Pred }> } {
    const errors: Record<string, string[]> = {};
    const applied = new Map<string, { norm: string; pred: Pred }>();
    for (const [param, f] of this.filters.get(path)!) {
      const value = lastValue(pairs, param);
      if (value === undefined) continue;
      const out = f.read(value);
      if (out === null) continue;
      if ('error' in out) errors[param] = [out.error];
      else applied.set(param, out);
    }
    return Object.keys(errors).length ? { errors } : { applied };
  }

  /** Every record the query selects, in its order (undefined when the query is a 400). */
  selected(path: string, rawQuery: string): Rec[] | undefined {
    const pairs = parseQsl(rawQuery);
    const verdict = this.read(path, pairs);
    return 'errors' in verdict ? undefined : this.select(path, pairs, [...verdict.applied.values()].map((a) => a.pred));
  }

  private select(path: string, pairs: readonly [string, string][], preds: Pred[]): Rec[] {
    const c = COLLECTIONS.find((x) => x.path === path)!;
    // DRF's SearchFilter: the original's polities declare `search_fields = ['@long_name', '@new_name']` (search-oracle.ts).
    const search = c.kind === 'polity' ? searchPredicate(['long_name', 'name'], lastValue(pairs, 'search')) : undefined;
    if (search) preds = [...preds, search];
    const matching = this.sorted.get(path)!.filter((r) => preds.every((p) => p(r)));
    return sortRecords(matching, orderingTerms(pairs, c), c);
  }

  /** The answer to GET /api/<path>/?<rawQuery> (rawQuery without `?`, percent-encoded ASCII). */
  answer(path: string, rawQuery: string): Expected {
    const pairs = parseQsl(rawQuery);
    const verdict = this.read(path, pairs);
    if ('errors' in verdict) return { status: 400, body: verdict.errors };
    const ordered = this.select(path, pairs, [...verdict.applied.values()].map((a) => a.pred));
    return pageAnswer(`${this.base}${path}/`, pairs, ordered, pageSizeOf(pairs));
  }
}

/**
 * DRF PageNumberPagination's answer over the selected, ordered records: the page asked (`last` too), or 404
 * `Invalid page.`; links absolute, sorted, without `page` for page 1 (spec §8, query-params.md).
 */
export function pageAnswer(url: string, pairs: readonly [string, string][], ordered: readonly Rec[], size: number): Expected {
  const count = ordered.length;
  const pages = Math.max(1, Math.ceil(count / size));
  const rawPage = lastValue(pairs, 'page') ?? '1';
  let page: number;
  if (rawPage === 'last') page = pages;
  else {
    const n = pyInt(rawPage);
    if (n === undefined || n < 1n || n > BigInt(pages)) return { status: 404, body: { detail: 'Invalid page.' } };
    page = Number(n);
  }
  const results = ordered.slice((page - 1) * size, page * size);
  const next = page < pages ? url + linkQuery(pairs, page + 1) : null;
  const previous = page > 1 ? url + linkQuery(pairs, page - 1 === 1 ? undefined : page - 1) : null;
  return { status: 200, body: { count, next, previous, results }, records: results };
}
