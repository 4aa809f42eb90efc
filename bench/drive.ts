/**
 * One autocannon run in its own process (the load generator needs a core of its own), started by bench/run.ts.
 * Reads its settings as JSON on stdin and prints autocannon's result as JSON on stdout:
 *   { url, paths: string[], headers, connections, duration?, amount?, timeout? }
 * With several paths, every request takes the next one (one counter shared by every connection, wrapping at the
 * end), so a row can ask a distinct query per request where a cache would otherwise answer.
 */
import { createRequire } from 'node:module';

interface Settings {
  readonly url: string;
  readonly paths: readonly string[];
  readonly headers: Record<string, string>;
  readonly connections: number;
  readonly duration?: number;
  readonly amount?: number;
  /** Seconds before autocannon gives up on one request. */
  readonly timeout?: number;
}

type Autocannon = (options: object) => Promise<unknown>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const s = JSON.parse(input) as Settings;

let next = 0;
const rotate = s.paths.length > 1
  ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: s.paths[next++ % s.paths.length] }) }]
  : undefined;
const result = await autocannon({
  url: s.url + s.paths[0],
  connections: s.connections,
  headers: s.headers,
  ...(s.amount ? { amount: s.amount } : { duration: s.duration }),
  ...(s.timeout ? { timeout: s.timeout } : {}),
  ...(rotate ? { requests: rotate } : {}),
});
process.stdout.write(JSON.stringify(result));
