/**
 * The codebook (docs/research.md, "Codebook"; the contract of issue 25 §1) on every store, over the demo databank.
 * Oracles: the counts are counted here from the demo's records (what the loader was given); vocabularies, labels and
 * descriptions are read from catalogue/catalogue.json directly; the labels the issue names are written out. Nothing
 * expected is taken from src/.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { parse } from 'csv-parse/sync';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { demoRecords } from '../helpers/databanks.js';
import type { Rec } from '../helpers/oracle.js';
import { PG_SKIP_LINE, STORES, TEST_DATABASE_URL } from '../helpers/stores.js';

interface Field { name: string; project_spec_name?: string; choices?: string[]; choices_ref?: string }
interface Endpoint {
  path: string; model: string; kind: string; permissions: string; live: { status: string; live_path?: string };
  value_shape?: string; value_fields?: string[]; fields: Field[];
}
interface Catalogue {
  choices: Record<string, string[]>;
  choice_labels: Record<string, { labels: Record<string, string> }>;
  variable_descriptions: { models: Record<string, { paths: string[]; description: string }> };
  endpoints: Endpoint[];
}
interface Value { value: string | null; label: string | null; records: number | null; outside?: true }
interface Entry {
  path: string; title: string; kind: string; section: string | null; subsection: string | null; description: string | null;
  value_shape: string | null; value_fields: string[]; records: number; polities: number | null;
  years: { from: number; to: number } | null;
  fields: { name: string; type: string; nullable: boolean; vocabulary: Value[] | null }[];
  tags: Value[] | null; flags: Record<string, string> | null; notes: Record<string, string>;
}

const catalogue = JSON.parse(readFileSync('catalogue/catalogue.json', 'utf8')) as Catalogue;
/** What the server serves: public endpoints the newest urls.py still routes (catalogue README, "Counts": 212). */
const SERVED = catalogue.endpoints.filter((e) => e.permissions === 'public' && e.live.status !== 'not_routed');
const KEYS = ['path', 'title', 'kind', 'section', 'subsection', 'description', 'value_shape', 'value_fields', 'records', 'polities',
  'years', 'fields', 'tags', 'flags', 'notes'];
const TAG_LABELS = { TRS: 'Confident', SSP: 'Suspected', IFR: 'Inferred', UND: 'Undecided' }; // core/models.py Tags
const served = (f: Field): string => f.project_spec_name ?? f.name;

/**
 * The oracle of one collection's counts, from its records: the polities (each record of core/polities is one), and the
 * least first and greatest last year: `year_from`/`year_to` where the records have them (coded values, capitals),
 * else `start_year`/`end_year` (polities, shapes).
 */
function counted(path: string, records: readonly Rec[]): Pick<Entry, 'records' | 'polities' | 'years'> {
  const isPolities = path === 'core/polities';
  const polityIds = new Set(records.map((r) => (r.polity as Rec | undefined)?.id).filter((id) => id !== undefined));
  const [first, last] = records.some((r) => 'year_from' in r) ? ['year_from', 'year_to'] : ['start_year', 'end_year'];
  const from = records.map((r) => r[first]).filter((y): y is number => typeof y === 'number');
  const to = records.map((r) => r[last]).filter((y): y is number => typeof y === 'number');
  return {
    records: records.length,
    polities: isPolities ? records.length : polityIds.size ? polityIds.size : null,
    years: from.length && to.length ? { from: Math.min(...from), to: Math.max(...to) } : null,
  };
}

