import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

import { ALL_ERRORS_ELEMENT_LIMIT, checkAgainst, exceedsElements, MORE_ERRORS_NOT_LISTED, schemaIssues } from './schema-check.ts';
import { schemaValidators } from './schema-compile.ts';
import { checkBundleSchema } from './validate-input.ts';

const brokenFields = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ specialId: i + 1, configName: '', showType: 2, businessTypeList: [4] }));

describe('schema checks stay linear whatever the input holds', () => {
  it('lists every error of a small failing bundle', () => {
    const result = checkBundleSchema({ enterpriseId: 1, specialFields: brokenFields(3) });
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.path)).toEqual(['/specialFields/0/configName', '/specialFields/1/configName', '/specialFields/2/configName']);
    expect(result.issues).not.toContainEqual(MORE_ERRORS_NOT_LISTED);
  });

  it('lists only the first error of a large failing bundle, and says more may follow', () => {
    const result = checkBundleSchema({ enterpriseId: 1, specialFields: brokenFields(20_000) });
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      { code: 'schema.minLength', path: '/specialFields/0/configName', message: expect.any(String), messageEn: expect.any(String) },
      MORE_ERRORS_NOT_LISTED,
    ]);
    expect(MORE_ERRORS_NOT_LISTED.message).toBe(`内容较大（超过 ${ALL_ERRORS_ELEMENT_LIMIT} 个列表元素），只列出第一个错误，可能还有更多`);
  });

  it('accepts a large valid bundle as the every-error check would', () => {
    const fields = brokenFields(5_000).map((f) => ({ ...f, configName: `字段${f.specialId}` }));
    const result = checkBundleSchema({ enterpriseId: 1, specialFields: fields });
    expect(result.ok).toBe(true);
  });

  it('points at an unknown key whose name holds a slash, escaped as JSON Pointer', () => {
    const validators = schemaValidators()({ type: 'object', additionalProperties: false });
    expect(checkAgainst(validators, { 'a/b': 1 }).issues[0]!.path).toBe('/a~1b');
  });

  it('compiles the every-error validator only when a value first fails, and once', () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    try {
      const validators = schemaValidators()({ type: 'object', properties: { n: { type: 'integer' } } });
      expect(checkAgainst(validators, { n: 1 }).ok).toBe(true);
      expect(compile).toHaveBeenCalledTimes(1);
      expect(checkAgainst(validators, { n: 'x' }).issues.map((i) => i.path)).toEqual(['/n']);
      expect(checkAgainst(validators, { n: 'y' }).ok).toBe(false);
      expect(compile).toHaveBeenCalledTimes(2);
    } finally {
      compile.mockRestore();
    }
  });

  it('is given only schemas that are valid JSON Schemas (ajv does not check them itself)', () => {
    const dir = resolve(import.meta.dirname, '../../schemas');
    const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(10);
    const meta = new Ajv({ strict: false });
    for (const file of files) {
      const schema = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as object;
      expect(meta.validateSchema(schema), `${file}: ${meta.errorsText()}`).toBe(true);
    }
  });

  it('counts list elements at any depth and stops at the limit', () => {
    expect(exceedsElements({ a: [1, 2], b: { c: [[3], [4]] } }, 6)).toBe(false);
    expect(exceedsElements({ a: [1, 2], b: { c: [[3], [4]] } }, 5)).toBe(true);
    expect(exceedsElements('text', 0)).toBe(false);
  });

  it('law: the bounded check gives the every-error check its verdict, and its issues for small inputs', () => {
    const schema = {
      type: 'object',
      properties: { n: { type: 'integer', minimum: 0 }, list: { type: 'array', items: { type: 'string', maxLength: 2 } } },
      additionalProperties: false,
    };
    const validators = schemaValidators()(schema);
    fc.assert(
      fc.property(
        fc.record({ n: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.string()), list: fc.array(fc.string({ maxLength: 3 }), { maxLength: 8 }) }, { requiredKeys: [] }),
        fc.option(fc.string({ maxLength: 2 }), { nil: undefined }),
        (value, extra) => {
          const input = extra === undefined ? value : { ...value, [`x${extra}`]: 1 };
          const bounded = checkAgainst(validators, input);
          const every = validators.allErrors(input);
          expect(bounded.ok).toBe(every);
          if (!every) expect(bounded.issues).toEqual(schemaIssues(validators.allErrors.errors ?? []));
        },
      ),
    );
  });
});
