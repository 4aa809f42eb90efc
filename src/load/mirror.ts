/**
 * A live instance of the API → a dump directory. Its API root (`<base>/`) says what it serves: each collection it
 * lists (by path, or by an alias: a moved endpoint's live path) is crawled in pages of 100 by following `next` links
 * into `<path>.ndjson.partial`, with its place kept in `.mirror/<path>.json` after every page, so a restart resumes
 * where the crawl stopped. A complete collection (unique ids = `count`, unchanged during the crawl) is renamed into
 * place. A collection the root does not list, or whose first page answers 404, 401 or 403, is not served there: it
 * is not written, and a load of the dump serves it empty. `core/polities.ndjson` holds the instance's polities (when
 * it serves them) and every other polity a record nests. Once every collection is complete, and only then,
 * `manifest.json` names the collections written, with their record counts. It never writes a store: `--load` goes
 * through `load`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { POLITIES_PATH, type CollectionDef, type Registry } from '../registry/index.js';
import { manifestOf, removeManifest, writeManifest } from './manifest.js';
import { completePolities, idsOf, readState, removeCollectionFiles, STATE_DIR, writeState } from './mirror-files.js';
import type { MirrorProgress } from './progress.js';
import { quote } from './validate.js';

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
  /** Records of every collection written (those the manifest names, in registry order). */
  readonly counts: Readonly<Record<string, number>>;
  readonly records: number;
  readonly pages: number;
  /** HTTP requests made: the API root, every page, every retry. */
  readonly requests: number;
  /** Records of core/polities: the instance's, plus every polity only seen nested. */
  readonly polities: number;
  /**
   * Collections the instance does not serve (its API root does not list them, or their first page answers 404, 401
   * or 403), in registry order: not written, not in the manifest, so a load of the dump serves them empty.
   */
  readonly notServed: readonly string[];
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

const MAX_BACKOFF_MS = 30_000;
const MAX_THROTTLED = 100; // 429 answers in a row for one page before giving up
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Records asked for per page: the original's max_page_size (a server may cap it lower). */
const PAGE_SIZE = 100;

