/**
 * A live instance of the API → a dump directory. Each collection is crawled by following `next` links into
 * `<path>.ndjson.partial`, with its place kept in `.mirror/<path>.json` after every page, so a restart resumes where
 * the crawl stopped. A complete collection (unique ids = `count`, unchanged during the crawl) is renamed into place;
 * `core/polities.ndjson` is derived from every nested polity. Once every collection is complete, and only then,
 * `manifest.json` names them with their record counts. It never writes a store: `--load` goes through `load`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { POLITIES_PATH, type CollectionDef, type Registry } from '../registry/index.js';
import { manifestOf, removeManifest, writeManifest } from './manifest.js';
import type { MirrorProgress } from './progress.js';

export interface MirrorOptions {
  /** Collections crawled at once (default 3). */
  readonly concurrency?: number;
  /** Attempts per page after the first on network errors and 5xx (default 8). */
  readonly retries?: number;
  /** First backoff delay, doubled per attempt, with jitter (default 250 ms; capped at 30 s). */
  readonly backoffMs?: number;
  /** Crawls of one collection that changed while it was crawled, before giving up (default 3). */
  readonly maxCrawls?: number;
  /** Injected for tests; the global fetch (undici, keep-alive) by default. */
  readonly fetch?: typeof fetch;
  readonly progress?: MirrorProgress;
  /** What the manifest names as the dump's writer (`databank-api 0.1.0`); none when absent. */
  readonly exporter?: string;
}

export interface MirrorReport {
  readonly counts: Readonly<Record<string, number>>;
  readonly records: number;
  readonly pages: number;
  readonly polities: number;
  /** Whether an earlier, interrupted mirror was continued. */
  readonly resumed: boolean;
}

