/**
 * RJSF's validator (`ValidatorType`) on @cfworker/json-schema instead of ajv: an interpreting
 * validator that walks the schema for each validation, with no code generated and nothing to
 * compile (issue 9: ajv and its helpers were about 48 KB gzip of the booking page, and compiling
 * every `oneOf` option RJSF asks about cost mount time). It answers as @rjsf/validator-ajv8 does
 * with its default options (draft-07, every error, messages by ajv-i18n `zh`): the same errors at
 * the same properties, with ajv's `params` and `schemaPath` (keyword-errors.ts), worded by ajv-i18n's
 * own `zh` localizer (`inChinese`) and converted as RJSF converts them (rjsf-errors.ts). src/form-engine/json-schema/schema-validator.test.ts
 * holds it to ajv's verdicts on every compiled form of every fixture.
 *
 * Two places where the data is not JSON are read as ajv reads them: a member whose value is
 * `undefined` is absent, and a value that is `undefined` altogether (RJSF asks whether an unset
 * field matches a choice) fails every keyword that needs a value (`type`, `const`, `enum`) and
 * passes every keyword of a type (cfworker refuses `undefined` outright).
 *
 * `$ref`: local references (`#/definitions/x`) resolve against the root schema. The form
 * compiler's schemas hold none (rules/compile/base-schema.ts writes them in place), so the lookup
 * is only built for a root schema that has one.
 */
import { dereference, validate } from '@cfworker/json-schema';
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh';

import { keywordErrors } from './keyword-errors.ts';
import type { KeywordError, SchemaLookup } from './keyword-errors.ts';
import { validationData } from './rjsf-errors.ts';
import { holdsReference } from './holds-reference.ts';

/**
 * The errors worded by ajv-i18n's `zh` localizer (a table of messages; no ajv), as
 * @rjsf/validator-ajv8 words them: property names quoted first (`'7'`), so that RJSF's conversion
 * swaps `'7'` for the field's title (rjsf-errors.ts), each of a `deps` list on its own.
 *
 * @example inChinese([{ keyword: 'required', params: { missingProperty: '7' }, … }])[0].message // "应当有必需属性 '7'"
 */
function inChinese(errors: readonly KeywordError[]): KeywordError[] {
  const quote = (name: unknown) => `'${String(name)}'`;
  const worded = errors.map((error) => {
    const params: Record<string, unknown> = { ...error.params };
    for (const key of ['missingProperty', 'property']) if (params[key]) params[key] = quote(params[key]);
    if (typeof params['deps'] === 'string') params['deps'] = params['deps'].split(', ').map(quote).join(', ');
    return { ...error, params };
  });
  localizeZh(worded as unknown as ErrorObject[]);
  return errors.map((error, i) => ({ ...error, message: worded[i]?.message ?? '' }));
}

/** The draft ajv (RJSF's default `Ajv` class) implements. */
export const DRAFT = '7';
const NO_REFERENCES: SchemaLookup = Object.freeze(Object.create(null) as SchemaLookup);

/**
 * The `$ref` lookup of a root schema: cfworker's (keyed by absolute URI, built on a copy, since
 * cfworker marks the schemas it indexes), with each schema also under its bare fragment
 * (`#/definitions/x`), which is how a `$ref` in a schema cfworker never indexed finds it.
 */
export function lookupFor(root: unknown): SchemaLookup {
  if (!holdsReference(root)) return NO_REFERENCES;
  const lookup = dereference(structuredClone(root) as Schema);
  for (const [uri, schema] of Object.entries(lookup)) {
    const hash = uri.indexOf('#');
    const fragment = hash < 0 ? '#' : uri.slice(hash);
    lookup[fragment] ??= schema;
    lookup[decodeURIComponent(fragment)] ??= schema;
  }
  return lookup;
}

/** `value` with the members whose value is `undefined` left out (an `undefined` item reads as `null`); the same object when it has none. */
export function jsonLike(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const read = item === undefined ? null : jsonLike(item);
      if (read !== item) (copy ??= [...value])[index] = read;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) delete (copy ??= { ...value })[key];
    else {
      const read = jsonLike(item);
      if (read !== item) (copy ??= { ...value })[key] = read;
    }
  }
  return copy ?? value;
}

