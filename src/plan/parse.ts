/**
 * Request → plan, or an error: the one parser of what a read asks for. Checks run in DRF's order: the format
 * (content negotiation, 404), then the filters (django-filter's form, 400 with every invalid parameter), then the
 * page (the paginator, 404 `Invalid page.`, resolved once the count is known).
 */
import type { CollectionDef, FilterDef } from '../registry/index.js';
import { FACET_PARAM, parseFacets } from './facets.js';
import { upper } from '../registry/columns.js';
import { FilterError, UnknownFormatError } from './errors.js';
import { isDownload, type Condition, type Format, type ListPlan, type MemberCheck, type Order, type RecordPlan } from './plan.js';
import { isPySpace, pyStrip, pythonInt } from './python.js';
import { recordId } from './record-id.js';
import { caseMismatches, ignoredParams, listParams, recordParams } from './ignored.js';
import { lastValue, linkQuery, type QueryPairs } from './query.js';
import { cleanDate, cleanDateTime } from './dates.js';
import { cleanBoolean, cleanChar, cleanChoice, cleanDecimal, cleanRange, pageSize, tooLong, type Clean, type DecimalValue } from './values.js';


/** Formats a record and the root answer in: `api` and `json` are DRF's JSON renderers (both answer JSON). */
const FORMATS: Readonly<Record<string, Format>> = { api: 'json', json: 'json' };
/** A list also renders the whole selection as CSV or NDJSON. */
const LIST_FORMATS: Readonly<Record<string, Format>> = { ...FORMATS, csv: 'csv', ndjson: 'ndjson' };

/** `format` selects a renderer in DRF; an unknown one is a 404, an empty one is ignored. */
export function parseFormat(query: QueryPairs, formats: Readonly<Record<string, Format>> = FORMATS): Format | undefined {
  const format = lastValue(query, 'format');
  if (!format) return undefined;
  const known = Object.hasOwn(formats, format) ? formats[format] : undefined; // `constructor` is no format
  if (!known) throw new UnknownFormatError(format);
  return known;
}

/** A list's renderers in DRF's order, with their media types: JSON first, so it wins ties and is the default. */
const RENDERERS: readonly { readonly format: Format; readonly main: string; readonly sub: string }[] = [
  { format: 'json', main: 'application', sub: 'json' },
  { format: 'csv', main: 'text', sub: 'csv' },
  { format: 'ndjson', main: 'application', sub: 'x-ndjson' },
];

/**
 * DRF's DefaultContentNegotiation over `Accept`, for a list without `format`: media types are taken by precedence
 * (a full type with parameters other than `q`, then a full type, then `type/*`, then `*\/*`); within one precedence,
 * the first renderer that matches wins (JSON, CSV, NDJSON); q values are not compared, as DRF does not compare them.
 * Where DRF would answer 406 (nothing matches), the API keeps answering JSON, as it always has; a type with `q=0`
 * is a refusal (RFC 9110 §12.4.2) and matches nothing.
 */
export function negotiate(accept: string | undefined): Format {
  if (!accept) return 'json';
  const byPrecedence: { main: string; sub: string }[][] = [[], [], [], []];
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';');
    const full = type.trim().toLowerCase();
    if (!full) continue;
    const slash = full.indexOf('/');
    const main = slash < 0 ? full : full.slice(0, slash), sub = slash < 0 ? '' : full.slice(slash + 1);
    let refused = false, onlyQ = true;
    for (const param of params) {
      const eq = param.indexOf('=');
      const name = (eq < 0 ? param : param.slice(0, eq)).trim().toLowerCase();
      if (!name) continue;
      if (name !== 'q') onlyQ = false;
      else if (Number(param.slice(eq + 1).trim()) === 0) refused = true;
    }
    if (refused) continue;
    byPrecedence[main === '*' ? 0 : sub === '*' ? 1 : onlyQ ? 2 : 3]!.push({ main, sub });
  }
  for (let p = 3; p >= 0; p--) {
    for (const r of RENDERERS) {
      for (const m of byPrecedence[p]!) {
        if ((m.sub === '*' || m.sub === r.sub) && (m.main === '*' || m.main === r.main)) return r.format;
      }
    }
  }
  return 'json';
}

