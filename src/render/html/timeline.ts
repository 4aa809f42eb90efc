/**
 * A polity's timeline as SVG: an axis over its years, and one labelled bar per coded-variable record over the
 * record's effective years (its own years, else the polity's), coloured by value, disputed values outlined in dashes,
 * uncertain ones hatched, and a <title> (the tooltip) holding the value's label and code, its years, tag and marks.
 * Fields are read by role (registry `codedRoles`); values show their vocabulary's label, placeholders their meaning.
 * Presentation attributes only: no style attributes, so the page's CSP needs no 'unsafe-inline'.
 */
import {
  codedRoles, placeholderMeaning, politySummary, tagMeaning, valueLabel, type CollectionDef, type FieldDef, type Registry,
} from '../../registry/index.js';
import { sameWords } from './cells.js';
import { formatYear, formatYears } from './format.js';
import { esc, flat, html, trusted, type Html } from './html.js';

export interface TimelineGroup {
  readonly def: CollectionDef;
  readonly records: readonly Record<string, unknown>[];
}

const WIDTH = 960;
const LABEL = 250;
const RIGHT = 20;
const ROW = 20;
const GROUP = 24;
const AXIS = 34;

/** Okabe–Ito: distinguishable with the common colour-vision deficiencies. */
const PALETTE = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#8C6D31', '#6B4C9A', '#117733', '#999999'];
/** Colours of tokens' vocabulary, by value (a Map: a value is any string, `constructor` included). */
const FIXED: ReadonlyMap<string, string> = new Map([['present', '#009E73'], ['absent', '#D55E00'], ['uncoded', '#999999'], ['NO_VALUE_ON_WIKI', '#999999']]);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The colour of a value: fixed for tokens' vocabulary, else stable per collection and value. */
export function colourOf(def: CollectionDef, value: string): string {
  return FIXED.get(value) ?? PALETTE[hash(`${def.path}\0${value}`) % (PALETTE.length - 1)]!;
}

/** A step of 1, 2 or 5 × 10^k giving about `target` ticks over `span` years. */
function tickStep(span: number, target: number): number {
  const raw = Math.max(1, span / target);
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * mag >= raw) return m * mag;
  return 10 * mag;
}

const round = (n: number): number => Math.round(n * 10) / 10;

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The polity as a timeline shows it: its name for people and its years (known: the page fills in missing ones). */
export interface TimelinePolity {
  readonly longName: string;
  readonly from: number;
  readonly to: number;
}

type Rec = Record<string, unknown>;

/** A record's own years, where it has them (`[null, null]`: it applies to the whole polity). */
function ownOf(def: CollectionDef, r: Rec): [number | null, number | null] {
  const own = codedRoles(def).years;
  const from = own && r[own.from], to = own && r[own.to];
  return [typeof from === 'number' ? from : null, typeof to === 'number' ? to : null];
}

/** A record's effective years: its own, else the polity's. */
function effectiveOf(polity: TimelinePolity, def: CollectionDef, r: Rec): [number, number] {
  const [from, to] = ownOf(def, r);
  return [from ?? polity.from, to ?? polity.to];
}

/** One value for a reader: a placeholder's meaning, a vocabulary value's label (and its code, `withCode`), else as is. */
export function fieldText(registry: Registry, field: FieldDef, v: unknown, withCode: boolean): string {
  if (v === null || v === undefined) return '';
  const meaning = placeholderMeaning(field, v);
  if (meaning !== undefined) return meaning;
  if (typeof v === 'object') return `→ ${politySummary(v).longName ?? ''}`;
  const label = valueLabel(registry, field, v);
  return label === undefined ? String(v) : withCode && !sameWords(label, String(v)) ? `${label} (${String(v)})` : label;
}

/** A record's value as one short text with labels: `Present`, `vassalage → Roman Republic`, `509 BCE – 27 BCE`. */
export function labelledValue(registry: Registry, def: CollectionDef, r: Rec, withCode = false): string {
  const names = def.valueFields;
  if (def.valueIsRange) {
    const from = r[names[0]!], to = r[names[1]!];
    return typeof from === 'number' && typeof to === 'number' ? formatYears(from, to) : '';
  }
  let out = '';
  for (const f of valueFieldsOf(def)) {
    const t = fieldText(registry, f, r[f.name], withCode);
    if (t !== '') out = out === '' ? t : `${out} ${t}`;
  }
  return out;
}

/** A collection's value fields in its fields' order, found once per collection (a page reads them for every bar). */
function valueFieldsOf(def: CollectionDef): readonly FieldDef[] {
  let fields = VALUE_FIELDS.get(def);
  if (!fields) VALUE_FIELDS.set(def, (fields = def.fields.filter((f) => def.valueFields.includes(f.name))));
  return fields;
}
const VALUE_FIELDS = new WeakMap<CollectionDef, readonly FieldDef[]>();

