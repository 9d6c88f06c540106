/**
 * An .xlsx import and export, for the fleet's files and the resource engine's alike (docs/fleet.md
 * "Imports and exports", docs/resources.md "Imports"): the file's type, size, zip and rows checked in
 * that order (4xx with the reason; xlsx-guard.ts: exceljs reads the checked entries only), then every row
 * by the template's rules; a bad cell refuses the whole file (422 with every bad cell). The caller
 * writes the good rows in one transaction.
 */
import { checkImportHeader, checkImportRows, formatBoardingTime, IMPORT_ROW_CAP, type ImportCheck, type ImportContext, type ImportTemplate } from '../../rules/index.ts';
import type { ImportResult } from '../shared/index.ts';
import { mediaType } from './attachment-kinds.ts';
import type { UserContext } from './context.ts';
import { readSheet, sheetWorkbook, UnreadableXlsx, XLSX_TYPE, type SheetColumn } from './fleet-xlsx.ts';
import { BusinessError, ImportText } from './messages.ts';
import { EXPORT_ROW_CAP } from './order-export.ts';
import { fileAnswer, httpError, refusedWithStatus, type Answer, type FileAnswer } from './protocol/envelope.ts';
import { XLSX_LIMITS, checkedXlsx } from './xlsx-guard.ts';

const UNPROCESSABLE = 422;

function refuseImport(ctx: UserContext, status: number, message: string, reason: string): Answer<never> {
  ctx.deps.log(`[${status}] import refused: ${message} / ${reason}`);
  return httpError(status, message);
}

/**
 * A file refused before or at its rows, or its rows' bodies, every one good. A file refused at its rows
 * says what was read (`rows`): how many, the bad cells, the rows they are on, and the good rows' bodies
 * (which the resource engine keeps alone when the administrator asks to skip the bad rows).
 */
export type CheckedImport<T> =
  | { ok: true; bodies: ImportCheck<T>['bodies'] }
  | { ok: false; answer: Answer<never>; rows?: { read: number; errors: number; badRows: number[]; good: ImportCheck<T>['bodies'] } };

/** The upload as the template's bodies, or the answer that refuses it. */
export async function checkedImport<T>(ctx: UserContext, template: ImportTemplate<T>, context: ImportContext): Promise<CheckedImport<T>> {
  const refuse = (status: number, message: string, reason: string): CheckedImport<T> => ({ ok: false, answer: refuseImport(ctx, status, message, reason) });
  const type = mediaType(ctx.contentType);
  if (type !== XLSX_TYPE && type !== 'application/octet-stream') return refuse(406, ImportText.wrongType, `content type ${type || 'none'}`);
  const bytes = ctx.body;
  if (!(bytes instanceof Buffer)) return refuse(400, ImportText.empty, 'the body is empty');
  const checked = await checkedXlsx(bytes);
  if (!checked.ok) {
    switch (checked.refusal) {
      case 'tooLarge': return refuse(413, ImportText.tooLarge, 'over the file, entry or inflated-size limits');
      case 'tooManyRows': return refuse(413, ImportText.tooManyRows(IMPORT_ROW_CAP), `over ${XLSX_LIMITS.maxRows} rows before parsing`);
      case 'encrypted': return refuse(UNPROCESSABLE, ImportText.encrypted, 'an encrypted zip entry');
      case 'notXlsx': return refuse(UNPROCESSABLE, ImportText.notXlsx, 'not a zip holding xl/workbook.xml');
    }
  }
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    // exceljs reads the zip rebuilt from the checked entries, never the upload itself.
    sheet = await readSheet(checked.bytes, template.columns.length, IMPORT_ROW_CAP);
  } catch (error) {
    if (error instanceof UnreadableXlsx) return refuse(UNPROCESSABLE, ImportText.notXlsx, `exceljs: ${error.message}`);
    throw error;
  }
  if (sheet === 'noSheet') return refuse(UNPROCESSABLE, ImportText.notXlsx, 'no worksheet');
  if (sheet === 'tooMany') return refuse(UNPROCESSABLE, ImportText.tooManyRows(IMPORT_ROW_CAP), `over ${IMPORT_ROW_CAP} rows`);
  const headerIssue = checkImportHeader(template, sheet.header);
  if (headerIssue) return refuse(UNPROCESSABLE, headerIssue, 'the header is not the template\'s');
  if (sheet.rows.length === 0) return refuse(UNPROCESSABLE, ImportText.noRows, 'no data rows');
  const { bodies, errors } = checkImportRows(template, sheet.rows, context);
  if (errors.length > 0) {
    const message = ImportText.rowsRefused(errors.length);
    ctx.deps.log(`[${UNPROCESSABLE}] ${template.kind} import refused: ${errors.length} bad cells / ${errors.slice(0, 5).map((e) => e.text).join('; ')}`);
    const result: ImportResult = { imported: 0, errors };
    const answer: Answer<never> = { status: UNPROCESSABLE, envelope: { isSuccess: false, errorCode: BusinessError.IMPORT_ROWS_REFUSED.errorCode, message, result: result as never } };
    const badRows = [...new Set(errors.map((e) => e.row))];
    return { ok: false, answer, rows: { read: sheet.rows.length, errors: errors.length, badRows, good: bodies } };
  }
  return { ok: true, bodies };
}

/** An export of at most EXPORT_ROW_CAP records (422 beyond, never cut short). */
export function exportTooLarge(ctx: UserContext, name: string, rows: number): Answer<never> {
  ctx.deps.log(`[${UNPROCESSABLE}] ${name} export refused: ${rows} rows over the cap of ${EXPORT_ROW_CAP} / 导出超过上限`);
  return refusedWithStatus(UNPROCESSABLE, BusinessError.FLEET_EXPORT_TOO_LARGE);
}

/** One sheet named `name` of the records, as `name-YYYYMMDD-HHmm.xlsx`. */
export async function exportSheet<R>(ctx: UserContext, name: string, columns: readonly SheetColumn<R>[], records: readonly R[]): Promise<Answer<never> | FileAnswer> {
  if (records.length > EXPORT_ROW_CAP) return exportTooLarge(ctx, name, records.length);
  const stamp = formatBoardingTime(ctx.deps.now()).replace(/-/g, '').replace(' ', '-').replace(':', '');
  return fileAnswer(`${name}-${stamp}.xlsx`, XLSX_TYPE, await sheetWorkbook(name, columns, records));
}
