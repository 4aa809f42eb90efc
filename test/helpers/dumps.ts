/** Tiny hand-made dumps for load tests: one or two records per collection, written as NDJSON files. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const P1 = { id: 1, name: 'it_rome_1', long_name: 'Roman Republic I', start_year: -509, end_year: -300 };
export const P2 = { id: 2, name: 'it_etruria', long_name: 'Etruscan League', start_year: -700, end_year: -264 };
export const UUID1 = '0b6c2f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
export const UUID2 = '7f00aa11-2b3c-4d5e-8f90-a1b2c3d4e5f6';

type Rec = Record<string, unknown>;

function coded(id: number, name: string, added: Rec, polity: Rec = P1): Rec {
  return {
    id, polity, year_from: null, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: false, name,
    comment: 'EMPTY_COMMENT', description: '', ...added,
  };
}

/** A valid dump's records by dump path (no extension). Fresh objects on every call: tests mutate them. */
export function tinyRecords(): Record<string, Rec[]> {
  return {
    'sc/tokens': [coded(1, 'Token', { token: 'present' }), coded(2, 'Token', { token: 'absent' }, P2)],
    'core/references': [
      {
        id: 1, title: 'Title', year: 2001, creator: 'Turchin', reflib_link: 'ABCD1234', long_name: null, item_type: 'book',
        url_link: null, created_date: '2020-01-01T00:00:00Z', modified_date: null,
      },
      {
        id: 5, title: 'UNKNOWNTITLE', year: null, creator: 'NO_CREATOR', reflib_link: 'NOREFLIB_LINK_5', long_name: null,
        item_type: null, url_link: null, created_date: '2020-01-02T00:00:00Z', modified_date: '2021-03-04T05:06:07.5Z',
      },
    ],
    'general/polity-linguistic-families': [coded(1, 'Polity_linguistic_family', { linguistic_family: 'Semitic' })],
    'core/sections': [{ id: 7, name: 'Fortifications', databank_db_section: 'Warfare', db_table_name: 'wf', sort_order: 200 }],
    'general/polity-suprapolities': [
      coded(1, 'Polity_suprapolity_relations', { supra_polity_relations: 'vassalage', other_polity: P2 }),
    ],
    'general/polity-alternative-names': [coded(1, 'Polity_alternative_name', { alternative_name: 'Roma' })],
    'general/polity-durations': [coded(1, 'Polity_duration', { polity_year_from: -509, polity_year_to: -300 })],
    'general/polity-religion-genuses': [coded(1, 'Polity_religion_genus', { religion_genus: 'Roman State Religions' })],
    'core/citations': [
      { id: UUID2, page_from: 1, page_to: 2, created_date: '2021-05-06T07:08:09.5Z', modified_date: '2021-05-06T07:08:09.5Z', ref: 1 },
      { id: UUID1, page_from: null, page_to: null, created_date: '2021-05-06T07:08:09.123456Z', modified_date: '2022-01-01T00:00:00.1Z', ref: 5 },
    ],
    'core/polities': [P1, P2],
  };
}

export function ndjson(records: readonly unknown[]): string {
  return records.map((r) => JSON.stringify(r) + '\n').join('');
}

/**
 * Writes a dump: `files` maps a file name below `dir` (`sc/tokens.ndjson`, `…ndjson.gz`) to its content, or a dump
 * path without extension to records. Names ending in `.gz` are compressed.
 */
export function writeDump(dir: string, files: Record<string, string | Buffer | readonly unknown[]>): string {
  for (const [name, content] of Object.entries(files)) {
    const fileName = /\.ndjson(\.gz)?$/.test(name) ? name : `${name}.ndjson`;
    const file = path.join(dir, fileName);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const bytes = Array.isArray(content) ? Buffer.from(ndjson(content)) : Buffer.from(content as string | Buffer);
    fs.writeFileSync(file, fileName.endsWith('.gz') ? gzipSync(bytes) : bytes);
  }
  return dir;
}

/** Every file below `dir` (relative names, sorted) with its bytes. */
export function readTree(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const name of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out.set(name.split(path.sep).join('/'), fs.readFileSync(file));
  }
  return out;
}
