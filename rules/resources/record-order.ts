/**
 * The order of a resource's list (docs/resources.md): by one key, ascending or descending, the same on the
 * server (a paged list) and in the portal (a list answered whole, paged there). Values compare as text in the
 * Chinese collation with numbers by value inside it (`8` before `10`, `沪A·D1234` before `沪A·D5678`); a blank is
 * the empty text. Ties keep the order the records came in (`Array.prototype.sort` is stable).
 *
 * @example sortedByKey([{ n: 10 }, { n: 8 }], 'n', 'asc') // [{ n: 8 }, { n: 10 }]
 */
const collator = new Intl.Collator('zh-CN', { numeric: true });

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A new array of `records` in the list's order; `records` is not touched. */
export function sortedByKey<R extends object>(records: readonly R[], key: string, order: 'asc' | 'desc'): R[] {
  const sign = order === 'asc' ? 1 : -1;
  const value = (record: R) => textOf((record as Record<string, unknown>)[key]);
  return [...records].sort((a, b) => sign * collator.compare(value(a), value(b)));
}
