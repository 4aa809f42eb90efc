/**
 * The read threads of the SQLite store: filtered and ordered reads run here, off the thread that serves every
 * connection, so a slow read never holds up a fast one (a cached page, /healthz). Each read is bounded by the time
 * limit, counted from the moment it is asked for (waiting included), and stops when its client goes away, whether it
 * is still waiting or running: the thread is told to interrupt it (read-thread.ts), and a thread that does not stop
 * within KILL_AFTER_MS is replaced.
 */
import { Worker } from 'node:worker_threads';
import type { CollectionDef } from '../../registry/index.js';
import type { Condition, Order, PageWindow } from '../../plan/plan.js';
import { ClientGoneError, QueryTimeLimitError, type Generation } from '../store.js';

/** What a read thread is asked: a page (`read`) or a whole selection (`select`) of one generation's file. */
export interface ThreadTask {
  readonly id: number;
  readonly op: 'read' | 'select';
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
}

/** A thread's answer: `stale` when it cannot open the task's generation (a load replaced the file meanwhile). */
export type ThreadReply =
  | { readonly id: number; readonly outcome: 'ok'; readonly count: number; readonly window: PageWindow | undefined; readonly rows: readonly string[] | Uint8Array; readonly selection?: Int32Array }
  | { readonly id: number; readonly outcome: 'stale' | 'interrupted' }
  | { readonly id: number; readonly outcome: 'error'; readonly message: string };

export type ThreadResult = Extract<ThreadReply, { outcome: 'ok' }> | undefined;

/** How long a thread told to stop may take before it is replaced (a read in a stretch no guard covers: a sort). */
const KILL_AFTER_MS = 1000;

interface Pending {
  readonly task: ThreadTask;
  readonly resolve: (r: ThreadResult) => void;
  readonly reject: (err: Error) => void;
  readonly signal: AbortSignal | undefined;
  timer: NodeJS.Timeout | undefined;
  onAbort: (() => void) | undefined;
  /** Answered already (time limit, client gone): the thread's reply is dropped. */
  settled: boolean;
}

interface Thread {
  worker: Worker;
  readonly stop: Int32Array;
  task: Pending | undefined;
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
      const p: Pending = { task: { ...task, id: this.#lastId }, resolve, reject, signal, timer: undefined, onAbort: undefined, settled: false };
      p.timer = setTimeout(() => this.#stop(p, new QueryTimeLimitError(this.#options.timeLimitMs)), this.#options.timeLimitMs);
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
      if (t.task) this.#settle(t.task, new ClientGoneError());
      return t.worker.terminate();
    }));
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      let thread = this.#threads.find((t) => t.task === undefined);
      if (!thread && this.#threads.length < Math.max(1, this.#options.threads)) thread = this.#spawn();
      if (!thread) return;
      const p = this.#queue.shift()!;
      thread.task = p;
      thread.worker.postMessage(p.task);
    }
  }

  #spawn(): Thread {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(new URL('./read-thread.js', import.meta.url), {
      workerData: { collections: this.#options.collections, stop: stop.buffer },
    });
    worker.unref(); // the threads never keep the process alive
    const thread: Thread = { worker, stop, task: undefined, kill: undefined };
    worker.on('message', (reply: ThreadReply) => this.#answered(thread, reply));
    worker.on('error', (err) => this.#lost(thread, err));
    worker.on('exit', () => this.#lost(thread, new Error('read thread exited')));
    this.#threads.push(thread);
    return thread;
  }

  #answered(thread: Thread, reply: ThreadReply): void {
    const p = thread.task;
    clearTimeout(thread.kill);
    thread.kill = undefined;
    thread.task = undefined;
    if (p && p.task.id === reply.id && !p.settled) {
      if (reply.outcome === 'ok') this.#settle(p, undefined, reply);
      else if (reply.outcome === 'stale') this.#settle(p, undefined, undefined);
      else if (reply.outcome === 'interrupted') this.#settle(p, new QueryTimeLimitError(this.#options.timeLimitMs));
      else if (reply.outcome === 'error') this.#settle(p, new Error(reply.message));
    }
    this.#dispatch();
  }

  /** A thread that failed or exited: its task fails, and a new thread takes its place when one is needed. */
  #lost(thread: Thread, err: Error): void {
    const at = this.#threads.indexOf(thread);
    if (at < 0) return;
    this.#threads.splice(at, 1);
    clearTimeout(thread.kill);
    if (thread.task && !thread.task.settled) this.#settle(thread.task, err);
    thread.task = undefined;
    void thread.worker.terminate();
    this.#dispatch();
  }

  /** Answers a task now with `err`; a running one is interrupted, and its thread replaced if it does not stop. */
  #stop(p: Pending, err: Error): void {
    if (p.settled) return;
    const queued = this.#queue.indexOf(p);
    if (queued >= 0) this.#queue.splice(queued, 1);
    this.#settle(p, err);
    const thread = this.#threads.find((t) => t.task === p);
    if (!thread) return;
    Atomics.store(thread.stop, 0, p.task.id);
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
