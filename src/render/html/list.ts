/**
 * A collection as a page, data first: the same read plan and page as `/api/<collection>/`, as a table under a
 * one-line summary, the count, the active filters as removable chips and the selection's downloads; beside it (below
 * it on a phone) the filter form (list-filters.ts) and the facet counts (list-facets.ts). Sortable column headers and
 * numbered pages keep the query.
 */
import type { CollectionDef } from '../../registry/index.js';
import type { ListPlan, ReadResult } from '../../plan/plan.js';
import { lastValue, type QueryPairs } from '../../plan/query.js';
import type { FieldFacet } from '../facets.js';
import { fieldLabel, tableColumns, tableFields, valueHtml } from './cells.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { activeChips, chipList, downloads } from './list-chips.js';
import { facetSidebar } from './list-facets.js';
import { filterForm } from './list-filters.js';
import { withParams } from './list-query.js';
import { queryNotice } from './notice.js';
import { placeLine } from './sections.js';

export { withParams } from './list-query.js';
export { pageFacets } from './list-facets.js';

export interface ListView {
  readonly def: CollectionDef;
  /** The request's parameters (`format` left out: a page is always HTML). */
  readonly query: QueryPairs;
  readonly plan?: ListPlan;
  readonly result?: ReadResult;
  /** The selection's counts per value of the page's facets (`pageFacets`), read with the page. */
  readonly facets?: readonly FieldFacet[];
  /** django-filter's 400: messages by parameter. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** The page asked for does not exist (`Invalid page.`). */
  readonly invalidPage?: boolean;
}

/** One line under the title: what the list holds, and for a coded variable a link to what it measures. */
function summaryLine(site: Site, def: CollectionDef): Html {
  const codebook = def.kind === 'coded' ? html` <a data-link="codebook" href="${urls.codebookEntry(site, def)}">What this variable measures</a>` : '';
  return html`<p class="summary-line">${def.description}${codebook}</p>`;
}

/** The count (or why there is none): `7,880 records; showing 1–50, page 1 of 158.` */
function countLine(site: Site, view: ListView): Html {
  const { def, query, result } = view;
  const window = result?.window;
  if (view.errors) return html`<p class="count" role="alert">The filters could not be read; nothing was looked up.</p>`;
  if (view.invalidPage || !window || !result) return html`<p class="count" role="alert">Invalid page. <a href="${urls.list(site, def) + withParams(query, { page: undefined })}">Go to the first page</a>.</p>`;
  if (result.count === 0) return html`<p class="count"><strong data-count="0">No records</strong> match.</p>`;
  return html`<p class="count"><strong data-count="${result.count}">${formatCount(result.count)}</strong> record${result.count === 1 ? '' : 's'}${window.pages > 1
    ? html`; showing ${formatCount(window.offset + 1)}–${formatCount(window.offset + window.limit)}, page ${window.page} of ${formatCount(window.pages)}` : ''}.</p>`;
}

export function listPage(site: Site, view: ListView): Html {
  const { def, query, result } = view;
  const window = result?.window;
  const json = urls.apiList(site, def) + withParams(query, { page: window && window.page > 1 ? String(window.page) : undefined });
  const chips = activeChips(site, def, query, { pageSize: view.plan?.pageSize, rows: result?.rows as readonly string[] | undefined });
  const shown = result && window && !view.errors;
  const main = html`${placeLine(def, urls.home(site))}<h1>${def.label}</h1>
${summaryLine(site, def)}
<div class="list-layout">
${countLine(site, view)}
${queryNotice(site, def, query)}
${chipList(site, def, query, chips)}
${shown && result.count > 0 ? downloads(site, def, query, result.count, view.plan?.pageSize ?? def.pageSize) : ''}
<div class="list-side">
${filterForm(site, view, chips.length)}
${shown ? facetSidebar(site, def, query, view.facets) : ''}
</div>
${shown ? html`${table(site, def, query, result)}
${pagination(site, def, query, window.page, window.pages)}` : ''}
</div>`;
  return page(site, {
    title: view.errors ? `${def.label}: invalid filters` : window && window.page > 1 ? `${def.label}, page ${window.page}` : def.label,
    main, json, bodyClass: 'list-page',
    crumbs: [['Home', urls.home(site)]],
  });
}

/** The first `ordering` term: the column the table is sorted by, and whether descending. */
function currentSort(query: QueryPairs): { field: string; descending: boolean } | undefined {
  const raw = lastValue(query, 'ordering');
  const first = raw?.split(',').map((t) => t.trim()).find((t) => t !== '');
  if (!first) return undefined;
  return first.startsWith('-') ? { field: first.slice(1), descending: true } : { field: first, descending: false };
}

function table(site: Site, def: CollectionDef, query: QueryPairs, result: ReadResult): Html {
  const fields = tableFields(def);
  const columns = tableColumns(def);
  const sort = currentSort(query);
  const base = urls.list(site, def);
  const head = fields.map((f) => {
    if (!def.sortable.has(f.name)) return html`<th scope="col">${fieldLabel(f)}</th>`;
    const sorted = sort?.field === f.name && def.sortable.has(sort.field);
    const next = sorted && !sort!.descending ? `-${f.name}` : f.name;
    const aria = sorted ? html` aria-sort="${sort!.descending ? 'descending' : 'ascending'}"` : '';
    const arrow = sorted ? (sort!.descending ? ' ▼' : ' ▲') : '';
    return html`<th scope="col"${aria}><a href="${base + withParams(query, { ordering: next, page: undefined })}" title="Sort by ${f.name}${sorted && !sort!.descending ? ', descending' : ''}">${fieldLabel(f)}${arrow}</a></th>`;
  });
  const rows = result.rows.map((row) => {
    const record = JSON.parse(row) as Record<string, unknown>;
    return html`<tr id="r-${String(record.id)}">${columns.map((c) => html`${c.open}${valueHtml(site, def, c.field, record[c.field.name])}</td>`)}</tr>\n`;
  });
  return html`<div class="table-wrap"><table class="records" data-collection="${def.path}">
<thead><tr>${head}</tr></thead>
<tbody>
${rows.length ? rows : html`<tr><td colspan="${fields.length}" class="empty">No records.</td></tr>`}</tbody>
</table></div>`;
}

/** Numbered pages: the first, the last, and two either side of the current one. */
function pagination(site: Site, def: CollectionDef, query: QueryPairs, current: number, pages: number): Html {
  if (pages <= 1) return html``;
  const base = urls.list(site, def);
  const href = (n: number): string => base + withParams(query, { page: n === 1 ? undefined : String(n) });
  const shown = new Set([1, pages]);
  for (let n = current - 2; n <= current + 2; n++) if (n >= 1 && n <= pages) shown.add(n);
  const numbers = [...shown].sort((a, b) => a - b);
  const items: Html[] = [];
  items.push(current > 1 ? html`<li><a href="${href(current - 1)}" rel="prev">‹ Previous</a></li>` : html`<li class="disabled"><span>‹ Previous</span></li>`);
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1]! > 1) items.push(html`<li class="gap"><span>…</span></li>`);
    items.push(n === current ? html`<li><a aria-current="page" href="${href(n)}">${n}</a></li>` : html`<li><a href="${href(n)}">${n}</a></li>`);
  });
  items.push(current < pages ? html`<li><a href="${href(current + 1)}" rel="next">Next ›</a></li>` : html`<li class="disabled"><span>Next ›</span></li>`);
  return html`<nav class="pages" aria-label="Pages"><ul>${items}</ul></nav>`;
}
