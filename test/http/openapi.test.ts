/** The OpenAPI document is derived from the registry and describes what the server actually answers. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE, tempDir } from '../helpers/stores.js';

/** The Redocly CLI of the dev dependencies, run with node (no npx, no network). */
const REDOCLY = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** An app over an empty store: the document needs no databank. */
async function emptyApp(): Promise<{ app: import('fastify').FastifyInstance; close(): Promise<void> }> {
  const handle = await SQLITE.open();
  const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
  await app.ready();
  return { app, async close() { await app.close(); await handle.cleanup(); } };
}

describe('GET /api/openapi.json', () => {
  let demo: { app: import('fastify').FastifyInstance; close(): Promise<void> };
  before(async () => { demo = await emptyApp(); });
  after(async () => { await demo.close(); });

  it('lists a list and a record path per collection and alias, and the restricted routes, on the origin it was fetched from', async () => {
    const res = await demo.app.inject({ url: '/api/openapi.json', headers: { host: 'example.org' } });
    assert.equal(res.statusCode, 200);
    const doc = JSON.parse(res.body);
    assert.equal(doc.openapi, '3.1.0');
    // A relative server URL (OpenAPI 3.1 §4.8.5): the origin the document was fetched from, one document for every Host.
    assert.deepEqual(doc.servers, [{ url: '/' }]);
    for (const path of [...REGISTRY.flatMap((d) => [d.path, ...d.aliases]), ...registry.restricted.map((r) => r.path)]) {
      assert.ok(doc.paths[`/api/${path}/`], path);
      assert.ok(doc.paths[`/api/${path}/{id}/`], path);
    }
    for (const r of registry.restricted) {
      for (const method of METHODS) assert.ok(doc.paths[`/api/${r.path}/`][method].responses[401], `${method} ${r.path}`);
    }
  });

  it('stays small: what the collections share is written once, under components', async () => {
    const body = (await demo.app.inject('/api/openapi.json')).body;
    const doc = JSON.parse(body) as Doc;
    // About 4 KiB a collection, its record schema included (each took 11 KiB before the sharing).
    assert.ok(body.length < 4608 * REGISTRY.length, `${body.length} bytes`);
    for (const name of ['page', 'page_size', 'format', 'ordering', 'year_from__range', 'year_to__range', 'tag', 'is_disputed', 'is_uncertain',
      'polity__new_name__icontains', 'polity__name', 'polity__long_name__icontains', 'polity', 'covers_year']) {
      const coded = REGISTRY.filter((d) => d.kind === 'coded' && d.filters.some((f) => f.param === name));
      if (name === 'tag' || coded.length < 2) continue; // tag: two vocabularies, each shared
      for (const def of coded) {
        const params = (doc.paths[`/api/${def.path}/`]!.get as { parameters: { $ref?: string }[] }).parameters;
        assert.ok(params.some((p) => p.$ref === `#/components/parameters/${name}`), `${def.path}: ${name} is a $ref`);
      }
    }
    const coded = REGISTRY.filter((d) => d.kind === 'coded');
    const composed = coded.filter((d) => JSON.stringify(doc.components.schemas![(resolvePageItem(doc, d.path) ?? '')]).includes('#/components/schemas/Coded'));
    assert.ok(composed.length > coded.length * 0.9, `${composed.length} of ${coded.length} coded records compose Coded`);
    for (const name of ['Polity', 'Coded', 'Page', 'Tag']) assert.ok(doc.components.schemas![name], name);
    for (const name of ['BadRequest', 'NotFound', 'MethodNotAllowed', 'Unauthorized']) assert.ok(doc.components.responses![name], name);
  });

  it('describes the catalogue’s field types', async () => {
    const doc = JSON.parse((await demo.app.inject('/api/openapi.json')).body) as Doc;
    const text = (t: string): string => JSON.stringify(t);
    const seen = new Set<string>();
    for (const def of REGISTRY) {
      const item = doc.components.schemas![resolvePageItem(doc, def.path)!] as { properties: Record<string, Record<string, unknown>> };
      for (const f of def.fields) {
        const schema = item.properties[f.name] ?? (doc.components.schemas!.Coded as { properties: Record<string, Record<string, unknown>> }).properties[f.name];
        assert.ok(schema, `${def.path}: ${f.name}`);
        const s = JSON.stringify(schema);
        const expect: Record<string, (s: string) => boolean> = {
          decimal: (x) => x.includes(text('pattern')) && x.includes(text('string')),
          date: (x) => x.includes(text('date')) && !x.includes('date-time'),
          ids: (x) => x.includes(text('array')) && x.includes(text('integer')),
          polities: (x) => x.includes(text('array')) && x.includes('#/components/schemas/Polity'),
          geometry: (x) => x.includes(text('object')),
          object: (x) => x.includes(text('object')) && (f.shape ?? []).every((n) => x.includes(text(n.name))),
          number: (x) => x.includes(text('number')),
        };
        if (expect[f.type]) {
          seen.add(f.type);
          assert.ok(expect[f.type]!(s), `${def.path}: ${f.name} (${f.type}): ${s}`);
        }
      }
    }
    for (const type of ['decimal', 'date', 'ids', 'polities', 'geometry', 'object', 'number']) assert.ok(seen.has(type), type);
  });

  it('documents the query parameters of query-params.md and the extensions', async () => {
    const doc = JSON.parse((await demo.app.inject('/api/openapi.json')).body);
    const params = (path: string): string[] => doc.paths[`/api/${path}/`].get.parameters.map((p: { name?: string; $ref?: string }) => resolve<{ name: string }>(doc, p).name);
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

type Doc = { paths: Record<string, Record<string, unknown>>; components: Record<string, Record<string, unknown>> };

/** The record schema's key of a collection's list page (`Token`), read from its 200's JSON schema. */
function resolvePageItem(doc: Doc, path: string): string | undefined {
  const get = doc.paths[`/api/${path}/`]?.get as { responses: Record<string, { content?: Record<string, { schema: { properties?: { results?: { items?: { $ref?: string } } } } }> }> } | undefined;
  return get?.responses['200']?.content?.['application/json']?.schema.properties?.results?.items?.$ref?.split('/').pop();
}
type Operation = { responses: Record<string, unknown> };
type Response = { headers?: Record<string, unknown> };

/** A `$ref` of the document resolved (one level: the document's refs point into components). */
function resolve<T>(doc: Doc, value: unknown): T {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return value as T;
  const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref)!;
  return doc.components[kind!]![name!] as T;
}

const METHODS = ['get', 'options', 'post', 'put', 'patch', 'delete'] as const;

describe('the OpenAPI document describes what the server answers', () => {
  let demo: DemoApp;
  let empty: { app: import('fastify').FastifyInstance; cleanup(): Promise<void> };
  let doc: Doc;
  before(async () => {
    demo = await demoApp(SQLITE);
    const app = await emptyApp();
    empty = { app: app.app, cleanup: () => app.close() };
    doc = JSON.parse((await demo.app.inject({ url: '/api/openapi.json', headers: { host: 'databank.test' } })).body) as Doc;
  });
  after(async () => { await demo.close(); await empty.cleanup(); });

  /** A research table's path that the app does not route (its GET is the catch-all's 404, with no Allow). */
  async function unrouted(path: string, url: string): Promise<boolean> {
    const op = doc.paths[path]!.get as { tags?: string[] } | undefined;
    if (!op?.tags?.includes('research')) return false;
    const res = await demo.app.inject({ url, headers: { host: 'databank.test' } });
    return res.statusCode === 404 && res.headers.allow === undefined;
  }

  /** The documented answer to a request, or a failure naming what is missing. */
  async function check(app: import('fastify').FastifyInstance, method: string, path: string, url: string, headers: Record<string, string> = {}): Promise<Record<string, string | string[] | number | undefined>> {
    const op = doc.paths[path]![method] as Operation;
    const res = await app.inject({ method: method.toUpperCase() as 'GET', url, headers: { host: 'databank.test', ...headers } });
    const documented = op.responses[String(res.statusCode)];
    assert.ok(documented, `${method.toUpperCase()} ${url}: ${res.statusCode} is not documented for ${path}`);
    for (const name of Object.keys(resolve<Response>(doc, documented).headers ?? {})) {
      assert.ok(res.headers[name.toLowerCase()] !== undefined, `${method.toUpperCase()} ${url} ${res.statusCode}: no ${name} header`);
    }
    return res.headers;
  }

  it('its schemas accept every served page and reject a record with a wrong type', async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'https://databank.test/doc', components: doc.components });
    for (const def of REGISTRY) {
      const list = doc.paths[`/api/${def.path}/`]!.get as { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
      const schema = list.responses['200']!.content['application/json']!.schema;
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

  it('every documented operation: its answers (200, 301, 304, 400, 401, 404, 405, 503) and their headers', async (t) => {
    const citation = (JSON.parse((await demo.app.inject('/api/core/citations/')).body) as { results: { id: string }[] }).results[0]!.id;
    const seen = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      const isCitation = path.includes('/core/citations/');
      const url = path.replace('{id}', isCitation ? citation : '1').replace('{app}', 'sc').replace('{collection}', 'tokens').replace('{name}', 'tokens');
      // The research tables are documented from their contract (docs/research.md) and routed by their own branches:
      // until a table is routed, its paths are only the catch-all 404.
      if (await unrouted(path, url)) {
        t.diagnostic(`${path}: not routed yet, its answers not checked`);
        continue;
      }
      for (const method of METHODS) {
        if (!item[method]) continue;
        const headers = await check(demo.app, method, path, url);
        const op = item[method] as Operation;
        for (const status of Object.keys(op.responses)) seen.add(status);
        if (method !== 'get') continue;
        if (op.responses['304']) await check(demo.app, method, path, url, { 'if-none-match': String(headers.etag) });
        if (op.responses['400'] && !['/healthz', '/readyz'].includes(path)) await check(demo.app, method, path, url, { host: 'not allowed!' });
        if (path.endsWith('/{id}/')) await check(demo.app, method, path, url.replace(isCitation ? citation : '/1/', isCitation ? '00000000-0000-4000-8000-000000000000' : '/999999/'));
        else if (op.responses['404'] && path !== '/api/') await check(demo.app, method, path, `${url}?page=999999`);
        if (op.responses['503']) await check(empty.app, method, path, url);
      }
    }
    await check(demo.app, 'get', '/api/', '/api/?format=xml');
    await check(demo.app, 'get', '/api/sc/tokens/', '/api/sc/tokens/?year_from=x');
    for (const status of ['200', '301', '304', '400', '401', '404', '405', '503']) assert.ok(seen.has(status), `some answer is ${status}`);
  });

  it('documents every route the app serves under the API, and format’s values', async () => {
    const paths = Object.keys(doc.paths);
    for (const path of ['/api/', '/api/openapi.json', '/healthz', '/readyz', '/api', '/api/{app}/{collection}', '/api/{app}/{collection}/{id}']) {
      assert.ok(paths.includes(path), path);
    }
    for (const path of REGISTRY.flatMap((d) => [d.path, ...d.aliases])) for (const url of [`/api/${path}/`, `/api/${path}/{id}/`]) {
      for (const method of ['get', 'options'] as const) assert.ok(doc.paths[url]![method], `${method} ${url}`);
    }
    // Writes are a 405 on every collection path: described once, on the templated paths.
    for (const url of ['/api/{app}/{collection}/', '/api/{app}/{collection}/{id}/']) {
      for (const method of ['post', 'put', 'patch', 'delete'] as const) assert.ok(doc.paths[url]![method], `${method} ${url}`);
    }
    for (const r of registry.restricted) for (const url of [`/api/${r.path}/`, `/api/${r.path}/{id}/`]) {
      for (const method of METHODS) assert.ok(doc.paths[url]![method], `${method} ${url}`);
    }
    const format = resolve<{ schema: { enum: string[] } }>(doc, (doc.paths['/api/sc/tokens/']!.get as { parameters: { $ref: string }[] }).parameters
      .find((p) => resolve<{ name: string }>(doc, p).name === 'format'));
    assert.deepEqual(format.schema.enum, ['api', 'json', 'csv', 'ndjson']);
    const covers = (doc.paths['/api/core/polities/']!.get as { parameters: unknown[] }).parameters.some((p) => resolve<{ name: string }>(doc, p).name === 'covers_year');
    assert.ok(covers);
  });

  it('passes Redocly’s recommended ruleset, offline; the one rule set aside is the trailing slash the paths have by contract', () => {
    const dir = tempDir('databank-openapi-');
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      // Not redocly.yaml: the CLI would read that for the plain run below too.
      fs.writeFileSync(path.join(dir, 'lint.yaml'), 'extends:\n  - recommended\nrules:\n  no-path-trailing-slash: off\n');
      const lint = (args: string[]): { status: number | null; problems: { ruleId: string; severity: string; location: { pointer: string }[] }[] } => {
        const run = spawnSync(process.execPath, [REDOCLY, 'lint', 'openapi.json', '--format=json', '--max-problems=100000', ...args], {
          cwd: dir, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        });
        return { status: run.status, problems: (JSON.parse(run.stdout) as { problems: [] }).problems };
      };
      const ours = lint(['--config=lint.yaml']);
      assert.equal(ours.status, 0, JSON.stringify(ours.problems.filter((p) => p.severity === 'error').slice(0, 5)));
      // Warnings: no licence is declared (the lead's call), and operations whose only answers are a 405, a 301, or
      // the 401 of a route served to administrators only.
      const restricted = new Set(registry.restricted.flatMap((r) => [`/api/${r.path}/`, `/api/${r.path}/{id}/`]));
      for (const p of ours.problems) {
        const where = p.location[0]!.pointer;
        const path = decodeURIComponent(where.split('/')[2] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
        const ok = p.ruleId === 'info-license' || (p.ruleId === 'operation-2xx-response' &&
          (/\/(post|put|patch|delete)\/responses$|\/paths\/~1api(~1%7Bapp%7D|~1\{app\}[^/]*)?[^/]*\/get\/responses$/.test(where) || restricted.has(path)));
        assert.ok(ok, `${p.severity} ${p.ruleId} at ${where}`);
      }
      // The plain recommended ruleset objects to the trailing slashes, and to nothing else.
      const plain = lint(['--extends=recommended']);
      assert.notEqual(plain.status, 0);
      assert.deepEqual([...new Set(plain.problems.filter((p) => p.severity === 'error').map((p) => p.ruleId))], ['no-path-trailing-slash']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
