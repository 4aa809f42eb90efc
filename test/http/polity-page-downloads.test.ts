/**
 * The polity page's downloads (issue 26, part A): near the top one link to the polity's long table as CSV, and in each
 * section's summary a link to that section's panel over the polity's own years at a round step (at most ~60
 * samples). Followed, each gives CSV whose rows are all about that polity: the long table as many rows as the API's
 * JSON count of `/api/values/?polity=<id>`, the panel one row per sampled year. Timeline bars show the labels the
 * codebook's JSON gives, never a placeholder's raw text. Oracles: the API's own JSON answers and docs/research.md.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { roundStep as panelStep } from '../../src/render/html/format.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { SQLITE } from '../helpers/stores.js';

type Rec = Record<string, unknown>;

/** RFC 4180 CSV: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], cell = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

const unescape = (s: string): string => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
/** The round steps docs/research.md's panel takes from a page: 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, … */
const isRound = (n: number): boolean => /^(1|2|25|5)0*$/.test(String(n));

describe('the polity page: its long-table download and a panel per section', () => {
  let demo: DemoApp;
  before(async () => { demo = await demoApp(SQLITE); });
  after(async () => { await demo.close(); });
  const get = (url: string) => demo.app.inject({ url, headers: { host: 'testserver' } });
  const json = async (url: string): Promise<Rec> => {
    const res = await get(url);
    assert.equal(res.statusCode, 200, url);
    return JSON.parse(res.body) as Rec;
  };
  const csv = async (url: string): Promise<{ head: string[]; rows: string[][] }> => {
    const res = await get(url);
    assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
    assert.match(String(res.headers['content-type']), /^text\/csv/, url);
    const [head, ...rows] = parseCsv(res.body);
    return { head: head!, rows };
  };

  it('the panel step: the smallest round step giving at most 60 samples', () => {
    assert.equal(panelStep(-509, -27), 10); // 483 years: 49 samples every 10 years (every 5: 97)
    assert.equal(panelStep(0, 59), 1);
    assert.equal(panelStep(0, 60), 2);
    assert.equal(panelStep(0, 1300), 25); // 53 samples (every 20: 66)
    assert.equal(panelStep(-3000, 1900), 100);
    assert.equal(panelStep(-10000, 2000), 250);
    assert.equal(panelStep(5, 5), 1);
  });

  for (const id of [1, 2]) {
    it(`polity ${id}: the CSV download holds every coded value about it, each section's panel its years`, async () => {
      const polity = await json(`/api/core/polities/${id}/`);
      const [from, to] = [polity.start_year as number, polity.end_year as number];
      const res = await get(`/core/polities/${id}/`);
      assert.equal(res.statusCode, 200);
      const body = res.body;

      // The download, near the top: before the summary and the first section.
      const download = /<a [^>]*data-download="polity-csv" href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(body);
      assert.ok(download, 'a[data-download="polity-csv"]');
      assert.equal(unescape(download[1]!), `/api/values/?polity=${id}&format=csv`);
      assert.match(download[2]!, /Download everything about this polity \(CSV, one row per coded value\)/);
      assert.ok(download.index < body.indexOf('<dl class="summary">') && download.index < body.indexOf('<details class="section"'));
      const count = (await json(`/api/values/?polity=${id}`)).count as number;
      assert.ok(count > 0);
      const values = await csv(unescape(download[1]!));
      assert.equal(values.rows.length, count, 'one row per coded value, as the JSON counts them');
      const polityId = values.head.indexOf('polity.id');
      assert.ok(polityId >= 0);
      assert.deepEqual(new Set(values.rows.map((r) => r[polityId])), new Set([String(id)]));

      // One panel link per section, in its summary; followed, a row per sampled year of this polity only.
      const sections = [...body.matchAll(/<details class="section" id="([^"]+)"[^>]*>\n<summary>([^]*?)<\/summary>/g)];
      assert.ok(sections.length >= 1);
      for (const [, sectionId, summary] of sections) {
        const links = [...summary!.matchAll(/<a [^>]*data-link="panel" href="([^"]+)"/g)];
        assert.equal(links.length, 1, `one panel link in ${sectionId}`);
        const href = unescape(links[0]![1]!);
        const title = unescape(/<h3>([^<]+)<\/h3>/.exec(summary!)![1]!);
        const url = new URL(href, 'http://testserver');
        assert.equal(url.pathname, '/api/panel/');
        assert.deepEqual([...url.searchParams.keys()], ['section', 'polity', 'from', 'to', 'step', 'format']);
        assert.ok(href.includes(`section=${encodeURIComponent(title)}&`), href);
        assert.equal(url.searchParams.get('section'), title);
        assert.equal(url.searchParams.get('polity'), String(id));
        assert.deepEqual([Number(url.searchParams.get('from')), Number(url.searchParams.get('to'))], [from, to]);
        const step = Number(url.searchParams.get('step'));
        const samples = Math.floor((to - from) / step) + 1;
        assert.ok(isRound(step) && samples <= 60, `step ${step}: ${samples} samples`);
        assert.equal(url.searchParams.get('format'), 'csv');
        const panel = await csv(href);
        assert.deepEqual(panel.head.slice(0, 4), ['polity.id', 'polity.name', 'polity.long_name', 'year']);
        assert.equal(panel.rows.length, samples, `${title}: a row per sampled year`);
        for (const [i, row] of panel.rows.entries()) {
          assert.equal(row[0], String(id));
          assert.equal(Number(row[3]), from + i * step);
        }
        // Its columns are the section's variables: every variable the page lists in the section among them.
        const start = body.indexOf(`<details class="section" id="${sectionId}"`);
        const group = body.slice(start, body.indexOf('</details>', start));
        for (const [, path] of group.matchAll(/<table class="records compact" data-collection="([^"]+)"/g)) {
          assert.ok(panel.head.some((h) => h === path || h.startsWith(`${path}.`)), `${title}: ${path} in the panel`);
        }
      }
    });
  }

  it("timeline bars show a vocabulary value's label (and its code in the tooltip), never a placeholder's raw text", async () => {
    const rows = (await json('/api/values/?polity=1&page_size=1000')).results as Rec[];
    const body = (await get('/core/polities/1/')).body;
    const labels = new Map<string, Map<string, string>>();
    let checked = 0, differs = 0;
    for (const row of rows) {
      const variable = (row.variable as { path: string }).path;
      const value = row.value as Rec;
      const fields = Object.keys(value);
      if (fields.length !== 1 || typeof value[fields[0]!] !== 'string') continue;
      if (!labels.has(variable)) {
        const entry = await json(`/api/codebook/${variable}/`);
        const field = (entry.fields as { name: string; vocabulary: { value: string; label: string | null }[] | null }[]).find((f) => f.name === fields[0]);
        labels.set(variable, new Map((field?.vocabulary ?? []).filter((v) => v.label !== null).map((v) => [v.value, v.label!])));
      }
      const code = value[fields[0]!] as string;
      const label = labels.get(variable)!.get(code);
      if (label === undefined) continue;
      const bar = new RegExp(`<a class="bar" [^>]*data-collection="${variable}" data-id="${row.id as number}"[^>]*><title>([^\\n<]*)[^]*?</title>\\n<text [^>]*>([^<]*)</text>`).exec(body);
      assert.ok(bar, `bar ${variable} ${row.id as number}`);
      const shown = unescape(bar[2]!);
      assert.ok(label.startsWith(shown.replace(/….*$/, '').replace(/ \((disputed|uncertain)(, uncertain)?\)$/, '')), `${variable}: ${shown} is ${label}`);
      assert.ok(unescape(bar[1]!).endsWith(label.toLowerCase() === code.toLowerCase() ? `: ${label}` : `: ${label} (${code})`), `${variable}: ${bar[1]}`);
      checked++;
      if (label.toLowerCase() !== code.toLowerCase()) differs++;
    }
    assert.ok(checked > 0 && differs > 0, `vocabulary values on the timeline: ${checked}, ${differs} with a label other than the code`);
    const timelines = [...body.matchAll(/<figure class="timeline">[^]*?<\/figure>/g)].map((m) => m[0]).join('');
    for (const raw of ['EMPTY_COMMENT', 'UNKNOWNTITLE', 'NO_CREATOR', 'NOREFLIB_LINK_']) assert.ok(!timelines.includes(raw), raw);
  });
});
