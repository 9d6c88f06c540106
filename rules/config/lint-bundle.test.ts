import { describe, expect, it } from 'vitest';
import { auditConfig, auditSection, bundleWith, choiceField, specialField } from '../../tests/support/builders.ts';
import { generateChainBundle, generateCycleBundle } from '../../tests/bench/generate-bundle.ts';
import { readsAtSizeAndDouble } from '../../tests/support/counting.ts';
import { lintBundle } from './lint-bundle.ts';

const codesOf = (value: unknown) => {
  const r = lintBundle(value);
  return { errors: r.errors.map((e) => [e.code, e.path]), warnings: r.warnings.map((w) => [w.code, w.path]) };
};

describe('lintBundle (D10)', () => {
  it('passes a clean bundle', () => {
    expect(lintBundle(bundleWith({ specialFields: [choiceField({ specialId: 1 })] }))).toEqual({ ok: true, errors: [], warnings: [] });
  });

  it('refuses a schema break with every pointer, before any other check', () => {
    const result = lintBundle({ enterpriseId: 'x', specialFields: [{ specialId: 1 }] });
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.path)).toEqual(['/enterpriseId', '/specialFields/0', '/specialFields/0']);
    expect(result.errors.every((e) => e.message !== '' && e.messageEn !== '')).toBe(true);
  });

  it('reports a duplicate specialId', () => {
    expect(codesOf(bundleWith({ specialFields: [specialField({ specialId: 1 }), specialField({ specialId: 1 })] })).errors).toEqual([
      ['duplicate-special-id', '/specialFields/1/specialId'],
    ]);
  });

  it('reports a parent that does not exist', () => {
    const child = specialField({ specialId: 2, isAssociation: true, parentSpecialId: 9, associationParentInfo: [{ optionId: 1, whetherHide: false }] });
    const result = lintBundle(bundleWith({ specialFields: [child] }));
    expect(result.errors).toMatchObject([
      { code: 'missing-parent', path: '/specialFields/0/parentSpecialId', message: '关联字段「字段2」的父字段 9 不存在' },
    ]);
  });

  it('reports a cycle once, at its first field, naming its members, and not the fields below it', () => {
    const a = choiceField({ specialId: 1, isAssociation: true, parentSpecialId: 2, associationParentInfo: [{ optionId: 1, whetherHide: false }] });
    const b = choiceField({ specialId: 2, isAssociation: true, parentSpecialId: 1, associationParentInfo: [{ optionId: 1, whetherHide: false }] });
    const below = choiceField({ specialId: 3, isAssociation: true, parentSpecialId: 2, associationParentInfo: [{ optionId: 1, whetherHide: false }] });
    const result = lintBundle(bundleWith({ specialFields: [below, a, b] }));
    expect(result.errors).toMatchObject([
      {
        code: 'association-cycle',
        path: '/specialFields/1/parentSpecialId',
        message: '关联字段「字段1」的父字段链形成循环（1 → 2 → 1）',
        messageEn: 'the parent chain of "字段1" forms a cycle (1 -> 2 -> 1)',
      },
    ]);
  });

  it('reports each of two cycles once, in bundle order', () => {
    const linked = (specialId: number, parentSpecialId: number) =>
      choiceField({ specialId, isAssociation: true, parentSpecialId, associationParentInfo: [{ optionId: 1, whetherHide: false }] });
    expect(codesOf(bundleWith({ specialFields: [linked(5, 6), linked(1, 1), linked(6, 7), linked(7, 5)] })).errors).toEqual([
      ['association-cycle', '/specialFields/0/parentSpecialId'],
      ['association-cycle', '/specialFields/1/parentSpecialId'],
    ]);
  });

  it('names at most ten ids of a long cycle and how many there are in all', () => {
    const size = 3000;
    const fields = Array.from({ length: size }, (_, k) =>
      choiceField({ specialId: k + 1, isAssociation: true, parentSpecialId: k === 0 ? size : k, associationParentInfo: [{ optionId: 1, whetherHide: false }] }),
    );
    // 3,000 fields are over the caps too (cap.*, bundle-caps.test.ts): the cycle is still one issue.
    const result = lintBundle(bundleWith({ specialFields: fields }));
    expect(result.errors.filter((e) => !e.code.startsWith('cap.'))).toMatchObject([
      {
        code: 'association-cycle',
        path: '/specialFields/0/parentSpecialId',
        message: '关联字段「字段1」的父字段链形成循环（1 → 3000 → 2999 → 2998 → 2997 → 2996 → 2995 → 2994 → 2993 → 2992 → … 共 3000 个）',
        messageEn: 'the parent chain of "字段1" forms a cycle (1 -> 3000 -> 2999 -> 2998 -> 2997 -> 2996 -> 2995 -> 2994 -> 2993 -> 2992 -> … 3000 in all)',
      },
    ]);
  });

  it('reports an association option id the parent does not have', () => {
    const child = specialField({ specialId: 2, isAssociation: true, parentSpecialId: 1, associationParentInfo: [{ optionId: 7, whetherHide: false }] });
    expect(codesOf(bundleWith({ specialFields: [choiceField({ specialId: 1 }), child] })).errors).toEqual([
      ['unknown-parent-option', '/specialFields/1/associationParentInfo/0/optionId'],
    ]);
  });

  it.each([3, 4, 5])('reports a choice field of show type %i without options', (showType) => {
    expect(codesOf(bundleWith({ specialFields: [specialField({ specialId: 1, showType })] })).errors).toEqual([
      ['choice-without-options', '/specialFields/0/showTypeConfigInfo'],
    ]);
  });

  it('reports must conditions switched on with an empty list', () => {
    const f = specialField({ specialId: 1, isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [] });
    expect(codesOf(bundleWith({ specialFields: [f] })).errors).toEqual([['empty-must-conditions', '/specialFields/0/mustConditionConfigList']]);
  });

  it('reports a condition value that does not parse', () => {
    const f = specialField({ specialId: 1, isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [{ conditionType: 2, conditionValue: '1,,x' }] });
    expect(lintBundle(bundleWith({ specialFields: [f] })).errors).toMatchObject([
      {
        code: 'unparsable-condition',
        path: '/specialFields/0/mustConditionConfigList/0/conditionValue',
        messageEn: 'condition value "1,,x" does not parse (type 2 needs comma-separated trip types)',
      },
    ]);
  });

  it('warns about an audit condition list that can never pass', () => {
    const config = auditConfig({
      userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 1 | 4, tripTypes: [1], paymentTypes: [] } }),
    });
    const result = codesOf(bundleWith({ auditConfigs: [config] }));
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([['audit-condition-never-passes', '/auditConfigs/0/userInputDto/auditConditionConfigDto/paymentTypes']]);
  });

  it('warns, without refusing, about a duration condition on a field that never applies to own car', () => {
    const f = specialField({
      specialId: 1,
      isMandatory: true,
      isHaveMustCondition: true,
      businessTypeList: [4],
      mustConditionConfigList: [{ conditionType: 1, conditionValue: '4' }],
    });
    const result = lintBundle(bundleWith({ specialFields: [f] }));
    expect(result.ok).toBe(true);
    expect(result.warnings.map((w) => w.code)).toEqual(['duration-condition-never-holds']);
  });

  it('warns about a skip list on a field without conditions', () => {
    const f = specialField({ specialId: 1, isMandatory: true, skipMustConditionConfigList: [{ passengerName: '张三' }] });
    expect(codesOf(bundleWith({ specialFields: [f] })).warnings).toEqual([['skip-list-without-conditions', '/specialFields/0/skipMustConditionConfigList']]);
  });

  it('warns about a missing section the audit type needs, and refuses two configs for one business type', () => {
    const result = codesOf(bundleWith({ auditConfigs: [auditConfig({ auditType: 2 }), auditConfig()] }));
    expect(result.errors).toEqual([['duplicate-audit-config', '/auditConfigs/1/businessType']]);
    expect(result.warnings).toEqual([['missing-audit-section', '/auditConfigs/0/costCenterDto']]);
  });

  it('does not throw on any JSON value', () => {
    for (const value of [null, 1, 'x', [], {}, { enterpriseId: 1, specialFields: 'no' }]) {
      expect(lintBundle(value).ok).toBe(false);
    }
  });
});

