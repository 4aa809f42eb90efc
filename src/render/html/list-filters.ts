/**
 * A list's filter form: a compact bar with what people use most (the polity name search, `covers_year`, the
 * vocabularies of the value fields and the tag as labelled choices), and every other registry filter, `page_size`
 * and `ordering` in a closed "More filters" panel, each named in words with its raw parameter name small. On a phone
 * the whole form waits in a closed disclosure above the table (pages.css shows it open beside the data on a desktop).
 */
import { POLITY_DISPLAY, type CollectionDef, type FilterDef, type Registry } from '../../registry/index.js';
import { listParams } from '../../plan/ignored.js';
import { lastValue, type QueryPairs } from '../../plan/query.js';
import { fieldLabel, sameWords } from './cells.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';
import { fieldAbout, filterWords, optionsOf } from './list-words.js';

/** Vocabulary choices the bar holds at most (a variable may have two dozen value fields); the rest are under "More". */
const BAR_CHOICES = 4;

/** What the form shows: its filters' values and django-filter's messages by parameter. */
export interface FormView {
  readonly def: CollectionDef;
  readonly query: QueryPairs;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
}

/** A collection's filters in the form's order: the bar's first, the others under "More filters". */
interface FormLayout { readonly bar: readonly FilterDef[]; readonly more: readonly FilterDef[] }
const LAYOUTS = new WeakMap<CollectionDef, FormLayout>();

/** The polity name search: the collection's icontains filters on its polity's name (a polity's own name fields). */
function politySearch(def: CollectionDef): FilterDef[] {
  const text = def.filters.filter((f) => f.lookup === 'icontains' && f.value === 'text' && !f.via);
  if (def.kind === 'polity') {
    const columns = new Set(POLITY_DISPLAY.map((name) => `${name}__u`));
    return text.filter((f, i) => columns.has(f.column) && text.findIndex((g) => g.column === f.column) === i);
  }
  const first = text.find((f) => fieldAbout(def, f)?.role === 'polity');
  return first ? [first] : [];
}

/** The bar: the polity search, `covers`, then the vocabularies (value fields first, the tag last), at most BAR_CHOICES. */
function formLayout(registry: Registry, def: CollectionDef): FormLayout {
  let layout = LAYOUTS.get(def);
  if (!layout) {
    const covers = def.filters.filter((f) => f.lookup === 'covers');
    const choices = def.filters.filter((f) => f.lookup === 'exact' && !f.via && optionsOf(registry, def, f) !== undefined);
    const role = (f: FilterDef): number => (def.valueFields.includes(f.column) ? 0 : fieldAbout(def, f)?.role === 'tag' ? 2 : 1);
    const ranked = choices.map((f, i) => [role(f), i, f] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , f]) => f);
    const bar = [...politySearch(def), ...covers, ...ranked.slice(0, BAR_CHOICES)];
    layout = { bar, more: def.filters.filter((f) => !bar.includes(f)) };
    LAYOUTS.set(def, layout);
  }
  return layout;
}

function filterValue(query: QueryPairs, param: string): string {
  return lastValue(query, param) ?? '';
}

/** A select of labelled values (option value = the code), the value asked kept even when outside them. */
function choiceSelect(id: string, f: FilterDef, value: string, options: readonly { value: string; label?: string }[], invalid: Html | ''): Html {
  const known = options.some((o) => o.value === value);
  return html`<select id="${id}" name="${f.param}"${invalid}><option value="">any</option>${options.map((o) =>
    html`<option value="${o.value}"${o.value === value ? html` selected` : ''}>${o.label && !sameWords(o.label, o.value) ? `${o.label} (${o.value})` : o.value}</option>`)}${value && !known ? html`<option selected>${value}</option>` : ''}</select>`;
}

function control(registry: Registry, def: CollectionDef, f: FilterDef, value: string, invalid: Html | ''): Html {
  const id = `f-${f.param}`;
  const options = optionsOf(registry, def, f);
  if (options) return choiceSelect(id, f, value, options, invalid);
  if (f.value === 'boolean') {
    const v = value.toLowerCase();
    const yes = v === 'true' || v === '1', no = v === 'false' || v === '0';
    return html`<select id="${id}" name="${f.param}"${invalid}><option value="">any</option><option value="true"${yes ? html` selected` : ''}>yes</option><option value="false"${no ? html` selected` : ''}>no</option></select>`;
  }
  const numeric = (f.value === 'integer' && f.lookup !== 'range') || f.value === 'year';
  return html`<input id="${id}" name="${f.param}" value="${value}"${numeric ? html` inputmode="numeric"` : ''}${f.example ? html` placeholder="${f.example}"` : ''}${invalid}>`;
}

