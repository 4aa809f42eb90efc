/**
 * Pages for researchers (issue 26) in Chromium, every test at a desktop (1280×900) and a phone (390×844, touch)
 * viewport: a filtered list shows its first record above the fold and its filters as chips that remove exactly their
 * parameter; facets filter with the API's counts; the download buttons hold the selection; every vocabulary value has
 * its label; placeholders read as their meaning; a reference page lists its citations; a polity downloads its long
 * table; a researcher walks from the home page to a CSV by visible text; a hostile dump's markup never runs.
 * Oracles: the contract's selectors (docs/pages.md), the catalogue's labels, the spec's placeholders and the API's own
 * JSON answers, never the render code. One Chromium serves the whole file.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { demoApp, NO_PAGE_BUDGET, type DemoApp } from '../helpers/app.js';
import { CHROMIUM_SKIP_LINE, HAS_CHROMIUM, launchChromium, listen, watchedPage } from '../helpers/browser.js';
import { hostileRecords, memorySource, PAYLOADS } from '../helpers/hostile.js';
import {
  apiTwin, citationIdsByRef, clickAndWait, csvRows, getJson, LABELS_OF_CODE, meanings, ndjsonRecords, placeholderMeaning, polityWithMostVariables, query, RAW_PLACEHOLDERS,
  reveal, TAG_LABELS, vocabularies, walk, type ApiList,
} from '../helpers/research-pages.js';
import { SQLITE, type TestStore } from '../helpers/stores.js';

/** Two coded variables whose value fields have vocabularies in the catalogue: one holds `A~P`, one `o_h_p`. */
const SACRIFICE = 'crisisdb/human-sacrifices';
const RELIGIONS = 'rt/widespread-religions';
const VIEWPORTS = [{ width: 1280, height: 900 }, { width: 390, height: 844 }] as const;
type Viewport = (typeof VIEWPORTS)[number];
/**
 * No page budget (these tests ask for pages far faster than a person would) and a patient read time limit (the
 * machine running the suite may be busy; these tests are about what pages hold, not about the 503 past 2 s).
 */
const SETTINGS = { ...NO_PAGE_BUDGET, queryTimeLimitMs: '60000' };

interface Codebook {
  title: string; records: number; polities: number; years: { from: number; to: number } | null;
  fields: { name: string; vocabulary: { value: string; label: string; records: number }[] | null }[];
}

