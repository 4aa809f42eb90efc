/**
 * What changed between two databanks (docs/api.md, "What changed between releases"): `/api/releases/<a>/diff/<b>/`,
 * a summary per collection, and `/api/releases/<a>/diff/<b>/<app>/<name>/`, one row per record added, removed or
 * changed, as JSON pages, CSV or NDJSON. `current` stands for the current databank on either side.
 *
 * The merge is store/diff.ts's. A JSON page needs the count, so a pair's index of one collection (kinds and ids) is
 * made once and kept by bytes (DiffIndexes); at most DIFFS_TOTAL are made at once in the process (one per client), each
 * within the diff time limit (503 past it, as a read past QUERY_TIME_LIMIT_MS). A download streams the merge itself,
 * with the backpressure and stall cut-off of every download (http/download.ts), and holds nothing whole.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { CollectionDef } from '../registry/index.js';
import { ByteCache } from '../cache.js';
import { negotiate, parseFormat } from '../plan/parse.js';
import { isDownload, pageWindow, type Format } from '../plan/plan.js';
import { pythonInt } from '../plan/python.js';
import { lastValue, type QueryPairs } from '../plan/query.js';
import { pageSize } from '../plan/values.js';
import { DIFF_CSV_HEAD, diffCsv, diffJson, diffNdjson, diffSummaryBody, fieldsOf, type DiffSummaryRow } from '../render/diff.js';
import { pageBody } from '../render/envelope.js';
import { download } from '../render/representation.js';
import {
  checkBounds, collectionChecksum, diffIndex, diffRows, indexAt, indexBytes, sameIndex, type DiffBounds, type DiffIndex, type DiffRow,
} from '../store/diff.js';
import { releaseNameProblem } from '../store/releases.js';
import type { Generation, Store } from '../store/store.js';
import { rawQuery, WRITE_METHODS, type ApiRoutes } from './api-routes.js';
import { streamed } from './download.js';
import { ApiError } from './errors.js';
import { ALLOW, JSON_TYPE } from './headers.js';
import { InFlight, StreamSlots } from './in-flight.js';
import { origin, pageLinks, slashRedirect } from './links.js';
import { parseQuery } from './query.js';
import { scopeOf } from './scope.js';

/** Diffs made at once for one client, and for all: past them 429 / 503 with Retry-After (http/in-flight.ts). */
const DIFFS_CLIENT = 1;
const DIFFS_TOTAL = 2;
/**
 * Diff downloads streaming at once for one client, and for all: each merges two whole collections as its reader
 * takes it (on SQLite, read on the serving thread chunk by chunk), so they are bounded like the diffs made for pages;
 * past them 429 / 503 with Retry-After. A slot is held until the answer ends or its connection closes.
 */
const DIFF_DOWNLOADS_CLIENT = 2;
const DIFF_DOWNLOADS_TOTAL = 4;
/**
 * A diff's time limit, as a multiple of QUERY_TIME_LIMIT_MS (30 s by default): a diff reads two whole collections,
 * where a read's limit bounds one page's. Past it: 503, the read's "Query too long" answer; what was made is dropped.
 */
export const DIFF_TIME_FACTOR = 15;

/** What `format` may ask for: DRF's JSON renderers, CSV and NDJSON (the whole diff). */
const DIFF_FORMATS: Readonly<Record<string, Format>> = { api: 'json', json: 'json', csv: 'csv', ndjson: 'ndjson' };

/** One side of a diff: its name as asked (`current` or a release's), its generation, its release's checksums. */
export interface DiffSide {
  readonly name: string;
  readonly gen: Generation;
  readonly checksums?: Readonly<Record<string, string>>;
}

/** The side a URL names: the current databank (503 when none is loaded) or a release (404 when there is none). */
export async function diffSide(store: Store, name: string): Promise<DiffSide> {
  if (name === 'current') {
    const gen = await store.current();
    if (!gen) throw ApiError.of('NO_DATABANK');
    return { name, gen };
  }
  const release = releaseNameProblem(name) ? undefined : await store.releases.open(name);
  if (!release) throw ApiError.of('NOT_FOUND');
  return { name, gen: release.gen, checksums: release.record.checksums };
}

/**
 * The indexes of pairs of generations, by collection: kept by bytes (a quarter of PAGE_CACHE_MB; an index too heavy
 * for its share is made per request), with the checksums of current generations' collections (64 bytes each).
 */
