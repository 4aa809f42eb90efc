/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): busy time by part (our code, Fastify, better-sqlite3, pg, Node's
 * internals, GC, native) and the functions with the most self time. Prints text; asserts nothing.
 * Run: `node dist/bench/prof-top.js <file.cpuprofile> [top=25]`.
 */
import fs from 'node:fs';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
  readonly children?: readonly number[];
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: prof-top <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** Which part of the process a frame belongs to. */
function part(url: string, name: string): string {
  if (name === '(idle)') return 'idle';
  if (name === '(garbage collector)') return 'gc';
  if (name === '(program)') return 'native (program)';
  if (url.includes('/node_modules/better-sqlite3/')) return 'better-sqlite3';
  if (url.includes('/node_modules/pg') || url.includes('/node_modules/pg-')) return 'pg';
  if (url.includes('/node_modules/fastify') || url.includes('/node_modules/@fastify/') || url.includes('/node_modules/find-my-way') ||
    url.includes('/node_modules/light-my-request') || url.includes('/node_modules/avvio')) return 'fastify';
  if (url.includes('/node_modules/pino') || url.includes('/node_modules/sonic-boom')) return 'pino';
  if (url.includes('/node_modules/')) return 'other packages';
  if (url.includes('/dist/src/')) return 'ours';
  if (url.startsWith('node:')) return 'node internals';
  if (url === '') return 'native';
  return 'other';
}

/** Self time of native frames is charged to the nearest JS caller's part when it is a package (sqlite's `all`). */
function partOf(id: number): string {
  const n = byId.get(id)!;
  const p = part(n.callFrame.url, n.callFrame.functionName);
  if (p !== 'native') return p;
  for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
    const q = part(byId.get(up)!.callFrame.url, byId.get(up)!.callFrame.functionName);
    if (q !== 'native') return q === 'ours' || q === 'node internals' ? `native (from ${q})` : q;
  }
  return 'native';
}

const self = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]!;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
let busy = 0;
const parts = new Map<string, number>();
const fns = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const p = partOf(id);
  if (p === 'idle') continue;
  busy += us;
  parts.set(p, (parts.get(p) ?? 0) + us);
  const where = n.callFrame.url ? `${n.callFrame.url.replace(/^.*\/(node_modules|dist)\//, '$1/')}:${n.callFrame.lineNumber + 1}:${n.callFrame.columnNumber + 1}` : '';
  const key = `${n.callFrame.functionName || '(anonymous)'} ${where}`.trim() + `  [${p}]`;
  fns.set(key, (fns.get(key) ?? 0) + us);
}

const pct = (us: number): string => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy (idle excluded)\n\nby part`);
for (const [p, us] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(us)}  ${p}`);
console.log(`\ntop ${top} functions by self time`);
for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(us)}  ${f}`);
