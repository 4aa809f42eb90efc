/** The original's field names → the served ones (mirror-names.ts): in records and nested rows, keys kept in order. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { namesOf, toServedNames } from '../../src/load/mirror-names.js';
import type { FieldDef } from '../../src/registry/index.js';
import { registry } from '../helpers/registry.js';

const field = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, type: 'string', nullable: true, role: 'plain', ...extra });

test('renames at every depth, in key order; a key already served, and anything not an object, as it is', () => {
  const row = [field('id'), field('seshat_like', { original: 'seshat_like_old' })];
  const fields = [
    field('id'), field('reflib_link', { original: 'zotero_link' }),
    field('region', { type: 'object', shape: row }), field('regions', { type: 'objects', shape: row }),
  ];
  const names = namesOf(fields)!;
  const record = JSON.parse('{"id":1,"zotero_link":"A","region":{"seshat_like_old":2,"id":3},"regions":[{"id":4,"seshat_like_old":5},null],"__proto__":6}');
  const served = toServedNames(names, record) as Record<string, unknown>;
  assert.equal(JSON.stringify(served), '{"id":1,"reflib_link":"A","region":{"seshat_like":2,"id":3},"regions":[{"id":4,"seshat_like":5},null],"__proto__":6}');
  assert.ok(Object.hasOwn(served, '__proto__'), 'a key `__proto__` stays a key');
  // An instance of this API answers the served names: nothing changes, even where both are present.
  const both = { id: 1, reflib_link: 'A', zotero_link: 'B' };
  assert.deepEqual(toServedNames(names, both), both);
  assert.equal(toServedNames(names, 5), 5);
  assert.equal(namesOf([field('id'), field('x')]), undefined);
});

test('the registry maps the original\'s names of the catalogue: core/polities\' region, references\' link', () => {
  const polity = toServedNames(namesOf(registry.polities.fields), { id: 1, home_seshat_region: { id: 2, name: 'r' } });
  assert.deepEqual(polity, { id: 1, home_databank_region: { id: 2, name: 'r' } });
  const reference = toServedNames(namesOf(registry.byPath('core/references')!.fields), { id: 1, zotero_link: 'ABCD1234' });
  assert.deepEqual(reference, { id: 1, reflib_link: 'ABCD1234' });
});
