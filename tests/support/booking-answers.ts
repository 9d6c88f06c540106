/** Fake-transport answers for the booking pages' component tests: an enterprise bundle's parts, as the reference server answers them. */
import type { EnterpriseBundle } from '../../rules/index.ts';
import { endpoints } from '../../src/shared/index.ts';
import { ok } from './fake-transport.ts';
import type { FakeAnswer } from './fake-transport.ts';
// Imported as a module (not read from disk), so jsdom component tests can use it too.
import huaxinTech from '../../fixtures/enterprises/huaxin-tech/bundle.json';

/** The sample enterprise 上海华信 (fixtures/enterprises/huaxin-tech/bundle.json), the demo booker's. */
export function sampleBundle(): EnterpriseBundle {
  return structuredClone(huaxinTech) as EnterpriseBundle;
}

/** The answers of the `/enterpriseConfig/*` calls for `bundle` (src/server/routes/enterprise-config.ts). */
export function bundleAnswers(bundle: EnterpriseBundle): Record<string, FakeAnswer> {
  return {
    [endpoints.enterpriseConfig.baseInfo.path]: () =>
      ok({
        enterpriseId: bundle.enterpriseId,
        enterpriseName: bundle.enterpriseName ?? '',
        isNeedSmsNotify: bundle.baseConfig?.isNeedSmsNotify ?? false,
        isEnglishCustomer: bundle.baseConfig?.isEnglishCustomer ?? false,
      }),
    [endpoints.enterpriseConfig.configs.path]: () => ok(bundle.configs ?? []),
    [endpoints.enterpriseConfig.tripType.path]: () => ok(bundle.tripTypeConfigs ?? []),
    [endpoints.enterpriseConfig.audit.path]: () => ok(bundle.auditConfigs ?? []),
    [endpoints.enterpriseConfig.specialFields.path]: () => ok(bundle.specialFields ?? []),
    [endpoints.enterpriseConfig.commonFields.path]: () => ok({ specialRequirements: bundle.specialRequirements ?? [] }),
    [endpoints.enterpriseUser.noNeedToAudit.path]: () => ok(bundle.noNeedToAudit ?? []),
  };
}
