/**
 * How an edit of the booking data is taken in by a machine: the data replaced, the audit fields
 * the booker typed remembered, and the audit fields recomputed when payment type, cost centre or
 * trip type changed (spec §4, D3) by `refreshAuditFields` of `rules/`.
 */
import {
  changedAuditFields,
  refreshAuditFields,
  valueAt,
  type AuditFormKind,
} from '../../../../rules/audit/audit-refresh.ts';
import { auditConfigFor } from '../../../../rules/model/bundle.ts';
import { jsonEqual } from '../../../../rules/model/json-equal.ts';
import type { EvaluationResult } from '../../../../rules/evaluate.ts';
import { costCentreApprover, type BookingFlowContext } from './booking-context.ts';

/** The fields whose change recomputes the audit fields (spec §4): payment type, cost centre, trip type. */
const AUDIT_INPUTS = ['paymentType', 'costCentre', 'specialCostCentre', 'tripType'] as const;

interface AuditBearing {
  costCentre: string;
}

/** True when an edit changed what the audit fields are recomputed on. */
export function auditInputsChanged(before: object, after: object): boolean {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return AUDIT_INPUTS.some((key) => !jsonEqual(b[key], a[key]));
}

/** The data with the visible audit sections prefilled again, keeping what the booker typed. */
export function withAuditRefreshed<T extends AuditBearing>(
  kind: AuditFormKind,
  data: T,
  booking: BookingFlowContext,
  evaluation: EvaluationResult,
  typed: readonly string[],
): T {
  return refreshAuditFields(kind, data, {
    config: auditConfigFor(booking.bundle, evaluation.businessType),
    audit: evaluation.audit,
    user: booking.userApprover,
    costCentre: costCentreApprover(booking, data.costCentre),
    typed,
  });
}

/**
 * The audit fields counted as typed when a flow starts: those holding a value other than the
 * default (a restored draft, a copied or updated order), which a recompute must keep.
 */
export function typedAtStart<T extends AuditBearing>(
  kind: AuditFormKind,
  data: T,
  booking: BookingFlowContext,
  evaluation: EvaluationResult,
): string[] {
  const defaults = withAuditRefreshed(kind, data, booking, evaluation, []);
  return changedAuditFields(kind, defaults, data).filter((path) => {
    const value = valueAt(data, path);
    return value !== '' && value !== undefined && value !== null;
  });
}

/** The typed audit fields after an edit: those typed before and those the edit changed. */
export function typedAfterEdit(kind: AuditFormKind, typed: readonly string[], before: object, after: object): readonly string[] {
  const changed = changedAuditFields(kind, before, after).filter((path) => !typed.includes(path));
  return changed.length === 0 ? typed : [...typed, ...changed];
}
