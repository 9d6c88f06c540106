/** What the fleet's browser tests share: the fleet manager's sign-in, regions by name, screenshots at both widths. */
import type { Page } from 'playwright-core';

import { IMAGES, signedInPortal } from './harness.ts';
import type { ServedPortal } from './harness.ts';

export { IMAGES };

/** The seeded fleet manager (README "Demo sign-ins"). */
export const FLEET_MANAGER = { phoneNumber: '13800000011', password: 'Fleet@2026', trueName: '周强' } as const;

/** A section of the page by its exact accessible name. */
export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A served portal with the fleet manager signed in, for the tests of one `describe` (harness.ts `signedInPortal`). */
export const fleetManagerPortal = (): (() => ServedPortal) => signedInPortal(FLEET_MANAGER);

/** Full-page screenshots at 1280 and 390 px wide, `docs/images/{prefix}-{name}-{width}.png`; the page is left at 1280. */
export async function shootBothWidths(page: Page, prefix: string, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${IMAGES}/${prefix}-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
