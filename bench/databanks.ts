/**
 * The demo databanks the benches serve, built once and reused while they hold the demo at that scale in the layout
 * this build writes (SCHEMA_VERSION): a file or a PostgreSQL database of another layout is built again, since a
 * server refuses it ("load it again").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SCHEMA_VERSION } from '../src/store/schema.js';

const CLI = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'), 'dist', 'src', 'cli.js');

/** Records of core/references in the demo at scale 1. */
const REFERENCES = 17115;

/** How long the last build took (s), if this process built one. */
export const built: { file?: string; seconds?: number } = {};

/** The schema version a SQLite databank file was written with, or undefined when it cannot be read as one. */
function fileVersion(file: string): number | undefined {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return Number(db.prepare(`SELECT value FROM meta WHERE key = 'schema_version'`).pluck().get());
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** `file` holding the demo at `scale`: reused when written by this layout, else (re)built with `databank demo`. */
export function sqliteDemo(file: string, scale: number): string {
  if (fs.existsSync(file)) {
    const version = fileVersion(file);
    if (version === SCHEMA_VERSION.sqlite) return file;
    console.log(`${file}: schema version ${version}, this build writes ${SCHEMA_VERSION.sqlite}: building it again`);
    fs.rmSync(file, { force: true });
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  process.stdout.write(`building the scale-${scale} demo databank in ${file} ... `);
  const t = performance.now();
  const r = spawnSync(process.execPath, [CLI, 'demo', '--scale', String(scale), '--database', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`demo --scale ${scale} failed`);
  built.file = file;
  built.seconds = (performance.now() - t) / 1000;
  console.log(`${built.seconds.toFixed(1)} s`);
  return file;
}

/** The PostgreSQL database `url` serving the demo at `scale` in this layout, loaded into it first if it does not. */
export async function pgDemo(url: string, scale: number): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let current: { counts: Record<string, number>; version: number } | undefined;
  try {
    const r = await client.query<{ counts: string; schema_version: number }>('SELECT counts, schema_version FROM databank_meta.current');
    if (r.rows[0]) current = { counts: JSON.parse(r.rows[0].counts) as Record<string, number>, version: r.rows[0].schema_version };
  } catch {
    // never migrated: nothing loaded
  } finally {
    await client.end();
  }
  if (current?.counts['core/references'] === REFERENCES * scale && current.version === SCHEMA_VERSION.postgres) return url;
  process.stdout.write(`loading the scale-${scale} demo databank into ${url.replace(/:[^:@/]*@/, ':***@')} ... `);
  const t = performance.now();
  // A long statement timeout: with the default (5 s), the client-side query timeout (5 s + 1 s) stops the load's
  // index builds on a busy machine ("Query read timeout").
  const r = spawnSync(process.execPath, [CLI, 'demo', '--scale', String(scale), '--database', url],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PG_STATEMENT_TIMEOUT_MS: '3600000' } }).status;
  if (r !== 0) throw new Error(`demo --scale ${scale} into PostgreSQL failed`);
  built.file = url;
  built.seconds = (performance.now() - t) / 1000;
  console.log(`${built.seconds.toFixed(1)} s`);
  return url;
}
