/**
 * The form engine's JSON Schema validator: RJSF's validator on @cfworker/json-schema
 * (json-schema/schema-validator.ts: no ajv, nothing compiled, issue 9) with ajv-i18n's Chinese
 * messages and the required message in the rules core's words (`{configName}为必填项`, spec §5
 * "Special fields"), so a schema-level and a rule-level required error read the same.
 *
 * A field left empty says one thing: that it is required (or nothing, when it is not). The
 * validator judges an empty value by every keyword it fails — a `null` car level "应当是 integer 类型"
 * and "应当是预设定的枚举值之一", an empty e-mail whose `minLength: 1` expresses "required"
 * "不应少于 1 个字符" — so the errors at an empty value are settled with the data in hand
 * (`settleEmptyValueErrors`) before the messages are worded.
 *
 * One validator for the whole portal: it keeps nothing per schema but the `$ref` lookup of a root
 * schema that has references (the compiler's have none) and the `isValid` verdicts below.
 */
import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';

import { patternMessage, requiredMessage } from '../../rules/index.ts';
import { SchemaValidator } from './json-schema/schema-validator.ts';

/**
 * Rewrites the required errors to `{title}为必填项`; other messages stay in ajv-i18n's words.
 * Without a title the property name stands in.
 *
 * @example transformErrors([{ name: 'required', property: '.7', title: '成本中心', … }]) // message '成本中心为必填项'
 */
export const transformErrors: ErrorTransformer = (errors: RJSFValidationError[]) =>
  errors.map((error) => {
    if (error.name !== 'required') return error;
    const name = error.title || String(error.params?.missingProperty ?? '');
    const message = requiredMessage(name);
    return { ...error, message, stack: message };
  });

/**
 * `transformErrors` for a booking form, whose required fields the booking step reports
 * (`field.required`, rules/step/field-checks.ts: the rules' errors are the field errors, issue 22
 * §1): the schema's `required` errors are dropped, so a field left empty says so once, from one
 * source, and nothing matches the two by their text.
 *
 * @example transformErrorsWithoutRequired([{ name: 'required', … }, { name: 'format', … }]) // [the format error]
 */
export const transformErrorsWithoutRequired: ErrorTransformer = (errors: RJSFValidationError[], uiSchema) =>
  transformErrors(errors.filter((error) => error.name !== 'required'), uiSchema);

/** What the validator reports against a value that is merely empty where the schema wants one of some kind. */
const EMPTY_VALUE_KEYWORDS: ReadonlySet<string> = new Set(['type', 'enum', 'const', 'oneOf', 'anyOf', 'minLength', 'minItems', 'pattern', 'format']);

/** Keywords that, with a limit of 1 or more, are how a compiled schema says "required" of a text or a list. */
const REQUIRING_KEYWORDS: ReadonlySet<string> = new Set(['minLength', 'minItems']);

/** Not filled in: absent, null, an empty text or an empty list (how the forms hold "not chosen yet"). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The keys of an RJSF error's `property` (`.administrativeReviewerMsg.email` → `['administrativeReviewerMsg', 'email']`). */
const keysOf = (property: string | undefined): string[] => (property ?? '').split('.').filter((key) => key !== '');

