/**
 * The rows of a diff (docs/api.md, "What changed between releases") as JSON, NDJSON and CSV text. A row is
 * `{"change","id","fields","before","after"}`: `fields` the names of the fields whose values differ (a changed
 * record; null for an added or removed one), `before` and `after` the record as each side serves it (its stored
 * text, inlined as it is: never parsed and written again) or null.
 *
 * CSV (RFC 4180, as the lists' downloads: CRLF line ends, a cell in double quotes when it holds a comma, a quote, CR
 * or LF): columns `change,id,fields,before,after`; `fields` the names joined by one space (field names hold no
 * space), empty for an added or removed record; `before` and `after` the records' JSON text, empty for null.
 */
import { changedFields, type DiffRow } from '../store/diff.js';

/** The CSV header row. */
export const DIFF_CSV_HEAD = 'change,id,fields,before,after\r\n';

/** `fields` of a row: computed for a changed record only (its two bodies parsed). */
export function fieldsOf(row: DiffRow): string[] | null {
  return row.change === 'changed' ? changedFields(row.before!, row.after!) : null;
}

/** One row as JSON text, with `fields` as given. */
export function diffJson(row: DiffRow, fields: readonly string[] | null): string {
  return `{"change":"${row.change}","id":${JSON.stringify(row.id)},"fields":${fields === null ? 'null' : JSON.stringify(fields)},`
    + `"before":${row.before ?? 'null'},"after":${row.after ?? 'null'}}`;
}

/** Rows as NDJSON lines (each row's JSON and an LF). */
export function diffNdjson(rows: readonly DiffRow[]): string {
  let out = '';
  for (const row of rows) out += diffJson(row, fieldsOf(row)) + '\n';
  return out;
}

/** Rows as CSV lines (CRLF). */
export function diffCsv(rows: readonly DiffRow[]): string {
  let out = '';
  for (const row of rows) {
    const fields = fieldsOf(row);
    out += `${row.change},${cell(String(row.id))},${cell(fields?.join(' ') ?? '')},${cell(row.before ?? '')},${cell(row.after ?? '')}\r\n`;
  }
  return out;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** A CSV cell: quoted, quotes doubled, when it holds a comma, a quote, CR or LF. */
function cell(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One collection of a diff's summary. */
export interface DiffSummaryRow {
  readonly path: string;
  /** The rows' URL (`…/diff/<b>/<app>/<name>/`). */
  readonly url: string;
  readonly added: number;
  readonly removed: number;
  readonly changed: number;
  readonly countBefore: number;
  readonly countAfter: number;
}

/**
 * The summary: both sides (name as asked and generation), the number of collections compared and of those with a
 * change, and a row per collection with a change, in registry order (a collection absent from `results` is the same
 * on both sides: `count_before` = `count_after` = its count).
 */
export function diffSummaryBody(
  before: { name: string; generation: string }, after: { name: string; generation: string }, compared: number, rows: readonly DiffSummaryRow[],
): Buffer {
  return Buffer.from(JSON.stringify({
    before, after, collections: compared, count: rows.length,
    results: rows.map((r) => ({
      path: r.path, url: r.url, added: r.added, removed: r.removed, changed: r.changed, count_before: r.countBefore, count_after: r.countAfter,
    })),
  }));
}
