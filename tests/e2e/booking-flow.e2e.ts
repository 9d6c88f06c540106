/**
 * The booking machines' flow as a booker meets it (issue 22, third wave, lane flow), in real Chromium
 * against the reference server, at 1280 px and 390 px: a price estimate superseded by an edit while it
 * is on its way is cancelled (Chromium sees the request aborted), not only ignored, and the booker is
 * told nothing of it; a payment type the rules forced (D5: a price picture, or one type left on
 * offer) is said in a short Chinese sentence under 支付方式, on the special-car form and in the
 * admin's config preview, and goes when the booker chooses the payment type. (D3's notice under the
 * approver section is drawn the same way; no seeded booker can cause one on the page, see
 * docs/rules.md "Notices": it is pinned by rules/step/field-notices.test.ts.) An own car seats what
 * its fleet record says: more travellers than the chosen car's 乘客座位数 are refused under 乘车人数,
 * and the fleet's list and add form show the seats. Screenshots go to docs/images/booking-flow-*.png.
 */
import { resolve } from 'node:path';

import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { chinaDay, chooseFirst, currentStep, fillOwnCarTrip, fillSpecialCar, openWithoutDrafts } from './booking-helpers.ts';
import { FLEET_MANAGER } from './fleet-helpers.ts';
import { DEMO_ADMIN, DEMO_BOOKER, IMAGES, signedInPortal, switchUser } from './harness.ts';
import type { SeededUser } from './harness.ts';

const HEIGHT = 900;
const WIDTHS = [1280, 390] as const;
/** How long the test holds each estimate before letting it through: long enough for an edit to supersede it. */
const HELD_MS = 2_500;

const isEstimate = (url: URL) => url.pathname.toLowerCase().endsWith('/csorder/estimateprice');
const priceLine = (page: Page) => page.getByRole('status', { name: '预估价格' });
const PRICED = /预估价格：¥\d+/;

/** The texts an input's `aria-describedby` points at (its error under the field). */
async function describedText(page: Page, selector: string): Promise<string> {
  const describedBy = (await page.locator(selector).getAttribute('aria-describedby')) ?? '';
  if (describedBy === '') return '';
  return (await page.locator(describedBy.split(/\s+/).map((id) => `[id="${id}"]`).join(', ')).allTextContents()).join(' ');
}

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

const ZHONGYUAN_BOOKER: SeededUser = { phoneNumber: '13800000004', password: 'Demo@2026', trueName: '刘洋' };

/**
 * The notice the form draws under the field `fieldId` (`root_approver`): a polite status, not an error,
 * inside the field's frame, below its inputs, within the page's width. Answers its text.
 */