/** The axis every group's records fit on: the polity's years widened to its records' (one axis for every section). */
export function timelineRange(polity: TimelinePolity, groups: readonly TimelineGroup[]): [number, number] {
  let lo = polity.from, hi = polity.to;
  for (const g of groups) for (const r of g.records) {
    const [a, b] = effectiveOf(polity, g.def, r);
    lo = Math.min(lo, a, b);
    hi = Math.max(hi, a, b);
  }
  return [lo, hi];
}

export interface TimelineOptions {
  /** The axis (timelineRange), shared by the timelines of one page so that they line up. */
  readonly range?: readonly [number, number];
  /** Makes the SVG's ids unique on a page of several timelines. */
  readonly id?: string;
  /** The caption with its key (false: the page shows `timelineCaption` once). */
  readonly caption?: boolean;
}

/** Where the bars go: the plot's x of a year, and the hatch pattern's id. */
interface Plot {
  readonly registry: Registry;
  readonly polity: TimelinePolity;
  readonly x: (year: number) => number;
  readonly pattern: string;
  readonly anchor: (def: CollectionDef, id: unknown) => string;
}

/** What every bar of a collection shares, made once per collection (escaped), not once per record. */
interface BarParts {
  /** `" data-collection="<path>" data-id="` */
  readonly collection: string;
  /** The tooltip's first words: `<label>: ` */
  readonly title: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly tag: string | undefined;
  readonly disputed: string | undefined;
  readonly uncertain: string | undefined;
}
const BAR_PARTS = new WeakMap<CollectionDef, BarParts>();

function barParts(def: CollectionDef): BarParts {
  let parts = BAR_PARTS.get(def);
  if (!parts) {
    const { years, tag, disputed, uncertain } = codedRoles(def);
    parts = {
      collection: `" data-collection="${esc(def.path)}" data-id="`, title: `${esc(def.label)}: `,
      from: years?.from, to: years?.to, tag: tag?.name, disputed: disputed?.name, uncertain: uncertain?.name,
    };
    BAR_PARTS.set(def, parts);
  }
  return parts;
}

/**
 * The tooltip's lines (escaped text): the value with its label and code, the years, the tag and its meaning, the
 * marks. Not the record's comment and description: the bar links to its row, which shows them (repeating them here
 * was a twentieth of the page and a fifth of its CPU).
 */
function tooltip(plot: Plot, def: CollectionDef, parts: BarParts, r: Rec, a: number, b: number, disputed: boolean, uncertain: boolean): string {
  const whole = (parts.from === undefined || typeof r[parts.from] !== 'number') && (parts.to === undefined || typeof r[parts.to] !== 'number');
  let out = `${parts.title}${esc(labelledValue(plot.registry, def, r, true) || '(no value)')}\n${esc(formatYears(a, b))}${whole ? ' (the whole polity)' : ''}`;
  if (parts.tag !== undefined) {
    const tagValue = String(r[parts.tag] ?? '');
    const meaning = tagMeaning(tagValue);
    out += `\nTag: ${esc(tagValue)}${meaning ? ` (${esc(meaning)})` : ''}`;
  }
  if (disputed) out += '\nDisputed';
  if (uncertain) out += '\nUncertain';
  return out;
}

const DISPUTED_STROKE = ' stroke="#b00020" stroke-width="2" stroke-dasharray="4 2"';

/**
 * One record's bar: its label, its span coloured by value, its marks, its tooltip; a link to its row. One string
 * (every text from the data through `esc`, the rest numbers and our constants), not a template per part: a page
 * draws hundreds of bars.
 */
