/**
 * What pages read of records by what each field is, not by its name: a record's own years, a coded value's tag, marks
 * and notes, a polity summary's names and years, the polity record's further facts, and the polities' name searches.
 * The names live here (and in collections.ts); a page asks for a role and reads the field it names.
 */
import { codedCommon, POLITY_FIELDS } from './collections.js';
import type { CollectionDef, FieldDef, FilterDef } from './types.js';

/** The two fields holding a record's own first and last year. */
export interface YearFields {
  readonly from: string;
  readonly to: string;
}

/**
 * A record's own years: its `year`-role fields beyond its value fields, first and last (a coded value's `year_from`,
 * `year_to`, null where it applies to the whole polity; a polity record's `start_year`, `end_year`). A coded value
 * whose value is a pair of years (durations) keeps those apart. Undefined unless there are exactly two.
 */
export function ownYears(def: CollectionDef): YearFields | undefined {
  const own = def.fields.filter((f) => f.role === 'year' && !def.valueFields.includes(f.name));
  return own.length === 2 ? { from: own[0]!.name, to: own[1]!.name } : undefined;
}

/** A coded record's fields by what they are to a reader (spec §2.3's common fields), each absent where it has none. */
export interface CodedRoles {
  /** Its own years (null where it applies to the whole polity). */
  readonly years?: YearFields;
  readonly tag?: FieldDef;
  /** The flags marking the value disputed, uncertain. */
  readonly disputed?: FieldDef;
  readonly uncertain?: FieldDef;
  /** Its comment (HTML) and description (references marked `§REF§`). */
  readonly comment?: FieldDef;
  readonly description?: FieldDef;
}

const COMMON = codedCommon(null);
const ROLES = new WeakMap<CollectionDef, CodedRoles>();

/** A collection's coded roles (made once per collection): the common fields it has, found by role. */
export function codedRoles(def: CollectionDef): CodedRoles {
  let roles = ROLES.get(def);
  if (!roles) {
    const flag = (common: string): FieldDef | undefined => def.fields.find((f) => f.role === 'flag' && f.name === COMMON.get(common)?.name);
    roles = Object.freeze({
      years: ownYears(def), tag: def.fields.find((f) => f.role === 'tag'),
      disputed: flag('is_disputed'), uncertain: flag('is_uncertain'),
      comment: def.fields.find((f) => f.role === 'html'), description: def.fields.find((f) => f.role === 'ref-text'),
    });
    ROLES.set(def, roles);
  }
  return roles;
}

/** A flag's mark for a reader: `is_disputed` → `disputed`. */
export function flagMark(field: FieldDef): string {
  return field.name.replace(/^is_/, '').replace(/_/g, ' ');
}

/** The polity summary's fields (spec §2.2) by what they are: its id, its short code, its name for people, its years. */
export interface PolitySummaryFields {
  readonly id: string;
  readonly name: string;
  readonly longName: string;
  readonly years: YearFields;
}

const byRole = (role: FieldDef['role']): string[] => POLITY_FIELDS.filter((f) => f.role === role).map((f) => f.name);
export const POLITY_SUMMARY: PolitySummaryFields = Object.freeze({
  id: byRole('id')[0]!, name: 'name', longName: 'long_name',
  years: Object.freeze({ from: byRole('year')[0]!, to: byRole('year')[1]! }),
});
for (const name of [POLITY_SUMMARY.name, POLITY_SUMMARY.longName]) {
  if (!POLITY_FIELDS.some((f) => f.name === name)) throw new Error(`registry: the polity summary has no field ${name}`);
}

/**
 * A polity summary as pages see it, read from a summary (§2.2) or a polity record: the one shape every page uses.
 * A polity record's names and years may be null (the original's model allows it); a summary's never are.
 */
export interface PolitySummary {
  readonly id: number;
  readonly name: string | null;
  readonly longName: string | null;
  readonly from: number | null;
  readonly to: number | null;
}

export function politySummary(value: unknown): PolitySummary {
  const p = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const year = (v: unknown): number | null => (typeof v === 'number' ? v : null);
  const f = POLITY_SUMMARY;
  return {
    id: p[f.id] as number, name: text(p[f.name]), longName: text(p[f.longName]), from: year(p[f.years.from]), to: year(p[f.years.to]),
  };
}

/** A further fact of a polity record the polity page shows: its key (the page's `data-<key>`), label and record path. */
export interface PolityFact {
  readonly key: string;
  readonly label: string;
  readonly path: readonly string[];
  /** Shown as code (a tag), not as words. */
  readonly code?: boolean;
}

/** The polity record's facts beyond its summary (the catalogue's core/polities), in the page's order. */
export const POLITY_FACTS: readonly PolityFact[] = Object.freeze([
  { key: 'home-nga', label: 'Home NGA', path: ['home_nga', 'name'] },
  { key: 'region', label: 'Region', path: ['home_databank_region', 'name'] },
  { key: 'polity-tag', label: 'Polity tag', path: ['polity_tag'], code: true },
]);
/** The polity record's description (HTML). */
export const POLITY_DESCRIPTION: readonly string[] = Object.freeze(['general_description']);

/** The value at a record path (`['home_nga', 'name']`), or undefined. */
export function atPath(record: unknown, path: readonly string[]): unknown {
  let v = record;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** The polities' name searches: the `icontains` filters on the summary's short name and long name. */
export interface PolitySearch {
  readonly name?: FilterDef;
  readonly longName?: FilterDef;
}

/**
 * Found by lookup and the column's source, not by parameter name: the first `icontains` filter of `polities` whose
 * column reads the field (`name__icontains`, not its later twin `new_name__icontains`; `long_name__icontains`).
 */
export function politySearch(polities: CollectionDef): PolitySearch {
  const on = (field: string): FilterDef | undefined => polities.filters.find((f) => f.lookup === 'icontains' && !f.via
    && polities.columns.some((c) => c.name === f.column && c.sources.length === 1 && c.sources[0]!.length === 1 && c.sources[0]![0] === field));
  return { name: on(POLITY_SUMMARY.name), longName: on(POLITY_SUMMARY.longName) };
}
