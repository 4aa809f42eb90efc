/**
 * Starvation and abandoned downloads (issue 17): what `npm run soak`'s `starve` phase and the tests
 * test/http/starvation.test.ts and test/http/abandoned.test.ts measure, against a running server (any port).
 *
 * - `starve`: the throughput of a cached page on a few keep-alive connections over a fixed window, with no attacker
 *   (the baseline) and then while `attackers` connections send the most expensive accepted reads in a loop, each with
 *   a fresh junk parameter (`_=<n>`, ignored by the API but part of the response cache's key: every one is a miss);
 *   and the latency of /healthz, sampled on a connection of its own during both windows. A heavy request may answer
 *   200, or 503 `{"detail": "..."}` when it exceeds the server's time limit; anything else is counted as wrong.
 * - `abandon`: `n` live downloads (filtered or ordered CSV/NDJSON, read and rendered per request), each on its own
 *   connection, all sent at once and every connection closed `closeAfterMs` later without reading; then the latency
 *   of /healthz on a fresh connection, right after the closes and a few times after.
 *
 * Raw sockets and the strict parser of soak-lib.ts, so that nothing is pooled or retried behind our back.
 */
import net from 'node:net';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { HOST, quantile, ResponseParser, sleep, type Response } from './soak-lib.js';

/** The most expensive reads the API accepts on the demo databank (issue 17), each a cache miss with `_=<n>`. */
export const HEAVY_PATHS: readonly string[] = [
  '/api/core/citations/?reference_year_gte=-5&page=last',
  '/api/core/citations/?reference_title_contains=E&page=last',
  '/api/core/references/?ordering=-url_link&page=last',
  '/api/core/references/?ordering=-url_link',
];

/**
 * The i-th heavy request: HEAVY_PATHS in turn, each with a fresh junk parameter, as the attack sent them. `varied`:
 * the cited-reference filters also take a value of their own each time, so that nothing made for an earlier request
 * (a selection, a count) serves the next: the read thread's work is then a whole filter per request.
 */
export function heavyPath(i: number, varied = false): string {
  let path = HEAVY_PATHS[i % HEAVY_PATHS.length]!;
  if (varied) {
    path = path.replace('reference_year_gte=-5', `reference_year_gte=${-5 - i}`)
      .replace('reference_title_contains=E', `reference_title_contains=${String.fromCharCode(65 + (i % 26), 65 + (Math.floor(i / 26) % 26))}`);
  }
  return junk(path, `${Date.now().toString(36)}${i}`);
}

/** Live downloads that read and render a whole selection per request (a filter or an ordering: no prebuilt file). */
export const DOWNLOAD_PATHS: readonly string[] = [
  '/api/core/references/?ordering=-url_link&format=csv',
  '/api/core/citations/?reference_title_contains=E&format=ndjson',
  '/api/core/references/?ordering=-title&format=ndjson',
  '/api/core/citations/?reference_year_gte=-5&format=csv',
];

/** The page whose throughput the others get: warmed first, so every request of the windows is a cache hit. */
export const VICTIM_PATH = '/api/core/references/?page=2';

/**
 * Heavy requests per second per attacking connection, at most: twenty times the report's attacker ("about one such
 * request a second" took others from 18,352 to 8 requests/s). What starved others was the cost of each such request,
 * not their number; a flood of requests of any kind is what RATE_LIMIT is for, and on 2 cores a client that keeps a
 * core busy by itself takes a third of the machine whatever the server does.
 */
export const ATTACK_RATE = 20;

/** `path` with the junk parameter `_=<tag>`. */
export const junk = (path: string, tag: string | number): string => `${path}${path.includes('?') ? '&' : '?'}_=${tag}`;

const requestBytes = (port: number, path: string, host = `${HOST}:${port}`): Buffer => Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 'latin1');

