/**
 * What the rules correct in a booking as it is written, applied to the booking data and never
 * silently (issue 8 §2, issue 22 §1). Each correction writes a decision the rules already made
 * into the data and says so with a notice:
 * - D3: the approver sections are prefilled again when payment type, cost centre or trip type
 *   changes (spec §4), keeping what the booker typed into an editable section (`refreshAuditFields`);
 * - D5: when a settle/checkout option (or a price picture) leaves a single payment option, the
 *   payment type becomes it (`evaluate(...).payment.selected`);
 * - D6: a local one-way trip refuses an airport address; its kind resets to a railway station and
 *   what was chosen for the airport is cleared, the city kept (`evaluate(...).addressResets`);
 *   an address nothing was chosen for follows the trip type first, silently (`addressesFollowTrip`).
 * Pure; the input is never changed, and data nothing corrects is returned as it came.
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import { auditConfigFor } from '../model/bundle.ts';
import { paymentTypeLabels, SPECIAL_CAR } from '../model/constants.ts';
import { tripAddressType } from '../trip/trip-types.ts';
import { jsonEqual } from '../model/json-equal.ts';
import { changedAuditFields, refreshAuditFields, valueAt, type AuditFormKind } from '../audit/audit-refresh.ts';
import type { EvaluationResult } from '../evaluate.ts';
import { costCentreApproverOf, type BookingContext, type BookingData, type BookingKind } from '../compile/booking-scenario.ts';

/** What a step changed in the data on the rules' behalf, said to the booker (issue 22 §1 `notices`). */
export interface StepNotice {
  /** `address.reset` (D6), `payment.forced` (D5), `audit.refreshed` (D3). */
  code: 'address.reset' | 'payment.forced' | 'audit.refreshed';
  /** The JSON Pointer of what was changed (`/pickUp`, `/paymentType`, `/approver/email`). */
  path: string;
  message: string;
}

/** The fields whose change recomputes the audit fields (spec §4): payment type, cost centre, trip type. */
const AUDIT_INPUTS = ['paymentType', 'costCentre', 'specialCostCentre', 'tripType'] as const;

/** True when an edit changed what the audit fields are recomputed on. */
export function auditInputsChanged(before: object, after: object): boolean {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return AUDIT_INPUTS.some((key) => !jsonEqual(b[key], a[key]));
}

/** The data with the visible approver sections prefilled again (D3), keeping the fields in `typed`. */
export function withAuditRefreshed<K extends BookingKind>(
  kind: K,
  bundle: EnterpriseBundle,
  context: BookingContext,
  data: BookingData<K>,
  evaluation: EvaluationResult,
  typed: readonly string[],
): BookingData<K> {
  return refreshAuditFields(kind as AuditFormKind, data, {
    config: auditConfigFor(bundle, evaluation.businessType),
    audit: evaluation.audit,
    ...(context.userApprover ? { user: context.userApprover } : {}),
    ...withCostCentre(context, data.costCentre),
    typed,
  });
}

function withCostCentre(context: BookingContext, costCentre: string) {
  const approver = costCentreApproverOf(context, costCentre);
  return approver ? { costCentre: approver } : {};
}

/**
 * The audit fields counted as typed when a booking opens: those holding a value other than their
 * default (a restored draft, a copied or updated order), which a later recompute must keep.
 */
export function typedAtOpening<K extends BookingKind>(
  kind: K,
  bundle: EnterpriseBundle,
  context: BookingContext,
  data: BookingData<K>,
  evaluation: EvaluationResult,
): string[] {
  const defaults = withAuditRefreshed(kind, bundle, context, data, evaluation, []);
  return changedAuditFields(kind as AuditFormKind, defaults, data).filter((path) => {
    const value = valueAt(data, path);
    return value !== '' && value !== undefined && value !== null;
  });
}

/** The typed audit fields after an edit: those typed before and those the edit changed. */
export function typedAfterEdit(kind: BookingKind, typed: readonly string[], before: object, after: object): readonly string[] {
  const changed = changedAuditFields(kind as AuditFormKind, before, after).filter((path) => !typed.includes(path));
  return changed.length === 0 ? typed : [...typed, ...changed];
}

/** The notices of a D3 refresh: one per audit field it changed. */
export function auditNotices(kind: BookingKind, before: object, after: object): StepNotice[] {
  return changedAuditFields(kind as AuditFormKind, before, after).map((path) => ({
    code: 'audit.refreshed' as const,
    path,
    message: '审批人已按所选条件重新填写',
  }));
}

