/**
 * Pages over the catalogue's registry (about 195 coded variables, most of them `lean`): the polity page reads every
 * variable about its polity in one store call (Store.polityRecords, one SQL statement) and files each under its
 * section; the home page groups collections by section; a variable's page shows its place and vocabulary; the polity
 * record's own facts head its page. On a hand-made databank (tinyRecords and one record of a catalogue variable), so
 * it does not depend on what the demo generates.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import type { CollectionDef } from '../../src/registry/index.js';
import { readCatalogue } from '../helpers/catalogue-oracle.js';
import { polityPage, type PolityValue } from '../../src/render/html/polity.js';
import { sectionId } from '../../src/render/html/sections.js';
import { groupPolityRows, polityRecordsSql, type Store } from '../../src/store/store.js';
import { P1, P2, tinyRecords } from '../helpers/dumps.js';
import { memorySource } from '../helpers/hostile.js';
import { REGISTRY, registry } from '../helpers/registry.js';
import { openDemo, SQLITE, STORES, type TestStore } from '../helpers/stores.js';
import { NO_PAGE_BUDGET } from '../helpers/app.js';

type Rec = Record<string, unknown>;

/** A lean catalogue variable in a subsection whose value is one or more strings with a vocabulary. */
const VARIABLE: CollectionDef = REGISTRY.find((d) => d.kind === 'coded' && d.indexing === 'lean' && d.subsection !== null
  && d.valueFields.length > 0 && d.fields.filter((f) => d.valueFields.includes(f.name)).every((f) => f.type === 'string' && f.choices?.length))!;

/** A valid record of a coded variable about P1, its values the last of each vocabulary. */
function codedRecord(def: CollectionDef, id: number): Rec {
  const out: Rec = {};
  for (const f of def.fields) {
    if (f.constant !== undefined) out[f.name] = f.constant;
    else if (def.valueFields.includes(f.name)) out[f.name] = f.choices!.at(-1);
    else if (f.role === 'id') out[f.name] = id;
    else if (f.role === 'polity') out[f.name] = P1;
    else if (f.role === 'tag') out[f.name] = 'TRS';
    else if (f.role === 'flag') out[f.name] = false;
    else if (f.type === 'string' && !f.nullable) out[f.name] = '';
    else out[f.name] = null;
  }
  return out;
}

/** P1 as the original's polity record: its home NGA, region, tag and an HTML description. */
/** The polity tag `LEGACY` as every vocabulary value reads: the catalogue's label (POLITY_TAG_CHOICES), its code beside. */
const LEGACY_LABEL = (readCatalogue() as unknown as { choice_labels: Record<string, { labels: Record<string, string> }> })
  .choice_labels.POLITY_TAG_CHOICES!.labels.LEGACY!;
const LEGACY_TAG = `<dd data-polity-tag><span class="lv"><span class="v" data-value="LEGACY" data-label="${LEGACY_LABEL}">${LEGACY_LABEL}</span> <code class="code">LEGACY</code></span></dd>`;
const P1_RECORD = {
  ...P1, polity_tag: 'LEGACY', general_description: '<p>A <b>republic</b>.<script>window.__pwned=1</script></p>', shapefile_name: null,
  unreliable_instability_events: null, is_empty_on_polaris_release: false,
  home_nga: {
    id: 3, name: 'Latium', subregion: 'Central Italy', longitude: '12.500000000000', latitude: '41.900000000000', capital_city: 'Rome',
    nga_code: 'ItRom', fao_country: 'Italy', world_region: 'Europe',
  },
  home_databank_region: { id: 4, name: 'Southern Europe', subregions_list: 'Italy', mac_region: 1 },
};

function records(): Record<string, Rec[]> {
  const out = tinyRecords();
  out[VARIABLE.path] = [codedRecord(VARIABLE, 1)];
  out['core/polities'] = [P1_RECORD, { ...P2, polity_tag: null, general_description: null, shapefile_name: null, unreliable_instability_events: null,
    is_empty_on_polaris_release: null, home_nga: null, home_databank_region: null }];
  return out;
}

/**
 * The store with every method call counted. The app's metrics wrap some methods (http/metrics.ts) and call the
 * store's own from within: a call made while another is being entered is that one, not counted again.
 */
function counted(store: Store): { store: Store; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  let entering = 0;
  const proxy = new Proxy(store, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (entering === 0) calls.set(String(prop), (calls.get(String(prop)) ?? 0) + 1);
        entering++;
        try {
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        } finally {
          entering--;
        }
      };
    },
  });
  return { store: proxy, calls };
}

