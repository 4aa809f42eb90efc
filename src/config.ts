/** Every setting in one list: name, environment variable, CLI flag, default and help. The only reader of process.env. */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Config {
  /** TCP port to listen on. */
  readonly port: number;
  /** Interface to bind; `localhost` binds both 127.0.0.1 and ::1, `0.0.0.0` every IPv4 interface. */
  readonly host: string;
  /** Path the API is mounted at, without trailing slash (`/api`). */
  readonly basePath: string;
  /** A SQLite file path (or `sqlite:` URL), or a `postgres://` URL. */
  readonly database: string;
  /** Optional read-only database URL (PostgreSQL replicas) used for every read. */
  readonly databaseReadUrl: string | undefined;
  /** Absolute URL clients see for this server's `/`; overrides Host and X-Forwarded-* in links. */
  readonly publicUrl: string | undefined;
  /**
   * The proxies in front whose X-Forwarded-For, -Proto and -Host are believed: false (none), a number of hops (each
   * proxy appends the address it saw, so the client's is that many entries from the right), or the proxies' addresses
   * and CIDRs. Read by http/links.ts (proxyTrust), which gives Fastify the same trust as the node:http layer.
   */
  readonly trustProxy: TrustProxy;
  /**
   * Django's ALLOWED_HOSTS: the host names this server answers for, lower-cased. `.example.org` is example.org and
   * every subdomain, `*` any host, `[::1]` an IPv6 literal; ports are never part of a pattern.
   */
  readonly allowedHosts: readonly string[];
  /** Build the demo databank when the database holds none at start (`auto`: only at the default location). */
  readonly demoOnEmpty: boolean;
  /** pino log level: fatal, error, warn, info, debug, trace or silent. */
  readonly logLevel: string;
  /** Log one line per request. */
  readonly logRequests: boolean;
  /** `Cache-Control: max-age` of successful responses, in seconds. */
  readonly cacheMaxAge: number;
  /** Memory for cached page bodies (plain and compressed), in MiB. */
  readonly pageCacheMb: number;
  /** Serving-thread ms a second one client address's pages made afresh may take on average (0: no bound). */
  readonly pageRenderMsClient: number;
  /** Serving-thread ms a second all clients' pages made afresh may take on average (0: no bound). */
  readonly pageRenderMsTotal: number;
  /** Counts of filtered selections kept per store, MiB. */
  readonly countCacheMb: number;
  /** Anchors of deep pages kept per store and per read thread, MiB. */
  readonly anchorCacheMb: number;
  /** Selections (row order of orderings and deep filters) kept per store, MiB. */
  readonly selectionCacheMb: number;
  /** sanitize-html results kept per process, MiB. */
  readonly sanitizeCacheMb: number;
  /** Read plans kept per process, MiB. */
  readonly planCacheMb: number;
  /** Prepared statements kept per SQLite connection, MiB. */
  readonly statementCacheMb: number;
  /** Panels' grids kept per process (`/api/panel/`), MiB. */
  readonly panelCacheMb: number;
  /** Server processes to run (`serve --workers`); 0 means one per core. */
  readonly workers: number;
  /** PostgreSQL: connections per process. */
  readonly poolSize: number;
  /** PostgreSQL: statement timeout in milliseconds. */
  readonly statementTimeoutMs: number;
  /** PostgreSQL: wait for a connection, and for a read's answer before checking the database is alive, ms. */
  readonly connectTimeoutMs: number;
  readonly readThreads: number;
  readonly queryTimeLimitMs: number;
  /** On SIGTERM/SIGINT: how long the listener stays open after /readyz turns 503, ms. */
  readonly shutdownDelayMs: number;
  /** On SIGTERM/SIGINT: how long requests in flight may take once the listener is closed, ms. */
  readonly shutdownTimeoutMs: number;
  /** Origins that may read answers from a browser (CORS): `*` for any, or a list of `scheme://host[:port]`. */
  readonly corsOrigins: '*' | readonly string[];
  /** Serve Prometheus metrics at /metrics. */
  readonly metrics: boolean;
  /** Requests per client address and window, or undefined: no limit. */
  readonly rateLimit: RateLimit | undefined;
  /** Redis holding the rate limit's counters, shared by every process that names it; undefined: per process. */
  readonly rateLimitRedisUrl: string | undefined;
  /** Prefix of the rate limit's Redis keys. */
  readonly rateLimitRedisPrefix: string;
  /** How the operator asks the data to be cited (free text), a URL to cite it by (a DOI link), its licence and the licence's URL: each unset by default. */
  readonly citation: string | undefined;
  readonly citationUrl: string | undefined;
  readonly licence: string | undefined;
  readonly licenceUrl: string | undefined;
}

