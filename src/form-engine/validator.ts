/**
 * The form engine's JSON Schema validator: @rjsf/validator-ajv8 with ajv's messages in Chinese
 * (ajv-i18n `zh`) and the required message in the rules core's words (`{configName}为必填项`,
 * spec §5 "Special fields"), so a schema-level and a rule-level required error read the same.
 *
 * One validator for the whole portal: ajv keeps each compiled schema in its cache keyed by the
 * schema object, and the compiler returns the identical schema object between keystrokes (issue 8
 * §1), so nothing is compiled twice (src/form-engine/validator.test.ts counts it).
 */
import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizeZh from 'ajv-i18n/localize/zh';

import { requiredMessage } from '../../rules/index.ts';

/**
 * Rewrites ajv's required errors to `{title}为必填项`; other messages stay as ajv-i18n wrote them.
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
 * The shared validator instance (Chinese messages), whose `isValid` remembers its verdicts for
 * primitive data. RJSF asks `isValid(option, value, rootSchema)` for every option of every choice
 * field (`oneOf` of consts) on every change, to compute defaults, and each ask hashes the option
 * schema before ajv's cache answers (issue 8 §4: about half of a keystroke at 500 fields). The
 * verdict depends only on the schema objects and the value, which are never mutated, so it is
 * kept by schema object identity (WeakMap: dropped with the schema) and value.
 */
export const formValidator = customizeValidator({}, localizeZh);

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
