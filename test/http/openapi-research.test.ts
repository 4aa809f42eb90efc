/**
 * The research tables in the OpenAPI document, against their contract (docs/research.md; issue 25): the oracles here
 * (paths, parameters, defaults, CSV columns, row shapes, the 400 bodies) are written from that contract, not read
 * from src/. Where the app routes a table, its served answers must fit the documented schemas.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../src/http/openapi.js';
import type { CollectionDef } from '../../src/registry/index.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { SQLITE } from '../helpers/stores.js';

type Json = Record<string, any>;

const doc = openApiDocument(registry, '/', '/api') as Json;
const CODED = REGISTRY.filter((d) => d.kind === 'coded');
const once = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** A `$ref` of the document resolved (its refs point into components). */
function resolve(value: Json): Json {
  const ref = value.$ref as string | undefined;
  if (!ref) return value;
  const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref)!;
  return doc.components[kind!][name!];
}

const get = (path: string): Json => doc.paths[path].get;
/** An operation's parameters by name, resolved. */
function params(path: string): Map<string, Json> {
  return new Map((get(path).parameters as Json[]).map((p) => resolve(p)).map((p) => [p.name as string, p]));
}

/** A validator of a schema of the document (its refs into components resolved by Ajv). */
const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema({ $id: 'https://databank.test/doc', components: doc.components });
function validator(schema: Json): ValidateFunction {
  return ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"https://databank.test/doc#/components')));
}
const json200 = (path: string): Json => get(path).responses['200'].content['application/json'].schema;
const csvHeader = (path: string): string[] => {
  const example = get(path).responses['200'].content['text/csv'].schema.examples[0] as string;
  assert.ok(example.endsWith('\r\n'), 'CSV lines end with CRLF');
  return example.slice(0, -2).split(',');
};

// The contract's columns and example bodies (issue 25, "The contract").
const CODEBOOK_CSV = 'path,title,section,subsection,field,value,label,records'.split(',');
const VALUES_CSV = ('variable.path,variable.title,variable.section,variable.subsection,id,polity.id,polity.name,polity.long_name,' +
  'year_from,year_to,tag,is_disputed,is_uncertain,value,value_from,value_to,value_fields,comment,description').split(',');
const invalid = (param: string): Json => ({ [param]: [`Select a valid choice. x is not one of the available choices.`] });
const VALUES_ROW = {
  variable: { path: 'sc/tokens', title: 'Token', section: 'Social Complexity', subsection: 'Information' },
  id: 17, polity: { id: 3, name: 'it_rome_1', long_name: 'Roman Republic I' },
  year_from: -509, year_to: -300, tag: 'TRS', is_disputed: false, is_uncertain: false,
  value: { token: 'present' }, comment: 'A comment', description: null,
};
const PANEL_ROW = {
  polity: { id: 3, name: 'it_rome_1', long_name: 'Roman Republic I' }, year: 500,
  cells: { 'sc/tokens': { values: [{ token: 'present' }, { token: 'absent' }], tags: ['TRS', 'SSP'], records: 2 }, 'sc/other': { values: [], tags: [], records: 0 } },
};
const CODEBOOK_ENTRY = {
  path: 'sc/polity-populations', title: 'Polity Population', kind: 'coded', section: 'Social Complexity', subsection: 'Social Scale',
  description: null, value_shape: 'from/to pair', value_fields: ['polity_population_from', 'polity_population_to'],
  records: 1234, polities: 87, years: { from: -3000, to: 1900 },
  fields: [
    { name: 'token', type: 'string', nullable: false, vocabulary: [{ value: 'A~P', label: 'Transitional (Absent -> Present)', records: 3 }, { value: 'odd', label: 'odd', records: 1, outside: true }] },
    { name: 'year_from', type: 'integer', nullable: true, vocabulary: null },
  ],
  tags: [{ value: 'TRS', label: 'Confident', records: 900 }],
  flags: { is_disputed: 'Experts disagree', is_uncertain: 'Not sure' },
  notes: { EMPTY_COMMENT: 'No comment', '§REF§': 'A reference', 'year 0': 'No year' },
};

