import { describe, expect, it } from 'vitest';
import { compileFacts, factsKey, formScenario } from './compile-facts.ts';
import { evaluate } from '../evaluate.ts';

describe('compile facts (the memo key)', () => {
  it('writes the special fields compactly and the rest as JSON', () => {
    expect(
      factsKey({
        form: 'special-config',
        businessType: 4,
        special: [{ specialId: 7, visible: true, required: true, editable: true }],
        audit: { sections: [], comment: null },
        booking: null,
      }),
    ).toBe('special-config|4|7:111|{"sections":[],"comment":null}|null');
  });

  it('tells apart two states that differ in one flag', () => {
    const base = { form: 'special-config' as const, businessType: 4 as const, audit: { sections: [], comment: null }, booking: null };
    const a = factsKey({ ...base, special: [{ specialId: 7, visible: true, required: false, editable: true }] });
    const b = factsKey({ ...base, special: [{ specialId: 7, visible: true, required: true, editable: true }] });
    expect(a).not.toBe(b);
  });

  it('the booking forms fix their business type; the other two take the scenario’s', () => {
    expect(formScenario('own-car', { businessType: 4 }).businessType).toBe(5);
    expect(formScenario('special-car', {}).businessType).toBe(4);
    expect(formScenario('audit', { businessType: 5 }).businessType).toBe(5);
    expect(formScenario('special-config', {}).businessType).toBe(4);
  });

  it('the special-config form reads no booking facts, the audit form no special fields', () => {
    const bundle = { enterpriseId: 1, specialFields: [{ specialId: 7, configName: '项目编号', showType: 2, isShow: true, statusFlag: 1, businessTypeList: [4] }] };
    const scenario = { businessType: 4 as const };
    expect(compileFacts('special-config', scenario, evaluate(bundle, scenario)).booking).toBeNull();
    expect(compileFacts('audit', scenario, evaluate(bundle, scenario)).special).toEqual([]);
  });
});
