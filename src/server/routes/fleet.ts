/**
 * The enterprise's own fleet (spec §7 "Own fleet"): its cars, their licences and the car colours.
 * The read calls; the writes are in fleet-admin.ts and fleet-trips.ts (docs/fleet.md).
 */

/** A boarding time of the body (`YYYY-MM-DD HH:mm`), undefined when absent, null when it is not one. */
function boardingTimeOf(body: Record<string, unknown>, name: string): string | undefined | null {
  const text = optionalText(body, name);
  if (text === undefined) return undefined;
  return parseBoardingTime(text).ok ? text.trim() : null;
}
import { checkServiceTimesBody, OWN_CAR, parseBoardingTime, serviceDates, serviceDays } from '../../../rules/index.ts';
import type { UserContext } from '../context.ts';
import { fleetBody } from '../fleet-access.ts';
import { carBookedTimes } from '../car-booked-times.ts';
import { BadRequestText } from '../messages.ts';
import { visibleOrder } from '../order-access.ts';
import { endpoints } from '../../shared/index.ts';
import { OWN_CARS } from '../../shared/resources/own-car.ts';
import { sortedRecords } from '../resources/resource-routes.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok } from '../protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalNumber, optionalText, paging } from '../protocol/params.ts';
import { ownCars, restrictedDates, type OwnCarRecord } from '../store/fleet.ts';
import { referenceRows } from '../store/reference.ts';
import { carMessage } from './fleet-admin.ts';
import { ownEnterprise } from './enterprise-config.ts';
import { matchesKeyword } from './matches-keyword.ts';

/** One China day of every car (or one): its booked and restricted times cut to the day (rules/fleet `serviceDays`). */
function dayServiceTimes(ctx: UserContext, date: string, carLicense: string | undefined) {
  const [day, next] = serviceDates(date, 2);
  const window = { fromTime: `${day} 00:00`, toTime: `${next} 00:00` };
  const restricted = restrictedDates(ctx.deps.db, ownEnterprise(ctx));
  return carBookedTimes(ctx.deps.db, ownEnterprise(ctx), ctx.deps.now(), { window })
    .filter((c) => carLicense === undefined || c.carLicense === carLicense)
    .map((c) => {
      const [served] = serviceDays(c.bookedTimes, restricted, c.carLicense, [date]);
      return { carLicense: c.carLicense, bookedTimes: served?.bookedTimes ?? [], restrictedTimes: served?.restrictedTimes ?? [] };
    });
}

/**
 * The enterprise's cars matching the list filter `{ carLicense?, carType?, sortKey?, sortOrder? }` in
 * its order (the list and its export alike): the resource engine's sort over the declaration's sort
 * keys (src/shared/resources/own-car.ts), the plate ascending when none is asked; another key is 400.
 */
export function listedCars(ctx: UserContext, body: Record<string, unknown>): OwnCarRecord[] {
  const license = optionalText(body, 'carLicense');
  const carType = optionalNumber(body, 'carType');
  const cars = ownCars(ctx.deps.db, ctx.user.enterpriseId).filter((c) => matchesKeyword(license, c.carLicense) && (carType === undefined || c.carType === carType || carType === 0));
  return sortedRecords(OWN_CARS, cars, body);
}

export const fleetRoutes = apiRoutes([
  {
    endpoint: endpoints.ownCar.list,
    handle: (ctx) => {
      const body = bodyObject(ctx.body, true);
      const cars = listedCars(ctx, body);
      const { pageIndex, pageSize } = paging(body);
      return ok({ total: cars.length, items: cars.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map(carMessage) });
    },
  },
  {
    endpoint: endpoints.ownCar.detail,
    handle: (ctx) => {
      const license = optionalText(ctx.params, 'carLicense');
      const car = ownCars(ctx.deps.db, ownEnterprise(ctx)).find((c) => c.carLicense === license);
      return ok(car ? carMessage(car) : null);
    },
  },
  {
    endpoint: endpoints.ownCar.byEnterpriseId,
    handle: (ctx) => ok(ownCars(ctx.deps.db, ownEnterprise(ctx)).map(carMessage)),
  },
  {
    endpoint: endpoints.ownCar.infoByCarType,
    handle: (ctx) => {
      const body = isJsonObject(ctx.body) ? ctx.body : {};
      const carType = optionalNumber(body, 'carType');
      // Only the user's own enterprise: other enterprises' cars are not this user's to book.
      const cars = ownCars(ctx.deps.db, ctx.user.enterpriseId).filter((c) => carType === undefined || c.carType === carType);
      return ok(cars.map(carMessage));
    },
  },
  {
    endpoint: endpoints.ownCar.unassignedDriverLicenses,
    handle: (ctx) => ok(ownCars(ctx.deps.db, ctx.user.enterpriseId).map((c) => c.carLicense)),
  },
  {
    // Which cars are booked when (spec §7 "POST ServiceTimes"): body `{ fromTime?, toTime?, carLicense?, exceptOrderId? }`;
    // with both times only the booked times overlapping them (docs/server.md "Own fleet").
    endpoint: endpoints.ownCar.serviceTimes,
    handle: (ctx) => {
      const body = bodyObject(ctx.body, true);
      const checked = fleetBody(ctx, 'POST /own/car/ServiceTimes', checkServiceTimesBody(body));
      if (checked.date !== undefined) return ok(dayServiceTimes(ctx, checked.date, checked.carLicense));
      const fromTime = boardingTimeOf(body, 'fromTime');
      const toTime = boardingTimeOf(body, 'toTime');
      if (fromTime === null) return httpError(400, BadRequestText.invalid('fromTime'));
      if (toTime === null) return httpError(400, BadRequestText.invalid('toTime'));
      if ((fromTime === undefined) !== (toTime === undefined)) return httpError(400, BadRequestText.missing(fromTime === undefined ? 'fromTime' : 'toTime'));
      const license = optionalText(body, 'carLicense');
      const span = fromTime !== undefined && toTime !== undefined ? { fromTime, toTime } : undefined;
      // The order being updated, by its id, as the update's own check leaves it out (own-car-choice.ts):
      // only an own-car order the caller may see (else 404, as for its detail).
      const except = checked.exceptOrderId === undefined ? undefined : visibleOrder(ctx, OWN_CAR, checked.exceptOrderId).orderId;
      const cars = carBookedTimes(ctx.deps.db, ownEnterprise(ctx), ctx.deps.now(), { ...(span ? { window: span } : {}), except });
      return ok(cars.filter((c) => license === undefined || c.carLicense === license));
    },
  },
  {
    endpoint: endpoints.ownCar.colors,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'carColor')),
  },
]);
