/**
 * Full-text `search` on SQLite (the original's DRF SearchFilter with `@` fields, Django's `search` lookup on
 * PostgreSQL): an FTS5 table per searchable collection, filled from its searched columns once the rows are in, its
 * rowid the row's `ord` (schema.ts searchDdl). FTS5 with the Porter stemmer is the nearest SQLite has to PostgreSQL's `english`
 * configuration; docs/api.md ("search") lists what still differs.
 */
import { searchTable } from '../schema.js';

/**
 * PostgreSQL's stop words of the `english` configuration (share/tsearch_data/english.stop, from Snowball): a word
 * plainto_tsquery drops. A term of stop words alone is an empty query there, which matches nothing.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  ('i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it '
    + 'its itself they them their theirs themselves what which who whom this that these those am is are was were be been '
    + 'being have has had having do does did doing a an the and but if or because as until while of at by for with about '
    + 'against between into through during before after above below to from up down in out on off over under again '
    + 'further then once here there when where why how all any both each few more most other some such no nor not only '
    + 'own same so than too very s t can will just don should now').split(' '),
);

/**
 * The FTS5 query of `terms` over the table's columns: each term's words (runs of letters, digits and marks, as
 * unicode61 cuts them) but stop words, all of them in one column (plainto_tsquery ANDs a term's lexemes, and
 * to_tsvector reads each field apart), in any of the columns; every term. Undefined when a term has no word left:
 * PostgreSQL's empty query, which matches no row. Words are quoted, so no text of a request is FTS5 syntax.
 */
export function ftsQuery(columns: number, terms: readonly string[]): string | undefined {
  const parts: string[] = [];
  for (const term of terms) {
    const words = term.split(/[^\p{L}\p{N}\p{M}\p{Co}]+/u).filter((w) => w !== '' && !STOP_WORDS.has(w.toLowerCase()));
    if (!words.length) return undefined;
    const cols = Array.from({ length: columns }, (_, i) => `c${i}`);
    // One word: in any column (`{c0 c1} : "w"`, a third of the work of one test per column, for long searches).
    if (words.length === 1) { parts.push(`{${cols.join(' ')}} : "${words[0]}"`); continue; }
    const all = `(${words.map((w) => `"${w}"`).join(' AND ')})`;
    parts.push(`(${cols.map((c) => `{${c}} : ${all}`).join(' OR ')})`);
  }
  return parts.join(' AND ');
}

/** The SQLite condition of a `search`: the rows whose `ord` the FTS5 table matches. */
export function searchCondition(table: string, columns: readonly string[], terms: readonly string[], bind: (v: unknown) => string): string {
  const query = ftsQuery(columns.length, terms);
  if (query === undefined) return '1 = 0';
  const fts = `"${searchTable(table)}"`;
  return `ord IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ${bind(query)})`;
}
