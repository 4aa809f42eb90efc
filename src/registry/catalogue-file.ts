/**
 * The catalogue of the original read API (`catalogue/catalogue.json`, copied into the project from the steering
 * repository; its README says how it was derived): the facts the registry builds every collection from. This module
 * only reads the file and names the parts the registry uses; `catalogue.ts` turns them into collections.
 */
import { readFileSync } from 'node:fs';

/** One field of a record or nested shape, as the catalogue states it. */
export interface CatalogueField {
  readonly name: string;
  readonly json_type: 'integer' | 'number' | 'string' | 'boolean' | 'object' | 'array';
  readonly nullable: boolean;
  readonly model_field?: string;
  readonly choices?: readonly string[];
  /** The name of the vocabulary `choices` is (a key of `choices` and `choice_labels`). */
  readonly choices_ref?: string;
  readonly nested?: string;
  readonly related_model?: string;
  readonly render?: string;
  readonly format?: 'date-time' | 'date' | 'uuid' | 'geojson-geometry';
  readonly decimal_as_string?: boolean;
  readonly decimal_places?: number;
  readonly project_spec_name?: string;
  /** Emitted under another name than the model's: `Polity.new_name` is served as `name`. */
  readonly source?: string;
}

export interface CatalogueFilter {
  readonly field: string;
  readonly lookups: readonly string[];
  readonly params: readonly string[];
  readonly declared_filter?: string;
  readonly project_spec_params?: readonly string[];
}

export interface CatalogueEndpoint {
  readonly path: string;
  readonly client_class: string | null;
  readonly in_client: boolean;
  readonly app: string;
  readonly model: string;
  readonly kind: 'coded' | 'other';
  readonly name_constant: string | null;
  readonly title: string;
  readonly verbose_name: string;
  readonly section?: string;
  readonly subsection?: string;
  readonly sub_subsection?: string;
  readonly live: { readonly status: 'routed' | 'not_routed' | 'moved'; readonly live_path?: string };
  readonly viewset: string;
  readonly fields: readonly CatalogueField[];
  readonly value_fields?: readonly string[];
  /** How a coded variable's value is shaped (`single choice`, `from/to pair`, …; coded only). */
  readonly value_shape?: string;
  readonly filters: readonly CatalogueFilter[];
  readonly row_restriction?: unknown;
  /** DRF SearchFilter's `search_fields` (core/polities: `@long_name`, `@new_name`, full-text). */
  readonly search?: { readonly param: string; readonly search_fields: readonly string[] };
  readonly pagination: { readonly page_size: number; readonly max_page_size: number };
  readonly permissions: 'public' | 'admin-only';
}

/** Where a fact of the original was read: its repository, file, commit and Python name. */
export interface CatalogueSource {
  readonly repository: string;
  readonly path: string;
  readonly commit: string;
  readonly python_name?: string;
  readonly key?: string;
}

export interface CatalogueLabels {
  readonly labels: Readonly<Record<string, string>>;
  readonly source: CatalogueSource;
}

export interface CatalogueDescription {
  readonly paths: readonly string[];
  readonly description: string;
  readonly source: CatalogueSource;
}

export interface Catalogue {
  readonly version: unknown;
  readonly read_on: string;
  readonly choices: Readonly<Record<string, readonly string[]>>;
  readonly shapes: Readonly<Record<string, { readonly fields: readonly CatalogueField[] }>>;
  /** The routes the original's urls.py registers, in registration order: its API root's order (note N-root-order). */
  readonly registration_order?: { readonly paths: readonly string[] };
  /** Each vocabulary's labels, in its order, and where they were read (note N-choice-labels). */
  readonly choice_labels?: Readonly<Record<string, CatalogueLabels>>;
  /** The original's descriptions of variables, by model (note N-variable-descriptions). */
  readonly variable_descriptions?: { readonly models: Readonly<Record<string, CatalogueDescription>> };
  readonly endpoints: readonly CatalogueEndpoint[];
}

/** Where the project keeps it: `catalogue/` at the root, two levels above `dist/src/registry/`. */
const FILE = new URL('../../../catalogue/catalogue.json', import.meta.url);

/** The catalogue, read and parsed (once per registry built: the entry point builds one). */
export function readCatalogue(file: URL | string = FILE): Catalogue {
  return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
}
