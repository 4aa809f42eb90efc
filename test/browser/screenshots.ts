/**
 * The docs' screenshots, from the demo databank, each page at a desktop (1280×900) and a phone (390×844) width:
 * the home page, a list with a filter (labels, chips, facets, downloads), a variable's codebook page, the polity with
 * the most variables coded, a coded record and the most cited reference (placeholders and its citations).
 * Run: `npm run build && node dist/test/browser/screenshots.js` (needs /usr/bin/chromium); writes
 * docs/screenshots/<name>-desktop.png and <name>-phone.png, each the top of the page (at most 2,000 px of it), and
 * prints where the first record of each list starts (the fold is at 900 and 844 px).
 */
import fs from 'node:fs';
import { demoApp } from '../helpers/app.js';
import { launchChromium, listen } from '../helpers/browser.js';
import { citationIdsByRef, getJson, polityWithMostVariables, type ApiList } from '../helpers/research-pages.js';
import { SQLITE } from '../helpers/stores.js';

const DIR = 'docs/screenshots';
const WIDTHS = [{ name: 'desktop', width: 1280, height: 900, isMobile: false }, { name: 'phone', width: 390, height: 844, isMobile: true }];
const MAX_HEIGHT = 2000;

// A patient read time limit: a busy machine's 503 would be photographed instead of the page.
const demo = await demoApp(SQLITE, { queryTimeLimitMs: '60000' });
const browser = await launchChromium();
try {
  const origin = await listen(demo.app);
  const api = <T = ApiList>(path: string): Promise<T> => getJson<T>(`${origin}/api${path}`);
  const polity = await polityWithMostVariables(origin);
  const cited = [...await citationIdsByRef(origin)].sort((a, b) => b[1].length - a[1].length || a[0] - b[0]);
  const reference = cited[0]![0];
  const record = (await api('/rt/widespread-religions/?degree_of_prevalence=o_h_p&page_size=1')).results[0]!.id as number;
  const shots: [string, string][] = [
    ['home', '/'],
    ['list', '/rt/widespread-religions/?tag=TRS'],
    ['codebook', '/codebook/rt/widespread-religions/'],
    ['polity', `/core/polities/${polity}/`],
    ['record', `/rt/widespread-religions/${record}/`],
    ['reference', `/core/references/${reference}/`],
  ];
  fs.mkdirSync(DIR, { recursive: true });
  for (const w of WIDTHS) {
    const context = await browser.newContext({ viewport: { width: w.width, height: w.height }, isMobile: w.isMobile, hasTouch: w.isMobile });
    const page = await context.newPage();
    for (const [name, url] of shots) {
      await page.goto(origin + url, { waitUntil: 'load' });
      const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
      const file = `${DIR}/${name}-${w.name}.png`;
      await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width: w.width, height } });
      const first = await page.evaluate(() => document.querySelector('table.records tbody tr')?.getBoundingClientRect().top);
      console.log(`${file}: ${url}${first === undefined ? '' : `, first record at ${Math.round(first)} px`}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await demo.close();
}