export async function mirror(registry: Registry, baseUrl: string, dir: string, options: MirrorOptions = {}): Promise<MirrorReport> {
  const base = normalizeBase(baseUrl);
  const concurrency = options.concurrency ?? 3;
  const progress = options.progress;
  fs.mkdirSync(path.join(dir, STATE_DIR), { recursive: true });
  // The files are about to change: a manifest of an earlier mirror into `dir` no longer says what it holds. The next
  // one is written when this crawl is complete, so an interrupted mirror has none (and its load needs the spec's files).
  removeManifest(dir);
  const crawler = new Crawler(base, dir, options);
  // What the instance serves is what its API root lists: each listed path the registry knows, by its path or an alias
  // (a moved endpoint's live path), crawled once, at the path listed first (the next one when it answers 404).
  const listed = listedCollections(registry, await crawler.root(), progress);
  const unlisted = registry.collections.filter((d) => !listed.has(d));
  if (listed.size === 0) throw new MirrorError(`${base}/ lists no collection this release knows: is it the API root?`);
  for (const def of unlisted) progress?.skipped(def.path, 'not in the API root');
  progress?.begin(listed.size);
  const notServed = new Set(unlisted);
  const queue = registry.collections.filter((d) => listed.has(d));
  const worker = async (): Promise<void> => {
    try {
      for (let def = queue.shift(); def && !crawler.stopped; def = queue.shift()) {
        const paths = listed.get(def)!;
        let served = false;
        for (const at of paths) if ((served = await crawler.collection(def, at)) || crawler.stopped) break;
        if (!served && !crawler.stopped) {
          notServed.add(def);
          progress?.skipped(def.path, paths.length === 1 && paths[0] === def.path ? 'not served there' : `not served there (at ${paths.join(', ')})`);
        }
      }
    } catch (err) {
      crawler.stopped = true; // the others stop after their current page; their state is kept for a restart
      throw err;
    }
  };
  // Every worker has stopped before the mirror returns or throws: none writes into `dir` after it.
  const ended = await Promise.allSettled(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  const failed = ended.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  // The dump carries what the instance serves, nothing else: a file of an earlier mirror (of another instance) for a
  // collection this one does not serve would contradict the manifest.
  for (const def of notServed) if (def !== registry.polities) removeCollectionFiles(dir, def.path);
  // core/polities holds every polity the records nest: the instance's full records (when it serves them), plus each
  // polity only seen nested, as a full record whose other fields are null.
  const polities = await completePolities(registry, dir, [...listed.keys()].filter((d) => !notServed.has(d)), !notServed.has(registry.polities));
  crawler.counts.set(POLITIES_PATH, polities);
  notServed.delete(registry.polities); // written all the same: derived from the nested polities
  const counts = Object.fromEntries(registry.collections.filter((d) => !notServed.has(d)).map((d) => [d.path, crawler.counts.get(d.path) ?? 0]));
  // Before the crawl state goes: interrupted in between, a restart finds every collection complete and writes it again.
  writeManifest(dir, manifestOf(Object.entries(counts), options.exporter), `mirror-${process.pid}`);
  fs.rmSync(path.join(dir, STATE_DIR), { recursive: true, force: true });
  return {
    counts, polities, resumed: crawler.resumed, pages: crawler.pages, requests: crawler.requests,
    notServed: registry.collections.filter((d) => notServed.has(d)).map((d) => d.path),
    records: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

/** Root paths named in a note one by one; more are counted in one line. */
const NOTED_PATHS = 20;

/**
 * The collections an API root lists (`{"sc/tokens": "https://…/api/sc/tokens/", …}`), each with the paths to crawl it
 * at, as listed: its path, its aliases, or both. Admin-only routes and paths the registry does not know are skipped,
 * with a note; a key whose value is not a URL (the demo's `"demo": true`) is no route.
 */
function listedCollections(registry: Registry, root: Record<string, unknown>, progress: MirrorProgress | undefined): Map<CollectionDef, string[]> {
  const listed = new Map<CollectionDef, string[]>();
  const restricted = new Set(registry.restricted.map((r) => r.path));
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(root)) {
    if (typeof value !== 'string') continue;
    const def = registry.byPath(key);
    if (def) {
      const paths = listed.get(def);
      if (!paths) listed.set(def, [key]);
      else if (!paths.includes(key)) paths.push(key);
    } else if (restricted.has(key)) {
      progress?.skipped(key, 'admin-only, not crawled');
    } else {
      unknown.push(key);
    }
  }
  for (const key of unknown.slice(0, NOTED_PATHS)) progress?.skipped(shownKey(key), 'in the API root, unknown to this release: not crawled');
  if (unknown.length > NOTED_PATHS) progress?.skipped(`${unknown.length - NOTED_PATHS} more paths`, 'in the API root, unknown to this release: not crawled');
  return listed;
}

/** A key of the root as a note shows it: plainly when it looks like a path, else quoted (it may be hostile). */
const shownKey = (key: string): string => (/^[a-z0-9_-]{1,60}(\/[a-z0-9_-]{1,60}){0,3}$/.test(key) ? key : quote(key.slice(0, 60), false, key.length > 60));

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

/** Statuses that say an instance does not serve a collection to us: not routed there (404), or restricted (401, 403). */
const NOT_SERVED = new Set([401, 403, 404]);

class Crawler {
  readonly counts = new Map<string, number>();
  pages = 0;
  /** HTTP requests made: the root, every page, every retry. */
  requests = 0;
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

  /** The API root (`<base>/`): a JSON object, path → URL. */
  async root(): Promise<Record<string, unknown>> {
    const url = `${this.base}/`;
    const body = await this.#get('API root', url);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new MirrorError(`${url}: not an API root (a JSON object naming each collection's URL)`);
    }
    return body as Record<string, unknown>;
  }

  /**
   * Crawls one collection at `livePath` (its path or an alias) into `<def.path>.ndjson`. False when the instance does
   * not serve it there (its first page answers 404, 401 or 403): nothing of it is then kept.
   */
  async collection(def: CollectionDef, livePath: string): Promise<boolean> {
    const final = path.join(this.dir, `${def.path}.ndjson`);
    const partial = `${final}.partial`;
    const stateFile = path.join(this.dir, STATE_DIR, `${def.path}.json`);
    fs.mkdirSync(path.dirname(final), { recursive: true });
    fs.mkdirSync(path.dirname(stateFile), { recursive: true });
    // Pages of 100 (the original's max_page_size): DRF keeps page_size in every `next` link.
    const start = `${this.base}/${livePath}/?page_size=${PAGE_SIZE}`;

    let state = readState(stateFile);
    if (state && state.base !== this.base) {
      throw new MirrorError(`${this.dir} holds an unfinished mirror of ${state.base}; remove ${path.join(this.dir, STATE_DIR)} to start over`);
    }
    if (state?.next === null && fs.existsSync(final) && !fs.existsSync(partial)) {
      // Finished before an interruption elsewhere.
      this.resumed = true;
      this.counts.set(def.path, state.records);
      this.#progress?.done(def.path, state.records);
      return true;
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
    let served = true;
    try {
      for (;;) {
        let gone: string | undefined; // a later page answered 404 (401, 403): the collection shrank, or changed
        while (state.next !== null) {
          if (this.stopped) return true;
          const url = state.next;
          let page: Page;
          try {
            page = await this.#page(def, url);
          } catch (err) {
            if (!(err instanceof MirrorError && err.status !== undefined && NOT_SERVED.has(err.status))) throw err;
            if (state.pages > 0) {
              gone = `${url} answered HTTP ${err.status}`;
              break;
            }
            served = false;
            break;
          }
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
        if (!served) break;
        const complete = state.next === null && state.records === ids.size && ids.size === state.count;
        if (complete) break;
        const why = gone ?? (state.next !== null
          ? `its count changed from ${state.count} during the crawl`
          : `${ids.size} unique records of ${state.records} read, count ${state.count}`);
        if (state.crawl >= this.#maxCrawls) {
          throw new MirrorError(`${def.path} changed during each of ${state.crawl} crawls (${why}); try again later`);
        }
        this.#progress?.warn(`${def.path}: ${why}; crawling it again`);
        state = { base: this.base, next: start, bytes: 0, records: 0, pages: 0, count: null, crawl: state.crawl + 1 };
        fs.ftruncateSync(fd, 0);
        ids.clear();
        writeState(stateFile, state);
      }
      if (served) fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (!served) {
      removeCollectionFiles(this.dir, def.path);
      return false;
    }
    fs.renameSync(partial, final);
    fs.rmSync(`${final}.gz`, { force: true }); // a dump holds one form of each file
    writeState(stateFile, state);
    this.counts.set(def.path, state.records);
    this.#progress?.done(def.path, state.records);
    return true;
  }

  /** One page envelope (see #get). */
  async #page(def: CollectionDef, url: string): Promise<Page> {
    return envelope(def, url, await this.#get(def.path, url));
  }

  /** One JSON body, with retries on network errors, 5xx and 429; MirrorError with the status on other 4xx. */
  async #get(what: string, url: string): Promise<unknown> {
    let failures = 0;
    let throttled = 0;
    for (;;) {
      let problem: string;
      try {
        this.requests++;
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
          throw new MirrorError(`${what}: ${url}: HTTP ${res.status}`, res.status);
        } else {
          const text = await res.text();
          try {
            return JSON.parse(text);
          } catch (err) {
            throw new MirrorError(`${what}: ${url}: not JSON (${(err as Error).message})`);
          }
        }
      } catch (err) {
        if (err instanceof MirrorError) throw err;
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        problem = cause?.code ?? cause?.message ?? (err as Error).message;
      }
      if (failures >= this.#retries) throw new MirrorError(`${what}: ${url}: ${problem} (gave up after ${failures + 1} attempts)`);
      await sleep(this.#backoff(failures++));
    }
  }

  #backoff(attempt: number): number {
    return Math.min(MAX_BACKOFF_MS, this.#backoffMs * 2 ** attempt) * (0.5 + Math.random() / 2);
  }
}

interface Page {
  readonly count: number;
  readonly next: string | null;
  readonly results: unknown[];
}

function envelope(def: CollectionDef, url: string, body: unknown): Page {
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
