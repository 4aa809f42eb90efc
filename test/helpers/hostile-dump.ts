/**
 * A small dump full of what breaks naive filters: line breaks, CRLF, quotes, U+2028, emoji, case-mapping traps
 * (ß, ﬁ, İ, ı, final sigma, µ, ſ, ǅ), LIKE wildcards, 6,000-character strings, null years, BCE years, identical
 * timestamps and the same instant written with fractions of different precision. Deterministic.
 */
type Rec = Record<string, unknown>;

const LONG = 'L'.repeat(5990) + 'ﬁnal-ß-END';
const TEXTS = [
  'line\nbreak', 'crlf\r\nend', 'quote "double" \'single\'', 'sep\u2028par\u2029', 'emoji 😀🏛️ mix', 'Straße', 'STRASSE', 'ẞig',
  'ﬁnance', 'FINANCE', 'İstanbul', 'istanbul', 'ISTANBUL', 'ıi Iİ', 'ΟΔΟΣ', 'οδός', 'σς Σ', 'µ micro', 'Μ mu', 'ſ long s', 'ǅ dz',
  '100% pure_x \\ back', '%', '_', '\\', 'tab\there', 'nbsp\u00a0x', 'zero\u200bwidth', 'cafe\u0301', 'café', 'NULL', '',
  '  padded  ', 'UNKNOWNTITLE', '§REF§Smith 2001§REF§', '<b>bold</b> &amp;', "O'Brien", '日本語のテキスト', 'Ǆemal', LONG,
];
const text = (i: number): string => TEXTS[i % TEXTS.length]!;

const P: Rec[] = [
  { id: 1, name: 'it_roma', long_name: 'Roma "Caput Mundi"', start_year: -753, end_year: 476 },
  { id: 2, name: 'tr_İstanbul', long_name: 'İSTANBUL / istanbul / ıstanbul', start_year: 330, end_year: 1453 },
  { id: 3, name: 'gr_ὀδυσσεύς', long_name: 'ΟΔΥΣΣΕΎΣ ς σ Σ', start_year: -1200, end_year: -1100 },
  { id: 4, name: 'de_straße', long_name: 'STRASSE ẞ ß', start_year: 800, end_year: 1806 },
  { id: 5, name: 'fr_ﬁef', long_name: 'FIEF ﬁ', start_year: 987, end_year: 1328 },
  { id: 6, name: 'xx_😀', long_name: 'Emoji 🏛️\u2028line', start_year: -3000, end_year: -2000 },
  { id: 7, name: 'xx_long', long_name: LONG, start_year: 0, end_year: 1 },
  { id: 8, name: 'xx_only_listed', long_name: 'Only listed, named by no record', start_year: -50, end_year: 50 },
  { id: 9, name: 'xx_only_other', long_name: 'Only an other_polity', start_year: 100, end_year: 200 },
  { id: 10, name: 'xx_crlf', long_name: 'CR\r\nLF', start_year: -10, end_year: 10 },
  { id: 11, name: 'xx_100%_under_\\', long_name: '100% _x_ \\', start_year: 1, end_year: 2 },
  { id: 12, name: 'xx_µſǅ', long_name: 'µ ſ ǅ', start_year: 5, end_year: 5 },
  { id: 40000, name: 'xx_big_id', long_name: 'A large id', start_year: -9999, end_year: 9999 },
];
/** Polities the coded records name as `polity` (8 is only in core/polities; 9 is listed there and named only as an other_polity). */
const NAMED = P.filter((p) => p.id !== 8 && p.id !== 9);

const TAGS = ['TRS', 'DSP', 'SSP', 'IFR', 'UND'];
const YEARS: [number | null, number | null][] = [
  [null, null], [-500, -400], [null, 300], [-1200, null], [1000, 1000], [-10, 10], [0, 0], [1400, 1300], [-3000, -2500], [null, null], [5, 5], [-9999, 9999],
];

const CODED: [string, string, (i: number) => Rec][] = [
  ['sc/tokens', 'Token', (i) => ({ token: i % 7 === 3 ? text(i) : ['present', 'absent', 'uncoded'][i % 3] })],
  ['general/polity-linguistic-families', 'Polity_linguistic_family', (i) => ({ linguistic_family: i % 2 ? text(i + 3) : 'Indo-European' })],
  ['general/polity-suprapolities', 'Polity_suprapolity_relations', (i) => ({ supra_polity_relations: i % 3 ? 'vassalage' : text(i), other_polity: P[(i * 5) % P.length] })],
  ['general/polity-alternative-names', 'Polity_alternative_name', (i) => ({ alternative_name: text(i + 7) })],
  ['general/polity-durations', 'Polity_duration', (i) => ({ polity_year_from: -1000 + 37 * i, polity_year_to: i % 5 ? 37 * i : -1000 + 37 * i })],
  ['general/polity-religion-genuses', 'Polity_religion_genus', (i) => ({ religion_genus: i % 4 ? text(i + 11) : 'Christianity' })],
];

