/**
 * The fleet's costs, imports and exports (spec §7 "costs"; issue 11 §4; docs/fleet.md "Costs",
 * "Imports and exports"). Every call needs `ownCar.fleet` and reads or writes the session's
 * enterprise only. An import is all or nothing (rules/fleet/fleet-import.ts): the file is checked
 * as a zip before exceljs reads it (xlsx-guard.ts: exceljs reads the checked entries only), then every row by the rules, and only a file
 * without a bad row is written, in one transaction.
 */
import {
  CAR_IMPORT, checkCarCost, checkCarCostBody, checkImportHeader, checkImportRows, COST_IMPORT, costKindLabel, DRIVER_IMPORT, fenToYuan,
  formatBoardingTime, IMPORT_ROW_CAP, isCalendarDate, OWN_CAR, yuanToFen, type ImportTemplate, FLEET_SCHEMAS,
} from '../../../rules/index.ts';
import { endpoints, type CarCostMessage, type ImportResult } from '../../shared/index.ts';
import { mediaType } from '../attachment-kinds.ts';
import type { UserContext } from '../context.ts';
import { fleetBody, requireFleet } from '../fleet-access.ts';
import { importColumns, readSheet, sheetWorkbook, templateWorkbook, UnreadableXlsx, XLSX_TYPE, type SheetColumn } from '../fleet-xlsx.ts';
import { BadRequestText, BusinessError, ImportText } from '../messages.ts';
import { EXPORT_ROW_CAP } from '../order-export.ts';
import { apiRoutes } from '../protocol/api-routes.ts';
import { httpErrorAt, fileAnswer, httpError, ok, refusedWithStatus, RequestRejected, type Answer, type FileAnswer } from '../protocol/envelope.ts';
import { bodyObject, optionalNumber, optionalText, paging, requiredNumber } from '../protocol/params.ts';
import { carCost, carCosts, insertCarCost, type CarCostFilter, type CarCostRecord } from '../store/car-costs.ts';
import { inOneTransaction, insertOwnCar, insertOwnDriver, ownCars, plateHolder, type OwnCarRecord, type OwnDriver } from '../store/fleet.ts';
import { orderById } from '../store/orders.ts';
import { XLSX_LIMITS, checkedXlsx } from '../xlsx-guard.ts';
import { carOf, driverFields, listedDrivers } from './fleet-admin.ts';
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

function refuseImport(ctx: UserContext, status: number, message: string, reason: string): Answer<never> {
  ctx.deps.log(`[${status}] import refused: ${message} / ${reason}`);
  return httpError(status, message);
}

/**
 * An .xlsx import of a template: the file's type, size, zip and rows checked in that order (4xx
 * with the reason), then every row by the rules; bad rows refuse the whole file (422 with every bad
 * cell), else `save` writes every row in one transaction.
 */
async function importFile<T>(ctx: UserContext, template: ImportTemplate<T>, save: (body: T) => void): Promise<Answer<ImportResult>> {
  requireFleet(ctx);
  const type = mediaType(ctx.contentType);
  if (type !== XLSX_TYPE && type !== 'application/octet-stream') return refuseImport(ctx, 406, ImportText.wrongType, `content type ${type || 'none'}`);
  const bytes = ctx.body;
  if (!(bytes instanceof Buffer)) return refuseImport(ctx, 400, ImportText.empty, 'the body is empty');
  const checked = await checkedXlsx(bytes);
  if (!checked.ok) {
    switch (checked.refusal) {
      case 'tooLarge': return refuseImport(ctx, 413, ImportText.tooLarge, 'over the file, entry or inflated-size limits');
      case 'tooManyRows': return refuseImport(ctx, 413, ImportText.tooManyRows(IMPORT_ROW_CAP), `over ${XLSX_LIMITS.maxRows} rows before parsing`);
      case 'encrypted': return refuseImport(ctx, UNPROCESSABLE, ImportText.encrypted, 'an encrypted zip entry');
      case 'notXlsx': return refuseImport(ctx, UNPROCESSABLE, ImportText.notXlsx, 'not a zip holding xl/workbook.xml');
    }
  }
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    // exceljs reads the zip rebuilt from the checked entries, never the upload itself.
    sheet = await readSheet(checked.bytes, template.columns.length, IMPORT_ROW_CAP);
  } catch (error) {
    if (error instanceof UnreadableXlsx) return refuseImport(ctx, UNPROCESSABLE, ImportText.notXlsx, `exceljs: ${error.message}`);
    throw error;
  }
  if (sheet === 'noSheet') return refuseImport(ctx, UNPROCESSABLE, ImportText.notXlsx, 'no worksheet');
  if (sheet === 'tooMany') return refuseImport(ctx, UNPROCESSABLE, ImportText.tooManyRows(IMPORT_ROW_CAP), `over ${IMPORT_ROW_CAP} rows`);
  const headerIssue = checkImportHeader(template, sheet.header);
  if (headerIssue) return refuseImport(ctx, UNPROCESSABLE, headerIssue, 'the header is not the template\'s');
  if (sheet.rows.length === 0) return refuseImport(ctx, UNPROCESSABLE, ImportText.noRows, 'no data rows');
  const { bodies, errors } = checkImportRows(template, sheet.rows, { today: today(ctx), fleetLicenses: fleetLicenses(ctx), takenPlates: takenElsewhere(ctx) });
  if (errors.length > 0) {
    const message = ImportText.rowsRefused(errors.length);
    ctx.deps.log(`[${UNPROCESSABLE}] ${template.kind} import refused: ${errors.length} bad cells / ${errors.slice(0, 5).map((e) => e.text).join('; ')}`);
    const result: ImportResult = { imported: 0, errors };
    return { status: UNPROCESSABLE, envelope: { isSuccess: false, errorCode: BusinessError.IMPORT_ROWS_REFUSED.errorCode, message, result } };
  }
  inOneTransaction(ctx.deps.db, () => bodies.forEach(({ body }) => save(body)));
  return ok({ imported: bodies.length, errors: [] }, ImportText.imported(bodies.length));
}

/** A fleet export of at most EXPORT_ROW_CAP records (422 beyond, never cut short). */
function exportTooLarge(ctx: UserContext, name: string, rows: number): Answer<never> {
  ctx.deps.log(`[${UNPROCESSABLE}] ${name} export refused: ${rows} rows over the cap of ${EXPORT_ROW_CAP} / 导出超过上限`);
  return refusedWithStatus(UNPROCESSABLE, BusinessError.FLEET_EXPORT_TOO_LARGE);
}

async function exportSheet<R>(ctx: UserContext, name: string, columns: readonly SheetColumn<R>[], records: readonly R[]): Promise<Answer<never> | FileAnswer> {
  if (records.length > EXPORT_ROW_CAP) return exportTooLarge(ctx, name, records.length);
  const stamp = formatBoardingTime(ctx.deps.now()).replace(/-/g, '').replace(' ', '-').replace(':', '');
  return fileAnswer(`${name}-${stamp}.xlsx`, XLSX_TYPE, await sheetWorkbook(name, columns, records));
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
    handle: (ctx) => importFile(ctx, DRIVER_IMPORT, (body) => insertOwnDriver(ctx.deps.db, ctx.user.enterpriseId, driverFields(ctx, body), ctx.deps.now())),
  },
  {
    endpoint: endpoints.ownCar.import,
    uploadLimit: IMPORT_LIMIT,
    handle: (ctx) => importFile(ctx, CAR_IMPORT, (body) => insertOwnCar(ctx.deps.db, carOf(ctx, body), ctx.deps.now())),
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
