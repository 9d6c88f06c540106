/**
 * The history of the fleet's cars and drivers (issue 25 §2; docs/fleet.md "History"): a record's detail
 * with its changes, and the last imports, for the resource engine's 详情 and 导入记录. The fleet's writes
 * (fleet-admin.ts, fleet-upkeep.ts, fleet-io.ts) record them; these calls read them with the engine's
 * helpers (src/server/resources/resource-routes.ts). `ownCar.fleet` is needed (484), and a car or a
 * driver of another enterprise is not found (404).
 */
import { endpoints } from '../../shared/index.ts';
import { OWN_CARS } from '../../shared/resources/own-car.ts';
import { OWN_DRIVERS } from '../../shared/resources/own-driver.ts';
import { requireFleet } from '../fleet-access.ts';
import { BadRequestText } from '../messages.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpError, ok } from '../protocol/envelope.ts';
import { optionalText, requiredText } from '../protocol/params.ts';
import { importLogs, recordDetail } from '../resources/resource-routes.ts';
import { carShown, driverShown } from './fleet-admin.ts';

export const fleetHistoryRoutes = apiRoutes([
  {
    // `?carLicense=`: the car as listed and its history, newest first.
    endpoint: endpoints.ownCar.recordDetail,
    handle: (ctx) => {
      requireFleet(ctx);
      const license = requiredText(ctx.params, 'carLicense');
      const car = license.length <= 20 ? carShown(ctx, license) : undefined;
      return car ? ok(recordDetail(ctx, OWN_CARS, car)) : httpError(404, '车辆不存在');
    },
  },
  {
    // `?driverId=`: the driver as listed and its history, newest first.
    endpoint: endpoints.ownDriver.detail,
    handle: (ctx) => {
      requireFleet(ctx);
      const text = optionalText(ctx.params, 'driverId') ?? '';
      if (!/^[1-9]\d{0,14}$/.test(text)) return httpError(400, BadRequestText.invalid('driverId'));
      const driver = driverShown(ctx, Number(text));
      return driver ? ok(recordDetail(ctx, OWN_DRIVERS, driver)) : httpError(404, '司机不存在');
    },
  },
  {
    endpoint: endpoints.ownCar.importLogs,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(importLogs(ctx, OWN_CARS));
    },
  },
  {
    endpoint: endpoints.ownDriver.importLogs,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(importLogs(ctx, OWN_DRIVERS));
    },
  },
]);
