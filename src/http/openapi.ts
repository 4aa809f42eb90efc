/** The OpenAPI 3.1 description of the API, derived from the registry (one more view of the same declarations). */
import { POLITY_FIELDS, REGISTRY, type CollectionDef, type FieldDef, type FilterDef } from '../registry/index.js';

type Schema = Record<string, unknown>;

function fieldSchema(field: FieldDef): Schema {
  const base: Schema =
    field.type === 'polity' ? { $ref: '#/components/schemas/Polity' }
      : field.type === 'uuid' ? { type: 'string', format: 'uuid' }
        : field.type === 'timestamp' ? { type: 'string', format: 'date-time' }
          : { type: field.type };
  const described: Schema = { ...base };
  if (field.doc) described.description = field.doc;
  if (field.constant !== undefined) described.const = field.constant;
  if (field.observed) described.examples = [...field.observed];
  if (!field.nullable) return described;
  return field.type === 'polity' ? { oneOf: [base, { type: 'null' }] } : { ...described, type: [base.type, 'null'] };
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
  }
}

function listParameters(def: CollectionDef): Schema[] {
  return [
    { name: 'page', in: 'query', description: '1-based page number, or `last`', schema: { oneOf: [{ type: 'integer', minimum: 1 }, { const: 'last' }] } },
    { name: 'page_size', in: 'query', description: `Records per page, at most 100 (default ${def.pageSize}); another value gives the default`, schema: { type: 'integer', minimum: 1, maximum: 100 } },
    { name: 'format', in: 'query', description: '`api` or `json`: a page of JSON; `csv` or `ndjson`: the whole selection as one file (filters and ordering apply, pages do not). Without it, `Accept: text/csv` or `application/x-ndjson` chooses', schema: { enum: ['api', 'json', 'csv', 'ndjson'] } },
    { name: 'ordering', in: 'query', description: `Comma-separated fields, \`-\` for descending (DRF OrderingFilter; unknown ones ignored; id breaks ties): ${[...def.sortable.keys()].join(', ')}`, schema: { type: 'string' }, examples: { descending: { value: `-${[...def.sortable.keys()][1] ?? 'id'}` } } },
    ...def.filters.map((f) => ({
      name: f.param, in: 'query', description: `${f.doc}${f.extension ? ' (an extension: the original service ignores it)' : ''}`, schema: filterSchema(f),
    })),
  ];
}

const schemaName = (def: CollectionDef): string => def.title.replace(/ List$/, '').replace(/\s+/g, '');

const detail = { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** The document for an API mounted at `basePath` and reached at `server` (an absolute URL without the base path). */
export function openApiDocument(server: string, basePath: string): Schema {
  const paths: Record<string, unknown> = {};
  for (const def of REGISTRY) {
    const ref = { $ref: `#/components/schemas/${schemaName(def)}` };
    paths[`${basePath}/${def.path}/`] = {
      get: {
        summary: def.title, description: def.description, operationId: `list ${def.path}`,
        parameters: listParameters(def),
        responses: {
          200: {
            description: `A page of the collection, ordered by ascending id${def.idType === 'uuid' ? ' (by the text of the UUID)' : ''}`,
            content: {
              'application/json': {
                schema: {
                  type: 'object', required: ['count', 'next', 'previous', 'results'],
                  properties: {
                    count: { type: 'integer' }, next: { type: ['string', 'null'], format: 'uri' },
                    previous: { type: ['string', 'null'], format: 'uri' }, results: { type: 'array', items: ref, maxItems: 100 },
                  },
                },
              },
              // Downloads (`format=csv`/`ndjson`, or Accept): the whole selection, streamed.
              'text/csv': { schema: { type: 'string', description: 'RFC 4180, a header row; columns as pandas.json_normalize names them (polity.id, polity.name, …)' } },
              'application/x-ndjson': { schema: { type: 'string', description: 'One record per line, as inside results' } },
            },
          },
          400: {
            description: 'Invalid filter values: every invalid parameter with its messages (django-filter)',
            content: { 'application/json': { schema: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } } },
          },
          404: errorResponse('Invalid page, or an unknown format'),
        },
      },
    };
    paths[`${basePath}/${def.path}/{id}/`] = {
      get: {
        summary: def.title.replace(/ List$/, ''), operationId: `get ${def.path}`,
        parameters: [{ name: 'id', in: 'path', required: true, schema: fieldSchema(def.fields[0]!) }],
        responses: { 200: { description: 'One record', content: { 'application/json': { schema: ref } } }, 404: errorResponse('Not found') },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Historical Polity Databank Read API', version: '1' },
    servers: [{ url: server }],
    paths,
    components: {
      schemas: {
        Polity: objectSchema(POLITY_FIELDS),
        Error: detail,
        ...Object.fromEntries(REGISTRY.map((def) => [schemaName(def), objectSchema(def.fields)])),
      },
    },
  };
}
