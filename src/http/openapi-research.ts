/**
 * The research tables in the OpenAPI document (docs/research.md): the codebook, the long table and the panel, their
 * parameters, rows and CSV columns, derived from the registry (the coded variables, their sections, the fields every
 * coded record carries, the polities' own filters).
 */
import {
  codedVariables, longTableColumns, longTableFilters, longTableParts, PANEL_ROW_COLUMNS, panelVariableColumns, TABLE_POLITY_FIELDS,
  variableSections,
} from '../registry/research.js';
import { header, okHeaders, type DocContext } from './openapi-context.js';
import { fieldSchema, filterParameter, json, objectSchema, ref, type Schema } from './openapi-schemas.js';

type Paths = Record<string, Schema>;

/** Rows per page of the long table and the panel: 100 by default, up to 1000. */
const TABLE_PAGE_SIZE = 100;
const TABLE_MAX_PAGE_SIZE = 1000;
/** The most years a panel samples. */
const PANEL_MAX_YEARS = 10_000;

const CODEBOOK_COLUMNS = ['path', 'title', 'section', 'subsection', 'field', 'value', 'label', 'records'];
/** `Select a valid choice.` of a parameter, as django-filter words it. */
const invalidChoice = (param: string, value: string): Schema => ({ [param]: [`Select a valid choice. ${value} is not one of the available choices.`] });
const requiredField = (param: string): Schema => ({ [param]: ['This field is required.'] });

export function researchPaths(doc: DocContext): Paths {
  const base = doc.basePath;
  return {
    [`${base}/codebook/`]: codebookListPath(),
    [`${base}/codebook/{app}/{name}/`]: codebookEntryPath(),
    [`${base}/values/`]: valuesPath(doc),
    [`${base}/panel/`]: panelPath(doc),
  };
}

/** A table's 200: JSON pages of `item`, or the whole table as CSV (`csv`) or NDJSON. */
function tableAnswer(description: string, item: Schema, csv: Schema): Schema {
  return {
    description, headers: okHeaders(),
    content: {
      'application/json': { schema: { allOf: [ref('schemas', 'TablePage')], properties: { results: { items: item } } } },
      'text/csv': { schema: csv },
      'application/x-ndjson': { schema: ref('schemas', 'Ndjson') },
    },
  };
}

/** A table's 400: its parameters' messages in django-filter's shape (`examples`), or an invalid Host. */
function invalidParameters(examples: Record<string, Schema>): Schema {
  return {
    description: 'Invalid parameters: every invalid parameter with its messages (django-filter\'s shape); or an invalid Host',
    headers: { Allow: header('Allow'), Vary: header('Vary'), 'Cache-Control': header('NoCache') },
    content: {
      'application/json': {
        schema: { oneOf: [ref('schemas', 'FilterErrors'), ref('schemas', 'Error')] },
        examples: Object.fromEntries(Object.entries(examples).map(([name, value]) => [name, { value }])),
      },
    },
  };
}

/** A table's CSV, its header line the example. */
const csvSchema = (description: string, columns: readonly string[]): Schema => ({
  type: 'string', description: `RFC 4180 with CRLF, a header row, null an empty cell: ${description}`, examples: [`${columns.join(',')}\r\n`],
});

function codebookListPath(): Schema {
  const csv = csvSchema('one row per collection, field and vocabulary value (a field without a vocabulary: one row, `value`, `label` and `records` empty)', CODEBOOK_COLUMNS);
  return {
    get: {
      tags: ['research'], summary: 'Codebook: every served collection', operationId: 'listCodebook',
      description: 'One entry per served collection, in registry order: where the catalogue files it, its value shape and fields, each vocabulary with labels and the number of records of each value, the meaning of the tags, flags and notes. The counts are the loaded databank\'s.',
      parameters: ['page', 'page_size', 'table_format'].map((p) => ref('parameters', p)),
      responses: {
        200: tableAnswer('A page of entries; or the whole codebook as a download', ref('schemas', 'CodebookEntry'), csv),
        304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'InvalidPage'),
        503: ref('responses', 'Unavailable'),
      },
    },
  };
}

