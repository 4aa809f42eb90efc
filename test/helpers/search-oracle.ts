/**
 * The oracle of `search` on core/polities: DRF 3.14's SearchFilter with the original's `search_fields =
 * ['@long_name', '@new_name']` (served as `long_name` and `name`), on PostgreSQL with its `english` text-search
 * configuration (the default of a cluster made in an English or C.UTF-8 locale). Written from those facts:
 * - get_search_terms: the last `search` value, NULs removed, commas as spaces, Python's str.split();
 * - each term ANDed, each field ORed: Q(long_name__search=t) | Q(new_name__search=t) for every t;
 * - Django's `search` lookup: to_tsvector(COALESCE(field, '')) @@ plainto_tsquery(t): the term's lexemes (its words
 *   but stop words) must all be in that one field's vector; a term of no lexeme is an empty query, which matches no row.
 * ASSUMPTION: stems are not modelled: a word matches only itself, case folded. The generators draw whole words of the
 * data, so the only stems met are those of one word (PostgreSQL and SQLite's Porter stemmer agree on a word's own stem).
 * Nothing here comes from src/.
 */
import { isPySpace } from './pyrules.js';
import type { Pred, Rec } from './oracle.js';

/** PostgreSQL 15's share/tsearch_data/english.stop. */
const ENGLISH_STOP = new Set(`i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was
were be been being have has had having do does did doing a an the and but if or because as until while of at by for with
about against between into through during before after above below to from up down in out on off over under again
further then once here there when where why how all any both each few more most other some such no nor not only own same
so than too very s t can will just don should now`.split(/\s+/));

/** DRF 3.14 SearchFilter.get_search_terms. */
export function drfSearchTerms(value: string | undefined): string[] {
  const text = (value ?? '').replaceAll('\0', '').replaceAll(',', ' ');
  const out: string[] = [];
  let word = '';
  for (const ch of text) {
    if (isPySpace(ch.codePointAt(0)!)) {
      if (word) out.push(word);
      word = '';
    } else word += ch;
  }
  if (word) out.push(word);
  return out;
}

/** The words PostgreSQL's default parser finds in a text (runs of letters and digits), lower-cased. */
export function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
}

/** Whether `field` matches one term as `field__search=term` does. */
function termMatches(term: string, field: unknown): boolean {
  const lexemes = words(term).filter((w) => !ENGLISH_STOP.has(w));
  if (!lexemes.length) return false; // plainto_tsquery of stop words or punctuation alone: matches nothing
  const have = new Set(typeof field === 'string' ? words(field) : []);
  return lexemes.every((w) => have.has(w));
}

/** The predicate of `?search=<value>` over records with `fields`; undefined when it filters nothing (no term). */
export function searchPredicate(fields: readonly string[], value: string | undefined): Pred | undefined {
  const terms = drfSearchTerms(value);
  if (!terms.length) return undefined;
  return (r: Rec) => terms.every((t) => fields.some((f) => termMatches(t, r[f])));
}