export { recordId } from './record-id.js';

export function parseRecordPlan(def: CollectionDef, id: string, query: QueryPairs): RecordPlan {
  const format = parseFormat(query) ?? 'json';
  const canonical = recordId(def, id);
  // Every spelling of one id is one answer (`1`, `01`, ` +1`): keyed by the id it names. An id that names nothing
  // has no key of its own (its 404 is never kept).
  const key = `${def.path}\0${format}\0${canonical ?? ''}`;
  return { kind: 'record', def, id, canonical, format, key, ignored: ignoredParams(query, recordParams(def)) };
}

/** What a list's query holds that no read uses (plan/ignored.ts): told beside the answer, which it does not change. */
function notices(def: CollectionDef, query: QueryPairs): Pick<ListPlan, 'stray' | 'ignored' | 'caseMismatch'> {
  const ignored = ignoredParams(query, listParams(def));
  return { stray: ignored.length > 0, ignored, caseMismatch: caseMismatches(def, query) };
}

/**
 * A list read: `format` (or, without one, `accept`: content negotiation) picks JSON pages or a download; then the
 * filters and the ordering; then, for JSON, the page and page size (a download has neither).
 */
export function parseListPlan(def: CollectionDef, query: QueryPairs, accept?: string): ListPlan {
  const format = parseFormat(query, LIST_FORMATS) ?? negotiate(accept);
  const where: Condition[] = [];
  const errors: Record<string, string[]> = {};
  const members: MemberCheck[] = [];
  for (const filter of def.filters) {
    if (filter.value === 'member') {
      const result = memberCondition(filter, query, members);
      if (typeof result === 'string') errors[filter.param] = [result];
      else if (result) where.push(result);
      continue;
    }
    const raw = lastValue(query, filter.param);
    if (raw === undefined) continue;
    const long = tooLong(raw);
    if (long) {
      errors[filter.param] = [long];
      continue;
    }
    const result = condition(filter, raw);
    if (typeof result === 'string') errors[filter.param] = [result];
    else if (result) where.push(result);
  }
  const facets = parseFacets(def, query, errors);
  if (Object.keys(errors).length) throw new FilterError(errors, members, def.filters.map((f) => f.param));
  const terms = def.search.length ? searchTerms(boundedSearch(query, def, members)) : [];
  if (terms.length) where.push({ op: 'search', table: def.table, columns: def.search, terms });
  const order = ordering(def, lastValue(query, 'ordering'));
  const whereKey = JSON.stringify(where, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
  // Facets change the body, not the rows: they join the key (only when asked, so other keys stay as they were).
  const facetKey = facets.length ? `\0facets\0${facets.map((f) => f.field).join(',')}` : '';
  if (isDownload(format)) {
    // The whole selection: its bytes depend on the collection, the format, the filters and the ordering alone.
    const key = `${def.path}\0${format}\0${whereKey}\0${JSON.stringify(order)}${facetKey}`;
    return { kind: 'list', def, where, members, order, whereKey, page: 1, pageSize: def.pageSize, format, query, key, rowsKey: key, ...notices(def, query), facets };
  }
  const rawPage = lastValue(query, 'page');
  let page: number | 'last';
  if (rawPage === undefined) page = 1;
  else if (rawPage === 'last') page = 'last';
  else {
    const n = pythonInt(rawPage);
    page = n === undefined ? 0 : n > 1_000_000_000n ? 1_000_000_000 : Number(n); // 0 and past-the-end: Invalid page
  }
  const size = pageSize(lastValue(query, 'page_size'), def.pageSize, def.maxPageSize);
  const rest = linkQuery(query.filter(([name]) => name !== 'page'), undefined);
  return {
    kind: 'list', def, where, members, order, whereKey, page, pageSize: size, format, query,
    key: `${def.path}\0${format}\0${size}\0${page}\0${rest}${facetKey}`,
    rowsKey: `${def.path}\0${whereKey}\0${JSON.stringify(order)}\0${size}\0${page}`,
    ...notices(def, query), facets,
  };
}

/**
 * DRF OrderingFilter: `ordering=f1,-f2`, terms stripped, unknown ones dropped (a term is valid when it is a
 * sortable name, optionally after one `-`); none left means the default order. The id breaks ties.
 */
function ordering(def: CollectionDef, raw: string | undefined): Order[] {
  if (!raw) return [];
  const out: Order[] = [];
  const seen = new Set<string>(); // a column sorted again cannot change the order: kept once (hostile input stays small)
  for (let start = 0; start <= raw.length;) {
    let end = raw.indexOf(',', start);
    if (end < 0) end = raw.length;
    if (end > start) {
      const term = pyStrip(raw.slice(start, end));
      const descending = term.startsWith('-');
      const column = def.sortable.get(descending ? term.slice(1) : term);
      if (column !== undefined && !seen.has(column)) {
        seen.add(column);
        out.push({ column, descending });
      }
    }
    start = end + 1;
  }
  return out;
}

/** `search`, bounded as filter values are (after them: the original's SearchFilter runs after its filters). */
function boundedSearch(query: QueryPairs, def: CollectionDef, members: MemberCheck[]): string | undefined {
  const raw = lastValue(query, SEARCH_PARAM), long = raw === undefined ? undefined : tooLong(raw);
  if (long) throw new FilterError({ [SEARCH_PARAM]: [long] }, members, [...def.filters.map((f) => f.param), SEARCH_PARAM]);
  return raw;
}

/** The condition one parameter asks for; undefined applies no filter; a string is the error message. */
function condition(filter: FilterDef, raw: string): Condition | undefined | string {
  const c = compare(filter, raw);
  if (c === undefined || typeof c === 'string' || !filter.via) return c;
  return { op: 'via', column: filter.column, table: filter.via.table, condition: c };
}

function compare(filter: FilterDef, raw: string): Condition | undefined | string {
  const column = filter.via ? filter.via.column : filter.column;
  switch (filter.value) {
    case 'text': {
      const v = cleanChar(raw);
      if (!v.ok) return v.error;
      if (v.value === null) return undefined;
      if (filter.lookup === 'icontains') return { op: 'contains', column, value: upper(v.value) };
      return { op: 'cmp', column, cmp: CMP[filter.lookup] ?? '=', value: v.value };
    }
    case 'choice': {
      const v = cleanChoice(raw, filter.choices ?? []);
      if (!v.ok) return v.error;
      return v.value === null ? undefined : { op: 'cmp', column, cmp: '=', value: v.value };
    }
    case 'boolean': {
      const v = cleanBoolean(raw);
      return v === null ? undefined : { op: 'cmp', column, cmp: '=', value: v ? 1 : 0 };
    }
    case 'integer': {
      if (filter.lookup === 'range') return range(column, cleanRange(raw, cleanDecimal), (d) => clamp(d.int));
      const v = cleanDecimal(raw);
      if (!v.ok) return v.error;
      return v.value === null ? undefined : integerCompare(column, filter.lookup, v.value);
    }
    case 'date': {
      if (filter.lookup === 'range') return range(column, cleanRange(raw, cleanDate), (d) => d);
      const v = cleanDate(raw);
      if (!v.ok) return v.error;
      return v.value === null ? undefined : { op: 'cmp', column, cmp: CMP[filter.lookup]!, value: v.value };
    }
    case 'datetime': // only `range` is declared on date-times (`query-params.md`)
      return range(column, cleanRange(raw, cleanDateTime), (t) => clamp64(t.micros));
    case 'ids': {
      // django-filter's BaseInFilter over forms.IntegerField: comma-separated, empty items skipped, none left is no filter.
      if (raw === '') return undefined; // an empty value is no filter
      const values: number[] = [];
      for (const part of raw.split(',')) {
        if (part === '') continue;
        const n = cleanInteger(part);
        if (n === undefined) return WHOLE_NUMBER;
        if (n >= -MAX_INT && n <= MAX_INT) values.push(Number(n));
        else values.push(Number(MAX_INT)); // no stored id is that large (ids are safe integers): matches nothing
      }
      // Only empty items (`?polity=,`): django-filter cleans them to None, and `id IN (None, …)` matches nothing.
      return values.length ? { op: 'in', column, values: [...new Set(values)] } : { op: 'none' };
    }
    case 'number': {
      // NumberFilter over a FloatField or DecimalField: the decimal compared as a number.
      if (filter.lookup === 'range') return range(column, cleanRange(raw, cleanDecimal), (d) => Number(d.text));
      const v = cleanDecimal(raw);
      if (!v.ok) return v.error;
      if (v.value === null) return undefined;
      if (filter.places !== undefined) return scaledCompare(column, filter.lookup, v.value.text, filter.places);
      return { op: 'cmp', column, cmp: CMP[filter.lookup]!, value: Number(v.value.text) };
    }
    case 'member': return memberOf(column, raw);
    case 'year': {
      if (raw === '') return undefined;
      const n = cleanInteger(raw);
      if (n === undefined) return WHOLE_NUMBER;
      if (n < -MAX_INT || n > MAX_INT) return { op: 'none' };
      return { op: 'covers', from: filter.column, to: filter.column2!, year: Number(n) };
    }
  }
}

/** DRF SearchFilter's parameter (api_settings.SEARCH_PARAM). */
const SEARCH_PARAM = 'search';

/**
 * DRF 3.14 SearchFilter.get_search_terms: the last `search` value, NULs removed, commas read as spaces, split on
 * Python's white space (str.split()). A term given twice is kept once: every term must match, so a repeat adds nothing.
 */
export function searchTerms(raw: string | undefined): string[] {
  if (!raw) return [];
  const text = raw.replaceAll('\0', '').replaceAll(',', ' ');
  const terms = new Set<string>();
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const space = i === text.length || isPySpace(text.charCodeAt(i));
    if (space && start >= 0) { terms.add(text.slice(start, i)); start = -1; }
    else if (!space && start < 0) start = i;
  }
  return [...terms];
}

