/**
 * Issue 24, section 5: a filter value is bounded in length. A 15 KB value re-encoded to a 45,000-character cache key
 * and cost every lookup a comparison of whole keys; now a value over 12,000 characters is a 400 in django-filter's
 * shape, with the message Django's CharField(max_length=…) gives (MaxLengthValidator: "Ensure this value has at most
 * %(limit_value)d characters (it has %(show_value)d)."), counted in characters as Python counts them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

describe('filter values longer than 12,000 characters answer 400 (issue 24, section 5)', () => {
  let demo: DemoApp;
  before(async () => {
    demo = await demoApp(SQLITE);
  });
  after(() => demo.close());

  const get = (url: string) => demo.app.inject({ method: 'GET', url, headers: { host: 'testserver' } });

  it('a 15 KB name__icontains is refused with the parameter and the limit', async () => {
    const res = await get(`/api/sc/tokens/?name__icontains=${'!'.repeat(15_000)}`);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { name__icontains: ['Ensure this value has at most 12000 characters (it has 15000).'] });
  });

  it('characters are counted as Python counts them (a code point, not a UTF-16 unit), and 12,000 is allowed', async () => {
    // `name` (an exact match: an index lookup) rather than a substring scan of 12,000 characters, which on a loaded
    // machine can pass the query time limit (a 503) and say nothing about the bound.
    assert.equal((await get(`/api/sc/tokens/?name=${'x'.repeat(12_000)}`)).statusCode, 200);
    // 7,000 astral characters are 14,000 UTF-16 units but 7,000 characters: allowed.
    assert.equal((await get(`/api/sc/tokens/?name=${encodeURIComponent('😀'.repeat(7000))}`)).statusCode, 200);
    const res = await get(`/api/sc/tokens/?name=${encodeURIComponent('😀'.repeat(12_001))}`);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { name: ['Ensure this value has at most 12000 characters (it has 12001).'] });
  });

  it('every invalid parameter is named, as django-filter names them', async () => {
    const res = await get(`/api/sc/tokens/?year_from=abc&name=${'y'.repeat(12_001)}`);
    assert.equal(res.statusCode, 400);
    const body = res.json() as Record<string, string[]>;
    assert.deepEqual(body.name, ['Ensure this value has at most 12000 characters (it has 12001).']);
    assert.ok(body.year_from, 'the other invalid parameter is reported too');
  });

  it('a many-to-many value and a `search` are bounded the same way (each value of a repeated parameter)', async () => {
    const long = '1'.repeat(12_001);
    const members = await get(`/api/ec/luxury-fabrics/?place_of_provenance_pol=1&place_of_provenance_pol=${long}`);
    assert.equal(members.statusCode, 400);
    assert.deepEqual(members.json(), { place_of_provenance_pol: ['Ensure this value has at most 12000 characters (it has 12001).'] });
    const search = await get(`/api/core/polities/?search=${'rome '.repeat(3_000)}x`);
    assert.equal(search.statusCode, 400);
    assert.deepEqual(search.json(), { search: ['Ensure this value has at most 12000 characters (it has 15001).'] });
    assert.equal((await get(`/api/core/polities/?search=${'rome '.repeat(2_000)}`)).statusCode, 200);
  });
});
