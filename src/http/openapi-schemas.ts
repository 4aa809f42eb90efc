/**
 * The OpenAPI document's schemas and parameters (http/openapi.ts assembles them): a record's schema from its fields,
 * a filter's parameter from its declaration, and what many collections share, kept once under `components`.
 */
import type { CollectionDef, FieldDef, FilterDef } from '../registry/index.js';
import { facetFields } from '../registry/research.js';

export type Schema = Record<string, unknown>;

export const ref = (kind: string, name: string): Schema => ({ $ref: `#/components/${kind}/${name}` });
export const json = (schema: Schema): Schema => ({ 'application/json': { schema } });
/** A value or null: a `type` list where the schema has one type, else a choice with null. */
const orNull = (schema: Schema): Schema => typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { oneOf: [schema, { type: 'null' }] };

/**
 * What many operations share, kept once under `components` and named where first needed: a schema, parameter or
 * response met twice is written once and referred to. `name` proposes a key (made unique by a suffix).
 */
export class Shared {
  readonly #entries = new Map<string, { name: string; uses: number; value: Schema; key?: string }>();
  readonly #keys = new Set<string>();
  #keyed = false;

  /** `reserved`: keys the document's own components hold. */
  constructor(readonly kind: 'schemas' | 'parameters', reserved: readonly string[]) {
    for (const key of reserved) this.#keys.add(key);
  }

