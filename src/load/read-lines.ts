/**
 * The lines of one dump file as source items: the file (gzip or not) is streamed, split on LF bytes only (strings may
 * hold raw U+2028, U+2029, U+0085 and CR is JSON whitespace), and every line becomes one item numbered from 1, so
 * problems read `sc/tokens.ndjson:12: field: problem`. Blank lines are counted, never kept: a run of them is one
 * problem when a record follows it, and nothing at the end of a file (a file may end in gigabytes of newlines).
 */
import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { DumpFile } from './dump-files.js';
import { invalidJson } from './json-error.js';
import type { SourceItem } from './source-item.js';

const LF = 0x0a;
/** Two LFs in a row: where a run of blank lines begins in a region (a blank line with spaces is found line by line). */
const BLANK_AFTER_LF = Buffer.from('\n\n');
const LFS = Buffer.alloc(1 << 14, LF);
const utf8 = new TextDecoder('utf-8', { fatal: true });
const BLANK = /^[ \t\r]*$/;
const ONLY_AT_END = '(only the end of a file may have them)';

/** Default of `--max-record-bytes`: the longest line a record may take, in bytes, without its LF. */
export const DEFAULT_MAX_RECORD_BYTES = 1 << 20;

export interface ReadOptions {
  /** Called as file bytes are read (compressed bytes for `.gz`): the dump file and the bytes read since the last call. */
  readonly onBytes?: (name: string, bytes: number) => void;
  /** A longer line is a problem, neither parsed nor kept in memory whole (default DEFAULT_MAX_RECORD_BYTES). */
  readonly maxRecordBytes?: number;
  /**
   * The SHA-256 (lower-case hex) the file's bytes (decompressed, for `.gz`) must have, and what says so
   * (`manifest.json`): hashed as they are read, and a different one is a problem after the file's last line.
   */
  readonly sha256?: { readonly expected: string; readonly by: string };
}

/**
 * The lines of a file as items, one batch per chunk read: one JSON value each, or the reason the line is not one.
 * Batches, not single items, because an async generator's per-yield cost would dominate a fast load. A line is
 * measured in bytes before it is parsed; the part of a line over the limit is counted, not kept.
 */
