/**
 * The enterprise's own fleet (spec §7 "Own fleet"): its cars, their licences and the car colours.
 * Read calls only; the fleet's write calls are not done yet (docs/server.md "Not done yet").
 */
import type { OwnCar } from '../db/reference-data.ts';
import { endpoints } from '../../shared/index.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { ok } from '../protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalNumber, optionalText, paging } from '../protocol/params.ts';
import { referenceRows } from '../store/reference.ts';
import { ownEnterprise } from './enterprise-config.ts';
import { matchesKeyword } from './matches-keyword.ts';

/** A car message of spec §3 "Car message". */
function carMessageOf(car: OwnCar) {
  const time = `${car.purchaseDate} 00:00:00`;
  return { ...car, isDeleted: 0, creationTime: time, lastModificationTime: time };
}

export const fleetRoutes = apiRoutes([
  {
    endpoint: endpoints.ownCar.list,
    handle: (ctx) => {
      const body = bodyObject(ctx.body, true);
      const license = optionalText(body, 'carLicense');
      const carType = optionalNumber(body, 'carType');
      const cars = referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId).filter(
        (c) => matchesKeyword(license, c.carLicense) && (carType === undefined || c.carType === carType),
      );
      const { pageIndex, pageSize } = paging(body);
      return ok({ total: cars.length, items: cars.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map(carMessageOf) });
    },
  },
  {
    endpoint: endpoints.ownCar.detail,
    handle: (ctx) => {
      const license = optionalText(ctx.params, 'carLicense');
      const car = referenceRows(ctx.deps.db, 'ownCar', ownEnterprise(ctx)).find((c) => c.carLicense === license);
      return ok(car ? carMessageOf(car) : null);
    },
  },
  {
    endpoint: endpoints.ownCar.byEnterpriseId,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'ownCar', ownEnterprise(ctx)).map(carMessageOf)),
  },
  {
    endpoint: endpoints.ownCar.infoByCarType,
    handle: (ctx) => {
      const body = isJsonObject(ctx.body) ? ctx.body : {};
      const carType = optionalNumber(body, 'carType');
      // Only the user's own enterprise: other enterprises' cars are not this user's to book.
      const cars = referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId).filter((c) => carType === undefined || c.carType === carType);
      return ok(cars.map(carMessageOf));
    },
  },
  {
    endpoint: endpoints.ownCar.unassignedDriverLicenses,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'ownCar', ctx.user.enterpriseId).map((c) => c.carLicense)),
  },
  {
    endpoint: endpoints.ownCar.colors,
    handle: (ctx) => ok(referenceRows(ctx.deps.db, 'carColor')),
  },
]);
