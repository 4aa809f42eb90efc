/**
 * The JSON envelope (render/envelope.ts) as the spec §2.1 writes it: `{"count", "next", "previous", "results"}` in
 * that order, links as JSON strings or null, the records' bytes joined as they were stored.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageBody } from '../../src/render/envelope.js';

describe('the JSON envelope', () => {
  it('wraps stored record bytes in count, next, previous and results, in that order', () => {
    const records = [{ id: 1, name: 'ü "q" \u2028' }, { id: 2, name: null }];
    const joined = Buffer.from(records.map((r) => JSON.stringify(r)).join(','));
    const next = 'http://testserver/api/sc/tokens/?page=3&q=%22';
    const body = pageBody(120, next, null, joined).toString();
    assert.deepEqual(JSON.parse(body), { count: 120, next, previous: null, results: records });
    assert.deepEqual(Object.keys(JSON.parse(body) as object), ['count', 'next', 'previous', 'results']);
  });

  it('an empty page has an empty list of results', () => {
    assert.deepEqual(JSON.parse(pageBody(0, null, 'http://x/api/a/b/', Buffer.alloc(0)).toString()), { count: 0, next: null, previous: 'http://x/api/a/b/', results: [] });
  });
});
