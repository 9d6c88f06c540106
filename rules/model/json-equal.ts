/**
 * Equality of plain JSON data (what forms and scenarios hold): same primitives, same arrays in
 * order, same object keys in any order. `undefined` members count as absent, as in JSON.
 */

/**
 * True when two JSON values are the same data.
 *
 * @example jsonEqual({ a: 1, b: [2] }, { b: [2], a: 1 }) // true
 * @example jsonEqual({ a: 1, b: undefined }, { a: 1 }) // true
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!jsonEqual(left[key], right[key])) return false;
  return true;
}
