/**
 * The audit conditions as the config editor shows them (issue 24 §1): apart from
 * audit-conditions.ts, which the booking page runs, because this list is computed when the module
 * loads and a module is loaded whole (docs/performance.md "Weight").
 */
import { AuditConditionBit } from '../model/constants.ts';
import { AUDIT_LIST_CONDITIONS } from './audit-conditions.ts';

/**
 * The six audit conditions by their bit, with the Chinese name an admin reads (the config editor's
 * six checkboxes, issue 24 §1): the five lists' fact words, then the booker exemption.
 *
 * @example AUDIT_CONDITION_LABELS.find((c) => c.bit === 16)?.label // '预订人不在免审批名单中'
 */
export const AUDIT_CONDITION_LABELS: readonly { bit: number; label: string }[] = [
  ...AUDIT_LIST_CONDITIONS.map(({ bit, wordsZh }) => ({ bit, label: `${wordsZh}在所选范围内` })),
  { bit: AuditConditionBit.BOOKER_NOT_EXEMPT, label: '预订人不在免审批名单中' },
].sort((a, b) => a.bit - b.bit);

/**
 * The bits of a condition bitmask as a list, and back (the editor's checkboxes hold the list).
 *
 * @example conditionBitsList(5) // [1, 4]
 * @example conditionBitsOf([1, 4]) // 5
 */
export function conditionBitsList(bits: number): number[] {
  return AUDIT_CONDITION_LABELS.map((c) => c.bit).filter((bit) => (bits & bit) !== 0);
}
export function conditionBitsOf(list: readonly number[]): number {
  return list.reduce((sum, bit) => sum | bit, 0);
}
