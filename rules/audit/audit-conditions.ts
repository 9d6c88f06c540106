/**
 * The six-condition audit bitmask (spec §5, D3). Each set bit switches one check on; every
 * switched-on check must pass. A list holding -1 passes any value, also a missing one.
 */
import { ANY_VALUE, AuditConditionBit } from '../model/constants.ts';
import type { AuditConditionConfig } from '../model/bundle.ts';
import { AUDIT_FACT_WORDS, reason, type Reason, type ReasonParam } from '../model/reason-format.ts';

/** The scenario values the six checks read. `bookerExempt` is undefined when no booker is known. */
export interface AuditConditionFacts {
  tripType?: number;
  orderType?: number;
  paymentType?: number;
  userLevel?: number;
  carTypeLevel?: number;
  bookerExempt?: boolean;
  /** Names the trip types in the reasons (special-car service types or own-car region types). */
  businessType?: number;
}

export interface ConditionOutcome {
  pass: boolean;
  because: Reason[];
}

type ListKey = 'tripTypes' | 'orderTypes' | 'paymentTypes' | 'userLevels' | 'carTypeLevels';
type FactKey = 'tripType' | 'orderType' | 'paymentType' | 'userLevel' | 'carTypeLevel';

function listCondition(bit: number, list: ListKey, fact: FactKey) {
  return { bit, list, fact, words: AUDIT_FACT_WORDS[fact].en, wordsZh: AUDIT_FACT_WORDS[fact].zh };
}

/** The five list checks, in bit order; bit 16 (booker exemption) has no list. */
export const AUDIT_LIST_CONDITIONS: readonly { bit: number; list: ListKey; fact: FactKey; words: string; wordsZh: string }[] = [
  listCondition(AuditConditionBit.TRIP_TYPE, 'tripTypes', 'tripType'),
  listCondition(AuditConditionBit.ORDER_TYPE, 'orderTypes', 'orderType'),
  listCondition(AuditConditionBit.PAYMENT_TYPE, 'paymentTypes', 'paymentType'),
  listCondition(AuditConditionBit.USER_LEVEL, 'userLevels', 'userLevel'),
  listCondition(AuditConditionBit.CAR_TYPE_LEVEL, 'carTypeLevels', 'carTypeLevel'),
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
 * // { pass: false, because: [{ code: 'audit.valueNotIn', params: { condition: 'tripType', value: 5, list: [1, 3] } }] }
 */
export function checkAuditConditions(
  hasAuditCondition: boolean | undefined,
  config: AuditConditionConfig | undefined,
  facts: AuditConditionFacts,
): ConditionOutcome {
  if (!hasAuditCondition) return { pass: true, because: [reason('audit.noConditions')] };
  const bits = config?.conditionBits ?? 0;
  const because: Reason[] = [];
  let pass = true;
  for (const { bit, list, fact } of AUDIT_LIST_CONDITIONS) {
    if ((bits & bit) === 0) continue;
    const values = config?.[list];
    const value = facts[fact];
    const ok = listPasses(values, value);
    pass &&= ok;
    because.push(describeList(fact, value, values, ok, facts.businessType));
  }
  if ((bits & AuditConditionBit.BOOKER_NOT_EXEMPT) !== 0) {
    const ok = facts.bookerExempt === false;
    pass &&= ok;
    because.push(
      reason(facts.bookerExempt === undefined ? 'audit.noBooker' : facts.bookerExempt ? 'audit.bookerExempt' : 'audit.bookerNotExempt'),
    );
  }
  if (because.length === 0) because.push(reason('audit.noConditionBits'));
  return { pass, because };
}

function describeList(
  condition: FactKey,
  value: number | undefined,
  list: readonly number[] | undefined,
  ok: boolean,
  businessType: number | undefined,
): Reason {
  if (list?.includes(ANY_VALUE)) return reason('audit.anyValue', { condition });
  if (value === undefined) return reason('audit.valueMissing', { condition });
  // The business type only names trip types; other conditions do not need it.
  const params: Record<string, ReasonParam> = { condition, value, list: [...(list ?? [])] };
  if (condition === 'tripType' && businessType !== undefined) params.businessType = businessType;
  return reason(ok ? 'audit.valueIn' : 'audit.valueNotIn', params);
}
