/**
 * What the research tables (docs/research.md) read of the registry: the coded variables and where the catalogue
 * files them, the parts of a long-table row and the filters it takes from the variables, the fields a list's `facet`
 * counts, the polity as a table names it, and the tables' CSV columns. All derived from kinds and roles, so that no module names a collection
 * or a field.
 */
import { POLITY_FIELDS } from './collections.js';
import type { Registry } from './index.js';
import type { CollectionDef, FieldDef, FieldRole, FieldType, FilterDef } from './types.js';

/** The coded variables (`kind` `coded`), in registry order: what /api/values/ and /api/panel/ read. */
export function codedVariables(registry: Registry): CollectionDef[] {
  return registry.collections.filter((d) => d.kind === 'coded');
}

/** The sections and subsections the catalogue files coded variables under, each once, in registry order. */
export function variableSections(registry: Registry): { sections: string[]; subsections: string[] } {
  const coded = codedVariables(registry);
  const once = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];
  return { sections: once(coded.map((d) => d.section)), subsections: once(coded.map((d) => d.subsection)) };
}

/** Types whose value is one scalar, which a facet counts as it is. */
const SCALAR: ReadonlySet<FieldType> = new Set<FieldType>(['integer', 'string', 'boolean', 'uuid', 'timestamp', 'number', 'decimal', 'date']);

/**
 * The fields `facet` counts on a collection's list, in field order: its scalar fields, and the polity its records
 * are about (counted by id). Lists and objects other than that polity (`other_polity`, `home_nga`) are not.
 */
export function facetFields(def: CollectionDef): FieldDef[] {
  return def.fields.filter((f) => SCALAR.has(f.type) || f.role === 'polity');
}

/** The polity as the research tables name it: the summary's id, name and long name, without its years. */
export const TABLE_POLITY_FIELDS: readonly FieldDef[] = POLITY_FIELDS.filter((f) => f.role !== 'year');

/** A part of a long-table row: a field every coded record carries, or the variable's own value fields as one `value`. */
export type LongTablePart = { readonly kind: 'field'; readonly field: FieldDef } | { readonly kind: 'value' };

/**
 * A long-table row's parts after its variable, in the coded records' field order: each field every coded variable
 * carries under the same name and role (id, polity, years, tag, flags, comment, description), and `value` where
 * the variable's own value fields stand. The constant (`name`) is left out: the row names its variable.
 */
export function longTableParts(registry: Registry): LongTablePart[] {
  const [first, ...rest] = codedVariables(registry);
  if (!first) return [];
  const parts: LongTablePart[] = [];
  for (const f of first.fields) {
    if (f.role === 'value') {
      if (!parts.some((p) => p.kind === 'value')) parts.push({ kind: 'value' });
    } else if (f.role !== 'constant' && rest.every((d) => d.fields.some((g) => g.name === f.name && g.role === f.role))) {
      parts.push({ kind: 'field', field: f });
    }
  }
  return parts;
}

/** The role of the field a filter compares (`polity__id` compares the polity). */
const roleOf = (def: CollectionDef, f: FilterDef): FieldRole | undefined => def.fields.find((x) => x.name === f.column.split('__')[0])?.role;

/** A filter the long table takes: on the polity's ids, on the years in force, or exact on the tag or a flag. */
function longTableFilter(def: CollectionDef, f: FilterDef): boolean {
  const role = roleOf(def, f);
  return f.lookup === 'covers' || (f.lookup === 'in' && role === 'polity') || (f.lookup === 'exact' && (role === 'tag' || role === 'flag'));
}

/**
 * The filters /api/values/ takes from the coded variables, read as theirs: those every coded variable has on its
 * polity's ids, on the years in force (`covers_year`) and exactly on its tag and flags, in the first variable's
 * filter order; a choice filter takes every variable's choices, in order of first appearance.
 */
export function longTableFilters(registry: Registry): FilterDef[] {
  const [first, ...rest] = codedVariables(registry);
  if (!first) return [];
  return first.filters.filter((f) => longTableFilter(first, f)).flatMap((f) => {
    const same = rest.map((d) => d.filters.find((g) => g.param === f.param && longTableFilter(d, g)));
    if (same.some((g) => g === undefined)) return [];
    if (!f.choices) return [f];
    return [{ ...f, choices: [...new Set([f, ...same].flatMap((g) => g!.choices ?? []))] }];
  });
}

/** The long table's columns of its variable, and of its value whatever the variable's shape (docs/research.md, "Long table"). */
const VARIABLE_COLUMNS = ['variable.path', 'variable.title', 'variable.section', 'variable.subsection'];
const VALUE_COLUMNS = ['value', 'value_from', 'value_to', 'value_fields'];

/** The long table's CSV columns: its variable, then the row's parts, the polity as its columns, the value as four. */
export function longTableColumns(registry: Registry): string[] {
  return [...VARIABLE_COLUMNS, ...longTableParts(registry).flatMap((p) => {
    if (p.kind === 'value') return VALUE_COLUMNS;
    return p.field.role === 'polity' ? TABLE_POLITY_FIELDS.map((f) => `${p.field.name}.${f.name}`) : [p.field.name];
  })];
}

/** The panel's CSV columns before the variables': the polity's, then the sampled year. */
export const PANEL_ROW_COLUMNS: readonly string[] = [...TABLE_POLITY_FIELDS.map((f) => `polity.${f.name}`), 'year'];

/**
 * A variable's panel columns (docs/research.md, "Panel"): its value (one field: `<path>`; several: `<path>.<field>`
 * each), then `<path>.tag` and `<path>.records`, the number of records in force.
 */
export function panelVariableColumns(def: CollectionDef): string[] {
  const values = def.valueFields.length === 1 ? [def.path] : def.valueFields.map((f) => `${def.path}.${f}`);
  return [...values, `${def.path}.tag`, `${def.path}.records`];
}
