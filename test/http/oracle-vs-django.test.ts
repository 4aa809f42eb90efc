/**
 * Checks the differential test's oracle, not the server: its reading of every filter value (errors, no filter, or the
 * cleaned value) equals django-filter 23's on Django 3.2, run in Python over the same raw query strings
 * (test/helpers/django_filters_check.py); and its page links and reading of `page` / `page_size` equal DRF's. Skipped when those packages are not installed
 * (Debian: python3-django-filters python3-djangorestframework).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { demoRecords, hostileDatabank } from '../helpers/databanks.js';
import { COLLECTIONS, DATE_MONTH_NAMES, NUMBERS_AS_DJANGO, Oracle, pageSizeOf } from '../helpers/oracle.js';
import { lastValue, linkQuery, parseQsl, pyInt } from '../helpers/pyrules.js';
import { QueryGen, encode, rng } from '../helpers/query-gen.js';

const PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3';
const SCRIPT = path.resolve('test/helpers/django_filters_check.py');
const available = spawnSync(PYTHON, ['-c', 'import django, django_filters'], { encoding: 'utf8' }).status === 0;
const SEED = Number(process.env.DIFF_SEED ?? 7321);

/** Values every kind of filter is given, besides the generated queries. */
const CORPUS = [
  '', ' ', '\t', '0', '-0', '+0', '00', '7', ' 7 ', '7.0', '7.00 ', '7.', '.7', '7.5', '1e3', '1E+3', '1e-3', '1_000', '_1', '1_', '1__0',
  '٣', '１０', '𝟕', '\u00a07', '7\u00a0', '\x1c7', '\ufeff7', '- 7', '+-7', '0x10', '1e50', '1.00000000000000008e50', '1e51', '-1e51',
  '99999999999999999999', '9223372036854775807', '9223372036854775808', 'NaN', 'nan5', 'sNaN', 'inf', '-Infinity', 'abc', '\0', '7\0',
  '1,2', '1,2,3', ',', ',1', '1,', '1,,2', ' 1 , 2 ', 'TRS', 'trs', ' TRS', 'null', 'true', 'TRUE', 'tRuE', 'false', '1', 'yes',
  '2023-01-02', '2023-1-2', ' 2023-01-02 ', '01/02/2023', '1/2/23', '12/31/69', '01/01/68', '2023-02-29', '2024-02-29', '0000-01-01',
  '0001-01-01', 'Jan 2 2023', 'jan 2, 2023', '2 JAN 2023', '2 January, 2023', 'January  2 2023', 'Auguſt 1 2020', 'AUGUST 1 2020',
  'Sept 1 2020', 'May 1 2020', '\u2003Jan\u20032\u20032023', '٢٠٢٣-٠١-٠٢', '2023-01-02T03:04', '2023-01-02 03:04:05',
  '2023-01-02T03:04:05.123456789Z', '2023-01-02T03:04:05,5+05:30', '2023-01-02T03:04:05-0800', '2023-01-02T03:04:05+05',
  '2023-01-02T03:04:05+23:59', '2023-01-02T03:04:05+24:00', '2023-01-02T24:00', '2023-01-02T03:04:05 Z', '0001-01-01T00:00+01:00',
  '2023-01-02T03:04,2023-01-03T00:00Z', '2023-01-02T03:04Z,', ',2023-01-02T03:04Z', 'x'.repeat(300),
];

function runPython(jobs: { filters: [string, string][]; query: string }[]): unknown[] {
  const run = spawnSync(PYTHON, [SCRIPT, ...(DATE_MONTH_NAMES ? [] : ['l10n']), ...(NUMBERS_AS_DJANGO ? ['django-numbers'] : [])], {
    input: jobs.map((j) => JSON.stringify(j)).join('\n') + '\n', encoding: 'utf8', maxBuffer: 1 << 28, timeout: 120_000,
  });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout.trim().split('\n').map((l) => JSON.parse(l) as unknown);
}

describe('the oracle reads filter values as django-filter does', { skip: available ? false : `SKIPPED: ${PYTHON} has no django/django_filters` }, () => {
  for (const [name, db] of [['hostile', hostileDatabank()], ['demo', demoRecords()]] as const) {
    it(`${name}: generated queries and a corpus of edge values, every collection (seed ${SEED})`, () => {
      const oracle = new Oracle(db);
      const gen = new QueryGen(oracle);
      const r = rng(SEED);
      const jobs: { path: string; filters: [string, string][]; query: string }[] = [];
      for (const c of COLLECTIONS) {
        const filters = oracle.filtersOf(c.path).map((f) => [f.param, f.gen] as [string, string]);
        for (let i = 0; i < (name === "hostile" ? 80 : 30); i++) jobs.push({ path: c.path, filters, query: gen.query(r, c.path) });
        if (name === 'hostile') {
          const kinds = new Map(oracle.filtersOf(c.path).map((f) => [f.gen, f])); // one filter of each kind
          for (const f of kinds.values()) {
            for (const v of CORPUS) jobs.push({ path: c.path, filters: [[f.param, f.gen]], query: `${encode(r, f.param)}=${encode(r, v)}` });
          }
        }
      }
      const answers = runPython(jobs.map(({ filters, query }) => ({ filters, query })));
      const mismatches: string[] = [];
      jobs.forEach((job, i) => {
        const verdict = oracle.read(job.path, parseQsl(job.query));
        const mine: { errors: Record<string, unknown> } | { applied: Record<string, unknown> } = 'errors' in verdict
          ? { errors: verdict.errors }
          : { applied: Object.fromEntries([...verdict.applied].map(([k, v]) => [k, v.norm])) };
        const theirs = answers[i] as Record<string, Record<string, unknown>>;
        const same = 'errors' in mine
          ? theirs.errors !== undefined && JSON.stringify(sortKeys(mine.errors)) === JSON.stringify(sortKeys(theirs.errors))
          : theirs.applied !== undefined && JSON.stringify(sortKeys(mine.applied)) === JSON.stringify(sortKeys(theirs.applied));
        const pairs = parseQsl(job.query);
        const links = [`http://testserver/api/x/${linkQuery(pairs, 2)}`, `http://testserver/api/x/${linkQuery(pairs, undefined)}`];
        const rawPage = lastValue(pairs, 'page') ?? '1';
        const page = rawPage === 'last' ? 'last' : pyInt(rawPage)?.toString() ?? 'invalid';
        if (!isDeepStrictEqual(links, theirs.links)) mismatches.push(`${job.query}\n  links: ${JSON.stringify(links)}\n  DRF:   ${JSON.stringify(theirs.links)}`);
        if (page !== (theirs.page as unknown)) mismatches.push(`${job.query}\n  page: ${page}, DRF: ${String(theirs.page)}`);
        if (pageSizeOf(pairs) !== (theirs.page_size as unknown)) mismatches.push(`${job.query}\n  page_size: ${pageSizeOf(pairs)}, DRF: ${String(theirs.page_size)}`);
        if (!same) mismatches.push(`${job.path}/?${job.query.slice(0, 300)}\n  oracle: ${JSON.stringify(mine).slice(0, 400)}\n  django: ${JSON.stringify(theirs).slice(0, 400)}`);
      });
      assert.equal(mismatches.length, 0, `${mismatches.length} of ${jobs.length} differ (seed ${SEED}):\n${mismatches.slice(0, 25).join('\n')}`);
    });
  }
});

function sortKeys(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
