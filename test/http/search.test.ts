/**
 * `search` on core/polities (issue 24 §3), on every store, over a small dump whose polity names bring out each rule.
 * The original (views/core.py) declares DRF 3.14's SearchFilter with `search_fields = ['@long_name', '@new_name']`:
 * Django's `search` lookup, `to_tsvector(COALESCE(field, '')) @@ plainto_tsquery(term)` with PostgreSQL's default
 * configuration (`english` on the test cluster, checked below). The expectations are PostgreSQL's answers to that SQL
 * over these names (psql, PostgreSQL 15), and DRF's get_search_terms. SQLite answers from FTS5 with the Porter
 * stemmer: where it cannot answer as PostgreSQL does, KNOWN_SQLITE pins what it answers instead (docs/api.md).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { dumpSource } from '../../src/load/read-dump.js';
import { P1, P2, tinyRecords, writeDump } from '../helpers/dumps.js';
import { registry } from '../helpers/registry.js';
import { PG_SKIP_LINE, STORES, tempDir, TEST_DATABASE_URL, type TestStore } from '../helpers/stores.js';

const POLITIES = [
  P1, // it_rome_1, Roman Republic I
  P2, // it_etruria, Etruscan League
  { id: 3, name: 'gr_sun', long_name: 'Kingdom of the Dying Sun', start_year: -600, end_year: -500 },
  { id: 4, name: 'de_hre', long_name: 'Holy Roman Empire', start_year: 962, end_year: 1806 },
  { id: 5, name: 'ng_yor', long_name: 'Ōyo Empire', start_year: 1400, end_year: 1835 },
  { id: 7, name: 'in_cities', long_name: 'League of Cities', start_year: 100, end_year: 200 },
];
const ALL = [1, 2, 3, 4, 5, 7];

/** `?search=` (encoded) → the ids PostgreSQL's `english` configuration selects, as the original. */
const CASES: readonly (readonly [string, readonly number[], string])[] = [
  ['roman', [1, 4], 'a word in long_name'],
  ['etruria', [2], 'a word of the name (new_name): `_` separates words'],
  ['ROMAN%2Crepublic', [1], 'commas are spaces; case does not matter; every term must match'],
  ['roman%20league', [], 'terms are ANDed: no polity has both'],
  ['etruria%2Cleague', [2], 'each term in any field: etruria in the name, league in the long name'],
  ['leagues', [2, 7], 'stemmed: leagues is league'],
  ['city', [7], 'stemmed: city is Cities'],
  ['empires', [4, 5], 'stemmed: empires is Empire'],
  ['the', [], 'a stop word alone is an empty query, which matches nothing'],
  ['of%20the', [], 'every term must match, and stop words match nothing'],
  ['roman%20-', [], 'a term with no word matches nothing'],
  ['oyo', [], 'diacritics are kept: oyo is not Ōyo'],
  ['%C5%8Dyo', [5], 'Ōyo'],
  ['rom%00an', [1, 4], 'NULs are removed before the split'],
  ['roman%E3%80%80republic', [1], 'Python white space (U+3000) splits terms'],
  ['x&search=roman', [1, 4], 'the last `search` counts (QueryDict.get)'],
  ['', ALL, 'an empty search filters nothing'],
  ['%2C%20%09', ALL, 'no term: nothing filtered'],
];

/**
 * What SQLite answers instead, where its Porter stemmer and FTS5 tokenizer part from PostgreSQL's `english`
 * configuration (docs/api.md, "search").
 */
const KNOWN_SQLITE: readonly (readonly [string, readonly number[], readonly number[], string])[] = [
  ['die', [3], [], 'PostgreSQL (Snowball) stems dying to die; the Porter stemmer to dy'],
  ['roman-empire', [], [4], 'PostgreSQL keeps roman-empire as a lexeme of its own, which Holy Roman Empire lacks; FTS5 reads roman, empire'],
];

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: search on core/polities, as DRF's SearchFilter with '@long_name', '@new_name'`, () => {
    let handle: TestStore;
    let app: FastifyInstance;
    before(async () => {
      handle = await kind.open();
      const dump = writeDump(tempDir('databank-search-'), { ...tinyRecords(), 'core/polities': POLITIES });
      await loadDatabank(handle.store, dumpSource(registry, dump));
      app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await handle?.cleanup();
    });

    const ids = async (path: string, query: string): Promise<number[]> => {
      const res = await app.inject({ method: 'GET', url: `/api/${path}/?${query}`, headers: { host: 'testserver' } });
      assert.equal(res.statusCode, 200, res.body);
      const body = JSON.parse(res.body) as { count: number; results: { id: number }[] };
      assert.equal(body.count, body.results.length);
      return body.results.map((r) => r.id);
    };

    if (kind.name === 'postgres') {
      it('the test cluster searches with the english configuration (the expectations are its answers)', async () => {
        const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await client.connect();
        try {
          const { rows } = await client.query<{ c: string }>("SELECT current_setting('default_text_search_config') AS c");
          assert.equal(rows[0]!.c, 'pg_catalog.english');
        } finally {
          await client.end();
        }
      });
    }

    for (const [search, want, why] of CASES) {
      it(`search=${search}: ${JSON.stringify(want)} (${why})`, async () => {
        assert.deepEqual(await ids('core/polities', `search=${search}`), want);
      });
    }

    for (const [search, postgres, sqlite, why] of KNOWN_SQLITE) {
      const want = kind.name === 'sqlite' ? sqlite : postgres;
      it(`search=${search}: ${JSON.stringify(want)}${kind.name === 'sqlite' ? `, where PostgreSQL answers ${JSON.stringify(postgres)}` : ''} (${why})`, async () => {
        assert.deepEqual(await ids('core/polities', `search=${search}`), want);
      });
    }

    it('search with other filters, ordering and pages; ignored by collections without search fields', async () => {
      assert.deepEqual(await ids('core/polities', 'search=empire&start_year__gt=1000'), [5]);
      assert.deepEqual(await ids('core/polities', 'search=league&ordering=-name'), [2, 7]); // it_etruria > in_cities
      assert.deepEqual(await ids('core/polities', 'search=empire,holy&page_size=1&page=1'), [4]);
      assert.deepEqual(await ids('sc/tokens', 'search=zzz'), [1, 2]);
      const res = await app.inject({ method: 'GET', url: '/api/core/polities/?search=empire&page_size=1', headers: { host: 'testserver' } });
      assert.equal(JSON.parse(res.body).next, 'http://testserver/api/core/polities/?page=2&page_size=1&search=empire');
    });

    it('the downloads select the same polities', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/core/polities/?search=roman&format=ndjson', headers: { host: 'testserver' } });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.body.trim().split('\n').map((l) => (JSON.parse(l) as { id: number }).id), [1, 4]);
    });

    it('a thousand terms answer (one statement, no syntax from the request)', async () => {
      const terms = Array.from({ length: 1000 }, (_, i) => `w${i}"*:(`).join('%20');
      assert.deepEqual(await ids('core/polities', `search=roman%20${terms}`), []);
    });
  });
}
