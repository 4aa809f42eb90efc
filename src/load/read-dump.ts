/**
 * A dump directory as a RecordSource: each collection file (`sc/tokens.ndjson`, or `.ndjson.gz`) is streamed, split
 * on LF bytes only (strings may hold raw U+2028, U+2029, U+0085 and CR is JSON whitespace), and every line becomes one
 * item numbered from 1, so problems read `sc/tokens.ndjson:12: field: problem`. See README, "Dump format".
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createGunzip } from 'node:zlib';
import { POLITIES_PATH, type CollectionDef, type Registry } from '../registry/index.js';
import type { RecordSource, SourceItem } from './loader.js';
import type { Prepared } from './prepare.js';
import type { WorkerInput, WorkerMessage } from './prepare-worker.js';
import { quote } from './validate.js';

/** Every name a dump may hold, without extension: the collections in registry order, then the polities. */
export function dumpPaths(registry: Registry): string[] {
  return [...registry.collections.map((d) => d.path).filter((p) => p !== POLITIES_PATH), POLITIES_PATH];
}

export interface DumpFile {
  /** Path below the dump directory as problems name it: `sc/tokens.ndjson` or `sc/tokens.ndjson.gz`. */
  readonly name: string;
  readonly file: string;
  readonly size: number;
  readonly gzip: boolean;
}

export type DumpSourceOptions = ReadOptions;

export class DumpError extends Error {
  override name = 'DumpError';
}

/** The dump directory with every link resolved: a dump file must resolve inside it. */
function dumpRoot(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    throw new DumpError(`${dir}: no such directory`);
  }
}

const inside = (root: string, file: string): boolean => file.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

/**
 * The file of one dump path, or undefined when the dump has none. Links (the file's own, or a linked directory on
 * its way) may point elsewhere in the dump, never outside it: a dump must not read /etc/passwd. The file is then
 * read by its resolved path. Both forms at once, a link to nothing, or no regular file is a problem.
 */
export function dumpFile(dir: string, dumpPath: string, root = dumpRoot(dir)): DumpFile | undefined {
  const found: DumpFile[] = [];
  for (const [ext, gzip] of [['.ndjson', false], ['.ndjson.gz', true]] as const) {
    const name = dumpPath + ext;
    const file = path.join(dir, name);
    try {
      fs.lstatSync(file);
    } catch {
      continue; // no such entry (or a directory on its way is missing)
    }
    let real: string;
    try {
      real = fs.realpathSync(file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new DumpError(`${name}: ${code === 'ENOENT' ? 'a link to nothing' : `cannot be resolved (${code ?? String(err)})`}; refused`);
    }
    if (!inside(root, real)) throw new DumpError(`${name}: resolves outside the dump (${real}); refused`);
    const stat = fs.statSync(real);
    if (!stat.isFile()) throw new DumpError(`${file} is not a file`);
    found.push({ name, file: real, size: stat.size, gzip });
  }
  if (found.length > 1) throw new DumpError(`${dir} holds both ${found[0]!.name} and ${found[1]!.name}; keep one`);
  return found[0];
}

/**
 * Checks the directory is a dump: it exists, holds at least one dump file, and every dump file is acceptable
 * (see dumpFile). Returns the files it holds. Every refused file is named, not only the first.
 */
export function dumpFiles(registry: Registry, dir: string): DumpFile[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new DumpError(`${dir}: no such directory`);
  }
  if (!stat.isDirectory()) throw new DumpError(`${dir} is not a directory`);
  const root = dumpRoot(dir);
  const files: DumpFile[] = [];
  const refused: string[] = [];
  for (const p of dumpPaths(registry)) {
    try {
      const file = dumpFile(dir, p, root);
      if (file) files.push(file);
    } catch (err) {
      if (!(err instanceof DumpError)) throw err;
      refused.push(err.message);
    }
  }
  if (refused.length === 1) throw new DumpError(refused[0]!);
  if (refused.length > 1) throw new DumpError(`${dir}: ${refused.length} dump files refused; nothing was loaded:\n${refused.join('\n')}`);
  if (files.length === 0) {
    throw new DumpError(`${dir} holds no dump files (expected e.g. ${registry.collections[0]!.path}.ndjson; see README, "Dump format")`);
  }
  return files;
}

