/**
 * The long table's rows (render/values.ts) from records written here: the JSON row's keys and order, the polity cut
 * to id, name and long name, and the CSV value rule of docs/research.md (one field, a from/to pair, several fields,
 * a polity summary as its id), with RFC 4180 quoting and null as an empty cell.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { VALUES_CSV_HEADER, valuesCsv, valuesJson, valuesNdjson } from '../../src/render/values.js';
import { byPath } from '../helpers/registry.js';

const P1 = { id: 3, name: 'it_rome_1', long_name: 'Roman Republic I', start_year: -509, end_year: -27 };
const P2 = { id: 9, name: 'gr_athens', long_name: null, start_year: -500, end_year: -300 };
const common = { id: 17, polity: P1, year_from: -509, year_to: null, tag: 'TRS', is_disputed: false, is_uncertain: true };
const tail = { comment: 'a, "quoted"\r\nline', description: null };

const populations = byPath('sc/polity-populations')!;
const supra = byPath('general/polity-suprapolities')!;
const fabrics = byPath('ec/luxury-fabrics')!;
const tokens = byPath('sc/tokens')!;

const csvCells = (text: string): string[] => (parse(VALUES_CSV_HEADER + text) as string[][])[1]!;

describe('render/values: long-table rows', () => {
  it('JSON: the variable, the common fields in order, the polity cut, the value object where the value fields stand', () => {
    const body = JSON.stringify({ ...common, name: 'Polity Population', polity_population_from: 1000, polity_population_to: null, ...tail });
    const row = JSON.parse(valuesJson(populations, body)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(row), ['variable', 'id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'value', 'comment', 'description']);
    assert.deepEqual(row.variable, { path: 'sc/polity-populations', title: populations.label, section: populations.section, subsection: populations.subsection });
    assert.deepEqual(row.polity, { id: 3, name: 'it_rome_1', long_name: 'Roman Republic I' });
    assert.deepEqual(row.value, { polity_population_from: 1000, polity_population_to: null });
    assert.equal(row.comment, tail.comment);
    assert.equal(valuesNdjson(populations, [body, body]), `${valuesJson(populations, body)}\n${valuesJson(populations, body)}\n`);
  });

  it('JSON keeps a polity summary in the value whole', () => {
    const body = JSON.stringify({ ...common, name: 'Suprapolity', supra_polity_relations: 'vassalage', other_polity: P2, ...tail });
    assert.deepEqual((JSON.parse(valuesJson(supra, body)) as { value: unknown }).value, { supra_polity_relations: 'vassalage', other_polity: P2 });
  });

  it('CSV: one value field in value; quoting; null empty', () => {
    const body = JSON.stringify({ ...common, name: 'Token', token: 'a,b', ...tail });
    assert.deepEqual(csvCells(valuesCsv(tokens, [body])), [
      'sc/tokens', tokens.label, tokens.section!, tokens.subsection!, '17', '3', 'it_rome_1', 'Roman Republic I', '-509', '', 'TRS',
      'false', 'true', 'a,b', '', '', 'token', tail.comment, '',
    ]);
  });

  it('CSV: a from/to pair in value_from and value_to, value empty', () => {
    const body = JSON.stringify({ ...common, name: 'Polity Population', polity_population_from: 1000, polity_population_to: 2000, ...tail });
    assert.deepEqual(csvCells(valuesCsv(populations, [body])).slice(13, 17), ['', '1000', '2000', 'polity_population_from,polity_population_to']);
  });

  it('CSV: several fields as the JSON text of the value, a polity summary (or a list of them) as its id', () => {
    const body = JSON.stringify({ ...common, name: 'Suprapolity', supra_polity_relations: 'vassalage', other_polity: P2, ...tail });
    const cells = csvCells(valuesCsv(supra, [body]));
    assert.deepEqual(JSON.parse(cells[13]!), { supra_polity_relations: 'vassalage', other_polity: 9 });
    assert.deepEqual(cells.slice(14, 17), ['', '', 'supra_polity_relations,other_polity']);
    const values = Object.fromEntries(fabrics.valueFields.map((f) => [f, f === 'place_of_provenance_pol' ? [P1, P2] : 'x']));
    const fabric = JSON.stringify({ ...common, ...values, name: 'Luxury Fabrics', ...tail });
    assert.deepEqual((JSON.parse(csvCells(valuesCsv(fabrics, [fabric]))[13]!) as Record<string, unknown>).place_of_provenance_pol, [3, 9]);
  });

  it('CSV: a lone surrogate is U+FFFD, as UTF-8 must write it', () => {
    const body = `{"id":1,"polity":${JSON.stringify(P1)},"year_from":null,"year_to":null,"tag":"TRS","is_disputed":false,"is_uncertain":false,"name":"Token","token":"\\ud800x","comment":null,"description":null}`;
    assert.equal(csvCells(valuesCsv(tokens, [body]))[13], '\ufffdx');
  });
});
