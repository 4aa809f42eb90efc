/** The nine collections of spec §4, each described once. Adding a coded variable is one `coded(...)` entry. */
import { deriveColumns, fieldFilters, sortableFields, TAG_CHOICES, type FieldFilters } from './derive.js';
import type { CollectionDef, FieldDef, FilterDef } from './types.js';

const PAGE_SIZE = 50; // spec §8

const int = (name: string, nullable = false, doc?: string): FieldDef => ({ name, type: 'integer', nullable, doc });
const str = (name: string, nullable = false, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'string', nullable, ...extra });
const bool = (name: string): FieldDef => ({ name, type: 'boolean', nullable: false });
const polity = (name: string, doc: string): FieldDef => ({ name, type: 'polity', nullable: false, doc });
const stamp = (name: string, nullable: boolean): FieldDef =>
  ({ name, type: 'timestamp', nullable, doc: 'ISO 8601 UTC timestamp, `<date>T<time>Z`, fractional seconds optional' });

function tableOf(path: string): string {
  return path.replace(/[^a-z0-9]+/g, '_');
}

/** A collection from its fields and the original's filters: typed columns and sortable fields follow from them. */
function collection(o: Omit<CollectionDef, 'table' | 'idType' | 'pageSize' | 'filters' | 'columns' | 'sortable'> & {
  idType?: 'integer' | 'uuid'; filters: readonly FilterDef[];
}): CollectionDef {
  const sortable = sortableFields(o.fields);
  return {
    ...o, table: tableOf(o.path), idType: o.idType ?? 'integer', pageSize: PAGE_SIZE, sortable,
    columns: deriveColumns(o.filters, sortable, o.fields),
  };
}

/** Extensions (README, "Beyond the original"): parameter names the original ignores. */
const politiesFilter = (column: string): FilterDef =>
  ({ param: 'polity', lookup: 'in', value: 'ids', column, extension: true, doc: 'polity id, or several ids separated by commas' });
const coversYear: FilterDef = {
  param: 'covers_year', lookup: 'covers', value: 'year', column: 'eff_from', column2: 'eff_to', extension: true,
  doc: 'records in force in that year: year_from..year_to, or the polity\'s own years where those are null',
};

/**
 * Spec §2.3: the common fields of coded-variable records, in the original's order: its serializer emits the
 * added (value) fields between `name` and `comment` (`GeneralSerializer.to_representation` moves `polity` after
 * `id` and `comment`, `description` to the end), so suprapolities end `…, name, supra_polity_relations,
 * other_polity, comment, description`.
 */
