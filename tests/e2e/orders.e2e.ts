/**
 * The order lists in real Chromium against the reference server and its seeded orders
 * (db/seed/orders.json, and those of the approval and fleet seeds), nothing mocked (issue 11 "Done when"): the demo booker 王小明 filters his
 * own-car orders, cancels one from its detail (已取消 shown), copies it (the booking page opens with
 * the copy, its start reset per D7), and exports the list: the .xlsx downloads, opens with exceljs
 * and holds exactly the listed rows. Screenshots of the lists and the detail at 1280 and 390 px go
 * to docs/images/orders-*.png.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatBoardingTime } from '../../rules/index.ts';
import { d7Time, rowValue } from './booking-helpers.ts';
import { signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');

/** The order ids, statuses and boarding times of a list's table, top to bottom. */
async function listedRows(page: Page, name: string): Promise<{ orderId: string; status: string; time: string }[]> {
  const rows = page.getByRole('table', { name }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      orderId: tr.getAttribute('data-order-id') ?? '',
      status: (tr.children[1]?.textContent ?? '').trim(),
      time: (tr.children[2]?.textContent ?? '').trim(),
    })),
  );
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: resolve(IMAGES, `orders-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

let portal: ServedPortal;

beforeAll(async () => {
  await mkdir(IMAGES, { recursive: true });
  portal = await startPortalWithServer();
  await signInAsDemoBooker(portal);
}, 240_000);

afterAll(async () => {
  await portal?.close();
});

describe('a booker and his orders', () => {
  it('filters the own-car list, cancels an order, copies it, and exports exactly the listed rows', async () => {
    const page = await portal.open('/EnterpriseService');
    await page.getByRole('link', { name: '自有车订单' }).click();
    const table = '自有车订单列表';
    await page.getByRole('table', { name: table }).waitFor();
    const all = await listedRows(page, table);
    expect([...new Set(all.map((r) => r.status))].sort()).toEqual(['已完成', '已取消', '已派司机', '已预订', '审批未通过', '待审批'].sort());
    await screenshots(page, 'own-car-list');
    // An untouched filter filters nothing: no choice starts chosen.
    expect(await page.getByLabel('订单状态').inputValue()).toBe('');
    expect(await page.getByLabel('行程类型').inputValue()).toBe('');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => (await listedRows(page, table)).length).toBe(all.length);

    // Filter: 已预订 only.
    await page.getByLabel('订单状态').selectOption({ label: '已预订' });
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => new Set((await listedRows(page, table)).map((r) => r.status))).toEqual(new Set(['已预订']));
    const bookedRows = await listedRows(page, table);
    expect(bookedRows.length).toBeLessThan(all.length);
    await expect.poll(() => page.getByText(`第 1 / 1 页，共 ${bookedRows.length} 条`).count()).toBe(1);
    // One still ahead, which may be cancelled (checkOrderChangeable).
    const booked = bookedRows.find((r) => r.time > formatBoardingTime(Date.now()));
    expect(booked).toBeDefined();

    // Cancel it from its detail, after the confirm dialog.
    await page.getByRole('link', { name: booked!.orderId }).click();
    expect(await rowValue(page, '状态')).toBe('已预订');
    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('alertdialog', { name: '取消订单' });
    await expect.poll(() => dialog.getByText(`确定取消订单 ${booked!.orderId} 吗？`, { exact: false }).count()).toBe(1);
    await screenshots(page, 'cancel-dialog');
    await dialog.getByRole('button', { name: '确认取消' }).click();
    await expect.poll(() => rowValue(page, '状态')).toBe('已取消');
    expect(await page.getByRole('button', { name: '取消订单' }).count()).toBe(0);
    // The cancel was logged by SMS to the booker (simulated sending).
    await expect.poll(() => page.getByRole('table', { name: '短信记录' }).getByText('已取消', { exact: true }).count()).toBe(1);
    await screenshots(page, 'own-car-detail');

    // Copy: the booking page opens with the order, its start reset per D7.
    const expected = [d7Time(Date.now())];
    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '复制' }).click();
    await page.locator('#root_fromTime').waitFor();
    expected.push(d7Time(Date.now()));
    expect(expected).toContain(await page.locator('#root_fromTime').inputValue());
    expect(new URL(page.url()).searchParams.get('mode')).toBe('a');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(booked!.orderId);

    // Back on the list, the cancelled order shows 已取消; the export holds exactly the rows listed.
    await page.goto(`${portal.baseUrl}/EnterpriseService/Orders/OwnCar`);
    await page.getByRole('table', { name: table }).waitFor();
    await page.getByLabel('订单状态').selectOption({ label: '已取消' });
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => (await listedRows(page, table)).map((r) => r.orderId)).toContain(booked!.orderId);
    const listed = await listedRows(page, table);
    expect(listed.every((r) => r.status === '已取消')).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^自有车订单-\d{8}-\d{4}\.xlsx$/);
    const bytes = await readFile((await download.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    const [headers, ...body] = rows;
    expect(headers!.slice(0, 3)).toEqual(['订单号', '订单状态', '用车时间']);
    expect(body.map((r) => r[0])).toEqual(listed.map((r) => r.orderId));
    expect(body.map((r) => r[1])).toEqual(listed.map((r) => r.status));
    await page.close();
  }, 180_000);

  it('sorts the special-car list by boarding time and shows the trips page', async () => {
    const page = await portal.open('/EnterpriseService/Orders/SpecialCar');
    const table = '专车订单列表';
    await page.getByRole('table', { name: table }).waitFor();
    await page.getByRole('button', { name: '按用车时间排序' }).click();
    const times = async () => page.getByRole('table', { name: table }).locator('tbody tr td:nth-child(3)').allTextContents();
    await expect.poll(async () => {
      const t = await times();
      return t.length > 1 && t.join() === [...t].sort().join();
    }).toBe(true);
    await screenshots(page, 'special-car-list');
    await page.goto(`${portal.baseUrl}/OrderTravels`);
    await page.getByRole('table', { name: '专车订单列表' }).waitFor();
    await page.getByRole('table', { name: '自有车订单列表' }).waitFor();
    await screenshots(page, 'travels');
    await page.close();
  }, 120_000);
});
