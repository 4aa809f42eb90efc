/**
 * The records that name a record (docs/pages.md, "Reference pages"): on a reference's page the citations that cite
 * it, on a section's the subsections filed under it, and so on for every `reference` field of the registry. One
 * `section.referrers` per referring collection, its total count, the first records by id each linking its page, and
 * the rest counted.
 */
import type { Referrer } from '../../registry/index.js';
import { formatCount } from './format.js';
import { html, type Html } from './html.js';
import { urls, type Site } from './layout.js';

/** What http/page-referrers.ts reads for one referring collection: its count and its first records as served. */
export interface ReferrerRecords {
  readonly referrer: Referrer;
  readonly count: number;
  readonly rows: readonly string[];
}

/** A cited page range in words: `pages 12–15`, `page 12`, `no pages given`. */
export function pagesInWords(from: unknown, to: unknown): string {
  const a = typeof from === 'number' ? from : undefined;
  const b = typeof to === 'number' ? to : undefined;
  if (a === undefined && b === undefined) return 'no pages given';
  if (a === undefined || b === undefined || a === b) return `page ${formatCount((a ?? b)!)}`;
  return `pages ${formatCount(a)}–${formatCount(b)}`;
}

/** One referring record: its pages (a citation), its name, or its collection and id, linking its page. */
function item(site: Site, r: Referrer, row: string): Html {
  const record = JSON.parse(row) as Record<string, unknown>;
  const id = record.id as string | number;
  const named = r.label && typeof record[r.label.name] === 'string' && record[r.label.name] !== '' ? String(record[r.label.name]) : undefined;
  const text = r.pages ? pagesInWords(record[r.pages.from.name], record[r.pages.to.name]) : named ?? `${r.def.label} ${id}`;
  return html`<li data-id="${String(id)}"><a href="${urls.record(site, r.def, id)}">${text}</a>${r.pages || named ? html` <code class="id">${String(id)}</code>` : ''}</li>\n`;
}

/** A referring collection's section: its count, its first records, and how many more there are. */
function section(site: Site, { referrer: r, count, rows }: ReferrerRecords): Html {
  const more = count - rows.length;
  return html`<section class="referrers" data-from="${r.def.path}" data-field="${r.field.name}" data-count="${count}">
<h2>${r.def.label} <span class="num" data-count="${count}">${formatCount(count)}</span></h2>
<p class="muted">${r.def.label} whose <code>${r.field.name}</code> is this record${count > rows.length ? `, the first ${formatCount(rows.length)} by id` : ', by id'}.</p>
${rows.length ? html`<ul class="referrers">\n${rows.map((row) => item(site, r, row))}</ul>\n` : html`<p data-none>None of the ${r.def.label} names this record.</p>\n`}${more > 0 ? html`<p class="more" data-more="${more}">and ${formatCount(more)} more.</p>\n` : ''}</section>\n`;
}

/** Every referring collection's section, in registry order; empty where none refers to the record's collection. */
export function referrersHtml(site: Site, lists: readonly ReferrerRecords[]): Html | '' {
  return lists.length ? html`${lists.map((l) => section(site, l))}` : '';
}
