/**
 * The long table's reads (`/api/values/`, plan/values-plan.ts) over any Store: the concatenation, in registry order,
 * of each taking part collection's selection. Counts are each collection's (the store's count cache keeps them per
 * generation and filter); a page skips whole collections by their counts and reads only the rows of the page from
 * the few collections it touches, through `Store.read` (bounded by the time limit and the client's signal as every
 * read); a download scans collection after collection (`Store.scan`), or, for the whole long table, reads each
 * collection's prebuilt long-table pieces (`Store.whole`). The polity filter alone is one statement
 * (`Store.polityRecords`).
 */
import { fieldWithRole, type CollectionDef } from '../registry/index.js';
import { pageWindow, type PageWindow, type RowQuery } from '../plan/plan.js';
import type { ValuesPlan } from '../plan/values-plan.js';
import { SCAN_CHUNK, throwIfGone, type Generation, type Store } from './store.js';

/** Some records of one collection, in record order. */
export interface ValuesGroup {
  readonly def: CollectionDef;
  readonly bodies: readonly string[];
}

/** A page of the long table: the count, where the page lies, and its records by collection. */
export interface ValuesPage {
  readonly count: number;
  readonly window: PageWindow | undefined;
  readonly groups: readonly ValuesGroup[];
}

/** A page number past any end: a read of it answers the count alone (`Invalid page.`: no rows read). */
const COUNT_ONLY = { page: 2 ** 30, pageSize: 1 } as const;

/** One part's count, through the store's count cache. */
async function partCount(store: Store, gen: Generation, part: RowQuery, signal: AbortSignal | undefined): Promise<number> {
  if (part.where.length === 0) return gen.counts[part.def.path] ?? 0;
  return (await store.read(gen, { ...part, ...COUNT_ONLY }, 'rows', signal)).count;
}

/** Parts read between two turns of the event loop (a store may answer a shallow read at once, on this thread). */
const PARTS_PER_TURN = 8;

/** Resolves once everything else waiting on the serving thread (new requests, closed sockets) has run. */
const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** Count reads asked at once: enough to keep a read thread (or a few connections) busy, few enough that none waits long. */
const COUNTS_AT_ONCE = 4;

/**
 * Each part's count, COUNTS_AT_ONCE reads at a time (each bounded by the time limit on its own, waiting included: asked
 * all at once, the last ones would spend theirs waiting behind the others), the serving thread given back between.
 */
export async function valuesCounts(store: Store, gen: Generation, parts: readonly RowQuery[], signal?: AbortSignal): Promise<number[]> {
  const counts: number[] = [];
  for (let at = 0; at < parts.length; at += COUNTS_AT_ONCE) {
    const batch = parts.slice(at, at + COUNTS_AT_ONCE);
    if (at > 0 && batch.some((p) => p.where.length > 0)) await nextTurn();
    throwIfGone(signal);
    counts.push(...await Promise.all(batch.map((part) => partCount(store, gen, part, signal))));
  }
  return counts;
}

/** The records of rows [offset, offset + limit) of one part, through pages of `limit` rows (at most two). */
async function partSlice(store: Store, gen: Generation, part: RowQuery, offset: number, limit: number, signal: AbortSignal | undefined): Promise<string[]> {
  const first = Math.floor(offset / limit);
  const out: string[] = [];
  for (let page = first; page * limit < offset + limit; page++) {
    const r = await store.read(gen, { ...part, page: page + 1, pageSize: limit }, 'rows', signal);
    out.push(...r.rows);
    if (r.rows.length < limit) break;
  }
  const skip = offset - first * limit;
  return out.slice(skip, skip + limit);
}

/**
 * The coded records of a few polities in the parts, in their order (the polity filter alone: one statement per
 * polity), each collection's records of several polities merged in record order.
 */
