/**
 * Which files a dump directory holds, and which it may: one file per collection path (`sc/tokens.ndjson`, or
 * `.ndjson.gz`), plus `core/polities`, all resolved inside the directory. See docs/data.md, "Dump format".
 */
import fs from 'node:fs';
import path from 'node:path';
import { POLITIES_PATH, type Registry } from '../registry/index.js';

/** Every name a dump may hold, without extension: the collections in registry order, then the polities. */
export function dumpPaths(registry: Registry): string[] {
  return [...registry.collections.map((d) => d.path).filter((p) => p !== POLITIES_PATH), POLITIES_PATH];
}

export interface DumpFile {
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
 * The file of one dump path, or undefined when the dump has none. Links (the file's own, or a linked directory on
 * its way) may point elsewhere in the dump, never outside it: a dump must not read /etc/passwd. The file is then
 * read by its resolved path. Both forms at once, a link to nothing, or no regular file is a problem.
 */
export function dumpFile(dir: string, dumpPath: string, root = dumpRoot(dir)): DumpFile | undefined {
  const found: DumpFile[] = [];
  for (const [ext, gzip] of [['.ndjson', false], ['.ndjson.gz', true]] as const) {
    const name = dumpPath + ext;
    const file = path.join(dir, name);
    try {
      fs.lstatSync(file);
    } catch {
      continue; // no such entry (or a directory on its way is missing)
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
    found.push({ name, file: real, size: stat.size, gzip });
  }
  if (found.length > 1) throw new DumpError(`${dir} holds both ${found[0]!.name} and ${found[1]!.name}; keep one`);
  return found[0];
}

/**
 * Checks the directory is a dump: it exists, holds at least one dump file, and every dump file is acceptable
 * (see dumpFile). Returns the files it holds. Every refused file is named, not only the first.
 */
export function dumpFiles(registry: Registry, dir: string): DumpFile[] {
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
  if (refused.length > 1) throw new DumpError(`${dir}: ${refused.length} dump files refused; nothing was loaded:\n${refused.join('\n')}`);
  if (files.length === 0) {
    throw new DumpError(`${dir} holds no dump files (expected e.g. ${registry.collections[0]!.path}.ndjson; see docs/data.md, "Dump format")`);
  }
  return files;
}

/** Collection files (`general/polity-durations.ndjson`) the dump lacks in both forms; core/polities is optional. */
export function missingCollectionFiles(registry: Registry, dir: string): string[] {
  const root = dumpRoot(dir);
  return registry.collections.filter((d) => d.path !== POLITIES_PATH && dumpFile(dir, d.path, root) === undefined).map((d) => `${d.path}.ndjson`);
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
