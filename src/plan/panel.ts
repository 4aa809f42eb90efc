/**
 * The panel's plan (docs/research.md, "Panel"): polities × sampled years, chosen coded variables as columns. The
 * request is parsed once into a plain value with canonical keys, or into django-filter's 400 (`{"param":
 * ["message"]}`, every invalid parameter at once). The polities are chosen by the polities' own plan (their filters,
 * `polity` among them), so every filter of core/polities reads here as it reads on its list.
 */
import { ignoredParams } from './ignored.js';
import type { CollectionDef, Registry } from '../registry/index.js';
import { FilterError } from './errors.js';
import { cleanInteger, negotiate, parseFormat, parseListPlan } from './parse.js';
import { pythonInt } from './python.js';
import type { Format, ListPlan } from './plan.js';
import { lastValue, linkQuery, type QueryPairs } from './query.js';
import { pageSize, tooLong } from './values.js';

/** The most years one panel samples (`from`, `to`, `step`): more is a 400. */
export const MAX_PANEL_YEARS = 10_000;
/**
 * The most cells (rows × variables) one panel may have: past it, a 400 saying how to narrow it. Measured on the 20x
 * demo (docs/research.md, "Panel"): the whole section Social Complexity every year (3.2 million cells, 5.7 million
 * records shown) took 5.6 s to make and answer as CSV, its CSV 71 MB; every 2 years (1.6 million) 2.8 s; every 100
 * years (33,000 cells) 0.5 s. Two million cells is then at most about 3.5 s of one thread, in chunks of milliseconds.
 */
export const MAX_PANEL_CELLS = 2_000_000;
/** Rows per JSON page by default, and at most (`page_size`). */
export const PANEL_PAGE_SIZE = 100;
export const PANEL_MAX_PAGE_SIZE = 1000;
/** Years beyond this (either sign) are refused: no polity is that old, and the arithmetic stays exact. */
const YEAR_BOUND = 1_000_000_000;

