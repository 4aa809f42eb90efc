/**
 * A response memo in front of Fastify (wrapping its request handler): a GET or HEAD that repeats one Fastify already
 * answered — same path and query, same link inputs (Host, X-Forwarded-* when trusted), same Accept-Encoding and
 * If-None-Match — on the same databank generation gets the same bytes again without routing, planning or
 * hooks. The data changes only when a databank is loaded, so this is exact, like a reverse proxy's cache keyed
 * by everything the answer depends on. Anything else, and every miss, goes to Fastify.
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Generation, Store } from '../store/store.js';

interface Entry {
  readonly gen: Generation;
  readonly status: number;
  /** Raw header list `[name, value, name, value, …]`, Content-Length included for a 200. */
  readonly headers: string[];
  readonly body: Buffer;
}

export interface MemoOptions {
  readonly trustProxy: boolean;
  /** Total body bytes kept (bodies are mostly shared with the page cache); the oldest entries go first. 0 disables. */
  readonly maxBytes: number;
}

/** Keys longer than this (hostile or unusual URLs) are not remembered. */
const MAX_KEY = 512;

export class ResponseMemo {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  constructor(readonly options: MemoOptions) {}

  /** Everything a memoized answer depends on, besides the generation; undefined when not worth remembering. */
  key(req: IncomingMessage): string | undefined {
    const h = req.headers;
    const tls = (req.socket as { encrypted?: boolean }).encrypted ? 's' : '';
    let key = `${req.url}\0${h.host}\0${tls}\0${h['accept-encoding'] ?? ''}\0${h['if-none-match'] ?? ''}`;
    if (this.options.trustProxy) key += `\0${String(h['x-forwarded-proto'])}\0${String(h['x-forwarded-host'])}`;
    return key.length > MAX_KEY ? undefined : key;
  }

  remember(key: string, gen: Generation, status: number, headers: OutgoingHttpHeaders, body: Buffer): void {
    if (body.length > this.options.maxBytes / 16) return;
    const old = this.#entries.get(key);
    if (old) this.#bytes -= old.body.length + key.length;
    const raw: string[] = [];
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) raw.push(name, String(value));
    if (status === 200) raw.push('content-length', String(body.length));
    this.#entries.set(key, { gen, status, headers: raw, body });
    this.#bytes += body.length + key.length;
    for (const [k, e] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= e.body.length + k.length;
    }
  }

  /**
   * Answers from the memo when it can; returns false (having written nothing) when Fastify must answer.
   * A generation other than the entry's empties the memo: a new databank was loaded.
   */
  async answer(req: IncomingMessage, res: ServerResponse, current: () => Promise<Generation | undefined>): Promise<boolean> {
    if (this.#entries.size === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const key = this.key(req);
    const entry = key === undefined ? undefined : this.#entries.get(key);
    if (!entry) return false;
    const gen = await current().catch(() => undefined);
    if (gen !== entry.gen) {
      this.#entries.clear();
      this.#bytes = 0;
      return false;
    }
    res.writeHead(entry.status, entry.headers);
    res.end(req.method === 'HEAD' || entry.status !== 200 ? undefined : entry.body);
    return true;
  }
}

/** Wraps Fastify's request handler: the memo first, Fastify for everything it cannot answer. */
export function memoHandler(
  memo: ResponseMemo, store: Store, onAnswer: (req: IncomingMessage, status: number, started: number) => void,
): (handler: RequestListener) => RequestListener {
  const current = (): Promise<Generation | undefined> => store.current();
  return (handler) => (req, res) => {
    const started = performance.now();
    memo.answer(req, res, current).then(
      (answered) => (answered ? onAnswer(req, res.statusCode, started) : handler(req, res)),
      () => handler(req, res),
    );
  };
}
