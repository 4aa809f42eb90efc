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
 *   it, so no answer reflects its authority (http/links.ts originForm). The asterisk form (`*`) belongs to OPTIONS
 *   alone (RFC 9112 §3.2.4): any other method with it is 400 `Bad request.`.
 * - A request whose Transfer-Encoding does not end in chunked is 400 `Bad request.`, and the connection is closed
 *   (RFC 9112 §6.3: its body's length cannot be known). node's parser refuses it too, but only after it has handed
 *   the request on, so the app would answer it first.
 * - An error in the body of a request that has been answered (a body cut short by the client's FIN, a bad chunk)
 *   gets no second answer: the connection closes after the answer it got.
 * - `PRI <target> HTTP/1.x` followed by an empty line leaves node's parser waiting for the rest of an HTTP/2 preface
 *   (`SM`) that an HTTP/1 client never sends; it is 400 `Bad request.` at once, not a 408 a minute later.
 * - An Upgrade request (WebSocket, h2c) is answered as an ordinary request, as that answer's connection's last
 *   (`Connection: close`): node stops parsing at an upgrade, so requests pipelined behind it could not be read.
 * - A client that half-closes (FIN) after pipelining requests gets every answer before the connection closes; node
 *   would abort them (httpAllowHalfOpen).
 * - Whenever the connection closes after an answer (Connection: close, HTTP/1.0, an error, an expectation), it first
 *   sends a FIN and keeps reading and discarding for up to LINGER_MS: closing a socket with unread bytes sends a
 *   reset, which can destroy the answer before the client has read it.
 *
 * Every answer of this layer carries the headers `headers` gives (security headers and CORS, http/ops.ts), and is
 * reported to `onAnswer` once written (the request log line and the metrics of answers Fastify never sees).
 */
import http, { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
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
  /**
   * Method and target of a request node could not parse, read from its first bytes when they form a request line;
   * a method given with `req` is the one to report in place of its own.
   */
  readonly method?: string;
  readonly url?: string;
}

const JSON_TYPE = 'application/json';
const ALLOW = 'GET, HEAD, OPTIONS';
/** How long a refused connection stays open after its answer, reading and discarding, before it is cut. */
const LINGER_MS = 2000;

/** Connections that got their last answer: later bytes or timeouts on them are not answered again. */
const refused = new WeakSet<Duplex>();

/** Connections with an answer of this layer waiting behind the responses they owe: it closes them, after it. */
const refusing = new WeakSet<Duplex>();

/** The last request node handed on per connection, and its response (to tell whose bytes a parse error is in). */
const lastExchange = new WeakMap<Duplex, { readonly req: IncomingMessage; readonly res: ServerResponse }>();

/** `PRI <target> HTTP/1.x`, an empty line, and what an HTTP/2 preface's `SM\r\n\r\n` would begin with: the end of
 * a connection's bytes that leaves node's parser waiting (see above). */
/** A request line longer than node's header limit is 431 before it can leave the parser waiting. */
const MAX_REQUEST_LINE = 65_536;
const PREFACE_REST = '\r\nSM\r\n\r\n';
const STUCK_PRI = /^PRI [^\r\n]{1,65536} HTTP\/1\.\d\r\n\r\n(?:S(?:M(?:\r(?:\n(?:\r)?)?)?)?)?$/;

/** An HTTP/1.1 server that hands `listener` every request it can parse and answers everything else itself. */
export function createApiServer(listener: RequestListener, options: ApiServerOptions = {}): http.Server {
  const extra = options.headers ?? (() => ({}));
  const report = options.onAnswer ?? (() => {});
  /** An error answer through node's response, which keeps it in order behind pipelined ones. */
  const answer = (req: IncomingMessage, res: ServerResponse, error: ApiError, method?: string): void => {
    const startedAt = performance.now();
    const body = Buffer.from(errorBody(error.detail));
    res.writeHead(error.status, {
      'content-type': JSON_TYPE, vary: 'Accept', 'cache-control': 'no-cache', 'content-length': body.length, ...extra(req),
    });
    res.once('finish', () => report({ status: error.status, bytes: body.length, socket: req.socket, req, startedAt, method }));
    res.end(body);
  };
  /** Writes an answer straight to a socket that has no response object (client errors, CONNECT), as its last. */
  const refuseWith = (
    socket: Duplex, error: ApiError, req?: IncomingMessage, rawPacket?: Buffer, allow = false,
    known?: { method?: string; url?: string },
  ): void => {
    const line = req ? undefined : known ?? requestLine(rawPacket);
    refuse(socket, () => rawAnswer(error, { ...(allow ? { allow: ALLOW } : {}), ...extra(req) }),
      () => report({ status: error.status, bytes: Buffer.byteLength(errorBody(error.detail)), socket, req, ...line }));
  };

  const onRequest: RequestListener = (req, res) => {
    lastExchange.set(req.socket, { req, res });
    if (req.method === 'PRI') {
      // llhttp hands on `PRI /path` without a version (HTTP/0.9 form), and node then destroys the connection as soon
      // as this parse returns (it checks the parsed request's method), losing the answers owed before it. The method
      // is hidden from that check; the answer reports the real one.
      req.method = 'PRI\0';
      res.shouldKeepAlive = false;
      return answer(req, res, ApiError.of('BAD_REQUEST'), 'PRI');
    }
    if (!finalChunked(req)) {
      res.shouldKeepAlive = false;
      return answer(req, res, ApiError.of('BAD_REQUEST'));
    }
    if (req.url !== undefined && req.url.charCodeAt(0) !== 47) {
      if (req.url === '*' && req.method !== 'OPTIONS') return answer(req, res, ApiError.of('BAD_REQUEST'));
      req.url = originForm(req.url);
    }
    if (!oneHost(req)) return answer(req, res, ApiError.of('INVALID_HOST'));
    listener(req, res);
  };
  const server = http.createServer({ ...options.http, requireHostHeader: false }, onRequest);
  // node's default (false) answers a client's FIN by aborting the requests it has not answered yet and ending the
  // socket; with it true the answers owed are written, the last of them closing the connection. The property is
  // node's own (http.Server), not an option of createServer.
  (server as { httpAllowHalfOpen?: boolean }).httpAllowHalfOpen = true;

  server.on('connection', (socket: Duplex) => {
    // node ends a connection after an answer that closes it with destroySoon(): FIN, then close. Closing with bytes
    // unread (a body announced with Expect, requests pipelined behind a `Connection: close`) sends a reset that can
    // destroy the answer in flight; linger instead, as refuse() does.
    // An answer of this layer still waiting (a parse error behind pipelined requests) is written first: node
    // marks the last response it owes as the connection's last when the client half-closes.
    (socket as Duplex & { destroySoon?: () => void }).destroySoon = () => {
      if (!refusing.has(socket)) closeAfterAnswers(socket);
    };
    // From the last `PRI ` that began a line, while it can still be an unfinished preface (a few bytes at most).
    let pri: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      if (pri === undefined) {
        const at = chunk.lastIndexOf('PRI ');
        if (at < 0 || (at > 0 && chunk[at - 1] !== 10)) return;
        pri = chunk.toString('latin1', at);
      } else {
        pri += chunk.toString('latin1');
      }
      const eol = pri.indexOf('\n');
      if (eol < 0) {
        if (pri.length > MAX_REQUEST_LINE) pri = undefined;
      } else if (!PREFACE_REST.startsWith(pri.slice(eol + 1)) || pri.length - eol > PREFACE_REST.length + 1) {
        pri = undefined; // more than the preface's rest: the parser has answered or will (a header, another request)
      } else if (!refused.has(socket) && STUCK_PRI.test(pri)) {
        const url = /^PRI ([^\r\n]{1,2000}) HTTP/.exec(pri)?.[1];
        refuseWith(socket, ApiError.of('BAD_REQUEST'), undefined, undefined, false, { method: 'PRI', url });
      }
    });
  });

  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    // No 100: the answer is final, and the connection closes after it (node closes too after a final answer
    // without a 100), since the client may yet send the body it announced; node's parser reads and drops it.
    res.shouldKeepAlive = false;
    dropBody(req);
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
    const last = lastExchange.get(socket);
    if (last && !last.req.complete && last.res.headersSent) {
      // The error is in the body of a request that has its answer (or is getting it): no second answer; the
      // connection ends after it.
      refused.add(socket);
      last.res.shouldKeepAlive = false;
      if (last.res.writableFinished) closeAfterAnswers(socket);
      else last.res.once('close', () => closeAfterAnswers(socket));
      return;
    }
    refuseWith(socket, error, undefined, err.rawPacket);
  });
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    adoptDetached(socket);
    refuseWith(socket, ApiError.methodNotAllowed('CONNECT'), req, undefined, true);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    // No protocol is switched to: the request is answered as any other, in its turn behind the answers owed, and
    // that answer closes the connection (what follows it, `head` included, is never parsed).
    adoptDetached(socket);
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.once('finish', () => { res.detachSocket(socket as Socket); closeAfterAnswers(socket); });
    res.once('close', () => { if (!res.writableFinished) socket.destroy(); });
    refused.add(socket);
    dropBody(req);
    afterOwedResponses(socket, (open) => (open ? res.assignSocket(socket as Socket) : res.destroy()));
    onRequest(req, res);
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

