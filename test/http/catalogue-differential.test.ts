/**
 * Differential test of every served endpoint's filters (catalogue/catalogue.json; the issue's rules): random queries,
 * valid and invalid values, several parameters at once, page and page_size, against the app on every store over the
 * demo databank, each answer compared with the catalogue oracle's (test/helpers/catalogue-oracle.ts, built from the
 * catalogue and django-filter's semantics, not from src/): the status; for a 200 `count`, `next`, `previous` and the
 * ids of `results` in order; for a 400 the body, its parameters in declaration order; for a 404 the body.
 *
 * CAT_DIFF_SEED=<n> replays a run; CAT_DIFF_QUERIES=<n> sets the queries per endpoint and store (default 40 on SQLite, 16 on PostgreSQL);
 * CAT_DIFF_REPORT=<file> writes every mismatch there as JSON lines.
 *
 * Disagreements the server has with the oracle that wait for a decision are listed in KNOWN, each with what the
 * server does instead: a mismatch one of them explains is reported (as a diagnostic) and does not fail the run; any
 * other fails it. PINNED keeps each of them, and each new value kind at its edges, in every run.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { CatalogueOracle, readCatalogue, type CatalogueFilter, type Endpoint } from '../helpers/catalogue-oracle.js';
import { demoRecords } from '../helpers/databanks.js';
import type { Expected, Rec } from '../helpers/oracle.js';
import { parseQsl } from '../helpers/pyrules.js';
import {
  BOOL_VALUES, CHOICE_VALUES, DATE_HOSTILE, DATETIME_HOSTILE, encode, ID_HOSTILE, NUMBER_HOSTILE, RAW_BAD, rng, TEXT_HOSTILE,
  YEAR_HOSTILE, type Rng, type Value,
} from '../helpers/query-gen.js';
import { words } from '../helpers/search-oracle.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';

const SEED = Number(process.env.CAT_DIFF_SEED ?? 20261126);
/** Queries per endpoint: 40 on SQLite (about 20 s), 16 on PostgreSQL (whose answers take longer), unless set. */
const queriesFor = (store: string): number => Number(process.env.CAT_DIFF_QUERIES ?? (store === 'sqlite' ? 40 : 16));
const REPORT = process.env.CAT_DIFF_REPORT;

/**
 * Disagreements between the server and the oracle kept for a decision (see the report of h/tests). Each says what
 * the server does instead: a rewrite of the query into the one the server answers, or (page sizes) the page size it
 * uses. A mismatch is known when the server's answer (status, count, ids; a 400's body) equals the oracle's answer to
 * the query so rewritten; nothing else may differ.
 */
interface Known {
  readonly id: string;
  readonly why: string;
  /** The pairs as the server reads them, or undefined when this disagreement does not touch the query. */
  readonly rewrite?: (path: string, pairs: [string, string][], oracle: CatalogueOracle) => [string, string][] | undefined;
  /** The page size and max_page_size the server uses instead of the catalogue's. */
  readonly pageSizes?: Readonly<Record<string, readonly [number, number]>>;
}

export const KNOWN: readonly Known[] = [
  // (none: every disagreement found was settled; see PINNED for the queries that keep them settled)
];

