/**
 * The NDJSON renderer: one record per line, LF line ends, each line the record's bytes exactly as it is served inside
 * `results` and as `databank export` writes it. The store hands the lines over already joined (`scan(…, 'lines')`).
 */
import type { Renderer } from './renderer.js';

export const ndjson: Renderer<'lines'> = {
  shape: 'lines',
  contentType: 'application/x-ndjson',
  extension: 'ndjson',
  head: () => '',
  chunk: (_def, lines) => lines,
};
