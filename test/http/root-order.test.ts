/**
 * The API root lists its routes in the original's order (issue 24, §6): DRF's DefaultRouter lists every route in the
 * order its urls.py registers it, admin-only ones included (djangorestframework 3.14.0 rest_framework/routers.py:
 * `get_api_root_view` walks `self.registry`, the list `register()` appends to). The oracle is urls.py itself:
 * `Seshat-Global-History-Databank/seshat`, `seshat/apps/seshat_api/urls.py` at 270504c (the version the catalogue's
 * note N-newest names), its `router.register` calls transcribed below in file order, never read from src/.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { openDemo, SQLITE, type TestStore } from '../helpers/stores.js';

const app = (name: string, paths: string): string[] => paths.trim().split(/\s+/).map((p) => `${name}/${p}`);

/** urls.py 270504c: every uncommented registration of core, in file order. */
const CORE = app('core', `macro-regions regions ngas polities capitals nga-polity-relations sections subsections
  variable-hierarchies references citations comments comment-parts comment-parts-through-citations religions
  cliopatria-shapefiles`);
/** ... of crisisdb (the others are commented out; human-sacrifices is registered under rt). */
const CRISISDB = app('crisisdb', 'us-locations us-violence-subtypes us-violence-data-sources us-violences crisis-consequences');
/** The first and last registrations of general. */
const GENERAL_FIRST = app('general', 'polity-research-assistants polity-original-names polity-alternative-names');
const GENERAL_LAST = app('general', 'polity-alternate-religions polity-experts polity-editors polity-religious-traditions');
/** The first registrations of rt, then its last twelve: the moralizing lists, then human-sacrifices. */
const RT_FIRST = app('rt', 'widespread-religions official-religions elites-religions');
const RT_LAST = app('rt', `societal-pressure-to-convert-or-against-conversions
  moralizing-supernatural-punishment-and-reward moralizing-supernatural-concern-is-primary
  moralizing-enforcement-is-certain moralizing-enforcement-is-broad moralizing-enforcement-is-targeted
  moralizing-enforcement-of-rulers moralizing-religion-adopted-by-elites moralizing-religion-adopted-by-commoners
  moralizing-enforcement-in-afterlife moralizing-enforcement-in-this-life moralizing-enforcement-is-agentic
  human-sacrifices`);
const SC_FIRST = app('sc', 'research-assistants polity-territories polity-populations population-of-the-largest-settlements');
const SC_TOKENS = app('sc', 'fictions articles tokens precious-metals');
const SC_LAST = app('sc', 'largest-communication-distances fastest-individual-communications');
const WF_FIRST = app('wf', 'long-walls coppers bronzes irons steels');
const WF_LAST = app('wf', 'fortified-camps complex-fortifications modern-fortifications chainmails');
const EC = app('ec', `lux-precious-metal luxury-fabrics luxury-manufactured-goods luxury-spices-incense-and-dyes
  luxury-drink-alcohol luxury-glass-goods lux-fine-ceramic-wares lux-precious-stone lux-statuary luxury-food
  other-luxury-personal-items`);
/** urls.py registers 218 list routes. */
const REGISTERED = 218;
/** The moved endpoints: the live path urls.py registers, and the official client's path this API serves too. */
const MOVED: readonly (readonly [string, string])[] = [
  ['rt/human-sacrifices', 'crisisdb/human-sacrifices'],
  ['rt/government-restrictions-on-property-ownership-for-adherents-of-any-religious-groups',
    'rt/government-restrictions-on-property-ownership-for-adherents-of-and-religious-groups'],
];
const CLIENT_PATHS = new Set(MOVED.map(([, client]) => client));

/** Where `run` starts in `keys`, checked to appear there whole and in order. */
function runAt(keys: readonly string[], run: readonly string[]): number {
  const at = keys.indexOf(run[0]!);
  assert.ok(at >= 0, `${run[0]} is listed`);
  assert.deepEqual(keys.slice(at, at + run.length), run, `${run[0]} and what follows it`);
  return at;
}

