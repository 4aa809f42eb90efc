/** The registry: the collections, checked and frozen, passed around as a value (`Registry`). */
import { buildFromCatalogue } from './catalogue.js';
import { readCatalogue } from './catalogue-file.js';
import type { Vocabulary } from './codebook.js';
import { POLITY_FIELDS, TAG_CHOICES, TAGS } from './collections.js';
import { referrersIn, type Referrer } from './referrers.js';
import type { CollectionDef, FieldDef, FieldRole, PolityPanel, RestrictedRoute } from './types.js';

export type {
  CollectionDef, ColumnDef, ColumnType, FieldDef, FieldRole, FieldType, CollectionKind, FilterDef, Lookup, PolityPanel, ValueKind,
  Placeholder, RestrictedRoute,
} from './types.js';
export { POLITY_FIELDS, TAG_CHOICES, TAGS };
export { FLAGS, NOTES, TAGS_VOCABULARY, type Meaning, type Note, type ValueShape, type Vocabulary, type VocabularyValue } from './codebook.js';
export { facetFields, facetOf, type FacetDef, type FacetValue } from './facets.js';
export {
  atPath, codedRoles, flagMark, ownYears, POLITY_DESCRIPTION, POLITY_FACTS, POLITY_SUMMARY, politySearch, politySummary,
  type CodedRoles, type PolityFact, type PolitySearch, type PolitySummary, type PolitySummaryFields, type YearFields,
} from './roles.js';
export { labelFieldOf, type Referrer } from './referrers.js';

/** What a tag means (`TRS` → `Confident`: the original's `Tags` labels), or undefined for a tag outside the vocabulary. */
export function tagMeaning(tag: string): string | undefined {
  return TAGS.get(tag);
}

/** What a field's value means when it is a placeholder (`EMPTY_COMMENT` → `no comment`), else undefined. */
export function placeholderMeaning(field: FieldDef, value: unknown): string | undefined {
  if (!field.placeholders) return undefined;
  for (const p of field.placeholders) {
    if (p.prefix ? typeof value === 'string' && typeof p.value === 'string' && value.startsWith(p.value) : value === p.value) return p.meaning;
  }
  return undefined;
}

/**
 * The label of a value of a field with a vocabulary (`o_h_p` → `Over half of the population`, from the original's
 * choices: `Registry.vocabularies`); the tag's meaning for a tag; undefined for a value outside it or a field without.
 */
export function valueLabel(registry: Registry, field: FieldDef, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (field.role === 'tag') return tagMeaning(value);
  const vocabulary = field.vocabulary === undefined ? undefined : registry.vocabularies.get(field.vocabulary);
  if (!vocabulary) return undefined;
  let labels = LABELS.get(vocabulary);
  if (!labels) LABELS.set(vocabulary, (labels = new Map(vocabulary.values.map((v) => [v.value, v.label]))));
  return labels.get(value);
}
const LABELS = new WeakMap<Vocabulary, ReadonlyMap<string, string>>();

/** The first field of a collection with a role (`polity`: the polity its records are about), if any. */
export function fieldWithRole(def: CollectionDef, role: FieldRole): FieldDef | undefined {
  return def.fields.find((f) => f.role === role);
}

/** The fields that name a polity to a reader (its summary's fields but its years): `id`, `name`, `long_name`. */
export const POLITY_DISPLAY: readonly string[] = Object.freeze(POLITY_FIELDS.filter((f) => f.role !== 'year').map((f) => f.name));

/** Record paths whose first non-null value is a year (`[['year_from'], ['polity', 'start_year']]`). */
export type YearSources = readonly (readonly string[])[];

/**
 * Where a record's years in force are read, by the collection's `covers_year` rule: the first and the last year, each
 * the first non-null value of its sources (a coded value's own years, else its polity's; a polity's own years).
 * Undefined for a collection without the rule.
 */
export function yearsInForce(def: CollectionDef): { readonly from: YearSources; readonly to: YearSources } | undefined {
  const covers = def.filters.find((f) => f.lookup === 'covers');
  const sources = (column: string | undefined): YearSources | undefined => def.columns.find((c) => c.name === column)?.sources;
  const from = sources(covers?.column), to = sources(covers?.column2);
  return from && to ? { from, to } : undefined;
}

