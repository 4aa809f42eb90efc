/**
 * The load of `npm run soak` in its own process (the load generator needs a core of its own; bench/drive.ts does the
 * same with autocannon), forked by bench/soak-phases.ts with an IPC channel. Keep-alive connections over raw sockets,
 * each sending one request at a time from a weighted mix, every answer checked against the status its request
 * expects (a 304 for `If-None-Match` with the page's ETag, a 404 for an unknown id).
 *
 * - `load`: one pass over every request of the mix (warm-up: the caches hold what they will hold), then `seconds` of
 *   load; says `started` when the timed part begins.
 * - `drain`: a load balancer in front of one instance. It sends until told `signalled`, polls /readyz every `pollMs`
 *   on a connection of its own, and once /readyz answers 503 it stops opening new requests one poll interval later
 *   (it took the instance out of rotation). Requests in flight then complete. Every request that is not answered
 *   with its expected status is a failed request.
 *
 * Messages in: `{ settings }`, `{ signalled: <Date.now()> }`. Out: `{ started }`, `{ warm }`, `{ result }`.
 */
import net from 'node:net';
import { HOST, ParseError, quantile, ResponseParser, rng, traceIn, type Response } from './soak-lib.js';

export interface MixEntry {
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly expect: number;
}

export interface MixKind {
  readonly kind: string;
  readonly weight: number;
  readonly entries: readonly MixEntry[];
}

export interface DriveSettings {
  readonly mode: 'load' | 'drain';
  readonly port: number;
  readonly connections: number;
  /** load: seconds of the timed run; drain: at most this long in all. */
  readonly seconds: number;
  readonly mix: readonly MixKind[];
  readonly seed: number;
  /** load: one pass over every entry of the mix first. */
  readonly warmPass?: boolean;
  /** drain: /readyz poll interval, ms. */
  readonly pollMs?: number;
  /** drain: ms of load before saying `warm` (the signal is sent then). */
  readonly warmMs?: number;
}

export interface KindStats {
  sent: number;
  ok: number;
  /** `<status>` → count, for answers with another status than expected. */
  unexpected: Record<string, number>;
}

export interface DriveResult {
  readonly sent: number;
  readonly answered: number;
  readonly ok: number;
  /** Requests with no answer: `<code>` → count (ECONNRESET, closed, ECONNREFUSED, timeout). */
  readonly errors: Record<string, number>;
  readonly errorCount: number;
  readonly unexpectedCount: number;
  readonly fiveXX: number;
  readonly traces: string[];
  readonly byKind: Record<string, KindStats>;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly seconds: number;
  /** Requests of the timed part (after the warm-up pass), and their rate. */
  readonly timedSent: number;
  readonly rps: number;
  readonly connects: number;
  /** The warm-up pass (load mode). */
  readonly warm?: { sent: number; ok: number; unexpected: number; errors: number; seconds: number };
  /** Drain mode. */
  readonly drain?: {
    /** ms from the signal to the first 503 of /readyz. */
    to503: number;
    okAfter503: number;
    /** Answers carrying `Connection: close` after the signal. */
    closing: number;
    /** /readyz answered 200 after it had answered 503. */
    readyAfter503: number;
    /** ms from the signal to the last request sent. */
    lastSentMs: number;
    /** The first failures, each with its request. */
    failed: string[];
  };
}

const REQUEST_TIMEOUT_MS = 30_000;

/** One request on a connection: resolves with the answer, or rejects with a code. */
class Connection {
  readonly #socket: net.Socket;
  readonly #parser = new ResponseParser();
  #waiting: { resolve: (r: Response) => void; reject: (code: string) => void; timer: NodeJS.Timeout } | undefined;
  #closedWith: string | undefined;
  readonly ready: Promise<void>;

