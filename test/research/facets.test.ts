/**
 * `facet=<field>` on the lists (docs/research.md; issue 25 §2), on both stores. The oracle is the list answer itself:
 * every page of the same selection (page_size=100), grouped here, ordered as the contract says (most frequent first,
 * ties by value ascending, nulls last), cut at 100 values, with `facets_capped` giving the number of distinct values
 * where there are more. Nothing here is computed by src/.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decimalText } from '../../src/store/facets.js';
import { facetsCsv, facetsMember } from '../../src/render/facets.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { parseListPlan } from '../../src/plan/parse.js';
import { byPath, REGISTRY } from '../helpers/registry.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';

type Rec = Record<string, unknown>;
interface Page { count: number; next: string | null; previous: string | null; results: Rec[]; facets?: Record<string, Count[]>; facets_capped?: Record<string, number> }
interface Count { value: unknown; count: number }
/** How a field's values order (the contract: by value ascending): numbers, decimals (strings of numbers), text, booleans. */
type Kind = 'number' | 'decimal' | 'text' | 'boolean';

const LIMIT = 100;

/** The JSON type of each scalar field type's values (spec §2): the fields a facet counts, besides the polity. */
const SCALAR_JSON: Readonly<Record<string, string>> = {
  integer: 'number', number: 'number', boolean: 'boolean', decimal: 'string', string: 'string', uuid: 'string', date: 'string', timestamp: 'string',
};

/** Ascending by value, nulls last; text by code point (UTF-8 byte order, as both stores compare it). */
function compareValues(a: unknown, b: unknown, kind: Kind): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (kind === 'text') return Buffer.compare(Buffer.from(a as string), Buffer.from(b as string));
  if (kind === 'boolean') return Number(a) - Number(b);
  return Number(a) - Number(b);
}

/** The facet of some records, from the records alone: counts, ordered, cut; and the distinct values. */
function oracle(records: readonly Rec[], pick: (r: Rec) => unknown, kind: Kind): { values: Count[]; distinct: number } {
  const counts = new Map<string, Count>();
  for (const r of records) {
    const value = pick(r) ?? null;
    const key = JSON.stringify(value);
    const c = counts.get(key) ?? { value, count: 0 };
    c.count++;
    counts.set(key, c);
  }
  const all = [...counts.values()].sort((x, y) => y.count - x.count || compareValues(x.value, y.value, kind));
  return { values: all.slice(0, LIMIT), distinct: all.length };
}

/** A field's value in a record: the polity by its id. */
const valueOf = (field: string) => (r: Rec): unknown => (field === 'polity' ? (r.polity as { id: number } | null)?.id ?? null : r[field]);

