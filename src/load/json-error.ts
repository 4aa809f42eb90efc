/** The JSON error locator: where and why a line JSON.parse refused is not JSON, said without quoting the line. */
import { quote } from './validate.js';

/**
 * Why a line JSON.parse refused is not JSON, in our words: the column of the first error and at most 40 characters
 * around it, escaped (never the raw line). Linear, with an explicit stack: the line may be hostile.
 */
export function invalidJson(text: string): string {
  const error = jsonError(text);
  const at = error?.at ?? 0;
  const from = Math.max(0, Math.min(at - 20, text.length - 40));
  const near = quote(text.slice(from, from + 40), from > 0, from + 40 < text.length);
  return error ? `invalid JSON at column ${at + 1} near ${near} (${error.reason})` : `invalid JSON near ${near}`;
}

const OBJECT = 1, ARRAY = 2;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/** The first syntax error of `text` as one JSON value (index, reason), or undefined when it is valid JSON. */
export function jsonError(text: string): { at: number; reason: string } | undefined {
  const n = text.length;
  const stack: number[] = [];
  let i = 0;
  const ws = (): void => {
    for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  };
  /** A string from its opening quote at i; leaves i after the closing quote. A problem, or undefined. */
  const string = (): string | undefined => {
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return undefined;
      }
      if (c < 0x20) return 'a raw control character in a string';
      if (c === 0x5c) {
        if (++i >= n) break;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) if (++i >= n || !isHex(text.charCodeAt(i))) return i >= n ? 'the line ends inside a string' : 'an invalid \\u escape';
        } else if (!'"\\/bfnrt'.includes(text[i]!)) return 'an invalid escape';
      }
    }
    return 'the line ends inside a string';
  };
  const number = (): string | undefined => {
    if (text.charCodeAt(i) === 0x2d) i++;
    if (text.charCodeAt(i) === 0x30) i++;
    else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
    else return 'an invalid number';
    if (text.charCodeAt(i) === 0x2e) {
      if (!isDigit(text.charCodeAt(++i))) return 'an invalid number';
      while (isDigit(text.charCodeAt(i))) i++;
    }
    if ((text.charCodeAt(i) | 0x20) === 0x65) {
      const sign = text.charCodeAt(++i);
      if (sign === 0x2b || sign === 0x2d) i++;
      if (!isDigit(text.charCodeAt(i))) return 'an invalid number';
      while (isDigit(text.charCodeAt(i))) i++;
    }
    return undefined;
  };
  const at = (reason: string): { at: number; reason: string } => ({ at: Math.min(i, n), reason });
  let state: 'value' | 'key' | 'after' = 'value';
  for (;;) {
    ws();
    const c = text.charCodeAt(i); // NaN at the end
    if (state === 'key') {
      if (i >= n) return at('the line ends where a property name should be');
      if (c !== 0x22) return at('expected a property name in double quotes');
      const bad = string();
      if (bad) return at(bad);
      ws();
      if (i >= n) return at("the line ends where ':' should be");
      if (text.charCodeAt(i) !== 0x3a) return at("expected ':'");
      i++;
      state = 'value';
    } else if (state === 'value') {
      if (i >= n) return at('the line ends where a value should be');
      if (c === 0x7b || c === 0x5b) {
        const close = c === 0x7b ? 0x7d : 0x5d;
        i++;
        ws();
        if (text.charCodeAt(i) === close) {
          i++;
          state = 'after';
        } else {
          stack.push(c === 0x7b ? OBJECT : ARRAY);
          state = c === 0x7b ? 'key' : 'value';
        }
        continue;
      }
      let bad: string | undefined;
      if (c === 0x22) bad = string();
      else if (c === 0x2d || isDigit(c)) bad = number();
      else {
        const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
        if (!word) return at('expected a value');
        i += word.length;
      }
      if (bad) return at(bad);
      state = 'after';
    } else {
      const top = stack[stack.length - 1];
      if (top === undefined) return i < n ? at('more after the value') : undefined;
      const close = top === OBJECT ? 0x7d : 0x5d;
      if (c === 0x2c) {
        i++;
        state = top === OBJECT ? 'key' : 'value';
      } else if (c === close) {
        i++;
        stack.pop();
      } else if (i >= n) {
        return at(`the line ends inside ${top === OBJECT ? 'an object' : 'an array'}`);
      } else {
        return at(top === OBJECT ? "expected ',' or '}'" : "expected ',' or ']'");
      }
    }
  }
}
