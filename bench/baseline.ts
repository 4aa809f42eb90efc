/**
 * The static limit: plain node:http, no framework, no store. It answers every request with one prebuilt response
 * (status, headers and body bytes copied from our server's answer for the row being measured), so the only work
 * left is Node's HTTP stack. Started by bench/run.ts with an IPC channel:
 *   parent -> { type: 'replay', status, headers: [name, value][], body: base64 }   (reply { type: 'ready' })
 * and it reports { type: 'listening', port } once bound.
 *
 * With the argument `fastify` it is the framework floor instead: the same replay from one bare Fastify route, with
 * what any Fastify server that logs its requests pays on every answer (a request id, its child logger, and one
 * request log line written as ours are, through LineBatch to /dev/null), and nothing else (no store, plan, cache,
 * hooks of ours, metrics or host check). What lies between it and our server is our own fixed cost per answer.
 */
import fs from 'node:fs';
import http from 'node:http';
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';
import { requestFields } from '../src/http/ops.js';
import { isoTimeByMs, LineBatch } from '../src/serve/log.js';

interface Replay {
  readonly type: 'replay';
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

let status = 200;
let headers: Record<string, string> = {};
let body = Buffer.alloc(0);

const framework = process.argv[3] === 'fastify';

let server: http.Server;
if (framework) {
  const stream = new LineBatch(pino.destination({ dest: fs.openSync('/dev/null', 'w'), sync: false }));
  const app = Fastify({ logger: { level: 'info', stream, timestamp: isoTimeByMs }, logController: new LogController({ disableRequestLogging: true }) });
  app.all('*', (_req, reply) => reply.code(status).headers(headers).send(body));
  // (`fastify nolog`: the floor without its log line, for the split of the floor's cost.)
  if (process.argv[4] !== 'nolog') {
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info(requestFields(req, reply, body.length, reply.elapsedTime), 'request');
      done();
    });
  }
  await app.ready();
  server = app.server;
} else {
  server = http.createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  });
}
// The same keep-alive timeout Fastify sets, so even the `Keep-Alive: timeout=72` header line matches ours.
server.keepAliveTimeout = 72_000;

process.on('message', (msg: Replay) => {
  if (msg.type !== 'replay') return;
  status = msg.status;
  headers = Object.fromEntries(msg.headers);
  body = Buffer.from(msg.body, 'base64');
  process.send!({ type: 'ready' });
});
process.on('disconnect', () => process.exit(0));

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.send!({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
