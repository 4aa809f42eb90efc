/** The nine collections of spec §4, each described once. Adding a coded variable is one `coded(...)` entry. */
import { deriveColumns, fieldFilters, isYearRange, sortableFields, valueFieldsOf, withExample, type FieldFilters, type FilterSpec } from './derive.js';
import type { CollectionDef, FieldDef, FieldRole, PolityPanel } from './types.js';

const PAGE_SIZE = 50; // spec §8
const MAX_PAGE_SIZE = 100; // query-params.md: page_size is capped at 100

/** Everything of a field but its name, type and nullability; the role is `plain` unless given. */
type Extra = Partial<Omit<FieldDef, 'name' | 'type' | 'nullable'>>;
const extra = (o: Extra | string | undefined): Extra => (typeof o === 'string' ? { doc: o } : o ?? {});
const int = (name: string, nullable = false, o?: Extra | string): FieldDef => ({ name, type: 'integer', nullable, role: 'plain', ...extra(o) });
const str = (name: string, nullable = false, o?: Extra | string): FieldDef => ({ name, type: 'string', nullable, role: 'plain', ...extra(o) });
const bool = (name: string, role: FieldRole = 'plain'): FieldDef => ({ name, type: 'boolean', nullable: false, role });
const polity = (name: string, role: 'polity' | 'polity-ref', doc: string): FieldDef => ({ name, type: 'polity', nullable: false, role, doc });
const stamp = (name: string, nullable: boolean): FieldDef =>
  ({ name, type: 'timestamp', nullable, role: 'plain', doc: 'ISO 8601 UTC timestamp, `<date>T<time>Z`, fractional seconds optional' });
const id = (doc?: string): FieldDef => int('id', false, { role: 'id', doc });

/**
 * What each tag means: the labels of the original's `Tags` pairs (seshat/apps/core/models.py 8f4d87b), as the
 * catalogue's `choice_labels` gives them (note N-choice-labels); buildFromCatalogue checks that they are the
 * catalogue's. A Map, as every table keyed by data: a tag is any string, and `constructor` or `__proto__` must find
 * nothing, not what a plain object inherits.
 */
export const TAGS: ReadonlyMap<string, string> = new Map([
  ['TRS', 'Confident'], ['SSP', 'Suspected'], ['IFR', 'Inferred'], ['UND', 'Undecided'],
]);

/**
 * The values the `tag` filter accepts (`query-params.md`: a choice; case matters): the tags, and `DSP`, which the
 * older vocabulary the spec's filter list follows had (`Disputed`; N-choice-labels: no longer in force).
 */
export const TAG_CHOICES: readonly string[] = ['TRS', 'DSP', 'SSP', 'IFR', 'UND'];

/**
 * A collection's SQL table name: its path's words joined by `_`. PostgreSQL cuts identifiers at 63 bytes, and the
 * stores derive index and count-table names from it (`<table>__<column>__cum`), so a longer path keeps its first 33
 * characters and a hash of the whole (`rt_syncretism_of_religious_pract_3f9a1c`): unique, and room for the suffixes.
 */
export function tableOf(path: string): string {
  const words = path.replace(/[^a-z0-9]+/g, '_');
  if (words.length <= 40) return words;
  let h = 2166136261;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 16777619);
  return `${words.slice(0, 33)}_${(h >>> 0).toString(16).padStart(8, '0').slice(0, 6)}`;
}

type Derived = 'table' | 'idType' | 'pageSize' | 'filters' | 'columns' | 'sortable' | 'label' | 'section' | 'subsection' |
  'valueFields' | 'valueIsRange' | 'subSubsection' | 'indexing' | 'aliases' | 'clientClass' | 'rowRestricted' | 'inSpec' | 'maxPageSize' | 'search' |
  'valueShape' | 'variableDescription';

