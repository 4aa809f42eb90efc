/**
 * Error mapping, once for every answer: what an error thrown at any stage (a hook, the parser, the store, a renderer)
 * is answered with, as an error of the catalog (http/errors.ts), and the API's JSON error answer. The pages render
 * the same mapping as HTML (http/pages.ts), in an error handler of their own.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { FilterError, UnknownFormatError } from '../plan/errors.js';
import { ApiError, errorBody } from './errors.js';
import { ALLOW, ERROR_HEADERS, WWW_AUTHENTICATE } from './headers.js';
import { CLIENT_CLOSED } from './ops.js';

type Thrown = Error & { statusCode?: number; code?: string };

/**
 * The catalog's error for `error`, or undefined when its client has gone (no one to answer: logged as 499). What a
 * store reports (a time limit, a database down) is logged as a warning; anything unforeseen as an error, with its
 * stack, and answered with a generic 500.
 */
export function mapError(error: Thrown, log: FastifyBaseLogger): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof UnknownFormatError) return ApiError.of('NOT_FOUND');
  const status = error.statusCode ?? 500;
  if (status === 413) return ApiError.of('PAYLOAD_TOO_LARGE');
  if (status >= 400 && status < 500) return ApiError.of('BAD_REQUEST');
  if (error.code === 'CLIENT_GONE') return undefined;
  if (error.code === 'QUERY_TIME_LIMIT') {
    log.warn({ err: error.message }, 'query time limit');
    return ApiError.of('QUERY_TIME_LIMIT');
  }
  // A store's own verdict that its database cannot answer now (store/postgres/errors.ts classifies pg's errors).
  if (error.code === 'DATABASE_UNAVAILABLE') {
    log.warn({ err: error.message }, 'database unavailable');
    return ApiError.of('DATABASE_UNAVAILABLE');
  }
  log.error({ err: error }, 'request failed');
  return ApiError.of('SERVER_ERROR');
}

/** The API's error handler: DRF's `{"detail": …}`, or a filter's field errors, in the one error shape. */
export function apiErrorHandler(error: Thrown, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof FilterError) return sendErrorBody(reply.header('allow', ALLOW), 400, JSON.stringify(error.errors));
  const mapped = mapError(error, req.log);
  if (!mapped) return reply.code(CLIENT_CLOSED).send();
  if (mapped.code === 'QUERY_TIME_LIMIT') reply.header('retry-after', '1');
  // DRF's handle_exception: a 401 names the first authenticator's scheme (TokenAuthentication's keyword).
  if (mapped.code === 'NOT_AUTHENTICATED') reply.header('www-authenticate', WWW_AUTHENTICATE);
  return sendError(reply, mapped);
}

/** Errors on the API's own routes carry `Allow` as DRF's do; a path that names nothing does not. */
export function sendError(reply: FastifyReply, error: ApiError, ownRoute = true): FastifyReply {
  if (ownRoute) reply.header('allow', ALLOW);
  return sendErrorBody(reply, error.status, errorBody(error.detail));
}

function sendErrorBody(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).headers(ERROR_HEADERS).send(Buffer.from(body));
}
