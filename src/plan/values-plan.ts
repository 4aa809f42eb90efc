/**
 * The long table's plan (`/api/values/`, docs/research.md): every coded variable's records at once, as one
 * selection. It is the concatenation, in registry order, of each taking part collection's own selection under the
 * same filters: `polity`, `covers_year`, `tag`, `is_disputed` and `is_uncertain` are filters every coded collection
 * has (read by its own FilterDefs, through `parseListPlan`), and `variable`, `section`, `subsection` choose which
 * collections take part. So a values plan is a list of per-collection RowQuerys, with a canonical key.
 */
import { ignoredParams } from './ignored.js';
import type { CollectionDef, Registry } from '../registry/index.js';
import { FilterError } from './errors.js';
import { negotiate, parseFormat, parseListPlan } from './parse.js';
import type { Format, RowQuery } from './plan.js';
import { isDownload } from './plan.js';
import { lastValue, linkQuery, type QueryPairs } from './query.js';
import { pythonInt } from './python.js';
import { cleanChoice, pageSize, tooLong } from './values.js';

/** The filters of the collections the long table passes on to each of them, in the order errors are reported. */
export const VALUES_FILTERS = ['polity', 'covers_year', 'tag', 'is_disputed', 'is_uncertain'] as const;
/** The parameters choosing the collections. */
export const VALUES_CHOICES = ['variable', 'section', 'subsection'] as const;
/** Every parameter the long table reads. */
/** Every parameter the long table reads. */
export const VALUES_PARAMS: ReadonlySet<string> = new Set<string>([...VALUES_CHOICES, ...VALUES_FILTERS, 'format', 'page', 'page_size']);
/** Default and largest page size of the long table's JSON pages (docs/research.md). */
export const VALUES_PAGE_SIZE = 100;
export const VALUES_MAX_PAGE_SIZE = 1000;

const FORMATS: Readonly<Record<string, Format>> = { api: 'json', json: 'json', csv: 'csv', ndjson: 'ndjson' };

export interface ValuesPlan {
  readonly kind: 'values';
  /** Each taking part collection's rows under the filters, in registry order (a collection no row can match is left out). */
  readonly parts: readonly RowQuery[];
  /**
   * The polity ids asked for, when that is the only filter and they are few (each polity's coded records: one
   * statement, store.polityRecords).
   */
  readonly polities: readonly number[] | undefined;
  readonly format: Format;
  readonly page: number | 'last';
  readonly pageSize: number;
  readonly query: QueryPairs;
  /** Equal keys (same generation and link base) give the same bytes. */
  readonly key: string;
  /** The query holds parameters the plan does not read: answered, never kept. */
  readonly stray: boolean;
  /** The parameters it does not read, in query order, each once (X-Ignored-Parameters). */
  readonly ignored: readonly string[];
}

/** The coded collections of a registry, in its order. */
const CODED = new WeakMap<Registry, readonly CollectionDef[]>();
export function codedCollections(registry: Registry): readonly CollectionDef[] {
  let coded = CODED.get(registry);
  if (!coded) CODED.set(registry, (coded = registry.collections.filter((d) => d.kind === 'coded')));
  return coded;
}

/** The long table's plan, or a FilterError (400) naming every invalid parameter; UnknownFormatError for a bad format. */
export function parseValuesPlan(registry: Registry, query: QueryPairs, accept?: string): ValuesPlan {
  const format = parseFormat(query, FORMATS) ?? negotiate(accept);
  const errors: Record<string, string[]> = {};
  const chosen = chooseCollections(registry, query, errors);
  const filters: [string, string][] = query.filter(([name]) => (VALUES_FILTERS as readonly string[]).includes(name)) as [string, string][];
  const parts = filterParts(chosen, filters, errors);
  if (Object.keys(errors).length) {
    const order = [...VALUES_CHOICES, ...VALUES_FILTERS] as string[];
    const sorted = Object.fromEntries(order.filter((p) => errors[p]).map((p) => [p, errors[p]!]));
    throw new FilterError(sorted, [], order);
  }
  const polities = fewPolities(parts);
  const ignored = ignoredParams(query, VALUES_PARAMS);
  const stray = ignored.length > 0;
  if (isDownload(format)) {
    // A download's bytes depend on the collections taking part and their filters alone, however the query spells them.
    const every = parts.length === codedCollections(registry).length;
    const selection = `${every ? '*' : parts.map((p) => p.def.path).join(',')}\0${[...new Set(parts.map((p) => p.whereKey))].join('\0')}`;
    return { kind: 'values', parts, polities, format, page: 1, pageSize: VALUES_PAGE_SIZE, query, key: `values\0${format}\0${selection}`, stray, ignored };
  }
  // A page's bytes hold its links, which hold the query: its key is the query (every parameter, as the links write it).
  const page = pageNumber(lastValue(query, 'page'));
  const size = pageSize(lastValue(query, 'page_size'), VALUES_PAGE_SIZE, VALUES_MAX_PAGE_SIZE);
  const rest = linkQuery(query.filter(([name]) => name !== 'page'), undefined);
  return { kind: 'values', parts, polities, format, page, pageSize: size, query, key: `values\0${format}\0${size}\0${page}\0${rest}`, stray, ignored };
}