/** A many-to-many list holding the key `raw` (an integer's text), or the message of a value that is no key. */
function memberOf(column: string, raw: string): Condition | string {
  // The primary key's get_prep_value: Python's int() (no `5.0`; '' is no key either).
  const n = pythonInt(raw);
  if (n === undefined) return `“${raw}” is not a valid value.`;
  return { op: 'contains', column, value: `,${n},` };
}

/**
 * ModelMultipleChoiceFilter: every value of the parameter (the widget's getlist), ORed; a value that is no key is
 * the message (the first in the query's order: Django's own order is a frozenset's, which varies from run to run);
 * every key is then to be found among the related records (`checks`), before anything is read.
 */
function memberCondition(filter: FilterDef, query: QueryPairs, checks: MemberCheck[]): Condition | string | undefined {
  const values = query.filter(([name]) => name === filter.param).map(([, v]) => v);
  if (!values.length) return undefined;
  const column = filter.via ? filter.via.column : filter.column;
  const conditions = new Map<string, Condition>();
  for (const raw of values) {
    const c = tooLong(raw) ?? memberOf(column, raw);
    if (typeof c === 'string') return c;
    conditions.set((c as { value: string }).value, c);
  }
  if (filter.among) checks.push({ param: filter.param, among: filter.among, values });
  return conditions.size === 1 ? [...conditions.values()][0] : { op: 'or', conditions: [...conditions.values()] };
}