function coded(name: string, added: (i: number) => Rec, n: number): Rec[] {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++) {
    const [year_from, year_to] = YEARS[i % YEARS.length]!;
    const polity = NAMED[(i * 7) % NAMED.length]!;
    out.push({
      id: i < 3 ? i + 1 : 10 + i * 13, polity, year_from, year_to, tag: TAGS[(i * 3) % 5], is_disputed: i % 3 === 0,
      is_uncertain: i % 4 === 1, name, ...added(i), comment: i % 5 ? text(i * 2) : 'EMPTY_COMMENT',
      description: i % 6 === 0 ? null : text(i),
    });
  }
  return out;
}

/** Timestamps: identical ones, one instant written with 1, 3 and 6 fraction digits, far years. */
const STAMPS: string[] = [
  '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z', '2020-01-01T00:00:00.5Z', '2020-01-01T00:00:00.500Z', '2020-01-01T00:00:00.500000Z',
  '2020-01-01T00:00:00.123456Z', '2020-01-01T00:00:00.1Z', '1999-12-31T23:59:59.999999Z', '2000-01-01T00:00:00Z', '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999Z', '2021-05-06T07:08:09.5Z', '2021-05-06T07:08:09.123456Z', '2020-01-01T00:00:00Z', '2023-02-28T23:59:59Z',
  // Years Date.UTC reads as 19xx, and instants further than 2^53 µs from 1970.
  '0050-06-15T12:00:00Z', '0099-12-31T23:59:59.999999Z', '0100-01-01T00:00:00Z', '1600-02-29T12:34:56.654321Z', '2300-01-01T00:00:00.000001Z',
];

function references(n: number): Rec[] {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      id: i + 1 + (i > n / 2 ? 1000 : 0), title: i % 9 === 4 ? 'UNKNOWNTITLE' : text(i), year: [null, 0, -500, 2001, 1999, 2001, 33][i % 7],
      creator: i % 5 === 2 ? 'NO_CREATOR' : text(i + 5), reflib_link: i % 4 ? `R${String(i).padStart(7, '0')}` : `NOREFLIB_LINK_${i + 1}`,
      long_name: i % 3 ? text(i + 9) : null, item_type: i % 4 ? ['book', 'journalArticle', 'thesis'][i % 3] : null,
      url_link: i % 2 ? `http://example.org/?a=${i}&b=%20_%` : null, created_date: STAMPS[i % STAMPS.length],
      modified_date: i % 4 === 0 ? null : STAMPS[(i * 7) % STAMPS.length],
    });
  }
  return out;
}

/** Citation timestamps carry fractions (spec §2.12): identical ones, and one instant at 1, 3 and 6 digits. */
const CITATION_STAMPS = STAMPS.map((t) => (t.includes('.') ? t : t.replace('Z', '.0Z')));

function uuid(i: number): string {
  const h = (x: number, w: number): string => ((x * 2654435761) >>> 0).toString(16).padStart(8, '0').slice(0, w);
  return `${h(i + 1, 8)}-${h(i + 7, 4)}-4${h(i + 3, 3)}-a${h(i + 5, 3)}-${h(i + 11, 8)}${h(i + 13, 4)}`;
}

function citations(n: number, refs: Rec[]): Rec[] {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      id: uuid(i), page_from: i % 5 === 0 ? null : i * 3, page_to: i % 6 === 0 ? null : i * 3 + (i % 4),
      created_date: CITATION_STAMPS[(i * 2) % STAMPS.length], modified_date: CITATION_STAMPS[(i * 3 + 1) % STAMPS.length], ref: refs[(i * 5) % refs.length]!.id,
    });
  }
  return out;
}

const SECTIONS: Rec[] = [
  { id: 7, name: 'Fortifications', databank_db_section: 'Warfare', db_table_name: 'wf', sort_order: 200 },
  { id: 8, name: 'Straße & ﬁnance', databank_db_section: 'Economy', db_table_name: 'ec', sort_order: 300 },
  { id: 9, name: 'İstanbul\r\nline', databank_db_section: 'General', db_table_name: 'general', sort_order: 0 },
  { id: 10, name: '100%_\\', databank_db_section: 'Religion', db_table_name: 'rt', sort_order: 400 },
  { id: 11, name: LONG, databank_db_section: 'Crisisdb', db_table_name: 'crisisdb', sort_order: 500 },
  { id: 12, name: 'σς ΟΔΟΣ 😀', databank_db_section: 'Social Complexity', db_table_name: 'sc', sort_order: 100 },
  { id: 13, name: '', databank_db_section: 'Warfare', db_table_name: 'wf', sort_order: 201 },
];

/** The hostile dump's records by dump path (what `writeDump` takes); fresh objects on every call. */
export function hostileRecords(): Record<string, Rec[]> {
  const out: Record<string, Rec[]> = {};
  for (const [path, name, added] of CODED) out[path] = coded(name, added, 60);
  const refs = references(45);
  out['core/references'] = refs;
  out['core/citations'] = citations(60, refs);
  out['core/sections'] = SECTIONS.map((s) => ({ ...s }));
  // Listed: all but 12 and 40000, which only records name (an other_polity must be a known polity: README, load).
  out['core/polities'] = P.filter((p) => p.id !== 12 && p.id !== 40000).map((p) => ({ ...p }));
  return JSON.parse(JSON.stringify(out)) as Record<string, Rec[]>;
}
