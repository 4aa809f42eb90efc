/**
 * The demo databank: a deterministic synthetic source that reproduces the spec's observed world (§2, §4):
 * its counts, id patterns, vocabularies and placeholders. It is loaded through the same path as any dump.
 */
import type { CollectionDef, Registry } from '../registry/index.js';
import type { RecordSource, SourceItem } from './loader.js';
import { POLITY_SEEDS } from './polities-data.js';

import { cover, int, pickOf, prng, type Rand } from './demo-random.js';
import { codedRecords, otherRecords, type DemoWorld } from './demo-catalogue.js';

export { prng };

function observed(def: CollectionDef, field: string): readonly string[] {
  return def.fields.find((f) => f.name === field)!.observed!;
}

export interface Polity {
  readonly id: number;
  readonly name: string;
  readonly long_name: string;
  readonly start_year: number;
  readonly end_year: number;
}

interface DemoPolity extends Polity {
  readonly family: string;
  readonly religion: string;
  readonly seedName: string;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

/** Splits each seed polity into phases named `<prefix>_<slug>_<n>` (some seeds stay whole, without suffix). */
function demoPolities(): DemoPolity[] {
  const r = prng(2);
  const out: DemoPolity[] = [];
  let id = 0;
  POLITY_SEEDS.forEach(([name, longName, start, end, family, religion], i) => {
    const phases = i % 10 === 0 ? 1 : 3 + (i % 4);
    for (let j = 0; j < phases; j++) {
      const from = start + Math.floor((j * (end - start)) / phases);
      const to = j === phases - 1 ? end : start + Math.floor(((j + 1) * (end - start)) / phases) - 1;
      id += r() < 0.2 ? int(r, 2, 9) : 1; // polity ids have gaps
      out.push({
        id, name: phases === 1 ? name : `${name}_${j + 1}`,
        long_name: phases === 1 ? longName : `${longName} ${ROMAN[j]}`,
        start_year: from, end_year: Math.max(from, to), family, religion, seedName: longName,
      });
    }
  });
  return out;
}

const summary = (p: Polity): Polity =>
  ({ id: p.id, name: p.name, long_name: p.long_name, start_year: p.start_year, end_year: p.end_year });

const SURNAMES = ['Turchin', 'Whitehouse', 'Francois', 'Hoyer', 'Korotayev', 'Feinman', 'Currie', 'Spencer', 'Mullins',
  'Manning', 'Scheidel', 'Bagnall', 'Frier', 'Briant', 'Wiesehofer', 'Daryaee', 'Lewis', 'Loewe', 'Twitchett',
  'Fairbank', 'Thapar', 'Kulke', 'Eaton', 'Inalcik', 'Finkel', 'Kennedy', 'Hodgson', 'Levtzion', 'Trigger', 'Kemp',
  'Baines', 'Malek', 'Van_De_Mieroop', 'Postgate', 'Crone', 'Hansen', 'Ober', 'Morris', 'Pomeranz', 'Wickham'];
const TOPICS = ['state formation', 'taxation', 'warfare', 'ritual', 'bureaucracy', 'trade networks', 'agriculture',
  'religious change', 'urbanism', 'kinship', 'coinage', 'law codes', 'monumental architecture', 'literacy'];

function comment(r: Rand, i: number): string | null {
  const x = i < 3 ? i / 3 : r();
  if (x < 0.45) return 'EMPTY_COMMENT';
  if (x < 0.6) return null;
  return pickOf(r, [
    '<p>Coded from the secondary literature; see <i>description</i>.</p>',
    'Value inferred from neighbouring periods.<br>Experts disagree.',
    '<p>The <b>earliest</b> attestation is epigraphic.</p>',
    'Coded by a research assistant &amp; checked by an expert.',
  ]);
}

function description(r: Rand, i: number): string | null {
  const x = i < 3 ? i / 3 : r();
  if (x < 0.2) return '';
  if (x < 0.35) return null;
  const who = pickOf(r, SURNAMES);
  const ref = `§REF§${who.replace(/_/g, ' ')}, ${int(r, 1950, 2020)}, <i>${capital(pickOf(r, TOPICS))} in the ancient world</i>.§REF§`;
  return pickOf(r, [
    `According to ${who.replace(/_/g, ' ')}: "the evidence is indirect." ${ref}`,
    `<p>Attested in several sources.</p>\n${ref}`,
    `Present throughout the period.\r\nSee also ${ref}`,
    `Inferred. ${ref} ${ref}`,
  ]);
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Common coded-variable fields (spec §2.3), in order, for one polity. */
function codedBase(r: Rand, def: CollectionDef, id: number, p: DemoPolity, i: number, tag?: string): Record<string, unknown> {
  let yearFrom: number | null = null, yearTo: number | null = null;
  if (r() < 0.35) {
    yearFrom = int(r, p.start_year, p.end_year);
    yearTo = int(r, yearFrom, p.end_year);
  }
  return {
    id, polity: summary(p), year_from: yearFrom, year_to: yearTo,
    tag: tag ?? cover(r, ['TRS', 'IFR', 'UND', 'TRS', 'TRS', 'IFR'], i),
    is_disputed: r() < 0.06, is_uncertain: r() < 0.09,
    name: def.fields.find((f) => f.role === 'constant')?.constant,
    comment: comment(r, i), description: description(r, i),
  };
}

function* ids(r: Rand, n: number, contiguous: boolean): Generator<number> {
  let id = 0;
  for (let i = 0; i < n; i++) {
    id += contiguous || r() >= 0.12 ? 1 : int(r, 2, 6);
    yield id;
  }
}

/** Each item with its index, drawn lazily: a generator's PRNG draws between items keep their order. */
function* indexed<T>(items: Iterable<T>): Generator<[number, T]> {
  let i = 0;
  for (const item of items) yield [i++, item];
}

type Generate = (def: CollectionDef, n: number, polities: readonly DemoPolity[], scale: number, registry: Registry) => Iterable<Record<string, unknown>>;

const GENERATORS: Record<string, Generate> = {
  *'sc/tokens'(def, n, polities) {
    const r = prng(11);
    let i = 0;
    for (const id of ids(r, n, true)) {
      const token = cover(r, ['present', 'absent', 'uncoded', 'present', 'absent', 'present'], i);
      // Spec §2.4: tag UND goes together with token `uncoded`.
      const tag = token === 'uncoded' ? 'UND' : r() < 0.75 ? 'TRS' : 'IFR';
      yield { ...codedBase(r, def, id, pickOf(r, polities), i++, tag), token };
    }
  },
  *'general/polity-linguistic-families'(def, n, polities) {
    const r = prng(12);
    const vocab = observed(def, 'linguistic_family');
    let i = 0;
    for (const id of ids(r, n, true)) {
      const p = polities[i % polities.length]!;
      yield { ...codedBase(r, def, id, p, i), linguistic_family: i < vocab.length ? vocab[i] : r() < 0.8 ? p.family : pickOf(r, vocab) };
      i++;
    }
  },
  *'general/polity-suprapolities'(def, n, polities) {
    const r = prng(13);
    const vocab = observed(def, 'supra_polity_relations');
    for (const [i, id] of indexed(ids(r, n, false))) {
      const p = pickOf(r, polities);
      let q = pickOf(r, polities);
      while (q.id === p.id) q = pickOf(r, polities);
      yield { ...codedBase(r, def, id, p, i), supra_polity_relations: cover(r, vocab, i), other_polity: summary(q) };
    }
  },
  *'general/polity-alternative-names'(def, n, polities) {
    const r = prng(14);
    let i = 0;
    for (const id of ids(r, n, false)) {
      const p = polities[Math.floor(i / 3) % polities.length]!;
      const alternative = [p.seedName, `${p.long_name} period`, `The ${p.seedName}`][i % 3]!;
      yield { ...codedBase(r, def, id, p, i), alternative_name: alternative };
      i++;
    }
  },
  *'general/polity-durations'(def, n, polities) {
    const r = prng(15);
    let i = 0;
    for (const id of ids(r, n, false)) {
      const p = polities[i % polities.length]!;
      // Spec §2.8: the coded duration may differ from the polity's own years, for example by one year.
      const from = p.start_year + (i % 9 === 4 ? -1 : 0);
      const to = p.end_year + (i % 11 === 6 ? 1 : 0);
      yield { ...codedBase(r, def, id, p, i), polity_year_from: from, polity_year_to: to };
      i++;
    }
  },
  *'general/polity-religion-genuses'(def, n, polities) {
    const r = prng(16);
    const vocab = observed(def, 'religion_genus');
    for (const [i, id] of indexed(ids(r, n, false))) {
      const p = pickOf(r, polities);
      const genus = i < vocab.length ? vocab[i]! : vocab.includes(p.religion) ? p.religion : pickOf(r, vocab);
      yield { ...codedBase(r, def, id, p, i), religion_genus: genus };
    }
  },
  *'core/references'(def, n) {
    const r = prng(17);
    const types = observed(def, 'item_type');
    const alnum = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    let i = 0;
    for (const id of ids(r, n, true)) {
      const authors = [pickOf(r, SURNAMES), pickOf(r, SURNAMES)];
      const creatorKind = i < 4 ? i : int(r, 0, 9);
      const creator = creatorKind === 0 ? 'NO_CREATOR' : creatorKind === 1 ? `${authors[0]}_${authors[1]}`
        : creatorKind === 2 ? `${authors[0]}_et_al` : authors[0]!;
      const topic = pickOf(r, TOPICS);
      let title = `${capital(topic)} in ${pickOf(r, POLITY_SEEDS)[1]}`;
      if (r() < 0.03 || i === 5) title = `${title}:\n${capital(pickOf(r, TOPICS))} and society`; // §2.10: line breaks
      const created = stamp(r, 2016, 2021, false);
      const modified = r() < 0.6 ? stamp(r, 2021, 2024, true) : null;
      if (i % 7 === 3) {
        // No catalogued item: placeholder link, null type, null year (§2.10).
        yield {
          id, title: r() < 0.5 || i === 3 ? 'UNKNOWNTITLE' : title, year: null, creator,
          reflib_link: `NOREFLIB_LINK_${id}`, long_name: null, item_type: null, url_link: null,
          created_date: created, modified_date: modified,
        };
      } else {
        const year = r() < 0.05 || i === 1 ? 0 : int(r, 1880, 2023); // §2.10: 0 means no year on catalogued items
        let link = '';
        for (let k = 0; k < 8; k++) link += alnum[Math.floor(r() * alnum.length)];
        yield {
          id, title, year, creator, reflib_link: link,
          long_name: `${creator.replace(/_/g, ' ')}. ${year || 'n.d.'}. ${title.replace(/\n/g, ' ')}. ${pickOf(r, ['Cambridge University Press', 'Routledge', 'Brill', 'Oxford University Press'])}.`,
          item_type: cover(r, types, i), url_link: r() < 0.3 ? `https://example.org/item/${link.toLowerCase()}` : null,
          created_date: created, modified_date: modified,
        };
      }
      i++;
    }
  },
  *'core/sections'() {
    let id = 7;
    for (const [area, table, first, names] of SECTIONS) {
      for (const [k, name] of names.entries()) {
        yield { id: id++, name, databank_db_section: area, db_table_name: table, sort_order: first + k };
      }
    }
  },
  *'core/citations'(_def, n, _polities, scale, registry) {
    const r = prng(18);
    const references = registry.byPath('core/references')!.demoCount * scale;
    const hex = '0123456789abcdef';
    for (let i = 0; i < n; i++) {
      let u = '';
      for (let k = 0; k < 32; k++) u += k === 12 ? '4' : k === 16 ? hex[8 + int(r, 0, 3)] : hex[int(r, 0, 15)];
      const id = `${u.slice(0, 8)}-${u.slice(8, 12)}-${u.slice(12, 16)}-${u.slice(16, 20)}-${u.slice(20)}`;
      const from = r() < 0.35 ? null : int(r, 1, 900);
      const created = stamp(r, 2021, 2023, true);
      yield {
        id, page_from: from, page_to: from === null ? null : from + int(r, 0, 30),
        created_date: created, modified_date: r() < 0.5 ? created : stamp(r, 2023, 2024, true),
        ref: int(r, 1, references),
      };
    }
  },
};

/** Spec §2.11, verbatim: area, table, first sort_order, names in sort order; ids run 7..38 in this order. */
const SECTIONS: readonly (readonly [string, string, number, readonly string[]])[] = [
  ['Warfare', 'wf', 200, ['Fortifications', 'Military use of Metals', 'Projectiles', 'Handheld weapons',
    'Animals used in warfare', 'Armor', 'Naval technology']],
  ['Social Complexity', 'sc', 100, ['Social Scale', 'Hierarchical Complexity', 'Professions',
    'Bureaucracy characteristics', 'Law', 'Specialized Buildings', 'Transport infrastructure', 'Special purpose sites',
    'Information', 'Specialized Buildings: polity owned', 'Special-purpose Sites']],
  ['Religion', 'rt', 400, ['Religious Demography', 'Religious Tolerance', 'Religios Tolerance',
    'Moralizing Supernatural Punishment and Reward']],
  ['General', 'general', 0, ['Identity and Location', 'Temporal Bounds', 'Political and Cultural Relations', 'Language',
    'Religion']],
  ['Economy', 'ec', 300, ['Luxury Goods']],
  ['Religion', 'crisisdb', 404, ['Human Sacrifice']],
  ['Crisisdb', 'crisisdb', 500, ['Power Transitions', 'Instability Events', 'Crisis Consequences']],
];

function stamp(r: Rand, fromYear: number, toYear: number, fraction: boolean): string {
  const t = Date.UTC(fromYear, 0, 1) + Math.floor(r() * (Date.UTC(toYear, 11, 31) - Date.UTC(fromYear, 0, 1)));
  const iso = new Date(t).toISOString().slice(0, 19);
  if (!fraction) return `${iso}Z`;
  const digits = int(r, 1, 6); // fractional seconds of varying precision, as Django writes them
  return `${iso}.${String(int(r, 1, 999999)).padStart(6, '0').slice(0, digits)}Z`;
}

/** A record with its keys in the registry's order: the demo is a canonical dump (the registry owns field order). */
function canonical(def: CollectionDef, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) out[f.name] = value[f.name];
  return out;
}

/** The demo databank as a record source; `scale` multiplies every collection but sections. */
export function demoSource(registry: Registry, scale = 1): RecordSource {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive integer, got ${scale}`);
  const polities = demoPolities();
  const made = new Map<string, readonly Record<string, unknown>[]>();
  const world: DemoWorld = {
    polities,
    codedBase: (r, def, id, p, i) => codedBase(r, def, id, p as DemoPolity, i),
    recordsOf(path) {
      let records = made.get(path);
      if (!records) made.set(path, records = [...generate(path)]);
      return records;
    },
  };
  /** A collection's records in the registry's key order (the demo is a canonical dump: the registry owns field order). */
  function* generate(path: string): Generator<Record<string, unknown>> {
    const def = registry.byPath(path)!;
    const n = def === registry.polities ? polities.length : def.kind === 'section' ? def.demoCount : def.demoCount * scale;
    const hand = GENERATORS[def.path];
    const records = hand ? hand(def, n, polities, scale, registry)
      // The polities: each demo polity's summary, the rest of the original's record drawn as any list's.
      : def === registry.polities ? otherRecords(def, n, world, (i) => ({ ...summary(polities[i]!) }))
        : def.kind === 'coded' ? codedRecords(def, n, world) : otherRecords(def, n, world);
    for (const value of records) yield canonical(def, value);
  }
  return {
    demo: true,
    items(path: string): Iterable<SourceItem> | undefined {
      if (!registry.byPath(path)) return undefined;
      return (function* () {
        let i = 0;
        for (const value of made.get(path) ?? generate(path)) yield { where: `demo:${path}#${++i}`, value };
      })();
    },
  };
}