function bar(plot: Plot, def: CollectionDef, r: Rec, y: number): string {
  const parts = barParts(def);
  const [from, to] = effectiveOf(plot.polity, def, r);
  const a = Math.min(from, to), b = Math.max(from, to);
  const isDisputed = parts.disputed !== undefined && Boolean(r[parts.disputed]);
  const isUncertain = parts.uncertain !== undefined && Boolean(r[parts.uncertain]);
  const shown = labelledValue(plot.registry, def, r);
  const colour = colourOf(def, valueKey(def, r));
  const bx = round(plot.x(a)), bw = Math.max(2, round(plot.x(b + 1) - plot.x(a)));
  const label = truncate(shown || '(no value)', 34) + (isDisputed ? (isUncertain ? ' (disputed, uncertain)' : ' (disputed)') : isUncertain ? ' (uncertain)' : '');
  const rect = `<rect x="${bx}" y="${y + 3}" width="${bw}" height="${ROW - 6}" rx="2" fill="`;
  return `<a class="bar" href="${esc(plot.anchor(def, r.id))}${parts.collection}${esc(String(r.id))}" data-from="${a}" data-to="${b}"${isDisputed ? ' data-disputed=""' : ''}${isUncertain ? ' data-uncertain=""' : ''}><title>${tooltip(plot, def, parts, r, a, b, isDisputed, isUncertain)}</title>
<text x="${LABEL - 8}" y="${y + 14}">${esc(label)}</text>
${rect}${esc(colour)}"${isDisputed ? DISPUTED_STROKE : ''}/>${isUncertain ? `${rect}url(#${esc(plot.pattern)})"/>` : ''}</a>`;
}

/** The value a bar's colour keys on: the raw values (a label may change; the colour of a code stays). */
function valueKey(def: CollectionDef, r: Rec): string {
  return def.valueFields.map((name) => {
    const v = r[name];
    return v === null || v === undefined ? '' : typeof v === 'object' ? String(politySummary(v).id) : String(v);
  }).filter((t) => t !== '').join(' ');
}

/** The axis's ticks at round years within it (a label at its right end would be cut in half). */
function ticks(x: (year: number) => number, lo: number, hi: number, height: number): Html[] {
  const step = tickStep(hi + 1 - lo, 8);
  const out: Html[] = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) {
    const tx = round(x(t));
    out.push(html`<g class="tick"><line x1="${tx}" x2="${tx}" y1="${AXIS - 6}" y2="${height}" stroke="#d0d4da" stroke-width="1"/><text x="${tx}" y="${AXIS - 10}" text-anchor="middle" font-size="11" fill="#444">${formatYear(t)}</text></g>`);
  }
  return out;
}

export function timeline(
  registry: Registry, polity: TimelinePolity, groups: readonly TimelineGroup[], anchor: (def: CollectionDef, id: unknown) => string,
  options: TimelineOptions = {},
): Html {
  const [lo, hi] = options.range ?? timelineRange(polity, groups);
  const span = hi + 1 - lo;
  const x = (year: number): number => LABEL + ((year - lo) / span) * (WIDTH - LABEL - RIGHT);
  const plot: Plot = { registry, polity, x, pattern: `uncertain${options.id ? `-${options.id}` : ''}`, anchor };
  const shown = groups.filter((g) => g.records.length > 0);
  const rows = shown.reduce((n, g) => n + g.records.length, 0);
  const height = AXIS + shown.length * GROUP + rows * ROW + 8;
  let body = '';
  let y = AXIS;
  for (const g of shown) {
    body += `<text class="group" x="4" y="${y + 16}" text-anchor="start" font-size="12" font-weight="bold">${esc(g.def.label)}</text>`;
    y += GROUP;
    for (const r of g.records) {
      body += flat(bar(plot, g.def, r, y));
      y += ROW;
    }
  }
  const ps = round(x(polity.from)), pw = round(x(polity.to + 1) - x(polity.from));
  return html`<figure class="timeline">
<div class="timeline-scroll"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="group" aria-label="Timeline of ${polity.longName}: ${rows} records, ${formatYears(polity.from, polity.to)}" font-family="system-ui, sans-serif">
<defs><pattern id="${plot.pattern}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#ffffff" fill-opacity="0.55"/></pattern></defs>
<rect class="polity-span" x="${ps}" y="${AXIS - 4}" width="${pw}" height="${height - AXIS + 4}" fill="#eef2f7"/>
${ticks(x, lo, hi, height)}
<g class="bars" text-anchor="end" font-size="11" fill="#222">${trusted(body)}</g>
</svg></div>
${options.caption === false ? '' : html`<figcaption>${timelineCaption(polity, rows)}</figcaption>`}
</figure>`;
}

/** What a timeline shows and its key: under one timeline, or once above a page's several. */
export function timelineCaption(polity: TimelinePolity, rows: number): Html {
  return html`${rows} record${rows === 1 ? '' : 's'} over ${formatYears(polity.from, polity.to)} (shaded: the polity's own years). A bar spans a record's years, or the whole polity where it has none.
<span class="key"><svg width="28" height="12" aria-hidden="true"><rect x="1" y="1" width="26" height="10" fill="#0072B2" stroke="#b00020" stroke-width="2" stroke-dasharray="4 2"/></svg> disputed</span>
<span class="key"><svg width="28" height="12" aria-hidden="true"><defs><pattern id="uncertain-key" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#ffffff" fill-opacity="0.55"/></pattern></defs><rect x="1" y="1" width="26" height="10" fill="#0072B2"/><rect x="1" y="1" width="26" height="10" fill="url(#uncertain-key)"/></svg> uncertain</span>
<span class="screen-only">Point at a bar for its value, years and tag; follow it to the record's row, with its comment and description.</span>`;
}
