/**
 * Typed, read-only access to an enterprise bundle (D1): a missing list is empty, a missing
 * config is off. Types are derived from schemas/bundle.schema.json (rules/generated/).
 */
import type {
  AuditConfig,
  EnterpriseBundle,
  NoNeedToAuditList,
  SpecialFieldConfig,
  TripTypeConfig,
} from '../generated/bundle.ts';

export type {
  AuditConditionConfig,
  AuditConfig,
  AuditSectionConfig,
  AssociationParentInfo,
  BaseConfig,
  EnterpriseBundle,
  EnterpriseConfigEntry,
  MustCondition,
  NoNeedToAuditList,
  SkipMustCondition,
  SpecialFieldConfig,
  SpecialFieldOption,
  SpecialRequirement,
  TripTypeConfig,
} from '../generated/bundle.ts';

/** The value of enterprise config `configId`, trimmed, or undefined when the bundle does not set it. */
export function configValue(bundle: EnterpriseBundle, configId: number): string | undefined {
  return bundle.configs?.find((c) => c.configId === configId)?.configValue.trim();
}

/** The audit config of a business type (the first one, when an invalid bundle holds several). */
export function auditConfigFor(bundle: EnterpriseBundle, businessType: number): AuditConfig | undefined {
  return bundle.auditConfigs?.find((c) => c.businessType === businessType);
}

/** The trip-type config of a business type. */
export function tripTypeConfigFor(bundle: EnterpriseBundle, businessType: number): TripTypeConfig | undefined {
  return bundle.tripTypeConfigs?.find((c) => c.businessType === businessType);
}

/** The special config fields, in the bundle's order. */
export function specialFieldsOf(bundle: EnterpriseBundle): readonly SpecialFieldConfig[] {
  return bundle.specialFields ?? [];
}

const fieldIndexes = new WeakMap<readonly SpecialFieldConfig[], ReadonlyMap<number, SpecialFieldConfig>>();

/**
 * The special config fields by specialId (the first of a repeated id, which the linter refuses).
 * Built once per fields list and remembered while the list lives, since a bundle is read again
 * at every change of the booking.
 */
export function specialFieldIndex(fields: readonly SpecialFieldConfig[]): ReadonlyMap<number, SpecialFieldConfig> {
  let index = fieldIndexes.get(fields);
  if (!index) {
    const byId = new Map<number, SpecialFieldConfig>();
    for (const f of fields) if (!byId.has(f.specialId)) byId.set(f.specialId, f);
    index = byId;
    fieldIndexes.set(fields, index);
  }
  return index;
}

/** The booker ids exempt from audit for a business type and audit type (spec §6). */
export function noNeedToAuditBookers(
  bundle: EnterpriseBundle,
  businessType: number,
  auditType: number,
): readonly string[] {
  return (bundle.noNeedToAudit ?? [])
    .filter((l) => l.businessType === businessType && l.auditType === auditType)
    .flatMap((l) => l.bookerIds);
}

/**
 * The bundle with the enterprise's own no-audit list (kept by its administrators, docs/administration.md
 * "用户") joined to the lists the bundle names: those bookers are on the list of every audit config's
 * business type and audit type, so the audit conditions' bit 16 (spec D3) reads them as any other.
 * Pure: the bundle given is not changed; no bookers gives the same bundle back.
 *
 * @example withNoAuditBookers({ enterpriseId: 1, auditConfigs: [{ businessType: 4, isNeedAudit: true, auditType: 1 }] }, ['u-1']).noNeedToAudit
 * // [{ businessType: 4, auditType: 1, bookerIds: ['u-1'] }]
 */
export function withNoAuditBookers(bundle: EnterpriseBundle, bookerIds: readonly string[]): EnterpriseBundle {
  if (bookerIds.length === 0) return bundle;
  const added: NoNeedToAuditList[] = (bundle.auditConfigs ?? [])
    .filter((c) => c.auditType !== undefined)
    .map((c) => ({ businessType: c.businessType, auditType: c.auditType!, bookerIds: [...bookerIds] }));
  return { ...bundle, noNeedToAudit: [...(bundle.noNeedToAudit ?? []), ...added] };
}
