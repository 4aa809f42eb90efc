/** One value of a record as a table cell or a definition: links for polities and references, eras for years. */
import { labelFieldOf, placeholderMeaning, politySummary, valueLabel, type CollectionDef, type FieldDef, type Registry } from '../../registry/index.js';
import { formatYear } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';
import { cleanDescription, cleanHtml } from './sanitize.js';

/** A link to a polity's page, from its summary (spec §2.2) as the registry reads it. */
export function polityLink(site: Site, value: unknown): Html {
  const p = politySummary(value);
  return html`<a href="${urls.polity(site, p.id)}">${p.longName}</a> <small class="muted">${p.name}</small>`;
}

const NULL = html`<span class="null" title="null">—</span>`;

/**
 * A placeholder (spec §2.3, §2.10: `EMPTY_COMMENT`, `UNKNOWNTITLE`, `NO_CREATOR`, `NOREFLIB_LINK_<id>`, a reference's
 * year 0) as what it means: the meaning is the text, the value as loaded only in `data-placeholder`.
 */
function placeholderHtml(meaning: string, value: unknown): Html {
  return html`<span class="placeholder" data-placeholder="${String(value)}">${meaning}</span>`;
}

/**
 * A value of a vocabulary (or a tag) with its label as text, then its code where the label differs; undefined for a
 * value outside the vocabulary. Made once per field and value: a page of 700 records shows the same few values, and
 * the labels are bounded by the vocabularies (a value outside one is never kept).
 */
function labelledHtml(registry: Registry, field: FieldDef, value: string): Html | undefined {
  let made = LABELLED.get(field);
  if (!made) LABELLED.set(field, (made = new Map()));
  let out = made.get(value);
  if (out === undefined) {
    const label = valueLabel(registry, field, value);
    if (label === undefined) return undefined;
    out = sameWords(label, value)
      ? html`<span class="v" data-value="${value}" data-label="${label}">${label}</span>`
      // One element holding both, so that a cell laid out as a grid (the phone's record cards) keeps them together.
      : html`<span class="lv"><span class="v" data-value="${value}" data-label="${label}">${label}</span> <code class="code">${value}</code></span>`;
    made.set(value, out);
  }
  return out;
}
const LABELLED = new WeakMap<FieldDef, Map<string, Html>>();

/** A value of a field with a vocabulary that the vocabulary does not hold (`NO_VALUE_ON_WIKI`): the text as loaded, marked. */
function outsideHtml(value: string): Html {
  return html`<span class="text outside" data-value="${value}" data-outside>${value}</span>`;
}

export function valueHtml(site: Site, def: CollectionDef, field: FieldDef, value: unknown): Html {
  if (value === null || value === undefined) return NULL;
  if (field.placeholders !== undefined) {
    const meaning = placeholderMeaning(field, value);
    if (meaning !== undefined) return placeholderHtml(meaning, value);
  }
  switch (field.type) {
    // One element (a cell laid out as a grid, the phone's record cards, keeps the link and the name together).
    case 'polity': return html`<span class="polity">${polityLink(site, value)}</span>`;
    case 'boolean': return value ? html`<span class="yes">yes</span>` : html`<span class="no">no</span>`;
    case 'timestamp': return html`<time datetime="${String(value)}">${String(value)}</time>`;
    case 'integer': {
      const n = value as number;
      switch (field.role) {
        case 'id': return html`<a href="${urls.record(site, def, n)}">${n}</a>`;
        case 'reference': return html`<a href="${urls.target(site, field, n)}">reference ${n}</a>`;
        case 'year': return html`<span class="year" data-year="${n}">${formatYear(n)}</span>`;
        default: return html`${n}`;
      }
    }
    case 'uuid': return html`<a href="${urls.record(site, def, String(value))}"><code>${String(value)}</code></a>`;
    case 'string': {
      const s = String(value);
      if (field.vocabulary !== undefined || field.role === 'tag') return labelledHtml(site.registry, field, s) ?? outsideHtml(s);
      switch (field.role) {
        case 'html': return html`<div class="rich">${cleanHtml(s)}</div>`;
        case 'ref-text': return html`<div class="rich">${cleanDescription(s)}</div>`;
        case 'url': if (/^https?:\/\//i.test(s)) return html`<a href="${s}" rel="nofollow noopener noreferrer">${s}</a>`; break;
      }
      return html`<span class="text">${s}</span>`;
    }
    case 'number': case 'decimal': case 'date': return html`<span class="text">${String(value)}</span>`;
    case 'polities': return html`${(value as unknown[]).map((p, i) => html`${i ? ', ' : ''}${polityLink(site, p)}`)}`;
    case 'ids': return html`<span class="text">${(value as unknown[]).join(', ')}</span>`;
    case 'object': return namedObject(site, field, value) ?? json(value);
    case 'objects': {
      const items = Array.isArray(value) ? value.map((v) => namedObject(site, field, v)) : [];
      return items.length && items.every((i) => i !== undefined) ? html`${items.map((item, i) => html`${i ? ', ' : ''}${item}`)}` : json(value);
    }
    case 'geometry': return json(value);
  }
}

const json = (value: unknown): Html => html`<code class="json">${JSON.stringify(value)}</code>`;

/**
 * A nested row by its name (a religion, a home NGA: its shape's name field), linked to its record where the field
 * names the collection it comes from; undefined where it has no name to show (then the page shows its JSON).
 */
function namedObject(site: Site, field: FieldDef, value: unknown): Html | undefined {
  const label = field.shape && labelFieldOf({ fields: field.shape });
  const row = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  const name = label && row?.[label.name];
  if (typeof name !== 'string' || name === '') return undefined;
  const id = row!.id;
  return field.target && typeof id === 'number' ? html`<a href="${urls.target(site, field, id)}">${name}</a>` : html`<span class="text">${name}</span>`;
}

/**
 * Whether a label says no more than its code (`Present` for `present`): then the code is not repeated beside it.
 */
export function sameWords(label: string, value: string): boolean {
  return label.toLowerCase() === value.toLowerCase();
}

/** Fields a table shows: all but those every record holds the same value of (a coded variable's `name`). */
export function tableFields(def: CollectionDef): FieldDef[] {
  return def.fields.filter((f) => f.constant === undefined);
}

/** A table column: its field and the opening of its cells (`<td class="c-year_from" data-label="year from">`). */
export interface Column { readonly field: FieldDef; readonly open: Html }

const COLUMNS = new WeakMap<CollectionDef, readonly Column[]>();
const COLUMNS_BUT_POLITY = new WeakMap<CollectionDef, readonly Column[]>();

/**
 * The columns of a table of `def`, made once per collection, not once per cell of every page; `butPolity` leaves
 * out the polity the records are about (the polity page's tables: it is the page's polity).
 */
export function tableColumns(def: CollectionDef, butPolity = false): readonly Column[] {
  const cache = butPolity ? COLUMNS_BUT_POLITY : COLUMNS;
  let columns = cache.get(def);
  if (!columns) {
    columns = tableFields(def).filter((f) => !(butPolity && f.role === 'polity'))
      .map((field) => ({ field, open: html`<td class="c-${field.name}" data-label="${fieldLabel(field)}">` }));
    cache.set(def, columns);
  }
  return columns;
}

/** A field name for people: `year_from` → `year from`. */
export function fieldLabel(field: FieldDef | string): string {
  return (typeof field === 'string' ? field : field.name).replace(/_/g, ' ');
}
