/**
 * The codebook's pages (docs/pages.md, "Codebook pages") and values read as their labels and placeholders as their
 * meanings ("Values and placeholders"). Oracles: the catalogue file (`choice_labels`, the endpoints' `choices_ref`),
 * the API's JSON codebook (`/api/codebook/…`), and the spec's placeholders (read-api.md §2.3, §2.10), never the pages'
 * own renderers.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { demoApp, NO_PAGE_BUDGET, type DemoApp } from '../helpers/app.js';
import { P1, tinyRecords } from '../helpers/dumps.js';
import { hostileRecords, memorySource, PAYLOADS } from '../helpers/hostile.js';
import { REGISTRY } from '../helpers/registry.js';
import { SQLITE, type TestStore } from '../helpers/stores.js';

interface EntryValue { value: string | null; label: string | null; records: number | null; outside?: true }
interface Entry {
  path: string; title: string; records: number; polities: number | null; years: { from: number; to: number } | null;
  fields: { name: string; vocabulary: EntryValue[] | null }[]; tags: EntryValue[] | null;
}

/** The catalogue's words: each served endpoint's fields with a vocabulary, and each vocabulary's labels. */
interface CatEndpoint { path: string; fields: { name: string; project_spec_name?: string; choices?: string[]; choices_ref?: string }[] }
const CATALOGUE = JSON.parse(fs.readFileSync(new URL('../../../catalogue/catalogue.json', import.meta.url), 'utf8')) as {
  endpoints: CatEndpoint[]; choice_labels: Record<string, { labels: Record<string, string> }>;
};

