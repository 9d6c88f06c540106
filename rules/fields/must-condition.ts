/**
 * Must conditions of a special config field (spec §5, D4): `{conditionType: 1, conditionValue: "4"}`
 * holds when the own-car booking lasts at least 4 hours; `{conditionType: 2, conditionValue: "1,3"}`
 * holds when the trip type is 1 or 3. One parser serves the rules and the linter.
 */
import { MustConditionType, OWN_CAR } from '../model/constants.ts';
import type { MustCondition } from '../model/bundle.ts';
import { reason, type Reason } from '../model/reason-format.ts';

export type ParsedMustCondition =
  | { kind: 'durationHours'; hours: number }
  | { kind: 'tripTypes'; tripTypes: number[] };

/**
 * Parses a must condition's value, or returns null when it does not parse.
 *
 * @example parseMustCondition({ conditionType: 2, conditionValue: '1, 3' }) // { kind: 'tripTypes', tripTypes: [1, 3] }
 * @example parseMustCondition({ conditionType: 1, conditionValue: 'abc' })  // null
 */
export function parseMustCondition(condition: MustCondition): ParsedMustCondition | null {
  // A bundle is read many times while it stays the same object: parse each condition once.
  if (parsedConditions.has(condition)) return parsedConditions.get(condition) ?? null;
  const parsed = parseConditionValue(condition);
  parsedConditions.set(condition, parsed);
  return parsed;
}

const parsedConditions = new WeakMap<MustCondition, ParsedMustCondition | null>();

function parseConditionValue(condition: MustCondition): ParsedMustCondition | null {
  const text = condition.conditionValue.trim();
  if (condition.conditionType === MustConditionType.OWN_CAR_DURATION_HOURS) {
    if (!/^\d+(\.\d+)?$/.test(text)) return null;
    return { kind: 'durationHours', hours: Number(text) };
  }
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^-?\d+$/.test(p))) return null;
  return { kind: 'tripTypes', tripTypes: parts.map(Number) };
}

/** The booking facts a must condition reads. `durationHours` is only known for own-car bookings with both times. */
export interface MustConditionFacts {
  businessType: number;
  tripType?: number;
  durationHours?: number;
}

/**
 * Whether a must condition holds, and why: a holding condition makes the field mandatory, so its
 * reason says "必填", a failing one "选填". A duration condition never holds for a special car.
 *
 * @example mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4, tripType: 1 })
 * // { holds: true, because: { code: 'mustCondition.tripTypeIn', params: { businessType: 4, tripType: 1, tripTypes: [1, 3] } } }
 */
export function mustConditionHolds(
  condition: MustCondition,
  facts: MustConditionFacts,
): { holds: boolean; because: Reason } {
  const parsed = parseMustCondition(condition);
  if (!parsed) return { holds: false, because: reason('mustCondition.unparsable', { value: condition.conditionValue }) };
  if (parsed.kind === 'tripTypes') {
    const { businessType } = facts;
    const tripTypes = parsed.tripTypes;
    if (facts.tripType === undefined) return { holds: false, because: reason('mustCondition.noTripType', { businessType, tripTypes }) };
    const holds = tripTypes.includes(facts.tripType);
    return {
      holds,
      because: reason(holds ? 'mustCondition.tripTypeIn' : 'mustCondition.tripTypeNotIn', { businessType, tripType: facts.tripType, tripTypes }),
    };
  }
  const hours = parsed.hours;
  if (facts.businessType !== OWN_CAR) return { holds: false, because: reason('mustCondition.durationOwnCarOnly', { hours }) };
  if (facts.durationHours === undefined) return { holds: false, because: reason('mustCondition.noDuration', { hours }) };
  const holds = facts.durationHours >= hours;
  return {
    holds,
    because: reason(holds ? 'mustCondition.durationAtLeast' : 'mustCondition.durationUnder', { duration: round2(facts.durationHours), hours }),
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
