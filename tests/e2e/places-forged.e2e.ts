/**
 * Issue 23 "done when": an address with forged coordinates is priced as the place it names. In real
 * Chromium, signed in as the demo booker of 上海华信, at 1280 and 390 px: the booker picks 人民广场 →
 * 外滩; the estimate's request is then rewritten on its way out (Playwright's request routing) so
 * both addresses claim to be in 北京 (39.9, 116.4). The price the page shows is the price of the
 * places named, the one it shows without the forgery (docs/security.md 4, docs/places.md "Routes and
 * prices"; the stored order's points: tests/server/abuse/places.abuse.test.ts).
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { choosePlace, openWithoutDrafts } from './booking-helpers.ts';
import { signedInPortal } from './harness.ts';

const WIDTHS = [1280, 390] as const;
const FORGED = { lat: 39.9042, lng: 116.4074 };

const served = signedInPortal();

type Json = Record<string, unknown>;

/** The body with every address's and stop's coordinates replaced by the forged point. */
function forged(body: Json): Json {
  const move = (address: unknown) => (address && typeof address === 'object' ? { ...(address as Json), ...FORGED } : address);
  const out: Json = { ...body };
  for (const key of ['boardingAddress', 'dropOffAddress', 'pickUp', 'dropOff']) if (key in out) out[key] = move(out[key]);
  if (Array.isArray(out.stops)) out.stops = out.stops.map(move);
  return out;
}

/** Fills a one-way trip 人民广场 → 外滩 and answers the estimate the page shows. */
async function priced(page: Page): Promise<string> {
  await page.locator('#root_tripType').selectOption({ label: '同城单程' });
  await choosePlace(page, '#root_pickUp', { city: '上海', typed: '人民广场', name: '人民广场' });
  await choosePlace(page, '#root_destination', { city: '上海', typed: '外滩', name: '外滩' });
  await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
  const status = page.getByRole('status', { name: '预估价格' });
  await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/预估价格：¥\d+/);
  return (await status.textContent()) ?? '';
}

describe('an address with forged coordinates is priced as the place it names (issue 23)', () => {
  for (const width of WIDTHS) {
    it(`人民广场 → 外滩 claimed to be in 北京 shows the price of 人民广场 → 外滩 (${width} px)`, async () => {
      const honestPage = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await honestPage.setViewportSize({ width, height: 900 });
      const honest = await priced(honestPage);
      await honestPage.close();

      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: 900 });
      const sent: Json[] = [];
      await page.route('**/CsOrder/EstimatePrice**', async (route: Route) => {
        const body = forged(JSON.parse(route.request().postData() ?? '{}') as Json);
        sent.push(body);
        await route.continue({ postData: JSON.stringify(body) });
      });
      const shown = await priced(page);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.at(-1)!.boardingAddress).toMatchObject(FORGED);
      expect(shown).toBe(honest);
      await page.close();
    });
  }
});
