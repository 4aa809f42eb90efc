/** How values read on a page: years with their era, tags spelled out, the value field of a coded variable. */
import type { CollectionDef } from '../../registry/index.js';

/** `-509` is `509 BCE`, `1200` is `1200 CE`; 0 stays `0` (no era has a year 0). */
export function formatYear(year: number): string {
  if (year < 0) return `${-year} BCE`;
  return year === 0 ? '0' : `${year} CE`;
}

/** A year range, `509 BCE – 27 BCE`; one year when both ends are the same. */
export function formatYears(from: number, to: number): string {
  return from === to ? formatYear(from) : `${formatYear(from)} – ${formatYear(to)}`;
}

/** Fields that hold years, shown with their era. */
export const YEAR_FIELDS = new Set(['year_from', 'year_to', 'start_year', 'end_year', 'polity_year_from', 'polity_year_to']);

/**
 * The original's tag vocabulary, spelled out (Seshat's `Tags` choices). A Map, as every table here keyed by data:
 * a tag is any string, and `constructor` or `__proto__` must find nothing, not what a plain object inherits.
 */
const TAG_NAMES: ReadonlyMap<string, string> = new Map([
  ['TRS', 'evidenced'], ['DSP', 'disputed'], ['SSP', 'suspected'], ['IFR', 'inferred'], ['UND', 'unknown'],
]);

/** What a tag means, or undefined for a tag outside the vocabulary. */
export function tagName(tag: string): string | undefined {
  return TAG_NAMES.get(tag);
}

/** The fields every coded-variable record has; the rest are its value. */
const COMMON = new Set(['id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name', 'comment', 'description']);

/** The value fields of a coded variable (`token`; `supra_polity_relations`, `other_polity`; `polity_year_from`, ...). */
export function valueFields(def: CollectionDef): readonly string[] {
  let names = VALUE_FIELDS.get(def);
  if (!names) VALUE_FIELDS.set(def, (names = def.fields.filter((f) => !COMMON.has(f.name)).map((f) => f.name)));
  return names;
}
/** By collection: asked for every record a page shows. */
const VALUE_FIELDS = new WeakMap<CollectionDef, readonly string[]>();

/** A record's value as one short text: `present`, `vassalage → Roman Republic`, `509 BCE – 27 BCE`. */
export function valueText(def: CollectionDef, record: Record<string, unknown>): string {
  if (def.path === 'general/polity-durations') {
    const from = record.polity_year_from, to = record.polity_year_to;
    return typeof from === 'number' && typeof to === 'number' ? formatYears(from, to) : '';
  }
  const parts: string[] = [];
  for (const name of valueFields(def)) {
    const v = record[name];
    if (v === null || v === undefined) continue;
    if (typeof v === 'object') parts.push(`→ ${String((v as { long_name?: unknown }).long_name ?? '')}`);
    else parts.push(String(v));
  }
  return parts.join(' ');
}

/** The short name of a collection for people: `Token List` → `Tokens`, `Polity Duration List` → `Polity durations`. */
const NAMES: ReadonlyMap<string, string> = new Map([
  ['sc/tokens', 'Tokens'], ['core/references', 'References'], ['core/sections', 'Sections'], ['core/citations', 'Citations'],
  ['general/polity-linguistic-families', 'Linguistic families'], ['general/polity-suprapolities', 'Suprapolity relations'],
  ['general/polity-alternative-names', 'Alternative names'], ['general/polity-durations', 'Durations'],
  ['general/polity-religion-genuses', 'Religion genuses'], ['core/polities', 'Polities'],
]);

export function collectionName(def: CollectionDef): string {
  return NAMES.get(def.path) ?? def.title.replace(/ List$/, '');
}

/** `1234567` as `1,234,567`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