/** One filter: its words and raw name as the label, its control, its error. */
function input(registry: Registry, def: CollectionDef, f: FilterDef, value: string, error: readonly string[] | undefined): Html {
  const id = `f-${f.param}`;
  const invalid = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return html`<div class="field${error ? ' invalid' : ''}"><label for="${id}">${filterWords(f)} <code class="param">${f.param}</code></label>
${control(registry, def, f, value, invalid)}${error ? html`<p class="error" id="${id}-error">${error.join(' ')}</p>` : ''}</div>`;
}

/** `ordering` as a choice of one sortable field, either way (the table's headers set it too). */
function orderingSelect(def: CollectionDef, ordering: string): Html {
  const options = [...def.sortable.keys()].flatMap((name) => [[name, `${fieldLabel(name)}, ascending`], [`-${name}`, `${fieldLabel(name)}, descending`]]);
  const known = ordering === '' || options.some(([value]) => value === ordering);
  return html`<div class="field"><label for="f-ordering">Sort by <code class="param">ordering</code></label>
<select id="f-ordering" name="ordering"><option value="">id (default)</option>${options.map(([value, label]) =>
    html`<option value="${value!}"${value === ordering ? html` selected` : ''}>${label!}</option>`)}${known ? '' : html`<option selected>${ordering}</option>`}</select></div>`;
}

function pageSizeSelect(def: CollectionDef, size: string): Html {
  const sizes = ['10', '25', '50', '100'].filter((s) => s !== String(def.pageSize));
  return html`<div class="field"><label for="f-page_size">Records per page <code class="param">page_size</code></label>
<select id="f-page_size" name="page_size"><option value="">${def.pageSize} (default)</option>${sizes.map((s) =>
    html`<option${s === size ? html` selected` : ''}>${s}</option>`)}${size && !sizes.includes(size) && size !== String(def.pageSize) ? html`<option selected>${size}</option>` : ''}</select></div>`;
}

/** Parameters the list reads that no field of the form holds (`search`, `facet`): kept as they are on submit. */
function hiddenKept(def: CollectionDef, query: QueryPairs): Html[] {
  const inForm = new Set([...def.filters.map((f) => f.param), 'page', 'page_size', 'ordering', 'format']);
  const known = listParams(def);
  return query.filter(([name, value]) => value !== '' && known.has(name) && !inForm.has(name))
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
}

function errorList(errors: Readonly<Record<string, readonly string[]>>): Html {
  return html`<div class="errors" role="alert"><p>Some filters are invalid (the API answers <code>400</code>):</p><ul>${Object.entries(errors).map(([param, messages]) =>
    html`<li><a href="#f-${param}"><code>${param}</code></a>: ${messages.join(' ')}</li>`)}</ul></div>`;
}

/** The form: closed on a phone unless its filters are invalid; "More filters" open when one of its filters is set. */
export function filterForm(site: Site, view: FormView, active: number): Html {
  const { def, query, errors } = view;
  const { bar, more } = formLayout(site.registry, def);
  const field = (f: FilterDef): Html => input(site.registry, def, f, filterValue(query, f.param), errors?.[f.param]);
  const moreOpen = more.some((f) => filterValue(query, f.param) !== '' || errors?.[f.param])
    || filterValue(query, 'page_size') !== '' || filterValue(query, 'ordering') !== '' || errors?.page_size || errors?.ordering;
  return html`<details class="filter-panel"${errors ? html` open` : ''}>
<summary>Filter these records${active ? html` <span class="badge">${active} active</span>` : ''}</summary>
${errors ? errorList(errors) : ''}
<form method="get" action="${urls.list(site, def)}" class="filter-bar" data-filter-form>
${hiddenKept(def, query)}<div class="bar-fields">
${bar.map(field)}
<p class="actions"><button type="submit">Apply</button> <a href="${urls.list(site, def)}">Clear all</a></p>
</div>
<details class="more-filters"${moreOpen ? html` open` : ''}><summary>More filters <span class="muted">(${more.length + 2})</span></summary>
<div class="fields">
${more.map(field)}
${pageSizeSelect(def, filterValue(query, 'page_size'))}
${orderingSelect(def, filterValue(query, 'ordering'))}
</div>
<p class="actions"><button type="submit">Apply</button></p>
</details>
</form>
</details>`;
}