describe('the API root in the original order', () => {
  let handle: TestStore;
  let server: FastifyInstance;
  let body: Record<string, unknown>;
  let keys: string[];
  /** The routes listed, without the demo mark and the client paths of moved endpoints: urls.py's registrations. */
  let registered: string[];
  before(async () => {
    handle = await openDemo(SQLITE);
    server = buildApp({ config: loadConfig({}, {}), store: handle.store });
    const res = await server.inject({ url: '/api/', headers: { host: 'testserver' } });
    assert.equal(res.statusCode, 200);
    body = res.json() as Record<string, unknown>;
    keys = Object.keys(body);
    registered = keys.filter((k) => k !== 'demo' && !CLIENT_PATHS.has(k));
  });
  after(async () => {
    await server.close();
    await handle.cleanup();
  });

  it('lists every route urls.py registers, app by app: core, crisisdb, general, rt, sc, wf, ec', () => {
    assert.equal(registered.length, REGISTERED);
    assert.equal(new Set(keys).size, keys.length);
    const apps = registered.map((k) => k.split('/')[0]);
    assert.deepEqual(apps.filter((a, i) => a !== apps[i - 1]), ['core', 'crisisdb', 'general', 'rt', 'sc', 'wf', 'ec']);
    for (const [key, url] of Object.entries(body)) if (key !== 'demo') assert.equal(url, `http://testserver/api/${key}/`);
  });

  it('core and crisisdb in registration order, crisisdb starting with us-locations', () => {
    assert.deepEqual(registered.slice(0, CORE.length), CORE);
    assert.deepEqual(registered.slice(CORE.length, CORE.length + CRISISDB.length), CRISISDB);
  });

  it("rt's moralizing lists after its other lists, then rt/human-sacrifices; general, sc, wf, ec in order", () => {
    assert.equal(runAt(registered, GENERAL_FIRST), CORE.length + CRISISDB.length);
    const rt = runAt(registered, RT_FIRST);
    assert.equal(runAt(registered, GENERAL_LAST) + GENERAL_LAST.length, rt, 'general ends where rt begins');
    const sc = runAt(registered, SC_FIRST);
    assert.equal(runAt(registered, RT_LAST) + RT_LAST.length, sc, 'rt ends with human-sacrifices, then sc');
    assert.ok(runAt(registered, SC_TOKENS) > sc, 'sc/research-assistants (admin-only) before sc/tokens');
    const wf = runAt(registered, WF_FIRST);
    assert.equal(runAt(registered, SC_LAST) + SC_LAST.length, wf);
    assert.equal(runAt(registered, WF_LAST) + WF_LAST.length, registered.length - EC.length);
    assert.deepEqual(registered.slice(-EC.length), EC);
  });

  it("admin-only routes where urls.py registers them, each moved endpoint's client path right after its live path", () => {
    const at = (path: string): number => keys.indexOf(path);
    assert.equal(at('core/comments'), at('core/citations') + 1);
    assert.equal(at('core/comment-parts-through-citations'), at('core/religions') - 1);
    assert.equal(at('general/polity-experts'), at('general/polity-editors') - 1);
    assert.equal(at('sc/research-assistants'), at('rt/human-sacrifices') + 2);
    for (const [live, client] of MOVED) assert.equal(at(client), at(live) + 1, `${client} right after ${live}`);
  });

  it('"demo": true after them all while the demo is served', () => {
    assert.equal(keys.at(-1), 'demo');
    assert.equal(body.demo, true);
  });

  it("the catalogue's registration order is urls.py's, as transcribed here", () => {
    const cat = JSON.parse(fs.readFileSync(new URL('../../../catalogue/catalogue.json', import.meta.url), 'utf8')) as {
      registration_order: { repository: string; path: string; commit: string; paths: string[] };
    };
    const order = cat.registration_order;
    assert.equal(order.repository, 'Seshat-Global-History-Databank/seshat');
    assert.equal(order.path, 'seshat/apps/seshat_api/urls.py');
    assert.match(order.commit, /^270504c/);
    assert.deepEqual(order.paths, registered);
  });
});
