/** The download renderers, one per format: what a scan's chunks become on the wire (HTTP and `databank export`). */
import type { DownloadFormat } from '../plan/plan.js';
import type { CollectionDef } from '../registry/index.js';
import type { ScanChunk, ScanShape } from '../store/store.js';
import { csv } from './csv.js';
import { ndjson } from './ndjson.js';

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

export const RENDERERS: Readonly<Record<DownloadFormat, Renderer<'rows'> | Renderer<'lines'>>> = { csv, ndjson };

/** The file name a download suggests: the collection's path with `-` for `/` (`general-polity-alternative-names.csv`). */
export function downloadName(def: CollectionDef, renderer: Renderer): string {
  return `${def.path.replace(/\//g, '-')}.${renderer.extension}`;
}
