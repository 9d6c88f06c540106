/**
 * When the enterprise's own cars are taken (spec §7 `POST /own/car/ServiceTimes`; issue 8 "cars and
 * licences with their booked times"): the own-car orders that are not cancelled, each from its
 * boarding time less `beforeAllow` to its drop-off time plus `afterAllow` (the allowances are the
 * car's too: it leaves early and comes back late), and the seeded busy times (maintenance, a booking
 * made elsewhere), placed relative to the China date of the request so the demo always shows some.
 */
import { formatBoardingTime, OrderStatus, OWN_CAR, parseBoardingTime, type OwnCarOrderPayload } from '../../rules/index.ts';
import type { Db } from './db/database.ts';
import type { OwnCarServiceTimes } from '../shared/responses.ts';
import { ordersHoldingTime } from './store/orders.ts';
import { ownCars } from './store/fleet.ts';
import { referenceRows } from './store/reference.ts';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

/** The reason shown for a time an order of the portal holds. */
export const BOOKED_BY_ORDER = '已被预订';

type BookedTime = OwnCarServiceTimes['bookedTimes'][number];

/** A boarding time moved by some minutes; undefined for a text that is not a boarding time. */
function shifted(time: string, minutes: number): string | undefined {
  const parsed = parseBoardingTime(time);
  return parsed.ok ? formatBoardingTime(parsed.value + minutes * MS_PER_MINUTE) : undefined;
}

/** The time an own-car order holds its car, allowances included; undefined for an order without readable times. */
function orderTime(payload: OwnCarOrderPayload): BookedTime | undefined {
  const fromTime = shifted(payload.boardingTime, -Math.max(0, payload.beforeAllow ?? 0));
  const toTime = shifted(payload.dropOffTime, Math.max(0, payload.afterAllow ?? 0));
  return fromTime && toTime ? { fromTime, toTime, reason: BOOKED_BY_ORDER } : undefined;
}

/** Whether two times overlap (touching ends do not: one trip may end when the next starts). */
export function overlaps(a: Pick<BookedTime, 'fromTime' | 'toTime'>, b: Pick<BookedTime, 'fromTime' | 'toTime'>): boolean {
  return a.fromTime < b.toTime && b.fromTime < a.toTime;
}

/**
 * Every car of the enterprise with its booked times, soonest first; `window` keeps only the times
 * that overlap it, `except` leaves out one order (the order being updated does not block itself).
 */
export function carBookedTimes(
  db: Db,
  enterpriseId: number,
  now: number,
  options: { window?: { fromTime: string; toTime: string }; except?: string } = {},
): OwnCarServiceTimes[] {
  const today = formatBoardingTime(now).slice(0, 10);
  const midnight = parseBoardingTime(`${today} 00:00`);
  const dayOf = (offset: number) => formatBoardingTime((midnight.ok ? midnight.value : now) + offset * MS_PER_DAY).slice(0, 10);
  const times = new Map<string, BookedTime[]>();
  for (const car of ownCars(db, enterpriseId)) times.set(car.carLicense, []);
  for (const busy of referenceRows(db, 'ownCarBookedTime', enterpriseId)) {
    const day = dayOf(busy.dayOffset);
    times.get(busy.carLicense)?.push({ fromTime: `${day} ${busy.from}`, toTime: `${day} ${busy.to}`, reason: busy.reason });
  }
  for (const order of ordersHoldingTime(db, OWN_CAR, enterpriseId, OrderStatus.CANCELLED.value)) {
    if (order.orderId === options.except) continue;
    const payload = order.payload as OwnCarOrderPayload;
    const time = orderTime(payload);
    if (time) times.get(payload.carLicense)?.push(time);
  }
  const span = options.window;
  return [...times].map(([carLicense, booked]) => ({
    carLicense,
    bookedTimes: booked.filter((t) => !span || overlaps(t, span)).sort((a, b) => a.fromTime.localeCompare(b.fromTime)),
  }));
}
