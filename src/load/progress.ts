/** Progress of long loads, exports and mirrors: a bar on a terminal (cli-progress), plain lines on stderr otherwise. */
import cliProgress from 'cli-progress';

const PLAIN_EVERY = 100_000; // records between plain progress lines within one collection

function tty(): boolean {
  return process.stderr.isTTY === true && process.env.TERM !== 'dumb';
}

const plain = (line: string): void => void process.stderr.write(`${line}\n`);

export interface LoadProgress {
  readonly onBytes: (name: string, bytes: number) => void;
  readonly onProgress: (path: string, done: number) => void;
  readonly onCollection: (path: string, records: number) => void;
  stop(): void;
}

/** Progress of reading a dump of `totalBytes` bytes (file sizes, compressed for `.gz`). */
export function loadProgress(totalBytes: number, verb = 'load'): LoadProgress {
  if (!tty()) {
    let last = 0;
    return {
      onBytes() {},
      onProgress(path, done) {
        if (done - last >= PLAIN_EVERY) plain(`${verb}: ${path}: ${(last = done)} records read…`);
      },
      onCollection(path, records) {
        last = 0;
        plain(`${verb}: ${path}: ${records} record${records === 1 ? '' : 's'}`);
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar({
    format: `${verb} [{bar}] {percentage}% | {path} {records} records | ETA {eta_formatted}`,
    hideCursor: true, clearOnComplete: true, etaBuffer: 50,
  }, cliProgress.Presets.shades_classic);
  let bytes = 0;
  bar.start(Math.max(1, totalBytes), 0, { path: '', records: 0 });
  return {
    onBytes(_name, n) {
      bar.update((bytes += n));
    },
    onProgress(path, done) {
      bar.update(bytes, { path, records: done });
    },
    onCollection(path, records) {
      bar.update(bytes, { path, records });
    },
    stop() {
      bar.stop();
    },
  };
}

export interface MirrorProgress {
  /** A page of `path` arrived: records so far and the collection's `count`. */
  page(path: string, records: number, count: number): void;
  done(path: string, records: number): void;
  warn(message: string): void;
  stop(): void;
}

/** One bar per collection on a terminal; a plain line per collection finished (and every 100,000 records) otherwise. */
export function mirrorProgress(): MirrorProgress {
  if (!tty()) {
    const last = new Map<string, number>();
    return {
      page(path, records, count) {
        if (records - (last.get(path) ?? 0) >= PLAIN_EVERY) {
          last.set(path, records);
          plain(`mirror: ${path}: ${records}/${count} records…`);
        }
      },
      done: (path, records) => plain(`mirror: ${path}: ${records} record${records === 1 ? '' : 's'}`),
      warn: (message) => plain(`databank: warning: ${message}`),
      stop() {},
    };
  }
  const multi = new cliProgress.MultiBar({
    format: 'mirror [{bar}] {percentage}% | {value}/{total} | {path}',
    hideCursor: true, clearOnComplete: false,
  }, cliProgress.Presets.shades_classic);
  const bars = new Map<string, cliProgress.SingleBar>();
  const barOf = (path: string, count: number): cliProgress.SingleBar => {
    let bar = bars.get(path);
    if (!bar) bars.set(path, (bar = multi.create(Math.max(1, count), 0, { path })));
    bar.setTotal(Math.max(1, count));
    return bar;
  };
  return {
    page: (path, records, count) => barOf(path, count).update(records),
    done: (path, records) => barOf(path, records).update(records),
    warn: (message) => multi.log(`databank: warning: ${message}\n`),
    stop: () => multi.stop(),
  };
}
