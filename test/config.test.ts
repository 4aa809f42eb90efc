/** Configuration: defaults, precedence (flag > env > default) and clear messages for bad values. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('defaults to port 8000, /api and data/databank.sqlite', () => {
    const c = loadConfig({}, {});
    assert.equal(c.port, 8000);
    assert.equal(c.basePath, '/api');
    assert.equal(c.database, 'data/databank.sqlite');
    assert.equal(c.trustProxy, false);
    assert.ok(Object.isFrozen(c));
  });
  it('a flag wins over the environment, which wins over the default', () => {
    assert.equal(loadConfig({}, { PORT: '9000' }).port, 9000);
    assert.equal(loadConfig({ port: '9001' }, { PORT: '9000' }).port, 9001);
    assert.equal(loadConfig({}, { BASE_PATH: 'data/' }).basePath, '/data');
    assert.equal(loadConfig({}, { PUBLIC_URL: 'https://x.org/' }).publicUrl, 'https://x.org');
  });
  it('names the variable or flag in the error', () => {
    assert.throws(() => loadConfig({}, { PORT: 'eighty' }), (e: Error) => e instanceof ConfigError && /PORT must be an integer/.test(e.message));
    assert.throws(() => loadConfig({ port: '70000' }, {}), /--port must be an integer from 0 to 65535/);
    assert.throws(() => loadConfig({}, { TRUST_PROXY: 'maybe' }), /TRUST_PROXY must be true or false/);
    assert.throws(() => loadConfig({}, { PUBLIC_URL: 'example.org' }), /PUBLIC_URL must be an absolute URL/);
    assert.throws(() => loadConfig({}, { LOG_LEVEL: 'loud' }), /LOG_LEVEL must be one of/);
    assert.throws(() => loadConfig({}, { BASE_PATH: '/a b' }), /BASE_PATH must be a URL path/);
  });
  it('ALLOWED_HOSTS: * by default; a comma-separated list of host patterns, lower-cased', () => {
    assert.deepEqual(loadConfig({}, {}).allowedHosts, ['*']);
    assert.deepEqual(loadConfig({}, { ALLOWED_HOSTS: ' .Example.org , api.internal,[::1], ' }).allowedHosts, ['.example.org', 'api.internal', '[::1]']);
    assert.deepEqual(loadConfig({ allowedHosts: 'a.org' }, { ALLOWED_HOSTS: 'b.org' }).allowedHosts, ['a.org']);
    assert.throws(() => loadConfig({}, { ALLOWED_HOSTS: ' , ' }), /ALLOWED_HOSTS must name at least one host/);
    for (const bad of ['https://example.org', 'example.org:8000', 'example.org/api', '::1', '*.example.org']) {
      assert.throws(() => loadConfig({ allowedHosts: bad }, {}), /--allowed-hosts must list host names like example.org/, bad);
    }
  });
});
