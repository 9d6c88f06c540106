/**
 * The own fleet's writes (issue 11 §4, spec §7 "Own fleet"; docs/fleet.md): cars, drivers,
 * restricted dates and the driver template. Writes need `ownCar.fleet` (fleet-access.ts); every
 * body is checked against its schema (schemas/own-car, own-driver, restricted-date) first; every write
 * of a car or a driver records its change (`logChange`, the car and the driver as listed) in its own
 * transaction, which the engine's 详情 shows (docs/fleet.md "History").
 */
import { DEFAULT_CAR_SEATS, FLEET_SCHEMAS, DRIVER_IMPORT, checkOwnCarBody, plateTakenMessage, checkOwnDriverBody, checkRestrictedDate, checkRestrictedDateBody, formatBoardingTime, type OwnCarBody, type OwnDriverBody } from '../../../rules/index.ts';
import { endpoints, type OwnDriverMessage } from '../../shared/index.ts';
import { OWN_CARS } from '../../shared/resources/own-car.ts';
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
import { logChange, sortedRecords } from '../resources/resource-routes.ts';
import { inWriteTransaction } from '../store/transactions.ts';
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

/** A car of the session's enterprise as listed (and as its history keeps it), or undefined. */
export function carShown(ctx: UserContext, carLicense: string) {
  const car = ownCar(ctx.deps.db, ctx.user.enterpriseId, carLicense);
  return car ? carMessage(car) : undefined;
}

/** A driver of the session's enterprise as listed (and as its history keeps it), or undefined. */
export function driverShown(ctx: UserContext, driverId: number) {
  const driver = ownDriver(ctx.deps.db, ctx.user.enterpriseId, driverId);
  return driver ? driverMessage(driver, ctx.deps.now()) : undefined;
}

/** Adds a car and records it; inside the caller's transaction (an import's, or the add's own). */
export function addCar(ctx: UserContext, car: OwnCar) {
  insertOwnCar(ctx.deps.db, car, ctx.deps.now());
  const added = carShown(ctx, car.carLicense);
  if (added) logChange(ctx, OWN_CARS, 'add', undefined, added);
  return added;
}

/** Adds a driver and records it; inside the caller's transaction (an import's, or the add's own). */
export function addDriver(ctx: UserContext, fields: ReturnType<typeof driverFields>) {
  const added = driverShown(ctx, insertOwnDriver(ctx.deps.db, ctx.user.enterpriseId, fields, ctx.deps.now()));
  if (added) logChange(ctx, OWN_DRIVERS, 'add', undefined, added);
  return added;
}

/** Rewrites a driver with the fields `change` makes of the kept ones, and records it; 404 for a driver not of the enterprise. */
function changeDriver(ctx: UserContext, driverId: number, change: (kept: OwnDriver) => ReturnType<typeof driverFields>) {
  const kept = ownDriver(ctx.deps.db, ctx.user.enterpriseId, driverId);
  if (!kept) throw new RequestRejected(httpError(404, '司机不存在'));
  const before = driverMessage(kept, ctx.deps.now());
  updateOwnDriver(ctx.deps.db, ctx.user.enterpriseId, driverId, change(kept), ctx.deps.now());
  const after = driverShown(ctx, driverId);
  if (after) logChange(ctx, OWN_DRIVERS, 'update', before, after);
  return after;
}

/** Deletes the enterprise's drivers among `driverIds` (another's are not counted) and records each, in one transaction. */
function removeDrivers(ctx: UserContext, driverIds: readonly number[]): number {
  return inWriteTransaction(ctx.deps.db, () => {
    const drivers = [...new Set(driverIds)].flatMap((id) => driverShown(ctx, id) ?? []);
    const deleted = deleteOwnDrivers(ctx.deps.db, ctx.user.enterpriseId, drivers.map((d) => d.driverId), ctx.deps.now());
    for (const driver of drivers) logChange(ctx, OWN_DRIVERS, 'delete', driver, undefined);
    return deleted;
  });
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
      const saved = inWriteTransaction(ctx.deps.db, () => addCar(ctx, car));
      return saved ? ok(saved) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownCar.update,
    handle: (ctx) => {
      requireFleet(ctx);
      const car = carOf(ctx, fleetBody(ctx, 'PUT /own/car', checkOwnCarBody(ctx.body), FLEET_SCHEMAS.ownCar));
      const saved = inWriteTransaction(ctx.deps.db, () => {
        const before = carShown(ctx, car.carLicense);
        if (!before || !updateOwnCar(ctx.deps.db, car, ctx.deps.now())) throw new RequestRejected(httpError(404, '车辆不存在'));
        const after = carShown(ctx, car.carLicense);
        if (after) logChange(ctx, OWN_CARS, 'update', before, after);
        return after;
      });
      return saved ? ok(saved) : httpError(500);
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
      const saved = inWriteTransaction(ctx.deps.db, () => addDriver(ctx, fields));
      return saved ? ok(saved) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownDriver.update,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = fleetBody(ctx, 'PUT /own/driver', checkOwnDriverBody(ctx.body), FLEET_SCHEMAS.ownDriver);
      if (body.driverId === undefined) return httpError(400, BadRequestText.missing('driverId'));
      const { driverId } = body;
      const saved = inWriteTransaction(ctx.deps.db, () => changeDriver(ctx, driverId, () => driverFields(ctx, body)));
      return saved ? ok(saved) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownDriver.clearLicense,
    handle: (ctx) => {
      requireFleet(ctx);
      const saved = inWriteTransaction(ctx.deps.db, () =>
        changeDriver(ctx, driverIdOf(ctx), ({ name, phoneNumber, licenseNumber, licenseExpiry }) => ({ name, phoneNumber, licenseNumber, licenseExpiry, carLicense: '' })),
      );
      return saved ? ok(saved) : httpError(500);
    },
  },
  {
    endpoint: endpoints.ownDriver.delete,
    handle: (ctx) => {
      requireFleet(ctx);
      const deleted = removeDrivers(ctx, [driverIdOf(ctx)]);
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
      return ok({ deleted: removeDrivers(ctx, ids as number[]) });
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
