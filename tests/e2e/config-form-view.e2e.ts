/**
 * The config preview's form view (issue 24 §1 and its "Done when") in real Chromium against the
 * reference server, at 1280 and 390 px: the admin 赵敏 of 上海华信 (1001) makes 项目编号 required only
 * when 出差事由 is 其他 without touching the JSON (the association chosen by the fields' and the
 * options' names, the trip-type condition unticked by name), sees the live form and the impact
 * change, saves, and the booker's form follows; the special fields are a list she adds to, reorders
 * with the keyboard and removes from, drags into order (by the keyboard and the pointer, fields
 * and options), the audit conditions six named checkboxes; a lint error of
 * the draft is drawn under its field in the form; the form view and the JSON view edit one draft,
 * and switching keeps it and its undo history. Screenshots to docs/images/config-form-view-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_BOOKER, signInAsDemoBooker, startPortalWithServer, switchUser } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const ADMIN = { phoneNumber: '13800000002', password: 'Admin@2026', trueName: '赵敏' } as const;
const PREVIEW = '/EnterpriseService/ConfigPreview';
const WIDTHS = [1280, 390] as const;

let portal: ServedPortal;

beforeAll(async () => {
  await mkdir(IMAGES, { recursive: true });
  portal = await startPortalWithServer();
  // Signed in as few times as may be: the server sends a phone at most 5 codes in 10 minutes.
  await signInAsDemoBooker(portal, ADMIN);
}, 240_000);
afterAll(async () => portal?.close());

const stateCell = (page: Page, key: string, column: number) => page.getByTestId(key).locator('td').nth(column);
const formView = (page: Page) => page.getByRole('region', { name: '企业配置表单' });
/** The group of check boxes of a form field, by its id (`cfg_` and the field's path). */
const group = (page: Page, id: string) => page.locator(`fieldset#${id}`);

async function openPreview(width: number): Promise<Page> {
  const page = await portal.open(PREVIEW);
  await page.setViewportSize({ width, height: 900 });
  await page.getByTestId('field-101').waitFor();
  await formView(page).waitFor();
  return page;
}

