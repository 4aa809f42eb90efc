/**
 * A collection as a page: the same read plan and page as `/api/<collection>/`, as a table with a filter form made
 * from the registry's filters, sortable column headers, numbered pages and links to the same query as data.
 */
import type { CollectionDef, FieldRole, FilterDef } from '../../registry/index.js';
import type { ListPlan, ReadResult } from '../../plan/plan.js';
import { lastValue, linkQuery, type QueryPairs } from '../../plan/query.js';
import { fieldLabel, tableColumns, tableFields, valueHtml } from './cells.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { queryNotice } from './notice.js';
import { placeLine } from './sections.js';

export interface ListView {
  readonly def: CollectionDef;
  /** The request's parameters (`format` left out: a page is always HTML). */
  readonly query: QueryPairs;
  readonly plan?: ListPlan;
  readonly result?: ReadResult;
  /** django-filter's 400: messages by parameter. */
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** The page asked for does not exist (`Invalid page.`). */
  readonly invalidPage?: boolean;
}

/** The query with some parameters replaced (undefined removes one), encoded and sorted as the API's links are. */
export function withParams(query: QueryPairs, changes: Readonly<Record<string, string | undefined>>): string {
  // Object.hasOwn, not `in`: a parameter named `constructor` or `toString` is no change, and stays.
  const kept: [string, string][] = query.filter(([name]) => !Object.hasOwn(changes, name)).map(([n, v]) => [n, v]);
  for (const [name, value] of Object.entries(changes)) if (value !== undefined && name !== 'page') kept.push([name, value]);
  // linkQuery places `page` itself (DRF's replace_query_param), after the other names in sorted order.
  const page = Object.hasOwn(changes, 'page') ? changes.page : lastValue(query, 'page');
  const n = page === undefined ? undefined : Number(page);
  return linkQuery(kept, n !== undefined && Number.isSafeInteger(n) ? n : undefined);
}

export function listPage(site: Site, view: ListView): Html {
  const { def, query } = view;
  const name = def.label;
  const result = view.result;
  const window = result?.window;
  const pageParam = window && window.page > 1 ? String(window.page) : undefined;
  const dataQuery = withParams(query, { page: pageParam });
  const json = urls.apiList(site, def) + dataQuery;
  const formats = html`<p class="formats">This page as data: <a href="${json}" type="application/json">JSON</a>
<a href="${urls.apiList(site, def) + withParams(query, { page: pageParam, format: 'csv' })}" type="text/csv">CSV</a>
<a href="${urls.apiList(site, def) + withParams(query, { page: pageParam, format: 'ndjson' })}" type="application/x-ndjson">NDJSON</a></p>`;
  let summary: Html;
  if (view.errors) summary = html`<p class="count" role="alert">The filters could not be read; nothing was looked up.</p>`;
  else if (view.invalidPage || !window || !result) summary = html`<p class="count" role="alert">Invalid page. <a href="${urls.list(site, def) + withParams(query, { page: undefined })}">Go to the first page</a>.</p>`;
  else if (result.count === 0) summary = html`<p class="count"><strong>No records</strong> match.</p>`;
  else {
    summary = html`<p class="count"><strong data-count="${result.count}">${formatCount(result.count)}</strong> record${result.count === 1 ? '' : 's'}${window.pages > 1
      ? html`; showing ${formatCount(window.offset + 1)}–${formatCount(window.offset + window.limit)}, page ${window.page} of ${formatCount(window.pages)}` : ''}.</p>`;
  }
  const main = html`${placeLine(def, urls.home(site))}<h1>${name}</h1>
<p class="lead">${def.description}</p>
${vocabulary(site, def)}
${filterForm(site, view)}
${queryNotice(site, def, query)}
${summary}
${formats}
${result && window && !view.errors ? html`${table(site, def, query, result)}
${pagination(site, def, query, window.page, window.pages)}` : ''}`;
  return page(site, {
    title: view.errors ? `${name}: invalid filters` : window && window.page > 1 ? `${name}, page ${window.page}` : name,
    main, json,
    crumbs: [['Home', urls.home(site)]],
  });
}

/** Choices shown open; a longer vocabulary waits under its summary. */
const VOCABULARY_OPEN = 24;

