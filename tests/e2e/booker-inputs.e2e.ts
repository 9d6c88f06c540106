/**
 * What a booker meets while filling the special-car form (issue 22 §2 "Passengers", "Time",
 * "Errors", "No warnings the booker did not cause"), in real Chromium against the reference server,
 * signed in as the demo booker of 上海华信 (1001), each at 1280 px and at 390 px:
 * - a phone number or an e-mail is checked under its field as it is typed, the other passengers'
 *   too; the booker's own common renter is offered among the passengers and fills a row when chosen; more travellers than the chosen car level seats are refused with a message; the same
 *   pickup and drop-off is refused before a price;
 * - a boarding time already past is flagged at the time field as soon as it is entered;
 * - an empty 下一步 shows a summary of what is missing and moves the focus to the first invalid
 *   field; a car level left empty says so (车型等级为必填项);
 * - choosing 同城单程 on a new booking warns about no airport the booker never chose; a fresh form
 *   shows no error, a required checkbox special field (kind 5) included.
 * Screenshots to docs/images/booker-inputs-*.png.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { TestClient } from '../server/client.ts';
import { choosePlace, openWithoutDrafts } from './booking-helpers.ts';
import { DEMO_ADMIN, DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const BOOKING = '/EnterpriseService/SpecialCar';
const WIDTHS = [1280, 390] as const;
const HOUR = 3_600_000;

const PHONE_INVALID = '请输入正确的手机号：11 位数字，以 1 开头';
const EMAIL_INVALID = '请输入正确的邮箱，例如 name@example.com';
const SEATS_EXCEEDED = '乘车人数超过所选车型的座位数（4 座），请减少乘车人或选择更大的车型';
const SAME_PLACE = '上车地点与下车地点相同，请重新选择下车地点';
const TIME_PAST = '用车时间不能早于当前时间';

const RENTER = { name: '刘洋', phoneNumber: '13900000041', email: 'liuyang@huaxin-tech.example.cn' };

let portal: ServedPortal;

beforeAll(async () => {
  await mkdir(IMAGES, { recursive: true });
  portal = await startPortalWithServer();
  await signInAsDemoBooker(portal);
  // One of 王小明's own common renters, as 常用乘车人 keeps it: the passengers' field offers him.
  const booker = new TestClient(portal.baseUrl);
  expect((await booker.signIn(portal.logLines, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password)).envelope.isSuccess).toBe(true);
  expect((await booker.call(endpoints.commonRenter.add, { body: RENTER })).envelope.isSuccess).toBe(true);
}, 240_000);
afterAll(async () => portal?.close());

/** A new special-car booking at `width` px. */
async function openForm(width: number): Promise<Page> {
  const page = await openWithoutDrafts(portal, BOOKING);
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('button', { name: '下一步' }).waitFor();
  return page;
}

/** The sentences drawn under a control (its `aria-describedby` lines). */
async function linesUnder(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/** Every error line the form draws (`<id>__error` with text). */
async function drawnErrorLines(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[id$="__error"]')].map((line) => (line.textContent ?? '').trim()).filter((text) => text !== ''));
}

/** Types into a text box the way a booker does and leaves it (the box hands its text to the form). */
async function typeInto(page: Page, selector: string, text: string) {
  const box = page.locator(selector);
  await box.fill(text);
  await box.press('Tab');
}

async function shot(page: Page, name: string, width: number, selector?: string) {
  if (selector) await page.locator(selector).scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(IMAGES, `booker-inputs-${name}-${width}.png`) });
}

