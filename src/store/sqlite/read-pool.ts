/**
 * The read threads of the SQLite store: filtered and ordered reads run here, off the thread that serves every
 * connection, so a slow read never holds up a fast one (a cached page, /healthz). Each read is bounded by the time
 * limit, counted from the moment it is asked for (waiting included), and stops when its client goes away, whether it
 * is still waiting or running: the thread is told to interrupt it (read-thread.ts), and a thread that does not stop
 * within KILL_AFTER_MS is replaced.
 */
import { Worker } from 'node:worker_threads';
import { cacheBudgets } from '../../cache.js';
import type { CollectionDef, FacetDef } from '../../registry/index.js';
import type { FacetCounts } from '../facets.js';
import type { Condition, Order, PageWindow } from '../../plan/plan.js';
import { ClientGoneError, QueryTimeLimitError, type Generation } from '../store.js';
import type { CollectionStats } from '../stats.js';

/**
 * What a read thread is asked: a page (`read`), a whole selection (`select`) or a facet (`facet`) of one generation's
 * file, or the codebook's counts of a collection (`stats`: `query.path` names it).
 */
export interface ThreadTask {
  readonly id: number;
  readonly op: 'read' | 'select' | 'stats' | 'facet';
  readonly file: string;
  readonly gen: Generation;
  readonly query: {
    readonly path: string;
    readonly where: readonly Condition[];
    readonly order: readonly Order[];
    readonly whereKey: string;
    readonly page: number | 'last';
    readonly pageSize: number;
  };
  /** The count, when the serving thread knows it. */
  readonly count?: number;
  readonly shape: 'rows' | 'joined';
  /** For `facet`: the field counted and the values kept at most. */
  readonly facet?: { readonly def: FacetDef; readonly limit: number };
}

/** A thread's answer: `stale` when it cannot open the task's generation (a load replaced the file meanwhile). */
export type ThreadReply =
  | {
    readonly id: number; readonly outcome: 'ok'; readonly count: number; readonly window: PageWindow | undefined;
    readonly rows: readonly string[] | Uint8Array; readonly selection?: Int32Array; readonly anchors?: Int32Array;
    readonly stats?: CollectionStats;
    readonly facet?: FacetCounts;
  }
  | { readonly id: number; readonly outcome: 'stale' | 'interrupted' }
  | { readonly id: number; readonly outcome: 'error'; readonly message: string }
  /** A new thread's first message: its modules are loaded, it takes tasks from now. */
  | { readonly id: 0; readonly outcome: 'ready' };

export type ThreadResult = Extract<ThreadReply, { outcome: 'ok' }> | undefined;

/** How much longer a read may wait while its thread is being started (see ReadPool.#arm). */
const STARTUP_MS = 10_000;

/** How long a thread told to stop may take before it is replaced (a read in a stretch no guard covers: a sort). */
const KILL_AFTER_MS = 1000;
/**
 * Tasks a thread is handed at once: it goes from one to the next without waiting for the serving thread to hand it
 * another (a round trip of two thread wake-ups, which under load left the read thread idle between reads).
 */
const PIPELINE = 4;
/** Task numbers a thread keeps of those it must stop (a ring): more than it is ever handed at once. */
export const STOP_SLOTS = 16;

interface Pending {
  readonly task: ThreadTask;
  readonly resolve: (r: ThreadResult) => void;
  readonly reject: (err: Error) => void;
  readonly signal: AbortSignal | undefined;
  timer: NodeJS.Timeout | undefined;
  /** Its time limit waits for a thread being started (STARTUP_MS more): it counts from when one is ready. */
  startup: boolean;
  onAbort: (() => void) | undefined;
  /** Answered already (time limit, client gone): the thread's reply is dropped. */
  settled: boolean;
}

interface Thread {
  readonly worker: Worker;
  /** The numbers of tasks to stop, a ring of STOP_SLOTS shared with the thread (read-thread.ts). */
  readonly stop: Int32Array;
  stops: number;
  /** The tasks handed to it, in order: the first is running. */
  readonly tasks: Pending[];
  /** Its modules are loaded (its `ready` message came). */
  ready: boolean;
  /** The task told to stop while running, and when the thread is replaced if it has not stopped. */
  killing: number;
  kill: NodeJS.Timeout | undefined;
}

export interface ReadPoolOptions {
  readonly collections: readonly CollectionDef[];
  /** Threads (at least 1). */
  readonly threads: number;
  readonly timeLimitMs: number;
}

export class ReadPool {
  readonly #options: ReadPoolOptions;
  readonly #threads: Thread[] = [];
  readonly #queue: Pending[] = [];
  #lastId = 0;
  #closed = false;

  constructor(options: ReadPoolOptions) {
    this.#options = options;
  }

