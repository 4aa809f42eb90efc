/**
 * The databank the research-table oracles (oracle-values, oracle-panel) run on: a dump written by this file from a
 * seeded generator, so every record is known here and not read back through `src/`. Polities with records
 * and without (a loadable dump has no polity without years: the loader requires them); variables of every value shape the served catalogue has (single choice, from/to pair, composite with a
 * polity summary `other_polity`, string, foreign key; the catalogue's integer and decimal shapes are only on
 * collections the original does not route, so none is served); null years on either side; disputed and
 * overlapping records about one polity and year. Facts about variables (value fields, title, section, subsection)
 * come from the catalogue, the contract's source for them.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { writeDump } from '../helpers/dumps.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { tempDir, type StoreKind, type TestStore } from '../helpers/stores.js';

export type Rec = Record<string, unknown>;

/** mulberry32: a small seeded generator, so a failing case reproduces from its seed. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const int = (r: () => number, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
export function shuffle<T>(r: () => number, xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface CatEndpoint { path: string; kind: string; title: string; name_constant?: string | null; section?: string; subsection?: string; value_fields?: string[]; value_shape?: string }
const CATALOGUE = JSON.parse(fs.readFileSync('catalogue/catalogue.json', 'utf8')) as {
  endpoints: CatEndpoint[]; choices: Record<string, string[]>;
};
const ENDPOINT = new Map(CATALOGUE.endpoints.map((e) => [e.path, e]));

export interface Variable { path: string; title: string; section: string; subsection: string | null; valueFields: string[]; shape: string }
export function variable(path: string): Variable {
  const e = ENDPOINT.get(path);
  if (!e?.value_fields) throw new Error(`not a coded variable of the catalogue: ${path}`);
  return { path, title: e.title, section: e.section!, subsection: e.subsection ?? null, valueFields: e.value_fields, shape: e.value_shape! };
}

/** Every served coded variable, in registry order (the order of the long table and of a section's panel columns). */
export const CODED_PATHS: readonly string[] = REGISTRY.filter((d) => d.kind === 'coded').map((d) => d.path);

export interface Polity { id: number; name: string; long_name: string; start_year: number | null; end_year: number | null }
export const summary = (p: Polity): Rec => ({ id: p.id, name: p.name, long_name: p.long_name, start_year: p.start_year, end_year: p.end_year });

/** Ids not contiguous, so that "core/polities order" (id) and the dump's order differ. */
const POLITY_IDS = [2, 3, 5, 7, 8, 11, 13, 17, 19, 23, 29, 31, 37, 41];
function polities(r: () => number): Polity[] {
  return POLITY_IDS.map((id, i) => {
    const start = int(r, -1500, 1200);
    const p: Polity = { id, name: `${pick(r, ['it', 'gr', 'cn'])}_rom_${id}`, long_name: `Polity ${id}`, start_year: start, end_year: start + int(r, 0, 700) };
    if (i === 1) p.long_name = 'Rome, "the Republic" I'; // a cell CSV must quote
    if (i === 2) p.end_year = p.start_year; // a polity of one year
    if (i % 3 === 0) p.name = `ng_${id}`;
    return p;
  });
}

const AP = CATALOGUE.choices.ABSENT_PRESENT_CHOICES!;
const RELIGIONS: Rec[] = [1, 4, 9].map((id) => ({ id, name: `Religion ${id}`, religion_name: `R ${id}`, religion_family: null, religion_genus: 'G' }));

