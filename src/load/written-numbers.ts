/** The numbers a record's line writes in a form JSON.parse does not keep, read from the line's text. */

/**
 * Numbers of a line that JSON.parse does not give back as written: those with a fraction or an exponent (`5.0`,
 * `7e0`), and integers beyond the safe range (`9007199254740993`, read as …992). By key: a key maps to the number's
 * text, or, for a nested object, to the same for that object. Numbers inside arrays are left out (no field is an array).
 */
export type Written = Map<string, string | Written>;

/** Digits from which an integer may be beyond the safe range (9007199254740991 has 16). */
const UNSAFE_DIGITS = 16;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/**
 * Whether a line may hold such a number as a member of an object: some `"` `:` then digits and `.`, `e` or `E`, or
 * 16 digits or more (whitespace allowed where JSON allows it). Text inside strings may match too (then the scan
 * decides), but not a timestamp's `:09.5Z`, whose colon follows a digit. Linear: each colon looks at the whitespace
 * and digits around it.
 */
function mayHoldWritten(text: string): boolean {
  for (let colon = text.indexOf(':'); colon >= 0; colon = text.indexOf(':', colon + 1)) {
    let i = colon + 1;
    let c = text.charCodeAt(i);
    while (isSpace(c)) c = text.charCodeAt(++i);
    if (c === 0x2d) c = text.charCodeAt(++i);
    if (!isDigit(c)) continue;
    const first = i;
    do c = text.charCodeAt(++i); while (isDigit(c));
    if (c !== 0x2e && c !== 0x65 && c !== 0x45 && i - first < UNSAFE_DIGITS) continue;
    let k = colon - 1;
    while (k >= 0 && isSpace(text.charCodeAt(k))) k--;
    if (text.charCodeAt(k) === 0x22) return true;
  }
  return false;
}

/**
 * The numbers of a line of valid JSON that JSON.parse does not give back as written (see Written), attributed to
 * their keys; undefined when there are none. JSON.parse keeps no source text, so this reads the text once more: a
 * linear scan, skipping strings, run only on the rare lines the quick test (mayHoldWritten) lets through.
 */
export function writtenNumbers(text: string): Written | undefined {
  if (!mayHoldWritten(text)) return undefined;
  let found: Written | undefined;
  const keys: (string | undefined)[] = []; // per open container: the current key of an object, undefined for an array
  let arrays = 0;
  let expectKey = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) { // a string: find its end, skipping escapes
      const start = i;
      let escaped = false;
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) {
          escaped = true;
          i++;
        } else if (d === 0x22) break;
      }
      if (expectKey) {
        keys[keys.length - 1] = escaped ? (JSON.parse(text.slice(start, i + 1)) as string) : text.slice(start + 1, i);
        expectKey = false;
      }
    } else if (c === 0x7b) {
      keys.push('');
      expectKey = true;
    } else if (c === 0x5b) {
      keys.push(undefined);
      arrays++;
    } else if (c === 0x7d || c === 0x5d) {
      if (keys.pop() === undefined) arrays--;
    } else if (c === 0x2c) {
      expectKey = keys.length > 0 && keys[keys.length - 1] !== undefined;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const start = i;
      let plain = true;
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x2e || d === 0x65 || d === 0x45) plain = false;
        else if (!(isDigit(d) || d === 0x2b || d === 0x2d)) break;
      }
      if (plain && i - start >= UNSAFE_DIGITS && !Number.isSafeInteger(Number(text.slice(start, i)))) plain = false;
      if (!plain && arrays === 0 && keys.length > 0) {
        let node = (found ??= new Map());
        for (let k = 0; k < keys.length - 1; k++) {
          let next = node.get(keys[k]!);
          if (typeof next !== 'object') node.set(keys[k]!, (next = new Map()));
          node = next;
        }
        node.set(keys[keys.length - 1]!, text.slice(start, i));
      }
      i--;
    }
  }
  return found;
}
