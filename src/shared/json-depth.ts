/**
 * How deeply a JSON text nests, measured on the text before it is parsed: one pass, no recursion.
 * `JSON.parse` spends about a microsecond per level of `[[[[…]]]]` (5 s for a 10 MB file on the
 * reference machine) and every later recursive walk (ajv, `JSON.stringify`, the store) pays again,
 * so the CLI (`MAX_JSON_DEPTH`) and the server (`MAX_BODY_DEPTH`) refuse deeper input before
 * parsing it (docs/security.md §6, §8). Hand-written because no JSON library here bounds depth.
 */

/** The CLI's cap: far above any bundle (6 levels) or scenario (4), far below what costs time. */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text opens more than `maxDepth` objects and arrays inside each other, in one
 * pass over the text, brackets inside strings not counted. Says nothing about validity.
 *
 * @example nestsDeeperThan('[[1]]', 1) // true
 * @example nestsDeeperThan('{"a": "[[["}', 1) // false
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}
