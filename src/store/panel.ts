/**
 * The panel's grid (docs/research.md, "Panel"): the chosen polities × their sampled years, and per variable the
 * records in force in each year, read from any store through `Store.scan`. Rows: one per polity (core/polities
 * order) and sampled year within its own years (none for a polity without both). A cell holds every record of its
 * variable about that polity whose years, by the `covers_year` rule (registry `yearsInForce`), hold the year, in
 * record order (id). The grid is built in chunks that yield to the event loop, so the serving thread never holds one
 * panel for long; it is a compact value (typed arrays and the records' texts) that the caller may cache by bytes.
 */
import { fieldWithRole, POLITY_DISPLAY, yearsInForce, type CollectionDef, type YearSources } from '../registry/index.js';
import type { PanelPlan, PanelYears } from '../plan/panel.js';
import type { Condition, RowQuery } from '../plan/plan.js';
import type { Generation, Store } from './store.js';

/** A polity of the panel's rows. */
export interface PanelPolity {
  readonly id: number;
  /** Its display fields as a JSON object's text (`{"id":3,"name":"it_rome_1","long_name":"Roman Republic I"}`). */
  readonly json: string;
  /** The same display fields' values, in order (CSV cells before quoting). */
  readonly display: readonly unknown[];
  readonly start: number;
  readonly end: number;
}

export interface PanelGrid {
  readonly variables: readonly CollectionDef[];
  readonly polities: readonly PanelPolity[];
  /** Per row: the index of its polity in `polities`, and its year. */
  readonly rowPolity: Int32Array;
  readonly rowYear: Int32Array;
  /** Cell c = row × variables + v holds the records refs[cellStart[c]] … refs[cellStart[c + 1] - 1]. */
  readonly cellStart: Int32Array;
  readonly refs: Int32Array;
  /** Per record kept: its value object's JSON text, its tag, and its value fields' texts for CSV (recCsv[recCsvAt[r]]…). */
  readonly recJson: readonly string[];
  readonly recTag: readonly (string | null)[];
  readonly recCsvAt: Int32Array;
  readonly recCsv: readonly string[];
  /** Bytes the grid holds (for a cache's budget): typed arrays, strings and array slots. */
  readonly bytes: number;
}

/** The grid would pass the cell limit: `cells` = rows × variables. */
export class PanelTooLargeError extends Error {
  readonly code = 'PANEL_TOO_LARGE';
  constructor(readonly rows: number, readonly cells: number, readonly limit: number) {
    super(`panel of ${cells} cells`);
    this.name = 'PanelTooLargeError';
  }
}

/** Above this many polities chosen, a variable is read whole and its records of other polities skipped. */
const POLITY_IDS_MAX = 500;
/** Cells made between two yields to the event loop (a few milliseconds). */
const CELLS_PER_TURN = 20_000;

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The first non-null number along any of `sources` (record paths) of a parsed record. */
function yearOf(record: Record<string, unknown>, sources: YearSources): number | null {
  for (const path of sources) {
    let v: unknown = record;
    for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
    if (typeof v === 'number') return v;
  }
  return null;
}

/** The sampled years of a polity's span: the indices k of from + k × step within it, [k0, k1] (empty when k1 < k0). */
function sampleRange(years: PanelYears, start: number, end: number): [number, number] {
  const lo = Math.max(years.from, start), hi = Math.min(years.to, end);
  return [Math.ceil((lo - years.from) / years.step), Math.floor((hi - years.from) / years.step)];
}

/** The chosen polities with both years and at least one sampled year, in core/polities order, and the rows' count. */
async function readPolities(store: Store, gen: Generation, plan: PanelPlan): Promise<{ polities: PanelPolity[]; rows: number }> {
  const def = store.registry.polities;
  const span = yearsInForce(def);
  if (!span) throw new Error(`registry: ${def.path} has no covers_year rule`);
  const polities: PanelPolity[] = [];
  let rows = 0;
  for await (const chunk of store.scan(gen, plan.polities, 'rows')) {
    for (const body of chunk) {
      const p = JSON.parse(body) as Record<string, unknown>;
      const start = yearOf(p, span.from), end = yearOf(p, span.to);
      if (start === null || end === null) continue;
      const [k0, k1] = sampleRange(plan.years, start, end);
      if (k1 < k0) continue;
      rows += k1 - k0 + 1;
      const shown = Object.fromEntries(POLITY_DISPLAY.map((name) => [name, p[name] ?? null]));
      polities.push({ id: p.id as number, json: JSON.stringify(shown), display: Object.values(shown), start, end });
    }
    await turn();
  }
  return { polities, rows };
}

