/**
 * A mirror is a client of an untrusted origin (issue 24, section 5): each attack of the third outside test, by a
 * small server of its own. The mirror stops in one line, without retrying what cannot succeed, having read a bounded
 * number of bytes and pages. Caps and deadlines are the mirror's options, set small here so that each test takes
 * moments: a page may take 100 × 1000 bytes plus the envelope's 64 KiB.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { MirrorError, mirror, type MirrorOptions } from '../../src/load/mirror.js';
import type { MirrorProgress } from '../../src/load/progress.js';
import { registry } from '../helpers/registry.js';
import { tempDir } from '../helpers/stores.js';

const TOKENS = 'sc/tokens';
const quiet: MirrorProgress = { begin() {}, page() {}, done() {}, skipped() {}, warn() {}, stop() {} };
const SMALL: MirrorOptions = { maxRecordBytes: 1000, timeoutMs: 400, backoffMs: 1, retries: 8, progress: quiet };
/** A page's body may take this many bytes under SMALL. */
const PAGE_CAP = 100 * 1000 + 64 * 1024;
/** Each test ends long before this; a mirror without the bound under test runs on, and fails by it. */
const LIMIT = { timeout: 20_000 };

interface Origin {
  readonly base: string;
  readonly origin: string;
  /** Requests per path and query (`/api/sc/tokens/?page=2`). */
  readonly requests: string[];
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, origin: string) => void;

/** A server whose root lists sc/tokens; its pages are `page`'s. */
async function origin(page: Handler): Promise<Origin> {
  const requests: string[] = [];
  let at = '';
  const server = http.createServer((req, res) => {
    requests.push(req.url!);
    if (req.url === '/api/') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ [TOKENS]: `${at}/api/${TOKENS}/` }));
    page(req, res, at);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base: `${at}/api`, origin: at, requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (res: http.ServerResponse, body: unknown, status = 200): void =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const envelope = (count: number, next: string | null, results: unknown[]): unknown => ({ count, next, previous: null, results });
/** Requests for the collection's pages (the root's excluded). */
const pages = (o: Origin): string[] => o.requests.filter((r) => r !== '/api/');

/**
 * The mirror of `o` stops with a MirrorError of one line matching `pattern`, and writes no collection nor manifest.
 * `dropped`: the origin broke a bound, so what was read of the collection and its crawl state are dropped too.
 */
async function stops(o: Origin, pattern: RegExp, dir = tempDir(), dropped = true): Promise<MirrorError> {
  let caught: unknown;
  await mirror(registry, o.base, dir, SMALL).catch((err: unknown) => (caught = err));
  assert.ok(caught instanceof MirrorError, `the mirror stops with a MirrorError, not ${String(caught)}`);
  assert.match(caught.message, pattern);
  assert.ok(!caught.message.includes('\n') && caught.message.length < 700, `one line: ${caught.message.length} characters`);
  assert.ok(!fs.existsSync(path.join(dir, `${TOKENS}.ndjson`)) && !fs.existsSync(path.join(dir, 'manifest.json')));
  if (!dropped) return caught;
  assert.ok(!fs.existsSync(path.join(dir, `${TOKENS}.ndjson.partial`)), 'what was read of it is dropped');
  assert.ok(!fs.existsSync(path.join(dir, '.mirror', `${TOKENS}.json`)), 'its crawl state too: a restart begins it again');
  return caught;
}