function valueAt(data: unknown, keys: readonly string[]): unknown {
  let node = data;
  for (const key of keys) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** The schema of the property at `keys` and of the object holding it (compiled schemas hold no `$ref`). */
function schemasAt(schema: RJSFSchema, keys: readonly string[]): { parent: RJSFSchema | undefined; own: RJSFSchema | undefined } {
  let parent: RJSFSchema | undefined;
  let own: RJSFSchema | undefined = schema;
  for (const key of keys) {
    parent = own;
    const properties = own?.properties as Record<string, RJSFSchema> | undefined;
    const items: unknown = own?.items;
    own = properties?.[key] ?? (items !== null && typeof items === 'object' && !Array.isArray(items) ? (items as RJSFSchema) : undefined);
  }
  return { parent, own };
}

/**
 * A value that does not match its field's `pattern` is told so in words, with the schema's first
 * `examples` entry when it has one, never with the regular expression (ajv-i18n's words are
 * `应当匹配模式 "^[0-9]{4}-…$"`, which a booker cannot read).
 *
 * @example wordPatternError({ name: 'pattern', … }, { title: '购买日期', pattern: '…', examples: ['2024-03-15'] }, 'purchaseDate')
 * // message '购买日期格式不正确，例如 2024-03-15'
 */
export function wordPatternError(error: RJSFValidationError, own: RJSFSchema | undefined, key: string): RJSFValidationError {
  const title = error.title || (typeof own?.title === 'string' ? own.title : '') || key;
  const example = Array.isArray(own?.examples) && typeof own.examples[0] === 'string' ? own.examples[0] : undefined;
  const message = patternMessage(title, example);
  return { ...error, title, message, stack: message };
}

/**
 * The validation errors with those at an empty value settled: a required empty field (in its
 * object's `required`, or held to `minLength`/`minItems` of 1 or more) has one error, `required`
 * with the message `{title}为必填项`; an empty field that is not required has none (nothing was
 * entered that could be wrong). Errors at a filled-in value stay as the validator gave them.
 *
 * @example settleEmptyValueErrors([{ name: 'type', property: '.firstCarType', title: '车型等级', … }, { name: 'enum', … }], { firstCarType: null }, schema)
 * // [{ name: 'required', property: '.firstCarType', message: '车型等级为必填项', … }] when firstCarType is required
 */
export function settleEmptyValueErrors(errors: readonly RJSFValidationError[], formData: unknown, schema: RJSFSchema): RJSFValidationError[] {
  const settled: RJSFValidationError[] = [];
  const requiredAt = new Set<string>();
  for (const error of errors) {
    const keys = keysOf(error.property);
    const empty = error.name !== undefined && EMPTY_VALUE_KEYWORDS.has(error.name) && isEmptyValue(valueAt(formData, keys));
    if (!empty && error.name !== 'required') {
      settled.push(error.name === 'pattern' ? wordPatternError(error, schemasAt(schema, keys).own, keys.at(-1) ?? '') : error);
      continue;
    }
    const property = error.property ?? '';
    if (requiredAt.has(property)) continue;
    const { parent, own } = schemasAt(schema, keys);
    const key = keys.at(-1) ?? '';
    const limit = Number((error.params as { limit?: unknown } | undefined)?.limit);
    const required =
      error.name === 'required' || (Array.isArray(parent?.required) && parent.required.includes(key)) || (REQUIRING_KEYWORDS.has(error.name ?? '') && limit >= 1);
    if (!required) continue;
    requiredAt.add(property);
    const title = error.title || (typeof own?.title === 'string' ? own.title : '') || key;
    const message = requiredMessage(title);
    settled.push({ ...error, name: 'required', title, message, stack: message, params: { missingProperty: key } });
  }
  return settled;
}

/**
 * The shared validator instance (Chinese messages), whose `isValid` remembers its verdicts for
 * primitive data. RJSF asks `isValid(option, value, rootSchema)` for every option of every choice
 * field (`oneOf` of consts) on every change, to compute defaults (issue 8 §4: about half of a
 * keystroke at 500 fields with ajv, which hashed each option schema before its cache answered).
 * The verdict depends only on the schema objects and the value, which are never mutated, so it is
 * kept by schema object identity (WeakMap: dropped with the schema) and value.
 */
export const formValidator = new SchemaValidator();

type Verdicts = WeakMap<object, WeakMap<object, Map<unknown, boolean>>>;
const verdicts: Verdicts = new WeakMap();
const validateAfresh = formValidator.isValid.bind(formValidator);

formValidator.isValid = (schema, formData, rootSchema) => {
  const primitive = formData === null || (typeof formData !== 'object' && typeof formData !== 'function');
  if (!primitive || typeof schema !== 'object' || typeof rootSchema !== 'object') return validateAfresh(schema, formData, rootSchema);
  let bySchema = verdicts.get(rootSchema);
  if (!bySchema) verdicts.set(rootSchema, (bySchema = new WeakMap()));
  let byValue = bySchema.get(schema);
  if (!byValue) bySchema.set(schema, (byValue = new Map()));
  let verdict = byValue.get(formData);
  if (verdict === undefined) byValue.set(formData, (verdict = validateAfresh(schema, formData, rootSchema)));
  return verdict;
};

// Every validation settles the errors at empty values with the data it validated, before the
// form's own `transformErrors` words them (RJSF hands a transformer no data).
const validateSchema = formValidator.validateFormData.bind(formValidator);
formValidator.validateFormData = (formData, schema, customValidate, transform, uiSchema) =>
  validateSchema(
    formData,
    schema,
    customValidate,
    (errors, ui) => {
      const settled = settleEmptyValueErrors(errors, formData, schema);
      return transform ? transform(settled, ui) : settled;
    },
    uiSchema,
  );
