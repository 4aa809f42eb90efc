/**
 * How the operator asks the data to be cited and its licence (settings CITATION, CITATION_URL, LICENCE, LICENCE_URL:
 * `Site.cite`), as the home page and the codebook pages show it (`section.cite`) and as every page's footer shows the
 * licence. Nothing at all when the settings are unset: no section, no footer line, nothing made up.
 */
import { html, type Html } from './html.js';

/** The operator's citation and licence (`Site.cite`): each part absent when its setting is unset (nothing is made up). */
export interface SiteCitation {
  readonly text?: string;
  /** CITATION_URL: a URL to cite the data by (a DOI link). */
  readonly url?: string;
  readonly licence?: string;
  readonly licenceUrl?: string;
}

/** What these blocks read of a page's `Site` (layout.ts): only its citation, so the shell can import them. */
export interface CiteSite {
  readonly cite?: SiteCitation;
}

/** The licence by name, a link to its text where LICENCE_URL is set (the URL alone where only it is). */
function licenceHtml(site: CiteSite): Html | undefined {
  const cite = site.cite;
  if (!cite || (cite.licence === undefined && cite.licenceUrl === undefined)) return undefined;
  const name = cite.licence ?? cite.licenceUrl!;
  return cite.licenceUrl === undefined ? html`${name}` : html`<a href="${cite.licenceUrl}" rel="license">${name}</a>`;
}

/** `section.cite` with `[data-citation]` and `[data-licence]`, those set; empty when nothing is. */
export function citeBlock(site: CiteSite): Html | '' {
  const cite = site.cite;
  if (!cite || Object.values(cite).every((v) => v === undefined)) return '';
  const licence = licenceHtml(site);
  const link = cite.url === undefined ? '' : html`<a href="${cite.url}" rel="cite-as">${cite.url}</a>`;
  const citation = cite.text === undefined && cite.url === undefined ? ''
    : html`<p data-citation>${cite.text ?? ''}${cite.text !== undefined && link ? ' ' : ''}${link}</p>\n`;
  const links = cite.url !== undefined || cite.licenceUrl !== undefined;
  return html`<section class="cite" aria-labelledby="cite-title"><h2 id="cite-title">How to cite these data</h2>
${citation}${licence ? html`<p data-licence>Licence: ${licence}</p>\n` : ''}<p class="muted">${links ? html`Every CSV and NDJSON download carries ${cite.url !== undefined && cite.licenceUrl !== undefined ? 'these links' : 'this link'} in its <code>Link</code> header; the` : 'The'} codebook's JSON holds ${links ? 'them' : 'this'} as its <code>citation</code>.</p>
</section>`;
}

/** The footer's line: the licence, on every page; empty when no licence is set. */
export function citeFooter(site: CiteSite): Html | '' {
  const licence = licenceHtml(site);
  return licence ? html`<p class="licence">Data licence: ${licence}</p>` : '';
}