export class DiffIndexes {
  readonly #indexes: ByteCache<DiffIndex>;
  readonly #checksums: ByteCache<Promise<string>>;
  readonly #inFlight = new InFlight(DIFFS_CLIENT, DIFFS_TOTAL, 'diffs');
  /** Diff downloads streaming now (DIFF_DOWNLOADS_CLIENT, DIFF_DOWNLOADS_TOTAL). */
  readonly downloads = new StreamSlots(DIFF_DOWNLOADS_CLIENT, DIFF_DOWNLOADS_TOTAL, 'diff downloads');
  readonly #released = new Map<string, Promise<Readonly<Record<string, string>> | undefined>>();

  constructor(readonly store: Store, maxBytes: number, readonly limitMs: number) {
    this.#indexes = new ByteCache<DiffIndex>({ name: 'diffs', maxBytes, sizeOf: indexBytes, maxEntryShare: 1 / 2 });
    this.#checksums = new ByteCache<Promise<string>>({ name: 'diff-checksums', maxBytes: Math.min(maxBytes, 1 << 20), sizeOf: () => 64 });
  }

  /** The bounds of a diff starting now. */
  bounds(): DiffBounds {
    return { deadline: performance.now() + this.limitMs, limitMs: this.limitMs };
  }

  /** One collection's index, kept or made now within the in-flight bounds (429 / 503 past them). */
  one(a: DiffSide, b: DiffSide, def: CollectionDef, reply: FastifyReply, client: string): Promise<DiffIndex> {
    const known = this.known(a, b, def);
    if (known) return Promise.resolve(known);
    return this.#inFlight.run(reply, client, pairKey(a, b, def), () => this.make(a, b, def, this.bounds()));
  }

