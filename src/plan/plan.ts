/**
 * The read plan: every read of the API as a plain value (collection, filters, ordering, page, page size, format)
 * with a canonical key. One parser makes it (`parse.ts`), one store method answers it (`Store.read`), one renderer
 * per format writes it, one cache keeps its answers. PostgREST's ApiRequest → Plan → Query → Response.
 */
import type { CollectionDef, FacetDef } from '../registry/index.js';
import type { QueryPairs } from './query.js';

/** A comparison on a typed column, its value already in the column's terms (folded text, microseconds, 0/1). */
export type Condition =
  | { readonly op: 'cmp'; readonly column: string; readonly cmp: '=' | '<' | '<=' | '>' | '>='; readonly value: number | bigint | string }
  /** Bounds are bigint for timestamps (microseconds), numbers for integers. */
  | { readonly op: 'range'; readonly column: string; readonly lo: number | bigint | string; readonly hi: number | bigint | string }
  | { readonly op: 'contains'; readonly column: string; readonly value: string }
  | { readonly op: 'in'; readonly column: string; readonly values: readonly number[] }
  | { readonly op: 'covers'; readonly from: string; readonly to: string; readonly year: number }
  /** Matches nothing (a range with an empty side, a number no integer equals). */
  | { readonly op: 'none' }
  /** Any of `conditions` holds (a many-to-many parameter given several values: django-filter ORs them). */
  | { readonly op: 'or'; readonly conditions: readonly Condition[] }
  /**
   * DRF SearchFilter with full-text fields (`@`): every term matches at least one of `columns` as Django's `search`
   * lookup matches (to_tsvector(column) @@ plainto_tsquery(term)); `table` is the collection's.
   */
  | { readonly op: 'search'; readonly table: string; readonly columns: readonly string[]; readonly terms: readonly string[] }
  /** `column` names ids of another collection (a citation's `ref`: its `table`) among whose records `condition` holds. */
  | { readonly op: 'via'; readonly column: string; readonly table: string; readonly condition: Condition };

/** One `ordering` term: a typed column (or `id`, the record order), ascending or not. */
export interface Order {
  readonly column: string;
  readonly descending: boolean;
}

/**
 * What a read answers in: `json` (the envelope, `format=api` or `json`), or a download of the whole selection, not
 * paginated: `csv` (RFC 4180, columns as pandas.json_normalize names them) or `ndjson` (one record per line).
 */
export type Format = 'json' | 'csv' | 'ndjson';

/** The formats that answer the whole selection as one streamed body (no page, no page size). */
export type DownloadFormat = Exclude<Format, 'json'>;

export function isDownload(format: Format): format is DownloadFormat {
  return format !== 'json';
}

/** The rows a list read selects: what the store answers (its key is the count cache's and the rows'). */
export interface RowQuery {
  readonly def: CollectionDef;
  /** ANDed; empty for the whole collection. */
  readonly where: readonly Condition[];
  /** Empty for the collection's own order (ascending id). */
  readonly order: readonly Order[];
  /** Canonical text of `where` (the count is cached per generation and this). */
  readonly whereKey: string;
}

/**
 * A many-to-many parameter's values, each a valid key, still to be found among the records of `among` (Django's
 * ModelMultipleChoiceField._check_values): a value no record's id reads as (its text is not str(id)) is a 400.
 */
export interface MemberCheck {
  readonly param: string;
  /** The collection whose ids are the available choices. */
  readonly among: string;
  /** The values as given, in the query's order, each an integer's text (pythonInt accepts it). */
  readonly values: readonly string[];
}

export interface ListPlan extends RowQuery {
  readonly kind: 'list';
  /** Values to find before anything is read (none for most plans): see `MemberCheck`. */
  readonly members: readonly MemberCheck[];
  /**
   * A page number, or `last` (DRF's last_page_strings); resolved against the count (`pageWindow`). A download
   * (`isDownload(format)`) has no pages: 1 and the default page size, and neither is part of its key.
   */
  readonly page: number | 'last';
  readonly pageSize: number;
  readonly format: Format;
  /** Every parameter of the request, kept in the `next`/`previous` links (DRF's replace_query_param). */
  readonly query: QueryPairs;
  /** Canonical key: equal keys (with the same generation and link base) give the same bytes. */
  readonly key: string;
  /**
   * What the page's rows and count depend on (collection, filters, ordering, page and page size), and nothing else:
   * unknown parameters and the link base, which change a page's links but not its rows, leave it alone.
   */
  readonly rowsKey: string;
  /**
   * The query holds parameters the plan does not read (a cache-buster such as `_=123`, a misspelt filter): its
   * answer is made from the rows as any other, but not kept for a next request, which would not be the same.
   * `ignored.length > 0`.
   */
  readonly stray: boolean;
  /** Those parameters' names, in the query's order, each once (plan/ignored.ts): `X-Ignored-Parameters`. */
  readonly ignored: readonly string[];
  /** `param=value` where an exact filter's value matches its vocabulary only in another case: `X-Case-Mismatch`. */
  readonly caseMismatch: readonly string[];
  /**
   * `facet=<field>`: the fields whose values are counted over the selection, in the order asked, each once (empty
   * when none is asked). JSON adds them after `results`; CSV and NDJSON answer their table instead of the records.
   */
  readonly facets: readonly FacetDef[];
}

export interface RecordPlan {
  readonly kind: 'record';
  readonly def: CollectionDef;
  /** The id as the URL names it. */
  readonly id: string;
  /** The id it names (parse.ts recordId): `1` for `01`; undefined when it names no record. */
  readonly canonical: number | string | undefined;
  readonly format: Format;
  readonly key: string;
  /** Parameters no record read uses (plan/ignored.ts), in the query's order, each once; not part of `key`. */
  readonly ignored: readonly string[];
}

export type ReadPlan = ListPlan | RecordPlan;

/** Where a page lies in the selected rows, once their count is known. */
export interface PageWindow {
  readonly page: number;
  /** Number of pages; 1 for an empty result (Django's allow_empty_first_page). */
  readonly pages: number;
  readonly offset: number;
  readonly limit: number;
}

/** DRF PageNumberPagination's page resolution; undefined for `Invalid page.` (0, past the end). */
export function pageWindow(plan: Pick<ListPlan, 'page' | 'pageSize'>, count: number): PageWindow | undefined {
  const pages = Math.max(1, Math.ceil(count / plan.pageSize));
  const page = plan.page === 'last' ? pages : plan.page;
  if (page < 1 || page > pages) return undefined;
  const offset = (page - 1) * plan.pageSize;
  return { page, pages, offset, limit: Math.max(0, Math.min(plan.pageSize, count - offset)) };
}

/** What `Store.read` answers for a list plan: the page's records as its `PageShape` asks (store.ts). */
export interface ReadResult<R = readonly string[]> {
  readonly count: number;
  /** Undefined when the page does not exist (`Invalid page.`). */
  readonly window: PageWindow | undefined;
  /** The page's records, rendered as loaded. */
  readonly rows: R;
}
