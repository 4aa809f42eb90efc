/** How values read on a page: years with their era, counts, a panel's step. */

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