function coded(o: {
  path: string; name: string; title: string; description: string; demoCount: number; added: FieldDef[];
  valueFilters: readonly FieldFilters[];
}): CollectionDef {
  return collection({
    path: o.path, kind: 'coded', title: o.title, description: o.description, demoCount: o.demoCount,
    fields: [
      int('id', false, 'Record identifier; not necessarily contiguous'),
      polity('polity', 'Polity summary object (§2.2)'),
      int('year_from', true, 'Start year of the value; null when it applies to the whole polity'),
      int('year_to', true, 'End year of the value; null when it applies to the whole polity'),
      str('tag', false, { observed: ['TRS', 'IFR', 'UND'] }),
      bool('is_disputed'),
      bool('is_uncertain'),
      str('name', false, { constant: o.name }),
      ...o.added,
      str('comment', true, { doc: 'May hold HTML; EMPTY_COMMENT is a placeholder for no comment', sortable: false }),
      str('description', true, { doc: 'Free text; references are delimited by §REF§ markers', sortable: false }),
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
  });
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
  int('id'),
  str('name', false, { doc: '<country-prefix>_<slug>[_<n>]' }),
  str('long_name'),
  int('start_year'),
  int('end_year'),
];

export const COLLECTIONS: readonly CollectionDef[] = [
  coded({
    path: 'sc/tokens', name: 'Token', title: 'Token List', demoCount: 394,
    description: 'Coded token records: whether a thing is present, absent or uncoded in a polity.',
    added: [str('token', false, { observed: ['present', 'absent', 'uncoded'] })],
    valueFilters: [{ field: 'token', value: 'text', lookups: ['exact'] }],
  }),
  collection({
    path: 'core/references', kind: 'reference', title: 'Reference List',
    description: 'Bibliographic references.', demoCount: 17115,
    fields: [
      int('id'),
      str('title', false, { doc: 'UNKNOWNTITLE when unknown; may contain line breaks' }),
      int('year', true, 'Publication year; 0 for no year on catalogued items, null without one'),
      str('creator', false, { doc: 'Author key; NO_CREATOR when there is none' }),
      str('reflib_link', false, { doc: '8 upper-case alphanumerics, or NOREFLIB_LINK_<id>' }),
      str('long_name', true),
      str('item_type', true, {
        observed: ['book', 'journalArticle', 'bookSection', 'encyclopediaArticle', 'thesis', 'webpage',
          'blogPost', 'report', 'document'],
      }),
      str('url_link', true),
      stamp('created_date', false),
      stamp('modified_date', true),
    ],
    filters: fieldFilters([
      ...textLookupsIcontainsFirst('title'),
      { field: 'year', value: 'integer', lookups: ['lte', 'gte', 'exact'] },
      ...textLookupsIcontainsFirst('creator', 'reflib_link', 'long_name', 'url_link'),
      ...stampLookups('created_date', 'modified_date'),
    ]),
  }),
  coded({
    path: 'general/polity-linguistic-families', name: 'Polity_linguistic_family', demoCount: 521,
    title: 'Polity Linguistic Family List', description: 'Linguistic families of polities.',
    added: [str('linguistic_family', false, {
      observed: ['Semitic', 'Indo-European', 'Germanic', 'Afro-Asiatic', 'Algonquian', 'Iroquois', 'Austronesian',
        'Mongolic', 'NO_VALUE_ON_WIKI'],
    })],
    valueFilters: textLookups('linguistic_family'),
  }),
  collection({
    path: 'core/sections', kind: 'section', title: 'Section List',
    description: 'Sections of the databank.', demoCount: 32,
    fields: [
      int('id'),
      str('name'),
      str('databank_db_section', false, {
        observed: ['Warfare', 'Social Complexity', 'Religion', 'General', 'Economy', 'Crisisdb'],
      }),
      str('db_table_name', false, { observed: ['wf', 'sc', 'rt', 'general', 'ec', 'crisisdb'] }),
      int('sort_order'),
    ],
    filters: fieldFilters(textLookupsIcontainsFirst('name')),
  }),
  coded({
    path: 'general/polity-suprapolities', name: 'Polity_suprapolity_relations', demoCount: 383,
    title: 'Polity Suprapolity Relations List', description: 'Relations of polities to suprapolities.',
    added: [
      str('supra_polity_relations', false, { observed: ['vassalage', 'personal union', 'nominal allegiance'] }),
      polity('other_polity', 'Polity summary object (§2.2) of the related polity'),
    ],
    valueFilters: textLookups('supra_polity_relations'),
  }),
  coded({
    path: 'general/polity-alternative-names', name: 'Polity_alternative_name', demoCount: 1331,
    title: 'Polity Alternative Name List', description: 'Alternative names of polities.',
    added: [str('alternative_name')],
    valueFilters: textLookups('alternative_name'),
  }),
  coded({
    path: 'general/polity-durations', name: 'Polity_duration', demoCount: 519,
    title: 'Polity Duration List', description: 'Coded durations of polities.',
    added: [int('polity_year_from'), int('polity_year_to')],
    valueFilters: [],
  }),
  coded({
    path: 'general/polity-religion-genuses', name: 'Polity_religion_genus', demoCount: 139,
    title: 'Polity Religion Genus List', description: 'Religion genuses of polities.',
    added: [str('religion_genus', false, {
      observed: ['Islam', 'Graeco-Bactrian Religions', 'Hephthalite Religions', 'Zoroastrianism', 'Buddhism',
        'Hinduism', 'Ancient Iranian Religions', 'Chinese State Religion', 'Ancient East Asian Religion',
        'Mongolian Shamanism', 'Egyptian Religions', 'Hellenistic Religions', 'Christianity',
        'Mesopotamian Religions', 'Roman State Religions', 'Shinto'],
    })],
    valueFilters: textLookups('religion_genus'),
  }),
  collection({
    path: 'core/citations', kind: 'citation', title: 'Citation List',
    description: 'Citations of references.', idType: 'uuid', demoCount: 18851,
    fields: [
      { name: 'id', type: 'uuid', nullable: false, doc: 'UUID' },
      int('page_from', true),
      int('page_to', true),
      stamp('created_date', false),
      stamp('modified_date', false),
      int('ref', false, 'id of the Reference being cited'),
    ],
    filters: [
      ...fieldFilters([
        { field: 'page_from', value: 'integer', lookups: ['lte', 'gte', 'exact'] },
        { field: 'page_to', value: 'integer', lookups: ['lte', 'gte', 'exact'] },
        ...stampLookups('created_date', 'modified_date'),
      ]),
      ...([['title', 'icontains', 'text'], ['creator', 'icontains', 'text'], ['year', 'lte', 'integer'], ['year', 'gte', 'integer']] as const)
        .map(([field, lookup, value]): FilterDef => ({
          param: `reference_${field}_${lookup === 'icontains' ? 'contains' : lookup}`, lookup, value, column: 'ref',
          via: { path: 'core/references', table: tableOf('core/references'), column: lookup === 'icontains' ? `${field}__u` : field },
          doc: `the cited reference's ${field} ${lookup === 'icontains' ? 'contains, ignoring case' : lookup === 'lte' ? 'at most' : 'at least'}`,
        })),
    ],
  }),
  collection({
    path: 'core/polities', kind: 'polity', title: 'Polity List', demoCount: 489,
    description: 'Polities: the summary objects nested in coded-variable records (spec §2.2), each once.',
    fields: POLITY_FIELDS,
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
  }),
];

