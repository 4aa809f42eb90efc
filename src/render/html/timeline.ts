/**
 * A polity's timeline as SVG: an axis over its years, and one labelled bar per coded-variable record over the
 * record's effective years (its own year_from/year_to, else the polity's), coloured by value, disputed values
 * outlined in dashes, uncertain ones hatched, and a <title> (the tooltip) holding tag, comment and description.
 * Presentation attributes only: no style attributes, so the page's CSP needs no 'unsafe-inline'.
 */
import { tagMeaning, type CollectionDef } from '../../registry/index.js';
import { formatYear, formatYears, valueText } from './format.js';
import { html, type Html } from './html.js';
import { plainText } from './sanitize.js';

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

type Years = { start_year: number; end_year: number; long_name: string };

/** A record's effective years: its own, else the polity's. */
function effectiveOf(polity: Years, r: Record<string, unknown>): [number, number] {
  return [typeof r.year_from === 'number' ? r.year_from : polity.start_year, typeof r.year_to === 'number' ? r.year_to : polity.end_year];
}

/** The axis every group's records fit on: the polity's years widened to its records' (one axis for every section). */
export function timelineRange(polity: Years, groups: readonly TimelineGroup[]): [number, number] {
  let lo = polity.start_year, hi = polity.end_year;
  for (const g of groups) for (const r of g.records) {
    const [a, b] = effectiveOf(polity, r);
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

export function timeline(polity: Years, groups: readonly TimelineGroup[], anchor: (def: CollectionDef, id: unknown) => string, options: TimelineOptions = {}): Html {
  const effective = (r: Record<string, unknown>): [number, number] => effectiveOf(polity, r);
  const [lo, hi] = options.range ?? timelineRange(polity, groups);
  const pattern = `uncertain${options.id ? `-${options.id}` : ''}`;
  const span = hi + 1 - lo;
  const plot = WIDTH - LABEL - RIGHT;
  const x = (year: number): number => LABEL + ((year - lo) / span) * plot;
  const shown = groups.filter((g) => g.records.length > 0);
  const rows = shown.reduce((n, g) => n + g.records.length, 0);
  const height = AXIS + shown.length * GROUP + rows * ROW + 8;

  const step = tickStep(span, 8);
  const ticks: Html[] = [];
  // Ticks at years within the axis (a label at its right end would be cut in half).
  for (let t = Math.ceil(lo / step) * step; t <= hi; t += step) {
    const tx = round(x(t));
    ticks.push(html`<g class="tick"><line x1="${tx}" x2="${tx}" y1="${AXIS - 6}" y2="${height}" stroke="#d0d4da" stroke-width="1"/><text x="${tx}" y="${AXIS - 10}" text-anchor="middle" font-size="11" fill="#444">${formatYear(t)}</text></g>`);
  }

  const body: Html[] = [];
  let y = AXIS;
  for (const g of shown) {
    body.push(html`<text class="group" x="4" y="${y + 16}" text-anchor="start" font-size="12" font-weight="bold">${g.def.label}</text>`);
    y += GROUP;
    for (const r of g.records) {
      const [from, to] = effective(r);
      const a = Math.min(from, to), b = Math.max(from, to);
      const value = valueText(g.def, r);
      const colour = colourOf(g.def, value);
      const bx = round(x(a)), bw = Math.max(2, round(x(b + 1) - x(a)));
      const marks = [r.is_disputed ? 'disputed' : '', r.is_uncertain ? 'uncertain' : ''].filter(Boolean);
      const label = truncate(value || '(no value)', 34) + (marks.length ? ` (${marks.join(', ')})` : '');
      const tag = String(r.tag ?? '');
      const meaning = tagMeaning(tag);
      const own = typeof r.year_from === 'number' || typeof r.year_to === 'number';
      const tip = [
        html`${g.def.label}: ${value}`,
        html`${formatYears(a, b)}${own ? '' : ' (the whole polity)'}`,
        html`Tag: ${tag}${meaning ? ` (${meaning})` : ''}`,
        ...marks.map((m) => html`${m[0]!.toUpperCase() + m.slice(1)}`),
        typeof r.comment === 'string' && r.comment !== 'EMPTY_COMMENT' && r.comment !== '' ? html`Comment: ${plainText(r.comment)}` : '',
        typeof r.description === 'string' && r.description !== '' ? html`Description: ${plainText(r.description)}` : '',
      ].filter((t) => t !== '');
      body.push(html`<a class="bar" href="${anchor(g.def, r.id)}" data-collection="${g.def.path}" data-id="${String(r.id)}" data-from="${a}" data-to="${b}"${r.is_disputed ? html` data-disputed=""` : ''}${r.is_uncertain ? html` data-uncertain=""` : ''}><title>${tip.map((t, i) => html`${i ? '\n' : ''}${t}`)}</title>
<text x="${LABEL - 8}" y="${y + 14}">${label}</text>
<rect x="${bx}" y="${y + 3}" width="${bw}" height="${ROW - 6}" rx="2" fill="${colour}"${r.is_disputed ? html` stroke="#b00020" stroke-width="2" stroke-dasharray="4 2"` : ''}/>${r.is_uncertain
  ? html`<rect x="${bx}" y="${y + 3}" width="${bw}" height="${ROW - 6}" rx="2" fill="url(#${pattern})"/>` : ''}</a>`);
      y += ROW;
    }
  }
  const ps = round(x(polity.start_year)), pw = round(x(polity.end_year + 1) - x(polity.start_year));
  return html`<figure class="timeline">
<div class="timeline-scroll"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="group" aria-label="Timeline of ${polity.long_name}: ${rows} records, ${formatYears(polity.start_year, polity.end_year)}" font-family="system-ui, sans-serif">
<defs><pattern id="${pattern}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#ffffff" fill-opacity="0.55"/></pattern></defs>
<rect class="polity-span" x="${ps}" y="${AXIS - 4}" width="${pw}" height="${height - AXIS + 4}" fill="#eef2f7"/>
${ticks}
<g class="bars" text-anchor="end" font-size="11" fill="#222">${body}</g>
</svg></div>
${options.caption === false ? '' : html`<figcaption>${timelineCaption(polity, rows)}</figcaption>`}
</figure>`;
}

/** What a timeline shows and its key: under one timeline, or once above a page's several. */
export function timelineCaption(polity: Years, rows: number): Html {
  return html`${rows} record${rows === 1 ? '' : 's'} over ${formatYears(polity.start_year, polity.end_year)} (shaded: the polity's own years). A bar spans a record's years, or the whole polity where it has none.
<span class="key"><svg width="28" height="12" aria-hidden="true"><rect x="1" y="1" width="26" height="10" fill="#0072B2" stroke="#b00020" stroke-width="2" stroke-dasharray="4 2"/></svg> disputed</span>
<span class="key"><svg width="28" height="12" aria-hidden="true"><defs><pattern id="uncertain-key" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#ffffff" fill-opacity="0.55"/></pattern></defs><rect x="1" y="1" width="26" height="10" fill="#0072B2"/><rect x="1" y="1" width="26" height="10" fill="url(#uncertain-key)"/></svg> uncertain</span>
<span class="screen-only">Point at a bar for its tag, comment and description; follow it to the record.</span>`;
}