/**
 * The records of `def` to read: those in force somewhere in the panel's years (the collection's own `covers_year`
 * columns: first year <= to and last year >= from; a record with either null is in force in no year), of the chosen
 * polities by the collection's own `polity` filter where given. A narrow span reads few records, whatever the
 * collection's size.
 */
function recordQuery(def: CollectionDef, ids: readonly number[] | undefined, years: PanelPlan['years']): RowQuery {
  const where: Condition[] = [];
  const polity = def.filters.find((f) => f.lookup === 'in' && f.value === 'ids' && !f.via);
  if (ids && polity) where.push({ op: 'in', column: polity.column, values: ids });
  const covers = def.filters.find((f) => f.lookup === 'covers' && f.column2 !== undefined);
  if (covers) {
    where.push({ op: 'cmp', column: covers.column, cmp: '<=', value: years.to }, { op: 'cmp', column: covers.column2!, cmp: '>=', value: years.from });
  }
  return { def, where, order: [], whereKey: JSON.stringify(where) };
}

/** A value field's text in a CSV cell (before quoting): a polity summary is its id, a list of them their ids. */
export function csvValue(value: unknown, type: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (type === 'polity' && typeof value === 'object') return String((value as { id?: unknown }).id ?? '');
  if (type === 'polities' && Array.isArray(value)) return JSON.stringify(value.map((p: { id?: unknown } | null) => p?.id ?? null));
  return JSON.stringify(value);
}

/** What the records of one variable contribute: per polity index, the indices of its records (Records) in record order. */
interface Column {
  readonly byPolity: (number[] | undefined)[];
}

/** Records kept across the variables, with the years they are in force. */
class Records {
  readonly json: string[] = [];
  readonly tag: (string | null)[] = [];
  readonly csvAt: number[] = [0];
  readonly csv: string[] = [];
  readonly from: number[] = [];
  readonly to: number[] = [];
  strings = 0;

  add(def: CollectionDef, types: readonly string[], tagField: string | undefined, r: Record<string, unknown>, from: number, to: number): number {
    const value: Record<string, unknown> = {};
    for (const name of def.valueFields) value[name] = r[name] ?? null;
    const json = JSON.stringify(value);
    const tagValue = tagField === undefined ? undefined : r[tagField];
    const tag = typeof tagValue === 'string' ? tagValue : null;
    this.json.push(json);
    this.tag.push(tag);
    this.strings += json.length + (tag?.length ?? 0);
    for (let i = 0; i < types.length; i++) {
      const text = csvValue(r[def.valueFields[i]!], types[i]!);
      this.csv.push(text);
      this.strings += text.length;
    }
    this.csvAt.push(this.csv.length);
    this.from.push(from);
    this.to.push(to);
    return this.json.length - 1;
  }
}

