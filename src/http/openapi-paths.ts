/**
 * The OpenAPI document's paths (http/openapi.ts puts them in order): the API root and the document itself, each
 * collection's list and record at its path and aliases, the routes served to administrators only, the writes and
 * slash redirects of any collection path, and the health probes.
 */
import type { CollectionDef } from '../registry/index.js';
import { appOf, header, okHeaders, operationId, options, WRITES, writes, type DocContext } from './openapi-context.js';
import { facetParameter, filterParameter, json, ref, searchParameter, type Schema } from './openapi-schemas.js';

type Paths = Record<string, Schema>;

/** The API root and this document. */
export function servicePaths(doc: DocContext): Paths {
  const { registry, basePath } = doc;
  const rootProperties = Object.fromEntries(registry.root.map((path) => [path, { type: 'string', format: 'uri' }]));
  const root = {
    get: {
      tags: ['service'], summary: 'API root: every collection and its URL', operationId: 'getApiRoot',
      description: "DRF's DefaultRouter root: each route's path and its absolute URL, in the order the original's urls.py registers them (admin-only routes in their place), a moved endpoint's client path right after its live path.",
      parameters: [ref('parameters', 'record_format')],
      responses: {
        200: {
          description: 'Every route', headers: okHeaders(),
          content: json({
            type: 'object', required: registry.root, additionalProperties: false,
            properties: { ...rootProperties, demo: { const: true, description: 'While the demo databank is served' } },
          }),
        },
        304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'NotFound'),
      },
    },
    options: options('service', 'API root', 'optionsApiRoot', false),
    ...writes('apiRoot'),
  };
  return { [`${basePath}/`]: root, [`${basePath}/openapi.json`]: documentPath() };
}

function documentPath(): Schema {
  const schema = { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } } };
  return {
    get: {
      tags: ['service'], summary: 'This document', operationId: 'getOpenApiDocument',
      description: 'The OpenAPI 3.1 description, derived from the registry like the routes; `servers` is PUBLIC_URL, or `/` (the origin the document was fetched from), the same for every Host.',
      responses: {
        200: { description: 'The OpenAPI document', headers: okHeaders(), content: json(schema) },
        304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'),
      },
    },
  };
}

/** `/releases/`: the releases kept, one release's record, its dump manifest (docs/api.md, "Releases"). */
export function releasePaths(doc: DocContext): Paths {
  const base = `${doc.basePath}/releases/`;
  const headers = { ...okHeaders(), 'Databank-Release': header('DatabankRelease'), 'Databank-Generation': header('DatabankGeneration'), 'Databank-Loaded-At': header('DatabankLoadedAt') };
  const name = { name: 'name', in: 'path', required: true, description: 'The release\'s name', schema: { type: 'string', pattern: '^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,63}$' } };
  const release = {
    type: 'object', additionalProperties: false,
    required: ['name', 'title', 'date', 'citation', 'doi', 'created_at', 'generation', 'loaded_at', 'url', 'api', 'manifest_url', 'manifest_sha256', 'counts', 'checksums'],
    properties: {
      name: { type: 'string' }, title: { type: ['string', 'null'] }, date: { type: ['string', 'null'], format: 'date' },
      citation: { type: ['string', 'null'] }, doi: { type: ['string', 'null'], description: 'A bare DOI, `10.<registrant>/<suffix>`' },
      created_at: { type: 'string', format: 'date-time' }, generation: { type: 'string' }, loaded_at: { type: 'string', format: 'date-time' },
      url: { type: 'string', format: 'uri', description: 'This record' }, api: { type: 'string', format: 'uri', description: 'The release\'s API root' },
      manifest_url: { type: 'string', format: 'uri' }, manifest_sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' },
      counts: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Records per collection path' },
      checksums: { type: 'object', additionalProperties: { type: 'string', pattern: '^[0-9a-f]{64}$' }, description: 'SHA-256 of each collection\'s canonical NDJSON (its whole `format=ndjson` download)' },
    },
  };
  const answers = (description: string, schema: Schema, notFound: boolean): Schema => ({
    200: { description, headers, content: json(schema) }, 304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'),
    ...(notFound ? { 404: ref('responses', 'NotFound') } : {}),
  });
  const list = { type: 'object', required: ['count', 'next', 'previous', 'results'], properties: { count: { type: 'integer' }, next: { type: 'null' }, previous: { type: 'null' }, results: { type: 'array', items: release } } };
  return {
    [base]: { get: { tags: ['releases'], summary: 'Every release kept, oldest first', operationId: 'listReleases', parameters: [ref('parameters', 'record_format')], responses: answers('The releases, on one page', list, false) } },
    [`${base}{name}/`]: { get: { tags: ['releases'], summary: 'One release', operationId: 'getRelease', parameters: [name, ref('parameters', 'record_format')], responses: answers('The release', release, true) } },
    [`${base}{name}/manifest.json`]: {
      get: {
        tags: ['releases'], summary: 'The release\'s dump manifest', operationId: 'getReleaseManifest', parameters: [name],
        description: 'The manifest.json of `export --release`, byte for byte: its SHA-256 is the record\'s `manifest_sha256`.',
        responses: answers('The manifest (version 2)', {
          type: 'object', required: ['format', 'version', 'collections'],
          properties: { format: { const: 'databank-dump' }, version: { type: 'integer' }, release: { type: 'object' }, collections: { type: 'object' } },
        }, true),
      },
    },
  };
}

