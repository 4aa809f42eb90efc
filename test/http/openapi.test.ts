/** The OpenAPI document is derived from the registry and describes what the server actually answers. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

describe('GET /api/openapi.json', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });

  it('lists a list and a record path per collection, on the request’s origin', async () => {
    const res = await demo.app.inject({ url: '/api/openapi.json', headers: { host: 'example.org' } });
    assert.equal(res.statusCode, 200);
    const doc = JSON.parse(res.body);
    assert.equal(doc.openapi, '3.1.0');
    assert.deepEqual(doc.servers, [{ url: 'http://example.org' }]);
    for (const def of REGISTRY) {
      assert.ok(doc.paths[`/api/${def.path}/`], def.path);
      assert.ok(doc.paths[`/api/${def.path}/{id}/`], def.path);
    }
  });

  it('its schemas accept every served page and reject a record with a wrong type', async () => {
    const doc = JSON.parse((await demo.app.inject('/api/openapi.json')).body);
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'https://databank.test/doc', components: doc.components });
    for (const def of REGISTRY) {
      const schema = doc.paths[`/api/${def.path}/`].get.responses[200].content['application/json'].schema;
      const validate = ajv.compile({ $id: `https://databank.test/page/${def.path}`, ...JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"https://databank.test/doc#/components')) });
      for (const page of [1, 'last']) {
        const body = JSON.parse((await demo.app.inject(`/api/${def.path}/?page=${page}`)).body);
        assert.ok(validate(body), `${def.path} page ${page}: ${JSON.stringify(validate.errors)}`);
      }
      const body = JSON.parse((await demo.app.inject(`/api/${def.path}/`)).body);
      body.results[0].id = true; // neither integer nor string
      assert.equal(validate(body), false, `${def.path}: a wrong id type is caught`);
    }
  });

  it('documents the query parameters of query-params.md and the extensions', async () => {
    const doc = JSON.parse((await demo.app.inject('/api/openapi.json')).body);
    const params = (path: string): string[] => doc.paths[`/api/${path}/`].get.parameters.map((p: { name: string }) => p.name);
    const expected: Record<string, string[]> = {
      'sc/tokens': ['page', 'page_size', 'format', 'ordering', 'year_from__range', 'year_to__lte', 'description__icontains', 'tag',
        'is_disputed', 'is_uncertain', 'polity__name__icontains', 'name', 'name__icontains', 'token', 'polity', 'polity_name_contains', 'covers_year'],
      'core/references': ['title', 'title__icontains', 'year__lte', 'creator__icontains', 'reflib_link', 'long_name__icontains', 'url_link',
        'created_date__range', 'created_date__date__lte', 'created_date__date__gte', 'created_date__date', 'modified_date__range'],
      'core/citations': ['page_from', 'page_to__gte', 'created_date__date', 'reference_title_contains', 'reference_creator_contains',
        'reference_year_lte', 'reference_year_gte'],
      'core/sections': ['name', 'name__icontains'],
      'general/polity-durations': ['year_to__range', 'covers_year'],
      'core/polities': ['name__icontains', 'long_name__icontains', 'start_year', 'start_year__gt', 'end_year__lt', 'covers_year', 'polity'],
    };
    for (const [path, names] of Object.entries(expected)) {
      for (const name of names) assert.ok(params(path).includes(name), `${path}: ${name}`);
    }
    assert.ok(!params('general/polity-durations').includes('polity_year_from'), 'durations have no value filter');
    assert.ok(doc.paths['/api/sc/tokens/'].get.responses[400], 'the 400 of invalid filters');
  });
});
