/**
 * One field once (issue 22 §2), in real Chromium against the reference server, signed in as the
 * demo booker of 上海华信 (1001), at 1280 px and at 390 px:
 *
 * - the special-car form asks 举牌接机 once: the form's own 举牌接机 (`isMeetGreet`), not again
 *   among the special requirements (huaxin-tech lists requirement 2, 举牌接机);
 * - 途经地点 (the stops) is drawn only while 途经停靠 is ticked;
 * - the own-car form asks 成本中心审批人 once: huaxin-tech's own-car approver is the cost centre's
 *   (ownCostCenter), so the typed 成本中心审批人 text is not drawn beside it.
 *
 * Screenshots of the special-car form with 途经停靠 ticked go to docs/images/.
 */
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { chinaDay, fillOwnCarTrip, openWithoutDrafts } from './booking-helpers.ts';
import { IMAGES, signedInPortal } from './harness.ts';


/** How many elements whose whole text is `text` the booker sees. */
async function shown(page: Page, text: string): Promise<number> {
  let count = 0;
  for (const element of await page.getByText(text, { exact: true }).all()) if (await element.isVisible()) count += 1;
  return count;
}

describe('one field once (issue 22 §2)', () => {
  const served = signedInPortal();

  for (const width of [1280, 390]) {
    it(`at ${width} px: the special-car form asks 举牌接机 once, and 途经地点 only while 途经停靠 is ticked`, async () => {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      expect(await shown(page, '举牌接机')).toBe(1);

      const addStop = page.getByRole('button', { name: '添加途经地点' });
      expect(await page.getByLabel('途经停靠').isChecked()).toBe(false);
      expect(await addStop.isVisible()).toBe(false);
      expect(await shown(page, '途经地点')).toBe(0);
      await page.getByLabel('途经停靠').check();
      await addStop.waitFor();
      expect(await shown(page, '途经地点')).toBe(1);
      await addStop.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `one-field-once-stops-${width}.png`) });
      await page.getByLabel('途经停靠').uncheck();
      await addStop.waitFor({ state: 'hidden' });
      expect(await shown(page, '途经地点')).toBe(0);
      await page.close();
    });

    it(`at ${width} px: the own-car form asks 成本中心审批人 once`, async () => {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/OwnCar');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      const day = chinaDay(3);
      await fillOwnCarTrip(page, day, '10:00', '12:00');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('radiogroup', { name: '车辆' }).getByRole('radio').first().check();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('heading', { name: '车辆信息' }).waitFor();
      await page.locator('#root_auditor__list').waitFor();
      expect(await shown(page, '成本中心审批人')).toBe(1);
      await page.close();
    });
  }
});
