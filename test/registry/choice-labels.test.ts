/**
 * The catalogue's `choice_labels` (note N-choice-labels): every value of every vocabulary in `choices` has the label
 * the original gives it, and nothing else is labelled; `variable_descriptions` (N-variable-descriptions): the
 * descriptions the original keeps as data, each on a model the catalogue serves. The facts below are transcribed from the original's source
 * (`Seshat-Global-History-Databank/seshat`), not from the file under test: the codebook reads these labels.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

interface Source { repository: string; path: string; commit: string; python_name: string }
interface Labelled { labels: Record<string, string>; source: Source; notes: string[] }
interface Described { paths: string[]; description: string; source: Source & { key: string } }
interface Catalogue {
  choices: Record<string, string[]>;
  choice_labels: Record<string, Labelled>;
  variable_descriptions: { notes: string[]; models: Record<string, Described> };
  notes: { id: string }[];
  endpoints: { path: string; model: string }[];
}

const catalogue = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8')) as Catalogue;
const labels = (vocabulary: string): Record<string, string> => catalogue.choice_labels?.[vocabulary]?.labels ?? {};

test('every value of every vocabulary has a non-empty label, and exactly those values are labelled', () => {
  assert.ok(catalogue.choice_labels, 'catalogue.json has choice_labels');
  assert.deepEqual(Object.keys(catalogue.choice_labels).sort(), Object.keys(catalogue.choices).sort());
  for (const [vocabulary, values] of Object.entries(catalogue.choices)) {
    const given = labels(vocabulary);
    assert.deepEqual(Object.keys(given), values, `${vocabulary}: labelled values, in the vocabulary's order`);
    for (const value of values) {
      assert.equal(typeof given[value], 'string', `${vocabulary} ${value}`);
      assert.ok(given[value]!.trim().length > 0, `${vocabulary} ${value}: empty label`);
    }
  }
});

test("each vocabulary says where its labels come from: the original's repository, file, commit and Python name", () => {
  assert.ok(catalogue.choice_labels, 'catalogue.json has choice_labels');
  const noteIds = new Set(catalogue.notes.map((n) => n.id));
  for (const [vocabulary, entry] of Object.entries(catalogue.choice_labels)) {
    assert.equal(entry.source.repository, 'Seshat-Global-History-Databank/seshat', vocabulary);
    assert.match(entry.source.path, /^seshat\/apps\/[a-z]+\/(models\.py|migrations\/\d{4}_\w+\.py)$/, vocabulary);
    assert.match(entry.source.commit, /^[0-9a-f]{40}$/, vocabulary);
    assert.ok(entry.source.python_name.length > 0, vocabulary);
    for (const id of entry.notes) assert.ok(noteIds.has(id), `${vocabulary}: note ${id} exists`);
  }
});

test('the tags mean what the Tags pairs of core/models.py (8f4d87b) say', () => {
  // Tags = (('TRS', 'Confident'), ('SSP', 'Suspected'), ('IFR', 'Inferred'), ('UND', 'Undecided'))
  assert.deepEqual(labels('Tags'), { TRS: 'Confident', SSP: 'Suspected', IFR: 'Inferred', UND: 'Undecided' });
});

test("labels transcribed from the original's models and migrations", () => {
  // sc/migrations/0015 (2025-01-20), wf 0009 and rt 0012 agree: the newest present/absent pairs.
  assert.deepEqual(labels('ABSENT_PRESENT_CHOICES'), {
    present: 'Present', uncoded: 'Uncoded', absent: 'Absent', unknown: 'Unknown',
    'A~P': 'Transitional (Absent -> Present)', 'P~A': 'Transitional (Present -> Absent)',
  });
  // rt/models.py 43b6e42: PREVALENCE_CHOICES, FREQUENCY_CHOICES, ORDER_CHOICES.
  assert.equal(labels('PREVALENCE_CHOICES')['o_h_p'], 'Over half of the population');
  assert.equal(labels('PREVALENCE_CHOICES')['n_d'], 'no_data');
  assert.equal(labels('FREQUENCY_CHOICES')['mftvr'], 'more frequently than very rarely');
  assert.equal(labels('FREQUENCY_CHOICES')['never'], 'never (absent)');
  assert.equal(labels('ORDER_CHOICES')['9'], 'Other');
  // general/migrations/0021_update_suprapolity_relation_labels: relabelled from 'vassalage to'.
  assert.equal(labels('POLITY_SUPRAPOLITY_RELATIONS_CHOICES')['vassalage'], 'subject to');
  assert.equal(labels('POLITY_SUPRAPOLITY_RELATIONS_CHOICES')['nominal allegiance'], 'nominally subject to');
  // crisisdb/models.py and core/models.py.
  assert.equal(labels('CRISIS_CONSEQUENCE_CHOICES')['DIS'], 'Disputed');
  assert.equal(labels('HUMAN_SACRIFICE_HUMAN_SACRIFICE_CHOICES')['A~P'], 'Transitional (Absent -> Present)');
  assert.equal(labels('US_STATE_CHOICES')['UNK'], 'UNKNOWN');
  assert.equal(labels('ATTENTION_TAGS_CHOICES')['IsOk'], 'IS OK');
  assert.equal(labels('POLITY_TAG_CHOICES')['LEGACY'], 'Equinox 2020 Polities');
  // A vocabulary whose pairs repeat the value: the value is its label.
  assert.equal(labels('POLITY_LANGUAGE_GENUS_CHOICES')['Afro-Asiatic'], 'Afro-Asiatic');
});

test('variable descriptions: each on a model the catalogue serves, at the paths that serve it, from var_defs.py', () => {
  const block = catalogue.variable_descriptions;
  assert.ok(block, 'catalogue.json has variable_descriptions');
  for (const [model, entry] of Object.entries(block.models)) {
    assert.deepEqual(entry.paths, catalogue.endpoints.filter((e) => e.model === model).map((e) => e.path), model);
    assert.ok(entry.paths.length > 0, model);
    assert.ok(entry.description.trim().length > 0, model);
    assert.match(entry.source.path, /^seshat\/apps\/(sc|rt)\/var_defs\.py$/, model);
  }
  // sc/var_defs.py sc_var_defs and rt/var_defs.py rt_var_defs at 43b6e42 (27 + 21 entries, two saying there is none).
  assert.equal(Object.keys(block.models).length, 46);
  assert.equal(block.models['sc.Entertainment_building']?.description, 'These include theaters, arenas, race tracks.');
  assert.equal(block.models['sc.Burial_site']?.description, 'Dissociated from settlement, has monumental features.');
  assert.ok(block.models['rt.Official_religion']?.description.startsWith(
    'This variable is coded to capture the official religion within the polity.'));
  assert.equal(block.models['sc.Ceremonial_site'], undefined, "the original's entry says 'No Description'");
  assert.equal(block.models['wf.Atlatl'], undefined, 'wf keeps no descriptions as data');
});
