/**
 * Checks the catalogue oracle's many-to-many filter (test/helpers/catalogue-oracle.ts) against Django 3.2 and
 * django-filter 23 themselves (test/helpers/django_members_check.py): the same polities, the same raw query strings,
 * the same verdict (the messages of a 400, or the polities a valid query selects by). Where several values are wrong,
 * Django names one of them in a frozenset's order, which varies from run to run: then its message must be of the same
 * kind and name one of the query's wrong values of that kind. Skipped without the packages (Debian:
 * python3-django python3-django-filters).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { CatalogueOracle, readCatalogue } from '../helpers/catalogue-oracle.js';
import { demoRecords } from '../helpers/databanks.js';
import { polityRecords } from '../helpers/oracle.js';
import { parseQsl, pyInt } from '../helpers/pyrules.js';
import { rng } from '../helpers/query-gen.js';

const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3';
const SCRIPT = path.resolve('test/helpers/django_members_check.py');
const available = spawnSync(PYTHON, ['-c', 'import django, django_filters'], { encoding: 'utf8' }).status === 0;
const SEED = Number(process.env.DIFF_SEED ?? 7321);
const PATH = 'ec/lux-precious-metal';
const P = 'place_of_provenance_pol';

describe("the catalogue oracle reads many-to-many values as django-filter's ModelMultipleChoiceFilter", { skip: available ? false : `SKIPPED: ${PYTHON} has no django/django_filters` }, () => {
  it(`random lists of ids, unknown ids, odd spellings and non-integers (seed ${SEED})`, () => {
    const db = demoRecords();
    const oracle = new CatalogueOracle(readCatalogue(), db);
    const ids = polityRecords(db).map((p) => p.id as number);
    const r = rng(SEED);
    const one = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    const pool = () => one([
      () => String(one(ids)), () => String(one(ids)), () => one(['1454', '99999', '-1', '0', '99999999999999999999']),
      () => one(['05', '+1', ' 1', '1 ', '٣', '１']), () => one(['', 'x', '5.0', '1e3', '1,2', '\0']),
    ])();
    const queries = Array.from({ length: 300 }, () => Array.from({ length: 1 + Math.floor(r() * 3) }, () => `${P}=${encodeURIComponent(pool())}`).join('&'));
    const run = spawnSync(PYTHON, [SCRIPT], {
      input: [JSON.stringify({ polities: ids }), ...queries.map((query) => JSON.stringify({ query }))].join('\n') + '\n',
      encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 26,
    });
    assert.equal(run.status, 0, run.stderr);
    const answers = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { errors?: Record<string, string[]>; applied?: number[]; overflow?: true });
    const known = new Set(ids.map(String));
    const mismatches: string[] = [];
    let compared = 0;
    queries.forEach((query, i) => {
      const theirs = answers[i]!;
      if (theirs.overflow) return; // SQLite's limit, not the original's (PostgreSQL finds no such polity)
      compared++;
      const values = parseQsl(query).map(([, v]) => v);
      const verdict = oracle.read(PATH, parseQsl(query));
      if (!verdict.errors) {
        const mine = [...new Set(values.map((v) => Number(pyInt(v))))].sort((a, b) => a - b);
        if (!isDeepStrictEqual(theirs.applied, mine)) mismatches.push(`${query}: oracle selects by ${JSON.stringify(mine)}, django ${JSON.stringify(theirs)}`);
        return;
      }
      const mine = verdict.errors[P]?.[0] ?? '';
      const django = theirs.errors?.[P]?.[0] ?? '';
      if (mine === django) return;
      // Several wrong values: the same kind of message, naming one of them.
      const kind = (m: string): 'choice' | 'pk' => (m.startsWith('Select a valid choice.') ? 'choice' : 'pk');
      const wrong = kind(mine) === 'pk' ? values.filter((v) => pyInt(v) === undefined) : values.filter((v) => !known.has(v));
      const named = kind(django) === 'choice'
        ? /^Select a valid choice\. ([\s\S]*) is not one of the available choices\.$/.exec(django)?.[1]
        : /^“([\s\S]*)” is not a valid value\.$/.exec(django)?.[1];
      if (kind(mine) !== kind(django) || named === undefined || !wrong.includes(named)) {
        mismatches.push(`${query}: oracle ${JSON.stringify(mine)}, django ${JSON.stringify(theirs)}`);
      }
    });
    assert.ok(compared > 250, `only ${compared} queries compared`);
    assert.equal(mismatches.length, 0, `${mismatches.length} of ${compared} differ:\n${mismatches.slice(0, 20).join('\n')}`);
  });
});
