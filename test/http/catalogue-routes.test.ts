/**
 * The routes the catalogue of the original (catalogue/catalogue.json) decides beyond the collections' records: a
 * moved endpoint answers at the official client's path and at the original's live one, with page links on the path
 * requested; an admin-only route answers an anonymous request with DRF's 401; a route the original no longer
 * registers is a 404 like any unknown path; and the API root lists every one of them. The expectations are read from
 * the catalogue itself, never from the registry the server is built from.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { loadDatabank } from '../../src/load/loader.js';
import { P1, P2, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { STORES, tempDir, type StoreKind, type TestStore } from '../helpers/stores.js';

interface CatField { readonly name: string; readonly json_type: string; readonly nullable: boolean; readonly choices?: readonly string[]; readonly nested?: string }
interface Endpoint {
  readonly path: string;
  readonly kind: string;
  readonly name_constant: string | null;
  readonly permissions: string;
  readonly in_project_spec: boolean;
  readonly live: { readonly status: 'routed' | 'not_routed' | 'moved'; readonly live_path?: string };
  readonly fields: readonly CatField[];
}

const CATALOGUE = JSON.parse(fs.readFileSync(new URL('../../../catalogue/catalogue.json', import.meta.url), 'utf8')) as {
  endpoints: Endpoint[];
  registration_order: { paths: string[] };
};
const ENDPOINTS = CATALOGUE.endpoints;
const MOVED = ENDPOINTS.filter((e) => e.live.status === 'moved');
const RESTRICTED = ENDPOINTS.filter((e) => e.permissions !== 'public' && e.live.status !== 'not_routed');
const NOT_ROUTED = ENDPOINTS.filter((e) => e.live.status === 'not_routed');
const SERVED = ENDPOINTS.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');

const HOST = 'localhost:80';
const ORIGIN = `http://${HOST}`;
/** Records of each moved endpoint: enough for three pages of 50. */
const RECORDS = 120;

/** A record of `e` as the catalogue describes its fields: every key, in order, of its JSON type (never null). */
function recordOf(e: Endpoint, id: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of e.fields) {
    if (f.name === 'id') out.id = id;
    else if (f.nested === 'polity_summary') out[f.name] = id % 2 ? P1 : P2;
    else if (f.name === 'name' && e.name_constant) out.name = e.name_constant;
    else if (f.choices) out[f.name] = f.choices[id % f.choices.length];
    else if (f.json_type === 'integer') out[f.name] = id;
    else if (f.json_type === 'boolean') out[f.name] = false;
    else if (f.json_type === 'string') out[f.name] = `text ${id}`;
    else throw new Error(`no fixture value for ${e.path} ${f.name} (${f.json_type})`);
  }
  return out;
}

/** Each moved endpoint's records, and the polities they name. */
function databankDir(): string {
  const files: Record<string, unknown[]> = { 'core/polities': [P1, P2] };
  for (const e of MOVED) files[e.path] = Array.from({ length: RECORDS }, (_, i) => recordOf(e, i + 1));
  return writeDump(tempDir('databank-catalogue-routes-'), files);
}

type Page = { count: number; next: string | null; previous: string | null; results: { id: number }[] };

for (const kind of STORES) routesOf(kind);

