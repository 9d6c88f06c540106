/**
 * Reading the fleet's .xlsx imports (issue 11 §4; docs/fleet.md "Imports"): drivers, cars and
 * costs, one row per record, in the columns of the templates the server hands out. The server
 * reads the workbook (exceljs) into plain cell values; this file turns each row into a wire body,
 * checks it against the same schema as the add form and the fleet's rules, and reports every
 * problem as `行 N，列「X」：message`. Pure: no exceljs, no Node.
 *
 * Decision (docs/fleet.md): an import is all or nothing. One bad row and nothing is kept, and the
 * answer lists every bad row, so the corrected file can be sent again without making duplicates.
 */
import type { CheckResult, Issue } from '../model/issue.ts';
import { checkCarCost, COST_CAR_NOT_IN_FLEET, type CostFields } from './car-costs.ts';
import { plateKey, plateTakenMessage } from './plates.ts';
import { checkCarCostBody, checkOwnCarBody, checkOwnDriverBody, FLEET_SCHEMAS, isCalendarDate, type CarCostBody, type OwnCarBody, type OwnDriverBody } from './fleet-bodies.ts';
import { schemaChoices } from './fleet-labels.ts';

/** A cell as the server reads it: text, a number, empty, or a formula (refused: its value is not the file's own). */
export type CellValue = string | number | null | { formula: true };

/** The most data rows one import reads (more: the whole file is refused). */
export const IMPORT_ROW_CAP = 1000;

type ColumnKind = 'text' | 'number' | 'date' | 'choice';

export interface ImportColumn {
  header: string;
  key: string;
  kind: ColumnKind;
  required: boolean;
  /** What a bad value of this column is told (after 列「X」：). */
  hint: string;
  /** For a choice: the titles written in the sheet and their values (from the schema's `oneOf`). */
  choices?: readonly { const: number; title: string }[];
  /** An example cell of the template's sample row. */
  example: string | number;
}

export type ImportKind = 'driver' | 'car' | 'cost';

export interface ImportTemplate<T> {
  /** A fleet kind, or a resource's declared name (docs/resources.md); only the fleet kinds have rules here. */
  kind: ImportKind | (string & {});
  sheet: string;
  fileName: string;
  columns: readonly ImportColumn[];
  check: (value: unknown) => CheckResult<T>;
  /** A resource's key whose value names one record: a second row with the same value is refused as a duplicate (the fleet kinds have theirs built in). */
  uniqueKey?: string;
}

/** A bad cell of an import: its row (as the spreadsheet numbers it), its column's header, why, and the whole line. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
  /** `行 3，列「手机号」：须为 11 位手机号` */
  text: string;
}

/** What the fleet holds that a row is checked against. */
export interface ImportContext {
  /** Today's China date `YYYY-MM-DD`. */
  today: string;
  /** The licences of the enterprise's cars. */
  fleetLicenses: readonly string[];
  /**
   * For a car import: whether a plate key (`plateKey`) is a car of another enterprise (not
   * deleted). A plate names one car in the whole system (docs/fleet.md "One plate, one car").
   */
  takenPlates?: { has: (key: string) => boolean };
  /**
   * A resource's checks of a row's body against the records kept (a phone number already a user's):
   * each issue is told at the column its path points at (docs/resources.md "Imports").
   */
  recordIssues?: (body: unknown) => readonly Issue[];
}

export const IMPORT_TEXT = {
  required: '不能为空',
  formula: '不能使用公式，请直接填写数值或文字',
  duplicate: '与第 {row} 行重复',
  carExists: '该车牌号已在车队中',
  date: '须为存在的日期，格式 YYYY-MM-DD',
  number: '须为数字',
} as const;


export const DRIVER_IMPORT: ImportTemplate<OwnDriverBody> = {
  kind: 'driver',
  sheet: '司机',
  fileName: '司机导入模板.xlsx',
  check: checkOwnDriverBody,
  columns: [
    { header: '姓名', key: 'name', kind: 'text', required: true, hint: '须为 1 到 20 个字', example: '张建国' },
    { header: '手机号', key: 'phoneNumber', kind: 'text', required: true, hint: '须为 11 位手机号', example: '13916600001' },
    { header: '驾驶证号', key: 'licenseNumber', kind: 'text', required: true, hint: '须为 12 到 18 位数字或大写字母', example: '310101197805061234' },
    { header: '驾驶证有效期至', key: 'licenseExpiry', kind: 'date', required: true, hint: IMPORT_TEXT.date, example: '2031-05-06' },
    { header: '常用车辆', key: 'carLicense', kind: 'text', required: false, hint: '须为车队中的车牌号', example: '沪A·D1234' },
  ],
};

