/**
 * Builds the whole-collection downloads a load stores (store/pieces.ts) from a collection's rows in API order: the
 * NDJSON and CSV renderers' text, cut into pieces, and each compressed as one gzip stream beside.
 *
 * Text pieces end at a record boundary once they hold PIECE_CHARS characters or more (a piece holds at least one
 * record): small enough to stay ordinary young strings in V8, which the server writes to the socket as they are,
 * without a Buffer per piece (a Buffer's memory is only reclaimed by a later scavenge, and a download makes many; see
 * http/download.ts). Compressed pieces are cut every GZIP_PIECE_BYTES of the stream.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { CollectionDef } from '../registry/index.js';
import type { Piece, TextForm, ValuesForm } from '../store/pieces.js';
import type { StoredRow } from '../store/store.js';
import { csvHeader, csvLines } from './csv.js';
import { valuesCsv, valuesNdjson } from './values.js';

/** Characters a text piece reaches before it ends (at the end of a record). */
export const PIECE_CHARS = 32 * 1024;
/** Bytes of a compressed piece (the last one of a form may be shorter). */
export const GZIP_PIECE_BYTES = 64 * 1024;
/** Text a compressor may have waiting before the load waits for it. */
const GZIP_LAG = 4 * 1024 * 1024;
/** zlib's default level: compressed once per load, so the smaller body (a fifth smaller than level 1) is worth it. */
export const PIECE_GZIP_LEVEL = 6;

/** One text form being cut into pieces and compressed beside. */
class FormWriter {
  readonly #form: TextForm | ValuesForm;
  /** Undefined for a form kept uncompressed only (the long table's, kept as bytes). */
  readonly #gz: zlib.Gzip | undefined;
  #parts: string[] = [];
  #chars = 0;
  #seq = 0;
  #gzSeq = 0;
  #gzOut: Buffer[] = [];
  #gzBytes = 0;
  readonly #ended: Promise<unknown>;

  constructor(form: TextForm | ValuesForm) {
    this.#form = form;
    this.#gz = form === 'ndjson' || form === 'csv' ? zlib.createGzip({ level: PIECE_GZIP_LEVEL }) : undefined;
    if (!this.#gz) {
      this.#ended = Promise.resolve();
      return;
    }
    this.#gz.on('data', (chunk: Buffer) => {
      this.#gzOut.push(chunk);
      this.#gzBytes += chunk.length;
    });
    this.#ended = once(this.#gz, 'end');
    this.#ended.catch(() => undefined); // awaited in end(); an abandoned load leaves no unhandled rejection
  }

  /** Adds one record's text; the pieces it completes go to `out`. */
  add(text: string, out: Piece[]): void {
    this.#parts.push(text);
    this.#chars += text.length;
    if (this.#chars >= PIECE_CHARS) this.#cut(out);
  }

  /** Ends the text piece being filled (if it holds anything, or if it would be the only one). */
  #cut(out: Piece[]): void {
    if (this.#chars === 0 && this.#seq > 0) return;
    const content = this.#parts.join('');
    out.push({ form: this.#form, seq: this.#seq++, content: this.#gz ? content : Buffer.from(content) });
    this.#parts = [];
    this.#chars = 0;
    if (content.length) this.#gz?.write(content);
  }

  /**
   * Moves the compressor's output so far into pieces; waits for it to catch up only when it lags by more than
   * GZIP_LAG (it runs on the thread pool meanwhile, while the next records are rendered and written).
   */
  async settle(out: Piece[]): Promise<void> {
    if (!this.#gz) return;
    if (this.#gz.writableLength > GZIP_LAG) await once(this.#gz, 'drain');
    this.#moveGzip(out, false);
  }

  async end(out: Piece[]): Promise<void> {
    this.#cut(out);
    if (!this.#gz) return;
    this.#gz.end();
    await this.#ended;
    this.#moveGzip(out, true);
  }

  #moveGzip(out: Piece[], last: boolean): void {
    while (this.#gzBytes >= GZIP_PIECE_BYTES || (last && (this.#gzBytes > 0 || this.#gzSeq === 0))) {
      const all = this.#gzOut.length === 1 ? this.#gzOut[0]! : Buffer.concat(this.#gzOut);
      const take = last ? Math.min(all.length, GZIP_PIECE_BYTES) : GZIP_PIECE_BYTES;
      out.push({ form: `${this.#form as 'ndjson' | 'csv'}.gz`, seq: this.#gzSeq++, content: all.subarray(0, take) });
      this.#gzOut = take < all.length ? [all.subarray(take)] : [];
      this.#gzBytes = all.length - take;
    }
  }
}

/** Records rendered per step (then the compressors are given time to catch up). */
const STEP = 1000;

/**
 * The pieces of every form of a collection, from its rows in API order, in batches as they are made. Memory beyond
 * the rows: a step's text and what the compressors hold (bounded by their own buffers).
 */
export async function* buildPieces(def: CollectionDef, rows: readonly StoredRow[]): AsyncGenerator<Piece[], void, undefined> {
  const ndjson = new FormWriter('ndjson');
  const csv = new FormWriter('csv');
  // A coded collection's rows of the long table too (text only, no header).
  const values = def.kind === 'coded' ? { ndjson: new FormWriter('values.ndjson'), csv: new FormWriter('values.csv') } : undefined;
  let out: Piece[] = [];
  let header = csvHeader(def);
  for (let at = 0; at < rows.length; at += STEP) {
    const step = rows.slice(at, at + STEP);
    for (const row of step) {
      ndjson.add(row.body + '\n', out);
      csv.add(header + csvLines(def, [row.body]), out);
      header = '';
      values?.ndjson.add(valuesNdjson(def, [row.body]), out);
      values?.csv.add(valuesCsv(def, [row.body]), out);
    }
    await ndjson.settle(out);
    await csv.settle(out);
    if (out.length) yield out;
    out = [];
  }
  if (header) csv.add(header, out); // no record: the header alone
  await ndjson.end(out);
  await csv.end(out);
  await values?.ndjson.end(out);
  await values?.csv.end(out);
  yield out;
}

