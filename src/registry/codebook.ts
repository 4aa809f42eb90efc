/**
 * What the codebook (docs/research.md) says beyond the records, as data with its source: each vocabulary's values
 * and labels (the catalogue's `choice_labels`, note N-choice-labels), the original's variable descriptions
 * (`variable_descriptions`, N-variable-descriptions), and the meanings of the coded flags and of the placeholders the
 * records carry (`EMPTY_COMMENT`, `§REF§`, a reference's year 0), where the spec states them.
 */
import type { Catalogue, CatalogueSource } from './catalogue-file.js';
import type { CollectionDef, Meaning, ValueShape, Vocabulary } from './types.js';

export type { Meaning, ValueShape, Vocabulary, VocabularyValue } from './types.js';

/** A source of the catalogue as one line: `seshat/apps/core/models.py @ 8f4d87b (Tags)`. */
export function sourceLine(s: CatalogueSource): string {
  const name = [s.python_name, s.key].filter(Boolean).join(' ');
  return `${s.repository} ${s.path} @ ${s.commit.slice(0, 7)}${name ? ` (${name})` : ''}`;
}

/**
 * Every vocabulary of the catalogue, labelled: a value the original's pairs label has that label; a value without
 * one (none today: every vocabulary is a list of pairs) is its own label.
 */
export function vocabulariesOf(cat: Catalogue): Map<string, Vocabulary> {
  const out = new Map<string, Vocabulary>();
  for (const [name, values] of Object.entries(cat.choices)) {
    const labelled = cat.choice_labels?.[name];
    out.set(name, {
      name,
      values: values.map((value) => ({ value, label: labelled?.labels[value] ?? value })),
      source: labelled ? sourceLine(labelled.source) : 'catalogue/catalogue.json choices (no labels given: each value is its own label)',
    });
  }
  return out;
}

/** The original's description of each variable it describes, by the path serving it. */
export function descriptionsOf(cat: Catalogue): Map<string, Meaning> {
  const out = new Map<string, Meaning>();
  for (const model of Object.values(cat.variable_descriptions?.models ?? {})) {
    for (const path of model.paths) out.set(path, { text: model.description, source: sourceLine(model.source) });
  }
  return out;
}

const VALUE_SHAPES: ReadonlySet<string> = new Set<ValueShape>(['single choice', 'from/to pair', 'composite', 'integer', 'decimal', 'string', 'foreign key']);

/** The catalogue's value shape of an endpoint, checked (null for one that is not coded). */
export function valueShapeOf(path: string, shape: string | undefined): ValueShape | null {
  if (shape === undefined) return null;
  if (!VALUE_SHAPES.has(shape)) throw new Error(`catalogue: ${path}: unknown value shape ${shape}`);
  return shape as ValueShape;
}

/** The name of the catalogue's vocabulary of tags: its labels are the tags' meanings (N-choice-labels). */
export const TAGS_VOCABULARY = 'Tags';

const FLAG_SOURCE = 'Not stated by the spec (read-api.md §2.3 lists both flags without a meaning) nor by the catalogue; the '
  + 'original declares both on every coded variable (seshat/apps/core/models.py SeshatCommon: BooleanField(default=False, '
  + 'null=True), no help text). Read from the field names and the spec\'s note that a polity may have several records '
  + 'of one variable: a judgement of this project (docs/research.md).';

/** What the coded records' two flags mean (the codebook's `flags`). */
export const FLAGS: Readonly<Record<'is_disputed' | 'is_uncertain', Meaning>> = {
  is_disputed: {
    text: 'true: the value is disputed (sources or experts disagree); other records of the variable for the same polity '
      + 'and years may give the other values. false: not disputed (the default). null: not said.',
    source: FLAG_SOURCE,
  },
  is_uncertain: {
    text: 'true: the coders are not sure of the value. false: no doubt recorded (the default). null: not said.',
    source: FLAG_SOURCE,
  },
};

/** A placeholder or marker a collection's records may carry, and which collections' records do. */
export interface Note extends Meaning {
  readonly key: 'EMPTY_COMMENT' | '§REF§' | 'year 0';
  readonly applies: (def: CollectionDef) => boolean;
}

/** The codebook's `notes`: each where it applies (by the role of a field, or the kind of the collection). */
export const NOTES: readonly Note[] = [
  {
    key: 'EMPTY_COMMENT', applies: (def) => def.fields.some((f) => f.role === 'html'),
    text: 'The literal text EMPTY_COMMENT in `comment` is a placeholder meaning there is no comment.',
    source: 'spec read-api.md §2.3 (comment)',
  },
  {
    key: '§REF§', applies: (def) => def.fields.some((f) => f.role === 'ref-text'),
    text: 'In `description`, the marker §REF§ stands on both sides of an embedded reference\'s text.',
    source: 'spec read-api.md §2.3 (description)',
  },
  {
    key: 'year 0', applies: (def) => def.kind === 'reference',
    text: 'A reference\'s `year` 0 means no year, on a record with a catalogued item (one in the reference library); '
      + 'null means no year, on a record without one.',
    source: 'spec read-api.md §2.10 (year)',
  },
];
