/**
 * A live instance of the API → a dump directory. Its API root (`<base>/`) says what it serves: each collection it
 * lists (by path, or by an alias: a moved endpoint's live path) is crawled in pages of 100 by following `next` links
 * into `<path>.ndjson.partial`, with its place kept in `.mirror/<path>.json` after every page, so a restart resumes
 * where the crawl stopped. A complete collection (unique ids = `count`, unchanged during the crawl) is renamed into
 * place. A collection the root does not list, or whose first page answers 404, 401 or 403, is not served there: it
 * is not written, and a load of the dump serves it empty. `core/polities.ndjson` holds the instance's polities (when
 * it serves them) and every other polity a record nests. Once every collection is complete, and only then,
 * `manifest.json` names the collections written, with their record counts. It never writes a store: `--load` goes
 * through `load`. Records are written with the served field names (an instance of the original answers its own:
 * mirror-names.ts). The instance is an untrusted origin (mirror-http.ts): links stay on the base URL, bodies and
 * records are capped, and a crawl ends by its `count` (docs/data.md, "databank mirror").
 */
import fs from 'node:fs';
import path from 'node:path';
import { POLITIES_PATH, type CollectionDef, type Registry } from '../registry/index.js';
import { manifestOf, removeManifest, writeManifest, writeManifestText } from './manifest.js';
import { completePolities, freshState, idsOf, readState, removeCollectionFiles, SeenFile, STATE_DIR, writeState, type Crawl, type CrawlState } from './mirror-files.js';
import { envelope, HttpClient, MirrorError, shown, type HttpOptions, type Page } from './mirror-http.js';
import { namesOf, toServedNames, type Names } from './mirror-names.js';
import { checkCrawled, fetchRelease, releaseOfBase } from './mirror-release.js';
import type { MirrorProgress } from './progress.js';
import { DEFAULT_MAX_RECORD_BYTES } from './read-lines.js';
import { nestedDeeper, shownPath } from './validate.js';

export { MirrorError, retryAfterMs } from './mirror-http.js';

export interface MirrorOptions extends HttpOptions {
  /** Collections crawled at once (default 3). */
  readonly concurrency?: number;
  /** Crawls of one collection that changed while it was crawled, before giving up (default 3). */
  readonly maxCrawls?: number;
  /**
   * The longest record, in bytes, as the mirror writes it (`--max-record-bytes`, the load's limit): a longer one stops
   * the mirror, and a page's body may take 100 times as many bytes plus ENVELOPE_BYTES (default 1 MiB).
   */
  readonly maxRecordBytes?: number;
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
  /** The release mirrored (its files verified against its manifest, which the dump holds), if the base URL is one's. */
  readonly release?: string;
}

/** Records asked for per page: the original's max_page_size (a server may cap it lower). */
const PAGE_SIZE = 100;
/** Bytes of a page's body beyond its records: `count`, `next`, `previous`, the brackets and commas. */
const ENVELOPE_BYTES = 64 * 1024;
const ROOT_BYTES = 1 << 20; // bytes of the API root's body (about 100 a route: 212 routes take 20 KB)
/** How deep a record may nest (itself 1; one holding a MultiPolygon is 6). One 100,000 deep parses, but walking it
 * (its served names, JSON.stringify) overflows the stack. */