describe('OpenAPI: the research tables, as their contract says', () => {
  it('documents the four paths, each in JSON pages (or one entry), CSV and NDJSON', () => {
    for (const path of ['/api/codebook/', '/api/values/', '/api/panel/']) {
      assert.deepEqual(Object.keys(get(path).responses['200'].content), ['application/json', 'text/csv', 'application/x-ndjson'], path);
      const page = resolve(json200(path).allOf[0]);
      assert.deepEqual(page.required, ['count', 'next', 'previous', 'results'], `${path}: the DRF envelope`);
      assert.ok(get(path).responses['404'], `${path}: Invalid page.`);
    }
    assert.deepEqual(Object.keys(get('/api/codebook/{app}/{name}/').responses['200'].content), ['application/json']);
    assert.ok(get('/api/codebook/{app}/{name}/').responses['404'], 'an unknown collection is a 404');
    assert.deepEqual([...params('/api/codebook/').keys()], ['page', 'page_size', 'format']);
  });

  it('the long table: its filters, page size, CSV columns and row', () => {
    const p = params('/api/values/');
    for (const name of ['page', 'page_size', 'format', 'polity', 'covers_year', 'section', 'subsection', 'variable', 'tag', 'is_disputed', 'is_uncertain']) {
      assert.ok(p.has(name), name);
    }
    assert.equal(p.size, 11, [...p.keys()].join());
    assert.equal(p.get('page_size')!.schema.default, 100);
    assert.equal(p.get('page_size')!.schema.maximum, 1000);
    assert.deepEqual(resolve(p.get('variable')!.schema.items).enum, CODED.map((d) => d.path));
    assert.deepEqual(p.get('section')!.schema.enum, once(CODED.map((d) => d.section)));
    assert.deepEqual(p.get('subsection')!.schema.enum, once(CODED.map((d) => d.subsection)));
    for (const tag of ['TRS', 'SSP', 'IFR', 'UND']) assert.ok(p.get('tag')!.schema.enum.includes(tag), tag);
    assert.equal(p.get('covers_year')!.schema.type, 'integer');
    assert.deepEqual(p.get('format')!.schema.enum, ['api', 'json', 'csv', 'ndjson']);
    assert.deepEqual(csvHeader('/api/values/'), VALUES_CSV);
    const row = validator(json200('/api/values/').properties.results.items);
    assert.ok(row(VALUES_ROW), JSON.stringify(row.errors));
    assert.deepEqual(Object.keys(resolve(json200('/api/values/').properties.results.items).properties), Object.keys(VALUES_ROW), 'keys in the contract\'s order');
    const { value: _, ...noValue } = VALUES_ROW;
    assert.equal(row(noValue), false, 'a row without its value');
  });

  it('the panel: its parameters, required years, default step, CSV columns by the rule, and row', () => {
    const p = params('/api/panel/');
    for (const name of ['variables', 'section', 'subsection', 'from', 'to', 'step', 'page', 'page_size', 'format']) assert.ok(p.has(name), name);
    // Any filter of core/polities chooses the polities, `polity` (ids) among them.
    for (const f of registry.polities.filters) assert.ok(p.has(f.param), f.param);
    assert.ok(p.has('polity'));
    assert.deepEqual([p.get('from')!.required, p.get('to')!.required, p.get('from')!.schema.type, p.get('to')!.schema.type], [true, true, 'integer', 'integer']);
    assert.equal(p.get('variables')!.required, undefined, 'variables or a section: neither alone is required');
    assert.deepEqual([p.get('step')!.schema.default, p.get('step')!.schema.minimum], [100, 1]);
    assert.deepEqual([p.get('page_size')!.schema.default, p.get('page_size')!.schema.maximum], [100, 1000]);
    assert.deepEqual(p.get('format')!.schema.enum, ['api', 'json', 'csv', 'ndjson']);
    assert.deepEqual(resolve(p.get('variables')!.schema.items).enum, CODED.map((d) => d.path));
    assert.deepEqual(p.get('section')!.schema.enum, once(CODED.map((d) => d.section)));
    // Per variable: one value field is `<path>`, several are `<path>.<field>`; then `<path>.tag`, `<path>.records`.
    const columns = (d: CollectionDef): string[] => [
      ...(d.valueFields.length === 1 ? [d.path] : d.valueFields.map((f) => `${d.path}.${f}`)), `${d.path}.tag`, `${d.path}.records`];
    const header = csvHeader('/api/panel/');
    assert.deepEqual(header.slice(0, 4), ['polity.id', 'polity.name', 'polity.long_name', 'year']);
    const shown = CODED.filter((d) => header.includes(`${d.path}.records`));
    assert.ok(shown.some((d) => d.valueFields.length === 1) && shown.some((d) => d.valueFields.length > 1), 'the example shows both rules');
    assert.deepEqual(header.slice(4), shown.flatMap(columns));
    const row = validator(json200('/api/panel/').properties.results.items);
    assert.ok(row(PANEL_ROW), JSON.stringify(row.errors));
    assert.equal(row({ ...PANEL_ROW, cells: { 'sc/tokens': { values: [], tags: [] } } }), false, 'a cell says how many records');
  });

  it('the 400 bodies: django-filter\'s shape, per parameter', () => {
    const examples = (path: string): Json[] => Object.values(get(path).responses['400'].content['application/json'].examples as Json).map((e) => e.value);
    const errors = validator(resolve({ $ref: '#/components/schemas/FilterErrors' }));
    assert.ok(examples('/api/values/').some((e) => JSON.stringify(e) === JSON.stringify(invalid('variable'))));
    assert.ok(examples('/api/panel/').some((e) => JSON.stringify(e) === JSON.stringify({ variables: ['This field is required.'] })));
    for (const e of [...examples('/api/values/'), ...examples('/api/panel/')]) assert.ok(errors(e), JSON.stringify(e));
    // A field facet cannot count, on any list.
    const listErrors = resolve(get('/api/sc/tokens/').responses['400']).content['application/json'];
    assert.ok(Object.values(listErrors.examples as Json).some((e) => JSON.stringify(e.value) === JSON.stringify(invalid('facet'))));
  });

  it('the codebook: its CSV columns and entry', () => {
    assert.deepEqual(csvHeader('/api/codebook/'), CODEBOOK_CSV);
    const entry = validator(json200('/api/codebook/').properties.results.items);
    assert.ok(entry(CODEBOOK_ENTRY), JSON.stringify(entry.errors));
    const { tags: _t, flags: _f, ...uncoded } = { ...CODEBOOK_ENTRY, kind: 'reference', polities: null, years: null };
    assert.ok(entry(uncoded), `tags and flags are the coded variables': ${JSON.stringify(entry.errors)}`);
    const { fields: _, ...noFields } = CODEBOOK_ENTRY;
    assert.equal(entry(noFields), false);
    assert.equal(entry({ ...CODEBOOK_ENTRY, value_shape: 'a shape' }), false, 'value_shape is one of the contract\'s');
  });

  it('facet on every collection list: its scalar fields and the polity, repeatable; facets and facets_capped only when asked', () => {
    const LISTS = ['object', 'geometry', 'ids', 'polities', 'objects'];
    for (const def of REGISTRY) {
      const facet = params(`/api/${def.path}/`).get('facet');
      assert.ok(facet, def.path);
      assert.equal(facet.schema.type, 'array', `${def.path}: repeatable`);
      const expected = def.fields.filter((f) => !LISTS.includes(f.type) && (f.type !== 'polity' || f.role === 'polity')).map((f) => f.name);
      assert.deepEqual(facet.schema.items.enum, expected, def.path);
    }
    const page = validator(json200('/api/sc/tokens/'));
    const body = { count: 0, next: null, previous: null, results: [] };
    assert.ok(page(body), 'no facets unless asked');
    assert.ok(page({ ...body, facets: { token: [{ value: 'present', count: 12 }, { value: null, count: 1 }], polity: [{ value: 3, count: 2 }] }, facets_capped: { token: 453 } }), JSON.stringify(page.errors));
    assert.equal(page({ ...body, facets: { token: [{ value: 'present' }] } }), false, 'a count for each value');
  });
});

