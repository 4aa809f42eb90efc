/** The nine collections of spec §4, each described once. Adding a coded variable is one `coded(...)` entry. */
import type { CollectionDef, FieldDef } from './types.js';

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

/** Spec §2.3: the common fields of coded-variable records, in order, then the resource's own. */
function coded(o: {
  path: string; name: string; title: string; description: string; demoCount: number; added: FieldDef[];
}): CollectionDef {
  return {
    path: o.path, table: tableOf(o.path), kind: 'coded', title: o.title, description: o.description,
    idType: 'integer', pageSize: PAGE_SIZE, demoCount: o.demoCount,
    fields: [
      int('id', false, 'Record identifier; not necessarily contiguous'),
      polity('polity', 'Polity summary object (§2.2)'),
      int('year_from', true, 'Start year of the value; null when it applies to the whole polity'),
      int('year_to', true, 'End year of the value; null when it applies to the whole polity'),
      str('tag', false, { observed: ['TRS', 'IFR', 'UND'] }),
      bool('is_disputed'),
      bool('is_uncertain'),
      str('name', false, { constant: o.name }),
      str('comment', true, { doc: 'May hold HTML; EMPTY_COMMENT is a placeholder for no comment' }),
      str('description', true, { doc: 'Free text; references are delimited by §REF§ markers' }),
      ...o.added,
    ],
  };
}

export const COLLECTIONS: readonly CollectionDef[] = [
  coded({
    path: 'sc/tokens', name: 'Token', title: 'Token List', demoCount: 394,
    description: 'Coded token records: whether a thing is present, absent or uncoded in a polity.',
    added: [str('token', false, { observed: ['present', 'absent', 'uncoded'] })],
  }),
  {
    path: 'core/references', table: tableOf('core/references'), kind: 'reference', title: 'Reference List',
    description: 'Bibliographic references.', idType: 'integer', pageSize: PAGE_SIZE, demoCount: 17115,
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
  },
  coded({
    path: 'general/polity-linguistic-families', name: 'Polity_linguistic_family', demoCount: 521,
    title: 'Polity Linguistic Family List', description: 'Linguistic families of polities.',
    added: [str('linguistic_family', false, {
      observed: ['Semitic', 'Indo-European', 'Germanic', 'Afro-Asiatic', 'Algonquian', 'Iroquois', 'Austronesian',
        'Mongolic', 'NO_VALUE_ON_WIKI'],
    })],
  }),
  {
    path: 'core/sections', table: tableOf('core/sections'), kind: 'section', title: 'Section List',
    description: 'Sections of the databank.', idType: 'integer', pageSize: PAGE_SIZE, demoCount: 32,
    fields: [
      int('id'),
      str('name'),
      str('databank_db_section', false, {
        observed: ['Warfare', 'Social Complexity', 'Religion', 'General', 'Economy', 'Crisisdb'],
      }),
      str('db_table_name', false, { observed: ['wf', 'sc', 'rt', 'general', 'ec', 'crisisdb'] }),
      int('sort_order'),
    ],
  },
  coded({
    path: 'general/polity-suprapolities', name: 'Polity_suprapolity_relations', demoCount: 383,
    title: 'Polity Suprapolity Relations List', description: 'Relations of polities to suprapolities.',
    added: [
      str('supra_polity_relations', false, { observed: ['vassalage', 'personal union', 'nominal allegiance'] }),
      polity('other_polity', 'Polity summary object (§2.2) of the related polity'),
    ],
  }),
  coded({
    path: 'general/polity-alternative-names', name: 'Polity_alternative_name', demoCount: 1331,
    title: 'Polity Alternative Name List', description: 'Alternative names of polities.',
    added: [str('alternative_name')],
  }),
  coded({
    path: 'general/polity-durations', name: 'Polity_duration', demoCount: 519,
    title: 'Polity Duration List', description: 'Coded durations of polities.',
    added: [int('polity_year_from'), int('polity_year_to')],
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
  }),
  {
    path: 'core/citations', table: tableOf('core/citations'), kind: 'citation', title: 'Citation List',
    description: 'Citations of references.', idType: 'uuid', pageSize: PAGE_SIZE, demoCount: 18851,
    fields: [
      { name: 'id', type: 'uuid', nullable: false, doc: 'UUID' },
      int('page_from', true),
      int('page_to', true),
      stamp('created_date', false),
      stamp('modified_date', false),
      int('ref', false, 'id of the Reference being cited'),
    ],
  },
];

/** The polity summary object (spec §2.2), nested in records and dumped as `core/polities.ndjson`. */
export const POLITY_FIELDS: readonly FieldDef[] = [
  int('id'),
  str('name', false, { doc: '<country-prefix>_<slug>[_<n>]' }),
  str('long_name'),
  int('start_year'),
  int('end_year'),
];
