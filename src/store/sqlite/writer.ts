/**
 * Loading into SQLite: the new databank is a private file beside the served one (`<file>.loading-<pid>-<random>`),
 * written without a journal, checked, then renamed over the served one (atomic on POSIX); servers notice the new
 * inode and switch (handle.ts). A load that ends any other way removes it, also when the process exits mid-load
 * (process.exit after an uncaught exception, or a signal the CLI turns into an exit). Only a process killed outright
 * (SIGKILL, a V8 fatal error) leaves it behind, for the next load to remove.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { CollectionDef, Registry } from '../../registry/index.js';
import { countDdl } from '../counts.js';
import { PIECES_CHECK, piecesDdl, type Piece, type PieceCount } from '../pieces.js';
import { collectionDdl, metaDdl, SCHEMA_VERSION } from '../schema.js';
import { lookupKey, type Generation, type StoredRow } from '../store.js';
import type { LoadSteps } from '../writer.js';
import { buildDicts } from './dict.js';

const LOADING = '.loading-';

/** Loads in progress in this process: discarded if the process exits before they end (see `discardOnExit`). */
const inProgress = new Set<SqliteLoad>();
let exitHooked = false;

function discardOnExit(load: SqliteLoad): void {
  inProgress.add(load);
  if (exitHooked) return;
  exitHooked = true;
  process.on('exit', () => {
    for (const l of inProgress) l.discard();
  });
}
const BATCH = 100; // rows per INSERT (3 parameters each plus the typed columns; SQLite allows 32766)

/** The steps of a load into a new SQLite file (store/writer.ts runs them); `onSwap` runs once it is in place. */
export class SqliteLoad implements LoadSteps {
  readonly #file: string;
  readonly #tmp: string;
  readonly #db: Database.Database;
  readonly #onSwap: () => void;
  /** Index DDL per collection, run once its rows are in (faster than maintaining the index row by row). */
  readonly #indexes = new Map<string, string[]>();
  #insertPiece: Database.Statement | undefined;

  constructor(registry: Registry, file: string, onSwap: () => void) {
    removeStaleLoads(file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#file = file;
    this.#tmp = `${file}${LOADING}${process.pid}-${randomUUID().slice(0, 8)}`;
    this.#onSwap = onSwap;
    this.#db = new Database(this.#tmp);
    discardOnExit(this);
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
    }
  }

  writeRows(def: CollectionDef, rows: readonly StoredRow[]): void {
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
  }

  writePieces(def: CollectionDef, pieces: readonly Piece[]): void {
    const insert = (this.#insertPiece ??= this.#db.prepare('INSERT INTO download_pieces (path, form, seq, text, bytes) VALUES (?, ?, ?, ?, ?)'));
    this.#db.transaction(() => {
      for (const p of pieces) insert.run(def.path, p.form, p.seq, typeof p.content === 'string' ? p.content : null, typeof p.content === 'string' ? null : p.content);
    })();
  }

  countRows(def: CollectionDef): number {
    return this.#db.prepare(`SELECT count(*) FROM "${def.table}"`).pluck().get() as number;
  }

  pieceCounts(): readonly PieceCount[] {
    return this.#db.prepare(PIECES_CHECK.replace('%s', 'download_pieces')).all() as PieceCount[];
  }

  swap(gen: Generation): void {
    // Statistics for the query planner: filtered reads choose between an index and the ordinal order by them.
    this.#db.exec('ANALYZE');
    const meta = this.#db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('schema_version', String(SCHEMA_VERSION.sqlite));
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
    inProgress.delete(this);
    const dir = fs.openSync(path.dirname(this.#file), 'r');
    fs.fsyncSync(dir);
    fs.closeSync(dir);
    this.#onSwap();
  }

  discard(): void {
    inProgress.delete(this);
    if (this.#db.open) this.#db.close();
    fs.rmSync(this.#tmp, { force: true });
  }
}

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

/** Whether a process of this machine has that id (a load's or a release's leftovers are removed only when not). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
