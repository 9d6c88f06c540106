import { describe, expect, it } from 'vitest';
import { checkBundleSchema, checkScenarioSchema } from './validate-input.ts';

describe('checkBundleSchema (D1, D10)', () => {
  it('accepts a bundle with only enterpriseId', () => {
    expect(checkBundleSchema({ enterpriseId: 1001 })).toEqual({ ok: true, value: { enterpriseId: 1001 }, issues: [] });
  });
  it('reports every error with its JSON Pointer, in Chinese and English', () => {
    const result = checkBundleSchema({ enterpriseId: '1001', extra: true, specialFields: [{ specialId: 1, configName: 'a', showType: 9 }] });
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([
      { code: 'schema.additionalProperties', path: '/extra', message: '不允许有额外的属性: extra', messageEn: 'must NOT have additional properties: extra' },
      { code: 'schema.type', path: '/enterpriseId', message: '应当是 integer 类型', messageEn: 'must be integer' },
      { code: 'schema.maximum', path: '/specialFields/0/showType', message: '应当为 <= 8', messageEn: 'must be <= 8' },
    ]);
  });
  it('reports a missing enterpriseId at the root', () => {
    expect(checkBundleSchema({}).issues).toEqual([
      { code: 'schema.required', path: '', message: '应当有必需属性 enterpriseId', messageEn: "must have required property 'enterpriseId'" },
    ]);
  });
  it('refuses what is not an object', () => {
    expect(checkBundleSchema([1]).ok).toBe(false);
    expect(checkBundleSchema(null).ok).toBe(false);
  });
});

describe('checkScenarioSchema (D2)', () => {
  it('accepts an empty scenario: nothing chosen yet', () => expect(checkScenarioSchema({}).ok).toBe(true));
  it('refuses a boarding time that is not YYYY-MM-DD HH:mm', () => {
    const result = checkScenarioSchema({ fromTime: '2026/11/22 9:00' });
    expect(result.issues.map((i) => i.path)).toEqual(['/fromTime']);
  });
  it('refuses values keyed by something other than a specialId', () => {
    expect(checkScenarioSchema({ values: { abc: 1 } }).ok).toBe(false);
  });
});
