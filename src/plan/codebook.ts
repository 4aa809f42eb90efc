/**
 * The codebook (docs/research.md): what its requests ask (format, page, page size) as a plan with a canonical key,
 * and what the stores count for one collection's entry (`statsPlan`): the typed columns its polities, years and
 * vocabulary values are read from.
 */
import { ignoredParams } from './ignored.js';
import type { CollectionDef, ColumnDef } from '../registry/index.js';
import { negotiate, parseFormat } from './parse.js';
import { isDownload, type Format } from './plan.js';
import { pythonInt } from './python.js';
import { lastValue, linkQuery, type QueryPairs } from './query.js';
import { pageSize } from './values.js';

/** Entries per page of the codebook's JSON list, and the most `page_size` may ask. */
export const CODEBOOK_PAGE_SIZE = 50;
export const CODEBOOK_MAX_PAGE_SIZE = 1000;

const FORMATS: Readonly<Record<string, Format>> = { api: 'json', json: 'json', csv: 'csv', ndjson: 'ndjson' };

/** A codebook request: one entry (`path`) or the list; JSON pages or a download of every entry. */
export interface CodebookPlan {
  readonly format: Format;
  /** For the list's JSON pages: the page (0 or past the end: `Invalid page.`) and its size. */
  readonly page: number | 'last';
  readonly pageSize: number;
  /** The query, for the page links. */
  readonly query: QueryPairs;
  /** What the answer's bytes depend on beside the generation and the link base. */
  readonly key: string;
  /** The parameters it does not read, in query order, each once (X-Ignored-Parameters). */
  readonly ignored: readonly string[];
}

/** What the codebook reads: an entry its format alone, the list its pages too. */
const ENTRY_PARAMS: ReadonlySet<string> = new Set(['format']);
const LIST_PARAMS: ReadonlySet<string> = new Set(['format', 'page', 'page_size']);

/** Parses the codebook's parameters (`format` or Accept; `page`, `page_size` as the lists read them). */
export function parseCodebookPlan(query: QueryPairs, accept: string | undefined, path?: string): CodebookPlan {
  const format = parseFormat(query, FORMATS) ?? negotiate(accept);
  const where = path ?? '';
  const ignored = ignoredParams(query, path === undefined ? LIST_PARAMS : ENTRY_PARAMS);
  if (isDownload(format) || path !== undefined) return { format, page: 1, pageSize: CODEBOOK_PAGE_SIZE, query, key: `codebook\0${where}\0${format}`, ignored };
  const raw = lastValue(query, 'page');
  let page: number | 'last' = 1;
  if (raw === 'last') page = 'last';
  else if (raw !== undefined) {
    const n = pythonInt(raw);
    page = n === undefined ? 0 : n > 1_000_000_000n ? 1_000_000_000 : Number(n);
  }
  const size = pageSize(lastValue(query, 'page_size'), CODEBOOK_PAGE_SIZE, CODEBOOK_MAX_PAGE_SIZE);
  const rest = linkQuery(query.filter(([name]) => name !== 'page'), undefined);
  return { format, page, pageSize: size, query, key: `codebook\0\0${format}\0${size}\0${page}\0${rest}`, ignored };
}

/** What a store counts of one collection for its codebook entry: each a typed column's name (registry `columns`). */
export interface StatsPlan {
  /** The polity id of each record (distinct ones are counted); absent where the records are about no polity. */
  readonly polity?: string;
  /** The records' own first and last years (the minimum of one, the maximum of the other). */
  readonly yearFrom?: string;
  readonly yearTo?: string;
  /** The fields whose records are counted per value (those with a vocabulary), each with its column. */
  readonly counted: readonly { readonly field: string; readonly column: string }[];
}

const plans = new WeakMap<CollectionDef, StatsPlan>();

/**
 * The columns of a collection's counts, from what the registry derives: the polity is the column of its `polity`
 * filter (ids); the years are the record's own years that `covers_year` falls back from (a coded value's, a
 * polity's), or else its first two year fields (a capital's, a shape's); the values the text column of each field
 * with a vocabulary. A field with no such column is not counted.
 */
export function statsPlan(def: CollectionDef): StatsPlan {
  const known = plans.get(def);
  if (known) return known;
  const polityField = def.fields.some((f) => f.role === 'polity');
  const polity = polityField ? def.filters.find((f) => f.lookup === 'in' && f.value === 'ids' && !f.via)?.column : undefined;
  const [yearFrom, yearTo] = yearColumns(def);
  const counted = def.fields.flatMap((f) => {
    const column = f.vocabulary ? plainColumn(def, [f.name], 'text') : undefined;
    return column ? [{ field: f.name, column: column.name }] : [];
  });
  const plan: StatsPlan = { ...(polity ? { polity } : {}), ...(yearFrom && yearTo ? { yearFrom, yearTo } : {}), counted };
  plans.set(def, plan);
  return plan;
}

/** The columns of a record's own first and last year, if it has both. */
function yearColumns(def: CollectionDef): [string | undefined, string | undefined] {
  const covers = def.filters.find((f) => f.lookup === 'covers');
  if (covers) {
    const own = (name: string | undefined): string | undefined => {
      const source = def.columns.find((c) => c.name === name)?.sources[0];
      return source ? plainColumn(def, source, 'int')?.name : undefined;
    };
    return [own(covers.column), own(covers.column2)];
  }
  const years = def.fields.filter((f) => f.role === 'year').map((f) => plainColumn(def, [f.name], 'int')?.name);
  return [years[0], years[1]];
}

/** The column holding exactly the value at a record path (no fallback, no folding), of a type. */
function plainColumn(def: CollectionDef, path: readonly string[], type: ColumnDef['type']): ColumnDef | undefined {
  return def.columns.find((c) => c.type === type && c.sources.length === 1 && c.sources[0]!.join('.') === path.join('.'));
}