/** The app reads no body, but Fastify waits for one it is told of before routing a POST: it is not told. */
function dropBody(req: IncomingMessage): void {
  if (!announcesBody(req)) return;
  delete req.headers['content-length'];
  delete req.headers['transfer-encoding'];
  delete req.headers['content-type'];
}

/** RFC 9112 §6.3: a request's Transfer-Encoding, when it has one, must end in chunked. */
function finalChunked(req: IncomingMessage): boolean {
  const te = req.headers['transfer-encoding'];
  if (te === undefined) return true;
  const codings = te.split(',');
  return codings[codings.length - 1]!.trim().toLowerCase() === 'chunked';
}

/**
 * A socket node has detached from its HTTP machinery (CONNECT, Upgrade): errors are ours, what the client sends is
 * read and dropped, and the answers still owed before it go on being written. node forwards the socket's 'drain' to
 * the response being written only while it owns the socket, so a streamed answer would wait for it for ever.
 */
function adoptDetached(socket: Duplex): void {
  socket.on('error', () => socket.destroy());
  socket.on('drain', () => {
    const res = (socket as { _httpMessage?: ServerResponse | null })._httpMessage;
    if (res && !res.writableEnded) res.emit('drain');
  });
  socket.resume();
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
  refusing.add(socket);
  afterOwedResponses(socket, (open) => {
    refusing.delete(socket);
    // Not writable: ending already (node closes after an answer); not open: an answer closed it.
    if (!open || !socket.writable) return closeAfterAnswers(socket);
    socket.write(bytes());
    written();
    closeAfterAnswers(socket);
  });
}

