/**
 * A list answered whole (spec §7's fleet lists: every filtered record as an array, docs/resources.md "The
 * fleet on the engine"), sorted by the declaration's keys and paged in the portal as a paged list would be.
 */
import type { ResourcePage, SortOrder } from '../../../shared/index.ts';

/** Numbers by value, anything else as text in the Chinese collation (a blank last either way). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = a === undefined || a === null ? '' : String(a);
  const y = b === undefined || b === null ? '' : String(b);
  if (x === '' || y === '') return x === y ? 0 : x === '' ? 1 : -1;
  return x.localeCompare(y, 'zh-CN');
}

/**
 * One page of the records, sorted by `sortKey` (ties keep the server's order). Pure: `records` is not touched.
 *
 * @example pageOfWhole([{ n: 2 }, { n: 1 }, { n: 3 }], { sortKey: 'n', sortOrder: 'desc', pageIndex: 1 }, 2) // { items: [{ n: 3 }, { n: 2 }], total: 3 }
 */
export function pageOfWhole<R extends object>(records: readonly R[], request: { sortKey: string; sortOrder: SortOrder; pageIndex: number }, pageSize: number): ResourcePage<R> {
  const sign = request.sortOrder === 'desc' ? -1 : 1;
  const value = (record: R) => (record as Record<string, unknown>)[request.sortKey];
  const sorted = records.map((record, at) => ({ record, at })).sort((a, b) => sign * compareValues(value(a.record), value(b.record)) || a.at - b.at);
  const from = (Math.max(1, request.pageIndex) - 1) * pageSize;
  return { items: sorted.slice(from, from + pageSize).map((s) => s.record), total: records.length };
}
