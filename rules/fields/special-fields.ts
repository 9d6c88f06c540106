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
import { reason, type Reason } from '../model/reason-format.ts';
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

/**
 * The message of a filled-in value of the wrong shape (a `pattern` the form's schema states): said in
 * words, with an example when the schema gives one, never as the regular expression.
 *
 * @example patternMessage('购买日期', '2024-03-15') // '购买日期格式不正确，例如 2024-03-15'
 * @example patternMessage('城市')                   // '城市格式不正确'
 */
export function patternMessage(title: string, example?: string): string {
  return example === undefined ? `${title}格式不正确` : `${title}格式不正确，例如 ${example}`;
}

/** The own-car booking duration in hours, when both times are there (D4 condition kind 1). */
function bookingHours(scenario: Scenario): number | undefined {
  if (!scenario.fromTime || !scenario.toTime) return undefined;
  const hours = durationHours(scenario.fromTime, scenario.toTime);
  return hours.ok ? hours.value : undefined;
}

/**
 * What a field's state is decided from, besides the bundle (spec §4, §5): the business type,
 * the trip type, the own-car duration, the primary passenger, and the values of the fields that
 * are some field's parent. No other value changes any state (a text field's value never does).
 */
interface StateInputs {
  businessType: number;
  tripType: number | undefined;
  durationHours: number | undefined;
  passengerName: string | undefined;
  parentValues: SpecialValue[];
}

const parentIdLists = new WeakMap<readonly SpecialFieldConfig[], readonly number[]>();

/** The specialIds some field of the list names as its parent, each once; per fields list. */
function parentIdsOf(fields: readonly SpecialFieldConfig[]): readonly number[] {
  let ids = parentIdLists.get(fields);
  if (!ids) {
    const seen = new Set<number>();
    for (const f of fields) {
      const parentId = f.isAssociation ? f.parentSpecialId : undefined;
      if (parentId !== null && parentId !== undefined) seen.add(parentId);
    }
    ids = [...seen];
    parentIdLists.set(fields, ids);
  }
  return ids;
}

/** A choice value as kept for comparing: lists copied, so a caller reusing its list is still seen. */
const kept = (value: SpecialValue): SpecialValue => (Array.isArray(value) ? [...value] : value);

function sameValue(a: SpecialValue, b: SpecialValue): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => x === b[i]);
}

function sameInputs(a: StateInputs, b: StateInputs): boolean {
  return (
    a.businessType === b.businessType &&
    a.tripType === b.tripType &&
    a.durationHours === b.durationHours &&
    a.passengerName === b.passengerName &&
    a.parentValues.every((v, i) => sameValue(v, b.parentValues[i]))
  );
}

/**
 * The last states decided per fields list, with what they were decided from. A keystroke in a
 * text field changes none of the inputs, so it gets the same (`===`) states array back and decides
 * nothing again (issue 9 §2: one changed value at 1,000 fields). The array and its states are
 * shared between calls: read them, never change them.
 */
const lastStates = new WeakMap<readonly SpecialFieldConfig[], { inputs: StateInputs; states: SpecialFieldState[] }>();

/**
 * Every special config field's state for a booking, in the bundle's order (duplicates of a
 * specialId, which the linter refuses, are reported once). Called again on the same fields list
 * with the same state inputs (see `StateInputs`), it returns the same array.
 *
 * @example specialFieldStates(bundle, { businessType: 4, tripType: 1 })[0]
 * // { specialId: 7, visible: true, required: true, editable: true,
 * //   because: [{ code: 'field.applies', params: {} }, { code: 'mustCondition.tripTypeIn', params: { businessType: 4, tripType: 1, tripTypes: [1, 3] } }] }
 */
export function specialFieldStates(bundle: EnterpriseBundle, scenario: Scenario): SpecialFieldState[] {
  const fields = specialFieldsOf(bundle);
  const businessType = scenarioBusinessType(scenario);
  const inputs: StateInputs = {
    businessType,
    tripType: scenario.tripType,
    durationHours: businessType === OWN_CAR ? bookingHours(scenario) : undefined,
    passengerName: scenario.passengerName,
    parentValues: parentIdsOf(fields).map((id) => kept(specialValueOf(scenario, id))),
  };
  const last = lastStates.get(fields);
  if (last && sameInputs(last.inputs, inputs)) return last.states;
  const states = decideStates(fields, inputs, scenario);
  lastStates.set(fields, { inputs, states });
  return states;
}

function decideStates(fields: readonly SpecialFieldConfig[], inputs: StateInputs, scenario: Scenario): SpecialFieldState[] {
  const { businessType } = inputs;
  const visibility = fieldVisibility(fields, businessType, (id) => specialValueOf(scenario, id));
  const facts = {
    businessType,
    tripType: inputs.tripType,
    durationHours: inputs.durationHours,
    passengerName: inputs.passengerName,
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

/** A field whose value is read per change: its value's key in `scenario.values`, its name. */
interface ReadField {
  specialId: number;
  key: string;
  name: string;
}

interface ValuePlan {
  fields: readonly SpecialFieldConfig[];
  businessType: number;
  /** The required fields, in the order of the states. */
  required: ReadField[];
  /** The fields that may submit a value, in the order of the states; `fallback` for kind 7. */
  submitted: (ReadField & { hidden: boolean; fallback: SpecialValue })[];
}

const valuePlans = new WeakMap<readonly SpecialFieldState[], ValuePlan>();

/**
 * Which fields' values the errors and the submission read, decided once per states array (the
 * states of a keystroke are the same array, `specialFieldStates`), so a change reads only values.
 * The entries are written as literals of one shape (not spread): V8 then reads them as fast
 * objects; spread copies here made the loops below ten times slower (measured, 1,000 fields).
 */
function valuePlan(bundle: EnterpriseBundle, businessType: number, states: readonly SpecialFieldState[]): ValuePlan {
  const fields = specialFieldsOf(bundle);
  const planned = valuePlans.get(states);
  if (planned && planned.fields === fields && planned.businessType === businessType) return planned;
  const byId = specialFieldIndex(fields);
  const plan: ValuePlan = { fields, businessType, required: [], submitted: [] };
  for (const state of states) {
    const field = byId.get(state.specialId);
    const name = field?.configName ?? '';
    if (state.required) plan.required.push({ specialId: state.specialId, key: String(state.specialId), name });
    if (!field || field.showType === ShowType.DESCRIPTION.value) continue;
    const hidden = field.showType === ShowType.HIDDEN.value;
    if (hidden ? !isFieldApplicable(field, businessType) : !state.visible) continue;
    plan.submitted.push({ specialId: state.specialId, key: String(state.specialId), name, hidden, fallback: hidden ? field.defaultValue : undefined });
  }
  valuePlans.set(states, plan);
  return plan;
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
  const out: BookingError[] = [];
  for (const f of valuePlan(bundle, scenarioBusinessType(scenario), states).required) {
    if (!isEmptyValue(scenario.values?.[f.key])) continue;
    out.push(bookingError(SPECIAL_CONFIG_REQUIRED, specialFieldPath(f.specialId), specialConfigPointer(f.specialId), requiredMessage(f.name)));
  }
  return out;
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
  const out: SubmittedSpecialConfig[] = [];
  for (const f of valuePlan(bundle, scenarioBusinessType(scenario), states).submitted) {
    let value: SpecialValue = scenario.values?.[f.key];
    if (f.hidden && isEmptyValue(value)) value = f.fallback;
    if (isEmptyValue(value)) continue;
    out.push({ id: f.specialId, name: f.name, value: value as string | number | number[] });
  }
  return out;
}
