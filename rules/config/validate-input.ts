/**
 * Schema validation of the untrusted inputs, the bundle (D1) and the scenario (D2): every error
 * with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv). The validators are
 * compiled by ajv in Node and precompiled in the browser (bundle-validators.ts).
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { CheckResult } from '../model/issue.ts';
import type { Scenario } from '../model/scenario.ts';
import { bundleValidators } from './bundle-validators.ts';
import { checkAgainst } from './schema-check.ts';
import { scenarioValidators } from './scenario-validators.ts';

export { schemaIssues } from './schema-check.ts';

/**
 * Validates a parsed bundle against schemas/bundle.schema.json.
 *
 * @example checkBundleSchema({ enterpriseId: '1' }).issues[0]
 * // { code: 'schema.type', path: '/enterpriseId', message: '应当是 integer 类型', messageEn: 'must be integer' }
 */
export function checkBundleSchema(value: unknown): CheckResult<EnterpriseBundle> {
  return checkAgainst<EnterpriseBundle>(bundleValidators(), value);
}

/** Validates a parsed scenario against schemas/scenario.schema.json. */
export function checkScenarioSchema(value: unknown): CheckResult<Scenario> {
  return checkAgainst<Scenario>(scenarioValidators(), value);
}