for (const kind of STORES) {
  describe(`codebook (${kind.name})`, () => {
    let demo: DemoApp;
    let entries: Entry[];
    const get = (url: string, headers: Record<string, string> = {}) => demo.app.inject({ url, headers: { host: 'localhost', ...headers } });
    before(async () => {
      demo = await demoApp(kind);
      const res = await get('/api/codebook/?page_size=1000');
      assert.equal(res.statusCode, 200, res.body);
      entries = (JSON.parse(res.body) as { results: Entry[] }).results;
    });
    after(async () => { await demo?.close(); });

    it('lists one entry per served endpoint of the catalogue, keys in the contract order', () => {
      assert.deepEqual(entries.map((e) => e.path).sort(), SERVED.map((e) => e.path).sort());
      for (const e of entries) assert.deepEqual(Object.keys(e), KEYS, e.path);
    });

    it('counts records, polities and years as the data has them', () => {
      const data = demoRecords();
      for (const e of entries) {
        const { records, polities, years } = e;
        assert.deepEqual({ records, polities, years }, counted(e.path, data.get(e.path) ?? []), e.path);
      }
    });

    it('lists each vocabulary in the catalogue\'s order with its labels and records per value, then values outside it', () => {
      const data = demoRecords();
      for (const endpoint of SERVED) {
        const entry = entries.find((e) => e.path === endpoint.path)!;
        const records = data.get(endpoint.path) ?? [];
        for (const f of endpoint.fields.filter((g) => g.choices)) {
          const vocabulary = entry.fields.find((g) => g.name === served(f))?.vocabulary;
          assert.ok(vocabulary, `${endpoint.path} ${served(f)} has a vocabulary`);
          const tally = new Map<unknown, number>();
          for (const r of records) tally.set(r[served(f)], (tally.get(r[served(f)]) ?? 0) + 1);
          const labels = catalogue.choice_labels[f.choices_ref!]!.labels;
          const listed = f.choices!.map((value) => ({ value, label: labels[value]!, records: tally.get(value) ?? 0 }));
          const outside = [...tally].filter(([v]) => !f.choices!.includes(v as string))
            .map(([value, n]) => ({ value, label: null, records: n, outside: true }));
          assert.deepEqual(vocabulary.slice(0, listed.length), listed, `${endpoint.path} ${served(f)}`);
          assert.deepEqual(
            vocabulary.slice(listed.length).sort((a, b) => String(a.value).localeCompare(String(b.value))),
            outside.sort((a, b) => String(a.value).localeCompare(String(b.value))), `${endpoint.path} ${served(f)}: outside`,
          );
        }
        for (const g of entry.fields) if (!endpoint.fields.some((f) => f.choices && served(f) === g.name)) assert.equal(g.vocabulary, null, `${entry.path} ${g.name}`);
      }
    });

    it('gives every choice value of the catalogue a label', () => {
      for (const [name, values] of Object.entries(catalogue.choices)) {
        const users = SERVED.flatMap((e) => e.fields.filter((f) => f.choices_ref === name).map((f) => [e.path, served(f)] as const));
        for (const [path, field] of users) {
          const vocabulary = entries.find((e) => e.path === path)!.fields.find((f) => f.name === field)!.vocabulary!;
          for (const value of values) {
            const label = vocabulary.find((v) => v.value === value)?.label;
            assert.ok(typeof label === 'string' && label.trim() !== '', `${name} ${value} in ${path} ${field}`);
          }
        }
      }
    });

    it('labels A~P, o_h_p and mftvr as the issue quotes the original', () => {
      const label = (path: string, field: string, value: string): string | null | undefined =>
        entries.find((e) => e.path === path)?.fields.find((f) => f.name === field)?.vocabulary?.find((v) => v.value === value)?.label;
      assert.equal(label('sc/tokens', 'token', 'A~P'), 'Transitional (Absent -> Present)');
      assert.equal(label('rt/widespread-religions', 'degree_of_prevalence', 'o_h_p'), 'Over half of the population');
      assert.equal(label('rt/frequency-of-governmental-violence-against-religious-groups', 'coded_value', 'mftvr'), 'more frequently than very rarely');
    });

    it('gives the tags\' meanings (the Tags labels) and the flags\' on coded variables only', () => {
      for (const e of entries) {
        const coded = SERVED.find((s) => s.path === e.path)!.kind === 'coded';
        if (!coded) {
          assert.equal(e.tags, null, e.path);
          assert.equal(e.flags, null, e.path);
          continue;
        }
        assert.deepEqual(Object.fromEntries(e.tags!.map((t) => [t.value, t.label])), TAG_LABELS, e.path);
        assert.deepEqual(e.tags, e.fields.find((f) => f.name === 'tag')!.vocabulary, e.path);
        assert.deepEqual(Object.keys(e.flags!), ['is_disputed', 'is_uncertain'], e.path);
        for (const text of Object.values(e.flags!)) assert.ok(text.length > 20, e.path);
      }
    });

    it('explains EMPTY_COMMENT and §REF§ on coded variables, year 0 on references', () => {
      const tokens = entries.find((e) => e.path === 'sc/tokens')!;
      assert.deepEqual(Object.keys(tokens.notes), ['EMPTY_COMMENT', '§REF§']);
      assert.match(tokens.notes.EMPTY_COMMENT!, /no comment/);
      assert.match(tokens.notes['§REF§']!, /both sides/);
      const references = entries.find((e) => e.path === 'core/references')!;
      assert.deepEqual(Object.keys(references.notes), ['year 0']);
      assert.match(references.notes['year 0']!, /no year/);
      assert.deepEqual(entries.find((e) => e.path === 'core/sections')!.notes, {});
    });

    it('carries the catalogue\'s value shape, value fields and the original\'s descriptions', () => {
      const described = new Map(Object.values(catalogue.variable_descriptions.models).flatMap((m) => m.paths.map((p) => [p, m.description])));
      for (const endpoint of SERVED) {
        const e = entries.find((x) => x.path === endpoint.path)!;
        assert.equal(e.value_shape, endpoint.value_shape ?? null, e.path);
        assert.equal(e.description, described.get(e.path) ?? null, e.path);
        if (endpoint.kind === 'coded') assert.deepEqual(e.value_fields, endpoint.value_fields!.map((n) => served(endpoint.fields.find((f) => f.name === n)!)), e.path);
      }
      assert.ok([...described.keys()].some((p) => entries.some((e) => e.path === p)), 'some variable is described');
    });

    it('answers one entry at its path and at an alias; 404 for a path that names nothing', async () => {
      const res = await get('/api/codebook/sc/tokens/');
      assert.equal(res.statusCode, 200);
      assert.deepEqual(JSON.parse(res.body), entries.find((e) => e.path === 'sc/tokens'));
      const moved = SERVED.find((e) => e.live.live_path)!;
      const alias = await get(`/api/codebook/${moved.live.live_path!}/`);
      assert.equal(alias.statusCode, 200);
      assert.equal((JSON.parse(alias.body) as Entry).path, moved.path);
      for (const [url, to] of [['/api/codebook', '/api/codebook/'], ['/api/codebook/sc/tokens?format=csv', '/api/codebook/sc/tokens/?format=csv']]) {
        const slashless = await get(url!);
        assert.equal(slashless.statusCode, 301, url);
        assert.equal(slashless.headers.location, to);
      }
      for (const url of ['/api/codebook/sc/no-such-thing/', '/api/codebook/x/y/', '/api/codebook/x/y']) {
        const missing = await get(url);
        assert.equal(missing.statusCode, 404, url);
        assert.deepEqual(JSON.parse(missing.body), { detail: 'Not found.' });
      }
    });

    it('pages the list as DRF does: links, the last page, Invalid page.', async () => {
      const pages = Math.ceil(SERVED.length / 50);
      const first = JSON.parse((await get('/api/codebook/')).body) as { count: number; next: string | null; previous: string | null; results: Entry[] };
      assert.equal(first.count, SERVED.length);
      assert.equal(first.previous, null);
      assert.equal(first.next, 'http://localhost/api/codebook/?page=2');
      assert.deepEqual(first.results, entries.slice(0, 50));
      const last = JSON.parse((await get(`/api/codebook/?page=${pages}`)).body) as typeof first;
      assert.equal(last.next, null);
      assert.equal(last.previous, `http://localhost/api/codebook/?page=${pages - 1}`);
      assert.deepEqual(last.results, entries.slice(50 * (pages - 1)));
      const past = await get(`/api/codebook/?page=${pages + 1}`);
      assert.equal(past.statusCode, 404);
      assert.deepEqual(JSON.parse(past.body), { detail: 'Invalid page.' });
      const small = JSON.parse((await get('/api/codebook/?page=2&page_size=3')).body) as typeof first;
      assert.deepEqual(small.results.map((e) => e.path), entries.slice(3, 6).map((e) => e.path));
      assert.equal(small.next, 'http://localhost/api/codebook/?page=3&page_size=3');
      assert.equal(small.previous, 'http://localhost/api/codebook/?page_size=3');
    });

    it('downloads CSV: the contract\'s columns, a row per vocabulary value (one for a field without), a file name', async () => {
      const res = await get('/api/codebook/?format=csv');
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/csv/);
      assert.equal(res.headers['content-disposition'], 'attachment; filename="codebook.csv"');
      assert.ok(res.body.endsWith('\r\n'));
      const rows = parse(res.body, { columns: false, relax_column_count: false }) as string[][];
      assert.deepEqual(rows[0], ['path', 'title', 'section', 'subsection', 'field', 'value', 'label', 'records']);
      const expected = entries.flatMap((e) => e.fields.flatMap((f) => (f.vocabulary ?? [{ value: null, label: null, records: null }])
        .map((v) => [e.path, e.title, e.section ?? '', e.subsection ?? '', f.name, v.value ?? '', v.label ?? '', v.records === null ? '' : String(v.records)])));
      assert.deepEqual(rows.slice(1), expected);
      const accept = await get('/api/codebook/', { accept: 'text/csv' });
      assert.equal(accept.body, res.body);
    });

    it('downloads NDJSON: one entry a line, as the JSON pages give them; ETag and 304', async () => {
      const res = await get('/api/codebook/?format=ndjson');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'application/x-ndjson');
      assert.equal(res.headers['content-disposition'], 'attachment; filename="codebook.ndjson"');
      const lines = res.body.split('\n');
      assert.equal(lines.pop(), '');
      assert.deepEqual(lines.map((l) => JSON.parse(l) as Entry), entries);
      const again = await get('/api/codebook/?format=ndjson', { 'if-none-match': String(res.headers.etag) });
      assert.equal(again.statusCode, 304);
      const one = await get('/api/codebook/sc/tokens/?format=ndjson');
      assert.deepEqual(JSON.parse(one.body), entries.find((e) => e.path === 'sc/tokens'));
    });

    it('counts once per generation: the store hands the same counts again', async () => {
      const { store } = demo.handle;
      const gen = (await store.current())!;
      const def = store.registry.byPath('sc/tokens')!;
      const [a, b] = await Promise.all([store.stats(gen, def), store.stats(gen, def)]);
      assert.equal(a, b);
      assert.equal(await store.stats(gen, def), a);
    });
  });
}

if (!TEST_DATABASE_URL) it(PG_SKIP_LINE, { skip: true }, () => {});
