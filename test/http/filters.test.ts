/**
 * The original's query parameters (shared/query-params.md) on both stores: exact 400 bodies, page_size, ordering,
 * the extensions, and the promise that exact, range, date, `polity` and `covers_year` filters never scan a table.
 * Expected values come from query-params.md and django-filter's messages, not from this implementation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseQuery } from '../../src/http/query.js';
import { parseListPlan } from '../../src/plan/parse.js';
import { byPath } from '../helpers/registry.js';
import { PostgresStore } from '../../src/store/postgres/store.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { STORES } from '../helpers/stores.js';

type Rec = Record<string, unknown> & { id: number | string };
interface Page { count: number; next: string | null; previous: string | null; results: Rec[] }

for (const kind of STORES) {
  describe(`${kind.name}: filters, page_size and ordering`, () => {
    let demo: DemoApp;
    before(async () => { demo = await demoApp(kind); });
    after(async () => { await demo.close(); });

    const get = async (url: string): Promise<{ status: number; body: unknown }> => {
      const res = await demo.app.inject({ method: 'GET', url, headers: { host: 'testserver' } });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const page = async (url: string): Promise<Page> => {
      const res = await get(url);
      assert.equal(res.status, 200, url);
      return res.body as Page;
    };
    /** Every record of a filtered list, following next. */
    const all = async (url: string): Promise<Rec[]> => {
      const out: Rec[] = [];
      for (let next: string | null = url; next;) {
        const p: Page = await page(next.replace('http://testserver', ''));
        out.push(...p.results);
        next = p.next;
      }
      return out;
    };

    it('answers invalid values with django-filter’s 400, every invalid parameter at once', async () => {
      assert.deepEqual(await get('/api/sc/tokens/?year_from=abc'), { status: 400, body: { year_from: ['Enter a number.'] } });
      assert.deepEqual(await get('/api/sc/tokens/?tag=XYZ'),
        { status: 400, body: { tag: ['Select a valid choice. XYZ is not one of the available choices.'] } });
      assert.deepEqual(await get('/api/sc/tokens/?tag=trs'),
        { status: 400, body: { tag: ['Select a valid choice. trs is not one of the available choices.'] } });
      assert.deepEqual(await get('/api/sc/tokens/?year_from__range=1'), { status: 400, body: { year_from__range: ['Range query expects two values.'] } });
      assert.deepEqual(await get('/api/sc/tokens/?year_from__range=1,2,3'), { status: 400, body: { year_from__range: ['Range query expects two values.'] } });
      assert.deepEqual(await get('/api/core/references/?created_date__date__lte=yesterday'),
        { status: 400, body: { created_date__date__lte: ['Enter a valid date.'] } });
      const several = await get('/api/sc/tokens/?year_to__gte=x&tag=Q&year_from=1');
      assert.equal(several.status, 400);
      assert.deepEqual(Object.keys(several.body as object).sort(), ['tag', 'year_to__gte']);
      assert.deepEqual(await get('/api/sc/tokens/?covers_year=soon'), { status: 400, body: { covers_year: ['Enter a whole number.'] } });
      assert.deepEqual(await get('/api/sc/tokens/?polity=1,x'), { status: 400, body: { polity: ['Enter a whole number.'] } });
    });

    it('a 400 comes before an invalid page, and an unknown format before both', async () => {
      assert.equal((await get('/api/sc/tokens/?year_from=abc&page=999')).status, 400);
      const res = await get('/api/sc/tokens/?year_from=abc&format=xml');
      assert.deepEqual(res, { status: 404, body: { detail: 'Not found.' } });
    });

    it('empty values apply no filter; unknown parameters are ignored but kept in links', async () => {
      const whole = await page('/api/sc/tokens/');
      const blank = await page('/api/sc/tokens/?tag=&year_from=&description__icontains=&is_disputed=maybe&x=1');
      assert.equal(blank.count, whole.count);
      assert.equal(blank.next, 'http://testserver/api/sc/tokens/?description__icontains=&is_disputed=maybe&page=2&tag=&x=1&year_from=');
    });

    it('exact, range, lte/gte, icontains, booleans and choices select what the records say', async () => {
      const tokens = await all('/api/sc/tokens/?page_size=100');
      assert.equal(tokens.length, 394);
      const expect = async (query: string, keep: (r: Rec) => boolean): Promise<void> => {
        const got = await all(`/api/sc/tokens/?${query}`);
        assert.deepEqual(got.map((r) => r.id), tokens.filter(keep).map((r) => r.id), query);
      };
      const year = tokens.find((r) => r.year_from !== null)!.year_from as number;
      await expect(`year_from=${year}`, (r) => r.year_from === year);
      await expect(`year_from=%20${year}%20`, (r) => r.year_from === year);
      await expect(`year_from__gte=${year}`, (r) => r.year_from !== null && (r.year_from as number) >= year);
      await expect(`year_from__lte=${year}&year_to__gte=${year}`, (r) => r.year_from !== null && (r.year_from as number) <= year &&
        r.year_to !== null && (r.year_to as number) >= year);
      await expect(`year_from__range=${year - 100},${year}`, (r) => r.year_from !== null && (r.year_from as number) >= year - 100 && (r.year_from as number) <= year);
      await expect(`year_from__range=,${year}`, () => false);
      await expect('tag=UND', (r) => r.tag === 'UND');
      await expect('is_disputed=TRUE', (r) => r.is_disputed === true);
      await expect('is_uncertain=0', (r) => r.is_uncertain === false);
      await expect('token=present', (r) => r.token === 'present');
      const polity = (tokens[0]!.polity as { name: string; id: number });
      const fragment = polity.name.slice(1, 4).toUpperCase();
      await expect(`polity__name__icontains=${fragment}`, (r) => (r.polity as { name: string }).name.toUpperCase().includes(fragment));
      await expect(`polity_name_contains=${fragment}`, (r) => (r.polity as { name: string }).name.toUpperCase().includes(fragment));
      await expect(`polity=${polity.id}`, (r) => (r.polity as { id: number }).id === polity.id);
      await expect('description__icontains=%25', (r) => typeof r.description === 'string' && r.description.includes('%'));
    });

    it('covers_year: the records in force in a year, by their own years or their polity’s', async () => {
      const tokens = await all('/api/sc/tokens/?page_size=100');
      const year = (tokens[3]!.polity as { start_year: number }).start_year + 1;
      const eff = (r: Rec, own: string, fallback: string): number =>
        (r[own] ?? (r.polity as Record<string, number>)[fallback]) as number;
      const expected = tokens.filter((r) => eff(r, 'year_from', 'start_year') <= year && year <= eff(r, 'year_to', 'end_year'));
      assert.ok(expected.length > 0);
      assert.deepEqual((await all(`/api/sc/tokens/?covers_year=${year}`)).map((r) => r.id), expected.map((r) => r.id));
      const polities = await all('/api/core/polities/?page_size=100');
      assert.deepEqual((await all(`/api/core/polities/?covers_year=${year}`)).map((r) => r.id),
        polities.filter((p) => (p.start_year as number) <= year && year <= (p.end_year as number)).map((p) => p.id));
    });

    it('page_size: a positive integer up to 100, kept in the links; anything else is the default 50', async () => {
      const seven = await page('/api/sc/tokens/?page_size=7&page=2');
      assert.equal(seven.results.length, 7);
      assert.equal(seven.results[0]!.id, 8);
      assert.equal(seven.next, 'http://testserver/api/sc/tokens/?page=3&page_size=7');
      assert.equal(seven.previous, 'http://testserver/api/sc/tokens/?page_size=7');
      assert.equal((await page('/api/sc/tokens/?page_size=1000')).results.length, 100);
      for (const bad of ['0', '-1', 'abc', '', '1.5']) assert.equal((await page(`/api/sc/tokens/?page_size=${bad}`)).results.length, 50, bad);
      assert.equal((await page('/api/sc/tokens/?page_size=7&page=last')).results.length, 394 % 7 || 7);
      assert.equal((await get('/api/sc/tokens/?page_size=100&page=5')).status, 404);
    });

    it('ordering: DRF OrderingFilter terms, unknown ones dropped, id breaks ties, nulls last ascending', async () => {
      const tokens = await all('/api/sc/tokens/?page_size=100');
      const byYear = await all('/api/sc/tokens/?page_size=100&ordering=year_from,-nonsense');
      // Nulls sort as if larger than every year: last ascending, first descending (PostgreSQL's default).
      const cmp = (a: Rec, b: Rec): number => {
        const x = a.year_from as number | null, y = b.year_from as number | null;
        return x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y;
      };
      const byId = (a: Rec, b: Rec): number => (a.id as number) - (b.id as number);
      assert.deepEqual(byYear.map((r) => r.id), [...tokens].sort((a, b) => cmp(a, b) || byId(a, b)).map((r) => r.id));
      const desc = await all('/api/sc/tokens/?page_size=100&ordering=-year_from');
      assert.deepEqual(desc.map((r) => r.id), [...tokens].sort((a, b) => cmp(b, a) || byId(a, b)).map((r) => r.id));
      assert.deepEqual((await all('/api/sc/tokens/?page_size=100&ordering=-id')).map((r) => r.id), tokens.map((r) => r.id).reverse());
      assert.deepEqual((await all('/api/sc/tokens/?page_size=100&ordering=--id,%3F,%2Btag')).map((r) => r.id), tokens.map((r) => r.id));
    });

    it('the polities collection: the polity summaries, ordered by id, with its filters and single records', async () => {
      const tokens = await all('/api/sc/tokens/?page_size=100');
      const polities = await all('/api/core/polities/?page_size=100');
      assert.equal(polities.length, 489);
      assert.deepEqual(polities.map((p) => p.id), [...polities.map((p) => p.id as number)].sort((a, b) => a - b));
      // Each is the original's polity record, of which a coded record nests the 5-key summary.
      for (const t of tokens) {
        const p = t.polity as Rec;
        const record = polities.find((x) => x.id === p.id)!;
        assert.deepEqual(Object.fromEntries(Object.keys(p).map((k) => [k, record[k]])), p);
      }
      const one = polities[10]!;
      const res = await get(`/api/core/polities/${one.id}/`);
      assert.deepEqual(res, { status: 200, body: one });
      assert.deepEqual((await all(`/api/core/polities/?start_year__lt=${one.start_year as number + 1}&start_year__gt=${one.start_year as number - 1}`)).map((p) => p.id),
        polities.filter((p) => p.start_year === one.start_year).map((p) => p.id));
    });

    it('exact, range, date, polity and covers_year filters use an index', async () => {
      const gen = (await demo.handle.store.current())!;
      const cases: [string, string][] = [
        ['sc/tokens', 'tag=TRS'], ['sc/tokens', 'year_from__gte=1000'], ['sc/tokens', 'year_from__range=1000,1200'],
        ['sc/tokens', 'polity=5'], ['sc/tokens', 'covers_year=1200'], ['core/references', 'created_date__date__gte=2020-01-01'],
        ['core/references', 'title=UNKNOWNTITLE'], ['core/citations', 'page_from__lte=10'], ['core/polities', 'start_year__gt=0'],
        ['core/citations', 'modified_date__range=2020-01-01T00:00:00Z,2021-01-01T00:00:00Z'],
      ];
      for (const [path, query] of cases) {
        const plan = parseListPlan(byPath(path)!, parseQuery(query));
        const store = demo.handle.store;
        const { count, page } = store instanceof SqliteStore ? await store.explain(gen, plan) : await (store as PostgresStore).explain(gen, plan);
        const where = `${path}?${query}`;
        const index = new RegExp(`${byPath(path)!.table}__`);
        // Counting the matches reads the filter's index, never the table.
        assert.match(count.join('\n'), index, `${where} count:\n${count.join('\n')}`);
        assert.doesNotMatch(count.join('\n'), /^SCAN [a-z_]+$|Seq Scan/m, `${where} count:\n${count.join('\n')}`);
        // A page reads the filter's index, or walks the records in order and stops at the page's end (what a planner
        // picks for a filter most records match); it never reads every row to sort them.
        const text = page.join('\n');
        if (!index.test(text)) assert.doesNotMatch(text, /TEMP B-TREE|Sort|Seq Scan/, `${where} page:\n${text}`);
      }
    });

    it('one-condition counts come from count tables; pages by walk, index or anchor equal the plain OFFSET reading', async () => {
      const citations = await all('/api/core/citations/?page_size=100');
      const gen = (await demo.handle.store.current())!;
      const store = demo.handle.store;
      const pageFrom = (r: Rec): number | null => r.page_from as number | null;
      const cases: [string, (r: Rec) => boolean][] = [
        ['page_from__gte=0', (r) => pageFrom(r) !== null && pageFrom(r)! >= 0],
        ['page_from__lte=3', (r) => pageFrom(r) !== null && pageFrom(r)! <= 3],
        ['page_from=7', (r) => pageFrom(r) === 7],
        ['page_from__gte=400', (r) => pageFrom(r) !== null && pageFrom(r)! >= 400],
      ];
      for (const [query, keep] of cases) {
        const expected = citations.filter(keep).map((r) => r.id);
        const first = await page(`/api/core/citations/?${query}&page_size=100`);
        assert.equal(first.count, expected.length, query);
        const pages = Math.max(1, Math.ceil(expected.length / 100));
        // Deep pages first, so anchors (made by a deep page) serve the shallower ones after them.
        for (const p of [...new Set([pages, pages - 1, Math.ceil(pages / 2), 12, 11, 2, 1])].filter((n) => n >= 1 && n <= pages)) {
          // `ordering=id` is the same order through the general path (OFFSET over the planner's choice).
          const got = await page(`/api/core/citations/?${query}&page_size=100&page=${p}`);
          const plain = await page(`/api/core/citations/?${query}&page_size=100&page=${p}&ordering=id`);
          assert.deepEqual(got.results.map((r) => r.id), expected.slice((p - 1) * 100, p * 100), `${query} page ${p}`);
          assert.deepEqual(got.results, plain.results, `${query} page ${p}`);
        }
        if (store instanceof SqliteStore) {
          const plan = await store.explain(gen, parseListPlan(byPath('core/citations')!, parseQuery(`${query}&page_size=100&page=${pages}`)));
          assert.match(plan.count.join('\n'), /core_citations__page_from__cum/, `${query} count:\n${plan.count.join('\n')}`);
          // A deep page of a filter most citations match starts from an anchor (`ord >= ?`), not from the first match.
          if (query === 'page_from__gte=0') assert.match(plan.page.join('\n'), /rowid>\?/, `${query} page:\n${plan.page.join('\n')}`);
        }
      }
    });

    it('icontains through a dictionary (values that repeat) answers as the containment test over every record', async () => {
      const path = '/api/general/polity-linguistic-families/';
      const records = await all(`${path}?page_size=100`);
      const values = [...new Set(records.map((r) => String(r.linguistic_family)))];
      const fragments = ['a', 'IN', 'ind', 'INDO', 'o-e', 'ZZZ', ...values.slice(0, 4).map((v) => v.slice(1, 5).toLowerCase())];
      for (const fragment of fragments) {
        const expected = records.filter((r) => String(r.linguistic_family).toUpperCase().includes(fragment.toUpperCase())).map((r) => r.id);
        const got = await all(`${path}?page_size=100&linguistic_family__icontains=${encodeURIComponent(fragment)}`);
        assert.deepEqual(got.map((r) => r.id), expected, fragment);
        const store = demo.handle.store;
        if (store instanceof SqliteStore) {
          const gen = (await store.current())!;
          const plan = await store.explain(gen, parseListPlan(byPath('general/polity-linguistic-families')!, parseQuery(`linguistic_family__icontains=${fragment}`)));
          const count = plan.count.join('\n');
          assert.match(count, /__linguistic_family__dict/, `${fragment}: ${count}`);
          // Three characters or more have trigrams: the dictionary's candidates come from its FTS5 index.
          if (fragment.length >= 3) assert.match(count, /_fts VIRTUAL TABLE/, `${fragment}: ${count}`);
        }
      }
    });
  });
}
