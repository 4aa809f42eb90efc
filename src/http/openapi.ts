/**
 * The OpenAPI 3.1 description of the API, derived from the registry (one more view of the same declarations). It
 * describes every route the app answers: the API root, each collection's list and record at its path and its aliases
 * (core/polities among them), the routes served to administrators only, the document itself, the slash redirects,
 * the 405 of writes, /healthz and /readyz; every parameter; and every answer (200, 301, 304, 400, 401, 404, 405, 503)
 * with its headers. Redocly's recommended ruleset passes on it, but for `no-path-trailing-slash`: the API's paths end
 * with a slash by contract (Django's APPEND_SLASH), as the test says.
 *
 * Two hundred collections stay small by sharing through `components`: the coded variables' common fields (`Coded`,
 * which each coded record composes with `allOf`), the polity summary, the tags, vocabularies met on several fields,
 * the page envelope, every parameter two collections share (paging, format, ordering, the coded filters), and the
 * answers. Writes are described once, on the templated collection paths: they are a 405 on every one of them.
 */
import { POLITY_FIELDS, TAGS, type CollectionDef, type FieldDef, type FilterDef, type Registry } from '../registry/index.js';
import { ALLOW, WWW_AUTHENTICATE } from './headers.js';

type Schema = Record<string, unknown>;

const ref = (kind: string, name: string): Schema => ({ $ref: `#/components/${kind}/${name}` });
const header = (name: string): Schema => ref('headers', name);
const json = (schema: Schema): Schema => ({ 'application/json': { schema } });
/** A value or null: a `type` list where the schema has one type, else a choice with null. */
const orNull = (schema: Schema): Schema => typeof schema.type === 'string' ? { ...schema, type: [schema.type, 'null'] } : { oneOf: [schema, { type: 'null' }] };

/**
 * What many operations share, kept once under `components` and named where first needed: a schema, parameter or
 * response met twice is written once and referred to. `name` proposes a key (made unique by a suffix).
 */