const MAX_RECORD_DEPTH = 64;

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
  const root = await crawler.root();
  // A release's API (`…/releases/<name>/api`): its manifest, fetched before the crawl, says what the files must hash to.
  const releaseAt = releaseOfBase(base, root.headers);
  const release = releaseAt && await fetchRelease(releaseAt, options);
  const listed = listedCollections(registry, root.body, progress);
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
  if (release) await checkCrawled(dir, release, Object.keys(counts));
  if (release) writeManifestText(dir, release.text, `mirror-${process.pid}`);
  else writeManifest(dir, manifestOf(Object.entries(counts), options.exporter), `mirror-${process.pid}`);
  fs.rmSync(path.join(dir, STATE_DIR), { recursive: true, force: true });
  return {
    counts, polities, resumed: crawler.resumed, pages: crawler.pages, requests: crawler.requests,
    notServed: registry.collections.filter((d) => notServed.has(d)).map((d) => d.path),
    records: Object.values(counts).reduce((a, b) => a + b, 0),
    ...(release ? { release: release.name } : {}),
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
  for (const key of unknown.slice(0, NOTED_PATHS)) progress?.skipped(shownPath(key), 'in the API root, unknown to this release: not crawled');
  if (unknown.length > NOTED_PATHS) progress?.skipped(`${unknown.length - NOTED_PATHS} more paths`, 'in the API root, unknown to this release: not crawled');
  return listed;
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

/** Statuses that say an instance does not serve a collection to us: not routed there (404), or restricted (401, 403). */
const NOT_SERVED = new Set([401, 403, 404]);

class Crawler {
  readonly counts = new Map<string, number>();
  pages = 0;
  resumed = false;
  /** Set when one collection failed: the mirror as a whole has, so the others stop. */
  stopped = false;
  readonly #http: HttpClient;
  readonly #maxCrawls: number;
  readonly #maxRecordBytes: number;
  readonly #progress: MirrorProgress | undefined;
  /** The original's field names → the served ones, per collection crawled. */
  readonly #names = new Map<CollectionDef, Names | undefined>();

  constructor(readonly base: string, readonly dir: string, options: MirrorOptions) {
    this.#http = new HttpClient(base, options);
    this.#maxCrawls = options.maxCrawls ?? 3;
    this.#maxRecordBytes = options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
    this.#progress = options.progress;
  }

  /** HTTP requests made: the root, every page, every redirect, every retry. */
  get requests(): number {
    return this.#http.requests;
  }

  /** The API root (`<base>/`): a JSON object, path → URL. */
  async root(): Promise<{ readonly body: Record<string, unknown>; readonly headers: Headers }> {
    const url = `${this.base}/`;
    const { body, headers } = await this.#http.json('API root', url, ROOT_BYTES);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new MirrorError(`${url}: not an API root (a JSON object naming each collection's URL)`);
    }
    return { body: body as Record<string, unknown>, headers };
  }

  /**
   * Crawls one collection at `livePath` (its path or an alias) into `<def.path>.ndjson`. False when the instance does
   * not serve it there (its first page answers 404, 401 or 403): nothing of it is then kept. When the origin breaks a
   * bound (MirrorError.untrusted), what was read of the collection is dropped with its crawl state: a restart begins
   * it again, under the same bounds, and never resumes a crawl with no end.
   */
  async collection(def: CollectionDef, livePath: string): Promise<boolean> {
    try {
      return await this.#collection(def, livePath);
    } catch (err) {
      if (err instanceof MirrorError && err.untrusted) removeCollectionFiles(this.dir, def.path);
      throw err;
    }
  }

  async #collection(def: CollectionDef, livePath: string): Promise<boolean> {
    const final = path.join(this.dir, `${def.path}.ndjson`);
    const partial = `${final}.partial`;
    const stateFile = path.join(this.dir, STATE_DIR, `${def.path}.json`);
    fs.mkdirSync(path.dirname(final), { recursive: true });
    fs.mkdirSync(path.dirname(stateFile), { recursive: true });
    const saved = readState(stateFile);
    if (saved && saved.base !== this.base) {
      throw new MirrorError(`${this.dir} holds an unfinished mirror of ${saved.base}; remove ${path.join(this.dir, STATE_DIR)} to start over`);
    }
    if (saved?.next === null && fs.existsSync(final) && !fs.existsSync(partial)) {
      // Finished before an interruption elsewhere.
      this.resumed = true;
      this.counts.set(def.path, saved.records);
      this.#progress?.done(def.path, saved.records);
      return true;
    }
    // Pages of 100 (the original's max_page_size): DRF keeps page_size in every `next` link.
    const crawl = this.#open(saved, partial, stateFile, `${this.base}/${livePath}/?page_size=${PAGE_SIZE}`);
    let served = true;
    try {
      for (;;) {
        const end = await this.#pages(def, crawl, stateFile);
        if (end === 'stopped') return true;
        if (end === 'not served') served = false;
        const { state, ids } = crawl;
        if (!served || (state.next === null && state.records === ids.size && ids.size === state.count)) break;
        const why = end ?? (state.next !== null
          ? `its count changed from ${state.count} during the crawl`
          : `${ids.size} unique records of ${state.records} read, count ${state.count}`);
        if (state.crawl >= this.#maxCrawls) {
          throw new MirrorError(`${def.path} changed during each of ${state.crawl} crawls (${why}); try again later`);
        }
        this.#progress?.warn(`${def.path}: ${why}; crawling it again`);
        this.#restart(crawl, stateFile, state.crawl + 1);
      }
      if (served) fs.fsyncSync(crawl.fd);
    } finally {
      fs.closeSync(crawl.fd);
      crawl.seen.close();
    }
    if (!served) {
      removeCollectionFiles(this.dir, def.path);
      return false;
    }
    fs.renameSync(partial, final);
    fs.rmSync(`${final}.gz`, { force: true }); // a dump holds one form of each file
    writeState(stateFile, crawl.state);
    this.counts.set(def.path, crawl.state.records);
    this.#progress?.done(def.path, crawl.state.records);
    return true;
  }

  /** A collection's crawl: resumed from its saved state and files when they agree, else begun afresh. */
  #open(saved: CrawlState | undefined, partial: string, stateFile: string, start: string): Crawl {
    // A state of an older release (no seen file, or a shorter one) cannot bound the crawl: the collection starts over.
    const seen = saved && fs.existsSync(partial) && fs.statSync(partial).size >= saved.bytes ? SeenFile.resume(stateFile, saved.pages) : undefined;
    if (saved && seen) {
      this.resumed = true;
      fs.truncateSync(partial, saved.bytes);
      return { state: saved, ids: new Set(idsOf(partial)), seen, fd: fs.openSync(partial, 'r+'), start };
    }
    fs.writeFileSync(partial, '');
    const crawl: Crawl = { state: freshState(this.base, start, 1), ids: new Set(), seen: SeenFile.fresh(stateFile), fd: fs.openSync(partial, 'r+'), start };
    writeState(stateFile, crawl.state);
    return crawl;
  }

  /** Begins the collection's crawl again, its `n`th: nothing read so far is kept. */
  #restart(crawl: Crawl, stateFile: string, n: number): void {
    crawl.state = freshState(this.base, crawl.start, n);
    fs.ftruncateSync(crawl.fd, 0);
    crawl.ids.clear();
    crawl.seen.close();
    crawl.seen = SeenFile.fresh(stateFile);
    writeState(stateFile, crawl.state);
  }

  /**
   * Reads pages by their next links until the last, saving the state after each. Ends early when the mirror stops,
   * when the count changes, or when a page answers 404, 401 or 403: 'not served' on the first page, why on a later one.
   */
  async #pages(def: CollectionDef, crawl: Crawl, stateFile: string): Promise<'stopped' | 'not served' | string | undefined> {
    const { state } = crawl;
    while (state.next !== null) {
      if (this.stopped) return 'stopped';
      const url = state.next;
      if (crawl.seen.has(url)) {
        throw new MirrorError(`${def.path}: ${shown(url)} was read before in this crawl: its next links loop; stopped`, undefined, true);
      }
      let page: Page;
      try {
        page = await this.#page(def, url);
      } catch (err) {
        if (!(err instanceof MirrorError && err.status !== undefined && NOT_SERVED.has(err.status))) throw err;
        return state.pages > 0 ? `${url} answered HTTP ${err.status}` : 'not served';
      }
      if (state.count !== null && page.count !== state.count) return undefined; // changed during the crawl
      this.#append(def, page, url, crawl);
      writeState(stateFile, state);
      this.#progress?.page(def.path, state.records, page.count);
    }
    return undefined;
  }

  /** Appends a page read at `url` to the partial file, and moves the crawl on to its next link (if it may). */
  #append(def: CollectionDef, page: Page, url: string, crawl: Crawl): void {
    const { state } = crawl;
    const n = page.results.length;
    // DRF's pages are all full but the last: a page with a next link and fewer records than the first page (or none)
    // is not one, and would let a crawl run on, ever new pages of no records, as long as the origin likes.
    if (page.next !== null && (n === 0 || (state.size !== null && n < state.size))) {
      throw new MirrorError(`${def.path}: ${shown(url)}: a page with a next link holds ${n ? `${n} records, fewer than the first ` +
        `page's ${state.size}` : 'no records'}: only a list's last page may be short; stopped`, undefined, true);
    }
    state.count = page.count;
    state.size ??= n;
    const bytes = Buffer.from(this.#lines(def, page, crawl.ids).join(''));
    fs.writeSync(crawl.fd, bytes, 0, bytes.length, state.bytes);
    state.bytes += bytes.length;
    state.records += n;
    state.pages++;
    crawl.seen.add(url);
    this.pages++;
    if (state.records > state.count) {
      throw new MirrorError(`${def.path}: ${shown(url)}: ${state.records} records read, more than its count ${state.count}; stopped`, undefined, true);
    }
    state.next = page.next === null ? null : this.#nextOf(def, page);
  }

  /** The next link of a page, if the mirror may follow it: on the base's origin and path, at the same list. */
  #nextOf(def: CollectionDef, page: Page): string {
    const next = this.#http.confine(def.path, page.next!, page.url, 'next link');
    if (next.pathname !== new URL(page.url).pathname) {
      throw new MirrorError(`${def.path}: ${shown(page.url)}: its next link ${shown(next.href)} is not a page of the same list; not followed`,
        undefined, true);
    }
    return next.href;
  }

  /** A page's records as lines of the dump, with the served field names; their ids are added to `ids`. */
  #lines(def: CollectionDef, page: Page, ids: Set<string>): string[] {
    if (!this.#names.has(def)) this.#names.set(def, namesOf(def.fields));
    const names = this.#names.get(def);
    return page.results.map((result, i) => {
      if (result === null || typeof result !== 'object' || Array.isArray(result) || !('id' in result)) {
        throw new MirrorError(`${def.path}: ${shown(page.url)}: a result is not a record with an id`);
      }
      if (nestedDeeper(result, MAX_RECORD_DEPTH)) {
        throw new MirrorError(`${def.path}: ${shown(page.url)}: result ${i + 1} is nested more than ${MAX_RECORD_DEPTH} deep; stopped`, undefined, true);
      }
      const line = JSON.stringify(toServedNames(names, result));
      const bytes = Buffer.byteLength(line);
      if (bytes > this.#maxRecordBytes) {
        throw new MirrorError(`${def.path}: ${shown(page.url)}: result ${i + 1} takes ${bytes} bytes, more than --max-record-bytes ` +
          `${this.#maxRecordBytes}; stopped`, undefined, true);
      }
      ids.add(JSON.stringify((result as { id: unknown }).id));
      return line + '\n';
    });
  }

  /** One page envelope, read within the bytes its records may take. */
  async #page(def: CollectionDef, url: string): Promise<Page> {
    const { body, url: at } = await this.#http.json(def.path, url, PAGE_SIZE * this.#maxRecordBytes + ENVELOPE_BYTES);
    return envelope(def.path, at, body);
  }
}
