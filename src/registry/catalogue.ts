/**
 * Every collection of the databank, built from the catalogue of the original API (catalogue-file.ts): the spec's
 * collections as collections.ts declares them, completed from the catalogue, then every other endpoint the original
 * serves to anyone (public, and routed or moved), in the catalogue's order. Admin-only routes become restricted
 * routes (an anonymous request gets the original's 401); routes the original no longer registers are not served.
 */
import type { Catalogue, CatalogueEndpoint, CatalogueField, CatalogueFilter } from './catalogue-file.js';
import { descriptionsOf, TAGS_VOCABULARY, valueShapeOf, vocabulariesOf, type Meaning, type Vocabulary } from './codebook.js';
import { codedCommon, collection, coversYear, politiesFilter, SPEC_COLLECTIONS, tableOf, TAGS, type CollectionSpec } from './collections.js';
import { filterDoc, type FilterSpec } from './derive.js';
import type { CollectionDef, FieldDef, FieldRole, Lookup, RestrictedRoute, ValueKind } from './types.js';

/** Records per catalogue collection in the demo at scale 1: coded variables, and the other lists. */
const DEMO_CODED = 60;
const DEMO_OTHER = 24;

export interface Built {
  readonly collections: readonly CollectionDef[];
  readonly restricted: readonly RestrictedRoute[];
  /** The paths the API root lists, in the original's order; absent when the catalogue gives no registration order. */
  readonly root?: readonly string[];
  /** The catalogue's vocabularies, labelled, by name (the codebook). */
  readonly vocabularies: ReadonlyMap<string, Vocabulary>;
}

/** What the catalogue serves, as the registry's collections and restricted routes. */
export function buildFromCatalogue(cat: Catalogue): Built {
  const served = cat.endpoints.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');
  // A related row's model → the path serving it, so a primary key can name the collection it points into.
  const pathOfModel = new Map<string, string>();
  for (const e of served) if (!pathOfModel.has(e.model)) pathOfModel.set(e.model, e.path);
  const endpointOf = new Map(served.map((e) => [e.path, e]));
  const shapes = (name: string): readonly CatalogueField[] => {
    const shape = cat.shapes[name];
    if (!shape) throw new Error(`catalogue: no shape ${name}`);
    return shape.fields;
  };

  const specs: CollectionSpec[] = [];
  for (const spec of SPEC_COLLECTIONS) {
    const e = endpointOf.get(spec.path);
    if (!e) throw new Error(`catalogue: the spec's ${spec.path} is not a served endpoint`);
    const fields = spec.fields.length ? withOriginalNames(spec.fields, e) : e.fields.map((f) => fieldOf(f, pathOfModel, shapes, false));
    specs.push({ ...spec, fields, filters: withCatalogueFilters(spec.filters, e, fields, pathOfModel), ...placeOf(e), inSpec: true });
  }
  const declared = new Set(specs.map((s) => s.path));
  for (const e of served) if (!declared.has(e.path)) specs.push(specOf(e, pathOfModel, shapes));
  const restricted = cat.endpoints
    .filter((e) => e.permissions !== 'public' && e.live.status !== 'not_routed')
    .map((e) => ({ path: e.live.live_path ?? e.path, title: viewName(e.viewset) }));
  const vocabularies = checkedVocabularies(cat);
  const descriptions = descriptionsOf(cat);
  const described = specs.map((s) => withCodebook(s, endpointOf.get(s.path)!, descriptions.get(s.path) ?? null));
  return { collections: described.map(collection), restricted, ...rootOf(cat, served), vocabularies };
}

/** The catalogue's vocabularies; the registry's tag meanings (TAGS) must be the labels of its `Tags`. */
function checkedVocabularies(cat: Catalogue): Map<string, Vocabulary> {
  const vocabularies = vocabulariesOf(cat);
  const tags = vocabularies.get(TAGS_VOCABULARY)?.values.map((v) => [v.value, v.label]);
  if (JSON.stringify(tags) !== JSON.stringify([...TAGS])) throw new Error(`catalogue: the ${TAGS_VOCABULARY} labels are not the registry's TAGS`);
  return vocabularies;
}

/**
 * What the codebook reads of an endpoint: its value shape, the original's description of it, and each field's
 * vocabulary (the catalogue's `choices_ref`, the spec's own fields included: `token` is ABSENT_PRESENT_CHOICES).
 */
function withCodebook(spec: CollectionSpec, e: CatalogueEndpoint, description: Meaning | null): CollectionSpec {
  const vocabularyOf = new Map(e.fields.filter((f) => f.choices_ref).map((f) => [f.project_spec_name ?? f.name, f.choices_ref!]));
  const fields = spec.fields.map((f) => (vocabularyOf.has(f.name) ? { ...f, vocabulary: vocabularyOf.get(f.name)! } : f));
  return { ...spec, fields, valueShape: valueShapeOf(e.path, e.value_shape), variableDescription: description };
}

