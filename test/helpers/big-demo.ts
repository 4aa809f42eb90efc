/** A demo databank file at a larger scale, built by the real `databank demo` (issue 17's tests need slow reads). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CLI } from './server.js';
import { tempDir } from './stores.js';

export interface BigDemo {
  readonly file: string;
  readonly scale: number;
  /** ms the build took. */
  readonly buildMs: number;
  cleanup(): void;
}

/** `databank demo --scale <scale>` into a fresh temporary directory. */
export function bigDemo(scale: number): BigDemo {
  const dir = tempDir('databank-big-demo-');
  const file = path.join(dir, `demo-x${scale}.sqlite`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [CLI, 'demo', '--scale', String(scale), '--database', file], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_NO_WARNINGS: '1' }, encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`databank demo --scale ${scale} failed (${r.status}): ${r.stderr}`);
  return { file, scale, buildMs: performance.now() - t0, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
