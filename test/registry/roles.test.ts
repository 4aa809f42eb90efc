/**
 * What the registry says of collections and fields, as every view reads it: labels and sections, field roles, the
 * derived value fields, and the checks that refuse a registry a view could not read. The pages, the loader and the
 * demo read these properties rather than collection paths or field names, so a collection added here is served
 * whole without a line elsewhere.
 */
import { describe, it, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  atPath, codedRoles, createRegistry, databankRegistry, fieldWithRole, flagMark, ownYears, POLITY_DESCRIPTION, POLITY_FACTS, POLITY_SUMMARY,
  politySearch, politySummary, tagMeaning, type CollectionDef,
} from '../../src/registry/index.js';

const registry = databankRegistry();
const byPath = (path: string): CollectionDef => registry.byPath(path)!;
/** The spec's ten, first in the registry's order; the catalogue's others after them. */
const SPEC = registry.collections.slice(0, 10);

interface Endpoint {
  path: string; kind: string; filters?: { field: string; lookups: string[]; params: string[] }[]; title: string; section?: string; subsection?: string; permissions: string; live: { status: string };
  value_fields?: string[]; fields: { name: string; project_spec_name?: string; fields?: { name: string }[] }[];
}
const catalogue = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8')) as { endpoints: Endpoint[] };
const served = catalogue.endpoints.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');

test("the catalogue's other collections: in its order, labelled with its title, filed in its section and subsection", () => {
  const others = served.filter((e) => !SPEC.some((d) => d.path === e.path));
  assert.deepEqual(registry.collections.slice(10).map((d) => [d.path, d.label, d.section, d.subsection]),
    others.map((e) => [e.path, e.title, e.section ?? null, e.subsection ?? null]));
  for (const e of others.filter((x) => x.kind === 'coded')) {
    const names = new Map(e.fields.map((f) => [f.name, f.project_spec_name ?? f.name]));
    assert.deepEqual(byPath(e.path).valueFields, (e.value_fields ?? []).map((n) => names.get(n)), e.path);
  }
});

test('every collection has a label, and coded variables a section and subsection as the catalogue files them', () => {
  assert.deepEqual(SPEC.map((d) => [d.path, d.label, d.section, d.subsection]), [
    ['sc/tokens', 'Tokens', 'Social Complexity', 'Information'],
    ['core/references', 'References', null, null],
    ['general/polity-linguistic-families', 'Linguistic families', 'General', 'Language'],
    ['core/sections', 'Sections', null, null],
    ['general/polity-suprapolities', 'Suprapolity relations', 'General', 'Political and Cultural Relations'],
    ['general/polity-alternative-names', 'Alternative names', 'General', 'Identity and Location'],
    ['general/polity-durations', 'Durations', 'General', 'Temporal Bounds'],
    ['general/polity-religion-genuses', 'Religion genuses', 'General', 'Religion'],
    ['core/citations', 'Citations', null, null],
    ['core/polities', 'Polities', null, null],
  ]);
});

test('the value fields of coded variables are derived (the fields beyond the common ones), none for the others', () => {
  assert.deepEqual(Object.fromEntries(SPEC.map((d) => [d.path, [...d.valueFields]])), {
    'sc/tokens': ['token'],
    'core/references': [],
    'general/polity-linguistic-families': ['linguistic_family'],
    'core/sections': [],
    'general/polity-suprapolities': ['supra_polity_relations', 'other_polity'],
    'general/polity-alternative-names': ['alternative_name'],
    'general/polity-durations': ['polity_year_from', 'polity_year_to'],
    'general/polity-religion-genuses': ['religion_genus'],
    'core/citations': [],
    'core/polities': [],
  });
  assert.deepEqual(SPEC.filter((d) => d.valueIsRange).map((d) => d.path), ['general/polity-durations']);
});

test('field roles: what the pages, the loader and the demo read instead of field names', () => {
  const roles = (path: string): Record<string, string> => Object.fromEntries(byPath(path).fields.map((f) => [f.name, f.role]));
  assert.deepEqual(roles('general/polity-suprapolities'), {
    id: 'id', polity: 'polity', year_from: 'year', year_to: 'year', tag: 'tag', is_disputed: 'flag', is_uncertain: 'flag',
    name: 'constant', supra_polity_relations: 'value', other_polity: 'polity-ref', comment: 'html', description: 'ref-text',
  });
  assert.equal(roles('general/polity-durations').polity_year_from, 'year');
  assert.equal(roles('core/references').url_link, 'url');
  assert.equal(roles('core/references').year, 'plain', 'a publication year is no historical year: no era');
  assert.deepEqual(Object.entries(roles('core/polities')).slice(0, 5),
    [['id', 'id'], ['name', 'plain'], ['start_year', 'year'], ['end_year', 'year'], ['long_name', 'plain']]);
  assert.equal(roles('core/capitals').year_from, 'year');
  assert.equal(roles('core/nga-polity-relations').polity_party, 'reference');
  const ref = fieldWithRole(byPath('core/citations'), 'reference');
  assert.equal(ref?.name, 'ref');
  assert.equal(ref?.target, 'core/references');
  assert.equal(fieldWithRole(byPath('core/references'), 'polity'), undefined);
});