/**
 * The values a coded variable's value fields take (the registry's `choices`, the original's vocabulary), each a link to
 * the records holding it where a filter compares the field exactly.
 */
function vocabulary(site: Site, def: CollectionDef): Html | '' {
  const fields = def.fields.filter((f) => def.valueFields.includes(f.name) && f.choices?.length);
  if (fields.length === 0) return '';
  const total = fields.reduce((n, f) => n + f.choices!.length, 0);
  const lists = fields.map((f) => {
    const filter = def.filters.find((x) => x.column === f.name && x.lookup === 'exact' && !x.via);
    const item = (c: string): Html => filter
      ? html`<li><a href="${urls.list(site, def)}?${filter.param}=${encodeURIComponent(c)}"><code>${c}</code></a></li>`
      : html`<li><code>${c}</code></li>`;
    return html`<div class="choices-of" data-field="${f.name}">${fields.length > 1 ? html`<h3><code>${f.name}</code></h3>` : ''}<ul class="choices">${f.choices!.map(item)}</ul></div>`;
  });
  return html`<details class="vocabulary"${total <= VOCABULARY_OPEN ? html` open` : ''}>
<summary>Vocabulary <span class="muted">${formatCount(total)} value${total === 1 ? '' : 's'}${fields.length === 1 ? html` of <code>${fields[0]!.name}</code>` : ''}</span></summary>
${lists}
</details>`;
}

function filterValue(query: QueryPairs, param: string): string {
  return lastValue(query, param) ?? '';
}

function input(f: FilterDef, value: string, error: readonly string[] | undefined): Html {
  const id = `f-${f.param}`;
  const invalid = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  let control: Html;
  if (f.value === 'choice') {
    control = html`<select id="${id}" name="${f.param}"${invalid}><option value="">any</option>${(f.choices ?? []).map((c) =>
      html`<option${c === value ? html` selected` : ''}>${c}</option>`)}${value && !(f.choices ?? []).includes(value) ? html`<option selected>${value}</option>` : ''}</select>`;
  } else if (f.value === 'boolean') {
    const v = value.toLowerCase();
    const yes = v === 'true' || v === '1', no = v === 'false' || v === '0';
    control = html`<select id="${id}" name="${f.param}"${invalid}><option value="">any</option><option value="true"${yes ? html` selected` : ''}>yes</option><option value="false"${no ? html` selected` : ''}>no</option></select>`;
  } else {
    const numeric = (f.value === 'integer' && f.lookup !== 'range') || f.value === 'year';
    const placeholder = f.example;
    control = html`<input id="${id}" name="${f.param}" value="${value}"${numeric ? html` inputmode="numeric"` : ''}${placeholder ? html` placeholder="${placeholder}"` : ''}${invalid}>`;
  }
  return html`<div class="field${error ? ' invalid' : ''}"><label for="${id}"><code>${f.param}</code> <span class="hint">${f.doc}</span></label>
${control}${error ? html`<p class="error" id="${id}-error">${error.join(' ')}</p>` : ''}</div>`;
}

/** `ordering` as a choice of one sortable field, either way (the table's headers set it too). */
function orderingSelect(def: CollectionDef, ordering: string): Html {
  const options = [...def.sortable.keys()].flatMap((name) => [[name, `${fieldLabel(name)}, ascending`], [`-${name}`, `${fieldLabel(name)}, descending`]]);
  const known = ordering === '' || options.some(([value]) => value === ordering);
  return html`<div class="field"><label for="f-ordering"><code>ordering</code> <span class="hint">sort by</span></label>
<select id="f-ordering" name="ordering"><option value="">id (default)</option>${options.map(([value, label]) =>
    html`<option value="${value!}"${value === ordering ? html` selected` : ''}>${label!}</option>`)}${known ? '' : html`<option selected>${ordering}</option>`}</select></div>`;
}

/**
 * The filters most people reach for come first; the others (ranges, exact years and dates, a constant field, a
 * second spelling of the same comparison) wait under "More filters". Every registry filter is in the form.
 */
