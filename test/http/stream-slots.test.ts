/**
 * Downloads that merge two whole collections (a diff's CSV or NDJSON) are bounded per client and in all, as the diffs
 * made for pages are (the developers' guide: nothing costly unbounded for one client): past the client's share a
 * 429, past everyone's a 503, each with Retry-After; a slot freed once however often its answer ends.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../src/http/errors.js';
import { StreamSlots } from '../../src/http/in-flight.js';

function fakeReply(): FastifyReply & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  return { headers, header(name: string, value: string) { headers[name] = value; return this; } } as unknown as FastifyReply & { headers: Record<string, string> };
}

function refusal(slots: StreamSlots, client: string): { status: number; retry: string | undefined } {
  const reply = fakeReply();
  try {
    slots.take(reply, client);
  } catch (err) {
    assert.ok(err instanceof ApiError);
    return { status: err.status, retry: reply.headers['retry-after'] };
  }
  assert.fail(`${client} was given a slot past the bounds`);
}

describe('stream slots (diff downloads)', () => {
  test('two per client, four in all; 429 then 503 with Retry-After; a slot freed once', () => {
    const slots = new StreamSlots(2, 4, 'diff downloads');
    const a1 = slots.take(fakeReply(), 'a');
    slots.take(fakeReply(), 'a');
    assert.deepEqual(refusal(slots, 'a'), { status: 429, retry: '1' });
    slots.take(fakeReply(), 'b');
    slots.take(fakeReply(), 'c');
    assert.equal(slots.taken, 4);
    assert.deepEqual(refusal(slots, 'd'), { status: 503, retry: '1' });
    a1();
    a1(); // the close of an answer that also ended: no second slot given back
    assert.equal(slots.taken, 3);
    slots.take(fakeReply(), 'd');
    assert.deepEqual(refusal(slots, 'a'), { status: 503, retry: '1' });
  });
});
