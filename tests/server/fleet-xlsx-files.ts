/** .xlsx files for the fleet's import tests, written with exceljs as a spreadsheet program would. */
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const DRIVER_HEADER = ['姓名', '手机号', '驾驶证号', '驾驶证有效期至', '常用车辆'];
export const CAR_HEADER = ['车牌号', '车型级别', '车型描述', '颜色', '购买日期', '车辆归属'];
export const COST_HEADER = ['车牌号', '日期', '费用类型', '金额（元）', '备注'];

/** An .xlsx of one sheet: the header, then the rows (a cell `{ formula }` is written as a formula). */
export async function xlsxOf(header: readonly string[], rows: readonly (readonly (string | number | null | { formula: string })[])[]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...header]);
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (cell !== null && typeof cell === 'object' ? null : cell)));
    row.forEach((cell, i) => {
      if (cell !== null && typeof cell === 'object') added.getCell(i + 1).value = { formula: cell.formula, result: 1 } as ExcelJS.CellFormulaValue;
    });
  }
  return new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
}
