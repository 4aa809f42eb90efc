/**
 * The codebook's entries (docs/research.md, "Codebook"): what the registry says of a collection (title, place, value
 * shape, fields and their labelled vocabularies, the meanings of tags, flags and placeholders) with what the loaded
 * databank counts of it (store/stats.ts); and their JSON, CSV and NDJSON.
 */
import { FLAGS, NOTES, type CollectionDef, type FieldDef, type Registry } from '../registry/index.js';
import type { CollectionStats, ValueCount } from '../store/stats.js';

/** One value of a field's vocabulary, with its records; `outside`: found in the data, not in the vocabulary. */
export interface EntryValue {
  readonly value: string | null;
  readonly label: string | null;
  readonly records: number | null;
  readonly outside?: true;
}

export interface EntryField {
  readonly name: string;
  readonly type: string;
  readonly nullable: boolean;
  readonly vocabulary: readonly EntryValue[] | null;
}

/** A codebook entry, keys in the contract's order. */
export interface CodebookEntry {
  readonly path: string;
  readonly title: string;
  readonly kind: string;
  readonly section: string | null;
  readonly subsection: string | null;
  readonly description: string | null;
  readonly value_shape: string | null;
  readonly value_fields: readonly string[];
  readonly records: number;
  readonly polities: number | null;
  readonly years: { readonly from: number; readonly to: number } | null;
  readonly fields: readonly EntryField[];
  readonly tags: readonly EntryValue[] | null;
  readonly flags: Readonly<Record<string, string>> | null;
  readonly notes: Readonly<Record<string, string>>;
}

/** A collection's entry from the registry and the generation's counts (`records`: its record count). */
export function codebookEntry(registry: Registry, def: CollectionDef, records: number, stats: CollectionStats): CodebookEntry {
  const fields = def.fields.map((f) => ({ name: f.name, type: f.type, nullable: f.nullable, vocabulary: vocabularyOf(registry, f, stats) }));
  const tag = def.fields.find((f) => f.role === 'tag');
  const coded = def.kind === 'coded';
  const flags = def.fields.filter((f) => f.role === 'flag' && Object.hasOwn(FLAGS, f.name));
  return {
    path: def.path, title: def.label, kind: def.kind, section: def.section, subsection: def.subsection,
    description: def.variableDescription?.text ?? null, value_shape: def.valueShape, value_fields: def.valueFields,
    records,
    // A polity is about itself: each record of the polities is one polity.
    polities: def.kind === 'polity' ? records : stats.polities,
    years: stats.years, fields,
    tags: coded && tag ? vocabularyOf(registry, tag, stats) : null,
    flags: coded && flags.length ? Object.fromEntries(flags.map((f) => [f.name, FLAGS[f.name as keyof typeof FLAGS].text])) : null,
    notes: Object.fromEntries(NOTES.filter((n) => n.applies(def)).map((n) => [n.key, n.text])),
  };
}

/**
 * A field's vocabulary: every value the original lists, labelled, with its records (0 where none has it), then the
 * values the data holds outside it (`outside`, no label), most records first. Null for a field without one.
 */
function vocabularyOf(registry: Registry, field: FieldDef, stats: CollectionStats): EntryValue[] | null {
  const vocabulary = field.vocabulary === undefined ? undefined : registry.vocabularies.get(field.vocabulary);
  if (!vocabulary) return null;
  const found: readonly ValueCount[] | undefined = stats.values[field.name];
  const counts = new Map((found ?? []).map((v) => [v.value, v.records]));
  const listed = vocabulary.values.map((v) => ({ value: v.value, label: v.label, records: found ? counts.get(v.value) ?? 0 : null }));
  const known = new Set(vocabulary.values.map((v) => v.value));
  const outside = (found ?? []).filter((v) => v.value === null || !known.has(v.value))
    .map((v): EntryValue => ({ value: v.value, label: null, records: v.records, outside: true }));
  return [...listed, ...outside];
}

/** The CSV download's columns. */
export const CODEBOOK_CSV_COLUMNS = ['path', 'title', 'section', 'subsection', 'field', 'value', 'label', 'records'] as const;

/** A cell as RFC 4180 writes it (as render/csv.ts): null empty, quoted when it holds a comma, quote, CR or LF. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Entries as CSV: one row per (collection, field, vocabulary value); a field without a vocabulary has one row. */
export function codebookCsv(entries: readonly CodebookEntry[]): string {
  let out = CODEBOOK_CSV_COLUMNS.join(',') + '\r\n';
  for (const e of entries) {
    const head = [e.path, e.title, e.section, e.subsection].map(cell).join(',');
    for (const f of e.fields) {
      const values = f.vocabulary ?? [{ value: null, label: null, records: null }];
      for (const v of values) out += `${head},${cell(f.name)},${cell(v.value)},${cell(v.label)},${cell(v.records)}\r\n`;
    }
  }
  return out;
}

/** Entries as NDJSON: one entry per line. */
export function codebookNdjson(entries: readonly CodebookEntry[]): string {
  return entries.map((e) => JSON.stringify(e) + '\n').join('');
}

/**
 * The codebook JSON's last member, how the operator asks the data to be cited (settings CITATION, CITATION_URL,
 * LICENCE, LICENCE_URL): only the parts set; absent, the member is not written at all.
 */
export interface CodebookCitation {
  readonly text?: string;
  readonly url?: string;
  readonly licence?: string;
  readonly licence_url?: string;
}

/** A JSON page of entries in DRF's envelope, and `citation` last where the operator sets one. */
export function codebookPage(
  count: number, next: string | null, previous: string | null, entries: readonly CodebookEntry[], citation?: CodebookCitation,
): Buffer {
  return Buffer.from(JSON.stringify(citation ? { count, next, previous, results: entries, citation } : { count, next, previous, results: entries }));
}

/** One entry's JSON, and `citation` last where the operator sets one. */
export function codebookEntryJson(entry: CodebookEntry, citation?: CodebookCitation): Buffer {
  return Buffer.from(JSON.stringify(citation ? { ...entry, citation } : entry));
}

/** What the downloads are sent as. */
export const CODEBOOK_DOWNLOADS = {
  csv: { contentType: 'text/csv; charset=utf-8', file: 'codebook.csv' },
  ndjson: { contentType: 'application/x-ndjson', file: 'codebook.ndjson' },
} as const;
