/**
 * Schema validation of the booking forms and the order payloads (spec §3, D9) with ajv: every
 * error with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv), as for the
 * bundle and the scenario. The order schemas are the server's boundary: they refuse unknown keys
 * at every level and bound every length and count. A schema pattern can only say that a time
 * reads `YYYY-MM-DD HH:mm`; that the day exists (no `2026-02-30`) is checked after it (D7).
 */
import commonSchema from '../../schemas/common.schema.json' with { type: 'json' };
import ownCarFormSchema from '../../schemas/own-car-form.schema.json' with { type: 'json' };
import ownCarOrderSchema from '../../schemas/own-car-order.schema.json' with { type: 'json' };
import specialCarFormSchema from '../../schemas/special-car-form.schema.json' with { type: 'json' };
import specialCarOrderSchema from '../../schemas/special-car-order.schema.json' with { type: 'json' };
import { parseBoardingTime } from '../model/china-time.ts';
import { pointer, type CheckResult, type Issue } from '../model/issue.ts';
import type { OwnCarForm } from '../generated/own-car-form.ts';
import type { OwnCarOrderPayload } from '../generated/own-car-order.ts';
import type { SpecialCarForm } from '../generated/special-car-form.ts';
import type { SpecialCarOrderPayload } from '../generated/special-car-order.ts';
import { checkAgainst } from './schema-check.ts';
import { schemaValidators } from './schema-compile.ts';

/** The schemas that refer to each other by `$id` (an order refers to its form's addresses and stops). */
const SCHEMAS = [commonSchema, specialCarFormSchema, ownCarFormSchema, specialCarOrderSchema, ownCarOrderSchema];

const validatorsFor = schemaValidators(SCHEMAS);

function check<T>(schema: { $id: string }, value: unknown, times?: (value: T) => TimeField[]): CheckResult<T> {
  const checked = checkAgainst<T>(validatorsFor(schema), value);
  if (!checked.ok) return checked;
  const issues = times ? timeIssues(times(checked.value)) : [];
  return issues.length === 0 ? { ok: true, value: value as T, issues } : { ok: false, issues };
}

/** A time of a body, `YYYY-MM-DD HH:mm` or '' where the schema allows none, and where it is. */
type TimeField = readonly [text: string, path: string];

/** The times that do not exist in the calendar (the schema has checked their shape already). */
function timeIssues(fields: readonly TimeField[]): Issue[] {
  return fields.flatMap(([text, path]) => {
    if (text === '') return [];
    const parsed = parseBoardingTime(text, path);
    return parsed.ok ? [] : parsed.issues;
  });
}

const specialCarTimes = (payload: SpecialCarOrderPayload): TimeField[] => [
  [payload.baseData.boardingTime, pointer('baseData', 'boardingTime')],
  [payload.boardingAddress.plannedLandingTime ?? '', pointer('boardingAddress', 'plannedLandingTime')],
  [payload.boardingAddress.plannedDepartureTime ?? '', pointer('boardingAddress', 'plannedDepartureTime')],
  [payload.dropOffAddress.plannedLandingTime ?? '', pointer('dropOffAddress', 'plannedLandingTime')],
  [payload.dropOffAddress.plannedDepartureTime ?? '', pointer('dropOffAddress', 'plannedDepartureTime')],
  ...payload.stops.map((stop, i): TimeField => [stop.arrivalTime, pointer('stops', i, 'arrivalTime')]),
];

const ownCarTimes = (payload: OwnCarOrderPayload): TimeField[] => [
  [payload.boardingTime, pointer('boardingTime')],
  [payload.dropOffTime, pointer('dropOffTime')],
  ...payload.stops.map((stop, i): TimeField => [stop.stopTime, pointer('stops', i, 'stopTime')]),
  // A date exists when its midnight does.
  ...(payload.fixedEndTime === null ? [] : [[`${payload.fixedEndTime} 00:00`, pointer('fixedEndTime')] as const]),
];

/**
 * Validates a special-car order body against schemas/special-car-order.schema.json, then that its
 * times exist (D7).
 *
 * @example checkSpecialCarOrderSchema({ ...payload, baseData: { ...payload.baseData, passengerNumber: -1 } }).issues[0]
 * // { code: 'schema.minimum', path: '/baseData/passengerNumber', message: '应当 >= 1', messageEn: 'must be >= 1' }
 */
export function checkSpecialCarOrderSchema(value: unknown): CheckResult<SpecialCarOrderPayload> {
  return check<SpecialCarOrderPayload>(specialCarOrderSchema, value, specialCarTimes);
}

/**
 * Validates an own-car order body against schemas/own-car-order.schema.json, then that its times
 * and its fixed end date exist (D7).
 *
 * @example checkOwnCarOrderSchema({ ...payload, extra: 1 }).issues[0]
 * // { code: 'schema.additionalProperties', path: '/extra', message: '不允许有额外的属性: extra', messageEn: 'must NOT have additional properties: extra' }
 */
export function checkOwnCarOrderSchema(value: unknown): CheckResult<OwnCarOrderPayload> {
  return check<OwnCarOrderPayload>(ownCarOrderSchema, value, ownCarTimes);
}

/**
 * The wire schema of an order body by its kind, and the schemas it refers to by `$id` (for the labels
 * of a refused body's fields, issue-text.ts `refusalText`).
 *
 * @example refusalText(ORDER_PAYLOAD_SCHEMAS.specialCar, issues, ORDER_PAYLOAD_SCHEMAS.registry)
 */
export const ORDER_PAYLOAD_SCHEMAS = { specialCar: specialCarOrderSchema, ownCar: ownCarOrderSchema, registry: SCHEMAS } as const;

/** Validates a special-car form state against schemas/special-car-form.schema.json. */
export function checkSpecialCarFormSchema(value: unknown): CheckResult<SpecialCarForm> {
  return check<SpecialCarForm>(specialCarFormSchema, value);
}

/** Validates an own-car form state against schemas/own-car-form.schema.json. */
export function checkOwnCarFormSchema(value: unknown): CheckResult<OwnCarForm> {
  return check<OwnCarForm>(ownCarFormSchema, value);
}
