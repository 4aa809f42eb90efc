/** A record's id in a URL, read as the original reads it. */
import type { CollectionDef } from '../registry/index.js';
import { pythonInt } from './python.js';

const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The record a URL's id names, as the original reads it: DRF's DefaultRouter takes any `[^/.]+` as the id, and the
 * queryset lookup reads it through the field's get_prep_value, `int()` for an integer id (Django's IntegerField; a
 * ValueError is DRF's get_object_or_404's 404), so `01`, `+1`, ` 1` and `0000000000000000001` all name record 1.
 * Python 3.11 refuses more than 4300 digits; a value past 2^53 names no stored record. UUIDs as Django's UUIDField
 * reads them (any case, with or without hyphens, braces or `urn:uuid:`), lower-cased and hyphenated. Undefined when
 * the id names no record.
 */
export function recordId(def: CollectionDef, text: string): number | string | undefined {
  if (def.idType === 'integer') {
    const n = pythonInt(text);
    return n !== undefined && n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(n) : undefined;
  }
  // The common case, a hyphenated UUID (every stored id is one), skips the normalisation below.
  const lower = text.toLowerCase();
  if (CANONICAL_UUID.test(lower)) return lower;
  const hex = lower.replace(/^urn:uuid:/, '').replace(/^\{(.*)\}$/, '$1').replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
