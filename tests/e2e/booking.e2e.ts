/**
 * The booking pages in real Chromium against the reference server (issue 8 "Done when"): signed in
 * as the demo booker of 上海华信 (1001), nothing mocked. Screenshots of both booking forms at 1280 px
 * and 390 px go to docs/images/.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FILES } from '../server/attachment-files.ts';
import { choosePlace, d7Time, fillSpecialCar, openWithoutDrafts } from './booking-helpers.ts';
import { signInAsDemoBooker, startPortalWithServer } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');

/** Code that only RJSF (its form's default class) and ajv (an option it reads) carry. */
/** RJSF (a constant of @rjsf/utils) and ajv (one of its options), as they read in the built chunks. */
const RJSF_MARKER = /__rjsf_additionalProperties/;
const AJV_MARKER = /strictSchema/;
const FORM_CODE_MARKERS = [/["']rjsf["']/, RJSF_MARKER, AJV_MARKER];

/** The JavaScript a page fetched while it opened, by URL. */
async function scriptsOf(portal: ServedPortal, path: string, ready: (page: Page) => Promise<unknown>): Promise<Map<string, string>> {
  const page = await portal.context.newPage();
  // The server lets the browser keep the hashed assets (immutable), and a script served from the
  // memory cache has no body to read here: every script is fetched afresh for this page.
  await (await portal.context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, string>();
  page.on('response', (response: Response) => {
    if (!/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) return;
    pending.push(response.text().then((text) => void scripts.set(response.url(), text)).catch(() => {}));
  });
  await page.goto(`${portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await ready(page);
  await Promise.all(pending);
  await page.close();
  return scripts;
}

const carriesFormCode = (text: string) => FORM_CODE_MARKERS.some((marker) => marker.test(text));

async function at(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(300);
}

/** Whether the page scrolls sideways (something wider than the viewport). */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
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

/** The value of one row of the order detail, by its label. */
async function detailValue(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) }).first();
  await term.waitFor();
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

describe('the booking pages in Chromium (issue 8)', () => {
  let portal: ServedPortal;
  /** What /login fetched, before anyone signed in. */
  let loginScripts: Map<string, string>;

  beforeAll(async () => {
    portal = await startPortalWithServer();
    await mkdir(IMAGES, { recursive: true });
    loginScripts = await scriptsOf(portal, '/login', (page) => page.getByRole('heading', { level: 1, name: '登录' }).waitFor());
    await signInAsDemoBooker(portal);
  });

  afterAll(async () => {
    await portal?.close();
  });

  it('/login loads no RJSF, ajv or form-engine code; the booking page loads RJSF and no ajv', async () => {
    expect(loginScripts.size).toBeGreaterThan(0);
    expect([...loginScripts].filter(([, text]) => carriesFormCode(text)).map(([url]) => url)).toEqual([]);

    const booking = await scriptsOf(portal, '/EnterpriseService/SpecialCar', (page) => page.getByRole('heading', { level: 1, name: '专车预订' }).waitFor());
    // The markers are real: the booking page's chunks carry RJSF's.
    expect([...booking.values()].some((text) => RJSF_MARKER.test(text))).toBe(true);
    // Issue 9: the forms validate with @cfworker/json-schema and the bundle check runs precompiled
    // validators, so the booking page loads no ajv either.
    expect([...booking.entries()].filter(([, text]) => AJV_MARKER.test(text)).map(([url]) => url)).toEqual([]);
  });

  it('the start page links to both bookings and the order lists, and lists the seeded orders (db/seed/orders.json, docs/approvals.md "Seed")', async () => {
    const page = await portal.open('/EnterpriseService');
    const nav = page.getByRole('navigation', { name: '预订' });
    await nav.getByRole('link', { name: '专车预订' }).waitFor();
    expect(await nav.getByRole('link', { name: '自有车预订' }).isVisible()).toBe(true);
    const recent = page.getByRole('table', { name: '最近订单' });
    await recent.waitFor();
    expect(await recent.getByRole('row').count()).toBeGreaterThan(1);
    expect(await page.getByRole('link', { name: '专车订单' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '自有车订单' }).isVisible()).toBe(true);
    await page.close();
  });

  it.each([
    ['special-car', '/EnterpriseService/SpecialCar', '专车预订'],
    ['own-car', '/EnterpriseService/OwnCar', '自有车预订'],
  ])('draws the %s form at 1280 px and 390 px without sideways scrolling', async (name, path, title) => {
    const page = await portal.open(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: '下一步' }).waitFor();
    for (const width of [1280, 390]) {
      await at(page, width);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `${name}-booking-${width}.png`), fullPage: true });
    }
    await page.close();
  });

  it('a missing required special-config field blocks the submit with its message at the field', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    // 项目编号 is required for intercity one-way trips (its must condition, D4).
    await page.locator('#root_tripType').selectOption({ label: '异地单程' });
    await page.locator('#root_specialConfig_101').waitFor();
    // Nothing the booker did not cause is shown before they try to go on.
    expect(await page.getByText('项目编号为必填项').count()).toBe(0);
    await page.getByRole('button', { name: '下一步' }).click();
    const field = page.locator('#root_specialConfig_101');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    expect(describedBy).not.toBe('');
    await page.getByText('项目编号为必填项').first().waitFor();
    const described = await page.locator(describedBy.split(/\s+/).map((id) => `[id="${id}"]`).join(', ')).allTextContents();
    expect(described.join(' ')).toContain('项目编号为必填项');
    expect(await page.getByRole('heading', { name: '确认订单' }).count()).toBe(0);
    // The message under its field, at both widths (the form validator without ajv, issue 9).
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(import.meta.dirname, `screenshots/booking-required-error-${width}.png`) });
    }
    await page.close();
  });

  it('a local one-way trip refuses an airport address with the message and resets it to a railway station', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.locator('#root_pickUp_place').waitFor();
    // An airport the booker chose: an untouched address follows the trip type silently (booker-inputs.e2e.ts).
    await choosePlace(page, '#root_pickUp', { city: '上海', kind: '机场', typed: '浦东', name: '上海浦东国际机场' });
    await page.locator('#root_tripType').selectOption({ label: '同城单程' });
    await page.getByText('同城单程上车地址不能选择机场，请重新选择地址').first().waitFor();
    // The place is emptied, the city kept, and the kind filter moved to 火车站 for the booker's next choice.
    await expect.poll(() => page.locator('#root_pickUp_place').inputValue()).toBe('');
    expect(await page.locator('#root_pickUp_city option:checked').textContent()).toBe('上海');
    expect(await page.locator('#root_pickUp_place_kind label:has(input:checked)').textContent()).toBe('火车站');
    await page.close();
  });

  it('checkout forces the payment: 挂账 is the only choice offered', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    // The payment field is a radio group (src/form-engine/fields/payment-field.tsx): one choice, chosen and locked with its reason.
    const payment = page.locator('#root_paymentType');
    await payment.waitFor();
    const radios = payment.getByRole('radio');
    expect(await payment.locator('label').allTextContents()).toEqual(['挂账']);
    expect(await radios.count()).toBe(1);
    expect(await radios.first().isChecked()).toBe(true);
    expect(await radios.first().isDisabled()).toBe(true);
    expect(await payment.innerText()).toContain('已锁定');
    await page.close();
  });

  it('a reload keeps the draft and 放弃草稿 clears it', async () => {
    // 审批备注 of the special car: the own car asks its comments on step 3, and a reload opens step 1.
    const page = await portal.open('/EnterpriseService/SpecialCar');
    await page.locator('#root_justification').fill('草稿：请在大堂等候');
    await page.waitForTimeout(800);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('#root_justification').waitFor();
    expect(await page.locator('#root_justification').inputValue()).toBe('草稿：请在大堂等候');
    // Text typed just before leaving (inside the 300 ms a text box waits before handing it to the
    // form, issue 9) is in the draft too: the box hands it over on pagehide, before the draft is written.
    await page.locator('#root_justification').fill('草稿：刚输入就刷新');
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('#root_justification').waitFor();
    expect(await page.locator('#root_justification').inputValue()).toBe('草稿：刚输入就刷新');
    await page.getByRole('button', { name: '放弃草稿' }).click();
    await page.getByRole('button', { name: '确认放弃' }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('#root_justification').inputValue()).toBe('');
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('#root_justification').waitFor();
    expect(await page.locator('#root_justification').inputValue()).toBe('');
    await page.close();
  });

  it('放弃草稿 fetches its dialog only when used: the keyboard opens it, focus goes to 取消, Escape returns it (1280 and 390 px)', async () => {
    const page = await portal.context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response: Response) => {
      if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`${portal.baseUrl}/EnterpriseService/SpecialCar`, { waitUntil: 'networkidle' });
    const discard = page.getByRole('button', { name: '放弃草稿' });
    await discard.waitFor();
    // Only the dialog's code (zag's dialog machine, our body) names the alertdialog role.
    const carriesDialog = async () => (await Promise.all(scripts)).some((text) => text.includes('alertdialog'));
    expect(await carriesDialog()).toBe(false);
    expect(await discard.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await discard.getAttribute('aria-expanded')).toBe('false');

    await discard.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '放弃草稿' });
    await dialog.waitFor();
    expect(await carriesDialog()).toBe(true);
    expect(await dialog.getByText('放弃后，本表单已填写的内容将被清空', { exact: false }).count()).toBe(1);
    // Focus moves into the dialog, onto the button that changes nothing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('取消');
    for (const width of [1280, 390]) {
      await at(page, width);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: resolve(IMAGES, `discard-draft-dialog-${width}.png`) });
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('放弃草稿');
    expect(await discard.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('an attachment uploads from the booking form; the progress bar code comes with the first upload, not at mount', async () => {
    const page = await portal.context.newPage();
    const scripts: Promise<string>[] = [];
    page.on('response', (response: Response) => {
      if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`${portal.baseUrl}/EnterpriseService/SpecialCar`, { waitUntil: 'networkidle' });
    const input = page.getByLabel('附件', { exact: true });
    await input.waitFor({ state: 'attached' });
    // Only the bar's chunk (upload-progress.tsx) names it.
    const carriesBar = async () => (await Promise.all(scripts)).some((text) => text.includes('上传进度'));
    expect(await carriesBar()).toBe(false);
    await input.setInputFiles({ name: FILES.pdf.name, mimeType: FILES.pdf.contentType, buffer: Buffer.from(FILES.pdf.bytes) });
    await page.getByText('已上传：').waitFor();
    expect(await page.getByRole('link', { name: FILES.pdf.name }).count()).toBe(1);
    await expect.poll(carriesBar).toBe(true);
    await page.close();
  });

  it('a valid special-car booking reaches the server, opens in detail, is updated, and is copied into a second order', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await fillSpecialCar(page);
    // The enterprise names its audit comment 审批备注 (commentName, D3): the form, the confirm step and the detail say so.
    await page.getByRole('textbox', { name: '审批备注' }).fill('客户拜访');
    const first = await submitBooking(page);
    // The detail page shows what the server stored (its detail call), i.e. the D9 payload's content.
    await expect.poll(() => detailValue(page, '上车地点')).toContain('航班 MU5101');
    expect(await detailValue(page, '下车地点')).toContain('航班 MU5102');
    // One name for one field (issue 22 §2): the detail labels rows as the form labels its fields.
    expect(await detailValue(page, '车型等级')).toBe('经济型');
    expect(await detailValue(page, '审批备注')).toBe('客户拜访');
    expect(await detailValue(page, '预订人')).toContain('13800000001');
    expect(await detailValue(page, '服务类型')).toBe('接机');

    // 修改: the form opens with the order, a change is submitted, the detail shows it.
    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '修改' }).click();
    await page.locator('#root_pickUp_flightNumber').waitFor();
    expect(await page.locator('#root_pickUp_flightNumber').inputValue()).toBe('MU5101');
    await page.locator('#root_pickUp_flightNumber').fill('MU5111');
    expect(await submitBooking(page)).toBe(first);
    await expect.poll(() => detailValue(page, '上车地点')).toContain('航班 MU5111');

    // 复制: a new order from this one, its time reset per D7 (next whole hour + 3 h, China time).
    const expected = [d7Time(Date.now())];
    await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: '复制' }).click();
    await page.locator('#root_pickUp_flightNumber').waitFor();
    expected.push(d7Time(Date.now()));
    expect(expected).toContain(await page.locator('#root_travelDateTime').inputValue());
    expect(await page.locator('#root_pickUp_flightNumber').inputValue()).toBe('MU5111');
    const copy = await submitBooking(page);
    expect(copy).not.toBe(first);
    await expect.poll(() => detailValue(page, '上车地点')).toContain('航班 MU5111');
    await page.goto(`${portal.baseUrl}/EnterpriseService`);
    await page.getByText(first).first().waitFor();
    await page.getByText(copy).first().waitFor();
    await page.close();
  });

  it('naming himself as the reviewer, the booker reads the server’s sentence under that field; a real reviewer goes through', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await fillSpecialCar(page);
    // 接机 shows the 行政审核人 alone (the 审批人's conditions name other trip types): the booker names himself there.
    const reviewer = page.getByLabel('行政审核人邮箱');
    await reviewer.fill('wangxiaoming@huaxin-tech.example.cn');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('heading', { name: '确认订单' }).waitFor();
    await page.getByRole('button', { name: /提交/ }).click();
    // Refused by the server (issue 21 §1): back on the form, the sentence under the reviewer's section, his input pointing at it.
    const sentence = '行政审核人不在本企业的行政审核人名单中，请从名单中选择';
    const under = page.locator('#root_administrativeReviewerMsg__error');
    await under.getByText(sentence).waitFor();
    expect(await under.isVisible()).toBe(true);
    expect((await reviewer.getAttribute('aria-describedby'))?.split(' ')).toContain('root_administrativeReviewerMsg__error');
    expect(await reviewer.getAttribute('aria-invalid')).toBe('true');
    // The form came back from its top: the refused field has the focus and is in view (tried as a new user would).
    await expect.poll(() => reviewer.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await reviewer.boundingBox();
    const height = await page.evaluate(() => window.innerHeight);
    expect(box !== null && box.y >= 0 && box.y + box.height <= height).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/EnterpriseService/SpecialCar');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await under.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
      await page.screenshot({ path: resolve(IMAGES, `booking-reviewer-refused-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    // Naming a reviewer of the enterprise clears it, and the order is stored.
    await reviewer.fill('zhouguodong@huaxin-tech.example.cn');
    expect(await page.locator('#root_administrativeReviewerMsg__error').count()).toBe(0);
    expect(await submitBooking(page)).toMatch(/^CS\d{14}$/);
    await page.close();
  });

  it('a keystroke in a text box lays out that box alone, not the page down to it (issue 9, keystroke at 500 fields)', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    const box = page.getByLabel('行政审核人邮箱');
    await box.waitFor();
    expect(await box.getAttribute('class')).toContain('fe-input');
    // Contained, the box has no baseline; its line is still just its own height (nothing under it).
    expect(await box.evaluate((el) => el.parentElement!.getBoundingClientRect().bottom - el.getBoundingClientRect().bottom)).toBe(0);
    await box.focus();
    await page.waitForTimeout(300);
    // Chromium's own trace: each Layout event says whether it ran from a layout root below the
    // document (partialLayout) and how many layout objects it went through.
    const cdp = await portal.context.newCDPSession(page);
    const events: { name: string; args?: { beginData?: { partialLayout?: boolean; totalObjects?: number } } }[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as typeof events)));
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    for (const key of 'audit') {
      await page.keyboard.type(key);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    }
    await cdp.send('Tracing.end');
    await complete;
    expect(await box.inputValue()).toBe('audit');
    const layouts = events.filter((e) => e.name === 'Layout').map((e) => e.args?.beginData);
    expect(layouts.length).toBeGreaterThan(0);
    // The box is its own layout root (form-engine.css, .fe-input): a few objects, whatever the form's size.
    expect(layouts.filter((layout) => layout?.partialLayout !== true || (layout.totalObjects ?? Infinity) > 5)).toEqual([]);
    await page.close();
  });

  it('each form row (or its group of rows) is its own paint layer, so a keystroke does not walk the other fields (issue 9, keystroke at 500 fields)', async () => {
    // Per keystroke Chromium recomputes the visual overflow of every self-painting layer from the
    // typed box up to the page, each over the elements it paints itself: without a layer per row
    // (form-engine.css, .form-engine-row) the page's own layer paints every field, and the frame's
    // "compositing inputs" step grew with the form (1.4–2.0 → 0.3 ms per key at 500 fields; measured
    // by tests/bench/key-trace.ts, never asserted as a time here). A positioned row is a paint layer;
    // with no z-index it makes no stacking context, so the paint order (and the look) is unchanged.
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.getByLabel('行政审核人邮箱').waitFor();
    // A long object's rows sit in groups (row-groups.ts); then the group is the layer (form-engine.css).
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('.form-engine-row')].map((row) => {
        const layer = row.parentElement!.matches('.form-engine-rows') ? row.parentElement! : row;
        const style = getComputedStyle(layer);
        return { position: style.position, zIndex: style.zIndex, hasField: row.querySelector('input, select, textarea, button') !== null };
      }),
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.hasField).length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.position === 'static')).toEqual([]);
    expect(new Set(rows.map((row) => row.zIndex))).toEqual(new Set(['auto']));
    await page.close();
  });

  it("an intercity round trip picks its stop from the server's places and is priced (docs/server.md \"Places\")", async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await page.locator('#root_tripType').selectOption({ label: '异地往返' });
    await choosePlace(page, '#root_pickUp', { city: '上海', kind: '机场', typed: '浦东', name: '上海浦东国际机场' });
    await choosePlace(page, '#root_destination', { city: '杭州', typed: '杭州东', name: '杭州东站' });
    await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
    await page.getByLabel('途经停靠').check();
    await page.getByRole('button', { name: '添加途经地点' }).click();
    await choosePlace(page, '#root_additionStopsList_0', { city: '苏州', typed: '苏州站', name: '苏州站' });
    // Price-ready, the estimate comes by itself (issue 22 §2), after the booker's pause.
    await expect.poll(() => page.getByRole('status', { name: '预估价格' }).textContent(), { timeout: 10_000 }).toMatch(/预估价格：¥\d+/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('#root_additionStopsList_0_place').scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(import.meta.dirname, `screenshots/booking-stop-${width}.png`) });
    }
    await page.close();
  });

  it('an address whose place the server does not know (a stale draft) gets its message under the address, not a price', async () => {
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    await page.getByRole('button', { name: '下一步' }).waitFor();
    await fillSpecialCar(page);
    // The draft holds the drop-off's place id; a place the server no longer knows takes its place.
    const draftKey = 'draft:v1:1001:u-1001-101:special-car';
    const heldId = () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { data?: { destination?: { placeId?: string } } }).data?.destination?.placeId ?? '', draftKey);
    await expect.poll(heldId).toMatch(/^airport:/);
    await page.evaluate((key) => {
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}') as { data: { destination: { placeId: string } } };
      draft.data.destination.placeId = 'airport:ZZZ';
      localStorage.setItem(key, JSON.stringify(draft));
    }, draftKey);
    // The restored booking is price-ready: its estimate is asked by itself (issue 22 §2).
    await page.reload({ waitUntil: 'networkidle' });
    const place = page.locator('#root_destination_place');
    await expect
      .poll(
        async () => {
          const describedBy = (await place.getAttribute('aria-describedby')) ?? '';
          return describedBy === '' ? '' : (await page.locator(describedBy.split(/\s+/).map((id) => `[id="${id}"]`).join(', ')).allTextContents()).join(' ');
        },
        // The estimate waits for the booker's pause (PRICE_DEBOUNCE_MS) after the restored form settles.
        { timeout: 10_000 },
      )
      .toContain('无法识别下车地点，请从搜索结果中选择地址');
    expect(await page.getByRole('status', { name: '预估价格' }).textContent()).not.toMatch(/¥/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await place.scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(import.meta.dirname, `screenshots/booking-unknown-place-${width}.png`) });
    }
    await page.close();
  });

  // Last: it signs the demo booker out and 刘洋 of 中原能源 (2002) in, whose special config nests.
  it('choosing a parent option shows and hides its child (spec §5 associations)', async () => {
    const start = await portal.open('/EnterpriseService');
    await start.getByRole('button', { name: '退出登录' }).click();
    await start.waitForURL(/\/login/);
    await start.close();
    await signInAsDemoBooker(portal, { phoneNumber: '13800000004', password: 'Demo@2026', trueName: '刘洋' });
    const page = await openWithoutDrafts(portal, '/EnterpriseService/SpecialCar');
    const parent = page.locator('#root_specialConfig_201');
    const child = page.locator('#root_specialConfig_202');
    await parent.waitFor();
    // A new booking starts with no option chosen (spec §4: no choice yet hides the child), and stays
    // so after the page has settled (its rules loop and lookups ran).
    await page.waitForTimeout(1000);
    expect(await parent.getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await child.count()).toBe(0);
    expect(await page.getByText('客户名称').count()).toBe(0);
    // 客户名称 (202) shows for 国内出差 / 境外出差 and hides for 市内公务 (option 3).
    await parent.getByRole('radio', { name: '国内出差' }).check();
    await child.waitFor();
    await parent.getByRole('radio', { name: '市内公务' }).check();
    await child.waitFor({ state: 'detached' });
    expect(await page.getByText('客户名称').count()).toBe(0);
    await parent.getByRole('radio', { name: '国内出差' }).check();
    await child.waitFor();
    expect(await child.isVisible()).toBe(true);
    await parent.getByRole('radio', { name: '市内公务' }).check();
    await child.waitFor({ state: 'detached' });
    await page.close();
  });
});
