/**
 * What the research tables read of the registry (src/registry/research.ts), against their contract (issue 25,
 * docs/research.md): the 195 coded variables, the long table's columns and filters, the panel's columns, the fields
 * `facet` counts. The expected values are the contract's, written here.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  codedVariables, facetFields, longTableColumns, longTableFilters, PANEL_ROW_COLUMNS, panelVariableColumns, TABLE_POLITY_FIELDS,
  variableSections,
} from '../../src/registry/research.js';
import { byPath, REGISTRY, registry } from '../helpers/registry.js';

const def = (path: string) => byPath(path)!;

describe('registry: the research tables', () => {
  it('the coded variables: the 195 collections of kind coded, in registry order, and the sections they are filed under', () => {
    const coded = codedVariables(registry);
    assert.equal(coded.length, 195);
    assert.deepEqual(coded.map((d) => d.path), REGISTRY.filter((d) => d.kind === 'coded').map((d) => d.path));
    const { sections, subsections } = variableSections(registry);
    for (const s of ['Social Complexity', 'Warfare', 'Religion']) assert.ok(sections.includes(s), s);
    assert.ok(subsections.includes('Information') && subsections.includes('Social Scale'));
    assert.equal(new Set(sections).size, sections.length, 'each once');
    assert.ok(!sections.includes(null as unknown as string) && !subsections.includes(null as unknown as string));
  });

  it('the long table: the contract\'s columns, and the filters the variables share', () => {
    assert.deepEqual(longTableColumns(registry), ('variable.path,variable.title,variable.section,variable.subsection,id,polity.id,' +
      'polity.name,polity.long_name,year_from,year_to,tag,is_disputed,is_uncertain,value,value_from,value_to,value_fields,comment,description').split(','));
    const filters = longTableFilters(registry);
    assert.deepEqual(filters.map((f) => f.param).sort(), ['covers_year', 'is_disputed', 'is_uncertain', 'polity', 'tag']);
    const tag = filters.find((f) => f.param === 'tag')!;
    for (const t of ['TRS', 'SSP', 'IFR', 'UND']) assert.ok(tag.choices!.includes(t), t);
    assert.deepEqual(TABLE_POLITY_FIELDS.map((f) => f.name), ['id', 'name', 'long_name']);
  });

  it('the panel: the polity and year, then per variable its value column(s), tag and records', () => {
    assert.deepEqual(PANEL_ROW_COLUMNS, ['polity.id', 'polity.name', 'polity.long_name', 'year']);
    assert.deepEqual(panelVariableColumns(def('sc/tokens')), ['sc/tokens', 'sc/tokens.tag', 'sc/tokens.records']);
    assert.deepEqual(panelVariableColumns(def('sc/polity-populations')), ['sc/polity-populations.polity_population_from',
      'sc/polity-populations.polity_population_to', 'sc/polity-populations.tag', 'sc/polity-populations.records']);
  });

  it('facet: scalar fields and the polity, not another polity, a nested row or a list', () => {
    const names = (path: string): string[] => facetFields(def(path)).map((f) => f.name);
    assert.deepEqual(names('sc/tokens'), ['id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'name', 'token', 'comment', 'description']);
    const supra = names('general/polity-suprapolities');
    assert.ok(supra.includes('polity') && supra.includes('supra_polity_relations') && !supra.includes('other_polity'));
    const polities = names('core/polities');
    assert.ok(polities.includes('start_year') && polities.includes('name') && !polities.includes('home_nga'));
  });
});
