/**
 * Steps the booking pages' browser tests share: a booking page opened without an earlier test's
 * drafts, a lookup select's first real option, and the D7 time a copied order starts at.
 */
import type { Page } from 'playwright-core';

import type { ServedPortal } from './harness.ts';

const HOUR = 3_600_000;

/** Opens a booking page with no drafts left by an earlier test (each test starts from a new form). */
const DAY = 24 * HOUR;

/** `YYYY-MM-DD` of China time, `days` after today. */
export function chinaDay(days: number): string {
  return new Date(Date.now() + 8 * HOUR + days * DAY).toISOString().slice(0, 10);
}

/** The step the indicator marks as current (`1. 行程` …). */
export async function currentStep(page: Page): Promise<string> {
  return ((await page.getByRole('list', { name: '步骤' }).locator('[aria-current="step"]').textContent()) ?? '').trim();
}

/** The value of one row of a description list (detail page or confirm step), by its label. */
export async function rowValue(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  await term.waitFor();
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

export async function openWithoutDrafts(portal: ServedPortal, path: string): Promise<Page> {
  const page = await portal.open(path);
  await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')).forEach((key) => localStorage.removeItem(key)));
  await page.reload({ waitUntil: 'networkidle' });
  return page;
}

/** Chooses the first real option of a select (not 请选择) once its lookup has filled it; answers its label. */
export async function chooseFirst(page: Page, selector: string): Promise<string> {
  return chooseNth(page, selector, 0);
}

/** Chooses the `n`th real option (from 0) of a select once its lookup has filled it; answers its label. */
export async function chooseNth(page: Page, selector: string, n: number): Promise<string> {
  const select = page.locator(selector);
  await select.locator('option:not([value=""])').nth(n).waitFor({ state: 'attached' });
  const label = (await select.locator('option:not([value=""])').nth(n).textContent()) ?? '';
  await select.selectOption({ label });
  return label;
}

/** D7: a copied order's start is the next whole hour + 3 h, China time, as the form writes it (`YYYY-MM-DD HH:mm`). */
export function d7Time(now: number): string {
  const china = now + 8 * HOUR;
  return new Date((Math.floor(china / HOUR) + 1 + 3) * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/** Fills the special-car form of 上海华信 into a valid 接机 booking (from the city's first airport to its second). */
export async function fillSpecialCar(page: Page): Promise<void> {
  await chooseFirst(page, '#root_pickUp_city');
  await chooseFirst(page, '#root_pickUp_place');
  await page.locator('#root_pickUp_flightNumber').fill('MU5101');
  await chooseFirst(page, '#root_destination_city');
  // Another airport than the pickup's: a one-way trip does not end where it starts (docs/rules.md 6.2a).
  await chooseNth(page, '#root_destination_place', 1);
  await page.locator('#root_destination_flightNumber').fill('MU5102');
  await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
  // A reviewer of 上海华信 the server knows (its reviewer rows): an address it does not know is refused (docs/approvals.md).
  await page.getByLabel('行政审核人邮箱').fill('zhouguodong@huaxin-tech.example.cn');
  // A required choice starts with nothing chosen (spec §4): the booker picks 出差事由.
  await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
}

/**
 * Fills step 1 (行程) of 上海华信's own-car wizard with a local trip on `day` from `from` to `to`, from
 * a company address to a railway station in 上海 (the first place of each).
 */
export async function fillOwnCarTrip(page: Page, day: string, from: string, to: string): Promise<void> {
  await page.locator('#root_tripType').selectOption({ label: '同城' });
  await page.locator('#root_fromTime').fill(`${day} ${from}`);
  await page.locator('#root_toTime').fill(`${day} ${to}`);
  await page.locator('#root_pickUp_addressType').selectOption({ label: '公司地址' });
  await page.locator('#root_pickUp_city').selectOption({ label: '上海' });
  await chooseFirst(page, '#root_pickUp_place');
  await page.locator('#root_destination_addressType').selectOption({ label: '火车站' });
  await page.locator('#root_destination_city').selectOption({ label: '上海' });
  await chooseFirst(page, '#root_destination_place');
}
