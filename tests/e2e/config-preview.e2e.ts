/**
 * The config preview (issue 10 "Done when") in real Chromium against the reference server: the
 * admin 赵敏 of 上海华信 (1001) edits a must condition and sees the live booking form, the state
 * table and the impact diff change; a bundle with a lint error cannot be saved, and Ctrl-Z takes
 * the edit back; a bundle its JSON Schema refuses shows the schema's messages; a saved change is
 * live for the booker's next booking and can be rolled back; the booker cannot open the page; the
 * impact panel replays the booker's stored special-car orders and links to them. Screenshots at
 * 1280 and 390 px to docs/images/config-preview-*.png (and tests/e2e/screenshots/).
 *
 * Typing stays responsive with a large bundle (issue 21 §6): with the reported 1,850-field bundle
 * (over the caps) or one at the caps pasted in, the typed text lands in the editor while its check
 * is still out, the bundle's text is parsed in a worker and never on the page's thread, the
 * over-cap bundle shows its cap errors and the preview keeps the last form without errors, and
 * the bundle at the caps is drawn and may be saved.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { generateAtCapsSpecialFields, generateAttackSpecialFields, SHAPED_FIELD_BASE } from '../bench/generate-bundle.ts';
import { specialCarPayload } from '../server/payloads.ts';
import { TestClient } from '../server/client.ts';
import { DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer, switchUser } from './harness.ts';
import type { ServedPortal } from './harness.ts';
import { pasteText } from '../support/paste-editor.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026', trueName: '赵敏' } as const;
const PREVIEW = '/EnterpriseService/ConfigPreview';

/** The live bundle's text as the page shows it: the seeded fixture without `$schema`, two-space JSON. */
const { $schema: _schema, ...SEEDED } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as Record<string, unknown>;
type Field = { specialId: number; mustConditionConfigList?: { conditionType: number; conditionValue: string }[] };

/** The seeded bundle with 项目编号 (101) required for these trip types (seeded: 1 and 3). */
function withProjectCondition(tripTypes: string): Record<string, unknown> {
  const fields = (SEEDED.specialFields as Field[]).map((f) => (f.specialId === 101 ? { ...f, mustConditionConfigList: [{ conditionType: 2, conditionValue: tripTypes }] } : f));
  return { ...SEEDED, specialFields: fields };
}

/** 项目编号 also required for 接机 (5), the default trip type of the special-car form. */
const withPickupCondition = () => withProjectCondition('1,3,5');

/** The booker's special-car orders, booked through the API as the booking page sends them (D9). */
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

let portal: ServedPortal;

beforeAll(async () => {
  await mkdir(IMAGES, { recursive: true });
  portal = await startPortalWithServer();
}, 240_000);
afterAll(async () => portal?.close());

async function signOut() {
  const page = await portal.open('/EnterpriseService');
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.waitForURL(/\/login/);
  await page.close();
}

/** Replaces the editor's whole text, as an admin pasting a bundle would. */
async function replaceText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

const stateCell = (page: Page, key: string, column: number) => page.getByTestId(key).locator('td').nth(column);

async function openPreview(): Promise<Page> {
  const page = await portal.open(PREVIEW);
  // The form view shows first (issue 24 §1); these tests edit the text in the JSON view.
  await page.getByRole('tab', { name: 'JSON（专家视图）' }).click();
  await page.locator('.cm-content').waitFor();
  await page.getByTestId('field-101').waitFor();
  return page;
}

