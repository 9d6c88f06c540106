/**
 * A list answered whole (spec §7's fleet lists: every filtered record as an array, docs/resources.md "The
 * fleet on the engine"), sorted by the declaration's keys and paged in the portal as a paged list would be:
 * in the same order as the server's paged lists (`sortedByKey`, rules/resources/record-order.ts).
 */
import { sortedByKey } from '../../../../rules/index.ts';
import type { ResourcePage, SortOrder } from '../../../shared/index.ts';

/**
 * One page of the records, sorted by `sortKey` (ties keep the server's order). Pure: `records` is not touched.
 *
 * @example pageOfWhole([{ n: 2 }, { n: 1 }, { n: 3 }], { sortKey: 'n', sortOrder: 'desc', pageIndex: 1 }, 2) // { items: [{ n: 3 }, { n: 2 }], total: 3 }
 */
export function pageOfWhole<R extends object>(records: readonly R[], request: { sortKey: string; sortOrder: SortOrder; pageIndex: number }, pageSize: number): ResourcePage<R> {
  const from = (Math.max(1, request.pageIndex) - 1) * pageSize;
  return { items: sortedByKey(records, request.sortKey, request.sortOrder).slice(from, from + pageSize), total: records.length };
}
