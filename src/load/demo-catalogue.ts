/**
 * The demo's records of every collection without a hand-written generator (the catalogue's: population, weapons,
 * regions, NGAs…), made from the registry alone: each field's value from its type, vocabulary and role, so a
 * collection the catalogue adds has plausible demo data at once. The rules:
 * - a value within the field's vocabulary (`choices`), each choice appearing once before any repeats;
 * - a pair `<x>_from`/`<x>_to` in order (from ≤ to), and years within the polity's own;
 * - decimals with their places, dates and timestamps well formed;
 * - keys that resolve: a primary key names a record of its collection, a nested row is a record of its collection
 *   (its fields as the nested shape has them), a polity summary is a known polity's;
 * - the same polities across every variable, and disputed values in groups of two or three records of one polity
 *   sharing their years, as the real data has them.
 */
import type { CollectionDef, FieldDef } from '../registry/index.js';
import { cover, int, pickOf, prng, type Rand } from './demo-random.js';

/** A polity of the demo, as the generators see it. */
export interface DemoPolityLike {
  readonly id: number;
  readonly name: string;
  readonly long_name: string;
  readonly start_year: number;
  readonly end_year: number;
  readonly seedName: string;
}

/** What the generators share: the polities, the records of other collections, the common coded fields. */
export interface DemoWorld {
  readonly polities: readonly DemoPolityLike[];
  /** Every record of a collection (generated once): what keys and nested rows point at. */
  recordsOf(path: string): readonly Record<string, unknown>[];
  /** Spec §2.3's common fields of a coded record about `p`. */
  codedBase(r: Rand, def: CollectionDef, id: number, p: DemoPolityLike, i: number): Record<string, unknown>;
}

const summary = (p: DemoPolityLike): Record<string, unknown> =>
  ({ id: p.id, name: p.name, long_name: p.long_name, start_year: p.start_year, end_year: p.end_year });

