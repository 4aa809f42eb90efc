/**
 * The demo databank, built once and copied. Many suites want "a store holding the demo" and none of them tests the
 * load itself, so the demo is loaded once per build of the code into a SQLite file kept under the system's temporary
 * directory, and each suite gets a copy of that file (one file copy instead of a whole load).
 *
 * The cache key is a hash of the compiled code (dist/src: the generator, the registry, the store, the loader) and the
 * scale, so a rebuild that changes what a demo holds can never be served a stale file; a rebuild that changes nothing
 * reuses it. Test files run in parallel processes: the first to miss takes a lock file (`wx`), builds beside the
 * entry and renames it into place (atomic), while the others wait for the entry to appear; a lock whose owner died is
 * taken over. PostgreSQL's side (a template database under the same key) is in stores.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoSource } from '../../src/load/demo.js';
import { loadDatabank } from '../../src/load/loader.js';
import { SqliteStore } from '../../src/store/sqlite/store.js';
import { registry } from './registry.js';

/** Where the entries live (one directory shared by every run on the machine). */
export const DEMO_CACHE_DIR = path.join(os.tmpdir(), 'databank-demo-cache');

/** dist/src, next to this file's dist/test/helpers/. */
const CODE_DIR = fileURLToPath(new URL('../../src/', import.meta.url));

/** Entries nobody used for this long are removed when a new one is built. */
const STALE_MS = 2 * 24 * 3600_000;
/** A lock older than this is taken over even if its owner seems alive (a build takes seconds). */
const LOCK_MS = 5 * 60_000;

/** DEMO_CACHE=off: every suite loads its demo afresh, as before the cache (to measure it, or to rule it out). */
export const DEMO_CACHE_ON = process.env.DEMO_CACHE !== 'off';
/** DEMO_CACHE_LOG=<file>: each build and copy appended there (node --test keeps a test file's stderr to itself). */
const log = (msg: string): void => {
  if (process.env.DEMO_CACHE_LOG) fs.appendFileSync(process.env.DEMO_CACHE_LOG, `${process.pid} ${msg}\n`);
};

let codeHash: string | undefined;

/** A hash of every compiled file of the program, by path and content (a few milliseconds, once per process). */
function hashOfCode(): string {
  if (codeHash) return codeHash;
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) hash.update(path.relative(CODE_DIR, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  };
  walk(CODE_DIR);
  return (codeHash = hash.digest('hex').slice(0, 16));
}

/** The cache key of the demo at `scale`: the code and the scale. */
export function demoCacheKey(scale = 1): string {
  return `demo-x${scale}-${hashOfCode()}`;
}

/** The demo at `scale` loaded into `file` (a fresh path), the way every suite used to load it. */
async function loadDemoInto(file: string, scale: number): Promise<void> {
  const store = new SqliteStore(registry, file);
  try {
    await loadDatabank(store, demoSource(registry, scale));
  } finally {
    await store.close();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock at `lock` belongs to no one any more (its owner died, or it is far too old). */
function abandoned(lock: string): boolean {
  try {
    const text = fs.readFileSync(lock, 'utf8');
    const old = Date.now() - fs.statSync(lock).mtimeMs > LOCK_MS;
    if (text === '') return old; // taken a moment ago, its owner's pid not written yet
    const pid = Number(text);
    return old || !(pid > 0 && alive(pid));
  } catch {
    return false; // gone already, or being written: look again
  }
}

function prune(keep: string): void {
  for (const name of fs.readdirSync(DEMO_CACHE_DIR)) {
    if (!name.endsWith('.sqlite') || name === `${keep}.sqlite`) continue;
    const full = path.join(DEMO_CACHE_DIR, name);
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { force: true });
    } catch { /* another run pruned it */ }
  }
}

const pending = new Map<string, Promise<string>>();

/** The cache entry of the demo at `scale`, built first if need be. Never hand it out: copy it (`copyDemo`). */
function entry(scale: number): Promise<string> {
  const key = demoCacheKey(scale);
  let p = pending.get(key);
  if (!p) {
    p = ensure(key, scale);
    pending.set(key, p);
    p.catch(() => pending.delete(key));
  }
  return p;
}

async function ensure(key: string, scale: number): Promise<string> {
  const file = path.join(DEMO_CACHE_DIR, `${key}.sqlite`);
  const lock = path.join(DEMO_CACHE_DIR, `${key}.lock`);
  fs.mkdirSync(DEMO_CACHE_DIR, { recursive: true });
  for (;;) {
    if (fs.existsSync(file)) return file;
    let fd: number;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (abandoned(lock)) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      if (fs.existsSync(file)) return file; // built while we took the lock
      const dir = fs.mkdtempSync(path.join(DEMO_CACHE_DIR, `${key}.build-`));
      try {
        const t0 = performance.now();
        await loadDemoInto(path.join(dir, 'demo.sqlite'), scale);
        fs.renameSync(path.join(dir, 'demo.sqlite'), file);
        log(`built ${key} in ${Math.round(performance.now() - t0)} ms`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      prune(key);
      return file;
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}

/** Writes the demo databank at `scale` to `dest` (a path no store has open), from the cache when it is on. */
export async function copyDemo(dest: string, scale = 1): Promise<void> {
  if (!DEMO_CACHE_ON) {
    const t0 = performance.now();
    await loadDemoInto(dest, scale);
    log(`loaded demo-x${scale} (cache off) in ${Math.round(performance.now() - t0)} ms`);
    return;
  }
  const t0 = performance.now();
  for (let attempt = 0; ; attempt++) {
    const file = await entry(scale);
    try {
      fs.copyFileSync(file, dest, fs.constants.COPYFILE_FICLONE);
      break;
    } catch (err) {
      // Removed under us (pruned by a run of other code): build it again, once.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0) throw err;
      pending.delete(demoCacheKey(scale));
    }
  }
  const now = new Date();
  try { fs.utimesSync(await entry(scale), now, now); } catch { /* pruned meanwhile: no matter */ }
  log(`copied ${demoCacheKey(scale)} in ${Math.round(performance.now() - t0)} ms`);
}
