/**
 * `/api/values/` (issue 25 §3, the long table) against an oracle computed here from a dump this suite writes
 * (oracle-data.ts), on every store: the whole table and random filtered selections (seeded: ORACLE_SEED), as JSON
 * pages, CSV (csv-parse) and NDJSON, with the contract's row shape, column order and value rules, and its 400s.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';
import {
  cell, valueCell, isPolitySummary, databank, get, getJson, int, longTable, pick, polityOf, rng, serveBank, valueOf, variable, VARIABLE_PATHS, covers,
  type Databank, type Rec, type Served, type Variable,
} from './oracle-data.js';

const SEED = Number(process.env.ORACLE_SEED ?? 2025);
const BASE = '/api/values/';
const CSV_COLUMNS = ['variable.path', 'variable.title', 'variable.section', 'variable.subsection', 'id', 'polity.id',
  'polity.name', 'polity.long_name', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'value', 'value_from',
  'value_to', 'value_fields', 'comment', 'description'];
const ROW_KEYS = ['variable', 'id', 'polity', 'year_from', 'year_to', 'tag', 'is_disputed', 'is_uncertain', 'value', 'comment', 'description'];

type Item = { v: Variable; rec: Rec };

function jsonRow(bank: Databank, { v, rec }: Item): Rec {
  const p = polityOf(bank, rec);
  return {
    variable: { path: v.path, title: v.title, section: v.section, subsection: v.subsection },
    id: rec.id, polity: { id: p.id, name: p.name, long_name: p.long_name },
    year_from: rec.year_from, year_to: rec.year_to, tag: rec.tag, is_disputed: rec.is_disputed, is_uncertain: rec.is_uncertain,
    value: valueOf(v, rec), comment: rec.comment, description: rec.description,
  };
}

const isPair = (vf: string[]): boolean => vf.length === 2 && vf[0]!.endsWith('_from') && vf[1]!.endsWith('_to');

/**
 * A CSV row by the contract; a several-field value (JSON text) is parsed on both sides before comparing. A polity
 * summary is its id in `value`, inside that JSON text too ("its id in `value`/`value_from`/`value_to`, and the object
 * itself in JSON"): another object stays whole.
 */
function csvRow(bank: Databank, { v, rec }: Item): unknown[] {
  const p = polityOf(bank, rec);
  const vf = v.valueFields;
  let value: unknown = '';
  let from = '';
  let to = '';
  if (vf.length === 1) value = valueCell(v, vf[0]!, rec[vf[0]!]);
  else if (isPair(vf)) [from, to] = [valueCell(v, vf[0]!, rec[vf[0]!]), valueCell(v, vf[1]!, rec[vf[1]!])];
  else value = Object.fromEntries(vf.map((f) => [f, isPolitySummary(v, f) && rec[f] ? (rec[f] as Rec).id : rec[f] ?? null]));
  return [v.path, v.title, v.section, cell(v.subsection), String(rec.id), String(p.id), p.name, p.long_name,
    cell(rec.year_from), cell(rec.year_to), rec.tag, cell(rec.is_disputed), cell(rec.is_uncertain), value, from, to,
    vf.join(','), rec.comment, rec.description];
}