/** A seed from a path, so each collection draws its own values, the same on every run. */
function seedOf(path: string): number {
  let h = 2166136261;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** `n` records of a coded variable of the catalogue. */
export function* codedRecords(def: CollectionDef, n: number, world: DemoWorld): Generator<Record<string, unknown>> {
  const r = prng(seedOf(def.path));
  let id = 0;
  let group: { p: DemoPolityLike; from: number; to: number; left: number } | undefined;
  for (let i = 0; i < n; i++) {
    id += r() < 0.12 ? int(r, 2, 6) : 1;
    if (!group && i + 3 < n && r() < 0.06) {
      // A disputed value: two or three records of one polity, the same years, each another value.
      const p = pickOf(r, world.polities);
      const from = int(r, p.start_year, p.end_year);
      group = { p, from, to: int(r, from, p.end_year), left: int(r, 2, 3) };
    }
    const p = group?.p ?? pickOf(r, world.polities);
    const record = world.codedBase(r, def, id, p, i);
    if (group) {
      Object.assign(record, { year_from: group.from, year_to: group.to, is_disputed: true });
      if (--group.left === 0) group = undefined;
    }
    for (const f of def.fields) {
      if (def.valueFields.includes(f.name) || record[f.name] === undefined) record[f.name] = valueOf(r, f, i, world, p);
    }
    yield inOrder(def, record);
  }
}

/** `n` records of another list of the catalogue (NGAs, regions, capitals…); `base` gives fields fixed beforehand. */
export function* otherRecords(
  def: CollectionDef, n: number, world: DemoWorld, base?: (i: number) => Record<string, unknown>,
): Generator<Record<string, unknown>> {
  const r = prng(seedOf(def.path));
  let id = 0;
  for (let i = 0; i < n; i++) {
    id += r() < 0.1 ? int(r, 2, 4) : 1;
    const record: Record<string, unknown> = base ? base(i) : { id };
    for (const f of def.fields) if (!Object.hasOwn(record, f.name)) record[f.name] = valueOf(r, f, i, world, undefined);
    yield inOrder(def, record);
  }
}

/** Pairs `<x>_from`/`<x>_to` (and `<x>_start_year`/`<x>_end_year`) of numbers put in order. */
function inOrder(def: CollectionDef, record: Record<string, unknown>): Record<string, unknown> {
  for (const f of def.fields) {
    const m = /^(.*)_from$/.exec(f.name) ?? /^(.*)start_year$/.exec(f.name);
    if (!m) continue;
    const other = f.name.endsWith('_from') ? `${m[1]}_to` : `${m[1]}end_year`;
    const a = record[f.name], b = record[other];
    if (typeof a === 'number' && typeof b === 'number' && a > b) { record[f.name] = b; record[other] = a; }
  }
  return record;
}

const PLACES = ['Nile Valley', 'Latium', 'Susiana', 'Konya Plain', 'Middle Yellow River', 'Kachi Plain', 'Paris Basin',
  'Upper Egypt', 'Orkhon Valley', 'Cuzco', 'Valley of Oaxaca', 'Ghanaian Coast', 'Iceland', 'Kansai', 'Deccan'];
const METALS = ['copper', 'bronze', 'iron', 'steel', 'gold', 'silver'];

/** One value of a field, from its type, vocabulary and role; null now and then where the field allows it. */
function valueOf(r: Rand, f: FieldDef, i: number, world: DemoWorld, p: DemoPolityLike | undefined): unknown {
  if (f.nullable && r() < 0.08) return null;
  if (f.choices?.length) return cover(r, f.choices, i);
  const words = f.name.replace(/_/g, ' ');
  switch (f.type) {
    case 'integer': {
      if (f.target) return pickOf(r, idsOf(world, f.target));
      if (/year/.test(f.name)) return p ? int(r, p.start_year, p.end_year) : int(r, -3000, 1900);
      if (/population/.test(f.name)) return int(r, 2, 5000) * 1000;
      if (/territor|area/.test(f.name)) return int(r, 1, 4000) * 100;
      if (/fatalities/.test(f.name)) return int(r, 0, 40);
      if (/^(id|.*_id)$/.test(f.name)) return int(r, 1, 40);
      return int(r, 1, 12);
    }
    case 'boolean': return r() < 0.5;
    case 'number': return Math.round(r() * 1e7) / 100;
    case 'decimal': return (r() * 300 - 150).toFixed(f.places ?? 0).replace(/^-(0\.?0*)$/, '$1');
    case 'date': return `${int(r, 1800, 2019)}-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))}`;
    case 'timestamp': return `${int(r, 2019, 2024)}-${pad(int(r, 1, 12))}-${pad(int(r, 1, 28))}T${pad(int(r, 0, 23))}:${pad(int(r, 0, 59))}:${pad(int(r, 0, 59))}Z`;
    case 'uuid': return uuid(r);
    case 'polity': return summary(pickOf(r, world.polities));
    case 'polities': {
      const out = new Map<number, Record<string, unknown>>();
      for (let k = int(r, 0, 3); k > 0; k--) { const q = pickOf(r, world.polities); out.set(q.id, summary(q)); }
      return [...out.values()];
    }
    case 'ids': return f.target ? [...new Set(Array.from({ length: int(r, 0, 3) }, () => pickOf(r, idsOf(world, f.target!))))] : [];
    case 'object': return nested(r, f, i, world);
    case 'objects': return Array.from({ length: int(r, 0, 2) }, (_, k) => nested(r, f, i + k, world));
    case 'geometry': {
      const x = int(r, -170, 170), y = int(r, -60, 70);
      return { type: 'MultiPolygon', coordinates: [[[[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1], [x, y]]]] };
    }
    case 'string':
      if (/url|link/.test(f.name)) return `https://example.org/${f.name}/${i + 1}`;
      if (/metal/.test(f.name)) return cover(r, METALS, i);
      if (f.name === 'name' || /place|location|city|region|country/.test(f.name)) return `${cover(r, PLACES, i)}${i >= PLACES.length ? ` ${i + 1}` : ''}`;
      return p ? `${p.seedName}: ${words}` : `${capital(words)} ${i + 1}`;
  }
}

/** A related row as the record nests it: one of its collection's records, with the nested shape's fields. */
function nested(r: Rand, f: FieldDef, i: number, world: DemoWorld): Record<string, unknown> {
  const from = f.target ? pickOf(r, world.recordsOf(f.target)) : undefined;
  const out: Record<string, unknown> = {};
  for (const g of f.shape ?? []) {
    out[g.name] = from && Object.hasOwn(from, g.name) ? from[g.name] : g.name === 'id' ? i + 1 : valueOf(r, g, i, world, undefined);
  }
  return out;
}

function idsOf(world: DemoWorld, path: string): readonly number[] {
  const records = world.recordsOf(path);
  return records.length ? records.map((x) => x.id as number) : [1];
}

const pad = (n: number): string => String(n).padStart(2, '0');
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function uuid(r: Rand): string {
  const hex = '0123456789abcdef';
  let u = '';
  for (let k = 0; k < 32; k++) u += k === 12 ? '4' : k === 16 ? hex[8 + int(r, 0, 3)] : hex[int(r, 0, 15)];
  return `${u.slice(0, 8)}-${u.slice(8, 12)}-${u.slice(12, 16)}-${u.slice(16, 20)}-${u.slice(20)}`;
}