/** The address of the data a D6 reset names (`pickUp.addressType` → `pickUp`, `dropOff.addressType` → `destination`). */
const ADDRESS_OF_RESET = { 'pickUp.addressType': 'pickUp', 'dropOff.addressType': 'destination' } as const;

/** The parts of an address a reset keeps: the booker chose the city, and the station is looked up in it. */
const KEPT_ON_RESET = ['city', 'cityCode', 'province'] as const;

/** An address emptied to a new kind: what was chosen for the refused kind no longer fits. */
function resetAddress<A extends { addressType: number }>(address: A, addressType: number): A {
  const emptied: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(address)) {
    emptied[key] = (KEPT_ON_RESET as readonly string[]).includes(key)
      ? value
      : typeof value === 'string'
        ? ''
        : typeof value === 'number'
          ? null
          : typeof value === 'boolean'
            ? false
            : value;
  }
  return { ...(emptied as A), addressType };
}

/** Nothing chosen for an address yet: no city and no address (its kind alone is the form's default). */
const untouchedAddress = (address: { city?: string; address?: string } | undefined): boolean =>
  address !== undefined && (address.city ?? '').trim() === '' && (address.address ?? '').trim() === '';

/**
 * An address nothing was chosen for follows the trip type (issue 22 §2 "No warnings the booker did
 * not cause"): when the trip type changes and the address is still as the trip type before started
 * it (its kind, no city, no address, none of it changed by the booker: `touched`), its kind becomes
 * the new type's (`tripAddressType`), so
 * picking 同城单程 on a new booking moves the default airports to ordinary addresses without a D6
 * warning about airports the booker never chose. An address the booker chose a kind, a city or a
 * place for keeps its kind, and D6 refuses and resets it with its message. No notice: nothing the
 * booker entered changed.
 *
 * @example addressesFollowTrip('special-car', { ...data, tripType: 5 }, { ...data, tripType: 1 }).pickUp.addressType // 3
 */
export function addressesFollowTrip<K extends BookingKind>(kind: K, before: BookingData<K>, data: BookingData<K>, touched: readonly string[] = []): BookingData<K> {
  if (kind !== 'special-car' || before.tripType === data.tripType) return data;
  const was = tripAddressType(SPECIAL_CAR, before.tripType);
  const addressType = tripAddressType(SPECIAL_CAR, data.tripType);
  if (was === addressType) return data;
  let next = data;
  for (const key of ['pickUp', 'destination'] as const) {
    const address = next[key];
    // Still the kind the trip type before started it with, and never changed by the booker: a kind the booker picked is theirs.
    const changed = touched.some((at) => at === `/${key}` || at.startsWith(`/${key}/`));
    if (!changed && untouchedAddress(address) && address.addressType === was) next = { ...next, [key]: { ...address, addressType } };
  }
  return next;
}

export interface Corrected<D> {
  data: D;
  notices: StepNotice[];
  /** The messages of the D6 resets applied now, by the address's JSON Pointer (`/pickUp`). */
  resets: Record<string, string>;
}

/**
 * The data with D6 and D5 applied, with a notice for each.
 *
 * @example paymentAndAddressCorrections('special-car', data, evaluate(bundle, bookingScenario('special-car', data, context)))
 * // { data: { ...data, pickUp: { addressType: 2, city: '上海', … } }, resets: { '/pickUp': '同城单程上车地址不能选择机场，请重新选择地址' }, notices: [{ code: 'address.reset', … }] }
 */
export function paymentAndAddressCorrections<K extends BookingKind>(kind: K, data: BookingData<K>, evaluation: EvaluationResult): Corrected<BookingData<K>> {
  let next = data;
  const resets: Record<string, string> = {};
  const notices: StepNotice[] = [];
  for (const reset of evaluation.addressResets) {
    const key = ADDRESS_OF_RESET[reset.field as keyof typeof ADDRESS_OF_RESET];
    if (!key) continue;
    const address = (next as Record<string, unknown>)[key] as { addressType: number };
    next = { ...next, [key]: resetAddress(address, reset.addressType) };
    const at = `/${key}`;
    const message = evaluation.errors.find((e) => e.path === at || e.path.startsWith(`${at}/`))?.message;
    if (message) {
      resets[at] = message;
      notices.push({ code: 'address.reset', path: at, message });
    }
  }
  if (kind === 'special-car') {
    const { selected, options } = evaluation.payment;
    const current = (next as BookingData<'special-car'>).paymentType;
    if (selected !== null && options.length === 1 && current !== selected) {
      next = { ...next, paymentType: selected };
      notices.push({ code: 'payment.forced', path: '/paymentType', message: `支付方式已改为${paymentTypeLabels[String(selected)] ?? selected}` });
    }
  }
  return { data: next, resets, notices };
}
