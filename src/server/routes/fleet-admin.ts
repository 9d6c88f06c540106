/**
 * The own fleet's writes (issue 11 §4, spec §7 "Own fleet"; docs/fleet.md): cars, drivers,
 * restricted dates and the driver template. Writes need `ownCar.fleet` (fleet-access.ts); every
 * body is checked against its schema (schemas/own-car, own-driver, restricted-date) first.
 */
import { DEFAULT_CAR_SEATS, FLEET_SCHEMAS, DRIVER_IMPORT, checkOwnCarBody, plateTakenMessage, checkOwnDriverBody, checkRestrictedDate, checkRestrictedDateBody, formatBoardingTime, type OwnCarBody, type OwnDriverBody } from '../../../rules/index.ts';
import { endpoints, type OwnDriverMessage } from '../../shared/index.ts';
import { OWN_DRIVERS } from '../../shared/resources/own-driver.ts';
import type { UserContext } from '../context.ts';
import type { OwnCar } from '../db/reference-data.ts';
import { fleetBody, requireFleet } from '../fleet-access.ts';
import { templateWorkbook, XLSX_TYPE } from '../fleet-xlsx.ts';
import { BadRequestText, BusinessError } from '../messages.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { fileAnswer, httpError, ok, refusedAt, RequestRejected } from '../protocol/envelope.ts';
import { bodyObject, isJsonObject, optionalText, paging, requiredNumber, requiredText } from '../protocol/params.ts';
import {
  deleteOwnDrivers, deleteRestrictedDate, insertOwnCar, insertOwnDriver, insertRestrictedDate, ownCar, ownDriver, ownDrivers, plateHolder,
  restrictedDates, updateOwnCar, updateOwnDriver, type OwnCarRecord, type OwnDriver,
} from '../store/fleet.ts';
import { referenceRows } from '../store/reference.ts';
import { sortedRecords } from '../resources/resource-routes.ts';
import { matchesKeyword } from './matches-keyword.ts';

/** The car message of spec §3 "Car message" from a stored car. */
export function carMessage(car: OwnCarRecord) {
  const { createdAt, updatedAt, ...fields } = car;
  const time = (ms: number) => (ms === 0 ? `${car.purchaseDate} 00:00:00` : `${formatBoardingTime(ms)}:00`);
  return { ...fields, carTypeDesc: fields.carTypeDesc || '0', creationTime: time(createdAt), lastModificationTime: time(updatedAt) };
}

export function driverMessage(driver: OwnDriver, now: number): OwnDriverMessage {
  const { createdAt, updatedAt, ...fields } = driver;
  return {
    ...fields,
    licenseExpired: driver.licenseExpiry < formatBoardingTime(now).slice(0, 10),
    creationTime: `${formatBoardingTime(createdAt)}:00`,
    lastModificationTime: `${formatBoardingTime(updatedAt)}:00`,
  };
}

/** The enterprise's drivers matching the list filter `{ keyword? }` (name, phone or car) in the asked order (`OWN_DRIVERS`' sort keys): the list and its export. */
export function listedDrivers(ctx: UserContext, body: Record<string, unknown>): OwnDriver[] {
  const keyword = optionalText(body, 'keyword');
  const drivers = ownDrivers(ctx.deps.db, ctx.user.enterpriseId).filter(
    (d) => matchesKeyword(keyword, d.name) || matchesKeyword(keyword, d.phoneNumber) || matchesKeyword(keyword, d.carLicense),
  );
  return sortedRecords(OWN_DRIVERS, drivers, body);
}

/** The stored car of a checked body: the enterprise is the session's, the colour's name is the catalogue's. */
export function carOf(ctx: UserContext, body: OwnCarBody): OwnCar {
  const colour = referenceRows(ctx.deps.db, 'carColor').find((c) => c.colorId === body.colorId);
  return { enterpriseId: ctx.user.enterpriseId, carLicense: body.carLicense, carType: body.carType, carTypeDesc: body.carTypeDesc ?? '',
    color: colour?.color ?? '', colorId: body.colorId, purchaseDate: body.purchaseDate, seats: body.seats ?? DEFAULT_CAR_SEATS, carOwnership: body.carOwnership };
}

