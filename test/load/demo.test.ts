/** The demo databank reproduces the spec's observed world (issue 2, point 7), checked on the source itself. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { POLITIES_PATH } from '../../src/registry/index.js';
import { REGISTRY, byPath, registry } from '../helpers/registry.js';
import { demoSource } from '../../src/load/demo.js';

type Rec = Record<string, unknown>;
const records = (path: string, scale = 1): Rec[] =>
  [...(demoSource(registry, scale).items(path) as Iterable<{ value: unknown }>)].map((i) => i.value as Rec);

/** The spec's ten collections, whose observed world the demo keeps. */
const SPEC_PATHS = new Set(['sc/tokens', 'core/references', 'general/polity-linguistic-families', 'core/sections',
  'general/polity-suprapolities', 'general/polity-alternative-names', 'general/polity-durations',
  'general/polity-religion-genuses', 'core/citations', 'core/polities']);

interface Field { name: string; project_spec_name?: string; choices?: string[]; render?: string; related_model?: string; json_type: string; nested?: string }
interface Endpoint { path: string; model: string; kind: string; permissions: string; live: { status: string }; fields: Field[] }
const catalogue = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8')) as { endpoints: Endpoint[] };
const served = catalogue.endpoints.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');
const nameOf = (f: Field): string => f.project_spec_name ?? f.name;

