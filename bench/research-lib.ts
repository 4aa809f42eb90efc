/**
 * What bench/research.ts measures with: a `databank serve` child process (its CPU and RSS read from /proc), the
 * static-file limit of bench/downloads.ts (plain node:http streaming a prebuilt file of the very bytes we sent), curl
 * for whole downloads and node:http (keep-alive) for timed single requests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLI = path.join(ROOT, 'dist', 'src', 'cli.js');
export const HOST = '127.0.0.1';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
export const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface Proc {
  readonly proc: ChildProcess;
  readonly port: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, HOST, () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
}

export function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export interface Got { status: number; bytes: number; ms: number; body?: Buffer }

/** One GET over a keep-alive connection, timed to the last byte; the body kept when `keep`. */
export function fetchTimed(port: number, urlPath: string, keep = false): Promise<Got> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    http.get({ host: HOST, port, path: urlPath, agent }, (res) => {
      const parts: Buffer[] = [];
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        if (keep) parts.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - t0, ...(keep ? { body: Buffer.concat(parts) } : {}) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function waitFor(proc: ChildProcess, port: number, stderr: () => string): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${stderr()}`);
    const ok = await fetchTimed(port, '/api/core/sections/').then((g) => g.status === 200, () => false);
    if (ok) return;
    if (performance.now() - t0 > 60_000) throw new Error(`no answer within 60 s: ${stderr()}`);
    await sleep(50);
  }
}

/** `databank serve` on `database`, the request log discarded, `env` added to its settings. */
export async function startServer(database: string, env: Record<string, string> = {}): Promise<Proc> {
  const port = await freePort();
  const proc = spawn(process.execPath, [CLI, 'serve'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST, DATABASE_URL: database, DEMO_ON_EMPTY: 'false', ...env },
  });
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  await waitFor(proc, port, () => stderr);
  return { proc, port };
}

/** The limit: plain node:http, no framework, no store, streaming one prebuilt file with the headers we sent. */
const LIMIT_SOURCE = `
const http = require('node:http'), fs = require('node:fs');
const [file, headers] = [process.argv[1], JSON.parse(process.argv[2])];
const server = http.createServer((req, res) => { res.writeHead(200, headers); fs.createReadStream(file, { highWaterMark: 64 * 1024 }).pipe(res); });
server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => process.exit(0));
`;

export async function startLimit(file: string, headers: Record<string, string>): Promise<Proc> {
  const proc = spawn(process.execPath, ['-e', LIMIT_SOURCE, file, JSON.stringify(headers)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    proc.once('message', (m: { port: number }) => resolve(m.port));
    proc.once('exit', (code) => reject(new Error(`limit server exited (${code})`)));
  });
  return { proc, port };
}

export async function stop(p: Proc): Promise<void> {
  if (p.proc.exitCode !== null) return;
  const done = new Promise((r) => p.proc.once('exit', r));
  p.proc.kill('SIGTERM');
  await Promise.race([done, sleep(3000)]);
  if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
}

export interface Transfer { status: number; bytes: number; seconds: number }

/** One download by curl, its own process, the body discarded (or written to `out`). */
export function curl(port: number, urlPath: string, out = '/dev/null'): Promise<Transfer> {
  const args = ['-s', '-o', out, '-w', '%{http_code} %{size_download} %{time_total}', `http://${HOST}:${port}${urlPath}`];
  return new Promise((resolve, reject) => {
    const proc = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    proc.stdout.on('data', (c: Buffer) => (text += c.toString()));
    proc.on('error', reject);
    proc.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited ${code} for ${urlPath}`));
      const [status, bytes, seconds] = text.trim().split(' ').map(Number) as [number, number, number];
      resolve({ status, bytes, seconds });
    });
  });
}

/** Samples a process's RSS every 20 ms while `work` runs: the largest seen, and what it was before and after. */
export async function rssAround<T>(pid: number, work: () => Promise<T>): Promise<{ value: T; before: number; peak: number; after: number }> {
  const before = rssMb(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb(pid));
      await sleep(20);
    }
  })();
  try {
    const value = await work();
    return { value, before, peak, after: rssMb(pid) };
  } finally {
    sampling = false;
    await sampler;
  }
}

export const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
export const lpad = (s: string, n: number): string => (s.length >= n ? s : ' '.repeat(n - s.length) + s);