/** RFC 4180: quoted when it holds a comma, quote, CR or LF. */
const csvField = (v: unknown): string => {
  const text = v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

for (const kind of STORES) {
  describe(`${kind.name}: facet=<field> on the lists`, () => {
    let demo: DemoApp;
    before(async () => { demo = await demoApp(kind); });
    after(async () => { await demo.close(); });

    const raw = async (url: string, headers: Record<string, string> = {}) =>
      demo.app.inject({ method: 'GET', url, headers: { host: 'testserver', ...headers } });
    const page = async (url: string): Promise<Page> => {
      const res = await raw(url);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body) as Page;
    };
    /** Every record of a selection, following next (no facet asked: the records alone). */
    const records = async (path: string, filters: string): Promise<Rec[]> => {
      const out: Rec[] = [];
      for (let next: string | null = `${path}?${filters}${filters ? '&' : ''}page_size=100`; next;) {
        const p: Page = await page(next.replace('http://testserver', ''));
        out.push(...p.results);
        next = p.next;
      }
      return out;
    };

    /** Asks for `fields` over a selection and checks every facet (and cap) against the records' own counts. */
    const check = async (path: string, filters: string, fields: readonly [string, Kind][]): Promise<Page> => {
      const recs = await records(path, filters);
      const query = [filters, ...fields.map(([f]) => `facet=${f}`), 'page_size=3'].filter(Boolean).join('&');
      const got = await page(`${path}?${query}`);
      assert.equal(got.count, recs.length);
      assert.deepEqual(Object.keys(got.facets ?? {}), fields.map(([f]) => f), 'facets in the order asked');
      const capped: Record<string, number> = {};
      for (const [field, k] of fields) {
        const want = oracle(recs, valueOf(field), k);
        assert.deepEqual(got.facets![field], want.values, `${path}?${filters} facet=${field}`);
        if (want.distinct > LIMIT) capped[field] = want.distinct;
      }
      assert.deepEqual(got.facets_capped, Object.keys(capped).length ? capped : undefined, 'facets_capped where capped');
      // `facets` then `facets_capped`, after `results`.
      assert.deepEqual(Object.keys(got), ['count', 'next', 'previous', 'results', 'facets', ...(got.facets_capped ? ['facets_capped'] : [])]);
      return got;
    };

    it('counts a filtered selection grouped: choices, booleans, nulls, integers, text and the polity', async () => {
      await check('/api/sc/tokens/', 'year_from__gte=-500', [
        ['token', 'text'], ['tag', 'text'], ['is_disputed', 'boolean'], ['year_to', 'number'], ['comment', 'text'], ['polity', 'number'],
      ]);
      await check('/api/sc/tokens/', 'tag=TRS&is_uncertain=false', [['is_uncertain', 'boolean'], ['token', 'text']]);
      await check('/api/general/polity-durations/', '', [['polity_year_from', 'number'], ['tag', 'text']]);
    });

    it('counts a whole collection, and a comparison on the faceted field itself, nulls and all', async () => {
      await check('/api/sc/tokens/', '', [['year_from', 'number'], ['tag', 'text'], ['is_disputed', 'boolean'], ['token', 'text']]);
      await check('/api/sc/tokens/', 'year_from__gte=-500', [['year_from', 'number'], ['year_to', 'number']]);
      await check('/api/sc/tokens/', 'year_from__range=-1000,0', [['year_from', 'number']]);
      await check('/api/sc/tokens/', 'year_from__lt=-1000', [['year_from', 'number']]);
      await check('/api/sc/tokens/', 'tag=SSP', [['tag', 'text'], ['token', 'text']]);
      const none = await check('/api/sc/tokens/', 'year_from=123456', [['year_from', 'number'], ['token', 'text']]);
      assert.deepEqual(none.facets, { year_from: [], token: [] });
    });

    it('gives decimals in the records\' own string form, ordered as numbers', async () => {
      const got = await check('/api/core/ngas/', '', [['latitude', 'decimal'], ['longitude', 'decimal']]);
      assert.ok(got.facets!.latitude!.every((c) => c.value === null || (typeof c.value === 'string' && /^-?\d+\.\d{12}$/.test(c.value))));
      await check('/api/core/capitals/', '', [['latitude', 'decimal'], ['is_verified', 'boolean']]);
    });

    it('caps a facet at 100 values and says how many distinct values it has', async () => {
      const got = await check('/api/sc/tokens/', '', [['polity', 'number'], ['token', 'text']]);
      assert.equal(got.facets!.polity!.length, LIMIT);
      assert.ok(got.facets_capped!.polity! > LIMIT);
      assert.deepEqual(Object.keys(got.facets_capped!), ['polity']);
    });

    it('facets a selection through another collection, a text search and a catalogue collection', async () => {
      await check('/api/core/references/', 'title__icontains=war', [['item_type', 'text'], ['year', 'number']]);
      await check('/api/crisisdb/human-sacrifices/', 'is_disputed=false', [['tag', 'text'], ['polity', 'number'], ['is_uncertain', 'boolean']]);
    });

    it('facets every scalar field and the polity, of every kind of field and collection, each value of its JSON type', async () => {
      // Each collection that holds a kind of field (type, role, indexing) no collection before it held: the catalogue's
      // ~200 coded variables repeat a few shapes.
      const seen = new Set<string>();
      const kinds = (def: typeof REGISTRY[number]): string[] => def.fields.map((f) => `${f.type}\0${f.role}\0${def.indexing}\0${def.kind}`);
      for (const def of REGISTRY.filter((d) => kinds(d).some((k) => !seen.has(k)) && kinds(d).every((k) => seen.add(k)))) {
        const fields = def.fields.filter((f) => SCALAR_JSON[f.type] !== undefined || (f.type === 'polity' && f.role === 'polity'));
        const url = `/api/${def.path}/?${fields.map((f) => `facet=${f.name}`).join('&')}&page_size=1`;
        const got = await page(url);
        assert.deepEqual(Object.keys(got.facets ?? {}), fields.map((f) => f.name), url);
        for (const f of fields) {
          const counts = got.facets![f.name]!;
          const sum = counts.reduce((n, c) => n + c.count, 0);
          if (got.facets_capped?.[f.name] === undefined) assert.equal(sum, got.count, `${url}: ${f.name} counts every record`);
          else assert.ok(counts.length === LIMIT && sum < got.count && got.facets_capped[f.name]! > LIMIT, `${url}: ${f.name} capped`);
          const type = f.type === 'polity' ? 'number' : SCALAR_JSON[f.type];
          for (const c of counts) assert.ok(c.value === null || typeof c.value === type, `${url}: ${f.name}: ${JSON.stringify(c.value)}`);
        }
      }
    });

    it('names each field once, in the order first asked, and gives the same facets on every page', async () => {
      const first = await page('/api/sc/tokens/?facet=tag&facet=token&facet=tag&facet=&page_size=100');
      assert.deepEqual(Object.keys(first.facets!), ['tag', 'token']);
      const second = await page('/api/sc/tokens/?facet=tag&facet=token&facet=tag&facet=&page_size=100&page=2');
      assert.deepEqual(second.facets, first.facets);
      assert.notDeepEqual(second.results, first.results);
    });

    it('refuses a field that cannot be faceted with django-filter\'s 400, beside the filters\' messages', async () => {
      const bad = async (url: string, body: unknown): Promise<void> => {
        const res = await raw(url);
        assert.equal(res.statusCode, 400, url);
        assert.deepEqual(JSON.parse(res.body), body, url);
      };
      const msg = (x: string) => ({ facet: [`Select a valid choice. ${x} is not one of the available choices.`] });
      await bad('/api/sc/tokens/?facet=nope', msg('nope'));
      await bad('/api/sc/tokens/?facet=token&facet=polity__name', msg('polity__name'));
      await bad('/api/sc/tokens/?facet=Token', msg('Token'));
      await bad('/api/general/polity-suprapolities/?facet=other_polity', msg('other_polity'));
      await bad('/api/ec/lux-precious-metal/?facet=place_of_provenance_pol', msg('place_of_provenance_pol'));
      await bad('/api/core/polities/?facet=home_nga', msg('home_nga'));
      await bad('/api/sc/tokens/?facet=nope&format=csv', msg('nope'));
      await bad('/api/sc/tokens/?year_from=abc&facet=nope', { year_from: ['Enter a number.'], ...msg('nope') });
    });

    it('answers CSV and NDJSON with the facet table instead of the records', async () => {
      const recs = await records('/api/sc/tokens/', 'year_from__gte=-500');
      const token = oracle(recs, valueOf('token'), 'text').values, comment = oracle(recs, valueOf('comment'), 'text').values;
      const one = await raw('/api/sc/tokens/?year_from__gte=-500&facet=token&format=csv');
      assert.equal(one.statusCode, 200);
      assert.match(String(one.headers['content-type']), /^text\/csv/);
      assert.equal(one.headers['content-disposition'], 'attachment; filename="sc-tokens-facets.csv"');
      assert.equal(one.body, ['value,count', ...token.map((c) => `${csvField(c.value)},${c.count}`)].map((l) => l + '\r\n').join(''));
      const two = await raw('/api/sc/tokens/?year_from__gte=-500&facet=token&facet=comment', { accept: 'text/csv' });
      assert.equal(two.body, ['field,value,count', ...token.map((c) => `token,${csvField(c.value)},${c.count}`),
        ...comment.map((c) => `comment,${csvField(c.value)},${c.count}`)].map((l) => l + '\r\n').join(''));
      const nd = await raw('/api/sc/tokens/?year_from__gte=-500&facet=token&facet=comment&format=ndjson');
      assert.equal(nd.statusCode, 200);
      assert.equal(nd.headers['content-disposition'], 'attachment; filename="sc-tokens-facets.ndjson"');
      const lines = nd.body.split('\n');
      assert.equal(lines.pop(), '');
      assert.deepEqual(lines.map((l) => JSON.parse(l)), [...token.map((c) => ({ field: 'token', ...c })), ...comment.map((c) => ({ field: 'comment', ...c }))]);
      // Compressed and revalidated as any download.
      const gz = await raw('/api/sc/tokens/?year_from__gte=-500&facet=token&format=csv', { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      const again = await raw('/api/sc/tokens/?year_from__gte=-500&facet=token&format=csv', { 'if-none-match': String(one.headers.etag) });
      assert.equal(again.statusCode, 304);
      const head = await demo.app.inject({ method: 'HEAD', url: '/api/sc/tokens/?year_from__gte=-500&facet=token&format=csv', headers: { host: 'testserver' } });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-disposition'], one.headers['content-disposition']);
      assert.equal(head.body, '');
      // The facet table of another selection, or of other facets, is another download (its own ETag).
      const other = await raw('/api/sc/tokens/?year_from__gte=-400&facet=token&format=csv');
      const more = await raw('/api/sc/tokens/?year_from__gte=-500&facet=token&facet=tag&format=csv');
      assert.equal(new Set([one.headers.etag, other.headers.etag, more.headers.etag]).size, 3);
    });

    it('leaves every answer without `facet` as it was: no key, the same bytes', async () => {
      const plain = await raw('/api/core/ngas/?page_size=100');
      const faceted = await raw('/api/core/ngas/?page_size=100&facet=name');
      assert.ok(!plain.body.includes('"facets"'));
      assert.equal(JSON.parse(plain.body).next, null);
      assert.ok(faceted.body.startsWith(plain.body.slice(0, -1) + ',"facets":{"name":['), 'the facets member follows results, the rest unchanged');
      const empty = await raw('/api/core/ngas/?page_size=100&facet=');
      assert.equal(empty.body, plain.body, 'an empty facet asks for nothing');
      // JSON with facets revalidates like any page: its own ETag, a 304 for it.
      assert.notEqual(faceted.headers.etag, plain.headers.etag);
      const again = await raw('/api/core/ngas/?page_size=100&facet=name', { 'if-none-match': String(faceted.headers.etag) });
      assert.equal(again.statusCode, 304);
      const csvPlain = await raw('/api/sc/tokens/?format=csv&year_from__gte=0');
      assert.match(csvPlain.body, /^id,polity\.id,/);
      assert.equal(csvPlain.headers['content-disposition'], 'attachment; filename="sc-tokens.csv"');
    });
  });
}
describe('facet values and tables, without a store', () => {
  it('writes a decimal column\'s digits as the record\'s string (DRF DecimalField: `places` digits), exact beyond 2^53', () => {
    assert.equal(decimalText('41900000000000', 12), '41.900000000000');
    assert.equal(decimalText('-46415304229595', 12), '-46.415304229595');
    assert.equal(decimalText('-5', 3), '-0.005');
    assert.equal(decimalText('0', 2), '0.00');
    assert.equal(decimalText('123', 0), '123');
    assert.equal(decimalText('-123456789012345678901', 12), '-123456789.012345678901');
  });

  it('quotes CSV cells as RFC 4180 does, null empty, and caps only where values were left out', () => {
    const counts = { values: [{ value: 'a,"b"', count: 2 }, { value: null, count: 1 }], distinct: 2 };
    assert.equal(facetsCsv([{ field: 'f', counts }]), 'value,count\r\n"a,""b""",2\r\n,1\r\n');
    assert.equal(facetsMember([{ field: 'f', counts }]), ',"facets":{"f":[{"value":"a,\\"b\\"","count":2},{"value":null,"count":1}]}');
    assert.ok(facetsMember([{ field: 'f', counts: { ...counts, distinct: 7 } }]).endsWith(',"facets_capped":{"f":7}'));
    assert.equal(facetsMember([]), '');
  });

  it('reads `facet` into the plan: not stray, in the key (JSON and downloads), not in the rows\' key', () => {
    const def = byPath('sc/tokens')!;
    const plain = parseListPlan(def, [['tag', 'TRS']]);
    const faceted = parseListPlan(def, [['tag', 'TRS'], ['facet', 'token'], ['facet', 'polity'], ['facet', 'token']]);
    assert.equal(faceted.stray, false);
    assert.deepEqual(plain.facets, []);
    assert.deepEqual(faceted.facets.map((f) => f.field), ['token', 'polity']);
    assert.notEqual(faceted.key, plain.key);
    assert.equal(faceted.rowsKey, plain.rowsKey);
    const csv = parseListPlan(def, [['tag', 'TRS'], ['format', 'csv']]);
    const csvFaceted = parseListPlan(def, [['tag', 'TRS'], ['format', 'csv'], ['facet', 'token']]);
    assert.notEqual(csvFaceted.key, csv.key);
    const empty = parseListPlan(def, [['facet', '']]);
    assert.deepEqual(empty.facets, []);
    assert.equal(empty.stray, false);
  });
});

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);