/** What a collection is declared with: its fields and the original's filters, the rest defaulted or derived. */
export type CollectionSpec = Omit<CollectionDef, Derived> & Partial<Pick<CollectionDef,
  'idType' | 'label' | 'subSubsection' | 'indexing' | 'aliases' | 'clientClass' | 'rowRestricted' | 'inSpec' | 'pageSize' | 'maxPageSize' | 'search' |
  'valueShape' | 'variableDescription'>> & {
  filters: readonly FilterSpec[]; section?: string | null; subsection?: string | null;
};

/** A collection from its fields and the original's filters: typed columns, sortable and value fields follow from them. */
export function collection(o: CollectionSpec): CollectionDef {
  const sortable = sortableFields(o.fields);
  const values = valueFieldsOf(o.kind, o.fields);
  const indexing = o.indexing ?? 'full';
  return {
    ...o, table: tableOf(o.path), idType: o.idType ?? 'integer', pageSize: o.pageSize ?? PAGE_SIZE, maxPageSize: o.maxPageSize ?? MAX_PAGE_SIZE, sortable,
    label: o.label ?? o.title.replace(/ List$/, ''), section: o.section ?? null, subsection: o.subsection ?? null,
    subSubsection: o.subSubsection ?? null, indexing, aliases: o.aliases ?? [], clientClass: o.clientClass ?? null,
    rowRestricted: o.rowRestricted ?? false, inSpec: o.inSpec ?? false, search: o.search ?? [],
    valueShape: o.valueShape ?? null, variableDescription: o.variableDescription ?? null,
    filters: o.filters.map(withExample), columns: deriveColumns(o.filters, sortable, o.fields, indexing, o.search ?? []),
    valueFields: values.map((f) => f.name), valueIsRange: isYearRange(values),
  };
}

/** Extensions (docs/api.md, "Beyond the original"): parameter names the original ignores. */
export const politiesFilter = (column: string): FilterSpec =>
  ({ param: 'polity', lookup: 'in', value: 'ids', column, extension: true, doc: 'polity id, or several ids separated by commas' });
export const coversYear: FilterSpec = {
  param: 'covers_year', lookup: 'covers', value: 'year', column: 'eff_from', column2: 'eff_to', extension: true,
  doc: 'records in force in that year: year_from..year_to, or the polity\'s own years where those are null',
};

/**
 * Spec §2.3: the common fields of coded-variable records, in the original's order: its serializer emits the
 * added (value) fields between `name` and `comment` (`GeneralSerializer.to_representation` moves `polity` after
 * `id` and `comment`, `description` to the end), so suprapolities end `…, name, supra_polity_relations,
 * other_polity, comment, description`.
 */
/**
 * Spec §2.3's common fields of a coded record, as the spec saw them (never null but where it says so), by name;
 * `name` carries the variable's constant. The catalogue's coded collections take these in the catalogue's order.
 */
export function codedCommon(name: string | null): ReadonlyMap<string, FieldDef> {
  return new Map([
    id('Record identifier; not necessarily contiguous'),
    polity('polity', 'polity', 'Polity summary object (§2.2)'),
    int('year_from', true, { role: 'year', doc: 'Start year of the value; null when it applies to the whole polity' }),
    int('year_to', true, { role: 'year', doc: 'End year of the value; null when it applies to the whole polity' }),
    str('tag', false, { role: 'tag', observed: ['TRS', 'IFR', 'UND'] }),
    bool('is_disputed', 'flag'),
    bool('is_uncertain', 'flag'),
    ...(name === null ? [] : [str('name', false, { role: 'constant', constant: name })]),
    str('comment', true, {
      role: 'html', doc: 'May hold HTML; EMPTY_COMMENT is a placeholder for no comment', sortable: false,
      placeholders: [{ value: 'EMPTY_COMMENT', meaning: 'no comment', source: 'spec read-api.md §2.3 (comment)' }],
    }),
    str('description', true, { role: 'ref-text', doc: 'Free text; references are delimited by §REF§ markers', sortable: false }),
  ].map((f) => [f.name, f]));
}

