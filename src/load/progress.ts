/**
 * Progress of long loads, exports and mirrors: a bar on a terminal (cli-progress), plain lines on stderr otherwise.
 * A line per collection (212 of them) only when `verbose` (`--verbose`); otherwise a few lines in all.
 */
import cliProgress from 'cli-progress';
import { listed } from './dump-files.js';

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

/**
 * Progress of reading a dump of `totalBytes` bytes (file sizes, compressed for `.gz`). Plain: a line every 100,000
 * records of a collection, and one per collection read when `verbose`.
 */
export function loadProgress(totalBytes: number, verb = 'load', verbose = true): LoadProgress {
  if (!tty()) {
    let last = 0;
    return {
      onBytes() {},
      onProgress(path, done) {
        if (done - last >= PLAIN_EVERY) plain(`${verb}: ${path}: ${(last = done)} records read…`);
      },
      onCollection(path, records) {
        last = 0;
        if (verbose) plain(`${verb}: ${path}: ${records} record${records === 1 ? '' : 's'}`);
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
  /** The API root was read: `collections` are about to be crawled. */
  begin(collections: number): void;
  /** A page of `path` arrived: records so far and the collection's `count`. */
  page(path: string, records: number, count: number): void;
  /** `path` is complete with `records` records. */
  done(path: string, records: number): void;
  /** `path` is not crawled, and why: not served there (not in the API root, 404, 401, 403), admin-only, unknown. */
  skipped(path: string, why: string): void;
  warn(message: string): void;
  stop(): void;
}

/** A path as a bar's label: cut to 48 characters, so that a bar never wraps (a wrapped line breaks the redraw). */
const short = (path: string): string => (path.length > 48 ? `${path.slice(0, 47)}…` : path);
const LABEL = 50;

const records = (n: number): string => `${n} record${n === 1 ? '' : 's'}`;

/**
 * The collections not crawled, for the one line that names them when each is not told (not `verbose`):
 * `mirror: 12 collections not crawled (--verbose says why): a, b, … and 2 more`.
 */
class Skips {
  readonly #paths: string[] = [];
  constructor(readonly verbose: boolean, readonly log: (line: string) => void) {}
  add(path: string, why: string): void {
    if (this.verbose) this.log(`mirror: ${path}: ${why}`);
    else this.#paths.push(path);
  }
  line(): string | undefined {
    const n = this.#paths.length;
    return n ? `mirror: ${n} collection${n === 1 ? '' : 's'} not crawled (--verbose says why): ${listed(this.#paths)}` : undefined;
  }
}

/**
 * With `verbose`, one line per collection complete or skipped, whatever the number of collections (200 and more);
 * without, a line at each tenth of the collections done and one naming those skipped. On a terminal (cli-progress)
 * the lines scroll above a bar of the collections done and a bar for each collection being crawled (`--concurrency`
 * of them), removed when it completes; otherwise plain lines, and one every 100,000 records of a collection.
 */
export function mirrorProgress(verbose = true): MirrorProgress {
  if (!tty()) {
    const last = new Map<string, number>();
    const skips = new Skips(verbose, plain);
    let total = 0;
    let done = 0;
    let read = 0;
    return {
      begin(collections) {
        total = collections;
      },
      page(path, n, count) {
        if (n - (last.get(path) ?? 0) >= PLAIN_EVERY) {
          last.set(path, n);
          plain(`mirror: ${path}: ${n}/${count} records…`);
        }
      },
      done(path, n) {
        last.delete(path);
        done++;
        read += n;
        if (verbose) plain(`mirror: ${path}: ${records(n)}${total ? ` (${done}/${total} collections)` : ''}`);
        else if (total && Math.floor((10 * done) / total) > Math.floor((10 * (done - 1)) / total)) {
          plain(`mirror: ${done}/${total} collections, ${records(read)}…`);
        }
      },
      skipped: (path, why) => skips.add(path, why),
      warn: (message) => plain(`databank: warning: ${message}`),
      stop() {
        const line = skips.line();
        if (line) plain(line);
      },
    };
  }
  const multi = new cliProgress.MultiBar({
    format: '{label} [{bar}] {value}/{total} {unit}',
    hideCursor: true, clearOnComplete: true, barsize: 30,
  }, cliProgress.Presets.shades_classic);
  let overall: cliProgress.SingleBar | undefined;
  let done = 0;
  const bars = new Map<string, cliProgress.SingleBar>();
  const log = (line: string): void => {
    if (overall || bars.size) multi.log(`${line}\n`);
    else plain(line); // no bar drawn yet: the root's notes
  };
  const skips = new Skips(verbose, log);
  return {
    begin(collections) {
      overall ??= multi.create(Math.max(1, collections), 0, { label: 'mirror'.padEnd(LABEL), unit: 'collections' });
    },
    page(path, n, count) {
      let bar = bars.get(path);
      if (!bar) bars.set(path, (bar = multi.create(Math.max(1, count), 0, { label: `  ${short(path)}`.padEnd(LABEL), unit: 'records' })));
      bar.setTotal(Math.max(1, count));
      bar.update(n);
    },
    done(path, n) {
      const bar = bars.get(path);
      if (bar) {
        bars.delete(path);
        multi.remove(bar);
      }
      overall?.update(++done);
      if (verbose) log(`mirror: ${path}: ${records(n)}`);
    },
    skipped: (path, why) => skips.add(path, why),
    warn: (message) => log(`databank: warning: ${message}`),
    stop() {
      multi.stop();
      const line = skips.line();
      if (line) plain(line);
    },
  };
}
