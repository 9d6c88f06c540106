/**
 * Schema validation of the booking forms and the order payloads (spec §3, D9) with ajv: every
 * error with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv), as for the
 * bundle and the scenario. The order schemas are the server's boundary: they refuse unknown keys
 * at every level and bound every length and count.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import commonSchema from '../../schemas/common.schema.json' with { type: 'json' };
import ownCarFormSchema from '../../schemas/own-car-form.schema.json' with { type: 'json' };
import ownCarOrderSchema from '../../schemas/own-car-order.schema.json' with { type: 'json' };
import specialCarFormSchema from '../../schemas/special-car-form.schema.json' with { type: 'json' };
import specialCarOrderSchema from '../../schemas/special-car-order.schema.json' with { type: 'json' };
import type { CheckResult } from '../model/issue.ts';
import type { OwnCarForm } from '../generated/own-car-form.ts';
import type { OwnCarOrderPayload } from '../generated/own-car-order.ts';
import type { SpecialCarForm } from '../generated/special-car-form.ts';
import type { SpecialCarOrderPayload } from '../generated/special-car-order.ts';
import { schemaIssues } from './validate-input.ts';

/** The schemas that refer to each other by `$id` (an order refers to its form's addresses and stops). */
const SCHEMAS = [commonSchema, specialCarFormSchema, ownCarFormSchema, specialCarOrderSchema, ownCarOrderSchema];

let ajv: Ajv | undefined;
const compiled = new Map<object, ValidateFunction>();

/** Compiled once per schema, on first use, so importing the rules costs nothing. */
function validatorFor(schema: { $id: string }): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= new Ajv({ allErrors: true, strict: false, schemas: SCHEMAS });
    validate = ajv.getSchema(schema.$id);
    if (!validate) throw new Error(`schema ${schema.$id} is not registered`);
    compiled.set(schema, validate);
  }
  return validate;
}

function check<T>(schema: { $id: string }, value: unknown): CheckResult<T> {
  const validate = validatorFor(schema);
  if (validate(value)) return { ok: true, value: value as T, issues: [] };
  return { ok: false, issues: schemaIssues(validate.errors ?? []) };
}

/**
 * Validates a special-car order body against schemas/special-car-order.schema.json.
 *
 * @example checkSpecialCarOrderSchema({ ...payload, baseData: { ...payload.baseData, passengerNumber: -1 } }).issues[0]
 * // { code: 'schema.minimum', path: '/baseData/passengerNumber', message: '应当 >= 1', messageEn: 'must be >= 1' }
 */
export function checkSpecialCarOrderSchema(value: unknown): CheckResult<SpecialCarOrderPayload> {
  return check<SpecialCarOrderPayload>(specialCarOrderSchema, value);
}

/**
 * Validates an own-car order body against schemas/own-car-order.schema.json.
 *
 * @example checkOwnCarOrderSchema({ ...payload, extra: 1 }).issues[0]
 * // { code: 'schema.additionalProperties', path: '/extra', message: '不允许有额外的属性: extra', messageEn: 'must NOT have additional properties: extra' }
 */
export function checkOwnCarOrderSchema(value: unknown): CheckResult<OwnCarOrderPayload> {
  return check<OwnCarOrderPayload>(ownCarOrderSchema, value);
}

/** Validates a special-car form state against schemas/special-car-form.schema.json. */
export function checkSpecialCarFormSchema(value: unknown): CheckResult<SpecialCarForm> {
  return check<SpecialCarForm>(specialCarFormSchema, value);
}

/** Validates an own-car form state against schemas/own-car-form.schema.json. */
export function checkOwnCarFormSchema(value: unknown): CheckResult<OwnCarForm> {
  return check<OwnCarForm>(ownCarFormSchema, value);
}