async function polityGroups(store: Store, gen: Generation, plan: ValuesPlan): Promise<ValuesGroup[]> {
  const wanted = new Set(plan.parts.map((p) => p.def));
  const byDef = new Map<CollectionDef, string[]>();
  for (const id of plan.polities!) {
    for (const g of await store.polityRecords(gen, id)) if (wanted.has(g.def)) byDef.set(g.def, [...(byDef.get(g.def) ?? []), ...g.bodies]);
  }
  const several = plan.polities!.length > 1;
  return plan.parts.flatMap((p) => {
    const bodies = byDef.get(p.def);
    if (!bodies) return [];
    return [{ def: p.def, bodies: several ? sortByRecordId(p.def, bodies) : bodies }];
  });
}

/** Bodies in record order (their id field, by the registry's role; coded records have integer ids). */
function sortByRecordId(def: CollectionDef, bodies: string[]): string[] {
  const field = fieldWithRole(def, 'id')!.name;
  const idOf = (body: string): number => Number((JSON.parse(body) as Record<string, unknown>)[field]);
  return bodies.map((b) => [idOf(b), b] as const).sort((a, b) => a[0] - b[0]).map(([, b]) => b);
}

/** The page of the long table a JSON plan asks for. */
export async function valuesPage(store: Store, gen: Generation, plan: ValuesPlan, signal?: AbortSignal): Promise<ValuesPage> {
  if (plan.polities !== undefined) {
    const groups = await polityGroups(store, gen, plan);
    return pageOfGroups(plan, groups);
  }
  const counts = await valuesCounts(store, gen, plan.parts, signal);
  const count = counts.reduce((a, b) => a + b, 0);
  const window = pageWindow(plan, count);
  if (!window || window.limit === 0) return { count, window, groups: [] };
  const groups: ValuesGroup[] = [];
  let start = 0;
  for (let k = 0; k < plan.parts.length && start < window.offset + window.limit; start += counts[k]!, k++) {
    const end = start + counts[k]!;
    if (end <= window.offset || counts[k] === 0) continue;
    const from = Math.max(0, window.offset - start);
    const to = Math.min(counts[k]!, window.offset + window.limit - start);
    if (groups.length % PARTS_PER_TURN === PARTS_PER_TURN - 1) await nextTurn();
    throwIfGone(signal);
    const bodies = await partSlice(store, gen, plan.parts[k]!, from, to - from, signal);
    groups.push({ def: plan.parts[k]!.def, bodies });
  }
  return { count, window, groups };
}

/** A page out of groups held whole. */
function pageOfGroups(plan: ValuesPlan, all: readonly ValuesGroup[]): ValuesPage {
  const count = all.reduce((a, g) => a + g.bodies.length, 0);
  const window = pageWindow(plan, count);
  if (!window || window.limit === 0) return { count, window, groups: [] };
  const groups: ValuesGroup[] = [];
  let start = 0;
  for (const g of all) {
    const from = Math.max(0, window.offset - start), to = Math.min(g.bodies.length, window.offset + window.limit - start);
    if (to > from) groups.push({ def: g.def, bodies: g.bodies.slice(from, to) });
    start += g.bodies.length;
  }
  return { count, window, groups };
}

/**
 * Every record a plan selects, collection after collection, in chunks of at most SCAN_CHUNK records (downloads).
 * Nothing is read before the first `next()`; `return()` ends the scan being read.
 */
export async function* valuesScan(store: Store, gen: Generation, plan: ValuesPlan, signal?: AbortSignal): AsyncGenerator<ValuesGroup, void, undefined> {
  if (plan.polities !== undefined) {
    for (const g of await polityGroups(store, gen, plan)) {
      for (let at = 0; at < g.bodies.length; at += SCAN_CHUNK) yield { def: g.def, bodies: g.bodies.slice(at, at + SCAN_CHUNK) };
    }
    return;
  }
  for (const part of plan.parts) {
    if (part.where.length === 0 && (gen.counts[part.def.path] ?? 0) === 0) continue;
    throwIfGone(signal);
    for await (const rows of store.scan(gen, part, 'rows', signal)) {
      if (rows.length) yield { def: part.def, bodies: rows };
    }
  }
}