export class MirrorError extends Error {
  override name = 'MirrorError';
  /** The HTTP status that ended the crawl, when one did. */
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

/** Where a collection's crawl stands; rewritten after every page. */
interface CrawlState {
  readonly base: string;
  /** The next page to fetch; null when the last page has been written. */
  next: string | null;
  /** Bytes of `<path>.ndjson.partial` that hold whole pages; more is cut off on resume. */
  bytes: number;
  records: number;
  pages: number;
  /** `count` of the first page; a page with another count means the collection changed. */
  count: number | null;
  /** Crawls begun, including this one. */
  crawl: number;
}

const STATE_DIR = '.mirror';
const MAX_BACKOFF_MS = 30_000;
const MAX_THROTTLED = 100; // 429 answers in a row for one page before giving up
const MAX_RETRY_AFTER_MS = 3_600_000;

export async function mirror(registry: Registry, baseUrl: string, dir: string, options: MirrorOptions = {}): Promise<MirrorReport> {
  const base = normalizeBase(baseUrl);
  const concurrency = options.concurrency ?? 3;
  fs.mkdirSync(path.join(dir, STATE_DIR), { recursive: true });
  // The files are about to change: a manifest of an earlier mirror into `dir` no longer says what it holds. The next
  // one is written when this crawl is complete, so an interrupted mirror has none (and its load needs every file).
  removeManifest(dir);
  const crawler = new Crawler(base, dir, options);
  // The polities collection is ours, not the original API's: an instance of the original has none, so it is crawled
  // last and, when the instance answers 404, derived from the polities every record names.
  const queue = registry.collections.filter((d) => d !== registry.polities);
  const worker = async (): Promise<void> => {
    try {
      for (let def = queue.shift(); def && !crawler.stopped; def = queue.shift()) await crawler.collection(def);
    } catch (err) {
      crawler.stopped = true; // the others stop after their current page; their state is kept for a restart
      throw err;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  let polities: number;
  try {
    await crawler.collection(registry.polities);
    polities = crawler.counts.get(POLITIES_PATH) ?? 0;
  } catch (err) {
    if (!(err instanceof MirrorError && err.status === 404)) throw err;
    polities = writePolities(registry, dir);
    crawler.counts.set(POLITIES_PATH, polities);
  }
  const counts = Object.fromEntries(registry.collections.map((d) => [d.path, crawler.counts.get(d.path) ?? 0]));
  // Before the crawl state goes: interrupted in between, a restart finds every collection complete and writes it again.
  writeManifest(dir, manifestOf(Object.entries(counts), options.exporter), `mirror-${process.pid}`);
  fs.rmSync(path.join(dir, STATE_DIR), { recursive: true, force: true });
  return {
    counts, polities, resumed: crawler.resumed, pages: crawler.pages,
    records: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

function normalizeBase(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new MirrorError(`base URL must be absolute, like http://localhost:8000/api; got ${JSON.stringify(text)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new MirrorError(`base URL must be http(s), got ${JSON.stringify(text)}`);
  if (url.search || url.hash) throw new MirrorError(`base URL must have no query or fragment, got ${JSON.stringify(text)}`);
  return url.href.replace(/\/+$/, '');
}

class Crawler {
  readonly counts = new Map<string, number>();
  pages = 0;
  resumed = false;
  /** Set when one collection failed: the mirror as a whole has, so the others stop. */
  stopped = false;
  readonly #fetch: typeof fetch;
  readonly #retries: number;
  readonly #backoffMs: number;
  readonly #maxCrawls: number;
  readonly #progress: MirrorProgress | undefined;

  constructor(readonly base: string, readonly dir: string, options: MirrorOptions) {
    this.#fetch = options.fetch ?? fetch;
    this.#retries = options.retries ?? 8;
    this.#backoffMs = options.backoffMs ?? 250;
    this.#maxCrawls = options.maxCrawls ?? 3;
    this.#progress = options.progress;
  }

  async collection(def: CollectionDef): Promise<void> {
    const final = path.join(this.dir, `${def.path}.ndjson`);
    const partial = `${final}.partial`;
    const stateFile = path.join(this.dir, STATE_DIR, `${def.path}.json`);
    fs.mkdirSync(path.dirname(final), { recursive: true });
    fs.mkdirSync(path.dirname(stateFile), { recursive: true });
    const start = `${this.base}/${def.path}/`;

    let state = readState(stateFile);
    if (state && state.base !== this.base) {
      throw new MirrorError(`${this.dir} holds an unfinished mirror of ${state.base}; remove ${path.join(this.dir, STATE_DIR)} to start over`);
    }
    if (state?.next === null && fs.existsSync(final) && !fs.existsSync(partial)) {
      // Finished before an interruption elsewhere.
      this.resumed = true;
      this.counts.set(def.path, state.records);
      this.#progress?.done(def.path, state.records);
      return;
    }
    const ids = new Set<string>();
    if (state && fs.existsSync(partial) && fs.statSync(partial).size >= state.bytes) {
      this.resumed = true;
      fs.truncateSync(partial, state.bytes);
      for (const id of idsOf(partial)) ids.add(id);
    } else {
      state = { base: this.base, next: start, bytes: 0, records: 0, pages: 0, count: null, crawl: 1 };
      fs.writeFileSync(partial, '');
    }

    const fd = fs.openSync(partial, 'r+');
    try {
      for (;;) {
        while (state.next !== null) {
          if (this.stopped) return;
          const url = state.next;
          const page = await this.#page(def, url);
          if (state.count !== null && page.count !== state.count) break; // changed during the crawl
          state.count = page.count;
          const lines: string[] = [];
          for (const record of page.results) {
            if (record === null || typeof record !== 'object' || Array.isArray(record) || !('id' in record)) {
              throw new MirrorError(`${def.path}: ${url}: a result is not a record with an id`);
            }
            ids.add(JSON.stringify((record as { id: unknown }).id));
            lines.push(JSON.stringify(record) + '\n');
          }
          const bytes = Buffer.from(lines.join(''));
          fs.writeSync(fd, bytes, 0, bytes.length, state.bytes);
          state.bytes += bytes.length;
          state.records += lines.length;
          state.pages++;
          this.pages++;
          state.next = page.next === null ? null : new URL(page.next, url).href;
          if (state.next === url) throw new MirrorError(`${def.path}: ${url} links to itself as next`);
          writeState(stateFile, state);
          this.#progress?.page(def.path, state.records, state.count);
        }
        const complete = state.next === null && state.records === ids.size && ids.size === state.count;
        if (complete) break;
        const why = state.next !== null
          ? `its count changed from ${state.count} during the crawl`
          : `${ids.size} unique records of ${state.records} read, count ${state.count}`;
        if (state.crawl >= this.#maxCrawls) {
          throw new MirrorError(`${def.path} changed during each of ${state.crawl} crawls (${why}); try again later`);
        }
        this.#progress?.warn(`${def.path}: ${why}; crawling it again`);
        state = { base: this.base, next: start, bytes: 0, records: 0, pages: 0, count: null, crawl: state.crawl + 1 };
        fs.ftruncateSync(fd, 0);
        ids.clear();
        writeState(stateFile, state);
      }
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, final);
    fs.rmSync(`${final}.gz`, { force: true }); // a dump holds one form of each file
    writeState(stateFile, state);
    this.counts.set(def.path, state.records);
    this.#progress?.done(def.path, state.records);
  }

  /** One page envelope, with retries on network errors, 5xx and 429. */
  async #page(def: CollectionDef, url: string): Promise<{ count: number; next: string | null; results: unknown[] }> {
    let failures = 0;
    let throttled = 0;
    for (;;) {
      let problem: string;
      try {
        const res = await this.#fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(120_000) });
        if (res.status === 429 && ++throttled <= MAX_THROTTLED) {
          await res.body?.cancel();
          await sleep(retryAfterMs(res.headers.get('retry-after')) ?? this.#backoff(throttled - 1));
          continue;
        }
        if (res.status >= 500 || res.status === 429) {
          await res.body?.cancel();
          problem = `HTTP ${res.status}`;
        } else if (!res.ok) {
          await res.body?.cancel();
          throw new MirrorError(`${def.path}: ${url}: HTTP ${res.status}`, res.status);
        } else {
          const text = await res.text();
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch (err) {
            throw new MirrorError(`${def.path}: ${url}: not JSON (${(err as Error).message})`);
          }
          return envelope(def, url, body);
        }
      } catch (err) {
        if (err instanceof MirrorError) throw err;
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        problem = cause?.code ?? cause?.message ?? (err as Error).message;
      }
      if (failures >= this.#retries) throw new MirrorError(`${def.path}: ${url}: ${problem} (gave up after ${failures + 1} attempts)`);
      await sleep(this.#backoff(failures++));
    }
  }

  #backoff(attempt: number): number {
    return Math.min(MAX_BACKOFF_MS, this.#backoffMs * 2 ** attempt) * (0.5 + Math.random() / 2);
  }
}

function envelope(def: CollectionDef, url: string, body: unknown): { count: number; next: string | null; results: unknown[] } {
  const b = body as { count?: unknown; next?: unknown; results?: unknown };
  if (b === null || typeof b !== 'object' || !Number.isSafeInteger(b.count) || !Array.isArray(b.results) ||
    !(b.next === null || typeof b.next === 'string')) {
    throw new MirrorError(`${def.path}: ${url}: not a list envelope (count, next, previous, results)`);
  }
  return { count: b.count as number, next: b.next as string | null, results: b.results };
}

/** Retry-After as delay-seconds or an HTTP-date (RFC 9110 §10.2.3), in ms; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(MAX_RETRY_AFTER_MS, Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - now));
}

function readState(file: string): CrawlState | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CrawlState;
  } catch {
    return undefined; // none, or torn: start the collection over
  }
}

function writeState(file: string, state: CrawlState): void {
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state));
  fs.renameSync(tmp, file);
}

/** The ids (as JSON text) of the records already in a partial file, to resume the unique-id check. */
function idsOf(file: string): string[] {
  const out: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line) out.push(JSON.stringify((JSON.parse(line) as { id: unknown }).id));
  }
  return out;
}

/** Writes `core/polities.ndjson` from every nested polity summary (first seen wins), in id order. */
function writePolities(registry: Registry, dir: string): number {
  const polities = new Map<number, string>();
  for (const def of registry.collections) {
    const fields = def.fields.filter((f) => f.type === 'polity').map((f) => f.name);
    if (!fields.length) continue;
    for (const line of fs.readFileSync(path.join(dir, `${def.path}.ndjson`), 'utf8').split('\n')) {
      if (!line) continue;
      const record = JSON.parse(line) as Record<string, unknown>;
      for (const field of fields) {
        const p = record[field] as { id?: unknown } | null | undefined;
        if (p && typeof p === 'object' && typeof p.id === 'number' && !polities.has(p.id)) polities.set(p.id, JSON.stringify(p));
      }
    }
  }
  const file = path.join(dir, `${POLITIES_PATH}.ndjson`);
  const tmp = `${file}.partial`;
  const sorted = [...polities.entries()].sort((a, b) => a[0] - b[0]).map(([, body]) => body + '\n');
  fs.writeFileSync(tmp, sorted.join(''));
  fs.renameSync(tmp, file);
  fs.rmSync(`${file}.gz`, { force: true });
  return polities.size;
}
