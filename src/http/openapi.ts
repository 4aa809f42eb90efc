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
 * answers (http/openapi-schemas.ts). Writes are described once, on the templated collection paths: they are a 405
 * on every one of them.
 */
import { POLITY_FIELDS, TAGS, type CollectionDef, type Registry } from '../registry/index.js';
import { ALLOW, WWW_AUTHENTICATE } from './headers.js';
import {
  codedCommon, commonParameters, fieldSchema, filterParameter, searchParameter, FIXED_PARAMETERS, FIXED_SCHEMAS, json, objectSchema, recordSchema, ref,
  schemaName, Shared, uniqueNames, type Schema,
} from './openapi-schemas.js';

const header = (name: string): Schema => ref('headers', name);
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

/** Documents built in this process (for tests: one per app, whatever the hosts its requests name). */
export const openApiStats = { builds: 0 };

/**
 * The document for an API mounted at `basePath` and reached at `server`: PUBLIC_URL when set, else `/`, which OpenAPI
 * 3.1 resolves against the URL the document was fetched from (§4.8.5: a relative server URL), so that one document
 * serves every Host and is built once per process.
 */
export function openApiDocument(registry: Registry, server: string, basePath: string): Schema {
  openApiStats.builds++;
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
      description: "DRF's DefaultRouter root: each route's path and its absolute URL, in the order the original's urls.py registers them (admin-only routes in their place), a moved endpoint's client path right after its live path.",
      parameters: [ref('parameters', 'record_format')],
      responses: {
        200: {
          description: 'Every route', headers: okHeaders(),
          content: json({
            type: 'object', required: registry.root, additionalProperties: false,
            properties: { ...Object.fromEntries(registry.root.map((path) => [path, { type: 'string', format: 'uri' }])), demo: { const: true, description: 'While the demo databank is served' } },
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
      description: 'The OpenAPI 3.1 description, derived from the registry like the routes; `servers` is PUBLIC_URL, or `/` (the origin the document was fetched from), the same for every Host.',
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
      ...(def.search.length ? [searchParameter(def.search)] : []),
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
      { name: 'writes', description: 'The API is read-only: every write method answers 405 on any collection path (as do TRACE, QUERY, PROPFIND and every other method but GET, HEAD and OPTIONS)' },
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