  /** Reads waiting for a thread now (for tests and metrics). */
  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * Runs a task; undefined when the thread could not open its generation. Rejects with QueryTimeLimitError past the
   * time limit and ClientGoneError once `signal` aborts.
   */
  run(task: Omit<ThreadTask, 'id'>, signal?: AbortSignal): Promise<ThreadResult> {
    if (signal?.aborted) return Promise.reject(new ClientGoneError());
    return new Promise<ThreadResult>((resolve, reject) => {
      this.#lastId = this.#lastId >= 0x7ffffffe ? 1 : this.#lastId + 1;
      const p: Pending = { task: { ...task, id: this.#lastId }, resolve, reject, signal, timer: undefined, startup: false, onAbort: undefined, settled: false };
      this.#arm(p, !this.#threads.some((t) => t.ready));
      if (signal) {
        p.onAbort = () => this.#stop(p, new ClientGoneError());
        signal.addEventListener('abort', p.onAbort, { once: true });
      }
      this.#queue.push(p);
      this.#dispatch();
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const p of this.#queue.splice(0)) this.#settle(p, new ClientGoneError());
    await Promise.all(this.#threads.splice(0).map((t) => {
      clearTimeout(t.kill);
      for (const p of t.tasks.splice(0)) this.#settle(p, new ClientGoneError());
      return t.worker.terminate();
    }));
  }

  /**
   * Starts a task's time limit. Starting a thread (loading its modules: 0.4–1.4 s on a loaded 2-core machine) is not
   * the read's time, so while no thread is ready the limit is STARTUP_MS longer, and it starts again, whole, when one is.
   */
  #arm(p: Pending, startup: boolean): void {
    clearTimeout(p.timer);
    p.startup = startup;
    const ms = this.#options.timeLimitMs + (startup ? STARTUP_MS : 0);
    p.timer = setTimeout(() => this.#stop(p, new QueryTimeLimitError(this.#options.timeLimitMs)), ms);
  }

  /** A thread is ready: its tasks, and those waiting for any thread, start their time limit now. */
  #ready(thread: Thread): void {
    thread.ready = true;
    for (const p of [...this.#queue, ...thread.tasks]) if (p.startup && !p.settled) this.#arm(p, false);
  }

  /** Hands waiting tasks to the least busy thread, a new one while there are fewer than asked and all are busy. */
  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      let thread = this.#threads.reduce<Thread | undefined>((best, t) => (!best || t.tasks.length < best.tasks.length ? t : best), undefined);
      if ((!thread || thread.tasks.length > 0) && this.#threads.length < Math.max(1, this.#options.threads)) thread = this.#spawn();
      if (!thread || thread.tasks.length >= PIPELINE) return;
      const p = this.#queue.shift()!;
      thread.tasks.push(p);
      // Handed to a thread still starting (another one may be ready): its start is not the read's time either.
      if (!thread.ready && !p.startup) this.#arm(p, true);
      thread.worker.postMessage(p.task);
    }
  }

  #spawn(): Thread {
    const stop = new Int32Array(new SharedArrayBuffer(4 * STOP_SLOTS));
    const worker = new Worker(new URL('./read-thread.js', import.meta.url), {
      workerData: { collections: this.#options.collections, stop: stop.buffer, budgets: cacheBudgets() },
    });
    worker.unref(); // the threads never keep the process alive
    const thread: Thread = { worker, stop, stops: 0, tasks: [], ready: false, killing: 0, kill: undefined };
    worker.on('message', (reply: ThreadReply) => this.#answered(thread, reply));
    worker.on('error', (err) => this.#lost(thread, err));
    worker.on('exit', () => this.#lost(thread, new Error('read thread exited')));
    this.#threads.push(thread);
    return thread;
  }

  #answered(thread: Thread, reply: ThreadReply): void {
    if (reply.outcome === 'ready') return this.#ready(thread);
    const at = thread.tasks.findIndex((t) => t.task.id === reply.id);
    const p = at < 0 ? undefined : thread.tasks.splice(at, 1)[0];
    if (thread.killing === reply.id) {
      clearTimeout(thread.kill);
      thread.kill = undefined;
      thread.killing = 0;
    }
    if (p && !p.settled) {
      if (reply.outcome === 'ok') this.#settle(p, undefined, reply);
      else if (reply.outcome === 'stale') this.#settle(p, undefined, undefined);
      else if (reply.outcome === 'interrupted') this.#settle(p, new QueryTimeLimitError(this.#options.timeLimitMs));
      else if (reply.outcome === 'error') this.#settle(p, new Error(reply.message));
    }
    this.#dispatch();
  }

  /** A thread that failed or exited: its tasks fail, and a new thread takes its place when one is needed. */
  #lost(thread: Thread, err: Error): void {
    const at = this.#threads.indexOf(thread);
    if (at < 0) return;
    this.#threads.splice(at, 1);
    clearTimeout(thread.kill);
    for (const p of thread.tasks.splice(0)) this.#settle(p, err);
    void thread.worker.terminate();
    this.#dispatch();
  }

  /**
   * Answers a task now with `err`. A task a thread holds is marked stopped for it: one not begun is skipped, a running
   * one interrupted, and its thread replaced if it does not stop within KILL_AFTER_MS.
   */
  #stop(p: Pending, err: Error): void {
    if (p.settled) return;
    const queued = this.#queue.indexOf(p);
    if (queued >= 0) this.#queue.splice(queued, 1);
    this.#settle(p, err);
    const thread = this.#threads.find((t) => t.tasks.includes(p));
    if (!thread) return;
    Atomics.store(thread.stop, thread.stops++ % STOP_SLOTS, p.task.id);
    if (thread.tasks[0] !== p || thread.kill) return;
    thread.killing = p.task.id;
    thread.kill = setTimeout(() => this.#lost(thread, err), KILL_AFTER_MS);
    thread.kill.unref();
  }

  #settle(p: Pending, err: Error | undefined, result?: ThreadResult): void {
    if (p.settled) return;
    p.settled = true;
    clearTimeout(p.timer);
    if (p.onAbort) p.signal?.removeEventListener('abort', p.onAbort);
    if (err) p.reject(err);
    else p.resolve(result);
  }
}