export const CAR_IMPORT: ImportTemplate<OwnCarBody> = {
  kind: 'car',
  sheet: '车辆',
  fileName: '车辆导入模板.xlsx',
  check: checkOwnCarBody,
  columns: [
    { header: '车牌号', key: 'carLicense', kind: 'text', required: true, hint: '车牌号格式不正确（如 沪A·D1234）', example: '沪A·E2468' },
    { header: '车型级别', key: 'carType', kind: 'choice', required: true, hint: '', choices: schemaChoices(FLEET_SCHEMAS.ownCar, 'carType'), example: '舒适型' },
    { header: '车型描述', key: 'carTypeDesc', kind: 'text', required: false, hint: '最多 30 个字', example: '丰田凯美瑞' },
    { header: '颜色', key: 'colorId', kind: 'choice', required: true, hint: '', choices: schemaChoices(FLEET_SCHEMAS.ownCar, 'colorId'), example: '黑色' },
    { header: '购买日期', key: 'purchaseDate', kind: 'date', required: true, hint: IMPORT_TEXT.date, example: '2025-03-15' },
    { header: '车辆归属', key: 'carOwnership', kind: 'choice', required: true, hint: '', choices: schemaChoices(FLEET_SCHEMAS.ownCar, 'carOwnership'), example: '企业自有' },
  ],
};

export const COST_IMPORT: ImportTemplate<CarCostBody> = {
  kind: 'cost',
  sheet: '费用',
  fileName: '费用导入模板.xlsx',
  check: checkCarCostBody,
  columns: [
    { header: '车牌号', key: 'carLicense', kind: 'text', required: true, hint: '须为车队中的车牌号', example: '沪A·D1234' },
    { header: '日期', key: 'date', kind: 'date', required: true, hint: IMPORT_TEXT.date, example: '2026-11-01' },
    { header: '费用类型', key: 'kind', kind: 'choice', required: true, hint: '', choices: schemaChoices(FLEET_SCHEMAS.carCost, 'kind'), example: '加油' },
    { header: '金额（元）', key: 'amount', kind: 'number', required: true, hint: '须大于 0 且不超过 1000000，最多两位小数', example: 356.5 },
    { header: '备注', key: 'note', kind: 'text', required: false, hint: '最多 200 个字', example: '中石化 92#' },
  ],
};

export const IMPORT_TEMPLATES = { driver: DRIVER_IMPORT, car: CAR_IMPORT, cost: COST_IMPORT } as const;

/** The line of a bad cell. @example rowErrorText(3, '手机号', '须为 11 位手机号') // '行 3，列「手机号」：须为 11 位手机号' */
export function rowErrorText(row: number, column: string, message: string): string {
  return `行 ${row}，列「${column}」：${message}`;
}

const rowError = (row: number, column: string, message: string): ImportRowError => ({ row, column, message, text: rowErrorText(row, column, message) });

/** The header line a file must start with, or the message when it does not (extra columns after the template's are ignored). */
export function checkImportHeader(template: ImportTemplate<unknown>, header: readonly CellValue[]): string | null {
  const expected = template.columns.map((c) => c.header);
  const ok = expected.every((h, i) => typeof header[i] === 'string' && (header[i] as string).trim() === h);
  return ok ? null : `表头与模板不一致：第 1 行应为 ${expected.join('、')}，请下载模板填写`;
}

/** A date cell as `YYYY-MM-DD` (also `YYYY/MM/DD` and `YYYY-M-D`), or null. */
function dateText(text: string): string | null {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return match ? `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}` : null;
}

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

function convert(column: ImportColumn, cell: CellValue): Converted {
  if (cell !== null && typeof cell === 'object') return { ok: false, message: IMPORT_TEXT.formula };
  const text = cell === null ? '' : String(cell).trim();
  if (text === '') return column.required ? { ok: false, message: IMPORT_TEXT.required } : { ok: true, value: undefined };
  switch (column.kind) {
    case 'text':
      return { ok: true, value: text };
    case 'number': {
      const value = typeof cell === 'number' ? cell : Number(text);
      return Number.isFinite(value) && /^-?[\d.]+$/.test(text) ? { ok: true, value } : { ok: false, message: IMPORT_TEXT.number };
    }
    case 'date': {
      const value = dateText(text);
      return value && isCalendarDate(value) ? { ok: true, value } : { ok: false, message: column.hint };
    }
    case 'choice': {
      const choice = column.choices?.find((c) => c.title === text || String(c.const) === text);
      return choice ? { ok: true, value: choice.const } : { ok: false, message: choiceHint(column) };
    }
  }
}

const choiceHint = (column: ImportColumn) => `须为 ${(column.choices ?? []).map((c) => c.title).join('、')} 之一`;

/** The column an issue's path points at (`/phoneNumber` → 手机号), the first column when none. */
function columnOf(template: ImportTemplate<unknown>, issue: Issue): ImportColumn {
  const key = issue.path.split('/')[1] ?? '';
  return template.columns.find((c) => c.key === key) ?? template.columns[0]!;
}

