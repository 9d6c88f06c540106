/**
 * The config preview in plain Chinese, with safe changes (issue 24 §2, §3), in real Chromium
 * against the reference server as the admin 赵敏, at 1280 and 390 px.
 *
 * §2: in every state of the page (as opened; an edit with its impact over stored orders; an audit
 * condition on the no-audit list; an own-car scenario; a lint error; a draft near the caps; the
 * save's, the discard's and the restore's confirmations; a version's changes) the page's text, the
 * JSON editor (the expert view) left out and the form view read too, holds no API path, property name, sample id or raw code:
 * `scan` reads every text node and tests it against those patterns. The impact lists the affected
 * orders by booker, boarding time and route, each a link to the order.
 *
 * §3: "还原为已保存的配置" asks before it throws edits away; restoring a version shows the same
 * summary as saving and the impact over the stored orders, and asks; the version history names the
 * author and time and shows each version's changes against the one before; a draft near the caps
 * shows them. Screenshots to docs/images/config-plain-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { TestClient } from '../server/client.ts';
import { specialCarPayload } from '../server/payloads.ts';
import { DEMO_ADMIN, DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer, type ServedPortal } from './harness.ts';
import { pasteText } from '../support/paste-editor.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const PREVIEW = '/EnterpriseService/ConfigPreview';

const { $schema: _schema, ...SEEDED } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as Record<string, unknown>;
type Field = Record<string, unknown> & { specialId: number };
type AuditConfig = { businessType: number; userInputDto: { auditConditionConfigDto: { conditionBits: number } } };

/** The seeded bundle with 项目编号 (101) required for these trip types (seeded: 1 and 3). */
function withProjectCondition(tripTypes: string): Record<string, unknown> {
  const fields = (SEEDED.specialFields as Field[]).map((f) => (f.specialId === 101 ? { ...f, mustConditionConfigList: [{ conditionType: 2, conditionValue: tripTypes }] } : f));
  return { ...SEEDED, specialFields: fields };
}

/** The special-car approver's condition also on the no-audit list (bit 16): its conditions name the list's bookers. */
function withBookerCondition(): Record<string, unknown> {
  const configs = structuredClone(SEEDED.auditConfigs) as AuditConfig[];
  const special = configs.find((c) => c.businessType === 4)!;
  special.userInputDto.auditConditionConfigDto.conditionBits |= 16;
  return { ...SEEDED, auditConfigs: configs };
}

/** 450 own-car text fields beside the seeded ones: 90 % of the 500 fields one business type may have. */
function nearTheCaps(): Record<string, unknown> {
  const model = (SEEDED.specialFields as Field[]).find((f) => f.specialId === 101)!;
  const extra = Array.from({ length: 450 }, (_, i) => ({ ...model, specialId: 5000 + i, configName: `备注${i + 1}`, isMandatory: false, isHaveMustCondition: false, mustConditionConfigList: [], skipMustConditionConfigList: [], businessTypeList: [5] }));
  return { ...SEEDED, specialFields: [...(SEEDED.specialFields as Field[]), ...extra] };
}

/** Internal language a page for an admin must not show (issue 24 §2). */
const INTERNAL: readonly [string, RegExp][] = [
  ['property name', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['API or JSON path', /\/[A-Za-z]/],
  ['sample or user id', /\b[a-z]+(?:-[a-z0-9]+)+\b/],
  // A number standing alone before a name (`1（同城单程）`), not the digits of a plate before its car (`沪A·D1234（丰田凯美瑞 黑色）`).
  ['raw code before its name', /(?<![A-Za-z0-9·])\d+（/],
  ['code as the value', /为 \d+(?: 或|（|$)/],
  ['placeholder', /\bundefined\b|\bNaN\b|\bnull\b|\[object /],
];

/**
 * Every text of the page but the JSON editor's (the expert view shows the JSON as it is), hidden
 * ones included (the columns of the other width, the options of a select): the lines that speak
 * internal language, with what they speak.
 */
async function scan(page: Page, state: string): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('.cm-editor, script, style, noscript')) continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '') out.push(text);
    }
    return out;
  });
  expect(texts.join('').length, `${state}: the page has text`).toBeGreaterThan(100);
  // An e-mail address is the people's own data (the live form's approvers), not the page's language.
  const spoken = (text: string) => text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '');
  return texts.flatMap((text) => INTERNAL.filter(([, pattern]) => pattern.test(spoken(text))).map(([what]) => `${state}: ${what} in “${text}”`));
}

const FORM_TAB = '表单';
const JSON_TAB = 'JSON（专家视图）';

/**
 * `scan` in both views of the draft: the JSON view (the editor's own text left out) and the form
 * view, which is mounted only while its tab is selected; back in the JSON view after.
 */