/** TRUST_PROXY: none, a number of proxy hops (at least 1), or proxy addresses, CIDRs and proxy-addr's range names. */
export type TrustProxy = false | number | readonly string[];

/** RATE_LIMIT=<requests>/<seconds>. */
export interface RateLimit {
  readonly requests: number;
  readonly seconds: number;
}

type Parse = (text: string, name: string) => unknown;

export interface Setting {
  readonly key: keyof Config;
  readonly env: string;
  readonly flag: string;
  readonly default: string | undefined;
  readonly help: string;
  readonly parse: Parse;
}

const integer = (min: number, max: number): Parse => (text, name) => {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < min || n > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return n;
};
const boolean: Parse = (text, name) => {
  const t = text.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(t)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(t)) return false;
  throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(text)}`);
};
const text: Parse = (t) => t;
const optionalUrl: Parse = (t, name) => {
  if (t === '') return undefined;
  let url: URL;
  try {
    url = new URL(t);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got ${JSON.stringify(t)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, got ${JSON.stringify(t)}`);
  if (url.search || url.hash) throw new ConfigError(`${name} must not have a query or fragment, got ${JSON.stringify(t)}`);
  return t.replace(/\/+$/, '');
};
/** A comma-separated list of host patterns (Django's ALLOWED_HOSTS); an empty list would refuse every request. */
const hostList: Parse = (t, name) => {
  const hosts = t.split(',').map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
  if (hosts.length === 0) throw new ConfigError(`${name} must name at least one host (or *), got ${JSON.stringify(t)}`);
  for (const h of hosts) {
    if (!/^(\*|\.?[a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])$/.test(h)) {
      throw new ConfigError(`${name} must list host names like example.org, .example.org, [::1] or *, without a scheme or port; got ${JSON.stringify(h)}`);
    }
  }
  return Object.freeze(hosts);
};
const basePath: Parse = (t, name) => {
  const p = '/' + t.replace(/^\/+|\/+$/g, '');
  if (!/^(\/[A-Za-z0-9._~-]+)*\/?$/.test(p)) throw new ConfigError(`${name} must be a URL path like /api, got ${JSON.stringify(t)}`);
  return p === '/' ? '' : p;
};
/** The default database: the one location whose directory (`data/`) is created, and whose empty database gets the demo. */
export const DEFAULT_DATABASE = 'data/databank.sqlite';

/** The SQLite file a database setting names, or undefined when it names no SQLite file (PostgreSQL, another scheme). */
export function sqliteFile(database: string): string | undefined {
  if (/^sqlite:/i.test(database)) return database.replace(/^sqlite:(\/\/)?/i, '') || undefined;
  return /^[a-z][a-z0-9+.-]*:/i.test(database) || database === '' ? undefined : database;
}

export function isPostgresUrl(database: string): boolean {
  return /^postgres(ql)?:\/\//i.test(database);
}

/** Whether `database` is the default SQLite file, however it is spelled. */
export function isDefaultDatabase(database: string): boolean {
  const file = sqliteFile(database);
  return file !== undefined && path.resolve(file) === path.resolve(DEFAULT_DATABASE);
}

/** A URL as an error message may show it: without its password. */
const redact = (t: string): string => t.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*:)[^/@]*@/i, '$1***@');