test('the polity page panels name one coded variable each', () => {
  assert.deepEqual(registry.collections.filter((d) => d.polityPanel).map((d) => [d.polityPanel, d.path]), [
    ['relations', 'general/polity-suprapolities'],
    ['names', 'general/polity-alternative-names'],
    ['durations', 'general/polity-durations'],
  ]);
});

test('the tag vocabulary is registry data: the filter choices and the meanings pages show', () => {
  assert.deepEqual(byPath('sc/tokens').filters.find((f) => f.param === 'tag')?.choices, ['TRS', 'DSP', 'SSP', 'IFR', 'UND']);
  // The original's Tags pairs (core/models.py 8f4d87b): TRS is Confident (the older, commented-out pairs said Evidenced).
  assert.equal(tagMeaning('TRS'), 'Confident');
  assert.equal(tagMeaning('IFR'), 'Inferred');
  assert.equal(tagMeaning('UND'), 'Undecided');
  assert.equal(tagMeaning('DSP'), undefined); // accepted by the filter (query-params.md), but no tag of the newest vocabulary
  assert.equal(tagMeaning('constructor'), undefined);
});

test('filters carry an example value for forms', () => {
  const examples = (path: string): Record<string, string> => Object.fromEntries(byPath(path).filters.map((f) => [f.param, f.example]));
  assert.equal(examples('sc/tokens').year_from__range, '-300,100');
  assert.equal(examples('sc/tokens').year_to__gte, '-300 for 300 BCE');
  assert.equal(examples('sc/tokens').polity, '12, or 12,15');
  assert.equal(examples('core/references').created_date__date__lte, '2023-01-02');
  assert.equal(examples('core/references').title, '');
});

test('a registry a view could not read is refused', () => {
  const swap = (path: string, change: (d: CollectionDef) => CollectionDef): CollectionDef[] =>
    registry.collections.map((d) => (d.path === path ? change(d) : d));
  assert.throws(() => createRegistry(swap('general/polity-religion-genuses', (d) => ({ ...d, polityPanel: 'names' }))), /a second collection/);
  const tokensAsDurations = swap('sc/tokens', (d) => ({ ...d, polityPanel: 'durations' }))
    .map((d) => (d.path === 'general/polity-durations' ? { ...d, polityPanel: undefined } : d));
  assert.throws(() => createRegistry(tokensAsDurations), /not a pair of years/);
  assert.throws(() => createRegistry(swap('core/citations', (d) => ({
    ...d, fields: d.fields.map((f) => (f.role === 'reference' ? { ...f, target: 'core/nowhere' } : f)),
  }))), /no collection core\/nowhere/);
});

test('a root order that leaves out a served path, names one twice, or names one not served is refused', () => {
  const { collections, restricted, root } = registry;
  assert.doesNotThrow(() => createRegistry(collections, restricted, root));
  assert.throws(() => createRegistry(collections, restricted, root.filter((p) => p !== 'sc/tokens')), /leaves out sc\/tokens/);
  assert.throws(() => createRegistry(collections, restricted, root.filter((p) => p !== 'crisisdb/human-sacrifices')), /leaves out crisisdb\/human-sacrifices/);
  assert.throws(() => createRegistry(collections, restricted, [...root, 'sc/tokens']), /names sc\/tokens twice/);
  assert.throws(() => createRegistry(collections, restricted, [...root, 'core/countries']), /names core\/countries, which is not served/);
  // Without an order of its own (a registry made for a worker or a test), the root follows the registry.
  assert.deepEqual(createRegistry(collections, restricted).root,
    [...collections.flatMap((d) => [d.path, ...d.aliases]), ...restricted.map((r) => r.path)]);
});