/**
 * Django 3.2's forms.IntegerField.to_python on a non-empty value: a trailing `.0…` and white space are cut
 * (`re_decimal = r'\.0*\s*$'`), then Python's int(). Undefined when it raises ('Enter a whole number.').
 */
export function cleanInteger(raw: string): bigint | undefined {
  let end = raw.length;
  while (end > 0 && isPySpace(raw.charCodeAt(end - 1))) end--;
  let zeros = end;
  while (zeros > 0 && raw.charCodeAt(zeros - 1) === 0x30) zeros--;
  const text = zeros > 0 && raw.charCodeAt(zeros - 1) === 0x2e /* . */ ? raw.slice(0, zeros - 1) : raw;
  return pythonInt(text);
}

/** Django's IntegerField message, for the extensions' integer parameters (`polity`, `covers_year`). */
const WHOLE_NUMBER = 'Enter a whole number.';

const CMP: Readonly<Record<string, '=' | '<' | '<=' | '>' | '>='>> = { exact: '=', lt: '<', lte: '<=', gt: '>', gte: '>=' };

/** Every stored integer (and timestamp in microseconds) is a safe integer, so a bound beyond ±2^53 compares like ±2^53. */
const MAX_INT = 2n ** 53n;

/** Microseconds within SQLite's and PostgreSQL's 64-bit integers (every stored timestamp is). */
function clamp64(n: bigint): bigint {
  return n > INT64_MAX ? INT64_MAX : n < -INT64_MAX ? -INT64_MAX : n;
}
const INT64_MAX = 2n ** 63n - 1n;