/** Path (and dump name) of the polity summaries' collection. */
export const POLITIES_PATH = 'core/polities';

/** Parameters with a meaning of their own in every list (pagination, formats, ordering, facets). */
const RESERVED = new Set(['page', 'page_size', 'format', 'ordering', 'facet']);

function check(defs: readonly CollectionDef[], restricted: readonly RestrictedRoute[]): void {
  const seen = new Set<string>();
  for (const def of defs) {
    if (seen.has(def.path) || seen.has(def.table)) throw new Error(`registry: duplicate collection ${def.path}`);
    seen.add(def.path).add(def.table);
    for (const alias of def.aliases) {
      if (seen.has(alias)) throw new Error(`registry: ${def.path}: alias ${alias} is taken`);
      seen.add(alias);
    }
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(def.path)) throw new Error(`registry: bad path ${def.path}`);
    if (def.fields[0]?.name !== 'id') throw new Error(`registry: ${def.path}: first field must be id`);
    // PostgreSQL cuts identifiers at 63 bytes: a cut index name could collide with another.
    for (const c of def.columns) {
      if (c.indexed && `${def.table}__${c.name}__cover`.length > 63) throw new Error(`registry: ${def.path}: index name of ${c.name} too long`);
    }
    const names = new Set(def.fields.map((f) => f.name));
    if (names.size !== def.fields.length) throw new Error(`registry: ${def.path}: duplicate field`);
    for (const f of def.fields) {
      if (f.role === 'reference' && !defs.some((d) => d.path === f.target)) throw new Error(`registry: ${def.path}: ${f.name}: no collection ${String(f.target)}`);
    }
    if (def.polityPanel) checkPanel(def, defs);
    const params = new Set(def.filters.map((f) => f.param));
    if (params.size !== def.filters.length) throw new Error(`registry: ${def.path}: duplicate filter parameter`);
    for (const f of def.filters) {
      if (RESERVED.has(f.param)) throw new Error(`registry: ${def.path}: ${f.param} is reserved`);
      const columns = f.via ? [f.column] : [f.column, f.column2].filter((c): c is string => c !== undefined);
      for (const c of columns) if (c !== 'id' && !def.columns.some((col) => col.name === c)) throw new Error(`registry: ${def.path}: ${f.param}: no column ${c}`);
      if (f.via) {
        const other = defs.find((d) => d.path === f.via!.path);
        if (!other || (f.via.column !== 'id' && !other.columns.some((col) => col.name === f.via!.column))) {
          throw new Error(`registry: ${def.path}: ${f.param}: no column ${f.via.column} in ${f.via.path}`);
        }
      }
    }
  }
  for (const r of restricted) if (seen.has(r.path)) throw new Error(`registry: restricted ${r.path} is also a collection`);
}

/** The root's order by default: every collection in registry order, each alias right after it, then the restricted routes. */
function defaultRoot(defs: readonly CollectionDef[], restricted: readonly RestrictedRoute[]): string[] {
  return [...defs.flatMap((d) => [d.path, ...d.aliases]), ...restricted.map((r) => r.path)];
}

/** A root order given names each path the registry serves (collection, alias, restricted route) once, and no other. */
function checkRoot(root: readonly string[], defs: readonly CollectionDef[], restricted: readonly RestrictedRoute[]): void {
  const served = new Set(defaultRoot(defs, restricted));
  const listed = new Set<string>();
  for (const path of root) {
    if (!served.has(path)) throw new Error(`registry: the root order names ${path}, which is not served`);
    if (listed.has(path)) throw new Error(`registry: the root order names ${path} twice`);
    listed.add(path);
  }
  for (const path of served) if (!listed.has(path)) throw new Error(`registry: the root order leaves out ${path}`);
}

