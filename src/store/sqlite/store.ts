/**
 * The embedded default store: one SQLite file, opened read-only for serving. A load writes a complete new file
 * beside it and renames it over the old one (atomic on POSIX); servers notice the new inode and switch.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CollectionDef, Registry } from '../../registry/index.js';
import { ContentDigest } from '../digest.js';
import type { ReadResult, RowQuery } from '../../plan/plan.js';
import { collectionDdl, metaDdl, SCHEMA_VERSION } from '../schema.js';
import type { Dialect } from '../sql.js';
import { countDdl } from '../counts.js';
import { buildDicts, dictsOf } from './dict.js';
import { countRows, explainRead, JOIN_BY_ORD, pageOfSelection, readRows, rowsByOrds, selectOrds, servesHere, SQLITE, type ReadRows } from './reader.js';
import { ReadPool, type ThreadTask } from './read-pool.js';
import { buildPieces, isTextForm, PIECES_CHECK, PIECES_PER_READ, piecesDdl, verifyPieces, type PieceCount, type PieceForm } from '../pieces.js';
import {
  AnchorCache, answerPage, compareIds, CountCache, countCacheStats, isPlain, lookupKey, NO_BYTES, SCAN_CHUNK, SelectionCache, Slots, throwIfGone, type DatabankWriter, type Generation, type LoadMeta, type PageQuery, type PageRows, type PageShape,
  type ScanChunk, type ScanShape, type Store, type StoredRow,
} from '../store.js';

interface Handle {
  readonly db: Database.Database;
  readonly gen: Generation;
  readonly ino: number;
  readonly range: Map<string, Database.Statement>;
  /** The same ranges in the `joined` shape: one BLOB of the bodies joined by commas. */
  readonly joined: Map<string, Database.Statement>;
  readonly one: Map<string, Database.Statement>;
  /** The `icontains` dictionaries the file holds (dict.ts). */
  readonly dicts: ReadonlySet<string>;
  /** Statements of filtered and ordered reads, by SQL text (bounded). */
  readonly compiled: Map<string, Database.Statement>;
  readonly dialect: Dialect;
  /**
   * The connection downloads read through: a second one on the same file, with a small page cache, so that a scan
   * of a whole table neither grows the process by the main connection's cache nor evicts the pages pages are read
   * from. The main connection when it could not be opened on the same databank.
   */
  readonly scanDb: Database.Database;
  /** Download statements on `scanDb`, by kind and collection (prepared on first use). */
  readonly scanStatements: Map<string, Database.Statement>;
  /** Scans reading this handle now: it is not closed while any is. */
  pins: number;
  /** Replaced twice over (or the store closed): closed as soon as no scan reads it. */
  retired: boolean;
}

export interface SqliteStoreOptions {
  /** How often, at most, a request checks whether a load replaced the file (ms). */
  readonly checkIntervalMs?: number;
  /**
   * Read threads for filtered and ordered reads (READ_THREADS; read-pool.ts); 0 runs them on the serving thread,
   * with no time limit. Default 1.
   */
  readonly readThreads?: number;
  /** The time limit of a read in a read thread, waiting included (QUERY_TIME_LIMIT_MS), ms. Default 2000. */
  readonly queryTimeLimitMs?: number;
}

