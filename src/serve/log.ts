/** The server's logger options: readable lines on a terminal, batched JSON lines otherwise. */
import { pino } from 'pino';
import type { Config } from '../config.js';

/**
 * pino options: readable lines on a terminal; JSON lines otherwise, with an ISO 8601 UTC `time`, gathered into 8 KiB
 * batches (LineBatch) so a request's log line costs no write system call of its own; flushed every second and on exit.
 */
export function loggerOptions(config: Config): object {
  if (process.stdout.isTTY) {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' } } };
  }
  const stream = new LineBatch(pino.destination({ dest: 1, sync: false }));
  // A quiet server still shows its lines within a second.
  setInterval(() => stream.flush(), 1000).unref();
  return { level: config.logLevel, stream, timestamp: isoTimeByMs };
}

/** What LineBatch hands on: a pino destination (sonic-boom). */
interface Destination {
  write(data: string): boolean;
  flush(cb?: (err?: Error) => void): void;
  flushSync(): void;
}

/** Bytes (UTF-16 units, near enough) gathered before they are handed to the destination. */
const LOG_BATCH = 8 * 1024;

/**
 * Log lines joined into batches of LOG_BATCH before they reach sonic-boom. Handed one line at a time, sonic-boom
 * appends it to a pending string and measures that string's UTF-8 length on every write, which costs more than the
 * rest of a request's log line (docs/benchmarks.md). Lines keep their order: the batch is handed on before any flush,
 * and before pino's own flush at exit.
 */
export class LineBatch {
  #pending = '';
  constructor(readonly destination: Destination) {
    // Before pino's own handlers (on-exit-leak-free, registered when the destination was made), which flush the
    // destination: the last batch must be in it by then.
    process.prependListener('beforeExit', () => this.#handOn());
    process.prependListener('exit', () => this.#handOn());
  }

  write(line: string): boolean {
    this.#pending += line;
    if (this.#pending.length >= LOG_BATCH) this.#handOn();
    return true;
  }

  flush(cb?: (err?: Error) => void): void {
    this.#handOn();
    this.destination.flush(cb);
  }

  flushSync(): void {
    this.#handOn();
    this.destination.flushSync();
  }

  #handOn(): void {
    if (this.#pending === '') return;
    const batch = this.#pending;
    this.#pending = '';
    this.destination.write(batch);
  }
}

/**
 * pino's `isoTime` (`,"time":"<ISO 8601>"`), made once per millisecond rather than once per line: at thousands of
 * answers a second, most lines share their millisecond with the one before.
 */
let lastMs = -1;
let lastTime = '';
export function isoTimeByMs(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}
