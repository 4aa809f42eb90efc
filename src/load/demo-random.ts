/** The demo's deterministic randomness, shared by its generators (demo.ts, demo-catalogue.ts). */

/** Deterministic PRNG (mulberry32): the same seed always yields the same databank (the bench and tests seed it too). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
export const int = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
export const pickOf = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
/** The i-th record takes the i-th value first, so every observed value appears at least once. */
export const cover = <T>(r: Rand, list: readonly T[], i: number): T => (i < list.length ? list[i]! : pickOf(r, list));

