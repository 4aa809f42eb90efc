/**
 * The one route resolver of the API and the pages (http/routes.ts): every path the registry serves names its target
 * (a collection at its path and at each alias, a restricted route), on the API at the base path and on the pages
 * without it; a restricted route has no page; a path that names nothing is unmatched. Expectations from the
 * registry's own lists (its collections, aliases and restricted routes), the metrics label the route pattern of the
 * path asked.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { routeResolver } from '../../src/http/routes.js';
import { routeLabel, UNMATCHED_ROUTE } from '../../src/http/metrics.js';
import { registry } from '../helpers/registry.js';

function request(path: string): FastifyRequest {
  const [app, name] = path.split('/');
  return { params: { app, name }, routeOptions: {} } as unknown as FastifyRequest;
}

describe('the route resolver of the API and the pages', () => {
  const api = routeResolver(registry, '/api', 'all');
  const pages = routeResolver(registry, '', 'collections');

  it('names every collection at its path and at each alias, on the API and the pages, labelled by the path asked', () => {
    let aliases = 0;
    for (const def of registry.collections) {
      for (const path of [def.path, ...def.aliases]) {
        aliases += path === def.path ? 0 : 1;
        for (const [resolve, base] of [[api, '/api'], [pages, '']] as const) {
          for (const isRecord of [false, true]) {
            const req = request(path);
            const target = resolve(req, isRecord);
            assert.ok(target?.kind === 'collection' && target.def === def, `${base}/${path}/`);
            assert.equal(routeLabel(req), `${base}/${path}/${isRecord ? ':id/' : ''}`);
          }
        }
      }
    }
    assert.ok(aliases > 0, 'the registry has aliases to resolve');
  });

  it('names the restricted routes on the API only; a path that names nothing nowhere', () => {
    assert.ok(registry.restricted.length > 0);
    for (const r of registry.restricted) {
      const onApi = request(r.path);
      assert.equal(api(onApi, false)?.kind, 'restricted', r.path);
      assert.equal(routeLabel(onApi), `/api/${r.path}/`);
      const onPages = request(r.path);
      assert.equal(pages(onPages, false), undefined, r.path);
      assert.equal(routeLabel(onPages), UNMATCHED_ROUTE);
    }
    for (const path of ['sc/nothing', 'nothing/tokens', 'constructor/prototype', '__proto__/x']) {
      const req = request(path);
      assert.equal(api(req, true), undefined, path);
      assert.equal(routeLabel(req), UNMATCHED_ROUTE);
    }
  });
});
