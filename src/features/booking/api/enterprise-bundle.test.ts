import { describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../../../rules/index.ts';
import { bundleAnswers } from '../../../../tests/support/booking-answers.ts';
import { fakeTransport } from '../../../../tests/support/fake-transport.ts';
import { bundlePath, enterprises, FIXTURES, readJson } from '../../../../tests/support/fixtures.ts';
import { checkBundle } from './check-bundle.ts';
import { assembleBundle, bundleProblem, fetchEnterpriseBundle } from './enterprise-bundle.ts';

describe('the enterprise bundle the booking pages read (D1)', () => {
  it.each(enterprises())('is put together from the server\'s answers with every part of %s kept', async (enterprise) => {
    const original = readJson(bundlePath(enterprise)) as EnterpriseBundle;
    const checked = await fetchEnterpriseBundle(fakeTransport(bundleAnswers(original)), original.enterpriseId);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { bundle } = checked;
    expect(bundle.enterpriseId).toBe(original.enterpriseId);
    expect(bundle.specialFields ?? []).toEqual(original.specialFields ?? []);
    expect(bundle.auditConfigs ?? []).toEqual(original.auditConfigs ?? []);
    expect(bundle.tripTypeConfigs ?? []).toEqual(original.tripTypeConfigs ?? []);
    expect(bundle.configs ?? []).toEqual(original.configs ?? []);
    expect(bundle.noNeedToAudit ?? []).toEqual(original.noNeedToAudit ?? []);
    expect(bundle.specialRequirements ?? []).toEqual(original.specialRequirements ?? []);
  });

  it('asks every part for the booker\'s enterprise', async () => {
    const original = readJson(bundlePath('huaxin-tech')) as EnterpriseBundle;
    const transport = fakeTransport(bundleAnswers(original));
    await fetchEnterpriseBundle(transport, original.enterpriseId);
    expect(transport.calls).toHaveLength(7);
    for (const call of transport.calls) expect(call.options.query).toEqual({ enterpriseId: original.enterpriseId });
  });

  it('takes a single config where the server answers one object (asked with a business type)', () => {
    const bundle = assembleBundle({
      enterpriseId: 1,
      baseInfo: null,
      configs: { configId: 135, configValue: '1' },
      tripTypes: { businessType: 4, enterpriseServiceTripTypeList: [1], defaultTripTypeConfigValue: 1 },
      audits: null,
      specialFields: null,
      specialRequirements: null,
      noNeedToAudit: null,
    }) as EnterpriseBundle;
    expect(bundle.configs).toEqual([{ configId: 135, configValue: '1' }]);
    expect(bundle.tripTypeConfigs).toHaveLength(1);
    expect(bundle.auditConfigs).toEqual([]);
    expect(checkBundle(bundle).ok).toBe(true);
  });

  it('refuses a broken config before any rule reads it, saying what and where in Chinese', () => {
    const broken = readJson(`${FIXTURES}invalid/missing-parent.json`);
    const checked = checkBundle(broken);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const message = bundleProblem(checked.issues);
    expect(message).toMatch(/^企业配置有误，暂时无法预订/);
    expect(message).toContain(checked.issues[0]!.path);
    expect(message).toContain(checked.issues[0]!.message);
  });

  it('refuses a bundle that breaks its schema with the pointer of the break', () => {
    const checked = checkBundle({ enterpriseId: 1, specialFields: [{ specialId: 'seven' }] });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.some((i) => i.path.startsWith('/specialFields/0'))).toBe(true);
  });
});
