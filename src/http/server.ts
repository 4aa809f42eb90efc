/**
 * The node:http server under Fastify, and every answer node:http would otherwise write on its own. Whatever the
 * layer, an answer is the API's: JSON `{"detail": "..."}` with the error headers of every error (http/headers.ts) and
 * Content-Length, no stack trace and no version header.
 *
 * - A request node cannot parse is 400 `Bad request.`; a header section over node's limit is 431, chunk extensions
 *   over it 413, and a request that does not arrive within node's headers or request timeout 408 ('clientError').
 *   The answer follows the responses the connection still owes (requests pipelined before the bad one), and then
 *   the connection is closed. node's own answers to these have no body, and Fastify's default handler has its own
 *   JSON shape and writes at once, ahead of any response still owed.
 * - CONNECT is 405 `Method "CONNECT" not allowed.` and the connection is closed ('connect'); node would drop it
 *   unanswered.
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
 *   (`SM`): it is 408 once the header time (HEADERS_TIMEOUT_MS) has passed, and the keep-alive time outlasts it so
 *   that it is not closed unanswered. Spotting it at once would take a 'data' listener on every connection, which
 *   turns off node's native parsing path, a cost on every request. `PRI /path` without a version
 *   (HTTP/0.9 form), which node hands on and then drops the connection for, is 400.
 * - An Upgrade request (WebSocket, h2c) is answered as an ordinary request, as that answer's connection's last
 *   (`Connection: close`): node stops parsing at an upgrade, so requests pipelined behind it could not be read.
 * - A client that half-closes (FIN) after pipelining requests gets every answer before the connection closes; node
 *   would abort them (httpAllowHalfOpen).
 * - Whenever the connection closes after an answer (Connection: close, HTTP/1.0, an error, an expectation), it first
 *   sends a FIN and keeps reading and discarding for up to LINGER_MS: closing a socket with unread bytes sends a
 *   reset, which can destroy the answer before the client has read it. A lingering socket is off node's list of
 *   connections, so closing idle connections (the drain) does not reset it; closeAllConnections() still reaches it,
 *   and sockets handed over at an Upgrade or CONNECT.
 *
 * Every answer of this layer carries the headers `headers` gives (security headers and CORS, http/ops.ts), and is
 * reported to `onAnswer` once written (the request log line and the metrics of answers Fastify never sees).
 */
