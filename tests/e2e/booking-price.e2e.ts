/**
 * The special-car page as a booker meets it (issue 22 §2, the price lane), in real Chromium against
 * the reference server, at 1280 px and 390 px: the price estimated by itself once the booking is
 * price-ready (one estimate after a burst of edits), the summary column that stays in view beside
 * the long form at 1280 px and the sticky footer with the price and 下一步 at 390 px, and the update
 * and copy pages saying what they are (修改订单 CS… / 复制订单 CS…) with the warning before an
 * update that restarts the order's approval. Screenshots go to docs/images/booking-*.png.
 */
import { resolve } from 'node:path';

import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { fillSpecialCar, openWithoutDrafts } from './booking-helpers.ts';
import { IMAGES, signedInPortal } from './harness.ts';

const HEIGHT = 900;

/** The estimate calls the page sends (the path is in the clear; the body is sealed). */
function watchEstimates(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.toLowerCase().endsWith('/csorder/estimateprice')) sent.push(request);
  });
  return sent;
}

const priceLine = (page: Page) => page.getByRole('status', { name: '预估价格' });
const PRICED = /预估价格：¥\d+/;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn / 未绘制');
  return found;
}

/** 下一步, then 提交 on the confirm step; resolves with the order id of the detail page it lands on. */
async function submitBooking(page: Page): Promise<string> {
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('heading', { name: '确认订单' }).waitFor();
  const before = page.url();
  await page.getByRole('button', { name: /提交/ }).click();
  await page.waitForURL((url) => url.href !== before && /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('the special-car page: price, layout, update and copy (issue 22 §2)', () => {
  const served = signedInPortal();

  it('the price is estimated without a click once the booking is price-ready, and once after several quick edits', async () => {
    const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    const estimates = watchEstimates(page);
    expect(await page.getByRole('button', { name: '估算价格' }).count()).toBe(0);
    await fillSpecialCar(page);
    // Nothing is clicked after the form is filled: the estimate comes by itself.
    await expect.poll(() => priceLine(page).textContent(), { timeout: 15_000 }).toMatch(PRICED);
    await page.waitForLoadState('networkidle');
    const first = estimates.length;
    expect(first).toBeGreaterThanOrEqual(1);

    // A burst of car-level changes (each a price input): the price goes, then one estimate comes, after the last.
    const levels = page.getByRole('radiogroup', { name: '车型等级' });
    await levels.getByRole('radio', { checked: true }).focus();
    for (const key of ['ArrowRight', 'ArrowLeft', 'ArrowRight']) await page.keyboard.press(key);
    expect(await priceLine(page).textContent()).not.toMatch(PRICED);
    await expect.poll(() => priceLine(page).textContent(), { timeout: 15_000 }).toMatch(PRICED);
    // Priced, the page waits for nothing more (no estimate is pending): the count is final.
    await page.waitForLoadState('networkidle');
    expect(estimates.length - first).toBe(1);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expect.poll(async () => (await priceLine(page).isVisible()) && (await page.getByRole('button', { name: '下一步' }).isVisible())).toBe(true);
      await page.screenshot({ path: resolve(IMAGES, `booking-auto-price-${width}.png`) });
    }
    await page.close();
  });

  it('at 1280 px a summary column beside the form (route, time, car level, passengers, price, 下一步) stays in view while the form scrolls', async () => {
    const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await fillSpecialCar(page);
    const aside = page.getByRole('complementary', { name: '订单概要' });
    const form = page.getByRole('region', { name: '专车预订' });
    // Beside the form, not under it.
    expect((await box(aside)).x).toBeGreaterThanOrEqual((await box(form)).x + (await box(form)).width - 1);
    for (const label of ['路线', '用车时间', '车型等级', '乘车人']) expect(await aside.getByText(label, { exact: true }).count()).toBe(1);
    expect(await aside.getByText('经济型').count()).toBe(1);
    expect(await aside.getByRole('status', { name: '预估价格' }).count()).toBe(1);
    // The form is far longer than the viewport; scrolled down to its middle and to its end, the column is still in view.
    expect((await box(form)).height).toBeGreaterThan(2 * HEIGHT);
    for (const at of [0.5, 1]) {
      await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share), at);
      await expect
        .poll(async () => {
          const column = await box(aside);
          return column.y >= 0 && column.y + column.height <= HEIGHT;
        })
        .toBe(true);
      expect(await page.getByRole('button', { name: '下一步' }).isVisible()).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
    await page.screenshot({ path: resolve(IMAGES, 'booking-summary-column-1280.png') });
    expect(await scrollsSideways(page)).toBe(false);
    await page.close();
  });

  it('at 390 px the price and 下一步 sit in a footer at the bottom of the viewport while the form scrolls', async () => {
    const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await fillSpecialCar(page);
    const footer = page.getByRole('complementary', { name: '订单概要' });
    for (const at of [0, 0.5]) {
      await page.evaluate((share) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * share), at);
      await expect
        .poll(async () => {
          const bar = await box(footer);
          return Math.abs(bar.y + bar.height - HEIGHT) <= 1 && bar.height < HEIGHT / 3;
        })
        .toBe(true);
      const next = await box(page.getByRole('button', { name: '下一步' }));
      expect(next.y + next.height).toBeLessThanOrEqual(HEIGHT);
      expect(await priceLine(page).isVisible()).toBe(true);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: resolve(IMAGES, 'booking-sticky-footer-390.png') });
    // A field under the footer that gets the focus (the keyboard, an error) is scrolled above the footer.
    const field = page.getByRole('textbox', { name: '乘车人员工编号' });
    await field.evaluate((element, height) => window.scrollBy(0, element.getBoundingClientRect().bottom - height + 20), HEIGHT);
    expect((await box(field)).y + (await box(field)).height).toBeGreaterThan((await box(footer)).y);
    await field.focus();
    await expect.poll(async () => (await box(field)).y + (await box(field)).height <= (await box(footer)).y).toBe(true);
    await page.close();
  });

  it('修改订单 CS… and 复制订单 CS… beside the title; an update that restarts the approval says so before it is sent', async () => {
    const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.getByRole('button', { name: '下一步' }).waitFor();
    // A new order says neither.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('专车预订');
    // 上海华信's 接机 goes to its 行政审核人 (D3): the order waits for approval.
    await fillSpecialCar(page);
    const orderId = await submitBooking(page);
    expect(orderId).toMatch(/^CS/);

    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '修改' }).click();
    await page.locator('#root_pickUp_flightNumber').waitFor();
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.textContent()).toBe(`专车预订修改订单 ${orderId}`);
    expect(await title.getByText(`修改订单 ${orderId}`).isVisible()).toBe(true);
    await page.locator('#root_pickUp_flightNumber').fill('MU5111');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('heading', { name: '确认订单' }).waitFor();
    const warning = page.getByRole('note', { name: '修改提示' });
    expect(await warning.textContent()).toBe('提交修改后，订单需要重新审批：已有的审批结果不再有效，审批人会重新收到审批通知。');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await title.getByText(`修改订单 ${orderId}`).isVisible()).toBe(true);
      await warning.scrollIntoViewIfNeeded();
      expect(await warning.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: '提交修改' }).isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `booking-update-warning-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    const before = page.url();
    await page.getByRole('button', { name: '提交修改' }).click();
    await page.waitForURL((url) => url.href !== before && /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname));

    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '复制' }).click();
    await page.locator('#root_pickUp_flightNumber').waitFor();
    expect(await title.textContent()).toBe(`专车预订复制订单 ${orderId}`);
    // A copy is a new order: no approval restarts.
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('heading', { name: '确认订单' }).waitFor();
    expect(await page.getByRole('note', { name: '修改提示' }).count()).toBe(0);
    await page.getByRole('button', { name: '返回修改' }).click();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await title.getByText(`复制订单 ${orderId}`).isVisible()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `booking-copy-title-${width}.png`) });
    }
    await page.close();
  });
});