function clamp(n: bigint): number {
  return Number(n > MAX_INT ? MAX_INT : n < -MAX_INT ? -MAX_INT : n);
}

/**
 * A NumberFilter's decimal against an integer column, as the original binds it: Django's IntegerField.get_prep_value
 * calls int(), truncating toward zero, for every lookup (observed on the real stack: `year_from=1.5` is
 * `"year_from" = 1`, `year_from__gte=-1.5` is `>= -1`). query-params.md says a fraction "matches nothing"; the
 * stack says otherwise, and the stack is the reference. An equality beyond every stored integer matches nothing.
 */
function integerCompare(column: string, lookup: FilterDef['lookup'], d: DecimalValue): Condition {
  const cmp = CMP[lookup]!;
  if (cmp === '=' && (d.int > MAX_INT || d.int < -MAX_INT)) return { op: 'none' };
  return { op: 'cmp', column, cmp, value: clamp(d.int) };
}

/**
 * A NumberFilter's decimal against a decimal field's `scaled` column (its digits: value × 10^places), exactly, as
 * PostgreSQL compares numeric in the original: `text` is Python's str(Decimal) (`-46.4153042295950000001`, `1E+3`,
 * `0E-7`). A value with more places than the field can equal no record; against it, `<=` is `<=` its floor and `>=`
 * is `>=` its ceiling in the column's terms.
 */
function scaledCompare(column: string, lookup: FilterDef['lookup'], text: string, places: number): Condition {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]?\d+))?$/.exec(text);
  if (!m) return { op: 'none' };
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = m;
  const mantissa = BigInt(sign + whole + fraction);
  const shift = Number(exponent) - fraction.length + places; // value × 10^places = mantissa × 10^shift
  const cmp = CMP[lookup]!;
  const bound = (n: bigint): Condition =>
    ({ op: 'cmp', column, cmp, value: n > INT64_MAX ? INT64_MAX : n < -INT64_MAX ? -INT64_MAX : n });
  if (mantissa === 0n) return bound(0n);
  if (shift >= 0) {
    if (shift > 40) return cmp === '=' ? { op: 'none' } : bound(mantissa > 0n ? INT64_MAX : -INT64_MAX); // beyond every record
    return cmp === '=' && (mantissa * 10n ** BigInt(shift) > INT64_MAX || mantissa * 10n ** BigInt(shift) < -INT64_MAX)
      ? { op: 'none' } : bound(mantissa * 10n ** BigInt(shift));
  }
  // |value × 10^places| < 1 when the shift is beyond the mantissa's digits: its floor is 0 or -1 (no huge power built).
  const tiny = -shift > (whole + fraction).replace(/^0+/, '').length;
  const divisor = tiny ? 1n : 10n ** BigInt(-shift);
  const q = tiny ? 0n : mantissa / divisor; // toward zero
  if (!tiny && mantissa % divisor === 0n) return bound(q);
  if (cmp === '=') return { op: 'none' };
  const floor = mantissa < 0n ? q - 1n : q;
  return cmp === '<' || cmp === '<=' ? { ...bound(floor), cmp: '<=' } as Condition : { ...bound(floor + 1n), cmp: '>=' } as Condition;
}

/** `column BETWEEN lo AND hi`; an empty side binds NULL in the original (`BETWEEN NULL AND 2`): nothing matches. */
function range<T>(column: string, parts: Clean<readonly [T | null, T | null]>, bound: (v: T) => number | bigint | string): Condition | undefined | string {
  if (!parts.ok) return parts.error;
  if (parts.value === null) return undefined;
  const [lo, hi] = parts.value;
  if (lo === null || hi === null) return { op: 'none' };
  return { op: 'range', column, lo: bound(lo), hi: bound(hi) };
}
