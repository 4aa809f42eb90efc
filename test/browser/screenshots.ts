/**
 * The README's two screenshots, from the demo databank: a polity page (the BCE polity with the most records, one of
 * them disputed or uncertain) and a filtered table. Run: `npm run build && node dist/test/browser/screenshots.js`
 * (needs /usr/bin/chromium); writes docs/polity-page.png and docs/filtered-table.png.
 */
import fs from 'node:fs';
import { REGISTRY } from '../helpers/registry.js';
import { demoApp } from '../helpers/app.js';
import { launchChromium, listen } from '../helpers/browser.js';
import { SQLITE } from '../helpers/stores.js';

interface Rec { polity: { id: number; start_year: number }; is_disputed: boolean; is_uncertain: boolean }

const demo = await demoApp(SQLITE);
const browser = await launchChromium();
try {
  const origin = await listen(demo.app);
  const score = new Map<number, { records: number; marked: boolean }>();
  for (const def of REGISTRY.filter((d) => d.kind === 'coded')) {
    for (let url: string | null = `${origin}/api/${def.path}/?page_size=100`; url;) {
      const page = (await (await fetch(url)).json()) as { next: string | null; results: Rec[] };
      for (const r of page.results) {
        if (r.polity.start_year >= 0) continue;
        const s = score.get(r.polity.id) ?? { records: 0, marked: false };
        score.set(r.polity.id, { records: s.records + 1, marked: s.marked || r.is_disputed || r.is_uncertain });
      }
      url = page.next;
    }
  }
  const [polity] = [...score].filter(([, s]) => s.marked).sort((a, b) => b[1].records - a[1].records || a[0] - b[0])[0]!;
  fs.mkdirSync('docs', { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1200, height: 1600 } });
  await page.goto(`${origin}/core/polities/${polity}/`, { waitUntil: 'load' });
  await page.screenshot({ path: 'docs/polity-page.png', fullPage: true, clip: { x: 0, y: 0, width: 1200, height: Math.min(1900, await page.evaluate(() => document.body.scrollHeight)) } });
  await page.setViewportSize({ width: 1200, height: 1450 });
  await page.goto(`${origin}/sc/tokens/?polity__name__icontains=rom&tag=TRS`, { waitUntil: 'load' });
  await page.screenshot({ path: 'docs/filtered-table.png' });
  console.log(`docs/polity-page.png (polity ${polity}), docs/filtered-table.png`);
} finally {
  await browser.close();
  await demo.close();
}