/** Fixed queries asked on every run: each new value kind at its edges, and every disagreement found (KNOWN). */
const PINNED: readonly string[] = [
  // Many-to-many membership (ec): ids ORed; a non-integer, or an id no polity has, is a 400.
  'ec/lux-precious-metal/?place_of_provenance_pol=1454', 'ec/lux-precious-metal/?place_of_provenance_pol=1&place_of_provenance_pol=2',
  'ec/lux-precious-metal/?place_of_provenance_pol=01', 'ec/lux-precious-metal/?place_of_provenance_pol=1454&place_of_provenance_pol=x',
  'ec/lux-precious-metal/?place_of_provenance_pol=1&place_of_provenance_pol=1454&place_of_provenance_pol=1455',
  'ec/luxury-food/?tag=x&place_of_provenance_pol=1454&coded_value=zz&year_from=y',
  'ec/lux-precious-metal/?place_of_provenance_pol=1&place_of_provenance_pol=', 'ec/lux-precious-metal/?place_of_provenance_pol=1454&format=csv',
  // search (core/polities): DRF's terms, each in some field; stop words and punctuation alone match nothing.
  'core/polities/?search=roman', 'core/polities/?search=ROMAN%2Crepublic', 'core/polities/?search=the', 'core/polities/?search=roman%20-',
  'core/polities/?search=roman%E3%80%80empire', 'core/polities/?search=rom%00an', 'core/polities/?search=x&search=roman',
  'core/polities/?search=%2C%20', 'core/polities/?search=empire&long_name__icontains=rom&page=2', 'core/polities/?search=empire&ordering=-name',
  'sc/tokens/?search=zzz',
  'ec/lux-precious-metal/?place_of_provenance_pol=', 'ec/lux-precious-metal/?place_of_provenance_pol=5.0',
  'ec/lux-precious-metal/?place_of_provenance_pol=%205', 'ec/lux-precious-metal/?place_of_provenance_pol=abc',
  'ec/lux-precious-metal/?place_of_provenance_pol=99999999999999999999', 'ec/luxury-food/?place_of_provenance_pol=-1',
  'ec/lux-precious-metal/?place_of_provenance_pol=999', 'ec/lux-precious-metal/?place_of_provenance_pol=%2B999&coded_value=present',
  // The extension `polity` with empty items.
  'sc/foreign-coins/?polity=%2C', 'sc/tokens/?polity=%2C', 'sc/foreign-coins/?polity=%2C1',
  // Decimals and floats compared as numbers: decimals exactly (PostgreSQL numeric), floats as doubles.
  'core/ngas/?longitude=-46.4153042295950000001', 'core/ngas/?longitude__lte=-46.4153042295950000001',
  'core/ngas/?longitude__gte=-46.4153042295949999999', 'core/cliopatria-shapefiles/?area=96306.0900000000001',
  'core/capitals/?latitude=-9.179943470', 'core/ngas/?latitude__gte=45.886365836486&latitude__lte=45.886365836486',
  'core/ngas/?longitude__gte=0&latitude__lte=10.5', 'core/ngas/?longitude=1e51', 'core/capitals/?latitude=NaN',
  'core/capitals/?longitude__lte=-0&latitude__gte=-90', 'core/cliopatria-shapefiles/?area__gte=20000.5&area__lte=1e5',
  // Text order; choices (case matters; the catalogue's tag has no DSP, the spec's ten keep it).
  'general/polity-degree-of-centralizations/?degree_of_centralization__lte=m&degree_of_centralization__gte=c',
  'general/polity-degree-of-centralizations/?degree_of_centralization=Loose', 'sc/polity-populations/?tag=DSP', 'sc/tokens/?tag=DSP',
  // Date ranges.
  'crisisdb/us-violences/?violence_date__range=1900-01-01,1950-12-31', 'crisisdb/us-violences/?violence_date__range=1900-01-01',
  'crisisdb/us-violences/?violence_date__range=%2C1950-01-01', 'crisisdb/us-violences/?violence_date__range=01/02/1900,12/31/1999',
  // core/polities: columns it does not carry (validated, match nothing) and the nested NGA and region.
  'core/polities/?created_date__range=2000-01-01T00:00:00Z,2030-01-01T00:00:00Z', 'core/polities/?modified_date__date__gt=2020-01-01',
  'core/polities/?created_date__date=abc&polity_tag=nope&min_nga_longitude=x', 'core/polities/?home_databank_region_contains=a&min_nga_latitude=-10',
  'core/polities/?new_name__icontains=rom&home_nga_code=Nga%20code%203', 'core/polities/?created_date__date=',
  'core/polities/?created_date__range=', 'core/polities/?created_date__range=%2C',
  'crisisdb/us-violences/?violence_date__range=1870-01-14T00:00:00,1990-01-01',
  // Through another list's records.
  'core/nga-polity-relations/?polity_name_contains=EMP&nga_name_contains=a', 'core/subsections/?section_name_contains=e',
  'core/variable-hierarchies/?subsection_name_contains=a&section_name_contains=o',
  // 400s list every invalid parameter in declaration order.
  'ec/lux-precious-metal/?polity=x&coded_value=x&tag=x&place_of_provenance_pol=x&year_from__range=1&covers_year=y',
  'core/polities/?max_nga_latitude=x&polity_tag=x&created_date__range=x&covers_year=x&name__icontains=%00',
  'sc/tokens/?covers_year=x&polity__long_name__icontains=%00&polity__name=%00&tag=x',
  // ordering over every scalar field: decimals by value, nulls last ascending and first descending, the id breaking ties.
  'core/ngas/?ordering=longitude&page_size=100', 'core/ngas/?ordering=-latitude,name&page_size=100', 'core/capitals/?ordering=latitude&page_size=100',
  'core/polities/?ordering=polity_tag,-shapefile_name&page_size=100', 'crisisdb/us-violences/?ordering=-violence_date&page_size=100',
  'core/cliopatria-shapefiles/?ordering=-area&page_size=100', 'ec/lux-precious-metal/?ordering=ruler_consumption_tag,-place_of_provenance_str&page_size=100',
  'core/citations/?ordering=-ref,page_to&page_size=100', 'core/variable-hierarchies/?ordering=data_type,-section&page_size=100',
  // A row-restricted rt list: the issue serves every record and applies its filters.
  'rt/frequency-of-governmental-violence-against-religious-groups/?coded_value=never&tag=TRS',
  'rt/frequency-of-governmental-violence-against-religious-groups/?coded_value=present',
];

