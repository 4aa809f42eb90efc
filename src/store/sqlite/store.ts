/**
 * The embedded default store: one SQLite file, opened read-only for serving. A load writes a complete new file
 * beside it and renames it over the old one (atomic on POSIX); servers notice the new inode and switch. This class
 * wires the parts into the Store interface: handle.ts (the open files), reader.ts (pages, records), downloads.ts,
 * writer.ts (loads).
 */
import path from 'node:path';
import type { CollectionDef, Registry } from '../../registry/index.js';
import type { ReadResult, RowQuery } from '../../plan/plan.js';
import type { PieceForm } from '../pieces.js';
import type { DatabankWriter, Generation, LoadMeta, PageQuery, PageRows, PageShape, ScanChunk, ScanShape, Store } from '../store.js';
import { DatabankLoad } from '../writer.js';
import { SqliteDownloads } from './downloads.js';
import { Handles } from './handle.js';
import { ReadPool } from './read-pool.js';
import { SqliteReader } from './reader.js';
import { SqliteLoad } from './writer.js';

export interface SqliteStoreOptions {
  /** How often, at most, a request checks whether a load replaced the file (ms). */
  readonly checkIntervalMs?: number;
  /**
   * Read threads for filtered and ordered reads (READ_THREADS; read-pool.ts); 0 runs them on the serving thread,
   * with no time limit. Default 1.
   */
  readonly readThreads?: number;
  /** The time limit of a read in a read thread, waiting included (QUERY_TIME_LIMIT_MS), ms. Default 2000. */
  readonly queryTimeLimitMs?: number;
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly #file: string;
  readonly #handles: Handles;
  readonly #pool: ReadPool | undefined;
  readonly #reader: SqliteReader;
  readonly #downloads: SqliteDownloads;

  constructor(readonly registry: Registry, file: string, options: SqliteStoreOptions = {}) {
    this.#file = path.resolve(file);
    this.#handles = new Handles(registry, this.#file, options.checkIntervalMs ?? 1000);
    const threads = options.readThreads ?? 1;
    this.#pool = threads > 0
      ? new ReadPool({ collections: registry.collections, threads, timeLimitMs: options.queryTimeLimitMs ?? 2000 })
      : undefined;
    this.#reader = new SqliteReader(this.#handles, this.#pool, this.#file);
    this.#downloads = new SqliteDownloads(this.#handles, this.#reader);
    try {
      this.refresh(true);
    } catch {
      // Remembered: `current()` reports it (so `serve` fails at start), while `beginLoad()` can still replace the file.
    }
  }

  /** Why the file at the path was last refused, if it was. */
  get lastError(): string | undefined {
    return this.#handles.lastError;
  }

  get file(): string {
    return this.#file;
  }

  /** Switches to the file now at the path if it is a different one than the one served. */
  refresh(force = false): void {
    this.#handles.refresh(force);
  }

  async current(): Promise<Generation | undefined> {
    return this.#handles.current();
  }

  read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape?: S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>> {
    return this.#reader.read(gen, query, shape, signal);
  }

  async record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined> {
    return this.#reader.record(gen, def, id);
  }

  /** The query plans SQLite chooses for a filtered read's count and page (for tests of index use). */
  async explain(gen: Generation, query: PageQuery): Promise<{ count: string[]; page: string[] }> {
    return this.#reader.explain(gen, query);
  }

  scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined> {
    return this.#downloads.scan(gen, query, shape, signal);
  }

  whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined> {
    return this.#downloads.whole(gen, def, form);
  }

  downloadsWaiting(): number {
    return this.#downloads.waiting;
  }

  /** Scans running now, on any generation: for tests. */
  get activeScans(): number {
    return this.#handles.activeScans;
  }

  /** Open databank files (active, previous, and older ones a download still reads): for tests. */
  get openHandles(): number {
    return this.#handles.openHandles;
  }

  async beginLoad(meta: LoadMeta = {}): Promise<DatabankWriter> {
    return new DatabankLoad(this.registry, new SqliteLoad(this.registry, this.#file, () => this.refresh(true)), meta.demo === true);
  }

  async ping(): Promise<boolean> {
    return this.#handles.open;
  }

  async close(): Promise<void> {
    await this.#pool?.close();
    this.#handles.close();
  }
}
