/** The long table's plan (plan/values-plan.ts): which collections take part, with which filters, and its keys. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FilterError } from '../../src/plan/errors.js';
import { parseValuesPlan } from '../../src/plan/values-plan.js';
import { registry } from '../helpers/registry.js';

const CODED = registry.collections.filter((d) => d.kind === 'coded');
const plan = (q: [string, string][], accept?: string) => parseValuesPlan(registry, q, accept);

describe('plan/values-plan', () => {
  it('takes every coded collection in registry order by default, with no filter', () => {
    const p = plan([]);
    assert.deepEqual(p.parts.map((x) => x.def.path), CODED.map((d) => d.path));
    assert.ok(p.parts.every((x) => x.where.length === 0));
    assert.equal(p.format, 'json');
    assert.equal(p.pageSize, 100);
  });

  it('variable, section and subsection choose collections, together', () => {
    const [a, b] = [CODED[5]!, CODED[60]!];
    assert.deepEqual(plan([['variable', `${b.path},${a.path}`]]).parts.map((x) => x.def), [a, b]);
    assert.deepEqual(plan([['variable', b.path], ['variable', a.path], ['section', a.section!]]).parts.map((x) => x.def),
      [a, b].filter((d) => d.section === a.section));
    assert.ok(plan([['subsection', a.subsection!]]).parts.every((x) => x.def.subsection === a.subsection));
  });

  it('a tag some collections do not know leaves them out; one no collection knows is a 400', () => {
    const dsp = plan([['tag', 'DSP']]);
    assert.ok(dsp.parts.length > 0 && dsp.parts.length < CODED.length);
    assert.throws(() => plan([['tag', 'XX']]), (e: unknown) => e instanceof FilterError && 'tag' in e.errors);
  });

  it('a download\'s key is its selection however spelt; a page\'s its query', () => {
    const [a, b] = [CODED[5]!.path, CODED[60]!.path];
    assert.equal(plan([['format', 'csv'], ['variable', `${a},${b}`]]).key, plan([['variable', b], ['variable', a]], 'text/csv').key);
    assert.notEqual(plan([['format', 'csv'], ['tag', 'TRS']]).key, plan([['format', 'csv'], ['tag', 'IFR']]).key);
    assert.notEqual(plan([['page', '2']]).key, plan([['page', '3']]).key);
  });

  it('reads a few polities by polity, more by collection; an unknown parameter is stray', () => {
    assert.deepEqual(plan([['polity', '3,4']]).polities, [3, 4]);
    assert.equal(plan([['polity', '1,2,3,4,5,6,7,8,9']]).polities, undefined);
    assert.equal(plan([['polity', '3'], ['tag', 'TRS']]).polities, undefined);
    assert.equal(plan([['polity', '3']]).stray, false);
    assert.equal(plan([['year__gt', '3']]).stray, true);
  });

  it('page_size is bounded to 1000; a bad one is the default', () => {
    assert.equal(plan([['page_size', '5000']]).pageSize, 1000);
    assert.equal(plan([['page_size', '0']]).pageSize, 100);
  });
});
