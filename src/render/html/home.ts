/** The home page, the polity search results, the API reference and the error page. */
import { POLITY_SUMMARY, politySearch, type CollectionDef, type PolitySummary } from '../../registry/index.js';
import type { ReleaseRecord } from '../../store/releases.js';
import type { Generation } from '../../store/store.js';
import { citeBlock } from './cite.js';
import { formatCount, formatYears } from './format.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { groupBySection } from './sections.js';

/** What the home page can tell of the databank's origin. */
export interface DemoInfo {
  /** True when the databank holds the demo's own records; undefined when that could not be told. */
  readonly demo: boolean | undefined;
  /** The demo's `--scale`, when the counts tell it. */
  readonly scale?: number;
}

/** What the search-as-you-type script reads (pages.js): the name searches' parameters, the summary's fields shown. */
function searchData(site: Site): Html {
  const search = politySearch(site.registry.polities), f = POLITY_SUMMARY;
  const params = [search.name?.param, search.longName?.param].filter((p) => p !== undefined).join(' ');
  return html` data-search-params="${params}" data-summary-fields="${[f.longName, f.name, f.years.from, f.years.to].join(' ')}"`;
}

function searchForm(site: Site, q = ''): Html {
  return html`<form class="search" role="search" method="get" action="${urls.search(site)}" data-polity-search data-api="${urls.apiList(site, site.registry.polities)}" data-pages="${urls.list(site, site.registry.polities)}"${searchData(site)}>
<label for="q">Find a polity by name or long name</label>
<div class="search-row"><input id="q" name="q" type="search" value="${q}" autocomplete="off" placeholder="e.g. rome, Achaemenid" aria-describedby="q-hint" aria-controls="q-suggestions" aria-autocomplete="list">
<button type="submit">Search</button></div>
<p id="q-hint" class="hint">Matches anywhere in the name, ignoring case.</p>
<ul id="q-suggestions" class="suggestions" aria-live="polite" hidden></ul>
</form>`;
}

/** What the home page says of releases: the current databank's lists them all; a release's names itself. */
export interface HomeReleases {
  readonly releases: readonly ReleaseRecord[];
  /** Set on a release's own home page (under `/releases/<name>/`). */
  readonly release?: ReleaseRecord;
}

export function homePage(site: Site, gen: Generation, demo: DemoInfo, released: HomeReleases = { releases: [] }): Html {
  const loaded = new Date(gen.loadedAt);
  const origin = demo.demo === true
    ? html`<strong class="demo">the demo databank</strong> (synthetic data${demo.scale && demo.scale > 1 ? `, scale ×${demo.scale}` : ''}; load a dump to serve real data)`
    : demo.demo === false ? html`loaded data (not the demo)` : html`unknown`;
  const count = (def: CollectionDef): number => gen.counts[def.path] ?? 0;
  const groups = groupBySection(site.registry.collections, (def) => def);
  const variables = site.registry.collections.filter((def) => def.kind === 'coded').length;
  const entry = (def: CollectionDef): Html => html`<li data-collection="${def.path}"><a href="${urls.list(site, def)}" title="${def.path}">${def.label}</a> <span class="num" data-count="${count(def)}">${formatCount(count(def))}</span> <a class="json" href="${urls.apiList(site, def)}" type="application/json">JSON</a></li>\n`;
  const sections = groups.map((g, i) => {
    const records = g.items.reduce((n, def) => n + count(def), 0);
    return html`<details class="section" id="${g.id}"${i === 0 ? html` open` : ''}>
<summary><h3>${g.title}</h3> <span class="muted">${formatCount(g.items.length)} ${g.items.every((d) => d.kind === 'coded') ? 'variable' : 'collection'}${g.items.length === 1 ? '' : 's'} · ${formatCount(records)} records</span></summary>
${g.subgroups.map((sub) => html`${sub.title ? html`<h4>${sub.title}</h4>\n` : ''}<ul class="collections">
${sub.items.map(entry)}</ul>\n`)}</details>\n`;
  });
  const main = html`<h1>Polity databank</h1>
<p class="lead">A historical databank of polities: their coded variables, bibliographic references and citations. Every page here has a JSON twin under <a href="${urls.api(site)}"><code>${site.root}${site.base}/</code></a>.</p>
${searchForm(site)}
<section class="databank"><h2>This databank</h2>
<dl class="summary">
<div><dt>Generation</dt><dd><code data-generation>${gen.id}</code></dd></div>
<div><dt>Loaded</dt><dd><time datetime="${gen.loadedAt}">${Number.isNaN(loaded.getTime()) ? gen.loadedAt : loaded.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time></dd></div>
<div><dt>Data</dt><dd data-demo="${demo.demo === undefined ? 'unknown' : String(demo.demo)}">${origin}</dd></div>
</dl></section>
<section id="collections"><h2>Collections</h2>
<p>${formatCount(site.registry.collections.length)} collections: ${formatCount(variables)} coded variables, filed by section as the databank files them, and the core lists. Open a section to see its variables and their records.
What each variable measures, the values it takes and what its codes mean: <a href="${urls.codebook(site)}" data-link="codebook">the codebook</a>.</p>
${sections}</section>
${released.release ? thisRelease(released.release) : releaseList(site, released.releases)}${citeBlock(site)}<p>The <a href="${urls.docs(site)}">API reference</a> describes every path, parameter and answer.</p>`;
  return page(site, { title: 'Home', main, json: urls.api(site) });
}