/** DRF's page number: `last`, or an integer (0 and past the end are `Invalid page.` once the count is known). */
function pageNumber(raw: string | undefined): number | 'last' {
  if (raw === undefined) return 1;
  if (raw === 'last') return 'last';
  const n = pythonInt(raw);
  return n === undefined ? 0 : n > 1_000_000_000n ? 1_000_000_000 : Number(n);
}

/** The values of a repeatable, comma-separated parameter, in order, each once; empty items skipped. */
function listValues(query: QueryPairs, name: string): string[] {
  const out = new Set<string>();
  for (const [n, v] of query) if (n === name) for (const item of v.split(',')) if (item !== '') out.add(item);
  return [...out];
}

const invalid = (value: string): string => `Select a valid choice. ${value} is not one of the available choices.`;

/** The coded collections `variable`, `section` and `subsection` choose (all of them ANDed; none given: every one). */
function chooseCollections(registry: Registry, query: QueryPairs, errors: Record<string, string[]>): CollectionDef[] {
  let chosen = [...codedCollections(registry)];
  for (const name of ['section', 'subsection'] as const) {
    const raw = lastValue(query, name);
    if (raw === undefined || raw === '') continue;
    const known = [...new Set(codedCollections(registry).flatMap((d) => (d[name] === null ? [] : [d[name]!])))];
    const v = cleanChoice(raw, known);
    if (!v.ok) errors[name] = [v.error];
    else chosen = chosen.filter((d) => d[name] === raw);
  }
  const variables = listValues(query, 'variable');
  if (variables.length) {
    const wanted = new Set<CollectionDef>();
    for (const path of variables) {
      const def = registry.byPath(path);
      if (def?.kind !== 'coded') {
        errors.variable = [invalid(tooLong(path) ? `${path.slice(0, 50)}…` : path)]; // a value past the filters' bound shortened, as the panel's
        break;
      }
      wanted.add(def);
    }
    chosen = chosen.filter((d) => wanted.has(d));
  }
  return chosen;
}

/**
 * Each chosen collection's rows under the filters, parsed by its own filters (`parseListPlan`: the same messages as
 * its list). Collections sharing their filters' definitions share one parse. A value valid for some collections only
 * (a tag in one collection's vocabulary) leaves out the others, whose rows cannot match it.
 */
function filterParts(chosen: readonly CollectionDef[], filters: QueryPairs, errors: Record<string, string[]>): RowQuery[] {
  type Parsed = { readonly ok: true; readonly where: RowQuery['where']; readonly whereKey: string } | { readonly ok: false; readonly errors: Readonly<Record<string, readonly string[]>> };
  const parsed = new Map<string, Parsed>();
  const parts: RowQuery[] = [];
  const failures: Record<string, readonly string[]>[] = [];
  for (const def of chosen) {
    const signature = filterSignature(def);
    let p = parsed.get(signature);
    if (!p) {
      try {
        const plan = parseListPlan(def, [...filters, ['format', 'json']]);
        p = { ok: true, where: plan.where, whereKey: plan.whereKey };
      } catch (error) {
        if (!(error instanceof FilterError)) throw error;
        p = { ok: false, errors: error.errors };
      }
      parsed.set(signature, p);
    }
    if (p.ok) parts.push({ def, where: p.where, order: [], whereKey: p.whereKey });
    else failures.push(p.errors);
  }
  // A tag some collections know and others do not only leaves those out; any other refusal is the answer's.
  for (const f of failures) {
    const keys = Object.keys(f);
    if (parts.length > 0 && keys.length === 1 && keys[0] === 'tag') continue;
    for (const k of keys) errors[k] ??= [...f[k]!];
  }
  return parts;
}

/** What decides how a collection reads the long table's filters: their definitions. */
const SIGNATURES = new WeakMap<CollectionDef, string>();
function filterSignature(def: CollectionDef): string {
  let s = SIGNATURES.get(def);
  if (s === undefined) {
    const mine = def.filters.filter((f) => (VALUES_FILTERS as readonly string[]).includes(f.param));
    SIGNATURES.set(def, (s = JSON.stringify(mine.map((f) => [f.param, f.lookup, f.value, f.column, f.column2, f.choices]))));
  }
  return s;
}

/** Polity ids a plan reads by polity (store.polityRecords, one statement each) rather than by collection. */
export const FEW_POLITIES = 8;

/** The polity ids when every part's only condition is the same `polity` filter of at most FEW_POLITIES ids. */
function fewPolities(parts: readonly RowQuery[]): readonly number[] | undefined {
  let ids: readonly number[] | undefined;
  for (const p of parts) {
    const c = p.where.length === 1 ? p.where[0]! : undefined;
    if (c?.op !== 'in' || c.values.length > FEW_POLITIES || (ids !== undefined && c.values.join() !== ids.join())) return undefined;
    ids = c.values;
  }
  return ids;
}
