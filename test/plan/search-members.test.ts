/**
 * The parser's part of `search` and of many-to-many filters (issue 24 §3, §4): DRF 3.14's get_search_terms
 * (rest_framework/filters.py: `.replace('\x00', '')`, `.replace(',', ' ')`, `.split()`), and django-filter's
 * ModelMultipleChoiceFilter reading every value of its parameter (getlist), whose keys the store then looks up.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FilterError } from '../../src/plan/errors.js';
import { parseListPlan, searchTerms } from '../../src/plan/parse.js';
import { registry } from '../helpers/registry.js';

describe('search terms, as DRF 3.14 SearchFilter.get_search_terms splits them', () => {
  const cases: readonly (readonly [string | undefined, readonly string[]])[] = [
    [undefined, []], ['', []], [' , ,', []],
    ['roman empire', ['roman', 'empire']],
    ['roman,empire', ['roman', 'empire']],
    ['rom\0an', ['roman']], // NULs go before the split
    ['a\u3000b\u00a0c\x1cd\te\nf', ['a', 'b', 'c', 'd', 'e', 'f']], // str.split(): Python's white space
    ['a\u200bb', ['a\u200bb']], // U+200B is no white space to Python
    ['roman roman', ['roman']], // every term must match: a repeat adds nothing
    ['"roman" -x *', ['"roman"', '-x', '*']], // no syntax: each is a term as written
  ];
  for (const [raw, want] of cases) {
    it(`${JSON.stringify(raw)} → ${JSON.stringify(want)}`, () => assert.deepEqual(searchTerms(raw), want));
  }
});

describe('list plans with search and many-to-many values', () => {
  const polities = registry.polities;
  const lux = registry.byPath('ec/lux-precious-metal')!;

  it('core/polities reads the last `search`; a list without search fields ignores it (a stray parameter)', () => {
    const plan = parseListPlan(polities, [['search', 'x'], ['search', 'roman,empire']]);
    assert.deepEqual(plan.where, [{ op: 'search', table: polities.table, columns: ['long_name', 'name'], terms: ['roman', 'empire'] }]);
    assert.equal(plan.stray, false);
    const tokens = parseListPlan(registry.byPath('sc/tokens')!, [['search', 'x']]);
    assert.deepEqual(tokens.where, []);
    assert.equal(tokens.stray, true);
  });

  it('every value of a many-to-many parameter, ORed, and each to be found among the polities', () => {
    const plan = parseListPlan(lux, [['place_of_provenance_pol', '1'], ['place_of_provenance_pol', '2'], ['place_of_provenance_pol', '1']]);
    assert.deepEqual(plan.members, [{ param: 'place_of_provenance_pol', among: 'core/polities', values: ['1', '2', '1'] }]);
    assert.equal(plan.where.length, 1);
    assert.equal(plan.where[0]!.op, 'or');
  });

  it('a value that is no key is the message, the first in the query, whatever the others', () => {
    assert.throws(() => parseListPlan(lux, [['place_of_provenance_pol', '1454'], ['place_of_provenance_pol', 'x'], ['place_of_provenance_pol', 'y']]),
      (e: unknown) => e instanceof FilterError && JSON.stringify(e.errors) === JSON.stringify({ place_of_provenance_pol: ['“x” is not a valid value.'] }));
  });

  it("other parameters' 400 keeps the values still to look up, and the declaration order to merge them in", () => {
    assert.throws(() => parseListPlan(lux, [['tag', 'x'], ['place_of_provenance_pol', '1454'], ['coded_value', 'zz']]), (e: unknown) => {
      assert.ok(e instanceof FilterError);
      assert.deepEqual(Object.keys(e.errors), ['coded_value', 'tag']);
      assert.deepEqual(e.pending, [{ param: 'place_of_provenance_pol', among: 'core/polities', values: ['1454'] }]);
      assert.deepEqual(e.order, lux.filters.map((f) => f.param));
      return true;
    });
  });
});
