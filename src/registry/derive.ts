/**
 * Filters, typed columns and sortable fields, declared once per collection and derived into what the stores build
 * (columns, indexes) and what the plan parser reads (parameters). Parameter names follow django-filter: a lookup
 * `L` on field `F` is `F__L`, and `exact` is the bare name (`query-params.md`).
 */
import type { CollectionKind, ColumnDef, ColumnType, FieldDef, FilterDef, Lookup, ValueKind } from './types.js';

/** A filter as declared; `example` is derived from it (`withExample`). */
export type FilterSpec = Omit<FilterDef, 'example'>;

/** A field of the record (or of a nested object: `polity.name`) and the lookups the original declares on it. */
export interface FieldFilters {
  /** django-filter's field name: `year_from`, `polity__name`, `created_date`. */
  readonly field: string;
  readonly value: ValueKind;
  readonly lookups: readonly (Lookup | 'date__lte' | 'date__gte' | 'date__exact')[];
  readonly choices?: readonly string[];
}

/** A filter's documentation: `<field> <what its lookup does>` (`year_from at least`, `polity.name contains, ignoring case`). */
export function filterDoc(field: string, lookup: string): string {
  return `${field.replace(/__/g, '.')} ${LOOKUP_DOC[lookup] ?? lookup}`;
}

const LOOKUP_DOC: Readonly<Record<string, string>> = {
  exact: 'equal to', icontains: 'contains, ignoring case', lt: 'less than', lte: 'at most', gt: 'greater than',
  gte: 'at least', range: 'within `lo,hi` (inclusive)', date__lt: 'before the date', date__gt: 'after the date',
  date__lte: 'on or before the date', date__gte: 'on or after the date', date__exact: 'on the date',
};

/** The filters of some fields, as django-filter names and reads them. */
export function fieldFilters(list: readonly FieldFilters[]): FilterSpec[] {
  const out: FilterSpec[] = [];
  for (const f of list) {
    for (const lookup of f.lookups) {
      const param = lookup === 'exact' ? f.field : lookup === 'date__exact' ? `${f.field}__date` : `${f.field}__${lookup}`;
      const doc = filterDoc(f.field, lookup);
      if (lookup === 'icontains') out.push({ param, lookup, value: 'text', column: `${f.field}__u`, doc });
      else if (lookup.startsWith('date__')) {
        out.push({ param, lookup: lookup.slice(6) as Lookup, value: 'date', column: `${f.field}__d`, doc });
      } else if (f.value === 'datetime') out.push({ param, lookup: lookup as Lookup, value: 'datetime', column: `${f.field}__us`, doc });
      else out.push({ param, lookup: lookup as Lookup, value: f.value, column: f.field, doc, ...(f.choices ? { choices: f.choices } : {}) });
    }
  }
  return out;
}

/** The typed columns a collection's filters and sortable fields need, each once. */
export function deriveColumns(
  filters: readonly FilterSpec[], sortable: ReadonlyMap<string, string>, fields: readonly FieldDef[], indexing: 'full' | 'lean' = 'full',
  search: readonly string[] = [],
): ColumnDef[] {
  const columns = new Map<string, ColumnDef>();
  const absent = new Set(filters.filter((f) => f.absent).map((f) => f.column));
  const add = (name: string, wanted: boolean): void => {
    if (name === 'id') return; // the id is the table's `lookup` column, and its order is `ord`
    // A lean collection indexes only what the polity page reads: its records of one polity.
    const indexed = indexing === 'full' ? wanted : name === 'polity__id';
    const known = columns.get(name);
    if (known) {
      if (indexed && !known.indexed) columns.set(name, { ...known, indexed });
      return;
    }
    columns.set(name, columnOf(name, indexed, fields, absent.has(name)));
  };
  for (const f of filters) {
    if (f.via) continue; // compared in the other collection; `column` (e.g. `ref`) is added below
    // A field every record holds the same value of (a coded variable's `name`) gains nothing from an index.
    const constant = fields.some((field) => field.name === f.column.replace(/__u$/, '') && field.constant !== undefined);
    add(f.column, f.lookup !== 'icontains' && !constant);
    if (f.column2) {
      add(f.column2, false);
      if (indexing === 'full') columns.set(f.column, { ...columns.get(f.column)!, indexWith: f.column2 });
    }
  }
  for (const f of filters) if (f.via) add(f.column, true);
  for (const column of sortable.values()) if (column !== 'id') add(column, false);
  // The text `search` reads (full-text search: SQLite's FTS5 table is filled from it, PostgreSQL's to_tsvector reads it).
  for (const name of search) add(name, false);
  return [...columns.values()];
}

