/**
 * What both stores wire the same way: reads go to the dialect's reader (reader.ts), downloads to its downloads
 * (downloads.ts). A store class (sqlite/store.ts, postgres/store.ts) adds its handles, its loads and its lifecycle.
 */
import type { ReadResult, RowQuery } from '../plan/plan.js';
import type { CollectionDef, FacetDef } from '../registry/index.js';
import type { FacetCounts } from './facets.js';
import type { PieceForm } from './pieces.js';
import type { Generation, PageQuery, PageRows, PageShape, ScanChunk, ScanShape } from './store.js';

/** A dialect's reads: pages, records, and the plans of filtered reads (for tests of index use). */
export interface StoreReader {
  read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape?: S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>>;
  record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined> | string | undefined;
  explain(gen: Generation, query: PageQuery): Promise<{ count: string[]; page: string[] }> | { count: string[]; page: string[] };
  facet(gen: Generation, query: RowQuery, facet: FacetDef, limit: number): Promise<FacetCounts>;
}

/** A dialect's downloads (Store.scan, Store.whole), and how many wait for their turn now. */
export interface StoreDownloads {
  scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined>;
  whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined>;
  readonly waiting: number;
}

export abstract class WiredStore {
  readonly #reader: StoreReader;
  readonly #downloads: StoreDownloads;

  constructor(reader: StoreReader, downloads: StoreDownloads) {
    this.#reader = reader;
    this.#downloads = downloads;
  }

  read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape?: S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>> {
    return this.#reader.read(gen, query, shape, signal);
  }

  async record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined> {
    return this.#reader.record(gen, def, id);
  }

  /** The query plans the database chooses for a filtered read's count and page (for tests of index use). */
  async explain(gen: Generation, query: PageQuery): Promise<{ count: string[]; page: string[] }> {
    return this.#reader.explain(gen, query);
  }

  facet(gen: Generation, query: RowQuery, facet: FacetDef, limit: number): Promise<FacetCounts> {
    return this.#reader.facet(gen, query, facet, limit);
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
}