// The roles pages read instead of field names (issue 26). Oracles: the spec's field tables (read-api.md §2.2, §2.3)
// and the catalogue, never src/.
describe('roles: what pages read by role', () => {
  const codedServed = served.filter((e) => e.kind === 'coded');

  it("a coded record's own years are §2.3's year_from and year_to, for every coded variable of the catalogue", () => {
    assert.ok(codedServed.length > 150);
    for (const e of codedServed) {
      const names = e.fields.map((f) => f.project_spec_name ?? f.name);
      assert.ok(names.includes('year_from') && names.includes('year_to'), e.path);
      assert.deepEqual(ownYears(byPath(e.path)), { from: 'year_from', to: 'year_to' }, e.path);
    }
    // A value that is itself a pair of years (§2.8: polity_year_from, polity_year_to) is the value, not the record's years.
    assert.deepEqual(ownYears(byPath('general/polity-durations')), { from: 'year_from', to: 'year_to' });
    // §2.2: a polity's own years; §2.10: a reference's year is a publication year, no historical span.
    assert.deepEqual(ownYears(registry.polities), { from: 'start_year', to: 'end_year' });
    assert.equal(ownYears(byPath('core/references')), undefined);
  });

  it("a coded record's tag, marks and notes are §2.3's tag, is_disputed, is_uncertain, comment and description", () => {
    for (const e of codedServed) {
      const roles = codedRoles(byPath(e.path));
      assert.deepEqual([roles.tag?.name, roles.disputed?.name, roles.uncertain?.name, roles.comment?.name, roles.description?.name],
        ['tag', 'is_disputed', 'is_uncertain', 'comment', 'description'], e.path);
    }
    const tokens = codedRoles(byPath('sc/tokens'));
    assert.deepEqual([flagMark(tokens.disputed!), flagMark(tokens.uncertain!)], ['disputed', 'uncertain']);
    assert.deepEqual(codedRoles(byPath('core/references')), { years: undefined, tag: undefined, disputed: undefined, uncertain: undefined, comment: undefined, description: undefined });
  });

  it("the polity summary's fields are §2.2's: id, name (short code), long_name (for people), start_year, end_year", () => {
    assert.deepEqual(POLITY_SUMMARY, { id: 'id', name: 'name', longName: 'long_name', years: { from: 'start_year', to: 'end_year' } });
    // §2.2's example shape, nested in a record, and a polity record (the catalogue's core/polities) with null years.
    assert.deepEqual(politySummary({ id: 3, name: 'it_rome_1', long_name: 'Roman Republic I', start_year: -509, end_year: -27 }),
      { id: 3, name: 'it_rome_1', longName: 'Roman Republic I', from: -509, to: -27 });
    assert.deepEqual(politySummary({ id: 4, name: 'x', long_name: null, start_year: null, end_year: 100, polity_tag: 'LEGACY' }),
      { id: 4, name: 'x', longName: null, from: null, to: 100 });
    const catalogued = served.find((e) => e.path === 'core/polities')!.fields.map((f) => f.project_spec_name ?? f.name);
    for (const name of [POLITY_SUMMARY.id, POLITY_SUMMARY.name, POLITY_SUMMARY.longName, POLITY_SUMMARY.years.from, POLITY_SUMMARY.years.to]) {
      assert.ok(catalogued.includes(name), name);
    }
  });

  it("the polity record's facts and description are fields of the catalogue's core/polities (nested ones of their object)", () => {
    const e = served.find((x) => x.path === 'core/polities')!;
    const has = (path: readonly string[]): boolean => {
      const top = e.fields.find((f) => (f.project_spec_name ?? f.name) === path[0]);
      if (!top) return false;
      if (path.length === 1) return true;
      const shape = registry.polities.fields.find((f) => f.name === path[0])?.shape ?? [];
      return shape.some((f) => f.name === path[1]);
    };
    for (const fact of POLITY_FACTS) assert.ok(has(fact.path), fact.path.join('.'));
    assert.ok(has(POLITY_DESCRIPTION));
    assert.equal(atPath({ home_nga: { name: 'Latium' } }, POLITY_FACTS[0]!.path), 'Latium');
    assert.equal(atPath({ home_nga: null }, POLITY_FACTS[0]!.path), undefined);
  });

  it("the polities' name searches are the catalogue's icontains filters on name and long_name, found by lookup, not by name", () => {
    const filters = served.find((e) => e.path === 'core/polities')!.filters!;
    const param = (field: string): string | undefined => filters.find((f) => f.field === field && f.lookups[0] === 'icontains')?.params[0];
    const search = politySearch(registry.polities);
    assert.deepEqual([search.name?.param, search.longName?.param], [param('name'), param('long_name')]);
    assert.deepEqual([search.name?.param, search.longName?.param], ['name__icontains', 'long_name__icontains']);
    // Renamed parameters are found all the same: the role is the lookup and the column it reads.
    const renamed: CollectionDef = { ...registry.polities, filters: registry.polities.filters.map((f) => ({ ...f, param: `q_${f.param}` })) };
    assert.deepEqual([politySearch(renamed).name?.param, politySearch(renamed).longName?.param], ['q_name__icontains', 'q_long_name__icontains']);
    const none: CollectionDef = { ...registry.polities, filters: registry.polities.filters.filter((f) => f.lookup !== 'icontains') };
    assert.deepEqual(politySearch(none), { name: undefined, longName: undefined });
  });
});
