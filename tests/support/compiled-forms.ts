/** Every form the compiler makes of the fixtures: each (bundle, scenario) pair compiled as each form kind. */
import { compileForm, FORM_KINDS } from '../../rules/compile/index.ts';
import type { CompiledForm } from '../../rules/compile/contract.ts';
import type { EnterpriseBundle } from '../../rules/model/bundle.ts';
import type { Scenario } from '../../rules/model/scenario.ts';
import { fixturePairs, readJson } from './fixtures.ts';

export interface CompiledFixtureForm extends CompiledForm {
  /** `huaxin-tech 01-special-car.json special-config`: where a failing assertion came from. */
  name: string;
}

/** @example for (const { name, schema } of compiledFixtureForms()) expect(JSON.stringify(schema), name).not.toContain('$ref'); */
export function compiledFixtureForms(): CompiledFixtureForm[] {
  return fixturePairs().flatMap((pair) => {
    const bundle = readJson(pair.bundlePath) as EnterpriseBundle;
    const scenario = readJson(pair.scenarioPath) as Scenario;
    return FORM_KINDS.map((form) => ({ name: `${pair.enterprise} ${pair.scenario} ${form}`, ...compileForm(bundle, scenario, form) }));
  });
}
