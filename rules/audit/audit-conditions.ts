/**
 * The six-condition audit bitmask (spec §5, D3). Each set bit switches one check on; every
 * switched-on check must pass. A list holding -1 passes any value, also a missing one.
 */
import { ANY_VALUE, AuditConditionBit } from '../model/constants.ts';
import type { AuditConditionConfig } from '../model/bundle.ts';

/** The scenario values the six checks read. `bookerExempt` is undefined when no booker is known. */
export interface AuditConditionFacts {
  tripType?: number;
  orderType?: number;
  paymentType?: number;
  userLevel?: number;
  carTypeLevel?: number;
  bookerExempt?: boolean;
}

export interface ConditionOutcome {
  pass: boolean;
  because: string[];
}

type ListKey = 'tripTypes' | 'orderTypes' | 'paymentTypes' | 'userLevels' | 'carTypeLevels';
type FactKey = 'tripType' | 'orderType' | 'paymentType' | 'userLevel' | 'carTypeLevel';

/** The five list checks, in bit order; bit 16 (booker exemption) has no list. */
export const AUDIT_LIST_CONDITIONS: readonly { bit: number; list: ListKey; fact: FactKey; words: string; wordsZh: string }[] = [
  { bit: AuditConditionBit.TRIP_TYPE, list: 'tripTypes', fact: 'tripType', words: 'trip type', wordsZh: '行程类型' },
  { bit: AuditConditionBit.ORDER_TYPE, list: 'orderTypes', fact: 'orderType', words: 'order type', wordsZh: '订单类型' },
  { bit: AuditConditionBit.PAYMENT_TYPE, list: 'paymentTypes', fact: 'paymentType', words: 'payment type', wordsZh: '支付方式' },
  { bit: AuditConditionBit.USER_LEVEL, list: 'userLevels', fact: 'userLevel', words: 'user level', wordsZh: '用户等级' },
  { bit: AuditConditionBit.CAR_TYPE_LEVEL, list: 'carTypeLevels', fact: 'carTypeLevel', words: 'car type level', wordsZh: '车型等级' },
];

/**
 * Whether one condition list passes a value (D3): -1 passes anything, a missing value fails,
 * an empty list never passes.
 *
 * @example listPasses([-1], undefined) // true
 * @example listPasses([1, 3], 3)       // true
 * @example listPasses([], 3)           // false
 */
export function listPasses(list: readonly number[] | undefined, value: number | undefined): boolean {
  if (list?.includes(ANY_VALUE)) return true;
  if (value === undefined) return false;
  return list?.includes(value) ?? false;
}

/**
 * Checks a section's audit conditions against the scenario facts (D3).
 *
 * @example
 * checkAuditConditions(true, { conditionBits: 1, tripTypes: [1, 3] }, { tripType: 5 })
 * // { pass: false, because: ['trip type 5 is not in 1,3'] }
 */
export function checkAuditConditions(
  hasAuditCondition: boolean | undefined,
  config: AuditConditionConfig | undefined,
  facts: AuditConditionFacts,
): ConditionOutcome {
  if (!hasAuditCondition) return { pass: true, because: ['no audit conditions'] };
  const bits = config?.conditionBits ?? 0;
  const because: string[] = [];
  let pass = true;
  for (const { bit, list, fact, words } of AUDIT_LIST_CONDITIONS) {
    if ((bits & bit) === 0) continue;
    const values = config?.[list];
    const value = facts[fact];
    const ok = listPasses(values, value);
    pass &&= ok;
    because.push(describeList(words, value, values, ok));
  }
  if ((bits & AuditConditionBit.BOOKER_NOT_EXEMPT) !== 0) {
    const ok = facts.bookerExempt === false;
    pass &&= ok;
    because.push(
      facts.bookerExempt === undefined
        ? 'no booker chosen, so the no-audit list check fails'
        : facts.bookerExempt
          ? 'the booker is in the no-audit list'
          : 'the booker is not in the no-audit list',
    );
  }
  if (because.length === 0) because.push('condition bits 0: no checks switched on');
  return { pass, because };
}

function describeList(words: string, value: number | undefined, list: readonly number[] | undefined, ok: boolean) {
  const shown = list && list.length > 0 ? list.join(',') : '(empty list)';
  if (list?.includes(ANY_VALUE)) return `${words} passes: the list holds -1 (any)`;
  if (value === undefined) return `${words} not chosen, so its check fails`;
  return `${words} ${value} is ${ok ? '' : 'not '}in ${shown}`;
}
