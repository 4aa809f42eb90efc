/**
 * Whether this process is shutting down (it got SIGTERM or SIGINT and is draining, see serve/drain.ts). Process-wide,
 * like the signal: /readyz reads it to answer 503 at once, so load balancers stop sending while requests still
 * complete.
 */
let since: number | undefined;

/** The detail of /readyz's 503 while draining. */
export const SHUTTING_DOWN = 'The server is shutting down.';

export function beginShutdown(): void {
  since ??= Date.now();
}

export function shuttingDown(): boolean {
  return since !== undefined;
}
