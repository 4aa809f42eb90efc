/** The download renderers, one per format: what a scan's chunks become on the wire (HTTP and `databank export`). */
import type { DownloadFormat } from '../plan/plan.js';
import type { CollectionDef } from '../registry/index.js';
import { csv } from './csv.js';
import type { Renderer } from './renderer.js';
import { ndjson } from './ndjson.js';

export type { Renderer } from './renderer.js';

export const RENDERERS: Readonly<Record<DownloadFormat, Renderer<'rows'> | Renderer<'lines'>>> = { csv, ndjson };

/** The file name a download suggests: the collection's path with `-` for `/` (`general-polity-alternative-names.csv`). */
export function downloadName(def: CollectionDef, renderer: Renderer): string {
  return `${def.path.replace(/\//g, '-')}.${renderer.extension}`;
}
