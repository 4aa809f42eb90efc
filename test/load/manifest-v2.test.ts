/**
 * Manifest version 2 (the BRIEF, "Dump manifest version 2"): version 1's shape plus an optional `release` object
 * {name,title,date,citation,doi,generation} and an optional per-collection `sha256` of 64 lower-case hex digits;
 * unknown keys are still refused, version 1 takes neither new key, and a version beyond 2 is refused as newer.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ManifestError, parseManifest, releaseManifestText } from '../../src/load/manifest.js';

const HEX = 'ab'.repeat(32);
const release = { name: 'r1', title: 'T', date: '2025-01-01', citation: null, doi: '10.1234/x', generation: 'g1' };
const v2 = { format: 'databank-dump', version: 2, release, collections: { 'sc/tokens': { records: 2, sha256: HEX }, 'core/polities': {} } };

function refused(value: unknown, why: string): void {
  assert.throws(() => parseManifest(JSON.stringify(value)), (err: unknown) => err instanceof ManifestError && err.message === why, why);
}

describe('manifest version 2', () => {
  test('is read: its release and checksums; version 1 still is', () => {
    const m = parseManifest(JSON.stringify(v2));
    assert.deepEqual(m.release, release);
    assert.equal(m.collections['sc/tokens']?.sha256, HEX);
    assert.equal(parseManifest(JSON.stringify({ ...v2, release: undefined })).release, undefined, 'release is optional');
    assert.equal(parseManifest(JSON.stringify({ format: 'databank-dump', version: 1, collections: { 'sc/tokens': { records: 1 } } })).version, 1);
  });

  test('a release manifest as a release writes it reads back as what it was made of', () => {
    const text = releaseManifestText({ name: 'r1', title: 'T', date: '2025-01-01', citation: null, doi: '10.1234/x' }, 'g1',
      { 'sc/tokens': 2, 'core/polities': 0 }, { 'sc/tokens': HEX, 'core/polities': 'cd'.repeat(32) });
    const m = parseManifest(text);
    assert.deepEqual(m.release, release);
    assert.deepEqual(m.collections, { 'sc/tokens': { records: 2, sha256: HEX }, 'core/polities': { records: 0, sha256: 'cd'.repeat(32) } });
  });

  test('malformed: one reason each', () => {
    const entry = (e: unknown): unknown => ({ ...v2, collections: { 'sc/tokens': e } });
    const cases: [unknown, string][] = [
      [{ ...v2, version: 3 }, 'version 3 is newer than this release reads (2): load it with a newer databank'],
      [{ ...v2, version: 0 }, 'version: expected 1 or 2, got the number 0'],
      [{ ...v2, version: 1 }, 'unknown key "release"'],
      [{ ...v2, version: 1, release: undefined }, 'collections: "sc/tokens": unknown key "sha256"'],
      [entry({ sha256: HEX.toUpperCase() }), 'collections: "sc/tokens": sha256: expected 64 lower-case hexadecimal digits, got the string "ABABABABABABABABABABABABABABABABABABABAB…"'],
      [entry({ sha256: 'ab' }), 'collections: "sc/tokens": sha256: expected 64 lower-case hexadecimal digits, got the string "ab"'],
      [entry({ sha256: 5 }), 'collections: "sc/tokens": sha256: expected 64 lower-case hexadecimal digits, got the number 5'],
      [entry({ sha256: HEX, md5: 'x' }), 'collections: "sc/tokens": unknown key "md5"'],
      [{ ...v2, release: 'r1' }, 'release: expected an object, got the string "r1"'],
      [{ ...v2, release: { ...release, version: 1 } }, 'release: unknown key "version"'],
      [{ ...v2, release: { ...release, name: undefined } }, 'release: name: expected a string, got nothing'],
      [{ ...v2, release: { ...release, generation: null } }, 'release: generation: expected a string, got null'],
      [{ ...v2, release: { ...release, title: 5 } }, 'release: title: expected a string or null, got the number 5'],
      [{ ...v2, extra: 1 }, 'unknown key "extra"'],
    ];
    for (const [value, why] of cases) refused(value, why);
  });
});
