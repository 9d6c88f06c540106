/**
 * The own-car costs (spec §7 "costs": `POST /own/cost/list`, `POST /own/cost`, `GET /own/cost`;
 * docs/fleet.md "Costs"): a cost names a car of the fleet, a day no later than today, a kind and an
 * amount in yuan with at most two decimals, kept in fen so sums are exact. Pure.
 */
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';
import { isAmount } from './end-trip.ts';

/** The kinds of cost (the 费用类型 of the form, the list filter, the template and the export). */
export const CostKind = {
  FUEL: { value: 1, label: '加油' },
  TOLL: { value: 2, label: '过路费' },
  PARKING: { value: 3, label: '停车费' },
  MAINTENANCE: { value: 4, label: '维修保养' },
  OTHER: { value: 5, label: '其他' },
} as const;

export function costKindLabel(kind: number): string {
  return Object.values(CostKind).find((k) => k.value === kind)?.label ?? '';
}

/** The largest single cost, in yuan (the schema's maximum). */
export const MAX_COST_YUAN = 1_000_000;

export const COST_AMOUNT_INVALID = { code: 'cost.amountInvalid', message: '金额须大于 0 且不超过 1000000 元，最多两位小数' } as const satisfies ErrorDefinition;
export const COST_DATE_IN_FUTURE = { code: 'cost.dateInFuture', message: '费用日期不能晚于今天' } as const satisfies ErrorDefinition;
export const COST_CAR_NOT_IN_FLEET = { code: 'cost.carNotInFleet', message: '车辆 {carLicense} 不在车队中' } as const satisfies ErrorDefinition;
export const COST_ORDER_OTHER_CAR = { code: 'cost.orderOtherCar', message: '订单 {orderId} 不是车辆 {carLicense} 的自有车订单' } as const satisfies ErrorDefinition;

/** What a cost is checked against: today's China date, the fleet's licences, and the car of the order named (null: no such order). */
export interface CostContext {
  today: string;
  fleetLicenses: readonly string[];
  orderCar?: string | null;
}

/** The fields of a cost the rules read. */
export interface CostFields {
  carLicense: string;
  date: string;
  amount: number;
  orderId?: string;
}

/**
 * A cost's issues, each at its field (an empty list when the cost may be kept).
 *
 * @example checkCarCost({ carLicense: '沪A·D1234', date: '2026-11-20', amount: 12.345 }, { today: '2026-11-23', fleetLicenses: ['沪A·D1234'] })
 * // [{ code: 'cost.amountInvalid', path: '/amount', … }]
 */
export function checkCarCost(cost: CostFields, context: CostContext): BookingError[] {
  const errors: BookingError[] = [];
  if (!context.fleetLicenses.includes(cost.carLicense)) {
    errors.push(bookingError(COST_CAR_NOT_IN_FLEET, 'carLicense', '/carLicense', COST_CAR_NOT_IN_FLEET.message.replace('{carLicense}', cost.carLicense)));
  }
  if (cost.date > context.today) errors.push(bookingError(COST_DATE_IN_FUTURE, 'date', '/date'));
  if (!isAmount(cost.amount, 2) || cost.amount <= 0 || cost.amount > MAX_COST_YUAN) errors.push(bookingError(COST_AMOUNT_INVALID, 'amount', '/amount'));
  const orderId = cost.orderId ?? '';
  if (orderId !== '' && context.orderCar !== undefined && context.orderCar !== cost.carLicense) {
    const message = COST_ORDER_OTHER_CAR.message.replace('{orderId}', orderId).replace('{carLicense}', cost.carLicense);
    errors.push(bookingError(COST_ORDER_OTHER_CAR, 'orderId', '/orderId', message));
  }
  return errors;
}

/** Yuan (two decimals at most) to whole fen. @example yuanToFen(12.3) // 1230 */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Whole fen to yuan. @example fenToYuan(1230) // 12.3 */
export function fenToYuan(fen: number): number {
  return fen / 100;
}
