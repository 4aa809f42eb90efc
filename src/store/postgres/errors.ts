/** Which pg failures mean "the database is unavailable" (a 503 that heals by itself) rather than a bug (a 500). */
import pg from 'pg';
import { QueryTimeLimitError } from '../store.js';

/** Thrown by the PostgreSQL store when the database cannot answer now; the app maps its `code` to 503. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Network errors carry no SQLSTATE; SQLSTATE classes 08 (connection exception), 53 (insufficient resources: too
 * many connections), 57 (operator intervention: shutdown, statement timeout 57014) and 58 (system error) are
 * conditions of the server, not of our SQL. https://www.postgresql.org/docs/15/errcodes-appendix.html
 */
export function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  // 42P01 (undefined table): the generation a request began on was dropped by two loads in quick succession;
  // a retry reads the current one.
  // Only the server's errors carry a SQLSTATE: a socket's EPIPE has five capitals too, and is a network error.
  if (err instanceof pg.DatabaseError && typeof code === 'string') return /^(08|53|57|58)/.test(code) || code === '42P01';
  // Network errors (ECONNREFUSED, EPIPE, ...) and pg's own client errors (no code): connect timeout, query
  // timeout, a socket that died.
  return typeof code === 'string' || err instanceof AggregateError ||
    /Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|not queryable|connect E|socket/i.test(err.message);
}

/** Rethrows `err` as DatabaseUnavailableError when it is an availability failure. */
export function classify(err: unknown): never {
  // 57014 is also a cancel by an operator or a shutdown: only the statement timeout's is the time limit (a 503 that
  // says so, not "the database is unavailable").
  if (err instanceof pg.DatabaseError && err.code === '57014' && /statement timeout/.test(err.message)) throw new QueryTimeLimitError();
  // Already a verdict (the liveness check's): passed on as it is, not wrapped again.
  throw err instanceof DatabaseUnavailableError || !isUnavailable(err) ? err : new DatabaseUnavailableError(err);
}