function coded(o: {
  path: string; name: string; title: string; label: string; description: string; section: string; subsection: string;
  polityPanel?: PolityPanel; demoCount: number; added: FieldDef[]; valueFilters: readonly FieldFilters[];
}): CollectionSpec {
  const common = codedCommon(o.name);
  const at = (...names: string[]): FieldDef[] => names.map((n) => common.get(n)!);
  return {
    path: o.path, kind: 'coded', title: o.title, label: o.label, description: o.description,
    section: o.section, subsection: o.subsection, ...(o.polityPanel ? { polityPanel: o.polityPanel } : {}), demoCount: o.demoCount,
    fields: [
      ...at('id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name'),
      // What the variable records is its value, unless its field says more (a year, another polity).
      ...o.added.map((f): FieldDef => (f.role === 'plain' ? { ...f, role: 'value' } : f)),
      ...at('comment', 'description'),
    ],
    // In the original's declaration order (SeshatCommonFilter.get_fields, then the FilterSet's Meta.fields, `name`
    // last): django-filter reports invalid parameters in this order.
    filters: [
      ...fieldFilters([
        { field: 'year_to', value: 'integer', lookups: ['range', 'exact', 'lte', 'gte'] },
        { field: 'year_from', value: 'integer', lookups: ['range', 'exact', 'lte', 'gte'] },
        { field: 'description', value: 'text', lookups: ['icontains'] },
        { field: 'tag', value: 'choice', lookups: ['exact'], choices: TAG_CHOICES },
        { field: 'is_disputed', value: 'boolean', lookups: ['exact'] },
        { field: 'is_uncertain', value: 'boolean', lookups: ['exact'] },
        { field: 'polity__name', value: 'text', lookups: ['icontains'] },
        ...o.valueFilters,
        { field: 'name', value: 'text', lookups: ['exact', 'icontains'] },
      ]),
      politiesFilter('polity__id'),
      { param: 'polity_name_contains', lookup: 'icontains', value: 'text', column: 'polity__name__u', extension: true,
        doc: 'polity.name contains, ignoring case (declared by the original on a mixin django-filter never reads)' },
      coversYear,
    ],
  };
}

const textLookups = (...fields: string[]): FieldFilters[] =>
  fields.map((field) => ({ field, value: 'text', lookups: ['exact', 'icontains'] }));
const textLookupsIcontainsFirst = (...fields: string[]): FieldFilters[] =>
  fields.map((field) => ({ field, value: 'text', lookups: ['icontains', 'exact'] }));
const stampLookups = (...fields: string[]): FieldFilters[] =>
  fields.map((field) => ({ field, value: 'datetime', lookups: ['range', 'date__lte', 'date__gte', 'date__exact'] }));
// (The filter lists below follow the original FilterSets' declaration order: seshat_api/filters/*.py.)

/** The polity summary object (spec §2.2), nested in records and dumped as `core/polities.ndjson`. */
export const POLITY_FIELDS: readonly FieldDef[] = [
  id(),
  str('name', false, { doc: '<country-prefix>_<slug>[_<n>]' }),
  str('long_name'),
  int('start_year', false, { role: 'year' }),
  int('end_year', false, { role: 'year' }),
];

/**
 * The spec's collections (§4), as declared before the catalogue adds what the original has beyond the spec
 * (catalogue.ts: the parameters the spec does not list, the client's class). `core/polities` declares no fields:
 * its record is the original's polity record, the catalogue's.
 */
