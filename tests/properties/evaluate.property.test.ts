import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { evaluate } from '../../rules/evaluate.ts';
import { lintBundle } from '../../rules/config/lint-bundle.ts';
import { checkBundleSchema, checkScenarioSchema } from '../../rules/config/validate-input.ts';
import { bundleArb, scenarioArb } from '../arbitraries/bundle.ts';

test.prop([bundleArb, scenarioArb])('evaluate never throws on a schema-valid bundle and scenario', (bundle, scenario) => {
  expect(checkBundleSchema(bundle).issues).toEqual([]);
  expect(checkScenarioSchema(scenario).issues).toEqual([]);
  const result = evaluate(bundle, scenario);
  expect(result.specialFields.length).toBeLessThanOrEqual(bundle.specialFields?.length ?? 0);
});

test.prop([bundleArb, scenarioArb])('evaluate changes neither of its inputs', (bundle, scenario) => {
  const before = structuredClone([bundle, scenario]);
  evaluate(bundle, scenario);
  expect([bundle, scenario]).toEqual(before);
});

test.prop([bundleArb, scenarioArb])('every error names a field and says something in Chinese', (bundle, scenario) => {
  for (const error of evaluate(bundle, scenario).errors) {
    expect(error.field).not.toBe('');
    expect(error.message).toMatch(/[\u4e00-\u9fff]/);
  }
});

test.prop([fc.jsonValue()])('lint never throws on any JSON value', (value) => {
  const result = lintBundle(value);
  expect(result.ok).toBe(result.errors.length === 0);
});

test.prop([bundleArb])('lint never throws on a schema-valid bundle, and every issue has a JSON Pointer', (bundle) => {
  const result = lintBundle(bundle);
  for (const issue of [...result.errors, ...result.warnings]) expect(issue.path).toMatch(/^(\/[^/]*)*$/);
});

test.prop([bundleArb, scenarioArb, scenarioArb])(
  'what evaluate remembers of a bundle never changes its answer: a fresh copy of the bundle gives the same result',
  (bundle, first, second) => {
    evaluate(bundle, first);
    expect(evaluate(bundle, second)).toEqual(evaluate(structuredClone(bundle), second));
  },
);
