import { describe, expect, it } from 'vitest';
import { generateAttackSpecialFields, generateBookingSpecialFields, generateBundle } from '../../tests/bench/generate-bundle.ts';
import { auditConfig, auditSection, bundleWith, choiceField, specialField } from '../../tests/support/builders.ts';
import type { SpecialFieldConfig } from '../model/bundle.ts';
import {
  bundleBytes,
  CapCode,
  MAX_ASSOCIATION_DEPTH,
  MAX_AUDIT_CONDITION_VALUES,
  MAX_BUNDLE_BYTES,
  MAX_FIELDS_PER_BUSINESS_TYPE,
  MAX_MUST_CONDITIONS_PER_FIELD,
  MAX_OPTIONS_PER_BUSINESS_TYPE,
  MAX_OPTIONS_PER_FIELD,
  MAX_PARENT_OPTIONS_PER_FIELD,
  MAX_SKIP_NAMES_PER_FIELD,
  MAX_SPECIAL_FIELDS,
} from './bundle-caps.ts';
import { capUsage, nearCaps } from './cap-usage.ts';
import { lintBundle } from './lint-bundle.ts';

/** The cap errors of a bundle, as code, path and both messages. */
const capErrors = (value: unknown) =>
  lintBundle(value)
    .errors.filter((e) => e.code.startsWith('cap.'))
    .map(({ code, path, message, messageEn }) => ({ code, path, message, messageEn }));

/** `n` text fields of the business types given, ids from `from`. */
const texts = (n: number, businessTypeList: number[], from = 1): SpecialFieldConfig[] =>
  Array.from({ length: n }, (_, i) => specialField({ specialId: from + i, businessTypeList }));

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ optionId: i + 1, optionContent: `选项${i + 1}` }));

/** A chain of `depth` choice fields, 1 the root. */
const chain = (depth: number) =>
  Array.from({ length: depth }, (_, k) =>
    choiceField(k === 0 ? { specialId: 1 } : { specialId: k + 1, isAssociation: true, parentSpecialId: k, associationParentInfo: [{ optionId: 1, whetherHide: false }] }),
  );

describe('bundle caps (issue 21 §6): the values, and what they let through', () => {
  it('has the caps docs/rules.md lists', () => {
    expect([
      MAX_FIELDS_PER_BUSINESS_TYPE,
      MAX_SPECIAL_FIELDS,
      MAX_OPTIONS_PER_FIELD,
      MAX_OPTIONS_PER_BUSINESS_TYPE,
      MAX_PARENT_OPTIONS_PER_FIELD,
      MAX_ASSOCIATION_DEPTH,
      MAX_MUST_CONDITIONS_PER_FIELD,
      MAX_SKIP_NAMES_PER_FIELD,
      MAX_AUDIT_CONDITION_VALUES,
      MAX_BUNDLE_BYTES,
    ]).toEqual([500, 1000, 200, 1000, 200, 10, 10, 100, 100, 614_400]);
  });

  it('lets the booking bench’s 500 fields and the diff bench’s 200 through (the sizes known to be fast)', () => {
    expect(capErrors(bundleWith({ specialFields: generateBookingSpecialFields(500) }))).toEqual([]);
    expect(capErrors(generateBundle(200))).toEqual([]);
    expect(capErrors(generateBundle(500))).toEqual([]);
  });

  it('measures a bundle in UTF-8 bytes of its JSON, as the server stores it', () => {
    expect(bundleBytes({ enterpriseId: 1, enterpriseName: '华信' })).toBe(Buffer.byteLength(JSON.stringify({ enterpriseId: 1, enterpriseName: '华信' })));
    expect(bundleBytes({ enterpriseId: 1, enterpriseName: '🚗 a\u00e9' })).toBe(Buffer.byteLength('{"enterpriseId":1,"enterpriseName":"🚗 a\u00e9"}'));
  });
});

