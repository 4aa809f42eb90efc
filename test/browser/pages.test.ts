/**
 * Pages for people in a real browser (playwright-core driving Debian's Chromium): the home page, the filter form,
 * pagination and sorting, the polity timeline, the polity search, the API reference, and a hostile databank whose
 * markup never runs. No page logs a console error (a CSP violation would). One Chromium serves the whole file.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { loadDatabank } from '../../src/load/loader.js';
import { REGISTRY } from '../helpers/registry.js';
import { demoApp, type DemoApp } from '../helpers/app.js';
import { CHROMIUM_SKIP_LINE, HAS_CHROMIUM, launchChromium, listen, watchedPage } from '../helpers/browser.js';
import { hostileRecords, memorySource, PAYLOADS } from '../helpers/hostile.js';
import { SQLITE, type TestStore } from '../helpers/stores.js';

interface ApiPage { count: number; results: { id: number; polity?: { name: string } }[] }

if (!HAS_CHROMIUM) {
  test(CHROMIUM_SKIP_LINE, { skip: true }, () => undefined);
} else {
  describe('pages in Chromium', () => {
    let browser: Browser;
    let context: BrowserContext;
    let demo: DemoApp;
    let origin: string;
    let hostile: { app: FastifyInstance; handle: TestStore; origin: string };
    let page: Page;
    let problems: () => string[];

    before(async () => {
      [browser, demo] = await Promise.all([launchChromium(), demoApp(SQLITE)]);
      context = await browser.newContext();
      origin = await listen(demo.app);
      const handle = await SQLITE.open();
      await loadDatabank(handle.store, memorySource(hostileRecords()));
      const app = buildApp({ config: loadConfig({}, {}), store: handle.store });
      hostile = { app, handle, origin: await listen(app) };
    });
    after(async () => {
      await browser?.close();
      await demo?.close();
      await hostile?.app.close();
      await hostile?.handle.cleanup();
    });

    const api = async (path: string): Promise<ApiPage> => (await (await fetch(`${origin}/api${path}`)).json()) as ApiPage;
    const open = async (url: string, width = 1280): Promise<Page> => {
      ({ page, problems } = await watchedPage(context, width));
      await page.goto(url.startsWith('http') ? url : origin + url, { waitUntil: 'load' });
      return page;
    };
    /** Closes the page; what it logged as an error fails the test (but the browser's note of a status asked for). */
    const done = async (status?: number): Promise<void> => {
      const found = problems().filter((m) => status === undefined || !m.includes(`the server responded with a status of ${status}`));
      await page.close();
      assert.deepEqual(found, [], 'no console errors');
    };
    const rowIds = (p: Page): Promise<number[]> => p.$$eval('table.records tbody tr[id^="r-"]', (rows) => rows.map((r) => Number(r.id.slice(2))));
    const shownCount = (p: Page): Promise<number> => p.$eval('.count [data-count]', (e) => Number(e.getAttribute('data-count')));

    it('the home page lists every collection with its count, a collapsible group per section', async () => {
      const p = await open('/');
      const counts = await Promise.all(REGISTRY.map(async (def) => (await api(`/${def.path}/?page_size=1`)).count));
      const shown = await p.$$eval('li[data-collection]', (items) => items.map((li) => [li.getAttribute('data-collection'),
        li.querySelector('[data-count]')?.getAttribute('data-count'), li.querySelector('a')?.getAttribute('href')]));
      assert.deepEqual(new Map(shown.map(([path, count, href]) => [path, [count, href]])),
        new Map(REGISTRY.map((def, i) => [def.path, [String(counts[i]), `/${def.path}/`]])));
      assert.equal(await p.locator('[data-demo]').getAttribute('data-demo'), 'true');
      // The core collections are open; a section opens with a click on its summary, and its links are then visible.
      assert.ok(await p.locator('#sec-core-collections li a').first().isVisible());
      const closed = await p.locator('details.section:not([open])').first().getAttribute('id');
      const section = p.locator(`[id="${closed}"]`);
      const link = section.locator('li a').first();
      assert.equal(await link.isVisible(), false);
      await section.locator('summary').click();
      await link.waitFor({ state: 'visible' });
      await done();
    });

    it('the search box suggests polities by name or long name as one types; without script it is a form', async () => {
      const p = await open('/');
      await p.fill('#q', 'achaemen');
      const suggestion = p.locator('#q-suggestions li a').first();
      await suggestion.waitFor();
      const expected = await api('/core/polities/?long_name__icontains=achaemen&page_size=1');
      assert.ok(expected.count > 0);
      assert.match(await suggestion.innerText(), /Achaemen/i);
      await suggestion.click();
      await p.waitForURL(/\/core\/polities\/\d+\/$/);
      assert.match(await p.locator('h1').innerText(), /Achaemen/i);
      await done();
      const q = await open('/');
      await q.fill('#q', 'rom');
      await q.press('#q', 'Enter');
      await q.waitForURL(`${origin}/search/?q=rom`);
      assert.ok((await q.locator('ul.hits li').count()) > 0);
      await done();
    });

    it('submitting the filter form changes the table and the URL; the count is the API’s', async () => {
      const p = await open('/sc/tokens/');
      assert.equal(await shownCount(p), (await api('/sc/tokens/')).count);
      // Issue 26: on a desktop the form stands open beside the table (on a phone it is a disclosure: no click here).
      assert.ok(await p.locator('form.filter-bar #f-polity__name__icontains').isVisible(), 'the filter bar is shown without a click');
      await p.fill('#f-polity__name__icontains', 'rom');
      await p.selectOption('#f-tag', 'TRS');
      await Promise.all([p.waitForURL(/\?/), p.click('button[type=submit]')]);
      // Empty fields are left out of the URL by the form's script.
      const url = new URL(p.url());
      assert.equal(url.pathname, '/sc/tokens/');
      assert.deepEqual([...url.searchParams].sort(), [['polity__name__icontains', 'rom'], ['tag', 'TRS']]);
      const expected = await api('/sc/tokens/?polity__name__icontains=rom&tag=TRS');
      assert.equal(await shownCount(p), expected.count);
      assert.deepEqual(await rowIds(p), expected.results.map((r) => r.id));
      assert.equal(await p.inputValue('#f-polity__name__icontains'), 'rom');
      await done();
    });

    it('numbered pagination and sortable headers', async () => {
      const p = await open('/sc/tokens/?page_size=25');
      await Promise.all([p.waitForURL(/page=2/), p.click('nav.pages a:text-is("2")')]);
      assert.equal(await p.locator('nav.pages a[aria-current=page]').innerText(), '2');
      assert.deepEqual(await rowIds(p), (await api('/sc/tokens/?page_size=25&page=2')).results.map((r) => r.id));
      await Promise.all([p.waitForURL(/page=3/), p.click('nav.pages a[rel=next]')]);
      assert.deepEqual(await rowIds(p), (await api('/sc/tokens/?page_size=25&page=3')).results.map((r) => r.id));
      const last = Math.ceil((await api('/sc/tokens/')).count / 25);
      await Promise.all([p.waitForURL(new RegExp(`page=${last}`)), p.click(`nav.pages a:text-is("${last}")`)]);
      assert.equal(await p.locator('nav.pages a[rel=next]').count(), 0, 'no next page after the last');
      // Sorting starts again from page 1, keeps the page size, and a second click reverses it.
      await Promise.all([p.waitForURL(/ordering=year_from/), p.click('th a:text-is("year from")')]);
      assert.equal(p.url(), `${origin}/sc/tokens/?ordering=year_from&page_size=25`);
      assert.equal(await p.locator('th[aria-sort]').getAttribute('aria-sort'), 'ascending');
      assert.deepEqual(await rowIds(p), (await api('/sc/tokens/?ordering=year_from&page_size=25')).results.map((r) => r.id));
      await Promise.all([p.waitForURL(/ordering=-year_from/), p.click('th[aria-sort] a')]);
      assert.equal(await p.locator('th[aria-sort]').getAttribute('aria-sort'), 'descending');
      assert.deepEqual(await rowIds(p), (await api('/sc/tokens/?ordering=-year_from&page_size=25')).results.map((r) => r.id));
      await done();
    });

    it('invalid filters show the 400 messages in the page', async () => {
      const p = await open('/sc/tokens/?year_from=abc');
      assert.equal(await p.locator('#f-year_from-error').innerText(), 'Enter a number.');
      assert.equal(await p.locator('table.records').count(), 0);
      await done(400);
    });

    it('a polity page draws one timeline bar per record, with BCE years labelled', async () => {
      const p = await open('/core/polities/1/');
      let total = 0;
      for (const def of REGISTRY.filter((d) => d.kind === 'coded')) total += (await api(`/${def.path}/?polity=1&page_size=1`)).count;
      assert.ok(total > 0);
      assert.equal(await p.locator('figure.timeline svg a.bar').count(), total);
      assert.equal(await p.locator('table.records tbody tr').count(), total, 'and one table row per record');
      const ticks = await p.locator('figure.timeline g.tick text').allTextContents();
      assert.ok(ticks.length >= 3 && ticks.every((t) => /^\d+ BCE$/.test(t)), ticks.join(', '));
      // Every bar lies within the axis, spans its years, and carries its tooltip.
      const bars = await p.$$eval('figure.timeline a.bar', (links) => links.map((a) => ({
        title: a.querySelector('title')?.textContent ?? '', width: Number(a.querySelector('rect')?.getAttribute('width')),
      })));
      for (const bar of bars) {
        assert.ok(bar.width >= 2);
        assert.match(bar.title, /\d+ BCE/);
        assert.match(bar.title, /Tag: [A-Z]{3}/);
      }
      // Following a bar lands on its record's row.
      const first = p.locator('figure.timeline a.bar').first();
      const target = (await first.getAttribute('href'))!;
      await first.click();
      assert.ok(p.url().endsWith(target));
      // Variables are grouped by section, the first open; a link to a record in a closed one opens it.
      const closed = p.locator('details.section:not([open])');
      if (await closed.count()) {
        const row = closed.first().locator('table.records tbody tr').first();
        const id = (await row.getAttribute('id'))!;
        await p.goto(`${origin}/core/polities/1/#${id}`);
        await p.locator(`[id="${id}"]`).waitFor({ state: 'visible' });
      }
      await done();
    });

    it('the docs page renders every path of the OpenAPI document, from this server only', async () => {
      const requests: string[] = [];
      ({ page, problems } = await watchedPage(context));
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${origin}/docs/`, { waitUntil: 'networkidle' });
      await page.locator('.opblock').first().waitFor();
      const doc = (await (await fetch(`${origin}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
      // Swagger UI 5 renders a long list of operations as the page scrolls (operations-virtual): every path is met on the way down.
      const shown = new Set<string | null>();
      for (let last = -1; ;) {
        for (const p of await page.$$eval('.opblock-summary-path', (els) => els.map((e) => e.getAttribute('data-path')))) shown.add(p);
        const y = await page.evaluate(() => { window.scrollBy(0, window.innerHeight * 0.8); return window.scrollY; });
        if (y === last) break;
        last = y;
        await page.waitForTimeout(50);
      }
      assert.deepEqual([...shown].sort(), Object.keys(doc.paths).sort());
      assert.deepEqual(requests.filter((u) => !u.startsWith(origin)), [], 'no request leaves the server (no CDN)');
      await done();
    });

    it('every page is usable at phone width without console errors', async () => {
      for (const url of ['/', '/sc/tokens/', '/core/polities/1/', '/core/references/1/', '/search/?q=rom']) {
        const p = await open(url, 390);
        const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 1, `${url}: the page is ${overflow}px wider than the screen`);
        await done();
      }
    });

    it('a hostile dump’s markup never runs: </script>, comments, event handlers, javascript: links', async () => {
      // Every collection's page is checked for markup on the server side (test/http/pages.test.ts); here, a sample runs.
      const urls = ['/', '/core/polities/1/', '/core/polities/2/', '/search/?q=rome', '/sc/tokens/', '/sc/tokens/1/',
        '/general/polity-suprapolities/', '/core/references/', '/core/references/1/'];
      for (const url of urls) {
        const p = await open(hostile.origin + url);
        // Hover every bar (tooltips; every section opened) and follow nothing: the markup would have run on load.
        await p.$$eval('details.section', (sections) => sections.forEach((d) => { (d as HTMLDetailsElement).open = true; }));
        for (const bar of await p.locator('a.bar').all()) await bar.hover();
        assert.equal(await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined, url);
        await done();
      }
      // The polity's long name, shown as text, is the hostile string itself.
      const p = await open(`${hostile.origin}/core/polities/1/`);
      assert.ok((await p.locator('h1').innerText()).includes(PAYLOADS[0]!));
      // Suggestions are built as text too.
      await p.goto(`${hostile.origin}/`);
      await p.fill('#q', 'script');
      await p.locator('#q-suggestions li a').first().waitFor();
      assert.ok((await p.locator('#q-suggestions').innerText()).includes('</script>'));
      assert.equal(await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
      await done();
    });
  });
}