/** A polity page panel shows what its collection's fields say: it needs the fields it reads, and is one collection's. */
function checkPanel(def: CollectionDef, defs: readonly CollectionDef[]): void {
  const fail = (why: string): never => { throw new Error(`registry: ${def.path}: polity page panel ${def.polityPanel}: ${why}`); };
  if (def.kind !== 'coded') fail('not a coded variable');
  if (defs.some((d) => d !== def && d.polityPanel === def.polityPanel)) fail('a second collection for it');
  const has = (role: FieldRole): boolean => def.fields.some((f) => f.role === role);
  if (def.polityPanel === 'durations' && !def.valueIsRange) fail('its value is not a pair of years');
  if (def.polityPanel === 'relations' && !(has('value') && has('polity-ref') && has('polity'))) fail('no value, polity and other polity');
  if (def.polityPanel === 'names' && def.valueFields.length !== 1) fail('its value is not one field');
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/**
 * The registry as a value: the collections a databank serves, checked and frozen, looked up by path. Made once by
 * the program's entry point (`databankRegistry()`) and passed to everything that needs it — the app, the stores,
 * the loader, the sources, the OpenAPI document — so no module holds a registry of its own and another one (200
 * coded variables read from a file, say) costs nothing to swap in.
 */
export interface Registry {
  /**
   * In registry order (the spec's collections first, then the catalogue's order), which the OpenAPI paths, the pages,
   * dumps and schemas follow; `core/polities` among them. The API root has an order of its own: `root`.
   */
  readonly collections: readonly CollectionDef[];
  byPath(path: string): CollectionDef | undefined;
  /** The polity summaries (spec §2.2): dumped as `core/polities.ndjson`, served as a collection. */
  readonly polities: CollectionDef;
  /** The coded variable the polity page shows in a panel (`relations`: the suprapolity relations), if any. */
  panel(name: PolityPanel): CollectionDef | undefined;
  /** Routes the original serves to administrators only (an anonymous request gets its 401). */
  readonly restricted: readonly RestrictedRoute[];
  /**
   * Every path the API root lists, in its order: the original's (its urls.py's registration order, catalogue note
   * N-root-order) for the databank; registry order, aliases after their collection, restricted routes last, otherwise.
   */
  readonly root: readonly string[];
  /** The original's vocabularies by name (`FieldDef.vocabulary`), each value labelled (the codebook). */
  readonly vocabularies: ReadonlyMap<string, Vocabulary>;
  /**
   * The collections referring to `def`'s records through a `reference` field (the citations through `ref` for the
   * references), each with its typed column (registry/referrers.ts); empty for most. Derived once per collection.
   */
  referrers(def: CollectionDef): readonly Referrer[];
}

export function createRegistry(
  defs: readonly CollectionDef[], restricted: readonly RestrictedRoute[] = [], root?: readonly string[],
  vocabularies: ReadonlyMap<string, Vocabulary> = new Map(),
): Registry {
  check(defs, restricted);
  if (root) checkRoot(root, defs, restricted);
  const rootOrder = Object.freeze([...(root ?? defaultRoot(defs, restricted))]);
  deepFreeze(defs);
  deepFreeze(restricted);
  // A collection answers at its path and at its aliases (a moved endpoint's live path).
  const byPathMap = new Map(defs.flatMap((d) => [[d.path, d] as const, ...d.aliases.map((a) => [a, d] as const)]));
  const polities = byPathMap.get(POLITIES_PATH);
  if (!polities || polities.kind !== 'polity') throw new Error(`registry: no ${POLITIES_PATH} collection of polities`);
  const panels = new Map(defs.filter((d) => d.polityPanel).map((d) => [d.polityPanel!, d]));
  const referrers = new Map(defs.map((d) => [d.path, referrersIn(defs, d.path)]));
  return Object.freeze({
    collections: defs, byPath: (path: string) => byPathMap.get(path), polities, panel: (name: PolityPanel) => panels.get(name),
    restricted, root: rootOrder, vocabularies, referrers: (def: CollectionDef) => referrers.get(def.path) ?? [],
  });
}

/**
 * The databank's collections: every endpoint of the original's catalogue (catalogue/catalogue.json) that it serves
 * to anyone, the spec's as src/registry/collections.ts declares them. Built once per call: the entry point makes one.
 */
export function databankRegistry(): Registry {
  const built = buildFromCatalogue(readCatalogue());
  return createRegistry(built.collections, built.restricted, built.root, built.vocabularies);
}