  /** Every collection's index, in registry order, made as one piece of work (one slot) within one time limit. */
  all(a: DiffSide, b: DiffSide, reply: FastifyReply, client: string): Promise<DiffIndex[]> {
    const defs = this.store.registry.collections;
    if (defs.every((def) => this.known(a, b, def))) return Promise.resolve(defs.map((def) => this.known(a, b, def)!));
    return this.#inFlight.run(reply, client, `all\0${a.gen.id}\0${b.gen.id}`, async () => {
      const bounds = this.bounds();
      const out: DiffIndex[] = [];
      for (const def of defs) {
        checkBounds(bounds); // checksums computed (a current databank's) are not merges, and take time too
        out.push(this.known(a, b, def) ?? await this.make(a, b, def, bounds));
      }
      return out;
    });
  }

  /** An index known without a read: the same generation, or a kept one. */
  known(a: DiffSide, b: DiffSide, def: CollectionDef): DiffIndex | undefined {
    if (a.gen.id === b.gen.id) return sameIndex(a.gen.counts[def.path] ?? 0);
    return this.#indexes.get(pairKey(a, b, def));
  }

  /** Whether the two sides hold the same records by their checksums (a release's, or a current one's computed once). */
  async same(a: DiffSide, b: DiffSide, def: CollectionDef): Promise<boolean> {
    if (a.gen.id === b.gen.id) return true;
    if (!a.checksums && !b.checksums) return false;
    const [x, y] = await Promise.all([this.#checksum(a, def), this.#checksum(b, def)]);
    return x === y;
  }

  /** An index made now (the checksums first: equal ones need no merge), and kept. */
  async make(a: DiffSide, b: DiffSide, def: CollectionDef, bounds: DiffBounds): Promise<DiffIndex> {
    const index = await this.same(a, b, def)
      ? sameIndex(a.gen.counts[def.path] ?? 0)
      : await diffIndex(this.store, a.gen, b.gen, def, bounds);
    return this.#indexes.set(pairKey(a, b, def), index);
  }

  async #checksum(side: DiffSide, def: CollectionDef): Promise<string> {
    const recorded = (side.checksums ?? await this.#releasedChecksums(side.gen))?.[def.path];
    if (recorded) return recorded;
    const key = `${side.gen.id}\0${def.path}`;
    const known = this.#checksums.get(key);
    if (known) return known;
    const made = collectionChecksum(this.store, side.gen, def);
    made.catch(() => this.#checksums.delete(key));
    return this.#checksums.set(key, made);
  }

  /**
   * The checksums of a release keeping `gen`, if one does (the current databank, released): they need no hashing (a
   * whole 20× databank's NDJSON took 10 s to hash). A release found is kept per generation (the last few); a miss is
   * not, since `release create` may keep the generation a moment later (a listing reads records cached by stat).
   */
  #releasedChecksums(gen: Generation): Promise<Readonly<Record<string, string>> | undefined> {
    let found = this.#released.get(gen.id);
    if (!found) {
      if (this.#released.size >= 4) this.#released.clear();
      found = this.store.releases.list().then((all) => all.find((r) => r.generation === gen.id)?.checksums, () => undefined);
      this.#released.set(gen.id, found);
      const asked = found;
      void found.then((checksums) => {
        if (!checksums && this.#released.get(gen.id) === asked) this.#released.delete(gen.id);
      });
    }
    return found;
  }
}

const pairKey = (a: DiffSide, b: DiffSide, def: CollectionDef): string => `${a.gen.id}\0${b.gen.id}\0${def.path}`;

export function diffRoutes(ctx: ApiRoutes): void {
  const { app, answers, config } = ctx;
  const indexes = new DiffIndexes(answers.store, config.pageCacheMb * 1024 * 256, diffTimeLimitMs(config));
  const summary = `${config.basePath}/releases/:a/diff/:b/`;
  const rows = `${summary}:app/:name/`;
  app.get(summary, (req, reply) => summaryAnswer(ctx, indexes, req, reply));
  app.get(rows, (req, reply) => rowsAnswer(ctx, indexes, req, reply));
  for (const url of [summary, rows]) {
    app.options(url, (req, reply) => unscoped(req, reply).header('allow', ALLOW).header('content-type', JSON_TYPE).send(Buffer.from(JSON.stringify({
      name: 'Diff', description: 'Records added, removed and changed between two databanks.', renders: [JSON_TYPE, 'text/csv', 'application/x-ndjson'], parses: [JSON_TYPE],
    }))));
    app.route({ method: [...WRITE_METHODS], url, handler: (req) => {
      unscoped(req);
      throw ApiError.methodNotAllowed(req.method);
    } });
    // Django's APPEND_SLASH.
    app.all(url.slice(0, -1), (req, reply) => unscoped(req, reply).code(301).header('location', slashRedirect(req.originalUrl, config.publicUrl))
      .header('content-type', JSON_TYPE).header('cache-control', answers.cacheControl).send(Buffer.alloc(0)));
  }
}

/**
 * A diff is not a release's path: `current` on either side changes with each load, and nothing under
 * `/releases/<name>/` may (the list of releases is a 404 there too, http/release-routes.ts): the 404 under a
 * release's prefix, else the reply to answer with.
 */
function unscoped(req: FastifyRequest, reply?: FastifyReply): FastifyReply {
  if (scopeOf(req)) throw ApiError.of('NOT_FOUND');
  return reply!;
}

export function diffTimeLimitMs(config: Pick<Config, 'queryTimeLimitMs'>): number {
  return config.queryTimeLimitMs * DIFF_TIME_FACTOR;
}

interface DiffParams { readonly a: string; readonly b: string; readonly app?: string; readonly name?: string }

/** The summary: both sides, and every collection with a change (docs/api.md). */
async function summaryAnswer(ctx: ApiRoutes, indexes: DiffIndexes, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { answers, config, links } = ctx;
  unscoped(req);
  const { a: aName, b: bName } = req.params as DiffParams;
  parseFormat(parseQuery(rawQuery(req.url))); // JSON only: an unknown format is DRF's 404
  const [a, b] = await Promise.all([diffSide(answers.store, aName), diffSide(answers.store, bName)]);
  const self = `${origin(req, links)}${config.basePath}/releases/${aName}/diff/${bName}/`;
  return answers.json(req, reply, `diff-summary\0${a.gen.id}\0${b.gen.id}\0${self}`, async () => {
    const defs = answers.store.registry.collections;
    const all = await indexes.all(a, b, reply, req.ip);
    const changed: DiffSummaryRow[] = [];
    for (const [i, def] of defs.entries()) {
      const x = all[i]!;
      if (x.kinds.length === 0) continue;
      changed.push({ path: def.path, url: `${self}${def.path}/`, added: x.added, removed: x.removed, changed: x.changed, countBefore: x.countBefore, countAfter: x.countAfter });
    }
    return diffSummaryBody({ name: a.name, generation: a.gen.id }, { name: b.name, generation: b.gen.id }, defs.length, changed);
  });
}

/** A collection's rows: a JSON page, or the whole diff as CSV or NDJSON. */
async function rowsAnswer(ctx: ApiRoutes, indexes: DiffIndexes, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const { answers, config, links } = ctx;
  const { store } = answers;
  unscoped(req);
  const p = req.params as DiffParams;
  const def = store.registry.byPath(`${p.app}/${p.name}`);
  const query = parseQuery(rawQuery(req.url));
  const format = parseFormat(query, DIFF_FORMATS) ?? negotiate(req.headers.accept);
  if (!def) throw ApiError.of('NOT_FOUND');
  const [a, b] = await Promise.all([diffSide(store, p.a), diffSide(store, p.b)]);
  if (isDownload(format)) return diffDownload(ctx, indexes, a, b, def, format, req, reply);
  const { page, size } = pageOf(query, def);
  const self = `${origin(req, links)}${config.basePath}/releases/${p.a}/diff/${p.b}/${def.path}/`;
  return answers.json(req, reply, `diff\0${a.gen.id}\0${b.gen.id}\0${def.path}\0${size}\0${page}\0${self}\0${linkKey(query)}`, async () => {
    const index = await indexes.one(a, b, def, reply, req.ip);
    const window = pageWindow({ page, pageSize: size }, index.kinds.length);
    if (!window) throw ApiError.of('INVALID_PAGE');
    const { next, previous } = pageLinks(self, window, query);
    const rows = await pageRows(store, a, b, def, index, window.offset, window.offset + window.limit);
    return pageBody(index.kinds.length, next, previous, Buffer.from(rows.join(',')));
  });
}

/** The page and page size asked for, read as a list reads them (plan/parse.ts): `last`, or 0 for a bad number. */
function pageOf(query: QueryPairs, def: CollectionDef): { page: number | 'last'; size: number } {
  const raw = lastValue(query, 'page');
  let page: number | 'last' = 1;
  if (raw === 'last') page = 'last';
  else if (raw !== undefined) {
    const n = pythonInt(raw);
    page = n === undefined ? 0 : n > 1_000_000_000n ? 1_000_000_000 : Number(n); // 0 and past the end: Invalid page
  }
  return { page, size: pageSize(lastValue(query, 'page_size'), def.pageSize, def.maxPageSize) };
}

/** What of the query the page links carry (all but `page`): part of the key, since the links echo it. */
const linkKey = (query: QueryPairs): string => JSON.stringify(query.filter(([name]) => name !== 'page'));

/** The JSON rows from `from` to `to` of an index, their bodies read by id from each side. */
async function pageRows(store: Store, a: DiffSide, b: DiffSide, def: CollectionDef, index: DiffIndex, from: number, to: number): Promise<string[]> {
  const rows: Promise<string>[] = [];
  for (let i = from; i < to; i++) {
    const { change, id } = indexAt(index, i);
    rows.push((async () => {
      const [before, after] = await Promise.all([
        change === 'added' ? null : store.record(a.gen, def, String(id)),
        change === 'removed' ? null : store.record(b.gen, def, String(id)),
      ]);
      const row: DiffRow = { change, id, before: before ?? null, after: after ?? null };
      return diffJson(row, fieldsOf(row));
    })());
  }
  return Promise.all(rows);
}

/** CSV or NDJSON: the whole diff, the merge streamed as the reader takes it (nothing when the sides are the same). */
async function diffDownload(
  { answers }: ApiRoutes, indexes: DiffIndexes, a: DiffSide, b: DiffSide, def: CollectionDef, format: 'csv' | 'ndjson',
  req: FastifyRequest, reply: FastifyReply,
): Promise<FastifyReply> {
  const free = indexes.downloads.take(reply, req.ip);
  reply.raw.once('close', free);
  const same = indexes.known(a, b, def)?.kinds.length === 0 || await indexes.same(a, b, def);
  const name = `diff-${a.name}-${b.name}-${def.path.replace('/', '-')}.${format}`;
  return answers.answer(req, reply, {
    key: `diff\0${a.gen.id}\0${b.gen.id}\0${def.path}\0${format}`,
    headers: { 'content-disposition': `attachment; filename="${name}"` },
    open: (encoding, signal) => streamed(
      same ? noRows() : diffRows(answers.store, a.gen, b.gen, def, { signal: signal() }),
      format === 'csv' ? DIFF_CSV_HEAD : '', format === 'csv' ? diffCsv : diffNdjson, encoding,
    ),
  }, download(format));
}

async function* noRows(): AsyncGenerator<DiffRow[], void, undefined> {}
