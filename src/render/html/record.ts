/** One record as a page: every field, with links to its polity, its other polity or the reference it cites. */
import { fieldWithRole, labelFieldOf, placeholderMeaning, politySummary, type CollectionDef } from '../../registry/index.js';
import { fieldLabel, valueHtml } from './cells.js';
import { html, type Html } from './html.js';
import { page, urls, type Site } from './layout.js';
import { referrersHtml, type ReferrerRecords } from './referrers.js';
import { placeLine } from './sections.js';

/** `referrers`: the records that name this one, per referring collection (http/page-referrers.ts). */
export function recordPage(site: Site, def: CollectionDef, id: string, body: string, referrers: readonly ReferrerRecords[] = []): Html {
  const record = JSON.parse(body) as Record<string, unknown>;
  const name = def.label;
  const subject = fieldWithRole(def, 'polity');
  const polity = subject && record[subject.name] ? politySummary(record[subject.name]) : undefined;
  const kindTitle = `${def.title.replace(/ List$/, '')} ${String(record.id)}`;
  const title = recordTitle(def, record) ?? kindTitle;
  const related: Html[] = [];
  if (polity) {
    related.push(html`<li><a href="${urls.polity(site, polity.id)}">${polity.longName}</a>: everything about this polity</li>`);
    related.push(html`<li><a href="${urls.list(site, def)}?polity=${polity.id}">${name} of ${polity.longName}</a></li>`);
  }
  for (const f of def.fields) {
    const n = record[f.name];
    if (f.role === 'reference' && typeof n === 'number') related.push(html`<li><a href="${urls.target(site, f, n)}">The cited reference (${n})</a></li>`);
  }
  const main = html`${placeLine(def, urls.home(site))}<h1>${title}</h1>${title === kindTitle ? '' : html`\n<p class="lead" data-record-kind>${kindTitle}</p>`}
<dl class="record" data-collection="${def.path}">
${def.fields.map((f) => html`<div><dt>${fieldLabel(f)}</dt><dd class="c-${f.name}">${valueHtml(site, def, f, record[f.name])}</dd></div>\n`)}</dl>
${related.length ? html`<h2>Related</h2><ul class="related">${related}</ul>` : ''}
${referrersHtml(site, referrers)}<p class="formats">This record as data: <a href="${urls.apiRecord(site, def, id)}" type="application/json">JSON</a></p>`;
  return page(site, {
    title, main, json: urls.apiRecord(site, def, id),
    crumbs: [['Home', urls.home(site)], [name, urls.list(site, def)]],
  });
}

/** Longest record title a heading shows; the record's field below holds the whole text. */
const TITLE_MAX = 160;

/** A record's own name as its heading (a reference's title), where it has one that is not a placeholder. */
function recordTitle(def: CollectionDef, record: Record<string, unknown>): string | undefined {
  const field = labelFieldOf(def);
  const v = field && record[field.name];
  if (typeof v !== 'string' || v.trim() === '' || placeholderMeaning(field!, v) !== undefined) return undefined;
  const oneLine = v.replace(/\s+/g, ' ').trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}
