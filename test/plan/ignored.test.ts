/**
 * Issue 25 §5: what a query asks in vain. The parameters each path reads are written here from the catalogue
 * (test/helpers/catalogue-oracle.ts: the catalogue's filter params, the spec's own for its ten collections and the
 * extensions `polity`, `covers_year`), DRF's (`page`, `page_size`, `format`; `search` where the catalogue declares
 * search fields; `ordering` over the sortable fields) and the contract's (`facet` on every list), never from src/.
 * A record reads `format`, and what DRF's get_object() reads through the view's filter backends (the filters and
 * `search`), so that no parameter the original reads is ever called ignored.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { caseMismatches, ignoredParams, listParams, recordParams, suggestion } from '../../src/plan/ignored.js';
import { parseListPlan, parseRecordPlan } from '../../src/plan/parse.js';
import { readCatalogue, servedEndpoints, type Endpoint } from '../helpers/catalogue-oracle.js';
import { registry } from '../helpers/registry.js';

const endpoints: readonly Endpoint[] = servedEndpoints(readCatalogue(), new Map());

function listKnown(e: Endpoint): string[] {
  return [...e.filters.map((f) => f.param), ...(e.search.length ? ['search'] : []), 'page', 'page_size', 'format',
    ...(e.sortable.length ? ['ordering'] : []), 'facet'];
}
function recordKnown(e: Endpoint): string[] {
  return [...e.filters.map((f) => f.param), ...(e.search.length ? ['search'] : []), 'format'];
}

/** Names no path reads, interleaved with known ones: repeated, odd, one a known name in another case. */
function queryWith(known: readonly string[]): { query: [string, string][]; unknown: string[] } {
  const strays = ['_', 'year__gt', 'PAGE', 'x y', 'фильтр', 'a,b', '', 'constructor'].filter((s) => !known.includes(s));
  const query: [string, string][] = [];
  const names = [...known];
  for (let i = 0; i < Math.max(names.length, strays.length); i++) {
    if (i < strays.length) query.push([strays[i]!, 'v']);
    if (i < names.length) query.push([names[i]!, '']);
    if (i < strays.length && i % 2 === 0) query.push([strays[i]!, 'again']);
  }
  return { query, unknown: strays };
}

describe('the parameters each path reads, from the catalogue', () => {
  it(`covers every served endpoint (${endpoints.length}) and its aliases`, () => {
    assert.ok(endpoints.length > 200);
    for (const e of endpoints) for (const path of [e.path, ...e.aliases]) assert.ok(registry.byPath(path), path);
  });

  for (const e of endpoints) {
    it(`${e.path}: a list and a record name exactly the unknown parameters, in query order, once each`, () => {
      const def = registry.byPath(e.path)!;
      assert.deepEqual([...listParams(def)].sort(), [...new Set(listKnown(e))].sort(), 'a list reads');
      assert.deepEqual([...recordParams(def)].sort(), [...new Set(recordKnown(e))].sort(), 'a record reads');
      const { query, unknown } = queryWith(listKnown(e));
      assert.deepEqual(ignoredParams(query, listParams(def)), unknown);
      const record = parseRecordPlan(def, '1', query);
      assert.deepEqual(record.ignored, [...unknown, ...['page', 'page_size', 'ordering', 'facet'].filter((n) => !recordKnown(e).includes(n))]
        .sort((a, b) => query.findIndex(([n]) => n === a) - query.findIndex(([n]) => n === b)));
    });
  }

  it('a list plan carries them, and is stray exactly when there are some', () => {
    const refs = registry.byPath('core/references')!;
    const plan = parseListPlan(refs, [['year__gt', '2000'], ['page_size', '10'], ['_', '1'], ['year__gt', '1']]);
    assert.deepEqual(plan.ignored, ['year__gt', '_']);
    assert.equal(plan.stray, true);
    const clean = parseListPlan(refs, [['year__gte', '2000'], ['format', 'csv'], ['ordering', '-year'], ['facet', 'year']]);
    assert.deepEqual(clean.ignored, []);
    assert.equal(clean.stray, false);
  });
});

describe('letter case against a vocabulary', () => {
  const tokens = registry.byPath('sc/tokens')!;
  const cases: readonly (readonly [[string, string][], readonly string[]])[] = [
    [[['token', 'Present']], ['token=present']],
    [[['token', ' ABSENT ']], ['token=absent']], // CharField strips before comparing
    [[['token', 'present']], []],
    [[['token', 'Presen']], []], // no value of the vocabulary in any case
    [[['token', 'Present'], ['token', 'present']], []], // the last value is the one read
    [[['tag', 'TRS'], ['token', 'uNcOdEd']], ['token=uncoded']],
  ];
  for (const [query, want] of cases) {
    it(`sc/tokens ${JSON.stringify(query)} → ${JSON.stringify(want)}`, () => {
      assert.deepEqual(caseMismatches(tokens, query), want);
      assert.deepEqual(parseListPlan(tokens, query).caseMismatch, want);
    });
  }
});

describe('did you mean', () => {
  const refs = listParams(registry.byPath('core/references')!);
  const cases: readonly (readonly [string, string | undefined])[] = [
    ['year__gt', 'year__gte'], // the example: one edit
    ['year__lt', 'year__lte'],
    ['yaer', 'year'], // a transposition is one edit
    ['Title', 'title'],
    ['pagesize', 'page_size'],
    ['title__contains', 'title__icontains'],
    ['zzzzzz', undefined],
    ['_', undefined],
    ['year__gte'.repeat(2000), undefined], // too long to be a misspelling: not compared
  ];
  for (const [name, want] of cases) it(`${name.slice(0, 30)} → ${String(want)}`, () => assert.equal(suggestion(name, refs), want));
});
