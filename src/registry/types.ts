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
}

/** What a collection's records are, which decides its id kind and demo generator. */
export type CollectionKind = 'coded' | 'reference' | 'section' | 'citation';

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
}