/** Resolves once everything else waiting on the serving thread (I/O callbacks: new requests, closed sockets) has run. */
function yieldToEvents(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** Downloads of a filtered or ordered selection that run at once in one process (their rows are read here). */
const DOWNLOAD_SLOTS = 2;
/** Rows in the first chunk of a selection's download. */
const FIRST_CHUNK = 100;

/** A read plan's query as a read thread takes it: plain data (its collection by path). */
function threadQuery(q: PageQuery): ThreadTask['query'] {
  return { path: q.def.path, where: q.where, order: q.order, whereKey: q.whereKey, page: q.page, pageSize: q.pageSize };
}

/** Bytes a read thread sent (a structured clone of a Buffer arrives as a plain Uint8Array) as a Buffer, not copied. */
function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly #file: string;
  readonly #checkIntervalMs: number;
  #active: Handle | undefined;
  #previous: Handle | undefined;
  /** Handles no longer active nor previous that a scan still reads; each is closed when its last scan ends. */
  readonly #retiring = new Set<Handle>();
  #checkedAt = 0;
  /** Why the file at the path could not be opened, while nothing else is served. */
  #unreadable: Error | undefined;
  /** A file that replaced the served one but could not be opened; not retried until it changes again. */
  #rejectedIno: number | undefined;
  readonly #handles = new WeakMap<Generation, Handle>();
  readonly #pool: ReadPool | undefined;

  constructor(readonly registry: Registry, file: string, options: SqliteStoreOptions = {}) {
    this.#file = path.resolve(file);
    this.#checkIntervalMs = options.checkIntervalMs ?? 1000;
    const threads = options.readThreads ?? 1;
    this.#pool = threads > 0
      ? new ReadPool({ collections: registry.collections, threads, timeLimitMs: options.queryTimeLimitMs ?? 2000 })
      : undefined;
    try {
      this.refresh(true);
    } catch {
      // Remembered: `current()` reports it (so `serve` fails at start), while `beginLoad()` can still replace the file.
    }
  }

  /** Why the file at the path was last refused, if it was. */
  get lastError(): string | undefined {
    return this.#unreadable?.message;
  }

  get file(): string {
    return this.#file;
  }

  /** Switches to the file now at the path if it is a different one than the one served. */
  refresh(force = false): void {
    const now = Date.now();
    if (!force && now - this.#checkedAt < this.#checkIntervalMs) return;
    this.#checkedAt = now;
    let ino: number;
    try {
      ino = fs.statSync(this.#file).ino;
    } catch {
      return; // no file (yet): keep serving what is open, if anything
    }
    if (this.#active?.ino === ino || this.#rejectedIno === ino) return;
    let next: Handle;
    try {
      next = openHandle(this.registry, this.#file, ino);
    } catch (err) {
      // Not a databank (or another schema version): keep serving what is open, if anything; a load replaces it.
      this.#unreadable = err as Error;
      this.#rejectedIno = ino;
      if (this.#active) return;
      throw err;
    }
    this.#unreadable = undefined;
    // Requests (and exports) that began on the previous generation may still read from it, so it stays open
    // until the next swap, as the PostgreSQL store keeps the previous schema; the one before it is closed now, or,
    // while a download still reads it, when that download ends (a download comes whole from one generation).
    if (this.#previous) this.#retire(this.#previous);
    this.#previous = this.#active;
    this.#active = next;
    this.#handles.set(next.gen, next);
  }

  async current(): Promise<Generation | undefined> {
    this.refresh();
    if (!this.#active && this.#unreadable) throw this.#unreadable;
    return this.#active?.gen;
  }

  readonly #counts = new CountCache();
  readonly #selections = new SelectionCache();
  /** Downloads of a selection rendered at once (scan). */
  readonly #downloads = new Slots(DOWNLOAD_SLOTS);

  downloadsWaiting(): number {
    return this.#downloads.waiting;
  }
  /** Anchors of filters, made here or in a read thread: a deep page of a filter that has them is read here. */
  readonly #anchors = new AnchorCache();

  async read<S extends PageShape = 'rows'>(gen: Generation, query: PageQuery, shape: S = 'rows' as S, signal?: AbortSignal): Promise<ReadResult<PageRows<S>>> {
    const handle = this.#handle(gen);
    const joined = shape === 'joined';
    if (isPlain(query)) {
      const path = query.def.path;
      return answerPage(gen, query, shape, this.#counts, () => 0, (w) => (joined
        ? (handle.joined.get(path)!.get(w.offset + 1, w.offset + w.limit) as Buffer | null) ?? NO_BYTES
        : handle.range.get(path)!.all(w.offset + 1, w.offset + w.limit) as string[]) as PageRows<S>);
    }
    // A selection made before: every page of it is a lookup of its rows by `ord`, here.
    const selection = this.#selections.get(gen, query);
    if (selection) {
      countCacheStats.hits++;
      const { window, rows } = pageOfSelection(handle, query, selection, joined ? 'joined' : 'rows');
      return { count: selection.length, window, rows: rows as PageRows<S> };
    }
    const peeked = this.#counts.peek(gen, query);
    if (peeked !== undefined) countCacheStats.hits++;
    else countCacheStats.misses++;
    // A shallow page of one indexed condition costs what its page costs, bounded by the planner's estimates: it is
    // read here, where a round trip to a read thread would cost more than the read (the 20x bench's filtered rows:
    // 270 -> 430 µs of CPU a request). Anything else may take long, and goes to a read thread.
    let known = peeked;
    const r = servesHere(handle, query, () => (known ??= countRows(handle, query)), this.#anchors)
      ? readRows(handle, query, known, joined ? 'joined' : 'rows', this.#anchors)
      : await this.#readElsewhere(gen, query, known, joined ? 'joined' : 'rows', signal);
    if (r.selection) this.#selections.set(gen, query, r.selection);
    if (r.anchors) this.#anchors.set(gen, query, r.anchors);
    if (peeked === undefined) this.#counts.remember(gen, query, r.count);
    const rows = r.rows instanceof Uint8Array && !Buffer.isBuffer(r.rows) ? toBuffer(r.rows) : r.rows;
    return { count: r.count, window: r.window, rows: rows as PageRows<S> };
  }

  /** A filtered or ordered read, in a read thread (or here, where none can open the generation). */
  async #readElsewhere(gen: Generation, query: PageQuery, known: number | undefined, shape: 'rows' | 'joined', signal: AbortSignal | undefined): Promise<Omit<ReadRows, 'rows'> & { rows: readonly string[] | Uint8Array }> {
    throwIfGone(signal);
    if (this.#pool) {
      const r = await this.#pool.run({ op: 'read', file: this.#file, gen, query: threadQuery(query), ...(known === undefined ? {} : { count: known }), shape }, signal);
      if (r) return r;
    }
    return readRows(this.#handle(gen), query, known, shape, this.#anchors);
  }

  /** Every `ord` a filtered or ordered query selects, in order: remembered, or made in a read thread. */
  async #selection(gen: Generation, query: RowQuery, signal: AbortSignal | undefined): Promise<Int32Array> {
    const known = this.#selections.get(gen, query);
    if (known) return known;
    throwIfGone(signal);
    const r = this.#pool
      ? await this.#pool.run({ op: 'select', file: this.#file, gen, query: threadQuery({ ...query, page: 1, pageSize: 1 }), shape: 'rows' }, signal)
      : undefined;
    return this.#selections.set(gen, query, r?.selection ?? selectOrds(this.#handle(gen), query));
  }

  /**
   * Downloads. The collection in its own order is read by ordinal ranges, each one statement that leaves nothing
   * open between chunks; NDJSON lines are joined by SQLite itself (one string per chunk). A filtered or ordered
   * selection is its `ord`s (made once, in a read thread), then its rows by `ord`, a chunk at a time. Either way the
   * handle is pinned while the scan runs, so the generation's file stays open through any number of swaps.
   */
  async *scan<S extends ScanShape>(gen: Generation, query: RowQuery, shape: S, signal?: AbortSignal): AsyncGenerator<ScanChunk<S>, void, undefined> {
    const handle = this.#handle(gen);
    handle.pins++;
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
      free = await this.#downloads.take(signal);
      // A slot is handed over as soon as another download ends, before the closes of other clients that may have left
      // at the same moment are seen: one turn of the event loop first, so that a download whose client has gone does
      // not read and render a chunk for no one (and hand the slot on to the next such one, and so on).
      await yieldToEvents();
      throwIfGone(signal);
      const selection = await this.#selection(gen, query, signal);
      const conn = { db: handle.scanDb, compiled: handle.scanStatements };
      // The first chunk is small: it is read before anything is sent (download.ts).
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
      handle.pins--;
      if (handle.retired && handle.pins === 0) this.#closeHandle(handle);
    }
  }

  /**
   * A whole collection as prebuilt pieces (store/pieces.ts), PIECES_PER_READ at a time, each read one statement on
   * the download connection, nothing open between them; the handle is pinned meanwhile, as for a scan.
   */
  async *whole(gen: Generation, def: CollectionDef, form: PieceForm): AsyncGenerator<string | Buffer, void, undefined> {
    const handle = this.#handle(gen);
    handle.pins++;
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
      handle.pins--;
      if (handle.retired && handle.pins === 0) this.#closeHandle(handle);
    }
  }

  /** Scans running now, on any generation: for tests. */
  get activeScans(): number {
    return [this.#active, this.#previous, ...this.#retiring].reduce((n, h) => n + (h?.pins ?? 0), 0);
  }

  /** Open databank files (active, previous, and older ones a download still reads): for tests. */
  get openHandles(): number {
    return [this.#active, this.#previous, ...this.#retiring].filter((h) => h?.db.open).length;
  }

  /** The query plans SQLite chooses for a filtered read's count and page (for tests of index use). */
  async explain(gen: Generation, query: PageQuery): Promise<{ count: string[]; page: string[] }> {
    return explainRead(this.#handle(gen), query, this.#anchors);
  }

  async record(gen: Generation, def: CollectionDef, id: string): Promise<string | undefined> {
    const key = lookupKey(def, id);
    if (key === undefined) return undefined;
    return this.#handle(gen).one.get(def.path)!.get(key) as string | undefined;
  }

  async beginLoad(meta: LoadMeta = {}): Promise<DatabankWriter> {
    removeStaleLoads(this.#file);
    return new SqliteWriter(this.registry, this.#file, () => this.refresh(true), meta.demo === true);
  }

  async ping(): Promise<boolean> {
    return this.#active !== undefined;
  }

  async close(): Promise<void> {
    await this.#pool?.close();
    if (this.#previous) this.#retire(this.#previous);
    this.#previous = undefined;
    if (this.#active) this.#retire(this.#active);
    this.#active = undefined;
  }

  /** Closes a handle now, or when the last scan reading it ends. */
  #retire(handle: Handle): void {
    handle.retired = true;
    if (handle.pins === 0) this.#closeHandle(handle);
    else this.#retiring.add(handle);
  }

  #closeHandle(handle: Handle): void {
    this.#retiring.delete(handle);
    if (handle.scanDb.open) handle.scanDb.close();
    if (handle.db.open) handle.db.close();
  }

  #handle(gen: Generation): Handle {
    const handle = this.#handles.get(gen);
    if (!handle || !handle.db.open) throw new Error('databank generation is no longer open');
    return handle;
  }
}

function openHandle(registry: Registry, file: string, ino: number): Handle {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  // Memory-mapped reads: a page of 50 scattered rows is 50 reads through SQLite's small page cache otherwise (the
  // bench measured a filtered page 120 → 45 µs). Safe with the swap: a load renames a new file into place, and the
  // mapped old one stays valid until this handle closes.
  db.pragma('mmap_size = 1073741824');
  try {
    const meta = new Map(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    if (meta.get('schema_version') !== String(SCHEMA_VERSION)) {
      throw new Error(`${file}: databank schema version ${meta.get('schema_version')}, expected ${SCHEMA_VERSION}; load it again`);
    }
    const gen: Generation = Object.freeze({
      id: meta.get('generation')!,
      loadedAt: meta.get('loaded_at')!,
      counts: Object.freeze(JSON.parse(meta.get('counts')!) as Record<string, number>),
      demo: meta.get('demo') === 'true', // files written before the mark have no row: not the demo
    });
    const range = new Map<string, Database.Statement>();
    const joined = new Map<string, Database.Statement>();
    const one = new Map<string, Database.Statement>();
    for (const def of registry.collections) {
      range.set(def.path, db.prepare(`SELECT body FROM "${def.table}" WHERE ord BETWEEN ? AND ? ORDER BY ord`).pluck());
      joined.set(def.path, db.prepare(`SELECT ${JOIN_BY_ORD} FROM "${def.table}" WHERE ord BETWEEN ? AND ?`).pluck());
      one.set(def.path, db.prepare(`SELECT body FROM "${def.table}" WHERE lookup = ?`).pluck());
    }
    const scanDb = openScanConnection(file, gen.id) ?? db;
    return { db, gen, ino, range, joined, one, dicts: dictsOf(db), compiled: new Map(), dialect: SQLITE, scanDb, scanStatements: new Map(), pins: 0, retired: false };
  } catch (err) {
    db.close();
    if (err instanceof Error && /no such table/.test(err.message)) {
      throw new Error(`${file} is not a databank file (${err.message})`);
    }
    throw err;
  }
}

/** Page cache of the download connection, KiB (the main connection's is SQLite's default here, 16 MiB). */
const SCAN_CACHE_KIB = 2048;

/**
 * A second read-only connection for downloads, opened right after the main one. A load may have renamed another file
 * into place in between: it is used only if it holds the same databank (the generation id is derived from the content).
 */
function openScanConnection(file: string, generation: string): Database.Database | undefined {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma(`cache_size = -${SCAN_CACHE_KIB}`);
    if (db.prepare(`SELECT value FROM meta WHERE key = 'generation'`).pluck().get() === generation) return db;
  } catch {
    // the main connection serves downloads too
  }
  db?.close();
  return undefined;
}

/**
 * A download statement of an ordinal range: `rows`, the bodies; `lines`, their NDJSON text (every body and an LF),
 * joined by SQLite and handed over as one string (no string per record). group_concat appends rows in the order it
 * visits them, and it visits a rowid range in rowid (`ord`) order; `group_concat(… ORDER BY ord)` says so explicitly
 * but sorts every chunk again, at twice the cost. The download tests compare the result with the export byte for byte.
 */
function scanStatement(handle: Handle, kind: 'rows' | 'lines', def: CollectionDef): Database.Statement {
  const key = `${kind}\0${def.path}`;
  let stmt = handle.scanStatements.get(key);
  if (!stmt) {
    const range = `SELECT body FROM "${def.table}" WHERE ord BETWEEN ? AND ? ORDER BY ord`;
    stmt = handle.scanDb.prepare(kind === 'rows' ? range : `SELECT group_concat(body || char(10), '') FROM (${range})`).pluck();
    handle.scanStatements.set(key, stmt);
  }
  return stmt;
}

const LOADING = '.loading-';
const BATCH = 100; // rows per INSERT (3 parameters each plus the typed columns; SQLite allows 32766)

/** The loader's ids are validated UUIDs in the 8-4-4-4-12 form: their key is their lower-case text (a cheap check). */
/** Removes half-written files of loads whose process is gone (killed, crashed). */
function removeStaleLoads(file: string): void {
  const dir = path.dirname(file);
  const prefix = path.basename(file) + LOADING;
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('-')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) continue;
    if (pid === process.pid) continue;
    fs.rmSync(path.join(dir, name), { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

class SqliteWriter implements DatabankWriter {
  readonly #file: string;
  readonly #tmp: string;
  readonly #db: Database.Database;
  readonly #counts: Record<string, number> = {};
  readonly #digest = new ContentDigest();
  readonly #onSwap: () => void;
  readonly #demo: boolean;
  /** Collections whose download pieces are written. */
  readonly #pieced = new Set<string>();
  /** Index DDL per collection, run once its rows are in (faster than maintaining the index row by row). */
  readonly #indexes = new Map<string, string[]>();

  constructor(readonly registry: Registry, file: string, onSwap: () => void, demo: boolean) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#file = file;
    this.#tmp = `${file}${LOADING}${process.pid}-${randomUUID().slice(0, 8)}`;
    this.#onSwap = onSwap;
    this.#demo = demo;
    this.#db = new Database(this.#tmp);
    // The file is private until renamed into place: no journal is needed, and a crash simply leaves it behind.
    // better-sqlite3 opens connections in SQLite's defensive mode, which silently keeps journal_mode at DELETE
    // when asked for OFF (the pragma answers 'delete'), so it is allowed for this one statement.
    this.#db.unsafeMode(true);
    this.#db.pragma('journal_mode = OFF');
    this.#db.unsafeMode(false);
    this.#db.pragma('synchronous = OFF');
    this.#db.pragma('locking_mode = EXCLUSIVE');
    this.#db.exec(metaDdl().join(';\n'));
    this.#db.pragma('cache_size = -65536'); // 64 MiB: the lookup indexes are built in one pass each
    this.#db.exec(piecesDdl('sqlite'));
    for (const def of registry.collections) {
      const [table, ...indexes] = collectionDdl(def, 'sqlite');
      const counts = countDdl(def, 'sqlite');
      this.#db.exec(table!);
      for (const ddl of counts.create) this.#db.exec(ddl);
      this.#indexes.set(def.path, [...indexes, ...counts.fill]);
      this.#counts[def.path] = 0;
    }
  }

  async writeCollection(def: CollectionDef, rows: StoredRow[]): Promise<void> {
    rows.sort(compareIds);
    const names = ['ord', 'lookup', 'body', ...def.columns.map((c) => `"c_${c.name}"`)];
    const width = names.length;
    const tuple = `(${Array(width).fill('?').join(', ')})`;
    const sql = (n: number): string => `INSERT INTO "${def.table}" (${names.join(', ')}) VALUES ${Array(n).fill(tuple).join(', ')}`;
    const many = this.#db.prepare(sql(BATCH));
    const key = def.idType === 'integer'
      ? (row: StoredRow) => row.id
      : (row: StoredRow) => lookupKey(def, String(row.id)) ?? row.id;
    const fill = (params: unknown[], at: number, row: StoredRow, ord: number): void => {
      params[at] = ord;
      params[at + 1] = key(row);
      params[at + 2] = row.body;
      for (let c = 0; c < width - 3; c++) params[at + 3 + c] = row.cols[c] ?? null;
    };
    this.#db.transaction(() => {
      // BATCH rows per statement: the per-call cost of better-sqlite3 dominates one-row inserts.
      const params: unknown[] = new Array(BATCH * width);
      let i = 0;
      for (; i + BATCH <= rows.length; i += BATCH) {
        for (let j = 0; j < BATCH; j++) fill(params, j * width, rows[i + j]!, i + j + 1);
        many.run(params);
      }
      if (i < rows.length) {
        const rest: unknown[] = new Array((rows.length - i) * width);
        for (let j = 0; i + j < rows.length; j++) fill(rest, j * width, rows[i + j]!, i + j + 1);
        this.#db.prepare(sql(rows.length - i)).run(rest);
      }
      for (const ddl of this.#indexes.get(def.path) ?? []) this.#db.exec(ddl);
      this.#indexes.delete(def.path);
      buildDicts(this.#db, def, rows.length);
    })();
    this.#counts[def.path] = rows.length;
    this.#digest.add(def.path, rows);
    await this.#writePieces(def, rows);
  }

  /** The whole-collection downloads of a collection (store/pieces.ts), from its rows in API order. */
  async #writePieces(def: CollectionDef, rows: readonly StoredRow[]): Promise<void> {
    const insert = this.#db.prepare('INSERT INTO download_pieces (path, form, seq, text, bytes) VALUES (?, ?, ?, ?, ?)');
    for await (const batch of buildPieces(def, rows)) {
      this.#db.transaction(() => {
        for (const p of batch) insert.run(def.path, p.form, p.seq, typeof p.content === 'string' ? p.content : null, typeof p.content === 'string' ? null : p.content);
      })();
    }
    this.#pieced.add(def.path);
  }

  async commit(): Promise<Generation> {
    for (const ddl of [...this.#indexes.values()].flat()) this.#db.exec(ddl); // collections never written
    this.#indexes.clear();
    for (const def of this.registry.collections) if (!this.#pieced.has(def.path)) await this.#writePieces(def, []);
    const gen: Generation = { id: this.#digest.id(), loadedAt: new Date().toISOString(), counts: { ...this.#counts }, demo: this.#demo };
    for (const def of this.registry.collections) {
      const n = this.#db.prepare(`SELECT count(*) FROM "${def.table}"`).pluck().get();
      if (n !== gen.counts[def.path]) throw new Error(`verify: ${def.path} holds ${n} rows, expected ${gen.counts[def.path]}`);
    }
    verifyPieces(Object.keys(gen.counts), this.#db.prepare(PIECES_CHECK.replace('%s', 'download_pieces')).all() as PieceCount[]);
    // Statistics for the query planner: filtered reads choose between an index and the ordinal order by them.
    this.#db.exec('ANALYZE');
    const meta = this.#db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('schema_version', String(SCHEMA_VERSION));
    meta.run('generation', gen.id);
    meta.run('loaded_at', gen.loadedAt);
    meta.run('counts', JSON.stringify(gen.counts));
    meta.run('demo', String(gen.demo));
    this.#db.pragma('journal_mode = DELETE'); // readers open it read-only; no WAL may follow the file around
    this.#db.close();
    const fd = fs.openSync(this.#tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(this.#tmp, this.#file); // the one atomic step
    const dir = fs.openSync(path.dirname(this.#file), 'r');
    fs.fsyncSync(dir);
    fs.closeSync(dir);
    this.#onSwap();
    return gen;
  }

  async abort(): Promise<void> {
    if (this.#db.open) this.#db.close();
    fs.rmSync(this.#tmp, { force: true });
  }
}