function codebookEntryPath(): Schema {
  return {
    parameters: [ref('parameters', 'codebook_app'), ref('parameters', 'codebook_name')],
    get: {
      tags: ['research'], summary: 'Codebook: one collection', operationId: 'getCodebookEntry',
      description: 'The codebook entry of the collection at `<app>/<name>` (an alias answers its collection\'s entry).',
      parameters: [ref('parameters', 'record_format')],
      responses: {
        200: { description: 'The entry', headers: okHeaders(), content: json(ref('schemas', 'CodebookEntry')) },
        304: ref('responses', 'NotModified'), 400: ref('responses', 'BadRequest'), 404: ref('responses', 'NotFound'),
        503: ref('responses', 'Unavailable'),
      },
    },
  };
}

function valuesPath(doc: DocContext): Schema {
  const csv = csvSchema('one row per coded record. `value_fields` names the variable\'s value fields, joined by `,`; one value field: `value` is its value; a from/to pair (two fields ending `_from` and `_to`): `value_from` and `value_to`, `value` empty; several others: `value` is the JSON text of the value object. A polity in a value is its id.', longTableColumns(doc.registry));
  const parameters = [
    ...['page', 'table_page_size', 'table_format'].map((p) => ref('parameters', p)),
    { name: 'variable', in: 'query', description: 'Only these variables\' records: a coded variable\'s path, repeated and/or comma-separated', schema: { type: 'array', items: ref('schemas', 'VariablePath') } },
    ref('parameters', 'variable_section'), ref('parameters', 'variable_subsection'),
    ...longTableFilters(doc.registry).map((f) => doc.filters.refer(filterParameter(f))),
  ];
  return {
    get: {
      tags: ['research'], summary: 'Long table: every coded record', operationId: 'listValues',
      description: 'Every coded variable\'s records in one table, one row per record, by variable (registry order) then id; its value as an object of the variable\'s value fields, whatever the variable\'s shape. The filters read as the variables\' own.',
      parameters,
      responses: {
        200: tableAnswer('A page of rows; or the whole selection as a download (`values.csv`, `values.ndjson`)', ref('schemas', 'ValuesRow'), csv),
        304: ref('responses', 'NotModified'),
        400: invalidParameters({ variable: invalidChoice('variable', 'x'), section: invalidChoice('section', 'x'), subsection: invalidChoice('subsection', 'x') }),
        404: ref('responses', 'InvalidPage'), 503: ref('responses', 'Unavailable'),
      },
    },
  };
}

/** The panel's CSV header for the first variable of one value field and the first of several. */
function panelColumns(doc: DocContext): string[] {
  const coded = codedVariables(doc.registry);
  const examples = [coded.find((d) => d.valueFields.length === 1), coded.find((d) => d.valueFields.length > 1)];
  return [...PANEL_ROW_COLUMNS, ...examples.flatMap((d) => (d ? panelVariableColumns(d) : []))];
}