/** What ajv reports for the value `undefined`, as cfworker units (`instanceLocation` `#`). */
function undefinedUnits(schema: unknown, lookup: SchemaLookup, at: string): OutputUnit[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [{ instanceLocation: '#', keyword: 'false', keywordLocation: at, error: 'False boolean schema.' }];
  const node = schema as Schema;
  const unit = (keyword: string): OutputUnit => ({ instanceLocation: '#', keyword, keywordLocation: `${at}/${keyword}`, error: 'undefined' });
  if (typeof node.$ref === 'string') {
    const target = lookup[node.__absolute_ref__ ?? node.$ref];
    if (target === undefined) throw new Error(`Unresolved $ref "${node.$ref}".`);
    const inner = undefinedUnits(target, lookup, `${at}/$ref`);
    return inner.length === 0 ? [] : [unit('$ref'), ...inner];
  }
  const units: OutputUnit[] = [];
  for (const keyword of ['type', 'const', 'enum'] as const) if (node[keyword] !== undefined) units.push(unit(keyword));
  if (node.not !== undefined && undefinedUnits(node.not, lookup, `${at}/not`).length === 0) units.push(unit('not'));
  for (const keyword of ['anyOf', 'allOf', 'oneOf'] as const) {
    const options = node[keyword];
    if (!Array.isArray(options)) continue;
    const results = options.map((option, index) => undefinedUnits(option, lookup, `${at}/${keyword}/${index}`));
    const passing = results.filter((result) => result.length === 0).length;
    const fails = keyword === 'anyOf' ? passing === 0 : keyword === 'allOf' ? passing < results.length : passing !== 1;
    if (fails) units.push(unit(keyword), ...results.flat());
  }
  if (node.if !== undefined) {
    const branch = undefinedUnits(node.if, lookup, `${at}/if`).length === 0 ? 'then' : 'else';
    const inner = undefinedUnits(node[branch], lookup, `${at}/${branch}`);
    if (inner.length > 0) units.push(unit('if'), ...inner);
  }
  return units;
}

// RJSF's validator types are generic over the form data, which it declares `any` by default.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FormData = any;

/**
 * RJSF's `ValidatorType` on @cfworker/json-schema, with ajv's errors in ajv-i18n's Chinese.
 *
 * @example new SchemaValidator().validateFormData({ n: 'x' }, { type: 'object', properties: { n: { type: 'number' } } }).errors[0].message
 * // '应当是 number 类型'
 */
export class SchemaValidator implements ValidatorType<FormData, RJSFSchema, FormData> {
  private lookups = new WeakMap<object, SchemaLookup>();

  private lookupOf(root: unknown): SchemaLookup {
    if (root === null || typeof root !== 'object') return NO_REFERENCES;
    let lookup = this.lookups.get(root);
    if (!lookup) this.lookups.set(root, (lookup = lookupFor(root)));
    return lookup;
  }

  /** cfworker's units for `data` (JSON-like) against `schema`; throws on a `$ref` it cannot resolve or a bad pattern. */
  private units(data: unknown, schema: RJSFSchema, rootSchema: RJSFSchema, shortCircuit: boolean): OutputUnit[] {
    const lookup = this.lookupOf(rootSchema);
    if (data === undefined) return undefinedUnits(schema, lookup, '#');
    return validate(data, schema as Schema, DRAFT, lookup, shortCircuit).errors;
  }

  /** Forgets the `$ref` lookups built so far. */
  reset(): void {
    this.lookups = new WeakMap();
  }

  /** The keyword errors of `formData` against `schema`, worded in Chinese; a schema that cannot be used is `validationError`. */
  rawValidation<Result = KeywordError>(schema: RJSFSchema, formData?: FormData): { errors?: Result[]; validationError?: Error } {
    const data = jsonLike(formData);
    try {
      const errors = inChinese(keywordErrors(this.units(data, schema, schema, false), schema, data, this.lookupOf(schema)));
      return { errors: errors.length > 0 ? (errors as Result[]) : undefined };
    } catch (error) {
      return { errors: undefined, validationError: error as Error };
    }
  }

  validateFormData(
    formData: FormData | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData>,
    transformErrors?: ErrorTransformer<FormData>,
    uiSchema?: UiSchema<FormData>,
  ): ValidationData<FormData> {
    const { errors, validationError } = this.rawValidation<KeywordError>(schema, formData);
    return validationData(this, errors ?? [], validationError, formData, schema, customValidate, transformErrors, uiSchema);
  }

  /** Whether `formData` passes `schema` (`$ref`s resolved in `rootSchema`); a schema that cannot be used fails, with a warning, as with ajv. */
  isValid(schema: RJSFSchema, formData: FormData | undefined, rootSchema: RJSFSchema): boolean {
    try {
      return this.units(jsonLike(formData), schema, rootSchema, true).length === 0;
    } catch (error) {
      console.warn('Error encountered compiling schema:', error);
      return false;
    }
  }
}
