/**
 * Keyword errors turned into what RJSF draws, as @rjsf/validator-ajv8 6.11 does it
 * (`processRawValidationErrors.ts`, whose steps are kept here in the same order with RJSF's own
 * helpers): each error's `property` (`.a.b`, the missing property appended for `required`), its
 * `title` (from the uiSchema's `ui:title`, else the schema's `title`), its `stack`, duplicates
 * under one `anyOf`/`oneOf` dropped, then `transformErrors`, the error schema, and `customValidate`.
 */
import {
  ANY_OF_KEY,
  createErrorHandler,
  getByPath,
  getDefaultFormState,
  getUiOptions,
  ONE_OF_KEY,
  PROPERTIES_KEY,
  toErrorSchema,
  toPath,
  unwrapErrorHandler,
  validationDataMerge,
} from '@rjsf/utils';
import type { CustomValidator, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';

import type { KeywordError } from './keyword-errors.ts';

/** Drops an error whose message another error under the same `anyOf`/`oneOf` already gives. */
function withoutDuplicates(errorList: RJSFValidationError[]): RJSFValidationError[] {
  return errorList.reduce<RJSFValidationError[]>((kept, error) => {
    const { message, schemaPath } = error;
    const anyOfIndex = schemaPath?.indexOf(`/${ANY_OF_KEY}/`);
    const oneOfIndex = schemaPath?.indexOf(`/${ONE_OF_KEY}/`);
    let prefix: string | undefined;
    if (anyOfIndex && anyOfIndex >= 0) prefix = schemaPath?.substring(0, anyOfIndex);
    else if (oneOfIndex && oneOfIndex >= 0) prefix = schemaPath?.substring(0, oneOfIndex);
    const duplicate = prefix ? kept.find((e) => e.message === message && e.schemaPath?.startsWith(prefix)) : undefined;
    if (!duplicate) kept.push(error);
    return kept;
  }, []);
}

const titleIn = (uiSchema: UiSchema | undefined, path: (string | number)[]): string | undefined => getUiOptions(getByPath<UiSchema | undefined>(uiSchema, path)).title;

/**
 * RJSF's errors for keyword errors (@rjsf/validator-ajv8 `transformRJSFValidationErrors`).
 *
 * @example toRjsfErrors([{ instancePath: '', keyword: 'required', params: { missingProperty: '7' }, message: "应当有必需属性 '7'", … }], undefined, schema)
 * // [{ name: 'required', property: '7', message: "应当有必需属性 '项目编号'", title: '项目编号', … }]
 */
export function toRjsfErrors(errors: readonly KeywordError[], uiSchema: UiSchema | undefined, schema: RJSFSchema): RJSFValidationError[] {
  const list = errors.map(({ instancePath, keyword, params, schemaPath, parentSchema, message: worded }): RJSFValidationError => {
    let message = worded;
    let property = instancePath.replace(/\//g, '.');
    let stack = `${property} ${message}`.trim();
    let uiTitle = '';
    const propertyParts = property.replace(/^\./, '').split('.').filter(Boolean);
    const rawPropertyNames = [...(typeof params['deps'] === 'string' ? params['deps'].split(', ') : []), params['missingProperty'], params['property']].filter(Boolean) as string[];
    if (rawPropertyNames.length > 0) {
      for (const name of rawPropertyNames) {
        const path = property ? `${property}.${name}` : name;
        let title = titleIn(uiSchema, toPath(path));
        // The uiSchema's place from the schema path (`#/properties/A/properties/B/required` + C → A.B.C).
        title ??= titleIn(uiSchema, schemaPath.replace(/\/properties\//g, '/').split('/').slice(1, -1).concat([name]));
        title ??= getByPath<string | undefined>(uiSchema, [...propertyParts, name, 'title']);
        if (title) {
          message = message.replace(`'${name}'`, `'${title}'`);
          uiTitle = title;
          continue;
        }
        const parentTitle = getByPath<string | undefined>(parentSchema as object, [PROPERTIES_KEY, name, 'title']);
        if (parentTitle) {
          message = message.replace(`'${name}'`, `'${parentTitle}'`);
          uiTitle = parentTitle;
          continue;
        }
        const rootTitle = getByPath<string | undefined>(schema, [...propertyParts.flatMap((part) => [PROPERTIES_KEY, part]), PROPERTIES_KEY, name, 'title']);
        if (rootTitle) {
          message = message.replace(`'${name}'`, `'${rootTitle}'`);
          uiTitle = rootTitle;
        }
      }
      stack = message;
    } else {
      const title = titleIn(uiSchema, toPath(property));
      const parentTitle = parentSchema !== null && typeof parentSchema === 'object' ? (parentSchema as { title?: string }).title : undefined;
      if (title) {
        stack = `'${title}' ${message}`.trim();
        uiTitle = title;
      } else if (parentTitle) {
        stack = `'${parentTitle}' ${message}`.trim();
        uiTitle = parentTitle;
      }
    }
    if ('missingProperty' in params) property = property ? `${property}.${String(params['missingProperty'])}` : String(params['missingProperty']);
    return { name: keyword, property, message, params, stack, schemaPath, title: uiTitle };
  });
  return withoutDuplicates(list);
}

/**
 * The validation data RJSF expects (@rjsf/validator-ajv8 `processRawValidationErrors`): the errors,
 * `transformErrors` applied, their error schema, and `customValidate`'s errors merged in (it is
 * handed the data with every field's default, as RJSF does).
 */
export function validationData<T>(
  validator: ValidatorType<T>,
  keywordErrorList: readonly KeywordError[],
  invalidSchemaError: Error | undefined,
  formData: T | undefined,
  schema: RJSFSchema,
  customValidate?: CustomValidator<T>,
  transformErrors?: ErrorTransformer<T>,
  uiSchema?: UiSchema<T>,
): ValidationData<T> {
  let errors = toRjsfErrors(keywordErrorList, uiSchema as UiSchema | undefined, schema);
  if (invalidSchemaError) errors = [...errors, { stack: invalidSchemaError.message }];
  if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
  let errorSchema = toErrorSchema<T>(errors);
  if (invalidSchemaError) errorSchema = { ...errorSchema, $schema: { __errors: [invalidSchemaError.message] } } as typeof errorSchema;
  if (typeof customValidate !== 'function') return { errors, errorSchema };
  const newFormData = getDefaultFormState<T>(validator, schema, formData, schema, true) as T;
  const errorHandler = customValidate(newFormData, createErrorHandler<T>(newFormData), uiSchema, errorSchema);
  return validationDataMerge<T>({ errors, errorSchema }, unwrapErrorHandler<T>(errorHandler));
}
