/**
 * The special config part of a booking (spec §4, §5, D4): every field's state, the missing
 * required fields as errors, and the values that are submitted.
 */
import { OWN_CAR, OWN_CAR_HOLIDAY_TRIP_TYPE, ShowType } from '../model/constants.ts';
import type { EnterpriseBundle, SpecialFieldConfig } from '../model/bundle.ts';
import { specialFieldIndex, specialFieldsOf } from '../model/bundle.ts';
import { durationHours } from '../model/china-time.ts';
import type { Scenario, SpecialValue } from '../model/scenario.ts';
import { isEmptyValue, scenarioBusinessType, specialValueOf } from '../model/scenario.ts';
import { bookingError, pointer, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { reason, type Reason } from '../model/reasons.ts';
import { requiredStatus } from './special-field-required.ts';
import { fieldVisibility, isFieldApplicable } from './special-field-visibility.ts';

export interface SpecialFieldState {
  specialId: number;
  visible: boolean;
  required: boolean;
  editable: boolean;
  because: Reason[];
}

/** One submitted special config (spec §3 `specialConfigs [{id, name, value}]`). */
export interface SubmittedSpecialConfig {
  id: number;
  name: string;
  value: string | number | number[];
}

/** Kinds that show but hold no editable value. */
const NOT_EDITABLE: readonly number[] = [ShowType.READ_ONLY.value, ShowType.DESCRIPTION.value];

/** A required special config field without a value (spec §5, D4): `{configName}为必填项`. */
export const SPECIAL_CONFIG_REQUIRED = {
  code: 'specialConfig.required',
  message: '{configName}为必填项',
} as const satisfies ErrorDefinition;

/** The D11 `field` of a special config field in errors: `specialFields.7`. */
export function specialFieldPath(specialId: number): string {
  return `specialFields.${specialId}`;
}

/**
 * Where a special config field's value sits in the booking form's data: the forms hold special
 * config under `specialConfig`, keyed by the specialId as text (docs/rules.md "Errors and reasons").
 *
 * @example specialConfigPointer(7) // '/specialConfig/7'
 */
export function specialConfigPointer(specialId: number): string {
  return pointer('specialConfig', String(specialId));
}

/**
 * The message of a missing required field (spec §5, D4): `{configName}为必填项`.
 *
 * @example requiredMessage('项目编号') // '项目编号为必填项'
 */
export function requiredMessage(configName: string): string {
  return SPECIAL_CONFIG_REQUIRED.message.replace('{configName}', configName);
}

/** The own-car booking duration in hours, when both times are there (D4 condition kind 1). */
function bookingHours(scenario: Scenario): number | undefined {
  if (!scenario.fromTime || !scenario.toTime) return undefined;
  const hours = durationHours(scenario.fromTime, scenario.toTime);
  return hours.ok ? hours.value : undefined;
}

/**
 * Every special config field's state for a booking, in the bundle's order (duplicates of a
 * specialId, which the linter refuses, are reported once).
 *
 * @example specialFieldStates(bundle, { businessType: 4, tripType: 1 })[0]
 * // { specialId: 7, visible: true, required: true, editable: true,
 * //   because: [{ code: 'field.applies', params: {} }, { code: 'mustCondition.tripTypeIn', params: { businessType: 4, tripType: 1, tripTypes: [1, 3] } }] }
 */
export function specialFieldStates(bundle: EnterpriseBundle, scenario: Scenario): SpecialFieldState[] {
  const fields = specialFieldsOf(bundle);
  const businessType = scenarioBusinessType(scenario);
  const visibility = fieldVisibility(fields, businessType, (id) => specialValueOf(scenario, id));
  const facts = {
    businessType,
    tripType: scenario.tripType,
    durationHours: businessType === OWN_CAR ? bookingHours(scenario) : undefined,
    passengerName: scenario.passengerName,
  };
  const byId = specialFieldIndex(fields);
  const states: SpecialFieldState[] = [];
  for (const field of fields) {
    if (byId.get(field.specialId) !== field) continue; // a repeated id: the first one counts
    const shown = visibility.get(field.specialId) ?? { visible: false, because: [reason('field.hidden')] };
    if (!shown.visible) {
      states.push({ specialId: field.specialId, visible: false, required: false, editable: false, because: shown.because });
      continue;
    }
    const req = requiredStatus(field, facts);
    states.push({
      specialId: field.specialId,
      visible: true,
      required: req.required,
      editable: !NOT_EDITABLE.includes(field.showType),
      because: [...shown.because, ...req.because],
    });
  }
  return states;
}

/**
 * Whether the required-field check applies: own-car bookings of the leave (holiday) trip type
 * skip it (spec §5, D4).
 */
export function requiredCheckApplies(scenario: Scenario): boolean {
  return !(scenarioBusinessType(scenario) === OWN_CAR && scenario.tripType === OWN_CAR_HOLIDAY_TRIP_TYPE);
}

/**
 * The missing required fields as errors, `{configName}为必填项` each (spec §5, D4).
 *
 * @example missingRequiredFields(bundle, scenario, states)
 * // [{ field: 'specialFields.7', message: '项目编号为必填项', code: 'specialConfig.required', path: '/specialConfig/7' }]
 */
export function missingRequiredFields(
  bundle: EnterpriseBundle,
  scenario: Scenario,
  states: readonly SpecialFieldState[],
): BookingError[] {
  if (!requiredCheckApplies(scenario)) return [];
  const byId = fieldsById(bundle);
  return states
    .filter((s) => s.required && isEmptyValue(specialValueOf(scenario, s.specialId)))
    .map((s) =>
      bookingError(
        SPECIAL_CONFIG_REQUIRED,
        specialFieldPath(s.specialId),
        specialConfigPointer(s.specialId),
        requiredMessage(byId.get(s.specialId)?.configName ?? ''),
      ),
    );
}

/**
 * The special configs a booking submits (D4): a shown field's value when it has one; a hidden
 * (kind 7) field that applies submits its value or its configured default; text descriptions
 * (kind 8) hold no value; a field that is not shown submits nothing.
 */
export function specialConfigsToSubmit(
  bundle: EnterpriseBundle,
  scenario: Scenario,
  states: readonly SpecialFieldState[],
): SubmittedSpecialConfig[] {
  const byId = fieldsById(bundle);
  const businessType = scenarioBusinessType(scenario);
  const out: SubmittedSpecialConfig[] = [];
  for (const state of states) {
    const field = byId.get(state.specialId);
    if (!field || field.showType === ShowType.DESCRIPTION.value) continue;
    let value: SpecialValue = specialValueOf(scenario, field.specialId);
    if (field.showType === ShowType.HIDDEN.value) {
      if (!isFieldApplicable(field, businessType)) continue;
      if (isEmptyValue(value)) value = field.defaultValue;
    } else if (!state.visible) {
      continue;
    }
    if (isEmptyValue(value)) continue;
    out.push({ id: field.specialId, name: field.configName, value: value as string | number | number[] });
  }
  return out;
}

function fieldsById(bundle: EnterpriseBundle): ReadonlyMap<number, SpecialFieldConfig> {
  return specialFieldIndex(specialFieldsOf(bundle));
}