/**
 * The API root's order (note N-root-order): DRF's DefaultRouter lists every route in the order urls.py registers it,
 * admin-only ones included. A moved endpoint is registered at its live path; its client path, which this API serves
 * too, comes right after it. The registry checks that the order names every path it serves, once.
 */
function rootOf(cat: Catalogue, served: readonly CatalogueEndpoint[]): Pick<Built, 'root'> {
  const registered = cat.registration_order?.paths;
  if (!registered) return {};
  const clientPathOf = new Map(served.filter((e) => e.live.live_path).map((e) => [e.live.live_path!, e.path]));
  return { root: registered.flatMap((p) => [p, ...(clientPathOf.has(p) ? [clientPathOf.get(p)!] : [])]) };
}

/**
 * The spec's own fields of a collection, each the catalogue serves under a neutral name (`project_spec_name`) marked
 * with the original's name of it, so that a mirror of the original can map it back.
 */
function withOriginalNames(fields: readonly FieldDef[], e: CatalogueEndpoint): FieldDef[] {
  const original = new Map(e.fields.filter((f) => f.project_spec_name).map((f) => [f.project_spec_name!, f.name]));
  for (const name of original.keys()) if (!fields.some((f) => f.name === name)) throw new Error(`catalogue: ${e.path}: no field ${name}`);
  return fields.map((f) => (original.has(f.name) ? { ...f, original: original.get(f.name)! } : f));
}

/** Where the catalogue files it, its client class and its further (live) path. */
function placeOf(e: CatalogueEndpoint): Partial<CollectionSpec> {
  return {
    section: e.section ?? null, subsection: e.subsection ?? null, subSubsection: e.sub_subsection ?? null,
    clientClass: e.client_class, aliases: e.live.live_path ? [e.live.live_path] : [], rowRestricted: e.row_restriction !== undefined,
    // The original's pagination of the endpoint (50 and 100 but for core/cliopatria-shapefiles: 1 and 1).
    pageSize: e.pagination.page_size, maxPageSize: e.pagination.max_page_size,
    search: searchFields(e),
  };
}

/**
 * The fields DRF's SearchFilter searches, as served (`@new_name` is the served `name`). Only the `@` prefix (Django's
 * `search` lookup, full-text) is declared by the original, and the only one this API answers.
 */
function searchFields(e: CatalogueEndpoint): string[] {
  return (e.search?.search_fields ?? []).map((declared) => {
    if (!declared.startsWith('@')) throw new Error(`catalogue: ${e.path}: search field ${declared} is not full-text (@)`);
    const name = declared.slice(1);
    const f = e.fields.find((g) => g.name === name) ?? e.fields.find((g) => g.source?.split('.')[1] === name);
    if (!f || f.json_type !== 'string') throw new Error(`catalogue: ${e.path}: search field ${declared} names no text field`);
    return f.project_spec_name ?? f.name;
  });
}

/**
 * The spec's filters, then the catalogue's parameters they lack (before our extensions): the original's newest
 * FilterSets declare `polity__new_name__icontains`, `polity__name`, `polity__long_name__icontains` on every coded
 * variable; where both declare a parameter, the spec's reading (verified against the original's stack) stays.
 */
function withCatalogueFilters(
  own: readonly FilterSpec[], e: CatalogueEndpoint, fields: readonly FieldDef[], pathOfModel: ReadonlyMap<string, string>,
): FilterSpec[] {
  const have = new Set(own.map((f) => f.param));
  const added = catalogueFilters(e, fields, pathOfModel).filter((f) => !have.has(f.param));
  const original = own.filter((f) => !f.extension);
  return [...original, ...added, ...own.filter((f) => f.extension)];
}

function specOf(e: CatalogueEndpoint, pathOfModel: ReadonlyMap<string, string>, shapes: (n: string) => readonly CatalogueField[]): CollectionSpec {
  const coded = e.kind === 'coded';
  const common = coded ? codedCommon(e.name_constant) : new Map<string, FieldDef>();
  const values = new Set(e.value_fields ?? []);
  const fields = e.fields.map((f): FieldDef => {
    const spec = common.get(f.name);
    if (spec) return f.choices ? { ...spec, choices: f.choices } : spec;
    const field = fieldOf(f, pathOfModel, shapes, false);
    // A common field the spec's set has no entry for (a `name` without a constant): never null all the same.
    if (coded && COMMON_NAMES.has(f.name)) return { ...field, nullable: false };
    if (!coded || !values.has(f.name) || field.role !== 'plain') return field;
    // What the variable records is its value; a year is shown as one.
    return { ...field, role: field.type === 'integer' && /(^|_)years?(_from|_to)?$/.test(field.name) ? 'year' : 'value' };
  });
  const filters = catalogueFilters(e, fields, pathOfModel);
  const title = e.title;
  return {
    path: e.path, kind: coded ? 'coded' : 'record', title: viewName(e.viewset), label: title,
    description: coded
      ? `Coded values of “${title}” for polities${e.section ? ` (${[e.section, e.subsection].filter(Boolean).join(' › ')})` : ''}.`
      : `${title}.`,
    demoCount: coded ? DEMO_CODED : DEMO_OTHER, indexing: 'lean', fields,
    filters: coded ? [...filters, politiesFilter('polity__id'), coversYear] : filters,
    ...placeOf(e),
  };
}

