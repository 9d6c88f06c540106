/**
 * Checking a value against a JSON Schema's validators, at a cost linear in the value whatever it
 * holds: every error with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv).
 *
 * Why not just `allErrors`: ajv with `allErrors` joins the errors of every `$ref`'d array item
 * with `concat`, so an input with N failing items costs N² (a 10 MiB bundle of 111,541 broken
 * special fields took 86 s; docs/performance.md). So a value is first checked by a validator that
 * stops at its first error (linear, and all a valid value ever pays). Only a failing value is
 * checked again for every error, and only while it is small enough for that to be cheap; a large
 * failing value reports its first error and says that more may follow.
 *
 * The validators come from ajv compiling the schema at run time (`schema-compile.ts`: the server,
 * the CLI, the tests) or, in the browser, from ajv's first-error code precompiled at build time
 * (rules/generated/*-validators.js) and the forms' interpreting validator answering as ajv for every
 * error (src/form-engine/json-schema/, issue 22). This module imports nothing of ajv but its types,
 * so a page checking in the browser carries no ajv.
 */
import type { ErrorObject } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import { pointer, type CheckResult, type Issue } from '../model/issue.ts';

/** Array elements in a failing value up to which it is checked for every error. */
export const ALL_ERRORS_ELEMENT_LIMIT = 2_000;

/** What checkAgainst asks of a validator: ajv's `ValidateFunction`, compiled or standalone. */
export interface CheckFunction {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** The validators of one schema: the first error only, and every error (made on first use where it is compiled). */
export interface SchemaValidators {
  readonly firstError: CheckFunction;
  readonly allErrors: CheckFunction;
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
