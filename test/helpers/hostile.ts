/**
 * A hostile databank: every string a page shows carries markup that would run a script if it were not escaped or
 * cleaned (`window.__pwned`), built on the tiny dump of dumps.ts and loaded like any source.
 */
import type { RecordSource } from '../../src/load/loader.js';
import { tinyRecords } from './dumps.js';

/** Each one sets window.__pwned if it ever reaches a page as markup. */
export const PAYLOADS = [
  '</script><script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<!-- --><script>window.__pwned=1</script><!-- -->',
  '"><svg onload="window.__pwned=1"></svg>',
  "'><iframe srcdoc=\"<script>parent.__pwned=1</script>\"></iframe>",
  '<a href="javascript:window.__pwned=1">link</a>',
  '<style>body{display:none}</style><math><mtext><script>window.__pwned=1</script></mtext></math>',
  ']]><![CDATA[<script>window.__pwned=1</script>',
];
const ALL = PAYLOADS.join(' ');

type Rec = Record<string, unknown>;

export const HOSTILE_P1 = { id: 1, name: `it_rome_<b>x</b>${PAYLOADS[3]}`, long_name: `Rome ${PAYLOADS[0]} ${PAYLOADS[1]}`, start_year: -509, end_year: -300 };
export const HOSTILE_P2 = { id: 2, name: 'it_etruria', long_name: `Etruria ${PAYLOADS[2]}`, start_year: -700, end_year: -264 };

function polity(p: unknown): unknown {
  const id = (p as { id?: number } | null)?.id;
  return id === 1 ? HOSTILE_P1 : id === 2 ? HOSTILE_P2 : p;
}

/** The tiny dump with every string field hostile (and disputed, uncertain values, so every mark is drawn). */
export function hostileRecords(): Record<string, Rec[]> {
  const records = tinyRecords();
  for (const [path, list] of Object.entries(records)) {
    records[path] = list.map((r, i) => {
      if (path === 'core/polities') return polity(r) as Rec;
      const out: Rec = { ...r };
      for (const [key, value] of Object.entries(r)) {
        if (key === 'polity' || key === 'other_polity') out[key] = polity(value);
        else if (['comment', 'description', 'title', 'creator', 'long_name', 'alternative_name', 'token', 'linguistic_family',
          'supra_polity_relations', 'religion_genus', 'name', 'databank_db_section', 'db_table_name'].includes(key) && typeof value === 'string') {
          // A coded variable's `name` is its constant: left as it is.
          if (key === 'name' && 'polity' in r) continue;
          out[key] = key === 'description' ? `${ALL} §REF§${PAYLOADS[1]}§REF§` : `${value} ${ALL}`;
        }
      }
      if ('is_disputed' in r) {
        out.is_disputed = i % 2 === 0;
        out.is_uncertain = true;
      }
      if (path === 'core/references') out.url_link = i === 0 ? 'javascript:window.__pwned=1' : 'https://example.org/"><script>window.__pwned=1</script>';
      return out;
    });
  }
  return records;
}

/** Records held in memory, as a load source. */
export function memorySource(records: Record<string, readonly unknown[]>): RecordSource {
  return {
    items(path) {
      const list = records[path];
      return list?.map((value, i) => ({ where: `${path}#${i + 1}`, value }));
    },
  };
}