describe('config preview (issue 10 §1)', () => {
  it('the admin reaches the page from the start page and sees form, state table and diff follow an edited condition', async () => {
    await signInAsDemoBooker(portal, ADMIN);
    const start = await portal.open('/EnterpriseService');
    await start.getByRole('link', { name: '企业配置预览' }).click();
    await start.waitForURL(/ConfigPreview$/);
    await start.close();

    const page = await openPreview();
    // The default scenario is 专车 接机 (5): 项目编号 is not required there yet.
    await expect.poll(() => stateCell(page, 'field-101', 2).textContent()).toBe('否');
    expect(await page.locator('#preview_specialConfig_101').getAttribute('aria-required')).not.toBe('true');
    // The live form is the whole special-car booking form, trip type and payment included.
    expect(await page.locator('#preview_tripType').inputValue()).not.toBe('');
    await page.getByRole('region', { name: '预订表单预览' }).getByText('支付方式').first().waitFor();
    await page.getByText('编辑后的配置与已保存的配置相同。').waitFor();

    await replaceText(page, JSON.stringify(withPickupCondition(), null, 2));
    await expect.poll(() => stateCell(page, 'field-101', 2).textContent()).toBe('是');
    expect(await stateCell(page, 'field-101', 4).textContent()).toMatch(/行程类型/);
    await expect.poll(() => page.locator('#preview_specialConfig_101').getAttribute('aria-required')).toBe('true');
    const changes = page.getByRole('table', { name: '规则变化' });
    await changes.waitFor({ timeout: 15_000 });
    expect(await changes.textContent()).toContain('项目编号');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: resolve(IMAGES, 'config-preview-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: resolve(IMAGES, 'config-preview-390.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
    // At 390 px the reason sits under the field's name, not in a squeezed fifth column.
    expect(await stateCell(page, 'field-101', 4).isVisible()).toBe(false);
    expect(await stateCell(page, 'field-101', 0).innerText()).toMatch(/行程类型/);
    const scenario = await page.getByRole('heading', { name: '场景' }).boundingBox();
    const form = await page.getByRole('heading', { name: /预订表单预览/ }).boundingBox();
    expect(form!.y).toBeGreaterThan(scenario!.y + 100);
    await page.close();
  });

  it('a bundle with a lint error shows it in the editor and cannot be saved', async () => {
    const page = await openPreview();
    const broken = structuredClone(withPickupCondition());
    (broken.specialFields as Field[])[1]!.specialId = 101;
    await replaceText(page, JSON.stringify(broken, null, 2));
    await page.getByText(/1 个错误/).waitFor();
    expect(await page.getByRole('button', { name: '保存…' }).isDisabled()).toBe(true);
    // The message sits at its JSON path in the text; the lint panel (Ctrl-Shift-M) lists it as a sentence (no path).
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Shift+m');
    await page.locator('.cm-panel-lint').getByText('特殊字段「出差事由」与特殊字段「项目编号」的编号相同（都是 101），每个特殊字段的编号应各不相同').waitFor();
    // Ctrl-Z takes the pasted text back: the saved bundle, no error, nothing to save.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+z');
    await page.getByText(/^没有错误/).waitFor();
    expect(await page.getByRole('button', { name: '保存…' }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+y');
    await page.getByText(/1 个错误/).waitFor();
    // Brackets match: the cursor before the first brace marks it and its partner.
    await page.keyboard.press('Control+Home');
    await expect.poll(() => page.locator('.cm-matchingBracket').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('a bundle its JSON Schema refuses says each error at its place as a sentence naming the setting (validators precompiled at build time, issue 9; issue 24 §1)', async () => {
    const page = await openPreview();
    const broken = structuredClone(SEEDED) as Record<string, unknown> & { specialFields: Record<string, unknown>[] };
    broken.specialFields[0]!.showType = 9;
    broken.specialFields[0]!.extra = 1;
    broken.specialFields[1]!.isMandatory = 'yes';
    await replaceText(page, JSON.stringify(broken, null, 2));
    await page.getByText(/^3 个错误，0 个警告：有错误的配置不能保存/).waitFor();
    expect(await page.getByRole('button', { name: '保存…' }).isDisabled()).toBe(true);
    const sentences = [
      '特殊字段「项目编号」里有一项本配置不认识的设置“extra”，请删除它',
      '特殊字段「项目编号」的「字段类型」应不大于 8',
      '特殊字段「出差事由」的「必填」应为是或否',
    ];
    // The JSON view's lint (Ctrl-Shift-M lists it) and the page's summary say the same sentences, no path, no ajv words.
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Shift+m');
    const panel = page.locator('.cm-panel-lint');
    for (const sentence of sentences) await panel.getByText(sentence, { exact: true }).waitFor();
    expect(await panel.textContent()).not.toMatch(/\/specialFields|应当|属性|isMandatory|showType/);
    const summary = page.getByTestId('bundle-errors');
    expect((await summary.locator('li').allTextContents()).sort()).toEqual([...sentences].sort());
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await summary.evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.waitForTimeout(300);
      expect(await summary.isVisible()).toBe(true);
      await page.screenshot({ path: resolve(IMAGES, `config-preview-schema-errors-${width}.png`) });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1)).toBe(false);
    await page.close();
  });

  it('a saved change is live for the booker’s next booking and can be rolled back', async () => {
    let page = await openPreview();
    await replaceText(page, JSON.stringify(withPickupCondition(), null, 2));
    await expect.poll(() => stateCell(page, 'field-101', 2).textContent()).toBe('是');
    await page.getByRole('table', { name: '规则变化' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '保存…' }).click();
    expect(await page.getByTestId('impact-summary').textContent()).toContain('项目编号');
    await page.getByRole('button', { name: '确认保存' }).click();
    await page.getByText('已保存为第 2 版，预订人下次预订即生效').waitFor();
    await page.getByRole('table', { name: '配置版本' }).getByRole('cell', { name: '赵敏' }).waitFor();
    await page.close();

    await signOut();
    await signInAsDemoBooker(portal, DEMO_BOOKER);
    const booking = await portal.open('/EnterpriseService/SpecialCar');
    await booking.getByRole('button', { name: '下一步' }).waitFor();
    await booking.locator('#root_tripType').selectOption({ label: '接机' });
    await booking.locator('#root_specialConfig_101').waitFor();
    expect(await booking.locator('#root_specialConfig_101').getAttribute('aria-required')).toBe('true');
    await booking.close();

    // The booker cannot open the preview: the catalogue's 485 page, and no link on the start page.
    const refused = await portal.open(PREVIEW);
    await refused.getByRole('heading', { name: '页面禁止访问' }).waitFor();
    expect(await refused.getByText('用户没有该功能权限（484）', { exact: false }).count()).toBeGreaterThan(0);
    expect(await refused.locator('.cm-content').count()).toBe(0);
    await refused.close();
    const start = await portal.open('/EnterpriseService');
    await start.getByText(`欢迎，${DEMO_BOOKER.trueName}`).waitFor();
    expect(await start.getByRole('link', { name: '企业配置预览' }).count()).toBe(0);
    await start.close();

    await signOut();
    await signInAsDemoBooker(portal, ADMIN);
    page = await openPreview();
    await page.getByRole('button', { name: '恢复第 1 版…' }).click();
    await page.getByRole('button', { name: '确认恢复' }).click();
    await page.getByText(/已恢复第 1 版/).waitFor();
    await expect.poll(() => stateCell(page, 'field-101', 2).textContent()).toBe('否');
    await page.close();

    await signOut();
    await signInAsDemoBooker(portal, DEMO_BOOKER);
    const again = await portal.open('/EnterpriseService/SpecialCar');
    await again.getByRole('button', { name: '下一步' }).waitFor();
    await again.locator('#root_tripType').selectOption({ label: '接机' });
    await again.locator('#root_specialConfig_101').waitFor();
    expect(await again.locator('#root_specialConfig_101').getAttribute('aria-required')).not.toBe('true');
    await again.close();
  });

  it('the impact panel replays the stored special-car orders and links to them', async () => {
    const booked = await bookSpecialCarOrders(3);
    await signOut();
    await signInAsDemoBooker(portal, ADMIN);
    const page = await openPreview();
    // The booked orders are 异地单程 (3) with 项目编号 filled; the edit makes it optional there.
    await replaceText(page, JSON.stringify(withProjectCondition('1'), null, 2));
    const changes = page.getByRole('table', { name: '规则变化' });
    await changes.waitFor({ timeout: 30_000 });
    expect(await changes.textContent()).toContain('项目编号');
    const effects = page.getByRole('list', { name: '对历史订单的影响' });
    await effects.waitFor({ timeout: 30_000 });
    const line = await effects.getByText(/项目编号/).first().textContent();
    const counted = /在 (\d+) 个专车订单中，有 (\d+) 个的专车「项目编号」将由“显示，必填，可编辑”变为“显示，选填，可编辑”/.exec(line ?? '');
    expect(counted, line ?? '').not.toBeNull();
    expect(Number(counted![2])).toBeGreaterThanOrEqual(booked.length);
    expect(Number(counted![1])).toBeGreaterThanOrEqual(Number(counted![2]));
    // Each order is a link named by its booker, boarding time and route (issue 24 §2).
    const link = (id: string) => effects.locator(`a[href$="/SpecialCar/${id}"]`);
    for (const id of booked) await link(id).waitFor();
    expect(await link(booked[0]!).textContent()).toMatch(/^王小明 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} · .+ → .+$/);
    await link(booked[0]!).click();
    await page.waitForURL(new RegExp(`/EnterpriseService/Order/SpecialCar/${booked[0]}$`));
    await page.getByText(booked[0]!, { exact: true }).waitFor();
    await page.close();
  });
});

/**
 * Watches the page's thread: each JSON.parse of a text over 100 KB, and each text over 100 KB posted
 * to a worker, by length. Installed after the page loaded (the app's own loads are not counted).
 */
async function watchBigTexts(page: Page) {
  await page.evaluate(() => {
    const seen = { parsed: [] as number[], posted: [] as number[] };
    (window as unknown as { __bigTexts: typeof seen }).__bigTexts = seen;
    const parse = JSON.parse.bind(JSON);
    JSON.parse = (text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) => {
      if (typeof text === 'string' && text.length > 100_000) seen.parsed.push(text.length);
      return parse(text, reviver);
    };
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [StructuredSerializeOptions?]) {
      const text = (message as { text?: unknown } | null)?.text;
      if (typeof text === 'string' && text.length > 100_000) seen.posted.push(text.length);
      return post.call(this, message, ...rest);
    } as Worker['postMessage'];
  });
}

const bigTexts = (page: Page) => page.evaluate(() => (window as unknown as { __bigTexts: { parsed: number[]; posted: number[] } }).__bigTexts);

/** The text's check as the status line says it: its words and whether a check is still out. */
const statusLine = (page: Page) =>
  page.evaluate(() => {
    const status = [...document.querySelectorAll('[role=status]')].find((e) => /错误/.test(e.textContent ?? ''));
    return { text: status?.textContent ?? '', busy: status?.getAttribute('aria-busy') ?? null };
  });

/** Moves the cursor into the enterprise's name (line 3, `"enterpriseName": "…",`) before its closing quote. */
async function cursorInEnterpriseName(page: Page) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
}

/** A bundle's text as an admin would paste it, the enterprise's name on line 3. */
const pasted = (specialFields: unknown[]) => {
  const { enterpriseId, enterpriseName, ...rest } = SEEDED;
  return JSON.stringify({ enterpriseId, enterpriseName, ...rest, specialFields }, null, 2);
};

describe('typing with a large bundle in the editor (issue 21 §6)', () => {
  it('the reported 1,850-field bundle: its cap errors are shown, the form is not drawn, the typed text lands while the check is out, nothing is parsed on the page', async () => {
    await switchUser(portal, ADMIN);
    const page = await openPreview();
    await watchBigTexts(page);
    const drawnBefore = await page.locator('[id^="preview_specialConfig_"]').count();
    const text = pasted(generateAttackSpecialFields(1850));
    await pasteText(page, text);
    const errors = page.getByTestId('bundle-errors');
    await errors.getByText('特殊字段共 1850 个，超过上限 1000 个').waitFor({ timeout: 60_000 });
    await errors.getByText('适用于专车的特殊字段有 1850 个，超过上限 500 个').waitFor();
    expect((await statusLine(page)).text).toBe('5 个错误，0 个警告：有错误的配置不能保存');
    expect(await page.getByRole('button', { name: '保存…' }).isDisabled()).toBe(true);
    await page.getByText('编辑中的配置有错误，以下预览与影响比较仍按最后一份没有错误的配置显示。').waitFor();
    // The preview keeps the saved form: none of the 1,850 fields is drawn.
    expect(await page.locator(`[id^="preview_specialConfig_${SHAPED_FIELD_BASE}"]`).count()).toBe(0);
    expect(await page.locator('[id^="preview_specialConfig_"]').count()).toBe(drawnBefore);

    await cursorInEnterpriseName(page);
    await page.keyboard.type('分公司');
    // The editor shows the typed text while the check of that text has not answered yet.
    await expect
      .poll(async () => {
        const line = await page.locator('.cm-line').nth(2).textContent();
        const { busy } = await statusLine(page);
        return line?.includes('分公司') === true && busy === 'true';
      })
      .toBe(true);
    await expect.poll(async () => (await statusLine(page)).busy, { timeout: 60_000 }).toBe('false');
    expect((await statusLine(page)).text).toBe('5 个错误，0 个警告：有错误的配置不能保存');
    // Every check of the text ran in the worker: posted there, never parsed on the page's thread.
    const seen = await bigTexts(page);
    expect(seen.parsed.filter((n) => n >= text.length)).toEqual([]);
    expect(seen.posted).toContain(text.length + '分公司'.length);
    await page.close();
  });

  it('a bundle at the caps (500 fields, 1,000 options): drawn in the preview, typed into, checked in the worker, and it may be saved; the form view draws it folded, field 250 opened and renamed, the JSON follows', async () => {
    const page = await openPreview();
    await watchBigTexts(page);
    const fields = generateAtCapsSpecialFields();
    const text = pasted(fields);
    await pasteText(page, text);
    const last = page.locator(`#preview_specialConfig_${fields.at(-1)!.specialId}`);
    await last.waitFor({ timeout: 90_000 });
    await page.getByTestId(`field-${fields[0]!.specialId}`).waitFor();
    expect((await statusLine(page)).text).toBe('没有错误，0 个警告');

    await cursorInEnterpriseName(page);
    await page.keyboard.type('分公司');
    await expect
      .poll(async () => {
        const line = await page.locator('.cm-line').nth(2).textContent();
        const { busy } = await statusLine(page);
        return line?.includes('分公司') === true && busy === 'true';
      })
      .toBe(true);
    await expect.poll(async () => (await statusLine(page)).busy, { timeout: 60_000 }).toBe('false');
    await expect.poll(() => page.getByRole('button', { name: '保存…' }).isDisabled(), { timeout: 30_000 }).toBe(false);
    expect(await last.count()).toBe(1);
    const seen = await bigTexts(page);
    expect(seen.parsed.filter((n) => n >= text.length)).toEqual([]);
    expect(seen.posted).toContain(text.length + '分公司'.length);

    // The form view at the caps (issue 24 §1.4): 500 fields drawn as title rows, one opened by 展开 and edited, the JSON follows.
    await page.getByRole('tab', { name: '表单' }).click();
    const field = page.getByRole('group', { name: '特殊字段 250：文本150' });
    await field.waitFor({ timeout: 60_000 });
    expect(await page.locator('[id^="cfg_specialFields_"][id$="_configName"]').count()).toBe(0);
    await field.getByRole('button', { name: '展开' }).click();
    const name = page.locator('#cfg_specialFields_249_configName');
    await name.fill('文本150（已改）');
    await expect.poll(() => documentText(page), { timeout: 60_000 }).toContain('"configName": "文本150（已改）"');
    await page.getByRole('group', { name: '特殊字段 250：文本150（已改）' }).waitFor();
    expect(await page.locator('[id^="cfg_specialFields_"][id$="_configName"]').count()).toBe(1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // The opened field with the folded rows above it.
      await page.getByRole('group', { name: '特殊字段 250：文本150（已改）' }).evaluate((e) => {
        e.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -360);
      });
      await page.waitForTimeout(300);
      await page.screenshot({ path: resolve(IMAGES, `config-form-view-caps-${width}.png`) });
    }
    await page.close();
  });
});

/** The draft's whole text as the JSON view holds it (CodeMirror draws only the lines in sight). */
const documentText = (page: Page) =>
  page.evaluate(() => {
    // `EditorView.findFromDOM` of @codemirror/view 6.43: the content element's tile knows its view.
    type Tile = { root: { view: { state: { doc: { toString(): string } } } } };
    return (document.querySelector('.cm-content') as unknown as { cmTile: Tile }).cmTile.root.view.state.doc.toString();
  });

