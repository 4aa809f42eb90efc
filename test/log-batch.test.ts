/** The request log's batching in front of pino's destination (serve/log.ts LineBatch) and its per-millisecond time. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pino } from 'pino';
import { LineBatch, isoTimeByMs } from '../src/serve/log.js';

/** A destination that records what it is handed and when it is flushed. */
function recorder(): { writes: string[]; flushes: number; destination: ConstructorParameters<typeof LineBatch>[0] } {
  const r = { writes: [] as string[], flushes: 0 };
  return Object.assign(r, {
    destination: {
      write: (data: string) => (r.writes.push(data), true),
      flush: (cb?: (err?: Error) => void) => (r.flushes++, cb?.()),
      flushSync: () => void r.flushes++,
    },
  });
}

describe('LineBatch', () => {
  test('holds short lines until a flush, then hands them on in one write, in order', () => {
    const r = recorder();
    const batch = new LineBatch(r.destination);
    batch.write('a\n');
    batch.write('b\n');
    assert.deepEqual(r.writes, []);
    batch.flush();
    assert.deepEqual(r.writes, ['a\nb\n']);
    assert.equal(r.flushes, 1);
    batch.flushSync();
    assert.deepEqual(r.writes, ['a\nb\n'], 'nothing pending: nothing more handed on');
  });

  test('hands a batch on once it reaches 8 KiB, without waiting for a flush', () => {
    const r = recorder();
    const batch = new LineBatch(r.destination);
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 81; i++) batch.write(line);
    assert.deepEqual(r.writes, [], '8,100 characters: still pending');
    batch.write(line);
    assert.equal(r.writes.length, 1);
    assert.equal(r.writes[0], line.repeat(82));
  });

  test('pino writes through it: every line arrives whole, once', () => {
    const r = recorder();
    const log = pino({ timestamp: isoTimeByMs }, new LineBatch(r.destination));
    for (let i = 0; i < 500; i++) log.child({ reqId: `req-${i}` }).info({ status: 200 }, 'request');
    log.flush();
    const lines = r.writes.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { reqId: string; time: string });
    assert.deepEqual(lines.map((l) => l.reqId), Array.from({ length: 500 }, (_, i) => `req-${i}`));
    for (const l of lines) assert.match(l.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.ok(r.writes.length > 1, 'more than one batch');
  });
});

test('isoTimeByMs is pino\'s isoTime: the same text for the same millisecond', () => {
  for (let i = 0; i < 3; i++) {
    const before = Date.now();
    const ours = isoTimeByMs();
    const theirs = pino.stdTimeFunctions.isoTime();
    if (Date.now() !== before) continue; // a millisecond boundary fell between them
    assert.equal(ours, theirs);
    return;
  }
});
