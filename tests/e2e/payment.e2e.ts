/**
 * What the payment part of the special-car form shows a real booker (issue 22 §1 "the D5 picture
 * price wired end to end", §2 "Payment"), in real Chromium against the reference server, at
 * 1280 px and 390 px. Signed in as 刘洋 of 中元能源 (2002), which offers 企业账户余额, 信用卡, 余额
 * and 礼品E卡 and the 半日租 / 日租 packages. Screenshots go to docs/images/.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { choosePlace, openWithoutDrafts } from './booking-helpers.ts';
import { DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer, switchUser } from './harness.ts';
import type { SeededUser, ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const ZHONGYUAN_BOOKER: SeededUser = { phoneNumber: '13800000004', password: 'Demo@2026', trueName: '刘洋' };
const WIDTHS = [1280, 390] as const;

let portal: ServedPortal;

beforeAll(async () => {
  portal = await startPortalWithServer();
  await signInAsDemoBooker(portal, ZHONGYUAN_BOOKER);
  await mkdir(IMAGES, { recursive: true });
}, 240_000);

afterAll(async () => {
  await portal?.close();
});

/** The payment choices as the booker sees them: label, checked, disabled. */
async function paymentChoices(page: Page) {
  const group = page.getByRole('radiogroup', { name: '支付方式' });
  return group.getByRole('radio').evaluateAll((radios) =>
    radios.map((radio) => {
      const input = radio as HTMLInputElement;
      return { label: input.closest('label')?.textContent?.trim() ?? '', checked: input.checked, disabled: input.disabled };
    }),
  );
}

describe('the D5 price picture on the special-car form', () => {
  for (const width of WIDTHS) {
    it(`a full-day hire shows its price picture and keeps the first payment type; a one-way trip does not (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const picture = page.getByRole('img', { name: '价格图片：本行程的套餐价' });
      await page.locator('#root_tripType').selectOption({ label: '日租' });
      await page.getByRole('radiogroup', { name: '车型等级' }).getByText('舒适型').click();

      await picture.waitFor();
      // The picture is the server's SVG, loaded, and never wider than the page.
      await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const box = await picture.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
      expect(await paymentChoices(page)).toEqual([{ label: '企业账户余额', checked: true, disabled: true }]);
      await expect.poll(() => page.getByRole('radiogroup', { name: '支付方式' }).innerText()).toContain('已锁定：有价格图片，只保留第一个开放的支付方式');
      await expect.poll(() => page.getByRole('radiogroup', { name: '支付方式' }).innerText()).toContain('本行程按价格图片计价');
      await picture.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-picture-price-${width}.png`) });

      // Another trip type: no picture, every offered payment type again.
      await page.locator('#root_tripType').selectOption({ label: '同城单程' });
      await picture.waitFor({ state: 'detached' });
      expect((await paymentChoices(page)).map((choice) => [choice.label, choice.disabled])).toEqual([
        ['企业账户余额', false],
        ['信用卡', false],
        ['余额', false],
        ['礼品E卡', false],
      ]);
      await page.close();
    }, 120_000);
  }
});

describe("the cost centre: one of the enterprise's, opened on the booker's own", () => {
  beforeAll(async () => switchUser(portal, DEMO_BOOKER), 60_000);

  for (const width of WIDTHS) {
    it(`王小明 (研发中心) chooses among 上海华信's cost centres, his own chosen at first (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const select = page.getByRole('combobox', { name: '成本中心', exact: true });
      await select.locator('option', { hasText: '市场部' }).waitFor({ state: 'attached' });
      expect(await select.locator('option').allTextContents()).toEqual(['请选择', '研发中心', '市场部', '行政部']);
      // The chosen option's text: the drop-down is the select widget's, its values are option indexes.
      const chosen = () => select.evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
      expect(await chosen()).toBe('研发中心');
      await select.selectOption({ label: '市场部' });
      expect(await chosen()).toBe('市场部');
      const box = await select.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await select.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-cost-centre-${width}.png`) });
      await page.close();
    }, 120_000);
  }
});

describe('the credit card: asked when paying by 信用卡, from the booker’s bound cards', () => {
  beforeAll(async () => switchUser(portal, ZHONGYUAN_BOOKER), 60_000);

  for (const width of WIDTHS) {
    it(`刘洋 pays by 信用卡 and chooses his 工商银行 card; another payment type asks for none (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const cards = page.getByRole('radiogroup', { name: '信用卡' });
      expect(await cards.count()).toBe(0);
      await page.getByRole('radiogroup', { name: '支付方式' }).getByLabel('信用卡', { exact: true }).check();
      const card = cards.getByRole('radio', { name: '工商银行 622202******0010（有效期至 2028/08）' });
      await card.waitFor();
      expect(await cards.getByRole('radio').count()).toBe(1);
      await card.check();
      expect(await card.isChecked()).toBe(true);
      const box = await cards.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await cards.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-credit-card-${width}.png`) });
      await page.getByRole('radiogroup', { name: '支付方式' }).getByLabel('余额', { exact: true }).check();
      await cards.waitFor({ state: 'detached' });
      await page.close();
    }, 120_000);
  }
});

describe('the gift e-cards: asked when paying by 礼品E卡, those usable on the boarding date', () => {
  beforeAll(async () => switchUser(portal, ZHONGYUAN_BOOKER), 60_000);

  for (const width of WIDTHS) {
    it(`刘洋 pays by 礼品E卡 and ticks his 中元员工关怀E卡 (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const cards = page.getByRole('group', { name: '礼品E卡' });
      expect(await cards.count()).toBe(0);
      await page.getByRole('radiogroup', { name: '支付方式' }).getByLabel('礼品E卡', { exact: true }).check();
      const card = cards.getByRole('checkbox', { name: '中元员工关怀E卡 余额 ¥500（有效期至 2027-06-30）' });
      await card.waitFor();
      expect(await cards.getByRole('checkbox').count()).toBe(1);
      await card.check();
      expect(await card.isChecked()).toBe(true);
      // The picker sets the order's gift-card amount (ECardAmount): the card's balance, said under the cards.
      await expect.poll(() => cards.getByRole('status').textContent()).toBe('E卡支付金额 ¥500');
      const box = await cards.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await cards.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-gift-cards-${width}.png`) });
      await page.close();
    }, 120_000);
  }
});

describe('the flight lookup: 查询航班 fills the terminal and the planned arrival', () => {
  beforeAll(async () => switchUser(portal, DEMO_BOOKER), 60_000);

  for (const width of WIDTHS) {
    it(`王小明 looks up MU5101 for his airport pickup (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#root_tripType').selectOption({ label: '接机' });
      await choosePlace(page, '#root_pickUp', { city: '上海', kind: '机场', typed: '浦东', name: '上海浦东国际机场' });
      await page.locator('#root_pickUp_flightNumber').fill('MU5101');
      const lookup = page.locator('#root_pickUp').getByRole('button', { name: '查询航班' });
      await lookup.click();
      const note = page.locator('#root_pickUp').getByRole('status').filter({ hasText: '航班' });
      await expect.poll(() => note.textContent()).toMatch(/^已查询到航班，计划到达 \d{4}-\d{2}-\d{2} 10:30$/);
      const box = await lookup.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await lookup.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-flight-lookup-${width}.png`) });
      await page.close();
    }, 120_000);
  }
});