/** The driver fields of a checked body; a car named must be one of the enterprise's (404 otherwise). */
export function driverFields(ctx: UserContext, body: OwnDriverBody) {
  const carLicense = body.carLicense?.trim() ?? '';
  if (carLicense !== '' && !ownCar(ctx.deps.db, ctx.user.enterpriseId, carLicense)) throw new RequestRejected(httpError(404, '车辆不存在'));
  return { name: body.name.trim(), phoneNumber: body.phoneNumber, licenseNumber: body.licenseNumber, licenseExpiry: body.licenseExpiry, carLicense };
}

function driverIdOf(ctx: UserContext): number {
  const source = ctx.params.driverId !== undefined ? ctx.params : isJsonObject(ctx.body) ? ctx.body : {};
  const id = requiredNumber(source, 'driverId');
  if (!Number.isSafeInteger(id) || id < 1) throw new RequestRejected(httpError(400, BadRequestText.invalid('driverId')));
  return id;
}

export const fleetAdminRoutes = apiRoutes([
  {
    endpoint: endpoints.ownCar.create,
    handle: (ctx) => {
      requireFleet(ctx);
      const car = carOf(ctx, fleetBody(ctx, 'POST /own/car', checkOwnCarBody(ctx.body), FLEET_SCHEMAS.ownCar));
      // A plate is one car in the whole system (rules/fleet/plates.ts): the own fleet's says so, another enterprise's is not named.
      const holder = plateHolder(ctx.deps.db, car.carLicense);
      if (holder === ctx.user.enterpriseId) return refusedAt(BusinessError.CAR_EXISTS, '/carLicense');
      if (holder !== undefined) {
        ctx.deps.log(`[200] POST /own/car: 车牌号 ${car.carLicense} 已被其他企业登记 / plate taken by another enterprise (${BusinessError.PLATE_TAKEN.errorCode})`);
        return refusedAt(BusinessError.PLATE_TAKEN, '/carLicense', plateTakenMessage(car.carLicense));
      }
      insertOwnCar(ctx.deps.db, car, ctx.deps.now());
      const saved = ownCar(ctx.deps.db, ctx.user.enterpriseId, car.carLicense);
      return saved ? ok(carMessage(saved)) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownCar.update,
    handle: (ctx) => {
      requireFleet(ctx);
      const car = carOf(ctx, fleetBody(ctx, 'PUT /own/car', checkOwnCarBody(ctx.body), FLEET_SCHEMAS.ownCar));
      if (!updateOwnCar(ctx.deps.db, car, ctx.deps.now())) return httpError(404, '车辆不存在');
      const saved = ownCar(ctx.deps.db, ctx.user.enterpriseId, car.carLicense);
      return saved ? ok(carMessage(saved)) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownCar.restrictedDate,
    handle: (ctx) => ok(restrictedDates(ctx.deps.db, ctx.user.enterpriseId)),
  },
  {
    endpoint: endpoints.ownCar.addRestrictedDate,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = fleetBody(ctx, 'POST /own/car/restrictedDate', checkRestrictedDateBody(ctx.body), FLEET_SCHEMAS.restrictedDate);
      const carLicense = body.carLicense?.trim() ?? '';
      if (carLicense !== '' && !ownCar(ctx.deps.db, ctx.user.enterpriseId, carLicense)) return httpError(404, '车辆不存在');
      const date = { date: body.date, carLicense, reason: body.reason.trim() };
      return ok({ id: insertRestrictedDate(ctx.deps.db, ctx.user.enterpriseId, date), ...date });
    },
  },
  {
    endpoint: endpoints.ownCar.deleteRestrictedDate,
    handle: (ctx) => {
      requireFleet(ctx);
      const id = requiredNumber(ctx.params, 'id');
      return deleteRestrictedDate(ctx.deps.db, ctx.user.enterpriseId, id) ? ok({ deleted: 1 }) : httpError(404);
    },
  },
  {
    // Body `{ carLicense, fromTime, toTime }` (`YYYY-MM-DD HH:mm`): what the booking form asks before it submits.
    endpoint: endpoints.ownCar.checkRestrictedDate,
    handle: (ctx) => {
      const body = bodyObject(ctx.body);
      const carLicense = requiredText(body, 'carLicense');
      const fromTime = requiredText(body, 'fromTime');
      const toTime = optionalText(body, 'toTime') ?? fromTime;
      const [issue] = checkRestrictedDate(restrictedDates(ctx.deps.db, ctx.user.enterpriseId), carLicense, fromTime, toTime);
      return ok({ restricted: issue !== undefined, message: issue?.message ?? '' });
    },
  },
  {
    endpoint: endpoints.ownDriver.list,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = bodyObject(ctx.body, true);
      const now = ctx.deps.now();
      const drivers = listedDrivers(ctx, body);
      const { pageIndex, pageSize } = paging(body);
      const items = drivers.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map((d) => driverMessage(d, now));
      return ok({ total: drivers.length, items });
    },
  },
  {
    endpoint: endpoints.ownDriver.byEnterpriseId,
    handle: (ctx) => {
      requireFleet(ctx);
      return ok(ownDrivers(ctx.deps.db, ctx.user.enterpriseId).map((d) => driverMessage(d, ctx.deps.now())));
    },
  },
  {
    endpoint: endpoints.ownDriver.create,
    handle: (ctx) => {
      requireFleet(ctx);
      const fields = driverFields(ctx, fleetBody(ctx, 'POST /own/driver', checkOwnDriverBody(ctx.body), FLEET_SCHEMAS.ownDriver));
      const id = insertOwnDriver(ctx.deps.db, ctx.user.enterpriseId, fields, ctx.deps.now());
      const saved = ownDriver(ctx.deps.db, ctx.user.enterpriseId, id);
      return saved ? ok(driverMessage(saved, ctx.deps.now())) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownDriver.update,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = fleetBody(ctx, 'PUT /own/driver', checkOwnDriverBody(ctx.body), FLEET_SCHEMAS.ownDriver);
      if (body.driverId === undefined) return httpError(400, BadRequestText.missing('driverId'));
      if (!updateOwnDriver(ctx.deps.db, ctx.user.enterpriseId, body.driverId, driverFields(ctx, body), ctx.deps.now())) return httpError(404, '司机不存在');
      const saved = ownDriver(ctx.deps.db, ctx.user.enterpriseId, body.driverId);
      return saved ? ok(driverMessage(saved, ctx.deps.now())) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownDriver.clearLicense,
    handle: (ctx) => {
      requireFleet(ctx);
      const driver = ownDriver(ctx.deps.db, ctx.user.enterpriseId, driverIdOf(ctx));
      if (!driver) return httpError(404, '司机不存在');
      const { name, phoneNumber, licenseNumber, licenseExpiry } = driver;
      updateOwnDriver(ctx.deps.db, ctx.user.enterpriseId, driver.driverId, { name, phoneNumber, licenseNumber, licenseExpiry, carLicense: '' }, ctx.deps.now());
      const saved = ownDriver(ctx.deps.db, ctx.user.enterpriseId, driver.driverId);
      return saved ? ok(driverMessage(saved, ctx.deps.now())) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownDriver.delete,
    handle: (ctx) => {
      requireFleet(ctx);
      const deleted = deleteOwnDrivers(ctx.deps.db, ctx.user.enterpriseId, [driverIdOf(ctx)], ctx.deps.now());
      return deleted > 0 ? ok({ deleted }) : httpError(404, '司机不存在');
    },
  },
  {
    // Body `{ driverIds: number[] }` (1 to 200); drivers of another enterprise are not counted (nor touched).
    endpoint: endpoints.ownDriver.deleteBatch,
    handle: (ctx) => {
      requireFleet(ctx);
      const ids = bodyObject(ctx.body).driverIds;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 200 || !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) {
        return httpError(400, BadRequestText.invalid('driverIds'));
      }
      return ok({ deleted: deleteOwnDrivers(ctx.deps.db, ctx.user.enterpriseId, ids as number[], ctx.deps.now()) });
    },
  },
  {
    endpoint: endpoints.ownDriver.exportTemplate,
    handle: async (ctx) => {
      requireFleet(ctx);
      return fileAnswer(DRIVER_IMPORT.fileName, XLSX_TYPE, await templateWorkbook(DRIVER_IMPORT));
    },
  },
]);
