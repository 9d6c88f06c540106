import { describe, expect, it } from 'vitest';
import { reason, REASON_TEMPLATES, renderReason, renderReasons, type ReasonCode } from './reasons.ts';

const codes = Object.keys(REASON_TEMPLATES) as ReasonCode[];
const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('reason templates (docs/rules.md "Errors and reasons")', () => {
  it.each(codes)('%s has a Chinese and an English template', (code) => {
    const { zh, en } = REASON_TEMPLATES[code];
    expect(zh.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    // The Chinese names a parent by its name where the English gives its id, and leaves out the raw
    // codes the English (the CLI's) names (a status flag, a section's property, issue 24 §2); otherwise both say the same.
    const zhOnly = placeholders(zh).filter((p) => !placeholders(en).includes(p));
    const enOnly = placeholders(en).filter((p) => !placeholders(zh).includes(p));
    expect(zhOnly.every((p) => p === 'parentName')).toBe(true);
    expect(enOnly.every((p) => ['parentId', 'statusFlag', 'section'].includes(p ?? ''))).toBe(true);
  });

  it('codes are dotted names', () => {
    for (const code of codes) expect(code).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
  });
});

describe('renderReason', () => {
  it('names trip types by the labels of the business type', () => {
    const special = reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] });
    expect(renderReason(special, 'zh')).toBe('必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中');
    expect(renderReason(special, 'en')).toBe('mandatory: trip type 1 is in 1, 3');
    const own = reason('mustCondition.tripTypeNotIn', { businessType: 5, tripType: 1, tripTypes: [4] });
    expect(renderReason(own, 'zh')).toBe('选填：行程类型「同城」不在条件列表（休假）中');
  });

  it('shows a trip type by its number when the business type is not known', () => {
    expect(renderReason(reason('audit.valueNotIn', { condition: 'tripType', value: 5, list: [1, 3] }), 'zh')).toBe(
      '行程类型「5」不在列表（1、3）中',
    );
  });

  it('names payment types, show types and business types', () => {
    expect(renderReason(reason('payment.reselected', { paymentType: 20, selectedPaymentType: 4 }), 'zh')).toBe(
      '支付方式「余额」不可选，已改为「挂账」',
    );
    expect(renderReason(reason('required.neverForShowType', { showType: 8 }), 'zh')).toBe('选填：「文字说明」类型的字段从不必填');
    expect(renderReason(reason('field.notForBusinessType', { businessType: 5 }), 'zh')).toBe('隐藏：该字段未配置用于自有车');
    expect(renderReason(reason('field.notForBusinessType', { businessType: 5 }), 'en')).toBe('hidden: not configured for business type 5');
  });

  it('says -1 is any value and an empty list is empty', () => {
    expect(renderReason(reason('audit.valueIn', { condition: 'paymentType', value: 2, list: [-1, 4] }), 'zh')).toBe(
      '支付方式「信用卡」在列表（任意、挂账）中',
    );
    expect(renderReason(reason('audit.valueNotIn', { condition: 'userLevel', value: 2, list: [] }), 'zh')).toBe('用户等级「2」不在列表（空）中');
    expect(renderReason(reason('audit.valueNotIn', { condition: 'userLevel', value: 2, list: [] }), 'en')).toBe('user level 2 is not in none');
  });

  it('leaves a placeholder whose parameter is missing, so tests can see it', () => {
    expect(renderReason(reason('required.waived'), 'zh')).toBe('免填：乘车人「{passenger}」在跳过名单中');
  });

  it('renders a list of reasons in order', () => {
    expect(renderReasons([reason('audit.shown'), reason('audit.readOnly')], 'zh')).toEqual([
      '显示：需要审批，审批栏已开启，条件满足',
      '只读：该审批栏设置为只读',
    ]);
  });
});