/**
 * Ends a connection whose last answer is written: a FIN now, and the socket closed when the client's FIN comes or
 * LINGER_MS later. Until then what arrives is read and dropped: node's parser no longer sees it, so nothing more is
 * answered, and the kernel sends no reset for bytes left unread.
 */
function closeAfterAnswers(socket: Duplex): void {
  refused.add(socket);
  if (socket.destroyed) return;
  if (socket.writable) socket.end();
  socket.removeAllListeners('data');
  socket.on('data', () => {});
  // The client's FIN: close once the answer is handed to the kernel (destroy() would drop what is still queued).
  const cut = (): void => {
    if (socket.writableFinished || !socket.writable && socket.writableLength === 0) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  if (socket.readableEnded) return cut();
  socket.once('end', cut);
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Calls `then` once the connection owes no response to a request before the refused one (`open` false when one of
 * them closed the connection). node writes one response
 * at a time, `socket._httpMessage`, and assigns the next pipelined one when it finishes, before its 'close'. A
 * response to an incomplete request (the error cut its body short) can never be sent: ours takes its place, unless
 * it has begun, and then the connection is cut.
 */
function afterOwedResponses(socket: Duplex, then: (open: boolean) => void): void {
  if (socket.destroyed) return;
  const res = (socket as { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!res) return then(true);
  if (!res.req.complete) return res.headersSent ? void socket.destroy() : then(true);
  // An answer that said `Connection: close` was the connection's last: nothing may follow it (`open` false).
  res.once('close', () => (res.shouldKeepAlive ? afterOwedResponses(socket, then) : then(false)));
}
