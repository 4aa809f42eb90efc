/**
 * Downloads from SQLite. The collection in its own order is read by ordinal ranges, each one statement that leaves
 * nothing open between chunks; NDJSON lines are joined by SQLite itself (one string per chunk). A filtered or ordered
 * selection is its `ord`s (made once, in a read thread), then its rows by `ord`, a chunk at a time. Either way the
 * handle is pinned while the download runs, so the generation's file stays open through any number of swaps.
 */
import type Database from 'better-sqlite3';
import type { CollectionDef } from '../../registry/index.js';
import type { RowQuery } from '../../plan/plan.js';
import { isTextForm, PIECES_PER_READ, type PieceForm } from '../pieces.js';
import { isPlain, SCAN_CHUNK, Slots, throwIfGone, type Generation, type ScanChunk, type ScanShape } from '../store.js';
import type { Handle, Handles } from './handle.js';
import { rowsByOrds, type SqliteReader } from './reader.js';

/** Downloads of a filtered or ordered selection that run at once in one process (their rows are read here). */
const DOWNLOAD_SLOTS = 2;
/** Rows in the first chunk of a selection's download. */
const FIRST_CHUNK = 100;

/** Resolves once everything else waiting on the serving thread (I/O callbacks: new requests, closed sockets) has run. */
function yieldToEvents(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

export class SqliteDownloads {
  readonly #handles: Handles;
  readonly #reader: SqliteReader;
  /** Downloads of a selection rendered at once (scan). */
  readonly #slots = new Slots(DOWNLOAD_SLOTS);

  constructor(handles: Handles, reader: SqliteReader) {
    this.#handles = handles;
    this.#reader = reader;
  }

  /** Downloads waiting for a slot now. */
  get waiting(): number {
    return this.#slots.waiting;
  }

  async *scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined> {
    const handle = this.#handles.pin(gen);
    let free: (() => void) | undefined;
    try {
      const def = query.def;
      if (isPlain(query)) {
        const total = gen.counts[def.path] ?? 0;
        for (let first = 1; first <= total; first += SCAN_CHUNK) {
          const last = Math.min(total, first + SCAN_CHUNK - 1);
          if (shape === 'lines') {
            const lines = scanStatement(handle, 'lines', def).get(first, last) as string | null;
            if (lines) yield lines as ScanChunk<S>;
          } else {
            yield scanStatement(handle, 'rows', def).all(first, last) as unknown as ScanChunk<S>;
          }
        }
        return;
      }
      // A filtered or ordered selection: its `ord`s (made in a read thread, under the time limit), then its rows by
      // `ord`, a chunk at a time, on the download connection; a reader that goes away ends it between two chunks.
      // Its chunks are read and rendered on the serving thread, so only DOWNLOAD_SLOTS such downloads run at once:
      // the others wait for a slot (and give up their place when their client leaves), and /healthz or a cached page
      // waits behind at most that many chunks, however many downloads are asked for at once.
      free = await this.#slots.take(signal);
      // A slot is handed over as soon as another download ends, before the closes of other clients that may have left
      // at the same moment are seen: one turn of the event loop first, so that a download whose client has gone does
      // not read and render a chunk for no one (and hand the slot on to the next such one, and so on).
      await yieldToEvents();
      throwIfGone(signal);
      const selection = await this.#reader.selection(gen, query, signal);
      const conn = { db: handle.scanDb, compiled: handle.scanStatements };
      // The first chunk is small: it is read before anything is sent (http/download.ts).
      for (let at = 0, n = FIRST_CHUNK; at < selection.length; at += n, n = SCAN_CHUNK) {
        // Between two chunks, everything else waiting on the serving thread goes first: a reader whose socket takes
        // all it is given would otherwise be handed chunk after chunk in one run of promise callbacks (megabytes, a
        // hundred milliseconds) while /healthz and every other request wait.
        if (at > 0) await yieldToEvents();
        throwIfGone(signal);
        const ords = selection.subarray(at, at + n);
        yield rowsByOrds(conn, def, ords, shape === 'lines' ? 'lines' : 'rows') as ScanChunk<S>;
      }
    } finally {
      free?.();
      this.#handles.unpin(handle);
    }
  }

  /**
   * A whole collection as prebuilt pieces (store/pieces.ts), PIECES_PER_READ at a time, each read one statement on
   * the download connection, nothing open between them; the handle is pinned meanwhile, as for a scan.
   */
  async *whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined> {
    const handle = this.#handles.pin(gen);
    try {
      const column = isTextForm(form) ? 'text' : 'bytes';
      let stmt = handle.scanStatements.get(column);
      if (!stmt) {
        stmt = handle.scanDb.prepare(`SELECT ${column} FROM download_pieces WHERE path = ? AND form = ? AND seq BETWEEN ? AND ? ORDER BY seq`).pluck();
        handle.scanStatements.set(column, stmt);
      }
      for (let seq = 0; ; seq += PIECES_PER_READ) {
        const pieces = stmt.all(def.path, form, seq, seq + PIECES_PER_READ - 1) as (string | Buffer)[];
        if (seq === 0 && !pieces.length) throw new Error(`${def.path}: no ${form} pieces in this databank`);
        for (const piece of pieces) yield piece;
        if (pieces.length < PIECES_PER_READ) return;
      }
    } finally {
      this.#handles.unpin(handle);
    }
  }
}

/**
 * A download statement of an ordinal range on the download connection: `rows`, the bodies; `lines`, their NDJSON
 * text (every body and an LF), joined by SQLite and handed over as one string (no string per record). group_concat
 * appends rows in the order it visits them, and it visits a rowid range in rowid (`ord`) order;
 * `group_concat(… ORDER BY ord)` says so explicitly but sorts every chunk again, at twice the cost. The download
 * tests compare the result with the export byte for byte.
 */
export function scanStatement(handle: Handle, kind: 'rows' | 'lines', def: CollectionDef): Database.Statement {
  const key = `${kind}\0${def.path}`;
  let stmt = handle.scanStatements.get(key);
  if (!stmt) {
    const range = `SELECT body FROM "${def.table}" WHERE ord BETWEEN ? AND ? ORDER BY ord`;
    stmt = handle.scanDb.prepare(kind === 'rows' ? range : `SELECT group_concat(body || char(10), '') FROM (${range})`).pluck();
    handle.scanStatements.set(key, stmt);
  }
  return stmt;
}
