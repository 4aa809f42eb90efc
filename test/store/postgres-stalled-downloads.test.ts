/**
 * PostgreSQL: clients that never read must not keep every other download waiting (issue 17, item 3). Downloads may
 * hold half the read pool; a download whose reader stops holds its connection by backpressure. While other downloads
 * wait for one of those connections, a reader that has read nothing for CONTENDED_STALL_MS is cut off, so a live
 * client's download starts within a few seconds, not after the 60 s stall cut-off (STALL_MS).
 *
 * Over real sockets: raw TCP clients send a GET for a large ordered download (a cursor scan, not the prebuilt
 * whole-collection pieces) and never read; then a normal client asks for another ordered download and times its
 * first byte.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { after, before, describe, it, test } from 'node:test';
import * as download from '../../src/http/download.js';
import type { Store } from '../../src/store/store.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { freshDatabase, PG_SKIP_LINE, pgStore, sessionsInTransaction, TEST_DATABASE_URL, type StoreKind } from '../helpers/stores.js';

const { STALL_MS } = download;
/** The contended stall cut-off (read this way so the file also builds on the code before it, to show it fails there). */
const CONTENDED_STALL_MS = (download as { CONTENDED_STALL_MS?: number }).CONTENDED_STALL_MS;

/** The read pool: downloads may hold half of it, so 2 download slots. */
const POOL_SIZE = 4;
const SLOTS = POOL_SIZE / 2;
/**
 * Clients that never read: one per slot, and two more that queue for a slot before the live client does. The live
 * client is third in line: the holders are cut off after CONTENDED_STALL_MS, the two queued clients take their slots
 * and stall in turn, and are cut off CONTENDED_STALL_MS later (two rounds: ~6 s; before the fix, 2 x 60 s).
 */
const STALLED = SLOTS + 2;
/** What a stalled client asks for: ~5 MB of NDJSON in a sorted order, far more than the socket buffers hold. */
const STALLED_PATH = '/api/core/references/?format=ndjson&ordering=-year,id';
/** What the live client asks for: an ordered CSV of every citation (a cursor scan as well). */
const LIVE_PATH = '/api/core/citations/?format=csv&ordering=-created_date';
/** How long the live client waits for its first byte before the test gives up (the stall cut-off is 60 s). */
const WAIT_CAP_MS = 20_000;
/** The first byte must come well before the 60 s stall (two rounds of CONTENDED_STALL_MS, and the time of a chunk). */
const FIRST_BYTE_BOUND_MS = 10_000;

/** A fresh database, migrated, with a read pool of POOL_SIZE. */
const SMALL_POOL: StoreKind = {
  name: 'postgres (small pool)',
  async open() {
    const db = await freshDatabase();
    const store = await pgStore(db.url, { poolSize: POOL_SIZE });
    return {
      store, database: db.url,
      async cleanup() {
        await store.close();
        await db.drop();
      },
    };
  },
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` holds (polling), or fails with `what`. */
async function until(check: () => Promise<boolean> | boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for: ${what}`);
    await sleep(25);
  }
}

/** Downloads waiting for a slot, where the store says (it does since the fix). */
const waitingOf = (store: Store): number | undefined =>
  (store as { downloadsWaiting?: () => number }).downloadsWaiting?.call(store);

/** A raw client that sends its GET and never reads (nothing is read from the kernel beyond the stream's first 16 kB). */
interface Stalled {
  readonly socket: net.Socket;
  /** Set when the connection failed (ECONNRESET counts as the server cutting it). */
  error?: Error;
}

function stalledClient(port: number, path: string): Promise<Stalled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => {
      socket.pause();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      const client: Stalled = { socket };
      socket.removeListener('error', reject);
      socket.on('error', (err) => { client.error = err; });
      resolve(client);
    });
    socket.once('error', reject);
  });
}

/**
 * What a stalled client's connection became, read now: `cut` when the server closed it before the body's last chunk
 * (EOF or a reset without the chunked terminator), `whole` when the body came to its end and the connection stayed
 * open (keep-alive), `open` when neither within `ms`.
 */
function outcome(client: Stalled, ms: number): Promise<{ state: 'cut' | 'whole' | 'open'; bytes: number }> {
  return new Promise((resolve) => {
    const { socket } = client;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let done = false;
    const finish = (state: 'cut' | 'whole' | 'open'): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ state, bytes });
    };
    const terminated = (): boolean => {
      const tail = Buffer.concat(chunks.slice(-2)).subarray(-5).toString('latin1');
      return tail === '0\r\n\r\n';
    };
    const timer = setTimeout(() => finish(terminated() ? 'whole' : 'open'), ms);
    if (client.error || socket.destroyed) return finish('cut');
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (chunks.length > 2) chunks.splice(0, chunks.length - 2);
      bytes += c.length;
      if (terminated()) finish('whole');
    });
    socket.on('end', () => finish(terminated() ? 'whole' : 'cut'));
    socket.on('error', () => finish('cut'));
    socket.on('close', () => finish(terminated() ? 'whole' : 'cut'));
    socket.resume();
  });
}

