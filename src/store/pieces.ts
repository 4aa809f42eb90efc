/**
 * Whole-collection downloads, built once at load time (design: "records are rendered once"). A download of a whole
 * collection in its own order (`?format=csv` or `?format=ndjson`, no filter, no ordering) is a pure function of the
 * generation, so each writer stores it beside the rows, in four forms, cut into pieces:
 *
 * - `ndjson`: the records, an LF after each (what `Store.scan(…, 'lines')` gives), as text;
 * - `csv`: the header row, then each record's CSV line (what the CSV renderer gives), as text;
 * - `ndjson.gz`, `csv.gz`: each of those as one gzip stream (zlib, level PIECE_GZIP_LEVEL), as bytes.
 *
 * A whole download is the concatenation of one form's pieces in `seq` order: a prebuilt file inside the databank,
 * served at the speed of reading a file, swapped with the generation, shared by every process that reads it.
 *
 * Text pieces end at a record boundary once they hold PIECE_CHARS characters or more (a piece holds at least one
 * record): small enough to stay ordinary young strings in V8, which the server writes to the socket as they are,
 * without a Buffer per piece (a Buffer's memory is only reclaimed by a later scavenge, and a download makes many; see
 * http/download.ts). Compressed pieces are cut every GZIP_PIECE_BYTES of the stream. Every form has at least one
 * piece (an empty collection: an empty `ndjson` piece, the header alone, or a gzip of nothing).
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { CollectionDef } from '../registry/index.js';
import { csvHeader, csvLines } from '../render/csv.js';
import type { StoredRow } from './store.js';

export const PIECE_FORMS = ['ndjson', 'csv', 'ndjson.gz', 'csv.gz'] as const;
export type PieceForm = (typeof PIECE_FORMS)[number];
type TextForm = 'ndjson' | 'csv';

/** Text forms are read as strings, compressed ones as bytes. */
export function isTextForm(form: PieceForm): form is TextForm {
  return form === 'ndjson' || form === 'csv';
}

export interface Piece {
  readonly form: PieceForm;
  readonly seq: number;
  /** A string for text forms, bytes for compressed ones. */
  readonly content: string | Buffer;
}

/** Pieces a download reads at once (one statement or query each time). */
export const PIECES_PER_READ = 8;
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
  readonly #form: TextForm;
  readonly #gz = zlib.createGzip({ level: PIECE_GZIP_LEVEL });
  #parts: string[] = [];
  #chars = 0;
  #seq = 0;
  #gzSeq = 0;
  #gzOut: Buffer[] = [];
  #gzBytes = 0;
  readonly #ended: Promise<unknown>;

  constructor(form: TextForm) {
    this.#form = form;
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
    out.push({ form: this.#form, seq: this.#seq++, content });
    this.#parts = [];
    this.#chars = 0;
    if (content.length) this.#gz.write(content);
  }

  /**
   * Moves the compressor's output so far into pieces; waits for it to catch up only when it lags by more than
   * GZIP_LAG (it runs on the thread pool meanwhile, while the next records are rendered and written).
   */
  async settle(out: Piece[]): Promise<void> {
    if (this.#gz.writableLength > GZIP_LAG) await once(this.#gz, 'drain');
    this.#moveGzip(out, false);
  }

  async end(out: Piece[]): Promise<void> {
    this.#cut(out);
    this.#gz.end();
    await this.#ended;
    this.#moveGzip(out, true);
  }

  #moveGzip(out: Piece[], last: boolean): void {
    while (this.#gzBytes >= GZIP_PIECE_BYTES || (last && (this.#gzBytes > 0 || this.#gzSeq === 0))) {
      const all = this.#gzOut.length === 1 ? this.#gzOut[0]! : Buffer.concat(this.#gzOut);
      const take = last ? Math.min(all.length, GZIP_PIECE_BYTES) : GZIP_PIECE_BYTES;
      out.push({ form: `${this.#form}.gz`, seq: this.#gzSeq++, content: all.subarray(0, take) });
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
  let out: Piece[] = [];
  let header = csvHeader(def);
  for (let at = 0; at < rows.length; at += STEP) {
    const step = rows.slice(at, at + STEP);
    for (const row of step) {
      ndjson.add(row.body + '\n', out);
      csv.add(header + csvLines(def, [row.body]), out);
      header = '';
    }
    await ndjson.settle(out);
    await csv.settle(out);
    if (out.length) yield out;
    out = [];
  }
  if (header) csv.add(header, out); // no record: the header alone
  await ndjson.end(out);
  await csv.end(out);
  yield out;
}

/** DDL of the pieces table (one per databank, beside the collection tables): text forms in `text`, gzip in `bytes`. */
export function piecesDdl(dialect: 'sqlite' | 'postgres', schema?: string): string {
  const name = schema ? `"${schema}".download_pieces` : 'download_pieces';
  return `CREATE TABLE ${name} (path TEXT NOT NULL, form TEXT NOT NULL, seq INTEGER NOT NULL, text TEXT, ` +
    `bytes ${dialect === 'sqlite' ? 'BLOB' : 'bytea'}, PRIMARY KEY (path, form, seq))`;
}

/** A row of PIECES_CHECK: a form's pieces in a collection, and the highest `seq` among them. */
export interface PieceCount {
  readonly path: string;
  readonly form: string;
  readonly n: number | string;
  readonly last: number | string;
}

/** What a load's check before its swap reads (`%s`: the pieces table). */
export const PIECES_CHECK = 'SELECT path, form, count(*) AS n, max(seq) AS last FROM %s GROUP BY path, form';

/** A load's check before its swap: every collection has every form, pieces 0..n-1 all there. */
export function verifyPieces(paths: Iterable<string>, found: readonly PieceCount[]): void {
  const have = new Map(found.map((r) => [`${r.path}\0${r.form}`, r]));
  for (const path of paths) {
    for (const form of PIECE_FORMS) {
      const r = have.get(`${path}\0${form}`);
      if (!r || Number(r.n) !== Number(r.last) + 1) throw new Error(`verify: ${path} lacks ${form} download pieces`);
    }
  }
}
