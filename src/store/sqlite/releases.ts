/**
 * The SQLite store's releases: each a kept generation file in `<file>.releases/`, beside the served one.
 *
 * - `<name>.sqlite` is a hard link to the generation file that was served when the release was made: a load writes a
 *   new file and renames it over the served path, never writing into the old one, so the linked file stays the
 *   release's bytes for as long as it is kept, and keeping it costs no disk until a load replaces the served file.
 *   Where the file system has no hard links, it is copied.
 * - `<name>.json` is the release's record (ReleaseRecord), written last (temporary file, fsync, rename): a release
 *   exists when its record does, so a crash leaves it whole or absent.
 * - `<name>.deleted` marks a deleted release's name as used: names are never reused.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Generation } from '../store.js';
import { releaseNameProblem, ReleaseError, type OpenRelease, type ReleaseRecord, type ReleaseStorage } from '../releases.js';
import type { Handles } from './handle.js';

export class SqliteReleases implements ReleaseStorage {
  readonly dir: string;
  readonly #file: string;
  readonly #handles: Handles;

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
    for (const ext of ['json', 'deleted'] as const) {
      if (fs.existsSync(this.#path(name, ext))) throw new ReleaseError(`release ${name} ${ext === 'json' ? 'exists' : 'was deleted'}; a name is never reused`);
    }
    const tmp = `${this.#path(name, 'sqlite')}.keep-${process.pid}`;
    fs.rmSync(tmp, { force: true });
    try {
      try {
        fs.linkSync(this.#file, tmp);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code !== 'EPERM' && code !== 'EXDEV' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
        fs.copyFileSync(this.#file, tmp, fs.constants.COPYFILE_FICLONE);
      }
      // A load may have renamed another databank over the served path since `gen` was read: keep only `gen`.
      const held = generationOf(tmp);
      if (held !== gen.id) throw new ReleaseError(`a load replaced the databank while the release was made (generation ${gen.id} is no longer served); nothing was kept: make it again`);
      fs.renameSync(tmp, this.#path(name, 'sqlite'));
      writeDurably(this.#path(name, 'json'), JSON.stringify(record, null, 1) + '\n');
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }

  async delete(name: string): Promise<boolean> {
    if (releaseNameProblem(name) !== undefined || !fs.existsSync(this.#path(name, 'json'))) return false;
    writeDurably(this.#path(name, 'deleted'), JSON.stringify({ name, deletedAt: new Date().toISOString() }) + '\n');
    fs.rmSync(this.#path(name, 'json'), { force: true });
    this.#handles.closeRelease(name);
    fs.rmSync(this.#path(name, 'sqlite'), { force: true });
    return true;
  }

  #path(name: string, ext: 'json' | 'sqlite' | 'deleted'): string {
    return path.join(this.dir, `${name}.${ext}`);
  }

  #record(name: string): ReleaseRecord | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.#path(name, 'json'), 'utf8')) as ReleaseRecord;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
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
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}