  /** Every value offered while counting, counted; `refer` then turns those used twice or more into references. */
  offer(name: string, value: Schema): void {
    if (this.#keyed) return;
    const json = JSON.stringify(value);
    const entry = this.#entries.get(json);
    if (entry) entry.uses++;
    else this.#entries.set(json, { name, uses: 1, value });
  }

  /**
   * The counts are complete: the values used twice or more get their keys, the most used first, so that a name
   * several variants propose (`tag`) is the most used one's and the others take a suffix (`tag.2`).
   */
  done(): void {
    this.#keyed = true;
    const shared = [...this.#entries.values()].filter((e) => e.uses > 1).sort((a, b) => b.uses - a.uses);
    for (const e of shared) {
      const base = e.name.replace(/[^A-Za-z0-9._-]+/g, '_');
      let key = base;
      for (let n = 2; this.#keys.has(key); n++) key = `${base}.${n}`;
      this.#keys.add(key);
      e.key = key;
    }
  }

  /** The value itself where it is used once, else a reference to its one copy. */
  refer(value: Schema): Schema {
    const key = this.#entries.get(JSON.stringify(value))?.key;
    return key === undefined ? value : ref(this.kind, key);
  }

  /** The values used twice or more, by key, the most used first. */
  components(): Record<string, Schema> {
    return Object.fromEntries([...this.#entries.values()].filter((e) => e.key !== undefined).sort((a, b) => b.uses - a.uses).map((e) => [e.key!, e.value]));
  }
}

/** Keys of the schemas and parameters every document holds: those shared by value never take them. */
export const FIXED_SCHEMAS = [
  'Polity', 'Tag', 'Error', 'FilterErrors', 'Metadata', 'Page', 'FacetCount', 'Csv', 'Ndjson', 'Coded',
  'TablePage', 'TablePolity', 'VariablePath', 'CodebookEntry', 'ValuesRow', 'PanelRow', 'PanelCell',
];
export const FIXED_PARAMETERS = [
  'page', 'page_size', 'format', 'record_format', 'ordering', 'id', 'uuid', 'restricted_id', 'any_id', 'app', 'collection',
  'table_page_size', 'table_format', 'variable_section', 'variable_subsection', 'codebook_app', 'codebook_name',
];

/**
 * Record schemas' keys, unique, in order: one that a schema of the document holds takes `Record` after it (core/polities'
 * record, `Polity`, is `PolityRecord`: `Polity` is the summary nested in records); a repeated one a suffix (`.2`).
 */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>(FIXED_SCHEMAS);
  return names.map((proposed) => {
    const name = FIXED_SCHEMAS.includes(proposed) ? `${proposed}Record` : proposed;
    let key = name;
    for (let n = 2; seen.has(key); n++) key = `${name}.${n}`;
    seen.add(key);
    return key;
  });
}

/**
 * A field's JSON Schema. A vocabulary the original declares (`choices`) is shown as examples, never as an enum: the
 * original's databases hold values outside it, and loads accept them. `choices` lists seen on several fields are
 * kept once (`Choices_<first values>`).
 */
export function fieldSchema(field: FieldDef, choices?: Shared): Schema {
  let base: Schema;
  switch (field.type) {
    case 'polity': base = ref('schemas', 'Polity'); break;
    case 'uuid': base = { type: 'string', format: 'uuid' }; break;
    case 'timestamp': base = { type: 'string', format: 'date-time' }; break;
    case 'date': base = { type: 'string', format: 'date' }; break;
    case 'decimal': base = { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$', ...(field.places === undefined ? {} : { description: `A decimal with ${field.places} digits after the point` }) }; break;
    case 'object': base = objectSchema(field.shape ?? [], choices); break;
    case 'geometry': base = { type: 'object', description: 'A GeoJSON geometry', required: ['type'], properties: { type: { type: 'string' } } }; break;
    case 'ids': base = { type: 'array', items: { type: 'integer' } }; break;
    case 'polities': base = { type: 'array', items: ref('schemas', 'Polity') }; break;
    case 'objects': base = { type: 'array', items: objectSchema(field.shape ?? [], choices) }; break;
    default: base = { type: field.type };
  }
  if (field.role === 'tag') base = ref('schemas', 'Tag');
  else if (field.choices && choices) {
    const vocabulary: Schema = { type: 'string', description: 'A value of the original\'s vocabulary; others occur', examples: [...field.choices] };
    choices.offer(`Choices_${field.choices.slice(0, 2).join('_')}`, vocabulary);
    base = choices.refer(vocabulary);
  }
  const described: Schema = { ...base };
  if (field.doc) described.description = field.doc;
  if (field.constant !== undefined) described.const = field.constant;
  if (field.observed && field.role !== 'tag') described.examples = [...field.observed];
  if (!field.nullable) return described;
  return '$ref' in base ? { oneOf: [described, { type: 'null' }] } : orNull(described);
}

export function objectSchema(fields: readonly FieldDef[], choices?: Shared): Schema {
  return {
    type: 'object',
    required: fields.map((f) => f.name),
    additionalProperties: false,
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f, choices)])),
  };
}

/** The schema of a filter parameter's value, as the parser reads it (src/plan/values.ts). */
function filterSchema(f: FilterDef): Schema {
  switch (f.value) {
    case 'integer': return f.lookup === 'range' ? { type: 'string', pattern: '^[^,]*,[^,]*$', examples: ['1000,1200'] } : { type: 'number' };
    case 'boolean': return { type: 'string', enum: ['true', 'false', '1', '0'], description: 'any letter case; another value applies no filter' };
    case 'choice': return { type: 'string', enum: [...(f.choices ?? [])] };
    case 'date': return { type: 'string', examples: ['2023-01-02', '01/02/2023'] };
    case 'datetime': return { type: 'string', examples: ['2023-01-01T00:00:00Z,2023-12-31T23:59:59Z'] };
    case 'ids': return { type: 'string', pattern: '^[0-9, +-]*$', examples: ['12', '12,15'] };
    case 'year': return { type: 'integer', examples: [-300, 1200] };
    case 'text': return { type: 'string' };
    case 'number': return { type: 'number' };
    case 'member': return { type: 'integer' };
  }
}

export function filterParameter(f: FilterDef): Schema {
  return { name: f.param, in: 'query', description: `${f.doc}${f.extension ? ' (an extension: the original service ignores it)' : ''}`, schema: filterSchema(f) };
}

/** DRF SearchFilter's `search` over full-text fields (docs/api.md, "search"). */
export function searchParameter(fields: readonly string[]): Schema {
  return {
    name: 'search', in: 'query', schema: { type: 'string' },
    description: `Full-text search (PostgreSQL's, as the original's \`@\` search fields): terms separated by spaces or commas, each to be found, stemmed, in one of ${fields.map((f) => `\`${f}\``).join(', ')}`,
  };
}

/**
 * `facet` (docs/research.md, "Facets"): repeatable, one of the fields the list can count. Kept short, as each list has
 * its own: the page schema's `facets` says the rest once.
 */
export function facetParameter(def: CollectionDef): Schema {
  return {
    name: 'facet', in: 'query', description: 'Fields whose values to count, in `facets` (an extension)',
    schema: { type: 'array', items: { type: 'string', enum: facetFields(def).map((f) => f.name) } },
  };
}

/** Formats a list answers in (the `format` parameter); a record answers `api` and `json`. */
const LIST_FORMATS = ['api', 'json', 'csv', 'ndjson'];
const RECORD_FORMATS = ['api', 'json'];

function formatParameter(formats: readonly string[]): Schema {
  const doc = formats.length > 2
    ? '`api` or `json`: the JSON page; `csv`: the whole selection, every record the filters select and not one page, as comma-separated values (a header line of field names, then a row per record); `ndjson`: the whole selection, one JSON record per line'
    : '`api` or `json`; both answer JSON';
  return { name: 'format', in: 'query', description: `${doc}. Another value is a 404; an empty one is ignored.`, schema: { type: 'string', enum: [...formats] } };
}

/** The parameters every list and record shares, kept once under `components.parameters`. */
export function commonParameters(pageSize: number): Record<string, Schema> {
  return {
    page: { name: 'page', in: 'query', description: '1-based page number, or `last`; 0, a negative number, text or a page past the end is a 404 `Invalid page.`', schema: { oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', const: 'last' }] } },
    page_size: { name: 'page_size', in: 'query', description: `Records per page, capped at 100 (default ${pageSize}); another value gives the default`, schema: { type: 'integer', minimum: 1, maximum: 100 } },
    format: formatParameter(LIST_FORMATS),
    record_format: formatParameter(RECORD_FORMATS),
    ordering: {
      name: 'ordering', in: 'query',
      description: 'Comma-separated fields of the record, `-` for descending (DRF OrderingFilter syntax): its scalar fields, not `comment` or `description`; unknown ones ignored; id breaks ties; nulls last ascending',
      schema: { type: 'string' }, examples: { descending: { value: '-year_from' } },
    },
  };
}

/** `Token List` → `Token`; `Polity Linguistic Family List` → `PolityLinguisticFamily`. */
export const schemaName = (def: CollectionDef): string => def.title.replace(/ List$/, '').replace(/[^A-Za-z0-9]+/g, '');

/**
 * The coded variables' common fields (spec §2.3): those every coded collection carries with the same schema, in the
 * order the first one emits them (a `name` constant differs from one to the next, so is never among them).
 */
export function codedCommon(defs: readonly CollectionDef[], choices: Shared): FieldDef[] {
  const coded = defs.filter((d) => d.kind === 'coded');
  if (coded.length < 2) return [];
  const key = (f: FieldDef): string => `${f.name}\0${JSON.stringify(fieldSchema(f, choices))}`;
  const everywhere = coded.slice(1).reduce((common, d) => {
    const own = new Set(d.fields.map(key));
    return new Set([...common].filter((k) => own.has(k)));
  }, new Set(coded[0]!.fields.map(key)));
  return coded[0]!.fields.filter((f) => everywhere.has(key(f)));
}

/** A record's schema: a coded record composes the common fields (`Coded`) with its own. */
export function recordSchema(def: CollectionDef, common: readonly FieldDef[], choices: Shared): Schema {
  const names = new Set(common.map((f) => f.name));
  const shares = def.kind === 'coded' && common.length > 0 && common.every((c) => {
    const own = def.fields.find((f) => f.name === c.name);
    return own !== undefined && JSON.stringify(fieldSchema(own, choices)) === JSON.stringify(fieldSchema(c, choices));
  });
  if (!shares) return objectSchema(def.fields, choices);
  const rest = def.fields.filter((f) => !names.has(f.name));
  return {
    allOf: [ref('schemas', 'Coded')], type: 'object', required: rest.map((f) => f.name), unevaluatedProperties: false,
    properties: Object.fromEntries(rest.map((f) => [f.name, fieldSchema(f, choices)])),
  };
}

