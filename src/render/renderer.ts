/** What a download renderer is (render/index.ts lists them): how a scan's chunks of one format become text. */
import type { CollectionDef } from '../registry/index.js';
import type { ScanChunk, ScanShape } from '../store/store.js';

export interface Renderer<S extends ScanShape = ScanShape> {
  /** What the renderer reads from the store: records' text, or NDJSON text. */
  readonly shape: S;
  /** The Content-Type of the answer. */
  readonly contentType: string;
  /** The file name extension (`Content-Disposition`, export files). */
  readonly extension: string;
  /** What comes before the first record (the CSV header row). */
  head(def: CollectionDef): string;
  /** The text of one chunk of records. */
  chunk(def: CollectionDef, chunk: ScanChunk<S>): string;
}
