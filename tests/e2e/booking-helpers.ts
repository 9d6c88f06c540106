/**
 * Steps the booking pages' browser tests share: a booking page opened without an earlier test's
 * drafts, a lookup select's first real option, a place typed and chosen in an address's place box,
 * and the D7 time a copied order starts at.
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

/**
 * Chooses a place in an address's or a stop's place box (`#root_pickUp`, `#root_additionStopsList_0`; issue 23
 * §2): its city by name, then the text typed as a booker types it, then the suggestion named `name` (the first
 * without one) clicked. Optionally narrowed first by the kind filter (`kind`: 机场, 公司地址, …). Answers the
 * name chosen, once the box shows it.
 */
export async function choosePlace(page: Page, field: string, place: { city?: string; typed?: string; name?: string; kind?: string }): Promise<string> {
  if (place.city) await page.locator(`${field}_city`).selectOption({ label: place.city });
  const box = page.locator(`${field}_place`);
  // The suggestions asked after an action (the query is encrypted: the request is told by its time, not its keyword).
  const nextSearch = () => page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/CsOrder/Address/Place/Search')).then((request) => request.response());
  await box.click();
  if (place.kind) {
    const searched = nextSearch();
    await page.locator(`${field}_place_kind`).getByText(place.kind, { exact: true }).click();
    await searched;
  }
  if (place.typed !== undefined) {
    const searched = nextSearch();
    await box.fill(place.typed);
    await searched;
  }
  const options = page.locator(`[id="${field.slice(1)}_place__list"] [role="option"]`);
  const option = place.name ? options.filter({ has: page.locator('.fe-place__name', { hasText: new RegExp(`^${place.name}$`) }) }).first() : options.first();
  await option.click();
  // Chosen: the list closed and the box showing the place's name.
  await page.waitForFunction((selector) => {
    const input = document.querySelector(selector) as HTMLInputElement | null;
    return input !== null && input.getAttribute('aria-expanded') === 'false' && input.value !== '';
  }, `${field}_place`);
  const name = await box.inputValue();
  if (place.name && name !== place.name) throw new Error(`${field}: chose ${name}, not ${place.name}`);
  return name;
}

/** D7: a copied order's start is the next whole hour + 3 h, China time, as the form writes it (`YYYY-MM-DD HH:mm`). */
export function d7Time(now: number): string {
  const china = now + 8 * HOUR;
  return new Date((Math.floor(china / HOUR) + 1 + 3) * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/** Fills the special-car form of 上海华信 into a valid 接机 booking (from 上海浦东国际机场 to 上海虹桥国际机场, typed and chosen). */
export async function fillSpecialCar(page: Page): Promise<void> {
  await choosePlace(page, '#root_pickUp', { city: '上海', kind: '机场', typed: '浦东', name: '上海浦东国际机场' });
  await page.locator('#root_pickUp_flightNumber').fill('MU5101');
  // Another airport than the pickup's: a one-way trip does not end where it starts (docs/rules.md 6.2a).
  await choosePlace(page, '#root_destination', { city: '上海', kind: '机场', typed: '虹桥', name: '上海虹桥国际机场' });
  await page.locator('#root_destination_flightNumber').fill('MU5102');
  await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
  // A reviewer of 上海华信 the server knows (its reviewer rows): an address it does not know is refused (docs/approvals.md).
  await page.getByLabel('行政审核人邮箱').fill('zhouguodong@huaxin-tech.example.cn');
  // A required choice starts with nothing chosen (spec §4): the booker picks 出差事由.
  await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
}

/**
 * Fills step 1 (行程) of 上海华信's own-car wizard with a local trip on `day` from `from` to `to`, from
 * a company address to a railway station in 上海 (the first place of each, by the kind filter).
 */
export async function fillOwnCarTrip(page: Page, day: string, from: string, to: string): Promise<void> {
  await page.locator('#root_tripType').selectOption({ label: '同城' });
  await page.locator('#root_fromTime').fill(`${day} ${from}`);
  await page.locator('#root_toTime').fill(`${day} ${to}`);
  await choosePlace(page, '#root_pickUp', { city: '上海', kind: '公司地址' });
  await choosePlace(page, '#root_destination', { city: '上海', kind: '火车站' });
}
