/** Configuration: defaults, precedence (flag > env > default) and clear messages for bad values. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';
import { tempDir } from './helpers/stores.js';

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
    assert.throws(() => loadConfig({}, { TRUST_PROXY: 'maybe' }), /TRUST_PROXY must be false, a number of proxy hops/);
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

describe('loadConfig: TRUST_PROXY', () => {
  const trust = (value: string): unknown => loadConfig({}, { TRUST_PROXY: value }).trustProxy;

  it('false (the default, 0, off, empty): no proxy is trusted', () => {
    for (const v of ['false', 'FALSE', '0', 'no', 'off', '']) assert.equal(trust(v), false, v);
  });
  it('a number of proxy hops; true (yes, on) is one hop', () => {
    assert.equal(trust('1'), 1);
    assert.equal(trust(' 2 '), 2);
    assert.equal(trust('32'), 32);
    for (const v of ['true', 'True', 'yes', 'on']) assert.equal(trust(v), 1, v);
    assert.equal(loadConfig({ trustProxy: '3' }, { TRUST_PROXY: '1' }).trustProxy, 3);
  });
  it('a comma-separated list of proxy addresses, CIDRs and loopback, linklocal, uniquelocal: kept as given, frozen', () => {
    const list = trust(' 10.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, 192.168.1.0/24,loopback, ');
    assert.deepEqual(list, ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '192.168.1.0/24', 'loopback']);
    assert.ok(Object.isFrozen(list));
    assert.deepEqual(trust('127.0.0.1'), ['127.0.0.1']);
    assert.deepEqual(trust('uniquelocal,linklocal'), ['uniquelocal', 'linklocal']);
  });
  it('anything else stops the program, naming the variable or flag, the accepted forms and the bad entry', () => {
    const FORMS = 'must be false, a number of proxy hops (1 to 32; true means 1), or a comma-separated list of proxy addresses or CIDRs (10.0.0.1, 10.0.0.0/8, ::1, loopback)';
    const refused = (cli: Record<string, string>, env: Record<string, string>, got: string): void => {
      const name = cli.trustProxy !== undefined ? '--trust-proxy' : 'TRUST_PROXY';
      assert.throws(() => loadConfig(cli, env), (e: Error) => e instanceof ConfigError && e.message === `${name} ${FORMS}; got ${JSON.stringify(got)}`, got);
    };
    for (const bad of ['maybe', '33', '-1', '1.5', 'example.org', '10.0.0.300', '10.0.0.0/33', '10.0.0.0/0', '::1/129', '10.0.0.0/', '10.0.0.0/8/8', '*']) {
      refused({}, { TRUST_PROXY: bad }, bad);
    }
    refused({ trustProxy: '10.0.0.1, proxy.internal' }, {}, 'proxy.internal');
    refused({}, { TRUST_PROXY: '10.0.0.1,true' }, 'true');
    refused({}, { TRUST_PROXY: ' , ' }, ' , ');
  });
});

describe('loadConfig: the database and what an empty one serves', () => {
  const dir = tempDir();
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const FORMS = 'must be a SQLite file path, sqlite:<path>, or a postgres:// or postgresql:// URL';
  const refused = (cli: Record<string, string>, env: Record<string, string>, message: string): void => {
    assert.throws(() => loadConfig(cli, env), (e: Error) => e instanceof ConfigError && e.message === message);
  };

  it('accepts a file in an existing directory, sqlite:<path>, and postgres:// or postgresql:// URLs, as given', () => {
    for (const database of [path.join(dir, 'new.sqlite'), `sqlite:${dir}/new.sqlite`, `sqlite://${dir}/new.sqlite`,
      'postgres://u@db.internal/databank', 'postgresql://u:p@db.internal:5433/databank', 'data/other.sqlite']) {
      assert.equal(loadConfig({}, { DATABASE_URL: database }).database, database);
    }
  });
  it('refuses any other scheme, naming the variable or flag and the accepted forms (without a password)', () => {
    refused({}, { DATABASE_URL: 'mysql://u@h/db' }, `DATABASE_URL ${FORMS}; got "mysql://u@h/db"`);
    refused({ database: 'mysql://u@h/db' }, {}, `--database ${FORMS}; got "mysql://u@h/db"`);
    refused({}, { DATABASE_URL: 'mysql://u:secret@h/db' }, `DATABASE_URL ${FORMS}; got "mysql://u:***@h/db"`);
    refused({}, { DATABASE_URL: 'file:///tmp/x.sqlite' }, `DATABASE_URL ${FORMS}; got "file:///tmp/x.sqlite"`);
    refused({}, { DATABASE_URL: 'sqlite:' }, `DATABASE_URL ${FORMS}; got "sqlite:"`);
    refused({}, { DATABASE_URL: '' }, `DATABASE_URL ${FORMS}; got ""`);
  });
  it('refuses a SQLite file whose directory does not exist; only the default data/ is exempt (it is created)', () => {
    const missing = 'DATABASE_URL must name a SQLite file in an existing directory; /nonexistent/dir does not exist (only the default data/ is created)';
    refused({}, { DATABASE_URL: '/nonexistent/dir/x.sqlite' }, missing);
    refused({}, { DATABASE_URL: 'sqlite:/nonexistent/dir/x.sqlite' }, missing);
    refused({ database: '/nonexistent/dir/x.sqlite' }, {}, missing.replace('DATABASE_URL', '--database'));
    const file = path.join(dir, 'plain-file');
    fs.writeFileSync(file, '');
    refused({}, { DATABASE_URL: path.join(file, 'x.sqlite') },
      `DATABASE_URL must name a SQLite file in an existing directory; ${file} is not a directory (only the default data/ is created)`);
    refused({}, { DATABASE_URL: dir }, `DATABASE_URL must name a SQLite file; ${dir} is a directory`);
    assert.equal(loadConfig({}, {}).database, 'data/databank.sqlite');
  });
  it('DATABASE_READ_URL is a PostgreSQL URL or nothing', () => {
    assert.equal(loadConfig({}, { DATABASE_READ_URL: '' }).databaseReadUrl, undefined);
    assert.equal(loadConfig({}, { DATABASE_READ_URL: 'postgres://r@replica/db' }).databaseReadUrl, 'postgres://r@replica/db');
    refused({}, { DATABASE_READ_URL: 'mysql://r@replica/db' }, 'DATABASE_READ_URL must be a postgres:// or postgresql:// URL; got "mysql://r@replica/db"');
  });
  it('DEMO_ON_EMPTY=auto (the default) builds the demo only at the default location', () => {
    assert.equal(loadConfig({}, {}).demoOnEmpty, true);
    assert.equal(loadConfig({}, { DATABASE_URL: './data/databank.sqlite' }).demoOnEmpty, true);
    assert.equal(loadConfig({}, { DATABASE_URL: path.join(dir, 'x.sqlite') }).demoOnEmpty, false);
    assert.equal(loadConfig({}, { DATABASE_URL: 'data/other.sqlite' }).demoOnEmpty, false);
    assert.equal(loadConfig({}, { DATABASE_URL: 'postgres://u@h/db', DEMO_ON_EMPTY: 'AUTO' }).demoOnEmpty, false);
    assert.equal(loadConfig({}, { DATABASE_URL: path.join(dir, 'x.sqlite'), DEMO_ON_EMPTY: 'true' }).demoOnEmpty, true);
    assert.equal(loadConfig({ demoOnEmpty: 'false' }, {}).demoOnEmpty, false);
    refused({}, { DEMO_ON_EMPTY: 'maybe' }, 'DEMO_ON_EMPTY must be true, false or auto, got "maybe"');
  });
});

describe('loadConfig: the drain settings', () => {
  it('SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS: 0 and 10000 ms by default', () => {
    const c = loadConfig({}, {});
    assert.deepEqual([c.shutdownDelayMs, c.shutdownTimeoutMs], [0, 10_000]);
    assert.equal(loadConfig({ shutdownDelayMs: '15000' }, {}).shutdownDelayMs, 15_000);
    assert.throws(() => loadConfig({}, { SHUTDOWN_TIMEOUT_MS: '-1' }), /^ConfigError: SHUTDOWN_TIMEOUT_MS must be an integer from 0 to 600000, got "-1"$/);
  });
});

describe('loadConfig: the operations settings', () => {
  it('CORS_ORIGINS: * by default, or origins as browsers send them', () => {
    assert.equal(loadConfig({}, {}).corsOrigins, '*');
    assert.deepEqual(loadConfig({}, { CORS_ORIGINS: ' https://NB.example.org/ , http://localhost:8888,' }).corsOrigins,
      ['https://nb.example.org', 'http://localhost:8888']);
    for (const bad of ['nb.example.org', 'https://nb.example.org/lab', 'ftp://nb.example.org', 'https://u:p@nb.example.org', 'https://nb.example.org:443']) {
      assert.throws(() => loadConfig({}, { CORS_ORIGINS: bad }), /^ConfigError: CORS_ORIGINS must list origins like https:\/\/example.org/, bad);
    }
    assert.throws(() => loadConfig({}, { CORS_ORIGINS: ' , ' }), /CORS_ORIGINS must be \* or name at least one origin/);
  });
  it('METRICS on by default; RATE_LIMIT off, or <requests>/<seconds>; its Redis only with it', () => {
    const c = loadConfig({}, {});
    assert.deepEqual([c.metrics, c.rateLimit, c.rateLimitRedisUrl, c.rateLimitRedisPrefix], [true, undefined, undefined, 'databank-api:rate-limit:']);
    assert.deepEqual(loadConfig({}, { RATE_LIMIT: '100/60' }).rateLimit, { requests: 100, seconds: 60 });
    assert.equal(loadConfig({ rateLimit: 'OFF' }, { RATE_LIMIT: '100/60' }).rateLimit, undefined);
    for (const bad of ['100', '100/0', '0/60', '100/60s', '1/86401']) {
      assert.throws(() => loadConfig({}, { RATE_LIMIT: bad }), /^ConfigError: RATE_LIMIT must be <requests>\/<seconds>/, bad);
    }
    assert.equal(loadConfig({}, { RATE_LIMIT: '5/1', RATE_LIMIT_REDIS_URL: 'redis://cache:6379/2' }).rateLimitRedisUrl, 'redis://cache:6379/2');
    assert.throws(() => loadConfig({}, { RATE_LIMIT: '5/1', RATE_LIMIT_REDIS_URL: 'http://cache' }), /RATE_LIMIT_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    assert.throws(() => loadConfig({}, { RATE_LIMIT_REDIS_URL: 'redis://cache' }), /RATE_LIMIT_REDIS_URL is set but RATE_LIMIT is off/);
    assert.throws(() => loadConfig({}, { RATE_LIMIT_REDIS_PREFIX: 'a b' }), /RATE_LIMIT_REDIS_PREFIX must be 1 to 100 printable characters/);
  });
});