describe('lintBundle: the checks beyond D10 (docs/rules.md)', () => {
  const child = (overrides: Parameters<typeof specialField>[0]) =>
    specialField({ isAssociation: true, parentSpecialId: 1, associationParentInfo: [{ optionId: 1, whetherHide: false }], ...overrides });

  it('refuses an audit that is needed without an audit type', () => {
    expect(codesOf(bundleWith({ auditConfigs: [{ businessType: 4, isNeedAudit: true }] })).errors).toEqual([['missing-audit-type', '/auditConfigs/0']]);
  });
  it('warns about a parent that is not a choice field', () => {
    const result = codesOf(bundleWith({ specialFields: [specialField({ specialId: 1 }), child({ specialId: 2, associationParentInfo: [] })] }));
    expect(result.warnings).toContainEqual(['parent-not-choice', '/specialFields/1/parentSpecialId']);
  });
  it('warns about an associated field no option shows', () => {
    const result = codesOf(bundleWith({ specialFields: [choiceField({ specialId: 1 }), child({ specialId: 2, associationParentInfo: [{ optionId: 1, whetherHide: true }] })] }));
    expect(result.warnings).toEqual([['association-never-shows', '/specialFields/1/associationParentInfo']]);
  });
  it('warns about a hidden (7) field with an association', () => {
    const result = codesOf(bundleWith({ specialFields: [choiceField({ specialId: 1 }), child({ specialId: 2, showType: 7 })] }));
    expect(result.warnings).toEqual([['hidden-field-association', '/specialFields/1/isAssociation']]);
  });
  it('warns about audit conditions with no bit on', () => {
    const config = auditConfig({ userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 0 } }) });
    expect(codesOf(bundleWith({ auditConfigs: [config] })).warnings).toEqual([
      ['audit-condition-no-bits', '/auditConfigs/0/userInputDto/auditConditionConfigDto'],
    ]);
  });
  it('warns about a repeated option id', () => {
    const f = choiceField({ specialId: 1, showTypeConfigInfo: [{ optionId: 1, optionContent: '是' }, { optionId: 1, optionContent: '否' }] });
    expect(codesOf(bundleWith({ specialFields: [f] })).warnings).toEqual([['duplicate-option-id', '/specialFields/0/showTypeConfigInfo/1/optionId']]);
  });
  it('names the condition in Chinese in the Chinese message', () => {
    const config = auditConfig({ userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 1, tripTypes: [] } }) });
    expect(lintBundle(bundleWith({ auditConfigs: [config] })).warnings[0]?.message).toBe('条件位 1（行程类型）已开启但列表为空，此审批栏永远不会显示');
  });
});

