/**
 * dump → validate (registry) → render → write beside → verify → swap. The only write path: dump files, mirrors
 * and the demo generator all come through `loadDatabank`.
 */
import { fieldWithRole, POLITIES_PATH, type CollectionDef } from '../registry/index.js';
import { columnValues } from '../registry/columns.js';
import { buildPieces } from '../render/pieces.js';
import { compareIds, type DatabankWriter, type Store, type StoredRow } from '../store/store.js';
import { prepare, type PolitySeen, type Prepared } from './prepare.js';
import { polityRecord } from './validate.js';
import type { SourceItem } from './source-item.js';

export type { SourceItem } from './source-item.js'; // a source's items, beside RecordSource

/** Where records come from: a dump directory, a mirror, the demo generator. */
export interface RecordSource {
  /** Records of a collection path (or `core/polities`); undefined when the source has none of them. */
  items(path: string): AsyncIterable<SourceItem> | Iterable<SourceItem> | undefined;
  /** Optional, preferred when present: the same records in batches (cheaper than one await per record). */
  batches?(path: string): AsyncIterable<readonly SourceItem[]> | Iterable<readonly SourceItem[]> | undefined;
  /** Optional, preferred over both: records already prepared (`prepare.ts`), e.g. parsed in worker threads. */
  prepared?(path: string): AsyncIterable<readonly Prepared[]> | undefined;
  /**
   * Optional: the records the source says a collection holds (a dump's manifest counts them), with the file that
   * holds them (`where`) and what says so (`by`). A different number read is a problem: a file cut short or mixed up.
   */
  expected?(path: string): { readonly where: string; readonly records: number; readonly by: string } | undefined;
  /** Optional: releases what the source holds (threads reading ahead); called once the load ends, either way. */
  close?(): void;
  /** The source is the synthetic demo: the databank is marked so (Generation.demo). */
  readonly demo?: boolean;
}

type Batches = AsyncIterable<readonly Prepared[]> | Iterable<readonly Prepared[]>;

/** The records of a collection, prepared, in batches; undefined when the source has none (a missing dump file). */
function preparedOf(source: RecordSource, def: CollectionDef): Batches | undefined {
  const ready = source.prepared?.(def.path);
  if (ready) return ready;
  const batches = source.batches?.(def.path);
  if (batches) return prepareAll(def, batches);
  const items = source.items(def.path);
  return items && prepareAll(def, group(items));
}

async function* prepareAll(def: CollectionDef, batches: AsyncIterable<readonly SourceItem[]> | Iterable<readonly SourceItem[]>): AsyncGenerator<Prepared[]> {
  for await (const batch of batches) yield batch.map((item) => prepare(def, item));
}

