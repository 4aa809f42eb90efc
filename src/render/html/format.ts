/** How values read on a page: years with their era, counts, the value of a coded variable. */
import { politySummary, type CollectionDef } from '../../registry/index.js';

/** `-509` is `509 BCE`, `1200` is `1200 CE`; 0 stays `0` (no era has a year 0). */
export function formatYear(year: number | null | undefined): string {
  if (year === null || year === undefined) return 'unknown';
  if (year < 0) return `${-year} BCE`;
  return year === 0 ? '0' : `${year} CE`;
}

/** A year range, `509 BCE – 27 BCE`; one year when both ends are the same. */
export function formatYears(from: number, to: number): string {
  return from === to ? formatYear(from) : `${formatYear(from)} – ${formatYear(to)}`;
}

/** A record's value as one short text: `present`, `vassalage → Roman Republic`, `509 BCE – 27 BCE`. */
export function valueText(def: CollectionDef, record: Record<string, unknown>): string {
  const names = def.valueFields;
  if (def.valueIsRange) {
    const from = record[names[0]!], to = record[names[1]!];
    return typeof from === 'number' && typeof to === 'number' ? formatYears(from, to) : '';
  }
  const parts: string[] = [];
  for (const name of names) {
    const v = record[name];
    if (v === null || v === undefined) continue;
    if (typeof v === 'object') parts.push(`→ ${politySummary(v).longName ?? ''}`);
    else parts.push(String(v));
  }
  return parts.join(' ');
}

/** `1234567` as `1,234,567`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
