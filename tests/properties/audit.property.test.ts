import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { listPasses } from '../../rules/audit/audit-conditions.ts';
import { evaluateAudit } from '../../rules/audit/audit-visibility.ts';
import { auditConfigArb, bundleArb, conditionListArb, scenarioArb } from '../arbitraries/bundle.ts';

test.prop([conditionListArb, fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined })])(
  'a list holding -1 passes every value, also a missing one',
  (list, value) => {
    expect(listPasses([...list, -1], value)).toBe(true);
  },
);

test.prop([bundleArb, auditConfigArb(4), scenarioArb, fc.integer({ min: 0, max: 5 })])(
  'switching a condition bit off never hides a section that was visible',
  (bundle, config, scenario, bitIndex) => {
    const bit = 1 << bitIndex;
    const withBit = { ...bundle, auditConfigs: [config] };
    const off = (dto: typeof config.userInputDto) =>
      dto?.auditConditionConfigDto
        ? { ...dto, auditConditionConfigDto: { ...dto.auditConditionConfigDto, conditionBits: dto.auditConditionConfigDto.conditionBits & ~bit } }
        : dto;
    const withoutBit = {
      ...bundle,
      auditConfigs: [{ ...config, userInputDto: off(config.userInputDto), costCenterDto: off(config.costCenterDto), excoAuditDto: off(config.excoAuditDto) }],
    };
    const at = { ...scenario, businessType: 4 as const };
    const before = evaluateAudit(withBit, at).sections;
    const after = evaluateAudit(withoutBit, at).sections;
    before.forEach((section, i) => {
      if (section.visible) expect(after[i]?.visible).toBe(true);
    });
  },
);

test.prop([bundleArb, scenarioArb])('a hidden audit section is never required nor editable', (bundle, scenario) => {
  for (const section of evaluateAudit(bundle, scenario).sections) {
    if (!section.visible) expect([section.required, section.editable]).toEqual([false, false]);
  }
});

test.prop([bundleArb, scenarioArb])('the audit part is visible exactly when one of its sections is', (bundle, scenario) => {
  const audit = evaluateAudit(bundle, scenario);
  expect(audit.visible).toBe(audit.sections.some((s) => s.visible));
});