/** A release's title, date, citation and DOI, as its record gives them (each only where set). */
function releaseFacts(r: ReleaseRecord): Html {
  const doi = r.doi === null ? '' : html` <a href="https://doi.org/${r.doi}" data-doi>doi:${r.doi}</a>`;
  return html`<dl class="summary">
<div><dt>Title</dt><dd>${r.title ?? r.name}</dd></div>
${r.date === null ? '' : html`<div><dt>Date</dt><dd><time datetime="${r.date}">${r.date}</time></dd></div>
`}<div><dt>Cite as</dt><dd data-citation>${r.citation ?? html`<span class="muted">no citation given</span>`}${doi}</dd></div>
<div><dt>Generation</dt><dd><code>${r.generation}</code></dd></div>
</dl>
`;
}

/** A release's own home page: which release this is, and how to cite it. Nothing of what else is served. */
function thisRelease(r: ReleaseRecord): Html {
  return html`<section class="release" data-release="${r.name}"><h2>Release ${r.name}</h2>
<p>Every page and every answer under this address is this release's, and stays the same for as long as it is kept.</p>
${releaseFacts(r)}</section>
`;
}

/** The current databank's list of releases, oldest first, each with its citation; nothing when there is none. */
function releaseList(site: Site, releases: readonly ReleaseRecord[]): Html | '' {
  if (releases.length === 0) return '';
  const items = releases.map((r) => html`<li data-release="${r.name}"><h3><a href="${site.root}/releases/${r.name}/">${r.title ?? r.name}</a></h3>
${releaseFacts(r)}</li>
`);
  return html`<section class="releases" id="releases"><h2>Releases</h2>
<p>Citable releases of the databank: each is kept as it was made, its pages under <code>${site.root}/releases/&lt;name&gt;/</code> and its API under <code>${site.root}/releases/&lt;name&gt;${site.base}/</code> (<a href="${site.root}${site.base}/releases/" type="application/json">JSON</a>).</p>
<ul class="releases">
${items}</ul></section>
`;
}

/** A polity the search found, as every page sees a polity (the registry's summary). */
export type SearchHit = PolitySummary;

/** Links to the polities' table filtered by each of their name searches (the filters found by role, not by name). */
function searchTables(site: Site, q: string): Html | '' {
  const search = politySearch(site.registry.polities);
  const links = ([[search.name, 'the name'], [search.longName, 'the long name']] as const).filter(([f]) => f)
    .map(([f, what], i) => html`${i ? '; ' : ''}on ${what} alone: <a href="${urls.list(site, site.registry.polities)}?${f!.param}=${encodeURIComponent(q)}">as a table</a>`);
  return links.length ? html`<p class="formats">Matches ${links}.</p>` : '';
}

export function searchPage(site: Site, q: string, hits: readonly SearchHit[], total: number): Html {
  const years = (p: SearchHit): string => (p.from === null || p.to === null ? '' : formatYears(p.from, p.to));
  const main = html`<h1>Find a polity</h1>
${searchForm(site, q)}
${q === '' ? '' : html`<p class="count"><strong data-count="${total}">${formatCount(total)}</strong> polit${total === 1 ? 'y matches' : 'ies match'} <q>${q}</q>${total > hits.length ? html`; the first ${formatCount(hits.length)} are shown` : ''}.</p>
${hits.length ? html`<ul class="hits">${hits.map((p) => html`<li><a href="${urls.polity(site, p.id)}">${p.longName ?? p.name}</a> <code>${p.name}</code> <small class="muted">${years(p)}</small></li>`)}</ul>` : ''}
${searchTables(site, q)}`}`;
  return page(site, { title: q ? `Polities matching “${q}”` : 'Find a polity', main, crumbs: [['Home', urls.home(site)]] });
}

export function docsPage(site: Site, paths: readonly string[]): Html {
  const main = html`<h1>API reference</h1>
<p class="lead">The OpenAPI description of the JSON API: <a href="${urls.openapi(site)}"><code>${site.root}${site.base}/openapi.json</code></a>.</p>
<div id="swagger-ui" data-spec-url="${urls.openapi(site)}"></div>
<noscript><p>The interactive reference needs JavaScript. The paths it describes:</p>
<ul>${paths.map((p) => html`<li><code>${p}</code></li>`)}</ul></noscript>`;
  return page(site, {
    title: 'API reference', main, json: urls.openapi(site), bodyClass: 'docs-page',
    styles: ['/assets/swagger-ui/swagger-ui.css'], scripts: ['/assets/swagger-ui/swagger-ui-bundle.js', '/assets/docs.js'],
    crumbs: [['Home', urls.home(site)]],
  });
}

export function errorPage(site: Site, status: number, title: string, detail: Html | string): Html {
  return page(site, {
    title, main: html`<h1>${title}</h1><p class="lead" data-status="${status}">${detail}</p><p><a href="${urls.home(site)}">Go to the home page</a>.</p>`,
  });
}
