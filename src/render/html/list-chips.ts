/**
 * What a list's query asks, as removable chips in words (`Tag: Confident`, `Polity name contains: rom`), and the
 * selection's downloads (the API's list as CSV, NDJSON and JSON, whole, with the same filters and ordering). Every
 * href is the page's own query with one change, made by `withParams` (sorted and encoded as the API's links), `page`
 * dropped.
 */
import { FACET_PARAM } from '../../plan/facets.js';
import { listParams } from '../../plan/ignored.js';
import { lastValue, type QueryPairs } from '../../plan/query.js';
import { fieldWithRole, politySummary, type CollectionDef, type FilterDef } from '../../registry/index.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';
import { withParams } from './list-query.js';
import { fieldAbout, filterWords, orderingWords, valueWords } from './list-words.js';

/** Chips listed at most (a hostile query may set every parameter); the rest are counted. */
const LISTED = 20;

/** One active parameter: its name, its words and its value as a reader sees them. */
export interface Chip {
  readonly param: string;
  readonly name: string;
  readonly value: Html;
}

/** What the page read, for chips that say what is in effect rather than what was asked. */
export interface ChipContext {
  /** The page size the read used (`page_size` past its bound, or not a number, is not what was asked). */
  readonly pageSize?: number;
  /** The page's records (bodies): a polity asked by id is named by the records about it. */
  readonly rows?: readonly string[];
}

/** The parameters the page reads that change what it shows (not `page`, `format` or `facet`), set to a value. */
export function activeChips(site: Site, def: CollectionDef, query: QueryPairs, context: ChipContext = {}): Chip[] {
  const filters = new Map<string, FilterDef>(def.filters.map((f) => [f.param, f]));
  const chips: Chip[] = [];
  for (const param of listParams(def)) {
    if (param === 'page' || param === 'format' || param === FACET_PARAM) continue;
    const value = lastValue(query, param);
    if (value === undefined || value === '') continue;
    const f = filters.get(param);
    const named = f && polityNamed(def, f, value, context.rows);
    if (named) chips.push({ param, name: 'Polity', value: named });
    else if (f) chips.push({ param, name: filterWords(f), value: valueWords(site.registry, def, f, value) });
    else if (param === 'ordering') chips.push({ param, name: 'Sorted by', value: orderingChip(def, value) });
    else if (param === 'page_size') chips.push({ param, name: 'Records per page', value: pageSizeChip(value, context.pageSize) });
    else chips.push({ param, name: param === 'search' ? 'Search' : param, value: html`<span class="chip-value">${value}</span>` });
  }
  return chips;
}

/** The sort in effect: the sortable terms in words, the others said to be ignored (DRF's OrderingFilter drops them). */
function orderingChip(def: CollectionDef, value: string): Html {
  const terms = value.split(',').map((t) => t.trim()).filter((t) => t !== '');
  const known = (t: string): boolean => def.sortable.has(t.replace(/^-/, ''));
  const used = terms.filter(known), ignored = terms.filter((t) => !known(t));
  return html`<span class="chip-value">${used.length ? orderingWords(used.join(',')) : 'id (the default)'}</span>${ignored.length
    ? html` <small class="muted">(ignored: ${ignored.join(', ')})</small>` : ''}`;
}

/** The page size in effect, and what was asked where it differs (past the largest, or not a number). */
function pageSizeChip(value: string, used: number | undefined): Html {
  if (used === undefined || String(used) === value.trim()) return html`<span class="chip-value">${value}</span>`;
  return html`<span class="chip-value">${used}</span> <small class="muted">(asked ${value})</small>`;
}

/** A polity asked for by one id (`polity=563`), named as the records about it name it; undefined otherwise. */
function polityNamed(def: CollectionDef, f: FilterDef, value: string, rows: readonly string[] | undefined): Html | undefined {
  if (f.value !== 'ids' || !rows?.length || !/^\s*\d+\s*$/.test(value)) return undefined;
  const subject = def.kind === 'polity' ? undefined : fieldWithRole(def, 'polity');
  if (def.kind !== 'polity' && (!subject || fieldAbout(def, f)?.name !== subject.name)) return undefined;
  const id = Number(value);
  for (const row of rows) {
    const record = JSON.parse(row) as Record<string, unknown>;
    const p = politySummary(subject ? record[subject.name] : record);
    if (p.id === id && p.longName) return html`<span class="chip-value">${p.longName}</span> <code class="code">${value.trim()}</code>`;
  }
  return undefined;
}

/** The chips, each removing its parameter (and `page`); at most LISTED, then a count; "Clear all" past one. */
export function chipList(site: Site, def: CollectionDef, query: QueryPairs, chips: readonly Chip[]): Html | '' {
  if (!chips.length) return '';
  const base = urls.list(site, def);
  const items = chips.slice(0, LISTED).map((c) => html`<li class="chip" data-param="${c.param}"><span class="chip-name">${c.name}:</span> ${c.value} <a class="chip-remove" href="${base + withParams(query, { [c.param]: undefined, page: undefined })}" aria-label="Remove filter ${c.name}" title="Remove this filter">×</a></li>`);
  if (chips.length > LISTED) items.push(html`<li class="chip more">and ${formatCount(chips.length - LISTED)} more</li>`);
  const clear = Object.fromEntries([...chips.map((c) => [c.param, undefined] as const), ['page', undefined] as const]);
  if (chips.length > 1) items.push(html`<li class="chip-clear"><a href="${base + withParams(query, clear)}">Clear all</a></li>`);
  return html`<ul class="chips" aria-label="Active filters">${items}</ul>`;
}

/**
 * The whole selection as data: CSV and NDJSON without pages (no `page`, no `page_size`), JSON in pages of the page's
 * size. `facet` is left out: with it, CSV and NDJSON answer the facet table instead of the records.
 */
export function downloads(site: Site, def: CollectionDef, query: QueryPairs, count: number, pageSize: number): Html {
  const api = urls.apiList(site, def);
  const whole = { page: undefined, page_size: undefined, [FACET_PARAM]: undefined };
  const csv = api + withParams(query, { ...whole, format: 'csv' });
  const ndjson = api + withParams(query, { ...whole, format: 'ndjson' });
  const json = api + withParams(query, { page: undefined, [FACET_PARAM]: undefined });
  const records = count === 1 ? 'the 1 matching record' : `the ${formatCount(count)} matching records`;
  return html`<nav class="downloads" aria-label="Downloads"><span class="downloads-lead">Download ${records}:</span>
<a class="button" data-download="csv" href="${csv}" type="text/csv">CSV</a>
<a class="button" data-download="ndjson" href="${ndjson}" type="application/x-ndjson">NDJSON</a>
<a class="button" data-download="json" href="${json}" type="application/json">JSON <span class="muted">(pages of ${pageSize})</span></a></nav>`;
}