/**
 * DRF's view name of a viewset's list (`get_view_name`): the class name without `ViewSet`, words split at capitals
 * (`PolityPopulationViewSet` → `Polity Population`), then ` List`.
 */
export function viewName(viewset: string): string {
  const bare = viewset.replace(/ViewSet$/, '').replace(/View$/, '');
  return `${bare.replace(/((?<=[a-z])[A-Z]|(?<!^)[A-Z](?=[a-z]))/g, ' $1').trim()} List`;
}

/** A catalogue field as the registry serves and checks it. Names follow the spec's neutral words (`project_spec_name`). */
function fieldOf(f: CatalogueField, pathOfModel: ReadonlyMap<string, string>, shapes: (n: string) => readonly CatalogueField[], nested: boolean): FieldDef {
  const field = typedField(f, pathOfModel, shapes, nested);
  return !nested && field.name === 'id' ? { ...field, role: 'id' } : field; // a record's own id (its page links it)
}

function typedField(f: CatalogueField, pathOfModel: ReadonlyMap<string, string>, shapes: (n: string) => readonly CatalogueField[], nested: boolean): FieldDef {
  const base = {
    name: f.project_spec_name ?? f.name, nullable: f.nullable, role: 'plain' as FieldRole, ...(f.choices ? { choices: f.choices } : {}),
    ...(f.project_spec_name ? { original: f.name } : {}),
  };
  if (f.nested === 'polity_summary') return f.json_type === 'array' ? { ...base, type: 'polities' } : { ...base, type: 'polity', role: 'polity-ref' };
  if (f.nested) {
    const shape = shapes(f.nested).map((g) => fieldOf(g, pathOfModel, shapes, true));
    // The related row's collection, where one serves it (the demo nests its records).
    const target = f.related_model ? pathOfModel.get(f.related_model) : undefined;
    return { ...base, type: f.json_type === 'array' ? 'objects' : 'object', shape, ...(target ? { target } : {}) };
  }
  if (f.format === 'geojson-geometry') return { ...base, type: 'geometry' };
  switch (f.json_type) {
    case 'array': {
      // A list of keys: the collection they point into, for the demo (not checked on load: docs/data.md).
      const target = f.related_model ? pathOfModel.get(f.related_model) : undefined;
      return target ? { ...base, type: 'ids', target } : { ...base, type: 'ids' };
    }
    case 'integer': {
      // A primary key into a served collection must name one of its records (a nested row's keys are not checked).
      const target = !nested && f.render === 'primary key' && f.related_model ? pathOfModel.get(f.related_model) : undefined;
      if (target) return { ...base, type: 'integer', role: 'reference', target };
      // A historical year is shown with its era (a polity's start, a capital's years).
      return { ...base, type: 'integer', ...(!nested && YEARS.test(f.name) ? { role: 'year' as const } : {}) };
    }
    case 'number': return { ...base, type: 'number' };
    case 'boolean': return { ...base, type: 'boolean' };
    case 'object': return { ...base, type: 'geometry' };
    case 'string':
      if (f.format === 'date-time') return { ...base, type: 'timestamp' };
      if (f.format === 'date') return { ...base, type: 'date' };
      if (f.format === 'uuid') return { ...base, type: 'uuid' };
      if (f.decimal_as_string) return { ...base, type: 'decimal', places: f.decimal_places ?? 0 };
      return { ...base, type: 'string' };
  }
}

/** The common fields of spec §2.3 that are never null on a coded record (issue 19, decision 4). */
const COMMON_NAMES: ReadonlySet<string> = new Set(['id', 'polity', 'tag', 'is_disputed', 'is_uncertain', 'name']);

const YEARS = /(^|_)(year_from|year_to|start_year|end_year)$/;

/** The field a filter's path names and the column path it compares, or where it compares through another collection. */
interface Target {
  readonly leaf: FieldDef | undefined;
  /** Column path in this collection (`home_nga__name`), or in `via`'s. */
  readonly column: string;
  readonly via?: string;
}

