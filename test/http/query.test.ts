/** Query strings as Python and DRF read and write them; expected values are what CPython 3.11 gives. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseQuery } from '../../src/http/query.js';
import { pythonInt } from '../../src/plan/python.js';
import { lastValue, linkQuery } from '../../src/plan/query.js';

describe('parseQuery (urllib.parse.parse_qsl, keep_blank_values=True)', () => {
  it('keeps blanks, splits on the first =, skips empty parts', () => {
    assert.deepEqual(parseQuery('a=1&b=&c&&a=1=2&'), [['a', '1'], ['b', ''], ['c', ''], ['a', '1=2']]);
  });
  it('decodes + and percent escapes as UTF-8, leaves bad escapes, replaces bad bytes', () => {
    assert.deepEqual(parseQuery('a+b=c+d&x=%C3%A9&y=%zz%&z=%E9'), [['a b', 'c d'], ['x', 'é'], ['y', '%zz%'], ['z', '\ufffd']]);
  });
  it('semicolons are not separators (Python ≥ 3.9.2)', () => {
    assert.deepEqual(parseQuery('a=1;b=2'), [['a', '1;b=2']]);
  });
  it('lastValue is QueryDict.get: the last of repeated values', () => {
    assert.equal(lastValue(parseQuery('page=1&page=3&page=2'), 'page'), '2');
    assert.equal(lastValue(parseQuery('x=1'), 'page'), undefined);
  });
});

describe('linkQuery (DRF replace_query_param / remove_query_param)', () => {
  it('replaces page and sorts by name', () => {
    assert.equal(linkQuery(parseQuery('page=2&format=api'), 3), '?format=api&page=3');
    assert.equal(linkQuery(parseQuery('page=2&format=api'), undefined), '?format=api');
    assert.equal(linkQuery(parseQuery('page=2'), undefined), '');
    assert.equal(linkQuery([], 2), '?page=2');
  });
  it('encodes as quote_plus', () => {
    assert.equal(linkQuery([['q', 'é/~ *!\'()']], undefined), '?q=%C3%A9%2F~+%2A%21%27%28%29');
  });
  it('groups repeated names in order of first appearance, values in order', () => {
    assert.equal(linkQuery(parseQuery('b=2&a=1&b=1'), 2), '?a=1&b=2&b=1&page=2');
  });
  it('sorts by code point as Python does, not by UTF-16 unit', () => {
    assert.equal(linkQuery([['\u{1F600}', '1'], ['\uFF5A', '2'], ['é', '3']], undefined),
      '?%C3%A9=3&%EF%BD%9A=2&%F0%9F%98%80=1');
  });
});

describe('pythonInt (int() in Paginator.validate_number)', () => {
  const cases: [string, bigint | undefined][] = [
    ['7', 7n], [' 7 ', 7n], ['\t7\n', 7n], ['+7', 7n], ['-7', -7n], ['007', 7n], ['1_000', 1000n],
    ['1__0', undefined], ['_1', undefined], ['1_', undefined], ['٣', 3n], ['７', 7n], ['\u00a05', 5n],
    ['\ufeff5', undefined], ['1.0', undefined], ['', undefined], [' ', undefined], ['0x10', undefined], ['1e3', undefined],
    ['last', undefined], ['- 1', undefined], ['12345678901234567890', 12345678901234567890n],
  ];
  for (const [text, expected] of cases) {
    it(`int(${JSON.stringify(text)}) → ${expected === undefined ? 'ValueError' : expected}`, () => {
      assert.equal(pythonInt(text), expected);
    });
  }
});
