/**
 * What differs between two bundles, cut into independent parts (docs/rules.md "Impact diff"):
 * a special field's state reads only its own config, its ancestors' configs and the scenario
 * (rules/fields/special-field-visibility.ts, special-field-required.ts); the audit of a business
 * type reads only its audit config and its no-audit lists; the trip types only the trip-type
 * config. So a field whose config and ancestors are the same in both bundles has the same state
 * in every scenario, and the diff evaluates only the parts that differ, each on a bundle cut
 * down to that part. The cut is exact: it drops nothing a kept state reads.
 */
import { OWN_CAR, SPECIAL_CAR, type BookingBusinessType } from '../model/constants.ts';
import {
  auditConfigFor,
  specialFieldIndex,
  specialFieldsOf,
  tripTypeConfigFor,
  type EnterpriseBundle,
  type SpecialFieldConfig,
} from '../model/bundle.ts';
import { jsonEqual } from '../model/json-equal.ts';

export const BUSINESS_TYPES: readonly BookingBusinessType[] = [SPECIAL_CAR, OWN_CAR];

/** A group of special fields linked by parent edges in either bundle, with both bundles' versions. */
export interface FieldPart {
  kind: 'fields';
  businessType: BookingBusinessType;
  /** The specialIds of the part, ascending. */
  ids: number[];
  /** The fields whose state may change (changed themselves or below a changed field), ascending. */
  affected: number[];
  old: EnterpriseBundle;
  new: EnterpriseBundle;
}

/** The audit of one business type, when it differs. */
export interface AuditPart {
  kind: 'audit';
  businessType: BookingBusinessType;
  old: EnterpriseBundle;
  new: EnterpriseBundle;
}

/** The trip-type config of one business type, when it differs. */
export interface TripPart {
  kind: 'tripTypes';
  businessType: BookingBusinessType;
  old: EnterpriseBundle;
  new: EnterpriseBundle;
}

export type ChangedPart = FieldPart | AuditPart | TripPart;

/** The first field of each specialId, the one the rules read (the linter refuses repeats). */
function firstFields(bundle: EnterpriseBundle): ReadonlyMap<number, SpecialFieldConfig> {
  return specialFieldIndex(specialFieldsOf(bundle));
}

function parentOf(field: SpecialFieldConfig | undefined): number | undefined {
  if (!field?.isAssociation) return undefined;
  return field.parentSpecialId ?? undefined;
}

function appliesTo(field: SpecialFieldConfig | undefined, businessType: number): boolean {
  return (field?.businessTypeList ?? []).includes(businessType);
}

/** The no-audit lists of a business type, whatever their audit type. */
function noAuditListsOf(bundle: EnterpriseBundle, businessType: number) {
  return (bundle.noNeedToAudit ?? []).filter((l) => l.businessType === businessType);
}

function emptyBundle(bundle: EnterpriseBundle): EnterpriseBundle {
  return { enterpriseId: bundle.enterpriseId };
}

/**
 * The parts of two bundles that differ, in a fixed order (by business type, then fields by
 * smallest id, then audit, then trip types), the same whichever bundle comes first.
 *
 * @example changedParts(bundle, bundle) // []
 */
export function changedParts(oldBundle: EnterpriseBundle, newBundle: EnterpriseBundle): ChangedPart[] {
  const olds = firstFields(oldBundle);
  const news = firstFields(newBundle);
  const ids = [...new Set([...olds.keys(), ...news.keys()])].sort((a, b) => a - b);

  // Parent edges of either bundle, both ways.
  const children = new Map<number, number[]>();
  const parents = new Map<number, number[]>();
  const link = (child: number, parent: number | undefined) => {
    if (parent === undefined) return;
    children.set(parent, [...(children.get(parent) ?? []), child]);
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  };
  for (const id of ids) {
    const p1 = parentOf(olds.get(id));
    const p2 = parentOf(news.get(id));
    link(id, p1);
    if (p2 !== p1) link(id, p2);
  }

  // Affected: a changed field and everything below it.
  const affected = new Set<number>();
  const stack = ids.filter((id) => !jsonEqual(olds.get(id), news.get(id)));
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (affected.has(id)) continue;
    affected.add(id);
    for (const c of children.get(id) ?? []) if (!affected.has(c)) stack.push(c);
  }
  // Kept: the affected fields and every ancestor they read.
  const kept = new Set<number>();
  const up = [...affected];
  while (up.length > 0) {
    const id = up.pop() as number;
    if (kept.has(id)) continue;
    kept.add(id);
    for (const p of parents.get(id) ?? []) if (!kept.has(p)) up.push(p);
  }
  // Parts: the kept fields linked by any edge (union-find).
  const root = new Map<number, number>();
  const find = (id: number): number => {
    let r = id;
    while ((root.get(r) ?? r) !== r) r = root.get(r) as number;
    root.set(id, r);
    return r;
  };
  for (const id of kept) root.set(id, id);
  for (const id of kept) {
    for (const p of parents.get(id) ?? []) {
      if (!kept.has(p)) continue;
      const [a, b] = [find(id), find(p)];
      if (a !== b) root.set(Math.max(a, b), Math.min(a, b));
    }
  }
  const groups = new Map<number, number[]>();
  for (const id of [...kept].sort((a, b) => a - b)) {
    const r = find(id);
    groups.set(r, [...(groups.get(r) ?? []), id]);
  }

  const parts: ChangedPart[] = [];
  for (const businessType of BUSINESS_TYPES) {
    for (const group of [...groups.values()].sort((a, b) => (a[0] as number) - (b[0] as number))) {
      const hit = group.filter((id) => affected.has(id));
      // A part none of whose affected fields applies to the business type in either bundle is hidden in both.
      if (!hit.some((id) => appliesTo(olds.get(id), businessType) || appliesTo(news.get(id), businessType))) continue;
      const members = new Set(group);
      const cut = (bundle: EnterpriseBundle) => ({
        ...emptyBundle(bundle),
        specialFields: specialFieldsOf(bundle).filter((f) => members.has(f.specialId) && firstFields(bundle).get(f.specialId) === f),
      });
      parts.push({ kind: 'fields', businessType, ids: group, affected: hit, old: cut(oldBundle), new: cut(newBundle) });
    }
    const oldAudit = auditConfigFor(oldBundle, businessType);
    const newAudit = auditConfigFor(newBundle, businessType);
    if (!jsonEqual(oldAudit, newAudit) || !jsonEqual(noAuditListsOf(oldBundle, businessType), noAuditListsOf(newBundle, businessType))) {
      const cut = (bundle: EnterpriseBundle): EnterpriseBundle => {
        const config = auditConfigFor(bundle, businessType);
        return { ...emptyBundle(bundle), auditConfigs: config ? [config] : [], noNeedToAudit: noAuditListsOf(bundle, businessType) };
      };
      parts.push({ kind: 'audit', businessType, old: cut(oldBundle), new: cut(newBundle) });
    }
    const oldTrips = tripTypeConfigFor(oldBundle, businessType);
    const newTrips = tripTypeConfigFor(newBundle, businessType);
    if (!jsonEqual(oldTrips, newTrips)) {
      const cut = (config: typeof oldTrips, bundle: EnterpriseBundle): EnterpriseBundle => ({
        ...emptyBundle(bundle),
        tripTypeConfigs: config ? [config] : [],
      });
      parts.push({ kind: 'tripTypes', businessType, old: cut(oldTrips, oldBundle), new: cut(newTrips, newBundle) });
    }
  }
  return parts;
}
