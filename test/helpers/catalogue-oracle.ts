/**
 * The catalogue's oracle: every served endpoint of `catalogue/catalogue.json` (public, and routed or moved), its
 * record layout and its filters, evaluated over a databank's records with django-filter 23 / Django 3.2 / DRF 3.14's
 * semantics. Built from the catalogue's facts (fields, types, choices, filters in declaration order) and the rules the
 * project decided (the issue), with the value readers of the differential test's oracle (oracle.ts, pyrules.ts).
 * It imports nothing from src/.
 *
 * Where the rules leave a choice, it is marked `// ASSUMPTION:`.
 */
import fs from 'node:fs';
import {
  asBig, boolFilter, cmpId, COLLECTIONS, coversFilter, DATE_MONTH_NAMES, field, filtersOf, icontains, idsFilter, map,
  NOTHING, numberFilter, pageAnswer, pick, polityRecords, rangeFilter, readNumber, readRange, readText, textContains, textExact,
  type Databank, type Expected, type Get, type OracleFilter, type Outcome, type Pred, type Rec,
} from './oracle.js';
import {
  cmpCodePoints, daysFromCivil, djangoDate, djangoDateTime, lastValue, parseQsl, pyDecimal, pyInt, pyStrip,
  timestampDay, timestampMicros, type Dec, type Read,
} from './pyrules.js';
import { searchPredicate } from './search-oracle.js';

// ---------------------------------------------------------------------------------------------------------------
// The catalogue file.

export interface CatField {
  readonly name: string;
  readonly json_type: 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array';
  readonly nullable: boolean;
  readonly model_field?: string;
  readonly choices?: readonly string[];
  readonly nested?: string;
  readonly related_model?: string;
  readonly render?: string;
  readonly format?: 'date-time' | 'date' | 'uuid' | 'geojson-geometry';
  readonly decimal_as_string?: boolean;
  readonly decimal_places?: number;
  readonly project_spec_name?: string;
  readonly source?: string;
}
export interface CatFilter {
  readonly field: string;
  readonly lookups: readonly string[];
  readonly params: readonly string[];
  readonly declared_filter?: string;
  readonly project_spec_params?: readonly string[];
}
export interface CatEndpoint {
  readonly path: string;
  readonly model: string;
  readonly kind: 'coded' | 'other';
  readonly name_constant: string | null;
  readonly live: { readonly status: 'routed' | 'not_routed' | 'moved'; readonly live_path?: string };
  readonly fields: readonly CatField[];
  readonly filters: readonly CatFilter[];
  readonly pagination: { readonly page_size: number; readonly max_page_size: number };
  readonly permissions: 'public' | 'admin-only';
  readonly row_restriction?: unknown;
  /** DRF SearchFilter's fields (`@` full-text), core/polities only. */
  readonly search?: { readonly search_fields: readonly string[] };
}
export interface Catalogue {
  readonly choices: Readonly<Record<string, readonly string[]>>;
  readonly shapes: Readonly<Record<string, { readonly fields: readonly CatField[] }>>;
  readonly endpoints: readonly CatEndpoint[];
}

