/**
 * A dump whose strings are the names of Object.prototype's members (issue 17, defect 1): `constructor`, `__proto__`,
 * `toString` and the rest, in every string field the validator takes as free text (tags, values, names, comments,
 * descriptions, polity names and long names, reference and section fields). A lookup such as `NAMES[value]` on a
 * plain object finds a function or Object.prototype for these instead of nothing. Deterministic.
 */
type Rec = Record<string, unknown>;

/** The three the issue names first, then the other members every plain object inherits. */
export const PROTO_WORDS = [
  'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', '__defineSetter__',
  '__lookupGetter__', '__lookupSetter__', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString',
] as const;
const W = PROTO_WORDS;
const word = (i: number): string => W[i % W.length]!;

/** One polity per word: `name` the word, `long_name` the next one. */
export const PROTO_POLITIES: readonly Rec[] = W.map((w, i) => ({ id: i + 1, name: w, long_name: word(i + 1), start_year: -500 + 50 * i, end_year: 100 + 50 * i }));

const CODED: [string, string, (i: number) => Rec][] = [
  ['sc/tokens', 'Token', (i) => ({ token: word(i) })],
  ['general/polity-linguistic-families', 'Polity_linguistic_family', (i) => ({ linguistic_family: word(i) })],
  ['general/polity-suprapolities', 'Polity_suprapolity_relations', (i) => ({ supra_polity_relations: word(i), other_polity: PROTO_POLITIES[(i + 1) % W.length] })],
  ['general/polity-alternative-names', 'Polity_alternative_name', (i) => ({ alternative_name: word(i) })],
  ['general/polity-durations', 'Polity_duration', (i) => ({ polity_year_from: -400 + i, polity_year_to: 150 + i })],
  ['general/polity-religion-genuses', 'Polity_religion_genus', (i) => ({ religion_genus: word(i) })],
];

/**
 * Per collection, every word as tag and value of some record (and as comment and description of others), each
 * polity holding records of every collection; plus one ordinary record (`TRS`, `present`) beside them.
 */
function coded(name: string, added: (i: number) => Rec): Rec[] {
  const out: Rec[] = [];
  for (let i = 0; i < 2 * W.length; i++) {
    out.push({
      id: i + 1, polity: PROTO_POLITIES[i % W.length], year_from: i % 3 === 0 ? null : -450 + 40 * (i % W.length),
      year_to: i % 3 === 0 ? null : 120 + 40 * (i % W.length), tag: word(i + (i >= W.length ? 1 : 0)),
      is_disputed: i % 2 === 0, is_uncertain: i % 3 === 1, name, ...added(i), comment: word(i + 2), description: word(i + 3),
    });
  }
  out.push({
    id: 1000, polity: PROTO_POLITIES[0], year_from: null, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: false,
    name, ...added(0), comment: 'EMPTY_COMMENT', description: '',
  });
  return out;
}

/** The dump's records by dump path (what `writeDump` and `memorySource` take); fresh objects on every call. */
export function protoRecords(): Record<string, Rec[]> {
  const out: Record<string, Rec[]> = {};
  for (const [path, name, added] of CODED) out[path] = coded(name, added);
  out['core/references'] = W.map((w, i) => ({
    id: i + 1, title: w, year: 2000 + i, creator: word(i + 1), reflib_link: word(i + 2), long_name: word(i + 3),
    item_type: word(i + 4), url_link: word(i + 5), created_date: '2020-01-01T00:00:00Z', modified_date: null,
  }));
  out['core/citations'] = W.map((_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, page_from: i, page_to: null,
    created_date: '2021-05-06T07:08:09.5Z', modified_date: '2021-05-06T07:08:09.5Z', ref: i + 1,
  }));
  out['core/sections'] = W.map((w, i) => ({ id: i + 1, name: w, databank_db_section: word(i + 1), db_table_name: word(i + 2), sort_order: i }));
  out['core/polities'] = PROTO_POLITIES.map((p) => ({ ...p }));
  return JSON.parse(JSON.stringify(out)) as Record<string, Rec[]>;
}
