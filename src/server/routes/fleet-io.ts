/**
 * The fleet's costs, imports and exports (spec §7 "costs"; issue 11 §4; docs/fleet.md "Costs",
 * "Imports and exports"). Every call needs `ownCar.fleet` and reads or writes the session's
 * enterprise only. An import is all or nothing (rules/fleet/fleet-import.ts): the file is checked
 * as a zip before exceljs reads it (xlsx-guard.ts: exceljs reads the checked entries only), then every row by the rules, and only a file
 * without a bad row is written, in one transaction; a car or driver import records each car's or
 * driver's change and is logged (docs/fleet.md "History").
 */
import {
  CAR_IMPORT, checkCarCost, checkCarCostBody, COST_IMPORT, costKindLabel, DRIVER_IMPORT, fenToYuan,
  formatBoardingTime, isCalendarDate, OWN_CAR, yuanToFen, type ImportTemplate, FLEET_SCHEMAS,
} from '../../../rules/index.ts';
import { endpoints, type CarCostMessage, type ImportResult } from '../../shared/index.ts';
import type { UserContext } from '../context.ts';
import { fleetBody, requireFleet } from '../fleet-access.ts';
import { importColumns, templateWorkbook, XLSX_TYPE, type SheetColumn } from '../fleet-xlsx.ts';
import { BadRequestText, ImportText } from '../messages.ts';
import { EXPORT_ROW_CAP } from '../order-export.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpErrorAt, fileAnswer, httpError, ok, RequestRejected, type Answer } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, optionalText, paging, requiredNumber } from '../protocol/params.ts';
import { carCost, carCosts, insertCarCost, type CarCostFilter, type CarCostRecord } from '../store/car-costs.ts';
import { ownCars, plateHolder, type OwnCarRecord, type OwnDriver } from '../store/fleet.ts';
import { inWriteTransaction } from '../store/transactions.ts';
import { OWN_CARS } from '../../shared/resources/own-car.ts';
import { OWN_DRIVERS } from '../../shared/resources/own-driver.ts';
import { logImport } from '../resources/resource-routes.ts';
import { orderById } from '../store/orders.ts';
import { XLSX_LIMITS } from '../xlsx-guard.ts';
import { checkedImport, exportSheet, exportTooLarge } from '../xlsx-import.ts';
import { addCar, addDriver, carOf, driverFields, listedDrivers } from './fleet-admin.ts';
import { listedCars } from './fleet.ts';

const UNPROCESSABLE = 422;
const today = (ctx: UserContext) => formatBoardingTime(ctx.deps.now()).slice(0, 10);
const fleetLicenses = (ctx: UserContext) => ownCars(ctx.deps.db, ctx.user.enterpriseId).map((c) => c.carLicense);

function costMessage(record: CarCostRecord): CarCostMessage {
  return {
    id: record.id, carLicense: record.carLicense, date: record.date, kind: record.kind, kindName: costKindLabel(record.kind),
    amount: fenToYuan(record.amountFen), note: record.note, orderId: record.orderId, creationTime: `${formatBoardingTime(record.createdAt)}:00`,
  };
}

/** The cost list's filter `{ carLicense?, kind?, fromDate?, toDate? }`; a malformed part is 400 naming it. */
function costFilter(body: Record<string, unknown>): CarCostFilter {
  const kind = optionalNumber(body, 'kind');
  if (kind !== undefined && costKindLabel(kind) === '') throw new RequestRejected(httpError(400, BadRequestText.invalid('kind')));
  const date = (name: string) => {
    const text = optionalText(body, name);
    if (text !== undefined && !(/^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDate(text))) throw new RequestRejected(httpError(400, BadRequestText.invalid(name)));
    return text;
  };
  return { carLicense: optionalText(body, 'carLicense'), kind, fromDate: date('fromDate'), toDate: date('toDate') };
}

/** The car of an own-car order of the enterprise, null when there is no such order. */
function orderCar(ctx: UserContext, orderId: string): string | null {
  const order = orderById(ctx.deps.db, orderId, OWN_CAR);
  if (!order || order.enterpriseId !== ctx.user.enterpriseId) return null;
  return (order.payload as { carLicense?: string }).carLicense ?? null;
}

/** Plate keys held by a car (not deleted) of another enterprise: a plate is one car in the whole system. */
const takenElsewhere = (ctx: UserContext) => ({
  has: (key: string) => {
    const holder = plateHolder(ctx.deps.db, key);
    return holder !== undefined && holder !== ctx.user.enterpriseId;
  },
});

/**
 * An .xlsx import of a template (xlsx-import.ts); a file without a bad row is written in one transaction by `save`
 * (which records each record's change, for a resource on the engine). With `logged` (the resource), the import
 * is logged, kept or refused at its rows, as the engine logs its own (the 导入记录 of the files).
 */
async function importFile<T>(ctx: UserContext, template: ImportTemplate<T>, save: (body: T) => void, logged?: { name: string }): Promise<Answer<ImportResult>> {
  requireFleet(ctx);
  const checked = await checkedImport(ctx, template, { today: today(ctx), fleetLicenses: fleetLicenses(ctx), takenPlates: takenElsewhere(ctx) });
  if (!checked.ok) {
    if (logged && checked.rows) logImport(ctx, logged, checked.rows.read, 0, checked.rows.errors);
    return checked.answer;
  }
  inWriteTransaction(ctx.deps.db, () => {
    checked.bodies.forEach(({ body }) => save(body));
    if (logged) logImport(ctx, logged, checked.bodies.length, checked.bodies.length, 0);
  });
  return ok({ imported: checked.bodies.length, errors: [] }, ImportText.imported(checked.bodies.length));
}

