/** The vocabulary of the whole app: what a collection and its fields are (spec §2). */

/** JSON kinds a stored field can take. `polity` is the nested summary object of spec §2.2. */
export type FieldType = 'integer' | 'string' | 'boolean' | 'polity' | 'uuid' | 'timestamp';

/** One field of a served record, in the order the spec's tables list them. */
export interface FieldDef {
  /** Key in the served JSON object. */
  readonly name: string;
  readonly type: FieldType;
  /** Whether `null` is a valid value (spec: "integer or null", "string or null"). */
  readonly nullable: boolean;
  /** A value every record of the collection carries (the `name` of coded variables, spec §2.3). */
  readonly constant?: string;
  /** Values the spec reports as observed. Documentation and demo data only: loads accept others. */
  readonly observed?: readonly string[];
  /** One line of documentation, shown in OPTIONS and the README. */
  readonly doc?: string;
  /** False for free text no one sorts by (`ordering` ignores it, and no column is kept for it). */
  readonly sortable?: boolean;
}

/** What a collection's records are, which decides its id kind and demo generator. */
export type CollectionKind = 'coded' | 'reference' | 'section' | 'citation' | 'polity';

/**
 * How a typed column holds a value, for filtering and sorting (the served bytes stay the record as loaded):
 * `int` integers (booleans as 0/1), `text` exact text, `upper` text folded to upper case for `icontains`,
 * `date` the UTC date part of a timestamp (`YYYY-MM-DD`), `micros` a timestamp as microseconds since 1970.
 */
export type ColumnType = 'int' | 'text' | 'upper' | 'date' | 'micros';

/** A typed column of a collection's table, derived from the registry at load time. */
export interface ColumnDef {
  /** SQL column name: the record path joined by `__` (`polity__name`), plus a suffix for folded forms. */
  readonly name: string;
  readonly type: ColumnType;
  /** Record paths whose first non-null value is the column's value (`coalesce`), e.g. `[['year_from'], ['polity', 'start_year']]`. */
  readonly sources: readonly (readonly string[])[];
  /** Whether an index serves it (exact, range and date filters, `polity`, `covers_year`). */
  readonly indexed: boolean;
  /** A second column the index also holds (`covers_year`'s end year), so counting is an index-only scan. */
  readonly indexWith?: string;
}

/** How a parameter's value is read (django-filter's filter classes and DRF's rules). */
export type ValueKind = 'integer' | 'text' | 'choice' | 'boolean' | 'date' | 'datetime' | 'ids' | 'year';

/** What a filter compares: `covers` is `covers_year` (two columns), `in` a list of ids. */
export type Lookup = 'exact' | 'icontains' | 'lt' | 'lte' | 'gt' | 'gte' | 'range' | 'in' | 'covers';

/** One query parameter that filters a collection. */
export interface FilterDef {
  /** The query parameter: `year_from__gte`, `polity__name__icontains`, `created_date__date__lte`. */
  readonly param: string;
  readonly lookup: Lookup;
  readonly value: ValueKind;
  /** The typed column compared (for `covers`, the first of the two). */
  readonly column: string;
  /** For `covers`: the column holding the end of the range. */
  readonly column2?: string;
  /** For `choice`: the valid values. */
  readonly choices?: readonly string[];
  /** A filter on another collection's column, through this collection's `column` naming its ids (`ref`). */
  readonly via?: { readonly path: string; readonly table: string; readonly column: string };
  /** Not in the original service (README: "Beyond the original"). */
  readonly extension?: boolean;
  /** One line of documentation (OpenAPI, README). */
  readonly doc: string;
}

/** One paginated collection of the API, described once; everything else derives from it. */
export interface CollectionDef {
  /** Path below the API base, without slashes at either end: `sc/tokens`. Also the dump file name. */
  readonly path: string;
  /** SQL table name, derived from `path`. */
  readonly table: string;
  readonly kind: CollectionKind;
  /** Display name in DRF's style ("Token List"), used by OPTIONS. */
  readonly title: string;
  /** One sentence about the collection, used by OPTIONS and docs. */
  readonly description: string;
  /**
   * Kind of `id`: integers are ordered numerically, UUIDs by their text (spec §2.1).
   */
  readonly idType: 'integer' | 'uuid';
  /** Every served field in spec order; the first is always `id`. */
  readonly fields: readonly FieldDef[];
  /** Records per page (spec §8: 50). */
  readonly pageSize: number;
  /** Record count of the demo databank at scale 1 (spec §4's observed counts). */
  readonly demoCount: number;
  /** The query parameters that filter it, in documentation order. */
  readonly filters: readonly FilterDef[];
  /** Its typed columns (filters' and sortable fields'). */
  readonly columns: readonly ColumnDef[];
  /** Fields `ordering` accepts (DRF OrderingFilter) and the column each sorts by; `id` is the record order itself. */
  readonly sortable: ReadonlyMap<string, string>;
}
