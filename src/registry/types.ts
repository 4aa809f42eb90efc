/** The vocabulary of the whole app: what a collection and its fields are (spec §2). */

/** JSON kinds a stored field can take. `polity` is the nested summary object of spec §2.2. */
export type FieldType = 'integer' | 'string' | 'boolean' | 'polity' | 'uuid' | 'timestamp'
  /** A JSON number (a FloatField). */
  | 'number'
  /** A decimal as a string with `places` digits after the point (DRF's DecimalField: `"51.500000000000"`). */
  | 'decimal'
  /** A calendar date, `YYYY-MM-DD`. */
  | 'date'
  /** A related row nested whole (`shape`), its own relations as primary keys (`home_nga`). */
  | 'object'
  /** A GeoJSON geometry object. */
  | 'geometry'
  /** A list of related rows' primary keys. */
  | 'ids'
  /** A list of polity summaries (§2.2). */
  | 'polities'
  /** A list of related rows nested whole (`shape`). */
  | 'objects';

/**
 * What a field means to every view (pages, loader, demo, OpenAPI), as Datasette's metadata says it once for all:
 * - `id`: the record's identifier (a page links it to the record);
 * - `year`: a historical year, shown with its era (`509 BCE`);
 * - `polity`: the polity the record is about; its summary makes the polity known to the databank;
 * - `polity-ref`: another polity the record names (`other_polity`), which must be a known polity;
 * - `reference`: the id of a record of the collection `target` (a citation's `ref`), which must exist there;
 * - `html`: an HTML fragment (a coded comment), cleaned before it is shown;
 * - `ref-text`: free text whose references are marked `§REF§` (a coded description);
 * - `tag`: a tag of the vocabulary `TAGS`;
 * - `url`: a link out;
 * - `flag`: a yes/no mark of a coded value (`is_disputed`, `is_uncertain`);
 * - `constant`: the value every record of the collection holds (a coded variable's `name`);
 * - `value`: what a coded variable records (`token`, `linguistic_family`);
 * - `plain`: anything else.
 */
export type FieldRole =
  | 'id' | 'year' | 'polity' | 'polity-ref' | 'reference' | 'html' | 'ref-text' | 'tag' | 'url' | 'flag' | 'constant'
  | 'value' | 'plain';

/** A placeholder value of a field: `value` exactly, or (`prefix`) any text starting with it; what it means. */
export interface Placeholder {
  readonly value: string | number;
  readonly prefix?: boolean;
  /** Lower-case words for a reader: `no comment`, `title unknown`. */
  readonly meaning: string;
  /** Where the meaning is stated. */
  readonly source: string;
}

/** One field of a served record, in the order the spec's tables list them. */
export interface FieldDef {
  /** Key in the served JSON object. */
  readonly name: string;
  readonly type: FieldType;
  readonly role: FieldRole;
  /** For role `reference` (and lists of keys, type `ids`): the path of the collection whose ids it holds. */
  readonly target?: string;
  /** Whether `null` is a valid value (spec: "integer or null", "string or null"). */
  readonly nullable: boolean;
  /** A value every record of the collection carries (the `name` of coded variables, spec §2.3). */
  readonly constant?: string;
  /** Values the spec reports as observed. Documentation and demo data only: loads accept others. */
  readonly observed?: readonly string[];
  /** One line of documentation, shown in OPTIONS and the docs. */
  readonly doc?: string;
  /** False for free text no one sorts by (`ordering` ignores it, and no column is kept for it). */
  readonly sortable?: boolean;
  /** The vocabulary the original declares (its model's choices). Documentation and demo data: loads accept others. */
  readonly choices?: readonly string[];
  /**
   * The name of the original's vocabulary of the field (the catalogue's `choices_ref`: `ABSENT_PRESENT_CHOICES`), whose
   * labelled values the registry holds (`Registry.vocabularies`). Documentation (the codebook), as `choices`.
   */
  readonly vocabulary?: string;
  /**
   * Values that stand for "nothing" rather than data (spec §2.3 `EMPTY_COMMENT`, §2.10 `UNKNOWNTITLE`, `NO_CREATOR`,
   * `NOREFLIB_LINK_<id>`, a reference's year 0), each with what it means to a reader. Pages show the meaning, never
   * the text; the API serves the value as loaded.
   */
  readonly placeholders?: readonly Placeholder[];
  /** For `object` and `objects`: the nested row's fields, in emitted order. */
  readonly shape?: readonly FieldDef[];
  /** For `decimal`: digits after the point. */
  readonly places?: number;
  /**
   * The original's name of the field, where the spec serves it under a neutral one (the catalogue's `name` beside its
   * `project_spec_name`: `zotero_link` is served as `reflib_link`). A mirror of the original maps it back.
   */
  readonly original?: string;
}

