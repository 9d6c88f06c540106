/**
 * Keeping the fleet's cars (issue 11 §4, spec §7 "Own fleet"; docs/fleet.md "Car upkeep"): batch
 * delete, owners (负责人), the days of service (排班) of cars × days, and the cars of several
 * enterprises. Bodies are checked against schemas/ first; the rules are rules/fleet/car-upkeep.ts.
 */
import {
  checkCarOwnerBody, checkCarsDeletable, checkMultiDayServiceTimesBody, checkMultiEnterpriseBody, checkOwnCarBatchBody, checkOwnerAddable,
  OrderStatus, OWN_CAR, serviceDates, serviceDays, type OwnCarOrderPayload, FLEET_SCHEMAS,
} from '../../../rules/index.ts';
import { endpoints, type CarOwnerMessage } from '../../shared/index.ts';
import { carBookedTimes } from '../car-booked-times.ts';
import type { UserContext } from '../context.ts';
import { fleetBody, requireFleet, visibleEnterpriseIds } from '../fleet-access.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok, RequestRejected } from '../protocol/envelope.ts';
import { requiredNumber, requiredText } from '../protocol/params.ts';
import { carOwner, carOwners, deleteCarOwner, deleteOwnCars, enterpriseUserNames, insertCarOwner, ownCar, ownCars, restrictedDates } from '../store/fleet.ts';
import { ordersHoldingTime } from '../store/orders.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { OWN_CARS } from '../../shared/resources/own-car.ts';
import { logChange } from '../resources/resource-routes.ts';
import { userByPhone } from '../store/users.ts';
import { carMessage, carShown } from './fleet-admin.ts';

/** The enterprise's own-car orders that are not cancelled, as the deletion rule reads them. */
export function carOrders(ctx: UserContext) {
  return ordersHoldingTime(ctx.deps.db, OWN_CAR, ctx.user.enterpriseId, OrderStatus.CANCELLED.value)
    .map((o) => ({ carLicense: (o.payload as OwnCarOrderPayload).carLicense, status: o.status }));
}

/** Refuses (422, the rule's message) cars an order still needs; nothing is deleted then. */
export function requireDeletable(ctx: UserContext, carLicenses: readonly string[]): void {
  const [issue] = checkCarsDeletable(carLicenses, carOrders(ctx));
  if (issue) throw new RequestRejected(httpError(422, issue.message));
}

/** Deletes the enterprise's cars among `carLicenses` (another's are not counted) and records each, in one transaction. */
function removeCars(ctx: UserContext, carLicenses: readonly string[]): number {
  return inWriteTransaction(ctx.deps.db, () => {
    const cars = [...new Set(carLicenses)].flatMap((license) => carShown(ctx, license) ?? []);
    const deleted = deleteOwnCars(ctx.deps.db, ctx.user.enterpriseId, cars.map((c) => c.carLicense), ctx.deps.now());
    for (const car of cars) logChange(ctx, OWN_CARS, 'delete', car, undefined);
    return deleted;
  });
}

function requireCar(ctx: UserContext, carLicense: string): void {
  if (!ownCar(ctx.deps.db, ctx.user.enterpriseId, carLicense)) throw new RequestRejected(httpError(404, '车辆不存在'));
}

function ownersOf(ctx: UserContext, carLicense: string): CarOwnerMessage[] {
  const users = enterpriseUserNames(ctx.deps.db, ctx.user.enterpriseId);
  return carOwners(ctx.deps.db, ctx.user.enterpriseId, carLicense).map((o) => ({ ...o, trueName: users.get(o.userId)?.trueName ?? '', phoneNumber: users.get(o.userId)?.phoneNumber ?? '' }));
}