/** The markup of the `<details>` element with `id`. */
function detailsOf(body: string, id: string): string {
  const start = body.indexOf(`<details class="section" id="${id}"`);
  assert.ok(start >= 0, `no section ${id}`);
  return body.slice(start, body.indexOf('</details>', start));
}

it('a lean catalogue variable with a vocabulary exists to test with', () => {
  assert.ok(VARIABLE, 'none found in the registry');
});

for (const kind of STORES) {
  describe(`${kind.name}: pages over the catalogue's collections`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    let calls: Map<string, number>;
    before(async () => {
      handle = await kind.open();
      await loadDatabank(handle.store, memorySource(records()));
      const spied = counted(handle.store);
      calls = spied.calls;
      app = buildApp({ config: loadConfig({ ...NO_PAGE_BUDGET }, {}), store: spied.store });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await handle.cleanup();
    });
    const page = async (url: string): Promise<string> => {
      const res = await app.inject({ url, headers: { host: 'testserver' } });
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 300)}`);
      return res.body;
    };

    it('the polity page reads every variable about its polity in one store call, filed under its section', async () => {
      await page('/core/polities/2/'); // the relations naming a polity as other are read once per generation
      calls.clear();
      const body = await page('/core/polities/1/');
      assert.equal(calls.get('polityRecords'), 1, 'one read of every variable');
      assert.equal(calls.get('read'), undefined, 'no read per collection');
      assert.equal(calls.get('record'), 1, 'and the polity itself');
      const section = detailsOf(body, sectionId(VARIABLE.section!));
      assert.ok(section.includes(`<section class="collection" id="${VARIABLE.table}">`), 'the variable in its section');
      assert.ok(section.includes(`<h5>${VARIABLE.label} <small class="muted">1</small></h5>`));
      assert.ok(section.includes(`<h4>${[VARIABLE.subsection, VARIABLE.subSubsection].filter(Boolean).join(' › ')}</h4>`));
      assert.ok(section.includes(`data-collection="${VARIABLE.path}" data-id="1"`), 'its timeline bar, in its section');
      // Variables without records about the polity are not shown; every one that has is.
      const shown = [...body.matchAll(/<section class="collection" id="([^"]+)">/g)].map((m) => m[1]);
      const expected = REGISTRY.filter((d) => d.kind === 'coded' && records()[d.path]?.some((r) => (r.polity as { id: number }).id === 1)).map((d) => d.table);
      assert.deepEqual(shown.sort(), expected.sort());
    });

    it('the polity page shows the polity record’s home NGA, region, tag and cleaned description as loaded', async () => {
      const body = await page('/core/polities/1/');
      assert.ok(body.includes('<dd data-home-nga>Latium</dd>'));
      assert.ok(body.includes('<dd data-region>Southern Europe</dd>'));
      assert.ok(body.includes(LEGACY_TAG), 'the polity tag as its catalogue label, its code beside it');
      assert.ok(body.includes('<div class="rich description" data-description><p>A <b>republic</b>.</p></div>'));
      assert.ok(!/data-home-nga|data-region|data-polity-tag|data-description/.test(await page('/core/polities/2/')));
    });

    it('the home page files every collection under its section, with its count', async () => {
      const body = await page('/');
      for (const def of REGISTRY) {
        const group = def.section === null ? detailsOf(body, 'sec-core-collections') : detailsOf(body, sectionId(def.section));
        const count = records()[def.path]?.length ?? 0;
        assert.ok(group.includes(`<li data-collection="${def.path}"><a href="/${def.path}/" title="${def.path}">${def.label}</a> <span class="num" data-count="${count}">`), def.path);
      }
    });

    // Issue 26: the vocabulary is the facet sidebar now: every value with its label and the records holding it (the
    // API's count), a value held a link to the list narrowed to it. (Before: a block of codes, each a link.)
    it('a variable’s page shows its section, subsection and every vocabulary value with its label and count', async () => {
      const body = await page(`/${VARIABLE.path}/`);
      assert.ok(body.includes(`<p class="place"><a href="/#${sectionId(VARIABLE.section!)}">${VARIABLE.section}</a> › ${VARIABLE.subsection}`));
      assert.ok(body.includes(`<h1>${VARIABLE.label}</h1>`));
      const attr = (t: string): string => t.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      for (const f of VARIABLE.fields.filter((x) => VARIABLE.valueFields.includes(x.name))) {
        const filter = VARIABLE.filters.find((x) => x.column === f.name && x.lookup === 'exact')!;
        const start = body.indexOf(`<section class="facet" data-field="${f.name}">`);
        assert.ok(start >= 0, `a facet of ${f.name}`);
        const section = body.slice(start, body.indexOf('</section>', start));
        const labels = new Map(registry.vocabularies.get(f.vocabulary!)!.values.map((v) => [v.value, v.label]));
        for (const choice of f.choices!) {
          const res = await app.inject({ url: `/api/${VARIABLE.path}/?${new URLSearchParams({ [filter.param]: choice })}`, headers: { host: 'testserver' } });
          const count = (JSON.parse(res.body) as { count: number }).count;
          const item = new RegExp(`<(a|span) data-facet-value="${attr(choice).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" data-facet-count="(\\d+)"(?: href="([^"]*)")?`).exec(section);
          assert.ok(item, `${f.name}: ${choice}`);
          assert.equal(Number(item[2]), count, `${f.name}: ${choice} counted as the API counts it`);
          if (labels.get(choice) !== undefined) assert.ok(section.includes(`<span class="facet-label">${attr(labels.get(choice)!)}</span>`), `${choice}: its label`);
          if (count === 0) continue;
          const href = new URL(item[3]!.replace(/&amp;/g, '&'), 'http://x');
          assert.equal(href.pathname, `/${VARIABLE.path}/`);
          assert.deepEqual([...href.searchParams], [[filter.param, choice]], `${choice}: a link to its records`);
        }
      }
    });
  });
}

