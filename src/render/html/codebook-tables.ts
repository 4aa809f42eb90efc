/**
 * The parts of a codebook entry's page that are tables and lists: a field's vocabulary (labels, codes, records, each
 * value a link to its records), the tags' meanings, and the flags, placeholders and notes as a definition list.
 */
import type { CollectionDef, FieldDef, FilterDef } from '../../registry/index.js';
import type { CodebookEntry, EntryValue } from '../codebook.js';
import { fieldLabel } from './cells.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';

/** The filter that selects a field's records holding one value exactly (`?token=present`), if the collection has one. */
export function exactFilter(def: CollectionDef, field: FieldDef): FilterDef | undefined {
  return def.filters.find((f) => f.lookup === 'exact' && f.column === field.name && f.via === undefined && !f.absent);
}

/** The list of `def` filtered to `value`, where a filter takes it (a choice filter refuses a value outside its choices). */
function filteredList(site: Site, def: CollectionDef, filter: FilterDef | undefined, value: string | null): string | undefined {
  if (!filter || value === null) return undefined;
  if (filter.value === 'choice' && !filter.choices?.includes(value)) return undefined;
  if (filter.value !== 'choice' && filter.value !== 'text') return undefined;
  return `${urls.list(site, def)}?${filter.param}=${encodeURIComponent(value)}`;
}

function recordsCell(records: number | null): Html {
  return records === null
    ? html`<td class="num muted">not counted</td>`
    : html`<td class="num" data-records="${records}">${formatCount(records)}</td>`;
}

/** One value's row: its label (a link to its records), its code, its records; a value outside the vocabulary marked. */
function valueRow(site: Site, def: CollectionDef, filter: FilterDef | undefined, v: EntryValue): Html {
  const href = filteredList(site, def, filter, v.value);
  const code = v.value === null ? html`<span class="null">null</span>` : html`<code class="code">${v.value}</code>`;
  if (v.outside) {
    const what = v.value === null ? 'no value' : 'not in the original’s vocabulary';
    return html`<tr${v.value === null ? html` data-null` : html` data-value="${v.value}"`} data-outside><td><span class="muted">${what}</span></td><td>${href ? html`<a href="${href}">${code}</a>` : code}</td>${recordsCell(v.records)}</tr>\n`;
  }
  const label = v.label ?? v.value ?? '';
  return html`<tr data-value="${v.value ?? ''}" data-label="${label}"><td>${href ? html`<a href="${href}">${label}</a>` : label}</td><td>${code}</td>${recordsCell(v.records)}</tr>\n`;
}

function valueTable(site: Site, def: CollectionDef, field: FieldDef, values: readonly EntryValue[], tags: boolean): Html {
  const filter = exactFilter(def, field);
  const caption = tags
    ? html`<caption>Tags: how sure the coders are of a value <small class="muted">(field <code>${field.name}</code>)</small></caption>`
    : html`<caption>Values of ${fieldLabel(field)} <small class="muted">(field <code>${field.name}</code>)</small></caption>`;
  return html`<div class="table-wrap"><table class="vocabulary${tags ? ' tags' : ''}" data-field="${field.name}">
${caption}
<thead><tr><th scope="col">Meaning</th><th scope="col">Code</th><th scope="col" class="num">Records</th></tr></thead>
<tbody>
${values.map((v) => valueRow(site, def, filter, v))}</tbody>
</table></div>`;
}

/**
 * Every field's vocabulary as a table, the tag's as `table.tags` (the codebook's `tags`), the others in field order.
 * A field whose vocabulary is null has none.
 */
export function vocabularyTables(site: Site, def: CollectionDef, entry: CodebookEntry): Html[] {
  const out: Html[] = [];
  for (const f of entry.fields) {
    const field = def.fields.find((g) => g.name === f.name);
    if (!field || !f.vocabulary) continue;
    if (field.role === 'tag') continue;
    out.push(valueTable(site, def, field, f.vocabulary, false));
  }
  const tag = def.fields.find((g) => g.role === 'tag');
  if (tag && entry.tags) out.push(valueTable(site, def, tag, entry.tags, true));
  return out;
}

/** Text with `backquoted` names as code. */
function withCode(text: string): Html {
  return html`${text.split('`').map((part, i) => (i % 2 ? html`<code>${part}</code>` : part))}`;
}

/**
 * The flags', placeholders' and notes' meanings as one definition list: a flag by its field; a placeholder by its code
 * and field (`UNKNOWNTITLE` in `title`: title unknown); a note by its key, unless a placeholder already says it (the
 * note `EMPTY_COMMENT` is said with the placeholder `EMPTY_COMMENT`, the note `year 0` with the placeholder 0 of `year`).
 */
export function meaningsList(def: CollectionDef, entry: CodebookEntry): Html | '' {
  const items: Html[] = [];
  for (const [name, text] of Object.entries(entry.flags ?? {})) {
    items.push(html`<div data-flag="${name}"><dt><code>${name}</code> <span class="muted">(flag)</span></dt><dd>${withCode(text)}</dd></div>\n`);
  }
  // A note that explains a placeholder (the note `EMPTY_COMMENT`, the note `year 0` of `year`'s 0) is said with it.
  const notes = new Map(Object.entries(entry.notes));
  for (const f of def.fields) {
    for (const p of f.placeholders ?? []) {
      const code = p.prefix ? `${String(p.value)}<id>` : String(p.value);
      const keys = [String(p.value), `${f.name} ${String(p.value)}`];
      const note = keys.map((k) => notes.get(k)).find((t) => t !== undefined);
      for (const k of keys) notes.delete(k);
      items.push(html`<div data-note="${code}"><dt><code>${code}</code> in <code>${f.name}</code></dt><dd>${p.meaning}${note ? html`: ${withCode(note)}` : html` <small class="muted">(a placeholder: these pages show its meaning, the API and the downloads the code)</small>`}</dd></div>\n`);
    }
  }
  for (const [key, text] of notes) items.push(html`<div data-note="${key}"><dt><code>${key}</code></dt><dd>${withCode(text)}</dd></div>\n`);
  if (!items.length) return '';
  return html`<section class="meanings"><h2>Flags, placeholders and notes</h2>
<dl class="notes">
${items}</dl></section>`;
}
