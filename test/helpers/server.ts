/** Real `databank` processes for tests that need them: a server on a free port, or a one-shot command. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** dist/src/cli.js, next to this file's dist/test/helpers/. */
export const CLI = fileURLToPath(new URL('../../src/cli.js', import.meta.url));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RunningServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** How the process ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it wrote so far: stdout (the JSON log lines) and stderr, in arrival order. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `databank serve` with `args` and waits until /readyz answers 200 (with `live`, until /healthz does: a server
 * with no databank is never ready). With `--workers N` (N > 1) it also waits for the primary's word that all N take
 * connections: /readyz answered by one worker says nothing of the others, and a CI run once sent every request of a
 * test to the first worker before the second was up.
 */
export async function startServer(
  args: readonly string[], env: Record<string, string> = {}, options: { cwd?: string; live?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, 'serve', '--host', '127.0.0.1', '--port', String(port), ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', LOG_REQUESTS: 'false', DEMO_ON_EMPTY: 'false', NODE_NO_WARNINGS: '1',
      ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const ended = Promise.all([child.stdout!, child.stderr!].map((s) => new Promise((resolve) => s.once('close', resolve))));
  // Resolved once the output is read to its end too (workers that outlive their primary hold it open: 500 ms at most).
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      void Promise.race([ended, new Promise((r) => setTimeout(r, 500))]).then(() => resolve({ code, signal }));
    }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  const at = args.indexOf('--workers');
  const workers = at < 0 ? 1 : Number(args[at + 1]);
  const allServing = workers > 1 && env.LOG_LEVEL !== 'silent' ? `${workers} workers serving` : '';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${url}/${options.live ? 'healthz' : 'readyz'}`).then((r) => r.ok, () => false);
    if (ok && stderr.includes(allServing)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 20 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    exited,
    output: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