/** One variable's records of the chosen polities that are in force in any of their sampled years. */
async function readColumn(
  store: Store, gen: Generation, def: CollectionDef, plan: PanelPlan, polities: readonly PanelPolity[], at: ReadonlyMap<number, number>,
  records: Records, filtered: boolean,
): Promise<Column> {
  const span = yearsInForce(def);
  const polityField = fieldWithRole(def, 'polity')?.name;
  const byPolity: (number[] | undefined)[] = new Array<number[] | undefined>(polities.length);
  if (!span || !polityField) return { byPolity };
  const types = def.valueFields.map((name) => def.fields.find((f) => f.name === name)?.type ?? 'string');
  const tagField = fieldWithRole(def, 'tag')?.name;
  const ids = filtered && polities.length <= POLITY_IDS_MAX ? polities.map((p) => p.id) : undefined;
  if (ids && !ids.length) return { byPolity };
  for await (const chunk of store.scan(gen, recordQuery(def, ids, plan.years), 'rows')) {
    for (const body of chunk) {
      const r = JSON.parse(body) as Record<string, unknown>;
      const polity = r[polityField] as { id?: unknown } | null;
      const index = typeof polity?.id === 'number' ? at.get(polity.id) : undefined;
      if (index === undefined) continue;
      const from = yearOf(r, span.from), to = yearOf(r, span.to);
      if (from === null || to === null) continue; // in force in no year (covers_year compares with null)
      const p = polities[index]!;
      const [k0, k1] = sampleRange(plan.years, Math.max(p.start, from), Math.min(p.end, to));
      if (k1 < k0) continue; // in force in none of the polity's sampled years
      (byPolity[index] ??= []).push(records.add(def, types, tagField, r, from, to));
    }
    await turn();
  }
  return { byPolity };
}

/**
 * The panel's grid. `limit`: the most cells (rows × variables) it may have; past it, PanelTooLargeError before any
 * variable is read.
 */
export async function buildPanel(store: Store, gen: Generation, plan: PanelPlan, limit: number): Promise<PanelGrid> {
  const { polities, rows } = await readPolities(store, gen, plan);
  const width = plan.variables.length;
  if (rows * width > limit) throw new PanelTooLargeError(rows, rows * width, limit);
  const at = new Map(polities.map((p, i) => [p.id, i]));
  const records = new Records();
  const columns: Column[] = [];
  for (const def of plan.variables) columns.push(await readColumn(store, gen, def, plan, polities, at, records, plan.polities.where.length > 0));
  const rowPolity = new Int32Array(rows), rowYear = new Int32Array(rows), cellStart = new Int32Array(rows * width + 1);
  const refs: number[] = [];
  const rowsPerTurn = Math.max(1, Math.floor(CELLS_PER_TURN / Math.max(1, width)));
  let row = 0;
  for (let p = 0; p < polities.length; p++) {
    const [k0, k1] = sampleRange(plan.years, polities[p]!.start, polities[p]!.end);
    for (let k = k0; k <= k1; k++, row++) {
      const year = plan.years.from + k * plan.years.step;
      rowPolity[row] = p;
      rowYear[row] = year;
      for (let v = 0; v < width; v++) {
        for (const r of columns[v]!.byPolity[p] ?? []) if (records.from[r]! <= year && year <= records.to[r]!) refs.push(r);
        cellStart[row * width + v + 1] = refs.length;
      }
      if ((row + 1) % rowsPerTurn === 0) await turn();
    }
  }
  return gridOf(plan, polities, rowPolity, rowYear, cellStart, Int32Array.from(refs), records);
}

function gridOf(
  plan: PanelPlan, polities: readonly PanelPolity[], rowPolity: Int32Array, rowYear: Int32Array, cellStart: Int32Array,
  refs: Int32Array, records: Records,
): PanelGrid {
  const recCsvAt = Int32Array.from(records.csvAt);
  // The records' texts: 2 bytes a character and 24 a string (header and array slot), half as much again for the texts
  // the renderers make once per grid (render/panel.ts). Measured on the 20x demo, this is about 1.5 times the heap a
  // grid holds (the whole section Social Complexity every 100 years: 7.1 MB of heap with its texts).
  const strings = 2 * records.strings + 24 * (2 * records.json.length + records.csv.length);
  const polityBytes = polities.reduce((n, p) => n + 2 * p.json.length + 64 + 16 * p.display.length, 0);
  const bytes = rowPolity.byteLength + rowYear.byteLength + cellStart.byteLength + refs.byteLength + recCsvAt.byteLength
    + 1.5 * strings + 16 * records.json.length + polityBytes + 1024;
  return {
    variables: plan.variables, polities, rowPolity, rowYear, cellStart, refs,
    recJson: records.json, recTag: records.tag, recCsvAt, recCsv: records.csv, bytes,
  };
}
