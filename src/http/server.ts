/**
 * The node:http server under Fastify, and every answer node:http would otherwise write on its own (issue 12,
 * defects 7 and 10). Whatever the layer, an answer is the API's: JSON `{"detail": "..."}` with Content-Type, Vary,
 * Cache-Control and Content-Length, no stack trace and no version header.
 *
 * - A request node cannot parse is 400 `Bad request.`; a header section over node's limit is 431, chunk extensions
 *   over it 413, and a request that does not arrive within node's headers or request timeout 408 ('clientError').
 *   The answer follows the responses the connection still owes (requests pipelined before the bad one), and then
 *   the connection is closed. node's own answers to these have no body, and Fastify's default handler has its own
 *   JSON shape and writes at once, ahead of any response still owed.
 * - CONNECT is 405 `Method "CONNECT" not allowed.` and the connection is closed ('connect'); node would drop it
 *   unanswered. Upgrade requests (WebSocket, h2c) meet no 'upgrade' listener, so node hands them on as ordinary
 *   requests, which get the ordinary answer.
 * - `Expect: 100-continue` never gets a 100: the API reads no request body, and its answer follows from the method,
 *   target and headers (RFC 9110 §10.1.1), so the final answer is sent at once and the connection closed, since the
 *   client may still send the body it announced ('checkContinue'). node's own 100 can land inside another response
 *   when requests are pipelined. Any other expectation is 417 `Expectation failed.` ('checkExpectation').
 * - An HTTP/1.1 request without Host, or any request with more than one, is 400 `Invalid Host header.` (RFC 9112
 *   §3.2), the app's answer to a bad Host; node's requireHostHeader answer is an empty 400. Whether the host is
 *   allowed is the app's check (ALLOWED_HOSTS, http/links.ts).
 * - An absolute-form request-target (`GET http://host/path`) is reduced to its path and query before anything reads
 *   it, so no answer reflects its authority (http/links.ts originForm).
 */
import http, { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, errorBody } from './errors.js';
import { originForm } from './links.js';

export interface ApiServerOptions {
  /** node:http server options (tests shorten headersTimeout, requestTimeout and connectionsCheckingInterval). */
  readonly http?: ServerOptions;
}

const JSON_TYPE = 'application/json';
const ALLOW = 'GET, HEAD, OPTIONS';
/** How long a refused connection stays open after its answer, reading and discarding, before it is cut. */
const LINGER_MS = 2000;

/** Connections that got their last answer: later bytes or timeouts on them are not answered again. */
const refused = new WeakSet<Duplex>();

/** An HTTP/1.1 server that hands `listener` every request it can parse and answers everything else itself. */
export function createApiServer(listener: RequestListener, options: ApiServerOptions = {}): http.Server {
  const onRequest: RequestListener = (req, res) => {
    if (req.url !== undefined && req.url.charCodeAt(0) !== 47) req.url = originForm(req.url);
    if (!oneHost(req)) return answer(res, ApiError.of('INVALID_HOST'));
    listener(req, res);
  };
  const server = http.createServer({ ...options.http, requireHostHeader: false }, onRequest);

  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    // No 100: the answer is final, and the connection closes after it (node closes too after a final answer
    // without a 100), since the client may yet send the body it announced; node's parser reads and drops it.
    res.shouldKeepAlive = false;
    if (announcesBody(req)) {
      // The app reads no body, but Fastify waits for one it is told of before routing a POST: it is not told.
      delete req.headers['content-length'];
      delete req.headers['transfer-encoding'];
      delete req.headers['content-type'];
    }
    onRequest(req, res);
  });
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
    answer(res, ApiError.of('EXPECTATION_FAILED'));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (refused.has(socket)) return;
    const error = clientErrorOf(err.code);
    // A failed connection (reset, broken pipe) has nobody to answer.
    if (!error || !socket.writable) return void socket.destroy();
    refuse(socket, rawAnswer(error));
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    // node has detached its parser and error handling from the socket: errors are ours, and what follows is dropped.
    socket.on('error', () => socket.destroy());
    socket.resume();
    refuse(socket, rawAnswer(ApiError.methodNotAllowed('CONNECT'), `Allow: ${ALLOW}\r\n`));
  });
  return server;
}

/** RFC 9112 §3.2: an HTTP/1.1 request has one Host field, and no request has two. */
function oneHost(req: IncomingMessage): boolean {
  if (req.headers.host === undefined) return req.httpVersion !== '1.1';
  const raw = req.rawHeaders;
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host' && ++seen > 1) return false;
  }
  return true;
}

function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The answer to a client error node reports, or undefined when the connection itself failed. */
function clientErrorOf(code: string | undefined): ApiError | undefined {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW': return ApiError.of('HEADERS_TOO_LARGE');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW': return ApiError.of('PAYLOAD_TOO_LARGE');
    case 'ERR_HTTP_REQUEST_TIMEOUT': return ApiError.of('REQUEST_TIMEOUT');
    default: return code?.startsWith('HPE_') ? ApiError.of('BAD_REQUEST') : undefined;
  }
}

/** An error answer through node's response, which keeps it in order behind pipelined ones. */
function answer(res: ServerResponse, error: ApiError): void {
  const body = Buffer.from(errorBody(error.detail));
  res.writeHead(error.status, { 'content-type': JSON_TYPE, vary: 'Accept', 'cache-control': 'no-cache', 'content-length': body.length });
  res.end(body);
}

/** An error answer written straight to a socket that has no response object (client errors, CONNECT). */
function rawAnswer(error: ApiError, extraHeaders = ''): string {
  const body = errorBody(error.detail);
  return `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n${extraHeaders}Content-Type: ${JSON_TYPE}\r\n` +
    `Vary: Accept\r\nCache-Control: no-cache\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
    `Date: ${new Date().toUTCString()}\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Writes `bytes` as the connection's last answer, after the responses it still owes, and closes it: a FIN at once,
 * then, LINGER_MS later, the socket, so that what the client is still sending cannot reset the answer away.
 */
function refuse(socket: Duplex, bytes: string): void {
  refused.add(socket);
  afterOwedResponses(socket, () => {
    if (!socket.writable) return void socket.destroy();
    socket.end(bytes);
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

/**
 * Calls `then` once the connection owes no response to a request before the refused one. node writes one response
 * at a time, `socket._httpMessage`, and assigns the next pipelined one when it finishes, before its 'close'. A
 * response to an incomplete request (the error cut its body short) can never be sent: ours takes its place, unless
 * it has begun, and then the connection is cut.
 */
function afterOwedResponses(socket: Duplex, then: () => void): void {
  if (socket.destroyed) return;
  const res = (socket as { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!res) return then();
  if (!res.req.complete) return res.headersSent ? void socket.destroy() : then();
  res.once('close', () => afterOwedResponses(socket, then));
}
