/**
 * A list's facet sidebar: for each field with a vocabulary (the value fields of a coded variable, a list's own coded
 * fields) and the tag, how many records of the selection hold each value (the store's facet read, as the API's
 * `facet=<field>` counts them), each value a link to the same query with that value's exact filter added.
 */
import { lastValue, linkQuery, type QueryPairs } from '../../plan/query.js';
import { facetOf, type CollectionDef, type FacetDef, type FieldDef, type FilterDef, type Registry } from '../../registry/index.js';
import type { FieldFacet } from '../facets.js';
import { fieldLabel, sameWords } from './cells.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';
import { withParams } from './list-query.js';
import { labelOf } from './list-words.js';

/** Facets a page reads at most (a variable may have two dozen coded fields): each is a GROUP BY of the selection. */
export const PAGE_FACETS = 24;

/** A query longer than this (a hostile one) gets counts without links: each link would repeat it. */
const LINKED_QUERY_MAX = 8192;

const PAGE_FACET_DEFS = new WeakMap<CollectionDef, readonly FacetDef[]>();

function hasVocabulary(registry: Registry, field: FieldDef): boolean {
  return field.role === 'tag' || (field.vocabulary !== undefined && registry.vocabularies.has(field.vocabulary));
}

/**
 * The facets a list page shows: its fields with a vocabulary and its tag, in field order, each grouping a typed
 * column (a count table or an index answers it; no field is read out of the stored records), at most PAGE_FACETS.
 */
export function pageFacets(registry: Registry, def: CollectionDef): readonly FacetDef[] {
  let facets = PAGE_FACET_DEFS.get(def);
  if (!facets) {
    facets = def.fields.filter((f) => hasVocabulary(registry, f)).map((f) => facetOf(def, f.name))
      .filter((f): f is FacetDef => f?.column !== undefined).slice(0, PAGE_FACETS);
    PAGE_FACET_DEFS.set(def, facets);
  }
  return facets;
}

/** The filter that selects one value of a field exactly, if the list has one. */
function exactFilter(def: CollectionDef, field: string): FilterDef | undefined {
  return def.filters.find((f) => f.column === field && f.lookup === 'exact' && !f.via && f.value !== 'boolean');
}

interface FacetContext {
  readonly site: Site;
  readonly def: CollectionDef;
  readonly query: QueryPairs;
  readonly linked: boolean;
}

/** One value: a link to the selection narrowed to it (its label as text, the code small), and its count. */
function facetValue(c: FacetContext, field: FieldDef, filter: FilterDef | undefined, value: string, count: number): Html {
  const label = labelOf(c.site.registry, field, value);
  const text = label !== undefined && !sameWords(label, value) ? html`<span class="facet-label">${label}</span> <code class="code">${value}</code>` : html`<span class="facet-label">${value}</span>`;
  const n = html`<span class="n" data-facet-count="${count}">${formatCount(count)}</span>`;
  if (!filter || !c.linked || count === 0) return html`<li${count === 0 ? html` class="zero"` : ''}><span data-facet-value="${value}" data-facet-count="${count}">${text} ${n}</span></li>`;
  const current = lastValue(c.query, filter.param) === value ? html` aria-current="true"` : '';
  const href = urls.list(c.site, c.def) + withParams(c.query, { [filter.param]: value, page: undefined });
  return html`<li><a data-facet-value="${value}" data-facet-count="${count}" href="${href}"${current}>${text} ${n}</a></li>`;
}

function facetSection(c: FacetContext, facet: FieldFacet): Html | '' {
  const field = c.def.fields.find((f) => f.name === facet.field);
  if (!field) return '';
  const filter = exactFilter(c.def, field.name);
  const { values, distinct } = facet.counts;
  const items = values.map((v) => (v.value === null
    ? html`<li class="none"><span data-facet-null data-facet-count="${v.count}"><span class="facet-label">no value</span> <span class="n">${formatCount(v.count)}</span></span></li>`
    : facetValue(c, field, filter, String(v.value), v.count)));
  // Every value of the vocabulary, the ones the selection lacks with 0 (when the counts list every value held).
  const vocabulary = field.vocabulary === undefined ? undefined : c.site.registry.vocabularies.get(field.vocabulary);
  if (vocabulary && distinct <= values.length) {
    const held = new Set(values.map((v) => String(v.value)));
    for (const v of vocabulary.values) if (!held.has(v.value)) items.push(facetValue(c, field, filter, v.value, 0));
  }
  const more = distinct > values.length ? html`<p class="muted">The ${formatCount(values.length)} most frequent of ${formatCount(distinct)} values.</p>` : '';
  return html`<section class="facet" data-field="${field.name}"><h2>${fieldLabel(field)}</h2><ul>${items}</ul>${more}</section>`;
}

/** The sidebar (beside the table on a desktop; a closed disclosure above it on a phone), or nothing without facets. */
export function facetSidebar(site: Site, def: CollectionDef, query: QueryPairs, facets: readonly FieldFacet[] | undefined): Html | '' {
  if (!facets?.length) return '';
  const linked = linkQuery(query, undefined).length <= LINKED_QUERY_MAX;
  const c: FacetContext = { site, def, query, linked };
  return html`<aside class="facets" aria-label="Counts by value"><details class="facet-panel"><summary>Counts by value <span class="muted">(${facets.length === 1 ? '1 field' : `${facets.length} fields`})</span></summary>
<p class="facet-note muted">Records of this selection holding each value${linked ? '; choose one to narrow to it' : ''}.</p>
${facets.map((f) => facetSection(c, f))}
</details></aside>`;
}
