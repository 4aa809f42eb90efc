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
 *
 * Every answer of this layer carries the headers `headers` gives (security headers and CORS, http/ops.ts), and is
 * reported to `onAnswer` once written (the request log line and the metrics of answers Fastify never sees).
 */
import http, { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, errorBody } from './errors.js';
import { originForm } from './links.js';

export interface ApiServerOptions {
  /** node:http server options (tests shorten headersTimeout, requestTimeout and connectionsCheckingInterval). */
  readonly http?: ServerOptions;
  /**
   * Headers every answer of this layer carries besides its own, by lower-case name; the request when node parsed one.
   * A `vary` here replaces the layer's `Accept` (it must include it).
   */
  readonly headers?: (req: IncomingMessage | undefined) => Readonly<Record<string, string>>;
  /** Called once per answer this layer wrote. */
  readonly onAnswer?: (answer: LayerAnswer) => void;
}

/** An answer written by this layer, for the request log and the metrics. */
export interface LayerAnswer {
  readonly status: number;
  /** Bytes of its body. */
  readonly bytes: number;
  /** The connection it was written to. */
  readonly socket: Duplex;
  /** The request, when node parsed one (a bad Host, an expectation, CONNECT). */
  readonly req?: IncomingMessage;
  /** performance.now() when the request arrived, when known. */
  readonly startedAt?: number;
  /** Method and target of a request node could not parse, read from its first bytes when they form a request line. */
  readonly method?: string;
  readonly url?: string;
}

const JSON_TYPE = 'application/json';
const ALLOW = 'GET, HEAD, OPTIONS';
/** How long a refused connection stays open after its answer, reading and discarding, before it is cut. */
const LINGER_MS = 2000;

/** Connections that got their last answer: later bytes or timeouts on them are not answered again. */
const refused = new WeakSet<Duplex>();

/** An HTTP/1.1 server that hands `listener` every request it can parse and answers everything else itself. */
export function createApiServer(listener: RequestListener, options: ApiServerOptions = {}): http.Server {
  const extra = options.headers ?? (() => ({}));
  const report = options.onAnswer ?? (() => {});
  /** An error answer through node's response, which keeps it in order behind pipelined ones. */
  const answer = (req: IncomingMessage, res: ServerResponse, error: ApiError): void => {
    const startedAt = performance.now();
    const body = Buffer.from(errorBody(error.detail));
    res.writeHead(error.status, {
      'content-type': JSON_TYPE, vary: 'Accept', 'cache-control': 'no-cache', 'content-length': body.length, ...extra(req),
    });
    res.once('finish', () => report({ status: error.status, bytes: body.length, socket: req.socket, req, startedAt }));
    res.end(body);
  };
  /** Writes an answer straight to a socket that has no response object (client errors, CONNECT), as its last. */
  const refuseWith = (socket: Duplex, error: ApiError, req?: IncomingMessage, rawPacket?: Buffer, allow = false): void => {
    const line = req ? undefined : requestLine(rawPacket);
    refuse(socket, () => rawAnswer(error, { ...(allow ? { allow: ALLOW } : {}), ...extra(req) }),
      () => report({ status: error.status, bytes: Buffer.byteLength(errorBody(error.detail)), socket, req, ...line }));
  };

  const onRequest: RequestListener = (req, res) => {
    if (req.url !== undefined && req.url.charCodeAt(0) !== 47) req.url = originForm(req.url);
    if (!oneHost(req)) return answer(req, res, ApiError.of('INVALID_HOST'));
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
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
    answer(req, res, ApiError.of('EXPECTATION_FAILED'));
  });
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (refused.has(socket)) return;
    const error = clientErrorOf(err.code);
    // A failed connection (reset, broken pipe) has nobody to answer.
    if (!error || !socket.writable) return void socket.destroy();
    refuseWith(socket, error, undefined, err.rawPacket);
  });
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    // node has detached its parser and error handling from the socket: errors are ours, and what follows is dropped.
    socket.on('error', () => socket.destroy());
    socket.resume();
    refuseWith(socket, ApiError.methodNotAllowed('CONNECT'), req, undefined, true);
  });
  return server;
}

/** The method and target of the first bytes of a request node could not parse, when they begin with a request line. */
function requestLine(raw: Buffer | undefined): { method?: string; url?: string } {
  if (!raw) return {};
  const head = raw.subarray(0, 2048).toString('latin1');
  const m = /^([A-Z]{1,20}) ([\x21-\x7e]{1,2000})(?: HTTP\/\d\.\d)?(?:\r?\n|$)/.exec(head);
  return m ? { method: m[1]!, url: m[2]! } : {};
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

/** An error answer for a socket that has no response object (client errors, CONNECT); `extra` by lower-case name. */
function rawAnswer(error: ApiError, extra: Readonly<Record<string, string>>): string {
  const body = errorBody(error.detail);
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE, vary: 'Accept', 'cache-control': 'no-cache', ...extra,
    'content-length': String(Buffer.byteLength(body)), date: new Date().toUTCString(), connection: 'close',
  };
  let head = `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n`;
  for (const name in headers) head += `${name.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase())}: ${headers[name]}\r\n`;
  return `${head}\r\n${body}`;
}

/**
 * Writes the answer `bytes()` makes as the connection's last, after the responses it still owes, and closes it: a FIN
 * at once, then, LINGER_MS later, the socket, so that what the client is still sending cannot reset the answer away.
 * `written` is called once it is handed to the socket.
 */
function refuse(socket: Duplex, bytes: () => string, written: () => void): void {
  refused.add(socket);
  afterOwedResponses(socket, () => {
    if (!socket.writable) return void socket.destroy();
    socket.end(bytes());
    written();
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