describe('OpenAPI: the research tables the app routes answer as documented', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });

  const first = CODED[0]!;
  const cases: [string, string][] = [
    ['/api/codebook/', '/api/codebook/?page_size=5'],
    ['/api/codebook/{app}/{name}/', `/api/codebook/${first.path}/?format=json`],
    ['/api/values/', `/api/values/?variable=${first.path}&page_size=20`],
    ['/api/panel/', `/api/panel/?variables=${first.path}&from=-3000&to=1900&step=100&page_size=20`],
    ['/api/sc/tokens/', '/api/sc/tokens/?facet=polity&facet=tag'],
  ];
  for (const [path, url] of cases) {
    it(`${url}: its page fits the schema, its CSV header the columns`, async (t) => {
      const res = await demo.app.inject(url);
      if (res.statusCode === 404 && res.headers.allow === undefined) return t.skip(`${path} is not routed yet`);
      assert.equal(res.statusCode, 200, res.body);
      const page = validator(json200(path));
      assert.ok(page(JSON.parse(res.body)), JSON.stringify(page.errors));
      // A list's CSV with facet, and the panel's, vary by request; an entry has no CSV.
      if (['/api/sc/tokens/', '/api/panel/', '/api/codebook/{app}/{name}/'].includes(path)) return;
      const csv = await demo.app.inject(`${url}&format=csv`);
      assert.equal(csv.statusCode, 200);
      assert.deepEqual(csv.body.split('\r\n')[0]!.split(','), csvHeader(path));
    });
  }
});