/**
 * What the attackers send (issue 24 §5 adds the last three, each one client's work that no cache absorbs):
 * - `reads`: HEAVY_PATHS with a junk parameter (issue 17);
 * - `polity-spellings`: polity pages by every spelling of their ids, `/core/polities/1/`, `/01/` … (16 zero-padded
 *   spellings of each of `polities` ids): each spelling was a page of its own, read and rendered;
 * - `openapi-hosts`: /api/openapi.json under a new Host each time (ALLOWED_HOSTS=*): the document was rebuilt per Host;
 * - `stray-pages`: an HTML list page with a cache-buster `?_=<n>`: each was rendered and kept.
 */
export type AttackKind = 'reads' | 'polity-spellings' | 'openapi-hosts' | 'stray-pages';

/**
 * The i-th request of an attack of `kind`: its path, and the Host it names (undefined: the server's own). `ids`: the
 * polities' ids (polityIds), for `polity-spellings`.
 */
export function attackRequest(kind: AttackKind, i: number, varied = false, ids: readonly number[] = [1]): { path: string; host?: string } {
  switch (kind) {
    case 'reads': return { path: heavyPath(i, varied) };
    case 'polity-spellings': return { path: `/core/polities/${'0'.repeat(Math.floor(i / ids.length) % 16)}${ids[i % ids.length]}/` };
    case 'openapi-hosts': return { path: '/api/openapi.json', host: `h${Date.now().toString(36)}${i}.example` };
    case 'stray-pages': return { path: junk('/core/references/', `${Date.now().toString(36)}${i}`) };
  }
}

/** One keep-alive connection, one request at a time. */
class Conn {
  readonly #socket: net.Socket;
  readonly #parser = new ResponseParser();
  #waiting: { resolve: (r: Response) => void; reject: (e: Error) => void } | undefined;
  #error: Error | undefined;
  readonly ready: Promise<void>;

  constructor(readonly port: number) {
    this.#socket = net.connect({ port, host: HOST, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.#socket.once('connect', resolve);
      this.#socket.once('error', reject);
    });
    this.ready.catch(() => {});
    this.#socket.on('data', (d: Buffer) => {
      let got: Response[];
      try {
        got = this.#parser.push(d);
      } catch (err) {
        this.#fail(err as Error);
        return;
      }
      for (const r of got) {
        const w = this.#waiting;
        this.#waiting = undefined;
        w?.resolve(r);
      }
    });
    this.#socket.on('error', (err) => this.#fail(err));
    this.#socket.on('close', () => this.#fail(new Error('closed')));
  }

  #fail(err: Error): void {
    this.#error ??= err;
    const w = this.#waiting;
    this.#waiting = undefined;
    w?.reject(this.#error);
    this.#socket.destroy();
  }

  get usable(): boolean {
    return this.#error === undefined && !this.#socket.destroyed;
  }

  request(path: string, host?: string): Promise<Response> {
    if (!this.usable) return Promise.reject(this.#error ?? new Error('closed'));
    return new Promise((resolve, reject) => {
      this.#waiting = { resolve, reject };
      this.#socket.write(requestBytes(this.port, path, host));
    });
  }

  close(): void {
    this.#error ??= new Error('closed by us');
    this.#socket.destroy();
  }
}

/** Every polity's id, read from the API's list. */
export async function polityIds(port: number): Promise<number[]> {
  const c = new Conn(port);
  const ids: number[] = [];
  try {
    await c.ready;
    for (let page = 1; ; page++) {
      const r = await c.request(`/api/core/polities/?page_size=100&page=${page}`);
      const body = JSON.parse(r.body.toString('utf8')) as { next: string | null; results: { id: number }[] };
      ids.push(...body.results.map((p) => p.id));
      if (!body.next) return ids;
    }
  } finally {
    c.close();
  }
}

/** GET `path` on a fresh connection: status and ms to the whole answer. */
export async function timedGet(port: number, path: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const c = new Conn(port);
  try {
    await c.ready;
    const r = await c.request(path);
    return { status: r.status, ms: performance.now() - t0 };
  } finally {
    c.close();
  }
}