/** A row as the spreadsheet holds it: its number (the header is row 1) and its cells in the template's column order. */
export interface ImportRow {
  row: number;
  cells: readonly CellValue[];
}

/** The bodies of the good rows and the errors of the bad ones. */
export interface ImportCheck<T> {
  bodies: { row: number; body: T }[];
  errors: ImportRowError[];
}

/**
 * Every row of an import turned into its body and checked: each cell by its column (required,
 * number, date, choice; no formula), the body against its schema, then the fleet's rules and
 * duplicates within the file. Errors come in row order, then column order.
 *
 * @example checkImportRows(DRIVER_IMPORT, [{ row: 2, cells: ['张三', '123', …] }], context).errors[0].text
 * // '行 2，列「手机号」：须为 11 位手机号'
 */
export function checkImportRows<T>(template: ImportTemplate<T>, rows: readonly ImportRow[], context: ImportContext): ImportCheck<T> {
  const bodies: { row: number; body: T }[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const rowErrors: ImportRowError[] = [];
    const raw: Record<string, unknown> = {};
    template.columns.forEach((column, i) => {
      const converted = convert(column, cells[i] ?? null);
      if (!converted.ok) rowErrors.push(rowError(row, column.header, converted.message));
      else if (converted.value !== undefined) raw[column.key] = converted.value;
    });
    // The schema is asked even when a cell already failed, so every bad cell of the row is told at once.
    const checked = template.check(raw);
    const told = new Set(rowErrors.map((e) => e.column));
    if (!checked.ok) {
      for (const issue of checked.issues) {
        // A missing required cell was told by its column already.
        if (issue.code === 'schema.required') continue;
        const column = columnOf(template, issue);
        if (told.has(column.header)) continue;
        told.add(column.header);
        rowErrors.push(rowError(row, column.header, column.hint || choiceHint(column)));
      }
    } else if (rowErrors.length === 0) {
      rowErrors.push(...fleetIssues(template, row, checked.value, context));
      for (const issue of context.recordIssues?.(checked.value) ?? []) rowErrors.push(rowError(row, columnOf(template as ImportTemplate<unknown>, issue).header, issue.message));
      const key = duplicateKey(template, checked.value);
      const first = key === undefined ? undefined : firstRowOf.get(key);
      if (key !== undefined && first !== undefined) {
        rowErrors.push(rowError(row, duplicateColumn(template).header, IMPORT_TEXT.duplicate.replace('{row}', String(first))));
      } else if (key !== undefined) firstRowOf.set(key, row);
      if (rowErrors.length === 0) bodies.push({ row, body: checked.value });
    }
    rowErrors.sort((a, b) => columnIndex(template, a.column) - columnIndex(template, b.column));
    errors.push(...rowErrors);
  }
  return { bodies, errors };
}

const columnIndex = (template: ImportTemplate<unknown>, header: string) => template.columns.findIndex((c) => c.header === header);

/**
 * What makes two rows one record: a driver's phone, a car's plate (by `plateKey`: 沪A·D1234 and 沪AD1234
 * are one), a resource's `uniqueKey`; costs may repeat.
 */
function duplicateKey<T>(template: ImportTemplate<T>, body: T): string | undefined {
  if (template.kind === 'driver') return (body as OwnDriverBody).phoneNumber;
  if (template.kind === 'car') return plateKey((body as OwnCarBody).carLicense);
  if (template.uniqueKey !== undefined) {
    const value = (body as Record<string, unknown>)[template.uniqueKey];
    return value === undefined || value === '' ? undefined : String(value);
  }
  return undefined;
}

/** The column a duplicate is told at: the driver's 手机号, a resource's unique key's column, else the first. */
function duplicateColumn(template: ImportTemplate<unknown>): ImportColumn {
  if (template.kind === 'driver') return template.columns[1]!;
  return template.columns.find((c) => c.key === template.uniqueKey) ?? template.columns[0]!;
}

function fleetIssues<T>(template: ImportTemplate<T>, row: number, body: T, context: ImportContext): ImportRowError[] {
  if (template.kind === 'cost') return checkCarCost(body as CostFields, context).map((issue) => rowError(row, columnOf(template as ImportTemplate<unknown>, issue).header, issue.message));
  if (template.kind === 'driver') {
    const car = (body as OwnDriverBody).carLicense ?? '';
    return car !== '' && !context.fleetLicenses.includes(car) ? [rowError(row, '常用车辆', COST_CAR_NOT_IN_FLEET.message.replace('{carLicense}', car))] : [];
  }
  if (template.kind === 'car') {
    const { carLicense } = body as OwnCarBody;
    const key = plateKey(carLicense);
    if (context.fleetLicenses.some((licence) => plateKey(licence) === key)) return [rowError(row, '车牌号', IMPORT_TEXT.carExists)];
    return context.takenPlates?.has(key) ? [rowError(row, '车牌号', plateTakenMessage(carLicense))] : [];
  }
  return [];
}
