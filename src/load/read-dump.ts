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
import { POLITIES_PATH, REGISTRY } from '../registry/index.js';
import type { RecordSource, SourceItem } from './loader.js';
import type { Prepared } from './prepare.js';
import type { WorkerInput, WorkerMessage } from './prepare-worker.js';

/** Every name a dump may hold, without extension: the collections in registry order, then the polities. */
export const DUMP_PATHS: readonly string[] = [...REGISTRY.map((d) => d.path).filter((p) => p !== POLITIES_PATH), POLITIES_PATH];

export interface DumpFile {
  /** Path below the dump directory as problems name it: `sc/tokens.ndjson` or `sc/tokens.ndjson.gz`. */
  readonly name: string;
  readonly file: string;
  readonly size: number;
  readonly gzip: boolean;
}

export interface DumpSourceOptions {
  /** Called as file bytes are read (compressed bytes for `.gz`): the dump file and the bytes read since the last call. */
  readonly onBytes?: (name: string, bytes: number) => void;
}

export class DumpError extends Error {
  override name = 'DumpError';
}

/** The file of one dump path, or undefined when the dump has none; both forms at once is a problem (which one?). */
export function dumpFile(dir: string, dumpPath: string): DumpFile | undefined {
  const found: DumpFile[] = [];
  for (const [ext, gzip] of [['.ndjson', false], ['.ndjson.gz', true]] as const) {
    const file = path.join(dir, dumpPath + ext);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      continue;
    }
    if (!stat.isFile()) throw new DumpError(`${file} is not a file`);
    found.push({ name: dumpPath + ext, file, size: stat.size, gzip });
  }
  if (found.length > 1) throw new DumpError(`${dir} holds both ${found[0]!.name} and ${found[1]!.name}; keep one`);
  return found[0];
}

/** Checks the directory is a dump: it exists and holds at least one dump file. Returns the files it holds. */
export function dumpFiles(dir: string): DumpFile[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new DumpError(`${dir}: no such directory`);
  }
  if (!stat.isDirectory()) throw new DumpError(`${dir} is not a directory`);
  const files = DUMP_PATHS.map((p) => dumpFile(dir, p)).filter((f): f is DumpFile => f !== undefined);
  if (files.length === 0) {
    throw new DumpError(`${dir} holds no dump files (expected e.g. ${REGISTRY[0]!.path}.ndjson; see README, "Dump format")`);
  }
  return files;
}

/** `.ndjson` files of the directory that name no collection (a typo would otherwise load as an empty collection). */
export function unknownDumpFiles(dir: string): string[] {
  const known = new Set(DUMP_PATHS.flatMap((p) => [`${p}.ndjson`, `${p}.ndjson.gz`]));
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((n) => n.split(path.sep).join('/'))
    .filter((n) => /\.ndjson(\.gz)?$/.test(n) && !known.has(n) && !n.startsWith('.'))
    .sort();
}

/** The order the loader asks for dump paths in: the polities, then the collections in registry order. */
const LOAD_ORDER: readonly string[] = [POLITIES_PATH, ...REGISTRY.map((d) => d.path).filter((p) => p !== POLITIES_PATH)];

/**
 * The dump in `dir` as a record source. Throws DumpError when `dir` is no dump. Its `prepared` records are parsed and
 * validated in worker threads, one per file, the next file read ahead while the loader takes the current one: on two
 * cores, parsing runs beside the loader's checks and the database writes.
 */
