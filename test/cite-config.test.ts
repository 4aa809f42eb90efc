/**
 * The citation and licence settings (docs/pages.md, "Citation and licence"; README's configuration table): each unset
 * by default; text trimmed and bounded; URLs absolute http(s), in their normal form; clear messages naming the
 * variable or flag.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig: CITATION, CITATION_URL, LICENCE, LICENCE_URL', () => {
  it('are unset by default, and an empty value is unset', () => {
    const c = loadConfig({}, {});
    assert.deepEqual([c.citation, c.citationUrl, c.licence, c.licenceUrl], [undefined, undefined, undefined, undefined]);
    const empty = loadConfig({}, { CITATION: '  ', CITATION_URL: '', LICENCE: '', LICENCE_URL: ' ' });
    assert.deepEqual([empty.citation, empty.citationUrl, empty.licence, empty.licenceUrl], [undefined, undefined, undefined, undefined]);
  });
  it('read the environment and the flags (a flag wins), text trimmed', () => {
    const c = loadConfig({ licence: 'CC BY 4.0' }, {
      CITATION: '  Doe J. (2026) The databank. ', CITATION_URL: 'https://doi.org/10.5281/zenodo.123',
      LICENCE: 'CC BY-NC-SA 4.0', LICENCE_URL: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
    });
    assert.equal(c.citation, 'Doe J. (2026) The databank.');
    assert.equal(c.citationUrl, 'https://doi.org/10.5281/zenodo.123');
    assert.equal(c.licence, 'CC BY 4.0');
    assert.equal(c.licenceUrl, 'https://creativecommons.org/licenses/by-nc-sa/4.0/');
  });
  it('keep a URL in its normal form: a query is allowed, what a Link header could not hold is escaped', () => {
    assert.equal(loadConfig({}, { CITATION_URL: 'https://example.org/cite?v=2' }).citationUrl, 'https://example.org/cite?v=2');
    const odd = loadConfig({}, { LICENCE_URL: 'https://example.org/a b>c,d' }).licenceUrl!;
    assert.doesNotMatch(odd, /[ <>]/);
    assert.equal(odd, 'https://example.org/a%20b%3Ec,d');
  });
  it('refuse what is not an absolute http(s) URL, naming the setting', () => {
    for (const bad of ['doi.org/10.1/x', '/licence', 'ftp://example.org/x', 'javascript:alert(1)', 'http:example.org', 'https://user:pw@example.org/']) {
      assert.throws(() => loadConfig({}, { CITATION_URL: bad }), (e: Error) => e instanceof ConfigError && /^CITATION_URL must /.test(e.message), bad);
      assert.throws(() => loadConfig({ licenceUrl: bad }, {}), /--licence-url must /, bad);
    }
    assert.throws(() => loadConfig({}, { LICENCE_URL: `https://example.org/${'x'.repeat(2000)}` }), /LICENCE_URL must be at most 2000 characters/);
  });
  it('bound the text and refuse control characters', () => {
    assert.equal(loadConfig({}, { CITATION: 'x'.repeat(1000) }).citation!.length, 1000);
    assert.throws(() => loadConfig({}, { CITATION: 'x'.repeat(1001) }), /CITATION must be at most 1000 characters, got 1001/);
    assert.throws(() => loadConfig({}, { LICENCE: 'y'.repeat(201) }), /LICENCE must be at most 200 characters/);
    assert.throws(() => loadConfig({ citation: 'a\nb' }, {}), /--citation must be text without control characters/);
    assert.throws(() => loadConfig({}, { LICENCE: 'CC\u0000BY' }), /LICENCE must be text without control characters/);
  });
});
