/**
 * The fleet's .xlsx files (docs/fleet.md "Imports and exports"), written and read by exceljs:
 * templates (the import columns of rules/fleet/fleet-import.ts and one example row), exports of
 * the lists (same columns, so an export can be edited and imported elsewhere), and the rows of an
 * uploaded file as plain cell values for the rules. Reading takes only the zip `checkedXlsx` rebuilt.
 */
import ExcelJS from 'exceljs';
import type { CellValue, ImportColumn, ImportTemplate } from '../../rules/index.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an export: its header and width, the value of a record. */
export interface SheetColumn<R> {
  header: string;
  width?: number;
  value: (record: R) => string | number;
}

/** One sheet, bold frozen Chinese headers, one row per record. */
export async function sheetWorkbook<R>(sheetName: string, columns: readonly SheetColumn<R>[], records: readonly R[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'enterprise-booking-portal';
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(columns.map((c) => c.value(record)));
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}

/** The import's columns as export columns: a choice is written as its title, as the template asks. */
export function importColumns<R extends object>(template: ImportTemplate<unknown>): SheetColumn<R>[] {
  return template.columns.map((column: ImportColumn) => ({
    header: column.header,
    value: (record: R) => {
      const value = (record as Record<string, unknown>)[column.key];
      if (column.kind === 'choice') return column.choices?.find((c) => c.const === value)?.title ?? '';
      return typeof value === 'number' || typeof value === 'string' ? value : '';
    },
  }));
}

/** A template: the import's columns and its example row. */
export function templateWorkbook(template: ImportTemplate<unknown>): Promise<Uint8Array> {
  const example = Object.fromEntries(template.columns.map((c) => [c.header, c.example]));
  return sheetWorkbook(template.sheet, template.columns.map((c) => ({ header: c.header, value: (r: Record<string, string | number>) => r[c.header] ?? '' })), [example]);
}

/** A cell of exceljs as a plain value: a date as `YYYY-MM-DD`, rich text joined, a formula marked. */
function cellValue(cell: ExcelJS.Cell): CellValue {
  if (cell.type === ExcelJS.ValueType.Formula || cell.formula !== undefined) return { formula: true };
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'formula' in value) return { formula: true };
  if (typeof value === 'object' && 'sharedFormula' in value) return { formula: true };
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'error' in value) return String(value.error);
  return String(cell.text);
}

/** The first sheet's header and data rows (`row` as the sheet numbers it), the first `width` cells of each; blank rows skipped. */
export interface SheetRows {
  header: CellValue[];
  rows: { row: number; cells: CellValue[] }[];
}

export class UnreadableXlsx extends Error {
  override name = 'UnreadableXlsx';
}

/**
 * Reads the first sheet. `maxRows` data rows at most: one more and it stops and says so (`tooMany`).
 * Throws `UnreadableXlsx` when exceljs cannot read the file.
 */
export async function readSheet(bytes: Buffer, width: number, maxRows: number): Promise<SheetRows | 'tooMany' | 'noSheet'> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (error) {
    throw new UnreadableXlsx((error as Error).message);
  }
  const sheet = book.worksheets[0];
  if (!sheet) return 'noSheet';
  let header: CellValue[] = [];
  const rows: { row: number; cells: CellValue[] }[] = [];
  let tooMany = false;
  sheet.eachRow((row, rowNumber) => {
    if (tooMany) return;
    const cells = Array.from({ length: width }, (_, i) => cellValue(row.getCell(i + 1)));
    if (rowNumber === 1) {
      header = cells;
      return;
    }
    if (cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) return;
    if (rows.length === maxRows) tooMany = true;
    else rows.push({ row: rowNumber, cells });
  });
  return tooMany ? 'tooMany' : { header, rows };
}
