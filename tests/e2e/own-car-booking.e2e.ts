/**
 * The own-car booking page in real Chromium against the reference server (issue 8 "Done when": a
 * valid own-car booking reaches the server with the D9 payload, opens in detail, is updated and is
 * copied into a new order), signed in as the demo booker of 上海华信 (1001), nothing mocked.
 *
 * The trip is placed the day after tomorrow (China time), 10:00 to 12:00: the seed books 沪A·D1234
 * that whole day (src/server/db/seed/reference.json), so it is shown disabled, and 沪A·D5678 is free.
 * The server refuses overlapping own-car orders on one car (422, 20300011), so the copy (D7: the next
 * hour + 3 h, within a day from now) takes another car, 浙A·F9001, which the seed never books.
 * Screenshots of the car step at 1280 px and 390 px go to docs/images/ (the trip step's are taken
 * by booking.e2e.ts).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chinaDay, chooseFirst, choosePlace, currentStep, d7Time, openWithoutDrafts, rowValue } from './booking-helpers.ts';
import { signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');

const BOOKED_CAR = '沪A·D1234';
const FREE_CAR = '沪A·D5678';
const COPY_CAR = '浙A·F9001';

/** The radio of a car on the car step. */
const carRadio = (page: Page, license: string) => page.getByRole('radiogroup', { name: '车辆' }).getByRole('radio', { name: new RegExp(license) });

/** 下一步 on the trip step; waits for the car step with the fleet loaded. */
async function toCarStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('radiogroup', { name: '车辆' }).waitFor();
  expect(await currentStep(page)).toBe('2. 选择车辆');
}

/**
 * From the car step with `license` chosen: 车辆信息 (where `fill` enters what step 3 asks), 确认订单,
 * then 提交; resolves with the order id of the detail page.
 */
async function chooseCarAndSubmit(page: Page, license: string, submitLabel: string, fill: () => Promise<unknown> = async () => {}): Promise<string> {
  await carRadio(page, license).check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('heading', { name: '车辆信息' }).waitFor();
  expect(await currentStep(page)).toBe('3. 车辆信息');
  expect(await rowValue(page, '车牌号')).toBe(license);
  await fill();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('heading', { name: '确认订单' }).waitFor();
  expect(await currentStep(page)).toBe('4. 确认订单');
  const before = page.url();
  await page.getByRole('button', { name: submitLabel }).click();
  await page.waitForURL((url) => url.href !== before && /\/Order\/OwnCar\/[^/]+$/.test(url.pathname));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

describe('the own-car booking page in Chromium (issue 8)', () => {
  let portal: ServedPortal;

  beforeAll(async () => {
    portal = await startPortalWithServer();
    await mkdir(IMAGES, { recursive: true });
    await signInAsDemoBooker(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('a valid own-car booking goes through the four steps, reaches the server, opens in detail, is updated and copied', async () => {
    const day = chinaDay(2);
    const fromTime = `${day} 10:00`;
    const toTime = `${day} 12:00`;
    const page = await openWithoutDrafts(portal, '/EnterpriseService/OwnCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    expect(await currentStep(page)).toBe('1. 行程');

    // 行程: times, region type, addresses (a company address to a railway station).
    await page.locator('#root_tripType').selectOption({ label: '同城' });
    await page.locator('#root_fromTime').fill(fromTime);
    await page.locator('#root_toTime').fill(toTime);
    const pickUp = await choosePlace(page, '#root_pickUp', { city: '上海', kind: '公司地址' });
    const destination = await choosePlace(page, '#root_destination', { city: '上海', kind: '火车站' });

    // 选择车辆: the car booked over the trip is shown disabled with 所选时间已被预订 and cannot be chosen.
    await toCarStep(page);
    const booked = carRadio(page, BOOKED_CAR);
    expect(await booked.isDisabled()).toBe(true);
    const bookedCard = page.locator(`[id="own-car-${BOOKED_CAR}__booked"]`);
    expect(await bookedCard.innerText()).toContain('所选时间已被预订');
    expect(await carRadio(page, FREE_CAR).isDisabled()).toBe(false);
    await booked.click({ force: true });
    expect(await booked.isChecked()).toBe(false);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `own-car-booking-car-step-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // 车辆信息: the passenger, the approver and the special config, asked after the trip (issue 22 §2).
    const first = await chooseCarAndSubmit(page, FREE_CAR, '提交订单', async () => {
      await page.locator('#root_passName').fill('李雷');
      await page.locator('#root_passPhone').fill('13900000002');
      await chooseFirst(page, '#root_auditor__list');
      // A required choice starts with nothing chosen (spec §4): the booker picks 出差事由.
      await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
    });

    // The detail page shows what the server stored (its detail call), i.e. the D9 payload's content.
    await expect.poll(() => rowValue(page, '开始时间')).toBe(fromTime);
    expect(await rowValue(page, '结束时间')).toBe(toTime);
    expect(await rowValue(page, '区域类型')).toBe('同城');
    expect(await rowValue(page, '上车地点')).toContain(pickUp.replace(/（.*$/, ''));
    expect(await rowValue(page, '下车地点')).toContain(destination.replace(/（.*$/, ''));
    expect(await rowValue(page, '车辆')).toBe(FREE_CAR);
    expect(await rowValue(page, '乘车人')).toBe('李雷（13900000002）');
    expect(await rowValue(page, '预订人')).toContain('13800000001');

    // 修改: the form opens with the order (same car, still free for its own order), a change is submitted, the detail shows it.
    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '修改' }).click();
    await page.locator('#root_fromTime').waitFor();
    expect(await page.locator('#root_fromTime').inputValue()).toBe(fromTime);
    expect(await page.locator('#root_passName').inputValue()).toBe('李雷');
    await toCarStep(page);
    expect(await carRadio(page, FREE_CAR).isChecked()).toBe(true);
    expect(await chooseCarAndSubmit(page, FREE_CAR, '提交修改', () => page.locator('#root_comments').fill('请在大堂等候'))).toBe(first);
    await expect.poll(() => rowValue(page, '备注')).toBe('请在大堂等候');
    expect(await rowValue(page, '车辆')).toBe(FREE_CAR);

    // 复制: a new order from this one, its start reset per D7 (the next whole hour + 3 h, China time), its length kept.
    const expected = [d7Time(Date.now())];
    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '复制' }).click();
    await page.locator('#root_fromTime').waitFor();
    expected.push(d7Time(Date.now()));
    const copiedFrom = await page.locator('#root_fromTime').inputValue();
    expect(expected).toContain(copiedFrom);
    expect(await page.locator('#root_comments').inputValue()).toBe('请在大堂等候');
    await toCarStep(page);
    const copy = await chooseCarAndSubmit(page, COPY_CAR, '提交订单');
    expect(copy).not.toBe(first);
    await expect.poll(() => rowValue(page, '开始时间')).toBe(copiedFrom);
    expect(await rowValue(page, '车辆')).toBe(COPY_CAR);
    expect(await rowValue(page, '乘车人')).toBe('李雷（13900000002）');

    await page.goto(`${portal.baseUrl}/EnterpriseService`);
    await page.getByText(first).first().waitFor();
    await page.getByText(copy).first().waitFor();
    await page.close();
  });
});