/** The project's copy: catalogue/ at the root, three levels above dist/test/helpers/. */
export function readCatalogue(file: URL | string = new URL('../../../catalogue/catalogue.json', import.meta.url)): Catalogue {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

/** The ten collections of the project spec: they keep their own parameters (oracle.ts), the catalogue's appended. */
export const SPEC_TEN: readonly string[] = COLLECTIONS.map((c) => c.path);

/** The common fields of a coded record that are never null (the issue), and those that may be. */
export const CODED_NEVER_NULL = ['id', 'polity', 'tag', 'is_disputed', 'is_uncertain', 'name'];
export const CODED_MAY_BE_NULL = ['year_from', 'year_to', 'comment', 'description'];

export const servedName = (f: CatField): string => f.project_spec_name ?? f.name;

// ---------------------------------------------------------------------------------------------------------------
// Values beyond oracle.ts: decimals and floats compared as numbers, dates, text order, many-to-many membership.

type FiniteDec = Dec & { kind: 'finite' };

/** Exact comparison of two finite decimals. */
export function cmpDec(a: FiniteDec, b: FiniteDec): number {
  const sa = a.coeff === 0n ? 0 : a.neg ? -1 : 1, sb = b.coeff === 0n ? 0 : b.neg ? -1 : 1;
  if (sa !== sb) return sa - sb;
  if (sa === 0) return 0;
  // Same sign: compare the magnitudes at a common exponent (exponents here are small: data and bounded queries).
  const e = a.exp < b.exp ? a.exp : b.exp;
  const lim = (x: bigint): bigint => (x > 4000n ? 4000n : x);
  const ma = a.coeff * 10n ** lim(a.exp - e), mb = b.coeff * 10n ** lim(b.exp - e);
  const m = ma < mb ? -1 : ma > mb ? 1 : 0;
  return sa * m;
}

/** A decimal's value as the nearest double (Django's FloatField.get_prep_value: float()). */
export const decToFloat = (d: FiniteDec): number => Number(`${d.neg ? '-' : ''}${d.coeff}e${d.exp}`);

/** A stored number as the comparison needs it: a decimal string (DecimalField), a JSON number (FloatField). */
function storedDec(v: unknown): FiniteDec | undefined {
  if (typeof v === 'string') {
    const d = pyDecimal(v);
    return d && d.kind === 'finite' ? d : undefined;
  }
  if (typeof v === 'number' && Number.isFinite(v)) {
    const d = pyDecimal(String(v));
    return d && d.kind === 'finite' ? d : undefined;
  }
  return undefined;
}

type Op = 'exact' | 'lte' | 'gte' | 'lt' | 'gt';
const holds = (c: number, op: Op): boolean =>
  op === 'exact' ? c === 0 : op === 'lte' ? c <= 0 : op === 'gte' ? c >= 0 : op === 'lt' ? c < 0 : c > 0;

/** forms.DecimalField (NumberFilter) over a DecimalField column: PostgreSQL numeric, compared exactly. */
function decimalFilter(param: string, get: Get, op: Op, float: boolean): Draft {
  return {
    param, gen: 'decimal', get,
    read: (value) => {
      const r = readNumberDec(value);
      return map(r, (d) => (rec) => {
        const x = storedDec(get(rec));
        if (x === undefined) return false;
        if (float) {
          // ASSUMPTION: a FloatField compares doubles: the value is float(Decimal), the stored value a double.
          const a = decToFloat(x), b = decToFloat(d);
          return holds(a < b ? -1 : a > b ? 1 : 0, op);
        }
        return holds(cmpDec(x, d), op);
      }, (d) => `${d.neg ? '-' : ''}${d.coeff}e${d.exp}`);
    },
  };
}

/** NumberFilter's reading (oracle.ts `readNumber`: errors, empties), keeping the decimal itself. */
function readNumberDec(value: string): Read<FiniteDec> {
  const r = readNumber(value);
  if (r === null || 'error' in r) return r;
  return { ok: pyDecimal(pyStrip(value)) as FiniteDec };
}

/** `<field>__date__<op>` on a DateTimeField: the UTC date of the timestamp. */
function datedFilter(param: string, get: Get, op: Op): Draft {
  return {
    param, gen: 'date', get,
    read: (value) => map(djangoDate(value, DATE_MONTH_NAMES), (v) => (r) => {
      const t = get(r);
      if (typeof t !== 'string') return false;
      const x = timestampDay(t);
      return holds(x < v ? -1 : x > v ? 1 : 0, op);
    }),
  };
}

/** `__range` on a DateTimeField: django_filters IsoDateTimeField items, both needed, inclusive. */
function dateTimeRange(param: string, get: Get): Draft {
  return {
    param, gen: 'datetime-range', get,
    read: (value) => map(readRange(value, djangoDateTime), ([lo, hi]) => {
      if (lo === null || hi === null) return NOTHING;
      return (r) => {
        const t = get(r);
        if (typeof t !== 'string') return false;
        const x = timestampMicros(t);
        return lo <= x && x <= hi;
      };
    }, (v) => v.map(String).join('|')),
  };
}

/** `__range` on a DateField: forms.DateField items, both needed, inclusive. */
function dateRange(param: string, get: Get): Draft {
  return {
    param, gen: 'date-range', get,
    read: (value) => map(readRange(value, (v) => djangoDate(v, DATE_MONTH_NAMES)), ([lo, hi]) => {
      if (lo === null || hi === null) return NOTHING;
      return (r) => {
        const d = dayOfDate(get(r));
        return d !== undefined && lo <= d && d <= hi;
      };
    }, (v) => v.map(String).join('|')),
  };
}

const dayOfDate = (v: unknown): number | undefined => {
  if (typeof v !== 'string') return undefined;
  const m = /^(\d{4})-(\d\d)-(\d\d)$/.exec(v);
  return m ? daysFromCivil(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
};

/** CharFilter with lookup lt/lte/gt/gte: the stripped text compared with the column's, by code point. */
function textOrder(param: string, get: Get, op: Op): Draft {
  // ASSUMPTION: text order is code point order (a C collation), as the project's stores compare text.
  return {
    param, gen: 'text', get,
    read: (value) => map(readText(value), (t) => (r) => {
      const x = get(r);
      return typeof x === 'string' && holds(cmpCodePoints(x, t), op);
    }),
  };
}

/** ChoiceFilter (a model field with choices, lookup exact): only '' is empty; no strip; a value outside is a 400. */
function choiceOf(param: string, get: Get, choices: readonly string[]): Draft {
  return {
    param, gen: 'choice', get, choices,
    read: (value) => {
      if (value === '') return null;
      if (!choices.includes(value)) return { error: `Select a valid choice. ${value} is not one of the available choices.` };
      return { pred: (r) => get(r) === value, norm: value };
    },
  };
}

/**
 * A many-to-many exact filter (ModelMultipleChoiceFilter, django-filter 23 over Django 3.2's ModelMultipleChoiceField):
 * - every value of the parameter (SelectMultiple's getlist), records whose list holds any of them (ORed);
 * - a value the primary key's get_prep_value refuses (Python's int() on the text: '5.0', '', 'abc') is
 *   `“x” is not a valid value.` (invalid_pk_value), checked for every value before any lookup;
 * - then `_check_values` selects pk__in the values and keeps a value only if its text is str(pk) of a row found:
 *   else `Select a valid choice. x is not one of the available choices.` (invalid_choice). The rows are the
 *   related model's whole table (remote_queryset): every polity the databank serves.
 * ASSUMPTION: where several values are wrong, the first in the query's order is named (Django iterates a frozenset of
 * the values, whose order varies from run to run with Python's string hashing).
 */
function memberFilter(param: string, get: Get, available: ReadonlySet<string>): Draft {
  const holds = (r: Rec, n: bigint): boolean => {
    const list = get(r);
    return Array.isArray(list) && list.some((x) => asBig(x && typeof x === 'object' ? (x as Rec).id : x) === n);
  };
  const readAll = (values: readonly string[]): Outcome => {
    const ns: bigint[] = [];
    for (const value of values) {
      const n = pyInt(value);
      if (n === undefined) return { error: `“${value}” is not a valid value.` };
      ns.push(n);
    }
    const unknown = values.find((v) => !available.has(v));
    if (unknown !== undefined) return { error: `Select a valid choice. ${unknown} is not one of the available choices.` };
    return { pred: (r) => ns.some((n) => holds(r, n)), norm: values.join('|') };
  };
  return { param, gen: 'member', get, read: (value) => readAll([value]), readAll };
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints and their filters.

/** What a query generator should draw for a filter. */
export type CatGen = 'number' | 'range' | 'text' | 'choice' | 'bool' | 'date' | 'datetime-range' | 'ids' | 'year' | 'decimal' | 'date-range' | 'member';

export interface CatalogueFilter {
  readonly param: string;
  readonly read: (value: string) => Outcome;
  /** Reads every value of the parameter (a many-to-many filter), where `read` reads the last one. */
  readonly readAll?: (values: readonly string[]) => Outcome;
  readonly gen: CatGen;
  /** The record's value the parameter compares (data values are drawn from it). */
  readonly get?: Get;
  readonly choices?: readonly string[];
  /** Matches nothing whatever its value (a column the record does not carry): still validated. */
  readonly absent?: boolean;
  /** Not to be repeated in a query. */
  readonly noRepeat?: boolean;
  /**
   * Its place in the 400 body: parameters of a lower group come first; within one group the order is not checked
   * (the spec's own parameters of the ten, whose order the oracle of oracle.ts does not model).
   */
  group: number;
}

/** A filter before its place in the 400 body is known. */
export type Draft = Omit<CatalogueFilter, 'group'>;

export interface Endpoint {
  readonly path: string;
  /** Further paths serving it (a moved endpoint's live path). */
  readonly aliases: readonly string[];
  readonly coded: boolean;
  readonly spec: boolean;
  readonly cat: CatEndpoint;
  /** Record keys in emitted order, as served (project_spec_name). */
  readonly keys: readonly string[];
  readonly fields: readonly CatField[];
  readonly pageSize: number;
  readonly maxPageSize: number;
  readonly filters: readonly CatalogueFilter[];
  /** Top-level fields `ordering` accepts: the scalar ones but comment and description. */
  readonly sortable: readonly string[];
  /** The served fields DRF's SearchFilter searches (`search`), full-text: empty but for core/polities. */
  readonly search: readonly string[];
  /** How `ordering` compares each sortable field's values (nulls apart). */
  readonly compare: ReadonlyMap<string, (a: unknown, b: unknown) => number>;
}

export const isServed = (e: CatEndpoint): boolean => e.permissions === 'public' && e.live.status !== 'not_routed';
export const isRestricted = (e: CatEndpoint): boolean => e.permissions !== 'public' && e.live.status !== 'not_routed';

/** The endpoints the project serves, in the catalogue's order. */
export function servedEndpoints(cat: Catalogue, db: Databank): Endpoint[] {
  const served = cat.endpoints.filter(isServed);
  const pathOfModel = new Map<string, string>();
  for (const e of served) if (!pathOfModel.has(e.model)) pathOfModel.set(e.model, e.path);
  const byId = new Map<string, Map<unknown, Rec>>();
  const recordOf = (path: string, id: unknown): Rec | undefined => {
    let m = byId.get(path);
    if (!m) byId.set(path, (m = new Map((db.get(path) ?? []).map((r) => [r.id, r]))));
    return m.get(id);
  };
  // A many-to-many filter's choices: the ids (as str() writes them) of the related model's served records; the
  // polities served are those the dump lists and every one a record names (oracle.ts polityRecords).
  const keys = new Map<string, ReadonlySet<string>>();
  const available = (model: string | undefined): ReadonlySet<string> => {
    const path = model ? pathOfModel.get(model) : undefined;
    if (!path) return new Set();
    let k = keys.get(path);
    if (!k) keys.set(path, (k = new Set((path === 'core/polities' ? polityRecords(db) : db.get(path) ?? []).map((r) => String(r.id)))));
    return k;
  };
  return served.map((e) => endpointOf(cat, e, db, pathOfModel, recordOf, available));
}

function endpointOf(
  cat: Catalogue, e: CatEndpoint, db: Databank, pathOfModel: ReadonlyMap<string, string>,
  recordOf: (path: string, id: unknown) => Rec | undefined, available: (model: string | undefined) => ReadonlySet<string>,
): Endpoint {
  const coded = e.kind === 'coded';
  const spec = SPEC_TEN.includes(e.path);
  const catFilters: Draft[] = [];
  for (const cf of e.filters) catFilters.push(...catalogueFilters(cat, e, cf, pathOfModel, recordOf, available));
  let filters: CatalogueFilter[];
  if (spec) {
    const c = COLLECTIONS.find((x) => x.path === e.path)!;
    const own = filtersOf(c.kind, c.valueField, db);
    const EXT = ['polity', 'polity_name_contains', 'covers_year'];
    const have = new Set(own.map((f) => f.param));
    const original = own.filter((f) => !EXT.includes(f.param)).map((f) => fromOracle(f, 0, db));
    const added = catFilters.filter((f) => !have.has(f.param)).map((f, i) => ({ ...f, group: 1 + i }));
    const ext = EXT.flatMap((p) => own.filter((f) => f.param === p)).map((f, i) => fromOracle(f, 1 + added.length + i, db));
    filters = [...original, ...added, ...ext];
  } else {
    filters = catFilters.map((f, i) => ({ ...f, group: i }));
    if (coded) {
      const n = filters.length;
      filters.push({ ...idsFilter(field('polity.id')), gen: 'ids', get: field('polity.id'), group: n });
      filters.push({ ...coversFilter(pick('year_from', 'polity.start_year'), pick('year_to', 'polity.end_year')), gen: 'year', group: n + 1 });
    }
  }
  // `ordering` (docs/api.md): a collection's scalar fields but comment and description.
  const sortable = e.fields.filter((f) => ['integer', 'number', 'boolean', 'string'].includes(f.json_type) && !f.nested
    && f.name !== 'comment' && f.name !== 'description').map(servedName);
  // `@new_name` is emitted as `name` (source Polity.new_name).
  const search = (e.search?.search_fields ?? []).map((d) => {
    const name = d.replace(/^@/, '');
    const f = e.fields.find((x) => x.name === name) ?? e.fields.find((x) => x.source?.split('.')[1] === name);
    return f ? servedName(f) : name;
  });
  return {
    path: e.path, aliases: e.live.live_path ? [e.live.live_path] : [], coded, spec, cat: e, search,
    keys: e.fields.map(servedName), fields: e.fields,
    pageSize: e.pagination.page_size, maxPageSize: e.pagination.max_page_size, filters, sortable,
    compare: new Map(e.fields.filter((f) => sortable.includes(servedName(f))).map((f) => [servedName(f), comparatorOf(f)])),
  };
}

/**
 * The order of a field's values as the original's PostgreSQL sorts its column: numbers and decimals by value,
 * booleans false first, date-times by instant, other text by code point.
 * ASSUMPTION: text by code point (a C collation), as oracle.ts orders text.
 */
function comparatorOf(f: CatField): (a: unknown, b: unknown) => number {
  const sign = (d: number | bigint): number => (d < 0 ? -1 : d > 0 ? 1 : 0);
  if (f.json_type === 'integer' || f.json_type === 'number') return (a, b) => sign((a as number) - (b as number));
  if (f.json_type === 'boolean') return (a, b) => Number(a) - Number(b);
  if (f.decimal_as_string) return (a, b) => cmpDec(storedDec(a)!, storedDec(b)!);
  if (f.format === 'date-time') return (a, b) => sign(timestampMicros(a as string) - timestampMicros(b as string));
  return (a, b) => cmpCodePoints(String(a), String(b));
}

/** One of oracle.ts's filters as a catalogue filter (its data values drawn from its `source`). */
function fromOracle(f: OracleFilter, group: number, db: Databank): CatalogueFilter {
  let get: Get | undefined;
  if (f.source?.startsWith('ref:')) {
    const refs = new Map((db.get('core/references') ?? []).map((r) => [r.id, r]));
    const k = f.source.slice(4);
    get = (r) => refs.get(r.ref)?.[k] ?? null;
  } else if (f.source) get = field(f.source);
  return { param: f.param, read: f.read, gen: f.gen, get, group, ...(f.gen === 'choice' ? { choices: ['TRS', 'DSP', 'SSP', 'IFR', 'UND'] } : {}) };
}

/** The catalogue's filter `cf` of `e`, one per lookup, in declaration order, its parameters renamed as served. */
function catalogueFilters(
  cat: Catalogue, e: CatEndpoint, cf: CatFilter, pathOfModel: ReadonlyMap<string, string>,
  recordOf: (path: string, id: unknown) => Rec | undefined, available: (model: string | undefined) => ReadonlySet<string>,
): Draft[] {
  const coded = e.kind === 'coded';
  const [head, ...rest] = cf.field.split('__') as [string, ...string[]];
  // The field a filter's first name points at: by its model name, or by the model attribute it is emitted from.
  const f = e.fields.find((x) => x.name === head) ?? e.fields.find((x) => x.source?.split('.')[1] === head);
  const renamed = e.fields.find((x) => x.name === head)?.project_spec_name;
  const params = cf.project_spec_params ?? (renamed && !rest.length
    ? cf.params.map((p) => (p.startsWith(head) ? renamed + p.slice(head.length) : p)) : cf.params);

  // What the filter compares: a getter on the record, and the catalogue field of that value (its type).
  let get: Get;
  let leaf: CatField | undefined;
  let absent = false;
  if (coded && head === 'polity' && rest.length) {
    // The issue: polity__new_name__icontains and polity__name compare the summary's name; polity__long_name its long_name.
    const k = rest[0] === 'long_name' ? 'long_name' : 'name';
    get = field(`polity.${k}`);
    leaf = { name: k, json_type: 'string', nullable: false, model_field: 'CharField' };
  } else if (!f) {
    // A column the record does not carry (core/polities created_date, modified_date): validated, matches nothing.
    absent = true;
    get = () => undefined;
    leaf = /date/.test(head) ? { name: head, json_type: 'string', nullable: true, model_field: 'DateTimeField', format: 'date-time' } : undefined;
  } else if (!rest.length) {
    get = field(servedName(f));
    leaf = f;
  } else if (f.nested && f.json_type === 'object') {
    const shape = cat.shapes[f.nested]!.fields;
    leaf = shape.find((x) => x.name === rest[0]);
    get = field(`${servedName(f)}.${leaf ? servedName(leaf) : rest[0]}`);
  } else if (f.related_model && pathOfModel.has(f.related_model)) {
    // A primary key into another served list: that record's field.
    const target = pathOfModel.get(f.related_model)!;
    const te = cat.endpoints.find((x) => x.path === target)!;
    leaf = te.fields.find((x) => x.name === rest[0]) ?? te.fields.find((x) => x.source?.split('.')[1] === rest[0]);
    const k = leaf ? servedName(leaf) : rest[0]!;
    const own = servedName(f);
    get = (r) => recordOf(target, r[own])?.[k] ?? null;
  } else {
    throw new Error(`catalogue oracle: ${e.path} filter ${cf.field}: cannot follow ${head}`);
  }

  return cf.lookups.map((lookup, i) => {
    const param = params[i]!;
    const out = filterFor(param, lookup, get, leaf, cf, available);
    if (!absent) return out;
    return { ...out, absent: true, read: (v: string) => { const o = out.read(v); return o && 'pred' in o ? { ...o, pred: NOTHING } : o; } };
  });
}

function filterFor(
  param: string, lookup: string, get: Get, leaf: CatField | undefined, cf: CatFilter, available: (model: string | undefined) => ReadonlySet<string>,
): Draft {
  const g = { get };
  if (lookup === 'icontains') return { ...textContains(param, get, ''), gen: 'text', ...g };
  if (lookup.startsWith('date__')) return datedFilter(param, get, (lookup === 'date__exact' ? 'exact' : lookup.slice(6)) as Op);
  const decimal = leaf?.decimal_as_string === true || leaf?.model_field === 'DecimalField';
  const float = leaf?.json_type === 'number';
  if (lookup === 'range') {
    if (leaf?.format === 'date-time') return dateTimeRange(param, get);
    if (leaf?.format === 'date') return dateRange(param, get);
    if (leaf?.json_type === 'integer') return { ...rangeFilter(param, get, ''), gen: 'range', ...g };
    throw new Error(`catalogue oracle: no range on ${cf.field}`);
  }
  const op = lookup as Op;
  if (cf.declared_filter === 'NumberFilter' || decimal || float) {
    if (leaf?.json_type === 'integer') return { ...numberFilter(param, get, op, ''), gen: 'number', ...g };
    return decimalFilter(param, get, op, float);
  }
  if (cf.declared_filter === 'CharFilter') {
    if (op === 'exact') return { ...textExact(param, get, ''), gen: 'text', ...g };
    return textOrder(param, get, op);
  }
  if (leaf?.json_type === 'array') return memberFilter(param, get, available(leaf.related_model));
  if (leaf?.json_type === 'integer') return { ...numberFilter(param, get, op, ''), gen: 'number', ...g };
  if (leaf?.json_type === 'boolean') return { ...boolFilter(param, get), gen: 'bool', ...g };
  if (leaf?.choices && op === 'exact') return choiceOf(param, get, leaf.choices);
  if (op === 'exact') return { ...textExact(param, get, ''), gen: 'text', ...g };
  return textOrder(param, get, op);
}

// ---------------------------------------------------------------------------------------------------------------
// Answers.

export interface Verdict {
  readonly errors?: Record<string, string[]>;
  readonly preds?: Pred[];
}

export class CatalogueOracle {
  readonly endpoints: readonly Endpoint[];
  private readonly byPath = new Map<string, Endpoint>();
  private readonly sorted = new Map<string, Rec[]>();

  /**
   * `pageSizes` replaces an endpoint's page size and max_page_size (the KNOWN lists use it to say what the server
   * does instead of what the catalogue says).
   */
  constructor(readonly cat: Catalogue, readonly db: Databank, readonly base = 'http://testserver/api/',
    pageSizes: Readonly<Record<string, readonly [number, number]>> = {}) {
    this.endpoints = servedEndpoints(cat, db).map((e) => {
      const o = pageSizes[e.path];
      return o ? { ...e, pageSize: o[0], maxPageSize: o[1] } : e;
    });
    for (const e of this.endpoints) {
      this.byPath.set(e.path, e);
      this.sorted.set(e.path, [...(db.get(e.path) ?? [])].sort((a, b) => cmpId(a.id, b.id)));
    }
  }

  endpoint(path: string): Endpoint {
    const e = this.byPath.get(path);
    if (!e) throw new Error(`not a served endpoint: ${path}`);
    return e;
  }

  records(path: string): readonly Rec[] {
    return this.sorted.get(path) ?? [];
  }

  /** The form's verdict: every invalid parameter's message in declaration order, or the predicates that apply. */
  read(path: string, pairs: readonly [string, string][]): Verdict {
    const errors: Record<string, string[]> = {};
    const preds: Pred[] = [];
    for (const f of this.endpoint(path).filters) {
      let out: Outcome;
      if (f.readAll) {
        const values = pairs.filter(([k]) => k === f.param).map(([, v]) => v);
        if (!values.length) continue;
        out = f.readAll(values);
      } else {
        const value = lastValue(pairs, f.param);
        if (value === undefined) continue;
        out = f.read(value);
      }
      if (out === null) continue;
      if ('error' in out) errors[f.param] = [out.error];
      else preds.push(out.pred);
    }
    return Object.keys(errors).length ? { errors } : { preds };
  }

  /** Every record a query selects, in order (undefined for a 400). */
  selected(path: string, rawQuery: string): Rec[] | undefined {
    const pairs = parseQsl(rawQuery);
    const v = this.read(path, pairs);
    if (v.errors) return undefined;
    return this.order(path, pairs, this.records(path).filter(this.matcher(path, pairs, v.preds!)));
  }

  /** The filters' predicates and DRF's SearchFilter after them (DjangoFilterBackend, then SearchFilter: the original's order). */
  private matcher(path: string, pairs: readonly [string, string][], preds: readonly Pred[]): Pred {
    const e = this.endpoint(path);
    const search = e.search.length ? searchPredicate(e.search, lastValue(pairs, 'search')) : undefined;
    const all = search ? [...preds, search] : preds;
    return (r) => all.every((p) => p(r));
  }

  /** DRF OrderingFilter over the sortable fields; unknown terms dropped; the id breaks ties. */
  private order(path: string, pairs: readonly [string, string][], records: Rec[]): Rec[] {
    const raw = lastValue(pairs, 'ordering');
    if (!raw) return records;
    const e = this.endpoint(path);
    const terms = raw.split(',').map(pyStrip).filter((t) => e.sortable.includes(t.startsWith('-') ? t.slice(1) : t));
    if (!terms.length) return records;
    const keys = terms.map((t) => ({ name: t.replace(/^-/, ''), desc: t.startsWith('-') }));
    return [...records].sort((a, b) => {
      for (const { name, desc } of keys) {
        const x = a[name], y = b[name];
        if (x === y) continue;
        let d: number;
        if (x === null || x === undefined) d = 1; // nulls last ascending, first descending (PostgreSQL)
        else if (y === null || y === undefined) d = -1;
        else d = e.compare.get(name)!(x, y);
        if (d !== 0) return desc ? -d : d;
      }
      return cmpId(a.id, b.id);
    });
  }

  /** DRF `_positive_int(page_size, strict=True, cutoff=max_page_size)`, else the page size. */
  pageSizeOf(path: string, pairs: readonly [string, string][]): number {
    const e = this.endpoint(path);
    const raw = lastValue(pairs, 'page_size');
    if (raw === undefined) return e.pageSize;
    const v = pyInt(raw);
    if (v === undefined || v <= 0n) return e.pageSize;
    return v > BigInt(e.maxPageSize) ? e.maxPageSize : Number(v);
  }

  /** The answer to GET /api/<path>/?<rawQuery>. */
  answer(path: string, rawQuery: string): Expected {
    const pairs = parseQsl(rawQuery);
    const v = this.read(path, pairs);
    if (v.errors) return { status: 400, body: v.errors };
    const ordered = this.order(path, pairs, this.records(path).filter(this.matcher(path, pairs, v.preds!)));
    return pageAnswer(`${this.base}${path}/`, pairs, ordered, this.pageSizeOf(path, pairs));
  }

  /**
   * Whether the keys of a 400 body come in the declaration order: a parameter of a lower group before every one of a
   * higher group. Returns the first pair out of order, or undefined.
   */
  orderProblem(path: string, keys: readonly string[]): string | undefined {
    const group = new Map(this.endpoint(path).filters.map((f) => [f.param, f.group]));
    for (let i = 1; i < keys.length; i++) {
      const a = group.get(keys[i - 1]!), b = group.get(keys[i]!);
      if (a !== undefined && b !== undefined && a > b) return `${keys[i - 1]} before ${keys[i]}`;
    }
    return undefined;
  }
}

/** For the record-shape checks: the nested shape's fields. */
export function shapeFields(cat: Catalogue, name: string): readonly CatField[] {
  const s = cat.shapes[name];
  if (!s) throw new Error(`catalogue: no shape ${name}`);
  return s.fields;
}

/**
 * Problems of one record against the catalogue: keys in order, JSON types, nullability (coded common fields and the
 * polity summary never null but where the issue allows), nested shapes, the name constant, decimals, formats.
 */
export function recordProblems(cat: Catalogue, e: Endpoint, r: Rec): string[] {
  const out: string[] = [];
  const keys = Object.keys(r);
  if (keys.join(',') !== e.keys.join(',')) out.push(`keys ${keys.join(',')} ≠ ${e.keys.join(',')}`);
  for (const f of e.fields) {
    const k = servedName(f);
    if (!(k in r)) continue;
    let nullable = f.nullable;
    if (e.coded && CODED_NEVER_NULL.includes(f.name)) nullable = false;
    if (e.coded && CODED_MAY_BE_NULL.includes(f.name)) nullable = true;
    out.push(...valueProblems(cat, f, r[k], nullable, k, e.coded && f.name === 'polity'));
  }
  if (e.cat.name_constant !== null && r.name !== e.cat.name_constant) out.push(`name ${JSON.stringify(r.name)} ≠ ${e.cat.name_constant}`);
  return out;
}

const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function valueProblems(cat: Catalogue, f: CatField, v: unknown, nullable: boolean, at: string, strictSummary: boolean): string[] {
  if (v === null) return nullable ? [] : [`${at}: null`];
  if (v === undefined) return [`${at}: missing`];
  const jt = (x: unknown): string => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x === 'number' ? (Number.isInteger(x) ? 'integer' : 'number') : typeof x);
  const t = jt(v);
  const ok = t === f.json_type || (f.json_type === 'number' && t === 'integer');
  if (!ok) return [`${at}: ${t}, not ${f.json_type}`];
  const out: string[] = [];
  if (f.json_type === 'string') {
    const s = v as string;
    if (f.format === 'date-time' && !DATE_TIME.test(s)) out.push(`${at}: not a date-time: ${s}`);
    if (f.format === 'date' && !/^\d{4}-\d\d-\d\d$/.test(s)) out.push(`${at}: not a date: ${s}`);
    if (f.format === 'uuid' && !UUID.test(s)) out.push(`${at}: not a uuid: ${s}`);
    if (f.decimal_as_string) {
      const places = f.decimal_places ?? 0;
      const re = places ? new RegExp(`^-?\\d+\\.\\d{${places}}$`) : /^-?\d+$/;
      if (!re.test(s)) out.push(`${at}: not a decimal with ${places} places: ${s}`);
    }
  }
  if (f.nested) {
    const shape = shapeFields(cat, f.nested);
    const items = f.json_type === 'array' ? (v as unknown[]) : [v];
    items.forEach((item, i) => {
      const where = f.json_type === 'array' ? `${at}[${i}]` : at;
      if (jt(item) !== 'object') { out.push(`${where}: ${jt(item)}, not object`); return; }
      const o = item as Rec;
      const want = shape.map(servedName);
      if (Object.keys(o).join(',') !== want.join(',')) out.push(`${where}: keys ${Object.keys(o).join(',')} ≠ ${want.join(',')}`);
      for (const g of shape) out.push(...valueProblems(cat, g, o[servedName(g)], strictSummary ? false : g.nullable, `${where}.${servedName(g)}`, false));
    });
  } else if (f.json_type === 'array') {
    for (const [i, x] of (v as unknown[]).entries()) if (jt(x) !== 'integer') out.push(`${at}[${i}]: ${jt(x)}, not a primary key`);
  } else if (f.format === 'geojson-geometry' && typeof (v as Rec).type !== 'string') out.push(`${at}: not a GeoJSON geometry`);
  return out;
}

/** The columns a CSV header should name, json_normalize-style: a nested object's keys as `key.sub`. */
export function csvTopKeys(header: readonly string[]): string[] {
  const out: string[] = [];
  for (const h of header) {
    const top = h.split('.')[0]!;
    if (out[out.length - 1] !== top) out.push(top);
  }
  return out;
}