/** What is at `file`, if anything (a path through a plain file is nothing too). */
function stat(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL URL, or a SQLite file in a directory that exists (only the default `data/` is created), so that a
 * mistyped scheme or path stops the program instead of quietly creating a file and serving the demo from it.
 */
const database: Parse = (t, name) => {
  if (isPostgresUrl(t)) return t;
  const file = sqliteFile(t);
  if (file === undefined) {
    throw new ConfigError(`${name} must be a SQLite file path, sqlite:<path>, or a postgres:// or postgresql:// URL; got ${JSON.stringify(redact(t))}`);
  }
  const full = path.resolve(file);
  if (stat(full)?.isDirectory()) throw new ConfigError(`${name} must name a SQLite file; ${full} is a directory`);
  const dir = path.dirname(full);
  if (dir === path.resolve(path.dirname(DEFAULT_DATABASE))) return t;
  const dirStat = stat(dir);
  if (!dirStat?.isDirectory()) {
    throw new ConfigError(`${name} must name a SQLite file in an existing directory; ${dir} ${dirStat ? 'is not a directory' : 'does not exist'} (only the default data/ is created)`);
  }
  return t;
};
const postgresUrl: Parse = (t, name) => {
  if (t === '') return undefined;
  if (!isPostgresUrl(t)) throw new ConfigError(`${name} must be a postgres:// or postgresql:// URL; got ${JSON.stringify(redact(t))}`);
  return t;
};
/** true, false or `auto` (resolved by loadConfig from the other settings). */
const booleanOrAuto: Parse = (t, name) => {
  if (t.trim().toLowerCase() === 'auto') return 'auto';
  try {
    return boolean(t, name);
  } catch {
    throw new ConfigError(`${name} must be true, false or auto, got ${JSON.stringify(t)}`);
  }
};
const logLevel: Parse = (t, name) => {
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(t)) throw new ConfigError(`${name} must be one of fatal, error, warn, info, debug, trace, silent; got ${JSON.stringify(t)}`);
  return t;
};

/** `*`, or a comma-separated list of origins (`https://example.org`, `http://localhost:8888`), each as a browser sends it. */
const originList: Parse = (t, name) => {
  if (t.trim() === '*') return '*';
  const origins = t.split(',').map((o) => o.trim()).filter((o) => o !== '');
  if (origins.length === 0) throw new ConfigError(`${name} must be * or name at least one origin, got ${JSON.stringify(t)}`);
  return Object.freeze(origins.map((o) => {
    let url: URL | undefined;
    try {
      url = new URL(o);
    } catch {
      // reported below
    }
    // An Origin header is scheme://host[:port], lower-case, without a path: so must each entry be, to ever match one.
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== o.replace(/\/$/, '').toLowerCase() || url.username || url.password) {
      throw new ConfigError(`${name} must list origins like https://example.org or http://localhost:8888 (scheme, host, optional port; no path), got ${JSON.stringify(o)}`);
    }
    return url.origin;
  }));
};
/** The most proxy hops TRUST_PROXY may name: more is a typo, not a deployment. */
export const MAX_PROXY_HOPS = 32;
/** Names proxy-addr (Fastify's trustProxy) gives ranges: loopback, link-local and private addresses (http/links.ts). */
export const PROXY_RANGES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
});
/**
 * TRUST_PROXY: false (also 0, off, empty); a number of proxy hops, 1 to MAX_PROXY_HOPS; true (yes, on) as 1 hop, the
 * one proxy a deployment that said `true` has in front (never Fastify's `true`, which trusts every hop and so takes
 * the leftmost X-Forwarded-For entry: the one the client wrote); or a comma-separated list of proxy addresses, CIDRs
 * and range names.
 */
