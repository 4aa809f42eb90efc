/**
 * The embedded default store: one SQLite file, opened read-only for serving. A load writes a complete new file
 * beside it and renames it over the old one (atomic on POSIX); servers notice the new inode and switch. This class
 * wires the parts into the Store interface: handle.ts (the open files), reader.ts (pages, records) and
 * downloads.ts (through store/wired.ts), writer.ts (loads).
 */
import path from 'node:path';
import type { Registry } from '../../registry/index.js';
import { groupPolityRows, polityRecordsSql, type DatabankWriter, type Generation, type LoadMeta, type PolityRecords, type Store } from '../store.js';
import { WiredStore } from '../wired.js';
import { DatabankLoad } from '../writer.js';
import { SqliteDownloads } from './downloads.js';
import { Handles } from './handle.js';
import { statement } from './planner.js';
import { ReadPool } from './read-pool.js';
import { SqliteReader } from './reader.js';
import { SqliteReleases } from './releases.js';
import { SqliteLoad } from './writer.js';
import { StatsCache, type CollectionStats } from '../stats.js';
import type { CollectionDef } from '../../registry/index.js';

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
  /** Release files open at once, and how long one stays open unused (handle.ts; tests shorten them). */
  readonly releasesOpen?: number;
  readonly releaseIdleMs?: number;
}

export class SqliteStore extends WiredStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly #file: string;
  readonly #handles: Handles;
  readonly #pool: ReadPool | undefined;
  readonly #stats = new StatsCache();
  readonly #reader: SqliteReader;
  /** Kept generation files beside the served one (releases.ts). */
  readonly releases: SqliteReleases;
  /** The statement of `polityRecords` ('' when the registry has no coded table), made once. */
  #politySql: string | undefined;

  constructor(readonly registry: Registry, file: string, options: SqliteStoreOptions = {}) {
    const resolved = path.resolve(file);
    const handles = new Handles(registry, resolved, options.checkIntervalMs ?? 1000, { releasesOpen: options.releasesOpen, releaseIdleMs: options.releaseIdleMs });
    const threads = options.readThreads ?? 1;
    const pool = threads > 0
      ? new ReadPool({ collections: registry.collections, threads, timeLimitMs: options.queryTimeLimitMs ?? 2000 })
      : undefined;
    const reader = new SqliteReader(handles, pool);
    super(reader, new SqliteDownloads(handles, reader));
    this.#reader = reader;
    this.#file = resolved;
    this.#handles = handles;
    this.#pool = pool;
    this.releases = new SqliteReleases(resolved, handles);
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

  /** Scans running now, on any generation: for tests. */
  get activeScans(): number {
    return this.#handles.activeScans;
  }

  /** Releases open now: for tests. */
  get openReleases(): number {
    return this.#handles.openReleases;
  }

  /** Open databank files (active, previous, and older ones a download still reads): for tests. */
  get openHandles(): number {
    return this.#handles.openHandles;
  }

  /**
   * A polity's coded records: one statement, here (every branch is a lookup in its table's polity index, so it is
   * bounded by what it returns, like a record; no read thread needed).
   */
  async polityRecords(gen: Generation, polityId: number): Promise<readonly PolityRecords[]> {
    const sql = (this.#politySql ??= polityRecordsSql(this.registry, '@p', (def) => `"${def.table}"`) ?? '');
    if (sql === '') return [];
    const rows = statement(this.#handles.get(gen), sql, false).all({ p: polityId }) as { k: number; ord: number; body: string }[];
    return groupPolityRows(this.registry, rows);
  }

  /** A collection's codebook counts: a few aggregates over one table's typed columns, in a read thread (reader.ts). */
  stats(gen: Generation, def: CollectionDef): Promise<CollectionStats> {
    return this.#stats.get(gen.id, def, () => this.#reader.stats(gen, def));
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
