/**
 * The codebook as pages (docs/pages.md, "Codebook pages"): `/codebook/`, every served collection grouped by section,
 * and `/codebook/<app>/<name>/`, what one collection holds. Both from the JSON codebook's entries (render/codebook.ts
 * `codebookEntry`: the registry's facts and the generation's counts), so a page and its JSON twin say the same.
 */
import type { CollectionDef } from '../../registry/index.js';
import type { CodebookEntry } from '../codebook.js';
import { citeBlock } from './cite.js';
import { meaningsList, vocabularyTables } from './codebook-tables.js';
import { formatCount, formatYear, formatYears, roundStep } from './format.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { groupBySection, sectionId, sectionOf, subsectionOf } from './sections.js';

/** A collection and its codebook entry. */
export interface CodebookItem {
  readonly def: CollectionDef;
  readonly entry: CodebookEntry;
}

/** The JSON codebook: every entry, or one collection's. */
function apiCodebook(site: Site, def?: CollectionDef): string {
  return `${urls.api(site)}codebook/${def ? `${def.path}/` : ''}`;
}

/** `276 polities · 2547 BCE – 1924 CE`, or '' where the entry counts neither. */
function coverageLine(entry: CodebookEntry): string {
  const parts: string[] = [];
  if (entry.polities !== null) parts.push(`${formatCount(entry.polities)} polit${entry.polities === 1 ? 'y' : 'ies'}`);
  if (entry.years) parts.push(formatYears(entry.years.from, entry.years.to));
  return parts.join(' · ');
}

/** The whole codebook: every collection filed by section (the core lists first), each linking its entry. */
export function codebookIndexPage(site: Site, items: readonly CodebookItem[]): Html {
  const groups = groupBySection(items, (item) => item.def);
  const line = ({ def, entry }: CodebookItem): Html => {
    const coverage = coverageLine(entry);
    return html`<li data-collection="${def.path}"><a href="${urls.codebookEntry(site, def)}">${def.label}</a> <span class="num" data-count="${entry.records}">${formatCount(entry.records)} record${entry.records === 1 ? '' : 's'}</span>${coverage ? html` <small class="muted">· ${coverage}</small>` : ''}</li>\n`;
  };
  const sections = groups.map((g, i) => html`<details class="section" id="${g.id}"${i === 0 ? html` open` : ''}>
<summary><h3>${g.title}</h3> <span class="muted">${formatCount(g.items.length)} ${g.items.every((it) => it.def.kind === 'coded') ? 'variable' : 'collection'}${g.items.length === 1 ? '' : 's'}</span></summary>
${g.subgroups.map((sub) => html`${sub.title ? html`<h4>${sub.title}</h4>\n` : ''}<ul class="collections codebook">
${sub.items.map(line)}</ul>\n`)}</details>\n`);
  const variables = items.filter((it) => it.def.kind === 'coded').length;
  const api = apiCodebook(site);
  const main = html`<h1>Codebook</h1>
<p class="lead">What each of the ${formatCount(items.length)} collections holds (${formatCount(variables)} of them coded variables): what a variable measures where the original says, its values with their meanings and how many records hold each, its tags, flags and placeholders, and the polities and years it covers.</p>
<nav class="downloads" aria-label="Downloads">The whole codebook as data: <a data-download="csv" href="${api}?format=csv">CSV</a> · <a data-download="ndjson" href="${api}?format=ndjson">NDJSON</a> · <a data-download="json" href="${api}">JSON</a></nav>
${sections}${citeBlock(site)}`;
  return page(site, { title: 'Codebook', main, json: api, crumbs: [['Home', urls.home(site)]] });
}

/** `Social Complexity › Information`, the section a link to its group on the whole codebook's page. */
function placeOfEntry(site: Site, def: CollectionDef): Html {
  const section = sectionOf(def);
  const sub = subsectionOf(def);
  return html`<p class="place" data-place><a href="${urls.codebook(site)}#${sectionId(section)}">${section}</a>${sub ? html` › ${sub}` : ''}</p>`;
}

