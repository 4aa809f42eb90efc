/**
 * What a list's query asks, as removable chips in words (`Tag: Confident`, `Polity name contains: rom`), and the
 * selection's downloads (the API's list as CSV, NDJSON and JSON, whole, with the same filters and ordering). Every
 * href is the page's own query with one change, made by `withParams` (sorted and encoded as the API's links), `page`
 * dropped.
 */
import { FACET_PARAM } from '../../plan/facets.js';
import { listParams } from '../../plan/ignored.js';
import { lastValue, type QueryPairs } from '../../plan/query.js';
import type { CollectionDef, FilterDef } from '../../registry/index.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';
import { withParams } from './list-query.js';
import { filterWords, orderingWords, valueWords } from './list-words.js';

/** Chips listed at most (a hostile query may set every parameter); the rest are counted. */
const LISTED = 20;

/** One active parameter: its name, its words and its value as a reader sees them. */
export interface Chip {
  readonly param: string;
  readonly name: string;
  readonly value: Html;
}

/** The parameters the page reads that change what it shows (not `page`, `format` or `facet`), set to a value. */
export function activeChips(site: Site, def: CollectionDef, query: QueryPairs): Chip[] {
  const filters = new Map<string, FilterDef>(def.filters.map((f) => [f.param, f]));
  const chips: Chip[] = [];
  for (const param of listParams(def)) {
    if (param === 'page' || param === 'format' || param === FACET_PARAM) continue;
    const value = lastValue(query, param);
    if (value === undefined || value === '') continue;
    const f = filters.get(param);
    if (f) chips.push({ param, name: filterWords(f), value: valueWords(site.registry, def, f, value) });
    else if (param === 'ordering') chips.push({ param, name: 'Sorted by', value: html`<span class="chip-value">${orderingWords(value) || value}</span>` });
    else if (param === 'page_size') chips.push({ param, name: 'Records per page', value: html`<span class="chip-value">${value}</span>` });
    else chips.push({ param, name: param === 'search' ? 'Search' : param, value: html`<span class="chip-value">${value}</span>` });
  }
  return chips;
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