function panelPath(doc: DocContext): Schema {
  const csv = csvSchema('one row per polity and sampled year; per variable, in order: its value (one field: `<path>`; several: `<path>.<field>` each), `<path>.tag`, `<path>.records`. A cell with several records in force joins their values (and tags) in record-id order with `|`; a polity in a value is its id. The example header is for a variable of one value field and one of several.', panelColumns(doc));
  const year = (name: string, description: string): Schema => ({ name, in: 'query', required: true, description, schema: { type: 'integer' }, examples: { ce: { value: name === 'from' ? -3000 : 1900 } } });
  const parameters = [
    { name: 'variables', in: 'query', description: 'The columns: coded variables\' paths, repeated and/or comma-separated. At least one of `variables`, `section` and `subsection` is required (a section or subsection adds each of its coded variables)', schema: { type: 'array', items: ref('schemas', 'VariablePath') } },
    ref('parameters', 'variable_section'), ref('parameters', 'variable_subsection'),
    year('from', 'The first sampled year (negative: BCE), inclusive'),
    year('to', 'The last year that may be sampled, inclusive'),
    { name: 'step', in: 'query', description: `Years between samples: from, from+step, … ≤ to; at most ${PANEL_MAX_YEARS.toLocaleString('en')} sampled years (more is a 400)`, schema: { type: 'integer', minimum: 1, default: 100 } },
    ...['page', 'table_page_size', 'table_format'].map((p) => ref('parameters', p)),
    ...doc.registry.polities.filters.map((f) => doc.filters.refer(filterParameter(f))),
  ];
  return {
    get: {
      tags: ['research'], summary: 'Panel: polities × sampled years, variables as columns', operationId: 'getPanel',
      description: 'One row per polity (polities order) and sampled year within its own start and end years; a cell holds every record of the variable about that polity in force that year (`covers_year`\'s rule, each side of a record\'s years falling back to its polity\'s), in record-id order. The polities\' own filters choose the polities. A grid past the server\'s cell limit is a 400 saying how to narrow it.',
      parameters,
      responses: {
        200: tableAnswer('A page of rows; or the whole grid as a download (`panel.csv`, `panel.ndjson`)', ref('schemas', 'PanelRow'), csv),
        304: ref('responses', 'NotModified'),
        400: invalidParameters({ variables: requiredField('variables'), from: requiredField('from'), section: invalidChoice('section', 'x') }),
        404: ref('responses', 'InvalidPage'), 503: ref('responses', 'Unavailable'),
      },
    },
  };
}

/** The research tables' parameters, kept once under `components.parameters`. */
export function researchParameters(doc: DocContext): Record<string, Schema> {
  const { sections, subsections } = variableSections(doc.registry);
  const served = doc.registry.collections.flatMap((d) => [d.path, ...d.aliases]);
  const choice = (name: string, description: string, values: readonly string[]): Schema => ({ name, in: 'query', description, schema: { type: 'string', enum: values } });
  return {
    table_page_size: {
      name: 'page_size', in: 'query', description: `Rows per page, up to ${TABLE_MAX_PAGE_SIZE} (default ${TABLE_PAGE_SIZE}); another value gives the default`,
      schema: { type: 'integer', minimum: 1, maximum: TABLE_MAX_PAGE_SIZE, default: TABLE_PAGE_SIZE },
    },
    table_format: {
      name: 'format', in: 'query', schema: { type: 'string', enum: ['api', 'json', 'csv', 'ndjson'] },
      description: '`api` or `json`: the JSON page; `csv`: the whole table the parameters select, not one page, as comma-separated values (a header row, then a row each); `ndjson`: the whole table, one JSON row per line. Without it, the Accept header chooses, as on the lists. Another value is a 404; an empty one is ignored.',
    },
    variable_section: choice('section', 'Every coded variable the catalogue files under this section (exact, as spelled here); another is a 400', sections),
    variable_subsection: choice('subsection', 'Every coded variable the catalogue files under this subsection (exact, as spelled here); another is a 400', subsections),
    codebook_app: { name: 'app', in: 'path', required: true, description: 'The first part of a served collection\'s path', schema: { type: 'string', enum: [...new Set(served.map((p) => p.split('/')[0]!))] } },
    codebook_name: { name: 'name', in: 'path', required: true, description: 'The rest of a served collection\'s path (a pair that names none is a 404)', schema: { type: 'string' }, examples: { first: { value: served[0]!.split('/').slice(1).join('/') } } },
  };
}

