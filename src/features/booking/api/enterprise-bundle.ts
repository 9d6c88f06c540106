/**
 * The enterprise bundle (D1) as the portal gathers it: the `/enterpriseConfig/*` and
 * `/enterpriseUser/noNeedToAudit` answers put together, then checked with `lintBundle` (schema
 * first, then D10 semantics) before any rule reads it. A broken config is an expected failure
 * and comes back as issues with their JSON Pointers, never as a crash (style: issues as values).
 *
 * This module asks and assembles; the check (`check-bundle.ts`, the rules core with ajv) is fetched
 * when the answers are in, so the boot can ask for the bundle from the first chunk (issue 9, mount)
 * without carrying the rules core.
 */
import { queryOptions } from '@tanstack/react-query';

import type {
  AuditConfig,
  EnterpriseConfigEntry,
  LintIssue,
  NoNeedToAuditList,
  SpecialFieldConfig,
  SpecialRequirement,
  TripTypeConfig,
} from '../../../../rules/index.ts';
import { resultOf } from '../../../lib/query-client.ts';
import { endpoints } from '../../../shared/index.ts';
import type { EnterpriseBaseInfo } from '../../../shared/index.ts';
import type { Transport } from '../../../transport/index.ts';
import { bookingKeys } from './query-keys.ts';

/** The answers a bundle is assembled from, as the calls return them (a single object or null where asked without a business type). */
export interface BundleParts {
  enterpriseId: number;
  baseInfo: EnterpriseBaseInfo | null;
  configs: EnterpriseConfigEntry[] | { configId: number; configValue: string } | null;
  tripTypes: TripTypeConfig[] | TripTypeConfig | null;
  audits: AuditConfig[] | AuditConfig | null;
  specialFields: SpecialFieldConfig[] | null;
  specialRequirements: SpecialRequirement[] | null;
  noNeedToAudit: NoNeedToAuditList[] | null;
}

import type { CheckedBundle } from './check-bundle.ts';

export type { CheckedBundle };

const listOf = <T>(value: T[] | T | null | undefined): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);

/**
 * The bundle of D1 from the calls' answers; a part the server did not answer is left out (D1: a
 * missing list is empty, a missing config is off). Pure; the answers are not changed.
 *
 * @example assembleBundle({ enterpriseId: 1001, baseInfo: null, configs: [], tripTypes: [], audits: null,
 *   specialFields: [], specialRequirements: null, noNeedToAudit: null }) // { enterpriseId: 1001, configs: [], ... }
 */
export function assembleBundle(parts: BundleParts): unknown {
  const bundle: Record<string, unknown> = { enterpriseId: parts.enterpriseId };
  if (parts.baseInfo) {
    bundle.enterpriseName = parts.baseInfo.enterpriseName;
    bundle.baseConfig = { isNeedSmsNotify: parts.baseInfo.isNeedSmsNotify, isEnglishCustomer: parts.baseInfo.isEnglishCustomer };
  }
  bundle.configs = listOf(parts.configs);
  bundle.tripTypeConfigs = listOf(parts.tripTypes);
  bundle.auditConfigs = listOf(parts.audits);
  bundle.specialFields = parts.specialFields ?? [];
  bundle.noNeedToAudit = parts.noNeedToAudit ?? [];
  bundle.specialRequirements = parts.specialRequirements ?? [];
  return bundle;
}

/**
 * What a booker sees when the enterprise's config is broken: what is wrong and where, in Chinese
 * (the JSON Pointer names the part of the bundle), so the admin can be told exactly.
 *
 * @example bundleProblem(issues) // '企业配置有误，暂时无法预订：/specialFields/1/parentSpecialId：…'
 */
export function bundleProblem(issues: readonly LintIssue[]): string {
  const shown = issues.slice(0, 3).map((i) => `${i.path || '/'}：${i.message}`);
  const more = issues.length > shown.length ? `（另有 ${issues.length - shown.length} 处）` : '';
  return `企业配置有误，暂时无法预订，请联系企业管理员：${shown.join('；')}${more}`;
}

/** Fetches the parts of the enterprise's bundle in parallel and checks the whole (D1, D10). */
export async function fetchEnterpriseBundle(transport: Transport, enterpriseId: number): Promise<CheckedBundle> {
  const query = { enterpriseId };
  // The checker's code comes while the answers do (the page has it already).
  const checker = import('./check-bundle.ts');
  const [baseInfo, configs, tripTypes, audits, specialFields, common, noNeedToAudit] = await Promise.all([
    resultOf(transport.call(endpoints.enterpriseConfig.baseInfo, { query })),
    resultOf(transport.call(endpoints.enterpriseConfig.configs, { query })),
    resultOf(transport.call(endpoints.enterpriseConfig.tripType, { query })),
    resultOf(transport.call(endpoints.enterpriseConfig.audit, { query })),
    resultOf(transport.call(endpoints.enterpriseConfig.specialFields, { query })),
    resultOf(transport.call(endpoints.enterpriseConfig.commonFields, { query })),
    resultOf(transport.call(endpoints.enterpriseUser.noNeedToAudit, { query })),
  ]);
  const { checkBundle } = await checker;
  return checkBundle(
    assembleBundle({
      enterpriseId,
      baseInfo,
      configs,
      tripTypes,
      audits,
      specialFields,
      specialRequirements: common?.specialRequirements ?? null,
      noNeedToAudit,
    }),
  );
}

/**
 * The checked bundle as a query. Kept while the booking pages are open (the same object for every
 * keystroke, so compiled schemas stay `===`, issue 8 §1) and asked again on the next visit.
 */
export function enterpriseBundleQuery(transport: Transport, enterpriseId: number) {
  return queryOptions({
    queryKey: bookingKeys.bundle(enterpriseId),
    queryFn: () => fetchEnterpriseBundle(transport, enterpriseId),
    staleTime: Infinity,
  });
}