const trustProxy: Parse = (t, name) => {
  const refuse = (got: string): never => {
    throw new ConfigError(`${name} must be false, a number of proxy hops (1 to ${MAX_PROXY_HOPS}; true means 1), or a comma-separated list of proxy addresses or CIDRs (10.0.0.1, 10.0.0.0/8, ::1, loopback); got ${JSON.stringify(got)}`);
  };
  const v = t.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (/^\d+$/.test(v)) return Number(v) >= 1 && Number(v) <= MAX_PROXY_HOPS ? Number(v) : refuse(t);
  const entries = t.split(',').map((e) => e.trim()).filter((e) => e !== '');
  if (entries.length === 0) refuse(t);
  for (const e of entries) {
    if (Object.hasOwn(PROXY_RANGES, e)) continue;
    const m = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(e);
    const family = m ? net.isIP(m[1]!) : 0;
    const bits = m?.[2] === undefined ? undefined : Number(m[2]);
    if (family === 0 || m![1]!.includes('%') || (bits !== undefined && (bits < 1 || bits > (family === 4 ? 32 : 128)))) refuse(e);
  }
  return Object.freeze(entries);
};
/** `<requests>/<seconds>`, e.g. `100/60`; empty or `off`: no limit. */
const rateLimit: Parse = (t, name) => {
  const v = t.trim().toLowerCase();
  if (v === '' || v === 'off') return undefined;
  const m = /^(\d{1,9})\/(\d{1,6})$/.exec(v);
  const limit = m && { requests: Number(m[1]), seconds: Number(m[2]) };
  if (!limit || limit.requests < 1 || limit.seconds < 1 || limit.seconds > 86_400) {
    throw new ConfigError(`${name} must be <requests>/<seconds> (e.g. 100/60; seconds at most 86400), or off; got ${JSON.stringify(t)}`);
  }
  return Object.freeze(limit);
};
const redisUrl: Parse = (t, name) => {
  if (t === '') return undefined;
  if (!/^rediss?:\/\/./i.test(t)) throw new ConfigError(`${name} must be a redis:// or rediss:// URL; got ${JSON.stringify(redact(t))}`);
  return t;
};
const keyPrefix: Parse = (t, name) => {
  if (!/^[\x21-\x7e]{1,100}$/.test(t)) throw new ConfigError(`${name} must be 1 to 100 printable characters without spaces; got ${JSON.stringify(t)}`);
  return t;
};
/** Free text shown on pages and in the codebook: unset when empty, one line or a few, no control characters. */
const shownText = (max: number): Parse => (t, name) => {
  const v = t.trim();
  if (v === '') return undefined;
  if (v.length > max) throw new ConfigError(`${name} must be at most ${max} characters, got ${v.length}`);
  if (/[\x00-\x1f\x7f]/.test(v)) throw new ConfigError(`${name} must be text without control characters (tabs and line breaks included), got ${JSON.stringify(t)}`);
  return v;
};
/**
 * An absolute http(s) URL sent in a `Link` header and shown as a link: unset when empty; its normal form (non-ASCII and
 * `<`, `>` escaped), so the header needs no quoting beyond its `<…>`.
 */
