/**
 * A request's query string read as Django reads it: parsed like `urllib.parse.parse_qsl` (keep_blank_values), into
 * the pairs the plan reads (plan/query.ts).
 */
import type { QueryPairs } from '../plan/query.js';

// ignoreBOM: a leading U+FEFF is a character of the value, as Python's unquote keeps it.
const utf8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

/** The value of a hex digit's char code, or -1. */
function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 0x20;
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

/**
 * Python's `unquote_plus`: `+` is a space, `%XX` bytes decode as UTF-8 with U+FFFD for bad sequences.
 * One pass over the UTF-8 bytes, then one decode: linear in hostile input, with no regular expression and no
 * string built per character. Decoding the plain characters' bytes together with the escaped ones gives what Python's
 * per-run decoding gives: a plain character's bytes are a whole UTF-8 sequence, which ends any incomplete one before it.
 */
function unquotePlus(s: string): string {
  if (!s.includes('%') && !s.includes('+')) return s;
  const bytes = Buffer.from(s, 'utf8');
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 43 /* + */) bytes[n++] = 32;
    else if (b === 37 /* % */ && i + 2 < bytes.length && hexValue(bytes[i + 1]!) >= 0 && hexValue(bytes[i + 2]!) >= 0) {
      bytes[n++] = hexValue(bytes[i + 1]!) * 16 + hexValue(bytes[i + 2]!);
      i += 2;
    } else bytes[n++] = b;
  }
  return utf8.decode(bytes.subarray(0, n));
}

/** Pairs of a raw query string (without `?`), in order, as `parse_qsl(q, keep_blank_values=True)` gives them. */
export function parseQuery(raw: string): QueryPairs {
  const pairs: [string, string][] = [];
  if (!raw) return pairs;
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    pairs.push([unquotePlus(name), unquotePlus(value)]);
  }
  return pairs;
}

