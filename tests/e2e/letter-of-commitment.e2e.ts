/**
 * The letter of commitment on the special-car form (issue 22 §2 "Payment", pay2 lane item 1), in real
 * Chromium against the reference server, at 1280 px and 390 px. Signed in as 杨帆 of 天府银行 (6006),
 * which offers 信用卡, 挂账 and 余额: D5 forces 挂账, which asks the booker to agree to the bank's
 * letter of commitment (LC-6006-2026, docs/rules.md "Letter of commitment"). The booker reads the
 * letter, a submit without ticking says so under the checkbox, the booking goes through once it is
 * ticked, and the confirm step and the detail say the letter was agreed to. Screenshots go to docs/images/.
 */
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { choosePlace, openWithoutDrafts, rowValue } from './booking-helpers.ts';
import { IMAGES, signedInPortal, type SeededUser } from './harness.ts';

const TIANFU_BOOKER: SeededUser = { phoneNumber: '13800000006', password: 'Demo@2026', trueName: '杨帆' };
const WIDTHS = [1280, 390] as const;
const AGREE = '我已阅读并同意《天府银行挂账用车承诺函》';
const NOT_AGREED = '请阅读并勾选同意用车承诺函';

/** The texts the checkbox's aria-describedby names (its error lines). */
async function describedBy(page: Page, name: string): Promise<string> {
  return page.getByRole('checkbox', { name }).evaluate((box) =>
    (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? '')
      .join(' '),
  );
}

/** Chooses an option of a select by its label once its lookup has filled it. */
async function choose(page: Page, selector: string, label: string): Promise<void> {
  const select = page.locator(selector);
  await select.locator('option', { hasText: label }).first().waitFor({ state: 'attached' });
  await select.selectOption({ label });
}

/** A 同城单程 in 成都 from 天府银行大厦 (公司地址) to 成都东站 (火车站), 舒适型, the bank's reviewer and required fields filled. */
async function fillTianfuTrip(page: Page): Promise<void> {
  await page.locator('#root_tripType').selectOption({ label: '同城单程' });
  await choose(page, '#root_pickUp_city', '成都');
  await choosePlace(page, '#root_pickUp', { kind: '公司地址' });
  await choose(page, '#root_destination_city', '成都');
  await choosePlace(page, '#root_destination', { kind: '火车站' });
  await page.getByRole('radiogroup', { name: '车型等级' }).getByText('舒适型').click();
  // 何梅 approves 杨帆's bookings, 冯涛 reviews them in 成都 (his level asks a reviewer): people the server knows.
  await page.getByLabel('审批人姓名').fill('何梅');
  await page.getByLabel('审批人手机号', { exact: true }).fill('13533334444');
  await page.getByLabel('行政审核人邮箱').fill('fengtao@tianfu-bank.example.cn');
  await page.getByLabel('行政审核人手机号').fill('13533339999');
  await page.locator('#root_specialConfig_601').fill('成都高新支行');
  await page.locator('#root_specialConfig_602').selectOption({ label: '差旅费' });
}

describe('the letter of commitment: paying by 挂账 asks 天府银行’s booker to read and agree to it', () => {
  const portal = signedInPortal(TIANFU_BOOKER);

  for (const width of WIDTHS) {
    it(`杨帆 reads the letter, is told to tick it, ticks it and books; the confirm step and the detail say so (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const group = page.getByRole('group', { name: '用车承诺函' });
      const letter = group.getByRole('region', { name: '天府银行挂账用车承诺函' });
      await letter.waitFor();
      expect(await letter.innerText()).toContain('费用由本企业按月统一结算');
      const agree = page.getByRole('checkbox', { name: AGREE });
      expect(await agree.isChecked()).toBe(false);
      expect(await agree.getAttribute('aria-required')).toBe('true');
      // A fresh form says nothing the booker did not cause.
      expect(await group.innerText()).not.toContain(NOT_AGREED);

      await fillTianfuTrip(page);
      await page.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => describedBy(page, AGREE)).toContain(NOT_AGREED);
      expect(await page.getByRole('heading', { name: '确认订单' }).count()).toBe(0);
      const box = await group.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
      await page.locator('#root_isAgreeLetterOfCommitment__error').scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-letter-of-commitment-${width}.png`) });

      await agree.check();
      await expect.poll(() => describedBy(page, AGREE)).not.toContain(NOT_AGREED);
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('heading', { name: '确认订单' }).waitFor();
      expect(await rowValue(page, '用车承诺函')).toBe('已阅读并同意');
      const before = page.url();
      await page.getByRole('button', { name: /提交/ }).click();
      await page.waitForURL((url) => url.href !== before && /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname));
      expect(await rowValue(page, '用车承诺函')).toBe('已阅读并同意');
      expect(await rowValue(page, '支付方式')).toBe('挂账');
      await page.close();
    }, 120_000);
  }
});