/** Text as the pages write it into an attribute or text (the five characters HTML escapes). */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function unesc(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** What a reader sees of a page: its text, without tags or attribute values. */
function visibleText(body: string): string {
  return unesc(body.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '));
}

/** The markup of the element opening with `start` up to its closing `end`. */
function slice(body: string, start: string, end: string): string {
  const i = body.indexOf(start);
  assert.ok(i >= 0, `no ${start}`);
  return body.slice(i, body.indexOf(end, i));
}

/** Markup from the data would show as one of these once quoted attribute values (escaped by the pages) are set aside. */
function unsafeMarkup(html: string): string[] {
  const tags = html.replace(/"[^"]*"/g, '""');
  const found = Object.entries({
    'a script without src': /<script(?![^>]*\ssrc="")/i, 'an event handler': /<[a-z][^>]*\son[a-z]+\s*=/i, 'an img': /<img\b/i,
    'an iframe': /<iframe\b/i, 'a style element': /<style\b/i, 'a comment': /<!--/, 'a math element': /<math\b/i, 'a CDATA section': /<!\[CDATA\[/,
  }).filter(([, re]) => re.test(tags)).map(([name]) => name);
  if (/\s(href|src|action|formaction)="\s*javascript:/i.test(html)) found.push('a javascript: URL');
  return found;
}

describe('codebook pages on the demo databank', () => {
  let demo: DemoApp;
  let entries: Entry[];
  before(async () => {
    demo = await demoApp(SQLITE, NO_PAGE_BUDGET);
    const list = await json<{ count: number; results: Entry[] }>('/api/codebook/?page_size=1000');
    entries = list.results;
    assert.equal(entries.length, list.count, 'the whole codebook in one page');
  });
  after(() => demo.close());

  const get = (url: string) => demo.app.inject({ url, headers: { host: 'testserver' } });
  async function json<T>(url: string): Promise<T> {
    const res = await get(url);
    assert.equal(res.statusCode, 200, url);
    return JSON.parse(res.body) as T;
  }
  async function page(url: string): Promise<string> {
    const res = await get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    return res.body;
  }

  it('/codebook/ lists every collection of the JSON codebook once, linking its entry, with its records', async () => {
    const body = await page('/codebook/');
    const listed = [...body.matchAll(/<li data-collection="([^"]+)">/g)].map((m) => unesc(m[1]!));
    assert.deepEqual([...listed].sort(), entries.map((e) => e.path).sort());
    for (const e of entries) {
      const li = slice(body, `<li data-collection="${e.path}">`, '</li>');
      assert.ok(li.includes(`<a href="/codebook/${e.path}/">`), e.path);
      assert.match(li, new RegExp(`data-count="${e.records}"`), e.path);
    }
    // Grouped by section as the home page groups them, the first open.
    assert.match(body, /<details class="section" id="sec-core-collections" open>/);
    assert.equal([...body.matchAll(/<details class="section"[^>]* open>/g)].length, 1);
  });

  it('every vocabulary value on a variable’s page has the catalogue’s label, and the JSON codebook’s count', async () => {
    const served = new Set(entries.map((e) => e.path));
    let checked = 0;
    for (const endpoint of CATALOGUE.endpoints.filter((e) => served.has(e.path))) {
      const vocabularies = endpoint.fields.filter((f) => f.choices_ref && CATALOGUE.choice_labels[f.choices_ref]);
      if (!vocabularies.length) continue;
      const body = await page(`/codebook/${endpoint.path}/`);
      const entry = entries.find((e) => e.path === endpoint.path)!;
      for (const f of vocabularies) {
        const name = f.project_spec_name ?? f.name;
        const open = new RegExp(`<table class="vocabulary( tags)?" data-field="${name}">`).exec(body);
        assert.ok(open, `${endpoint.path}: a table of ${name}`);
        const table = slice(body, open[0], '</table>');
        const counted = entry.fields.find((x) => x.name === name)!.vocabulary!;
        for (const value of f.choices ?? Object.keys(CATALOGUE.choice_labels[f.choices_ref!]!.labels)) {
          const label = CATALOGUE.choice_labels[f.choices_ref!]!.labels[value] ?? value;
          const row = slice(table, `<tr data-value="${esc(value)}"`, '</tr>');
          assert.ok(row.includes(` data-label="${esc(label)}"`), `${endpoint.path} ${name} ${value}: label ${label}`);
          assert.ok(visibleText(row).includes(label), `${endpoint.path} ${name} ${value}: the label as text`);
          const records = counted.find((v) => v.value === value)!.records;
          assert.match(row, new RegExp(`data-records="${records}"`), `${endpoint.path} ${name} ${value}: ${records} records`);
          checked++;
        }
      }
    }
    assert.ok(checked > 1000, `${checked} values checked`);
  });

  it('a variable’s page shows its coverage and links as the contract says, its counts the JSON’s', async () => {
    for (const e of entries.filter((x) => ['sc/tokens', 'core/references', 'core/polities'].includes(x.path))) {
      const body = await page(`/codebook/${e.path}/`);
      assert.ok(body.includes(`<h1>${esc(e.title)}</h1>`), e.path);
      assert.match(body, new RegExp(`data-records="${e.records}"`));
      if (e.polities !== null) assert.match(body, new RegExp(`data-polities="${e.polities}"`));
      if (e.years) {
        assert.match(body, new RegExp(`data-years-from="${e.years.from}"`));
        assert.match(body, new RegExp(`data-years-to="${e.years.to}"`));
      }
      assert.ok(body.includes(`<a data-link="list" href="/${e.path}/">`), e.path);
      for (const f of ['csv', 'ndjson', 'json']) assert.match(body, new RegExp(`<a data-download="${f}" href="/api/${e.path}/\\?format=${f}">`));
    }
    const tokens = await page('/codebook/sc/tokens/');
    const years = entries.find((e) => e.path === 'sc/tokens')!.years!;
    assert.ok(tokens.includes('<a data-link="values" href="/api/values/?variable=sc/tokens&amp;format=csv">'));
    const panel = /<a data-link="panel" href="\/api\/panel\/\?variables=sc\/tokens&amp;from=(-?\d+)&amp;to=(-?\d+)&amp;step=(\d+)&amp;format=csv">/.exec(tokens);
    assert.ok(panel, 'a panel link');
    assert.deepEqual([Number(panel[1]), Number(panel[2])], [years.from, years.to]);
    const step = Number(panel[3]);
    assert.ok(Math.floor((years.to - years.from) / step) + 1 <= 60, `step ${step}: at most 60 samples`);
    // The panel it links answers.
    assert.equal((await get(unesc(/data-link="panel" href="([^"]+)"/.exec(tokens)![1]!))).statusCode, 200);
    // Tags as meanings with the codebook's counts, placeholders and flags as a definition list.
    const tags = slice(tokens, '<table class="vocabulary tags"', '</table>');
    for (const [code, label] of Object.entries(CATALOGUE.choice_labels.Tags!.labels)) {
      assert.ok(tags.includes(`<tr data-value="${code}" data-label="${label}">`), code);
    }
    const notes = slice(tokens, '<dl class="notes">', '</dl>');
    for (const key of ['is_disputed', 'is_uncertain', 'EMPTY_COMMENT']) assert.ok(notes.includes(`<code>${key}</code>`), key);
    assert.ok(visibleText(notes).includes('no comment'));
  });

  it('a value’s link filters the list to its records: the API counts as many as the codebook', async () => {
    let followed = 0;
    for (const path of ['sc/tokens', 'rt/widespread-religions', 'general/polity-linguistic-families']) {
      const body = await page(`/codebook/${path}/`);
      for (const m of body.matchAll(/<tr data-value="([^"]*)"[^>]*><td>(?:<span class="muted">[^<]*<\/span><\/td><td>)?<a href="([^"]+)">[^]*?data-records="(\d+)"/g)) {
        const href = unesc(m[2]!);
        assert.ok(href.startsWith(`/${path}/?`), href);
        const count = (await json<{ count: number }>(`/api${href}`)).count;
        assert.equal(count, Number(m[3]), `${href}: ${count} records, the codebook says ${m[3]}`);
        followed++;
      }
    }
    assert.ok(followed > 10, `${followed} links followed`);
  });

  it('an alias names its collection’s entry; nothing else under /codebook/ is a page; slash-less forms redirect', async () => {
    const def = REGISTRY.find((d) => d.aliases.length > 0);
    if (def) {
      const alias = await page(`/codebook/${def.aliases[0]}/`);
      assert.equal(alias, await page(`/codebook/${def.path}/`), `${def.aliases[0]} is ${def.path}`);
    }
    const res404 = await get('/codebook/x/y/');
    assert.equal(res404.statusCode, 404);
    assert.equal(res404.headers['content-type'], 'application/json');
    assert.equal((await get('/codebook/sc/')).statusCode, 404);
    assert.equal((await get('/codebook/x/y')).statusCode, 404);
    for (const [from, to] of [['/codebook', '/codebook/'], ['/codebook/sc/tokens', '/codebook/sc/tokens/'], ['/codebook?x=1', '/codebook/?x=1']] as const) {
      const res = await get(from);
      assert.equal(res.statusCode, 301, from);
      assert.equal(res.headers.location, to);
    }
    // The header and the home page link the codebook.
    assert.ok((await page('/')).includes('<a href="/codebook/">Codebook</a>'));
  });

  it('a page is kept: the second answer is the same bytes with the same ETag, and a 304 on revalidation', async () => {
    for (const url of ['/codebook/', '/codebook/sc/tokens/']) {
      const first = await get(url);
      const second = await get(url);
      assert.equal(second.body, first.body);
      assert.equal(second.headers.etag, first.headers.etag);
      const again = await demo.app.inject({ url, headers: { host: 'testserver', 'if-none-match': String(first.headers.etag) } });
      assert.equal(again.statusCode, 304, url);
    }
  });
});

/** The tiny dump with every placeholder of the spec: EMPTY_COMMENT, UNKNOWNTITLE, NO_CREATOR, NOREFLIB_LINK_7, year 0. */
function placeholderRecords(): Record<string, Record<string, unknown>[]> {
  const records = tinyRecords();
  records['core/references']!.push({
    id: 7, title: 'UNKNOWNTITLE', year: 0, creator: 'NO_CREATOR', reflib_link: 'NOREFLIB_LINK_7', long_name: null, item_type: null,
    url_link: null, created_date: '2020-01-03T00:00:00Z', modified_date: null,
  });
  return records;
}

async function served(records: Record<string, unknown[]>): Promise<{ app: FastifyInstance; handle: TestStore }> {
  const handle = await SQLITE.open();
  await loadDatabank(handle.store, memorySource(records));
  const app = buildApp({ config: loadConfig({ ...NO_PAGE_BUDGET }, {}), store: handle.store });
  await app.ready();
  return { app, handle };
}

describe('placeholders read as their meaning on every page that shows a record', () => {
  let app: FastifyInstance;
  let handle: TestStore;
  before(async () => ({ app, handle } = await served(placeholderRecords())));
  after(async () => {
    await app.close();
    await handle.cleanup();
  });

  it('list, record and polity pages never show a placeholder as text, and show what it means', async () => {
    const meanings: Record<string, string[]> = {
      '/core/references/': ['title unknown', 'no author', 'not in the reference library', 'no year'],
      '/core/references/7/': ['title unknown', 'no author', 'not in the reference library', 'no year'],
      '/core/references/5/': ['title unknown', 'no author', 'not in the reference library'],
      // A list filtered by a placeholder: its chip reads the meaning too (review finding).
      '/core/references/?title=UNKNOWNTITLE': ['title unknown'],
      '/core/references/?creator=NO_CREATOR': ['no author'],
      '/core/references/?reflib_link=NOREFLIB_LINK_7': ['not in the reference library'],
      '/core/references/?year=0': ['no year'],
      '/sc/tokens/': ['no comment'],
      '/sc/tokens/1/': ['no comment'],
      [`/core/polities/${P1.id}/`]: ['no comment'],
    };
    for (const [url, expected] of Object.entries(meanings)) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 200, url);
      const text = visibleText(res.body);
      for (const raw of ['EMPTY_COMMENT', 'UNKNOWNTITLE', 'NO_CREATOR', 'NOREFLIB_LINK']) assert.ok(!text.includes(raw), `${url}: ${raw} as text`);
      for (const meaning of expected) assert.ok(text.includes(meaning), `${url}: ${meaning}`);
    }
    // The value as loaded stays in the markup, for a script: the placeholder's attribute.
    const record = (await app.inject('/core/references/7/')).body;
    for (const raw of ['UNKNOWNTITLE', 'NO_CREATOR', 'NOREFLIB_LINK_7', '0']) assert.ok(record.includes(`data-placeholder="${raw}"`), raw);
    assert.ok(!/<dd class="c-year">[^<]*0/.test(record), 'year 0 is not a year');
  });

  it('a vocabulary value reads as its label, its code beside it; a tag as its meaning', async () => {
    const body = (await app.inject('/sc/tokens/')).body;
    const labels = CATALOGUE.choice_labels;
    assert.ok(body.includes(`<span class="v" data-value="present" data-label="${labels.ABSENT_PRESENT_CHOICES!.labels.present}">`));
    assert.ok(body.includes(`<span class="v" data-value="TRS" data-label="${labels.Tags!.labels.TRS}">${labels.Tags!.labels.TRS}</span> <code class="code">TRS</code>`));
  });
});

describe('codebook pages of a hostile databank', () => {
  let app: FastifyInstance;
  let handle: TestStore;
  before(async () => ({ app, handle } = await served(hostileRecords())));
  after(async () => {
    await app.close();
    await handle.cleanup();
  });

  it('every value from the data reaches the codebook escaped', async () => {
    const paths = Object.keys(hostileRecords());
    for (const url of ['/codebook/', ...paths.map((p) => `/codebook/${p}/`)]) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 200, url);
      assert.deepEqual(unsafeMarkup(res.body), [], url);
      for (const payload of PAYLOADS) assert.ok(!res.body.includes(payload), `${url}: ${payload}`);
    }
    // A token outside the vocabulary is a row of its own, marked, its value escaped.
    const token = hostileRecords()['sc/tokens']![0]!.token as string;
    const body = (await app.inject('/codebook/sc/tokens/')).body;
    assert.ok(body.includes(`<tr data-value="${esc(token)}" data-outside>`), 'the hostile token, escaped');
  });
});
