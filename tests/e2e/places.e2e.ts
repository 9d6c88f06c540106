/**
 * Places as a booker enters them (issue 23 §2), in real Chromium against the reference server (the
 * bundled places), signed in as the demo booker of 上海华信 (1001), at 1280 px and at 390 px:
 * - typing 人民广场, 虹桥, 外滩 or the initials `rmgc` in 上海's pickup box shows suggestions as the
 *   booker types, nothing clicked (no 搜索 button), each with its name, address and what it is;
 * - a suggestion is chosen by keyboard (↓ Enter), and the kind filter narrows them;
 * - a free-text address is geocoded on Enter (and text that names nothing says so under the box);
 * - a 异地往返 with a stop (its place typed in the same box) is priced, shows its route on the
 *   confirm step (distance, time, the places in order, the sketch), is booked, and its detail shows
 *   the route too.
 * Screenshots to docs/images/places-*.png.
 */
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { choosePlace, openWithoutDrafts, rowValue } from './booking-helpers.ts';
import { signedInPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const WIDTHS = [1280, 390] as const;
const NOT_GEOCODED = '未能识别该地址，请从建议中选择或输入更完整的地址';

const served = signedInPortal();

async function openForm(width: number): Promise<Page> {
  const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
  await page.setViewportSize({ width, height: 900 });
  await page.getByRole('button', { name: '下一步' }).waitFor();
  return page;
}

/** The names of the suggestions the box shows now. */
async function suggestionNames(page: Page, field: string): Promise<string[]> {
  return page.locator(`[id="${field}_place__list"]:not([hidden]) .fe-place__name`).allTextContents();
}

/** The sentences drawn under a control (its `aria-describedby` lines). */
async function linesUnder(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((control) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

describe('the place box (issue 23 §2)', () => {
  for (const width of WIDTHS) {
    it(`typing 人民广场 / 虹桥 / 外滩 / rmgc in 上海 suggests places as the booker types, nothing clicked (${width} px)`, async () => {
      const page = await openForm(width);
      await page.locator('#root_pickUp_city').selectOption({ label: '上海' });
      const box = page.locator('#root_pickUp_place');
      expect(await box.getAttribute('role')).toBe('combobox');
      expect(await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toBe('上车地点');
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      await box.focus();
      const expected: [string, RegExp][] = [
        ['人民广场', /人民广场/],
        ['虹桥', /虹桥/],
        ['外滩', /外滩/],
        ['rmgc', /人民广场/],
      ];
      for (const [typed, match] of expected) {
        await box.fill('');
        // Typed key by key, as a booker types: the suggestions follow without any click.
        await box.pressSequentially(typed, { delay: 30 });
        await expect.poll(() => suggestionNames(page, 'root_pickUp'), { timeout: 5_000 }).toContainEqual(expect.stringMatching(match));
        expect(await box.getAttribute('aria-expanded')).toBe('true');
        if (typed === '虹桥') {
          // The airport and the railway station, each said for what it is.
          const names = await suggestionNames(page, 'root_pickUp');
          expect(names.some((n) => /虹桥.*机场/.test(n))).toBe(true);
          expect(names.some((n) => /虹桥站/.test(n))).toBe(true);
          await page.screenshot({ path: resolve(IMAGES, `places-suggestions-${width}.png`) });
        }
      }
      await page.close();
    });

    it(`a suggestion is chosen by keyboard, and the kind filter narrows them (${width} px)`, async () => {
      const page = await openForm(width);
      await page.locator('#root_pickUp_city').selectOption({ label: '上海' });
      const box = page.locator('#root_pickUp_place');
      await box.focus();
      await box.pressSequentially('外滩', { delay: 30 });
      await expect.poll(() => suggestionNames(page, 'root_pickUp')).toContainEqual(expect.stringMatching(/外滩/));
      await page.keyboard.press('ArrowDown');
      const active = await box.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      const chosen = ((await page.locator(`[id="${active}"] .fe-place__name`).textContent()) ?? '').trim();
      await page.keyboard.press('Enter');
      await expect.poll(() => box.inputValue()).toBe(chosen);
      expect(await box.getAttribute('aria-expanded')).toBe('false');
      // Still on the form: Enter chose a place, it did not submit.
      expect(await page.getByRole('heading', { name: '确认订单' }).count()).toBe(0);
      // The filter: only airports.
      await page.locator('#root_destination_city').selectOption({ label: '上海' });
      await page.locator('#root_destination_place_kind').getByText('机场', { exact: true }).click();
      await page.locator('#root_destination_place').click();
      await expect.poll(() => suggestionNames(page, 'root_destination')).toEqual(expect.arrayContaining([expect.stringMatching(/浦东/), expect.stringMatching(/虹桥/)]));
      expect((await suggestionNames(page, 'root_destination')).every((n) => /机场/.test(n))).toBe(true);
      await page.screenshot({ path: resolve(IMAGES, `places-kind-filter-${width}.png`) });
      await page.close();
    });

    it(`a free-text address is geocoded; text that names no place says so under the box and stays (${width} px)`, async () => {
      const page = await openForm(width);
      await page.locator('#root_tripType').selectOption({ label: '同城单程' });
      await page.locator('#root_pickUp_city').selectOption({ label: '上海' });
      const box = page.locator('#root_pickUp_place');
      await box.fill('上海市黄浦区南京东路300号');
      await box.press('Enter');
      const draftKey = 'draft:v1:1001:u-1001-101:special-car';
      const held = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { data?: { pickUp?: { placeId?: string; address?: string } } }).data?.pickUp ?? {}, draftKey);
      await expect.poll(async () => (await held()).placeId ?? '', { timeout: 10_000 }).toMatch(/^(poi|geo|amap|address):/);
      expect((await held()).address).toBe('上海市黄浦区南京东路300号');
      expect(await linesUnder(page, '#root_pickUp_place')).not.toContain(NOT_GEOCODED);
      // Text that names nothing: said under the box, the text kept as typed.
      const drop = page.locator('#root_destination_place');
      await page.locator('#root_destination_city').selectOption({ label: '上海' });
      await drop.fill('zzqqxx');
      await drop.press('Enter');
      await expect.poll(() => linesUnder(page, '#root_destination_place'), { timeout: 10_000 }).toContain(NOT_GEOCODED);
      expect(await drop.inputValue()).toBe('zzqqxx');
      await drop.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `places-not-geocoded-${width}.png`) });
      await page.close();
    });

    it(`a 异地往返 with a stop is priced, shows its route on the confirm step, is booked and shows it on its detail (${width} px)`, async () => {
      const page = await openForm(width);
      await page.locator('#root_tripType').selectOption({ label: '异地往返' });
      await choosePlace(page, '#root_pickUp', { city: '上海', typed: '人民广场', name: '人民广场' });
      await choosePlace(page, '#root_destination', { city: '杭州', typed: '杭州东站', name: '杭州东站' });
      await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
      await page.getByLabel('途经停靠').check();
      await page.getByRole('button', { name: '添加途经地点' }).click();
      await choosePlace(page, '#root_additionStopsList_0', { city: '苏州', typed: '苏州站', name: '苏州站' });
      await page.getByLabel('行政审核人邮箱').fill('zhouguodong@huaxin-tech.example.cn');
      await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
      await expect.poll(() => page.getByRole('status', { name: '预估价格' }).textContent(), { timeout: 15_000 }).toMatch(/预估价格：¥\d+/);
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('heading', { name: '确认订单' }).waitFor();
      await page.getByRole('heading', { name: '行程路线' }).waitFor();
      const order = await rowValue(page, '途经顺序');
      expect(order).toMatch(/^1\. 人民广场 → 2\. 苏州站（[\d.]+ 公里，\d+ 分钟） → 3\. 杭州东站（[\d.]+ 公里，\d+ 分钟）$/);
      expect(await rowValue(page, '行驶距离')).toMatch(/^约 [\d.]+ 公里$/);
      expect(await rowValue(page, '预计用时')).toMatch(/^约 \d+ 分钟$/);
      // The price counts the way back; the route drawn is the way there, and says so.
      expect(await page.getByText('往返行程按往返里程计价，此处显示去程路线').count()).toBe(1);
      const sketch = page.getByRole('img', { name: '路线示意图：人民广场 → 苏州站 → 杭州东站' });
      expect(await sketch.locator('circle').count()).toBe(3);
      await sketch.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `places-route-confirm-${width}.png`) });
      const confirmUrl = page.url();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL((url) => url.href !== confirmUrl && /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname), { timeout: 15_000 });
      await page.getByRole('heading', { name: '行程路线' }).waitFor();
      expect(await rowValue(page, '途经顺序')).toBe(order);
      await page.getByRole('img', { name: '路线示意图：人民广场 → 苏州站 → 杭州东站' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `places-route-detail-${width}.png`) });
      await page.close();
    });
  }
});
