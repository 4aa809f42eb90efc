/** One loaded databank: the current one, the one before, or a release (store/releases.ts). Everything read in one request comes from one generation. */
export interface Generation {
  /** Opaque; derived from the content (store/digest.ts), so one databank has one id, and ETags, on every store. */
  readonly id: string;
  /** ISO timestamp of the load that made it. */
  readonly loadedAt: string;
  /** Record count per collection path (spec §2.1 `count`). */
  readonly counts: Readonly<Record<string, number>>;
  /** Whether this databank is the synthetic demo (`databank demo`, DEMO_ON_EMPTY), not real data. */
  readonly demo: boolean;
}
