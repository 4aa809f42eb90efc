/**
 * A request's parameters as Django and Django REST framework read and write them: the last value of a repeated name
 * wins for lookups (`QueryDict.get`), and links are re-encoded like
 * `urlencode(sorted(parse_qs(query).items()), doseq=True)` (DRF `replace_query_param`). The plan keeps the pairs (its
 * links carry them) and its key is written in the links' encoding; reading them from a URL is http/'s job.
 */

/** A query's name and value pairs, in order, as `parse_qsl(q, keep_blank_values=True)` gives them. */
export type QueryPairs = ReadonlyArray<readonly [string, string]>;

/** The last value of `name`, as Django's `QueryDict.get` returns it. */
export function lastValue(pairs: QueryPairs, name: string): string | undefined {
  for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i]![0] === name) return pairs[i]![1];
  return undefined;
}

/** Characters `quote_plus` leaves as they are. */
const SAFE = /^[A-Za-z0-9_.~-]*$/;

/** Python's `quote_plus` (UTF-8; letters, digits and `_.-~` stay as they are). One pass over the bytes. */
function quotePlus(text: string): string {
  if (SAFE.test(text)) return text; // the common case (`api`, `2`): nothing to encode
  const bytes = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(bytes.length * 3);
  let n = 0;
  for (const b of bytes) {
    if (SAFE_BYTE[b]) out[n++] = b;
    else if (b === 32) out[n++] = 43; // +
    else {
      out[n++] = 37; // %
      out[n++] = UPPER_HEX.charCodeAt(b >> 4);
      out[n++] = UPPER_HEX.charCodeAt(b & 15);
    }
  }
  return out.toString('latin1', 0, n);
}

const UPPER_HEX = '0123456789ABCDEF';
const SAFE_BYTE = new Uint8Array(256);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~') SAFE_BYTE[c.charCodeAt(0)] = 1;

/** Compares by Unicode code point, as Python sorts strings (JS `<` compares UTF-16 units). */
function byCodePoint(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i), y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** UTF-16 units ranked in code point order: surrogates (astral characters) sort after U+E000-U+FFFF. */
function codePointRank(unit: number): number {
  return unit < 0xd800 ? unit : unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}

/**
 * The query of a link: every parameter of the request kept (values grouped by name in order of appearance),
 * `page` replaced by `page` (or removed when undefined), names sorted, encoded as DRF writes it.
 * Returns '' or a string starting with '?'.
 */
export function linkQuery(pairs: QueryPairs, page: number | undefined): string {
  const groups = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    if (name === 'page') continue;
    const list = groups.get(name);
    if (list) list.push(value);
    else groups.set(name, [value]);
  }
  if (page !== undefined) groups.set('page', [String(page)]);
  const names = [...groups.keys()].sort(byCodePoint);
  if (!names.length) return '';
  const parts: string[] = [];
  for (const name of names) for (const value of groups.get(name)!) parts.push(`${quotePlus(name)}=${quotePlus(value)}`);
  return '?' + parts.join('&');
}