export async function* readBatches(file: DumpFile, options: ReadOptions = {}): AsyncGenerator<SourceItem[]> {
  const { onBytes } = options;
  const max = options.maxRecordBytes ?? DEFAULT_MAX_RECORD_BYTES;
  // A UTF-16 unit takes at most 3 bytes in UTF-8: a line this short is within the limit without counting its bytes.
  const surelyShort = Math.floor(max / 3);
  const raw = fs.createReadStream(file.file, { highWaterMark: 1 << 20 });
  if (onBytes) raw.on('data', (chunk) => onBytes(file.name, chunk.length));
  let stream: AsyncIterable<Buffer> = raw;
  if (file.gzip) {
    const gunzip = createGunzip();
    raw.on('error', (err) => gunzip.destroy(err)); // pipe() does not pass a read error on
    stream = raw.pipe(gunzip);
  }
  // The bytes are hashed as they stream by, so verifying a file costs no second read of it.
  const hash = options.sha256 && createHash('sha256');
  let line = 0;
  // The run of blank lines not yet followed by a record, as its first line and its length (never a list: a file may
  // end in a billion of them): fine at the end of the file, one problem before a record.
  let blankFirst = 0;
  let blanks = 0;
  // The line whose LF has not been read yet: its pieces, its bytes, and whether it is already over the limit (then
  // its pieces are dropped and only its bytes counted).
  let open: Buffer[] = [];
  let openBytes = 0;
  let overlong = false;

  /** Starts a non-blank line: the blank lines before it are problems. */
  function* record(): Generator<SourceItem> {
    line++;
    if (blanks === 0) return;
    const error = blanks === 1 ? `blank line ${ONLY_AT_END}` : `${blanks} blank lines, ${blankFirst} to ${blankFirst + blanks - 1} ${ONLY_AT_END}`;
    blanks = 0;
    yield { where: `${file.name}:${blankFirst}`, error };
  }

  /** `n` more blank lines. */
  const blank = (n: number): void => {
    if (blanks === 0) blankFirst = line + 1;
    blanks += n;
    line += n;
  };

  function* tooLong(bytes: number): Generator<SourceItem> {
    yield* record();
    yield { where: `${file.name}:${line}`, error: `${bytes} bytes, more than --max-record-bytes ${max}` };
  }

  /** One decoded line; `bytes` is its size when known (else it is counted only for a line that may be too long). */
  function* lineItems(text: string, bytes?: number): Generator<SourceItem> {
    if (text.length > surelyShort && (bytes ??= Buffer.byteLength(text)) > max) {
      yield* tooLong(bytes);
      return;
    }
    if (text.length === 0 || (text.length < 64 && BLANK.test(text))) {
      blank(1);
      return;
    }
    yield* record();
    const where = `${file.name}:${line}`;
    if (line === 1 && text.charCodeAt(0) === 0xfeff) {
      yield { where, error: 'starts with a byte order mark (dumps are UTF-8 without BOM)' };
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      // Not JSON.parse's message: it quotes the line, which may be any file's text (a link to /etc/passwd).
      yield { where, error: invalidJson(text) };
      return;
    }
    yield { where, value, text };
  }

  /** One line's bytes (without LF), decoded on its own to name it when it is not UTF-8. */
  function* oneLine(bytes: Buffer): Generator<SourceItem> {
    if (bytes.length > max) {
      yield* tooLong(bytes.length);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      yield* record();
      yield { where: `${file.name}:${line}`, error: 'invalid UTF-8' };
      return;
    }
    yield* lineItems(text, bytes.length);
  }

  /** Complete lines (`bytes` ends with LF): decoded at once when valid UTF-8, else line by line to name the bad one. */
  function* region(bytes: Buffer): Generator<SourceItem> {
    for (let start = 0; start < bytes.length;) {
      // A run of blank lines is counted in one pass over its bytes, not split into a billion empty strings.
      const after = blankRun(bytes, start);
      if (after > start) {
        start = after;
        continue;
      }
      const end = bytes.indexOf(LF, start);
      // The lines up to the next blank one (or the region's end), decoded at once when valid UTF-8.
      let stop = bytes.indexOf(BLANK_AFTER_LF, end);
      stop = stop < 0 ? bytes.length : stop + 1;
      const lines = bytes.subarray(start, stop);
      if (isUtf8(lines)) {
        const texts = lines.toString('utf8').split('\n');
        for (let i = 0; i < texts.length - 1; i++) yield* lineItems(texts[i]!);
      } else {
        for (let from = 0, to = lines.indexOf(LF); to >= 0; from = to + 1, to = lines.indexOf(LF, from)) {
          yield* oneLine(lines.subarray(from, to));
        }
      }
      start = stop;
    }
  }

  /**
   * Counts the blank lines (only spaces, tabs and CRs before their LF) from `start` of complete lines `bytes`; the
   * offset after the last of them (`start` when the line there is not blank).
   */
  function blankRun(bytes: Buffer, start: number): number {
    let i = start;
    let n = 0;
    // Bare LFs compared a piece at a time, at memcmp's speed: a file may end in gigabytes of them.
    while (bytes[i] === LF) {
      const k = Math.min(LFS.length, bytes.length - i);
      if (bytes.compare(LFS, 0, k, i, i + k) !== 0) break;
      i += k;
      n += k;
    }
    let after = i;
    for (; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (c === LF) {
        n++;
        after = i + 1;
      } else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) break;
    }
    if (n) blank(n);
    return after;
  }

  /** More of the open line. */
  const extend = (bytes: Buffer): void => {
    openBytes += bytes.length;
    if (overlong) return;
    if (openBytes > max) {
      overlong = true;
      open = [];
    } else {
      open.push(bytes);
    }
  };

  /** The end of the open line (`tail`: its bytes before the LF). */
  function* close(tail: Buffer): Generator<SourceItem> {
    const bytes = openBytes + tail.length;
    const pieces = open;
    const over = overlong || bytes > max;
    open = [];
    openBytes = 0;
    overlong = false;
    if (over) yield* tooLong(bytes);
    else yield* oneLine(Buffer.concat([...pieces, tail]));
  }

  try {
    for await (const chunk of stream) {
      hash?.update(chunk);
      const items: SourceItem[] = [];
      let start = 0;
      if (openBytes > 0) {
        const lf = chunk.indexOf(LF);
        if (lf < 0) {
          extend(chunk);
          continue;
        }
        for (const item of close(chunk.subarray(0, lf))) items.push(item);
        start = lf + 1;
      }
      const last = chunk.lastIndexOf(LF);
      if (last >= start) {
        for (const item of region(chunk.subarray(start, last + 1))) items.push(item);
        start = last + 1;
      }
      if (start < chunk.length) extend(chunk.subarray(start));
      if (items.length) yield items;
    }
  } catch (err) {
    yield [{ where: `${file.name}:${line + 1}`, error: `cannot read the file (${(err as Error).message})` }];
    return;
  } finally {
    raw.destroy();
  }
  // A last line without its LF is still a record.
  if (openBytes > 0) yield [...close(Buffer.alloc(0))];
  if (hash && options.sha256) {
    const actual = hash.digest('hex');
    const { expected, by } = options.sha256;
    if (actual !== expected) yield [{ where: file.name, field: 'sha256', error: `the file's is ${actual}, ${by} says ${expected}` }];
  }
}
