/** Small builders for example tests: a complete, applicable config with only what a test changes. */
import type { AuditConfig, AuditSectionConfig, EnterpriseBundle, SpecialFieldConfig } from '../../rules/model/bundle.ts';

/** An applicable special-car text field, optional unless the overrides say otherwise. */
export function specialField(overrides: Partial<SpecialFieldConfig> & { specialId: number }): SpecialFieldConfig {
  return {
    configName: `字段${overrides.specialId}`,
    showType: 2,
    isShow: true,
    statusFlag: 1,
    isMandatory: false,
    isHaveMustCondition: false,
    isAssociation: false,
    businessTypeList: [4, 5],
    ...overrides,
  };
}

/** A choice field with options 1 (是) and 2 (否). */
export function choiceField(overrides: Partial<SpecialFieldConfig> & { specialId: number }): SpecialFieldConfig {
  return specialField({
    showType: 3,
    showTypeConfigInfo: [
      { optionId: 1, optionContent: '是' },
      { optionId: 2, optionContent: '否' },
    ],
    ...overrides,
  });
}

/** A shown, required, editable audit section without conditions. */
export function auditSection(overrides: Partial<AuditSectionConfig> = {}): AuditSectionConfig {
  return { isShow: true, isRequired: true, isCanEdit: true, hasAuditCondition: false, ...overrides };
}

/** A special-car audit config of auditType 1 needing audit. */
export function auditConfig(overrides: Partial<AuditConfig> = {}): AuditConfig {
  return { businessType: 4, isNeedAudit: true, auditType: 1, userInputDto: auditSection(), ...overrides };
}

export function bundleWith(parts: Partial<EnterpriseBundle>): EnterpriseBundle {
  return { enterpriseId: 1001, ...parts };
}
