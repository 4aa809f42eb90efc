/**
 * A read thread (worker_threads): runs the filtered and ordered reads of the SQLite store (reader.ts) on a read-only
 * connection of its own, so that no read holds the thread that serves every connection (read-pool.ts).
 *
 * Interruption: every statement it runs carries the guard `alive()`, a function SQLite calls as a read visits rows;
 * it fails the statement once the serving thread has written the running task's number into the shared `stop` cell
 * (the time limit passed, or the client went away). A call into JavaScript for every row visited nearly doubled
 * the cost of a filtered page that walks its table, so it is made for one row in
 * GUARD_EVERY (by `ord`, which every table and filter index holds): a read still stops within a few thousand rows.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { setCacheBudgets, type CacheBudgets } from '../../cache.js';
import { createRegistry, type CollectionDef } from '../../registry/index.js';
import { AnchorCache, type Generation } from '../store.js';
import { dictsOf } from './dict.js';
import { SQLITE, statementCache, type ReadConn } from './planner.js';
import { facetRows, readRows, selectOrds, sqliteStats } from './reader.js';
import { STOP_SLOTS, type ThreadReply, type ThreadTask } from './read-pool.js';

interface ThreadData {
  readonly collections: readonly CollectionDef[];
  /** STOP_SLOTS Int32 cells: the numbers of the tasks to stop. */
  readonly stop: SharedArrayBuffer;
  /** The cache budgets of the serving thread (src/cache.ts). */
  readonly budgets?: Partial<CacheBudgets>;
}

/**
 * The scheduling priority of a read thread (Linux nice): below the serving thread's, so that on a busy machine the
 * cheap answers (cached pages, /healthz, lookups by position) get the CPU first, and the slow reads what is left, within
 * their time limit. Linux sets a nice value per thread (setpriority on the thread's id, read from /proc/thread-self);
 * elsewhere the thread keeps the process's priority.
 */
const READ_THREAD_NICE = 10;
try {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + READ_THREAD_NICE));
} catch {
  // not Linux, or not allowed: the same priority as the serving thread
}

const data = workerData as ThreadData;
// The serving thread's cache budgets (anchors, statements), before any cache is made.
setCacheBudgets(data.budgets ?? {});
const registry = createRegistry(data.collections);
const stop = new Int32Array(data.stop);
const INTERRUPTED = 'read interrupted';
const GUARD_EVERY = 64;
const GUARDED = { ...SQLITE, guard: `(ord % ${GUARD_EVERY} <> 0 OR alive())` };
/** The task running now (0: none). */
let running = 0;

/** Whether the serving thread has told this thread to stop task `id` (not begun: skip it; running: interrupt it). */
function stopped(id: number): boolean {
  for (let i = 0; i < STOP_SLOTS; i++) if (Atomics.load(stop, i) === id) return true;
  return false;
}

/**
 * Connections by generation, least recently used first: the current one, the one before (requests that began on it)
 * and releases being read (store/releases.ts); at most CONNS open, and each closed after CONN_IDLE_MS unused: an open
 * connection keeps its file's disk in use after a load replaced it or a release was deleted, and its page cache.
 */
const conns = new Map<string, ReadConn & { usedAt: number }>();
const CONNS = 4;
const CONN_IDLE_MS = 60_000;
const anchors = new AnchorCache();
setInterval(() => {
  const now = Date.now();
  for (const [id, conn] of conns) {
    if (now - conn.usedAt < CONN_IDLE_MS) continue;
    conns.delete(id);
    conn.db.close();
  }
}, CONN_IDLE_MS / 4).unref();

function open(file: string, gen: Generation): ReadConn | undefined {
  const known = conns.get(gen.id);
  if (known) {
    conns.delete(gen.id);
    conns.set(gen.id, known);
    known.usedAt = Date.now();
    return known;
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // A load may have renamed another databank into place since the serving thread opened this generation.
    if (db.prepare(`SELECT value FROM meta WHERE key = 'generation'`).pluck().get() !== gen.id) {
      db.close();
      return undefined;
    }
    db.pragma('mmap_size = 1073741824');
    db.function('alive', { deterministic: false }, () => {
      if (stopped(running)) throw new Error(INTERRUPTED);
      return 1;
    });
  } catch (err) {
    db.close();
    throw err;
  }
  const conn = { db, gen, dicts: dictsOf(db), compiled: statementCache(), dialect: GUARDED, usedAt: Date.now() };
  conns.set(gen.id, conn);
  for (const [id, old] of conns) {
    if (conns.size <= CONNS) break;
    conns.delete(id);
    old.db.close();
  }
  return conn;
}

function answer(task: ThreadTask): ThreadReply {
  const conn = open(task.file, task.gen);
  if (!conn) return { id: task.id, outcome: 'stale' };
  const def = registry.byPath(task.query.path);
  if (!def) throw new Error(`no collection ${task.query.path}`);
  const query = { ...task.query, def };
  if (task.op === 'stats') return { id: task.id, outcome: 'ok', count: 0, window: undefined, rows: [], stats: sqliteStats(conn, def) };
  if (task.op === 'facet' && task.facet) {
    return { id: task.id, outcome: 'ok', count: 0, window: undefined, rows: [], facet: facetRows(conn, query, task.facet.def, task.facet.limit) };
  }
  if (task.op === 'select') return { id: task.id, outcome: 'ok', count: 0, window: undefined, rows: [], selection: selectOrds(conn, query) };
  const r = readRows(conn, query, task.count, task.shape, anchors);
  return { id: task.id, outcome: 'ok', count: r.count, window: r.window, rows: r.rows, ...(r.selection ? { selection: r.selection } : {}), ...(r.anchors ? { anchors: r.anchors } : {}) };
}

parentPort!.on('message', (task: ThreadTask) => {
  if (stopped(task.id)) return void parentPort!.postMessage({ id: task.id, outcome: 'interrupted' } satisfies ThreadReply);
  running = task.id;
  let reply: ThreadReply;
  try {
    reply = answer(task);
  } catch (err) {
    const message = (err as Error).message;
    reply = message.includes(INTERRUPTED) ? { id: task.id, outcome: 'interrupted' } : { id: task.id, outcome: 'error', message };
  } finally {
    running = 0;
  }
  // Selections are sent, not copied; anchors are copied: the thread keeps its own for its next deep pages.
  parentPort!.postMessage(reply, reply.outcome === 'ok' && reply.selection ? [reply.selection.buffer as ArrayBuffer] : []);
});

// Loaded: the pool starts the time limits of the reads waiting for this thread from now (read-pool.ts #arm).
parentPort!.postMessage({ id: 0, outcome: 'ready' } satisfies ThreadReply);
