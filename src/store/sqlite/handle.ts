/**
 * The SQLite store's open databanks: one file at a path, opened read-only for serving. A load renames a new file over
 * it (writer.ts); `Handles.refresh` notices the new inode and switches, keeping the previous file open for the
 * requests and downloads that began on it.
 */
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { CollectionDef, Registry } from '../../registry/index.js';
import { SCHEMA_VERSION } from '../schema.js';
import { StaleSchemaError, type Generation } from '../store.js';
import { ReleaseError } from '../releases.js';
import { dictsOf } from './dict.js';
import type { ByteCache } from '../../cache.js';
import { JOIN_BY_ORD, SQLITE, statementCache, type ReadConn } from './planner.js';

/** One open databank file: its generation, its connections and their prepared statements. */
export interface Handle extends ReadConn {
  readonly ino: number;
  /** The file it reads: the served path, or a release's kept file (releases.ts). */
  readonly file: string;
  /** Each collection's page and record statements (`statementOf`), by kind and collection, prepared on first use. */
  readonly statements: Readonly<Record<RecordStatement, Map<CollectionDef, Database.Statement>>>;
  /**
   * The connection downloads read through: a second one on the same file, with a small page cache, so that a scan
   * of a whole table neither grows the process by the main connection's cache nor evicts the pages pages are read
   * from. The main connection when it could not be opened on the same databank.
   */
  readonly scanDb: Database.Database;
  /** Closes the download connection if it was opened. */
  closeScan(): void;
  /** Download statements on `scanDb`, by kind and collection (prepared on first use). */
  readonly scanStatements: ByteCache<Database.Statement>;
  /** Scans reading this handle now: it is not closed while any is. */
  pins: number;
  /** Replaced twice over (or the store closed): closed as soon as no scan reads it. */
  retired: boolean;
}

/** The handles of one file: the one served, the previous one, and older ones a download still reads. */
export class Handles {
  readonly #registry: Registry;
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
  readonly #byGen = new WeakMap<Generation, Handle>();
  /** Releases open now, least recently used first (`release`). */
  readonly #releases = new Map<string, { readonly handle: Handle; usedAt: number }>();
  /** The release a generation opened by `release` is (its name and file), to open it again once closed (`get`). */
  readonly #releaseOf = new WeakMap<Generation, { readonly name: string; readonly file: string }>();
  readonly #releasesOpen: number;
  readonly #releaseIdleMs: number;
  #sweeper: NodeJS.Timeout | undefined;

  constructor(registry: Registry, file: string, checkIntervalMs: number, options: ReleaseHandleOptions = {}) {
    this.#registry = registry;
    this.#file = file;
    this.#checkIntervalMs = checkIntervalMs;
    this.#releasesOpen = Math.max(1, options.releasesOpen ?? RELEASES_OPEN);
    this.#releaseIdleMs = Math.max(1, options.releaseIdleMs ?? RELEASE_IDLE_MS);
  }

