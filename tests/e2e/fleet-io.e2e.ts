/**
 * Costs, imports and exports of the own fleet in real Chromium against the reference server
 * (issue 11 §4; docs/fleet.md "Costs", "Imports and exports"): the fleet manager 周强 adds a cost and
 * sees it in the list and the total, imports a driver file with one bad row and sees the row's
 * error in a table (nothing imported), then the corrected file, and the drivers list shows the
 * imported driver; exports the cars and the .xlsx (read with exceljs) holds exactly the listed cars.
 * Screenshots at 1280 and 390 px: docs/images/fleet-io-*.png.
 */
import { readFile } from 'node:fs/promises';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import { fleetManagerPortal, region, shootBothWidths } from './fleet-helpers.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DRIVER_HEADER = ['姓名', '手机号', '驾驶证号', '驾驶证有效期至', '常用车辆'];
/** Today in China, `YYYY-MM-DD`. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function xlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('司机');
  sheet.addRow(DRIVER_HEADER);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetOf(path: string): Promise<string[][]> {
  const bytes = await readFile(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

describe('fleet costs, imports and exports in Chromium (issue 11 §4)', () => {
  const served = fleetManagerPortal();

  it('adds a cost, imports drivers (a bad row first), and exports the cars as the list shows them', async () => {
    const page = await served().open('/EnterpriseService/Fleet');
    await page.getByRole('heading', { name: '车队管理' }).waitFor();

    // 费用: the seeded five total ¥1771.75; a parking cost of 18.50 is added and counted.
    await page.getByRole('tab', { name: '费用' }).click();
    await page.getByText('合计 ¥1771.75（共 5 条）').waitFor();
    const costForm = region(page, '添加费用');
    await costForm.getByLabel('车牌号').fill('沪A·D1234');
    await costForm.getByLabel('日期').fill('2099-01-01');
    await costForm.getByLabel('费用类型').selectOption({ label: '停车费' });
    await costForm.getByLabel('金额（元）').fill('18.5');
    await costForm.getByLabel('备注').fill('虹桥枢纽 P9');
    await costForm.getByRole('button', { name: '添加费用' }).click();
    // A future day is the rule's refusal, shown by the transport; then today's date is kept.
    await page.getByText('费用日期不能晚于今天').first().waitFor();
    await costForm.getByLabel('日期').fill(chinaToday());
    await costForm.getByRole('button', { name: '添加费用' }).click();
    await page.getByRole('table', { name: '费用' }).getByRole('cell', { name: '虹桥枢纽 P9', exact: true }).waitFor();
    await page.getByText('合计 ¥1790.25（共 6 条）').waitFor();
    await shootBothWidths(page, 'fleet-io', 'costs');

    // 司机: a file with one bad row imports nothing and shows the row's error in a table.
    await page.getByRole('tab', { name: '司机' }).click();
    const good = ['孙立新', '13916600201', '310101198502021234', '2031-06-30', '沪A·D1234'];
    const bad = ['周海', '1391660', '310101198503031234', '2031-06-30', ''];
    await page.getByLabel('导入司机（.xlsx）').setInputFiles({ name: '司机.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx([good, bad]) });
    const errors = page.getByRole('table', { name: '司机导入错误' });
    const errorRow = errors.getByRole('row').filter({ hasText: '手机号' });
    await errorRow.getByRole('cell', { name: '须为 11 位手机号', exact: true }).waitFor();
    expect(await errorRow.getByRole('cell').first().textContent()).toBe('3');
    await page.getByText('导入失败：1 处错误，未导入任何数据，请修改后重新上传').first().waitFor();
    expect(await page.getByRole('table', { name: '司机' }).getByRole('cell', { name: '孙立新', exact: true }).count()).toBe(0);
    await shootBothWidths(page, 'fleet-io', 'import-errors');

    // The corrected file imports both, and the list shows them.
    await page.getByLabel('导入司机（.xlsx）').setInputFiles({ name: '司机.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx([good, ['周海', '13916600202', '310101198503031234', '2031-06-30', '']]) });
    await page.getByText('已导入 2 条').first().waitFor();
    const drivers = page.getByRole('table', { name: '司机' });
    await drivers.getByRole('cell', { name: '孙立新', exact: true }).waitFor();
    await drivers.getByRole('cell', { name: '周海', exact: true }).waitFor();
    expect(await errors.count()).toBe(0);
    await shootBothWidths(page, 'fleet-io', 'import-done');

    // 车辆: sorted by 购买日期, newest first (issue 25 §1); the export holds exactly the cars listed, in the list's
    // order and the template's columns.
    await page.getByRole('tab', { name: '车辆' }).click();
    const cars = page.getByRole('table', { name: '车辆' });
    await cars.getByRole('row').nth(1).waitFor();
    await cars.getByRole('button', { name: '按购买日期排序' }).click();
    await cars.locator('th[aria-sort=ascending]', { hasText: '购买日期' }).waitFor();
    await cars.getByRole('button', { name: '按购买日期排序' }).click();
    await cars.locator('th[aria-sort=descending]', { hasText: '购买日期' }).waitFor();
    // The 车牌号 and 购买日期 columns, wherever they stand (the list also has 选择 and 操作).
    const listed = await cars.getByRole('row').evaluateAll((rows) => {
      const column = (title: string) => [...(rows[0]?.children ?? [])].findIndex((cell) => cell.textContent === title);
      const [plate, date] = [column('车牌号'), column('购买日期 ↓')];
      return rows.slice(1).map((row) => [row.children[plate]?.textContent ?? '', row.children[date]?.textContent ?? '']);
    });
    expect(listed).toHaveLength(3);
    expect(listed.map(([, date]) => date)).toEqual(listed.map(([, date]) => date).sort().reverse());
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出车辆' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^车辆-\d{8}-\d{4}\.xlsx$/);
    const rows = await sheetOf((await download.path())!);
    expect(rows[0]).toEqual(['车牌号', '车型级别', '车型描述', '颜色', '购买日期', '车辆归属']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map(([plate]) => plate));
    expect(rows.find((r) => r[0] === '沪A·D1234')).toEqual(['沪A·D1234', '舒适型', '丰田凯美瑞', '黑色', '2024-03-15', '企业自有']);
    await shootBothWidths(page, 'fleet-io', 'cars-export');
    await page.close();
  });
});
