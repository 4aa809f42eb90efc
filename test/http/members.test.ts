/**
 * Many-to-many filters (issue 24 §4 and its minor item): the ec lists' `place_of_provenance_pol`, which the original
 * declares as `"place_of_provenance_pol": ["exact"]` (filters/ec.py), a ModelMultipleChoiceFilter over every polity.
 * Expectations are Django 3.2.25 + django-filter 23.1's answers (Debian's packages, run over the same values):
 * - every value counts (SelectMultiple reads getlist), records holding any of them;
 * - a value that is no integer: `“x” is not a valid value.`, whatever the other values;
 * - then a value whose text is not str(id) of a polity: `Select a valid choice. x is not one of the available
 *   choices.` (so `05` and `+1` too, though polity 1 exists);
 * - the 400 lists every invalid parameter in the FilterSet's declaration order.
 * Where several values are wrong, Django names one of a frozenset's, in an order that varies from run to run; this
 * API names the first in the query's order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { P1, P2, tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { PG_SKIP_LINE, STORES, tempDir, TEST_DATABASE_URL, type TestStore } from '../helpers/stores.js';

const P3 = { id: 3, name: 'gr_sparta', long_name: 'Sparta', start_year: -800, end_year: -200 };

function food(id: number, polity: typeof P1, provenance: readonly (typeof P1)[]): Record<string, unknown> {
  return {
    id, polity, year_from: null, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: false, coded_value: 'present',
    place_of_provenance_pol: provenance, place_of_provenance_str: null, ruler_consumption: null, ruler_consumption_tag: null,
    elite_consumption: null, elite_consumption_tag: null, common_people_consumption: null, common_people_consumption_tag: null,
    name: 'Luxury_food', comment: null, description: null,
  };
}

const PATH = 'ec/luxury-food';
const P = 'place_of_provenance_pol';
const choice = (v: string): Record<string, string[]> => ({ [P]: [`Select a valid choice. ${v} is not one of the available choices.`] });
const invalid = (v: string): Record<string, string[]> => ({ [P]: [`“${v}” is not a valid value.`] });

/** query → the ids selected (200) or the 400's body. */
const CASES: readonly (readonly [string, readonly number[] | Record<string, string[]>])[] = [
  [`${P}=1`, [2]],
  [`${P}=2`, [1, 2]],
  [`${P}=3`, []], // a polity no record names: a valid choice, nothing selected
  [`${P}=1&${P}=2`, [1, 2]], // ORed, each record once
  [`${P}=1&${P}=1`, [2]],
  [`${P}=1454`, choice('1454')],
  [`${P}=1&${P}=1454`, choice('1454')],
  [`${P}=1454&${P}=1455`, choice('1454')],
  [`${P}=1454&${P}=x`, invalid('x')], // every value is read as a key before any is looked for
  [`${P}=05`, choice('05')],
  [`${P}=%2B1`, choice('+1')],
  [`${P}=%201`, choice(' 1')],
  [`${P}=-1`, choice('-1')],
  [`${P}=99999999999999999999`, choice('99999999999999999999')],
  [`${P}=`, invalid('')],
  [`${P}=1&${P}=`, invalid('')],
  [`${P}=5.0`, invalid('5.0')],
];

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: many-to-many filters answer as django-filter's ModelMultipleChoiceFilter`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    before(async () => {
      handle = await kind.open();
      const dump = writeDump(tempDir('databank-members-'), {
        ...tinyRecords(), 'core/polities': [P1, P2, P3], [PATH]: [food(1, P1, [P2]), food(2, P2, [P1, P2]), food(3, P1, [])],
      });
      await loadDatabank(handle.store, dumpSource(registry, dump));
      app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await handle?.cleanup();
    });

    const get = async (query: string): Promise<{ status: number; body: unknown; text: string }> => {
      const res = await app.inject({ method: 'GET', url: `/api/${PATH}/?${query}`, headers: { host: 'testserver' } });
      return { status: res.statusCode, body: String(res.headers['content-type']).startsWith('application/json') ? JSON.parse(res.body) : undefined, text: res.body };
    };

    for (const [query, want] of CASES) {
      it(`?${query}: ${Array.isArray(want) ? `200 ${JSON.stringify(want)}` : `400 ${JSON.stringify(want)}`}`, async () => {
        const res = await get(query);
        if (Array.isArray(want)) {
          assert.equal(res.status, 200, res.text);
          assert.deepEqual((res.body as { results: { id: number }[] }).results.map((r) => r.id), want);
        } else {
          assert.equal(res.status, 400, res.text);
          assert.deepEqual(res.body, want);
        }
      });
    }

    it('an unknown id among other invalid parameters: every message, in the declaration order', async () => {
      const res = await get(`covers_year=y&tag=x&${P}=1454&coded_value=zz`);
      assert.equal(res.status, 400);
      assert.equal(res.text, JSON.stringify({
        coded_value: ['Select a valid choice. zz is not one of the available choices.'],
        [P]: ['Select a valid choice. 1454 is not one of the available choices.'],
        tag: ['Select a valid choice. x is not one of the available choices.'],
        covers_year: ['Enter a whole number.'],
      }));
    });

    it('the downloads refuse an unknown id too, and select what the pages select', async () => {
      const csv = await get(`${P}=1454&format=csv`);
      assert.equal(csv.status, 400);
      assert.deepEqual(csv.body, choice('1454'));
      const ndjson = await get(`${P}=1&${P}=2&format=ndjson`);
      assert.equal(ndjson.status, 200);
      assert.deepEqual(ndjson.text.trim().split('\n').map((l) => (JSON.parse(l) as { id: number }).id), [1, 2]);
    });

    const page = async (query: string): Promise<{ status: number; text: string }> => {
      const res = await app.inject({ method: 'GET', url: `/${PATH}/?${query}`, headers: { host: 'testserver' } });
      assert.match(String(res.headers['content-type']), /^text\/html/);
      return { status: res.statusCode, text: res.body };
    };

    it('the HTML list page refuses an unknown id as the API does: a 400 page with its message, never kept', async () => {
      for (let i = 0; i < 2; i++) { // the second request: the 400 was not kept as a 200
        const res = await page(`${P}=1454`);
        assert.equal(res.status, 400, res.text.slice(0, 200));
        assert.ok(res.text.includes(choice('1454')[P]![0]!), 'the membership message');
      }
      assert.equal((await page(`${P}=1`)).status, 200);
    });

    it('the HTML list page with other invalid parameters keeps the membership message among them', async () => {
      const res = await page(`covers_year=y&tag=x&${P}=1454&coded_value=zz`);
      assert.equal(res.status, 400);
      for (const message of ['Select a valid choice. zz is not one of the available choices.', choice('1454')[P]![0]!,
        'Select a valid choice. x is not one of the available choices.', 'Enter a whole number.']) {
        assert.ok(res.text.includes(message), message);
      }
    });

    it('a known id answers 200 again after an unknown one (nothing of the 400 is kept)', async () => {
      assert.equal((await get(`${P}=1454`)).status, 400);
      assert.equal((await get(`${P}=1`)).status, 200);
      assert.equal((await get(`${P}=1454`)).status, 400);
    });
  });
}