/** The variables of the databank with a maker of a random value each (keys in the catalogue's value field order). */
function makers(ps: Polity[]): Record<string, (r: () => number) => Rec> {
  const nul = <T>(r: () => number, v: T): T | null => (r() < 0.15 ? null : v);
  return {
    'sc/tokens': (r) => ({ token: pick(r, AP) }),
    'wf/swords': (r) => ({ sword: pick(r, AP) }),
    'general/polity-linguistic-families': (r) => ({ linguistic_family: pick(r, ['Semitic', 'Indo-European', 'isolate']) }),
    'sc/polity-populations': (r) => {
      const from = int(r, 1, 900) * 1000;
      return { polity_population_from: from, polity_population_to: nul(r, from + int(r, 0, 50) * 1000) };
    },
    'sc/administrative-levels': (r) => ({ administrative_level_from: int(r, 1, 3), administrative_level_to: nul(r, int(r, 3, 6)) }),
    'general/polity-suprapolities': (r) => ({
      supra_polity_relations: pick(r, CATALOGUE.choices.POLITY_SUPRAPOLITY_RELATIONS_CHOICES!),
      other_polity: summary(pick(r, ps)), // not nullable in the project's spec
    }),
    'general/polity-alternative-names': (r) => ({ alternative_name: pick(r, ['Roma', 'Rome, "eternal"', 'Rōma|Urbs', 'line\nbreak']) }),
    'rt/official-religions': (r) => ({ coded_value: nul(r, pick(r, RELIGIONS)) }),
  };
}
export const VARIABLE_PATHS = Object.keys(makers([]));

/** A coded record as a dump holds it; its polity summary is its polity's. */
function coded(id: number, path: string, p: Polity, years: [number | null, number | null], value: Rec, r: () => number): Rec {
  const name = ENDPOINT.get(path)!.name_constant;
  return {
    id, polity: summary(p), year_from: years[0], year_to: years[1], tag: pick(r, ['TRS', 'TRS', 'SSP', 'IFR', 'UND']),
    is_disputed: r() < 0.2, is_uncertain: r() < 0.2, name,
    ...value, comment: pick(r, ['EMPTY_COMMENT', 'a comment, with "quotes"']), description: pick(r, ['', 'described\r\nhere']),
  };
}

function years(r: () => number, p: Polity): [number | null, number | null] {
  const base = p.start_year ?? p.end_year ?? 0;
  const span = (p.end_year ?? base + 300) - base;
  const from = r() < 0.3 ? null : base + int(r, -40, span);
  const to = r() < 0.3 ? null : (from ?? base) + int(r, 0, span);
  return [from, to];
}

export interface Databank { polities: Polity[]; records: Map<string, Rec[]> }

/**
 * The databank of `seed`: 14 polities and 10..30 records per variable (ids shuffled, sparse), plus on the first
 * polity with years: three sc/tokens records in force in its start year (one disputed, one with null years, one
 * with its own), and two overlapping sc/polity-populations records.
 */
export function databank(seed: number): Databank {
  const r = rng(seed);
  const ps = polities(r);
  const records = new Map<string, Rec[]>();
  for (const [path, make] of Object.entries(makers(ps))) {
    const n = int(r, 10, 30);
    const ids = shuffle(r, Array.from({ length: n }, (_, i) => 3 * i + int(r, 1, 3)));
    records.set(path, ids.map((id) => {
      const p = pick(r, ps);
      return coded(id, path, p, years(r, p), make(r), r);
    }));
  }
  const p = ps[0]!;
  const y = p.start_year!;
  const tokens = records.get('sc/tokens')!;
  tokens.push(
    { ...coded(1001, 'sc/tokens', p, [y, y], { token: 'present' }, r), is_disputed: true, tag: 'TRS' },
    { ...coded(1000, 'sc/tokens', p, [null, null], { token: 'absent' }, r), is_disputed: true, tag: 'SSP' },
    { ...coded(1002, 'sc/tokens', p, [y - 10, null], { token: 'A~P' }, r), is_disputed: false, tag: 'IFR' },
  );
  records.get('sc/polity-populations')!.push(
    coded(2001, 'sc/polity-populations', p, [null, y + 5], { polity_population_from: 1000, polity_population_to: 2000 }, r),
    coded(2000, 'sc/polity-populations', p, [y, null], { polity_population_from: 1500, polity_population_to: null }, r),
  );
  return { polities: ps, records };
}