const int = (r: Rng, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
const one = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const chance = (r: Rng, p: number): boolean => r() < p;

const MEMBER_HOSTILE: Value[] = ['', ' ', 'abc', '5.0', '1.5', ' 5', '5 ', '+5', '٣', '-1', '0', '99999999999999999999', '1454', '05', '1,2', '1e3', '\0', ...RAW_BAD];
const DATE_RANGE_HOSTILE: Value[] = ['', ',', '1870-01-14T00:00:00,1990-01-01', '1900-01-01', '1900-01-01,1950-01-01,1990-01-01', ',1950-01-01', '1900-01-01,', 'abc,1950-01-01', '1900-02-30,1950-01-01', '01/02/1900,12/31/1999', ...RAW_BAD];

/** Random list queries over one endpoint's filters, their values drawn from the data and from hostile sets. */
class CatalogueQueryGen {
  constructor(private readonly oracle: CatalogueOracle) {}

  private data(r: Rng, e: Endpoint, f: CatalogueFilter): unknown {
    const records = this.oracle.records(e.path);
    if (!records.length || !f.get) return undefined;
    return f.get(one(r, records));
  }

  private ints(r: Rng, e: Endpoint, f: CatalogueFilter): number[] {
    const out: number[] = [];
    for (let i = 0; i < 6; i++) {
      const v = this.data(r, e, f);
      if (typeof v === 'number' && Number.isInteger(v)) out.push(v);
    }
    return out.length ? out : [0];
  }

  private value(r: Rng, e: Endpoint, f: CatalogueFilter): Value {
    switch (f.gen) {
      case 'text': {
        if (chance(r, 0.25)) return one(r, TEXT_HOSTILE);
        const v = this.data(r, e, f);
        if (typeof v !== 'string') return one(r, TEXT_HOSTILE);
        const cps = [...v];
        if (f.param.includes('contains') && cps.length) {
          const a = int(r, 0, cps.length - 1);
          const s = cps.slice(a, a + int(r, 1, 10)).join('');
          return one(r, [s, s.toUpperCase(), s.toLowerCase(), ` ${s} `]);
        }
        return chance(r, 0.15) ? ` ${v} ` : chance(r, 0.1) ? v.toUpperCase() : v;
      }
      case 'choice': {
        if (chance(r, 0.45) && f.choices?.length) return one(r, f.choices);
        const v = this.data(r, e, f);
        if (chance(r, 0.3) && typeof v === 'string') return chance(r, 0.8) ? v : ` ${v}`;
        if (chance(r, 0.3) && f.choices?.length) return one(r, f.choices).toUpperCase();
        return one(r, CHOICE_VALUES);
      }
      case 'bool': return one(r, BOOL_VALUES);
      case 'number': {
        if (chance(r, 0.3)) return one(r, NUMBER_HOSTILE);
        const v = one(r, this.ints(r, e, f)) + int(r, -1, 1);
        return one(r, [String(v), String(v), `${v}.0`, ` ${v} `, `${v}e0`, `+${v}`, `${v}.5`]);
      }
      case 'range': {
        if (chance(r, 0.25)) return one(r, [...NUMBER_HOSTILE, ',', ',100', '100,', '1', '1,2,3', 'abc,1', '1e51,1', ' 1 , 2 ', '1.5,2', '-5,5']);
        const [a, b] = [one(r, this.ints(r, e, f)), one(r, this.ints(r, e, f))].sort((x, y) => x - y) as [number, number];
        return one(r, [`${a},${b}`, `${a},${b}`, `${b},${a}`, `${a},${a}`, `${a - 100},${b + 100}`, `,${b}`]);
      }
      case 'decimal': {
        if (chance(r, 0.3)) return one(r, NUMBER_HOSTILE);
        const v = this.data(r, e, f);
        if (typeof v !== 'string' && typeof v !== 'number') return one(r, ['0', '1.5', '-12.25', '100']);
        const text = String(v);
        const n = Number(text);
        const near = text.includes('.') ? `${text}${'0'.repeat(int(r, 0, 6))}1` : `${text}.0000000000000000001`; // beyond a double
        return one(r, [text, text, text.replace(/0+$/, '').replace(/\.$/, ''), ` ${text} `, String(n + 0.5), String(n - 1), `${n}e0`, String(Math.trunc(n)), near]);
      }
      case 'date': {
        if (chance(r, 0.3)) return one(r, DATE_HOSTILE);
        const t = this.data(r, e, f);
        if (typeof t !== 'string') return one(r, ['2020-01-01', '01/02/2023', '1999-12-31']);
        const [y, m, d] = [t.slice(0, 4), t.slice(5, 7), t.slice(8, 10)];
        return one(r, [t.slice(0, 10), t.slice(0, 10), `${m}/${d}/${y}`, `${m}/${d}/${y.slice(2)}`, ` ${t.slice(0, 10)} `]);
      }
      case 'datetime-range': {
        if (chance(r, 0.25)) return one(r, DATETIME_HOSTILE);
        const [a, b] = [this.data(r, e, f), this.data(r, e, f)];
        if (typeof a !== 'string' || typeof b !== 'string') return one(r, ['2020-01-01T00:00:00Z,2030-01-01T00:00:00Z', '1000-01-01T00:00:00,2999-01-01T00:00:00']);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        return one(r, [`${lo},${hi}`, `${hi},${lo}`, `${lo},${lo}`, `${lo.slice(0, 19)},${hi.slice(0, 19)}+01:00`]);
      }
      case 'date-range': {
        if (chance(r, 0.25)) return one(r, DATE_RANGE_HOSTILE);
        const [a, b] = [this.data(r, e, f), this.data(r, e, f)];
        if (typeof a !== 'string' || typeof b !== 'string') return '1900-01-01,1999-12-31';
        const [lo, hi] = a < b ? [a, b] : [b, a];
        return one(r, [`${lo},${hi}`, `${hi},${lo}`, `${lo},${lo}`]);
      }
      case 'member': {
        if (chance(r, 0.3)) return one(r, MEMBER_HOSTILE);
        const list = this.data(r, e, f);
        const ids = Array.isArray(list) ? list.map((x) => (x && typeof x === 'object' ? (x as Rec).id : x)).filter((x) => typeof x === 'number') : [];
        return String(ids.length ? one(r, ids) : int(r, 1, 50));
      }
      case 'ids': {
        if (chance(r, 0.3)) return one(r, ID_HOSTILE);
        const ids = Array.from({ length: int(r, 1, 3) }, () => this.data(r, e, f)).filter((x) => typeof x === 'number');
        return ids.join(',');
      }
      case 'year': {
        if (chance(r, 0.3)) return one(r, YEAR_HOSTILE);
        const rec = this.oracle.records(e.path).length ? one(r, this.oracle.records(e.path)) : undefined;
        const p = rec?.polity as Rec | undefined;
        const v = one(r, [rec?.year_from, rec?.year_to, p?.start_year, p?.end_year, rec?.start_year, rec?.end_year]);
        return typeof v === 'number' ? String(v + int(r, -2, 2)) : String(int(r, -3000, 2000));
      }
    }
  }

  private readonly safe = new Map<string, ReadonlySet<string>>();

  /**
   * The words of the searched fields no stemmer can confuse with another word of them (the oracle compares words, not
   * stems: search-oracle.ts). ASSUMPTION: two words an English stemmer gives one stem share their first two letters
   * (`cities`, `city` → `citi`; `rus` → `ru`, the `ru` of `ru_kievan`): a word whose first two letters begin another
   * word of the fields is not drawn.
   */
  private unstemmed(e: Endpoint): ReadonlySet<string> {
    let out = this.safe.get(e.path);
    if (out) return out;
    const vocab = new Set<string>();
    for (const rec of this.oracle.records(e.path)) {
      for (const f of e.search) if (typeof rec[f] === 'string') for (const w of words(rec[f])) vocab.add(w);
    }
    const all = [...vocab];
    out = new Set(all.filter((w) => all.every((v) => v === w || v.slice(0, 2) !== w.slice(0, 2))));
    this.safe.set(e.path, out);
    return out;
  }

  /** A `search` value: whole words of the records' searched fields, odd cases, separators, stop words, hostile bits. */
  private search(r: Rng, e: Endpoint): string {
    if (chance(r, 0.1)) return one(r, ['', ' ', ',', '-', '\0', 'the', 'of the', 'x', 'rom\0an', '"roman"', "'roman'", 'roman*']);
    const terms: string[] = [];
    for (let i = int(r, 1, 3); i > 0; i--) {
      if (chance(r, 0.1)) { terms.push(one(r, ['the', 'of', 'and', '-', '&', 'I'])); continue; }
      const records = this.oracle.records(e.path);
      const text = records.length ? one(r, records)[one(r, e.search)] : undefined;
      const ws = typeof text === 'string' ? text.split(/[^\p{L}\p{N}]+/u).filter((w) => this.unstemmed(e).has(w.toLowerCase())) : [];
      const w = ws.length ? one(r, ws) : 'empire';
      terms.push(chance(r, 0.2) ? w.toUpperCase() : chance(r, 0.2) ? w.toLowerCase() : w);
    }
    return terms.join(one(r, [' ', ' ', ',', ', ', '\t', '\u3000', '  ']));
  }

  /** One random query string (without `?`) for endpoint `e`. */
  query(r: Rng, e: Endpoint): string {
    const pairs: [string, Value][] = [];
    const chosen = new Set<CatalogueFilter>();
    const n = int(r, 1, 4);
    for (let i = 0; i < n; i++) chosen.add(one(r, e.filters));
    for (const f of chosen) {
      pairs.push([f.param, this.value(r, e, f)]);
      if (!f.noRepeat && chance(r, 0.1)) pairs.push([f.param, this.value(r, e, f)]); // repeated: the last counts
    }
    if (e.search.length && chance(r, 0.35)) pairs.push(['search', this.search(r, e)]);
    if (chance(r, 0.4)) pairs.push(['page', chance(r, 0.7) ? one(r, ['1', '2', 'last']) : one(r, ['0', '-1', 'abc', '', '99999', ' 2', '٢'])]);
    if (chance(r, 0.4)) pairs.push(['page_size', one(r, ['1', '7', '100', '1000', '0', '-1', 'abc', '', ' 7', '20', '٣', '1e2'])]);
    if (chance(r, 0.2) && e.sortable.length) {
      const terms = Array.from({ length: int(r, 1, 2) }, () => (chance(r, 0.2) ? one(r, ['comment', 'description', 'foo', '-', '']) : (chance(r, 0.5) ? '-' : '') + one(r, e.sortable)));
      pairs.push(['ordering', terms.join(',')]);
    }
    if (chance(r, 0.15)) pairs.push(one(r, [['foo', 'bar'], ['search', 'x'], ['limit', '5'], ['name__iexact', 'x'], ['format', 'json']] as [string, Value][]));
    // Shuffle, then give each repeated parameter its values back in their order (the last counts).
    for (let i = pairs.length - 1; i > 0; i--) {
      const j = int(r, 0, i);
      [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
    }
    return pairs.map(([k, v]) => `${encode(r, k)}=${typeof v === 'string' ? encode(r, v) : v.raw}`).join('&');
  }
}

interface Page { count: number; next: string | null; previous: string | null; results: Rec[] }

const clip = (s: string, n = 400): string => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
function summary(status: number, body: unknown): string {
  if (status === 200 && body && typeof body === 'object' && 'results' in body) {
    const p = body as Page;
    return clip(JSON.stringify({ status, count: p.count, next: p.next, previous: p.previous, ids: p.results?.map((r) => r.id) }), 600);
  }
  return clip(JSON.stringify({ status, body }), 600);
}

/** What differs between the app's answer and the oracle's, or undefined. */
function difference(oracle: CatalogueOracle, path: string, expected: Expected, status: number, text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status}, body is not JSON`;
  }
  if (status !== expected.status) return 'status';
  if (status === 400) {
    if (!isDeepStrictEqual(body, expected.body)) return 'body';
    const order = oracle.orderProblem(path, Object.keys(body as object));
    return order ? `400 parameter order (${order})` : undefined;
  }
  if (status !== 200) return isDeepStrictEqual(body, expected.body) ? undefined : 'body';
  const got = body as Page, want = expected.body as Page;
  if (!isDeepStrictEqual(Object.keys(got), ['count', 'next', 'previous', 'results'])) return 'envelope keys';
  if (got.count !== want.count) return 'count';
  if (!isDeepStrictEqual(got.results.map((r) => r.id), want.results.map((r) => r.id))) return 'results (ids)';
  if (got.next !== want.next) return 'next';
  if (got.previous !== want.previous) return 'previous';
  return undefined;
}

interface Mismatch { seed: number; store: string; url: string; what: string; expected: string; got: string; known?: string }

/** Status, count and ids (or a 400's body) of an answer, for the KNOWN comparison. */
function essence(status: number, body: unknown): unknown {
  if (status === 200 && body && typeof body === 'object' && 'results' in body) {
    const p = body as Page;
    return { status, count: p.count, ids: p.results.map((r) => r.id) };
  }
  return { status, body };
}

const queryOf = (pairs: [string, string][]): string => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');

/** The oracles over the demo's records, made once for every store. */
let made: { oracle: CatalogueOracle; serverPages: CatalogueOracle } | undefined;
function oracles(): { oracle: CatalogueOracle; serverPages: CatalogueOracle } {
  if (!made) {
    const cat = readCatalogue(), db = demoRecords();
    made = {
      oracle: new CatalogueOracle(cat, db),
      serverPages: new CatalogueOracle(cat, db, undefined, Object.assign({}, ...KNOWN.map((k) => k.pageSizes ?? {}))),
    };
  }
  return made;
}

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: every catalogue endpoint's filters answer as django-filter would (seed ${SEED})`, () => {
    let served: DemoApp;
    let oracle: CatalogueOracle;
    /** The oracle with the page sizes the server uses where KNOWN says it differs. */
    let serverPages: CatalogueOracle;
    before(async () => {
      served = await demoApp(kind);
      ({ oracle, serverPages } = oracles());
    });
    after(async () => { await served?.close(); });

    /** The KNOWN entries that explain the server's answer to `query`, or undefined when they do not. */
    const explained = (path: string, query: string, status: number, body: unknown): string[] | undefined => {
      let pairs = parseQsl(query);
      const ids: string[] = [];
      for (const k of KNOWN) {
        const next = k.rewrite?.(path, pairs, oracle);
        if (next) { pairs = next; ids.push(k.id); }
        if (k.pageSizes?.[path]) ids.push(k.id);
      }
      if (!ids.length) return undefined;
      const alt = serverPages.answer(path, queryOf(pairs));
      return isDeepStrictEqual(essence(alt.status, alt.body), essence(status, body)) ? ids : undefined;
    };

    /** What the oracle answered, by kind: a run that only ever gets 400s or empty pages would prove little. */
    const tally = new Map<string, number>();
    const check = async (path: string, query: string, mismatches: Mismatch[], errors5xx: string[]): Promise<void> => {
      const url = `/api/${path}/${query ? `?${query}` : ''}`;
      const res = await served.app.inject({ method: 'GET', url, headers: { host: 'testserver' } });
      if (res.statusCode >= 500) { errors5xx.push(`${res.statusCode} ${clip(url)}: ${clip(res.body)}`); return; }
      const expected = oracle.answer(path, query);
      const sort = expected.status !== 200 ? String(expected.status)
        : (expected.body as Page).count === 0 ? '200 none' : (expected.body as Page).count === oracle.records(path).length ? '200 all' : '200 some';
      tally.set(sort, (tally.get(sort) ?? 0) + 1);
      const what = difference(oracle, path, expected, res.statusCode, res.body);
      if (!what) return;
      let got: unknown = res.body;
      try { got = JSON.parse(res.body); } catch { /* shown as text */ }
      const known = explained(path, query, res.statusCode, got)?.join('+');
      mismatches.push({ seed: SEED, store: kind.name, url, what, expected: summary(expected.status, expected.body), got: summary(res.statusCode, got), known });
    };

    const conclude = (t: { diagnostic(m: string): void }, n: number, what: string, mismatches: Mismatch[], errors5xx: string[]): void => {
      if (REPORT && mismatches.length) fs.appendFileSync(REPORT, mismatches.map((m) => JSON.stringify(m) + '\n').join(''));
      const knownOnes = mismatches.filter((m) => m.known);
      for (const id of new Set(knownOnes.map((m) => m.known))) {
        const some = knownOnes.filter((m) => m.known === id);
        t.diagnostic(`KNOWN ${String(id)}: ${some.length} answers, e.g. ${clip(some[0]!.url, 200)}`);
      }
      const open = mismatches.filter((m) => !m.known);
      assert.deepEqual(errors5xx, [], `5xx answers (CAT_DIFF_SEED=${SEED}):\n${errors5xx.slice(0, 20).join('\n')}`);
      assert.equal(open.length, 0,
        `${open.length} of ${n} ${what} differ from the oracle (CAT_DIFF_SEED=${SEED}, ${kind.name}):\n` +
        open.slice(0, 25).map((m) => `${clip(m.url)}\n  differs in: ${m.what}\n  expected: ${m.expected}\n  got:      ${m.got}`).join('\n'));
    };

    const QUERIES = queriesFor(kind.name);
    it(`${QUERIES} random queries per endpoint: status, count, ids in order, links and 400 bodies equal the oracle's`, async (t) => {
      const r = rng(SEED);
      const gen = new CatalogueQueryGen(oracle);
      const mismatches: Mismatch[] = [];
      const errors5xx: string[] = [];
      let n = 0;
      for (const e of oracle.endpoints) {
        for (let i = 0; i < QUERIES; i++, n++) await check(e.path, gen.query(r, e), mismatches, errors5xx);
      }
      t.diagnostic(`the oracle's answers: ${[...tally].sort().map(([k, v]) => `${k}: ${v}`).join(', ')}`);
      assert.ok((tally.get('200 some') ?? 0) > n / 8, 'too few queries select some records but not all');
      conclude(t, n, 'answers', mismatches, errors5xx);
    });

    it('every parameter of every endpoint invalid at once: one 400 naming each (booleans aside), in declaration order', async (t) => {
      const problems: string[] = [];
      for (const e of oracle.endpoints) {
        const pairs: [string, string][] = [];
        for (const f of e.filters) {
          if (f.gen === 'bool') continue; // BooleanWidget: an unknown value applies no filter, never a 400
          pairs.push([f.param, f.gen === 'text' ? '\0' : f.choices?.includes('x') ? 'xx' : 'x']);
        }
        // Reversed, so that the body's order cannot come from the query's.
        const query = queryOf(pairs.reverse());
        const expected = oracle.answer(e.path, query);
        const res = await served.app.inject({ method: 'GET', url: `/api/${e.path}/?${query}`, headers: { host: 'testserver' } });
        if (expected.status !== 400) { problems.push(`${e.path}: the oracle answers ${expected.status}`); continue; }
        if (res.statusCode !== 400) { problems.push(`${e.path}/?${clip(query)}: ${res.statusCode}, expected 400 ${clip(JSON.stringify(expected.body))}`); continue; }
        const body = JSON.parse(res.body) as Record<string, string[]>;
        const want = Object.keys(expected.body as object), got = Object.keys(body);
        if (!isDeepStrictEqual(new Set(got), new Set(want))) {
          problems.push(`${e.path}: 400 names ${got.filter((k) => !want.includes(k)).join(',') || '-'} beyond, lacks ${want.filter((k) => !got.includes(k)).join(',') || '-'}`);
          continue;
        }
        if (!isDeepStrictEqual(body, expected.body)) problems.push(`${e.path}: messages ${clip(res.body)} ≠ ${clip(JSON.stringify(expected.body))}`);
        const order = oracle.orderProblem(e.path, got);
        if (order) problems.push(`${e.path}: 400 parameter order: ${order} (${got.join(',')})`);
      }
      t.diagnostic(`${oracle.endpoints.length} endpoints, ${oracle.endpoints.reduce((n, e) => n + e.filters.length, 0)} parameters`);
      assert.equal(problems.length, 0, `${problems.length} endpoints:\n${problems.slice(0, 30).join('\n')}`);
    });

    it(`${PINNED.length} pinned queries: each new value kind at its edges, and the disagreements found`, async (t) => {
      const mismatches: Mismatch[] = [];
      const errors5xx: string[] = [];
      for (const u of PINNED) {
        const [path, query = ''] = u.split('/?') as [string, string?];
        await check(path, query, mismatches, errors5xx);
      }
      conclude(t, PINNED.length, 'pinned answers', mismatches, errors5xx);
    });
  });
}