import http, { STATUS_CODES, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { ApiError, errorBody } from './errors.js';
import { ALLOW, ERROR_HEADERS } from './headers.js';
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

/** How long a refused connection stays open after its answer, reading and discarding, before it is cut. */
const LINGER_MS = 2000;

/** Connections that got their last answer: later bytes or timeouts on them are not answered again. */
const refused = new WeakSet<Duplex>();

/** Connections with an answer of this layer waiting behind the responses they owe: it closes them, after it. */
const refusing = new WeakSet<Duplex>();

/** The last request node handed on per connection, and its response (to tell whose bytes a parse error is in). */
const lastExchange = new WeakMap<Duplex, { readonly req: IncomingMessage; readonly res: ServerResponse }>();

/**
 * Sockets node no longer lists as its connections, per server: those handed over at an Upgrade or CONNECT, and those
 * lingering after their last answer. server.closeAllConnections() (the drain's last resort) destroys them too.
 */
const unlisted = new WeakMap<http.Server, Set<Duplex>>();

/**
 * How long a request's header section may take to arrive before it is 408 (node's default is 60 s, checked every
 * 30 s), and how long an idle keep-alive connection is kept: Fastify's own default (72 s, above the 60 s idle timeout
 * of common load balancers, so that the balancer, not the server, closes an idle connection), which a server
 * factory does not get (node's is 5 s). The keep-alive time must outlast the header time: node closes a connection
 * it thinks idle without an answer, and a request it is still waiting for (a `PRI` line that llhttp holds for an
 * HTTP/2 preface) would then go unanswered.
 */
const HEADERS_TIMEOUT_MS = 10_000;
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** An HTTP/1.1 server that hands `listener` every request it can parse and answers everything else itself. */
export function createApiServer(listener: RequestListener, options: ApiServerOptions = {}): http.Server {
  const extra = options.headers ?? (() => ({}));
  const report = options.onAnswer ?? (() => {});
  /** An error answer through node's response, which keeps it in order behind pipelined ones. */
  const answer = (req: IncomingMessage, res: ServerResponse, error: ApiError, method?: string): void => {
    const startedAt = performance.now();
    const body = Buffer.from(errorBody(error.detail));
    res.writeHead(error.status, { ...ERROR_HEADERS, 'content-length': body.length, ...extra(req) });
    res.once('finish', () => report({ status: error.status, bytes: body.length, socket: req.socket, req, startedAt, method }));
    res.end(body);
  };
  /** Writes an answer straight to a socket that has no response object (client errors, CONNECT), as its last. */
  const refuseWith = (socket: Duplex, error: ApiError, req?: IncomingMessage, rawPacket?: Buffer, allow = false): void => {
    const line = req ? undefined : requestLine(rawPacket);
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
  const server = http.createServer({
    headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS, ...options.http, requireHostHeader: false,
  }, onRequest);
  const offList = new Set<Duplex>();
  unlisted.set(server, offList);
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    closeAll();
    for (const socket of offList) socket.destroy();
  };
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
  });

  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    // No 100: the answer is final, and the connection closes after it (node closes too after a final answer
    // without a 100), since the client may yet send the body it announced; node's parser reads and drops it.
    res.shouldKeepAlive = false;
    dropBody(req);
    server.emit('request', req, res); // as node does without a 'checkContinue' listener: the drain counts it
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
    adoptDetached(socket, offList);
    refuseWith(socket, ApiError.methodNotAllowed('CONNECT'), req, undefined, true);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
    // No protocol is switched to: the request is answered as any other, in its turn behind the answers owed, and
    // that answer closes the connection (what follows it, `head` included, is never parsed).
    adoptDetached(socket, offList);
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.once('finish', () => { res.detachSocket(socket as Socket); closeAfterAnswers(socket); });
    res.once('close', () => { if (!res.writableFinished) socket.destroy(); });
    refused.add(socket);
    dropBody(req);
    afterOwedResponses(socket, (open) => (open ? res.assignSocket(socket as Socket) : res.destroy()));
    server.emit('request', req, res); // through every 'request' listener (the drain counts it)
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
function adoptDetached(socket: Duplex, offList: Set<Duplex>): void {
  offList.add(socket);
  socket.once('close', () => offList.delete(socket));
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
    ...ERROR_HEADERS, ...extra,
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
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(timer));
  // Off node's list of connections: closeIdleConnections() (server.close(), the drain after every answer) would
  // count a lingering socket as idle and destroy it at once, the reset this avoids. It is node's own step when it
  // frees a parser (_http_common freeParser); closeAllConnections() still reaches it through `unlisted`.
  const server = (socket as { server?: http.Server }).server;
  const offList = server && unlisted.get(server);
  if (offList && !offList.has(socket)) {
    offList.add(socket);
    socket.once('close', () => offList.delete(socket));
  }
  (socket as { parser?: { remove?: () => void } | null }).parser?.remove?.();
}

/**
 * Whether an answer told the client the connection ends with it: node's own `Connection: close` (shouldKeepAlive
 * false) or one the app set (the drain does), which node only marks as `_last`. `_last` alone is no sign: node sets
 * it too on the last answer owed when the client half-closes, after that answer said keep-alive.
 */
function saidClose(res: ServerResponse): boolean {
  if (!res.shouldKeepAlive) return true;
  const connection = res.getHeader('connection');
  return connection !== undefined && /(?:^|[\s,])close(?:$|[\s,])/i.test(String(connection));
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
  res.once('close', () => (saidClose(res) ? then(false) : afterOwedResponses(socket, then)));
}
