/**
 * The OpenAPI 3.1 description of the API, derived from the registry (one more view of the same declarations). It
 * describes every route the app answers: the API root, each collection's list and record (core/polities among them),
 * the document itself, the slash redirects, the 405 of writes, /healthz and /readyz; every parameter; and every
 * answer (200, 301, 304, 400, 404, 405, 503) with its headers. Redocly's recommended ruleset passes on it, but for
 * `no-path-trailing-slash`: the API's paths end with a slash by contract (Django's APPEND_SLASH), as the test says.
 */
import { POLITY_FIELDS, type CollectionDef, type FieldDef, type FilterDef, type Registry } from '../registry/index.js';
import { ALLOW } from './headers.js';

type Schema = Record<string, unknown>;

function fieldSchema(field: FieldDef): Schema {
  const base: Schema =
    field.type === 'polity' ? { $ref: '#/components/schemas/Polity' }
      : field.type === 'uuid' ? { type: 'string', format: 'uuid' }
        : field.type === 'timestamp' ? { type: 'string', format: 'date-time' }
          : field.type === 'date' ? { type: 'string', format: 'date' }
            : field.type === 'decimal' ? { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$' }
              : field.type === 'object' ? objectSchema(field.shape ?? [])
                : field.type === 'geometry' ? { type: 'object' }
                  : field.type === 'ids' ? { type: 'array', items: { type: 'integer' } }
                    : field.type === 'polities' ? { type: 'array', items: { $ref: '#/components/schemas/Polity' } }
                      : field.type === 'objects' ? { type: 'array', items: objectSchema(field.shape ?? []) }
                        : { type: field.type };
  const described: Schema = { ...base };
  if (field.doc) described.description = field.doc;
  if (field.constant !== undefined) described.const = field.constant;
  if (field.observed) described.examples = [...field.observed];
  if (!field.nullable) return described;
  return typeof base.type === 'string' ? { ...described, type: [base.type, 'null'] } : { oneOf: [base, { type: 'null' }] };
}

function objectSchema(fields: readonly FieldDef[]): Schema {
  return {
    type: 'object',
    required: fields.map((f) => f.name),
    additionalProperties: false,
    properties: Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])),
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

/** Formats a list answers in (the `format` parameter); a record answers `api` and `json`. */
const LIST_FORMATS = ['api', 'json', 'csv', 'ndjson'];
const RECORD_FORMATS = ['api', 'json'];

function formatParameter(formats: readonly string[]): Schema {
  const doc = formats.length > 2
    ? '`api` or `json`: the JSON page; `csv`: the whole selection, every record the filters select and not one page, as comma-separated values (a header line of field names, then a row per record); `ndjson`: the whole selection, one JSON record per line'
    : '`api` or `json`; both answer JSON';
  return { name: 'format', in: 'query', description: `${doc}. Another value is a 404; an empty one is ignored.`, schema: { type: 'string', enum: [...formats] } };
}

