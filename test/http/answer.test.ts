/**
 * The one answer (http/answer.ts `Answers.answer`) for a source of bytes and a representation, as a new table uses it
 * (issue 25 "one answer, a representation per format"): a body made once per key, a 304 that makes nothing, HEAD
 * that opens no stream, codings as Accept-Encoding allows (RFC 9110 §12.5.3), an ETag per coding (RFC 9110 §8.8.3),
 * and what is never kept. The expectations come from HTTP and the contract of docs/research.md, not from src/.
 */
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { Answers } from '../../src/http/answer.js';
import type { Encoding } from '../../src/http/cache.js';
import { download, FIXED_JSON, keptDownload } from '../../src/render/representation.js';
import type { Store } from '../../src/store/store.js';

/** A body worth compressing (well over a kilobyte) and one too small to be. */
const LARGE = Buffer.from(JSON.stringify({ rows: Array.from({ length: 400 }, (_, i) => ({ id: i, token: 'present' })) }));
const SMALL = Buffer.from('{"count":0}');
const CSV = 'id,token\r\n' + Array.from({ length: 300 }, (_, i) => `${i},present\r\n`).join('');

describe('the one answer: a source and a representation', () => {
  let app: FastifyInstance;
  const made = { large: 0, small: 0, stray: 0, fixed: 0, kept: 0 };
  const opened: Encoding[] = [];

  before(async () => {
    // No route of these reads the store: the caller's key names everything the bytes depend on.
    const answers = new Answers({} as Store, loadConfig({}, {}));
    app = Fastify();
    app.get('/large', (req, reply) => answers.json(req, reply, 'gen-1\0large', () => (made.large++, LARGE)));
    app.get('/small', (req, reply) => answers.json(req, reply, 'gen-1\0small', () => (made.small++, SMALL)));
    app.get('/stray', (req, reply) => answers.json(req, reply, 'gen-1\0stray', () => (made.stray++, LARGE), false));
    app.get('/fixed', (req, reply) => answers.answer(req, reply, { key: 'doc', make: () => (made.fixed++, LARGE) }, FIXED_JSON));
    app.get('/codebook.csv', (req, reply) => answers.answer(req, reply, {
      key: 'gen-1\0codebook', headers: { 'content-disposition': 'attachment; filename="codebook.csv"' }, make: () => (made.kept++, Buffer.from('path\r\n')),
    }, keptDownload('csv')));
    for (const [suffix, codings] of [['', 'br-first'], ['-whole', 'prebuilt-gzip'], ['-gzip-first', 'gzip-first']] as const) {
      app.get(`/table${suffix}.csv`, (req, reply) => answers.answer(req, reply, {
        key: `gen-1\0table${suffix}`, headers: { 'content-disposition': 'attachment; filename="table.csv"' },
        open: async (encoding) => {
          opened.push(encoding);
          const body = Readable.from([Buffer.from(CSV)]);
          return encoding === 'identity' ? body : body.pipe(encoding === 'br' ? zlib.createBrotliCompress() : zlib.createGzip());
        },
      }, download('csv', codings)));
    }
    await app.ready();
  });
  after(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers });

  it('makes a JSON body once per key, and answers If-None-Match with a 304 that makes nothing', async () => {
    const first = await get('/large');
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.rawPayload, LARGE);
    assert.equal(first.headers['content-type'], 'application/json');
    assert.equal(first.headers.allow, 'GET, HEAD, OPTIONS');
    assert.match(String(first.headers.etag), /^"[^"]+"$/, 'a strong validator');
    const again = await get('/large');
    assert.equal(again.headers.etag, first.headers.etag);
    const notModified = await get('/large', { 'if-none-match': String(first.headers.etag) });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.body, '');
    assert.equal(made.large, 1, 'made once for three requests');
  });

  it('compresses a body worth it as asked, an ETag per coding, and never a small one', async () => {
    const identity = await get('/large');
    for (const [asked, coding, inflate] of [['br', 'br', zlib.brotliDecompressSync], ['gzip, deflate', 'gzip', zlib.gunzipSync]] as const) {
      const coded = await get('/large', { 'accept-encoding': asked });
      assert.equal(coded.headers['content-encoding'], coding);
      assert.deepEqual(inflate(coded.rawPayload), LARGE);
      assert.notEqual(coded.headers.etag, identity.headers.etag, 'strong validators differ per coding');
      assert.equal(coded.headers.vary, 'Accept, Accept-Encoding');
      assert.equal((await get('/large', { 'accept-encoding': asked, 'if-none-match': String(coded.headers.etag) })).statusCode, 304);
    }
    const small = await get('/small', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(small.rawPayload, SMALL);
    assert.equal(small.headers.vary, 'Accept', 'a body never compressed does not vary by Accept-Encoding');
    assert.equal(made.large, 1, 'codings are made from the identity bytes kept');
  });

  it('never keeps what the caller says no one will ask again (a stray plan)', async () => {
    await get('/stray');
    await get('/stray');
    assert.equal(made.stray, 2);
  });

  it('makes a document fixed for the process once, whatever the codings asked', async () => {
    const tags = new Set<string>();
    for (const asked of ['', 'br', 'gzip', 'br', '']) {
      const res = await get('/fixed', asked ? { 'accept-encoding': asked } : {});
      assert.equal(res.statusCode, 200);
      tags.add(String(res.headers.etag));
      assert.equal((await get('/fixed', { ...(asked ? { 'accept-encoding': asked } : {}), 'if-none-match': String(res.headers.etag) })).statusCode, 304);
    }
    assert.equal(tags.size, 3, 'one validator per coding');
    assert.equal(made.fixed, 1);
  });

  it('streams a download: HEAD and a 304 open nothing, the coding chosen is the one opened', async () => {
    const before = opened.length;
    const head = await get('/table.csv', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-disposition'], 'attachment; filename="table.csv"');
    assert.equal(head.headers['content-encoding'], 'br');
    assert.equal(head.headers.vary, 'Accept, Accept-Encoding');
    assert.equal(head.body, '');
    assert.equal((await get('/table.csv', { 'if-none-match': String(head.headers.etag), 'accept-encoding': 'br' })).statusCode, 304);
    assert.equal(opened.length, before, 'neither HEAD nor a 304 opened the stream');
    const body = await get('/table.csv', { 'accept-encoding': 'gzip' });
    assert.equal(body.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(body.rawPayload).toString(), CSV);
    assert.notEqual(body.headers.etag, head.headers.etag, 'another coding, another validator');
    const plain = await get('/table.csv');
    assert.equal(plain.body, CSV);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(opened.slice(before), ['gzip', 'identity']);
  });

  it('a whole collection (gzip prebuilt) is gzip when taken, else identity, never brotli', async () => {
    const before = opened.length;
    for (const asked of ['br, gzip', 'br', 'gzip;q=0, br', '']) {
      const res = await get('/table-whole.csv', asked ? { 'accept-encoding': asked } : {});
      assert.equal(res.statusCode, 200, asked);
    }
    assert.deepEqual(opened.slice(before), ['gzip', 'identity', 'identity', 'identity']);
  });

  it('a large table compressed on the fly prefers gzip, and takes brotli where gzip is refused', async () => {
    const before = opened.length;
    for (const asked of ['br, gzip', 'br', 'gzip;q=0, br', '']) {
      assert.equal((await get('/table-gzip-first.csv', asked ? { 'accept-encoding': asked } : {})).statusCode, 200, asked);
    }
    assert.deepEqual(opened.slice(before), ['gzip', 'br', 'br', 'identity']);
  });

  it('keeps a small table\'s download made once, with its file name, negotiated on Accept and Accept-Encoding', async () => {
    for (const asked of ['', 'br', '']) {
      const res = await get('/codebook.csv', asked ? { 'accept-encoding': asked } : {});
      assert.equal(res.body, 'path\r\n');
      assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
      assert.equal(res.headers['content-disposition'], 'attachment; filename="codebook.csv"');
      assert.equal(res.headers.vary, 'Accept, Accept-Encoding');
    }
    assert.equal(made.kept, 1);
  });
});
