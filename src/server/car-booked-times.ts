/**
 * When the enterprise's own cars are taken (spec §7 `POST /own/car/ServiceTimes`; issue 8 "cars and
 * licences with their booked times"): the rules core decides (`fleetBookedTimes` of
 * rules/trip/car-availability.ts, the one car-hold rule the portal's own-car form also runs) on what
 * the store holds: the enterprise's cars, its own-car orders, and the seeded busy times
 * (maintenance, a booking made elsewhere), placed relative to the China date of the request so the
 * demo always shows some.
 */
import { fleetBookedTimes, formatBoardingTime, orderTrip, OWN_CAR, parseBoardingTime, type CarBusyTime, type OwnCarOrderPayload } from '../../rules/index.ts';
import type { Db } from './db/database.ts';
import type { OwnCarServiceTimes } from '../shared/responses.ts';
import { enterpriseOrders } from './store/orders.ts';
import { ownCars } from './store/fleet.ts';
import { referenceRows } from './store/reference.ts';

const MS_PER_DAY = 24 * 60 * 60_000;

/** The seeded busy times of the enterprise's cars, each on the China day `dayOffset` days from today. */
function seededBusyTimes(db: Db, enterpriseId: number, now: number): CarBusyTime[] {
  const today = formatBoardingTime(now).slice(0, 10);
  const midnight = parseBoardingTime(`${today} 00:00`);
  const dayOf = (offset: number) => formatBoardingTime((midnight.ok ? midnight.value : now) + offset * MS_PER_DAY).slice(0, 10);
  return referenceRows(db, 'ownCarBookedTime', enterpriseId).map((busy) => {
    const day = dayOf(busy.dayOffset);
    return { carLicense: busy.carLicense, fromTime: `${day} ${busy.from}`, toTime: `${day} ${busy.to}`, reason: busy.reason };
  });
}

/**
 * Every car of the enterprise with its booked times, soonest first; `window` keeps only the times
 * that overlap it, `except` leaves out one order by its id (the order being updated does not block
 * itself). Each time is `{ fromTime, toTime, reason }`, as the wire has it.
 */
export function carBookedTimes(
  db: Db,
  enterpriseId: number,
  now: number,
  options: { window?: { fromTime: string; toTime: string }; except?: string | undefined } = {},
): OwnCarServiceTimes[] {
  const orders = enterpriseOrders(db, OWN_CAR, enterpriseId).map((order) => {
    const payload = order.payload as OwnCarOrderPayload;
    return { orderId: order.orderId, status: order.status, carLicense: payload.carLicense, trip: orderTrip(payload) };
  });
  const fleet = fleetBookedTimes({ cars: ownCars(db, enterpriseId).map((car) => car.carLicense), busy: seededBusyTimes(db, enterpriseId, now), orders }, options);
  return fleet.map((car) => ({ carLicense: car.carLicense, bookedTimes: car.bookedTimes.map((t) => ({ fromTime: t.fromTime, toTime: t.toTime, reason: t.reason ?? '' })) }));
}
