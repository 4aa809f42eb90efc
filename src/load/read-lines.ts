/**
 * The lines of one dump file as source items: the file (gzip or not) is streamed, split on LF bytes only (strings may
 * hold raw U+2028, U+2029, U+0085 and CR is JSON whitespace), and every line becomes one item numbered from 1, so
 * problems read `sc/tokens.ndjson:12: field: problem`.
 */
import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { DumpFile } from './dump-files.js';
import { invalidJson } from './json-error.js';
import type { SourceItem } from './source-item.js';

const LF = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const BLANK = /^[ \t\r]*$/;
const BLANK_LINE = 'blank line (only the end of a file may have them)';

/** Default of `--max-record-bytes`: the longest line a record may take, in bytes, without its LF. */
export const DEFAULT_MAX_RECORD_BYTES = 1 << 20;

export interface ReadOptions {
  /** Called as file bytes are read (compressed bytes for `.gz`): the dump file and the bytes read since the last call. */
  readonly onBytes?: (name: string, bytes: number) => void;
  /** A longer line is a problem, neither parsed nor kept in memory whole (default DEFAULT_MAX_RECORD_BYTES). */
  readonly maxRecordBytes?: number;
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
  let line = 0;
  let blanks: number[] = []; // blank lines not yet followed by a record: fine at the end, a problem before a record
  // The line whose LF has not been read yet: its pieces, its bytes, and whether it is already over the limit (then
  // its pieces are dropped and only its bytes counted).
  let open: Buffer[] = [];
  let openBytes = 0;
  let overlong = false;

  /** Starts a non-blank line: the blank lines before it are problems. */
  function* record(): Generator<SourceItem> {
    line++;
    for (const n of blanks) yield { where: `${file.name}:${n}`, error: BLANK_LINE };
    blanks = [];
  }

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
      line++;
      blanks.push(line);
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
    if (isUtf8(bytes)) {
      const lines = bytes.toString('utf8').split('\n');
      for (let i = 0; i < lines.length - 1; i++) yield* lineItems(lines[i]!);
      return;
    }
    for (let start = 0, end = bytes.indexOf(LF); end >= 0; start = end + 1, end = bytes.indexOf(LF, start)) {
      yield* oneLine(bytes.subarray(start, end));
    }
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
}
