/**
 * The operations issue with real `databank serve` processes: /metrics summed over `--workers 2` by the primary, ISO
 * times and request ids in the JSON log, the demo warning at start, and one rate limit shared by two servers through
 * Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379; skipped when it does not answer). Small, bounded loads on
 * 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { startServer, type RunningServer } from './helpers/server.js';
import { tempDir } from './helpers/stores.js';

/** One GET on a connection of its own (so that the cluster hands each to the next worker). */
function get(url: string): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
  });
}

function metric(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`).sort().join(',');
  for (const line of text.split('\n')) {
    const m = /^([\w:]+)\{(.*)\} (\S+)$/.exec(line);
    if (m && m[1] === name && m[2]!.split(',').sort().join(',') === want) return Number(m[3]);
  }
  return 0;
}

const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisOrSkip(): Promise<Redis | undefined> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}

describe('operations with real processes', () => {
  const dir = tempDir();
  const file = path.join(dir, 'databank.sqlite');
  const running: RunningServer[] = [];
  after(async () => {
    await Promise.all(running.map((s) => s.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const start = async (args: string[], env: Record<string, string> = {}): Promise<RunningServer> => {
    const server = await startServer(['--database', file, ...args], env);
    running.push(server);
    return server;
  };

  test('--workers 2: /metrics sums both workers; JSON log lines with ISO times and reqIds; the demo warning', async () => {
    const server = await start(['--workers', '2', '--demo-on-empty', 'true'], { LOG_LEVEL: 'info', LOG_REQUESTS: 'true' });
    const url = `${server.url}/api/sc/tokens/?page=2`;
    for (let i = 0; i < 20; i++) assert.equal((await get(url)).status, 200);
    const scrape = await get(`${server.url}/metrics`);
    assert.equal(scrape.status, 200);
    const text = scrape.body;
    assert.equal(metric(text, 'http_requests_total', { route: '/api/sc/tokens/', method: 'GET', status: '200' }), 20, text);
    // Each worker that was sent the page made it once and served it from its cache after: one miss per worker that
    // answered (the connections may all have reached one), and the rest hits, summed over both.
    const misses = metric(text, 'databank_cache_lookups_total', { cache: 'response', result: 'miss' });
    assert.ok(misses === 1 || misses === 2, `misses ${misses}`);
    assert.equal(metric(text, 'databank_cache_lookups_total', { cache: 'response', result: 'hit' }), 20 - misses);
    assert.equal(metric(text, 'http_request_duration_seconds_count', { route: '/api/sc/tokens/', method: 'GET' }), 20);
    const generation = /^databank_generation_info\{generation="(\w+)",demo="true"\} 1$/m.exec(text);
    assert.ok(generation, 'one generation, marked as the demo, 1 (not the sum of two workers)');
    assert.match(text, /^process_resident_memory_bytes \d+/m);
    // A second scrape (perhaps by the other worker) sees the first.
    const again = (await get(`${server.url}/metrics`)).body;
    assert.equal(metric(again, 'http_requests_total', { route: '/metrics', method: 'GET', status: '200' }), 1);

    await server.stop();
    const lines = server.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const l of lines) assert.match(String(l.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, JSON.stringify(l));
    const requests = lines.filter((l) => l.msg === 'request');
    assert.ok(requests.length >= 22, `${requests.length} request lines`);
    for (const l of requests) assert.match(String(l.reqId), /^req-[0-9a-z]+$/);
    assert.equal(new Set(requests.map((l) => l.pid)).size, 2, 'both workers answered');
    assert.match(server.output(), /primary \d+: serving the DEMO databank \(generation \w+\): synthetic records, not real data/);
  });

  test('two servers share one limit through Redis', async (t) => {
    const redis = await redisOrSkip();
    if (!redis) return t.skip(`no Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`);
    const prefix = `databank-api-test:${process.pid}-${randomBytes(4).toString('hex')}:`;
    try {
      const env = { RATE_LIMIT: '4/60', RATE_LIMIT_REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_REDIS_PREFIX: prefix };
      if (!fs.existsSync(file)) await (await start(['--demo-on-empty', 'true'])).stop();
      const [a, b] = [await start([], env), await start([], env)];
      // Each connects to Redis as it starts; until then it would let requests through.
      await new Promise((r) => setTimeout(r, 300));
      const statuses: number[] = [];
      for (const server of [a, b, a, b]) statuses.push((await get(`${server.url}/api/`)).status);
      assert.deepEqual(statuses, [200, 200, 200, 200]);
      for (const server of [a!, b!]) {
        const res = await get(`${server.url}/api/core/sections/`);
        assert.equal(res.status, 429);
        assert.match(res.body, /^\{"detail":"Request was throttled\. Expected available in \d+ seconds?\."\}$/);
        assert.ok(Number(res.retryAfter) >= 1 && Number(res.retryAfter) <= 60);
      }
      assert.equal((await get(`${a!.url}/healthz`)).status, 200);
      assert.equal(await redis.get(`${prefix}127.0.0.1`), '6', 'one counter, under the prefix, for both servers');
      assert.ok((await redis.pttl(`${prefix}127.0.0.1`)) > 0, 'expiring with its window');
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
