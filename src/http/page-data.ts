/**
 * What the pages read besides a list or a record: the polity search, every record about a polity, and the demo
 * mark. Reads go through the same plans and store reads as the API's.
 */
import { parseListPlan } from '../plan/parse.js';
import { fieldWithRole, politySearch, politySummary, type CollectionDef } from '../registry/index.js';
import type { DemoInfo, SearchHit } from '../render/html/home.js';
import type { PolityData, PolityValue } from '../render/html/polity.js';
import type { Generation, Store } from '../store/store.js';
import type { OnThread } from './answer.js';

/** Polities a search results page lists. */
export const SEARCH_MAX = 100;
/** Rows per read when scanning the relations panel's collection for the polity each names as other. */
const SCAN_BATCH = 1000;
/** Generations whose relation index is kept: the current one and a few releases (each a few hundred KB at most). */
const OTHER_INDEXES = 3;

export class PageData {
  /**
   * Relation records (their bodies) by the id of the polity each names as other, per generation: the current one and
   * the releases asked lately (OTHER_INDEXES), so that pages of a release and of the current databank asked in turn
   * do not scan again each time.
   */
  readonly #otherIndex = new Map<string, Promise<Map<number, string[]>>>();

  constructor(readonly store: Store) {}

  /**
   * Polities whose name or long name holds `q` (the polities' name searches, found by role: `politySearch`): the first
   * SEARCH_MAX by id, and how many there are.
   */
  async search(gen: Generation, q: string, onThread: OnThread = (step) => step()): Promise<{ hits: SearchHit[]; total: number }> {
    const polities = this.store.registry.polities;
    const read = async (pairs: [string, string][], pageSize: number): Promise<{ count: number; rows: readonly string[] }> => {
      if (pairs.length === 0) return { count: 0, rows: [] };
      const plan = parseListPlan(polities, pairs);
      const result = await this.store.read(gen, { ...plan, page: 1, pageSize });
      return { count: result.count, rows: result.rows };
    };
    const search = politySearch(polities);
    const by = (filters: (string | undefined)[]): [string, string][] => filters.filter((f): f is string => f !== undefined).map((f) => [f, q]);
    const [byName, byLong, both] = await Promise.all([
      read(by([search.name?.param]), SEARCH_MAX), read(by([search.longName?.param]), SEARCH_MAX),
      search.name && search.longName ? read(by([search.name.param, search.longName.param]), 1) : { count: 0, rows: [] },
    ]);
    return onThread(() => {
      const hits = new Map<number, SearchHit>();
      for (const row of [...byName.rows, ...byLong.rows]) {
        const p = politySummary(JSON.parse(row));
        hits.set(p.id, p);
      }
      const first = [...hits.values()].sort((a, b) => a.id - b.id).slice(0, SEARCH_MAX);
      return { hits: first, total: byName.count + byLong.count - both.count };
    });
  }

  /**
   * Every record about a polity: its coded values, read in one store call (Store.polityRecords), and the relations
   * naming it as other polity (kept per generation, see below). Parsing them goes through `onThread` (the page
   * budget's charge); the scan of the relations, once per generation for every page, is charged to none.
   */
  async polity(gen: Generation, polity: PolityValue, onThread: OnThread = (step) => step()): Promise<PolityData> {
    const { store } = this;
    const id = politySummary(polity).id;
    const relations = store.registry.panel('relations');
    const [groups, others] = await Promise.all([
      store.polityRecords(gen, id),
      relations ? this.#otherPolityIndex(gen, relations) : undefined,
    ]);
    return onThread(() => {
      const coded = groups.map(({ def, bodies }) => ({ def, count: bodies.length, records: bodies.map((b) => JSON.parse(b) as Record<string, unknown>) }));
      const asOther = (others?.get(id) ?? []).map((b) => JSON.parse(b) as Record<string, unknown>);
      return { polity, coded, asOther };
    });
  }

  /**
   * Suprapolity relations by `other_polity` id, as their bodies. No filter reads `other_polity` (a column for it would
   * change the stored layout), so the relations are scanned once per generation through the store, in id order.
   */
  #otherPolityIndex(gen: Generation, relations: CollectionDef): Promise<Map<number, string[]>> {
    let index = this.#otherIndex.get(gen.id);
    if (index) {
      this.#otherIndex.delete(gen.id); // most recently used last
      this.#otherIndex.set(gen.id, index);
      return index;
    }
    const made = (index = this.#scanOtherPolities(gen, relations));
    made.catch(() => { if (this.#otherIndex.get(gen.id) === made) this.#otherIndex.delete(gen.id); });
    this.#otherIndex.set(gen.id, made);
    for (const old of this.#otherIndex.keys()) {
      if (this.#otherIndex.size <= OTHER_INDEXES) break;
      this.#otherIndex.delete(old);
    }
    return made;
  }

  async #scanOtherPolities(gen: Generation, relations: CollectionDef): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    const other = fieldWithRole(relations, 'polity-ref')!.name;
    const plan = parseListPlan(relations, []);
    for (let page = 1; ; page++) {
      const { rows, window } = await this.store.read(gen, { ...plan, page, pageSize: SCAN_BATCH });
      for (const row of rows) {
        const named = (JSON.parse(row) as Record<string, unknown>)[other];
        const otherId = named ? politySummary(named).id : undefined;
        if (otherId === undefined) continue;
        const list = out.get(otherId);
        if (list) list.push(row);
        else out.set(otherId, [row]);
      }
      if (!window || window.page >= window.pages) return out;
    }
  }

  /** The demo mark the load wrote (Generation.demo), with the scale the counts tell. */
  demoInfo(gen: Generation): DemoInfo {
    if (!gen.demo) return { demo: false };
    // The scale the demo was built at, told by a coded variable (every coded count is its scale-1 count × scale).
    const probe = this.store.registry.collections.find((def) => def.kind === 'coded' && def.demoCount > 0);
    const ratio = probe ? (gen.counts[probe.path] ?? 0) / probe.demoCount : 0;
    return { demo: true, ...(Number.isInteger(ratio) && ratio >= 1 ? { scale: ratio } : {}) };
  }
}