export const fleetUpkeepRoutes = apiRoutes([
  {
    // `?carLicense=`: soft delete (its orders keep naming it), its owners go; refused while an order still needs it.
    endpoint: endpoints.ownCar.delete,
    handle: (ctx) => {
      requireFleet(ctx);
      const license = requiredText(ctx.params, 'carLicense');
      requireCar(ctx, license);
      requireDeletable(ctx, [license]);
      return ok({ deleted: removeCars(ctx, [license]) });
    },
  },
  {
    // Body `{ carLicenses }`: all or nothing; another enterprise's licence is not counted (nor touched).
    endpoint: endpoints.ownCar.deleteBatch,
    handle: (ctx) => {
      requireFleet(ctx);
      const { carLicenses } = fleetBody(ctx, 'DELETE /own/car/Batch', checkOwnCarBatchBody(ctx.body));
      requireDeletable(ctx, carLicenses);
      return ok({ deleted: removeCars(ctx, carLicenses) });
    },
  },
  {
    // `?carLicense=`: the fleet manager's record, like accidents and insurance.
    endpoint: endpoints.ownCar.owners,
    handle: (ctx) => {
      requireFleet(ctx);
      const carLicense = requiredText(ctx.params, 'carLicense');
      requireCar(ctx, carLicense);
      return ok(ownersOf(ctx, carLicense));
    },
  },
  {
    endpoint: endpoints.ownCar.addOwner,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = fleetBody(ctx, 'POST /own/car/Owner', checkCarOwnerBody(ctx.body), FLEET_SCHEMAS.carOwner);
      requireCar(ctx, body.carLicense);
      // A user of another enterprise is as unknown as no user at all.
      const user = userByPhone(ctx.deps.db, body.phoneNumber);
      if (!user || user.enterpriseId !== ctx.user.enterpriseId || !user.active) return httpError(404, '本企业没有该手机号的用户');
      const [issue] = checkOwnerAddable(carOwners(ctx.deps.db, ctx.user.enterpriseId, body.carLicense).map((o) => o.userId), user.userId);
      if (issue) return httpError(422, issue.message);
      const id = insertCarOwner(ctx.deps.db, ctx.user.enterpriseId, { carLicense: body.carLicense, userId: user.userId });
      const added = ownersOf(ctx, body.carLicense).find((o) => o.id === id);
      return added ? ok(added) : httpError(500);
    },
  },
  {
    // `?id=`
    endpoint: endpoints.ownCar.deleteOwner,
    handle: (ctx) => {
      requireFleet(ctx);
      const id = requiredNumber(ctx.params, 'id');
      if (!carOwner(ctx.deps.db, ctx.user.enterpriseId, id)) return httpError(404, '负责人不存在');
      deleteCarOwner(ctx.deps.db, ctx.user.enterpriseId, id);
      return ok({ deleted: 1 });
    },
  },
  {
    // Body `{ carLicenses?, fromDate, days }`: the same booked times as the booking form, and the restricted dates, per China day.
    endpoint: endpoints.ownCar.multiDayServiceTimes,
    handle: (ctx) => {
      const body = fleetBody(ctx, 'POST /own/car/MultiDayServiceTimes', checkMultiDayServiceTimesBody(ctx.body));
      const dates = serviceDates(body.fromDate, body.days);
      const wanted = body.carLicenses;
      for (const license of wanted ?? []) requireCar(ctx, license);
      const window = { fromTime: `${dates[0]} 00:00`, toTime: `${serviceDates(dates.at(-1) ?? body.fromDate, 2)[1]} 00:00` };
      const restricted = restrictedDates(ctx.deps.db, ctx.user.enterpriseId);
      return ok(
        carBookedTimes(ctx.deps.db, ctx.user.enterpriseId, ctx.deps.now(), { window })
          .filter((c) => wanted === undefined || wanted.includes(c.carLicense))
          .map((c) => ({ carLicense: c.carLicense, days: serviceDays(c.bookedTimes, restricted, c.carLicense, dates) })),
      );
    },
  },
  {
    // Body `{ enterpriseIds?, carType? }`: only enterprises the session may see; any other is not found.
    endpoint: endpoints.ownCar.multiEnterprise,
    handle: (ctx) => {
      const body = fleetBody(ctx, 'POST /own/car/MultiEnterprise', checkMultiEnterpriseBody(ctx.body));
      const visible = visibleEnterpriseIds(ctx);
      const asked = body.enterpriseIds ?? visible;
      if (asked.some((id) => !visible.includes(id))) return httpError(404, '企业不存在');
      return ok(asked.flatMap((id) => ownCars(ctx.deps.db, id)).filter((c) => body.carType === undefined || c.carType === body.carType).map(carMessage));
    },
  },
]);