/** What sticks out of the page to the right (empty: no sideways scrolling). */
const stickingOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    return [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map((e) => `${e.tagName}#${e.id}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
  });

/** The draft's whole text as the JSON view holds it (CodeMirror draws only the lines in sight). */
const jsonText = (page: Page) =>
  page.evaluate(() => {
    // `EditorView.findFromDOM` of @codemirror/view 6.43: the content element's tile knows its view.
    type Tile = { root: { view: { state: { doc: { toString(): string } } } } };
    return (document.querySelector('.cm-content') as unknown as { cmTile: Tile }).cmTile.root.view.state.doc.toString();
  });

/** A screenshot of the window with `at` scrolled to its top (the page is long: a full page would show nothing readable). */
async function shoot(page: Page, name: string, at: Locator) {
  await at.evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: resolve(IMAGES, `${name}.png`) });
}

/**
 * Restores the first version as the versions table asks (issue 24 §3): "恢复第 1 版…" opens a
 * confirmation with the summary and the impact; "确认恢复" is enabled once the version is fetched.
 */
async function restoreFirstVersion(page: Page) {
  await page.getByRole('button', { name: '恢复第 1 版…', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '确认恢复第 1 版' });
  await dialog.waitFor();
  await expect.poll(() => dialog.getByTestId('impact-summary').textContent(), { timeout: 30_000 }).toContain('项目编号');
  const confirm = dialog.getByRole('button', { name: '确认恢复' });
  await expect.poll(() => confirm.isEnabled(), { timeout: 15_000 }).toBe(true);
  await confirm.click();
  await page.getByText(/^已恢复第 1 版/).waitFor({ timeout: 15_000 });
  await dialog.waitFor({ state: 'hidden' });
}

describe.each(WIDTHS)('the config form view at %i px (issue 24 §1)', (width) => {
  it('special fields as a list: add, reorder with the keyboard, remove; a lint error under its field; the audit conditions as six named boxes', async () => {
    const page = await openPreview(width);
    const form = formView(page);
    // The audit condition bitmask (5: trip type and payment type) as named boxes, never a number.
    const conditions = group(page, 'cfg_auditConfigs_0_userInputDto_auditConditionConfigDto_conditionBits');
    expect(await conditions.getByRole('checkbox').count()).toBe(6);
    expect(await conditions.getByLabel('行程类型在所选范围内').isChecked()).toBe(true);
    expect(await conditions.getByLabel('支付方式在所选范围内').isChecked()).toBe(true);
    expect(await conditions.getByLabel('预订人不在免审批名单中').isChecked()).toBe(false);

    // Add a field: a drop-down without options is a lint error, drawn under its options.
    const count = await page.locator('[id^="cfg_specialFields_"][id$="_configName"]').count();
    await form.getByRole('button', { name: '添加' }).last().click();
    const added = `cfg_specialFields_${count}`;
    // Each item is titled by its place and its name (never “特殊字段-1”); a new one is unnamed until named.
    await page.getByRole('group', { name: `特殊字段 ${count + 1}（未命名）` }).waitFor();
    expect(await form.getByRole('group', { name: '特殊字段 1：项目编号' }).count()).toBe(1);
    expect(await form.getByRole('group', { name: '选项 4：其他' }).count()).toBe(1);
    expect(await form.textContent()).not.toMatch(/特殊字段-\d|选项-\d/);
    await page.locator(`#${added}_configName`).fill('成本编号');
    await page.locator(`#${added}_showType`).selectOption({ label: '下拉框' });
    await page.getByText(/1 个错误/).waitFor({ timeout: 15_000 });
    const optionsError = page.locator(`#${added}_showTypeConfigInfo__error`);
    await expect.poll(() => optionsError.textContent(), { timeout: 15_000 }).toContain('没有选项');
    // The error is the JSON view's too (its text holds the new field).
    expect(await jsonText(page)).toContain('成本编号');
    await shoot(page, `config-form-view-list-${width}`, page.getByRole('group', { name: `特殊字段 ${count + 1}：成本编号` }));

    // Reorder with the keyboard: the new field's 上移 button, focused and pressed with Enter.
    const moveUp = page.getByRole('group', { name: `特殊字段 ${count + 1}：成本编号` }).getByRole('button', { name: '上移' }).last();
    expect(await moveUp.isDisabled()).toBe(false);
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`#cfg_specialFields_${count - 1}_configName`).inputValue(), { timeout: 10_000 }).toBe('成本编号');
    // The focus follows the moved field: its 上移 at its new place, pressed again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`cfg_specialFields_${count - 1}__moveUp`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`#cfg_specialFields_${count - 2}_configName`).inputValue(), { timeout: 10_000 }).toBe('成本编号');
    await expect.poll(() => jsonText(page)).toMatch(/"configName": "成本编号"[\s\S]*"configName": "附件"/);
    // The live form follows the new order once the field has options: none yet, so remove it.
    const remove = page.getByRole('group', { name: `特殊字段 ${count - 1}：成本编号` }).getByRole('button', { name: '删除' }).last();
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^没有错误/).waitFor({ timeout: 15_000 });
    expect(await jsonText(page)).not.toContain('成本编号');
    expect(await stickingOut(page)).toEqual([]);
    await page.close();
  });

  it('one draft for both views: an edit in the form is the JSON’s text, undone there; switching back shows it undone; 撤销 and 重做 in the form; a text it cannot draw is said so; fields and options dragged into order by keyboard and pointer, undone in the JSON view', async () => {
    const page = await openPreview(width);
    const name = page.locator('#cfg_specialFields_0_configName');
    await name.fill('项目号');
    await page.getByRole('tab', { name: 'JSON（专家视图）' }).click();
    await page.locator('.cm-content').waitFor();
    await expect.poll(() => jsonText(page)).toContain('"configName": "项目号"');
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => jsonText(page)).toContain('"configName": "项目编号"');
    await page.getByRole('tab', { name: '表单' }).click();
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('项目编号');
    // 重做 in the form takes the JSON view's history forward again, 撤销 back.
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('项目号');
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('项目编号');
    await page.getByText(/^没有错误/).waitFor();
    expect(await page.getByRole('button', { name: '保存…' }).isDisabled()).toBe(true);
    // A text the form cannot draw (not JSON) is said so in the form view, and fixed in the JSON view.
    await page.getByRole('tab', { name: 'JSON（专家视图）' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('x');
    await page.getByRole('tab', { name: '表单' }).click();
    await page.getByText('这份配置无法以表单显示（格式有误或超出上限），请在“JSON（专家视图）”中按上方的错误修正。').waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'JSON（专家视图）' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+z');
    await page.getByRole('tab', { name: '表单' }).click();
    await formView(page).waitFor({ timeout: 15_000 });
    await expect.poll(() => name.inputValue()).toBe('项目编号');

    // Drag to reorder from the keyboard: Space picks 项目编号 up by its handle, ↓ moves it, Space drops it.
    const said = page.getByTestId('form-move-status');
    // dnd-kit's live region (for screen readers only) says each step of a drag.
    const dragSays = () => page.locator('[id^="DndLiveRegion"]').allTextContents();
    await page.locator('#cfg_specialFields_0__drag').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => dragSays()).toContainEqual(expect.stringMatching(/^已拿起「项目编号」，当前在第 1 位/));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dragSays()).toContain('「项目编号」移到第 2 位。');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('#cfg_specialFields_1_configName').inputValue(), { timeout: 10_000 }).toBe('项目编号');
    await expect.poll(() => said.textContent()).toBe('已将「项目编号」移到第 2 位');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('cfg_specialFields_1__drag');
    await shoot(page, `config-form-view-drag-${width}`, said);
    // Escape puts a picked-up item back where it was.
    await page.keyboard.press('Space');
    await expect.poll(() => dragSays()).toContainEqual(expect.stringMatching(/^已拿起「项目编号」，当前在第 2 位/));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect.poll(() => dragSays()).toContainEqual(expect.stringMatching(/^已取消移动，「项目编号」回到第 2 位/));
    expect(await page.locator('#cfg_specialFields_1_configName').inputValue()).toBe('项目编号');

    // With the pointer: 出差事由's option 其他 dragged by its handle onto the first option.
    const handle = page.locator('#cfg_specialFields_0_showTypeConfigInfo_3__drag');
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole('group', { name: '选项 1：客户拜访' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1) await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + 10 - from.y) * step) / 8);
    await page.mouse.up();
    await expect.poll(() => page.locator('#cfg_specialFields_0_showTypeConfigInfo_0_optionContent').inputValue(), { timeout: 10_000 }).toBe('其他');
    await expect.poll(() => said.textContent()).toBe('已将「其他」移到第 1 位');
    expect(await stickingOut(page)).toEqual([]);

    // The JSON view holds the new order; its undo takes both moves back, and the form follows.
    await expect.poll(() => jsonText(page)).toMatch(/"configName": "出差事由"[\s\S]*"optionContent": "其他"[\s\S]*"optionContent": "客户拜访"[\s\S]*"configName": "项目编号"/);
    await page.getByRole('tab', { name: 'JSON（专家视图）' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await expect.poll(() => jsonText(page)).toMatch(/"configName": "项目编号"[\s\S]*"configName": "出差事由"[\s\S]*"optionContent": "客户拜访"[\s\S]*"optionContent": "其他"/);
    await page.getByRole('tab', { name: '表单' }).click();
    await expect.poll(() => name.inputValue(), { timeout: 15_000 }).toBe('项目编号');
    await page.close();
  });

  it('as 赵敏, makes 项目编号 required only for 出差事由 = 其他 without touching JSON: live form, impact, save, the booker’s form', async () => {
    const page = await openPreview(width);
    // The form is what the admin sees first; the JSON is the other view.
    expect(await page.getByRole('tab', { name: '表单' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.cm-content').isVisible()).toBe(false);
    const text = await jsonText(page);

    // 项目编号 is the first special field; today it is required for 同城单程 and 异地单程.
    expect(await page.locator('#cfg_specialFields_0_configName').inputValue()).toBe('项目编号');
    const tripTypes = group(page, 'cfg_specialFields_0_requiredTripTypes');
    await tripTypes.getByLabel('同城单程', { exact: false }).uncheck();
    await tripTypes.getByLabel('异地单程', { exact: false }).uncheck();
    await page.locator('#cfg_specialFields_0_showWhen_parentId').selectOption({ label: '当「出差事由」为所选选项时显示' });
    await group(page, 'cfg_specialFields_0_showWhen_optionIds').getByLabel('其他').check();

    // The live form: 项目编号 is gone until 出差事由 is 其他, then shown and required.
    await expect.poll(() => page.locator('#preview_specialConfig_101').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => stateCell(page, 'field-101', 1).textContent()).toBe('否');
    await page.locator('#preview_specialConfig_102').selectOption({ label: '其他' });
    await page.locator('#preview_specialConfig_101').waitFor();
    await expect.poll(() => page.locator('#preview_specialConfig_101').getAttribute('aria-required')).toBe('true');
    await shoot(page, `config-form-view-live-${width}`, page.getByRole('region', { name: '预订表单预览' }).getByText('项目编号', { exact: true }).first());
    await page.locator('#preview_specialConfig_102').selectOption({ label: '会议' });
    await expect.poll(() => page.locator('#preview_specialConfig_101').count()).toBe(0);

    // The impact names the change.
    const changes = page.getByRole('table', { name: '规则变化' });
    await changes.waitFor({ timeout: 30_000 });
    expect(await changes.textContent()).toContain('项目编号');
    // The draft is the JSON view's text too: written by the form, not typed.
    const written = await jsonText(page);
    expect(written).not.toBe(text);
    expect(written).toContain('"parentSpecialId": 102');
    expect(await stickingOut(page)).toEqual([]);
    await shoot(page, `config-form-view-${width}`, page.getByRole('group', { name: '特殊字段 1：项目编号' }));
    await shoot(page, `config-form-view-impact-${width}`, page.getByRole('heading', { name: /影响比较/ }));

    await page.getByRole('button', { name: '保存…' }).click();
    expect(await page.getByTestId('impact-summary').textContent()).toContain('项目编号');
    await page.getByRole('button', { name: '确认保存' }).click();
    await page.getByText(/已保存为第 \d+ 版，预订人下次预订即生效/).waitFor();
    await page.close();

    // The booker's special-car form: 项目编号 only once 出差事由 is 其他, and then required.
    await switchUser(portal, DEMO_BOOKER);
    const booking = await portal.open('/EnterpriseService/SpecialCar');
    await booking.setViewportSize({ width, height: 900 });
    await booking.getByRole('button', { name: '下一步' }).waitFor();
    // (The booking page keeps the booker's draft: 出差事由 may hold a choice of an earlier run.)
    await booking.locator('#root_specialConfig_102').selectOption({ label: '会议' });
    await expect.poll(() => booking.locator('#root_specialConfig_101').count()).toBe(0);
    await booking.locator('#root_specialConfig_102').selectOption({ label: '其他' });
    await booking.locator('#root_specialConfig_101').waitFor();
    expect(await booking.locator('#root_specialConfig_101').getAttribute('aria-required')).toBe('true');
    await shoot(booking, `config-form-view-booker-${width}`, booking.locator('#root_specialConfig_102'));
    await booking.close();

    // Back to the seeded config for the next width.
    await switchUser(portal, ADMIN);
    const again = await openPreview(width);
    await restoreFirstVersion(again);
    await again.close();
  });
});
