import { describe, expect, it } from 'vitest';
import { auditConfig, auditSection, bundleWith } from '../../tests/support/builders.ts';
import { reason, renderReason, renderReasons } from '../model/reasons.ts';
import { auditSectionRoles, evaluateAudit } from './audit-visibility.ts';

describe('auditSectionRoles: approval order (D3)', () => {
  it('auditType 1 has the user-entered approver', () => {
    expect(auditSectionRoles(auditConfig({ auditType: 1 }))).toEqual(['userInput']);
  });
  it('auditType 2 has the cost-centre approver, ownCostCenter for own car', () => {
    expect(auditSectionRoles(auditConfig({ auditType: 2 }))).toEqual(['costCenter']);
    expect(auditSectionRoles(auditConfig({ businessType: 5, auditType: 2 }))).toEqual(['ownCostCenter']);
  });
  it('the reviewer stands before the primary when excoOrder is 1 and after it when 2', () => {
    expect(auditSectionRoles(auditConfig({ isNeedExco: true, excoOrder: 1 }))).toEqual(['exco', 'userInput']);
    expect(auditSectionRoles(auditConfig({ isNeedExco: true, excoOrder: 2 }))).toEqual(['userInput', 'exco']);
  });
  it('auditType 3 has the reviewer alone, whatever isNeedExco says', () => {
    expect(auditSectionRoles(auditConfig({ auditType: 3, isNeedExco: false }))).toEqual(['exco']);
  });
});

describe('evaluateAudit (spec §3, §5, D3)', () => {
  it('shows a section that is needed, switched on and has no conditions', () => {
    const audit = evaluateAudit(bundleWith({ auditConfigs: [auditConfig()] }), { businessType: 4 });
    expect(audit.visible).toBe(true);
    expect(audit.sections).toMatchObject([{ role: 'userInput', visible: true, required: true, editable: true }]);
  });

  it('hides every section when the business type needs no audit', () => {
    const audit = evaluateAudit(bundleWith({ auditConfigs: [auditConfig({ isNeedAudit: false })] }), { businessType: 4 });
    expect(audit.visible).toBe(false);
    expect(audit.sections[0]).toMatchObject({ visible: false, required: false, editable: false });
  });

  it('a hidden section is never required nor editable', () => {
    const config = auditConfig({ userInputDto: auditSection({ isShow: false, isRequired: true, isCanEdit: true }) });
    expect(evaluateAudit(bundleWith({ auditConfigs: [config] }), {}).sections[0]).toMatchObject({
      visible: false,
      required: false,
      editable: false,
      because: [reason('audit.sectionOff')],
    });
    expect(renderReason(reason('audit.sectionOff'), 'zh')).toBe('隐藏：该审批栏设置为不显示');
  });

  it('follows isRequired and isCanEdit of a visible section', () => {
    const config = auditConfig({ userInputDto: auditSection({ isRequired: false, isCanEdit: false }) });
    expect(evaluateAudit(bundleWith({ auditConfigs: [config] }), {}).sections[0]).toMatchObject({
      visible: true,
      required: false,
      editable: false,
    });
  });

  it('reads the config of the scenario business type only', () => {
    const bundle = bundleWith({ auditConfigs: [auditConfig({ businessType: 5, auditType: 2, ownCostCenterDto: auditSection() })] });
    expect(evaluateAudit(bundle, { businessType: 4 })).toEqual({ visible: false, sections: [] });
    expect(evaluateAudit(bundle, { businessType: 5 }).sections.map((s) => s.role)).toEqual(['ownCostCenter']);
  });

  it('hides a section whose condition fails and says why', () => {
    const config = auditConfig({
      userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 4, paymentTypes: [4] } }),
    });
    const audit = evaluateAudit(bundleWith({ auditConfigs: [config] }), { paymentType: 2 });
    expect(audit.sections[0]?.because).toEqual([
      reason('audit.conditionFails'),
      reason('audit.valueNotIn', { condition: 'paymentType', value: 2, list: [4] }),
    ]);
    expect(renderReasons(audit.sections[0]?.because ?? [], 'en')).toEqual(['hidden: a condition fails', 'payment type 2 is not in 4']);
    expect(renderReasons(audit.sections[0]?.because ?? [], 'zh')).toEqual(['隐藏：审批条件不满足', '支付方式「信用卡」不在列表（挂账）中']);
  });

  it('bit 16 reads the no-audit list of the business type and the config auditType', () => {
    const config = auditConfig({
      userInputDto: auditSection({ hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 16 } }),
    });
    const bundle = bundleWith({
      auditConfigs: [config],
      noNeedToAudit: [
        { businessType: 4, auditType: 1, bookerIds: ['u-1002'] },
        { businessType: 5, auditType: 1, bookerIds: ['u-1001'] },
      ],
    });
    expect(evaluateAudit(bundle, { bookerId: 'u-1002' }).visible).toBe(false);
    expect(evaluateAudit(bundle, { bookerId: 'u-1001' }).visible).toBe(true);
  });

  it('is visible as a whole when at least one section is, and offers the comment then', () => {
    const config = auditConfig({
      isNeedExco: true,
      excoOrder: 2,
      excoAuditDto: auditSection({ isShow: false }),
      hasComment: true,
      commentName: '审批说明',
      commentContent: '请说明用车原因',
    });
    const audit = evaluateAudit(bundleWith({ auditConfigs: [config] }), {});
    expect(audit.sections.map((s) => [s.role, s.visible])).toEqual([
      ['userInput', true],
      ['exco', false],
    ]);
    expect(audit.comment).toEqual({ label: '审批说明', placeholder: '请说明用车原因' });
  });

  it('has no comment when no section is visible', () => {
    const config = auditConfig({ userInputDto: auditSection({ isShow: false }), hasComment: true, commentName: '说明' });
    expect(evaluateAudit(bundleWith({ auditConfigs: [config] }), {}).comment).toBeUndefined();
  });
});
