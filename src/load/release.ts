/**
 * `databank release create`: freezes the current databank as a release (store/releases.ts). What a release carries
 * beside its generation is computed here, once, from the generation's own prebuilt downloads (store/pieces.ts):
 *
 * - `checksums`: each collection's SHA-256 (hex) of its canonical NDJSON, the bytes of the dump file `export` writes
 *   (each record as served and an LF, in API order): the whole `?format=ndjson` download;
 * - `digests`: the SHA-256 (base64) of each whole download in each of its forms, sent as `Repr-Digest` (RFC 9530);
 * - `manifest`: the release's dump manifest (load/manifest.ts, version 2) naming each collection with its records and
 *   checksum, and the release's citation; `manifestSha256` is its SHA-256.
 */
import { createHash } from 'node:crypto';
import { PIECE_FORMS, type PieceForm } from '../store/pieces.js';
import { releaseNameProblem, ReleaseError, type ReleaseMeta, type ReleaseRecord } from '../store/releases.js';
import type { Generation, Store } from '../store/store.js';
import { releaseManifestText } from './manifest.js';

export interface CreateReleaseOptions {
  /** Called after each collection is hashed: its path, and how many of how many are done. */
  readonly onProgress?: (path: string, done: number, total: number) => void;
  /** The clock (tests). */
  readonly now?: () => Date;
}

/** Makes the current databank the release `meta` names, and returns its record. */
export async function createRelease(store: Store, meta: ReleaseMeta, options: CreateReleaseOptions = {}): Promise<ReleaseRecord> {
  const problem = releaseNameProblem(meta.name);
  if (problem) throw new ReleaseError(problem);
  const gen = await store.current();
  if (!gen) throw new ReleaseError('no databank is loaded; there is nothing to release');
  const record = await releaseRecord(store, gen, meta, (options.now ?? (() => new Date()))(), options.onProgress);
  await store.releases.keep(gen, record);
  return record;
}

/** What a release of `gen` records: its meta, the generation's facts, and the checksums computed from it. */
export async function releaseRecord(
  store: Store, gen: Generation, meta: ReleaseMeta, now: Date, onProgress?: (path: string, done: number, total: number) => void,
): Promise<ReleaseRecord> {
  const checksums: Record<string, string> = {};
  const digests: Record<string, Partial<Record<PieceForm, string>>> = {};
  const defs = store.registry.collections;
  for (const [i, def] of defs.entries()) {
    const forms: Partial<Record<PieceForm, string>> = {};
    for (const form of PIECE_FORMS) {
      const hash = createHash('sha256');
      for await (const piece of store.whole(gen, def, form)) hash.update(piece);
      const digest = hash.digest();
      forms[form] = digest.toString('base64');
      if (form === 'ndjson') checksums[def.path] = digest.toString('hex');
    }
    digests[def.path] = forms;
    onProgress?.(def.path, i + 1, defs.length);
  }
  const counts = Object.fromEntries(defs.map((def) => [def.path, gen.counts[def.path] ?? 0]));
  const manifest = releaseManifestText(meta, gen.id, counts, checksums);
  return {
    name: meta.name, title: meta.title, date: meta.date, citation: meta.citation, doi: meta.doi,
    createdAt: now.toISOString(), generation: gen.id, loadedAt: gen.loadedAt, counts, checksums, digests,
    manifest, manifestSha256: createHash('sha256').update(manifest).digest('hex'),
  };
}
