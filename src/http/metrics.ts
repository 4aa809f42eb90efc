/**
 * Prometheus metrics (prom-client), process-wide in its default registry: every answer (http/ops.ts counts them in
 * Fastify's onResponse, and the node:http layer's own), the two caches, store reads, the generation served, the
 * PostgreSQL pools and the process (collectDefaultMetrics).
 *
 * With `serve --workers N` a scrape reaches one worker, which asks its primary over the cluster IPC channel; the
 * primary gathers every worker's registry (prom-client's AggregatorRegistry) and answers with their sum (docs/operations.md,
 * "Metrics"). So /metrics stays one URL on the API's port however many processes serve it, and goes through Fastify
 * like every other answer.
 */
import cluster from 'node:cluster';
import client from 'prom-client';
import { cacheStats } from '../cache.js';
import { responseCacheStats } from './cache.js';
import { countCacheStats, type Store } from '../store/store.js';

const register = client.register;

/** The route label of a request no route matched, and of answers the node:http layer writes (http/server.ts). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route a request's metrics count it under, where the router's pattern is not it: every collection is served by
 * one parametric route (http/api-routes.ts), but an operator reads answers per collection (`/api/sc/tokens/`,
 * `/api/sc/tokens/:id/`), and a path that names no collection is `(unmatched)` as before. Kept on the request itself,
 * a property every request has from the start (app.ts decorates it: `ROUTE_LABEL`), so setting it changes no
 * object's shape; a WeakMap of requests cost 2 µs a request, measured.
 */
export const ROUTE_LABEL = 'routeLabel';
export function labelRoute(req: object, route: string): void {
  (req as { routeLabel: string }).routeLabel = route;
}
export function routeLabel(req: { readonly routeOptions: { readonly url?: string } }): string {
  return (req as { routeLabel?: string }).routeLabel || (req.routeOptions.url ?? UNMATCHED_ROUTE);
}
export const SERVER_LAYER_ROUTE = '(server)';

/**
 * The answers counted so far, by route and method. Kept in plain maps and turned into prom-client's shape when scraped:
 * its labelled inc and observe validate and hash the labels of three metrics on every answer, a large share of what
 * a cached page costs, where a map lookup and a few additions cost next to nothing.
 */
interface AnswerSeries {
  readonly labels: { readonly route: string; readonly method: string };
  readonly statuses: Map<number, number>;
  /** Answers per bucket of DURATION_BUCKETS (the last: above every bound), not cumulative. */
  readonly buckets: number[];
  count: number;
  sum: number;
  bytes: number;
}
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const answers = new Map<string, Map<string, AnswerSeries>>();

/** A metric prom-client's registry and AggregatorRegistry take: a name and a get() in the shape its own return. */
function answerMetric(name: string, type: 'counter' | 'histogram', help: string, values: () => object[]): void {
  register.registerMetric({
    name, help, type, aggregator: 'sum',
    get: () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => answers.clear(),
  } as unknown as client.Metric);
}
const allSeries = function* (): Generator<AnswerSeries> {
  for (const byMethod of answers.values()) yield* byMethod.values();
};
answerMetric('http_requests_total', 'counter',
  'Answers by route pattern (never the raw URL), method and status; cached answers count like any other', () => {
    const values: object[] = [];
    for (const s of allSeries()) for (const [status, value] of s.statuses) values.push({ labels: { ...s.labels, status }, value });
    return values;
  });
answerMetric('http_request_duration_seconds', 'histogram', 'Time from the request to the end of its answer, by route pattern and method', () => {
  const values: object[] = [];
  const name = 'http_request_duration_seconds';
  for (const s of allSeries()) {
    if (s.count === 0) continue;
    let cumulative = 0;
    DURATION_BUCKETS.forEach((le, i) => {
      cumulative += s.buckets[i]!;
      values.push({ labels: { le, ...s.labels }, value: cumulative, metricName: `${name}_bucket` });
    });
    values.push({ labels: { le: '+Inf', ...s.labels }, value: s.count, metricName: `${name}_bucket` });
    values.push({ labels: s.labels, value: s.sum, metricName: `${name}_sum` });
    values.push({ labels: s.labels, value: s.count, metricName: `${name}_count` });
  }
  return values;
});
answerMetric('http_response_bytes_total', 'counter',
  'Bytes written to connections for answers (status line, headers and body), by route pattern and method', () => {
    const values: object[] = [];
    for (const s of allSeries()) values.push({ labels: s.labels, value: s.bytes });
    return values;
  });
