/**
 * A dump's manifest, `manifest.json`: what the dump carries, so that a collection is empty only because the dump says
 * it does not carry it, never because a file was cut or lost. Its shape, read strictly, and its writing; which files
 * a dump with a manifest must hold is `dump-files.ts`. See docs/data.md, "Dump format".
 */
import fs from 'node:fs';
import path from 'node:path';
import { jsonError } from './json-error.js';
import { quote } from './validate.js';

/** The manifest's file name, at the top of the dump directory. */
export const MANIFEST_NAME = 'manifest.json';
/** The value of its `format` key. */
export const MANIFEST_FORMAT = 'databank-dump';
/** The version of the manifest's shape `export` writes (a release's dump is version 2: releaseManifestText). */
export const MANIFEST_VERSION = 1;
/** The latest version this release reads: 2 is 1 plus a `release` member and each entry's `sha256`. */
export const MANIFEST_READS = 2;
/** A file's SHA-256 as a manifest writes it. */
const SHA256_HEX = /^[0-9a-f]{64}$/;
/** A manifest names collections: it is small (about 40 bytes a collection). A larger file is refused unread. */
const MAX_MANIFEST_BYTES = 1 << 20;

/** One collection the dump carries. */
export interface ManifestEntry {
  /** Records in its file (lines holding a record); when given, a file holding another number is a problem. */
  readonly records?: number;
  /** Version 2: the SHA-256 (lower-case hex) of its file's bytes, decompressed for `.ndjson.gz`; a load verifies it. */
  readonly sha256?: string;
}

/** Version 2: the release a dump is (`export --release`), as `databank release create` named it. */
export interface ManifestRelease {
  readonly name: string;
  readonly title: string | null;
  readonly date: string | null;
  readonly citation: string | null;
  readonly doi: string | null;
  /** The generation the release keeps. */
  readonly generation: string;
}

export interface Manifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly version: 1 | 2;
  /** Version 2: the release this dump is. */
  readonly release?: ManifestRelease;
  /** What wrote the dump (`databank-api 0.1.0`); informative only. */
  readonly exporter?: string;
  /** Every collection the dump carries, by path (`sc/tokens`, `core/polities`), in the order written. */
  readonly collections: Readonly<Record<string, ManifestEntry>>;
}

/** A manifest that cannot be read; its message is the reason, without the file's name. */
export class ManifestError extends Error {
  override name = 'ManifestError';
}

/** A JSON value as a message names it: short, and safe to print. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${quote(value.slice(0, 40), false, value.length > 40)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return `a ${typeof value}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Rejects a key of `value` outside `allowed`. */
function onlyKeys(value: Record<string, unknown>, allowed: readonly string[], where: string): void {
  const extra = Object.keys(value).find((k) => !allowed.includes(k));
  if (extra !== undefined) throw new ManifestError(`${where}unknown key ${quote(extra.slice(0, 40), false, extra.length > 40)}`);
}

/** Where `text` stops being JSON, as line and column (a manifest is written on several lines), and why. */
function notJson(text: string): string {
  const error = jsonError(text);
  if (!error) return 'not JSON';
  const before = text.slice(0, error.at).split('\n');
  return `not JSON: line ${before.length}, column ${before.at(-1)!.length + 1}: ${error.reason.replace('the line ends', 'the file ends')}`;
}

/** The manifest in `text`, checked for shape (not against a registry). Throws ManifestError with a one-line reason. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ManifestError(notJson(text));
  }
  if (!isObject(value)) throw new ManifestError(`expected a JSON object, got ${shown(value)}`);
  if (value.format !== MANIFEST_FORMAT) throw new ManifestError(`format: expected "${MANIFEST_FORMAT}", got ${shown(value.format)}`);
  const { version } = value;
  if (typeof version === 'number' && Number.isInteger(version) && version > MANIFEST_READS) {
    throw new ManifestError(`version ${version} is newer than this release reads (${MANIFEST_READS}): load it with a newer databank`);
  }
  if (version !== 1 && version !== 2) throw new ManifestError(`version: expected 1 or 2, got ${shown(version)}`);
  onlyKeys(value, ['format', 'version', 'exporter', 'collections', ...(version === 2 ? ['release'] : [])], '');
  if (value.exporter !== undefined && typeof value.exporter !== 'string') throw new ManifestError(`exporter: expected a string, got ${shown(value.exporter)}`);
  if (value.release !== undefined) checkRelease(value.release);
  const { collections } = value;
  if (!isObject(collections)) throw new ManifestError(`collections: expected an object (collection path → {"records": N}), got ${shown(collections)}`);
  const paths = Object.keys(collections);
  // A manifest naming nothing would empty every collection, as a mistyped directory would: refused like one.
  if (paths.length === 0) throw new ManifestError('collections: names no collection');
  for (const p of paths) checkEntry(collections[p], `collections: ${quote(p.slice(0, 60), false, p.length > 60)}: `, version);
  return value as unknown as Manifest;
}

/** One entry of `collections`: `{"records": N}`, `{}`, and in version 2 `"sha256"` beside them. */
function checkEntry(entry: unknown, where: string, version: 1 | 2): void {
  if (!isObject(entry)) throw new ManifestError(`${where}expected an object ({"records": N} or {}), got ${shown(entry)}`);
  onlyKeys(entry, version === 2 ? ['records', 'sha256'] : ['records'], where);
  const { records, sha256 } = entry;
  if (records !== undefined && !(Number.isSafeInteger(records) && (records as number) >= 0)) {
    throw new ManifestError(`${where}records: expected an integer of at least 0, got ${shown(records)}`);
  }
  if (sha256 !== undefined && !(typeof sha256 === 'string' && SHA256_HEX.test(sha256))) {
    throw new ManifestError(`${where}sha256: expected 64 lower-case hexadecimal digits, got ${shown(sha256)}`);
  }
}