export function isSecondary(def: CollectionDef, f: FilterDef, index: number): boolean {
  if (f.lookup === 'range' || f.value === 'datetime') return true;
  if (f.lookup === 'exact' && (f.value === 'integer' || f.value === 'date')) return true;
  const field = f.column.replace(/__(u|d|us)$/, '');
  if (def.fields.some((d) => d.name === field && d.constant !== undefined)) return true;
  // The same column compared the same way by an earlier filter (polity_name_contains after polity__name__icontains).
  if (def.filters.slice(0, index).some((g) => g.column === f.column && g.lookup === f.lookup && g.via?.column === f.via?.column)) return true;
  // Exact text where the same field also has `icontains`.
  return f.lookup === 'exact' && f.value === 'text' && def.filters.some((g) => g.lookup === 'icontains' && g.column === `${f.column}__u`);
}

/** The role of the field a filter compares (`polity__name__u` compares the field `polity`). */
function roleOf(def: CollectionDef, f: FilterDef): FieldRole | undefined {
  const name = f.column.split('__')[0];
  return def.fields.find((d) => d.name === name)?.role;
}

/** The order of the form's first fields: which polity, when, what value, then numbers, dates and free text. */
function rank(def: CollectionDef, f: FilterDef): number {
  const role = roleOf(def, f);
  if (f.value === 'ids' || role === 'polity') return 0;
  if (f.value === 'year') return 1;
  if (f.value === 'choice' || f.value === 'boolean') return 3;
  if (role === 'ref-text') return 5;
  if (f.value === 'text') return 2;
  return 4;
}

/** A collection's filters in the form's order: the first ones shown, the others under "More filters". */
interface FormLayout { readonly primary: readonly FilterDef[]; readonly secondary: readonly FilterDef[] }
const LAYOUTS = new WeakMap<CollectionDef, FormLayout>();

function formLayout(def: CollectionDef): FormLayout {
  let layout = LAYOUTS.get(def);
  if (!layout) {
    const secondary = def.filters.filter((f, i) => isSecondary(def, f, i));
    const primary = def.filters.filter((f) => !secondary.includes(f)).map((f, i) => [rank(def, f), i, f] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , f]) => f);
    LAYOUTS.set(def, (layout = { primary, secondary }));
  }
  return layout;
}

function filterForm(site: Site, view: ListView): Html {
  const { def, query, errors } = view;
  const active = def.filters.filter((f) => filterValue(query, f.param) !== '');
  const size = lastValue(query, 'page_size') ?? '';
  const ordering = lastValue(query, 'ordering') ?? '';
  const sizes = ['10', '25', '50', '100'];
  const { primary, secondary } = formLayout(def);
  const moreOpen = secondary.some((f) => filterValue(query, f.param) !== '' || errors?.[f.param]);
  const field = (f: FilterDef): Html => input(f, filterValue(query, f.param), errors?.[f.param]);
  return html`<details class="filters"${active.length || errors ? html` open` : ''}>
<summary>Filters${active.length ? html` <span class="badge">${active.length} active</span>` : ''}</summary>
${errors ? html`<div class="errors" role="alert"><p>Some filters are invalid (the API answers <code>400</code>):</p><ul>${Object.entries(errors).map(([param, messages]) =>
    html`<li><a href="#f-${param}"><code>${param}</code></a>: ${messages.join(' ')}</li>`)}</ul></div>` : ''}
<form method="get" action="${urls.list(site, def)}" class="filter-form" data-filter-form>
<div class="fields">
${primary.map(field)}
<div class="field"><label for="f-page_size"><code>page_size</code> <span class="hint">records per page</span></label>
<select id="f-page_size" name="page_size"><option value="">${def.pageSize} (default)</option>${sizes.filter((s) => s !== String(def.pageSize)).map((s) =>
    html`<option${s === size ? html` selected` : ''}>${s}</option>`)}</select></div>
${orderingSelect(def, ordering)}
</div>
${secondary.length ? html`<details class="more"${moreOpen ? html` open` : ''}><summary>More filters (${secondary.length})</summary>
<div class="fields">
${secondary.map(field)}
</div></details>` : ''}
<p class="actions"><button type="submit">Apply filters</button> <a href="${urls.list(site, def)}">Clear</a></p>
</form>
</details>`;
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