new client.Counter({
  name: 'databank_cache_lookups_total',
  help: 'Cache lookups by cache (response: finished answers, one lookup per content coding tried; count: counts of filtered selections) and result',
  labelNames: ['cache', 'result'] as const,
  collect() {
    this.reset();
    this.inc({ cache: 'response', result: 'hit' }, responseCacheStats.hits);
    this.inc({ cache: 'response', result: 'miss' }, responseCacheStats.misses);
    this.inc({ cache: 'count', result: 'hit' }, countCacheStats.hits);
    this.inc({ cache: 'count', result: 'miss' }, countCacheStats.misses);
  },
});
/** One gauge per cache figure (src/cache.ts): every cache of this process's serving thread, summed by name. */
const cacheMetric = (name: string, help: string, pick: 'bytes' | 'entries' | 'budget'): void => {
  new client.Gauge({
    name, help, labelNames: ['cache'] as const,
    collect() {
      this.reset();
      for (const c of cacheStats()) this.set({ cache: c.name }, c[pick]);
    },
  });
};
cacheMetric('databank_cache_bytes', 'Bytes each cache counts as held (keys, values and overhead), by cache', 'bytes');
cacheMetric('databank_cache_entries', 'Entries each cache holds, by cache', 'entries');
cacheMetric('databank_cache_budget_bytes', 'Byte budget of each cache (the sum over its instances: per store, per connection), by cache', 'budget');
new client.Counter({
  name: 'databank_cache_evictions_total', help: 'Entries evicted from each cache to stay within its budget, by cache', labelNames: ['cache'] as const,
  collect() {
    this.reset();
    for (const c of cacheStats()) this.inc({ cache: c.name }, c.evictions);
  },
});

const storeRead = new client.Histogram({
  name: 'databank_store_read_duration_seconds',
  help: 'Time the store took to read what no cache held: a page (count and rows) or a record',
  labelNames: ['kind'] as const,
  buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
});

/** Stores of the apps built in this process (one in production), with how many apps use each. */
const stores = new Map<Store, number>();

new client.Gauge({
  name: 'databank_generation_info',
  help: 'The databank generation served (1), by generation id and whether it is the demo',
  labelNames: ['generation', 'demo'] as const,
  aggregator: 'max',
  async collect() {
    this.reset();
    for (const store of stores.keys()) {
      const gen = await store.current().catch(() => undefined);
      if (gen) this.set({ generation: gen.id, demo: String(gen.demo) }, 1);
    }
  },
});
new client.Gauge({
  name: 'databank_generation_loaded_timestamp_seconds',
  help: 'When the load that made the generation served finished (Unix time)',
  aggregator: 'max',
  async collect() {
    this.reset();
    for (const store of stores.keys()) {
      const gen = await store.current().catch(() => undefined);
      if (gen) this.set(Date.parse(gen.loadedAt) / 1000);
    }
  },
});
const poolGauge = (name: string, help: string, pick: 'total' | 'idle' | 'waiting'): void => {
  new client.Gauge({
    name, help, labelNames: ['pool'] as const,
    collect() {
      this.reset();
      for (const store of stores.keys()) for (const p of store.poolStats?.() ?? []) this.set({ pool: p.pool }, p[pick]);
    },
  });
};
poolGauge('databank_pg_pool_connections', 'PostgreSQL connections open in the pool (pg.Pool totalCount), by pool: primary or read', 'total');
poolGauge('databank_pg_pool_idle_connections', 'PostgreSQL connections open and idle (pg.Pool idleCount)', 'idle');
poolGauge('databank_pg_pool_waiting_requests', 'Queries waiting for a PostgreSQL connection (pg.Pool waitingCount)', 'waiting');