/** China time `YYYY-MM-DD HH:mm` of an instant (D7). */
const chinaTime = (instant: number) => new Date(instant + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

describe('the booker’s inputs on the special-car form (issue 22 §2)', () => {
  it.each(WIDTHS)('Passengers: phone numbers and e-mails are checked under their field as typed (%i px)', async (width) => {
    const page = await openForm(width);
    await typeInto(page, '#root_passPhone', '1380000');
    await expect.poll(() => linesUnder(page, '#root_passPhone')).toContain(PHONE_INVALID);
    await typeInto(page, '#root_passEmail', 'lisi@');
    await expect.poll(() => linesUnder(page, '#root_passEmail')).toContain(EMAIL_INVALID);
    // Another passenger's row is checked the same way.
    await page.getByRole('button', { name: '添加乘车人' }).click();
    await typeInto(page, '#root_passList_0_phoneNumber', '2380000000');
    await expect.poll(() => linesUnder(page, '#root_passList_0_phoneNumber')).toContain(PHONE_INVALID);
    await shot(page, 'phone', width, '#root_passPhone');
    // Nothing was submitted: the sentences came as the booker typed.
    expect(await page.getByRole('alert', { name: '待完善的内容' }).count()).toBe(0);
    // Put right, the sentence goes.
    await typeInto(page, '#root_passPhone', '13800000003');
    await typeInto(page, '#root_passEmail', 'lisi@huaxin-tech.example.cn');
    await expect.poll(() => linesUnder(page, '#root_passPhone')).not.toContain(PHONE_INVALID);
    await expect.poll(() => linesUnder(page, '#root_passEmail')).not.toContain(EMAIL_INVALID);
    expect(await linesUnder(page, '#root_passList_0_phoneNumber')).toContain(PHONE_INVALID);
    // His common renter is offered: chosen, a new row holds his name, phone and e-mail; offered once only.
    const renters = page.getByLabel('从常用乘车人添加');
    await renters.selectOption({ label: `${RENTER.name}（${RENTER.phoneNumber}）` });
    await expect.poll(() => page.locator('#root_passList_1_name').inputValue()).toBe(RENTER.name);
    expect(await page.locator('#root_passList_1_phoneNumber').inputValue()).toBe(RENTER.phoneNumber);
    expect(await page.locator('#root_passList_1_email').inputValue()).toBe(RENTER.email);
    expect(await renters.locator('option', { hasText: RENTER.name }).isDisabled()).toBe(true);
    expect(await renters.inputValue()).toBe('');
    await shot(page, 'common-renter', width, '#root_passList_renter');
    await page.close();
  });

  it.each(WIDTHS)('Passengers: more travellers than the car level seats are refused with a message (%i px)', async (width) => {
    const page = await openForm(width);
    await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
    await typeInto(page, '#root_trainStaff', '5');
    await expect.poll(() => linesUnder(page, '#root_trainStaff')).toContain(SEATS_EXCEEDED);
    await shot(page, 'seats', width, '#root_trainStaff');
    // 下一步 does not go on while it stands.
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('alert', { name: '待完善的内容' }).getByText(SEATS_EXCEEDED).waitFor();
    expect(await page.getByRole('heading', { name: '确认订单' }).count()).toBe(0);
    // A level with six seats takes five travellers.
    await page.getByRole('radiogroup', { name: '车型等级' }).getByText('商务型').click();
    await expect.poll(() => linesUnder(page, '#root_trainStaff')).not.toContain('乘车人数超过');
    await page.close();
  });

  it.each(WIDTHS)('Passengers: the same pickup and drop-off is refused before a price (%i px)', async (width) => {
    const page = await openForm(width);
    await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
    const place = await choosePlace(page, '#root_pickUp', { city: '上海', kind: '机场', typed: '浦东', name: '上海浦东国际机场' });
    await choosePlace(page, '#root_destination', { city: '上海', kind: '机场', typed: '浦东', name: place });
    await expect.poll(() => linesUnder(page, '#root_destination_place')).toContain(SAME_PLACE);
    // No price is asked: no 估算价格, and the price line says what is missing.
    expect(await page.getByRole('button', { name: '估算价格' }).count()).toBe(0);
    expect(await page.getByRole('status', { name: '预估价格' }).textContent()).not.toContain('可以估价');
    await shot(page, 'same-place', width, '#root_destination_place');
    await page.close();
  });

  it.each(WIDTHS)('Time: a past boarding time is flagged at the time field as soon as it is entered (%i px)', async (width) => {
    const page = await openForm(width);
    const yesterday = chinaTime(Date.now() - 24 * HOUR);
    await typeInto(page, '#root_travelDateTime', yesterday);
    await expect.poll(() => linesUnder(page, '#root_travelDateTime')).toContain(TIME_PAST);
    await shot(page, 'time-past', width, '#root_travelDateTime');
    // A time to come is fine.
    await typeInto(page, '#root_travelDateTime', chinaTime(Date.now() + 48 * HOUR));
    await expect.poll(() => linesUnder(page, '#root_travelDateTime')).not.toContain(TIME_PAST);
    await page.close();
  });

  it.each(WIDTHS)('Errors: an empty 下一步 shows what is missing and moves the focus to the first invalid field; an empty car level says so (%i px)', async (width) => {
    const page = await openForm(width);
    await page.getByRole('button', { name: '下一步' }).click();
    const summary = page.getByRole('alert', { name: '待完善的内容' });
    await summary.waitFor();
    const listed = await summary.textContent();
    expect(listed).toContain('车型等级为必填项');
    expect(listed).not.toContain('所选车型不可用');
    // The addresses still missing are named too.
    expect(listed).toContain('请先填写上车地点城市');
    expect(listed).toContain('出差事由为必填项');
    // The focus is on the first field the form marks invalid, in the page's order.
    const first = await page.evaluate(() => {
      const line = [...document.querySelectorAll('[id$="__error"]')].find((l) => (l.textContent ?? '').trim() !== '');
      return line ? document.querySelector(`[aria-describedby~="${line.id}"]`)?.id : undefined;
    });
    expect(first).toBeTruthy();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(first);
    expect(await linesUnder(page, '#root_firstCarType')).toContain('车型等级为必填项');
    await shot(page, 'summary', width, '[role="alert"][aria-label="待完善的内容"]');
    // A line of the summary takes the booker to its field.
    await summary.getByRole('button', { name: '车型等级为必填项' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id)).toMatch(/firstCarType/);
    await page.close();
  });

  it.each(WIDTHS)('No warnings the booker did not cause: 同城单程 on a new booking moves the default airports without a warning (%i px)', async (width) => {
    const page = await openForm(width);
    expect(await drawnErrorLines(page)).toEqual([]);
    // The untouched addresses start as airports under 接机: an airport asks its flight number.
    expect(await page.locator('#root_pickUp_flightNumber').count()).toBe(1);
    await page.locator('#root_tripType').selectOption({ label: '同城单程' });
    // They follow the trip type to ordinary addresses: no flight number is asked, and nothing warns.
    await expect.poll(() => page.locator('#root_pickUp_flightNumber').count()).toBe(0);
    expect(await page.locator('#root_destination_flightNumber').count()).toBe(0);
    expect(await page.getByText('不能选择机场', { exact: false }).count()).toBe(0);
    expect(await drawnErrorLines(page)).toEqual([]);
    // Back to 接机: the untouched addresses follow again.
    await page.locator('#root_tripType').selectOption({ label: '接机' });
    await expect.poll(() => page.locator('#root_pickUp_flightNumber').count()).toBe(1);
    await shot(page, 'trip-defaults', width);
    await page.close();
  });

  it('No warnings the booker did not cause: a fresh form shows no error, a required checkbox special field (kind 5) included (1280 and 390 px)', async () => {
    // The admin adds a required checkbox field (kind 5) to the live bundle, as the config preview saves it.
    const admin = new TestClient(portal.baseUrl);
    const signed = await admin.signIn(portal.logLines, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.password);
    expect(signed.envelope.isSuccess).toBe(true);
    const live = (await admin.call(endpoints.configAdmin.bundle)).envelope.result as { bundle: { specialFields?: unknown[] }; version: number };
    const checkbox = {
      ...(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as { specialFields: { specialId: number }[] }).specialFields.find((f) => f.specialId === 102),
      specialId: 106,
      configName: '随行服务',
      showType: 5,
      showTypeConfigInfo: [
        { optionId: 1, optionContent: '儿童座椅' },
        { optionId: 2, optionContent: '轮椅协助' },
      ],
      businessTypeList: [4],
    };
    const bundle = { ...live.bundle, specialFields: [...(live.bundle.specialFields ?? []), checkbox] };
    const saved = await admin.call(endpoints.configAdmin.save, { body: { bundle, summary: '随行服务：必填多选', basedOn: live.version } });
    expect([saved.status, saved.envelope.message]).toEqual([200, '']);

    for (const width of WIDTHS) {
      const page = await openForm(width);
      const field = page.getByText('随行服务', { exact: true }).first();
      await field.waitFor();
      // Let the form settle (its first echoes of defaults) before looking.
      await page.waitForLoadState('networkidle');
      expect(await drawnErrorLines(page)).toEqual([]);
      expect(await page.getByText('为必填项', { exact: false }).count()).toBe(0);
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
      await field.scrollIntoViewIfNeeded();
      await shot(page, 'fresh-checkbox', width);
      // Once the booker tries to go on, it says so.
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('alert', { name: '待完善的内容' }).getByText('随行服务为必填项').waitFor();
      await page.close();
    }
  });
});
