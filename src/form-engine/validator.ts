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

/** The shared validator instance (Chinese messages). */
export const formValidator = customizeValidator({}, localizeZh);