/** Collection files (`general/polity-durations.ndjson`) the dump lacks in both forms; core/polities is optional. */
export function missingCollectionFiles(registry: Registry, dir: string): string[] {
  const root = dumpRoot(dir);
  return registry.collections.filter((d) => d.path !== POLITIES_PATH && dumpFile(dir, d.path, root) === undefined).map((d) => `${d.path}.ndjson`);
}

/**
 * `.ndjson` files of the directory that name no collection (a typo would otherwise load as an empty collection).
 * The walk never follows a link to a directory: `loop -> .` would make it endless.
 */
export function unknownDumpFiles(registry: Registry, dir: string): string[] {
  const known = new Set(dumpPaths(registry).flatMap((p) => [`${p}.ndjson`, `${p}.ndjson.gz`]));
  const out: string[] = [];
  const walk = (rel: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return; // unreadable: the known files are checked on their own
    }
    for (const entry of entries) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(name);
      else if (/\.ndjson(\.gz)?$/.test(name) && !known.has(name)) out.push(name);
    }
  };
  walk('');
  return out.sort();
}


/**
 * The dump in `dir` as a record source. Throws DumpError when `dir` is no dump. Its `prepared` records are parsed and
 * validated in worker threads, one per file, the next file read ahead while the loader takes the current one: on two
 * cores, parsing runs beside the loader's checks and the database writes.
 */
export function dumpSource(registry: Registry, dir: string, options: DumpSourceOptions = {}): RecordSource {
  dumpFiles(registry, dir);
  // The order the loader asks for dump paths in: the polities, then the collections in registry order.
  const loadOrder = [POLITIES_PATH, ...registry.collections.map((d) => d.path).filter((p) => p !== POLITIES_PATH)];
  const ahead = new Map<string, PreparingFile>();
  const start = (dumpPath: string): PreparingFile | undefined => {
    let preparing = ahead.get(dumpPath);
    if (!preparing) {
      const file = dumpFile(dir, dumpPath);
      if (!file) return undefined;
      const def = registry.byPath(dumpPath)!;
      ahead.set(dumpPath, (preparing = new PreparingFile(file, def, options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES)));
    }
    return preparing;
  };
  return {
    items(dumpPath: string): AsyncIterable<SourceItem> | undefined {
      const file = dumpFile(dir, dumpPath);
      return file && flatten(readBatches(file, options));
    },
    batches(dumpPath: string): AsyncIterable<readonly SourceItem[]> | undefined {
      const file = dumpFile(dir, dumpPath);
      return file && readBatches(file, options);
    },
    prepared(dumpPath: string): AsyncIterable<readonly Prepared[]> | undefined {
      const preparing = start(dumpPath);
      ahead.delete(dumpPath);
      const next = loadOrder[loadOrder.indexOf(dumpPath) + 1];
      if (next) start(next);
      return preparing?.batches(options.onBytes);
    },
    close(): void {
      for (const preparing of ahead.values()) preparing.stop();
      ahead.clear();
    },
  };
}

/** One file being read and prepared by a worker thread. */
class PreparingFile {
  readonly #worker: Worker;
  readonly #queue: WorkerMessage[] = [];
  #failed: Error | undefined;
  #exited = false;
  #notify: (() => void) | undefined;