let started = false;

/** Process metrics, and in a worker the replies to its primary's scrapes; once per process. */
export function startMetrics(): void {
  if (started) return;
  started = true;
  client.collectDefaultMetrics();
  // The Node.js version is nobody's business on a public port (no header reveals it either).
  register.removeSingleMetric('nodejs_version_info');
  if (cluster.isWorker) {
    // prom-client's worker side: its constructor makes this process answer the primary's requests for its metrics.
    new client.AggregatorRegistry();
    process.on('message', onPrimaryAnswer);
  }
}

/** One answer: route pattern, method, status, seconds taken (undefined: not known) and bytes written. */
export function countAnswer(route: string, method: string, status: number, seconds: number | undefined, bytes: number): void {
  let byMethod = answers.get(route);
  if (!byMethod) answers.set(route, (byMethod = new Map()));
  let s = byMethod.get(method);
  if (!s) byMethod.set(method, (s = { labels: { route, method }, statuses: new Map(), buckets: Array(DURATION_BUCKETS.length + 1).fill(0), count: 0, sum: 0, bytes: 0 }));
  s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  s.bytes += bytes;
  if (seconds === undefined) return;
  let i = 0;
  while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
  s.buckets[i]!++;
  s.count++;
  s.sum += seconds;
}

/**
 * Reports the generation and pools of `store`, and times its reads (page and record); returns the undo of the
 * report (the timing stays: it costs nothing to leave).
 */
export function watchStore(store: Store): () => void {
  if (!stores.has(store)) timeReads(store);
  stores.set(store, (stores.get(store) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const n = stores.get(store)! - 1;
    if (n > 0) stores.set(store, n);
    else stores.delete(store);
  };
}

const timed = new WeakSet<Store>();

function timeReads(store: Store): void {
  if (timed.has(store)) return;
  timed.add(store);
  // The instance's own methods shadow its class's: every caller of this store is timed, whatever else it offers.
  store.read = timing('page', store.read.bind(store));
  store.record = timing('record', store.record.bind(store));
}

/** `read` timed in storeRead under `kind`. */
function timing<A extends unknown[], R>(kind: 'page' | 'record', read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    const end = storeRead.startTimer({ kind });
    try {
      return await read(...args);
    } finally {
      end();
    }
  };
}

export const METRICS_CONTENT_TYPE = register.contentType;

/** The text of /metrics: this process's, or in a worker every worker's summed (asked of the primary). */
export function metricsText(): Promise<string> {
  return cluster.isWorker ? askPrimary() : register.metrics();
}

const ASK = 'databank:metrics?';
const ANSWER = 'databank:metrics';
/** How long a worker waits for its primary's answer (prom-client gives each worker 5 s). */
const ASK_TIMEOUT_MS = 8000;

interface Pending {
  resolve(text: string): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}
const pending = new Map<number, Pending>();
let asked = 0;

function askPrimary(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = ++asked;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the primary did not answer within ${ASK_TIMEOUT_MS} ms`));
    }, ASK_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    process.send!({ type: ASK, id }, undefined, undefined, (err) => {
      if (!err) return;
      clearTimeout(timer);
      pending.delete(id);
      reject(err);
    });
  });
}

function onPrimaryAnswer(message: unknown): void {
  const m = message as { type?: string; id?: number; text?: string; error?: string };
  if (m?.type !== ANSWER || m.id === undefined) return;
  const p = pending.get(m.id);
  if (!p) return;
  pending.delete(m.id);
  clearTimeout(p.timer);
  if (m.text !== undefined) p.resolve(m.text);
  else p.reject(new Error(m.error ?? 'no metrics'));
}

/** In the primary of `serve --workers N`: answers each worker's ASK with the metrics of all workers, summed. */
export function answerWorkersMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const reply = (body: { text?: string; error?: string }): void => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...body });
    };
    aggregator.clusterMetrics().then((text) => reply({ text }), (err: Error) => reply({ error: err.message }));
  });
}
