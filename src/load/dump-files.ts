/**
 * Which files a dump directory holds, and which it may: one file per collection path (`sc/tokens.ndjson`, or
 * `.ndjson.gz`), plus `core/polities`, all resolved inside the directory; with a manifest (`manifest.ts`), exactly the
 * collections it names. See docs/data.md, "Dump format".
 */
import fs from 'node:fs';
import path from 'node:path';
import { POLITIES_PATH, type Registry } from '../registry/index.js';
import { MANIFEST_NAME, ManifestError, readManifestFile, type Manifest } from './manifest.js';
import { shownPath } from './validate.js';

/** Every name a dump may hold, without extension: the collections in registry order, then the polities. */
export function dumpPaths(registry: Registry): string[] {
  return [...registry.collections.map((d) => d.path).filter((p) => p !== POLITIES_PATH), POLITIES_PATH];
}

export interface DumpFile {
  /** The collection path it holds (`sc/tokens`). */
  readonly path: string;
  /** Path below the dump directory as problems name it: `sc/tokens.ndjson` or `sc/tokens.ndjson.gz`. */
  readonly name: string;
  readonly file: string;
  readonly size: number;
  readonly gzip: boolean;
}

export class DumpError extends Error {
  override name = 'DumpError';
}

/** The dump directory with every link resolved: a dump file must resolve inside it. */
function dumpRoot(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    throw new DumpError(`${dir}: no such directory`);
  }
}

const inside = (root: string, file: string): boolean => file.startsWith(root.endsWith(path.sep) ? root : root + path.sep);

/**
 * An entry of the dump (`sc/tokens.ndjson`, `manifest.json`) resolved, or undefined when the dump has none. Links (the
 * entry's own, or a linked directory on its way) may point elsewhere in the dump, never outside it: a dump must not
 * read /etc/passwd. The file is then read by its resolved path. A link to nothing, or no regular file, is a problem.
 */
function resolveEntry(dir: string, name: string, root: string): { real: string; size: number } | undefined {
  const file = path.join(dir, name);
  try {
    fs.lstatSync(file);
  } catch {
    return undefined; // no such entry (or a directory on its way is missing)
  }
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new DumpError(`${name}: ${code === 'ENOENT' ? 'a link to nothing' : `cannot be resolved (${code ?? String(err)})`}; refused`);
  }
  if (!inside(root, real)) throw new DumpError(`${name}: resolves outside the dump (${real}); refused`);
  const stat = fs.statSync(real);
  if (!stat.isFile()) throw new DumpError(`${file} is not a file`);
  return { real, size: stat.size };
}

/** The file of one dump path, or undefined when the dump has none (see resolveEntry). Both forms at once is a problem. */
export function dumpFile(dir: string, dumpPath: string, root = dumpRoot(dir)): DumpFile | undefined {
  const found: DumpFile[] = [];
  for (const [ext, gzip] of [['.ndjson', false], ['.ndjson.gz', true]] as const) {
    const name = dumpPath + ext;
    const entry = resolveEntry(dir, name, root);
    if (entry) found.push({ path: dumpPath, name, file: entry.real, size: entry.size, gzip });
  }
  if (found.length > 1) throw new DumpError(`${dir} holds both ${found[0]!.name} and ${found[1]!.name}; keep one`);
  return found[0];
}

/** The dump files the directory holds (every refused file named, not only the first); it must be a directory. */
function scan(registry: Registry, dir: string): DumpFile[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(dir);
  } catch {
    throw new DumpError(`${dir}: no such directory`);
  }
  if (!stat.isDirectory()) throw new DumpError(`${dir} is not a directory`);
  const root = dumpRoot(dir);
  const files: DumpFile[] = [];
  const refused: string[] = [];
  for (const p of dumpPaths(registry)) {
    try {
      const file = dumpFile(dir, p, root);
      if (file) files.push(file);
    } catch (err) {
      if (!(err instanceof DumpError)) throw err;
      refused.push(err.message);
    }
  }
  if (refused.length === 1) throw new DumpError(refused[0]!);
  if (refused.length > 1) throw new DumpError(`${dir}: ${refused.length} dump files refused; nothing was loaded:\n${refused.slice(0, LISTED).join('\n')}` +
    (refused.length > LISTED ? `\n… and ${refused.length - LISTED} more` : ''));
  return files;
}

/**
 * Checks the directory is a dump: it exists, holds at least one dump file, and every dump file is acceptable
 * (see dumpFile). Returns the files it holds.
 */
export function dumpFiles(registry: Registry, dir: string): DumpFile[] {
  const files = scan(registry, dir);
  if (files.length === 0) throw noDumpFiles(registry, dir);
  return files;
}

const noDumpFiles = (registry: Registry, dir: string): DumpError =>
  new DumpError(`${dir} holds no dump files (expected e.g. ${registry.collections[0]!.path}.ndjson; see docs/data.md, "Dump format")`);

