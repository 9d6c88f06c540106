/**
 * Whether a shown special config field is required (spec §5, D4): not mandatory is optional;
 * mandatory without conditions is required; with conditions it is required when any condition
 * holds, unless the primary passenger is in the skip list. Kinds 1, 7 and 8 are never required.
 */
import { NEVER_REQUIRED_SHOW_TYPES } from '../model/constants.ts';
import type { SpecialFieldConfig } from '../model/bundle.ts';
import { reason, type Reason } from '../model/reason-format.ts';
import { mustConditionHolds, type MustConditionFacts } from './must-condition.ts';

export interface RequiredFacts extends MustConditionFacts {
  passengerName?: string;
}

export interface RequiredOutcome {
  required: boolean;
  because: Reason[];
}

/**
 * The required status of a field, assuming it is shown (a hidden field is never required:
 * the caller decides visibility first).
 *
 * @example
 * requiredStatus({ specialId: 7, configName: '项目编号', showType: 2, isMandatory: true, isHaveMustCondition: true,
 *   mustConditionConfigList: [{ conditionType: 2, conditionValue: '1,3' }] }, { businessType: 4, tripType: 1 })
 * // { required: true, because: [{ code: 'mustCondition.tripTypeIn', params: { businessType: 4, tripType: 1, tripTypes: [1, 3] } }] }
 */
export function requiredStatus(field: SpecialFieldConfig, facts: RequiredFacts): RequiredOutcome {
  if (NEVER_REQUIRED_SHOW_TYPES.includes(field.showType)) {
    return { required: false, because: [reason('required.neverForShowType', { showType: field.showType })] };
  }
  if (!field.isMandatory) return { required: false, because: [reason('required.notMandatory')] };
  if (!field.isHaveMustCondition) return { required: true, because: [reason('required.always')] };

  const outcomes = (field.mustConditionConfigList ?? []).map((c) => mustConditionHolds(c, facts));
  const holding = outcomes.find((o) => o.holds);
  if (!holding) {
    const why = outcomes.length === 0 ? [reason('required.noConditionsListed')] : outcomes.map((o) => o.because);
    return { required: false, because: why };
  }
  const passenger = facts.passengerName?.trim();
  const skipped =
    passenger !== undefined &&
    passenger !== '' &&
    (field.skipMustConditionConfigList ?? []).some((s) => s.passengerName.trim() === passenger);
  if (skipped) {
    return { required: false, because: [holding.because, reason('required.waived', { passenger })] };
  }
  return { required: true, because: [holding.because] };
}