/** A column from its name: `a__b` is the path a.b; suffixes `__u`, `__d`, `__us` fold it; `eff_from`/`eff_to` coalesce. */
function columnOf(name: string, indexed: boolean, fields: readonly FieldDef[], absent: boolean): ColumnDef {
  const suffix = /__(u|d|us)$/.exec(name)?.[1];
  const base = suffix ? name.slice(0, -(suffix.length + 2)) : name;
  if (base === 'eff_from' || base === 'eff_to') {
    // covers_year: a coded value's own years, else its polity's; a polity's own years.
    const own = base === 'eff_from' ? 'year_from' : 'year_to';
    const polityYear = base === 'eff_from' ? 'start_year' : 'end_year';
    const sources = fields.some((f) => f.name === 'polity') ? [[own], ['polity', polityYear]] : [[polityYear]];
    return { name, type: 'int', sources, indexed };
  }
  const plain = suffix || absent ? undefined : kindOf(base, fields);
  const type: ColumnType = suffix === 'u' ? 'upper' : suffix === 'd' ? 'date' : suffix === 'us' ? 'micros' : plain?.type ?? 'text';
  return { name, type, sources: [base.split('__')], indexed, ...(plain?.places !== undefined ? { places: plain.places } : {}) };
}

/** The column type of a record path (`year_from`, `polity__name`, `home_nga__latitude`), and a decimal's places. */
function kindOf(base: string, fields: readonly FieldDef[]): { type: ColumnType; places?: number } {
  const [head, ...rest] = base.split('__');
  const field = fields.find((f) => f.name === head);
  if (!field) throw new Error(`registry: column ${base} names no field`);
  if (field.type === 'polity') return { type: ['name', 'long_name'].includes(rest[0] ?? '') ? 'text' : 'int' };
  if (field.type === 'object' && rest.length) return kindOf(rest.join('__'), field.shape ?? []);
  switch (field.type) {
    case 'integer': case 'boolean': return { type: 'int' };
    case 'timestamp': return { type: 'micros' };
    case 'number': return { type: 'real' };
    case 'decimal': return { type: 'scaled', places: field.places ?? 0 };
    case 'ids': case 'polities': case 'objects': return { type: 'members' };
    default: return { type: 'text' };
  }
}

/** Fields that hold one value a column can sort by (not a nested object or a list). */
const SCALAR: ReadonlySet<string> = new Set(['integer', 'string', 'boolean', 'uuid', 'timestamp', 'number', 'decimal', 'date']);

/** `ordering` names: every top-level scalar field (timestamps sort by instant, not text). */
export function sortableFields(fields: readonly FieldDef[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of fields) {
    if (!SCALAR.has(f.type) || f.sortable === false) continue;
    out.set(f.name, f.name === 'id' ? 'id' : f.type === 'timestamp' ? `${f.name}__us` : f.name);
  }
  return out;
}

/** The fields every coded-variable record has (spec §2.3); a coded variable's other fields are its value. */
const CODED_COMMON: ReadonlySet<string> = new Set(['id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name', 'comment', 'description']);

/** A coded variable's value fields (`token`; `supra_polity_relations`, `other_polity`; ...); none for other kinds. */
export function valueFieldsOf(kind: CollectionKind, fields: readonly FieldDef[]): FieldDef[] {
  return kind === 'coded' ? fields.filter((f) => !CODED_COMMON.has(f.name)) : [];
}

/** Whether a value is a pair of years (from, to), read as one range. */
export function isYearRange(values: readonly FieldDef[]): boolean {
  return values.length === 2 && values.every((f) => f.role === 'year');
}

/** A filter with its example value, shown as the placeholder of its form field. */
export function withExample(f: FilterSpec): FilterDef {
  return { ...f, example: exampleOf(f) };
}

function exampleOf(f: FilterSpec): string {
  const years = f.value === 'year' || f.param.includes('year');
  if (f.lookup === 'range') return f.value === 'datetime' ? '2023-01-01T00:00:00Z,2023-12-31T00:00:00Z' : years ? '-300,100' : 'from,to';
  if (f.value === 'date') return '2023-01-02';
  if (f.value === 'ids') return '12, or 12,15';
  if (years) return '-300 for 300 BCE';
  return '';
}