const linkUrl: Parse = (t, name) => {
  const v = t.trim();
  if (v === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(v);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || !/^https?:\/\//i.test(v)) throw new ConfigError(`${name} must be an absolute http:// or https:// URL, got ${JSON.stringify(t)}`);
  if (url.username || url.password) throw new ConfigError(`${name} must not hold a user name or password`);
  if (url.href.length > 2000) throw new ConfigError(`${name} must be at most 2000 characters`);
  return url.href;
};

export const SETTINGS: readonly Setting[] = [
  { key: 'port', env: 'PORT', flag: '--port', default: '8000', help: 'TCP port to listen on', parse: integer(0, 65535) },
  { key: 'host', env: 'HOST', flag: '--host', default: 'localhost', help: 'interface to bind (0.0.0.0 for every IPv4 interface)', parse: text },
  { key: 'basePath', env: 'BASE_PATH', flag: '--base-path', default: '/api', help: 'path the API is mounted at', parse: basePath },
  { key: 'database', env: 'DATABASE_URL', flag: '--database', default: DEFAULT_DATABASE, help: 'SQLite file (or sqlite:<file>) in an existing directory, or postgres:// URL', parse: database },
  { key: 'databaseReadUrl', env: 'DATABASE_READ_URL', flag: '--database-read-url', default: undefined, help: 'PostgreSQL URL for reads (a replica); defaults to DATABASE_URL', parse: postgresUrl },
  { key: 'publicUrl', env: 'PUBLIC_URL', flag: '--public-url', default: undefined, help: "absolute URL of this server's / as clients see it; used for links", parse: optionalUrl },
  { key: 'trustProxy', env: 'TRUST_PROXY', flag: '--trust-proxy', default: 'false', help: 'proxies in front whose X-Forwarded-For/-Proto/-Host are believed: false, a number of hops (true: 1), or their addresses/CIDRs, comma-separated', parse: trustProxy },
  { key: 'allowedHosts', env: 'ALLOWED_HOSTS', flag: '--allowed-hosts', default: '*', help: 'host names to answer for, comma-separated (.example.org: it and its subdomains; *: any)', parse: hostList },
  { key: 'demoOnEmpty', env: 'DEMO_ON_EMPTY', flag: '--demo-on-empty', default: 'auto', help: 'build the demo databank when none is loaded at start (auto: only at the default data/databank.sqlite)', parse: booleanOrAuto },
  { key: 'logLevel', env: 'LOG_LEVEL', flag: '--log-level', default: 'info', help: 'fatal, error, warn, info, debug, trace or silent', parse: logLevel },
  { key: 'logRequests', env: 'LOG_REQUESTS', flag: '--log-requests', default: 'true', help: 'log one line per request', parse: boolean },
  { key: 'cacheMaxAge', env: 'CACHE_MAX_AGE', flag: '--cache-max-age', default: '60', help: 'Cache-Control max-age of responses, seconds', parse: integer(0, 31_536_000) },
  { key: 'pageCacheMb', env: 'PAGE_CACHE_MB', flag: '--page-cache-mb', default: '64', help: 'memory for cached page bodies and repeated responses, MiB (0 disables both)', parse: integer(0, 65_536) },
  { key: 'pageRenderMsClient', env: 'PAGE_RENDER_MS_CLIENT', flag: '--page-render-ms-client', default: '100', help: 'ms a second of the serving thread one client address may take making HTML pages no cache holds, on average (429 past it; 0: no bound)', parse: integer(0, 1000) },
  { key: 'pageRenderMsTotal', env: 'PAGE_RENDER_MS_TOTAL', flag: '--page-render-ms-total', default: '400', help: 'ms a second of the serving thread all clients together may take making HTML pages no cache holds, on average (503 past it; 0: no bound)', parse: integer(0, 1000) },
  { key: 'countCacheMb', env: 'COUNT_CACHE_MB', flag: '--count-cache-mb', default: '4', help: 'memory for counts of filtered selections, and as much again for facets, per store, MiB', parse: integer(0, 65_536) },
  { key: 'anchorCacheMb', env: 'ANCHOR_CACHE_MB', flag: '--anchor-cache-mb', default: '4', help: 'memory for anchors of deep filtered pages, per store and per read thread, MiB', parse: integer(0, 65_536) },
  { key: 'selectionCacheMb', env: 'SELECTION_CACHE_MB', flag: '--selection-cache-mb', default: '32', help: 'memory for selections (row order of orderings and deep filters), per store, MiB', parse: integer(0, 65_536) },
  { key: 'sanitizeCacheMb', env: 'SANITIZE_CACHE_MB', flag: '--sanitize-cache-mb', default: '16', help: 'memory for cleaned HTML of comments and descriptions, MiB', parse: integer(0, 65_536) },
  { key: 'planCacheMb', env: 'PLAN_CACHE_MB', flag: '--plan-cache-mb', default: '1', help: 'memory for parsed read plans, MiB', parse: integer(0, 65_536) },
  { key: 'statementCacheMb', env: 'STATEMENT_CACHE_MB', flag: '--statement-cache-mb', default: '2', help: 'SQLite: memory for prepared statements, per connection, MiB', parse: integer(0, 65_536) },
  { key: 'panelCacheMb', env: 'PANEL_CACHE_MB', flag: '--panel-cache-mb', default: '64', help: 'memory for the grids of panels (/api/panel/), per process, MiB', parse: integer(0, 65_536) },
  { key: 'workers', env: 'WORKERS', flag: '--workers', default: '1', help: 'server processes (0: one per core)', parse: integer(0, 256) },
  { key: 'poolSize', env: 'PG_POOL_SIZE', flag: '--pool-size', default: '10', help: 'PostgreSQL connections per process', parse: integer(1, 1000) },
  { key: 'statementTimeoutMs', env: 'PG_STATEMENT_TIMEOUT_MS', flag: '--statement-timeout-ms', default: '5000', help: 'PostgreSQL statement timeout, ms', parse: integer(1, 3_600_000) },
  { key: 'connectTimeoutMs', env: 'PG_CONNECT_TIMEOUT_MS', flag: '--connect-timeout-ms', default: '500', help: "PostgreSQL: wait for a connection, and for a read's answer before checking the database is alive, ms", parse: integer(1, 60_000) },
  { key: 'readThreads', env: 'READ_THREADS', flag: '--read-threads', default: '1', help: 'SQLite: threads per process for filtered and ordered reads (0: on the serving thread, no time limit)', parse: integer(0, 64) },
  { key: 'queryTimeLimitMs', env: 'QUERY_TIME_LIMIT_MS', flag: '--query-time-limit-ms', default: '2000', help: 'SQLite: time limit of a filtered or ordered read, waiting included, ms (503 past it)', parse: integer(1, 3_600_000) },
  { key: 'shutdownDelayMs', env: 'SHUTDOWN_DELAY_MS', flag: '--shutdown-delay-ms', default: '0', help: 'on SIGTERM/SIGINT: keep serving this long after /readyz turns 503, ms', parse: integer(0, 600_000) },
  { key: 'shutdownTimeoutMs', env: 'SHUTDOWN_TIMEOUT_MS', flag: '--shutdown-timeout-ms', default: '10000', help: 'on SIGTERM/SIGINT: time requests in flight get once the listener closes, ms', parse: integer(0, 600_000) },
  { key: 'corsOrigins', env: 'CORS_ORIGINS', flag: '--cors-origins', default: '*', help: 'origins browsers may read answers from: * (any) or a comma-separated list like https://example.org', parse: originList },
  { key: 'metrics', env: 'METRICS', flag: '--metrics', default: 'true', help: 'serve Prometheus metrics at /metrics', parse: boolean },
  { key: 'rateLimit', env: 'RATE_LIMIT', flag: '--rate-limit', default: 'off', help: 'requests per client address: <requests>/<seconds> (e.g. 100/60), or off', parse: rateLimit },
  { key: 'rateLimitRedisUrl', env: 'RATE_LIMIT_REDIS_URL', flag: '--rate-limit-redis-url', default: undefined, help: 'redis:// URL holding the rate limit counters, shared by every process that names it', parse: redisUrl },
  { key: 'rateLimitRedisPrefix', env: 'RATE_LIMIT_REDIS_PREFIX', flag: '--rate-limit-redis-prefix', default: 'databank-api:rate-limit:', help: 'prefix of the rate limit keys in Redis', parse: keyPrefix },
  { key: 'citation', env: 'CITATION', flag: '--citation', default: undefined, help: 'how to cite the data (text, at most 1000 characters): shown on the home and codebook pages and in the codebook JSON', parse: shownText(1000) },
  { key: 'citationUrl', env: 'CITATION_URL', flag: '--citation-url', default: undefined, help: 'absolute http(s) URL to cite the data by (a DOI link): Link rel="cite-as" of downloads', parse: linkUrl },
  { key: 'licence', env: 'LICENCE', flag: '--licence', default: undefined, help: 'the licence of the data (a name such as CC BY-NC-SA 4.0, at most 200 characters): shown on every page', parse: shownText(200) },
  { key: 'licenceUrl', env: 'LICENCE_URL', flag: '--licence-url', default: undefined, help: 'absolute http(s) URL of the licence: Link rel="license" of downloads', parse: linkUrl },
];

const MiB = 1024 * 1024;

/** The byte budget of every cache (src/cache.ts's CacheBudgets), from the settings. */
export function cacheBudgetsOf(c: Config): { response: number; rows: number; counts: number; anchors: number; selections: number; sanitize: number; plans: number; statements: number } {
  return {
    response: c.pageCacheMb * MiB, rows: c.pageCacheMb * MiB / 4, counts: c.countCacheMb * MiB, anchors: c.anchorCacheMb * MiB,
    selections: c.selectionCacheMb * MiB, sanitize: c.sanitizeCacheMb * MiB, plans: c.planCacheMb * MiB, statements: c.statementCacheMb * MiB,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Builds the frozen config: CLI values (by setting key) win over the environment, which wins over defaults.
 * Every value is validated here, once, with a message naming the variable or flag.
 */
export function loadConfig(cli: Partial<Record<keyof Config, string>> = {}, env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const out: Record<string, unknown> = {};
  for (const s of SETTINGS) {
    const fromCli = cli[s.key];
    const fromEnv = env[s.env];
    const raw = fromCli ?? fromEnv ?? s.default;
    const name = fromCli !== undefined ? s.flag : fromEnv !== undefined ? s.env : `default of ${s.env}`;
    out[s.key] = raw === undefined ? undefined : s.parse(raw, name);
  }
  if (out.demoOnEmpty === 'auto') out.demoOnEmpty = isDefaultDatabase(out.database as string);
  if (out.rateLimitRedisUrl !== undefined && out.rateLimit === undefined) {
    throw new ConfigError('RATE_LIMIT_REDIS_URL is set but RATE_LIMIT is off: set RATE_LIMIT (e.g. 100/60) as well, or unset RATE_LIMIT_REDIS_URL');
  }
  return Object.freeze(out as unknown as Config);
}