function readCsv(text: string): string[][] {
  assert.ok(text.endsWith('\r\n'), 'CSV ends with CRLF');
  assert.ok(!/[^\r]\n/.test(text.replace(/"[^"]*"/g, '')), 'every line outside quotes ends with CRLF');
  return parse(text, { record_delimiter: '\r\n', relax_column_count: false }) as string[][];
}

/** The actual CSV rows with a several-field `value` parsed (JSON text compared as values, not spelling). */
function normalCsv(rows: string[][]): unknown[][] {
  const several = (path: string): boolean => variable(path).valueFields.length > 1 && !isPair(variable(path).valueFields);
  return rows.map((r) => r.map((c, i) => (i === 13 && several(r[0]!) ? JSON.parse(c) : c)));
}

/*
 * The variable's title is checked by a test of its own (the codebook's title of the variable: the contract gives the
 * codebook's example, `"Polity Population"`, and no other), so that a disagreement names its rule and the other
 * comparisons still run: elsewhere it is masked.
 */
const FOREIGN_KEYS = new Set(VARIABLE_PATHS.filter((path) => variable(path).shape === 'foreign key'));
function masked(row: Rec): Rec {
  return { ...row, variable: { ...(row.variable as Rec), title: '<title>' } };
}
function maskedCsv(row: unknown[]): unknown[] {
  const out = [...row];
  out[1] = '<title>';
  return out;
}

interface Query { params: [string, string][]; keep(item: Item): boolean; text: string }

/** A random selection: each filter of the contract with some probability, variables comma-joined or repeated. */
function randomQuery(r: () => number, bank: Databank): Query {
  const params: [string, string][] = [];
  const tests: ((i: Item) => boolean)[] = [];
  if (r() < 0.4) {
    const ids = Array.from({ length: int(r, 1, 3) }, () => pick(r, bank.polities).id);
    params.push(['polity', ids.join(',')]);
    tests.push((i) => ids.includes((i.rec.polity as Rec).id as number));
  }
  if (r() < 0.4) {
    const y = int(r, -1500, 1900);
    params.push(['covers_year', String(y)]);
    tests.push((i) => covers(bank, i.rec, y));
  }
  const vars = VARIABLE_PATHS.map(variable);
  if (r() < 0.25) {
    const s = pick(r, vars).section;
    params.push(['section', s]);
    tests.push((i) => i.v.section === s);
  }
  if (r() < 0.25) {
    const s = pick(r, vars).subsection!;
    params.push(['subsection', s]);
    tests.push((i) => i.v.subsection === s);
  }
  if (r() < 0.4) {
    const paths = [...new Set(Array.from({ length: int(r, 1, 3) }, () => pick(r, VARIABLE_PATHS)))];
    if (r() < 0.5) params.push(['variable', paths.join(',')]);
    else for (const p of paths) params.push(['variable', p]);
    tests.push((i) => paths.includes(i.v.path));
  }
  if (r() < 0.3) {
    const t = pick(r, ['TRS', 'SSP', 'IFR', 'UND']);
    params.push(['tag', t]);
    tests.push((i) => i.rec.tag === t);
  }
  for (const flag of ['is_disputed', 'is_uncertain']) {
    if (r() < 0.25) {
      const b = r() < 0.5;
      params.push([flag, String(b)]);
      tests.push((i) => i.rec[flag] === b);
    }
  }
  const text = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return { params, keep: (i) => tests.every((t) => t(i)), text };
}

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => undefined);

for (const kind of STORES) {
  describe(`${kind.name}: /api/values/ equals the long table computed from the dump (seed ${SEED})`, () => {
    const bank = databank(SEED);
    const all = longTable(bank);
    let served: Served;
    before(async () => {
      served = await serveBank(kind, bank);
    });
    after(async () => {
      await served?.close();
    });
    const json = (url: string): Promise<Rec> => getJson(served.app, url);

    it('the whole table: one row per coded record, by variable (registry order) then id, keys in the contract order', async () => {
      const body = await json(`${BASE}?page_size=1000`);
      assert.deepEqual(Object.keys(body), ['count', 'next', 'previous', 'results']);
      assert.equal(body.count, all.length);
      const rows = body.results as Rec[];
      for (const row of rows) assert.deepEqual(Object.keys(row), ROW_KEYS);
      assert.deepEqual(Object.keys(rows[0]!.variable as Rec), ['path', 'title', 'section', 'subsection']);
      assert.deepEqual(Object.keys(rows[0]!.polity as Rec), ['id', 'name', 'long_name']);
      assert.deepEqual(rows.map(masked), all.map((i) => masked(jsonRow(bank, i))));
    });

    it('JSON pages: default 100, `next` links walked at a random page size give the table, past the end is 404', async () => {
      const first = await json(BASE);
      assert.equal((first.results as Rec[]).length, Math.min(100, all.length));
      assert.equal(first.previous, null);
      const size = int(rng(SEED), 3, 40);
      const seen: Rec[] = [];
      let url: string | null = `${BASE}?page_size=${size}`;
      for (let n = 0; url && n < 1000; n++) {
        const page = await json(url.replace(/^https?:\/\/[^/]+/, ''));
        assert.ok((page.results as Rec[]).length <= size);
        seen.push(...(page.results as Rec[]));
        url = page.next as string | null;
      }
      assert.deepEqual(seen.map(masked), all.map((i) => masked(jsonRow(bank, i))));
      const past = await get(served.app, `${BASE}?page_size=${size}&page=${Math.ceil(all.length / size) + 1}`);
      assert.equal(past.status, 404);
      assert.deepEqual(JSON.parse(past.body), { detail: 'Invalid page.' });
    });

    it('random filtered selections as JSON, CSV and NDJSON equal the records the filters keep', async () => {
      const r = rng(SEED + 1);
      let nonEmpty = 0;
      for (let n = 0; n < 30; n++) {
        const q = randomQuery(r, bank);
        const want = all.filter(q.keep);
        if (want.length) nonEmpty++;
        const label = `seed ${SEED}, query ${n}: ?${q.text}`;
        const body = await json(`${BASE}?${q.text}&page_size=1000`);
        assert.equal(body.count, want.length, label);
        assert.deepEqual((body.results as Rec[]).map(masked), want.map((i) => masked(jsonRow(bank, i))), label);
        const nd = await get(served.app, `${BASE}?${q.text}&format=ndjson`);
        assert.equal(nd.status, 200, label);
        assert.deepEqual(nd.body.split('\n').filter(Boolean).map((l) => masked(JSON.parse(l) as Rec)), want.map((i) => masked(jsonRow(bank, i))), label);
        const csv = await get(served.app, `${BASE}?${q.text}&format=csv`);
        assert.equal(csv.status, 200, label);
        const [head, ...rows] = readCsv(csv.body);
        assert.deepEqual(head, CSV_COLUMNS, label);
        assert.deepEqual(normalCsv(rows).map(maskedCsv), want.map((i) => maskedCsv(csvRow(bank, i))), label);
      }
      assert.ok(nonEmpty >= 10, `the random queries select something (${nonEmpty} of 30 did)`);
    });

    it('downloads are attachments named values.csv and values.ndjson, CSV and NDJSON typed', async () => {
      const csv = await get(served.app, `${BASE}?format=csv`);
      assert.match(String(csv.headers['content-disposition']), /attachment; filename="values\.csv"/);
      assert.match(String(csv.headers['content-type']), /^text\/csv/);
      const nd = await get(served.app, `${BASE}?format=ndjson`);
      assert.match(String(nd.headers['content-disposition']), /attachment; filename="values\.ndjson"/);
      assert.equal(nd.body.split('\n').filter(Boolean).length, all.length);
    });

    it('every value shape in CSV: one field its value, a from/to pair two columns, several the JSON text, a foreign key its JSON text', async () => {
      const [, ...rows] = readCsv((await get(served.app, `${BASE}?format=csv`)).body);
      const of = (path: string): string[][] => rows.filter((row) => row[0] === path);
      for (const row of of('sc/polity-populations')) assert.equal(row[13], '', 'a from/to pair leaves value empty');
      for (const row of of('general/polity-suprapolities')) {
        const v = JSON.parse(row[13]!) as Rec;
        assert.deepEqual(Object.keys(v), ['supra_polity_relations', 'other_polity']);
        assert.equal(row[16], 'supra_polity_relations,other_polity');
      }
      for (const path of FOREIGN_KEYS) {
        const want = all.filter((i) => i.v.path === path).map((i) => csvRow(bank, i)[13]);
        assert.ok(want.some((x) => (x as string).startsWith('{"id":')));
        assert.deepEqual(of(path).map((row) => row[13]), want, `${path}: a foreign key (an object, not a polity) is its JSON text`);
      }
    });

    it('variable.title is the codebook\'s title of that variable (one title per variable across the tables)', async () => {
      const titles = new Map<string, unknown>();
      for (const path of VARIABLE_PATHS) titles.set(path, (await json(`/api/codebook/${path}/`)).title);
      assert.equal(titles.get('sc/polity-populations'), 'Polity Population', 'the contract\'s example');
      const body = await json(`${BASE}?page_size=1000`);
      assert.deepEqual((body.results as Rec[]).map((row) => (row.variable as Rec).title), all.map((i) => titles.get(i.v.path)));
      const [, ...rows] = readCsv((await get(served.app, `${BASE}?format=csv`)).body);
      assert.deepEqual(rows.map((row) => row[1]), all.map((i) => titles.get(i.v.path)));
    });

    it('an unknown variable, section or subsection is 400 in django-filter\'s shape', async () => {
      for (const [param, value] of [['variable', 'sc/nope'], ['section', 'Nope'], ['subsection', 'Social scale']]) {
        const res = await get(served.app, `${BASE}?${param}=${encodeURIComponent(value!)}`);
        assert.equal(res.status, 400, `${param}=${value}`);
        assert.deepEqual(JSON.parse(res.body), { [param!]: [`Select a valid choice. ${value} is not one of the available choices.`] });
      }
      const bad = await get(served.app, `${BASE}?covers_year=x`);
      assert.equal(bad.status, 400);
      assert.ok('covers_year' in (JSON.parse(bad.body) as Rec));
    });
  });
}
