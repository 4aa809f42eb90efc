/**
 * dump → validate (registry) → render → write beside → verify → swap. The only write path: dump files, mirrors
 * and the demo generator all come through `loadDatabank`.
 */
import { POLITIES_PATH, REGISTRY, type CollectionDef } from '../registry/index.js';
import type { Store, StoredRow } from '../store/store.js';
import { polityIdentity, validatePolity, validateRecord } from './validate.js';

/** One record of a source, with where it came from (`sc/tokens.ndjson:12`) for error messages. */
export type SourceItem = { readonly where: string; readonly value: unknown } | { readonly where: string; readonly error: string };

/** Where records come from: a dump directory, a mirror, the demo generator. */
export interface RecordSource {
  /** Records of a collection path (or `core/polities`); undefined when the source has none of them. */
  items(path: string): AsyncIterable<SourceItem> | Iterable<SourceItem> | undefined;
  /** Optional, preferred when present: the same records in batches (cheaper than one await per record). */
  batches?(path: string): AsyncIterable<readonly SourceItem[]> | Iterable<readonly SourceItem[]> | undefined;
}

type Batches = AsyncIterable<readonly SourceItem[]> | Iterable<readonly SourceItem[]>;

/** The records of `path` in batches: from `batches` when the source has it, else `items` grouped; undefined: none. */
function batchesOf(source: RecordSource, path: string): Batches | undefined {
  const batches = source.batches?.(path);
  if (batches) return batches;
  const items = source.items(path);
  return items && group(items);
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

export async function loadDatabank(store: Store, source: RecordSource, options: LoadOptions = {}): Promise<LoadReport> {
  const problems = new Problems(options.maxErrors ?? 100);
  const polities = new Map<number, KnownPolity>();
  const fromFile = new Set<number>();
  const missing: string[] = [];
  const counts: Record<string, number> = {};
  const referenceIds = new Set<number>();
  const pendingRefs: { where: string; ref: number }[] = [];
  const otherPolities: { where: string; id: number; identity: string }[] = [];

  /** Records a nested or listed polity; the same id must always carry the same summary (spec §2.2). */
  const notePolity = (value: Record<string, unknown>, where: string, field: string): void => {
    const id = value.id as number;
    const identity = polityIdentity(value);
    const known = polities.get(id);
    if (!known) polities.set(id, { identity, body: JSON.stringify(value), where });
    else if (known.identity !== identity) {
      problems.add(where, field, `polity ${id} differs from its summary at ${known.where}`);
    }
  };

  for await (const batch of batchesOf(source, POLITIES_PATH) ?? []) {
    for (const item of batch) {
      if ('error' in item) { problems.add(item.where, 'record', item.error); continue; }
      const found = validatePolity(item.value);
      for (const p of found) problems.add(item.where, p.field, p.problem);
      if (found.length) continue;
      const value = item.value as Record<string, unknown>;
      if (fromFile.has(value.id as number)) problems.add(item.where, 'id', `duplicate polity id ${value.id}`);
      fromFile.add(value.id as number);
      notePolity(value, item.where, 'record');
    }
  }

  const writer = await store.beginLoad();
  try {
    for (const def of REGISTRY) {
      const batches = batchesOf(source, def.path);
      if (!batches) missing.push(def.path);
      const rows: StoredRow[] = [];
      const seen = new Map<number | string, string>();
      let done = 0;
      for await (const batch of batches ?? []) for (const item of batch) {
        if (++done % 10_000 === 0) options.onProgress?.(def.path, done);
        if ('error' in item) { problems.add(item.where, 'record', item.error); continue; }
        const found = validateRecord(def, item.value);
        for (const p of found) problems.add(item.where, p.field, p.problem);
        if (found.length) {
          noteValidParts(def, item.value, found, item.where);
          continue;
        }
        const value = item.value as Record<string, unknown>;
        const id = value.id as number | string;
        // Validated above: an integer, or a UUID in canonical form, whose key is its lower-case text.
        const key = typeof id === 'number' ? id : id.toLowerCase();
        const first = seen.get(key);
        if (first !== undefined) { problems.add(item.where, 'id', `duplicate id ${JSON.stringify(id)} (first at ${first})`); continue; }
        seen.set(key, item.where);
        // Every valid reference counts for citations' `ref`, even when problems elsewhere stop the writing.
        if (def.kind === 'reference') referenceIds.add(id as number);
        checkReferences(def, value, item.where);
        if (problems.total === 0) rows.push({ id, body: JSON.stringify(value) });
      }
      options.onProgress?.(def.path, done);
      counts[def.path] = rows.length;
      if (problems.total === 0) await writer.writeCollection(def, rows);
      options.onCollection?.(def.path, done);
    }
    for (const { where, ref } of pendingRefs) {
      if (!referenceIds.has(ref)) problems.add(where, 'ref', `names reference ${ref}, which is not in core/references`);
    }
    // Known polities are those of core/polities.ndjson and every record's `polity` (see README, "Dump format").
    for (const { where, id, identity } of otherPolities) {
      const known = polities.get(id);
      if (!known) problems.add(where, 'other_polity', `names polity ${id}, which is not a known polity`);
      else if (known.identity !== identity) problems.add(where, 'other_polity', `polity ${id} differs from its summary at ${known.where}`);
    }
    if (problems.total > 0) throw new LoadError(problems.lines, problems.total);
    const polityRows = [...polities.entries()].sort((a, b) => a[0] - b[0]).map(([id, p]) => ({ id, body: p.body }));
    await writer.writePolities(polityRows);
    const gen = await writer.commit();
    return { generation: gen.id, counts, polities: polityRows.length, missing };
  } catch (err) {
    await writer.abort();
    throw err;
  }

  /**
   * An invalid record still names what its valid fields name (its reference id, its polity), so that one problem
   * is reported once, not again at every citation or other_polity that depends on it.
   */
  function noteValidParts(def: CollectionDef, value: unknown, found: readonly { field: string }[], where: string): void {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    const record = value as Record<string, unknown>;
    const bad = (name: string): boolean => found.some((p) => p.field === name || p.field.startsWith(name + '.'));
    if (def.kind === 'reference' && !bad('id')) referenceIds.add(record.id as number);
    if (def.fields.some((f) => f.name === 'polity') && !bad('polity')) notePolity(record.polity as Record<string, unknown>, where, 'polity');
  }

  function checkReferences(def: CollectionDef, value: Record<string, unknown>, where: string): void {
    for (const field of def.fields) {
      if (field.type !== 'polity') continue;
      const summary = value[field.name] as Record<string, unknown>;
      if (field.name === 'polity') notePolity(summary, where, field.name);
      else otherPolities.push({ where, id: summary.id as number, identity: polityIdentity(summary) });
    }
    if (def.kind === 'citation') pendingRefs.push({ where, ref: value.ref as number });
  }
}