async function scanViews(page: Page, state: string): Promise<string[]> {
  const found = await scan(page, `${state} (JSON view)`);
  await page.getByRole('tab', { name: FORM_TAB }).click();
  // The form view draws the draft once the check has read it (a moment after the text changed).
  // The form is disabled until then; its buttons are drawn whether a long list is folded or not.
  const form = page.getByRole('region', { name: '企业配置表单' });
  await form.waitFor({ timeout: 30_000 });
  await form.getByRole('group', { name: /^特殊字段 1[：（]/ }).waitFor({ timeout: 30_000 });
  await expect.poll(() => form.getByRole('button', { name: /添加/ }).first().isEnabled(), { timeout: 30_000 }).toBe(true);
  found.push(...(await scan(page, `${state} (form view)`)));
  await page.getByRole('tab', { name: JSON_TAB }).click();
  await page.locator('.cm-content').waitFor();
  return found;
}

/** Replaces the editor's whole text, as an admin pasting a bundle would. */
async function replaceText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

let portal: ServedPortal;
let booked: string[] = [];

/** The booker's special-car orders (异地单程, 项目编号 filled), booked through the API as the booking page sends them. */
async function bookSpecialCarOrders(count: number): Promise<string[]> {
  const booker = new TestClient(portal.baseUrl);
  await booker.call(endpoints.userLogin.passwordLogin, { body: { phoneNumber: DEMO_BOOKER.phoneNumber, password: DEMO_BOOKER.password } });
  const code = await portal.smsCode(DEMO_BOOKER.phoneNumber, 'login');
  await booker.call(endpoints.userLogin.verificationCodeLogin, { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code } });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const saved = await booker.call(endpoints.csOrder.create, { body: specialCarPayload() });
    expect(saved.envelope.isSuccess, JSON.stringify(saved.envelope)).toBe(true);
    ids.push((saved.envelope.result as { orderId: string }).orderId);
  }
  return ids;
}

beforeAll(async () => {
  await mkdir(IMAGES, { recursive: true });
  portal = await startPortalWithServer();
  booked = await bookSpecialCarOrders(2);
  await signInAsDemoBooker(portal, DEMO_ADMIN);
}, 240_000);
afterAll(async () => portal?.close());

async function openPreview(width: number): Promise<Page> {
  const page = await portal.open(PREVIEW);
  await page.setViewportSize({ width, height: 900 });
  // The form view shows first (issue 24 §1); the scan reads it as opened, then these steps edit the
  // text in the JSON view (the scan reads the hidden form view's texts too, the editor's left out).
  await page.getByRole('region', { name: '企业配置表单' }).waitFor();
  await page.getByTestId('field-101').waitFor();
  return page;
}

const shot = (page: Page, name: string, width: number) => page.screenshot({ path: resolve(IMAGES, `config-plain-${name}-${width}.png`) });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1);

