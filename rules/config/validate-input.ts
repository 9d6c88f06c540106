/**
 * Schema validation of the untrusted inputs, the bundle (D1) and the scenario (D2), with ajv:
 * every error with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import localizeZh from 'ajv-i18n/localize/zh/index.js';
import bundleSchema from '../../schemas/bundle.schema.json' with { type: 'json' };
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import type { EnterpriseBundle } from '../model/bundle.ts';
import { pointer, type CheckResult, type Issue } from '../model/issue.ts';
import type { Scenario } from '../model/scenario.ts';

let ajv: Ajv | undefined;
const compiled = new Map<object, ValidateFunction>();

/** Compiled once per schema, on first use, so importing the rules costs nothing. */
function validatorFor(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= new Ajv({ allErrors: true, strict: false });
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
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

function check<T>(schema: object, value: unknown): CheckResult<T> {
  const validate = validatorFor(schema);
  if (validate(value)) return { ok: true, value: value as T, issues: [] };
  return { ok: false, issues: schemaIssues(validate.errors ?? []) };
}

/**
 * Validates a parsed bundle against schemas/bundle.schema.json.
 *
 * @example checkBundleSchema({ enterpriseId: '1' }).issues[0]
 * // { code: 'schema.type', path: '/enterpriseId', message: '应当是 integer 类型', messageEn: 'must be integer' }
 */
export function checkBundleSchema(value: unknown): CheckResult<EnterpriseBundle> {
  return check<EnterpriseBundle>(bundleSchema, value);
}

/** Validates a parsed scenario against schemas/scenario.schema.json. */
export function checkScenarioSchema(value: unknown): CheckResult<Scenario> {
  return check<Scenario>(scenarioSchema, value);
}
