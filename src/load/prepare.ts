/**
 * One record → what the loader needs of it: its problems, or its key and rendered body, plus the polities and
 * reference it names. Pure and per record, so it can run where the line was parsed (a worker thread, for dumps);
 * the checks across records stay in the loader.
 */
import type { CollectionDef } from '../registry/index.js';
import { columnValues, type ColumnValue } from '../registry/columns.js';
import type { SourceItem } from './source-item.js';
import { isPolitySummary, polityIdentity, polityRecord, validatePolity, validateRecord, type Problem } from './validate.js';
import { writtenNumbers, type Written } from './written-numbers.js';

/** A polity summary as the loader compares it (identity: values in spec order) and stores it (body). */
export interface PolitySeen {
  readonly id: number;
  readonly identity: string;
  readonly body: string;
}

export interface Prepared {
  readonly where: string;
  /** Present when the record is invalid: every problem of it. */
  readonly problems?: readonly Problem[];
  /** The record's id (also for an invalid record whose `id` is valid: a reference stays citable). */
  readonly id?: number | string;
  /** Valid records: the lookup key (the integer, or the lower-case UUID text) and the record as it will be served. */
  readonly key?: number | string;
  readonly body?: string;
  /** Valid records: the typed column values (registry `columns`). */
  readonly cols?: readonly ColumnValue[];
  /** A problem of the whole file (its checksum), not of a line: it counts as no record. */
  readonly ofFile?: true;
  /** The polity the record is about (its field of role `polity`; in core/polities, the record itself) when valid. */
  readonly polity?: PolitySeen;
  /** Valid records: the other polities they name (fields of role `polity-ref`, e.g. `other_polity`). */
  readonly others?: readonly { readonly field: string; readonly polity: PolitySeen }[];
  /** Valid records: the records of other collections they name (fields of role `reference`, e.g. a citation's `ref`). */
  readonly refs?: readonly { readonly field: string; readonly target: string; readonly id: number }[];
}

const seen = (value: Record<string, unknown>): PolitySeen =>
  ({ id: value.id as number, identity: polityIdentity(value), body: JSON.stringify(value) });

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Prepares one item of a collection (`core/polities` included: its records are the summaries every record names). */
export function prepare(collection: CollectionDef, item: SourceItem): Prepared {
  const where = item.where;
  if ('error' in item) {
    if (item.field !== undefined) return { where, problems: [{ field: item.field, problem: item.error }], ofFile: true };
    return { where, problems: [{ field: 'record', problem: item.error }] };
  }
  const { value, text } = item;
  const def = collection.kind === 'polity' ? undefined : collection;
  // A polity is the original's polity record, or the 5-key summary an older dump carries (its other fields null).
  const summary = !def && isPolitySummary(value);
  const check = (written?: Written): Problem[] =>
    (def ? validateRecord(def, value, written) : summary ? validatePolity(value, written) : validateRecord(collection, value, written));
  let problems = check();
  const body = problems.length ? undefined
    : JSON.stringify(summary ? polityRecord(collection, value as Record<string, unknown>) : value);
  // JSON.parse reads 5.0 as 5, so only the line shows it. A line that is the record as it will be served (every line
  // of a canonical dump) holds no such number: only other lines are scanned.
  if (text !== undefined && body !== text) {
    const written = writtenNumbers(text);
    if (written) problems = check(written);
  }
  if (!def) {
    if (problems.length) return { where, problems };
    const id = (value as { id: number }).id;
    return { where, id, polity: { id, identity: polityIdentity(value as Record<string, unknown>), body: body! } };
  }
  if (problems.length) return { where, problems, ...validParts(def, value, problems) };
  const record = value as Record<string, unknown>;
  const id = record.id as number | string;
  let polity: PolitySeen | undefined;
  let others: { field: string; polity: PolitySeen }[] | undefined;
  let refs: { field: string; target: string; id: number }[] | undefined;
  for (const f of def.fields) {
    const v = record[f.name];
    if (f.role === 'polity') polity = isObject(v) ? seen(v) : undefined;
    else if (f.role === 'polity-ref' && isObject(v)) (others ??= []).push({ field: f.name, polity: seen(v) });
    else if (f.type === 'polities' && Array.isArray(v)) {
      v.forEach((p, i) => (others ??= []).push({ field: `${f.name}[${i}]`, polity: seen(p as Record<string, unknown>) }));
    }
    else if (f.role === 'reference' && typeof v === 'number') (refs ??= []).push({ field: f.name, target: f.target!, id: v });
  }
  return {
    where, id,
    // Validated: an integer, or a UUID in canonical form, whose key is its lower-case text.
    key: typeof id === 'number' ? id : id.toLowerCase(),
    body: body!,
    cols: columnValues(def, record),
    polity, others, refs,
  };
}

/**
 * What an invalid record still names through its valid fields (its id, the polity it is about), so that one problem
 * is reported once, not again at every citation or other_polity that depends on it.
 */
function validParts(def: CollectionDef, value: unknown, problems: readonly Problem[]): { id?: number | string; polity?: PolitySeen } {
  if (!isObject(value)) return {};
  const bad = (name: string): boolean => problems.some((p) => p.field === name || p.field.startsWith(name + '.'));
  const out: { id?: number | string; polity?: PolitySeen } = {};
  const id = def.fields.find((f) => f.role === 'id');
  if (id && !bad(id.name)) out.id = value[id.name] as number | string;
  const subject = def.fields.find((f) => f.role === 'polity');
  if (subject && !bad(subject.name)) out.polity = seen(value[subject.name] as Record<string, unknown>);
  return out;
}