/** A closed loop on `connections` keep-alive connections sending `path` until `stop` resolves. */
async function loop(ports: number | readonly number[], path: () => string | { path: string; host?: string }, connections: number, stop: Promise<void>,
  each: (r: Response | Error, ms: number) => void, minIntervalMs = 0): Promise<void> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const list = typeof ports === 'number' ? [ports] : ports;
  await Promise.all(Array.from({ length: connections }, async (_, i) => {
    const port = list[i % list.length]!;
    let c = new Conn(port);
    try {
      while (!stopped) {
        if (!c.usable) c = new Conn(port);
        const t0 = performance.now();
        let r: Response | Error;
        try {
          const next = path();
          r = typeof next === 'string' ? await c.request(next) : await c.request(next.path, next.host);
        } catch (err) {
          r = err as Error;
        }
        const ms = performance.now() - t0;
        each(r, ms);
        if (r instanceof Error) await sleep(10);
        else if (ms < minIntervalMs) await Promise.race([sleep(minIntervalMs - ms), stop]);
      }
    } finally {
      c.close();
    }
  }));
}

export interface HealthSamples {
  /** ms per sample, in order. */
  readonly ms: number[];
  /** Samples that were no 200. */
  readonly failed: number;
}

/** /healthz on a keep-alive connection of its own every `everyMs` (or as soon as the previous one answered, if later). */
async function sampleHealth(port: number, everyMs: number, stop: Promise<void>): Promise<HealthSamples> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const ms: number[] = [];
  let failed = 0;
  let c = new Conn(port);
  await c.ready;
  try {
    while (!stopped) {
      const t0 = performance.now();
      try {
        if (!c.usable) c = new Conn(port);
        const r = await c.request('/healthz');
        if (r.status !== 200) failed++;
      } catch {
        failed++;
      }
      const took = performance.now() - t0;
      ms.push(took);
      if (!stopped) await Promise.race([sleep(Math.max(0, everyMs - took)), stop]);
    }
  } finally {
    c.close();
  }
  return { ms, failed };
}

export interface Window {
  readonly ms: number;
  /** Answers to the victim page, 200s, and their rate. */
  readonly requests: number;
  readonly ok: number;
  /** Victim answers with a 5xx, and requests without an answer. */
  readonly fiveXX: number;
  readonly errors: number;
  readonly rps: number;
  readonly health: HealthSamples;
}

export interface AttackFigures {
  readonly sent: number;
  readonly byStatus: Record<string, number>;
  /** Answers other than 200 or a 503 `{"detail": "..."}`, and errors (no answer), with an example each. */
  readonly wrong: number;
  readonly examples: string[];
  /** ms per heavy request answered. */
  readonly ms: number[];
}

export interface Starvation {
  readonly baseline: Window;
  readonly attacked: Window;
  readonly attack: AttackFigures;
  readonly attackers: number;
  readonly victims: number;
  /** attacked.rps / baseline.rps. */
  readonly ratio: number;
}

/** The JSON 503 of a time limit: `{"detail": "<string>"}`. */
function isTimeLimit(r: Response): boolean {
  if (r.status !== 503 || !(r.headers['content-type'] ?? '').startsWith('application/json')) return false;
  try {
    const v = JSON.parse(r.body.toString('utf8')) as unknown;
    return typeof v === 'object' && v !== null && typeof (v as { detail?: unknown }).detail === 'string';
  } catch {
    return false;
  }
}

/** What the page attacks may be answered besides 200: a redirect to the canonical id, or a bound's 429/503 with Retry-After. */
function isBounded(r: Response): boolean {
  if (r.status === 301) return r.headers.location !== undefined;
  return (r.status === 429 || r.status === 503) && r.headers['retry-after'] !== undefined;
}

async function window(port: number, victims: number, ms: number, healthEveryMs: number): Promise<Window> {
  let requests = 0, ok = 0, fiveXX = 0, errors = 0;
  const stop = sleep(ms);
  const t0 = performance.now();
  const [, health] = await Promise.all([
    loop(port, () => VICTIM_PATH, victims, stop, (r) => {
      if (r instanceof Error) return void errors++;
      if (r.status >= 500) fiveXX++;
      // Only answers that came within the window count (the last ones in flight may end well after it).
      if (performance.now() - t0 > ms) return;
      requests++;
      if (r.status === 200) ok++;
    }),
    sampleHealth(port, healthEveryMs, stop),
  ]);
  return { ms, requests, ok, fiveXX, errors, rps: (ok * 1000) / ms, health };
}

