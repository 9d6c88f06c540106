/**
 * Checking a value against a JSON Schema with ajv, at a cost linear in the value whatever it
 * holds: every error with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv).
 *
 * Why not just `allErrors`: ajv with `allErrors` joins the errors of every `$ref`'d array item
 * with `concat`, so an input with N failing items costs N² (a 10 MiB bundle of 111,541 broken
 * special fields took 86 s; docs/performance.md). So a value is first checked by a validator that
 * stops at its first error (linear, and all a valid value ever pays). Only a failing value is
 * checked again for every error, and only while it is small enough for that to be cheap; a large
 * failing value reports its first error and says that more may follow.
 */
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import { pointer, type CheckResult, type Issue } from '../model/issue.ts';

/** Array elements in a failing value up to which it is checked for every error. */
export const ALL_ERRORS_ELEMENT_LIMIT = 2_000;

/** The validators of one schema: the first error only, and every error (compiled on first use). */
export interface SchemaValidators {
  readonly firstError: ValidateFunction;
  readonly allErrors: ValidateFunction;
}

/**
 * A cache of validators, compiled once per schema on first use, so importing the rules costs
 * nothing. `schemas` are registered up front when schemas refer to each other by `$id`.
 *
 * The every-error validator (and its ajv instance) is compiled when a value first fails: a valid
 * value never needs it, and compiling it with the first-error one doubled what the booking page
 * spent on its first bundle check (issue 9, mount; docs/performance.md "Session 6: mount").
 */
export function schemaValidators(schemas: readonly object[] = []): (schema: object) => SchemaValidators {
  // `validateSchema: false`: the schemas are the repository's own files (schemas/), checked against
  // the JSON Schema meta-schema by a test (schema-check.test.ts) instead of at every start, where it
  // was most of the booking page's first bundle check (issue 9, mount).
  const options: Options = { strict: false, validateSchema: false, schemas: [...schemas] };
  let first: Ajv | undefined;
  let all: Ajv | undefined;
  const compiled = new Map<object, SchemaValidators>();
  const compile = (ajv: Ajv, schema: object): ValidateFunction => {
    const id = (schema as { $id?: string }).$id;
    const registered = id === undefined || schemas.length === 0 ? undefined : ajv.getSchema(id);
    return registered ?? ajv.compile(schema);
  };
  return (schema) => {
    let validators = compiled.get(schema);
    if (!validators) {
      first ??= new Ajv({ ...options, allErrors: false });
      let allErrors: ValidateFunction | undefined;
      validators = {
        firstError: compile(first, schema),
        get allErrors() {
          all ??= new Ajv({ ...options, allErrors: true });
          allErrors ??= compile(all, schema);
          return allErrors;
        },
      };
      compiled.set(schema, validators);
    }
    return validators;
  };
}

/** Whether `value` holds more than `limit` array elements at any depth (walked without recursion, stopping early). */
export function exceedsElements(value: unknown, limit: number): boolean {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (Array.isArray(next)) {
      count += next.length;
      if (count > limit) return true;
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      pending.push(...Object.values(next));
    }
  }
  return false;
}

/** Turns ajv errors into issues; `additionalProperties` errors point at the unknown property itself. */
export function schemaIssues(errors: readonly ErrorObject[]): Issue[] {
  const english = errors.map((e) => ({ ...e }));
  const chinese = errors.map((e) => ({ ...e }));
  localizeZh(chinese);
  return english.map((e, i) => {
    const extra = e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
    const path = extra === undefined ? e.instancePath : e.instancePath + pointer(extra);
    const detail = extra === undefined ? '' : `: ${extra}`;
    return {
      code: `schema.${e.keyword}`,
      path,
      message: `${chinese[i]?.message ?? ''}${detail}`,
      messageEn: `${e.message ?? ''}${detail}`,
    };
  });
}

/** Said after the first error of a large failing value: the others were not looked for. */
export const MORE_ERRORS_NOT_LISTED: Issue = {
  code: 'schema.moreErrorsNotListed',
  path: '',
  message: `内容较大（超过 ${ALL_ERRORS_ELEMENT_LIMIT} 个列表元素），只列出第一个错误，可能还有更多`,
  messageEn: `the input is large (over ${ALL_ERRORS_ELEMENT_LIMIT} list elements); only its first error is listed, more may follow`,
};

/**
 * `value` against a schema's validators: the typed value when valid; else every error when the
 * value is small, its first error and MORE_ERRORS_NOT_LISTED when it is large.
 *
 * @example checkAgainst(validators, { enterpriseId: '1' }).issues[0]
 * // { code: 'schema.type', path: '/enterpriseId', message: '应当是 integer 类型', messageEn: 'must be integer' }
 */
export function checkAgainst<T>(validators: SchemaValidators, value: unknown): CheckResult<T> {
  if (validators.firstError(value)) return { ok: true, value: value as T, issues: [] };
  if (exceedsElements(value, ALL_ERRORS_ELEMENT_LIMIT)) {
    return { ok: false, issues: [...schemaIssues(validators.firstError.errors ?? []), MORE_ERRORS_NOT_LISTED] };
  }
  validators.allErrors(value);
  return { ok: false, issues: schemaIssues(validators.allErrors.errors ?? []) };
}