export interface PanelYears {
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

export interface PanelPlan {
  readonly kind: 'panel';
  /** The columns, in order: `variables` as named, then those of `section` and `subsection` in registry order, each once. */
  readonly variables: readonly CollectionDef[];
  readonly years: PanelYears;
  /** The polities' own plan: its filters choose the rows' polities (`where`, `members`), in core/polities order. */
  readonly polities: ListPlan;
  readonly format: Format;
  readonly page: number | 'last';
  readonly pageSize: number;
  /** Every parameter of the request, kept in the `next`/`previous` links. */
  readonly query: QueryPairs;
  /** What the grid depends on (variables, years, polities' filters), whatever the format and page. */
  readonly gridKey: string;
  /** Canonical key of the answer: the grid's, the format, and for JSON the page, its size and the links' query. */
  readonly key: string;
  /** The query holds parameters the panel does not read: answered, never kept. */
  readonly stray: boolean;
  /** The parameters it does not read, in query order, each once (X-Ignored-Parameters). */
  readonly ignored: readonly string[];
}

/** The panel's own parameters (besides the polities' filters). */
const OWN = ['variables', 'section', 'subsection', 'from', 'to', 'step', 'page', 'page_size', 'format'] as const;
const FORMATS: Readonly<Record<string, Format>> = { api: 'json', json: 'json', csv: 'csv', ndjson: 'ndjson' };
const REQUIRED = 'This field is required.';
const WHOLE_NUMBER = 'Enter a whole number.';

/** The parameters the polities' plan reads: their filters and `search` (not their page, format or ordering). */
function polityParams(polities: CollectionDef): ReadonlySet<string> {
  return new Set([...polities.filters.map((f) => f.param), ...(polities.search.length ? ['search'] : [])]);
}

/** Every parameter the panel reads: its own and the polities' filters (what is not among them is ignored). */
export function panelParams(registry: Registry): ReadonlySet<string> {
  return new Set([...OWN, ...polityParams(registry.polities)]);
}

/** A panel request → its plan, or FilterError (400) naming every invalid parameter. */
export function parsePanelPlan(registry: Registry, query: QueryPairs, accept?: string): PanelPlan {
  const format = parseFormat(query, FORMATS) ?? negotiate(accept);
  const errors: Record<string, string[]> = {};
  const variables = chosenVariables(registry, query, errors);
  const years = sampledYears(query, errors);
  const ofPolities = polityParams(registry.polities);
  let polities: ListPlan | undefined;
  try {
    polities = parseListPlan(registry.polities, query.filter(([name]) => ofPolities.has(name)));
  } catch (error) {
    if (!(error instanceof FilterError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (Object.keys(errors).length || !years || !polities) throw new FilterError(errors);
  const gridKey = JSON.stringify([variables.map((d) => d.path), years.from, years.to, years.step, polities.whereKey]);
  const ignored = ignoredParams(query, panelParams(registry));
  const stray = ignored.length > 0;
  if (format !== 'json') {
    return { kind: 'panel', variables, years, polities, format, page: 1, pageSize: PANEL_PAGE_SIZE, query, gridKey, key: `panel\0${format}\0${gridKey}`, stray, ignored };
  }
  const size = pageSize(lastValue(query, 'page_size'), PANEL_PAGE_SIZE, PANEL_MAX_PAGE_SIZE);
  const page = pageOf(lastValue(query, 'page'));
  const rest = linkQuery(query.filter(([name]) => name !== 'page'), undefined);
  return { kind: 'panel', variables, years, polities, format, page, pageSize: size, query, gridKey, key: `panel\0json\0${gridKey}\0${size}\0${page}\0${rest}`, stray, ignored };
}

/** DRF's page number: `last`, or what Python's int() reads (anything else is page 0: `Invalid page.`; `2.0` too). */
function pageOf(raw: string | undefined): number | 'last' {
  if (raw === undefined) return 1;
  if (raw === 'last') return 'last';
  const n = pythonInt(raw);
  return n === undefined || n < 1n ? 0 : n > 1_000_000_000n ? 1_000_000_000 : Number(n);
}

/** Every value of a repeatable, comma-separated parameter, in order, empty items skipped. */
function listValues(query: QueryPairs, name: string): string[] {
  return query.filter(([n]) => n === name).flatMap(([, v]) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

const invalidChoice = (value: string): string => `Select a valid choice. ${value} is not one of the available choices.`;

/**
 * The variables: `variables` (paths of coded variables, an alias naming its collection), then every coded variable
 * of each `section` and `subsection` (as the registry spells them) in registry order; each once, in that order.
 */
function chosenVariables(registry: Registry, query: QueryPairs, errors: Record<string, string[]>): CollectionDef[] {
  const chosen = new Set<CollectionDef>();
  const named = { variables: listValues(query, 'variables'), section: listValues(query, 'section'), subsection: listValues(query, 'subsection') };
  if (!named.variables.length && !named.section.length && !named.subsection.length) {
    errors.variables = [REQUIRED];
    return [];
  }
  const coded = registry.collections.filter((d) => d.kind === 'coded');
  for (const path of named.variables) {
    const def = registry.byPath(path);
    if (def?.kind === 'coded') chosen.add(def);
    else if (!errors.variables) errors.variables = [invalidChoice(tooLong(path) ? `${path.slice(0, 50)}…` : path)]; // the first, as Django's
  }
  for (const param of ['section', 'subsection'] as const) {
    for (const name of named[param]) {
      const defs = coded.filter((d) => d[param] === name);
      if (!defs.length && !errors[param]) errors[param] = [invalidChoice(name.length > 200 ? `${name.slice(0, 50)}…` : name)];
      for (const def of defs) chosen.add(def);
    }
  }
  return [...chosen];
}

/** `from`, `to` (required, inclusive) and `step` (default 100): the sampled years, or undefined with errors. */
function sampledYears(query: QueryPairs, errors: Record<string, string[]>): PanelYears | undefined {
  const read = (name: string, required: boolean): number | undefined => {
    const raw = lastValue(query, name);
    if (raw === undefined || raw.trim() === '') {
      if (required) errors[name] = [REQUIRED];
      return undefined;
    }
    const n = tooLong(raw) ? undefined : cleanInteger(raw);
    if (n === undefined) errors[name] = [WHOLE_NUMBER];
    else if (n > BigInt(YEAR_BOUND)) errors[name] = [`Ensure this value is less than or equal to ${YEAR_BOUND}.`];
    else if (n < BigInt(-YEAR_BOUND)) errors[name] = [`Ensure this value is greater than or equal to ${-YEAR_BOUND}.`];
    else return Number(n);
    return undefined;
  };
  const from = read('from', true), to = read('to', true), given = read('step', false);
  const step = given ?? (errors.step ? undefined : 100);
  if (step !== undefined && step < 1) {
    errors.step = ['Ensure this value is greater than or equal to 1.'];
    return undefined;
  }
  if (from === undefined || to === undefined || step === undefined) return undefined;
  if (to < from) {
    errors.to = [`Ensure this value is greater than or equal to ${from}.`];
    return undefined;
  }
  const count = Math.floor((to - from) / step) + 1;
  if (count > MAX_PANEL_YEARS) {
    errors.step = [`Ensure from, to and step sample at most ${MAX_PANEL_YEARS} years (from ${from} to ${to} every ${step} is ${count}): choose a larger step or a shorter span.`];
    return undefined;
  }
  return { from, to, step };
}
