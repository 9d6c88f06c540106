/**
 * How deeply a JSON text nests, measured on the text before it is parsed: one pass, no
 * recursion, so a body nested thousands of levels deep is refused before `JSON.parse`, the rules
 * core or the store walk it (docs/security.md §6).
 */

/**
 * The most levels of objects and arrays a request body may nest. The deepest body the portal sends
 * (an order with its passengers, pay types and special fields) nests fewer than 10; 64 leaves a
 * wide margin while keeping every later recursive walk (`JSON.stringify`, ajv, the store) shallow.
 */
export const MAX_BODY_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]); // { [
const CLOSERS = new Set([0x7d, 0x5d]); // } ]

/**
 * Whether a JSON text nests objects and arrays deeper than `max`. Brackets inside strings do not
 * count; the text need not be valid JSON (the parser that follows refuses that).
 *
 * @example nestsDeeperThan('{"a":[{"b":"[[["}]}', 2) // true: { [ { is three levels
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) depth -= 1;
  }
  return false;
}
