/**
 * Ending an own-car trip (issue 11 §3, `/endtravel`, `POST /own/order/endTheTrip/web`): the figures
 * the fleet manager enters, checked with exact Chinese messages at their fields (docs/fleet.md
 * "Ending a trip"). Money is yuan with at most two decimals; mileage is kilometres with at most one.
 */
import { parseBoardingTime } from '../model/china-time.ts';
import { bookingError, type BookingError, type ErrorDefinition } from '../model/issue.ts';

/** The end-trip form's data (schemas/end-trip.schema.json). */
export interface EndTripFigures {
  startMileage: number;
  endMileage: number;
  endTime: string;
  tollFee: number;
  parkingFee: number;
  fuelFee: number;
  otherFee: number;
  remark?: string;
}

export const END_TRIP_FEES = ['tollFee', 'parkingFee', 'fuelFee', 'otherFee'] as const;
export const END_TRIP_FEE_LABELS: Readonly<Record<(typeof END_TRIP_FEES)[number], string>> = {
  tollFee: '路桥费',
  parkingFee: '停车费',
  fuelFee: '油费',
  otherFee: '其他费用',
};

export const END_MILEAGE_BELOW_START = { code: 'endTrip.endMileageBelowStart', message: '结束里程不能小于开始里程' } as const satisfies ErrorDefinition;
export const MILEAGE_INVALID = { code: 'endTrip.mileageInvalid', message: '里程须为不小于 0 的数，最多一位小数' } as const satisfies ErrorDefinition;
export const END_TIME_INVALID = { code: 'endTrip.endTimeInvalid', message: '结束时间格式应为 YYYY-MM-DD HH:mm' } as const satisfies ErrorDefinition;
export const END_TIME_BEFORE_START = { code: 'endTrip.endTimeBeforeStart', message: '结束时间须晚于行程开始时间' } as const satisfies ErrorDefinition;
export const END_TIME_IN_FUTURE = { code: 'endTrip.endTimeInFuture', message: '结束时间不能晚于当前时间' } as const satisfies ErrorDefinition;
export const FEE_INVALID = { code: 'endTrip.feeInvalid', message: '费用须为不小于 0 的金额，最多两位小数' } as const satisfies ErrorDefinition;

/**
 * Plausibility (issue 21 §6; docs/fleet.md "Ending a trip"): figures no car could drive are refused
 * at their field. Each limit is one a real fleet manager does not reach, with its reason; the fee
 * limits grow with the trip's distance or time and have a fixed part for one dear item on a short trip.
 */
export const END_TRIP_LIMITS = {
  /** A six-digit odometer shows at most 999,999.9 km; no fleet car has driven a million. */
  maxOdometerKm: 1_000_000,
  /**
   * Average over the whole trip, from its boarding time to its end time. A car may drive 120 km/h on
   * an expressway at most; the trip's time counts waiting too, so a real average is far below.
   */
  maxAverageKmh: 150,
  /** Expressway tolls of a car are about ¥0.5 a km; 6 times that leaves room for dear bridges and tunnels. */
  tollYuanPerKm: 3,
  /** One dear crossing on a short trip (a sea bridge charges a car ¥80–150 on its own). */
  tollYuanFixed: 200,
  /** The dearest city-centre car parks charge about ¥15–20 an hour. */
  parkingYuanPerHour: 30,
  /** A flat fee (an event's car park, an airport's first hours) on a short trip. */
  parkingYuanFixed: 100,
  /** A van in city traffic burns 20 L per 100 km, at most about ¥9 a litre: ¥1.8 a km. */
  fuelYuanPerKm: 3,
  /** A full tank of a large car (80 L at about ¥9.5) may be bought on any trip. */
  fuelYuanFixed: 800,
  /** Car wash, ferry, a small repair on the road; a larger cost is a 维修保养 cost recorded under 费用. */
  maxOtherYuan: 2000,
} as const;

