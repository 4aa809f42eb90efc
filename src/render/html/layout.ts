/** The shell every page shares, and the URLs pages link to. */
import type { CollectionDef, FieldDef, Registry } from '../../registry/index.js';
import { assetUrl } from './assets.js';
import { citeFooter, type SiteCitation } from './cite.js';
import { roundStep } from './format.js';
import { html, type Content, type Html } from './html.js';

/** Where things are: `root` is the site's path prefix (PUBLIC_URL's path, usually ''), `base` the API's (`/api`). */
export interface Site {
  readonly root: string;
  readonly base: string;
  /** The collections served (the program's one registry). */
  readonly registry: Registry;
  /** How the operator asks the data to be cited and its licence (settings CITATION, CITATION_URL, LICENCE, LICENCE_URL); absent when unset. */
  readonly cite?: SiteCitation;
}

export type { SiteCitation } from './cite.js';

export const urls = {
  home: (s: Site): string => `${s.root}/`,
  docs: (s: Site): string => `${s.root}/docs/`,
  search: (s: Site): string => `${s.root}/search/`,
  list: (s: Site, def: CollectionDef): string => `${s.root}/${def.path}/`,
  record: (s: Site, def: CollectionDef, id: string | number): string => `${s.root}/${def.path}/${encodeURIComponent(String(id))}/`,
  polity: (s: Site, id: number): string => `${s.root}/${s.registry.polities.path}/${id}/`,
  /** The record a `reference` field names, in the collection it refers to. */
  target: (s: Site, field: FieldDef, id: number): string => `${s.root}/${field.target!}/${id}/`,
  /** The codebook: every collection, and one collection's entry (what it holds, its vocabularies with labels). */
  codebook: (s: Site): string => `${s.root}/codebook/`,
  codebookEntry: (s: Site, def: CollectionDef): string => `${s.root}/codebook/${def.path}/`,
  api: (s: Site): string => `${s.root}${s.base}/`,
  apiList: (s: Site, def: CollectionDef): string => `${s.root}${s.base}/${def.path}/`,
  apiRecord: (s: Site, def: CollectionDef, id: string | number): string => `${s.root}${s.base}/${def.path}/${encodeURIComponent(String(id))}/`,
  openapi: (s: Site): string => `${s.root}${s.base}/openapi.json`,
  /** The long table of coded values (`/api/values/`, docs/research.md "Long table") with its parameters, in order. */
  values: (s: Site, params: Params): string => `${s.root}${s.base}/values/?${query(params)}`,
  /**
   * The panel (`/api/panel/`, docs/research.md "Panel") from `from` to `to` sampled at a round step giving at most
   * 60 years (`roundStep`); `params` choose the variables and polities, and the format.
   */
  panel: (s: Site, from: number, to: number, { format, ...params }: Params): string =>
    `${s.root}${s.base}/panel/?${query({ ...params, from, to, step: roundStep(from, to), format })}`,
};

type Params = Readonly<Record<string, string | number | undefined>>;
/** A query string, each value URL-encoded (`Social%20Complexity`); undefined values left out. */
function query(params: Params): string {
  return Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');
}


export interface PageOptions {
  readonly title: string;
  readonly main: Content;
  /** The JSON this page shows, linked as an alternate representation. */
  readonly json?: string;
  /** Extra stylesheets and scripts (asset paths). */
  readonly styles?: readonly string[];
  readonly scripts?: readonly string[];
  /** A class on <body> (the polity page has its own print style). */
  readonly bodyClass?: string;
  /** Breadcrumbs before the title: label and URL. */
  readonly crumbs?: readonly (readonly [string, string])[];
  readonly footer?: Content;
}

export function page(site: Site, o: PageOptions): Html {
  const scripts = ['/assets/pages.js', ...(o.scripts ?? [])];
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title} · Polity databank</title>
<link rel="icon" href="${assetUrl(site.root, '/assets/favicon.svg')}" type="image/svg+xml">
${(o.styles ?? []).map((s) => html`<link rel="stylesheet" href="${assetUrl(site.root, s)}">\n`)}<link rel="stylesheet" href="${assetUrl(site.root, '/assets/pages.css')}">
${o.json ? html`<link rel="alternate" type="application/json" href="${o.json}">\n` : ''}${scripts.map((s) => html`<script src="${assetUrl(site.root, s)}" defer></script>\n`)}</head>
<body${o.bodyClass ? html` class="${o.bodyClass}"` : ''}>
<a class="skip" href="#main">Skip to content</a>
<header class="site">
<a class="brand" href="${urls.home(site)}">Polity databank</a>
<nav aria-label="Site"><a href="${urls.list(site, site.registry.polities)}">Polities</a> <a href="${urls.home(site)}#collections">Collections</a> <a href="${urls.codebook(site)}">Codebook</a> <a href="${urls.docs(site)}">API reference</a> <a href="${urls.api(site)}">JSON API</a></nav>
</header>
<main id="main">
${o.crumbs?.length ? html`<nav class="crumbs" aria-label="Breadcrumbs">${o.crumbs.map(([label, href]) => html`<a href="${href}">${label}</a> / `)}</nav>\n` : ''}${o.main}
</main>
<footer class="site">${o.footer ?? ''}${citeFooter(site)}</footer>
</body>
</html>
`;
}