describe('demo databank', () => {
  const all = new Map<string, Rec[]>();
  before(() => {
    for (const def of REGISTRY) all.set(def.path, records(def.path));
  });
  const of = (path: string): Rec[] => all.get(path)!;
  const values = (path: string, field: string): Set<unknown> => new Set(of(path).map((r) => r[field]));

  it('has exactly the observed counts of spec §4', () => {
    const counts = Object.fromEntries(REGISTRY.filter((d) => SPEC_PATHS.has(d.path)).map((d) => [d.path, of(d.path).length]));
    assert.deepEqual(counts, {
      'sc/tokens': 394, 'core/references': 17115, 'general/polity-linguistic-families': 521, 'core/sections': 32,
      'general/polity-suprapolities': 383, 'general/polity-alternative-names': 1331, 'general/polity-durations': 519,
      'general/polity-religion-genuses': 139, 'core/citations': 18851,
      'core/polities': 489, // not in spec §4: the demo's polity phases (issue 8)
    });
  });

  it('has the 32 sections of §2.11 exactly', () => {
    const rows = of('core/sections').map((s) => `${s.id}|${s.name}|${s.databank_db_section}|${s.db_table_name}|${s.sort_order}`);
    const expected = [
      ...['Fortifications', 'Military use of Metals', 'Projectiles', 'Handheld weapons', 'Animals used in warfare', 'Armor', 'Naval technology']
        .map((n, i) => `${7 + i}|${n}|Warfare|wf|${200 + i}`),
      ...['Social Scale', 'Hierarchical Complexity', 'Professions', 'Bureaucracy characteristics', 'Law', 'Specialized Buildings',
        'Transport infrastructure', 'Special purpose sites', 'Information', 'Specialized Buildings: polity owned', 'Special-purpose Sites']
        .map((n, i) => `${14 + i}|${n}|Social Complexity|sc|${100 + i}`),
      ...['Religious Demography', 'Religious Tolerance', 'Religios Tolerance', 'Moralizing Supernatural Punishment and Reward']
        .map((n, i) => `${25 + i}|${n}|Religion|rt|${400 + i}`),
      ...['Identity and Location', 'Temporal Bounds', 'Political and Cultural Relations', 'Language', 'Religion']
        .map((n, i) => `${29 + i}|${n}|General|general|${i}`),
      '34|Luxury Goods|Economy|ec|300',
      '35|Human Sacrifice|Religion|crisisdb|404',
      '36|Power Transitions|Crisisdb|crisisdb|500', '37|Instability Events|Crisisdb|crisisdb|501', '38|Crisis Consequences|Crisisdb|crisisdb|502',
    ];
    assert.deepEqual(rows, expected);
  });

  it('has contiguous ids from 1 on tokens, references and linguistic families, and gaps elsewhere', () => {
    for (const path of ['sc/tokens', 'core/references', 'general/polity-linguistic-families']) {
      of(path).forEach((r, i) => assert.equal(r.id, i + 1, path));
    }
    for (const path of ['general/polity-suprapolities', 'general/polity-alternative-names', 'general/polity-durations', 'general/polity-religion-genuses']) {
      const ids = of(path).map((r) => r.id as number);
      assert.ok(ids.at(-1)! > ids.length, `${path} has gaps`);
      assert.equal(new Set(ids).size, ids.length, `${path} ids unique`);
    }
  });

  it('uses every observed vocabulary value', () => {
    for (const def of REGISTRY) {
      for (const field of def.fields) {
        if (!field.observed) continue;
        const seen = values(def.path, field.name);
        for (const v of field.observed) assert.ok(seen.has(v), `${def.path}.${field.name} lacks ${v}`);
      }
    }
    assert.deepEqual(values('sc/tokens', 'tag'), new Set(['TRS', 'IFR', 'UND']));
  });

  it('pairs tag UND with token uncoded (§2.4)', () => {
    for (const t of of('sc/tokens')) assert.equal(t.tag === 'UND', t.token === 'uncoded', `token ${t.id}`);
  });

  it('has the placeholders and textures of §2.3 and §2.10', () => {
    const coded = REGISTRY.filter((d) => d.kind === 'coded').flatMap((d) => of(d.path));
    assert.ok(coded.some((r) => r.comment === 'EMPTY_COMMENT'));
    assert.ok(coded.some((r) => r.comment === null));
    assert.ok(coded.some((r) => typeof r.comment === 'string' && /<[a-z]+>/.test(r.comment)), 'HTML in comments');
    assert.ok(coded.some((r) => r.description === ''));
    assert.ok(coded.some((r) => typeof r.description === 'string' && /§REF§[^§]+§REF§/.test(r.description)));
    assert.ok(coded.some((r) => typeof r.description === 'string' && /\n/.test(r.description)));
    assert.ok(coded.some((r) => r.year_from === null && r.year_to === null));
    assert.ok(coded.some((r) => typeof r.year_from === 'number' && r.year_from < 0), 'BCE years');
    const refs = of('core/references');
    assert.ok(refs.some((r) => r.title === 'UNKNOWNTITLE'));
    assert.ok(refs.some((r) => r.creator === 'NO_CREATOR'));
    assert.ok(refs.some((r) => /_et_al$/.test(r.creator as string)));
    assert.ok(refs.some((r) => (r.title as string).includes('\n')), 'line breaks in titles');
    assert.ok(refs.some((r) => r.modified_date === null));
    for (const r of refs) {
      const placeholder = r.reflib_link === `NOREFLIB_LINK_${r.id}`;
      assert.ok(placeholder || /^[A-Z0-9]{8}$/.test(r.reflib_link as string), `reference ${r.id}: ${r.reflib_link}`);
      // §2.10: year 0 means no year on records with a catalogued item, null on records without one.
      if (placeholder) assert.equal(r.year, null);
      else assert.equal(typeof r.year, 'number');
      if (placeholder) assert.equal(r.item_type, null);
      assert.match(r.created_date as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      if (r.modified_date !== null) assert.match(r.modified_date as string, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    }
    assert.ok(refs.some((r) => r.year === 0));
    assert.ok(refs.some((r) => r.reflib_link === `NOREFLIB_LINK_${r.id}`));
  });

  it('has durations that differ from their polity years by one for some, and equal for most (§2.8)', () => {
    const durations = of('general/polity-durations');
    const off = durations.filter((d) => {
      const p = d.polity as Rec;
      return d.polity_year_from !== p.start_year || d.polity_year_to !== p.end_year;
    });
    assert.ok(off.length > 0 && off.length < durations.length / 2);
    for (const d of off) {
      const p = d.polity as Rec;
      assert.ok(Math.abs((d.polity_year_from as number) - (p.start_year as number)) <= 1);
      assert.ok(Math.abs((d.polity_year_to as number) - (p.end_year as number)) <= 1);
    }
  });

  it('cites existing references, with UUID ids and fractional timestamps (§2.12)', () => {
    const refIds = values('core/references', 'id');
    for (const c of of('core/citations')) {
      assert.ok(refIds.has(c.ref), `citation ${c.id} cites ${c.ref}`);
      assert.match(c.id as string, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.match(c.created_date as string, /\.\d+Z$/);
    }
  });

  it('has plausible polities: <country-prefix>_<slug>[_<n>], one summary per id, related polities distinct', () => {
    const polities = [...(demoSource(registry).items(POLITIES_PATH) as Iterable<{ value: unknown }>)].map((i) => i.value as Rec);
    // Coded records nest the 5-key summary of the polity record (spec §2.2; issue 19, decision 6).
    const summaryOf = (p: Rec): string => JSON.stringify({ id: p.id, name: p.name, long_name: p.long_name, start_year: p.start_year, end_year: p.end_year });
    const byId = new Map(polities.map((p) => [p.id, summaryOf(p)]));
    assert.equal(byId.size, polities.length);
    for (const p of polities) {
      assert.match(p.name as string, /^[a-z]{2}_[a-z0-9]+(_[a-z0-9]+)*$/);
      assert.ok((p.start_year as number) <= (p.end_year as number), String(p.name));
    }
    assert.ok(polities.some((p) => /_\d+$/.test(p.name as string)) && polities.some((p) => !/_\d+$/.test(p.name as string)));
    for (const def of REGISTRY.filter((d) => d.kind === 'coded')) {
      for (const r of of(def.path)) {
        assert.equal(JSON.stringify(r.polity), byId.get((r.polity as Rec).id), `${def.path} ${r.id}`);
        if (r.other_polity) assert.notEqual((r.other_polity as Rec).id, (r.polity as Rec).id);
      }
    }
  });

  it('is deterministic, and a scale factor multiplies every collection but sections', () => {
    assert.deepEqual(records('core/citations').slice(0, 50), of('core/citations').slice(0, 50));
    assert.equal(records('sc/tokens', 3).length, 3 * 394);
    assert.equal(records('core/sections', 3).length, 32);
    const citations = records('core/citations', 2);
    const maxRef = 2 * byPath('core/references')!.demoCount;
    assert.ok(citations.some((c) => (c.ref as number) > maxRef / 2) && citations.every((c) => (c.ref as number) <= maxRef));
  });
  // Issue 19, item 3: the demo covers every endpoint the catalogue serves, with values a reader finds plausible.
  it("covers every served endpoint of the catalogue: values within each vocabulary, keys that resolve, ranges in order", () => {
    const idsOf = new Map(served.map((e) => [e.model, new Set(of(e.path).map((r) => r.id))]));
    for (const e of served) {
      const records = of(e.path);
      assert.ok(records.length >= 20, `${e.path}: ${records.length} records`);
      for (const r of records) {
        for (const f of e.fields) {
          const v = r[nameOf(f)];
          if (v === null) continue;
          // The common tag and the spec's own collections keep the spec's observed vocabularies (tested above).
          if (f.choices && f.json_type === 'string' && !SPEC_PATHS.has(e.path) && f.name !== 'tag') {
            assert.ok(f.choices.includes(v as string), `${e.path} ${String(r.id)} ${f.name}: ${String(v)} outside the vocabulary`);
          }
          if (f.render === 'primary key' && f.related_model && idsOf.has(f.related_model)) {
            assert.ok(idsOf.get(f.related_model)!.has(v), `${e.path} ${String(r.id)} ${f.name}: ${String(v)} names no ${f.related_model}`);
          }
          const to = /_from$/.test(f.name) ? r[nameOf(f).replace(/_from$/, '_to')] : undefined;
          if (typeof v === 'number' && typeof to === 'number') assert.ok(v <= to, `${e.path} ${String(r.id)} ${f.name}: ${v} > ${to}`);
        }
      }
    }
  });

  it('shares polities across variables, and disputes come in groups of one polity and the same years', () => {
    const coded = served.filter((e) => e.kind === 'coded' && !SPEC_PATHS.has(e.path));
    const politiesOf = coded.map((e) => new Set(of(e.path).map((r) => (r.polity as Rec).id)));
    const shared = [...politiesOf[0]!].filter((id) => politiesOf.filter((set) => set.has(id)).length >= 5);
    assert.ok(shared.length > 0, 'some polity is coded in five variables or more');
    let groups = 0;
    for (const e of coded) {
      const disputed = of(e.path).filter((r) => r.is_disputed);
      const keys = new Map<string, number>();
      for (const r of disputed) {
        const key = `${String((r.polity as Rec).id)}|${String(r.year_from)}|${String(r.year_to)}`;
        keys.set(key, (keys.get(key) ?? 0) + 1);
      }
      groups += [...keys.values()].filter((n) => n >= 2).length;
    }
    assert.ok(groups >= coded.length / 4, `${groups} groups of disputed values over ${coded.length} variables`);
  });
});
