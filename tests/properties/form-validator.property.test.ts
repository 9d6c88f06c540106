/**
 * Law of the form engine's validator (issue 9: RJSF's validator on @cfworker/json-schema instead
 * of ajv): on every compiled form of every fixture, for data shaped like the form's (each field
 * absent, `undefined`, of its kind, a choice's option, or any JSON value), it gives exactly the
 * errors @rjsf/validator-ajv8 with ajv-i18n `zh` gives (property, keyword, message, params, title,
 * stack, schema path), and the same `isValid` verdict, for the form and for each choice's options.
 */
import { fc, test } from '@fast-check/vitest';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import localizeZh from 'ajv-i18n/localize/zh';
import { describe, expect } from 'vitest';

import { compileForm, FORM_KINDS, type EnterpriseBundle, type JsonSchema, type Scenario } from '../../rules/index.ts';
import { SchemaValidator } from '../../src/form-engine/json-schema/schema-validator.ts';
import { fixturePairs, readJson } from '../support/fixtures.ts';

const ajvValidator = customizeValidator({}, localizeZh);
const validator = new SchemaValidator();

/** Every distinct compiled form of the fixtures (forms compiled alike are checked once). */
const forms: { name: string; schema: RJSFSchema }[] = (() => {
  const seen = new Set<string>();
  const out: { name: string; schema: RJSFSchema }[] = [];
  for (const pair of fixturePairs()) {
    const bundle = readJson(pair.bundlePath) as EnterpriseBundle;
    const scenario = readJson(pair.scenarioPath) as Scenario;
    for (const kind of FORM_KINDS) {
      const { schema } = compileForm(bundle, scenario, kind);
      const text = JSON.stringify(schema);
      if (seen.has(text)) continue;
      seen.add(text);
      out.push({ name: `${pair.enterprise}/${pair.scenario} ${kind}`, schema: schema as RJSFSchema });
    }
  }
  return out;
})();

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', 0, -1, 1.5, true, false, 'x', [], {}),
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.array(fc.oneof(fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 2 })), { maxLength: 3 }),
);

/** Values near what `schema` accepts: its options, its limits' edges, its kind, or anything. */
function near(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 4) return anyJson;
  const kinds: fc.Arbitrary<unknown>[] = [anyJson];
  const options = (schema.oneOf as JsonSchema[] | undefined)?.map((option) => option.const).filter((value) => value !== undefined);
  if (options?.length) kinds.push(fc.constantFrom(...options));
  if (schema.const !== undefined) kinds.push(fc.constant(schema.const));
  if (schema.default !== undefined) kinds.push(fc.constant(schema.default));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 10;
    kinds.push(fc.string({ maxLength: 4 }), fc.string({ minLength: max, maxLength: max + 1 }), fc.stringMatching(/^[\w.@-]{0,12}$/), fc.constantFrom('13800138000', 'a@b.cn', '张三(13800138000)', '2024-03-15'));
  }
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : -10;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 10;
    kinds.push(fc.integer({ min: Math.max(min - 2, -1e6), max: Math.min(max + 2, 1e6) }), fc.constantFrom(min, max, min - 1, max + 1, 0.5));
  }
  if (type === 'array') {
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : 3;
    kinds.push(fc.array(near(schema.items as JsonSchema | undefined, depth + 1), { maxLength: Math.min(max + 1, 6) }));
  }
  if (type === 'object' || schema.properties) {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    kinds.push(
      fc.record(Object.fromEntries(properties.map(([key, child]) => [key, fc.option(near(child, depth + 1), { nil: undefined, freq: 4 })])), { requiredKeys: [] }),
      fc.record(Object.fromEntries(properties.map(([key, child]) => [key, near(child, depth + 1)]))),
    );
  }
  return fc.oneof(...kinds);
}

/** A compiled form and data near it. */
const formWithData = fc.constantFrom(...forms).chain(({ name, schema }) => near(schema as JsonSchema).map((data) => ({ name, schema, data })));

/** A choice field of a compiled form (its schema, the field) and a value near it, or none. */
const choiceWithValue = fc
  .constantFrom(...forms.flatMap(({ schema }) => Object.values((schema.properties ?? {}) as Record<string, RJSFSchema>).filter((field) => Array.isArray(field.oneOf)).map((field) => ({ schema, field }))))
  .chain(({ schema, field }) => fc.option(near(field as JsonSchema), { nil: undefined }).map((value) => ({ schema, field, value })));

/** An error as a comparable line (the order of errors is not part of the law). */
const line = (error: RJSFValidationError) => JSON.stringify([error.property, error.name, error.message, error.params, error.title, error.stack, error.schemaPath]);
const lines = (errors: RJSFValidationError[]) => errors.map(line).sort();

describe('the form validator without ajv agrees with ajv', () => {
  test('there are compiled forms to check, each with choice fields', () => {
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter(({ schema }) => JSON.stringify(schema).includes('"oneOf"')).length).toBeGreaterThan(10);
  });

  test.prop([formWithData], { numRuns: 200 })(
    'on every compiled form: the same errors, the same verdict',
    ({ name, schema, data }) => {
      const ours = validator.validateFormData(data, schema);
      const theirs = ajvValidator.validateFormData(data, schema);
      expect(lines(ours.errors), name).toEqual(lines(theirs.errors));
      expect(validator.isValid(schema, data, schema), name).toBe(ajvValidator.isValid(schema, data, schema));
    },
    120_000,
  );

  test.prop([choiceWithValue], { numRuns: 200 })(
    'on every choice field’s options (how RJSF picks defaults): the same verdict',
    ({ schema, field, value }) => {
      for (const option of field.oneOf as RJSFSchema[]) expect(validator.isValid(option, value, schema)).toBe(ajvValidator.isValid(option, value, schema));
    },
    120_000,
  );
});