/** Each collection's list and record, at its path and at each alias. */
export function collectionPaths(doc: DocContext): Paths {
  const paths: Paths = {};
  for (const [n, def] of doc.registry.collections.entries()) {
    const item = ref('schemas', doc.recordNames[n]!);
    const parameters = listParameters(doc, def);
    for (const path of [def.path, ...def.aliases]) {
      paths[`${doc.basePath}/${path}/`] = listPath(def, path, item, parameters);
      paths[`${doc.basePath}/${path}/{id}/`] = recordPath(def, path, item);
    }
  }
  return paths;
}

function listParameters(doc: DocContext, def: CollectionDef): Schema[] {
  return [
    ...['page', 'page_size', 'format', 'ordering'].map((p) => ref('parameters', p)),
    ...def.filters.map((f) => doc.filters.refer(filterParameter(f))),
    ...(def.search.length ? [searchParameter(def.search)] : []),
    doc.filters.refer(facetParameter(def)),
  ];
}

function listPath(def: CollectionDef, path: string, item: Schema, parameters: Schema[]): Schema {
  const tag = appOf(path);
  const moved = path === def.path ? '' : ` The live path of ${def.path}, which answers the same.`;
  return {
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
}

function recordPath(def: CollectionDef, path: string, item: Schema): Schema {
  const tag = appOf(path);
  const name = def.title.replace(/ List$/, '');
  return {
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

/** Routes the original serves to administrators only: every method is DRF's 401 to an anonymous request. */
export function restrictedPaths(doc: DocContext): Paths {
  const paths: Paths = {};
  const refused = (summary: string, id: string): Schema => ({
    tags: ['restricted'], summary, operationId: id,
    responses: { 400: ref('responses', 'BadRequest'), 401: ref('responses', 'Unauthorized'), 404: ref('responses', 'NotFound') },
  });
  for (const r of doc.registry.restricted) {
    const name = r.title.replace(/ List$/, '');
    for (const [path, verb, summary] of [[`${r.path}/`, '', r.title], [`${r.path}/{id}/`, 'One', name]] as const) {
      const item: Schema = verb ? { parameters: [ref('parameters', 'restricted_id')] } : {};
      for (const method of ['get', 'options', ...WRITES]) {
        item[method] = refused(`${summary}: administrators only`, operationId(`${method}${verb}`, r.path));
      }
      paths[`${doc.basePath}/${path}`] = item;
    }
  }
  return paths;
}

/** Writes on any collection path: 405. Django's APPEND_SLASH: every path without its slash (and the base path) is a 301. */
export function fallbackPaths({ basePath }: DocContext): Paths {
  const redirect = (summary: string, id: string, parameters: Schema[]): Schema => ({
    ...(parameters.length ? { parameters } : {}),
    get: {
      tags: ['redirects'], summary, operationId: id,
      description: 'A 301 to the same path with a slash appended, query kept (Django APPEND_SLASH); any method is answered so.',
      responses: { 301: ref('responses', 'MovedPermanently'), 400: ref('responses', 'BadRequest') },
    },
  });
  const pathParams = [ref('parameters', 'app'), ref('parameters', 'collection')];
  const paths: Paths = {};
  paths[`${basePath}/{app}/{collection}/`] = { parameters: pathParams, ...writes('aList') };
  paths[`${basePath}/{app}/{collection}/{id}/`] = { parameters: [...pathParams, ref('parameters', 'any_id')], ...writes('aRecord') };
  if (basePath) paths[basePath] = redirect('The API root without its slash', 'redirectApiRoot', []);
  paths[`${basePath}/{app}/{collection}`] = redirect('A list path without its slash', 'redirectList', pathParams);
  paths[`${basePath}/{app}/{collection}/{id}`] = redirect('A record path without its slash', 'redirectRecord', [...pathParams, ref('parameters', 'any_id')]);
  return paths;
}

/** /healthz and /readyz, outside the base path. */
export function probePaths(): Paths {
  const noStore = { 'Cache-Control': header('NoStore') };
  const healthz = {
    get: {
      tags: ['service'], summary: 'Liveness: the process runs', operationId: 'getHealthz',
      description: 'Answers whatever the Host (orchestrators call it by address); never cached.',
      responses: {
        200: { description: 'Alive', headers: noStore, content: json({ type: 'object', required: ['status'], properties: { status: { const: 'ok' } } }) },
        400: ref('responses', 'BadRequest'),
      },
    },
  };
  const ready = { type: 'object', required: ['status', 'generation', 'loaded_at'], properties: { status: { const: 'ready' }, generation: { type: 'string' }, loaded_at: { type: 'string', format: 'date-time' } } };
  const readyz = {
    get: {
      tags: ['service'], summary: 'Readiness: the database answers and a databank is loaded', operationId: 'getReadyz',
      description: 'Answers whatever the Host; 503 while no databank is loaded, the database is down, or a shutdown has begun.',
      responses: {
        200: { description: 'Ready', headers: noStore, content: json(ready) },
        400: ref('responses', 'BadRequest'),
        503: { description: 'Not ready: no databank, the database unavailable, or shutting down', headers: noStore, content: json(ref('schemas', 'Error')) },
      },
    },
  };
  return { '/healthz': healthz, '/readyz': readyz };
}
