/**
 * `databank verify <dir>`: checks a dump someone downloaded against its own manifest, without a database: the
 * manifest's shape, a file for each collection it names (and no other), each file's record count and, where the
 * manifest gives one (version 2, `export --release`), its SHA-256. The files are read as a load reads them
 * (read-lines.ts), so what verify counts and hashes is what a load would; records are not checked against the
 * registry's fields (a load does that).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '../registry/index.js';
import { DumpError, dumpContents } from './dump-files.js';
import { MANIFEST_NAME, type ManifestRelease } from './manifest.js';
import { readBatches } from './read-lines.js';

export interface VerifyReport {
  /** One line each, `sc/tokens.ndjson: sha256: …`; empty when the dump matches its manifest. */
  readonly problems: readonly string[];
  /** Problems found, all counted (only the first `maxProblems` are in `problems`). */
  readonly total: number;
  /** The manifest's `release` member, when the dump is a release's. */
  readonly release?: ManifestRelease;
  /** SHA-256 (hex) of manifest.json itself: a release publishes it as `manifest_sha256`. */
  readonly manifestSha256?: string;
  readonly collections: number;
  readonly records: number;
  /** Files whose SHA-256 the manifest gives, and so were checked. */
  readonly hashed: number;
}

export interface VerifyOptions {
  readonly maxRecordBytes?: number;
  /** Problems kept to print; all are counted (default 100). */
  readonly maxProblems?: number;
}

/** Checks the dump in `dir` against its manifest. Only a directory that is no dump at all throws (DumpError). */
export async function verifyDump(registry: Registry, dir: string, options: VerifyOptions = {}): Promise<VerifyReport> {
  const max = options.maxProblems ?? 100;
  const problems: string[] = [];
  let total = 0;
  const add = (line: string): void => {
    if (total++ < max) problems.push(line);
  };
  let contents;
  try {
    contents = dumpContents(registry, dir);
  } catch (err) {
    if (!(err instanceof DumpError)) throw err;
    // The load's account of the same refusal; a verify loads nothing in any case.
    add(err.message.replace(/; nothing was loaded/, ''));
    return { problems, total, collections: 0, records: 0, hashed: 0 };
  }
  const { manifest } = contents;
  if (!manifest) {
    add(`${path.join(dir, MANIFEST_NAME)}: no manifest: the dump says nothing to verify against (export and mirror write one)`);
    return { problems, total, collections: contents.files.length, records: 0, hashed: 0 };
  }
  const manifestSha256 = createHash('sha256').update(fs.readFileSync(path.join(dir, MANIFEST_NAME))).digest('hex');
  let records = 0;
  let hashed = 0;
  for (const file of contents.files) {
    const entry = manifest.collections[file.path]!;
    const sha256 = entry.sha256 === undefined ? undefined : { expected: entry.sha256, by: MANIFEST_NAME };
    if (sha256) hashed++;
    let lines = 0;
    for await (const batch of readBatches(file, { maxRecordBytes: options.maxRecordBytes, sha256 })) {
      for (const item of batch) {
        if (!('error' in item) || item.field === undefined) lines++;
        if ('error' in item) add(`${item.where}: ${item.field ?? 'record'}: ${item.error}`);
      }
    }
    records += lines;
    if (entry.records !== undefined && entry.records !== lines) {
      add(`${file.name}: records: holds ${lines} record${lines === 1 ? '' : 's'}, but ${MANIFEST_NAME} says ${entry.records}`);
    }
  }
  return { problems, total, ...(manifest.release ? { release: manifest.release } : {}), manifestSha256, collections: contents.files.length, records, hashed };
}
