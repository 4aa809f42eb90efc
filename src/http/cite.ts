/**
 * How the operator asks the data to be cited and under which licence (settings CITATION, CITATION_URL, LICENCE,
 * LICENCE_URL; docs/pages.md, "Citation and licence"), in the forms the answers carry it: the `Link` header of every
 * CSV and NDJSON download, the codebook JSON's last member `citation`, and the pages' `Site.cite`. Each is undefined
 * when nothing is set, so the answers are then byte for byte what they were without the settings.
 */
import type { Config } from '../config.js';
import type { SiteCitation } from '../render/html/layout.js';

/** The codebook JSON's `citation` member: only the parts set, in this order. */
export interface CitationMember {
  readonly text?: string;
  readonly url?: string;
  readonly licence?: string;
  readonly licence_url?: string;
}

type CiteSettings = Pick<Config, 'citation' | 'citationUrl' | 'licence' | 'licenceUrl'>;

export function citationMember(c: CiteSettings): CitationMember | undefined {
  const member: Record<string, string> = {};
  if (c.citation !== undefined) member.text = c.citation;
  if (c.citationUrl !== undefined) member.url = c.citationUrl;
  if (c.licence !== undefined) member.licence = c.licence;
  if (c.licenceUrl !== undefined) member.licence_url = c.licenceUrl;
  return Object.keys(member).length ? Object.freeze(member) : undefined;
}

/**
 * RFC 8288's `Link` of a download: `<LICENCE_URL>; rel="license", <CITATION_URL>; rel="cite-as"` (RFC 8574), those set.
 * The URLs are in their normal form (config.ts: percent-escaped, no `<`, `>`, space or non-ASCII), so `<…>` holds them as they are.
 */
export function citeLinkHeader(c: CiteSettings): string | undefined {
  const links: string[] = [];
  if (c.licenceUrl !== undefined) links.push(`<${c.licenceUrl}>; rel="license"`);
  if (c.citationUrl !== undefined) links.push(`<${c.citationUrl}>; rel="cite-as"`);
  return links.length ? links.join(', ') : undefined;
}

/** The pages' view of the settings (`Site.cite`): undefined when none is set. */
export function siteCitation(c: CiteSettings): SiteCitation | undefined {
  if (citationMember(c) === undefined) return undefined;
  const cite: { -readonly [K in keyof SiteCitation]: SiteCitation[K] } = {};
  if (c.citation !== undefined) cite.text = c.citation;
  if (c.citationUrl !== undefined) cite.url = c.citationUrl;
  if (c.licence !== undefined) cite.licence = c.licence;
  if (c.licenceUrl !== undefined) cite.licenceUrl = c.licenceUrl;
  return Object.freeze(cite);
}