/** The research tables' schemas, kept under `components.schemas`. */
export function researchSchemas(doc: DocContext): Record<string, Schema> {
  return {
    TablePage: {
      type: 'object', required: ['count', 'next', 'previous', 'results'], additionalProperties: false,
      properties: {
        count: { type: 'integer', minimum: 0 }, next: { type: ['string', 'null'], format: 'uri' },
        previous: { type: ['string', 'null'], format: 'uri' }, results: { type: 'array', maxItems: TABLE_MAX_PAGE_SIZE },
      },
    },
    TablePolity: objectSchema(TABLE_POLITY_FIELDS),
    VariablePath: { type: 'string', description: 'A coded variable\'s path', enum: codedVariables(doc.registry).map((d) => d.path) },
    CodebookEntry: codebookEntrySchema(doc),
    ValuesRow: valuesRowSchema(doc),
    PanelRow: strict({
      polity: ref('schemas', 'TablePolity'), year: { type: 'integer' },
      cells: { type: 'object', description: 'By variable path, in the variables\' order', additionalProperties: ref('schemas', 'PanelCell') },
    }),
    PanelCell: strict({
      values: { type: 'array', description: 'The value object of each record in force, in record-id order; empty when none is', items: { type: 'object' } },
      tags: { type: 'array', description: 'Their tags, in the same order', items: ref('schemas', 'Tag') },
      records: { type: 'integer', minimum: 0, description: 'How many records are in force' },
    }),
  };
}

/** An object of exactly these properties, every one required. */
function strict(properties: Record<string, Schema>, optional: readonly string[] = []): Schema {
  return { type: 'object', required: Object.keys(properties).filter((k) => !optional.includes(k)), additionalProperties: false, properties };
}

const text = { type: 'string' };
const textOrNull = { type: ['string', 'null'] };
const count = { type: 'integer', minimum: 0 };

function valuesRowSchema(doc: DocContext): Schema {
  const properties: Record<string, Schema> = {
    variable: strict({ path: ref('schemas', 'VariablePath'), title: text, section: textOrNull, subsection: textOrNull }),
  };
  for (const part of longTableParts(doc.registry)) {
    if (part.kind === 'value') properties.value = { type: 'object', description: 'The variable\'s value fields, as the record has them' };
    else properties[part.field.name] = part.field.role === 'polity' ? ref('schemas', 'TablePolity') : fieldSchema(part.field, doc.choices);
  }
  return strict(properties);
}

function codebookEntrySchema(doc: DocContext): Schema {
  const kinds = [...new Set(doc.registry.collections.map((d) => d.kind))];
  const flags = doc.common.filter((f) => f.role === 'flag').map((f) => f.name);
  const vocabulary = (outside: boolean): Schema => strict({
    // A value found outside the vocabulary has no label, and the records without a value count as the value null.
    value: outside ? textOrNull : text, label: outside ? textOrNull : text, records: count,
    ...(outside ? { outside: { const: true, description: 'A value found in the data outside the vocabulary (label null)' } } : {}),
  }, ['outside']);
  const field = strict({ name: text, type: text, nullable: { type: 'boolean' }, vocabulary: { type: ['array', 'null'], items: vocabulary(true) } });
  return strict({
    path: text, title: text, kind: { type: 'string', enum: kinds }, section: textOrNull, subsection: textOrNull,
    description: { type: ['string', 'null'], description: 'The original\'s description of the variable' },
    value_shape: { enum: [...VALUE_SHAPES, null] },
    value_fields: { type: 'array', items: text },
    records: count, polities: { type: ['integer', 'null'], minimum: 0, description: 'Distinct polities; null for a collection without a polity' },
    years: { oneOf: [strict({ from: { type: 'integer' }, to: { type: 'integer' } }), { type: 'null' }] },
    fields: { type: 'array', items: field },
    tags: { type: ['array', 'null'], description: 'Coded variables only: each tag, its meaning and its number of records', items: vocabulary(false) },
    flags: { type: ['object', 'null'], description: 'Coded variables only: what each flag means', propertyNames: { enum: flags }, additionalProperties: text },
    notes: { type: 'object', description: 'The notes that apply: `EMPTY_COMMENT`, `§REF§`, `year 0`, each with its meaning', additionalProperties: text },
    citation: {
      ...strict({ text, url: text, licence: text, licence_url: text }, ['text', 'url', 'licence', 'licence_url']),
      description: 'How to cite the data and its licence, the parts the operator set (CITATION, CITATION_URL, LICENCE, LICENCE_URL); absent when none is',
    },
  }, ['tags', 'flags', 'citation']);
}

/** How a codebook entry names a collection's value shape. */
const VALUE_SHAPES = ['single choice', 'from/to pair', 'composite', 'integer', 'decimal', 'string', 'foreign key'];
