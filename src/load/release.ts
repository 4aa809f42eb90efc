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

/** The longest title or citation a release takes, in characters (a citation is a sentence or two, not a document). */
export const MAX_TEXT = 1000;
/** A calendar date. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A bare DOI: `10.`, a registrant code of 4 to 9 digits (with optional sub-codes), `/`, a suffix without spaces. */
const DOI = /^10\.\d{4,9}(?:\.\d+)*\/\S+$/;
/** C0, DEL and C1 controls: a citation is printed on pages and in headers, where they would garble or inject. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** `s` shown in a message: quoted, escaped, cut at 40 characters. */
const shownText = (s: string): string => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);

/**
 * What `release create` was told, checked and trimmed: a real `YYYY-MM-DD` date, a bare DOI, a title and citation of
 * at most MAX_TEXT characters without control characters. Throws ReleaseError naming the option.
 */
export function releaseMeta(name: string, given: { title?: string; date?: string; citation?: string; doi?: string }): ReleaseMeta {
  const nameProblem = releaseNameProblem(name);
  if (nameProblem) throw new ReleaseError(nameProblem);
  const text = (flag: string, value: string | undefined): string | null => {
    if (value === undefined) return null;
    const trimmed = value.trim();
    if (!trimmed) throw new ReleaseError(`${flag}: empty; leave the option out instead`);
    if (trimmed.length > MAX_TEXT) throw new ReleaseError(`${flag}: ${trimmed.length} characters, more than ${MAX_TEXT}`);
    if (CONTROL.test(trimmed)) throw new ReleaseError(`${flag}: holds a control character (a line break, a tab, …): ${shownText(trimmed)}`);
    return trimmed;
  };
  const date = given.date === undefined ? null : given.date.trim();
  if (date !== null) {
    const m = DATE.exec(date);
    const real = m && new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)).toISOString().slice(0, 10) === date;
    if (!real) throw new ReleaseError(`--date: expected a real date, YYYY-MM-DD, got ${shownText(date)}`);
  }
  const doi = text('--doi', given.doi);
  if (doi !== null && !DOI.test(doi)) throw new ReleaseError(`--doi: expected a bare DOI, 10.<4 to 9 digits>/<suffix> without spaces, got ${shownText(doi)}`);
  return { name, title: text('--title', given.title), date, citation: text('--citation', given.citation), doi };
}
