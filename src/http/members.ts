/**
 * The part of django-filter's ModelMultipleChoiceFilter that needs the data: every value of a many-to-many parameter
 * must name a record of the related collection (Django's ModelMultipleChoiceField._check_values), or the read is a
 * 400 `Select a valid choice. <value> is not one of the available choices.`, beside the parameters' other messages,
 * in the filters' declaration order.
 */
import { FilterError } from '../plan/errors.js';
import type { ListPlan, MemberCheck } from '../plan/plan.js';
import { pythonInt } from '../plan/python.js';
import type { Generation, Store } from '../store/store.js';

/**
 * The id a value names as Django finds it: `_check_values` selects `pk__in` the values, then keeps a value only if
 * its text is `str(pk)` of a row found, so `05`, `+5` and ` 5` name no row even where 5 is one. Undefined for those,
 * and for ids no stored record can have (beyond ±2^53).
 */
function canonicalId(value: string): number | undefined {
  const n = pythonInt(value);
  if (n === undefined || String(n) !== value) return undefined;
  const id = Number(n);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The first value of `check` (in the query's order) that names no record of its collection, or undefined. */
async function firstUnknown(store: Store, gen: Generation, check: MemberCheck, signal?: AbortSignal): Promise<string | undefined> {
  const def = store.registry.byPath(check.among);
  if (!def) return undefined;
  const ids = new Map<number, string>();
  for (const value of check.values) {
    const id = canonicalId(value);
    if (id === undefined) return value;
    ids.set(id, value);
  }
  const read = (pageSize: number) => store.read(gen, {
    def, where: [{ op: 'in', column: 'id', values: [...ids.keys()] }], order: [], whereKey: `members\0${[...ids.keys()].join(',')}`,
    page: 1, pageSize,
  }, 'rows', signal);
  // One count answers the common case (every id found); only a miss reads the records, to name the first missing.
  const { count } = await read(1);
  if (count === ids.size) return undefined;
  const found = new Set((await read(ids.size)).rows.map((row) => (JSON.parse(row) as { id: number }).id));
  return check.values.find((value) => !found.has(canonicalId(value)!));
}

/** The messages of every check's first unknown value, by parameter. */
async function unknownMembers(store: Store, gen: Generation, checks: readonly MemberCheck[], signal?: AbortSignal): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const check of checks) {
    const value = await firstUnknown(store, gen, check, signal);
    if (value !== undefined) out[check.param] = [`Select a valid choice. ${value} is not one of the available choices.`];
  }
  return out;
}

/** `errors` and `more` as one body, its parameters in `order` (the form's fields, as django-filter reports them). */
function inOrder(order: readonly string[], errors: Readonly<Record<string, readonly string[]>>, more: Record<string, string[]>): Record<string, readonly string[]> {
  const all: Record<string, readonly string[]> = { ...errors, ...more };
  const out: Record<string, readonly string[]> = {};
  for (const param of order) if (all[param]) out[param] = all[param];
  for (const param of Object.keys(all)) if (!out[param]) out[param] = all[param]!;
  return out;
}

/** Throws the 400 of a plan whose many-to-many values name a record no collection holds; returns when all are found. */
export async function requireMembers(store: Store, gen: Generation, checks: readonly MemberCheck[], order: readonly string[], signal?: AbortSignal): Promise<void> {
  if (!checks.length) return;
  const more = await unknownMembers(store, gen, checks, signal);
  if (Object.keys(more).length) throw new FilterError(inOrder(order, {}, more));
}

/** A parser's 400 with the many-to-many messages it could not know yet (FilterError.pending) joined in. */
export async function completeFilterError(store: Store, gen: Generation, error: FilterError): Promise<FilterError> {
  if (!error.pending.length) return error;
  const more = await unknownMembers(store, gen, error.pending);
  return Object.keys(more).length ? new FilterError(inOrder(error.order, error.errors, more)) : error;
}

/**
 * A list plan's many-to-many check, as the API's lists, downloads and HTML list pages all make it: throws the 400
 * (FilterError) naming each value no record has, its parameters in the collection's declaration order.
 */
export function checkMembers(store: Store, gen: Generation, plan: ListPlan, signal?: AbortSignal): Promise<void> {
  if (!plan.members.length) return Promise.resolve();
  return requireMembers(store, gen, plan.members, plan.def.filters.map((f) => f.param), signal);
}