describe('mirror of a hostile origin', () => {
  test('a body that never ends: read to its cap, then dropped, not retried', LIMIT, async () => {
    let written = 0;
    let closed = 0;
    const o = await origin((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"count":1,"next":null,"previous":null,"results":[{"id":1}]');
      const chunk = Buffer.alloc(64 * 1024, ' ');
      const pump = (): void => {
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
      };
      res.on('drain', pump);
      res.on('close', () => closed++);
      pump();
    });
    try {
      const rss = process.memoryUsage().rss;
      await stops(o, new RegExp(`runs past the ${PAGE_CAP} bytes the mirror reads of one answer`));
      assert.equal(pages(o).length, 1, 'no retry');
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(closed, 1, 'the connection is dropped');
      assert.ok(written < 32 << 20, `${written} bytes written before the drop`);
      assert.ok(process.memoryUsage().rss - rss < 128 << 20, 'memory stays bounded');
    } finally {
      await o.close();
    }
  });

  test('a gzip bomb: inflated to its cap only', LIMIT, async () => {
    // 50 MB of blanks after a valid envelope: valid JSON, 50 KB on the wire.
    const bomb = gzipSync(Buffer.concat([Buffer.from(JSON.stringify(envelope(1, null, [{ id: 1 }]))), Buffer.alloc(50 << 20, ' ')]), { level: 9 });
    assert.ok(bomb.length < PAGE_CAP);
    const o = await origin((_req, res) => void res.writeHead(200, {
      'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length,
    }).end(bomb));
    try {
      await stops(o, new RegExp(`runs past the ${PAGE_CAP} bytes`));
      assert.equal(pages(o).length, 1, 'no retry');
    } finally {
      await o.close();
    }
  });

  test('a Content-Length over the cap is refused unread', LIMIT, async () => {
    const o = await origin((_req, res) => void res.writeHead(200, { 'content-type': 'application/json', 'content-length': PAGE_CAP + 1 }).end());
    try {
      await stops(o, new RegExp(`declares ${PAGE_CAP + 1} bytes, more than the ${PAGE_CAP} bytes`));
    } finally {
      await o.close();
    }
  });

  test('a record over --max-record-bytes stops the mirror', LIMIT, async () => {
    const record = { id: 1, text: 'x'.repeat(2000) };
    const o = await origin((_req, res) => json(res, envelope(1, null, [record])));
    try {
      await stops(o, new RegExp(`sc/tokens: .*: result 1 takes ${JSON.stringify(record).length} bytes, more than --max-record-bytes 1000`));
    } finally {
      await o.close();
    }
  });

  test('a next link to another origin, out of the base path, or to a file is not followed', LIMIT, async () => {
    const other = await origin((_req, res) => json(res, envelope(2, null, [{ id: 2 }])));
    const links = [`${other.base}/${TOKENS}/?page=2`, '/admin/?page=2', 'file:///etc/passwd'];
    try {
      for (const link of links) {
        const o = await origin((req, res) => json(res, envelope(2, link, [{ id: 1 }])));
        try {
          const err = await stops(o, /sc\/tokens: .*: its next link .* leaves http:\/\/127\.0\.0\.1:\d+\/api\/; not followed/);
          assert.ok(err.message.includes(new URL(link, o.origin).href), 'the message names the link');
          assert.equal(pages(o).length, 1, `${link}: one page read, no retry`);
        } finally {
          await o.close();
        }
      }
      assert.deepEqual(other.requests, [], 'the other origin is never asked');
    } finally {
      await other.close();
    }
  });

  test('a redirect to another origin is not followed; one on the origin, under the base, is', LIMIT, async () => {
    const other = await origin((_req, res) => json(res, envelope(1, null, [{ id: 1 }])));
    try {
      const away = await origin((_req, res) => void res.writeHead(302, { location: `${other.base}/${TOKENS}/?page_size=100` }).end());
      try {
        await stops(away, /its redirect \(HTTP 302\) http:\/\/127\.0\.0\.1:\d+\/api\/sc\/tokens\/\?page_size=100 leaves/);
        assert.equal(pages(away).length, 1);
        assert.deepEqual(other.requests, [], 'the other origin is never asked');
      } finally {
        await away.close();
      }
      const moved = await origin((req, res) => (req.url!.startsWith('/api/moved/')
        ? json(res, envelope(1, null, [{ id: 1 }]))
        : void res.writeHead(301, { location: '/api/moved/?page_size=100' }).end()));
      try {
        const dir = tempDir();
        const report = await mirror(registry, moved.base, dir, SMALL);
        assert.equal(report.counts[TOKENS], 1);
        assert.deepEqual(pages(moved), [`/api/${TOKENS}/?page_size=100`, '/api/moved/?page_size=100']);
      } finally {
        await moved.close();
      }
    } finally {
      await other.close();
    }
  });

  test('next links that loop (1 → 2 → 1) stop at the first URL read twice', LIMIT, async () => {
    const o = await origin((req, res, at) => {
      const two = req.url!.includes('page=2');
      json(res, envelope(1000, `${at}/api/${TOKENS}/?page_size=100${two ? '' : '&page=2'}`, [{ id: two ? 2 : 1 }]));
    });
    try {
      await stops(o, /was read before in this crawl: its next links loop/);
      assert.equal(pages(o).length, 2);
    } finally {
      await o.close();
    }
  });

  test('next links to ever new pages stop when the records pass count; a restart too', LIMIT, async () => {
    let n = 0;
    const o = await origin((_req, res, at) => {
      n++;
      json(res, envelope(3, `${at}/api/${TOKENS}/?page=${n + 1}`, [{ id: n }]));
    });
    try {
      const dir = tempDir();
      await stops(o, /4 records read, more than its count 3/, dir);
      assert.equal(pages(o).length, 4);
      // A restart into the same directory begins the collection again and stops as soon.
      await stops(o, /4 records read, more than its count 3/, dir);
      assert.equal(pages(o).length, 8);
    } finally {
      await o.close();
    }
  });

  test('a page with a next link and no records, or fewer than the first page, stops the crawl at once (count 10^9)', LIMIT, async () => {
    // DRF's pages all hold page_size records but the last: a count of 10^9 and empty (or short) pages linking ever new
    // ones would otherwise be read 10^9 times, with no record to pass the count.
    for (const [first, later, bound] of [
      [0, 0, /\?page_size=100: a page with a next link holds no records: only a list's last page may be short; stopped$/],
      [3, 1, /\?page=2: a page with a next link holds 1 records, fewer than the first page's 3: only a list's last page may be short; stopped$/],
    ] as const) {
      let n = 0;
      const o = await origin((_req, res, at) => {
        const size = n++ ? later : first;
        json(res, envelope(1e9, `${at}/api/${TOKENS}/?page=${n + 1}`, Array.from({ length: size }, (_, i) => ({ id: n * 10 + i }))));
      });
      try {
        const dir = tempDir();
        await stops(o, bound, dir);
        const made = pages(o).length;
        assert.equal(made, first ? 2 : 1, 'no retry');
        n = 0;
        await stops(o, bound, dir);
        assert.equal(pages(o).length, 2 * made, 'a restart begins again and stops as soon');
      } finally {
        await o.close();
      }
    }
  });

  test('the crawl state saved after each page keeps its size: the URLs read are appended, not rewritten', LIMIT, async () => {
    const total = 200;
    const o = await origin((req, res, at) => {
      const n = Number(new URL(req.url!, at).searchParams.get('page') ?? 1);
      json(res, envelope(total, n < total ? `${at}/api/${TOKENS}/?page=${n + 1}` : null, [{ id: n }]));
    });
    try {
      const dir = tempDir();
      const sizes: number[] = [];
      const progress: MirrorProgress = { ...quiet, page: () => void sizes.push(fs.statSync(path.join(dir, '.mirror', `${TOKENS}.json`)).size) };
      const report = await mirror(registry, o.base, dir, { ...SMALL, progress });
      assert.equal(report.counts[TOKENS], total);
      assert.equal(sizes.length, total);
      // What grows is the digits of its numbers and of the next link: a few bytes over 200 pages, not a digest a page.
      assert.ok(Math.max(...sizes) - sizes[0]! < 40, `the state grew from ${sizes[0]} to ${Math.max(...sizes)} bytes`);
    } finally {
      await o.close();
    }
  });

  test('a restarted crawl still knows the URLs it read: next links that loop back to them stop it', LIMIT, async () => {
    let hang = true;
    const o = await origin((req, res, at) => {
      const n = Number(new URL(req.url!, at).searchParams.get('page') ?? 1);
      if (n === 3 && hang) return; // no answer: the mirror stops, its crawl state kept
      json(res, envelope(1000, n < 3 ? `${at}/api/${TOKENS}/?page_size=100&page=${n + 1}` : `${at}/api/${TOKENS}/?page_size=100`,
        Array.from({ length: 100 }, (_, i) => ({ id: n * 1000 + i }))));
    });
    try {
      const dir = tempDir();
      await stops(o, /no whole answer within/, dir, false);
      hang = false;
      const before = pages(o).length;
      await stops(o, /\?page_size=100 was read before in this crawl: its next links loop; stopped$/, dir);
      assert.deepEqual(pages(o).slice(before), [`/api/${TOKENS}/?page_size=100&page=3`], 'resumed at page 3, which links back to page 1');
    } finally {
      await o.close();
    }
  });

  test('a record nested 80,000 deep stops the mirror in one line naming it, and is dropped', LIMIT, async () => {
    const deep = `{"id":2,"x":${'['.repeat(80_000)}${']'.repeat(80_000)}}`;
    assert.ok(deep.length < PAGE_CAP);
    const o = await origin((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' })
      .end(`{"count":2,"next":null,"previous":null,"results":[{"id":1},${deep}]}`));
    try {
      await stops(o, /^sc\/tokens: http:\/\/127\.0\.0\.1:\d+\/api\/sc\/tokens\/\?page_size=100: result 2 is nested more than 64 deep; stopped$/);
      assert.equal(pages(o).length, 1, 'no retry');
    } finally {
      await o.close();
    }
  });

  test('a slowloris origin: a deadline for headers and the whole body, one more attempt, then it stops', LIMIT, async () => {
    for (const how of ['trickle', 'silent'] as const) {
      const o = await origin((_req, res) => {
        if (how === 'silent') return; // never answers
        res.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(timer));
      });
      try {
        // Slow is not hostile: the crawl state is kept, and a restart resumes.
        await stops(o, /sc\/tokens: .*: no whole answer within 0\.4 s \(gave up after 2 attempts\)/, tempDir(), false);
        assert.equal(pages(o).length, 2, how);
      } finally {
        await o.close();
      }
    }
  });
});
