/**
 * Who refers to a collection's records: the collections with a `reference` field whose `target` it is (a citation's
 * `ref` names a reference; a subsection's `section` a section), each with the typed column that holds the id, so a
 * record page can list the records that name it (docs/pages.md, "Reference pages") through an ordinary store read of
 * that column, never a new query parameter. Derived from the registry once per registry.
 */
import type { CollectionDef, FieldDef } from './types.js';

/** One collection referring to another through one field. */
export interface Referrer {
  /** The referring collection (`core/citations`). */
  readonly def: CollectionDef;
  /** Its `reference` field (`ref`). */
  readonly field: FieldDef;
  /** The typed column holding that field's id (`ref`), compared with `=` to read the records naming one record. */
  readonly column: string;
  /** Whether an index serves the column: the read is then a range of the index, whatever the collection's size. */
  readonly indexed: boolean;
  /** A citation's cited pages (`page_from`, `page_to`: spec §2.9), shown in words; absent elsewhere. */
  readonly pages?: { readonly from: FieldDef; readonly to: FieldDef };
  /** The field naming a record to a reader (`name`, `title`), where the collection has one. */
  readonly label?: FieldDef;
}

/** The fields of a cited page range, and those that name a record to a reader, first found first. */
const PAGE_FIELDS = ['page_from', 'page_to'] as const;
const LABEL_FIELDS = ['name', 'title'] as const;

/** The field naming a record to a reader (`name`, `title`: a string), where the collection has one. */
export function labelFieldOf(def: { readonly fields: readonly FieldDef[] }): FieldDef | undefined {
  return LABEL_FIELDS.map((name) => def.fields.find((f) => f.name === name)).find((f) => f !== undefined && f.type === 'string');
}

/** The collections referring to `target` (a collection's path), in registry order, each field once. */
export function referrersIn(collections: readonly CollectionDef[], target: string): readonly Referrer[] {
  const out: Referrer[] = [];
  for (const def of collections) {
    for (const field of def.fields) {
      if (field.role !== 'reference' || field.target !== target) continue;
      // The typed column whose only source is the field itself: an integer id, compared exactly.
      const column = def.columns.find((c) => c.type === 'int' && c.sources.length === 1 && c.sources[0]!.length === 1 && c.sources[0]![0] === field.name);
      if (!column) continue;
      const named = (name: string): FieldDef | undefined => def.fields.find((f) => f.name === name);
      const [from, to] = PAGE_FIELDS.map(named);
      const label = labelFieldOf(def);
      out.push(Object.freeze({
        def, field, column: column.name, indexed: column.indexed,
        ...(from && to ? { pages: Object.freeze({ from, to }) } : {}), ...(label ? { label } : {}),
      }));
    }
  }
  return Object.freeze(out);
}
