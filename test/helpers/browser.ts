/** Chromium for the browser suite (playwright-core drives Debian's /usr/bin/chromium), and apps on real ports. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = fs.existsSync(CHROMIUM);

/** The line printed (as a skipped test) when the browser suite does not run. */
export const CHROMIUM_SKIP_LINE = `Browser suite skipped: ${CHROMIUM} is missing; run apt-get install chromium (as root, on Debian) to run it`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** Listens on a free port of 127.0.0.1 and returns the app's origin. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A page that records console errors (failed loads among them), uncaught errors and failed requests. */
export async function watchedPage(context: BrowserContext, width = 1280): Promise<{ page: Page; problems(): string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A request the browser cancels because its document was left while it was in flight (the favicon of the page
  // being left, which Chromium fetches after `load`; a suggestion fetch when Enter submits the search) is no fault of
  // either page: net::ERR_ABORTED of a request made from another document (URL) than the one shown when the problems
  // are read. Any other failure, or an abort on the document still shown, is a problem.
  const madeFrom = new WeakMap<Request, string>();
  const aborted: { from: string | undefined; line: string }[] = [];
  page.on('request', (r) => madeFrom.set(r, page.mainFrame().url()));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    const line = `request failed: ${r.url()} ${error}`;
    if (error === 'net::ERR_ABORTED') aborted.push({ from: madeFrom.get(r), line });
    else problems.push(line);
  });
  const current = (): string[] => [...problems, ...aborted.filter((a) => a.from === page.url()).map((a) => a.line)];
  return { page, problems: current };
}
