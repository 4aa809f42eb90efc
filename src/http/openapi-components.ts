/**
 * The OpenAPI document's `components` (http/openapi.ts): the schemas every document holds, the vocabularies and
 * record schemas derived from the registry, the parameters, headers and answers the paths refer to.
 */
import { POLITY_FIELDS, TAGS } from '../registry/index.js';
import { ALLOW, WWW_AUTHENTICATE } from './headers.js';
import { header, okHeaders, type DocContext } from './openapi-context.js';
import { researchParameters, researchSchemas } from './openapi-research.js';
import { commonParameters, fieldSchema, json, objectSchema, recordSchema, ref, type Schema } from './openapi-schemas.js';

export function components(doc: DocContext): Schema {
  return { schemas: schemas(doc), parameters: parameters(doc), headers: HEADERS, responses: responses() };
}

function schemas(doc: DocContext): Schema {
  const { choices, common } = doc;
  const records = doc.registry.collections.map((def, n) => [doc.recordNames[n]!, recordSchema(def, common, choices)]);
  return {
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
        facets: {
          type: 'object', description: 'Only with `facet`: by field, in the order asked, the counts of its values over the filtered selection, most frequent first (ties by value, nulls last), at most 100',
          additionalProperties: { type: 'array', maxItems: 100, items: ref('schemas', 'FacetCount') },
        },
        facets_capped: { type: 'object', description: 'Only where a facet asked has more than 100 distinct values: their number, by field', additionalProperties: { type: 'integer', minimum: 101 } },
      },
    },
    FacetCount: {
      type: 'object', required: ['value', 'count'], additionalProperties: false,
      properties: { value: { type: ['string', 'number', 'boolean', 'null'], description: 'A value of the field (the polity: its id); null counts the records without one' }, count: { type: 'integer', minimum: 1 } },
    },
    Csv: { type: 'string', description: 'The whole selection: RFC 4180, a header row; columns as pandas.json_normalize names them (polity.id, polity.name, …)' },
    Ndjson: { type: 'string', description: 'The whole selection: one record per line, as inside results' },
    Coded: {
      type: 'object', description: 'The fields every coded variable\'s record carries (its own follow `name`)',
      required: common.map((f) => f.name), properties: Object.fromEntries(common.map((f) => [f.name, fieldSchema(f, choices)])),
    },
    ...researchSchemas(doc),
    ...choices.components(),
    ...Object.fromEntries(records),
  };
}

function parameters(doc: DocContext): Schema {
  const pageSize = doc.registry.collections[0]?.pageSize ?? 50;
  const names = [...new Set(doc.root.map((p) => p.split('/').slice(1).join('/')))];
  return {
    ...commonParameters(pageSize),
    id: { name: 'id', in: 'path', required: true, description: 'The record id', schema: { type: 'integer' } },
    uuid: { name: 'id', in: 'path', required: true, description: 'The UUID (any letter case; hyphens optional)', schema: { type: 'string', format: 'uuid' } },
    restricted_id: { name: 'id', in: 'path', required: true, description: 'Any id: the answer is the same', schema: { type: 'string' } },
    any_id: { name: 'id', in: 'path', required: true, description: 'The record id', schema: { type: 'string' } },
    app: { name: 'app', in: 'path', required: true, description: 'The first part of a path the root lists', schema: { type: 'string', enum: doc.apps } },
    collection: { name: 'collection', in: 'path', required: true, description: 'The rest of a path the root lists (a pair that names none is a 404)', schema: { type: 'string', enum: names } },
    ...researchParameters(doc),
    ...doc.filters.components(),
  };
}

const HEADERS: Schema = {
  ETag: { description: 'A strong validator: the databank generation and the request (per content coding); send it back in If-None-Match', schema: { type: 'string' } },
  CacheControl: { description: '`public, max-age=<CACHE_MAX_AGE>`', schema: { type: 'string' } },
  NoCache: { description: '`no-cache`: errors are never kept', schema: { type: 'string', const: 'no-cache' } },
  NoStore: { description: '`no-store`: probes are never kept', schema: { type: 'string', const: 'no-store' } },
  Vary: { description: '`Accept`, plus `Accept-Encoding` on bodies large enough to compress', schema: { type: 'string' } },
  Allow: { description: 'The methods the path answers', schema: { type: 'string', const: ALLOW } },
  Location: { description: 'The path with its slash, query kept (relative; absolute under PUBLIC_URL)', schema: { type: 'string' } },
  DatabankRelease: { description: 'The databank that answered: a release\'s name, or `current`', schema: { type: 'string' } },
  DatabankGeneration: { description: 'The generation id of the databank that answered', schema: { type: 'string' } },
  DatabankLoadedAt: { description: 'When the databank that answered was loaded (ISO 8601)', schema: { type: 'string', format: 'date-time' } },
  WWWAuthenticate: { description: 'The scheme DRF names: TokenAuthentication\'s', schema: { type: 'string', const: WWW_AUTHENTICATE } },
};

/** An error answer: the `{"detail"}` body, never kept by a cache. */
const error = (description: string, extra: Schema = {}): Schema => ({
  description, headers: { Vary: header('Vary'), 'Cache-Control': header('NoCache'), ...extra }, content: json(ref('schemas', 'Error')),
});

function responses(): Schema {
  const allow = { Allow: header('Allow') };
  const metadata = "DRF's metadata of the view: `name`, `description`, `renders`, `parses`";
  return {
    NotModified: { description: 'Not modified: If-None-Match named the current ETag', headers: okHeaders() },
    MovedPermanently: { description: 'The path with a trailing slash', headers: { Location: header('Location'), 'Cache-Control': header('CacheControl') } },
    BadRequest: error('`Invalid Host header.` (a Host missing, repeated or not in ALLOWED_HOSTS), or `Bad request.`'),
    NotFound: error('`Not found.`: no such record, or an unknown `format`', allow),
    InvalidPage: error('`Invalid page.`, or `Not found.` for an unknown `format`', allow),
    MethodNotAllowed: error('`Method "POST" not allowed.`', allow),
    Unauthorized: error('`Authentication credentials were not provided.`: the original serves it to administrators only', { ...allow, 'WWW-Authenticate': header('WWWAuthenticate') }),
    InvalidFilters: {
      description: 'Invalid filter values: every invalid parameter with its messages (django-filter); or an invalid Host',
      headers: { ...allow, Vary: header('Vary'), 'Cache-Control': header('NoCache') },
      content: {
        'application/json': {
          schema: { oneOf: [ref('schemas', 'FilterErrors'), ref('schemas', 'Error')] },
          examples: { facet: { summary: 'A field `facet` cannot count', value: { facet: ['Select a valid choice. x is not one of the available choices.'] } } },
        },
      },
    },
    Metadata: { description: metadata, headers: { ...allow, Vary: header('Vary') }, content: json(ref('schemas', 'Metadata')) },
    RootMetadata: { description: metadata, headers: allow, content: json(ref('schemas', 'Metadata')) },
    Unavailable: error('No databank is loaded yet, or the database is unavailable', allow),
  };
}
