/**
 * Splits the CPU profiles bench/cached-cost.ts `profile` wrote into what a cached answer's CPU goes to, per request,
 * for each target, row and connection count: only the samples inside each drive's window count. A sample goes to the
 * first frame from its leaf up that names a part (generic frames such as node:events or the stream machinery pass it
 * up). Run: `node dist/bench/cached-split.js <dir> [--top]` (--top: the leaves of part SPLIT_PART, `other` by default).
 */
import fs from 'node:fs';
import path from 'node:path';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number }

export const PARTS = ['socket + parser', 'routing', 'hooks + framework', 'plan memo + cache + answer()', 'headers', 'log line', 'metrics', 'write', 'gc', 'other'] as const;
type Part = (typeof PARTS)[number];

const HEADER_FNS = /^(header|headers|getHeader|getHeaders|hasHeader|removeHeader|setHeader|writeHead|_storeHeader|processHeader|_implicitHeader|headersHook|withVary|validateHeaderName|validateHeaderValue|checkInvalidHeaderChar|utcDate|isHtml|onSendEnd)$/;
const WRITE_FNS = /^(end|_send|_writeRaw|write_|_write|_writev|writeGeneric|writevGeneric|_writeGeneric|handleWriteReq|writeOrBuffer|_finish|finishMaybe|onFinish|doWrite|clearBuffer|afterWrite|afterWriteDispatched)$/;

/** The part a frame names, or undefined to pass the sample up. */
function partOf(url: string, fn: string): Part | undefined {
  if (fn === '(garbage collector)') return 'gc';
  if (url.includes('/pino') || url.includes('/sonic-boom/') || url.endsWith('/serve/log.js') || fn === 'requestFields' || fn === 'createChildLogger' || fn === 'asJson') return 'log line';
  if (url.includes('/prom-client/') || url.endsWith('/http/metrics.js') || fn === 'wireBytes' || fn === 'countAnswer') return 'metrics';
  if (HEADER_FNS.test(fn) && (url.includes('fastify') || url.startsWith('node:_http') || url.endsWith('/http/ops.js'))) return 'headers';
  if (url.includes('/find-my-way/') || url.endsWith('/http/routes.js')) return 'routing';
  if (/\/dist\/src\/(http\/(plan-memo|cache|answer|api-routes|notices)|cache)\.js$/.test(url) || url.includes('/dist/src/plan/')) return 'plan memo + cache + answer()';
  if (url.includes('/node_modules/fastify/') || url.includes('/@fastify/') || url.endsWith('/http/ops.js') || url.endsWith('/http/app.js') || url.endsWith('/http/links.js') || url.endsWith('/bench/baseline.js')) return 'hooks + framework';
  if (url === 'node:_http_outgoing' && WRITE_FNS.test(fn)) return 'write';
  if (url === 'node:net' || url === 'node:internal/stream_base_commons' || url === 'node:internal/streams/writable') {
    if (fn === 'onStreamRead' || fn === 'onconnection') return 'socket + parser';
    return 'write';
  }
  if (url === 'node:_http_common' || url === 'node:_http_server' || url === 'node:_http_incoming' || url === 'node:internal/streams/readable') return 'socket + parser';
  if (url === 'node:_http_outgoing') return 'write';
  return undefined;
}

function split(file: string, windows: { t0: string; t1: string; total: number; row: string; c: number }[], top: boolean): void {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map<number, Part>();
  const classify = (id: number): Part => {
    const known = memo.get(id);
    if (known) return known;
    let part: Part = 'other';
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const q = partOf(f.url, f.functionName);
      if (q) { part = q; break; }
    }
    memo.set(id, part);
    return part;
  };
  for (const w of windows) {
    const t0 = Number(BigInt(w.t0) / 1000n), t1 = Number(BigInt(w.t1) / 1000n);
    const sums = new Map<Part, number>();
    const others = new Map<string, number>();
    let t = p.startTime;
    let busy = 0;
    for (let i = 0; i < p.samples.length; i++) {
      t += p.timeDeltas[i]!;
      if (t < t0 || t > t1) continue;
      const n = byId.get(p.samples[i]!)!;
      if (n.callFrame.functionName === '(idle)') continue;
      const dt = p.timeDeltas[i + 1] ?? p.timeDeltas[i]!; // a sample's time is the gap to the next
      const part = classify(n.id);
      busy += dt;
      sums.set(part, (sums.get(part) ?? 0) + dt);
      if (top && part === (process.env.SPLIT_PART ?? 'other')) {
        const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url}:${n.callFrame.lineNumber + 1} <- ${(() => { let s = ''; let at = parent.get(n.id); for (let d = 0; d < 4 && at !== undefined; d++, at = parent.get(at)) s += `${byId.get(at)!.callFrame.functionName}@${byId.get(at)!.callFrame.url.replace(/^.*\//, '')} `; return s; })()}`;
        others.set(k, (others.get(k) ?? 0) + dt);
      }
    }
    const per = (us: number): string => (us / w.total).toFixed(1);
    console.log([path.basename(path.dirname(file)), w.row, w.c, per(busy), ...PARTS.map((x) => per(sums.get(x) ?? 0))].join('\t'));
    if (top) for (const [k, us] of [...others].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`    ${per(us)}  ${k}`);
  }
}

const dir = process.argv[2]!;
const top = process.argv.includes('--top');
const windows = JSON.parse(fs.readFileSync(path.join(dir, 'windows.json'), 'utf8')) as Record<string, { t0: string; t1: string; total: number; row: string; c: number }[]>;
console.log(['target', 'row', 'conns', 'total µs', ...PARTS].join('\t'));
for (const [name, ws] of Object.entries(windows)) {
  const files = fs.readdirSync(path.join(dir, name)).filter((f) => f.endsWith('.cpuprofile'));
  // The serving process's profile: the largest (a CLI may leave a small one of a helper).
  const file = files.map((f) => path.join(dir, name, f)).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  if (file) split(file, ws, top);
}