/** The catalogue's filters of an endpoint, in declaration order (django-filter reports invalid ones in it). */
function catalogueFilters(e: CatalogueEndpoint, fields: readonly FieldDef[], pathOfModel: ReadonlyMap<string, string>): FilterSpec[] {
  const served = (f: CatalogueField): FieldDef => fields.find((g) => g.name === (f.project_spec_name ?? f.name))!;
  const byCatalogueName = new Map(e.fields.map((f) => [f.name, served(f)]));
  // A field served under its model's other name (`name` is `Polity.new_name`) answers filters on that name too.
  for (const f of e.fields) {
    const attribute = f.source?.split('.')[1];
    if (attribute && !byCatalogueName.has(attribute)) byCatalogueName.set(attribute, served(f));
  }
  const out: FilterSpec[] = [];
  for (const cf of e.filters) {
    const target = targetOf(cf, byCatalogueName, e.kind === 'coded');
    // A filter on a renamed field is renamed with it (`zotero_link__icontains` → `reflib_link__icontains`).
    const head = cf.field.split('__')[0]!;
    const renamed = e.fields.find((f) => f.name === head)?.project_spec_name;
    const params = cf.project_spec_params ?? (renamed && cf.field === head
      ? cf.params.map((p) => (p.startsWith(head) ? renamed + p.slice(head.length) : p)) : cf.params);
    // A list of related rows' keys: the collection serving the related model holds the available choices.
    const related = e.fields.find((f) => f.name === head)?.related_model;
    const among = related ? pathOfModel.get(related) : undefined;
    cf.lookups.forEach((lookup, i) => out.push(filterOf(cf, lookup, params[i]!, target, among)));
  }
  return out;
}

function targetOf(cf: CatalogueFilter, fields: ReadonlyMap<string, FieldDef>, coded: boolean): Target {
  const [head, ...rest] = cf.field.split('__') as [string, ...string[]];
  // The summary's `name` is the polity's `new_name`; the original's `polity__name` compares the polity's old code,
  // which the databank does not carry: it compares the name served (docs/api.md).
  if (coded && head === 'polity' && rest.length) {
    const leaf = rest[0] === 'long_name' ? 'long_name' : 'name';
    return { leaf: { name: leaf, type: 'string', nullable: false, role: 'plain' }, column: `polity__${leaf}` };
  }
  const field = fields.get(head);
  if (!field) return { leaf: undefined, column: cf.field };
  if (!rest.length) return { leaf: field, column: field.name };
  if (field.type === 'object') {
    const leaf = field.shape?.find((g) => g.name === rest[0]);
    return { leaf, column: `${field.name}__${rest.join('__')}` };
  }
  if (field.role === 'reference' && field.target) return { leaf: undefined, column: rest.join('__'), via: field.target };
  throw new Error(`catalogue: filter ${cf.field}: cannot follow ${head}`);
}

function filterOf(cf: CatalogueFilter, lookup: string, param: string, t: Target, among: string | undefined): FilterSpec {
  const doc = filterDoc(cf.field, lookup);
  const date = lookup.startsWith('date__');
  const base = (value: ValueKind, column: string, l: Lookup, extra: Partial<FilterSpec> = {}): FilterSpec => {
    const via = t.via ? { via: { path: t.via, table: tableOf(t.via), column }, column: fkColumn(cf) } : { column };
    return { param, lookup: l, value, doc, ...via, ...(t.leaf === undefined && !t.via ? { absent: true } : {}), ...extra };
  };
  if (lookup === 'icontains') return base('text', `${t.column}__u`, 'icontains');
  const type = t.leaf?.type;
  if (date) return base('date', `${t.column}__d`, (lookup === 'date__exact' ? 'exact' : lookup.slice(6)) as Lookup);
  if (type === 'timestamp' || (t.leaf === undefined && lookup === 'range' && /date/.test(cf.field))) {
    return base('datetime', `${t.column}__us`, 'range');
  }
  const l = lookup as Lookup;
  if (type === 'decimal') return base('number', t.column, l, { places: t.leaf!.places ?? 0 });
  if (cf.declared_filter === 'NumberFilter' || type === 'number') return base('number', t.column, l);
  if (cf.declared_filter === 'CharFilter') return base('text', t.column, l);
  // ModelMultipleChoiceFilter: its choices are every record of the related model (core/polities for a summary list).
  if (type === 'polities' || type === 'ids') {
    return base('member', t.column, 'exact', among ? { among } : {});
  }
  if (type === 'integer') return base('integer', t.column, l);
  if (type === 'boolean') return base('boolean', t.column, l);
  if (type === 'date') return base('date', t.column, l);
  if (t.leaf?.choices && lookup === 'exact') return base('choice', t.column, l, { choices: t.leaf.choices });
  return base('text', t.column, l);
}

/** The column of this collection holding the other collection's ids (`polity_party__name` → `polity_party`). */
function fkColumn(cf: CatalogueFilter): string {
  return cf.field.split('__')[0]!;
}
