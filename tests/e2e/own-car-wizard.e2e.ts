/**
 * The own-car wizard as a booker meets it (issue 22 §2 "The own-car wizard"), in real Chromium
 * against the reference server, signed in as the demo booker of 上海华信智能科技有限公司 (1001), at
 * 1280 px and at 390 px:
 *
 * - step 3 (车辆信息) does not repeat step 1 (行程): the times and addresses are asked once;
 * - 用车说明, required from four hours on (huaxin-tech special field 103, D4), is asked on step 3
 *   and flagged there when the booker tries to go on without it: named above the buttons
 *   (请先填写：用车说明), its message under the field, and the focus taken to it;
 * - the car's enterprise is named (上海华信智能科技有限公司), not shown as its number 1001;
 * - a restricted day and a car's annual inspection are labelled as such, with the fleet's reason,
 *   not as 已预订: the seed (src/server/db/seed/fleet.json) restricts every car of 1001 five days
 *   from today (重污染天气限行) and 沪A·D5678 six days from today (年检).
 *
 * The trip is placed six days from today (China time), 10:00 to 15:00: five hours, so 用车说明 is
 * required; 沪A·D5678 is then on its annual inspection and cannot be chosen. Screenshots of the car
 * step and the car-message step at both widths go to docs/images/.
 */
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { chinaDay, chooseFirst, currentStep, fillOwnCarTrip, openWithoutDrafts, rowValue } from './booking-helpers.ts';
import { IMAGES, signedInPortal } from './harness.ts';


const ENTERPRISE_NAME = '上海华信智能科技有限公司';
const INSPECTED_CAR = '沪A·D5678';
const FREE_CAR = '沪A·D1234';

/** What the car step says under a car: its booked times, restricted days and conflict. */
const carNotes = (page: Page, license: string) => page.locator(`[id="own-car-${license}__booked"]`).innerText();

/** The texts an input's `aria-describedby` points at (its error under the field). */
async function describedText(page: Page, selector: string): Promise<string> {
  const describedBy = (await page.locator(selector).getAttribute('aria-describedby')) ?? '';
  if (describedBy === '') return '';
  return (await page.locator(describedBy.split(/\s+/).map((id) => `[id="${id}"]`).join(', ')).allTextContents()).join(' ');
}

describe('the own-car wizard as a booker meets it (issue 22 §2)', () => {
  const served = signedInPortal();

  for (const width of [1280, 390]) {
    it(`at ${width} px: step 3 does not repeat step 1, 用车说明 is flagged on step 3, the enterprise is named, a restricted day and an annual inspection say so`, async () => {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/OwnCar');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      expect(await currentStep(page)).toBe('1. 行程');

      // 行程: the trip alone (times, region type, addresses); who rides and why come on step 3.
      const day = chinaDay(6);
      await fillOwnCarTrip(page, day, '10:00', '15:00');
      expect(await page.locator('#root_passName').isVisible()).toBe(false);
      expect(await page.getByLabel('用车说明').isVisible()).toBe(false);
      await page.getByRole('button', { name: '下一步' }).click();

      // 选择车辆: the annual inspection and the restricted day are named with the fleet's reason.
      await page.getByRole('radiogroup', { name: '车辆' }).waitFor();
      expect(await currentStep(page)).toBe('2. 选择车辆');
      const inspected = await carNotes(page, INSPECTED_CAR);
      expect(inspected).toContain('年检');
      expect(inspected).toContain(day);
      expect(inspected).not.toContain('已预订');
      expect(await page.getByRole('radio', { name: new RegExp(INSPECTED_CAR) }).isDisabled()).toBe(true);
      const free = await carNotes(page, FREE_CAR);
      expect(free).toContain(`限行日：${chinaDay(5)}（重污染天气限行）`);
      expect(free).not.toContain('已预订');
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `own-car-wizard-car-step-${width}.png`), fullPage: true });
      await page.getByRole('radio', { name: new RegExp(FREE_CAR) }).check();
      await page.getByRole('button', { name: '下一步' }).click();

      // 车辆信息: the car's enterprise by its name; the trip is not asked again; the rest of the booking is.
      await page.getByRole('heading', { name: '车辆信息' }).waitFor();
      expect(await currentStep(page)).toBe('3. 车辆信息');
      expect(await rowValue(page, '所属企业')).toBe(ENTERPRISE_NAME);
      for (const trip of ['#root_fromTime', '#root_toTime', '#root_tripType', '#root_pickUp_place', '#root_destination_place']) {
        expect(await page.locator(trip).isVisible(), trip).toBe(false);
      }
      await page.locator('#root_passName').fill('李雷');
      await page.locator('#root_passPhone').fill('13900000002');
      await chooseFirst(page, '#root_auditor__list');
      await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
      // 用车说明 left empty: the booker stays on step 3 and reads why under the field.
      expect(await page.getByText('用车说明为必填项').count()).toBe(0);
      await page.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => describedText(page, '#root_specialConfig_103')).toContain('用车说明为必填项');
      expect(await page.locator('#root_specialConfig_103').isVisible()).toBe(true);
      // Flagged where it is asked: named above the buttons, and the focus is taken to it.
      expect(await page.getByText('请先填写：用车说明').isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_specialConfig_103');
      expect(await currentStep(page)).toBe('3. 车辆信息');
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `own-car-wizard-car-message-${width}.png`), fullPage: true });

      await page.locator('#root_specialConfig_103').fill('接待来访客户');
      // The box hands its text to the form when it loses focus (use-deferred-change.ts): once the
      // message under it is gone, the booking holds the text.
      await page.locator('#root_specialConfig_103').press('Tab');
      await expect.poll(() => describedText(page, '#root_specialConfig_103')).not.toContain('用车说明为必填项');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('heading', { name: '确认订单' }).waitFor();
      expect(await currentStep(page)).toBe('4. 确认订单');
      await page.close();
    });
  }
});