async function* group(items: AsyncIterable<SourceItem> | Iterable<SourceItem>): AsyncGenerator<readonly SourceItem[]> {
  let batch: SourceItem[] = [];
  for await (const item of items) {
    batch.push(item);
    if (batch.length === 1000) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

export interface LoadOptions {
  /** How many error lines to keep; the total is always counted. */
  readonly maxErrors?: number;
  /** Called as records are read: collection path, records so far in it. */
  readonly onProgress?: (path: string, done: number) => void;
  /** Called when a collection has been read (and, if no problem was found so far, written): path, records read. */
  readonly onCollection?: (path: string, records: number) => void;
  /** Marks the databank as the demo (default: whether the source says it is, `RecordSource.demo`). */
  readonly demo?: boolean;
  /**
   * Called once every record is written and checked, just before the new databank is made current. A failure
   * before it certainly left the databank served as it was; one after it may have come after the swap.
   */
  readonly onCommit?: () => void;
}

export interface LoadReport {
  readonly generation: string;
  readonly counts: Readonly<Record<string, number>>;
  readonly polities: number;
  /** Collections the source did not have at all (served as empty). */
  readonly missing: readonly string[];
}

/** A load that found problems; nothing was loaded. `errors` holds the first `maxErrors`, `total` counts them all. */
export class LoadError extends Error {
  constructor(readonly errors: readonly string[], readonly total: number) {
    super(`${total} problem${total === 1 ? '' : 's'} found; nothing was loaded:\n${errors.join('\n')}` +
      (total > errors.length ? `\n… and ${total - errors.length} more` : ''));
    this.name = 'LoadError';
  }
}

class Problems {
  readonly lines: string[] = [];
  total = 0;
  constructor(readonly max: number) {}
  add(where: string, field: string, problem: string): void {
    this.total++;
    if (this.lines.length < this.max) this.lines.push(`${where}: ${field}: ${problem}`);
  }
}

interface KnownPolity {
  readonly identity: string;
  readonly body: string;
  readonly where: string;
}

/** Writes a collection in API order, with its whole-collection downloads rendered from the same rows. */
function writeCollection(writer: DatabankWriter, def: CollectionDef, rows: StoredRow[]): Promise<void> {
  rows.sort(compareIds);
  return writer.writeCollection(def, rows, buildPieces(def, rows));
}

export async function loadDatabank(store: Store, source: RecordSource, options: LoadOptions = {}): Promise<LoadReport> {
  try {
    return await load(store, source, options);
  } finally {
    source.close?.();
  }
}

async function load(store: Store, source: RecordSource, options: LoadOptions): Promise<LoadReport> {
  const { registry } = store; // the collections to load are the ones the store holds
  const problems = new Problems(options.maxErrors ?? 100);
  const polities = new Map<number, KnownPolity>();
  const fromFile = new Set<number>();
  const missing: string[] = [];
  const counts: Record<string, number> = {};
  // The ids of every collection a field refers to (role `reference`): what such fields must name.
  const targetIds = new Map<string, Set<number | string>>();
  for (const def of registry.collections) for (const f of def.fields) if (f.role === 'reference') targetIds.set(f.target!, new Set());
  const pendingRefs: { where: string; field: string; target: string; id: number }[] = [];
  const otherPolities: { where: string; field: string; other: PolitySeen }[] = [];

  /** Records a nested or listed polity; the same id must always carry the same summary (spec §2.2). */
  const notePolity = (p: PolitySeen, where: string, field: string): void => {
    const known = polities.get(p.id);
    if (!known) polities.set(p.id, { identity: p.identity, body: p.body, where });
    else if (known.identity !== p.identity) problems.add(where, field, `polity ${p.id} differs from its summary at ${known.where}`);
  };
  const report = (p: Prepared): void => {
    for (const { field, problem } of p.problems ?? []) problems.add(p.where, field, problem);
  };
  /** Records read of a collection against what the source says it holds. */
  const counted = (path: string, read: number): void => {
    const expected = source.expected?.(path);
    if (expected && expected.records !== read) {
      problems.add(expected.where, 'records', `holds ${read} record${read === 1 ? '' : 's'}, but ${expected.by} says ${expected.records}`);
    }
  };

  let politiesRead = 0;
  for await (const batch of preparedOf(source, registry.polities) ?? []) {
    for (const p of batch) {
      if (!p.ofFile) politiesRead++;
      report(p);
      if (!p.polity) continue;
      if (fromFile.has(p.polity.id)) problems.add(p.where, 'id', `duplicate polity id ${p.polity.id}`);
      fromFile.add(p.polity.id);
      notePolity(p.polity, p.where, 'record');
    }
  }
  counted(registry.polities.path, politiesRead);

  const writer = await store.beginLoad({ demo: options.demo ?? source.demo === true });
  try {
    for (const def of registry.collections) {
      if (def === registry.polities) continue; // read first (above); written last, with every nested polity
      const batches = preparedOf(source, def);
      if (!batches) missing.push(def.path);
      const rows: StoredRow[] = [];
      const seen = new Map<number | string, string>();
      const ids = targetIds.get(def.path);
      const subject = fieldWithRole(def, 'polity')?.name ?? '';
      let done = 0;
      for await (const batch of batches ?? []) for (const p of batch) {
        if (!p.ofFile && ++done % 10_000 === 0) options.onProgress?.(def.path, done);
        if (p.problems) {
          report(p);
          // What an invalid record's valid fields name still counts, so one problem is reported once.
          if (ids && p.id !== undefined) ids.add(p.id);
          if (p.polity) notePolity(p.polity, p.where, subject);
          continue;
        }
        const first = seen.get(p.key!);
        if (first !== undefined) { problems.add(p.where, 'id', `duplicate id ${JSON.stringify(p.id)} (first at ${first})`); continue; }
        seen.set(p.key!, p.where);
        // Every valid record counts for the fields that refer to it, even when problems elsewhere stop the writing.
        ids?.add(p.id!);
        if (p.polity) notePolity(p.polity, p.where, subject);
        if (p.others) for (const { field, polity } of p.others) otherPolities.push({ where: p.where, field, other: polity });
        if (p.refs) for (const ref of p.refs) pendingRefs.push({ where: p.where, ...ref });
        if (problems.total === 0) rows.push({ id: p.id!, body: p.body!, cols: p.cols! });
      }
      options.onProgress?.(def.path, done);
      counted(def.path, done);
      counts[def.path] = rows.length;
      if (problems.total === 0) await writeCollection(writer, def, rows);
      options.onCollection?.(def.path, done);
    }
    for (const { where, field, target, id } of pendingRefs) {
      // A polity's id is known once any record names the polity (core/polities is read first, and written last).
      const known = target === POLITIES_PATH ? polities.has(id) : targetIds.get(target)!.has(id);
      if (!known) problems.add(where, field, `names reference ${id}, which is not in ${target}`);
    }
    // Known polities are those of core/polities.ndjson and every record's `polity` (see docs/data.md, "Dump format").
    for (const { where, field, other } of otherPolities) {
      const known = polities.get(other.id);
      if (!known) problems.add(where, field, `names polity ${other.id}, which is not a known polity`);
      else if (known.identity !== other.identity) problems.add(where, field, `polity ${other.id} differs from its summary at ${known.where}`);
    }
    if (problems.total > 0) throw new LoadError(problems.lines, problems.total);
    // The polities collection: core/polities.ndjson and every polity a record names, each once (spec §2.2).
    const politiesDef = registry.polities;
    const polityRows = [...polities.entries()].sort((a, b) => a[0] - b[0]).map(([id, p]) => {
      // A polity only seen nested carries its summary: served as the polity record, the rest null.
      const record = polityRecord(politiesDef, JSON.parse(p.body) as Record<string, unknown>);
      return { id, body: JSON.stringify(record), cols: columnValues(politiesDef, record) };
    });
    await writeCollection(writer, politiesDef, polityRows);
    counts[POLITIES_PATH] = polityRows.length;
    options.onCommit?.();
    const gen = await writer.commit();
    return { generation: gen.id, counts, polities: polityRows.length, missing };
  } catch (err) {
    await writer.abort();
    throw err;
  }
}