/** A download read as fast as it comes: when its first byte came (ms after asking), and its bytes. */
function liveDownload(base: string, path: string, capMs: number): Promise<{ firstByteMs: number; totalMs: number; status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstByteMs = -1;
    const req = http.get(`${base}${path}`, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - start;
        chunks.push(c);
      });
      res.on('end', () => resolve({ firstByteMs, totalMs: performance.now() - start, status: res.statusCode!, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    // Capped, so that a server that keeps the download waiting fails the test rather than hanging it.
    req.setTimeout(capMs, () => {
      req.destroy(new Error(`no first byte within ${capMs / 1000} s (the stall cut-off is ${STALL_MS / 1000} s)`));
    });
    req.on('response', () => req.setTimeout(0));
  });
}

if (!TEST_DATABASE_URL) {
  test(PG_SKIP_LINE, { skip: true }, () => undefined);
} else {
  describe('postgres: stalled downloads do not keep other downloads waiting', () => {
    let demo: DemoApp;
    let base: string;
    let port: number;
    before(async () => {
      demo = await demoApp(SMALL_POOL);
      await demo.app.listen({ port: 0, host: '127.0.0.1' });
      port = (demo.app.server.address() as { port: number }).port;
      base = `http://127.0.0.1:${port}`;
    });
    after(async () => { await demo?.close(); });

    it(`${STALLED} clients that never read, ${SLOTS} download slots: a live download starts within seconds`, { timeout: 90_000 }, async () => {
      const t0 = performance.now();
      const store = demo.handle.store;
      // The live download made alone: what it must be under contention too.
      const alone = await liveDownload(base, LIVE_PATH, WAIT_CAP_MS);
      assert.equal(alone.status, 200);
      const records = alone.body.toString('utf8').split('\r\n').length - 2; // the header row, and the empty tail
      assert.ok(records >= 18_000, `${LIVE_PATH}: every citation (${records})`);
      assert.equal(await sessionsInTransaction(demo.handle.database), 0, 'no download holds a connection yet');

      // The stalled clients, one after the other: the first SLOTS hold the download slots, the rest queue for one.
      const stalled: Stalled[] = [];
      try {
        for (let i = 0; i < STALLED; i++) {
          stalled.push(await stalledClient(port, STALLED_PATH));
          if (i < SLOTS) {
            await until(async () => (await sessionsInTransaction(demo.handle.database)) >= i + 1, `stalled client ${i + 1} holds a slot`);
          } else if (waitingOf(store) !== undefined) {
            await until(() => waitingOf(store) === i - SLOTS + 1, `stalled client ${i + 1} waits for a slot`);
          } else {
            await sleep(200); // before the fix the store does not say how many wait
          }
        }
        // Let the holders fill the socket buffers and come to a stop. They must still hold their slots: a download small
        // enough to fit in the socket buffers (~4 MB here) would end and free its slot, and the test would prove nothing.
        await sleep(300);
        assert.equal(await sessionsInTransaction(demo.handle.database), SLOTS, 'the stalled clients hold every download slot');
        const stalledAt = performance.now();

        let live: Awaited<ReturnType<typeof liveDownload>> | undefined;
        let failure: Error | undefined;
        try {
          live = await liveDownload(base, LIVE_PATH, WAIT_CAP_MS);
        } catch (err) {
          failure = err as Error;
        }
        const waitedMs = performance.now() - stalledAt;
        console.log(`# pool ${POOL_SIZE} (${SLOTS} download slots), ${STALLED} stalled clients, CONTENDED_STALL_MS ${CONTENDED_STALL_MS}: ` + (live
          ? `live download: first byte after ${(live.firstByteMs / 1000).toFixed(2)} s, whole after ${(live.totalMs / 1000).toFixed(2)} s, `
            + `${live.body.length} bytes (${(alone.totalMs / 1000).toFixed(2)} s alone)`
          : `live download failed after ${(waitedMs / 1000).toFixed(2)} s: ${failure!.message}`));
        if (!live) throw failure!;
        assert.equal(live.status, 200);
        assert.ok(live.firstByteMs < FIRST_BYTE_BOUND_MS,
          `first byte after ${(live.firstByteMs / 1000).toFixed(2)} s: stalled readers keep the download waiting`);
        assert.ok(live.body.equals(alone.body), 'the download under contention is the download made alone');

        // The stalled clients that held a slot while another download waited were cut off by the server. The last
        // to get a slot holds it once nobody waits (up to the 60 s stall): SLOTS - 1 of them may still be open.
        const outcomes = [];
        for (const client of stalled) outcomes.push(await outcome(client, 3000));
        console.log(`# stalled clients: ${outcomes.map((o, i) => `#${i + 1} ${o.state} (${(o.bytes / 1e6).toFixed(2)} MB buffered)`).join(', ')}`);
        for (let i = 0; i < SLOTS; i++) assert.equal(outcomes[i]!.state, 'cut', `stalled client ${i + 1}, which held a slot, was cut off`);
        const cut = outcomes.filter((o) => o.state === 'cut').length;
        assert.ok(cut >= STALLED - SLOTS + 1, `${cut} of ${STALLED} stalled clients cut off`);
      } finally {
        for (const client of stalled) client.socket.destroy();
      }
      // Every slot is given back.
      await until(async () => (await sessionsInTransaction(demo.handle.database)) === 0, 'the downloads end with their connections');
      console.log(`# test body took ${((performance.now() - t0) / 1000).toFixed(2)} s`);
    });
  });
}
