/** What the mirror may fetch of an origin (mirror-http.ts): links confined to the base URL, bodies capped. */
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import type { AddressInfo } from 'node:net';
import { mirror } from '../../src/load/mirror.js';
import { HttpClient, MirrorError } from '../../src/load/mirror-http.js';
import { registry } from '../helpers/registry.js';
import { tempDir } from '../helpers/stores.js';

test('a link is followed only on the base URL\'s origin, under its path, over http(s)', () => {
  const client = new HttpClient('http://h.example:8000/api', {});
  const from = 'http://h.example:8000/api/sc/tokens/?page_size=100';
  const ok = ['?page=2', '/api/sc/tokens/?page=2', 'http://h.example:8000/api/sc/tokens/?page=2', 'HTTP://H.EXAMPLE:8000/api/x/'];
  for (const link of ok) assert.ok(client.confine('sc/tokens', link, from, 'next link') instanceof URL, link);
  const refused = [
    'https://h.example:8000/api/sc/tokens/?page=2', // another scheme is another origin
    'http://h.example:8001/api/sc/tokens/', 'http://h.example/api/sc/tokens/', '//evil.example/api/sc/tokens/',
    'http://evil.example/api/', '/api-other/x/', '/apix', '/', '/api/../admin/', '/api/%2e%2e/admin/', '/api/sc/../../etc/',
    'file:///etc/passwd', 'data:application/json,{}', 'javascript:alert(1)', 'http://[::1/',
  ];
  for (const link of refused) {
    assert.throws(() => client.confine('sc/tokens', link, from, 'next link'),
      (err: unknown) => err instanceof MirrorError && err.untrusted && /sc\/tokens: .*its next link/.test(err.message), link);
  }
});

test('an API root that never ends is read to 1 MiB, then dropped, once', { timeout: 20_000 }, async () => {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, ' ');
    const pump = (): void => { while (!res.destroyed && res.write(chunk)); };
    res.on('drain', pump);
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  try {
    await assert.rejects(mirror(registry, base, tempDir(), { backoffMs: 1 }),
      (err: unknown) => err instanceof MirrorError && /API root: .*: its body runs past the 1048576 bytes/.test(err.message));
    assert.equal(requests, 1);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