const COST_EXPORT_COLUMNS: SheetColumn<CarCostMessage>[] = [
  ...importColumns<CarCostMessage>(COST_IMPORT),
  { header: '关联订单号', width: 20, value: (c) => c.orderId },
  { header: '录入时间', width: 20, value: (c) => c.creationTime },
];

const IMPORT_LIMIT = { bytes: XLSX_LIMITS.maxFileBytes, message: ImportText.tooLarge };

export const fleetIoRoutes = apiRoutes([
  {
    // Body `{ carLicense?, kind?, fromDate?, toDate?, pageIndex, pageSize }`: newest first, with the total of every filtered cost.
    endpoint: endpoints.ownCost.list,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = bodyObject(ctx.body, true);
      const { pageIndex, pageSize } = paging(body);
      const page = carCosts(ctx.deps.db, ctx.user.enterpriseId, costFilter(body), { offset: (pageIndex - 1) * pageSize, limit: pageSize });
      return ok({ total: page.total, totalAmount: fenToYuan(page.totalFen), items: page.items.map(costMessage) });
    },
  },
  {
    endpoint: endpoints.ownCost.create,
    handle: (ctx) => {
      requireFleet(ctx);
      const body = fleetBody(ctx, 'POST /own/cost', checkCarCostBody(ctx.body), FLEET_SCHEMAS.carCost);
      const orderId = body.orderId?.trim() ?? '';
      const car = orderId === '' ? undefined : orderCar(ctx, orderId);
      if (car === null) return httpError(404, '订单不存在');
      const [issue] = checkCarCost({ ...body, orderId }, { today: today(ctx), fleetLicenses: fleetLicenses(ctx), orderCar: car });
      if (issue) return httpErrorAt(UNPROCESSABLE, issue.message, issue.path || '/');
      const id = insertCarCost(ctx.deps.db, ctx.user.enterpriseId, { carLicense: body.carLicense, date: body.date, kind: body.kind, amountFen: yuanToFen(body.amount), note: body.note?.trim() ?? '', orderId }, ctx.deps.now());
      const saved = carCost(ctx.deps.db, ctx.user.enterpriseId, id);
      return saved ? ok(costMessage(saved)) : httpError(500);
    },
  },
  {
    // `?id=`
    endpoint: endpoints.ownCost.get,
    handle: (ctx) => {
      requireFleet(ctx);
      const id = requiredNumber(ctx.params, 'id');
      const record = Number.isSafeInteger(id) ? carCost(ctx.deps.db, ctx.user.enterpriseId, id) : undefined;
      return record ? ok(costMessage(record)) : httpError(404, '费用记录不存在');
    },
  },
  {
    // The list's filter (its page ignored): every filtered cost.
    endpoint: endpoints.ownCost.export,
    handle: (ctx) => {
      requireFleet(ctx);
      const page = carCosts(ctx.deps.db, ctx.user.enterpriseId, costFilter(bodyObject(ctx.body, true)), { offset: 0, limit: EXPORT_ROW_CAP + 1 });
      if (page.total > EXPORT_ROW_CAP) return exportTooLarge(ctx, '费用', page.total);
      return exportSheet(ctx, '费用', COST_EXPORT_COLUMNS, page.items.map(costMessage));
    },
  },
  {
    endpoint: endpoints.ownCost.exportTemplate,
    handle: async (ctx) => {
      requireFleet(ctx);
      return fileAnswer(COST_IMPORT.fileName, XLSX_TYPE, await templateWorkbook(COST_IMPORT));
    },
  },
  {
    endpoint: endpoints.ownCar.exportTemplate,
    handle: async (ctx) => {
      requireFleet(ctx);
      return fileAnswer(CAR_IMPORT.fileName, XLSX_TYPE, await templateWorkbook(CAR_IMPORT));
    },
  },
  {
    endpoint: endpoints.ownCar.export,
    handle: (ctx) => {
      requireFleet(ctx);
      return exportSheet<OwnCarRecord>(ctx, '车辆', importColumns<OwnCarRecord>(CAR_IMPORT), listedCars(ctx, bodyObject(ctx.body, true)));
    },
  },
  {
    endpoint: endpoints.ownDriver.export,
    handle: (ctx) => {
      requireFleet(ctx);
      return exportSheet<OwnDriver>(ctx, '司机', importColumns<OwnDriver>(DRIVER_IMPORT), listedDrivers(ctx, bodyObject(ctx.body, true)));
    },
  },
  {
    endpoint: endpoints.ownDriver.import,
    uploadLimit: IMPORT_LIMIT,
    handle: (ctx) => importFile(ctx, DRIVER_IMPORT, (body) => addDriver(ctx, driverFields(ctx, body)), OWN_DRIVERS),
  },
  {
    endpoint: endpoints.ownCar.import,
    uploadLimit: IMPORT_LIMIT,
    handle: (ctx) => importFile(ctx, CAR_IMPORT, (body) => addCar(ctx, carOf(ctx, body)), OWN_CARS),
  },
  {
    endpoint: endpoints.ownCost.import,
    uploadLimit: IMPORT_LIMIT,
    handle: (ctx) =>
      importFile(ctx, COST_IMPORT, (body) =>
        insertCarCost(ctx.deps.db, ctx.user.enterpriseId, { carLicense: body.carLicense, date: body.date, kind: body.kind, amountFen: yuanToFen(body.amount), note: body.note?.trim() ?? '', orderId: '' }, ctx.deps.now()),
      ),
  },
]);