/** Version 2's `release`: its six keys, a string name and generation, the others strings or null. */
function checkRelease(release: unknown): void {
  if (!isObject(release)) throw new ManifestError(`release: expected an object, got ${shown(release)}`);
  const keys = ['name', 'title', 'date', 'citation', 'doi', 'generation'];
  onlyKeys(release, keys, 'release: ');
  for (const k of keys) {
    const v = release[k];
    const nullable = k !== 'name' && k !== 'generation';
    if (typeof v !== 'string' && !(nullable && v === null)) {
      throw new ManifestError(`release: ${k}: expected a string${nullable ? ' or null' : ''}, got ${shown(v)}`);
    }
  }
}

/** Reads and checks the manifest at `file` (resolved by the caller). Throws ManifestError with a one-line reason. */
export function readManifestFile(file: string): Manifest {
  const size = fs.statSync(file).size;
  if (size > MAX_MANIFEST_BYTES) throw new ManifestError(`${size} bytes, more than a manifest may take (${MAX_MANIFEST_BYTES})`);
  const bytes = fs.readFileSync(file);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ManifestError('invalid UTF-8');
  }
  return parseManifest(text);
}

/** The manifest of a dump holding `counts` (collection path → records in its file, in the order written). */
export function manifestOf(counts: Iterable<readonly [string, number]>, exporter?: string): Manifest {
  const collections: Record<string, ManifestEntry> = {};
  for (const [p, records] of counts) collections[p] = { records };
  return { format: MANIFEST_FORMAT, version: MANIFEST_VERSION, ...(exporter === undefined ? {} : { exporter }), collections };
}

/** The manifest as written: one collection a line, so a diff of two dumps' manifests reads well. */
export function manifestText(manifest: Manifest): string {
  const lines = Object.entries(manifest.collections).map(([p, entry]) => `    ${JSON.stringify(p)}: ${JSON.stringify(entry)}`);
  const head = [`  "format": ${JSON.stringify(manifest.format)}`, `  "version": ${manifest.version}`];
  if (manifest.exporter !== undefined) head.push(`  "exporter": ${JSON.stringify(manifest.exporter)}`);
  return `{\n${head.join(',\n')},\n  "collections": {\n${lines.join(',\n')}\n  }\n}\n`;
}

/**
 * Writes `manifest` into `dir` beside its final name (`manifest.json.<tag>.tmp`), fsynced, then renames it into
 * place. Callers write it last, once every file it names is in place.
 */
export function writeManifest(dir: string, manifest: Manifest, tag: string): void {
  writeManifestText(dir, manifestText(manifest), tag);
}

/** Writes a manifest's text as writeManifest does: a release's stored manifest goes out byte for byte. */
export function writeManifestText(dir: string, text: string, tag: string): void {
  const file = path.join(dir, MANIFEST_NAME);
  const tmp = `${file}.${tag}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/** Removes the manifest of `dir`, if any: a dump about to change no longer holds what it said. */
export function removeManifest(dir: string): void {
  fs.rmSync(path.join(dir, MANIFEST_NAME), { force: true });
}

/**
 * The manifest of a release's dump (`export --release`, load/release.ts): version 2, a `release` member (name, title,
 * date, citation, DOI, generation) and each collection's `sha256`, the SHA-256 (hex) of its file. It names no
 * exporter, so that it stays the same bytes whatever version of this program writes it: its own checksum is the
 * release's `manifest_sha256`.
 */
export function releaseManifestText(
  release: { readonly name: string; readonly title: string | null; readonly date: string | null; readonly citation: string | null; readonly doi: string | null },
  generation: string, counts: Readonly<Record<string, number>>, checksums: Readonly<Record<string, string>>,
): string {
  const meta = { name: release.name, title: release.title, date: release.date, citation: release.citation, doi: release.doi, generation };
  const lines = Object.entries(counts).map(([p, records]) => `    ${JSON.stringify(p)}: ${JSON.stringify({ records, sha256: checksums[p] })}`);
  return `{\n  "format": ${JSON.stringify(MANIFEST_FORMAT)},\n  "version": 2,\n  "release": ${JSON.stringify(meta)},\n  "collections": {\n${lines.join(',\n')}\n  }\n}\n`;
}
