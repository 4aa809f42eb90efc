/**
 * The mirror's requests to an instance (mirror.ts), which it treats as an untrusted origin: every URL it fetches,
 * whether a `next` link or a redirect's `Location`, stays on the base URL's origin and under its path; redirects are
 * followed by hand, a few at most; each request has a deadline for its headers and whole body; a body is streamed and
 * refused past a byte cap (counted after any Content-Encoding is undone, so a gzip bomb stops there too). Network
 * errors, 5xx and 429 are retried with backoff; everything that cannot succeed on a retry (a link out of bounds, a
 * body over its cap, a 4xx, a body that is not JSON) ends the mirror at once, in one line.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export class MirrorError extends Error {
  override name = 'MirrorError';
  /**
   * `status`: the HTTP status that ended the crawl, when one did. `untrusted`: the origin broke a bound (a link out of
   * bounds, a body or record over its cap, a crawl with no end), so what was read of the collection is not kept.
   */
  constructor(message: string, readonly status?: number, readonly untrusted = false) {
    super(message);
  }
}

export interface HttpOptions {
  /** Injected for tests; the global fetch (undici, keep-alive) by default. */
  readonly fetch?: typeof fetch;
  /** Attempts per page after the first on network errors and 5xx (default 8). */
  readonly retries?: number;
  /** First backoff delay, doubled per attempt, with jitter (default 250 ms; capped at 30 s). */
  readonly backoffMs?: number;
  /** Deadline of one request, its headers and whole body (default 60 s; `--timeout`). */
  readonly timeoutMs?: number;
}

/** Default deadline of one request. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Attempts of one URL that ran out of time before the mirror gives up: a slow origin gets one more chance. */
const TIMEOUT_ATTEMPTS = 2;
/** Redirects followed for one request (each on the base's origin and under its path). */
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_BACKOFF_MS = 30_000;
const MAX_THROTTLED = 100; // 429 answers in a row for one page before giving up
const MAX_RETRY_AFTER_MS = 3_600_000;
/** Characters of a link a message shows: a hostile one may be long. */
const SHOWN = 200;

/** A URL as a message shows it: cut when long (a URL's text holds no line break). */
export const shown = (url: string): string => (url.length > SHOWN ? `${url.slice(0, SHOWN)}…` : url);

export class HttpClient {
  /** HTTP requests made: the root, every page, every redirect, every retry. */
  requests = 0;
  readonly #origin: string;
  /** The base's path with a final `/`: every URL fetched is below it. */
  readonly #under: string;
  readonly #fetch: typeof fetch;
  readonly #retries: number;
  readonly #backoffMs: number;
  readonly #timeoutMs: number;