/** The checks on one store kind, over a databank of the moved endpoints alone. */
function routesOf(kind: StoreKind): void {
  describe(`${kind.name}: routes the catalogue decides`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    let dir: string;
    before(async () => {
      handle = await kind.open();
      dir = databankDir();
      await loadDatabank(handle.store, dumpSource(registry, dir));
      app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await handle.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const get = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
      app.inject({ method: method as 'GET', url, headers: { host: HOST, ...headers } });

    it('the catalogue has moved, admin-only and unrouted endpoints to check', () => {
      assert.ok(MOVED.length > 0 && RESTRICTED.length > 0 && NOT_ROUTED.length > 0);
    });

    for (const e of MOVED) {
      const paths = [e.path, e.live.live_path!];
      it(`${e.path}: answers at ${e.live.live_path} too, its page links on the path requested`, async () => {
        const bodies: string[] = [];
        for (const path of paths) {
          const self = `${ORIGIN}/api/${path}/`;
          const first = await get(`/api/${path}/?format=json`);
          assert.equal(first.statusCode, 200, `${path}: ${first.body.slice(0, 200)}`);
          const page1 = JSON.parse(first.body) as Page;
          assert.equal(page1.count, RECORDS);
          assert.equal(page1.previous, null);
          assert.equal(page1.next, `${self}?format=json&page=2`);
          const page2 = JSON.parse((await get(page1.next.slice(ORIGIN.length))).body) as Page;
          assert.equal(page2.previous, `${self}?format=json`);
          assert.equal(page2.next, `${self}?format=json&page=3`);
          const page3 = JSON.parse((await get(page2.next!.slice(ORIGIN.length))).body) as Page;
          assert.equal(page3.previous, `${self}?format=json&page=2`);
          assert.equal(page3.next, null);
          assert.deepEqual(page1.results.map((r) => Object.keys(r)), page1.results.map(() => e.fields.map((f) => f.name)));
          bodies.push(JSON.stringify([page1.results, page2.results, page3.results]));
        }
        assert.equal(bodies[0], bodies[1], 'the same records at both paths');
      });

      it(`${e.path}: record, OPTIONS, downloads, redirects and 405s at both paths`, async () => {
        const answers = await Promise.all(paths.map(async (path) => {
          const record = await get(`/api/${path}/7/`);
          assert.equal(record.statusCode, 200, path);
          assert.deepEqual(JSON.parse(record.body), recordOf(e, 7));
          assert.equal((await get(`/api/${path}/${RECORDS + 1}/`)).statusCode, 404);
          const options = await get(`/api/${path}/`, 'OPTIONS');
          assert.equal(options.statusCode, 200);
          const optionsOne = await get(`/api/${path}/7/`, 'OPTIONS');
          assert.equal(optionsOne.statusCode, 200);
          const csv = await get(`/api/${path}/?format=csv`);
          assert.equal(csv.statusCode, 200);
          assert.match(String(csv.headers['content-type']), /^text\/csv/);
          assert.equal(csv.body.trimEnd().split('\n').length, RECORDS + 1, 'a header and every record');
          const ndjson = await get(`/api/${path}/`, 'GET', { accept: 'application/x-ndjson' });
          assert.equal(ndjson.statusCode, 200);
          for (const [url, to] of [[`/api/${path}?page=2`, `/api/${path}/?page=2`], [`/api/${path}/7`, `/api/${path}/7/`]] as const) {
            const moved = await get(url);
            assert.equal(moved.statusCode, 301, url);
            assert.equal(moved.headers.location, to);
          }
          for (const url of [`/api/${path}/`, `/api/${path}/7/`]) {
            const write = await get(url, 'POST');
            assert.equal(write.statusCode, 405, url);
            assert.equal(write.body, '{"detail":"Method \\"POST\\" not allowed."}');
          }
          return { record: record.body, options: options.body, optionsOne: optionsOne.body, csv: csv.body, ndjson: ndjson.body };
        }));
        assert.deepEqual(answers[0], answers[1], 'the same bytes at both paths');
      });
    }

    for (const e of RESTRICTED) {
      it(`${e.path}: admin-only, so an anonymous request is DRF's 401 on the list and the record, whatever the method`, async () => {
        for (const url of [`/api/${e.path}/`, `/api/${e.path}/1/`, `/api/${e.path}/?page=2&format=json`, `/api/${e.path}/not-an-id/`]) {
          for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) {
            const res = await get(url, method);
            assert.equal(res.statusCode, 401, `${method} ${url}`);
            assert.equal(res.headers['www-authenticate'], 'Token', `${method} ${url}`);
            assert.equal(res.headers['content-type'], 'application/json');
            assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS');
            assert.equal(res.headers['cache-control'], 'no-cache');
            assert.equal(res.headers.etag, undefined);
            assert.equal(res.body, method === 'HEAD' ? '' : '{"detail":"Authentication credentials were not provided."}', `${method} ${url}`);
          }
        }
        // Content negotiation comes first in DRF's APIView.initial: an unknown format is its 404.
        assert.equal((await get(`/api/${e.path}/?format=xml`)).statusCode, 404);
        // Django's APPEND_SLASH runs before any view.
        for (const [url, to] of [[`/api/${e.path}`, `/api/${e.path}/`], [`/api/${e.path}/3?x=1`, `/api/${e.path}/3/?x=1`]] as const) {
          const moved = await get(url);
          assert.equal(moved.statusCode, 301, url);
          assert.equal(moved.headers.location, to);
        }
      });
    }

    it('a route the original no longer registers is a 404 like any unknown path', async () => {
      const unknown = await get('/api/core/no-such-collection/');
      assert.equal(unknown.statusCode, 404);
      for (const e of NOT_ROUTED) {
        for (const url of [`/api/${e.path}/`, `/api/${e.path}/1/`]) {
          const res = await get(url);
          assert.equal(res.statusCode, 404, url);
          assert.equal(res.body, unknown.body, url);
          assert.equal(res.headers['content-type'], unknown.headers['content-type']);
          assert.equal(res.headers.allow, undefined, `${url}: a path that names nothing has no Allow`);
        }
      }
      for (const path of ['core/countries', 'crisisdb/power-transitions']) assert.ok(NOT_ROUTED.some((e) => e.path === path), path);
    });

    it("the API root lists every served path in the catalogue's registration order, a moved client path after its live path", async () => {
      const res = await get('/api/');
      assert.equal(res.statusCode, 200);
      const root = JSON.parse(res.body) as Record<string, unknown>;
      const keys = Object.keys(root);
      for (const [key, url] of Object.entries(root)) assert.equal(url, `${ORIGIN}/api/${key}/`, key);
      const expected = [...SERVED.flatMap((e) => [e.path, ...(e.live.live_path ? [e.live.live_path] : [])]), ...RESTRICTED.map((e) => e.path)];
      assert.deepEqual([...keys].sort(), [...expected].sort());
      assert.equal(keys.length, new Set(keys).size);
      for (const e of MOVED) assert.equal(keys[keys.indexOf(e.live.live_path!) + 1], e.path, `${e.path} right after ${e.live.live_path}`);
      for (const e of NOT_ROUTED) assert.ok(!keys.includes(e.path), e.path);
      // DRF's root lists the routes as urls.py registers them (note N-root-order), admin-only ones in their place.
      const clientPaths = new Set(MOVED.map((e) => e.path));
      assert.deepEqual(keys.filter((k) => !clientPaths.has(k)), CATALOGUE.registration_order.paths);
    });
  });
}