export const MILEAGE_TOO_LARGE = { code: 'endTrip.mileageTooLarge', message: '里程不能超过 1000000 公里，请核对里程表读数' } as const satisfies ErrorDefinition;
/** `{distance}`, `{duration}` and `{maxKmh}` are filled in. */
export const SPEED_IMPLAUSIBLE = {
  code: 'endTrip.speedImplausible',
  message: '{duration}内行驶 {distance} 公里，平均时速超过 {maxKmh} 公里，请核对结束里程和结束时间',
} as const satisfies ErrorDefinition;
/** `{fee}` (the fee's name), `{distance}` or `{duration}`, and `{max}` are filled in. */
export const FEE_PER_KM_IMPLAUSIBLE = { code: 'endTrip.feeImplausible', message: '{fee}过高：{distance} 公里的行程{fee}不能超过 {max} 元，请核对' } as const satisfies ErrorDefinition;
export const FEE_PER_HOUR_IMPLAUSIBLE = { code: 'endTrip.feeImplausible', message: '{fee}过高：{duration}的行程{fee}不能超过 {max} 元，请核对' } as const satisfies ErrorDefinition;
export const OTHER_FEE_TOO_LARGE = {
  code: 'endTrip.otherFeeTooLarge',
  message: '其他费用不能超过 2000 元；维修保养等大额费用请在「费用」中登记',
} as const satisfies ErrorDefinition;
/** The codes of the plausibility rules (the server answers them with their own business code). */
export const END_TRIP_PLAUSIBILITY_CODES: readonly string[] = [MILEAGE_TOO_LARGE.code, SPEED_IMPLAUSIBLE.code, FEE_PER_KM_IMPLAUSIBLE.code, OTHER_FEE_TOO_LARGE.code];

