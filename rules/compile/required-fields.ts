/**
 * The required fields of a compiled booking form left empty, as booking errors (issue 22 §1 "one
 * error channel"): the compiled schema says which fields are required (each object's `required`
 * list, and `minLength`/`minItems` ≥ 1, how an approver section requires the part its validate
 * type checks), and draws them so (`aria-required`, the red star); the errors come from here, in
 * the rules core's words `{title}为必填项`, beside the other rule errors. The form engine's
 * validator no longer reports `required` for the booking forms (src/form-engine/validator.ts), so a
 * field left empty says one thing once.
 *
 * The special fields are not listed: `evaluate` reports them (`specialConfig.required`, the same
 * field states and the same words). Inside a list (the stops, the passengers) nothing is required.
 */
import { bookingError, pointer, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { isEmptyValue } from '../model/scenario.ts';
import { valueAt } from '../audit/audit-refresh.ts';
import { requiredMessage } from '../fields/special-fields.ts';
import type { CompiledForm, JsonSchema } from './contract.ts';

/** A required field of a booking form left empty. */
export const FIELD_REQUIRED = {
  code: 'field.required',
  message: '{name}为必填项',
} as const satisfies ErrorDefinition;

/** A field the compiled schema requires: where it sits and its title. */
export interface RequiredField {
  path: string;
  title: string;
}

/** Where the special fields sit in the booking forms: `evaluate` reports them. */
const SPECIAL_CONFIG = '/specialConfig';

const isSchema = (value: unknown): value is JsonSchema => value !== null && typeof value === 'object' && !Array.isArray(value);

function requiresByLength(schema: JsonSchema): boolean {
  return (typeof schema.minLength === 'number' && schema.minLength >= 1) || (typeof schema.minItems === 'number' && schema.minItems >= 1);
}

function collect(schema: JsonSchema, at: string, out: RequiredField[]): void {
  if (at === SPECIAL_CONFIG) return;
  const properties = isSchema(schema.properties) ? (schema.properties as Record<string, unknown>) : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === 'string') : []);
  for (const [key, property] of Object.entries(properties)) {
    if (!isSchema(property)) continue;
    const path = `${at}${pointer(key)}`;
    if (path === SPECIAL_CONFIG) continue;
    if (required.has(key) || requiresByLength(property)) {
      out.push({ path, title: typeof property.title === 'string' && property.title !== '' ? property.title : key });
    }
    if (property.type === 'object') collect(property, path, out);
  }
}

/** The required fields by compiled schema: the schema is the same object while no field state changes (the compile memo). */
const requiredBySchema = new WeakMap<JsonSchema, readonly RequiredField[]>();

/**
 * The fields a compiled booking form requires, outside the special fields, in the schema's order.
 *
 * @example requiredFields(compileForm(bundle, scenario, 'own-car')).map((f) => f.path)
 * // ['/tripType', '/fromTime', '/toTime', '/pickUp', '/pickUp/addressType', '/destination', '/destination/addressType', …]
 */
export function requiredFields(form: Pick<CompiledForm, 'schema'>): readonly RequiredField[] {
  const known = requiredBySchema.get(form.schema);
  if (known) return known;
  const out: RequiredField[] = [];
  collect(form.schema, '', out);
  requiredBySchema.set(form.schema, out);
  return out;
}

/**
 * The required fields of the form that the data leaves empty (missing, null, blank text, an empty
 * list), each `{title}为必填项` at its pointer.
 *
 * @example requiredFieldErrors(form, { ...data, toTime: '' })
 * // [{ field: 'toTime', message: '结束时间为必填项', code: 'field.required', path: '/toTime' }]
 */
export function requiredFieldErrors(form: Pick<CompiledForm, 'schema'>, data: unknown): BookingError[] {
  const errors: BookingError[] = [];
  for (const { path, title } of requiredFields(form)) {
    if (!isEmptyValue(valueAt(data, path) as never)) continue;
    errors.push(bookingError(FIELD_REQUIRED, path.slice(1).replace(/\//g, '.'), path, requiredMessage(title)));
  }
  return errors;
}
