/**
 * What a request asks for that no read uses: parameters a path does not read (DRF ignores them: `?year__gt=2000`
 * on references answers every reference), and an exact filter's value that equals a value of its field's vocabulary
 * only in another letter case (`?token=Present` selects nothing). Both are told beside the answer (the
 * `X-Ignored-Parameters` and `X-Case-Mismatch` headers, a notice on the HTML list page); the answer is the same.
 *
 * A name is "known" when this server or the original reads it on that path, so that no parameter the original reads
 * is ever called ignored. Pure functions of the registry and the query, linear in the query; per-collection sets
 * are made once.
 */
import type { CollectionDef } from '../registry/index.js';
import { lastValue, type QueryPairs } from './query.js';
import { pyStrip } from './python.js';

/** DRF's format override (URL_FORMAT_OVERRIDE): read on every path. */
const FORMAT = 'format';
/** DRF SearchFilter's parameter, where the collection declares search fields. */
const SEARCH = 'search';
/** Facets (docs/research.md) on every list. */
const FACET = 'facet';
/** Pagination (PageNumberPagination with page_size_query_param). */
const PAGINATION = ['page', 'page_size'] as const;

const LIST_KNOWN = new WeakMap<CollectionDef, ReadonlySet<string>>();
const RECORD_KNOWN = new WeakMap<CollectionDef, ReadonlySet<string>>();

/**
 * A list's parameters, in the order a person would look for them: its filters, `search` where it searches, the
 * pagination, `format`, `ordering` where it sorts, and `facet`.
 */
export function listParams(def: CollectionDef): ReadonlySet<string> {
  let names = LIST_KNOWN.get(def);
  if (!names) {
    names = new Set([
      ...def.filters.map((f) => f.param), ...(def.search.length ? [SEARCH] : []), ...PAGINATION, FORMAT,
      ...(def.sortable.size ? ['ordering'] : []), FACET,
    ]);
    LIST_KNOWN.set(def, names);
  }
  return names;
}

/**
 * A record's parameters: `format`, and what the original reads on a record too. DRF's `get_object()` runs the
 * view's filter backends (`filter_queryset`), so the original reads a list's filters and `search` on its records
 * (a record they exclude is its 404); this server answers the record whatever they say, but they are not unknown
 * to the path. Pagination, `ordering` (an extension of the lists) and `facet` are read by no record.
 */
export function recordParams(def: CollectionDef): ReadonlySet<string> {
  let names = RECORD_KNOWN.get(def);
  if (!names) {
    names = new Set([...def.filters.map((f) => f.param), ...(def.search.length ? [SEARCH] : []), FORMAT]);
    RECORD_KNOWN.set(def, names);
  }
  return names;
}

/** The API root and the paths that read nothing but the format. */
export const FORMAT_ONLY: ReadonlySet<string> = new Set([FORMAT]);

/** The names of `query` not in `known`, in the query's order, each once. */
export function ignoredParams(query: QueryPairs, known: ReadonlySet<string>): readonly string[] {
  let out: string[] | undefined;
  for (const [name] of query) {
    if (known.has(name)) continue;
    out ??= [];
    if (!out.includes(name)) out.push(name);
  }
  return out ?? NONE;
}

const NONE: readonly string[] = Object.freeze([]);

/** An exact text filter over a field with a vocabulary: its parameter, and the vocabulary by its lower case. */
interface Vocabulary { readonly param: string; readonly choices: ReadonlySet<string>; readonly byLower: ReadonlyMap<string, string> }
const VOCABULARIES = new WeakMap<CollectionDef, readonly Vocabulary[]>();

/**
 * The exact filters whose field has a vocabulary and whose value is read as free text (a choice filter refuses a
 * value outside its choices with a 400 that says so). The vocabulary is the field's `choices` (the original's), or,
 * where the registry has none (the spec's collections: `token`), the values the spec observed (`observed`).
 */
function vocabularies(def: CollectionDef): readonly Vocabulary[] {
  const known = VOCABULARIES.get(def);
  if (known) return known;
  const out: Vocabulary[] = [];
  for (const f of def.filters) {
    if (f.lookup !== 'exact' || f.value !== 'text' || f.via) continue;
    const field = def.fields.find((d) => d.name === f.column);
    const choices = field?.choices ?? field?.observed;
    if (!choices?.length) continue;
    const byLower = new Map<string, string>();
    for (const c of choices) if (!byLower.has(c.toLowerCase())) byLower.set(c.toLowerCase(), c);
    out.push({ param: f.param, choices: new Set(choices), byLower });
  }
  VOCABULARIES.set(def, out);
  return out;
}

/**
 * `param=value` for each exact filter of `def` whose value (the last, stripped as CharField strips it) is not in its
 * field's vocabulary but equals a value of it in another letter case: `token=present` for `?token=Present`.
 */
export function caseMismatches(def: CollectionDef, query: QueryPairs): readonly string[] {
  let out: string[] | undefined;
  for (const v of vocabularies(def)) {
    const raw = lastValue(query, v.param);
    if (raw === undefined) continue;
    const value = pyStrip(raw);
    if (v.choices.has(value)) continue;
    const spelt = v.byLower.get(value.toLowerCase());
    if (spelt === undefined) continue;
    (out ??= []).push(`${v.param}=${spelt}`);
  }
  return out ?? NONE;
}

/** The longest name compared for a suggestion (a longer one is no misspelling of a parameter). */
const SUGGEST_MAX = 64;

/**
 * The known name closest to `name` by Damerau–Levenshtein distance (optimal string alignment), if it is within 2
 * edits (`year__gt` → `year__gte`, `Token` → `token`, `yaer` → `year`); ties go to the first known. Bounded: names
 * longer than SUGGEST_MAX are not compared, and a known name whose length differs by more than 2 is skipped.
 */
export function suggestion(name: string, known: Iterable<string>): string | undefined {
  if (name.length > SUGGEST_MAX) return undefined;
  let best: string | undefined, bestDistance = 3;
  for (const k of known) {
    if (Math.abs(k.length - name.length) >= bestDistance || k.length > SUGGEST_MAX) continue;
    const d = distance(name, k);
    if (d > 0 && d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best;
}

/** Optimal string alignment distance (adjacent transpositions count one edit). */
function distance(a: string, b: string): number {
  const m = a.length, n = b.length;
  let before = new Array<number>(n + 1).fill(0), prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
    }
    [before, prev] = [prev, row];
  }
  return prev[n]!;
}
