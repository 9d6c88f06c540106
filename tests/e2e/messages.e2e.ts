/**
 * What the booker reads, at 1280 and 390 px, in real Chromium against the reference server (issue 22
 * §2 "Messages" and "Layout"; docs/security.md "Messages a person reads"):
 * - a refusal is a Chinese sentence under its field, never an HTTP status, a JSON pointer or a wire
 *   name (the reversed dates of the order list once read "请求错误 400 / 请求参数错误：/dateTo …");
 * - one message once: a form that draws its failure has no notification besides;
 * - a rate limit says how long to wait (the server counts it from the limiter's window);
 * - a list is cards on a phone instead of a table that scrolls sideways.
 * Screenshots go to docs/images/messages-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatBoardingTime } from '../../rules/index.ts';

import { FLEET_MANAGER, region } from './fleet-helpers.ts';
import { enterPassword, signInAsDemoBooker, startPortalWithServer, switchUser } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const WIDTHS = [1280, 390] as const;

/** Words a person must never read: a status number, a pointer, a wire name, the old "请求参数错误" prefix. */
const WIRE_WORDS = /请求错误|请求参数错误|\b[45]\d\d\b|\/date(From|To)|dateTo|lat\/lng/;

/** The text of every notification (the toaster's) on the page. */
async function notifications(page: Page): Promise<string[]> {
  return page.locator('[data-scope="toast"][data-part="root"]').allInnerTexts();
}

let portal: ServedPortal;

beforeAll(async () => {
  await mkdir(IMAGES, { recursive: true });
  portal = await startPortalWithServer();
}, 240_000);

afterAll(async () => {
  await portal?.close();
});

describe('a rate limit says how long to wait, once', () => {
  it('the 11th wrong password of one phone reads 操作频繁，请 10 分钟后再试 under the form, with no notification besides', async () => {
    const page = await portal.open('/login');
    // A phone of no one: its tries are counted all the same (docs/security.md "Sign-in").
    const phoneNumber = '13912345678';
    for (let n = 0; n < 10; n += 1) {
      await enterPassword(page, { phoneNumber, password: `guess-${n}-Aa1` });
      await page.getByRole('alert').filter({ hasText: '手机号或密码错误' }).waitFor();
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await enterPassword(page, { phoneNumber, password: `guess-${width}-Aa1` });
      const alert = page.getByRole('alert').filter({ hasText: '操作频繁' });
      await alert.waitFor();
      expect(await alert.innerText()).toMatch(/^操作频繁，请 (10|9) 分钟后再试$/);
      await page.waitForLoadState('networkidle');
      expect(await notifications(page)).toEqual([]);
      expect(await page.getByText('操作频繁').count()).toBe(1);
      await page.screenshot({ path: resolve(IMAGES, `messages-rate-limit-${width}.png`) });
    }
    await page.close();
  });
});

describe('the order list', () => {
  beforeAll(async () => signInAsDemoBooker(portal), 120_000);

  it('says reversed dates under 用车日期至 in words, sends nothing and shows no notification, at 1280 and 390 px', async () => {
    for (const width of WIDTHS) {
      const page = await portal.open('/EnterpriseService');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('link', { name: '自有车订单' }).click();
      await page.getByLabel('用车日期自').waitFor();
      await page.getByText('加载中…').waitFor({ state: 'detached' });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/own/order/List')) asked.push(request.url());
      });
      await page.getByLabel('用车日期自').fill('2026-11-02');
      await page.getByLabel('用车日期至').fill('2026-11-01');
      await page.getByRole('button', { name: '查询' }).click();
      const message = page.getByText('结束日期不能早于开始日期');
      await message.waitFor();
      // Under its field: the smallest box around the 用车日期至 input that holds the message holds no other input.
      const inputsBesideMessage = await page.getByLabel('用车日期至').evaluate((input) => {
        let box: HTMLElement | null = input.parentElement;
        while (box && !box.innerText.includes('结束日期不能早于开始日期')) box = box.parentElement;
        return box ? box.querySelectorAll('input, select, textarea').length : -1;
      });
      expect(inputsBesideMessage).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      expect(await notifications(page)).toEqual([]);
      expect(await page.locator('main').innerText()).not.toMatch(WIRE_WORDS);
      await page.screenshot({ path: resolve(IMAGES, `messages-order-dates-${width}.png`), fullPage: true });
      await page.close();
    }
  });

  it('writes a day YYYY-MM-DD as the portal does, not as the browser\'s locale would (mm/dd/yyyy), picked from the calendar, at 1280 and 390 px', async () => {
    const today = formatBoardingTime(Date.now()).slice(0, 10);
    for (const width of WIDTHS) {
      const page = await portal.open('/EnterpriseService');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('link', { name: '自有车订单' }).click();
      const from = page.getByLabel('用车日期自');
      await from.waitFor();
      expect([await from.getAttribute('type'), await from.getAttribute('placeholder')]).toEqual(['text', 'YYYY-MM-DD']);
      // Picked from the calendar (选择 beside the box): the box reads the day in the portal's form.
      await from.locator('xpath=ancestor::div[1]/following-sibling::button[1]').click();
      const calendar = page.getByRole('group', { name: '用车日期自日历' });
      await calendar.waitFor();
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      await calendar.getByRole('button', { name: `${year}年${month}月${day}日`, exact: true }).click();
      expect(await from.inputValue()).toBe(today);
      await page.screenshot({ path: resolve(IMAGES, `messages-date-field-${width}.png`) });
      await page.close();
    }
  });

  it('is a table at 1280 px and cards at 390 px, and nothing scrolls sideways on the phone', async () => {
    const page = await portal.open('/EnterpriseService');
    await page.getByRole('link', { name: '自有车订单' }).click();
    const name = '自有车订单列表';
    await page.getByRole('table', { name }).waitFor();
    const rows = await page.getByRole('table', { name }).locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 900 });
    const cards = page.getByRole('list', { name });
    await cards.waitFor();
    expect(await page.getByRole('table', { name }).count()).toBe(0);
    expect(await cards.getByRole('listitem').count()).toBe(rows);
    // Each card names its values: the first card reads 订单号, 状态 and 行程 with their values.
    const first = await cards.getByRole('listitem').first().innerText();
    expect(first).toMatch(/订单号\s*OC\d+/);
    expect(first).toMatch(/状态\s*\S+/);
    expect(first).toContain('→');
    // Nothing wider than the phone: no box of the list scrolls sideways, and neither does the page.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible').length,
    );
    expect(overflowing).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The sort stays within reach above the cards.
    await page.getByRole('button', { name: '按用车时间排序' }).click();
    await expect.poll(() => page.getByRole('button', { name: '按用车时间排序' }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: resolve(IMAGES, 'messages-order-cards-390.png'), fullPage: true });
    await page.close();
  });
});

