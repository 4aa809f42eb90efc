/**
 * What the pages read besides a list or a record: the polity search, every record about a polity, and the demo
 * mark. Reads go through the same plans and store reads as the API's.
 */
import { parseListPlan } from '../plan/parse.js';
import { fieldWithRole, type CollectionDef } from '../registry/index.js';
import type { DemoInfo, SearchHit } from '../render/html/home.js';
import type { PolityData, PolityValue } from '../render/html/polity.js';
import type { Generation, Store } from '../store/store.js';

/** Records a polity page reads per collection at most (a polity holds a few dozen at 20×). */
const POLITY_RECORDS_MAX = 2000;
/** Polities a search results page lists. */
export const SEARCH_MAX = 100;
/** Rows per read when scanning the relations panel's collection for the polity each names as other. */
const SCAN_BATCH = 1000;

export class PageData {
  /** Relation ids by the id of the polity each names as other, for one generation. */
  #otherIndex: { gen: string; index: Promise<Map<number, number[]>> } | undefined;

  constructor(readonly store: Store) {}

  /** Polities whose name or long name holds `q`: the first SEARCH_MAX by id, and how many there are. */
  async search(gen: Generation, q: string): Promise<{ hits: SearchHit[]; total: number }> {
    const polities = this.store.registry.polities;
    const read = async (pairs: [string, string][], pageSize: number): Promise<{ count: number; rows: readonly string[] }> => {
      const plan = parseListPlan(polities, pairs);
      const result = await this.store.read(gen, { ...plan, page: 1, pageSize });
      return { count: result.count, rows: result.rows };
    };
    const [byName, byLong, both] = await Promise.all([
      read([['name__icontains', q]], SEARCH_MAX), read([['long_name__icontains', q]], SEARCH_MAX),
      read([['name__icontains', q], ['long_name__icontains', q]], 1),
    ]);
    const hits = new Map<number, SearchHit>();
    for (const row of [...byName.rows, ...byLong.rows]) {
      const p = JSON.parse(row) as SearchHit;
      hits.set(p.id, p);
    }
    const first = [...hits.values()].sort((a, b) => a.id - b.id).slice(0, SEARCH_MAX);
    return { hits: first, total: byName.count + byLong.count - both.count };
  }

  /** Every record about a polity: its coded values through the `polity` filter, and relations naming it as other. */
  async polity(gen: Generation, polity: PolityValue): Promise<PolityData> {
    const { store } = this;
    const coded = await Promise.all(store.registry.collections.filter((def) => def.kind === 'coded').map(async (def) => {
      const plan = parseListPlan(def, [['polity', String(polity.id)]]);
      const result = await store.read(gen, { ...plan, page: 1, pageSize: POLITY_RECORDS_MAX });
      return { def, count: result.count, records: result.rows.map((row) => JSON.parse(row) as Record<string, unknown>) };
    }));
    const relations = store.registry.panel('relations');
    const ids = relations ? (await this.#otherPolityIndex(gen, relations)).get(polity.id) ?? [] : [];
    const asOther = await Promise.all(ids.map(async (id) => JSON.parse((await store.record(gen, relations!, String(id)))!) as Record<string, unknown>));
    return { polity, coded, asOther };
  }

  /**
   * Suprapolity relation ids by `other_polity` id. No filter reads `other_polity` (a column for it would change the
   * stored layout), so the relations are scanned once per generation through the store, in id order, and only ids kept.
   */
  #otherPolityIndex(gen: Generation, relations: CollectionDef): Promise<Map<number, number[]>> {
    if (this.#otherIndex?.gen !== gen.id) {
      const index = this.#scanOtherPolities(gen, relations);
      index.catch(() => { if (this.#otherIndex?.index === index) this.#otherIndex = undefined; });
      this.#otherIndex = { gen: gen.id, index };
    }
    return this.#otherIndex.index;
  }

  async #scanOtherPolities(gen: Generation, relations: CollectionDef): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>();
    const other = fieldWithRole(relations, 'polity-ref')!.name;
    const plan = parseListPlan(relations, []);
    for (let page = 1; ; page++) {
      const { rows, window } = await this.store.read(gen, { ...plan, page, pageSize: SCAN_BATCH });
      for (const row of rows) {
        const r = JSON.parse(row) as Record<string, unknown> & { id: number };
        const otherId = (r[other] as { id: number }).id;
        const list = out.get(otherId);
        if (list) list.push(r.id);
        else out.set(otherId, [r.id]);
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