export interface Served { app: FastifyInstance; handle: TestStore; close(): Promise<void> }

/** A fresh store of `kind` holding `bank` (loaded from a dump written here), served by an app with defaults. */
export async function serveBank(kind: StoreKind, bank: Databank): Promise<Served> {
  const dir = tempDir('databank-oracle-');
  const files: Record<string, readonly unknown[]> = { 'core/polities': shuffle(rng(7), bank.polities) };
  for (const [path, recs] of bank.records) files[path] = recs;
  writeDump(dir, files);
  const handle = await kind.open();
  try {
    await loadDatabank(handle.store, dumpSource(registry, dir));
  } catch (err) {
    await handle.cleanup();
    throw err;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
  await app.ready();
  return {
    app, handle,
    async close() {
      await app.close();
      await handle.cleanup();
    },
  };
}

export interface Answer { status: number; body: string; headers: Record<string, unknown> }
export async function get(app: FastifyInstance, url: string): Promise<Answer> {
  const res = await app.inject({ url, headers: { host: 'testserver' } });
  return { status: res.statusCode, body: res.body, headers: res.headers };
}

/** The JSON of a 200 at `url` (anything else fails the test, naming the URL). */
export async function getJson(app: FastifyInstance, url: string): Promise<Rec> {
  const res = await get(app, url);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as Rec;
}

/** The polity a record is about, from the databank (the record holds only its summary). */
export function polityOf(bank: Databank, rec: Rec): Polity {
  const id = (rec.polity as Rec).id as number;
  return bank.polities.find((p) => p.id === id)!;
}

/** The covers_year rule of the contract: each side of a record's years falls back to its polity's. */
export function covers(bank: Databank, rec: Rec, y: number): boolean {
  const p = polityOf(bank, rec);
  const from = (rec.year_from as number | null) ?? p.start_year;
  const to = (rec.year_to as number | null) ?? p.end_year;
  return from !== null && to !== null && from <= y && y <= to;
}

export const byId = (a: Rec, b: Rec): number => (a.id as number) - (b.id as number);

/** A record's value object: its variable's value fields, in the catalogue's order. */
export function valueOf(v: Variable, rec: Rec): Rec {
  return Object.fromEntries(v.valueFields.map((f) => [f, rec[f] ?? null]));
}

/** A scalar as a CSV cell by the contract: null empty, numbers and booleans as JSON writes them, strings as they are. */
export function cell(x: unknown): string {
  if (x === null || x === undefined) return '';
  return typeof x === 'string' ? x : JSON.stringify(x);
}

interface CatField { name: string; nested?: string }
const POLITY_SUMMARIES = new Set(CATALOGUE.endpoints.flatMap((e) =>
  ((e as unknown as { fields: CatField[] }).fields ?? []).filter((f) => f.nested === 'polity_summary').map((f) => `${e.path} ${f.name}`)));

/**
 * A value field's value as a CSV cell: a polity summary (the catalogue's `polity_summary`, e.g. other_polity) is its
 * id, as the contract says; another object (a foreign key: a religion) is its JSON text (the contract names only
 * polity summaries; both the long table and the panel read it so); a scalar as `cell`.
 */
export function valueCell(v: Variable, field: string, x: unknown): string {
  if (x === null || x === undefined || typeof x !== 'object') return cell(x);
  return isPolitySummary(v, field) ? String((x as Rec).id) : JSON.stringify(x);
}

export const isPolitySummary = (v: Variable, field: string): boolean => POLITY_SUMMARIES.has(`${v.path} ${field}`);

/** Every record of every variable in the databank, in the long table's order (registry order, then id). */
export function longTable(bank: Databank): { v: Variable; rec: Rec }[] {
  const out: { v: Variable; rec: Rec }[] = [];
  for (const path of CODED_PATHS) {
    const recs = bank.records.get(path);
    if (!recs) continue;
    const v = variable(path);
    for (const rec of [...recs].sort(byId)) out.push({ v, rec });
  }
  return out;
}
