/**
 * Citable releases (docs/data.md, "Releases"): a generation kept under a name, immutable, for as long as it is not
 * deleted. A store keeps it (SQLite: a kept generation file; PostgreSQL: a kept generation schema) with its record:
 * what `databank release create` was told (name, title, date, citation, DOI) and what it computed from the generation
 * (checksums of each collection's canonical NDJSON, digests of each whole download, the manifest of its dump).
 */
import type { PieceForm } from './pieces.js';
import type { Generation } from './generation.js';

/** What a person says of a release. Everything but the name may be null. */
export interface ReleaseMeta {
  /** A slug (RELEASE_NAME): lower-case letters, digits and single hyphens, 1 to 64 characters; never reused. */
  readonly name: string;
  readonly title: string | null;
  /** `YYYY-MM-DD`. */
  readonly date: string | null;
  readonly citation: string | null;
  /** A bare DOI, `10.<registrant>/<suffix>`. */
  readonly doi: string | null;
}

/** A release as kept: its meta, its generation's facts and what was computed from it when it was made. */
export interface ReleaseRecord extends ReleaseMeta {
  /** ISO timestamp of `release create`. */
  readonly createdAt: string;
  /** The generation it keeps (Generation.id), its load time and counts. */
  readonly generation: string;
  readonly loadedAt: string;
  readonly counts: Readonly<Record<string, number>>;
  /** Collection path → SHA-256 (lower-case hex) of its canonical NDJSON: the bytes of the dump file `export` writes. */
  readonly checksums: Readonly<Record<string, string>>;
  /**
   * Collection path → piece form → SHA-256 (base64, RFC 9530's form) of the whole download's bytes in that form
   * (`?format=csv`, `ndjson`, their gzip): a release's download carries it as `Repr-Digest`.
   */
  readonly digests: Readonly<Record<string, Readonly<Partial<Record<PieceForm, string>>>>>;
  /** The text of the release's dump manifest (`manifest.json` of `export --release`), byte for byte. */
  readonly manifest: string;
  /** SHA-256 (lower-case hex) of `manifest`. */
  readonly manifestSha256: string;
}

/** A release opened for reading: its generation (read it as any other) and its record. */
export interface OpenRelease {
  readonly gen: Generation;
  readonly record: ReleaseRecord;
}

/** A release's name: a slug of 1 to 64 characters, no leading, trailing or doubled hyphen. `current` is reserved. */
export const RELEASE_NAME = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,63}$/;

/** Names a release may not take: what `/api/releases/<a>/diff/<b>/` reads as the current databank. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(['current']);

/** Why a name cannot be a release's, or undefined when it can. */
export function releaseNameProblem(name: string): string | undefined {
  if (!RELEASE_NAME.test(name)) return `${JSON.stringify(name)} is not a release name: 1 to 64 lower-case letters, digits and single hyphens, starting and ending with a letter or digit`;
  if (RESERVED_NAMES.has(name)) return `${JSON.stringify(name)} is reserved (it names the current databank)`;
  return undefined;
}

/** A release that cannot be made or kept: the name is taken (or was, by a deleted release), or the databank moved. */
export class ReleaseError extends Error {
  readonly code = 'RELEASE';
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** What a store does with releases (Store.releases). */
export interface ReleaseStorage {
  /** Every release kept, oldest first (by createdAt). Cheap: reads records, opens no databank. */
  list(): Promise<readonly ReleaseRecord[]>;
  /**
   * A release by name, its generation opened (first use) for reading, or undefined when there is none. Opening is
   * bounded: a store keeps few releases open at once and closes those idle (SQLite), so memory does not grow with
   * the number of releases.
   */
  open(name: string): Promise<OpenRelease | undefined>;
  /**
   * Keeps `gen` as the release `record` names (record.generation must be gen.id). Refuses (ReleaseError) a name kept
   * or deleted before, and a generation no longer the one served (a load swapped meanwhile): then nothing is kept.
   * Atomic: after a crash, the release either is kept whole or not at all.
   */
  keep(gen: Generation, record: ReleaseRecord): Promise<void>;
  /** Deletes a release and frees its storage (the name stays used); false when no release has that name. */
  delete(name: string): Promise<boolean>;
}

/**
 * A release's public fields, in the order `/api/releases/` lists them (docs/api.md, "Releases"), and
 * `release list --json` prints them: with `links` (a server's URLs of the release) or without.
 */
export function publicRelease(r: ReleaseRecord, links?: { readonly url: string; readonly api: string }): Record<string, unknown> {
  return {
    name: r.name, title: r.title, date: r.date, citation: r.citation, doi: r.doi, created_at: r.createdAt,
    generation: r.generation, loaded_at: r.loadedAt,
    ...(links ? { url: links.url, api: links.api, manifest_url: `${links.url}manifest.json` } : {}),
    manifest_sha256: r.manifestSha256, counts: r.counts, checksums: r.checksums,
  };
}
