import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import bundleSchema from '../../schemas/bundle.schema.json' with { type: 'json' };
import { brokenBundleArb } from '../../tests/arbitraries/bundle.ts';
import type { EnterpriseBundle, SpecialFieldConfig } from '../model/bundle.ts';
import { BUNDLE_LABELS } from './bundle-labels.ts';
import { bundleIssueText, bundleIssuesInWords } from './bundle-issue-text.ts';
import { lintBundle } from './lint-bundle.ts';
import { lintBundleInWords } from './lint-bundle-in-words.ts';
import { MORE_ERRORS_NOT_LISTED } from './schema-check.ts';

const SEEDED = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as EnterpriseBundle;

/** Any JSON, as a test writes into it (the bundle broken on purpose). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test breaks the bundle's typed shape on purpose
type Loose = any;

/** The seeded bundle with one change, and the schema errors' sentences. */
function sentenceOf(change: (bundle: Loose) => void): string[] {
  const bundle: Loose = structuredClone(SEEDED);
  change(bundle);
  return lintBundleInWords(bundle).errors.map((e) => e.message);
}

describe('the bundle’s schema check in sentences (issue 24 §1)', () => {
  it('additionalProperties: names the place and quotes the admin’s unknown key', () => {
    expect(sentenceOf((b) => (b.specialFields[0].extra = 1))).toEqual(['特殊字段「项目编号」里有一项本配置不认识的设置“extra”，请删除它']);
    expect(sentenceOf((b) => (b.extra = true))).toEqual(['配置里有一项本配置不认识的设置“extra”，请删除它']);
  });

  it('type: the setting by its Chinese name and the kind of value it takes', () => {
    expect(sentenceOf((b) => (b.specialFields[0].isMandatory = 'yes'))).toEqual(['特殊字段「项目编号」的「必填」应为是或否']);
    expect(sentenceOf((b) => (b.specialFields[1].businessTypeList = [4, 'x']))).toEqual(['特殊字段「出差事由」的「适用于」的第 2 项应为整数']);
    expect(sentenceOf((b) => (b.specialFields[0].parentSpecialId = 'x'))).toEqual(['特殊字段「项目编号」的「所依据的字段」应为整数或空']);
    expect(sentenceOf((b) => (b.auditConfigs[0].userInputDto.isShow = 3))).toEqual(['专车的审批配置中的「用户填写的审批人」的「显示」应为是或否']);
    expect(sentenceOf((b) => (b.specialFields[1].showTypeConfigInfo[0].optionContent = 5))).toEqual(['特殊字段「出差事由」的第 1 个选项的「选项名称」应为文字']);
  });

  it('enum: the value is not one of those offered', () => {
    expect(sentenceOf((b) => (b.auditConfigs[0].auditType = 9))).toEqual(['专车的审批配置的「审批人来源」不是可选的值，请从可选的值中选择']);
  });

  it('minimum and maximum: the bound in words', () => {
    expect(sentenceOf((b) => (b.enterpriseId = 0))).toEqual(['「企业编号」应不小于 1']);
    expect(sentenceOf((b) => (b.specialFields[1].showType = 9))).toEqual(['特殊字段「出差事由」的「字段类型」应不大于 8']);
    expect(sentenceOf((b) => (b.auditConfigs[0].userInputDto.auditConditionConfigDto.conditionBits = 64))).toEqual([
      '专车的审批配置中的「用户填写的审批人」的审批条件的「需要同时满足的条件」应不大于 63',
    ]);
  });

  it('minLength: an empty name, the field then named by its place', () => {
    expect(sentenceOf((b) => (b.specialFields[4].configName = ''))).toEqual(['第 5 个特殊字段的「字段名称」不能为空']);
  });

  it('required: what is missing, by its name', () => {
    expect(sentenceOf((b) => delete b.specialFields[2].configName)).toEqual(['第 3 个特殊字段缺少「字段名称」，请补上']);
    expect(sentenceOf((b) => delete b.enterpriseId)).toEqual(['配置缺少「企业编号」，请补上']);
    expect(sentenceOf((b) => delete b.specialFields[1].showTypeConfigInfo[3].optionId)).toEqual(['特殊字段「出差事由」的选项「其他」缺少「选项编号」，请补上']);
  });

  it('anyOf: the default value’s shapes, said once (not once per branch)', () => {
    expect(sentenceOf((b) => (b.specialFields[3].defaultValue = { a: 1 }))).toEqual(['特殊字段「附件」的「默认值」应为文字、数字或数字的列表']);
  });

  it('the keywords the bundle schema does not use today are sentences too', () => {
    const at = (code: string, messageEn: string) => bundleIssueText(SEEDED, { code, path: '/specialFields/0/configName', message: '', messageEn });
    expect(at('schema.maxLength', 'must NOT have more than 20 characters')).toBe('特殊字段「项目编号」的「字段名称」不能多于 20 个字');
    expect(at('schema.minLength', 'must NOT have fewer than 2 characters')).toBe('特殊字段「项目编号」的「字段名称」至少应有 2 个字');
    expect(at('schema.const', 'must be equal to constant')).toBe('特殊字段「项目编号」的「字段名称」不是可选的值，请从可选的值中选择');
    expect(at('schema.pattern', 'must match pattern "^x$"')).toBe('特殊字段「项目编号」的「字段名称」不符合要求');
    expect(at('schema.exclusiveMinimum', 'must be > 0')).toBe('特殊字段「项目编号」的「字段名称」应大于 0');
  });

  it('reads the expected type, the limit and the missing setting from the Chinese alone, as the browser’s checker gives them', () => {
    const browser = (code: string, path: string, message: string) => bundleIssueText(SEEDED, { code, path, message, messageEn: '' });
    expect(browser('schema.type', '/specialFields/0/isMandatory', '应当是 boolean 类型')).toBe('特殊字段「项目编号」的「必填」应为是或否');
    expect(browser('schema.maximum', '/specialFields/0/showType', '应当为 <= 8')).toBe('特殊字段「项目编号」的「字段类型」应不大于 8');
    expect(browser('schema.minLength', '/specialFields/0/configName', '不应少于 1 个字符')).toBe('特殊字段「项目编号」的「字段名称」不能为空');
    expect(browser('schema.required', '/specialFields/0', '应当有必需属性 showType')).toBe('特殊字段「项目编号」缺少「字段类型」，请补上');
  });

  it('says the “more errors” notice as it is', () => {
    expect(bundleIssueText(SEEDED, MORE_ERRORS_NOT_LISTED)).toBe(MORE_ERRORS_NOT_LISTED.message);
    expect(bundleIssuesInWords(SEEDED, [MORE_ERRORS_NOT_LISTED])).toEqual([MORE_ERRORS_NOT_LISTED]);
  });

  it('says each rule of D10 as a sentence naming its place, codes by their names (issue 24 §2)', () => {
    const said = (edit: (b: EnterpriseBundle) => void) => {
      const bundle = structuredClone(SEEDED);
      edit(bundle);
      const lint = lintBundleInWords(bundle);
      return [...lint.errors, ...lint.warnings].map((i) => i.message);
    };
    const fields = (b: EnterpriseBundle) => b.specialFields!;
    expect(said((b) => (fields(b)[1]!.specialId = 101))).toContain('特殊字段「出差事由」与特殊字段「项目编号」的编号相同（都是 101），每个特殊字段的编号应各不相同');
    expect(said((b) => fields(b).push({ specialId: 900, configName: '成本编号', showType: 3 } as SpecialFieldConfig))).toContain('特殊字段「成本编号」是下拉框，但没有选项，请添加选项');
    expect(said((b) => Object.assign(fields(b)[0]!, { isAssociation: true, parentSpecialId: 999, associationParentInfo: [{ optionId: 1, whetherHide: false }] }))).toContain(
      '特殊字段「项目编号」所依据的字段（编号 999）不存在，请重新选择何时显示此字段',
    );
    expect(said((b) => Object.assign(fields(b)[0]!, { isAssociation: true, parentSpecialId: 102, associationParentInfo: [{ optionId: 77, whetherHide: false }] }))).toContain(
      '特殊字段「项目编号」所依据的字段「出差事由」没有这个选项，请重新选择',
    );
    expect(said((b) => Object.assign(fields(b)[0]!, { isHaveMustCondition: true, mustConditionConfigList: [{ conditionType: 2, conditionValue: 'x' }] }))).toContain(
      '特殊字段「项目编号」的第 1 个必填条件的写法不对：应为行程类型，多个时用逗号分隔',
    );
    expect(said((b) => delete b.auditConfigs![0]!.auditType)).toContain('专车的审批配置需要审批，但没有选择「审批人来源」');
  });

  it('no sentence of the rules holds a JSON path, a property name or a raw code (property over broken bundles)', () => {
    const ids = SEEDED.specialFields!.map((f) => f.specialId);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            field: fc.nat({ max: ids.length - 1 }),
            parent: fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 2000 })),
            showType: fc.integer({ min: 1, max: 8 }),
            dropOptions: fc.boolean(),
            condition: fc.constantFrom('x', '1,,3', '-2', ''),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          const bundle = structuredClone(SEEDED);
          for (const e of edits) {
            const f = bundle.specialFields![e.field]!;
            Object.assign(f, { showType: e.showType, isAssociation: true, parentSpecialId: e.parent, associationParentInfo: [{ optionId: 5, whetherHide: false }] });
            if (e.dropOptions) f.showTypeConfigInfo = [];
            Object.assign(f, { isHaveMustCondition: true, mustConditionConfigList: [{ conditionType: 2, conditionValue: e.condition }] });
          }
          const lint = lintBundleInWords(bundle);
          for (const issue of [...lint.errors, ...lint.warnings]) {
            expect(issue.message).not.toMatch(/\/[A-Za-z]|[a-z][A-Z]|类型 \d|Dto\b/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('every setting of the bundle’s schema has a Chinese name', () => {
    const names = new Set(Object.values(BUNDLE_LABELS).flatMap((labels) => Object.keys(labels)));
    const missing: string[] = [];
    const walk = (node: unknown) => {
      if (node === null || typeof node !== 'object') return;
      const properties = (node as { properties?: Record<string, unknown> }).properties;
      for (const key of Object.keys(properties ?? {})) if (!names.has(key)) missing.push(key);
      for (const value of Object.values(node)) walk(value);
    };
    walk(bundleSchema);
    expect(missing).toEqual([]);
    expect(Object.values(BUNDLE_LABELS).flatMap((labels) => Object.values(labels)).filter((label: string) => /[A-Za-z]/.test(label))).toEqual([]);
  });

  it('law: no sentence of the schema check holds a property name, a JSON Pointer or ajv’s words, but for the admin’s own quoted words', () => {
    fc.assert(
      fc.property(brokenBundleArb, (broken) => {
        const messages = lintBundleInWords(broken).errors.filter((e) => e.code.startsWith('schema.')).map((e) => e.message);
        for (const message of messages) {
          // The admin's own words: an unknown key (“…”) and the names of fields and options (「…」, beside the settings' Chinese names).
          const ours = message.replace(/“[^”]*”/g, '').replace(/「[^」]*」/g, '');
          expect(ours, message).not.toMatch(/[A-Za-z]|\//);
          expect(message).not.toMatch(/应当|属性|类型 *$/);
          expect(message).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('lintBundle alone keeps the schema’s own words (the booking page loads no sentences: issue 9 §2)', () => {
  it('the same issue, in the schema’s words and in a sentence', () => {
    const raw = lintBundle({ enterpriseId: 1, extra: 1 }).errors.map((e) => e.message);
    const worded = lintBundleInWords({ enterpriseId: 1, extra: 1 }).errors.map((e) => e.message);
    expect(raw).toEqual(['不允许有额外的属性: extra']);
    expect(worded).toHaveLength(1);
    expect(worded[0]).toContain('“extra”');
    expect(worded[0]).not.toContain('不允许有额外的属性');
  });
});
