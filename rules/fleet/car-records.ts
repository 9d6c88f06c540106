/**
 * Accidents and insurance of the fleet's cars (issue 11 §4; docs/fleet.md "Accidents and
 * insurance"): an accident's handling only moves forward; a policy is expiring within the
 * enterprise's warning days of its end date and expired after it.
 */
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

export const AccidentProcessState = {
  PENDING: { value: 1, label: '待处理' },
  IN_PROGRESS: { value: 2, label: '处理中' },
  CLOSED: { value: 3, label: '已结案' },
} as const;

export const ACCIDENT_STATE_BACKWARDS = {
  code: 'fleet.accidentStateBackwards',
  message: '事故处理状态只能向前推进（待处理 → 处理中 → 已结案）',
} as const satisfies ErrorDefinition;

export function accidentProcessLabel(state: number): string {
  return Object.values(AccidentProcessState).find((s) => s.value === state)?.label ?? '';
}

/** A change of an accident's handling state: forward only, to a known state. */
export function checkAccidentProcessState(from: number, to: number): BookingError[] {
  const known = Object.values(AccidentProcessState).some((s) => s.value === to);
  return known && to > from ? [] : [bookingError(ACCIDENT_STATE_BACKWARDS, 'processState', '/processState')];
}

export const INSURANCE_END_BEFORE_START = { code: 'fleet.insuranceEndBeforeStart', message: '到期日期须晚于起保日期' } as const satisfies ErrorDefinition;

/** The insurance warning days when the enterprise sets none (`/own/car/insurance/expiredConfig`). */
export const DEFAULT_INSURANCE_WARN_DAYS = 30;

export type InsuranceState = 'valid' | 'expiring' | 'expired';
export const INSURANCE_STATE_LABELS: Readonly<Record<InsuranceState, string>> = { valid: '有效', expiring: '即将到期', expired: '已过期' };

/**
 * Whether a policy ending on `endDate` (inclusive) is valid, expiring (ends within `warnDays` of
 * `today`) or expired (ended before `today`); dates `YYYY-MM-DD`.
 *
 * @example insuranceState('2026-12-01', '2026-11-23', 30) // 'expiring'
 */
export function insuranceState(endDate: string, today: string, warnDays: number): InsuranceState {
  if (endDate < today) return 'expired';
  const warnFrom = new Date(`${today}T00:00:00Z`);
  warnFrom.setUTCDate(warnFrom.getUTCDate() + warnDays);
  return endDate <= warnFrom.toISOString().slice(0, 10) ? 'expiring' : 'valid';
}

export function checkInsuranceDates(startDate: string, endDate: string): BookingError[] {
  return endDate > startDate ? [] : [bookingError(INSURANCE_END_BEFORE_START, 'endDate', '/endDate')];
}