  constructor(readonly file: DumpFile, def: CollectionDef, maxRecordBytes: number) {
    const input: WorkerInput = { file, def, credits: 8, maxRecordBytes };
    this.#worker = new Worker(new URL('./prepare-worker.js', import.meta.url), { workerData: input });
    // Read ahead, it must not keep the process alive (a failed load never takes it); taken, it must (see batches).
    this.#worker.unref();
    this.#worker.on('message', (m: WorkerMessage) => this.#wake(() => this.#queue.push(m)));
    this.#worker.on('error', (err) => this.#wake(() => (this.#failed = err)));
    this.#worker.on('exit', () => this.#wake(() => (this.#exited = true)));
  }

  #wake(change: () => void): void {
    change();
    this.#notify?.();
    this.#notify = undefined;
  }

  stop(): void {
    void this.#worker.terminate();
  }

  async *batches(onBytes?: (name: string, bytes: number) => void): AsyncGenerator<readonly Prepared[]> {
    this.#worker.ref();
    try {
      for (;;) {
        for (let m = this.#queue.shift(); m; m = this.#queue.shift()) {
          if (m.bytes) onBytes?.(this.file.name, m.bytes);
          if ('done' in m) return;
          this.#worker.postMessage(1); // one more batch may be prepared
          yield m.prepared;
        }
        if (this.#failed) throw this.#failed;
        if (this.#exited) throw new Error(`${this.file.name}: the reading thread stopped early`);
        await new Promise<void>((resolve) => (this.#notify = resolve));
      }
    } finally {
      void this.#worker.terminate();
    }
  }
}

async function* flatten(batches: AsyncIterable<readonly SourceItem[]>): AsyncGenerator<SourceItem> {
  for await (const batch of batches) yield* batch;
}

const LF = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const BLANK = /^[ \t\r]*$/;
const BLANK_LINE = 'blank line (only the end of a file may have them)';

/** Default of `--max-record-bytes`: the longest line a record may take, in bytes, without its LF. */
export const DEFAULT_MAX_RECORD_BYTES = 1 << 20;

export interface ReadOptions {
  /** Called as file bytes are read (compressed bytes for `.gz`): the dump file and the bytes read since the last call. */
  readonly onBytes?: (name: string, bytes: number) => void;
  /** A longer line is a problem, neither parsed nor kept in memory whole (default DEFAULT_MAX_RECORD_BYTES). */
  readonly maxRecordBytes?: number;
}

/**
 * The lines of a file as items, one batch per chunk read: one JSON value each, or the reason the line is not one.
 * Batches, not single items, because an async generator's per-yield cost would dominate a fast load. A line is
 * measured in bytes before it is parsed; the part of a line over the limit is counted, not kept.
 */
export async function* readBatches(file: DumpFile, options: ReadOptions = {}): AsyncGenerator<SourceItem[]> {
  const { onBytes } = options;
  const max = options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
  // A UTF-16 unit takes at most 3 bytes in UTF-8: a line this short is within the limit without counting its bytes.
  const surelyShort = Math.floor(max / 3);
  const raw = fs.createReadStream(file.file, { highWaterMark: 1 << 20 });
  if (onBytes) raw.on('data', (chunk) => onBytes(file.name, chunk.length));
  let stream: AsyncIterable<Buffer> = raw;
  if (file.gzip) {
    const gunzip = createGunzip();
    raw.on('error', (err) => gunzip.destroy(err)); // pipe() does not pass a read error on
    stream = raw.pipe(gunzip);
  }
  let line = 0;
  let blanks: number[] = []; // blank lines not yet followed by a record: fine at the end, a problem before a record
  // The line whose LF has not been read yet: its pieces, its bytes, and whether it is already over the limit (then
  // its pieces are dropped and only its bytes counted).
  let open: Buffer[] = [];
  let openBytes = 0;
  let overlong = false;

  /** Starts a non-blank line: the blank lines before it are problems. */
  function* record(): Generator<SourceItem> {
    line++;
    for (const n of blanks) yield { where: `${file.name}:${n}`, error: BLANK_LINE };
    blanks = [];
  }

  function* tooLong(bytes: number): Generator<SourceItem> {
    yield* record();
    yield { where: `${file.name}:${line}`, error: `${bytes} bytes, more than --max-record-bytes ${max}` };
  }

  /** One decoded line; `bytes` is its size when known (else it is counted only for a line that may be too long). */
  function* lineItems(text: string, bytes?: number): Generator<SourceItem> {
    if (text.length > surelyShort && (bytes ??= Buffer.byteLength(text)) > max) {
      yield* tooLong(bytes);
      return;
    }
    if (text.length === 0 || (text.length < 64 && BLANK.test(text))) {
      line++;
      blanks.push(line);
      return;
    }
    yield* record();
    const where = `${file.name}:${line}`;
    if (line === 1 && text.charCodeAt(0) === 0xfeff) {
      yield { where, error: 'starts with a byte order mark (dumps are UTF-8 without BOM)' };
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // Not JSON.parse's message: it quotes the line, which may be any file's text (a link to /etc/passwd).
      yield { where, error: invalidJson(text) };
      return;
    }
    yield { where, value, text };
  }

  /** One line's bytes (without LF), decoded on its own to name it when it is not UTF-8. */
  function* oneLine(bytes: Buffer): Generator<SourceItem> {
    if (bytes.length > max) {
      yield* tooLong(bytes.length);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      yield* record();
      yield { where: `${file.name}:${line}`, error: 'invalid UTF-8' };
      return;
    }
    yield* lineItems(text, bytes.length);
  }

  /** Complete lines (`bytes` ends with LF): decoded at once when valid UTF-8, else line by line to name the bad one. */
  function* region(bytes: Buffer): Generator<SourceItem> {
    if (isUtf8(bytes)) {
      const lines = bytes.toString('utf8').split('\n');
      for (let i = 0; i < lines.length - 1; i++) yield* lineItems(lines[i]!);
      return;
    }
    for (let start = 0, end = bytes.indexOf(LF); end >= 0; start = end + 1, end = bytes.indexOf(LF, start)) {
      yield* oneLine(bytes.subarray(start, end));
    }
  }

  /** More of the open line. */
  const extend = (bytes: Buffer): void => {
    openBytes += bytes.length;
    if (overlong) return;
    if (openBytes > max) {
      overlong = true;
      open = [];
    } else {
      open.push(bytes);
    }
  };

  /** The end of the open line (`tail`: its bytes before the LF). */
  function* close(tail: Buffer): Generator<SourceItem> {
    const bytes = openBytes + tail.length;
    const pieces = open;
    const over = overlong || bytes > max;
    open = [];
    openBytes = 0;
    overlong = false;
    if (over) yield* tooLong(bytes);
    else yield* oneLine(Buffer.concat([...pieces, tail]));
  }

  try {
    for await (const chunk of stream) {
      const items: SourceItem[] = [];
      let start = 0;
      if (openBytes > 0) {
        const lf = chunk.indexOf(LF);
        if (lf < 0) {
          extend(chunk);
          continue;
        }
        for (const item of close(chunk.subarray(0, lf))) items.push(item);
        start = lf + 1;
      }
      const last = chunk.lastIndexOf(LF);
      if (last >= start) {
        for (const item of region(chunk.subarray(start, last + 1))) items.push(item);
        start = last + 1;
      }
      if (start < chunk.length) extend(chunk.subarray(start));
      if (items.length) yield items;
    }
  } catch (err) {
    yield [{ where: `${file.name}:${line + 1}`, error: `cannot read the file (${(err as Error).message})` }];
    return;
  } finally {
    raw.destroy();
  }
  // A last line without its LF is still a record.
  if (openBytes > 0) yield [...close(Buffer.alloc(0))];
}

/**
 * Why a line JSON.parse refused is not JSON, in our words: the column of the first error and at most 40 characters
 * around it, escaped (never the raw line). Linear, with an explicit stack: the line may be hostile.
 */
export function invalidJson(text: string): string {
  const error = jsonError(text);
  const at = error?.at ?? 0;
  const from = Math.max(0, Math.min(at - 20, text.length - 40));
  const near = quote(text.slice(from, from + 40), from > 0, from + 40 < text.length);
  return error ? `invalid JSON at column ${at + 1} near ${near} (${error.reason})` : `invalid JSON near ${near}`;
}

const OBJECT = 1, ARRAY = 2;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** The first syntax error of `text` as one JSON value (index, reason), or undefined when it is valid JSON. */
function jsonError(text: string): { at: number; reason: string } | undefined {
  const n = text.length;
  const stack: number[] = [];
  let i = 0;
  const ws = (): void => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  };
  /** A string from its opening quote at i; leaves i after the closing quote. A problem, or undefined. */
  const string = (): string | undefined => {
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c < 0x20) return 'a raw control character in a string';
      if (c === 0x5c) {
        if (++i >= n) break;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) if (++i >= n || !isHex(text.charCodeAt(i))) return i >= n ? 'the line ends inside a string' : 'an invalid \\u escape';
        } else if (!'"\\/bfnrt'.includes(text[i]!)) return 'an invalid escape';
      }
    }
    return 'the line ends inside a string';
  };
  const number = (): string | undefined => {
    if (text.charCodeAt(i) === 0x2d) i++;
    if (text.charCodeAt(i) === 0x30) i++;
    else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
    else return 'an invalid number';
    if (text.charCodeAt(i) === 0x2e) {
      if (!isDigit(text.charCodeAt(++i))) return 'an invalid number';
      while (isDigit(text.charCodeAt(i))) i++;
    }
    if ((text.charCodeAt(i) | 0x20) === 0x65) {
      const sign = text.charCodeAt(++i);
      if (sign === 0x2b || sign === 0x2d) i++;
      if (!isDigit(text.charCodeAt(i))) return 'an invalid number';
      while (isDigit(text.charCodeAt(i))) i++;
    }
    return undefined;
  };
  const at = (reason: string): { at: number; reason: string } => ({ at: Math.min(i, n), reason });
  let state: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    ws();
    const c = text.charCodeAt(i); // NaN at the end
    if (state === 'key') {
      if (i >= n) return at('the line ends where a property name should be');
      if (c !== 0x22) return at('expected a property name in double quotes');
      const bad = string();
      if (bad) return at(bad);
      ws();
      if (i >= n) return at("the line ends where ':' should be");
      if (text.charCodeAt(i) !== 0x3a) return at("expected ':'");
      i++;
      state = 'value';
    } else if (state === 'value') {
      if (i >= n) return at('the line ends where a value should be');
      if (c === 0x7b || c === 0x5b) {
        const close = c === 0x7b ? 0x7d : 0x5d;
        i++;
        ws();
        if (text.charCodeAt(i) === close) {
          i++;
          state = 'after';
        } else {
          stack.push(c === 0x7b ? OBJECT : ARRAY);
          state = c === 0x7b ? 'key' : 'value';
        }
        continue;
      }
      let bad: string | undefined;
      if (c === 0x22) bad = string();
      else if (c === 0x2d || isDigit(c)) bad = number();
      else {
        const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
        if (!word) return at('expected a value');
        i += word.length;
      }
      if (bad) return at(bad);
      state = 'after';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? at('more after the value') : undefined;
      const close = top === OBJECT ? 0x7d : 0x5d;
      if (c === 0x2c) {
        i++;
        state = top === OBJECT ? 'key' : 'value';
      } else if (c === close) {
        i++;
        stack.pop();
      } else if (i >= n) {
        return at(`the line ends inside ${top === OBJECT ? 'an object' : 'an array'}`);
      } else {
        return at(top === OBJECT ? "expected ',' or '}'" : "expected ',' or ']'");
      }
    }
  }
}
