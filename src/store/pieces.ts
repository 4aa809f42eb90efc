/**
 * Whole-collection downloads as a databank stores them. A download of a whole collection in its own order
 * (`?format=csv` or `?format=ndjson`, no filter, no ordering) is a pure function of the generation, so a load stores
 * it beside the rows, in four forms, cut into pieces (built by render/pieces.ts, which the loader calls; a writer
 * stores them as they come):
 *
 * - `ndjson`: the records, an LF after each (what `Store.scan(…, 'lines')` gives), as text;
 * - `csv`: the header row, then each record's CSV line (what the CSV renderer gives), as text;
 * - `ndjson.gz`, `csv.gz`: each of those as one gzip stream, as bytes.
 *
 * A whole download is the concatenation of one form's pieces in `seq` order: a prebuilt file inside the databank,
 * served at the speed of reading a file, swapped with the generation, shared by every process that reads it. Every
 * form has at least one piece (an empty collection: an empty `ndjson` piece, the header alone, or a gzip of nothing).
 */
export const PIECE_FORMS = ['ndjson', 'csv', 'ndjson.gz', 'csv.gz'] as const;
/**
 * A coded collection's rows of the long table (`/api/values/`, render/values.ts), without the CSV header, uncompressed
 * and kept as UTF-8 bytes: the whole long table is the concatenation of every coded collection's pieces in registry
 * order, sent as they are (read as text, the records' non-ASCII `§REF§` makes every piece a two-byte string, decoded
 * and encoded again per download: five times the cost of the bytes, measured). Its gzip is made on the fly: gzip
 * members concatenated are not read alike by every client.
 */
export const VALUES_FORMS = ['values.ndjson', 'values.csv'] as const;
export type ValuesForm = (typeof VALUES_FORMS)[number];
export type PieceForm = (typeof PIECE_FORMS)[number] | ValuesForm;
export type TextForm = 'ndjson' | 'csv';

/** Text forms are read as strings; compressed ones and the long table's as bytes. */
export function isTextForm(form: PieceForm): form is TextForm {
  return form === 'ndjson' || form === 'csv';
}

export interface Piece {
  readonly form: PieceForm;
  readonly seq: number;
  /** A string for text forms, bytes for the others. */
  readonly content: string | Buffer;
}

/** Pieces a download reads at once (one statement or query each time). */
export const PIECES_PER_READ = 8;

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

/**
 * A load's check before its swap: every collection has every form (and every coded one, `valuesPaths`, the long
 * table's forms too), pieces 0..n-1 all there.
 */
export function verifyPieces(paths: Iterable<string>, found: readonly PieceCount[], valuesPaths: ReadonlySet<string> = new Set()): void {
  const have = new Map(found.map((r) => [`${r.path}\0${r.form}`, r]));
  for (const path of paths) {
    for (const form of valuesPaths.has(path) ? [...PIECE_FORMS, ...VALUES_FORMS] : PIECE_FORMS) {
      const r = have.get(`${path}\0${form}`);
      if (!r || Number(r.n) !== Number(r.last) + 1) throw new Error(`verify: ${path} lacks ${form} download pieces`);
    }
  }
}
