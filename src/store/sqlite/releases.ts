/**
 * The SQLite store's releases: each a kept generation file in `<file>.releases/`, beside the served one.
 *
 * - `<name>.sqlite` is a hard link to the generation file that was served when the release was made: a load writes a
 *   new file and renames it over the served path, never writing into the old one, so the linked file stays the
 *   release's bytes for as long as it is kept, and keeping it costs no disk until a load replaces the served file.
 *   Where the file system has no hard links, it is copied.
 * - `<name>.json` is the release's record (ReleaseRecord), written last (temporary file, fsync, then a link that fails
 *   if the name exists): a release exists when its record does, so a crash leaves it whole or absent.
 * - `<name>.deleted` marks a deleted release's name as used: names are never reused.
 * - `<name>.sqlite.keep-<pid>` is a keep in progress (its link to the served file, checked before it is kept): while
 *   it exists and its process lives, no other process takes the name (`#claimFile`).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Generation } from '../store.js';
import { releaseNameProblem, ReleaseError, type OpenRelease, type ReleaseRecord, type ReleaseStorage } from '../releases.js';
import { ByteCache } from '../../cache.js';
import type { Handles } from './handle.js';
import { isAlive } from './writer.js';

export class SqliteReleases implements ReleaseStorage {
  readonly dir: string;
  readonly #file: string;
  readonly #handles: Handles;
  /**
   * Records read, by name, with the identity of the file they were read from: `open` runs for every request of a
   * release, and a record (its digests and manifest) is tens of kilobytes of JSON; a stat tells whether another
   * process deleted or replaced it since.
   */
  readonly #records = new ByteCache<{ readonly stamp: string; readonly record: ReleaseRecord; readonly bytes: number; checkedAt: number }>({
    name: 'release-records', maxBytes: RECORD_CACHE_BYTES, sizeOf: (r) => r.bytes,
  });

  constructor(file: string, handles: Handles) {
    this.#file = file;
    this.dir = `${file}.releases`;
    this.#handles = handles;
  }

  async list(): Promise<readonly ReleaseRecord[]> {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const records = names.filter((n) => releaseNameProblem(n) === undefined).flatMap((n) => this.#record(n) ?? []);
    return records.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.name < b.name ? -1 : 1));
  }

  /** Throws ReleaseError, naming the release, when its record or its file is broken (hand-edited, removed). */
  async open(name: string): Promise<OpenRelease | undefined> {
    if (releaseNameProblem(name) !== undefined) return undefined;
    const record = this.#record(name);
    if (!record) return undefined;
    const gen = this.#handles.release(name, this.#path(name, 'sqlite'), record.generation);
    return { gen, record };
  }

  async keep(gen: Generation, record: ReleaseRecord): Promise<void> {
    const problem = releaseNameProblem(record.name);
    if (problem) throw new ReleaseError(problem);
    if (record.generation !== gen.id) throw new ReleaseError(`the record names generation ${record.generation}, not ${gen.id}`);
    fs.mkdirSync(this.dir, { recursive: true });
    const name = record.name;
    this.#refuseTaken(name);
    removeLeftovers(this.dir);
    const tmp = `${this.#path(name, 'sqlite')}${KEEPING}${process.pid}`;
    fs.rmSync(tmp, { force: true });
    let claimed = false;
    try {
      linkOrCopy(this.#file, tmp);
      // A load may have renamed another databank over the served path since `gen` was read: keep only `gen`.
      const held = generationOf(tmp);
      if (held !== gen.id) throw new ReleaseError(`release ${name}: a load replaced the databank while the release was made (generation ${gen.id} is no longer served); nothing was kept: make it again`);
      this.#claimFile(name, tmp);
      claimed = true;
      this.#writeRecord(name, JSON.stringify(record, null, 1) + '\n');
    } catch (err) {
      // The file claimed is this process's own (no other keep of the name can pass #claimFile while `tmp` exists).
      if (claimed && sameFile(tmp, this.#path(name, 'sqlite'))) fs.rmSync(this.#path(name, 'sqlite'), { force: true });
      throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }

  async delete(name: string): Promise<boolean> {
    if (releaseNameProblem(name) !== undefined || !fs.existsSync(this.#path(name, 'json'))) return false;
    writeDurably(this.#path(name, 'deleted'), JSON.stringify({ name, deletedAt: new Date().toISOString() }) + '\n');
    fs.rmSync(this.#path(name, 'json'), { force: true });
    this.#records.delete(name);
    this.#handles.closeRelease(name);
    fs.rmSync(this.#path(name, 'sqlite'), { force: true });
    return true;
  }

  #path(name: string, ext: 'json' | 'sqlite' | 'deleted'): string {
    return path.join(this.dir, `${name}.${ext}`);
  }

  #refuseTaken(name: string): void {
    if (fs.existsSync(this.#path(name, 'deleted'))) throw new ReleaseError(`release ${name} was deleted; a name is never reused`);
    if (fs.existsSync(this.#path(name, 'json'))) throw new ReleaseError(`release ${name} exists; a name is never reused`);
  }

  /**
   * Puts the kept file `tmp` in place as `<name>.sqlite`, by a link that fails if the name exists: of two processes
   * keeping one name at once, only one gets there. A `<name>.sqlite` without a record is what a keep left when its
   * process died before writing the record: it does not hold the name, and is replaced, unless another live process
   * is keeping the name now (its `<name>.sqlite.keep-<pid>` exists), which then wins.
   */
  #claimFile(name: string, tmp: string): void {
    const final = this.#path(name, 'sqlite');
    for (let attempt = 0; ; attempt++) {
      try {
        fs.linkSync(tmp, final);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      // Keepers first, then the record: a keep removes its temporary link only once its record is in place (or its
      // file removed), so a file with neither a live keeper before nor a record after is a dead keep's.
      const other = liveKeepers(this.dir, name).find((pid) => pid !== process.pid);
      if (other !== undefined) throw new ReleaseError(`release ${name} is being made by another process (${other}); nothing was kept`);
      this.#refuseTaken(name);
      if (attempt > 0) throw new ReleaseError(`release ${name}: ${final} keeps appearing; nothing was kept`);
      fs.rmSync(final, { force: true }); // a dead keep's file
    }
  }

  /** The record, written whole (temporary file, fsync) then linked into place: the link fails if one exists. */
  #writeRecord(name: string, text: string): void {
    const final = this.#path(name, 'json');
    const tmp = `${final}.tmp-${process.pid}`;
    writeSynced(tmp, text);
    try {
      fs.linkSync(tmp, final);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new ReleaseError(`release ${name} exists; a name is never reused`);
      throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
    syncDir(this.dir);
  }

  /** A release's record, undefined when there is none (or it is deleted); ReleaseError when it cannot be read. */
  #record(name: string): ReleaseRecord | undefined {
    // Looked at (two stats) at most once per RECHECK_MS, as the served file is: every request of a release opens
    // it, and the stats were a tenth of a cached answer's CPU. A delete here forgets at once, elsewhere within it.
    const now = Date.now();
    const fresh = this.#records.get(name);
    if (fresh && now - fresh.checkedAt < RECHECK_MS) return fresh.record;
    const file = this.#path(name, 'json');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      this.#records.delete(name);
      return undefined;
    }
    // A delete that stopped between its tombstone and the record's removal: the release is gone.
    if (fs.existsSync(this.#path(name, 'deleted'))) return undefined;
    const stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    if (fresh?.stamp === stamp) {
      fresh.checkedAt = now;
      return fresh.record;
    }
    let record: unknown;
    let text: string;
    try {
      record = JSON.parse(text = fs.readFileSync(file, 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new ReleaseError(`release ${name}: its record ${file} cannot be read (${(err as Error).message})`);
    }
    const problem = recordProblem(name, record);
    if (problem) throw new ReleaseError(`release ${name}: its record ${file} ${problem}`);
    // Parsed, a record takes about twice its text's bytes (its strings in UTF-16).
    this.#records.set(name, { stamp, record: record as ReleaseRecord, bytes: 2 * text.length, checkedAt: now });
    return record as ReleaseRecord;
  }
}

/**
 * Bytes of parsed records kept (`#records`): a record is about 100 kB of JSON for the catalogue's 212 collections, so
 * the last few dozen releases asked for are kept, and memory does not grow with the number of releases.
 */
const RECORD_CACHE_BYTES = 8 * 1024 * 1024;
/** How long a release's record is taken as it was last seen (ms). */
const RECHECK_MS = 1000;

/** The suffix of a keep's temporary link, before its process id: `<name>.sqlite.keep-<pid>`. */
const KEEPING = '.keep-';

/** What is wrong with a record read from disk (hand-edited, truncated), or undefined. */
function recordProblem(name: string, r: unknown): string | undefined {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return 'is not a JSON object';
  const o = r as Record<string, unknown>;
  if (o.name !== name) return `names ${JSON.stringify(o.name)}, not ${JSON.stringify(name)}`;
  for (const key of ['generation', 'createdAt', 'loadedAt', 'manifest', 'manifestSha256'] as const) {
    if (typeof o[key] !== 'string' || o[key] === '') return `has no ${key}`;
  }
  for (const key of ['counts', 'checksums', 'digests'] as const) {
    if (typeof o[key] !== 'object' || o[key] === null || Array.isArray(o[key])) return `has no ${key}`;
  }
  return undefined;
}

/** The process ids of the keeps of `name` whose process is alive (their temporary links are there). */
function liveKeepers(dir: string, name: string): number[] {
  const prefix = `${name}.sqlite${KEEPING}`;
  return fs.readdirSync(dir).filter((f) => f.startsWith(prefix)).map((f) => Number(f.slice(prefix.length)))
    .filter((pid) => Number.isInteger(pid) && isAlive(pid));
}

/** Removes the temporary files of keeps and record writes whose process is gone (killed mid-keep). */
function removeLeftovers(dir: string): void {
  for (const f of fs.readdirSync(dir)) {
    const m = /\.(?:sqlite\.keep|json\.tmp|deleted\.tmp)-(\d+)$/.exec(f);
    if (m && Number(m[1]) !== process.pid && !isAlive(Number(m[1]))) fs.rmSync(path.join(dir, f), { force: true });
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    return fs.statSync(a).ino === fs.statSync(b).ino;
  } catch {
    return false;
  }
}

/** A hard link to the served file (no disk until a load replaces it), or a copy where links are refused. */
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'EXDEV' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
  }
}

/** The generation a databank file holds. */
function generationOf(file: string): string | undefined {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT value FROM meta WHERE key = 'generation'`).pluck().get() as string | undefined;
  } finally {
    db.close();
  }
}

/** Writes a small file whole or not at all: a temporary file, fsynced, renamed into place, the directory fsynced. */
function writeDurably(file: string, text: string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeSynced(tmp, text);
  fs.renameSync(tmp, file);
  syncDir(path.dirname(file));
}

function writeSynced(file: string, text: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function syncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
