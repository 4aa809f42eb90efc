/**
 * `facet=<field>` on the collection lists (issue 25 §2), on every store over the demo: each facet equals the
 * filtered selection's records, read through the list's own pages, grouped by the field's value; most frequent
 * first, ties by value ascending, nulls last; at most 100 values with `facets_capped`; the same facets on every
 * page; CSV and NDJSON facet tables; the 400 for a field that cannot be faceted. Random collections, fields and
 * filters are seeded (ORACLE_SEED).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { REGISTRY } from '../helpers/registry.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';
import { cell, databank, get, getJson, int, pick, rng, serveBank, shuffle, VARIABLE_PATHS, type Rec, type Served } from './oracle-data.js';

const SEED = Number(process.env.ORACLE_SEED ?? 2025);
const CAP = 100;

type Value = string | number | boolean | null;
interface Facet { value: Value; count: number }

/** Ascending by value: numbers by number, strings by code point, false before true; null last. */
function compareValues(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return String(a) < String(b) ? -1 : 1;
}

/** The facet of `field` over `records`, by the contract, and the number of distinct values. */
function facetOf(records: Rec[], field: string): { values: Facet[]; distinct: number } {
  const counts = new Map<Value, number>();
  for (const rec of records) {
    const raw = rec[field];
    const value = (field === 'polity' && raw !== null && typeof raw === 'object' ? (raw as Rec).id : raw ?? null) as Value;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const all = [...counts].map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || compareValues(a.value, b.value));
  return { values: all.slice(0, CAP), distinct: all.length };
}

