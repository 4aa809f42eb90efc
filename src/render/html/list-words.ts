/**
 * A list's parameters in words, for people who do not read parameter names: a filter's name from the registry's
 * own line about it (`polity.name contains, ignoring case` → `Polity name contains`), a value with its label from the
 * vocabulary (`TRS` → `Confident`), a year with its era. Used by the chips, the filter form and the facets.
 */
import { placeholderMeaning, valueLabel, type CollectionDef, type FieldDef, type FilterDef, type Registry } from '../../registry/index.js';
import { fieldLabel, sameWords } from './cells.js';
import { formatYear } from './format.js';
import { html, type Html } from './html.js';

const WORDS = new WeakMap<FilterDef, string>();

/**
 * A filter's name in words, from its documentation line: the part before any qualifier (`, ignoring case`,
 * `` `lo,hi` ``, `(declared by …)`, `: …`), a trailing `equal to` dropped (an exact filter reads `Tag: Confident`),
 * field paths as words (`polity.long_name` → `polity long name`), the first letter capitalised.
 */
export function filterWords(f: FilterDef): string {
  let words = WORDS.get(f);
  if (words === undefined) {
    // `covers` documents its rule at length: its words are what it asks.
    const said = f.lookup === 'covers' ? 'in force in the year' : f.doc.split(/,|:|\s[`(]/)[0]!.trim();
    // The field as served, where the line names it by the original's model (`polity.new_name` is served as `name`).
    const column = f.via ? undefined : f.column.replace(/__(u|d|us)$/, '').split('__').join('.');
    const head = said.replace(/^[A-Za-z_]+(?:\.[A-Za-z_]+)*/, (id) => (column && /[._]/.test(id) && id.split('.').length === column.split('.').length ? column : id));
    const plain = head.replace(/\s+equal to$/, '').replace(/[A-Za-z_]+(?:\.[A-Za-z_]+)+|[A-Za-z]+_[A-Za-z_]+/g, (id) => id.replace(/[._]+/g, ' ').trim());
    words = plain === '' ? f.param : plain.charAt(0).toUpperCase() + plain.slice(1);
    WORDS.set(f, words);
  }
  return words;
}

/** The field a filter compares, when it compares one of the collection's own fields as it is (not through another). */
export function filteredField(def: CollectionDef, f: FilterDef): FieldDef | undefined {
  if (f.via) return undefined;
  return def.fields.find((d) => d.name === f.column);
}

/** The field a filter is about (`polity__name__u` is about `polity`), for its role. */
export function fieldAbout(def: CollectionDef, f: FilterDef): FieldDef | undefined {
  const name = f.column.split('__')[0];
  return def.fields.find((d) => d.name === name);
}

/** A value's label where its field has a vocabulary (or is the tag); undefined otherwise. */
export function labelOf(registry: Registry, field: FieldDef | undefined, value: string): string | undefined {
  return field ? valueLabel(registry, field, value) : undefined;
}

/** The values a filter's select offers with their labels: the filter's choices, else its field's vocabulary. */
export function optionsOf(registry: Registry, def: CollectionDef, f: FilterDef): readonly { value: string; label?: string }[] | undefined {
  const field = filteredField(def, f);
  if (f.value === 'choice' && f.choices?.length) return f.choices.map((value) => ({ value, label: labelOf(registry, field, value) }));
  if (f.lookup !== 'exact' || f.value !== 'text' || !field?.vocabulary) return undefined;
  const vocabulary = registry.vocabularies.get(field.vocabulary);
  return vocabulary?.values.length ? vocabulary.values : undefined;
}

/** A year's value read with its era (`-300` → `300 BCE`) where the filter compares years; undefined otherwise. */
function yearText(def: CollectionDef, f: FilterDef, value: string): string | undefined {
  const isYear = f.value === 'year' || (f.value === 'integer' && fieldAbout(def, f)?.role === 'year');
  if (!isYear || !/^\s*[+-]?\d{1,6}\s*$/.test(value)) return undefined;
  return formatYear(Number(value));
}

/** A filter's value as a reader sees it: its label (or the year with its era) and then the code, or the value alone. */
export function valueWords(registry: Registry, def: CollectionDef, f: FilterDef, value: string): Html {
  if (f.value === 'boolean') {
    const v = value.toLowerCase();
    if (v === 'true' || v === '1') return html`yes`;
    if (v === 'false' || v === '0') return html`no`;
  }
  const field = filteredField(def, f);
  // A placeholder asked for exactly (`title=UNKNOWNTITLE`, a reference's `year=0`) reads as what it means.
  const meaning = field && f.lookup === 'exact' ? placeholderMeaning(field, field.type === 'integer' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : value) : undefined;
  if (meaning !== undefined) return html`<span class="chip-value placeholder" data-placeholder="${value}">${meaning}</span>`;
  const label = labelOf(registry, field, value) ?? yearText(def, f, value);
  return label === undefined || sameWords(label, value) ? html`<span class="chip-value">${value}</span>` : html`<span class="chip-value">${label}</span> <code class="code">${value}</code>`;
}

/** `ordering` in words: each term a field and its direction (`-year_from,id` → `year from, descending; id`). */
export function orderingWords(value: string): string {
  return value.split(',').map((t) => t.trim()).filter((t) => t !== '')
    .map((t) => (t.startsWith('-') ? `${fieldLabel(t.slice(1))}, descending` : fieldLabel(t))).join('; ');
}