function listParameters(def: CollectionDef): Schema[] {
  const sortable = [...def.sortable.keys()];
  return [
    { name: 'page', in: 'query', description: '1-based page number, or `last`; 0, a negative number, text or a page past the end is a 404 `Invalid page.`', schema: { oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', const: 'last' }] } },
    { name: 'page_size', in: 'query', description: `Records per page, capped at 100 (default ${def.pageSize}); another value gives the default`, schema: { type: 'integer', minimum: 1, maximum: 100 } },
    formatParameter(LIST_FORMATS),
    {
      name: 'ordering', in: 'query', description: `Comma-separated fields, \`-\` for descending (DRF OrderingFilter; unknown ones ignored; id breaks ties; nulls last ascending): ${sortable.join(', ')}`,
      schema: { type: 'string' }, examples: { descending: { value: `-${sortable[1] ?? 'id'}` } },
    },
    ...def.filters.map((f) => ({
      name: f.param, in: 'query', description: `${f.doc}${f.extension ? ' (an extension: the original service ignores it)' : ''}`, schema: filterSchema(f),
    })),
  ];
}

/** `Token List` → `Token`; `Polity Linguistic Family List` → `PolityLinguisticFamily`. */
const schemaName = (def: CollectionDef): string => def.title.replace(/ List$/, '').replace(/\s+/g, '');
/** A URL-safe operation id: `listScTokens`, `getGeneralPolityDurations`. */
const operationId = (verb: string, path: string): string =>
  verb + path.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
const tagOf = (def: CollectionDef): string => def.path;

const ref = (kind: string, name: string): Schema => ({ $ref: `#/components/${kind}/${name}` });
const header = (name: string): Schema => ref('headers', name);
const json = (schema: Schema): Schema => ({ 'application/json': { schema } });

/** The headers of a 200 (and of its 304), as the response cache writes them. */
const okHeaders = (): Schema => ({ ETag: header('ETag'), 'Cache-Control': header('CacheControl'), Vary: header('Vary'), Allow: header('Allow') });

/** The answers every API route may give besides its own. */
const apiErrors = (): Schema => ({ 304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'), 503: ref('responses', 'Unavailable') });

/** POST, PUT, PATCH and DELETE on an API path: 405 with Allow (DRF). */
function writes(tagPath: string): Schema {
  const out: Schema = {};
  for (const method of ['post', 'put', 'patch', 'delete']) {
    out[method] = {
      tags: ['writes'], summary: `${method.toUpperCase()} is not allowed`, operationId: operationId(method, tagPath),
      description: 'The API is read-only: every write answers 405 with `Allow` (as do TRACE and QUERY).',
      responses: { 400: ref('responses', 'BadRequest'), 405: ref('responses', 'MethodNotAllowed') },
    };
  }
  return out;
}

function options(tag: string, name: string, id: string, vary = true): Schema {
  return {
    tags: [tag], summary: `${name}: metadata (OPTIONS)`, operationId: id,
    description: "DRF's metadata of the view: `name`, `description`, `renders`, `parses`.",
    responses: {
      200: { description: 'The metadata', headers: { Allow: header('Allow'), ...(vary ? { Vary: header('Vary') } : {}) }, content: json(ref('schemas', 'Metadata')) },
      400: ref('responses', 'BadRequest'),
    },
  };
}

/** The document for an API mounted at `basePath` and reached at `server` (an absolute URL without the base path). */
export function openApiDocument(registry: Registry, server: string, basePath: string): Schema {
  const REGISTRY = registry.collections;
  const paths: Record<string, Schema> = {};
  const root = `${basePath}/`;
  paths[root] = {
    get: {
      tags: ['service'], summary: 'API root: every collection and its URL', operationId: 'getApiRoot',
      description: "DRF's DefaultRouter root: each collection path and its absolute URL.",
      parameters: [formatParameter(RECORD_FORMATS)],
      responses: {
        200: {
          description: 'Every collection', headers: okHeaders(),
          content: json({ type: 'object', required: REGISTRY.map((d) => d.path), additionalProperties: false, properties: Object.fromEntries(REGISTRY.map((d) => [d.path, { type: 'string', format: 'uri' }])) }),
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

  for (const def of REGISTRY) {
    const item = ref('schemas', schemaName(def));
    const name = def.title.replace(/ List$/, '');
    paths[`${basePath}/${def.path}/`] = {
      get: {
        tags: [tagOf(def)], summary: def.title, description: def.description, operationId: operationId('list', def.path),
        parameters: listParameters(def),
        responses: {
          200: {
            description: `A page of the collection, ordered by ascending id${def.idType === 'uuid' ? ' (by the text of the UUID)' : ''} unless \`ordering\` says otherwise`,
            headers: okHeaders(),
            content: {
              'application/json': {
                schema: {
                  type: 'object', required: ['count', 'next', 'previous', 'results'], additionalProperties: false,
                  properties: {
                    count: { type: 'integer', minimum: 0 }, next: { type: ['string', 'null'], format: 'uri' },
                    previous: { type: ['string', 'null'], format: 'uri' }, results: { type: 'array', items: item, maxItems: 100 },
                  },
                },
              },
              // Downloads (`format=csv`/`ndjson`, or Accept): the whole selection, streamed.
              'text/csv': { schema: { type: 'string', description: 'RFC 4180, a header row; columns as pandas.json_normalize names them (polity.id, polity.name, …)' } },
              'application/x-ndjson': { schema: { type: 'string', description: 'One record per line, as inside results' } },
            },
          },
          304: ref('responses', 'NotModified'),
          400: {
            description: 'Invalid filter values: every invalid parameter with its messages (django-filter); or an invalid Host',
            headers: { Allow: header('Allow'), Vary: header('Vary'), 'Cache-Control': header('NoCache') },
            content: json({ oneOf: [ref('schemas', 'FilterErrors'), ref('schemas', 'Error')] }),
          },
          404: ref('responses', 'InvalidPage'),
          503: ref('responses', 'Unavailable'),
        },
      },
      options: options(tagOf(def), def.title, operationId('options', def.path)),
      ...writes(def.path),
    };
    paths[`${basePath}/${def.path}/{id}/`] = {
      parameters: [{ name: 'id', in: 'path', required: true, description: def.idType === 'uuid' ? 'The UUID (any letter case; hyphens optional)' : 'The record id', schema: fieldSchema(def.fields[0]!) }],
      get: {
        tags: [tagOf(def)], summary: name, operationId: operationId('get', def.path),
        description: `One ${name.toLowerCase()}, exactly as the list serves it.`,
        parameters: [formatParameter(RECORD_FORMATS)],
        responses: {
          200: { description: 'One record', headers: okHeaders(), content: json(item) },
          ...apiErrors(),
          404: ref('responses', 'NotFound'),
        },
      },
      options: options(tagOf(def), `${name} Instance`, operationId('optionsOne', def.path)),
      ...writes(`${def.path}/one`),
    };
  }

  // Django's APPEND_SLASH: every list and record path without its slash (and the base path) is a 301.
  const apps = [...new Set(REGISTRY.map((d) => d.path.split('/')[0]!))];
  const names = [...new Set(REGISTRY.map((d) => d.path.split('/').slice(1).join('/')))];
  const redirect = (summary: string, id: string, parameters: Schema[]): Schema => ({
    ...(parameters.length ? { parameters } : {}),
    get: {
      tags: ['redirects'], summary, operationId: id,
      description: 'A 301 to the same path with a slash appended, query kept (Django APPEND_SLASH); any method is answered so.',
      responses: { 301: ref('responses', 'MovedPermanently'), 400: ref('responses', 'BadRequest') },
    },
  });
  const appParam = { name: 'app', in: 'path', required: true, description: 'The first part of a collection path', schema: { type: 'string', enum: apps } };
  const collectionParam = { name: 'collection', in: 'path', required: true, description: 'The second part of a collection path (a pair that names no collection is a 404)', schema: { type: 'string', enum: names } };
  if (basePath) paths[basePath] = redirect('The API root without its slash', 'redirectApiRoot', []);
  paths[`${basePath}/{app}/{collection}`] = redirect('A list path without its slash', 'redirectList', [appParam, collectionParam]);
  paths[`${basePath}/{app}/{collection}/{id}`] = redirect('A record path without its slash', 'redirectRecord',
    [appParam, collectionParam, { name: 'id', in: 'path', required: true, description: 'The record id', schema: { type: 'string' } }]);

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
      ...REGISTRY.map((def) => ({ name: tagOf(def), description: def.description })),
      { name: 'redirects', description: 'Paths without their trailing slash' },
      { name: 'writes', description: 'The API is read-only: every write method answers 405' },
    ],
    paths,
    components: {
      schemas: {
        Polity: objectSchema(POLITY_FIELDS),
        Error: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
        FilterErrors: { type: 'object', description: 'Messages by parameter, in the original\'s filter order', additionalProperties: { type: 'array', items: { type: 'string' } } },
        Metadata: {
          type: 'object', required: ['name', 'description', 'renders', 'parses'],
          properties: { name: { type: 'string' }, description: { type: 'string' }, renders: { type: 'array', items: { type: 'string' } }, parses: { type: 'array', items: { type: 'string' } } },
        },
        ...Object.fromEntries(REGISTRY.map((def) => [schemaName(def), objectSchema(def.fields)])),
      },
      headers: {
        ETag: { description: 'A strong validator: the databank generation and the request (per content coding); send it back in If-None-Match', schema: { type: 'string' } },
        CacheControl: { description: '`public, max-age=<CACHE_MAX_AGE>`', schema: { type: 'string' } },
        NoCache: { description: '`no-cache`: errors are never kept', schema: { type: 'string', const: 'no-cache' } },
        NoStore: { description: '`no-store`: probes are never kept', schema: { type: 'string', const: 'no-store' } },
        Vary: { description: '`Accept`, plus `Accept-Encoding` on bodies large enough to compress', schema: { type: 'string' } },
        Allow: { description: 'The methods the path answers', schema: { type: 'string', const: ALLOW } },
        Location: { description: 'The path with its slash, query kept (relative; absolute under PUBLIC_URL)', schema: { type: 'string' } },
      },
      responses: {
        NotModified: { description: 'Not modified: If-None-Match named the current ETag', headers: okHeaders() },
        MovedPermanently: { description: 'The path with a trailing slash', headers: { Location: header('Location'), 'Cache-Control': header('CacheControl') } },
        BadRequest: error('`Invalid Host header.` (a Host missing, repeated or not in ALLOWED_HOSTS), or `Bad request.`'),
        NotFound: error('`Not found.`: no such record, or an unknown `format`', { Allow: header('Allow') }),
        InvalidPage: error('`Invalid page.`, or `Not found.` for an unknown `format`', { Allow: header('Allow') }),
        MethodNotAllowed: error('`Method "POST" not allowed.`', { Allow: header('Allow') }),
        Unavailable: error('No databank is loaded yet, or the database is unavailable', { Allow: header('Allow') }),
      },
    },
  };
}
