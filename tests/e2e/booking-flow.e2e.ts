/**
 * The booking machines' flow as a booker meets it (issue 22, third wave, lane flow), in real Chromium
 * against the reference server, at 1280 px and 390 px: a price estimate superseded by an edit while it
 * is on its way is cancelled (Chromium sees the request aborted), not only ignored, and the booker is
 * told nothing of it. Screenshots go to docs/images/booking-flow-*.png.
 */
import { resolve } from 'node:path';

import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { fillSpecialCar, openWithoutDrafts } from './booking-helpers.ts';
import { IMAGES, signedInPortal } from './harness.ts';

const HEIGHT = 900;
const WIDTHS = [1280, 390] as const;
/** How long the test holds each estimate before letting it through: long enough for an edit to supersede it. */
const HELD_MS = 2_500;

const isEstimate = (url: URL) => url.pathname.toLowerCase().endsWith('/csorder/estimateprice');
const priceLine = (page: Page) => page.getByRole('status', { name: '预估价格' });
const PRICED = /预估价格：¥\d+/;

/** Every estimate request of the page, and how each ended (Chromium's network events). */
function watchEstimates(page: Page) {
  const sent: Request[] = [];
  const failed = new Map<Request, string>();
  const finished = new Set<Request>();
  page.on('request', (request) => {
    if (isEstimate(new URL(request.url()))) sent.push(request);
  });
  page.on('requestfailed', (request) => {
    if (isEstimate(new URL(request.url()))) failed.set(request, request.failure()?.errorText ?? '');
  });
  page.on('requestfinished', (request) => {
    if (isEstimate(new URL(request.url()))) finished.add(request);
  });
  return { sent, failed, finished };
}

describe('the booking flow (issue 22, lane flow)', () => {
  const served = signedInPortal();

  it('an estimate on its way is cancelled when the booker changes a price input, and nothing tells the booker of it', async () => {
    for (const width of WIDTHS) {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: HEIGHT });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      // Each estimate is held on its way to the server, so that an edit can come while it is in flight.
      await page.route(isEstimate, async (route) => {
        await new Promise((done) => setTimeout(done, HELD_MS));
        await route.continue().catch(() => {});
      });
      const estimates = watchEstimates(page);
      await fillSpecialCar(page);
      await expect.poll(() => estimates.sent.length, { timeout: 15_000 }).toBe(1);
      const [first] = estimates.sent;
      // In flight: another car level (a price input) supersedes the estimate.
      const levels = page.getByRole('radiogroup', { name: '车型等级' });
      await levels.getByRole('radio', { checked: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => estimates.failed.has(first!), { timeout: 5_000 }).toBe(true);
      expect(estimates.failed.get(first!)).toMatch(/ERR_ABORTED|cancel/i);
      // The new car level is estimated by itself and shown; the cancelled one never completed.
      await expect.poll(() => priceLine(page).textContent(), { timeout: 20_000 }).toMatch(PRICED);
      expect(estimates.sent.length).toBe(2);
      expect(estimates.finished.has(first!)).toBe(false);
      expect(estimates.finished.has(estimates.sent[1]!)).toBe(true);
      // No toast, no alert: the booker did not ask for the cancel and is not told of it.
      for (const text of ['请求已取消', '网络错误', '请求超时']) expect(await page.getByText(text).count(), `${text} at ${width}px`).toBe(0);
      expect(await page.getByRole('alert').filter({ hasText: /价格|估价|报价/ }).count()).toBe(0);
      await page.screenshot({ path: resolve(IMAGES, `booking-flow-estimate-cancelled-${width}.png`) });
      await page.close();
    }
  });
});