/** What a collection's records are, which decides its id kind and demo generator. */
export type CollectionKind = 'coded' | 'reference' | 'section' | 'citation' | 'polity' | 'record';

/**
 * A coded variable the polity page shows in a panel of its own, besides its table: `names` (its value is another
 * name of the polity), `durations` (its value is a pair of years, set beside the polity's own), `relations` (its
 * value relates the polity to another polity, shown from both sides).
 */
export type PolityPanel = 'names' | 'durations' | 'relations';

/**
 * How a typed column holds a value, for filtering and sorting (the served bytes stay the record as loaded):
 * `int` integers (booleans as 0/1), `text` exact text, `upper` text folded to upper case for `icontains`,
 * `date` the UTC date part of a timestamp (`YYYY-MM-DD`), `micros` a timestamp as microseconds since 1970,
 * `real` a number, `members` a list's ids as text `,1,5,9,` (one is `,5,` within it), `scaled` a decimal string as
 * the integer of its digits (`"41.900000000000"` with 12 places is 41900000000000), so it compares exactly.
 */
export type ColumnType = 'int' | 'text' | 'upper' | 'date' | 'micros' | 'real' | 'members' | 'scaled';

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
  /** For `scaled`: the decimal places of the field. */
  readonly places?: number;
}

/** How a parameter's value is read (django-filter's filter classes and DRF's rules). */
export type ValueKind = 'integer' | 'text' | 'choice' | 'boolean' | 'date' | 'datetime' | 'ids' | 'year'
  /** django-filter's NumberFilter on a float or decimal column. */
  | 'number'
  /** A related row's primary key, one of a list's (ModelMultipleChoiceFilter on a many-to-many field). */
  | 'member';

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
  /** For `number` on a decimal field: its places (the column is `scaled`, and the value compared exactly). */
  readonly places?: number;
  /** A filter on another collection's column, through this collection's `column` naming its ids (`ref`). */
  readonly via?: { readonly path: string; readonly table: string; readonly column: string };
  /**
   * For `member`: the collection whose ids are the available choices (django-filter's ModelMultipleChoiceFilter over
   * the related model's whole table): a value none of its records has is a 400 `Select a valid choice.`.
   */
  readonly among?: string;
  /** Not in the original service (docs/api.md: "Beyond the original"). */
  readonly extension?: boolean;
  /**
   * The original filters a column of its model that the record does not carry (a polity's `created_date`): the
   * value is checked as the original checks it, and compared with null, so it matches nothing.
   */
  readonly absent?: boolean;
  /** One line of documentation (OpenAPI, docs). */
  readonly doc: string;
  /** Derived: an example of a value, shown as a form's placeholder (`-300 for 300 BCE`); empty when none helps. */
  readonly example: string;
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
  /** Its short name for people (`Tokens`, `Durations`): headings, links, the timeline. */
  readonly label: string;
  /**
   * Where the databank files it, as the catalogue of the original says (`section`, `subsection`): `Social
   * Complexity` / `Information`; null where the original files it nowhere (core collections).
   */
  readonly section: string | null;
  readonly subsection: string | null;
  /** Coded variables shown in a panel of their own on the polity page. */
  readonly polityPanel?: PolityPanel;
  /**
   * Kind of `id`: integers are ordered numerically, UUIDs by their text (spec §2.1).
   */
  readonly idType: 'integer' | 'uuid';
  /** Every served field in spec order; the first is always `id`. */
  readonly fields: readonly FieldDef[];
  /** Records per page (spec §8: 50; the catalogue's `page_size` where it says otherwise). */
  readonly pageSize: number;
  /** The largest `page_size` accepted (DRF's `max_page_size`: 100; the catalogue's where it says otherwise). */
  readonly maxPageSize: number;
  /** Record count of the demo databank at scale 1 (spec §4's observed counts). */
  readonly demoCount: number;
  /** The query parameters that filter it, in documentation order. */
  readonly filters: readonly FilterDef[];
  /** Its typed columns (filters' and sortable fields'). */
  readonly columns: readonly ColumnDef[];
  /**
   * DRF SearchFilter's `search` parameter: the text fields it searches, each with PostgreSQL full-text search (the
   * original's `@` prefix, Django's `search` lookup). Empty where the original declares no `search_fields`.
   */
  readonly search: readonly string[];
  /** Fields `ordering` accepts (DRF OrderingFilter) and the column each sorts by; `id` is the record order itself. */
  readonly sortable: ReadonlyMap<string, string>;
  /**
   * Derived: the fields that hold a coded variable's value (those beyond the common fields of spec §2.3, in order:
   * `token`; `supra_polity_relations`, `other_polity`; `polity_year_from`, `polity_year_to`). Empty for others.
   */
  readonly valueFields: readonly string[];
  /** Derived: the value is a pair of years (from, to), read as one range (`509 BCE – 27 BCE`). */
  readonly valueIsRange: boolean;
  /** A coded variable's value shape, as the catalogue classes it; null for other collections. */
  readonly valueShape: ValueShape | null;
  /** The original's description of the variable, where it keeps one as data (catalogue `variable_descriptions`). */
  readonly variableDescription: Meaning | null;
  /** The catalogue's third level below `subsection`, where it gives one. */
  readonly subSubsection: string | null;
  /**
   * How much the stores index it: `full` (every filter's column, count tables: the spec's collections, measured in
   * the bench) or `lean` (the record order, the id and the polity: a catalogue variable, whose filters scan its rows).
   * A load creates every table of a databank in one transaction, and PostgreSQL's lock table bounds how many
   * relations that may be (docs/data.md, "Storage").
   */
  readonly indexing: 'full' | 'lean';
  /** Further paths it answers at (a moved endpoint: its live path besides the official client's). */
  readonly aliases: readonly string[];
  /**
   * The user's specification describes it (the nine collections and the polities): a dump without a manifest must
   * carry it, as every dump before the catalogue did.
   */
  readonly inSpec: boolean;
  /** The official Python client's class for it, if the client knows it. */
  readonly clientClass: string | null;
  /**
   * The original shows anonymous users only some polities' records of it (15 religious-tolerance lists); this API
   * serves it whole (docs/api.md). Documentation only.
   */
  readonly rowRestricted: boolean;
}

/** A route the original serves only to administrators: an anonymous request gets DRF's 401. */
export interface RestrictedRoute {
  readonly path: string;
  readonly title: string;
}

/** One value of a vocabulary and what the original calls it. */
export interface VocabularyValue {
  readonly value: string;
  readonly label: string;
}

/** A named vocabulary (`ABSENT_PRESENT_CHOICES`): its values in the original's order, each labelled. */
export interface Vocabulary {
  readonly name: string;
  readonly values: readonly VocabularyValue[];
  /** Where the labels were read. */
  readonly source: string;
}

/** A meaning, and where it is stated. */
export interface Meaning {
  readonly text: string;
  readonly source: string;
}

/** A coded variable's value shape, as the catalogue classes it. */
export type ValueShape = 'single choice' | 'from/to pair' | 'composite' | 'integer' | 'decimal' | 'string' | 'foreign key';