describe('config preview in plain Chinese, with safe changes (issue 24 §2, §3)', () => {
  it.each([1280, 390])('at %i px: every state reads as plain Chinese; orders by booker, date and route; discard and restore ask; versions with their changes; caps as they near', async (width) => {
    const found: string[] = [];
    const page = await openPreview(width);
    found.push(...(await scan(page, 'opened (form view)')));
    // The edits below are pasted in the JSON view.
    await page.getByRole('tab', { name: JSON_TAB }).click();
    await page.locator('.cm-content').waitFor();
    found.push(...(await scan(page, 'opened (JSON view)')));

    // An edit whose impact touches the booked orders (异地单程 with 项目编号 filled: it becomes optional there).
    await replaceText(page, JSON.stringify(withProjectCondition('5'), null, 2));
    const effects = page.getByRole('list', { name: '对历史订单的影响' });
    await effects.waitFor({ timeout: 30_000 });
    const links = effects.getByRole('list', { name: '受影响的订单' }).first().getByRole('link');
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(booked.length);
    for (const id of booked) {
      const link = effects.locator(`a[href$="/Order/SpecialCar/${id}"]`);
      expect(await link.textContent()).toMatch(/^王小明 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} · .+ → .+$/);
    }
    expect(await effects.textContent()).not.toContain(booked[0]!);
    found.push(...(await scanViews(page, 'impact with orders')));
    await effects.scrollIntoViewIfNeeded();
    await shot(page, 'impact', width);

    // An audit condition on the no-audit list: its conditions name bookers, never their ids.
    await replaceText(page, JSON.stringify(withBookerCondition(), null, 2));
    await expect.poll(() => page.getByRole('table', { name: '规则变化' }).textContent(), { timeout: 30_000 }).toMatch(/预订人为 /);
    found.push(...(await scanViews(page, 'audit condition on the no-audit list')));

    // The own-car scenario: its panel and form.
    await page.locator('#scenario_businessType').selectOption({ label: '自有车' });
    await page.getByRole('heading', { name: /预订表单预览（.*自有车/ }).waitFor();
    found.push(...(await scan(page, 'own-car scenario')));
    await page.locator('#scenario_businessType').selectOption({ label: '专车' });

    // A lint error: the line under the status names the fields, not JSON paths.
    const broken = structuredClone(SEEDED) as { specialFields: Field[] };
    broken.specialFields[1]!.specialId = 101;
    await replaceText(page, JSON.stringify(broken, null, 2));
    await page.getByTestId('bundle-errors').getByText('特殊字段「出差事由」与特殊字段「项目编号」的编号相同（都是 101），每个特殊字段的编号应各不相同').waitFor();
    found.push(...(await scanViews(page, 'lint error')));

    // Near the caps: the note says which cap, how much and the cap.
    await pasteText(page, JSON.stringify(nearTheCaps(), null, 2));
    const caps = page.getByRole('note', { name: '配置上限' });
    await caps.getByText('适用于自有车的特殊字段：453 / 500 个').waitFor({ timeout: 30_000 });
    expect(await caps.textContent()).toContain('接近配置上限');
    found.push(...(await scanViews(page, 'near the caps')));
    await caps.scrollIntoViewIfNeeded();
    await page.screenshot({ path: resolve(IMAGES, `config-plain-caps-${width}.png`) });

    // Discarding edits asks first; cancelling keeps them, confirming brings the saved config back.
    const revert = page.getByRole('button', { name: /^还原为已保存的/ });
    await revert.click();
    const discard = page.getByRole('alertdialog', { name: '放弃未保存的修改' });
    await discard.waitFor();
    found.push(...(await scan(page, 'discard confirmation')));
    await discard.getByRole('button', { name: '取消' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await caps.isVisible()).toBe(true);
    await revert.click();
    await page.getByRole('alertdialog', { name: '放弃未保存的修改' }).getByRole('button', { name: '放弃修改并还原' }).click();
    await page.getByText('编辑后的配置与已保存的配置相同。').waitFor({ timeout: 30_000 });
    expect(await caps.count()).toBe(0);

    // Two saves, each with its summary (the save's confirmation is scanned too): 项目编号 also required
    // for one more trip type, then for another instead; each width its own, so either runs alone.
    const [first, second] = width === 1280 ? [['5', '接机'], ['6', '送机']] : [['9', '接站'], ['10', '送站']];
    for (const [trip, label] of [first!, second!]) {
      await replaceText(page, JSON.stringify(withProjectCondition(`1,3,${trip}`), null, 2));
      await page.getByRole('button', { name: '保存…' }).click();
      await expect.poll(() => page.getByTestId('impact-summary').textContent(), { timeout: 30_000 }).toMatch(new RegExp(`项目编号.*${label}`));
      found.push(...(await scan(page, 'save confirmation')));
      await page.getByRole('button', { name: '确认保存' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    }

    // The version history: author, time, and the latest version's changes against the one before.
    const versions = page.getByRole('table', { name: '配置版本' });
    const latest = versions.getByRole('row').nth(1);
    await latest.getByText('（当前）').waitFor();
    expect(await latest.innerText()).toMatch(/赵敏[\s\S]*\d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}/);
    await latest.getByRole('button', { name: '查看改动' }).click();
    const changes = latest.getByLabel(/版的改动/);
    await changes.waitFor({ timeout: 30_000 }).catch(async () => {
      throw new Error(`the version's changes: ${await latest.innerText()}`);
    });
    await expect.poll(() => changes.innerText(), { timeout: 30_000 }).toMatch(new RegExp(`专车「项目编号」：由“显示，选填，可编辑”变为“显示，必填，可编辑”（[^）]*行程类型为 ${second![1]}`));
    expect(await changes.innerText()).toMatch(new RegExp(`专车「项目编号」：由“显示，必填，可编辑”变为“显示，选填，可编辑”（[^）]*行程类型为 ${first![1]}`));
    found.push(...(await scan(page, 'version changes')));
    await versions.scrollIntoViewIfNeeded();
    await shot(page, 'versions', width);

    // Restoring the version before asks, with the summary and the impact over the stored orders.
    await page.getByRole('button', { name: /^恢复第 \d+ 版…$/ }).first().click();
    const restore = page.getByRole('alertdialog', { name: /^确认恢复第 \d+ 版$/ });
    await restore.waitFor();
    await expect.poll(() => restore.getByTestId('impact-summary').textContent(), { timeout: 30_000 }).toContain('项目编号');
    await restore.getByRole('region', { name: '恢复的影响' }).getByRole('table', { name: '规则变化' }).waitFor();
    found.push(...(await scan(page, 'restore confirmation')));
    await shot(page, 'restore', width);
    const restoredFrom = Number(/确认恢复第 (\d+) 版/.exec((await restore.getAttribute('aria-label')) ?? (await restore.getByRole('heading').first().textContent()) ?? '')?.[1]);
    await restore.getByRole('button', { name: '确认恢复' }).click();
    await page.getByText(/^已恢复第 \d+ 版/).waitFor();
    await versions.getByRole('row').nth(1).getByText(`恢复为第 ${restoredFrom} 版`).waitFor();
    found.push(...(await scan(page, 'restored')));

    expect(await noSideScroll(page)).toBe(true);
    expect(found.join('\n')).toBe('');
    await page.close();
  }, 240_000);
});