class Shared {
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
const FIXED_SCHEMAS = ['Polity', 'Tag', 'Error', 'FilterErrors', 'Metadata', 'Page', 'Csv', 'Ndjson', 'Coded'];
const FIXED_PARAMETERS = ['page', 'page_size', 'format', 'record_format', 'ordering', 'id', 'uuid', 'restricted_id', 'any_id', 'app', 'collection'];

/**
 * Record schemas' keys, unique, in order: one that a schema of the document holds takes `Record` after it (core/polities'
 * record, `Polity`, is `PolityRecord`: `Polity` is the summary nested in records); a repeated one a suffix (`.2`).
 */
function uniqueNames(names: readonly string[]): string[] {
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
function fieldSchema(field: FieldDef, choices?: Shared): Schema {
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

function objectSchema(fields: readonly FieldDef[], choices?: Shared): Schema {
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

function filterParameter(f: FilterDef): Schema {
  return { name: f.param, in: 'query', description: `${f.doc}${f.extension ? ' (an extension: the original service ignores it)' : ''}`, schema: filterSchema(f) };
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
function commonParameters(pageSize: number): Record<string, Schema> {
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
const schemaName = (def: CollectionDef): string => def.title.replace(/ List$/, '').replace(/[^A-Za-z0-9]+/g, '');
/** A URL-safe operation id: `listScTokens`, `getGeneralPolityDurations`. */
const operationId = (verb: string, path: string): string =>
  verb + path.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
/** Operations are grouped by the app a path begins with (`sc`, `general`, …). */
const appOf = (path: string): string => path.split('/')[0]!;

/** The headers of a 200 (and of its 304), as the response cache writes them. */
const okHeaders = (): Schema => ({ ETag: header('ETag'), 'Cache-Control': header('CacheControl'), Vary: header('Vary'), Allow: header('Allow') });

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/** POST, PUT, PATCH and DELETE on `tagPath`'s path: 405 with Allow (DRF). */
function writes(tagPath: string, tag = 'writes'): Schema {
  const out: Schema = {};
  for (const method of WRITES) {
    out[method] = {
      tags: [tag], summary: `${method.toUpperCase()} is not allowed`, operationId: operationId(method, tagPath),
      responses: { 400: ref('responses', 'BadRequest'), 405: ref('responses', 'MethodNotAllowed') },
    };
  }
  return out;
}

function options(tag: string, name: string, id: string, vary = true): Schema {
  return {
    tags: [tag], summary: `${name}: metadata (OPTIONS)`, operationId: id,
    responses: { 200: ref('responses', vary ? 'Metadata' : 'RootMetadata'), 400: ref('responses', 'BadRequest') },
  };
}

/**
 * The coded variables' common fields (spec §2.3): those every coded collection carries with the same schema, in the
 * order the first one emits them; `name` (a constant of its own) is never among them.
 */
function codedCommon(defs: readonly CollectionDef[], choices: Shared): FieldDef[] {
  const coded = defs.filter((d) => d.kind === 'coded');
  if (coded.length < 2) return [];
  const key = (f: FieldDef): string => `${f.name}\0${JSON.stringify(fieldSchema(f, choices))}`;
  const everywhere = coded.slice(1).reduce((common, d) => {
    const own = new Set(d.fields.map(key));
    return new Set([...common].filter((k) => own.has(k)));
  }, new Set(coded[0]!.fields.map(key)));
  return coded[0]!.fields.filter((f) => f.name !== 'name' && everywhere.has(key(f)));
}

/** A record's schema: a coded record composes the common fields (`Coded`) with its own. */
function recordSchema(def: CollectionDef, common: readonly FieldDef[], choices: Shared): Schema {
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

/** The document for an API mounted at `basePath` and reached at `server` (an absolute URL without the base path). */
export function openApiDocument(registry: Registry, server: string, basePath: string): Schema {
  const REGISTRY = registry.collections;
  const RESTRICTED = registry.restricted;
  /** Every path the root lists: collections with their aliases, then the restricted routes. */
  const ROOT = [...REGISTRY.flatMap((d) => [d.path, ...d.aliases]), ...RESTRICTED.map((r) => r.path)];
  const APPS = [...new Set(ROOT.map(appOf))];

  // Shared by value: choices lists, then the filter parameters of several collections.
  const recordNames = uniqueNames(REGISTRY.map(schemaName));
  const choices = new Shared('schemas', [...FIXED_SCHEMAS, ...recordNames]);
  for (const def of REGISTRY) for (const f of def.fields) fieldSchema(f, choices);
  choices.done();
  const common = codedCommon(REGISTRY, choices);
  const filters = new Shared('parameters', FIXED_PARAMETERS);
  for (const def of REGISTRY) for (const f of def.filters) filters.offer(f.param, filterParameter(f));
  filters.done();
  const pageSize = REGISTRY[0]?.pageSize ?? 50;

  const paths: Record<string, Schema> = {};
  const root = `${basePath}/`;
  paths[root] = {
    get: {
      tags: ['service'], summary: 'API root: every collection and its URL', operationId: 'getApiRoot',
      description: "DRF's DefaultRouter root: each route's path and its absolute URL, collections (with the live paths of moved ones) and then the routes served to administrators only.",
      parameters: [ref('parameters', 'record_format')],
      responses: {
        200: {
          description: 'Every route', headers: okHeaders(),
          content: json({
            type: 'object', required: ROOT, additionalProperties: false,
            properties: { ...Object.fromEntries(ROOT.map((path) => [path, { type: 'string', format: 'uri' }])), demo: { const: true, description: 'While the demo databank is served' } },
          }),
        },
        304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'NotFound'),
      },
    },
    options: options('service', 'API root', 'optionsApiRoot', false),
    ...writes('apiRoot'),
  };
  paths[`${basePath}/openapi.json`] = {
    get: {
      tags: ['service'], summary: 'This document', operationId: 'getOpenApiDocument',
      description: 'The OpenAPI 3.1 description, derived from the registry like the routes; `servers` names the origin the request reached.',
      responses: {
        200: { description: 'The OpenAPI document', headers: okHeaders(), content: json({ type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } } }) },
        304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'),
      },
    },
  };

  const schemas: Record<string, Schema> = {};
  for (const [n, def] of REGISTRY.entries()) {
    const itemName = recordNames[n]!;
    schemas[itemName] = recordSchema(def, common, choices);
    const item = ref('schemas', itemName);
    const name = def.title.replace(/ List$/, '');
    const parameters = [
      ...['page', 'page_size', 'format', 'ordering'].map((p) => ref('parameters', p)),
      ...def.filters.map((f) => filters.refer(filterParameter(f))),
    ];
    for (const path of [def.path, ...def.aliases]) {
      const tag = appOf(path);
      const moved = path === def.path ? '' : ` The live path of ${def.path}, which answers the same.`;
      paths[`${basePath}/${path}/`] = {
        get: {
          tags: [tag], summary: def.title, description: def.description + moved, operationId: operationId('list', path), parameters,
          responses: {
            200: {
              description: def.idType === 'uuid' ? 'A page, by the text of the UUID unless `ordering` says otherwise; or a download' : 'A page, by id unless `ordering` says otherwise; or a download',
              headers: okHeaders(),
              content: {
                'application/json': { schema: { allOf: [ref('schemas', 'Page')], properties: { results: { items: item } } } },
                'text/csv': { schema: ref('schemas', 'Csv') },
                'application/x-ndjson': { schema: ref('schemas', 'Ndjson') },
              },
            },
            304: ref('responses', 'NotModified'), 400: ref('responses', 'InvalidFilters'), 404: ref('responses', 'InvalidPage'),
            503: ref('responses', 'Unavailable'),
          },
        },
        options: options(tag, def.title, operationId('options', path)),
      };
      paths[`${basePath}/${path}/{id}/`] = {
        parameters: [ref('parameters', def.idType === 'uuid' ? 'uuid' : 'id')],
        get: {
          tags: [tag], summary: name, operationId: operationId('get', path), parameters: [ref('parameters', 'record_format')],
          responses: {
            200: { description: 'One record, exactly as the list serves it', headers: okHeaders(), content: json(item) },
            304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'NotFound'),
            503: ref('responses', 'Unavailable'),
          },
        },
        options: options(tag, `${name} Instance`, operationId('optionsOne', path)),
      };
    }
  }

  // Routes the original serves to administrators only: every method is DRF's 401 to an anonymous request.
  const refused = (summary: string, id: string): Schema => ({
    tags: ['restricted'], summary, operationId: id,
    responses: { 400: ref('responses', 'BadRequest'), 401: ref('responses', 'Unauthorized'), 404: ref('responses', 'NotFound') },
  });
  for (const r of RESTRICTED) {
    const name = r.title.replace(/ List$/, '');
    for (const [path, verb, summary] of [[`${r.path}/`, '', r.title], [`${r.path}/{id}/`, 'One', name]] as const) {
      const item: Schema = verb ? { parameters: [ref('parameters', 'restricted_id')] } : {};
      for (const method of ['get', 'options', ...WRITES]) {
        item[method] = refused(`${summary}: administrators only`, operationId(`${method}${verb}`, r.path));
      }
      paths[`${basePath}/${path}`] = item;
    }
  }

  // Writes on any collection path: 405. Django's APPEND_SLASH: every path without its slash (and the base path) is a 301.
  const names = [...new Set(ROOT.map((p) => p.split('/').slice(1).join('/')))];
  const redirect = (summary: string, id: string, parameters: Schema[]): Schema => ({
    ...(parameters.length ? { parameters } : {}),
    get: {
      tags: ['redirects'], summary, operationId: id,
      description: 'A 301 to the same path with a slash appended, query kept (Django APPEND_SLASH); any method is answered so.',
      responses: { 301: ref('responses', 'MovedPermanently'), 400: ref('responses', 'BadRequest') },
    },
  });
  const pathParams = [ref('parameters', 'app'), ref('parameters', 'collection')];
  const anyId = { name: 'id', in: 'path', required: true, description: 'The record id', schema: { type: 'string' } };
  paths[`${basePath}/{app}/{collection}/`] = { parameters: pathParams, ...writes('aList') };
  paths[`${basePath}/{app}/{collection}/{id}/`] = { parameters: [...pathParams, ref('parameters', 'any_id')], ...writes('aRecord') };
  if (basePath) paths[basePath] = redirect('The API root without its slash', 'redirectApiRoot', []);
  paths[`${basePath}/{app}/{collection}`] = redirect('A list path without its slash', 'redirectList', pathParams);
  paths[`${basePath}/{app}/{collection}/{id}`] = redirect('A record path without its slash', 'redirectRecord', [...pathParams, ref('parameters', 'any_id')]);

  paths['/healthz'] = {
    get: {
      tags: ['service'], summary: 'Liveness: the process runs', operationId: 'getHealthz',
      description: 'Answers whatever the Host (orchestrators call it by address); never cached.',
      responses: {
        200: { description: 'Alive', headers: { 'Cache-Control': header('NoStore') }, content: json({ type: 'object', required: ['status'], properties: { status: { const: 'ok' } } }) },
        400: ref('responses', 'BadRequest'),
      },
    },
  };
  paths['/readyz'] = {
    get: {
      tags: ['service'], summary: 'Readiness: the database answers and a databank is loaded', operationId: 'getReadyz',
      description: 'Answers whatever the Host; 503 while no databank is loaded, the database is down, or a shutdown has begun.',
      responses: {
        200: {
          description: 'Ready', headers: { 'Cache-Control': header('NoStore') },
          content: json({ type: 'object', required: ['status', 'generation', 'loaded_at'], properties: { status: { const: 'ready' }, generation: { type: 'string' }, loaded_at: { type: 'string', format: 'date-time' } } }),
        },
        400: ref('responses', 'BadRequest'),
        503: { description: 'Not ready: no databank, the database unavailable, or shutting down', headers: { 'Cache-Control': header('NoStore') }, content: json(ref('schemas', 'Error')) },
      },
    },
  };

  const error = (description: string, extra: Schema = {}): Schema => ({
    description, headers: { Vary: header('Vary'), 'Cache-Control': header('NoCache'), ...extra }, content: json(ref('schemas', 'Error')),
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Historical Polity Databank Read API', version: '1',
      description: 'A read-only JSON API over a historical databank of polities. `HEAD` answers like `GET` without a body. ' +
        'Requests the server cannot take are answered in the same `{"detail"}` shape: 408, 413, 417, 431.',
    },
    servers: [{ url: server }],
    security: [],
    tags: [
      { name: 'service', description: 'The API root, this document and the health probes' },
      ...APPS.map((app) => ({ name: app, description: appDescription(app, REGISTRY) })),
      { name: 'restricted', description: 'Routes the original serves to administrators only: an anonymous request is its 401' },
      { name: 'redirects', description: 'Paths without their trailing slash' },
      { name: 'writes', description: 'The API is read-only: every write method answers 405 on any collection path (as do TRACE and QUERY)' },
    ],
    paths,
    components: {
      schemas: {
        Polity: objectSchema(POLITY_FIELDS),
        Tag: { type: 'string', description: `How sure the value is: ${[...TAGS].map(([tag, meaning]) => `\`${tag}\` ${meaning}`).join(', ')}`, examples: [...TAGS.keys()] },
        Error: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
        FilterErrors: { type: 'object', description: 'Messages by parameter, in the original\'s filter order', additionalProperties: { type: 'array', items: { type: 'string' } } },
        Metadata: {
          type: 'object', required: ['name', 'description', 'renders', 'parses'],
          properties: { name: { type: 'string' }, description: { type: 'string' }, renders: { type: 'array', items: { type: 'string' } }, parses: { type: 'array', items: { type: 'string' } } },
        },
        Page: {
          type: 'object', required: ['count', 'next', 'previous', 'results'], additionalProperties: false,
          properties: {
            count: { type: 'integer', minimum: 0 }, next: { type: ['string', 'null'], format: 'uri' },
            previous: { type: ['string', 'null'], format: 'uri' }, results: { type: 'array', maxItems: 100 },
          },
        },
        Csv: { type: 'string', description: 'The whole selection: RFC 4180, a header row; columns as pandas.json_normalize names them (polity.id, polity.name, …)' },
        Ndjson: { type: 'string', description: 'The whole selection: one record per line, as inside results' },
        Coded: {
          type: 'object', description: 'The fields every coded variable\'s record carries (its own follow `name`)',
          required: common.map((f) => f.name), properties: Object.fromEntries(common.map((f) => [f.name, fieldSchema(f, choices)])),
        },
        ...choices.components(),
        ...schemas,
      },
      parameters: {
        ...commonParameters(pageSize),
        id: { name: 'id', in: 'path', required: true, description: 'The record id', schema: { type: 'integer' } },
        uuid: { name: 'id', in: 'path', required: true, description: 'The UUID (any letter case; hyphens optional)', schema: { type: 'string', format: 'uuid' } },
        restricted_id: { name: 'id', in: 'path', required: true, description: 'Any id: the answer is the same', schema: { type: 'string' } },
        any_id: anyId,
        app: { name: 'app', in: 'path', required: true, description: 'The first part of a path the root lists', schema: { type: 'string', enum: APPS } },
        collection: { name: 'collection', in: 'path', required: true, description: 'The rest of a path the root lists (a pair that names none is a 404)', schema: { type: 'string', enum: names } },
        ...filters.components(),
      },
      headers: {
        ETag: { description: 'A strong validator: the databank generation and the request (per content coding); send it back in If-None-Match', schema: { type: 'string' } },
        CacheControl: { description: '`public, max-age=<CACHE_MAX_AGE>`', schema: { type: 'string' } },
        NoCache: { description: '`no-cache`: errors are never kept', schema: { type: 'string', const: 'no-cache' } },
        NoStore: { description: '`no-store`: probes are never kept', schema: { type: 'string', const: 'no-store' } },
        Vary: { description: '`Accept`, plus `Accept-Encoding` on bodies large enough to compress', schema: { type: 'string' } },
        Allow: { description: 'The methods the path answers', schema: { type: 'string', const: ALLOW } },
        Location: { description: 'The path with its slash, query kept (relative; absolute under PUBLIC_URL)', schema: { type: 'string' } },
        WWWAuthenticate: { description: 'The scheme DRF names: TokenAuthentication\'s', schema: { type: 'string', const: WWW_AUTHENTICATE } },
      },
      responses: {
        NotModified: { description: 'Not modified: If-None-Match named the current ETag', headers: okHeaders() },
        MovedPermanently: { description: 'The path with a trailing slash', headers: { Location: header('Location'), 'Cache-Control': header('CacheControl') } },
        BadRequest: error('`Invalid Host header.` (a Host missing, repeated or not in ALLOWED_HOSTS), or `Bad request.`'),
        NotFound: error('`Not found.`: no such record, or an unknown `format`', { Allow: header('Allow') }),
        InvalidPage: error('`Invalid page.`, or `Not found.` for an unknown `format`', { Allow: header('Allow') }),
        MethodNotAllowed: error('`Method "POST" not allowed.`', { Allow: header('Allow') }),
        Unauthorized: error('`Authentication credentials were not provided.`: the original serves it to administrators only', { Allow: header('Allow'), 'WWW-Authenticate': header('WWWAuthenticate') }),
        InvalidFilters: {
          description: 'Invalid filter values: every invalid parameter with its messages (django-filter); or an invalid Host',
          headers: { Allow: header('Allow'), Vary: header('Vary'), 'Cache-Control': header('NoCache') },
          content: json({ oneOf: [ref('schemas', 'FilterErrors'), ref('schemas', 'Error')] }),
        },
        Metadata: { description: "DRF's metadata of the view: `name`, `description`, `renders`, `parses`", headers: { Allow: header('Allow'), Vary: header('Vary') }, content: json(ref('schemas', 'Metadata')) },
        RootMetadata: { description: "DRF's metadata of the view: `name`, `description`, `renders`, `parses`", headers: { Allow: header('Allow') }, content: json(ref('schemas', 'Metadata')) },
        Unavailable: error('No databank is loaded yet, or the database is unavailable', { Allow: header('Allow') }),
      },
    },
  };
}

/** An app's tag: the sections its collections are filed under, as the catalogue says. */
function appDescription(app: string, defs: readonly CollectionDef[]): string {
  const sections = [...new Set(defs.filter((d) => appOf(d.path) === app).map((d) => d.section).filter((s): s is string => s !== null))];
  return `Collections under \`${app}/\`${sections.length ? `: ${sections.join(', ')}` : ''}`;
}
