/**
 * Where the databank files each collection (the registry's `section`, `subsection`, `subSubsection`), and lists of
 * collections grouped by it, for pages that show many of them: the home page, the polity page.
 */
import type { CollectionDef } from '../../registry/index.js';
import { html, type Html } from './html.js';

/** The group of collections the registry files nowhere (the core lists, and other non-coded lists). */
export const CORE_GROUP = 'Core collections';
/** The group of coded variables filed in no section (none is, today). */
const UNFILED = 'Other variables';

/** A collection's section as a group's title. */
export function sectionOf(def: CollectionDef): string {
  return def.section ?? (def.kind === 'coded' ? UNFILED : CORE_GROUP);
}

/** Its subsection and sub-subsection as one title (`Information › Money`); empty where it has none. */
export function subsectionOf(def: CollectionDef): string {
  return [def.subsection, def.subSubsection].filter((s): s is string => s !== null).join(' › ');
}

/** `Social Complexity › Information › Money`, or '' for a collection filed nowhere. */
export function placeOf(def: CollectionDef): string {
  return [def.section, def.subsection, def.subSubsection].filter((s): s is string => s !== null).join(' › ');
}

/** An id for a section's element, the same on every page (`sec-social-complexity`), so links can name it. */
export function sectionId(section: string): string {
  return `sec-${section.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

export interface Subgroup<T> {
  /** `Information › Money`; '' for the items filed directly under the section. */
  readonly title: string;
  readonly items: readonly T[];
}

export interface SectionGroup<T> {
  readonly title: string;
  readonly id: string;
  readonly subgroups: readonly Subgroup<T>[];
  /** Every item of its subgroups, in their order. */
  readonly items: readonly T[];
}

/**
 * Items grouped by their collection's section, then subsection, each group in the order its first item comes
 * (registry order), the core group first. Items filed directly under a section come before its subsections.
 */
export function groupBySection<T>(items: readonly T[], defOf: (item: T) => CollectionDef): SectionGroup<T>[] {
  const sections = new Map<string, Map<string, T[]>>();
  for (const item of items) {
    const def = defOf(item);
    const section = sectionOf(def);
    let subs = sections.get(section);
    if (!subs) sections.set(section, (subs = new Map([['', []]])));
    const sub = subsectionOf(def);
    let list = subs.get(sub);
    if (!list) subs.set(sub, (list = []));
    list.push(item);
  }
  const groups = [...sections].map(([title, subs]) => {
    const subgroups = [...subs].filter(([, list]) => list.length > 0).map(([t, list]) => ({ title: t, items: list }));
    return { title, id: sectionId(title), subgroups, items: subgroups.flatMap((s) => s.items) };
  });
  const core = groups.findIndex((g) => g.title === CORE_GROUP);
  if (core > 0) groups.unshift(...groups.splice(core, 1));
  return groups;
}

/** A collection's place as a line above its title, each part linking to its section on the home page. */
export function placeLine(def: CollectionDef, home: string): Html | '' {
  const place = placeOf(def);
  if (place === '') return '';
  return html`<p class="place"><a href="${home}#${sectionId(sectionOf(def))}">${def.section ?? ''}</a>${subsectionOf(def) ? html` › ${subsectionOf(def)}` : ''}</p>`;
}