describe('the boarding time calendar', () => {
  it('greys out the days before today (China time) at 1280 and 390 px; today can be picked', async () => {
    const today = formatBoardingTime(Date.now()).slice(0, 10);
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    for (const width of WIDTHS) {
      const page = await portal.open('/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const input = page.locator('#root_travelDateTime');
      await input.waitFor();
      await input.locator('xpath=following-sibling::button[1]').click();
      const calendar = page.getByRole('group', { name: /日历$/ });
      await calendar.waitFor();
      // Show this month whatever month the default time falls in (D7: next hour + 3 h).
      while (!(await calendar.innerText()).includes(`${year}年${month}月`)) await calendar.getByRole('button', { name: '上个月' }).click();
      const dayButton = (d: number) => calendar.getByRole('button', { name: `${year}年${month}月${d}日`, exact: true });
      expect(await dayButton(day).isDisabled()).toBe(false);
      if (day > 1) expect(await dayButton(day - 1).isDisabled()).toBe(true);
      // The month before is all past.
      await calendar.getByRole('button', { name: '上个月' }).click();
      const before = calendar.getByRole('button', { name: /年\d+月\d+日$/ });
      const disabled = await before.evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled));
      expect(disabled.length).toBeGreaterThan(27);
      expect(disabled.every(Boolean)).toBe(true);
      await calendar.getByRole('button', { name: '下个月' }).click();
      await page.screenshot({ path: resolve(IMAGES, `messages-calendar-${width}.png`), fullPage: false });
      await page.close();
    }
  });
});

describe('the fleet costs', () => {
  beforeAll(async () => switchUser(portal, FLEET_MANAGER), 120_000);

  it('says a refused cost once, under its field, at 1280 and 390 px; the cost list is cards on the phone', async () => {
    for (const width of WIDTHS) {
      const page = await portal.open('/EnterpriseService/Fleet');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('tab', { name: '费用' }).click();
      await page.getByText(/^合计 ¥/).waitFor();
      const costForm = region(page, '添加费用');
      await costForm.getByLabel('车牌号').fill('沪A·D1234');
      await costForm.getByLabel('日期').fill('2099-01-01');
      await costForm.getByLabel('费用类型').selectOption({ label: '停车费' });
      await costForm.getByLabel('金额（元）').fill('18.5');
      await costForm.getByRole('button', { name: '添加费用' }).click();
      await page.getByText('费用日期不能晚于今天').waitFor();
      // Once, and under 日期: the smallest box around the 日期 input that holds the message holds no other input.
      expect(await page.getByText('费用日期不能晚于今天').count()).toBe(1);
      const inputsBesideMessage = await costForm.getByLabel('日期').evaluate((input) => {
        let box: HTMLElement | null = input.parentElement;
        while (box && !box.innerText.includes('费用日期不能晚于今天')) box = box.parentElement;
        return box ? box.querySelectorAll('input, select, textarea').length : -1;
      });
      expect(inputsBesideMessage).toBe(1);
      expect(await notifications(page)).toEqual([]);
      if (width === 390) {
        expect(await page.getByRole('table', { name: '费用' }).count()).toBe(0);
        expect(await page.getByRole('list', { name: '费用' }).getByRole('listitem').count()).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      } else {
        await page.getByRole('table', { name: '费用' }).waitFor();
      }
      await page.screenshot({ path: resolve(IMAGES, `messages-cost-refused-${width}.png`), fullPage: true });
      await page.close();
    }
  });

  it('says a refused import once, in its alert with the rows\' errors, at 1280 and 390 px: no notification besides', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('司机');
    sheet.addRow(['姓名', '手机号', '驾驶证号', '驾驶证有效期至', '常用车辆']);
    sheet.addRow(['周海', '1391660', '310101198503031234', '2031-06-30', '']);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    for (const width of WIDTHS) {
      const page = await portal.open('/EnterpriseService/Fleet');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('tab', { name: '司机' }).click();
      await page.getByLabel('导入司机（.xlsx）').setInputFiles({ name: '司机.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
      await page.getByRole('alert').filter({ hasText: '导入失败' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(/^导入失败/).count()).toBe(1);
      expect(await notifications(page)).toEqual([]);
      await page.screenshot({ path: resolve(IMAGES, `messages-import-refused-${width}.png`), fullPage: true });
      await page.close();
    }
  });
});
