/** How values read on a page: years with their era, counts, the value of a coded variable. */
import { politySummary, valueLabel, type CollectionDef, type Registry } from '../../registry/index.js';

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

/**
 * A record's value as one short text: `present`, `vassalage → Roman Republic`, `509 BCE – 27 BCE`. With `registry`,
 * each value of a vocabulary reads as its label (`Transitional (Absent -> Present)`, `Over half of the population`),
 * for a reader (a tooltip, a caption); without it, as its code (what a colour or an anchor is chosen by).
 */
export function valueText(def: CollectionDef, record: Record<string, unknown>, registry?: Registry): string {
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
    else parts.push((registry && labelOf(registry, def, name, v)) ?? String(v));
  }
  return parts.join(' ');
}

function labelOf(registry: Registry, def: CollectionDef, name: string, value: unknown): string | undefined {
  const field = def.fields.find((f) => f.name === name);
  return field && valueLabel(registry, field, value);
}

/** `1234567` as `1,234,567`. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * A round step (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, …) that samples the years `from` … `to` in at most `max`
 * years: the panel links' `step`.
 */
export function roundStep(from: number, to: number, max = 60): number {
  const span = Math.max(0, to - from);
  for (let scale = 1; ; scale *= 10) {
    for (const m of [1, 2, 2.5, 5]) {
      const step = m * scale;
      if (Number.isInteger(step) && Math.floor(span / step) + 1 <= max) return step;
    }
  }
}
