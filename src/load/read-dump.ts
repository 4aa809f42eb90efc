/**
 * A dump directory as a RecordSource, its records prepared in worker threads (`prepare-worker.ts`) that run ahead of
 * the loader. Which files a dump holds is `dump-files.ts`; how a file becomes items is `read-lines.ts`.
 */
import { Worker } from 'node:worker_threads';
import { POLITIES_PATH, type CollectionDef, type Registry } from '../registry/index.js';
import { dumpContents, dumpFile, type DumpFile } from './dump-files.js';
import { MANIFEST_NAME } from './manifest.js';
import type { RecordSource } from './loader.js';
import { prepare, type Prepared } from './prepare.js';
import type { WorkerInput, WorkerMessage } from './prepare-protocol.js';
import { DEFAULT_MAX_RECORD_BYTES, readBatches, type ReadOptions } from './read-lines.js';
import type { SourceItem } from './source-item.js';

export type DumpSourceOptions = ReadOptions;

/**
 * Files smaller than this are prepared on the loader's thread: starting a worker thread costs about 30 ms (its
 * modules loaded again), more than preparing a small file takes, and a dump of the whole catalogue holds some two
 * hundred files of a few hundred records each. Larger files get their worker, which runs beside the loader.
 */
const WORKER_MIN_BYTES = 1 << 20;

/**
 * The dump in `dir` as a record source. Throws DumpError when `dir` is no dump, or holds other than its manifest names
 * (dump-files.ts, dumpContents); the records its manifest counts are `expected`. Its `prepared` records are parsed and
 * validated in worker threads, one per file, the next file read ahead while the loader takes the current one: on two
 * cores, parsing runs beside the loader's checks and the database writes.
 */
export function dumpSource(registry: Registry, dir: string, options: DumpSourceOptions = {}): RecordSource {
  const { manifest } = dumpContents(registry, dir);
  // The order the loader asks for dump paths in: the polities, then the collections in registry order.
  const loadOrder = [POLITIES_PATH, ...registry.collections.map((d) => d.path).filter((p) => p !== POLITIES_PATH)];
  /** What reading a file takes: the options, and the SHA-256 the manifest gives it (version 2), verified as it is read. */
  const readOf = (dumpPath: string): ReadOptions => {
    const expected = manifest?.collections[dumpPath]?.sha256;
    return expected === undefined ? options : { ...options, sha256: { expected, by: MANIFEST_NAME } };
  };
  const ahead = new Map<string, PreparingFile>();
  const start = (dumpPath: string): PreparingFile | undefined => {
    let preparing = ahead.get(dumpPath);
    if (!preparing) {
      const file = dumpFile(dir, dumpPath);
      if (!file || (file.size < WORKER_MIN_BYTES && !file.gzip)) return undefined; // prepared here when its turn comes
      const def = registry.byPath(dumpPath)!;
      ahead.set(dumpPath, (preparing = new PreparingFile(file, def, options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES, readOf(dumpPath).sha256)));
    }
    return preparing;
  };
  return {
    items(dumpPath: string): AsyncIterable<SourceItem> | undefined {
      const file = dumpFile(dir, dumpPath);
      return file && flatten(readBatches(file, readOf(dumpPath)));
    },
    batches(dumpPath: string): AsyncIterable<readonly SourceItem[]> | undefined {
      const file = dumpFile(dir, dumpPath);
      return file && readBatches(file, readOf(dumpPath));
    },
    prepared(dumpPath: string): AsyncIterable<readonly Prepared[]> | undefined {
      const small = dumpFile(dir, dumpPath);
      if (small && small.size < WORKER_MIN_BYTES && !small.gzip) {
        ahead.delete(dumpPath);
        return preparedHere(small, registry.byPath(dumpPath)!, readOf(dumpPath));
      }
      const preparing = start(dumpPath);
      ahead.delete(dumpPath);
      const next = loadOrder[loadOrder.indexOf(dumpPath) + 1];
      if (next) start(next);
      return preparing?.batches(options.onBytes);
    },
    expected(dumpPath: string) {
      const records = manifest?.collections[dumpPath]?.records;
      if (records === undefined) return undefined;
      const file = dumpFile(dir, dumpPath);
      return file && { where: file.name, records, by: MANIFEST_NAME };
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

  constructor(readonly file: DumpFile, def: CollectionDef, maxRecordBytes: number, sha256: ReadOptions['sha256']) {
    const input: WorkerInput = { file, def, credits: 8, maxRecordBytes, ...(sha256 ? { sha256 } : {}) };
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

/** A small file's records prepared on this thread, in the batches a worker would post. */
async function* preparedHere(file: DumpFile, def: CollectionDef, options: ReadOptions): AsyncGenerator<readonly Prepared[]> {
  for await (const batch of readBatches(file, options)) yield batch.map((item) => prepare(def, item));
}

async function* flatten(batches: AsyncIterable<readonly SourceItem[]>): AsyncGenerator<SourceItem> {
  for await (const batch of batches) yield* batch;
}