export const SPEC_COLLECTIONS: readonly CollectionSpec[] = [
  coded({
    path: 'sc/tokens', name: 'Token', title: 'Token List', label: 'Tokens', demoCount: 394,
    section: 'Social Complexity', subsection: 'Information',
    description: 'Coded token records: whether a thing is present, absent or uncoded in a polity.',
    added: [str('token', false, { observed: ['present', 'absent', 'uncoded'] })],
    valueFilters: [{ field: 'token', value: 'text', lookups: ['exact'] }],
  }),
  {
    path: 'core/references', kind: 'reference', title: 'Reference List', label: 'References',
    description: 'Bibliographic references.', demoCount: 17115,
    fields: [
      id(),
      str('title', false, {
        doc: 'UNKNOWNTITLE when unknown; may contain line breaks',
        placeholders: [{ value: 'UNKNOWNTITLE', meaning: 'title unknown', source: 'spec read-api.md §2.10 (title)' }],
      }),
      int('year', true, {
        doc: 'Publication year; 0 for no year on catalogued items, null without one',
        placeholders: [{ value: 0, meaning: 'no year', source: 'spec read-api.md §2.10 (year)' }],
      }),
      str('creator', false, {
        doc: 'Author key; NO_CREATOR when there is none',
        placeholders: [{ value: 'NO_CREATOR', meaning: 'no author', source: 'spec read-api.md §2.10 (creator)' }],
      }),
      str('reflib_link', false, {
        doc: '8 upper-case alphanumerics, or NOREFLIB_LINK_<id>',
        placeholders: [{ value: 'NOREFLIB_LINK_', prefix: true, meaning: 'not in the reference library', source: 'spec read-api.md §2.10 (reflib_link)' }],
      }),
      str('long_name', true),
      str('item_type', true, {
        observed: ['book', 'journalArticle', 'bookSection', 'encyclopediaArticle', 'thesis', 'webpage',
          'blogPost', 'report', 'document'],
      }),
      str('url_link', true, { role: 'url' }),
      stamp('created_date', false),
      stamp('modified_date', true),
    ],
    filters: fieldFilters([
      ...textLookupsIcontainsFirst('title'),
      { field: 'year', value: 'integer', lookups: ['lte', 'gte', 'exact'] },
      ...textLookupsIcontainsFirst('creator', 'reflib_link', 'long_name', 'url_link'),
      ...stampLookups('created_date', 'modified_date'),
    ]),
  },
  coded({
    path: 'general/polity-linguistic-families', name: 'Polity_linguistic_family', demoCount: 521,
    label: 'Linguistic families', section: 'General', subsection: 'Language',
    title: 'Polity Linguistic Family List', description: 'Linguistic families of polities.',
    added: [str('linguistic_family', false, {
      observed: ['Semitic', 'Indo-European', 'Germanic', 'Afro-Asiatic', 'Algonquian', 'Iroquois', 'Austronesian',
        'Mongolic', 'NO_VALUE_ON_WIKI'],
    })],
    valueFilters: textLookups('linguistic_family'),
  }),
  {
    path: 'core/sections', kind: 'section', title: 'Section List', label: 'Sections',
    description: 'Sections of the databank.', demoCount: 32,
    fields: [
      id(),
      str('name'),
      str('databank_db_section', false, {
        observed: ['Warfare', 'Social Complexity', 'Religion', 'General', 'Economy', 'Crisisdb'],
      }),
      str('db_table_name', false, { observed: ['wf', 'sc', 'rt', 'general', 'ec', 'crisisdb'] }),
      int('sort_order'),
    ],
    filters: fieldFilters(textLookupsIcontainsFirst('name')),
  },
  coded({
    path: 'general/polity-suprapolities', name: 'Polity_suprapolity_relations', demoCount: 383,
    label: 'Suprapolity relations', section: 'General', subsection: 'Political and Cultural Relations', polityPanel: 'relations',
    title: 'Polity Suprapolity Relations List', description: 'Relations of polities to suprapolities.',
    added: [
      str('supra_polity_relations', false, { observed: ['vassalage', 'personal union', 'nominal allegiance'] }),
      polity('other_polity', 'polity-ref', 'Polity summary object (§2.2) of the related polity'),
    ],
    valueFilters: textLookups('supra_polity_relations'),
  }),
  coded({
    path: 'general/polity-alternative-names', name: 'Polity_alternative_name', demoCount: 1331,
    label: 'Alternative names', section: 'General', subsection: 'Identity and Location', polityPanel: 'names',
    title: 'Polity Alternative Name List', description: 'Alternative names of polities.',
    added: [str('alternative_name')],
    valueFilters: textLookups('alternative_name'),
  }),
  coded({
    path: 'general/polity-durations', name: 'Polity_duration', demoCount: 519,
    label: 'Durations', section: 'General', subsection: 'Temporal Bounds', polityPanel: 'durations',
    title: 'Polity Duration List', description: 'Coded durations of polities.',
    added: [int('polity_year_from', false, { role: 'year' }), int('polity_year_to', false, { role: 'year' })],
    valueFilters: [],
  }),
  coded({
    path: 'general/polity-religion-genuses', name: 'Polity_religion_genus', demoCount: 139,
    label: 'Religion genuses', section: 'General', subsection: 'Religion',
    title: 'Polity Religion Genus List', description: 'Religion genuses of polities.',
    added: [str('religion_genus', false, {
      observed: ['Islam', 'Graeco-Bactrian Religions', 'Hephthalite Religions', 'Zoroastrianism', 'Buddhism',
        'Hinduism', 'Ancient Iranian Religions', 'Chinese State Religion', 'Ancient East Asian Religion',
        'Mongolian Shamanism', 'Egyptian Religions', 'Hellenistic Religions', 'Christianity',
        'Mesopotamian Religions', 'Roman State Religions', 'Shinto'],
    })],
    valueFilters: textLookups('religion_genus'),
  }),
  {
    path: 'core/citations', kind: 'citation', title: 'Citation List', label: 'Citations',
    description: 'Citations of references.', idType: 'uuid', demoCount: 18851,
    fields: [
      { name: 'id', type: 'uuid', nullable: false, role: 'id', doc: 'UUID' },
      int('page_from', true),
      int('page_to', true),
      stamp('created_date', false),
      stamp('modified_date', false),
      int('ref', false, { role: 'reference', target: 'core/references', doc: 'id of the Reference being cited' }),
    ],
    filters: [
      ...fieldFilters([
        { field: 'page_from', value: 'integer', lookups: ['lte', 'gte', 'exact'] },
        { field: 'page_to', value: 'integer', lookups: ['lte', 'gte', 'exact'] },
        ...stampLookups('created_date', 'modified_date'),
      ]),
      ...([['title', 'icontains', 'text'], ['creator', 'icontains', 'text'], ['year', 'lte', 'integer'], ['year', 'gte', 'integer']] as const)
        .map(([field, lookup, value]): FilterSpec => ({
          param: `reference_${field}_${lookup === 'icontains' ? 'contains' : lookup}`, lookup, value, column: 'ref',
          via: { path: 'core/references', table: tableOf('core/references'), column: lookup === 'icontains' ? `${field}__u` : field },
          doc: `the cited reference's ${field} ${lookup === 'icontains' ? 'contains, ignoring case' : lookup === 'lte' ? 'at most' : 'at least'}`,
        })),
    ],
  },
  {
    path: 'core/polities', kind: 'polity', title: 'Polity List', label: 'Polities', demoCount: 489,
    description: 'Polities: the summary objects nested in coded-variable records (spec §2.2), each once.',
    fields: [],
    filters: [
      ...fieldFilters([
        { field: 'name', value: 'text', lookups: ['icontains'] },
        { field: 'start_year', value: 'integer', lookups: ['exact', 'gt', 'lt'] },
        { field: 'end_year', value: 'integer', lookups: ['exact', 'gt', 'lt'] },
        { field: 'long_name', value: 'text', lookups: ['icontains'] },
      ]),
      politiesFilter('id'),
      coversYear,
    ],
  },
];

