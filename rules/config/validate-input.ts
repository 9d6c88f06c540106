/**
 * Schema validation of the untrusted inputs, the bundle (D1) and the scenario (D2), with ajv:
 * every error with its JSON Pointer and a message in Chinese (ajv-i18n) and English (ajv).
 */
import bundleSchema from '../../schemas/bundle.schema.json' with { type: 'json' };
import scenarioSchema from '../../schemas/scenario.schema.json' with { type: 'json' };
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { CheckResult } from '../model/issue.ts';
import type { Scenario } from '../model/scenario.ts';
import { checkAgainst, schemaValidators } from './schema-check.ts';

export { schemaIssues } from './schema-check.ts';

const validatorsFor = schemaValidators();

function check<T>(schema: object, value: unknown): CheckResult<T> {
  return checkAgainst<T>(validatorsFor(schema), value);
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
