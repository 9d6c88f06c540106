/**
 * The special enterprise's three-part cost centre on the special-car form (spec §6, D8
 * `bizOperUnit-deptId-costCentre`; issue 22 §2 "Cost centre", pay2 lane item 3), in real Chromium
 * against the reference server, at 1280 px and 390 px. Signed in as 徐强 of 博瑞汽车 (8888, the special
 * enterprise; its demo sign-in is printed at start): beside the cost centre the form draws 业务经营单位
 * and 部门, looked up from the enterprise's valid triples (`/CsAccount/CostCenter` `specialParts`);
 * another unit offers its own departments; a submit without them says so under each part.
 */
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openWithoutDrafts } from './booking-helpers.ts';
import { IMAGES, signedInPortal, type SeededUser } from './harness.ts';

const SPECIAL_BOOKER: SeededUser = { phoneNumber: '13800000007', password: 'Demo@2026', trueName: '徐强' };
const WIDTHS = [1280, 390] as const;

/** The real options of a select (not 请选择). */
async function options(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} option:not([value=""])`).allTextContents();
}

/** The texts a control's aria-describedby names (its error lines). */
async function describedBy(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref)?.textContent ?? '')
      .join(' '),
  );
}

describe('the special enterprise’s cost centre: business unit, department and centre, looked up', () => {
  const portal = signedInPortal(SPECIAL_BOOKER);

  for (const width of WIDTHS) {
    it(`徐强 chooses 华东事业部 and D2002 beside his CC2001; an empty submit names both parts (${width} px)`, async () => {
      const page = await openWithoutDrafts(portal(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const group = page.getByRole('group', { name: '特殊成本中心' });
      const unit = '#root_specialCostCentre_bizOperUnit';
      const dept = '#root_specialCostCentre_deptId';
      await page.locator(`${unit} option`, { hasText: '华南事业部' }).waitFor({ state: 'attached' });
      expect(await options(page, unit)).toEqual(['华东事业部', '华南事业部']);
      expect(await page.getByRole('combobox', { name: '业务经营单位' }).getAttribute('aria-required')).toBe('true');
      // Nothing chosen yet: the department waits for its unit, and a fresh form says nothing.
      expect(await page.locator(dept).isDisabled()).toBe(true);
      expect(await group.innerText()).not.toContain('为必填项');

      await page.getByRole('button', { name: '下一步' }).click();
      await expect.poll(() => describedBy(page, unit)).toContain('业务经营单位为必填项');
      expect(await describedBy(page, dept)).toContain('部门为必填项');

      await page.locator(unit).selectOption({ label: '华南事业部' });
      expect(await options(page, dept)).toEqual(['D3005']);
      await page.locator(unit).selectOption({ label: '华东事业部' });
      expect(await options(page, dept)).toEqual(['D2001', 'D2002']);
      await page.locator(dept).selectOption({ label: 'D2002' });
      await expect.poll(() => describedBy(page, unit)).not.toContain('为必填项');
      expect(await describedBy(page, dept)).not.toContain('为必填项');
      const chosen = await page.getByRole('combobox', { name: '成本中心', exact: true }).evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
      expect(chosen).toBe('CC2001');

      const box = await group.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
      await group.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-special-cost-centre-${width}.png`) });
      await page.close();
    }, 120_000);
  }
});