it('the polity page shows the polity record’s home NGA, region, tag and cleaned description where it has them', () => {
  const site = { root: '', base: '/api', registry };
  const body = polityPage(site, { polity: P1_RECORD, coded: [], asOther: [] }).text;
  assert.ok(body.includes('<dd data-home-nga>Latium</dd>'));
  assert.ok(body.includes('<dd data-region>Southern Europe</dd>'));
  assert.ok(body.includes(LEGACY_TAG), 'the polity tag as its catalogue label, its code beside it');
  assert.ok(body.includes('<div class="rich description" data-description><p>A <b>republic</b>.</p></div>'));
  assert.ok(body.includes('<p class="muted">No coded values.</p>'));
  // A record's name and years may be null: the page says so, and draws its timeline all the same.
  const unknown = polityPage(site, { polity: { ...P1_RECORD, long_name: null, start_year: null, end_year: null } as unknown as PolityValue, coded: [], asOther: [] }).text;
  assert.ok(unknown.includes(`<h1>${P1.name}</h1>`));
  assert.ok(unknown.includes('<dt>Years</dt><dd><span class="year" data-year="">unknown</span> – <span class="year" data-year="">unknown</span></dd>'));
  const bare = polityPage(site, { polity: { ...P1_RECORD, polity_tag: null, general_description: '', home_nga: null, home_databank_region: null }, coded: [], asOther: [] }).text;
  assert.ok(!/data-home-nga|data-region|data-polity-tag|data-description/.test(bare));
});

it('the statement’s rows are grouped by collection in registry order, each in record order, however they come', () => {
  const coded = REGISTRY.filter((d) => d.kind === 'coded');
  const rows = [{ k: 3, ord: 2, body: 'd' }, { k: 0, ord: 9, body: 'b' }, { k: 3, ord: 1, body: 'c' }, { k: 0, ord: 4, body: 'a' }];
  assert.deepEqual(groupPolityRows(registry, rows).map((g) => [g.def.path, g.bodies]), [[coded[0]!.path, ['a', 'b']], [coded[3]!.path, ['c', 'd']]]);
  assert.deepEqual(groupPolityRows(registry, []), []);
});

// On the demo: SQLite rightly scans a table of one or two rows (the hand-made databank's) rather than search its index.
describe('the polity records statement', () => {
  let handle: TestStore;
  before(async () => { handle = await openDemo(SQLITE); });
  after(async () => { await handle.cleanup(); });

  it('is one statement over every coded table, each a search of its polity index (SQLite)', () => {
    const sql = polityRecordsSql(registry, '@p', (def) => `"${def.table}"`)!;
    const coded = REGISTRY.filter((d) => d.kind === 'coded');
    assert.equal(sql.split('UNION ALL').length, coded.length);
    const db = new Database(handle.database, { readonly: true });
    try {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ p: 1 }) as { detail: string }[]).map((r) => r.detail);
      const touched = plan.filter((d) => /^(SCAN|SEARCH) /.test(d) && !/SUBQUERY|TEMP B-TREE/.test(d));
      assert.equal(touched.length, coded.length, plan.join('\n'));
      assert.deepEqual(touched.filter((d) => !/^SEARCH .* USING (COVERING )?INDEX .*c_polity__id/.test(d)), [], 'no table scanned');
    } finally {
      db.close();
    }
  });
});
