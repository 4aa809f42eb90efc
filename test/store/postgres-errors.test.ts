/** Which PostgreSQL failures are "the database is unavailable" (503) and which are bugs (500). No database needed. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { classify, DatabaseUnavailableError, isUnavailable } from '../../src/store/postgres/errors.js';

function serverError(code: string): pg.DatabaseError {
  const err = new pg.DatabaseError(`server error ${code}`, 0, 'error');
  err.code = code;
  return err;
}

function systemError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, errno: -32, syscall });
}

describe('postgres: error classification', () => {
  test('server errors by SQLSTATE class', () => {
    for (const code of ['08006', '53300', '57014', '57P01', '58030', '42P01']) assert.ok(isUnavailable(serverError(code)), code);
    for (const code of ['42601', '22P02', '23505', '42703']) assert.ok(!isUnavailable(serverError(code)), code);
  });

  test('network errors are unavailable, five-letter ones (EPIPE) included', () => {
    assert.ok(isUnavailable(systemError('ECONNREFUSED', 'connect')));
    assert.ok(isUnavailable(systemError('ECONNRESET', 'read')));
    assert.ok(isUnavailable(systemError('EPIPE', 'write')));
    assert.ok(isUnavailable(new Error('Connection terminated unexpectedly')));
  });

  test('classify wraps an availability failure once, and passes anything else on', () => {
    const wrapped = (() => { try { classify(systemError('EPIPE', 'write')); } catch (e) { return e; } })();
    assert.ok(wrapped instanceof DatabaseUnavailableError);
    const again = (() => { try { classify(wrapped); } catch (e) { return e; } })();
    assert.equal(again, wrapped);
    const bug = serverError('42601');
    assert.throws(() => classify(bug), (e) => e === bug);
  });
});