/**
 * The baseline window, then the same window under attack. The victim page is warmed first (the cache holds it, the
 * code is compiled). The attackers start just before the second window and are stopped after it; their requests in flight are
 * awaited (at most `settleMs`), so that the next phase starts on an idle server.
 */
export async function starve(port: number, opts: {
  victims: number; attackers: number; windowMs: number; healthEveryMs: number;
  /** ms of victim load before the baseline (not counted): the server's code is compiled by then. 1000 by default. */
  warmMs?: number;
  /** Filter values of their own for each heavy request (heavyPath). */
  varied?: boolean;
  /** What the attackers send: `reads` by default (attackRequest). */
  kind?: AttackKind;
  /** Heavy requests per second per attacking connection, at most (ATTACK_RATE by default). */
  attackRate?: number;
  /** ms to wait at most for the attackers' requests in flight after the attack. */
  settleMs?: number;
  /** Send the heavy reads to these ports instead (connection i to port i mod n): a yardstick, the best an offloading
   *  fix could do, the heavy reads running in other processes on the same cores. */
  attackPorts?: readonly number[];
}): Promise<Starvation> {
  for (let i = 0; i < 20; i++) await timedGet(port, VICTIM_PATH);
  await loop(port, () => VICTIM_PATH, opts.victims, sleep(opts.warmMs ?? 1000), () => {});
  const baseline = await window(port, opts.victims, opts.windowMs, opts.healthEveryMs);

  // The attackers run in a thread of their own, as another client would run in a process of its own: the victims'
  // client then pays nothing for the attackers' answers, and the ratio is the server's.
  const attacker = new Worker(new URL(import.meta.url), { workerData: { attack: { ports: opts.attackPorts ?? port, attackers: opts.attackers, perSecond: opts.attackRate ?? ATTACK_RATE, varied: opts.varied === true, kind: opts.kind ?? 'reads',
    ids: opts.kind === 'polity-spellings' ? await polityIds(port) : [] } } });
  const attacking = new Promise<AttackFigures>((resolve, reject) => {
    attacker.once('message', resolve);
    attacker.once('error', reject);
  });
  const started = new Promise<void>((resolve) => attacker.once('online', resolve));
  await started;
  // Let every attacker have a request in the server before the window opens.
  await sleep(50);
  const attacked = await window(port, opts.victims, opts.windowMs, opts.healthEveryMs);
  attacker.postMessage('stop');
  let timer: NodeJS.Timeout | undefined;
  const attack = await Promise.race([attacking, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), opts.settleMs ?? 30_000)))]);
  clearTimeout(timer);
  await attacker.terminate();
  if (!attack) throw new Error('the attackers did not stop');
  return { baseline, attacked, attack, attackers: opts.attackers, victims: opts.victims, ratio: baseline.rps > 0 ? attacked.rps / baseline.rps : 0 };
}

/** The attack loop (in its worker thread): heavy reads with fresh junk until told to stop, then its figures. */
async function attack(ports: number | readonly number[], attackers: number, perSecond: number, varied: boolean, kind: AttackKind, ids: number[]): Promise<AttackFigures> {
  let n = 0;
  const figures = { sent: 0, byStatus: {} as Record<string, number>, wrong: 0, examples: [] as string[], ms: [] as number[] };
  const stop = new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  await loop(ports, () => attackRequest(kind, n++, varied, ids), attackers, stop, (r, ms) => {
    figures.sent++;
    if (r instanceof Error) {
      figures.wrong++;
      if (figures.examples.length < 5) figures.examples.push(`no answer: ${r.message}`);
      return;
    }
    figures.ms.push(ms);
    figures.byStatus[r.status] = (figures.byStatus[r.status] ?? 0) + 1;
    if (r.status !== 200 && !isTimeLimit(r) && !(kind !== 'reads' && isBounded(r))) {
      figures.wrong++;
      if (figures.examples.length < 5) figures.examples.push(`${r.status} ${r.body.toString('utf8').slice(0, 200)}`);
    }
  }, 1000 / perSecond);
  return figures;
}