/** A trip's time in words. @example tripDuration(65) // '1 小时 5 分钟' @example tripDuration(45) // '45 分钟' */
export function tripDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} 分钟`;
  return rest === 0 ? `${hours} 小时` : `${hours} 小时 ${rest} 分钟`;
}

const yuanText = (fen: number) => String(fen / 100);

/**
 * The plausibility issues of figures whose own checks passed: `tenths` the distance in tenths of a
 * km (null when the mileages are refused), `minutes` the trip's time (null when the times are).
 */
function implausible(figures: EndTripFigures, tenths: number | null, minutes: number | null): BookingError[] {
  const errors: BookingError[] = [];
  const limits = END_TRIP_LIMITS;
  const distance = tenths === null ? '' : String(tenths / 10);
  const duration = minutes === null ? '' : tripDuration(minutes);
  // Speed: tenths of a km against 150 km/h over the minutes, in whole numbers (tenths × 60 ≤ km/h × 10 × minutes).
  if (tenths !== null && minutes !== null && tenths * 60 > limits.maxAverageKmh * 10 * minutes) {
    const message = SPEED_IMPLAUSIBLE.message.replace('{duration}', duration).replace('{distance}', distance).replace('{maxKmh}', String(limits.maxAverageKmh));
    errors.push(bookingError(SPEED_IMPLAUSIBLE, 'endMileage', '/endMileage', message));
  }
  const fen = (fee: (typeof END_TRIP_FEES)[number]) => Math.round(figures[fee] * 100);
  const perKm = (fee: 'tollFee' | 'fuelFee', yuanPerKm: number, fixedYuan: number) => {
    if (tenths === null || !isAmount(figures[fee], 2)) return;
    // Yuan per km × tenths of a km = fen × 10: exact in whole fen.
    const maxFen = yuanPerKm * tenths * 10 + fixedYuan * 100;
    if (fen(fee) <= maxFen) return;
    const label = END_TRIP_FEE_LABELS[fee];
    errors.push(bookingError(FEE_PER_KM_IMPLAUSIBLE, fee, `/${fee}`, FEE_PER_KM_IMPLAUSIBLE.message.replaceAll('{fee}', label).replace('{distance}', distance).replace('{max}', yuanText(maxFen))));
  };
  perKm('tollFee', limits.tollYuanPerKm, limits.tollYuanFixed);
  if (minutes !== null && isAmount(figures.parkingFee, 2)) {
    const maxFen = Math.floor((limits.parkingYuanPerHour * 100 * minutes) / 60) + limits.parkingYuanFixed * 100;
    if (fen('parkingFee') > maxFen) {
      const label = END_TRIP_FEE_LABELS.parkingFee;
      errors.push(bookingError(FEE_PER_HOUR_IMPLAUSIBLE, 'parkingFee', '/parkingFee', FEE_PER_HOUR_IMPLAUSIBLE.message.replaceAll('{fee}', label).replace('{duration}', duration).replace('{max}', yuanText(maxFen))));
    }
  }
  perKm('fuelFee', limits.fuelYuanPerKm, limits.fuelYuanFixed);
  if (isAmount(figures.otherFee, 2) && fen('otherFee') > limits.maxOtherYuan * 100) errors.push(bookingError(OTHER_FEE_TOO_LARGE, 'otherFee', '/otherFee'));
  return errors;
}

/** Whether `value` is a finite number ≥ 0 with at most `decimals` decimals (1.005 has three). */
export function isAmount(value: unknown, decimals: number): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The figures' issues, each at its field: mileages ≥ 0 with one decimal at most, at most a
 * six-digit odometer, and the end not below the start; the end time a time, after the trip's start
 * (`startTime`, its boarding time) and not after `now`; each fee ≥ 0 with two decimals at most.
 * Then, for figures that passed those, whether a car could drive them (`END_TRIP_LIMITS`): the
 * average speed over the trip's time, tolls and fuel against the distance, parking against the
 * time, other fees capped. Empty when the trip may end so. The server and the end-trip form both
 * call this.
 *
 * @example checkEndTrip({ startMileage: 100, endMileage: 90, endTime: '2026-11-23 10:00', tollFee: 0, parkingFee: 0, fuelFee: 0, otherFee: 0 }, '2026-11-23 09:00', now)
 * // [{ code: 'endTrip.endMileageBelowStart', path: '/endMileage', message: '结束里程不能小于开始里程', field: 'endMileage' }]
 * @example checkEndTrip({ startMileage: 0, endMileage: 10000000, endTime: '2026-11-23 09:01', tollFee: 1000000, … }, '2026-11-23 09:00', now)[0].message
 * // '里程不能超过 1000000 公里，请核对里程表读数'
 */
export function checkEndTrip(figures: EndTripFigures, startTime: string, now: number): BookingError[] {
  const errors: BookingError[] = [];
  const mileageOk = (mileage: number, field: 'startMileage' | 'endMileage') => {
    if (!isAmount(mileage, 1)) errors.push(bookingError(MILEAGE_INVALID, field, `/${field}`));
    else if (mileage > END_TRIP_LIMITS.maxOdometerKm) errors.push(bookingError(MILEAGE_TOO_LARGE, field, `/${field}`));
    else return true;
    return false;
  };
  const startOk = mileageOk(figures.startMileage, 'startMileage');
  const endOk = mileageOk(figures.endMileage, 'endMileage');
  let tenths: number | null = null;
  if (startOk && endOk && figures.endMileage < figures.startMileage) errors.push(bookingError(END_MILEAGE_BELOW_START, 'endMileage', '/endMileage'));
  else if (startOk && endOk) tenths = Math.round(figures.endMileage * 10) - Math.round(figures.startMileage * 10);
  const end = parseBoardingTime(figures.endTime);
  const start = parseBoardingTime(startTime);
  let minutes: number | null = null;
  if (!end.ok) errors.push(bookingError(END_TIME_INVALID, 'endTime', '/endTime'));
  else if (start.ok && end.value <= start.value) errors.push(bookingError(END_TIME_BEFORE_START, 'endTime', '/endTime'));
  else if (end.value > now) errors.push(bookingError(END_TIME_IN_FUTURE, 'endTime', '/endTime'));
  else if (start.ok) minutes = Math.round((end.value - start.value) / 60_000);
  for (const fee of END_TRIP_FEES) {
    if (!isAmount(figures[fee], 2)) errors.push(bookingError(FEE_INVALID, fee, `/${fee}`));
  }
  errors.push(...implausible(figures, tenths, minutes));
  return errors;
}

/** The trip's distance in km (one decimal) and its fees' total in yuan (two decimals), computed in tenths and fen. */
export function endTripTotals(figures: EndTripFigures): { distance: number; totalFee: number } {
  const distance = (Math.round(figures.endMileage * 10) - Math.round(figures.startMileage * 10)) / 10;
  const fen = END_TRIP_FEES.reduce((sum, fee) => sum + Math.round(figures[fee] * 100), 0);
  return { distance, totalFee: fen / 100 };
}