/** What the variable measures, in the original's words, or a line saying the original gives none. */
function descriptionOf(def: CollectionDef, entry: CodebookEntry): Html {
  if (entry.description !== null) {
    const source = def.variableDescription?.source;
    return html`<div class="measures"><p class="lead text" data-description>${entry.description}</p>${source ? html`<p class="source"><small class="muted">From the original: ${source}</small></p>` : ''}</div>`;
  }
  if (def.kind === 'coded') return html`<p class="lead muted" data-no-description>The original describes this variable only by its name.</p>`;
  return html`<p class="lead" data-summary>${def.description}</p>`;
}

function coverageOf(entry: CodebookEntry, coded: boolean): Html {
  const years = entry.years;
  return html`<dl class="summary coverage">
<div><dt>Records</dt><dd data-records="${entry.records}">${formatCount(entry.records)}</dd></div>
${entry.polities === null ? '' : html`<div><dt>Polities</dt><dd data-polities="${entry.polities}">${formatCount(entry.polities)}</dd></div>\n`}${years
    ? html`<div><dt>Years</dt><dd><span class="year" data-years-from="${years.from}">${formatYear(years.from)}</span> – <span class="year" data-years-to="${years.to}">${formatYear(years.to)}</span></dd></div>\n`
    : coded ? html`<div><dt>Years</dt><dd class="muted">none recorded</dd></div>\n` : ''}${entry.value_shape ? html`<div><dt>Value</dt><dd data-value-shape>${entry.value_shape}${entry.value_fields.length ? html`: ${entry.value_fields.map((f, i) => html`${i ? ', ' : ''}<code>${f}</code>`)}` : ''}</dd></div>\n` : ''}</dl>`;
}

/** The table, its downloads, and for a coded variable its long table and its panel. */
function linksOf(site: Site, def: CollectionDef, entry: CodebookEntry): Html {
  const api = urls.apiList(site, def);
  const path = def.path; // letters, digits, `-` and `/`: nothing to encode in a query
  const coded = def.kind === 'coded';
  const years = entry.years;
  const panel = coded && years
    ? html`<li><a data-link="panel" href="${urls.api(site)}panel/?variables=${path}&amp;from=${years.from}&amp;to=${years.to}&amp;step=${roundStep(years.from, years.to)}&amp;format=csv">Panel (CSV)</a>: one row per polity and sampled year, ${formatYears(years.from, years.to)} every ${roundStep(years.from, years.to)} years</li>\n`
    : '';
  return html`<section class="links"><h2>Data</h2>
<ul class="links">
<li><a data-link="list" href="${urls.list(site, def)}">The table</a>: its ${formatCount(entry.records)} record${entry.records === 1 ? '' : 's'}, to filter and browse</li>
<li>Every record: <a data-download="csv" href="${api}?format=csv">CSV</a> · <a data-download="ndjson" href="${api}?format=ndjson">NDJSON</a> · <a data-download="json" href="${api}?format=json">JSON</a> <small class="muted">(JSON in pages of ${def.pageSize})</small></li>
${coded ? html`<li><a data-link="values" href="${urls.api(site)}values/?variable=${path}&amp;format=csv">Long table (CSV)</a>: one row per value, with its polity and years</li>\n` : ''}${panel}<li><a href="${apiCodebook(site, def)}" type="application/json">This entry as JSON</a></li>
</ul></section>`;
}

/** One collection's entry: title, place, what it measures, coverage, its data (links first: what a reader came for), vocabularies, tags, meanings. */
export function codebookEntryPage(site: Site, { def, entry }: CodebookItem): Html {
  const tables = vocabularyTables(site, def, entry);
  const main = html`${placeOfEntry(site, def)}<h1>${entry.title}</h1>
${descriptionOf(def, entry)}
${coverageOf(entry, def.kind === 'coded')}
${linksOf(site, def, entry)}
${tables.length ? html`<section class="values"><h2>Values</h2>
${tables}</section>\n` : ''}${meaningsList(def, entry)}
${citeBlock(site)}`;
  return page(site, {
    title: `${entry.title} · Codebook`, main, json: apiCodebook(site, def),
    crumbs: [['Home', urls.home(site)], ['Codebook', urls.codebook(site)]],
  });
}