if (!isMainThread && (workerData as { attack?: unknown } | undefined)?.attack) {
  const { ports, attackers, perSecond, varied, kind, ids } = (workerData as { attack: { ports: number | number[]; attackers: number; perSecond: number; varied: boolean; kind: AttackKind; ids: number[] } }).attack;
  parentPort!.postMessage(await attack(ports, attackers, perSecond, varied, kind, ids));
}

export interface Abandoned {
  readonly n: number;
  readonly closeAfterMs: number;
  /** The junk tag of each request (`_=<tag>`), to find its request-log line. */
  readonly tags: string[];
  /** /healthz right after the last close (fresh connection), then once every 100 ms for `followMs`. */
  readonly healthFirst: { status: number; ms: number };
  readonly healthAfter: { status: number; ms: number }[];
  /** Bytes the server had sent before the closes, summed over the connections. */
  readonly bytesBeforeClose: number;
}

/** `n` downloads of DOWNLOAD_PATHS in turn, each on its own connection, all closed `closeAfterMs` after sending. */
export async function abandon(port: number, opts: { n: number; closeAfterMs: number; followMs?: number; prefix?: string }): Promise<Abandoned> {
  const run = `${opts.prefix ?? 'gone'}${Date.now().toString(36)}`;
  const tags = Array.from({ length: opts.n }, (_, i) => `${run}-${i}`);
  const sockets = tags.map(() => net.connect({ port, host: HOST, noDelay: true }));
  let bytesBeforeClose = 0;
  let closed = false;
  await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('error', reject);
  })));
  for (const s of sockets) {
    s.on('error', () => {});
    s.on('data', (d: Buffer) => void (!closed && (bytesBeforeClose += d.length)));
    s.pause(); // read nothing: the answer piles up in the socket's buffers, as with a client that left
  }
  sockets.forEach((s, i) => s.write(requestBytes(port, junk(DOWNLOAD_PATHS[i % DOWNLOAD_PATHS.length]!, tags[i]!))));
  await sleep(opts.closeAfterMs);
  closed = true;
  for (const s of sockets) s.destroy();
  const healthFirst = await timedGet(port, '/healthz').catch(() => ({ status: 0, ms: NaN }));
  const healthAfter: { status: number; ms: number }[] = [];
  for (const t0 = performance.now(); performance.now() - t0 < (opts.followMs ?? 1000);) {
    await sleep(100);
    healthAfter.push(await timedGet(port, '/healthz').catch(() => ({ status: 0, ms: NaN })));
  }
  return { n: opts.n, closeAfterMs: opts.closeAfterMs, tags, healthFirst, healthAfter, bytesBeforeClose };
}

/** The request-log lines (JSON, `msg: "request"`) in a server's output whose url carries `_=<tag>`, by tag. */
export function logLinesFor(output: string, tags: readonly string[]): Map<string, { status: unknown; url: string }[]> {
  const wanted = new Set(tags);
  const out = new Map<string, { status: unknown; url: string }[]>(tags.map((t) => [t, []]));
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.includes('_=')) continue;
    let v: { msg?: unknown; url?: unknown; status?: unknown };
    try {
      v = JSON.parse(line) as typeof v;
    } catch {
      continue;
    }
    if (v.msg !== 'request' || typeof v.url !== 'string') continue;
    const tag = /[?&]_=([^&]*)/.exec(v.url)?.[1];
    if (tag !== undefined && wanted.has(tag)) out.get(tag)!.push({ status: v.status, url: v.url });
  }
  return out;
}

/** Figures of a list of ms: p50, p90, p99, max (NaN when empty). */
export function spread(ms: readonly number[]): { n: number; p50: number; p90: number; p99: number; max: number } {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: quantile(s, 0.5), p90: quantile(s, 0.9), p99: quantile(s, 0.99), max: s.at(-1) ?? NaN };
}

/** `12.3` / `123` (ms) for reports. */
export const fmtMs = (x: number): string => (Number.isNaN(x) ? '-' : x < 10 ? x.toFixed(1) : x.toFixed(0));
