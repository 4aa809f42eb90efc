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

/** Rows [from, to) as CSV lines, CRLF after each. */
export function panelCsvRows(grid: PanelGrid, from: number, to: number): string {
  const width = grid.variables.length;
  const fields = grid.variables.map((d) => d.valueFields.length);
  const polityCells = grid.polities.map((p) => p.display.map(plain).join(','));
  let out = '';
  for (let row = from; row < to; row++) {
    let line = `${polityCells[grid.rowPolity[row]!]!},${grid.rowYear[row]!}`;
    for (let v = 0; v < width; v++) {
      const c = row * width + v;
      const first = grid.cellStart[c]!, end = grid.cellStart[c + 1]!;
      for (let f = 0; f < fields[v]!; f++) {
        let joined = '';
        for (let i = first; i < end; i++) joined += (i > first ? '|' : '') + grid.recCsv[grid.recCsvAt[grid.refs[i]!]! + f]!;
        line += ',' + quote(joined);
      }
      let tags = '';
      for (let i = first; i < end; i++) tags += (i > first ? '|' : '') + (grid.recTag[grid.refs[i]!] ?? '');
      line += `,${quote(tags)},${end - first}`;
    }
    out += line + '\r\n';
  }
  return out;
}

/** Rows [from, to) as JSON texts, each followed by `after` (`,` inside a page, LF for NDJSON; none after the last of a page). */
export function panelJsonRows(grid: PanelGrid, from: number, to: number, after: string, last = after): string {
  const width = grid.variables.length;
  const keys = grid.variables.map((d, v) => `${v ? ',' : ''}${JSON.stringify(d.path)}:{"values":[`);
  let out = '';
  for (let row = from; row < to; row++) {
    let text = `{"polity":${grid.polities[grid.rowPolity[row]!]!.json},"year":${grid.rowYear[row]!},"cells":{`;
    for (let v = 0; v < width; v++) {
      const c = row * width + v;
      const first = grid.cellStart[c]!, end = grid.cellStart[c + 1]!;
      let values = '', tags = '';
      for (let i = first; i < end; i++) {
        const r = grid.refs[i]!, tag = grid.recTag[r];
        values += (i > first ? ',' : '') + grid.recJson[r]!;
        tags += (i > first ? ',' : '') + (tag === null || tag === undefined ? 'null' : JSON.stringify(tag));
      }
      text += `${keys[v]!}${values}],"tags":[${tags}],"records":${end - first}}`;
    }
    out += text + '}}' + (row === to - 1 ? last : after);
  }
  return out;
}

/** Rows of the grid per chunk of a download. */
export const PANEL_CHUNK_ROWS = 2000;

/** A download's chunks of text, in order, one chunk of rows per turn of the event loop (the CSV header first). */
export async function* panelChunks(grid: PanelGrid, format: 'csv' | 'ndjson'): AsyncGenerator<string, void, undefined> {
  const rows = grid.rowYear.length;
  if (format === 'csv') yield panelCsvHeader(grid);
  for (let from = 0; from < rows; from += PANEL_CHUNK_ROWS) {
    const to = Math.min(rows, from + PANEL_CHUNK_ROWS);
    yield format === 'csv' ? panelCsvRows(grid, from, to) : panelJsonRows(grid, from, to, '\n');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Rows of the grid (its count). */
export function panelRows(grid: PanelGrid): number {
  return grid.rowYear.length;
}