  constructor(base: string, options: HttpOptions) {
    const url = new URL(base);
    this.#origin = url.origin;
    this.#under = url.pathname.replace(/\/*$/, '/');
    this.#fetch = options.fetch ?? fetch;
    this.#retries = options.retries ?? 8;
    this.#backoffMs = options.backoffMs ?? 250;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * `link` read from `from` as an absolute URL, when it is one the mirror may fetch: http(s), on the base's origin, under
   * its path. Otherwise a MirrorError naming it.
   */
  confine(what: string, link: string, from: string, kind: string): URL {
    let url: URL;
    try {
      url = new URL(link, from);
    } catch {
      throw new MirrorError(`${what}: ${shown(from)}: its ${kind} ${shown(JSON.stringify(link))} is not a URL`, undefined, true);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== this.#origin || !url.pathname.startsWith(this.#under)) {
      throw new MirrorError(`${what}: ${shown(from)}: its ${kind} ${shown(url.href)} leaves ${this.#origin}${this.#under}; not followed`,
        undefined, true);
    }
    return url;
  }

  /**
   * One JSON body of at most `maxBytes` bytes, with retries on network errors, 5xx and 429; MirrorError with the status
   * on other 4xx. `url`: the URL answered at last (after redirects).
   */
  async json(what: string, url: string, maxBytes: number): Promise<{ readonly body: unknown; readonly url: string; readonly headers: Headers }> {
    const { bytes, url: at, headers } = await this.bytes(what, url, maxBytes);
    try {
      return { body: JSON.parse(bytes.toString('utf8')), url: at, headers };
    } catch (err) {
      throw new MirrorError(`${what}: ${shown(at)}: not JSON (${(err as Error).message.slice(0, SHOWN)})`);
    }
  }

  /** One body's bytes, as json() reads them (retries, redirects, caps): a release's manifest is hashed as sent. */
  async bytes(what: string, url: string, maxBytes: number): Promise<{ readonly bytes: Buffer; readonly url: string; readonly headers: Headers }> {
    let failures = 0;
    let throttled = 0;
    let timeouts = 0;
    for (;;) {
      let problem: string;
      const signal = AbortSignal.timeout(this.#timeoutMs);
      try {
        const { res, at } = await this.#follow(what, url, signal);
        if (res.status === 429 && ++throttled <= MAX_THROTTLED) {
          await res.body?.cancel();
          await sleep(retryAfterMs(res.headers.get('retry-after')) ?? this.#backoff(throttled - 1));
          continue;
        }
        if (res.status >= 500 || res.status === 429) {
          await res.body?.cancel();
          problem = `HTTP ${res.status}`;
        } else if (!res.ok) {
          await res.body?.cancel();
          throw new MirrorError(`${what}: ${shown(at)}: HTTP ${res.status}`, res.status);
        } else {
          return { bytes: await capped(what, at, res, maxBytes), url: at, headers: res.headers };
        }
      } catch (err) {
        if (err instanceof MirrorError) throw err;
        if (signal.aborted) {
          problem = `no whole answer within ${this.#timeoutMs / 1000} s`;
          if (++timeouts >= TIMEOUT_ATTEMPTS) throw new MirrorError(`${what}: ${shown(url)}: ${problem} (gave up after ${failures + 1} attempts)`);
        } else {
          const cause = (err as { cause?: { code?: string; message?: string } }).cause;
          problem = cause?.code ?? cause?.message ?? (err as Error).message;
        }
      }
      if (failures >= this.#retries) throw new MirrorError(`${what}: ${shown(url)}: ${problem} (gave up after ${failures + 1} attempts)`);
      await sleep(this.#backoff(failures++));
    }
  }

  /** The answer to `url` once its redirects (each confined, MAX_REDIRECTS at most) are followed, and where it came from. */
  async #follow(what: string, url: string, signal: AbortSignal): Promise<{ res: Response; at: string }> {
    let at = this.confine(what, url, url, 'URL').href;
    for (let hops = 0; ; hops++) {
      this.requests++;
      const res = await this.#fetch(at, { headers: { accept: 'application/json' }, signal, redirect: 'manual' });
      if (!REDIRECTS.has(res.status)) return { res, at };
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (location === null) throw new MirrorError(`${what}: ${shown(at)}: HTTP ${res.status} without a Location`, res.status, true);
      if (hops >= MAX_REDIRECTS) throw new MirrorError(`${what}: ${shown(url)}: more than ${MAX_REDIRECTS} redirects`, res.status, true);
      at = this.confine(what, location, at, `redirect (HTTP ${res.status})`).href;
    }
  }

  #backoff(attempt: number): number {
    return Math.min(MAX_BACKOFF_MS, this.#backoffMs * 2 ** attempt) * (0.5 + Math.random() / 2);
  }
}

/**
 * The body as text, read as a stream and refused past `maxBytes` (the rest unread, the connection dropped): by its
 * Content-Length before reading, and by the bytes read, after any Content-Encoding is undone.
 */
async function capped(what: string, url: string, res: Response, maxBytes: number): Promise<Buffer> {
  const over = (detail: string): MirrorError =>
    new MirrorError(`${what}: ${shown(url)}: its body ${detail} the ${maxBytes} bytes the mirror reads of one answer; not read further`,
      undefined, true);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw over(`declares ${declared} bytes, more than`);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  if (res.body) {
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (bytes > maxBytes) throw over('runs past'); // leaving the loop cancels the stream
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

/** Retry-After as delay-seconds or an HTTP-date (RFC 9110 §10.2.3), in ms; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(MAX_RETRY_AFTER_MS, Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - now));
}

/** A page of a list, as DRF's pagination answers it. */
export interface Page {
  readonly count: number;
  readonly next: string | null;
  readonly results: unknown[];
  /** Where it was read (after redirects). */
  readonly url: string;
}

/** A page's body as a list envelope, or a MirrorError naming `where` (the collection) and `url`. */
export function envelope(where: string, url: string, body: unknown): Page {
  const b = body as { count?: unknown; next?: unknown; results?: unknown };
  if (b === null || typeof b !== 'object' || !Number.isSafeInteger(b.count) || (b.count as number) < 0 || !Array.isArray(b.results) ||
    !(b.next === null || typeof b.next === 'string')) {
    throw new MirrorError(`${where}: ${shown(url)}: not a list envelope (count, next, previous, results)`);
  }
  return { count: b.count as number, next: b.next as string | null, results: b.results, url };
}