describe('bundle caps: one error per cap, with its Chinese and English message', () => {
  it('refuses the issue’s bundle: 1,850 mandatory fields for both business types, 5,556 options', () => {
    expect(capErrors(bundleWith({ specialFields: generateAttackSpecialFields(1850) }))).toEqual([
      { code: 'cap.special-fields', path: '/specialFields', message: '特殊字段共 1850 个，超过上限 1000 个', messageEn: '1850 special fields, over the cap of 1000' },
      {
        code: 'cap.fields-per-business-type',
        path: '/specialFields',
        message: '适用于专车的特殊字段有 1850 个，超过上限 500 个',
        messageEn: '1850 special fields apply to special-car bookings, over the cap of 500',
      },
      {
        code: 'cap.fields-per-business-type',
        path: '/specialFields',
        message: '适用于自有车的特殊字段有 1850 个，超过上限 500 个',
        messageEn: '1850 special fields apply to own-car bookings, over the cap of 500',
      },
      {
        code: 'cap.options-per-business-type',
        path: '/specialFields',
        message: '适用于专车的特殊字段共有 5556 个选项，超过上限 1000 个',
        messageEn: 'the special fields of special-car bookings have 5556 options, over the cap of 1000',
      },
      {
        code: 'cap.options-per-business-type',
        path: '/specialFields',
        message: '适用于自有车的特殊字段共有 5556 个选项，超过上限 1000 个',
        messageEn: 'the special fields of own-car bookings have 5556 options, over the cap of 1000',
      },
    ]);
  });

  it('fields of one business type: 500 pass, 501 do not', () => {
    expect(capErrors(bundleWith({ specialFields: texts(500, [4]) }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [...texts(500, [4]), ...texts(1, [5], 501)] }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: texts(501, [5]) }))).toEqual([
      {
        code: 'cap.fields-per-business-type',
        path: '/specialFields',
        message: '适用于自有车的特殊字段有 501 个，超过上限 500 个',
        messageEn: '501 special fields apply to own-car bookings, over the cap of 500',
      },
    ]);
  });

  it('fields in all: 1,000 pass, 1,001 do not, whichever business types they apply to', () => {
    expect(capErrors(bundleWith({ specialFields: [...texts(500, [4]), ...texts(500, [5], 501)] }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [...texts(500, [4]), ...texts(500, [5], 501), ...texts(1, [], 1001)] }))).toEqual([
      { code: 'cap.special-fields', path: '/specialFields', message: '特殊字段共 1001 个，超过上限 1000 个', messageEn: '1001 special fields, over the cap of 1000' },
    ]);
  });

  it('options of one field: 200 pass, 201 do not; the first field over is named with how many more are', () => {
    expect(capErrors(bundleWith({ specialFields: [choiceField({ specialId: 1, showTypeConfigInfo: options(200) })] }))).toEqual([]);
    const over = [
      specialField({ specialId: 1 }),
      choiceField({ specialId: 2, configName: '成本中心', showTypeConfigInfo: options(201) }),
      choiceField({ specialId: 3, showType: 4, showTypeConfigInfo: options(300), businessTypeList: [] }),
    ];
    expect(capErrors(bundleWith({ specialFields: over }))).toEqual([
      {
        code: 'cap.options-per-field',
        path: '/specialFields/1/showTypeConfigInfo',
        message: '「成本中心」有 201 个选项，超过上限 200 个（另有 1 个字段也超过）',
        messageEn: '"成本中心" has 201 options, over the cap of 200 (1 more field too)',
      },
    ]);
  });

  it('options of one business type: 1,000 pass, 1,001 do not', () => {
    const fiveOf = Array.from({ length: 5 }, (_, i) => choiceField({ specialId: i + 1, businessTypeList: [4], showTypeConfigInfo: options(200) }));
    expect(capErrors(bundleWith({ specialFields: fiveOf }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [...fiveOf, choiceField({ specialId: 6, businessTypeList: [4], showTypeConfigInfo: options(1) })] }))).toEqual([
      {
        code: 'cap.options-per-business-type',
        path: '/specialFields',
        message: '适用于专车的特殊字段共有 1001 个选项，超过上限 1000 个',
        messageEn: 'the special fields of special-car bookings have 1001 options, over the cap of 1000',
      },
    ]);
  });

  it('parent option entries of one field: 200 pass, 201 do not', () => {
    const child = (n: number) =>
      specialField({ specialId: 2, configName: '出差事由', isAssociation: true, parentSpecialId: 1, associationParentInfo: Array.from({ length: n }, (_, i) => ({ optionId: i + 1, whetherHide: false })) });
    const parent = choiceField({ specialId: 1, showTypeConfigInfo: options(200) });
    expect(capErrors(bundleWith({ specialFields: [parent, child(200)] }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [parent, child(201)] }))).toEqual([
      {
        code: 'cap.parent-options-per-field',
        path: '/specialFields/1/associationParentInfo',
        message: '「出差事由」有 201 条父选项设置，超过上限 200 条',
        messageEn: '"出差事由" has 201 parent option entries, over the cap of 200',
      },
    ]);
  });

  it('association depth: a chain of 10 passes, 11 do not, reported once at the deepest field', () => {
    expect(capErrors(bundleWith({ specialFields: chain(10) }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [...chain(12)].reverse() }))).toEqual([
      {
        code: 'cap.association-depth',
        path: '/specialFields/0/parentSpecialId',
        message: '关联字段「字段12」的父字段链共 12 层，超过上限 10 层',
        messageEn: 'the parent chain of "字段12" is 12 fields deep, over the cap of 10',
      },
    ]);
  });

  it('must conditions of one field: 10 pass, 11 do not', () => {
    const withConditions = (n: number) =>
      specialField({ specialId: 1, configName: '项目编号', isHaveMustCondition: true, mustConditionConfigList: Array.from({ length: n }, () => ({ conditionType: 2, conditionValue: '1,3' })) });
    expect(capErrors(bundleWith({ specialFields: [withConditions(10)] }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [withConditions(11)] }))).toEqual([
      {
        code: 'cap.must-conditions-per-field',
        path: '/specialFields/0/mustConditionConfigList',
        message: '「项目编号」有 11 个必填条件，超过上限 10 个',
        messageEn: '"项目编号" has 11 must conditions, over the cap of 10',
      },
    ]);
  });

  it('skipped passengers of one field: 100 pass, 101 do not', () => {
    const skipping = (n: number) =>
      specialField({
        specialId: 1,
        configName: '项目编号',
        isHaveMustCondition: true,
        mustConditionConfigList: [{ conditionType: 2, conditionValue: '1' }],
        skipMustConditionConfigList: Array.from({ length: n }, (_, i) => ({ passengerName: `乘车人${i}` })),
      });
    expect(capErrors(bundleWith({ specialFields: [skipping(100)] }))).toEqual([]);
    expect(capErrors(bundleWith({ specialFields: [skipping(101)] }))).toEqual([
      {
        code: 'cap.skip-names-per-field',
        path: '/specialFields/0/skipMustConditionConfigList',
        message: '「项目编号」有 101 个跳过的乘车人，超过上限 100 个',
        messageEn: '"项目编号" has 101 skipped passengers, over the cap of 100',
      },
    ]);
  });

  it('values of one audit condition list: 100 pass, 101 do not; the first list over is named with how many more are', () => {
    const withLevels = (n: number) =>
      auditConfig({
        userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 8, userLevels: Array.from({ length: n }, (_, i) => i) } }),
        isNeedExco: true,
        excoAuditDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 1, tripTypes: Array.from({ length: n }, () => 1) } }),
      });
    expect(capErrors(bundleWith({ auditConfigs: [withLevels(100)] }))).toEqual([]);
    expect(capErrors(bundleWith({ auditConfigs: [withLevels(101)] }))).toEqual([
      {
        code: 'cap.audit-condition-values',
        path: '/auditConfigs/0/userInputDto/auditConditionConfigDto/userLevels',
        message: '审批条件「用户等级」的列表有 101 个值，超过上限 100 个（另有 1 个列表也超过）',
        messageEn: 'the audit condition list userLevels has 101 values, over the cap of 100 (1 more list too)',
      },
    ]);
  });

  it('bytes: a bundle of 600 KB passes, one byte more does not', () => {
    const base = bundleWith({ enterpriseName: '' });
    const at = bundleWith({ enterpriseName: 'x'.repeat(MAX_BUNDLE_BYTES - bundleBytes(base)) });
    expect(bundleBytes(at)).toBe(MAX_BUNDLE_BYTES);
    expect(capErrors(at)).toEqual([]);
    expect(capErrors({ ...at, enterpriseName: `${at.enterpriseName}x` })).toEqual([
      { code: 'cap.bundle-bytes', path: '', message: '企业配置过大：601 KB，上限 600 KB', messageEn: 'the bundle is too large: 601 KB, the cap is 600 KB' },
    ]);
  });

  it('a cap error stops the bundle like any lint error, and leaves the other checks to run', () => {
    const result = lintBundle(bundleWith({ specialFields: [...texts(501, [4]), specialField({ specialId: 1 })] }));
    expect(result.ok).toBe(false);
    expect(result.errors.map((e) => e.code)).toEqual(['cap.fields-per-business-type', 'duplicate-special-id']);
  });
});

