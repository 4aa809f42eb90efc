/**
 * The panel's bytes (docs/research.md, "Panel"), from its grid (store/panel.ts): JSON rows (a page's `results`, or
 * NDJSON lines), and CSV (RFC 4180, CRLF, null an empty cell).
 *
 * JSON row: `{"polity": {"id","name","long_name"}, "year": 500, "cells": {"<path>": {"values": [<value object>, …],
 * "tags": ["TRS", …], "records": 1}, …}}`, cells in variable order, values and tags in record order.
 * CSV columns: `polity.id,polity.name,polity.long_name,year`, then per variable: one value field → `<path>`, several →
 * `<path>.<field>` each; then `<path>.tag` and `<path>.records`. A cell of several records joins their values (and
 * tags) with `|`, in record order; none is an empty value and `0` records.
 */
import { POLITY_DISPLAY } from '../registry/index.js';
import type { PanelGrid } from '../store/panel.js';

/** A field as RFC 4180 writes it: in double quotes, quotes doubled, when it holds a comma, quote, CR or LF. */
function quote(text: string): string {
  return /[",\r\n]/.test(text) ? '"' + text.replace(/"/g, '""') + '"' : text;
}

/** A display value of a polity as a CSV cell. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  return quote(typeof value === 'string' ? value : JSON.stringify(value));
}

/** The CSV header row, CRLF included. */
export function panelCsvHeader(grid: PanelGrid): string {
  const names = [...POLITY_DISPLAY.map((f) => `polity.${f}`), 'year'];
  for (const def of grid.variables) {
    if (def.valueFields.length === 1) names.push(def.path);
    else for (const field of def.valueFields) names.push(`${def.path}.${field}`);
    names.push(`${def.path}.tag`, `${def.path}.records`);
  }
  return names.map(quote).join(',') + '\r\n';
}

/**
 * Per record of a grid, the CSV text of a cell it fills alone (`,<value>…,<tag>,1`) and per variable that of an empty
 * cell, made once per grid: most cells are one of these, so a row is a join of texts already made.
 */
interface CsvTexts {
  /** Made as the records are first met (not all at once: a grid of 100,000 records would hold the thread). */
  readonly alone: (string | undefined)[];
  readonly empty: readonly string[];
  readonly polities: readonly string[];
}
const csvTexts = new WeakMap<PanelGrid, CsvTexts>();

function csvTextsOf(grid: PanelGrid): CsvTexts {
  let texts = csvTexts.get(grid);
  if (texts) return texts;
  const alone = new Array<string | undefined>(grid.recJson.length);
  const empty = grid.variables.map((d) => ','.repeat(d.valueFields.length + 1) + ',0');
  const polities = grid.polities.map((p) => p.display.map(plain).join(','));
  csvTexts.set(grid, (texts = { alone, empty, polities }));
  return texts;
}

/** The CSV text of a cell that record `r` fills alone. */
function aloneCsv(grid: PanelGrid, r: number): string {
  let text = '';
  for (let i = grid.recCsvAt[r]!; i < grid.recCsvAt[r + 1]!; i++) text += ',' + quote(grid.recCsv[i]!);
  return `${text},${quote(grid.recTag[r] ?? '')},1`;
}

/** The CSV text of a cell of several records: each field's values, then the tags, joined with `|` in record order. */
function severalCsv(grid: PanelGrid, fields: number, first: number, end: number): string {
  let text = '';
  for (let f = 0; f < fields; f++) {
    const values: string[] = [];
    for (let i = first; i < end; i++) values.push(grid.recCsv[grid.recCsvAt[grid.refs[i]!]! + f]!);
    text += ',' + quote(values.join('|'));
  }
  const tags: string[] = [];
  for (let i = first; i < end; i++) tags.push(grid.recTag[grid.refs[i]!] ?? '');
  return `${text},${quote(tags.join('|'))},${end - first}`;
}

/** Rows [from, to) as CSV lines, CRLF after each. */
export function panelCsvRows(grid: PanelGrid, from: number, to: number): string {
  const width = grid.variables.length;
  const fields = grid.variables.map((d) => d.valueFields.length);
  const texts = csvTextsOf(grid);
  const parts: string[] = [];
  for (let row = from; row < to; row++) {
    parts.push(texts.polities[grid.rowPolity[row]!]!, ',', String(grid.rowYear[row]!));
    for (let v = 0, c = row * width; v < width; v++, c++) {
      const first = grid.cellStart[c]!, end = grid.cellStart[c + 1]!;
      const r = grid.refs[first]!;
      parts.push(end === first ? texts.empty[v]! : end === first + 1 ? (texts.alone[r] ??= aloneCsv(grid, r)) : severalCsv(grid, fields[v]!, first, end));
    }
    parts.push('\r\n');
  }
  return parts.join('');
}

/** Per record, the end of a JSON cell it fills alone (`<value>],"tags":["TRS"],"records":1}`); per variable its key's text and an empty cell's. */
interface JsonTexts {
  /** Made as the records are first met. */
  readonly alone: (string | undefined)[];
  readonly keys: readonly string[];
  readonly empty: readonly string[];
}
const jsonTexts = new WeakMap<PanelGrid, JsonTexts>();

const tagJson = (tag: string | null | undefined): string => (tag === null || tag === undefined ? 'null' : JSON.stringify(tag));

function jsonTextsOf(grid: PanelGrid): JsonTexts {
  let texts = jsonTexts.get(grid);
  if (texts) return texts;
  const alone = new Array<string | undefined>(grid.recJson.length);
  const keys = grid.variables.map((d, v) => `${v ? ',' : ''}${JSON.stringify(d.path)}:{"values":[`);
  const empty = keys.map((key) => `${key}],"tags":[],"records":0}`);
  jsonTexts.set(grid, (texts = { alone, keys, empty }));
  return texts;
}

/** The end of a JSON cell of several records, after its key: values and tags in record order. */
function severalJson(grid: PanelGrid, first: number, end: number): string {
  const values: string[] = [], tags: string[] = [];
  for (let i = first; i < end; i++) {
    values.push(grid.recJson[grid.refs[i]!]!);
    tags.push(tagJson(grid.recTag[grid.refs[i]!]));
  }
  return `${values.join(',')}],"tags":[${tags.join(',')}],"records":${end - first}}`;
}

/** Rows [from, to) as JSON texts, each followed by `after` (`,` inside a page, LF for NDJSON; `last` after the last). */
export function panelJsonRows(grid: PanelGrid, from: number, to: number, after: string, last = after): string {
  const width = grid.variables.length;
  const texts = jsonTextsOf(grid);
  const parts: string[] = [];
  for (let row = from; row < to; row++) {
    parts.push('{"polity":', grid.polities[grid.rowPolity[row]!]!.json, ',"year":', String(grid.rowYear[row]!), ',"cells":{');
    for (let v = 0, c = row * width; v < width; v++, c++) {
      const first = grid.cellStart[c]!, end = grid.cellStart[c + 1]!;
      if (end === first) parts.push(texts.empty[v]!);
      else if (end > first + 1) parts.push(texts.keys[v]!, severalJson(grid, first, end));
      else {
        const r = grid.refs[first]!;
        parts.push(texts.keys[v]!, (texts.alone[r] ??= `${grid.recJson[r]!}],"tags":[${tagJson(grid.recTag[r])}],"records":1}`));
      }
    }
    parts.push('}}', row === to - 1 ? last : after);
  }
  return parts.join('');
}

/** Cells per chunk of a download (a few hundred kB of text, a few milliseconds of the serving thread). */
export const PANEL_CHUNK_CELLS = 5_000;

/** A download's chunks of text, in order, one chunk of rows per turn of the event loop (the CSV header first). */
export async function* panelChunks(grid: PanelGrid, format: 'csv' | 'ndjson'): AsyncGenerator<string, void, undefined> {
  const rows = grid.rowYear.length;
  const step = Math.max(1, Math.floor(PANEL_CHUNK_CELLS / Math.max(1, grid.variables.length)));
  if (format === 'csv') yield panelCsvHeader(grid);
  for (let from = 0; from < rows; from += step) {
    const to = Math.min(rows, from + step);
    yield format === 'csv' ? panelCsvRows(grid, from, to) : panelJsonRows(grid, from, to, '\n');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Rows of the grid (its count). */
export function panelRows(grid: PanelGrid): number {
  return grid.rowYear.length;
}