/** What a dump directory holds, checked: see dumpContents. */
export interface DumpContents {
  readonly files: readonly DumpFile[];
  /** The dump's manifest, when it has one. */
  readonly manifest: Manifest | undefined;
  /** Dump paths (`core/polities` among them) the dump does not carry: not named by its manifest, or with no file. */
  readonly absent: readonly string[];
  /** Without a manifest: `.ndjson` files that name no collection, ignored (with a manifest they are refused). */
  readonly unknown: readonly string[];
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** Names listed in a message before the rest are counted: a hostile dump may name thousands (one line of 289 KB). */
const LISTED = 10;

/** `names` for a message, the first LISTED of them, then how many more: `a, b, c and 29990 more`. */
export function listed(names: readonly string[], max = LISTED): string {
  if (names.length <= max) return names.join(', ');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

/**
 * The dump in `dir`, checked: its files are acceptable (dumpFiles), and with a manifest it holds exactly what the
 * manifest names: a file for each named collection, no `.ndjson` file it does not name, no collection this release
 * does not know. A malformed manifest is refused in one line naming it. Throws DumpError; reads no record.
 */
export function dumpContents(registry: Registry, dir: string): DumpContents {
  const files = scan(registry, dir);
  const manifest = readManifest(dir);
  const held = new Set(files.map((f) => f.path));
  const unknown = unknownDumpFiles(registry, dir);
  if (!manifest) {
    if (files.length === 0) throw noDumpFiles(registry, dir);
    return { files, manifest, absent: dumpPaths(registry).filter((p) => !held.has(p)), unknown };
  }
  const where = path.join(dir, MANIFEST_NAME);
  const named = Object.keys(manifest.collections);
  const strangers = named.filter((p) => !registry.byPath(p));
  if (strangers.length) {
    throw new DumpError(`${where} names ${plural(strangers.length, 'collection', 'collections')} this release does not know: ` +
      `${listed(strangers.map(shownPath))}; nothing was loaded`);
  }
  const lacking = named.filter((p) => !held.has(p));
  if (lacking.length) {
    throw new DumpError(`${where} names ${plural(lacking.length, 'collection', 'collections')} the dump has no file for: ` +
      `${listed(lacking.map((p) => `${p}.ndjson`))}; nothing was loaded`);
  }
  const unnamed = [...files.filter((f) => !Object.hasOwn(manifest.collections, f.path)).map((f) => f.name), ...unknown].sort();
  if (unnamed.length) {
    throw new DumpError(`${dir} holds ${plural(unnamed.length, 'file', 'files')} ${where} does not name: ${listed(unnamed)}; ` +
      'nothing was loaded (name each in the manifest, or remove it)');
  }
  return { files, manifest, absent: dumpPaths(registry).filter((p) => !Object.hasOwn(manifest.collections, p)), unknown: [] };
}

/** The manifest of the dump in `dir`, or undefined when it has none; DumpError naming the file when it is refused. */
function readManifest(dir: string): Manifest | undefined {
  const entry = resolveEntry(dir, MANIFEST_NAME, dumpRoot(dir));
  if (!entry) return undefined;
  try {
    return readManifestFile(entry.real);
  } catch (err) {
    if (!(err instanceof ManifestError)) throw err;
    throw new DumpError(`${path.join(dir, MANIFEST_NAME)}: ${err.message}; nothing was loaded`);
  }
}

/**
 * The dump in `dir` as a load takes it (dumpContents). Without a manifest it must hold a file for every collection
 * of the spec (`inSpec`) but `core/polities`, unless `allowMissing`: a dump of one collection would otherwise empty
 * the eight others; every dump written before the catalogue carried exactly those, and the catalogue's others it
 * lacks are served empty. With a manifest, what it names is what the dump carries, and `allowMissing` has nothing
 * to allow.
 */
export function loadableDump(registry: Registry, dir: string, { allowMissing }: { readonly allowMissing: boolean }): DumpContents {
  const contents = dumpContents(registry, dir);
  if (contents.manifest) return contents;
  const missing = contents.absent.filter((p) => p !== registry.polities.path && registry.byPath(p)?.inSpec).map((p) => `${p}.ndjson`);
  if (missing.length && !allowMissing) {
    throw new DumpError(`${dir} lacks ${plural(missing.length, 'collection file', 'collection files')}: ${listed(missing)}; ` +
      `nothing was loaded (--allow-missing loads it, serving ${missing.length === 1 ? 'that collection' : 'those collections'} empty)`);
  }
  return contents;
}

/** What the load's output adds after a collection's count: why the dump does not carry it, if it does not. */
export function absenceNote(registry: Registry, contents: DumpContents, dumpPath: string): string {
  if (!contents.absent.includes(dumpPath)) return '';
  const polities = dumpPath === registry.polities.path; // derived from the polities the records name
  if (contents.manifest) return polities ? ' (not in the manifest: the polities the records name)' : ' (not in the manifest: served empty)';
  if (polities) return '';
  return registry.byPath(dumpPath)?.inSpec ? ' (no file in the dump: served empty)' : ' (not in the dump: served empty)';
}

/**
 * `.ndjson` files of the directory that name no collection (a typo would otherwise load as an empty collection).
 * The walk never follows a link to a directory: `loop -> .` would make it endless.
 */
export function unknownDumpFiles(registry: Registry, dir: string): string[] {
  const known = new Set(dumpPaths(registry).flatMap((p) => [`${p}.ndjson`, `${p}.ndjson.gz`]));
  const out: string[] = [];
  const walk = (rel: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return; // unreadable: the known files are checked on their own
    }
    for (const entry of entries) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(name);
      else if (/\.ndjson(\.gz)?$/.test(name) && !known.has(name)) out.push(name);
    }
  };
  walk('');
  return out.sort();
}