describe('capUsage / nearCaps (issue 24 §3): how near a draft is to each cap, as the config preview shows it', () => {
  it('counts the fields and options of each business type and the fullest field of a per-field cap, by name', () => {
    const fields = [...texts(410, [4]), choiceField({ specialId: 900, configName: '差旅类型', businessTypeList: [4], showTypeConfigInfo: options(170) })];
    const uses = capUsage(bundleWith({ specialFields: fields }));
    expect(uses.find((u) => u.code === CapCode.FIELDS_PER_BUSINESS_TYPE && u.what.includes('专车'))).toMatchObject({ used: 411, cap: MAX_FIELDS_PER_BUSINESS_TYPE });
    expect(uses.find((u) => u.code === CapCode.OPTIONS_PER_FIELD)).toMatchObject({ what: '「差旅类型」的选项', used: 170, cap: MAX_OPTIONS_PER_FIELD });
    const near = nearCaps(uses);
    expect(near.map((u) => u.what)).toEqual(['「差旅类型」的选项', '适用于专车的特殊字段']);
    expect(near.every((u) => !/[a-z][A-Z]|\//.test(u.what))).toBe(true);
  });

  it('is empty for a small bundle, and reads a draft whatever its shape', () => {
    expect(nearCaps(capUsage(bundleWith({ specialFields: texts(5, [4]) })))).toEqual([]);
    expect(nearCaps(capUsage({ specialFields: 'no list' }))).toEqual([]);
    expect(nearCaps(capUsage(null))).toEqual([]);
  });
});
