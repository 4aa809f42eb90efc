/**
 * The files of a mirror (mirror.ts) besides its pages: the crawl state it keeps in `.mirror/`, the removal of a
 * collection the instance does not serve, and `core/polities.ndjson` completed with every polity the records nest.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { POLITIES_PATH, type CollectionDef, type Registry } from '../registry/index.js';

/** The crawl state's directory in the dump directory; removed once the mirror is complete. */
export const STATE_DIR = '.mirror';

/**
 * Where a collection's crawl stands; rewritten after every page, and of a fixed size: the URLs read are appended to a
 * file of their own (`.mirror/<path>.seen`, SeenFile), so a page's save costs the same at page 10 as at page 100,000.
 */
export interface CrawlState {
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
  /** Records of the crawl's first page: every page with a next link holds as many (DRF's pages are full but the last). */
  size: number | null;
}

/** A collection's crawl under way. */
export interface Crawl {
  state: CrawlState;
  /** Ids (as JSON text) of the records read. */
  readonly ids: Set<string>;
  /** The URLs read. */
  seen: SeenFile;
  /** The partial file. */
  readonly fd: number;
  /** Its first page's URL. */
  readonly start: string;
}

export const freshState = (base: string, next: string, crawl: number): CrawlState =>
  ({ base, next, bytes: 0, records: 0, pages: 0, count: null, crawl, size: null });

/** A URL as the crawl state keeps it (one per page read): a short digest, 16 hex digits. */
export const digest = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 16);
/** Bytes of a digest's line in the seen file. */
const SEEN_LINE = 17;

/**
 * The digests of the URLs a crawl has read (none is read twice), in memory as a set and on disk one line per page
 * read, appended before the page's state is saved: the file's first `state.pages` lines are the pages saved.
 */
export class SeenFile {
  readonly digests = new Set<string>();
  readonly #fd: number;

  private constructor(readonly file: string, lines: string[]) {
    for (const d of lines) this.digests.add(d);
    this.#fd = fs.openSync(file, 'a');
  }

  /** A new, empty record of a crawl's URLs. */
  static fresh(stateFile: string): SeenFile {
    const file = seenFileOf(stateFile);
    fs.writeFileSync(file, '');
    return new SeenFile(file, []);
  }

  /** The URLs of the `pages` pages a saved state has read, anything after them cut off; undefined when it lacks some. */
  static resume(stateFile: string, pages: number): SeenFile | undefined {
    const file = seenFileOf(stateFile);
    let text: string;
    try {
      text = fs.readFileSync(file, 'latin1');
    } catch {
      return undefined; // none (a state of an older release): the crawl cannot be bounded, so it starts over
    }
    if (text.length < pages * SEEN_LINE) return undefined;
    fs.truncateSync(file, pages * SEEN_LINE);
    return new SeenFile(file, text.slice(0, pages * SEEN_LINE).split('\n').slice(0, pages));
  }

  /** Adds a URL read; false when it was read before in this crawl. */
  add(url: string): boolean {
    const d = digest(url);
    if (this.digests.has(d)) return false;
    this.digests.add(d);
    fs.writeSync(this.#fd, `${d}\n`);
    return true;
  }

  has(url: string): boolean {
    return this.digests.has(digest(url));
  }

  close(): void {
    fs.closeSync(this.#fd);
  }
}

const seenFileOf = (stateFile: string): string => stateFile.replace(/\.json$/, '.seen');

/** Removes every file a collection may have in the dump and its crawl state. */
export function removeCollectionFiles(dir: string, dumpPath: string): void {
  const final = path.join(dir, `${dumpPath}.ndjson`);
  const state = path.join(dir, STATE_DIR, `${dumpPath}.json`);
  for (const file of [final, `${final}.gz`, `${final}.partial`, state, seenFileOf(state)]) fs.rmSync(file, { force: true });
}

/** The crawl state saved in `file`, or undefined when there is none. */
export function readState(file: string): CrawlState | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as CrawlState;
  } catch {
    return undefined; // none, or torn: start the collection over
  }
}

/** Saves the crawl state, replacing the file whole (a torn write never leaves half a state). */
export function writeState(file: string, state: CrawlState): void {
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state));
  fs.renameSync(tmp, file);
}

/** The ids (as JSON text) of the records already in a partial file, to resume the unique-id check. */
export function idsOf(file: string): string[] {
  const out: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line) out.push(JSON.stringify((JSON.parse(line) as { id: unknown }).id));
  }
  return out;
}

/**
 * Completes `core/polities.ndjson` with every polity the written collections name: nested (fields of type `polity` and
 * `polities`), or by key alone (fields whose target is the polities: a reference, a list of ids). `crawled`: the file
 * holds the instance's own polity records, which are kept as read; otherwise it is derived from the records alone. A
 * polity only seen nested (first seen wins) becomes a record of the registry's polity fields, in their order, with
 * the summary's values and null for the others; one only named by key, when no record nests it, a record of its id
 * and nulls. The file is left untouched when nothing is missing from it; otherwise it is rewritten in id order.
 */
export async function completePolities(registry: Registry, dir: string, written: readonly CollectionDef[], crawled: boolean): Promise<number> {
  const file = path.join(dir, `${POLITIES_PATH}.ndjson`);
  const lines = new Map<unknown, string>(); // id → line
  if (crawled) for await (const line of linesOf(file)) lines.set((JSON.parse(line) as { id: unknown }).id, line);
  const own = lines.size;
  const names = registry.polities.fields.map((f) => f.name);
  const add = (p: unknown): void => {
    if (p === null || typeof p !== 'object' || Array.isArray(p)) return;
    const summary = p as Record<string, unknown>;
    if (typeof summary.id !== 'number' || lines.has(summary.id)) return;
    lines.set(summary.id, JSON.stringify(Object.fromEntries(names.map((n) => [n, Object.hasOwn(summary, n) ? summary[n] : null]))));
  };
  const keys = new Set<number>(); // polities named by key, added once every nested summary is known
  for (const def of written) {
    if (def === registry.polities) continue;
    const fields = def.fields.filter((f) => f.type === 'polity' || f.type === 'polities' || f.target === registry.polities.path);
    if (!fields.length) continue;
    for await (const line of linesOf(path.join(dir, `${def.path}.ndjson`))) {
      const record = JSON.parse(line) as Record<string, unknown>;
      for (const f of fields) {
        const v = record[f.name];
        if (f.type === 'polity') add(v);
        else if (f.type === 'polities') (Array.isArray(v) ? v : []).forEach(add);
        else for (const id of [v].flat()) if (Number.isSafeInteger(id)) keys.add(id as number);
      }
    }
  }
  for (const id of keys) add({ id });
  if (crawled && lines.size === own) return own;
  const byId = (a: unknown, b: unknown): number =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  const sorted = [...lines.entries()].sort((a, b) => byId(a[0], b[0])).map(([, line]) => line + '\n');
  const tmp = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(tmp, sorted.join(''));
  fs.renameSync(tmp, file);
  fs.rmSync(`${file}.gz`, { force: true });
  return lines.size;
}

/** The non-empty lines of a file the mirror wrote, streamed. */
async function* linesOf(file: string): AsyncGenerator<string> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield line;
}