export function dumpSource(dir: string, options: DumpSourceOptions = {}): RecordSource {
  dumpFiles(dir);
  const ahead = new Map<string, PreparingFile>();
  const start = (dumpPath: string): PreparingFile | undefined => {
    let preparing = ahead.get(dumpPath);
    if (!preparing) {
      const file = dumpFile(dir, dumpPath);
      if (!file) return undefined;
      ahead.set(dumpPath, (preparing = new PreparingFile(file, dumpPath)));
    }
    return preparing;
  };
  return {
    items(dumpPath: string): AsyncIterable<SourceItem> | undefined {
      const file = dumpFile(dir, dumpPath);
      return file && flatten(readBatches(file, options.onBytes));
    },
    batches(dumpPath: string): AsyncIterable<readonly SourceItem[]> | undefined {
      const file = dumpFile(dir, dumpPath);
      return file && readBatches(file, options.onBytes);
    },
    prepared(dumpPath: string): AsyncIterable<readonly Prepared[]> | undefined {
      const preparing = start(dumpPath);
      ahead.delete(dumpPath);
      const next = LOAD_ORDER[LOAD_ORDER.indexOf(dumpPath) + 1];
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

  constructor(readonly file: DumpFile, dumpPath: string) {
    const input: WorkerInput = { file, path: dumpPath, credits: 8 };
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

/**
 * The lines of a file as items, one batch per chunk read: one JSON value each, or the reason the line is not one.
 * Batches, not single items, because an async generator's per-yield cost would dominate a fast load.
 */
export async function* readBatches(file: DumpFile, onBytes?: (name: string, bytes: number) => void): AsyncGenerator<SourceItem[]> {
  const raw = fs.createReadStream(file.file, { highWaterMark: 1 << 20 });
  if (onBytes) raw.on('data', (chunk) => onBytes(file.name, chunk.length));
  let stream: AsyncIterable<Buffer> = raw;
  if (file.gzip) {
    const gunzip = createGunzip();
    raw.on('error', (err) => gunzip.destroy(err)); // pipe() does not pass a read error on
    stream = raw.pipe(gunzip);
  }
  let line = 0;
  let carry: Buffer | undefined;
  let blanks: number[] = []; // blank lines not yet followed by a record: fine at the end, a problem before a record

  function* lineItems(text: string): Generator<SourceItem> {
    line++;
    if (text.length === 0 || (text.length < 64 && BLANK.test(text))) {
      blanks.push(line);
      return;
    }
    for (const n of blanks) yield { where: `${file.name}:${n}`, error: 'blank line (only the end of a file may have them)' };
    blanks = [];
    const where = `${file.name}:${line}`;
    if (line === 1 && text.charCodeAt(0) === 0xfeff) {
      yield { where, error: 'starts with a byte order mark (dumps are UTF-8 without BOM)' };
      return;
    }
    try {
      yield { where, value: JSON.parse(text) };
    } catch (err) {
      yield { where, error: `invalid JSON (${(err as Error).message})` };
    }
  }

  /** Complete lines (`bytes` ends with LF): decoded at once when valid UTF-8, else line by line to name the bad one. */
  function* region(bytes: Buffer): Generator<SourceItem> {
    if (isUtf8(bytes)) {
      const lines = bytes.toString('utf8').split('\n');
      for (let i = 0; i < lines.length - 1; i++) yield* lineItems(lines[i]!);
      return;
    }
    let start = 0;
    for (let end = bytes.indexOf(LF); end >= 0; start = end + 1, end = bytes.indexOf(LF, start)) {
      let text: string;
      try {
        text = utf8.decode(bytes.subarray(start, end));
      } catch {
        line++;
        for (const n of blanks) yield { where: `${file.name}:${n}`, error: 'blank line (only the end of a file may have them)' };
        blanks = [];
        yield { where: `${file.name}:${line}`, error: 'invalid UTF-8' };
        continue;
      }
      yield* lineItems(text);
    }
  }

  try {
    for await (const chunk of stream) {
      const last = chunk.lastIndexOf(LF);
      if (last < 0) {
        carry = carry ? Buffer.concat([carry, chunk]) : chunk;
        continue;
      }
      const head = carry ? Buffer.concat([carry, chunk.subarray(0, last + 1)]) : chunk.subarray(0, last + 1);
      carry = last + 1 < chunk.length ? chunk.subarray(last + 1) : undefined;
      yield [...region(head)];
    }
  } catch (err) {
    yield [{ where: `${file.name}:${line + 1}`, error: `cannot read the file (${(err as Error).message})` }];
    return;
  } finally {
    raw.destroy();
  }
  // A last line without its LF is still a record.
  if (carry && carry.length > 0) yield [...region(Buffer.concat([carry, Buffer.from([LF])]))];
}
