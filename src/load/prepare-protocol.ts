/**
 * What the dump reader (`read-dump.ts`) and its worker threads (`prepare-worker.ts`) send each other. Its own file so
 * that neither imports the other: the worker is a script, loaded by URL.
 */
import type { CollectionDef } from '../registry/index.js';
import type { DumpFile } from './dump-files.js';
import type { Prepared } from './prepare.js';
import type { ReadOptions } from './read-lines.js';

export interface WorkerInput {
  readonly file: DumpFile;
  /** The collection the file holds (a structured clone of the registry's entry). */
  readonly def: CollectionDef;
  readonly credits: number;
  /** `--max-record-bytes`: see readBatches. */
  readonly maxRecordBytes: number;
  /** The file's SHA-256 as its manifest gives it: see readBatches. */
  readonly sha256?: ReadOptions['sha256'];
}

export type WorkerMessage =
  | { readonly prepared: Prepared[]; readonly bytes: number }
  | { readonly done: true; readonly bytes: number };
