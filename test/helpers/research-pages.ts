/**
 * Oracles for the researchers' pages (issue 26) that come from outside src/: the catalogue's vocabulary labels
 * (`choice_labels`, each field's `choices_ref`), the spec's placeholders (§2.3, §2.10) and their meanings as the
 * contract spells them, and the API's own JSON answers (walked page by page, downloads counted as a client would).
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from 'playwright-core';

interface CatalogueField { readonly name: string; readonly choices_ref?: string }
interface CatalogueEndpoint { readonly path: string; readonly fields: readonly CatalogueField[]; readonly live: { readonly live_path?: string } }
interface Catalogue {
  readonly endpoints: readonly CatalogueEndpoint[];
  readonly choice_labels: Record<string, { readonly labels: Record<string, string> }>;
}

const CATALOGUE = JSON.parse(fs.readFileSync('catalogue/catalogue.json', 'utf8')) as Catalogue;

/** The catalogue's vocabularies of a collection: field → (code → label), in the vocabulary's order. */
export function vocabularies(path: string): Map<string, Map<string, string>> {
  const endpoint = CATALOGUE.endpoints.find((e) => e.path === path || e.live.live_path === path);
  if (!endpoint) throw new Error(`${path} is not in the catalogue`);
  const out = new Map<string, Map<string, string>>();
  for (const field of endpoint.fields) {
    if (field.choices_ref) out.set(field.name, new Map(Object.entries(CATALOGUE.choice_labels[field.choices_ref]!.labels)));
  }
  return out;
}

/** The tag meanings (the catalogue's `Tags` vocabulary). */
export const TAG_LABELS: ReadonlyMap<string, string> = new Map(Object.entries(CATALOGUE.choice_labels.Tags!.labels));

/** Every label the catalogue gives a code, in any vocabulary (a code such as `A~P` is in several, labelled alike). */
export const LABELS_OF_CODE: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const out = new Map<string, Set<string>>();
  for (const { labels } of Object.values(CATALOGUE.choice_labels)) {
    for (const [code, label] of Object.entries(labels)) out.set(code, (out.get(code) ?? new Set()).add(label));
  }
  return out;
})();

/** The raw placeholders of spec §2.3 and §2.10, which no page may show as text. */
export const RAW_PLACEHOLDERS = /EMPTY_COMMENT|UNKNOWNTITLE|NO_CREATOR|NOREFLIB_LINK_/;

/** What a record's placeholders mean, as the contract words them (spec §2.3: comment; §2.10: a reference's fields). */
export function meanings(record: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (record.comment === 'EMPTY_COMMENT') out.push('no comment');
  if (record.title === 'UNKNOWNTITLE') out.push('title unknown');
  if (record.creator === 'NO_CREATOR') out.push('no author');
  if (typeof record.reflib_link === 'string' && record.reflib_link.startsWith('NOREFLIB_LINK_')) out.push('not in the reference library');
  if (record.year === 0 && 'reflib_link' in record) out.push('no year');
  return out;
}

/** The meaning of a `data-placeholder` attribute (the raw value), where the contract names it. */
export function placeholderMeaning(raw: string): string | undefined {
  if (raw === 'EMPTY_COMMENT') return 'no comment';
  if (raw === 'UNKNOWNTITLE') return 'title unknown';
  if (raw === 'NO_CREATOR') return 'no author';
  if (raw.startsWith('NOREFLIB_LINK_')) return 'not in the reference library';
  return undefined;
}

export interface ApiList<T = Record<string, unknown>> {
  readonly count: number;
  readonly next: string | null;
  readonly results: T[];
  readonly facets?: Record<string, { value: unknown; count: number }[]>;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every record of a list, following `next` from `url` (which should ask a large `page_size`). */
export async function walk<T = Record<string, unknown>>(url: string): Promise<T[]> {
  const out: T[] = [];
  for (let next: string | null = url; next;) {
    const page: ApiList<T> = await getJson<ApiList<T>>(next);
    out.push(...page.results);
    next = page.next;
  }
  return out;
}

/** The polity with the most variables coded (then the most values, then the lowest id): the long table walked once. */
export async function polityWithMostVariables(origin: string): Promise<number> {
  const rows = await walk<{ polity: { id: number }; variable: { path: string } }>(`${origin}/api/values/?page_size=1000`);
  const of = new Map<number, { variables: Set<string>; values: number }>();
  for (const r of rows) {
    const p = of.get(r.polity.id) ?? { variables: new Set(), values: 0 };
    p.variables.add(r.variable.path);
    p.values++;
    of.set(r.polity.id, p);
  }
  return [...of].sort(([a, x], [b, y]) => y.variables.size - x.variables.size || y.values - x.values || a - b)[0]![0];
}

/** Citation ids by the reference they cite: every citation walked once, in the API's order (by id). */
export async function citationIdsByRef(origin: string): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (const c of await walk<{ id: string; ref: number }>(`${origin}/api/core/citations/?page_size=100`)) {
    out.set(c.ref, [...(out.get(c.ref) ?? []), c.id]);
  }
  return out;
}

/** A CSV body's records (header included), parsed as pandas would: quoted cells may hold line breaks. */
export function csvRows(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

/** An NDJSON body's records. */
export function ndjsonRecords(text: string): Record<string, unknown>[] {
  return text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A URL's query as sorted [name, value] pairs, `drop` left out. */
export function query(url: string | URL, drop: readonly string[] = []): [string, string][] {
  return [...new URL(url, 'http://x').searchParams].filter(([k]) => !drop.includes(k))
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
}

/** The API twin of a page's URL (`/rt/x/?a=1` → `<origin>/api/rt/x/?a=1`). */
export function apiTwin(pageUrl: string): string {
  const u = new URL(pageUrl);
  return `${u.origin}/api${u.pathname}${u.search}`;
}

/** Makes a locator visible as a person would: clicks the summary of each closed disclosure around it. */
export async function reveal(target: Locator): Promise<void> {
  for (let i = 0; i < 4 && !(await target.isVisible()); i++) {
    const summary = (await target.evaluateHandle((el) => {
      let outer: Element | null = null;
      for (let d = el.parentElement?.closest('details:not([open])'); d; d = d.parentElement?.closest('details:not([open])')) outer = d;
      return outer?.querySelector(':scope > summary') ?? null;
    })).asElement();
    if (!summary) break;
    await summary.click();
  }
  await target.waitFor({ state: 'visible' });
}

/** Clicks a link and waits for the page it leads to. */
export async function clickAndWait(page: Page, target: Locator): Promise<void> {
  const before = page.url();
  await Promise.all([page.waitForURL((u) => u.href !== before), target.click()]);
}