describe('lintBundle stays linear (issue 7, point 8)', () => {
  it('looks up parents in proportion to the fields: twice the chain or cycle, twice the lookups', () => {
    for (const make of [generateChainBundle, generateCycleBundle]) {
      const { single, double } = readsAtSizeAndDouble(
        1000,
        (n) => make(n).specialFields ?? [],
        (specialFields) => lintBundle({ enterpriseId: 1, specialFields }),
      );
      expect(single).toBeLessThanOrEqual(5 * 1000);
      expect(double / single).toBeCloseTo(2, 1);
    }
  });

  it('reports a 20,000-field chain by its caps alone, one issue each, and a 3,000-field cycle as one cycle besides its caps: reports of bounded size', () => {
    const chain = lintBundle(generateChainBundle(20_000));
    expect(chain.errors.map((e) => e.code)).toEqual([
      'cap.bundle-bytes',
      'cap.special-fields',
      'cap.fields-per-business-type',
      'cap.fields-per-business-type',
      'cap.options-per-business-type',
      'cap.options-per-business-type',
      'cap.association-depth',
    ]);
    expect(chain.warnings).toEqual([]);
    expect(JSON.stringify(chain).length).toBeLessThan(3 * 1024);
    const cycle = lintBundle(generateCycleBundle(3000));
    expect(cycle.errors.filter((e) => !e.code.startsWith('cap.')).map((e) => e.code)).toEqual(['association-cycle']);
    expect(cycle.warnings).toEqual([]);
    expect(JSON.stringify(cycle).length).toBeLessThan(3 * 1024);
  });

  it('reports a chain and a cycle within the caps (ten deep, 1,000 fields) as clean and as one issue', () => {
    expect(lintBundle(generateChainBundle(10))).toEqual({ ok: true, errors: [], warnings: [] });
    const cycle = lintBundle({ ...generateCycleBundle(1000), specialFields: generateCycleBundle(1000).specialFields?.map((f) => ({ ...f, businessTypeList: [] })) });
    expect(cycle.errors.map((e) => e.code)).toEqual(['association-cycle']);
  });
});