  constructor(port: number) {
    this.#socket = net.connect({ port, host: HOST, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.#socket.once('connect', resolve);
      this.#socket.once('error', (err: NodeJS.ErrnoException) => reject(err.code ?? 'error'));
    });
    this.ready.catch(() => {});
    this.#socket.on('data', (d: Buffer) => {
      let got: Response[];
      try {
        got = this.#parser.push(d);
      } catch (err) {
        this.#fail(err instanceof ParseError ? 'unparsable' : 'error');
        return;
      }
      for (const r of got) {
        const w = this.#waiting;
        if (!w) continue;
        this.#waiting = undefined;
        clearTimeout(w.timer);
        w.resolve(r);
      }
    });
    this.#socket.on('error', (err: NodeJS.ErrnoException) => this.#fail(err.code ?? 'error'));
    this.#socket.on('close', () => this.#fail('closed'));
  }

  #fail(code: string): void {
    this.#closedWith ??= code;
    const w = this.#waiting;
    this.#waiting = undefined;
    if (w) {
      clearTimeout(w.timer);
      w.reject(code);
    }
    this.#socket.destroy();
  }

  get usable(): boolean {
    return this.#closedWith === undefined && !this.#socket.destroyed;
  }

  request(bytes: Buffer): Promise<Response> {
    if (!this.usable) return Promise.reject(this.#closedWith ?? 'closed');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.#fail('timeout'), REQUEST_TIMEOUT_MS);
      this.#waiting = { resolve, reject, timer };
      this.#socket.write(bytes);
    });
  }

  close(): void {
    this.#closedWith ??= 'closed by us';
    this.#socket.destroy();
  }
}

