/**
 * One name for one field (issue 22 §1 "a label is declared once", §2 "one name for one field on the
 * form, the confirm step and the detail"), in real Chromium against the reference server, signed in
 * as the demo booker of 上海华信 (1001), at 1280 px and at 390 px:
 *
 * - a gate's "请先填写X" under a field names it X as the label drawn over that field
 *   (rules/compile/field-labels.ts): the pickup's city is 上车地点城市 in its label and in its
 *   message, on the special-car form and on the own-car wizard's trip step;
 * - the price line beside 下一步 asks for the price inputs by those names (服务类型、车型等级、上车地点和下车地点);
 * - the audit comment, which 上海华信 names 审批备注 (D3 `commentName`), is 审批备注 on the form, the
 *   confirm step and the order's detail, and no row calls it 用车事由 or 出行事由.
 *
 * Screenshots of the refused special-car form go to docs/images/.
 */
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { fillSpecialCar, openWithoutDrafts, rowValue } from './booking-helpers.ts';
import { IMAGES, signedInPortal } from './harness.ts';

/** The label drawn for a field (its `<label for>`), as the booker reads it. */
async function labelOf(page: Page, id: string): Promise<string> {
  return ((await page.locator(`label[for="${id}"]`).first().textContent()) ?? '').replace(/\*/g, '').trim();
}

/** The texts a field's `aria-describedby` names (its messages), read at once. */
async function messagesOf(page: Page, id: string): Promise<string> {
  const describedBy = (await page.locator(`#${id}`).getAttribute('aria-describedby')) ?? '';
  if (describedBy === '') return '';
  return (await page.locator(describedBy.split(/\s+/).map((at) => `[id="${at}"]`).join(', ')).allTextContents()).join(' ');
}

/** Every "请先填写X" the page shows, by X. */
async function askedFor(page: Page): Promise<string[]> {
  const texts = await page.getByText(/^请先填写/).allTextContents();
  return texts.flatMap((text) => [...text.matchAll(/请先填写([^\s，。；、]+)/g)].map((m) => m[1]!));
}

describe('one name for one field (issue 22 §1, §2)', () => {
  const served = signedInPortal();

  for (const width of [1280, 390]) {
    it(`at ${width} px: the special-car form’s 请先填写X names each field as its label does`, async () => {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '下一步' }).click();
      const city = await labelOf(page, 'root_pickUp_city');
      expect(city).toBe('上车地点城市');
      await expect.poll(() => messagesOf(page, 'root_pickUp_city')).toContain(`请先填写${city}`);
      expect(await messagesOf(page, 'root_destination_city')).toContain(`请先填写${await labelOf(page, 'root_destination_city')}`);
      // No "请先填写X" on the page names a field by a word its label does not use.
      const labels = await page.locator('label').allTextContents();
      const legends = await page.locator('legend, [role="group"] > :first-child').allTextContents();
      const names = new Set([...labels, ...legends].map((text) => text.replace(/\*/g, '').trim()));
      const asked = await askedFor(page);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((name) => !names.has(name))).toEqual([]);
      // The price line asks for the price inputs by the same names.
      expect(await page.getByText('选择服务类型、车型等级、上车地点和下车地点后自动估价').first().isVisible()).toBe(true);
      await page.locator('#root_pickUp_city').scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `field-names-special-car-${width}.png`) });
      await page.close();
    });

    it(`at ${width} px: the own-car wizard’s trip step names the pickup city as its label does`, async () => {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/OwnCar');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '下一步' }).click();
      const city = await labelOf(page, 'root_pickUp_city');
      expect(city).toBe('上车地点城市');
      await expect.poll(() => messagesOf(page, 'root_pickUp_city')).toContain(`请先填写${city}`);
      await page.close();
    });

    it(`at ${width} px: 审批备注 is one name on the form, the confirm step and the detail`, async () => {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      await fillSpecialCar(page);
      await page.getByRole('textbox', { name: '审批备注' }).fill('客户拜访');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('heading', { name: '确认订单' }).waitFor();
      expect(await rowValue(page, '审批备注')).toBe('客户拜访');
      expect(await page.locator('dt', { hasText: /^(用车事由|出行事由)$/ }).count()).toBe(0);
      const before = page.url();
      await page.getByRole('button', { name: /提交/ }).click();
      await page.waitForURL((url) => url.href !== before && /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname));
      expect(await rowValue(page, '审批备注')).toBe('客户拜访');
      expect(await page.locator('dt', { hasText: /^(用车事由|出行事由)$/ }).count()).toBe(0);
      await page.close();
    });
  }
});