async function noticeUnder(page: Page, fieldId: string, width: number): Promise<string> {
  const notice = page.locator(`[id="${fieldId}__notice"]`);
  await notice.waitFor();
  await notice.scrollIntoViewIfNeeded();
  expect(await notice.getAttribute('role')).toBe('status');
  expect(await notice.isVisible()).toBe(true);
  // Not drawn as an error: no alert, not in the field's error list.
  expect(await notice.evaluate((element) => element.closest('[role="alert"], .error-detail') === null)).toBe(true);
  const frame = notice.locator('xpath=..');
  const [noticeBox, frameBox] = [await notice.boundingBox(), await frame.boundingBox()];
  expect(noticeBox && frameBox && noticeBox.y > frameBox.y && noticeBox.x + noticeBox.width <= width + 1).toBe(true);
  return ((await notice.textContent()) ?? '').trim();
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

  it('a price picture that leaves one payment type says so under 支付方式 (D5), until the booker chooses the payment type', async () => {
    // 刘洋 of 中元能源 (2002): 企业账户余额, 信用卡, 余额, 礼品E卡, and the 日租 package priced by picture.
    await switchUser(served(), ZHONGYUAN_BOOKER);
    for (const width of WIDTHS) {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: HEIGHT });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      const payment = page.getByRole('radiogroup', { name: '支付方式' });
      await page.locator('#root_tripType').selectOption({ label: '日租' });
      await payment.getByText('信用卡', { exact: true }).click();
      expect(await page.locator('[id$="__notice"]').count()).toBe(0);
      await page.getByRole('radiogroup', { name: '车型等级' }).getByText('舒适型').click();
      await page.getByRole('img', { name: '价格图片：本行程的套餐价' }).waitFor();
      expect(await noticeUnder(page, 'root_paymentType', width)).toBe('支付方式已改为企业账户余额');
      expect(await payment.getByRole('radio', { checked: true }).evaluate((radio) => radio.closest('label')?.textContent?.trim())).toBe('企业账户余额');
      await page.screenshot({ path: resolve(IMAGES, `booking-flow-notice-payment-${width}.png`) });
      // Another trip type frees the choice; the booker picks the payment type: the sentence goes.
      await page.locator('#root_tripType').selectOption({ label: '同城单程' });
      await payment.getByText('信用卡', { exact: true }).click();
      await expect.poll(() => page.locator('[id="root_paymentType__notice"]').count()).toBe(0);
      await page.close();
    }
  });

  it('the approvers open filled from the booker’s own cost centre and approver (D3), and another centre fills its approver and says so', async () => {
    // 刘洋 of 中元能源 (2002): her centre 勘探事业部 (approver 孙丽), the reviewer from her own approver (孙丽).
    await switchUser(served(), ZHONGYUAN_BOOKER);
    for (const width of WIDTHS) {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/SpecialCar');
      await page.setViewportSize({ width, height: HEIGHT });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      // 中元能源 asks a cost-centre approver for the upper car levels (its audit conditions: levels 3 and 4).
      await page.getByRole('radiogroup', { name: '车型等级' }).getByText('豪华型').click();
      const approverPhone = page.locator('#root_approver_phoneNumber');
      await approverPhone.waitFor();
      expect(await approverPhone.inputValue()).toBe('13711112222');
      expect(await page.locator('#root_administrativeReviewerMsg_email').inputValue()).toBe('sunli@zhongyuan-energy.example.cn');
      // Nothing was changed on her behalf when the booking opened: no notice.
      expect(await page.locator('[id$="__notice"]').count()).toBe(0);
      await page.locator('#root_costCentre').selectOption({ label: '新能源事业部' });
      await expect.poll(() => approverPhone.inputValue()).toBe('13711113333');
      expect(await noticeUnder(page, 'root_approver', width)).toBe('审批人已按所选条件重新填写');
      await page.screenshot({ path: resolve(IMAGES, `booking-flow-notice-approver-${width}.png`) });
      // Her own edit of the section takes the sentence away.
      await approverPhone.fill('13711119999');
      await approverPhone.blur();
      await expect.poll(() => page.locator('[id="root_approver__notice"]').count()).toBe(0);
      await page.close();
    }
  });

  it('the config preview says it too: the admin’s live form is the booker’s', async () => {
    await switchUser(served(), DEMO_ADMIN);
    for (const width of WIDTHS) {
      const page = await served().open('/EnterpriseService/ConfigPreview');
      await page.setViewportSize({ width, height: HEIGHT });
      await page.locator('#preview_tripType').waitFor();
      expect(await page.locator('[id$="__notice"]').count()).toBe(0);
      // The panel says what the server offers the booker: 挂账 no more, then 余额 alone.
      const offered = page.getByRole('region', { name: '场景' });
      for (const label of ['挂账', '礼品E卡', '企业账户余额']) await offered.getByRole('checkbox', { name: label, exact: true }).uncheck();
      expect(await page.locator('[id$="__notice"]').count()).toBe(0);
      await offered.getByRole('checkbox', { name: '信用卡', exact: true }).uncheck();
      expect(await noticeUnder(page, 'preview_paymentType', width)).toBe('支付方式已改为余额');
      await page.screenshot({ path: resolve(IMAGES, `booking-flow-notice-preview-${width}.png`) });
      await page.close();
    }
  });

  it('the own-car wizard refuses more travellers than the chosen car’s passenger seats, under 乘车人数', async () => {
    await switchUser(served(), DEMO_BOOKER);
    const crowded = '乘车人数超过所选车辆的乘客座位数（4 座），请减少乘车人或选择其他车辆';
    for (const width of WIDTHS) {
      const page = await openWithoutDrafts(served(), '/EnterpriseService/OwnCar');
      await page.setViewportSize({ width, height: HEIGHT });
      await page.getByRole('button', { name: '下一步' }).waitFor();
      // Eight days ahead, 10:00–12:00: no seeded order, restricted day or inspection of 沪A·D1234 then.
      const day = chinaDay(8);
      await fillOwnCarTrip(page, day, '10:00', '12:00');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('radiogroup', { name: '车辆' }).waitFor();
      // 沪A·D1234, a 丰田凯美瑞: four passenger seats in the seed.
      await page.getByRole('radio', { name: /沪A·D1234/ }).check();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('heading', { name: '车辆信息' }).waitFor();
      await page.locator('#root_passName').fill('李雷');
      await page.locator('#root_passPhone').fill('13900000002');
      await chooseFirst(page, '#root_auditor__list');
      await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
      const count = page.locator('#root_passNo');
      await count.fill('5');
      await count.press('Tab');
      await expect.poll(() => describedText(page, '#root_passNo')).toContain(crowded);
      expect(await page.getByText(crowded).first().isVisible()).toBe(true);
      // Said under the field, within the page's width.
      const [field, message] = [await count.boundingBox(), await page.getByText(crowded).first().boundingBox()];
      expect(field && message && message.y > field.y && message.x + message.width <= width + 1).toBe(true);
      await page.getByText(crowded).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: resolve(IMAGES, `booking-flow-own-car-seats-${width}.png`) });
      // Not past step 3 while it stands; four go.
      await page.getByRole('button', { name: '下一步' }).click();
      expect(await currentStep(page)).toBe('3. 车辆信息');
      await count.fill('4');
      await count.press('Tab');
      await expect.poll(() => describedText(page, '#root_passNo')).not.toContain(crowded);
      await page.close();
    }
  });

  it('the fleet records each car’s passenger seats: a column of the list, a field of the add form', async () => {
    await switchUser(served(), FLEET_MANAGER);
    const page = await served().open('/EnterpriseService');
    await page.getByRole('link', { name: '车队管理' }).click();
    await page.getByRole('tab', { name: '车辆' }).click();
    const carForm = page.getByRole('region', { name: '添加车辆', exact: true });
    await carForm.getByLabel('车牌号').fill('沪A·E2E07');
    await carForm.getByLabel('车型级别').selectOption({ label: '商务型' });
    await carForm.getByLabel('车型描述').fill('别克GL8');
    expect(await carForm.getByLabel('乘客座位数').inputValue()).toBe('4');
    await carForm.getByLabel('乘客座位数').fill('6');
    await carForm.getByLabel('颜色').selectOption({ label: '白色' });
    await carForm.getByLabel('购买日期').fill('2026-03-01');
    await carForm.getByLabel('车辆归属').selectOption({ label: '企业自有' });
    await carForm.getByRole('button', { name: '添加车辆' }).click();
    const table = page.getByRole('table', { name: '车辆' });
    await table.getByRole('cell', { name: '沪A·E2E07', exact: true }).waitFor();
    expect(await table.getByRole('columnheader', { name: '乘客座位数' }).count()).toBe(1);
    const seatsOf = async (licence: string) => {
      const header = await table.getByRole('columnheader').allTextContents();
      const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: licence, exact: true }) });
      return (await row.getByRole('cell').allTextContents())[header.indexOf('乘客座位数')];
    };
    expect([await seatsOf('沪A·D1234'), await seatsOf('沪A·D5678'), await seatsOf('沪A·E2E07')]).toEqual(['4', '6', '6']);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      const list = page.getByText('沪A·E2E07', { exact: true }).first();
      // A new width redraws the list (a table at 1280 px, cards below 768 px): the row found a moment
      // ago may be gone, so scroll to the one drawn now until it is there.
      await expect
        .poll(async () => {
          try {
            await list.scrollIntoViewIfNeeded({ timeout: 2_000 });
            return await list.isVisible();
          } catch {
            return false;
          }
        })
        .toBe(true);
      expect(await page.getByText('乘客座位数', { exact: true }).first().isVisible()).toBe(true);
      await page.screenshot({ path: resolve(IMAGES, `booking-flow-fleet-seats-${width}.png`) });
    }
    await page.close();
  });
});