function requestBytes(port: number, e: MixEntry, close = false): Buffer {
  const headers = Object.entries(e.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  return Buffer.from(`GET ${e.path} HTTP/1.1\r\nHost: ${HOST}:${port}\r\n${headers}${close ? 'Connection: close\r\n' : ''}\r\n`, 'latin1');
}

class Stats {
  sent = 0;
  answered = 0;
  ok = 0;
  errors: Record<string, number> = {};
  errorCount = 0;
  unexpectedCount = 0;
  fiveXX = 0;
  traces: string[] = [];
  byKind: Record<string, KindStats> = {};
  latencies: number[] = [];
  connects = 0;

  kind(k: string): KindStats {
    return (this.byKind[k] ??= { sent: 0, ok: 0, unexpected: {} });
  }
}

async function main(s: DriveSettings, signalled: Promise<number>): Promise<DriveResult> {
  const flat = s.mix.flatMap((k) => k.entries.map((e) => ({ kind: k.kind, entry: e, bytes: requestBytes(s.port, e) })));
  const byKind = s.mix.map((k) => ({ kind: k.kind, weight: k.weight, items: flat.filter((f) => f.kind === k.kind) })).filter((k) => k.items.length);
  const totalWeight = byKind.reduce((a, k) => a + k.weight, 0);
  const stats = new Stats();
  const drainInfo = { to503: NaN, okAfter503: 0, closing: 0, readyAfter503: 0, lastSentMs: NaN, failed: [] as string[] };
  let signalAt: number | undefined; // Date.now() of the signal
  let at503: number | undefined; // Date.now() of the first 503
  let stopAt = Infinity; // Date.now() after which no new request is sent

  /** One request of `item` on a connection of `holder`, counted. Returns false when the connection must be replaced. */
  const one = async (holder: { conn?: Connection }, item: (typeof flat)[number], record: boolean): Promise<void> => {
    if (!holder.conn?.usable) {
      holder.conn = new Connection(s.port);
      stats.connects++;
    }
    const conn = holder.conn;
    const k = stats.kind(item.kind);
    stats.sent++;
    k.sent++;
    const t0 = performance.now();
    try {
      await conn.ready;
      const r = await conn.request(item.bytes);
      const ms = performance.now() - t0;
      stats.answered++;
      if (record) stats.latencies.push(ms);
      if (r.status >= 500) stats.fiveXX++;
      if (r.status !== 200 && r.body.length && stats.traces.length < 20) {
        const trace = traceIn(r.body.toString('utf8'));
        if (trace) stats.traces.push(`${item.entry.path}: ${trace}`);
      }
      if (r.status === item.entry.expect) {
        stats.ok++;
        k.ok++;
        if (at503 !== undefined) drainInfo.okAfter503++;
      } else {
        stats.unexpectedCount++;
        k.unexpected[r.status] = (k.unexpected[r.status] ?? 0) + 1;
        if (drainInfo.failed.length < 20) drainInfo.failed.push(`${item.entry.path}: ${r.status} (expected ${item.entry.expect})`);
      }
      const closing = /\bclose\b/i.test(r.headers.connection ?? '');
      if (closing) {
        if (signalAt !== undefined) drainInfo.closing++;
        conn.close();
      }
    } catch (code) {
      stats.errorCount++;
      stats.errors[String(code)] = (stats.errors[String(code)] ?? 0) + 1;
      if (drainInfo.failed.length < 20) drainInfo.failed.push(`${item.entry.path}: ${String(code)}`);
      conn.close();
    }
  };

  const r = rng(s.seed);
  const pick = (): (typeof flat)[number] => {
    let w = r() * totalWeight;
    for (const k of byKind) {
      if ((w -= k.weight) < 0) return r.pick(k.items);
    }
    return r.pick(byKind.at(-1)!.items);
  };

  let warm: DriveResult['warm'];
  if (s.mode === 'load' && s.warmPass) {
    const t0 = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: s.connections }, async () => {
      const holder: { conn?: Connection } = {};
      while (next < flat.length) await one(holder, flat[next++]!, false);
      holder.conn?.close();
    }));
    warm = { sent: stats.sent, ok: stats.ok, unexpected: stats.unexpectedCount, errors: stats.errorCount, seconds: (performance.now() - t0) / 1000 };
  }

  const started = performance.now();
  const deadline = started + s.seconds * 1000;
  process.send?.({ started: Date.now() });
  const sentBefore = stats.sent;
  const running: Promise<void>[] = [];

  if (s.mode === 'drain') {
    const pollMs = s.pollMs ?? 100;
    void signalled.then((at) => (signalAt = at));
    running.push((async () => {
      while (Date.now() < stopAt && performance.now() < deadline) {
        const probe = new Connection(s.port);
        try {
          await probe.ready;
          const res = await probe.request(requestBytes(s.port, { path: '/readyz', expect: 200 }, true));
          if (at503 !== undefined && res.status === 200) drainInfo.readyAfter503++;
          if (signalAt !== undefined && res.status === 503 && at503 === undefined) {
            at503 = Date.now();
            stopAt = at503 + pollMs;
          }
        } catch {
          // a refused probe is a failed health check too: the instance is out of rotation after it
          if (signalAt !== undefined && at503 === undefined) {
            at503 = Date.now();
            stopAt = at503 + pollMs;
          }
        } finally {
          probe.close();
        }
        // No 503 within 10 s of the signal: give up (reported as to503 = NaN).
        if (signalAt !== undefined && Date.now() - signalAt > 10_000) stopAt = 0;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    })());
    setTimeout(() => process.send?.({ warm: Date.now() }), s.warmMs ?? 500);
  }

  for (let i = 0; i < s.connections; i++) {
    running.push((async () => {
      const holder: { conn?: Connection } = {};
      while (performance.now() < deadline && Date.now() < stopAt) {
        await one(holder, pick(), true);
        if (signalAt !== undefined) drainInfo.lastSentMs = Date.now() - signalAt;
      }
      holder.conn?.close();
    })());
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  const lat = Float64Array.from(stats.latencies).sort();
  if (signalAt !== undefined && at503 !== undefined) drainInfo.to503 = at503 - signalAt;
  return {
    sent: stats.sent, answered: stats.answered, ok: stats.ok, errors: stats.errors, errorCount: stats.errorCount,
    unexpectedCount: stats.unexpectedCount, fiveXX: stats.fiveXX, traces: stats.traces, byKind: stats.byKind,
    p50: quantile(lat, 0.5), p99: quantile(lat, 0.99), max: lat.length ? lat[lat.length - 1]! : NaN,
    seconds, timedSent: stats.sent - sentBefore, rps: (stats.sent - sentBefore) / seconds, connects: stats.connects, warm,
    drain: s.mode === 'drain' ? drainInfo : undefined,
  };
}

// Run as a forked child: settings come over IPC.
if (process.send) {
  let signal: (at: number) => void = () => {};
  const signalled = new Promise<number>((resolve) => (signal = resolve));
  process.on('message', (m: { settings?: DriveSettings; signalled?: number }) => {
    if (m.signalled !== undefined) signal(m.signalled);
    if (m.settings) {
      void main(m.settings, signalled).then((result) => {
        process.send!({ result }, () => process.disconnect());
      }, (err: unknown) => {
        console.error(err);
        process.exit(1);
      });
    }
  });
}
