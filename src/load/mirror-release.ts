/**
 * `mirror` of a release (docs/data.md, "Releases"): when the base URL is `<origin><prefix>/releases/<name>/api` and
 * its API root answers `Databank-Release: <name>`, the release's record (`<origin><prefix>/api/releases/<name>/`) gives
 * the URL of its manifest and that manifest's SHA-256. The manifest (version 2) gives each collection's SHA-256: the
 * crawled files must hash to them, and the manifest, byte for byte, becomes the dump's. What the origin sends is
 * untrusted as everywhere in the mirror: the record and the manifest are capped, and fetched from the same origin
 * and prefix only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ManifestError, parseManifest, type Manifest } from './manifest.js';
import { HttpClient, MirrorError, shown, type HttpOptions } from './mirror-http.js';
import { listed } from './dump-files.js';

/** The bytes of a release's record or manifest the mirror reads (a manifest takes about 100 bytes a collection). */
const RELEASE_BYTES = 1 << 20;
/** A base URL of a release's API: the prefix before it, and the name. */
const RELEASE_BASE = /^(.*)\/releases\/([a-z0-9-]+)\/api$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** The release a mirror copies: its name, its manifest's text and what it says. */
export interface MirroredRelease {
  readonly name: string;
  readonly text: string;
  readonly manifest: Manifest;
}

/**
 * The release the base URL serves, or undefined when it serves the current databank. A base URL of a release's shape
 * whose root names another databank (or none) is refused: what the dump would claim to be is unclear.
 */
export function releaseOfBase(base: string, rootHeaders: Headers): { readonly name: string; readonly prefix: string } | undefined {
  const url = new URL(base);
  const m = RELEASE_BASE.exec(url.pathname);
  const said = rootHeaders.get('databank-release');
  if (!m) return undefined;
  const [, prefix, name] = m as unknown as [string, string, string];
  if (said !== name) {
    throw new MirrorError(`${base}/ is a release's API by its URL (${name}), but its root answers ` +
      `${said === null ? 'without a Databank-Release header' : `Databank-Release: ${shown(JSON.stringify(said))}`}; not mirrored`);
  }
  return { name, prefix: `${url.origin}${prefix}` };
}

/** Fetches the release's record and manifest; the manifest's SHA-256 must be the one its record gives. */
export async function fetchRelease(release: { readonly name: string; readonly prefix: string }, options: HttpOptions): Promise<MirroredRelease> {
  const { name, prefix } = release;
  // Confined to the origin and prefix the base URL is under: the record and the manifest are the same server's.
  const http = new HttpClient(prefix, options);
  const recordUrl = `${prefix}/api/releases/${name}/`;
  const { body, url } = await http.json(`release ${name}`, recordUrl, RELEASE_BYTES);
  const record = body as { manifest_url?: unknown; manifest_sha256?: unknown } | null;
  if (record === null || typeof record !== 'object' || typeof record.manifest_url !== 'string' || typeof record.manifest_sha256 !== 'string' ||
    !SHA256_HEX.test(record.manifest_sha256)) {
    throw new MirrorError(`release ${name}: ${shown(url)}: not a release record (an object with manifest_url and manifest_sha256)`);
  }
  const manifestUrl = http.confine(`release ${name}`, record.manifest_url, url, 'manifest_url').href;
  const { bytes, url: at } = await http.bytes(`release ${name}`, manifestUrl, RELEASE_BYTES);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== record.manifest_sha256) {
    throw new MirrorError(`release ${name}: ${shown(at)}: sha256: the manifest's is ${sha256}, its record says ${record.manifest_sha256}; not mirrored`);
  }
  const text = bytes.toString('utf8');
  let manifest: Manifest;
  try {
    manifest = parseManifest(text);
  } catch (err) {
    if (!(err instanceof ManifestError)) throw err;
    throw new MirrorError(`release ${name}: ${shown(at)}: ${err.message}`);
  }
  if (manifest.release?.name !== name) throw new MirrorError(`release ${name}: ${shown(at)}: the manifest is not release ${name}'s`);
  return { name, text, manifest };
}

/** The SHA-256 (hex) of a file, streamed. */
async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Checks the crawled dump in `dir` (the collections in `written`) against the release's manifest: the same
 * collections, and each file's SHA-256 the one the manifest gives. Throws MirrorError naming every collection that
 * differs (the first ten).
 */
export async function checkCrawled(dir: string, release: MirroredRelease, written: readonly string[]): Promise<void> {
  const named = release.manifest.collections;
  const problems: string[] = [];
  for (const p of written) {
    const entry = named[p];
    if (!entry) {
      problems.push(`${p}.ndjson: crawled, but the release's manifest does not name it`);
      continue;
    }
    if (entry.sha256 === undefined) continue;
    const actual = await fileSha256(path.join(dir, `${p}.ndjson`));
    if (actual !== entry.sha256) problems.push(`${p}.ndjson: sha256: the file's is ${actual}, the release's manifest says ${entry.sha256}`);
  }
  const crawled = new Set(written);
  for (const p of Object.keys(named)) if (!crawled.has(p)) problems.push(`${p}: named by the release's manifest, but not served there`);
  if (problems.length) {
    throw new MirrorError(`mirror of release ${release.name}: ${problems.length} collection${problems.length === 1 ? '' : 's'} ` +
      `differ${problems.length === 1 ? 's' : ''} from its manifest; no manifest was written: ${listed(problems)}`);
  }
}