  /** Why the file at the path was last refused, if it was. */
  get lastError(): string | undefined {
    return this.#unreadable?.message;
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
      next = openHandle(this.#registry, this.#file, ino);
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
    this.#byGen.set(next.gen, next);
  }

  /**
   * A release's kept file, opened read-only on first use and kept open while used: at most `releasesOpen` at once
   * (the least recently used closed first, or when its last download ends), each closed after `releaseIdleMs` unused,
   * so memory and file handles do not grow with the number of releases. Refuses (ReleaseError) a file that is missing
   * or does not hold `generation`: a record and a file that disagree must not answer.
   */
  release(name: string, file: string, generation: string): Generation {
    const known = this.#releases.get(name);
    if (known && known.handle.db.open && known.handle.file === file && known.handle.gen.id === generation) {
      this.#releases.delete(name);
      this.#releases.set(name, known);
      known.usedAt = Date.now();
      return known.handle.gen;
    }
    if (known) this.#dropRelease(name);
    const handle = this.#openRelease(name, file, generation);
    this.#byGen.set(handle.gen, handle);
    this.#releaseOf.set(handle.gen, { name, file });
    return handle.gen;
  }

  /** Opens a release's file and makes it the most recently used, closing the least recently used beyond the bound. */
  #openRelease(name: string, file: string, generation: string): Handle {
    let handle: Handle;
    try {
      handle = openHandle(this.#registry, file, fs.statSync(file).ino, true);
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code === 'ENOENT' ? `its databank file ${file} is missing` : (err as Error).message;
      throw new ReleaseError(`release ${name} cannot be opened: ${why}`);
    }
    if (handle.gen.id !== generation) {
      this.#closeHandle(handle);
      throw new ReleaseError(`release ${name} cannot be opened: ${file} holds generation ${handle.gen.id}, not the release's ${generation}`);
    }
    this.#releases.set(name, { handle, usedAt: Date.now() });
    for (const old of this.#releases.keys()) {
      if (this.#releases.size <= this.#releasesOpen) break;
      this.#dropRelease(old);
    }
    this.#sweeper ??= setInterval(() => this.#sweepReleases(), Math.min(this.#releaseIdleMs, 10_000)).unref();
    return handle;
  }

  /** Closes a release's file (deleted, or idle): now, or when the last download reading it ends. */
  closeRelease(name: string): void {
    if (this.#releases.has(name)) this.#dropRelease(name);
  }

  /** Releases open now: for tests. */
  get openReleases(): number {
    return this.#releases.size;
  }

  #dropRelease(name: string): void {
    const entry = this.#releases.get(name)!;
    this.#releases.delete(name);
    this.#retire(entry.handle);
  }

  #sweepReleases(): void {
    const now = Date.now();
    for (const [name, entry] of this.#releases) if (now - entry.usedAt >= this.#releaseIdleMs) this.#dropRelease(name);
    if (this.#releases.size === 0 && this.#sweeper) {
      clearInterval(this.#sweeper);
      this.#sweeper = undefined;
    }
  }

  /** The generation served now (the file is checked at most every checkIntervalMs). */
  current(): Generation | undefined {
    this.refresh();
    if (!this.#active && this.#unreadable) throw this.#unreadable;
    return this.#active?.gen;
  }

  /** Whether a databank is open. */
  get open(): boolean {
    return this.#active !== undefined;
  }

  /** The open handle of a generation. */
  get(gen: Generation): Handle {
    let handle = this.#byGen.get(gen);
    if (handle && !handle.db.open) {
      // A release closed (idle, or the least recently used) while a request that opened it still reads it: open it
      // again rather than fail the request; its file is kept for as long as the release is.
      const release = this.#releaseOf.get(gen);
      if (release) this.#byGen.set(gen, handle = this.#byGen.get(this.release(release.name, release.file, gen.id))!);
    }
    if (!handle || !handle.db.open) throw new Error('databank generation is no longer open');
    return handle;
  }

  /** The handle of a generation, kept open until `unpin` however many swaps come meanwhile. */
  pin(gen: Generation): Handle {
    const handle = this.get(gen);
    handle.pins++;
    return handle;
  }

  unpin(handle: Handle): void {
    handle.pins--;
    if (handle.retired && handle.pins === 0) this.#closeHandle(handle);
  }

  close(): void {
    for (const name of [...this.#releases.keys()]) this.#dropRelease(name);
    if (this.#sweeper) clearInterval(this.#sweeper);
    this.#sweeper = undefined;
    if (this.#previous) this.#retire(this.#previous);
    this.#previous = undefined;
    if (this.#active) this.#retire(this.#active);
    this.#active = undefined;
  }

  /** Scans running now, on any generation: for tests. */
  get activeScans(): number {
    return [this.#active, this.#previous, ...this.#retiring, ...[...this.#releases.values()].map((r) => r.handle)].reduce((n, h) => n + (h?.pins ?? 0), 0);
  }

  /** Open databank files (active, previous, and older ones a download still reads): for tests. */
  get openHandles(): number {
    return [this.#active, this.#previous, ...this.#retiring, ...[...this.#releases.values()].map((r) => r.handle)].filter((h) => h?.db.open).length;
  }

  /** Closes a handle now, or when the last scan reading it ends. */
  #retire(handle: Handle): void {
    handle.retired = true;
    if (handle.pins === 0) this.#closeHandle(handle);
    else this.#retiring.add(handle);
  }

  #closeHandle(handle: Handle): void {
    this.#retiring.delete(handle);
    handle.closeScan();
    if (handle.db.open) handle.db.close();
  }
}

/** Releases open at once (Handles.release), and how long one stays open unused. */
export const RELEASES_OPEN = 4;
export const RELEASE_IDLE_MS = 60_000;

export interface ReleaseHandleOptions {
  /** Release files open at once (RELEASES_OPEN by default). */
  readonly releasesOpen?: number;
  /** How long a release's file stays open unused, ms (RELEASE_IDLE_MS by default; tests shorten it). */
  readonly releaseIdleMs?: number;
}

/** A collection's statements: `range` (a page's bodies), `joined` (the same as one BLOB joined by commas), `one` (a record). */
export type RecordStatement = 'range' | 'joined' | 'one';

const STATEMENT_SQL: Readonly<Record<RecordStatement, (table: string) => string>> = {
  range: (t) => `SELECT body FROM "${t}" WHERE ord BETWEEN ? AND ? ORDER BY ord`,
  joined: (t) => `SELECT ${JOIN_BY_ORD} FROM "${t}" WHERE ord BETWEEN ? AND ?`,
  one: (t) => `SELECT body FROM "${t}" WHERE lookup = ?`,
};

/**
 * A collection's page or record statement on this handle, prepared on its first use: preparing all three for each of
 * 212 collections at every open (start, and every new generation) took about 0.4 s, most of it for collections a
 * process may never serve.
 */
export function statementOf(handle: Handle, kind: RecordStatement, def: CollectionDef): Database.Statement {
  const prepared = handle.statements[kind]; // by the registry's own object: a page read joins no strings to find it
  let stmt = prepared.get(def);
  if (!stmt) prepared.set(def, stmt = handle.db.prepare(STATEMENT_SQL[kind](def.table)).pluck());
  return stmt;
}

/**
 * Opens a databank file. `lazyScan` (a release's file, which nothing replaces) opens the download connection at the
 * first download instead: each connection's first statement parses the whole schema (thousands of tables and
 * indexes, 50 to 90 ms here), and most reads of a release are pages, so its first answer pays for one parse, not two.
 */
export function openHandle(registry: Registry, file: string, ino: number, lazyScan = false): Handle {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  // Memory-mapped reads: a page of 50 scattered rows is 50 reads through SQLite's small page cache otherwise. Safe
  // with the swap: a load renames a new file into place, and the mapped old one stays valid until this handle closes.
  db.pragma('mmap_size = 1073741824');
  try {
    const meta = new Map(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]),
    );
    if (meta.get('schema_version') !== String(SCHEMA_VERSION.sqlite)) {
      throw new StaleSchemaError(`${file}: `, meta.get('schema_version'), SCHEMA_VERSION.sqlite, meta.get('demo') === 'true');
    }
    const gen: Generation = Object.freeze({
      id: meta.get('generation')!,
      loadedAt: meta.get('loaded_at')!,
      counts: Object.freeze(JSON.parse(meta.get('counts')!) as Record<string, number>),
      demo: meta.get('demo') === 'true', // files written before the mark have no row: not the demo
    });
    let scan = lazyScan ? undefined : openScanConnection(file, gen.id) ?? db;
    const handle: Handle = {
      db, gen, ino, file, statements: { range: new Map(), joined: new Map(), one: new Map() }, dicts: dictsOf(db), compiled: statementCache(), dialect: SQLITE,
      get scanDb() {
        return (scan ??= (db.open && openScanConnection(file, gen.id)) || db);
      },
      closeScan() {
        if (scan?.open) scan.close();
      },
      scanStatements: statementCache(), pins: 0, retired: false,
    };
    // One collection's statements now: a file that is no databank is refused at open, not at its first read.
    statementOf(handle, 'one', registry.polities);
    return handle;
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