if (!HAS_CHROMIUM) {
  test(CHROMIUM_SKIP_LINE, { skip: true }, () => undefined);
} else {
  describe('researchers’ pages in Chromium', () => {
    let browser: Browser;
    let desktop: BrowserContext;
    let phone: BrowserContext;
    let demo: DemoApp;
    let origin: string;
    let hostile: { app: FastifyInstance; handle: TestStore; origin: string };
    let page: Page;
    let problems: () => string[];

    before(async () => {
      [browser, demo] = await Promise.all([launchChromium(), demoApp(SQLITE, SETTINGS)]);
      desktop = await browser.newContext();
      phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      // Pages are made on the server: a selector missing after 10 s is missing (a failure says so sooner than 30 s).
      for (const context of [desktop, phone]) context.setDefaultTimeout(10_000);
      origin = await listen(demo.app);
      const handle = await SQLITE.open();
      await loadDatabank(handle.store, memorySource(hostileRecords()));
      const app = buildApp({ config: loadConfig(SETTINGS, {}), store: handle.store });
      hostile = { app, handle, origin: await listen(app) };
    });
    after(async () => {
      await browser?.close();
      await demo?.close();
      await hostile?.app.close();
      await hostile?.handle.cleanup();
    });

    const api = <T = ApiList>(path: string): Promise<T> => getJson<T>(`${origin}/api${path}`);
    const open = async (url: string, vp: Viewport): Promise<Page> => {
      ({ page, problems } = await watchedPage(vp.width === 1280 ? desktop : phone, vp.width));
      await page.setViewportSize(vp);
      const res = await page.goto(url.startsWith('http') ? url : origin + url, { waitUntil: 'load' });
      // A page that is not a 200 (a 503 when a busy machine's read outlasts its time limit) fails here, saying so.
      if (res?.status() !== 200) assert.fail(`${url}: ${res?.status()} ${(await page.locator('main').innerText().catch(() => '')).slice(0, 300)}`);
      return page;
    };
    /** Closes the page; a console error or failed request fails the test (but a download's own navigation). */
    const done = async (downloads: readonly string[] = []): Promise<void> => {
      const found = problems().filter((m) => !downloads.some((url) => m === `request failed: ${url} net::ERR_ABORTED`));
      await page.close();
      assert.deepEqual(found, [], 'no console error or failed request');
    };
    const shownCount = (p: Page): Promise<number> => p.$eval('.count [data-count]', (e) => Number(e.getAttribute('data-count')));
    // Walked once for the whole file (the long table; every citation).
    let richest: Promise<number> | undefined;
    const richestPolity = (): Promise<number> => (richest ??= polityWithMostVariables(origin));
    let citations: Promise<Map<number, string[]>> | undefined;
    const citationsByRef = (): Promise<Map<number, string[]>> => (citations ??= citationIdsByRef(origin));

    for (const vp of VIEWPORTS) {
      const at = `(${vp.width}×${vp.height})`;

      it(`with one filter active the first record starts above the fold ${at}`, async (t) => {
        for (const url of ['/sc/tokens/?tag=TRS', `/${SACRIFICE}/?human_sacrifice=A~P`, `/${RELIGIONS}/?degree_of_prevalence=o_h_p`]) {
          const p = await open(url, vp);
          const top = await p.locator('table.records tbody tr').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
          t.diagnostic(`${url}: first record at ${Math.round(top)} px`);
          assert.ok(top < vp.height, `${url}: the first record starts at ${top} px, below the fold (${vp.height} px)`);
          await done();
        }
      });

      it(`each chip removes exactly its parameter (and the page); the count becomes the API’s ${at}`, async () => {
        const url = `/${RELIGIONS}/?degree_of_prevalence=o_h_p&tag=TRS&ordering=-year_from&page_size=2&page=2`;
        const p = await open(url, vp);
        const chips = await p.$$eval('ul.chips li.chip', (items) => items.map((li) => ({
          param: li.getAttribute('data-param')!, text: (li as HTMLElement).innerText,
          href: li.querySelector('a.chip-remove')?.getAttribute('href') ?? '', label: li.querySelector('a.chip-remove')?.getAttribute('aria-label') ?? '',
        })));
        assert.deepEqual(chips.map((c) => c.param).sort(), ['degree_of_prevalence', 'ordering', 'page_size', 'tag']);
        for (const chip of chips) {
          assert.equal(new URL(chip.href, p.url()).pathname, `/${RELIGIONS}/`);
          assert.deepEqual(query(chip.href), query(url, [chip.param, 'page']), `${chip.param}'s chip removes it and the page`);
          assert.match(chip.label, /^Remove filter/);
        }
        // Read as words (whatever lines the layout breaks them into): `Tag: Confident`, the prevalence's label.
        const words = (param: string): string => chips.find((c) => c.param === param)!.text.replace(/\s+/g, ' ');
        assert.ok(words('tag').includes(`Tag: ${TAG_LABELS.get('TRS')}`), words('tag'));
        assert.ok(words('degree_of_prevalence').includes(vocabularies(RELIGIONS).get('degree_of_prevalence')!.get('o_h_p')!));
        for (const param of ['degree_of_prevalence', 'tag']) {
          const beforeUrl = p.url();
          const remove = p.locator(`ul.chips li.chip[data-param="${param}"] a.chip-remove`);
          await reveal(remove);
          await clickAndWait(p, remove);
          assert.deepEqual(query(p.url()), query(beforeUrl, [param, 'page']));
          assert.equal(await shownCount(p), (await getJson<ApiList>(apiTwin(p.url()))).count);
        }
        assert.equal(await p.locator('li.chip[data-param="tag"], li.chip[data-param="degree_of_prevalence"]').count(), 0);
        await done();
      });

      it(`a facet click filters; its count is the page’s and the API’s ${at}`, async () => {
        for (const [url, field, value] of [[`/${RELIGIONS}/?tag=TRS`, 'degree_of_prevalence', 'o_h_p'],
          ['/sc/tokens/?polity__name__icontains=rom', 'tag', 'IFR']] as const) {
          const p = await open(url, vp);
          const expected = await getJson<ApiList>(`${apiTwin(p.url())}&facet=${field}&page_size=1`);
          const counts = new Map(expected.facets![field]!.filter((f) => f.value !== null).map((f) => [String(f.value), f.count]));
          const links = p.locator(`aside.facets section.facet[data-field="${field}"] a[data-facet-value]`);
          const shown = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('data-facet-value')!,
            Number(a.getAttribute('data-facet-count')), a.textContent ?? ''] as const));
          const labels = field === 'tag' ? TAG_LABELS : vocabularies(RELIGIONS).get(field)!;
          for (const [code, count, text] of shown) {
            assert.equal(count, counts.get(code) ?? 0, `${field}=${code}: the facet count is the API's`);
            assert.ok(text.includes(labels.get(code) ?? '\0'), `${field}=${code} reads "${labels.get(code)}": ${text}`);
          }
          assert.deepEqual(shown.map(([code]) => code).filter((c) => counts.has(c)).sort(), [...counts.keys()].sort(), 'every value held');
          const link = p.locator(`aside.facets section.facet[data-field="${field}"] a[data-facet-value="${value}"]`);
          const facetCount = Number(await link.getAttribute('data-facet-count'));
          await reveal(link);
          await clickAndWait(p, link);
          assert.deepEqual(query(p.url()), query(`${url}&${field}=${value}`, ['page']));
          assert.equal(await shownCount(p), facetCount);
          assert.equal((await getJson<ApiList>(apiTwin(p.url()))).count, facetCount);
          await done();
        }
      });

      it(`the download buttons give the whole selection (CSV, NDJSON, JSON) ${at}`, async () => {
        for (const url of ['/sc/tokens/?tag=TRS&ordering=-year_from&page=2', `/${SACRIFICE}/?human_sacrifice=A~P&page_size=5`]) {
          const p = await open(url, vp);
          const count = await shownCount(p);
          const hrefs = new Map(await p.$$eval('nav.downloads a[data-download]', (as) => as.map((a) => [a.getAttribute('data-download')!, (a as HTMLAnchorElement).href] as const)));
          assert.deepEqual([...hrefs.keys()].sort(), ['csv', 'json', 'ndjson']);
          assert.ok((await p.locator('nav.downloads').innerText()).includes(count.toLocaleString('en-US')), 'the buttons say how many');
          const filters = query(url, ['page', 'page_size']);
          for (const [kind, href] of hrefs) {
            assert.equal(new URL(href).pathname, `/api${new URL(url, origin).pathname}`);
            assert.ok(!new URL(href).searchParams.has('page'), `${kind}: no page`);
            if (kind !== 'json') assert.ok(!new URL(href).searchParams.has('page_size'), `${kind}: no page_size`);
            assert.deepEqual(query(href, ['format', 'page_size']), filters, `${kind}: the selection's filters and ordering`);
          }
          const ids = (await walk<{ id: number }>(`${apiTwin(origin + url.replace(/&?page(_size)?=\d+/g, ''))}&page_size=100`)).map((r) => r.id);
          const csv = csvRows(await (await fetch(hrefs.get('csv')!)).text());
          assert.equal(csv.length, count + 1, 'CSV: a header and a row per record');
          assert.deepEqual(csv.slice(1).map((row) => Number(row[csv[0]!.indexOf('id')])), ids);
          const nd = ndjsonRecords(await (await fetch(hrefs.get('ndjson')!)).text());
          assert.deepEqual(nd.map((r) => r.id), ids, 'NDJSON: every record, in the selection’s order');
          assert.equal((await getJson<ApiList>(hrefs.get('json')!)).count, count);
          await done();
        }
      });

      it(`a variable’s codebook page labels every value of its vocabularies ${at}`, async () => {
        for (const path of [SACRIFICE, RELIGIONS]) {
          const p = await open(`/codebook/${path}/`, vp);
          const cb = await api<Codebook>(`/codebook/${path}/`);
          assert.equal((await p.locator('h1').innerText()).trim(), cb.title);
          const attr = (name: string): Promise<string | null> => p.locator(`[${name}]:not(td)`).first().getAttribute(name);
          assert.equal(await attr('data-records'), String(cb.records));
          assert.equal(await attr('data-polities'), String(cb.polities));
          assert.equal(await attr('data-years-from'), String(cb.years!.from));
          assert.equal(await attr('data-years-to'), String(cb.years!.to));
          for (const [field, labels] of vocabularies(path)) {
            if (field === 'tag') continue;
            const rows = await p.$$eval(`table.vocabulary[data-field="${field}"] tr[data-value]`, (trs) => trs.map((tr) => ({
              code: tr.getAttribute('data-value')!, outside: tr.hasAttribute('data-outside'), text: (tr as HTMLElement).innerText, visible: tr.checkVisibility(),
              records: tr.querySelector('td[data-records]')?.getAttribute('data-records') ?? tr.querySelector('td[data-records]')?.textContent,
              href: tr.querySelector('a')?.getAttribute('href') ?? null,
            })));
            const inside = rows.filter((r) => labels.has(r.code));
            assert.deepEqual(inside.map((r) => r.code).sort(), [...labels.keys()].sort(), `${path} ${field}: one row per value`);
            assert.ok(inside.every((r) => !r.outside) && rows.every((r) => labels.has(r.code) || r.code === '' || r.outside), 'others are marked outside');
            const records = new Map(cb.fields.find((f) => f.name === field)!.vocabulary!.map((v) => [v.value, v.records]));
            for (const row of inside) {
              assert.ok(row.text.includes(labels.get(row.code)!) && row.visible, `${field}=${row.code} reads "${labels.get(row.code)}": ${row.text}`);
              assert.equal(Number(String(row.records).replace(/,/g, '')), records.get(row.code));
              if (row.href) assert.deepEqual(query(row.href).find(([k]) => k === field), [field, row.code]);
            }
          }
          const tags = await p.locator('table.tags').innerText();
          for (const label of TAG_LABELS.values()) assert.ok(tags.includes(label), `table.tags: ${label}`);
          assert.equal(await p.locator('a[data-link="list"]').getAttribute('href'), `/${path}/`);
          const nd = ndjsonRecords(await (await fetch(new URL((await p.locator('a[data-download="ndjson"]').getAttribute('href'))!, origin))).text());
          assert.equal(nd.length, cb.records, 'the codebook’s NDJSON download is the whole collection');
          const panel = new URL((await p.locator('a[data-link="panel"]').getAttribute('href'))!, origin);
          const [from, to, step] = ['from', 'to', 'step'].map((k) => Number(panel.searchParams.get(k)));
          assert.deepEqual([from, to], [cb.years!.from, cb.years!.to]);
          assert.ok(step! > 0 && (to! - from!) / step! <= 61, `panel step ${step} over ${from}..${to}`);
          assert.equal((await fetch(panel)).status, 200);
          await done();
        }
      });

      it(`every value on list and polity pages shows its label as visible text ${at}`, async () => {
        for (const url of [`/${SACRIFICE}/`, `/${RELIGIONS}/?tag=TRS`, '/sc/tokens/?tag=TRS', `/core/polities/${await richestPolity()}/`]) {
          const p = await open(url, vp);
          await p.$$eval('details', (ds) => ds.forEach((d) => { (d as HTMLDetailsElement).open = true; }));
          const values = await p.$$eval('span.v[data-value]', (spans) => spans.map((s) => {
            const code = s.nextElementSibling?.matches('code.code') ? s.nextElementSibling : null;
            const [box, codeBox] = [s.getBoundingClientRect(), code?.getBoundingClientRect()];
            return {
              code: s.getAttribute('data-value')!, label: s.getAttribute('data-label') ?? '', text: (s as HTMLElement).innerText,
              visible: s.checkVisibility(), codeInGrid: !!code && /grid/.test(getComputedStyle(code.parentElement!).display),
              codeBeside: !codeBox || codeBox.left >= box.left - 1 || codeBox.top >= box.bottom - 2,
            };
          }));
          assert.ok(values.length > 0, `${url}: labelled values`);
          for (const v of values) {
            assert.ok(v.label.trim() !== '' && v.visible && v.text.includes(v.label), `${url}: ${JSON.stringify(v)}`);
            const known = LABELS_OF_CODE.get(v.code);
            if (known) assert.ok(known.has(v.label), `${url}: ${v.code} is "${[...known].join('" or "')}", not "${v.label}"`);
            // The code stays with its label (beside it, or wrapped after it), never a grid item of its own: a phone's
            // record card lays a cell out as a grid and would put a lone code under the field's name.
            assert.ok(!v.codeInGrid && v.codeBeside, `${url}: ${v.code}'s code is not beside its label: ${JSON.stringify(v)}`);
          }
          if (url.startsWith('/core/polities/')) {
            // The polity's own vocabulary value (its tag, POLITY_TAG_CHOICES) reads as its label too.
            const tag = (await api<Record<string, unknown>>(url)).polity_tag as string;
            const label = vocabularies('core/polities').get('polity_tag')!.get(tag)!;
            assert.ok((await p.locator('main').innerText()).includes(label), `${url}: polity tag ${tag} reads "${label}"`);
          }
          await done();
        }
      });

      it(`placeholders read as their meaning on record, list and reference pages ${at}`, async () => {
        const first = async (q: string): Promise<Record<string, unknown>> => (await api(q)).results[0]!;
        const token = await first('/sc/tokens/?page_size=1');
        const refs = await Promise.all(['title=UNKNOWNTITLE', 'creator=NO_CREATOR', 'year=0'].map((q) => first(`/core/references/?${q}&page_size=1`)));
        assert.equal(token.comment, 'EMPTY_COMMENT');
        const pages: [string, string[], boolean][] = [
          [`/sc/tokens/${token.id}/`, meanings(token), true],
          [`/core/polities/${(token.polity as { id: number }).id}/`, ['no comment'], true],
          ['/sc/tokens/?tag=TRS', (await api('/sc/tokens/?tag=TRS')).results.flatMap(meanings), false],
          ['/core/references/', (await api('/core/references/')).results.flatMap(meanings), false],
          ...refs.map((r): [string, string[], boolean] => [`/core/references/${r.id}/`, meanings(r), true]),
        ];
        for (const [url, expected, all] of pages) {
          assert.ok(expected.length > 0, `${url}: the demo holds placeholders here`);
          const p = await open(url, vp);
          await p.$$eval('details', (ds) => ds.forEach((d) => { (d as HTMLDetailsElement).open = true; }));
          assert.doesNotMatch(await p.evaluate(() => document.body.innerText), RAW_PLACEHOLDERS, `${url}: innerText`);
          const raw = await p.evaluate((re) => {
            const found: string[] = [];
            const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) if (new RegExp(re).test(n.textContent ?? '')) found.push(n.textContent!);
            for (const el of document.querySelectorAll('[title]')) if (new RegExp(re).test(el.getAttribute('title')!)) found.push(el.getAttribute('title')!);
            return found;
          }, RAW_PLACEHOLDERS.source);
          assert.deepEqual(raw, [], `${url}: no text node or tooltip holds a raw placeholder`);
          const shown = await p.$$eval('span.placeholder', (ss) => ss.map((s) => [s.getAttribute('data-placeholder') ?? '', (s as HTMLElement).innerText.trim()] as const));
          for (const [attr, text] of shown) if (placeholderMeaning(attr)) assert.equal(text, placeholderMeaning(attr), `${url}: ${attr}`);
          const texts = new Set(shown.map(([, text]) => text));
          if (all) for (const m of expected) assert.ok(texts.has(m), `${url}: shows "${m}" (shown: ${[...texts].join(', ')})`);
          else assert.ok([...texts].some((m) => expected.includes(m)), `${url}: shows one of ${expected.join(', ')}`);
          await done();
        }
      });

      it(`a reference page lists the citations that cite it ${at}`, async () => {
        const byRef = await citationsByRef();
        const most = [...byRef].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0]![0];
        const placeholderRef = (await api('/core/references/?title=UNKNOWNTITLE&page_size=100')).results.map((r) => r.id as number).find((id) => byRef.has(id))!;
        const uncited = (await api('/core/references/?page_size=100')).results.map((r) => r.id as number).find((id) => !byRef.has(id))!;
        for (const ref of [most, placeholderRef, uncited]) {
          const ids = byRef.get(ref) ?? [];
          const p = await open(`/core/references/${ref}/`, vp);
          const section = p.locator('section.referrers[data-from="core/citations"]');
          if (ids.length === 0 && (await section.count()) === 0) { await done(); continue; }
          const count = (await section.getAttribute('data-count')) ?? (await section.locator('[data-count]').first().getAttribute('data-count'));
          assert.equal(Number(count), ids.length, `reference ${ref}: the citations citing it`);
          const listed = await section.locator('li[data-id]').evaluateAll((lis) => lis.map((li) => [li.getAttribute('data-id'), li.querySelector('a')?.getAttribute('href')]));
          assert.deepEqual(listed, ids.slice(0, 100).map((id) => [id, `/core/citations/${id}/`]));
          if (ids.length > 0) {
            await reveal(section.locator('li[data-id] a').first());
            await clickAndWait(p, section.locator('li[data-id] a').first());
            assert.equal(new URL(p.url()).pathname, `/core/citations/${ids[0]}/`);
          }
          await done();
        }
      });

      it(`a polity page downloads its long table in one click; each section links its panel ${at}`, async () => {
        const id = await richestPolity();
        const p = await open(`/core/polities/${id}/`, vp);
        const link = p.locator('a[data-download="polity-csv"]');
        const href = new URL((await link.getAttribute('href'))!, origin);
        assert.deepEqual([href.pathname, query(href)], ['/api/values/', [['format', 'csv'], ['polity', String(id)]]]);
        const top = await link.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        assert.ok(top < vp.height, `the polity's download is near the top (${top} px)`);
        const rows = csvRows(await (await fetch(href)).text());
        assert.equal(rows.length - 1, (await api(`/values/?polity=${id}&page_size=1`)).count);
        const panels = await p.$$eval('details.section', (ds) => ds.map((d) => d.querySelector('a[data-link="panel"]')?.getAttribute('href') ?? ''));
        assert.ok(panels.length > 0);
        for (const panel of panels) {
          const u = new URL(panel, origin);
          const [from, to, step] = ['from', 'to', 'step'].map((k) => Number(u.searchParams.get(k)));
          assert.ok(u.pathname === '/api/panel/' && u.searchParams.get('polity') === String(id) && u.searchParams.get('section'), panel);
          assert.ok(u.searchParams.get('format') === 'csv' && from! <= to! && step! > 0 && (to! - from!) / step! <= 61, panel);
        }
        assert.equal((await fetch(new URL(panels[0]!, origin))).status, 200);
        await done();
      });

      it(`the home page links the codebook, in its header and in its body ${at}`, async () => {
        const p = await open('/', vp);
        assert.ok(await p.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Codebook', exact: true }).isVisible());
        const inMain = p.locator('main a[href="/codebook/"]');
        assert.ok((await inMain.count()) > 0 && (await inMain.first().isVisible()), 'a visible link to /codebook/ in the page itself');
        await done();
      });

      it(`a researcher goes from the home page to a CSV by visible text alone ${at}`, async () => {
        const p = await open('/', vp);
        await clickAndWait(p, p.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Codebook', exact: true }));
        // The variable is found by its title, under its section's heading (a closed section opens with a click on it).
        const { title, section } = await api<Codebook & { section: string }>(`/codebook/${SACRIFICE}/`);
        const variable = p.getByRole('link', { name: title, exact: true });
        if (!(await variable.isVisible())) {
          await p.locator('details > summary').filter({ has: p.locator('h2, h3, h4', { hasText: new RegExp(`^${section}$`) }) }).click();
        }
        await clickAndWait(p, variable);
        assert.equal(new URL(p.url()).pathname, `/codebook/${SACRIFICE}/`);
        await clickAndWait(p, p.locator('a[data-link="list"]'));
        const label = vocabularies(SACRIFICE).get('human_sacrifice')!.get('A~P')!;
        // Hidden ones included: on a phone the facets wait in a closed disclosure, which reveal() opens with a click.
        const facet = p.locator('aside.facets').getByRole('link', { name: label, includeHidden: true });
        await reveal(facet);
        await clickAndWait(p, facet);
        const count = await shownCount(p);
        assert.equal(count, (await api(`/${SACRIFICE}/?human_sacrifice=A~P`)).count);
        const csvLink = p.locator('nav.downloads').getByRole('link', { name: /^CSV/ });
        await reveal(csvLink);
        const [download] = await Promise.all([p.waitForEvent('download'), csvLink.click()]);
        const rows = csvRows(fs.readFileSync((await download.path())!, 'utf8'));
        assert.equal(rows.length, count + 1);
        await done([download.url()]);
      });

      it(`a hostile dump’s markup never runs on codebook, chips, facets and reference pages ${at}`, async () => {
        const family = hostileRecords()['general/polity-linguistic-families']![0]!.linguistic_family as string;
        const chips = `/general/polity-linguistic-families/?linguistic_family=${encodeURIComponent(family)}&polity__name__icontains=${encodeURIComponent(PAYLOADS[0]!)}`;
        for (const url of ['/codebook/', '/codebook/general/polity-linguistic-families/', '/codebook/sc/tokens/', chips,
          '/general/polity-linguistic-families/', '/core/references/1/', '/core/references/5/', '/core/polities/1/']) {
          const p = await open(hostile.origin + url, vp);
          await p.$$eval('details', (ds) => ds.forEach((d) => { (d as HTMLDetailsElement).open = true; }));
          for (const bar of await p.locator('a.bar').all()) await bar.hover();
          assert.equal(await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, url);
          if (url === chips) assert.ok((await p.locator('ul.chips').innerText()).includes(PAYLOADS[0]!), 'the chip shows the value as text');
          await done();
        }
      });
    }
  });
}