/** The fields of `records` that can be faceted: scalars, and the polity. */
function facetable(records: Rec[]): string[] {
  const keys = Object.keys(records[0] ?? {});
  return keys.filter((k) => k === 'polity' || records.every((rec) => rec[k] === null || typeof rec[k] !== 'object'));
}

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: facets equal the filtered selection's records grouped (seed ${SEED})`, () => {
    let demo: DemoApp;
    before(async () => {
      demo = await demoApp(kind);
    });
    after(async () => {
      await demo?.close();
    });
    const json = (url: string): Promise<Rec> => getJson(demo.app, url);
    /** The whole selection of `path` with `query`, through the list's pages (the oracle's input). */
    const selection = async (path: string, query: string): Promise<Rec[]> => {
      const out: Rec[] = [];
      for (let page = 1; page < 1000; page++) {
        const res = await get(demo.app, `/api/${path}/?${query}&page_size=100&page=${page}`);
        if (res.status === 404 && page > 1) break;
        assert.equal(res.status, 200, `${path}?${query}: ${res.body.slice(0, 200)}`);
        const body = JSON.parse(res.body) as Rec;
        out.push(...(body.results as Rec[]));
        if (!body.next) break;
      }
      return out;
    };
    const expectFacets = (records: Rec[], fields: string[]): { facets: Rec; capped: Rec } => {
      const facets: Rec = {};
      const capped: Rec = {};
      for (const f of fields) {
        const { values, distinct } = facetOf(records, f);
        facets[f] = values;
        if (distinct > CAP) capped[f] = distinct;
      }
      return { facets, capped };
    };

    it('random collections, filters and fields: JSON facets after results equal the list pages grouped, on every page', async () => {
      const r = rng(SEED + 3);
      const coded = REGISTRY.filter((d) => d.kind === 'coded').map((d) => d.path);
      const paths = [...shuffle(r, coded).slice(0, 12), 'core/polities', 'general/polity-suprapolities', 'core/references'];
      for (const path of paths) {
        const whole = await selection(path, '');
        if (!whole.length) continue;
        const filters: string[] = [''];
        if (path.startsWith('core/')) filters.push(path === 'core/polities' ? 'start_year__gt=0' : 'year__gte=2000');
        else {
          filters.push(`tag=${pick(r, ['TRS', 'SSP'])}`, `is_disputed=${r() < 0.5}`,
            `polity=${((pick(r, whole).polity as Rec).id)}`, `covers_year=${int(r, -2000, 1800)}`);
        }
        for (const filter of filters) {
          const fields = [...new Set(Array.from({ length: int(r, 1, 3) }, () => pick(r, facetable(whole))))];
          const label = `${path}?${filter} facet ${fields.join(',')}`;
          const records = await selection(path, filter);
          const want = expectFacets(records, fields);
          const query = `${filter}&${fields.map((f) => `facet=${f}`).join('&')}`;
          const body = await json(`/api/${path}/?${query}`);
          const keys = ['count', 'next', 'previous', 'results', 'facets', ...(Object.keys(want.capped).length ? ['facets_capped'] : [])];
          assert.deepEqual(Object.keys(body), keys, label);
          assert.equal(body.count, records.length, label);
          assert.deepEqual(Object.keys(body.facets as Rec), fields, `${label}: fields in the order asked`);
          assert.deepEqual(body.facets, want.facets, label);
          if (Object.keys(want.capped).length) assert.deepEqual(body.facets_capped, want.capped, label);
          if (body.next) {
            const two = await json(`/api/${path}/?${query}&page=2`);
            assert.deepEqual(two.facets, want.facets, `${label}: page 2 has the same facets`);
          }
        }
      }
    });

    it('more than 100 values: the first 100 and facets_capped with the number of distinct values', async () => {
      const path = 'general/polity-suprapolities';
      const records = await selection(path, '');
      assert.ok(records.length > CAP, 'the demo has enough records to cap a facet');
      const body = await json(`/api/${path}/?facet=id&facet=polity`);
      const want = expectFacets(records, ['id', 'polity']);
      assert.deepEqual(body.facets, want.facets);
      assert.equal((body.facets as Record<string, Facet[]>).id!.length, CAP);
      assert.deepEqual((body.facets as Record<string, Facet[]>).id!.map((f) => f.value), [...records.map((x) => x.id as number)].sort((a, b) => a - b).slice(0, CAP));
      assert.deepEqual(body.facets_capped, want.capped);
      assert.equal((body.facets_capped as Rec).id, records.length);
    });

    it('a field asked twice is one facet; no facet, no key', async () => {
      const body = await json('/api/sc/tokens/?facet=tag&facet=token&facet=tag');
      assert.deepEqual(Object.keys(body.facets as Rec), ['tag', 'token']);
      const plain = await json('/api/sc/tokens/');
      assert.deepEqual(Object.keys(plain), ['count', 'next', 'previous', 'results']);
    });

    it('CSV: value,count for one facet, field,value,count for several; NDJSON one line per value', async () => {
      const path = 'general/polity-suprapolities';
      const records = await selection(path, 'tag=TRS');
      const want = expectFacets(records, ['supra_polity_relations', 'is_uncertain']).facets as Record<string, Facet[]>;
      const one = await get(demo.app, `/api/${path}/?tag=TRS&facet=supra_polity_relations&format=csv`);
      assert.equal(one.status, 200);
      assert.ok(one.body.endsWith('\r\n'));
      const rows = parse(one.body, { record_delimiter: '\r\n' }) as string[][];
      assert.deepEqual(rows, [['value', 'count'], ...want.supra_polity_relations!.map((f) => [cell(f.value), String(f.count)])]);
      const two = await get(demo.app, `/api/${path}/?tag=TRS&facet=supra_polity_relations&facet=is_uncertain&format=csv`);
      const expected = [['field', 'value', 'count']];
      for (const [field, facets] of Object.entries(want)) for (const f of facets) expected.push([field, cell(f.value), String(f.count)]);
      assert.deepEqual(parse(two.body, { record_delimiter: '\r\n' }), expected);
      const nd = await get(demo.app, `/api/${path}/?tag=TRS&facet=supra_polity_relations&facet=is_uncertain&format=ndjson`);
      assert.equal(nd.status, 200);
      const lines = nd.body.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Rec);
      for (const line of lines) assert.deepEqual(Object.keys(line), ['field', 'value', 'count']);
      assert.deepEqual(lines, Object.entries(want).flatMap(([field, fs]) => fs.map((f) => ({ field, value: f.value, count: f.count }))));
    });

    it('a field that cannot be faceted is 400 in django-filter\'s shape', async () => {
      for (const [path, field] of [['sc/tokens', 'nope'], ['general/polity-suprapolities', 'other_polity'], ['core/polities', 'polity'], ['core/polities', 'home_nga']]) {
        const res = await get(demo.app, `/api/${path}/?facet=${field}`);
        assert.equal(res.status, 400, `${path} facet=${field}`);
        assert.deepEqual(JSON.parse(res.body), { facet: [`Select a valid choice. ${field} is not one of the available choices.`] });
      }
    });
  });
}

for (const kind of STORES) {
  describe(`${kind.name}: facets of the dump's records, grouped here from the records themselves (seed ${SEED})`, () => {
    const bank = databank(SEED);
    let served: Served;
    before(async () => {
      served = await serveBank(kind, bank);
    });
    after(async () => {
      await served?.close();
    });

    it('every variable, every polity: value fields, years and flags counted; a null tied with a value comes last', async () => {
      let nullTiesLast = 0;
      for (const path of VARIABLE_PATHS) {
        const records = bank.records.get(path)!;
        const fields = facetable(records).filter((f) => !['id', 'comment', 'description', 'name'].includes(f));
        for (const p of bank.polities) {
          const mine = records.filter((rec) => (rec.polity as Rec).id === p.id);
          const res = await get(served.app, `/api/${path}/?polity=${p.id}&${fields.map((f) => `facet=${f}`).join('&')}`);
          assert.equal(res.status, 200, `${path} polity=${p.id}: ${res.body.slice(0, 200)}`);
          const facets = (JSON.parse(res.body) as Rec).facets as Record<string, Facet[]>;
          for (const f of fields) {
            assert.deepEqual(facets[f], facetOf(mine, f).values, `${path} polity=${p.id} facet=${f}`);
            const list = facets[f]!;
            if (list.length > 1 && list.at(-1)!.value === null && list.at(-2)!.count === list.at(-1)!.count) nullTiesLast++;
          }
        }
      }
      assert.ok(nullTiesLast > 0, 'some facet has a null tied with a value');
    });
  });
}
