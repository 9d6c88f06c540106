/**
 * 用户管理 on the resource engine in real Chromium against the reference server (issue 25 §1–2;
 * docs/resources.md, docs/administration.md "用户"), at 1280 px (a table) and at 390 px (cards): 赵敏
 * opens the page from the home page, sorts by 工号 both ways, searches users, adds 孙悦 (a new phone), sees the refusal of a
 * phone another user holds under 手机号, edits her 工号 and reads the change in the record's history,
 * imports an .xlsx with one bad cell (refused, row and column named, nothing imported) then the fixed
 * file (imported, in the import log), exports the filtered list, and deletes 孙悦 after the
 * confirmation, and unbinds an imported user from his row after its confirmation. She also assigns 孙悦 a role of 企业设置 (chosen by name, confirmed) and reads it in the
 * list and the history, and puts 王小明 on the no-audit list from his detail. Then, once for both widths
 * (one sign-in each): a user she imported activates at /activeUser and signs in, and 王小明's next
 * special-car booking shows no approver and is not sent for approval. Screenshots:
 * docs/images/users-*-{1280,390}.png.
 */
import { readFile } from 'node:fs/promises';

import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { orderStatusLabel, type EnterpriseBundle } from '../../rules/index.ts';
import { endpoints } from '../../src/shared/index.ts';
import { TestClient } from '../server/client.ts';
import { choosePlace, rowValue } from './booking-helpers.ts';
import { DEMO_ADMIN, DEMO_BOOKER, enterPassword, enterSmsCode, IMAGES, signInAsDemoBooker, signedInPortal, type ServedPortal } from './harness.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const USER_HEADER = ['姓名', '手机号', '邮箱', '工号'];

async function xlsx(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(USER_HEADER);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function sheetOf(path: string): Promise<string[][]> {
  const bytes = await readFile(path);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v)))));
  return rows;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The users' list: a table at 1280, a list of cards at 390; a record is its row or its card. */
function usersList(page: Page, width: number): { list: Locator; record: (text: string) => Locator; first: () => Locator } {
  const list = width >= 768 ? page.getByRole('table', { name: '用户', exact: true }) : page.getByRole('list', { name: '用户', exact: true });
  const item = width >= 768 ? list.getByRole('row') : list.getByRole('listitem');
  // A table's first row is its header.
  return { list, record: (text) => item.filter({ hasText: text }), first: () => item.nth(width >= 768 ? 1 : 0) };
}

/** The sentence is drawn under the field (named by the field's aria-describedby). */
async function sentenceUnder(form: Locator, label: string, sentence: string): Promise<void> {
  await form.getByText(sentence, { exact: true }).waitFor();
  const ids = ((await form.getByLabel(label).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await form.page().evaluate((list) => list.map((id) => document.getElementById(id)?.innerText ?? ''), ids);
  expect(texts.some((text) => text.includes(sentence))).toBe(true);
}

const shoot = (page: Page, name: string, width: number) => page.screenshot({ path: `${IMAGES}/users-${name}-${width}.png`, fullPage: true });
/** What is on screen only (the part the test just brought into view). */
const shootView = (page: Page, name: string, width: number) => page.screenshot({ path: `${IMAGES}/users-${name}-${width}.png` });

/** Each width's own people, so the two runs share one server. */
const RUNS = [
  { width: 1280, phone: '13900000001', imported: [['钱一', '13900000101', '', 'HX0601'], ['李一', '13900000102', 'liyi@huaxin-tech.example.cn', 'HX0602']] },
  { width: 390, phone: '13900000002', imported: [['钱二', '13900000201', '', 'HX0701'], ['李二', '13900000202', '', 'HX0702']] },
] as const;

/**
 * What 赵敏 set up in 企业设置 and 企业配置 before (their own pages have their own tests): the role 审批员,
 * and the special-car approvers' conditions reading the no-audit list (bit 16, spec D3).
 */
async function adminSetUp(portal: ServedPortal): Promise<void> {
  const client = new TestClient(portal.baseUrl);
  expect((await client.signIn(portal.logLines, DEMO_ADMIN.phoneNumber, DEMO_ADMIN.password)).envelope.isSuccess).toBe(true);
  expect((await client.call(endpoints.enterpriseConfig.saveRoles, { body: { roles: [{ name: '审批员', permissions: ['specialCar.book', 'specialCar.orders', 'audit.orders'] }] } })).status).toBe(200);
  const { bundle, version } = (await client.call(endpoints.configAdmin.bundle)).envelope.result as { bundle: EnterpriseBundle; version: number };
  const configs = structuredClone(bundle.auditConfigs ?? []);
  const special = configs.find((c) => c.businessType === 4)!;
  special.userInputDto!.auditConditionConfigDto!.conditionBits |= 16;
  special.excoAuditDto = { ...special.excoAuditDto!, hasAuditCondition: true, auditConditionConfigDto: { conditionBits: 16 } };
  const saved = await client.call(endpoints.configAdmin.save, { body: { bundle: { ...bundle, auditConfigs: configs }, summary: '审批条件：免审批名单', basedOn: version } });
  expect(saved.status).toBe(200);
}

/** 上海华信's special-car form filled as a booker without approvers fills it (接机, 浦东 to 虹桥, 经济型, 会议). */
async function fillWithoutApprovers(page: Page): Promise<void> {
  await choosePlace(page, '#root_pickUp', { city: '上海', kind: '机场', typed: '浦东', name: '上海浦东国际机场' });
  await page.locator('#root_pickUp_flightNumber').fill('MU5101');
  await choosePlace(page, '#root_destination', { city: '上海', kind: '机场', typed: '虹桥', name: '上海虹桥国际机场' });
  await page.locator('#root_destination_flightNumber').fill('MU5102');
  await page.getByRole('radiogroup', { name: '车型等级' }).getByText('经济型').click();
  await page.locator('#root_specialConfig_102').selectOption({ label: '会议' });
}

describe('用户管理 on the resource engine in Chromium (issue 25)', () => {
  const served = signedInPortal(DEMO_ADMIN);
  beforeAll(() => adminSetUp(served()));

  for (const run of RUNS) {
    it(`searches, adds, refuses a taken phone under 手机号, edits with history, imports, exports and deletes at ${run.width} px`, async () => {
      const page = await served().open('/EnterpriseService');
      await page.setViewportSize({ width: run.width, height: 900 });
      // An entry of the portal's menu: a row of links at 1280 px, the 菜单 drawer at 390 px (docs/administration.md).
      if (run.width < 768) await page.getByRole('button', { name: '菜单' }).click();
      await page.getByRole('link', { name: '用户管理' }).click();
      await page.getByRole('heading', { name: '用户管理', level: 1 }).waitFor();
      const { list, record, first } = usersList(page, run.width);
      await record('李建华').first().waitFor();

      // Sorted by 工号 (ascending) at first; its header sorts it the other way, then back.
      await expect.poll(() => first().textContent()).toContain('HX0023');
      await page.getByRole('button', { name: '按工号排序' }).click();
      await expect.poll(() => first().textContent()).toContain('HX0900');
      await page.getByRole('button', { name: '按工号排序' }).click();
      await expect.poll(() => first().textContent()).toContain('HX0023');

      // Search: 姓名、手机号、邮箱或工号.
      const filter = region(page, '用户筛选');
      await filter.getByLabel('姓名、手机号、邮箱或工号').fill('HX02');
      await filter.getByRole('button', { name: '查询' }).click();
      await expect.poll(() => record('HX0').count()).toBe(1);
      await record('李建华').waitFor();
      await shoot(page, 'search', run.width);
      await filter.getByLabel('姓名、手机号、邮箱或工号').fill('没有这个人');
      await filter.getByRole('button', { name: '查询' }).click();
      await page.getByText('没有符合条件的用户，请修改筛选条件').waitFor();
      await filter.getByLabel('姓名、手机号、邮箱或工号').fill('');
      await filter.getByRole('button', { name: '查询' }).click();
      await record('赵敏').waitFor();

      // Add 孙悦; then a phone another user holds is refused under 手机号, what was typed kept.
      const add = region(page, '添加用户');
      await add.getByLabel('姓名').fill('孙悦');
      await add.getByLabel('手机号').fill(run.phone);
      await add.getByLabel('工号').fill('HX0501');
      await add.getByRole('button', { name: '添加用户' }).click();
      await record(run.phone).waitFor();
      await add.getByLabel('姓名').fill('王小明二');
      await add.getByLabel('手机号').fill('13800000001');
      await add.getByRole('button', { name: '添加用户' }).click();
      const taken = '手机号 13800000001 已被其他用户使用，一个手机号只能对应一个用户';
      await sentenceUnder(add, '手机号', taken);
      expect(await page.getByText(taken).count()).toBe(1);
      expect(await add.getByLabel('手机号').inputValue()).toBe('13800000001');
      await add.getByLabel('手机号').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${IMAGES}/users-phone-refused-${run.width}.png` });

      // Edit her 工号; the detail's history says what changed, in words.
      await record(run.phone).getByRole('button', { name: '编辑 孙悦' }).click();
      const edit = region(page, '编辑用户：孙悦');
      await expect.poll(() => edit.getByLabel('工号').inputValue()).toBe('HX0501');
      await edit.getByLabel('工号').fill('HX0502');
      await edit.getByRole('button', { name: '保存' }).click();
      const detail = region(page, '用户详情：孙悦');
      const history = detail.getByRole('list', { name: '变更记录' });
      await history.getByText('工号：HX0501 → HX0502').waitFor();
      await history.getByText(/赵敏 修改$/).waitFor();
      await history.getByText('状态：未激活').waitFor();
      await shoot(page, 'history', run.width);
      expect(await detail.textContent()).not.toMatch(/empNo|userId|phoneNumber/);

      // 分配角色: choose her row, a role of 企业设置 by name, confirm; the list and her history say it.
      await record(run.phone).getByRole('checkbox', { name: '选择 孙悦' }).check();
      const roles = region(page, '分配角色');
      await roles.getByLabel('角色', { exact: true }).selectOption({ label: '审批员' });
      await roles.getByRole('button', { name: '分配角色（1）' }).click();
      const confirmRole = page.getByRole('alertdialog');
      await confirmRole.getByText('将 1 个用户（孙悦）的角色设为“审批员”？他们的权限将改为这个角色的权限。').waitFor();
      await shootView(page, 'role-confirm', run.width);
      await confirmRole.getByRole('button', { name: '确认分配' }).click();
      await history.getByText('角色：（空） → 审批员').waitFor();
      await expect.poll(() => record(run.phone).textContent()).toContain('审批员');
      expect(await roles.count()).toBe(0);
      await history.scrollIntoViewIfNeeded();
      await shootView(page, 'role-history', run.width);

      // 免审批 from 王小明's detail (at 390 px he is on the list since the 1280 run: taken off, then put on again).
      await record('王小明').getByRole('button', { name: '详情 王小明' }).click();
      const booker = region(page, '用户详情：王小明');
      if (run.width < 768) {
        await booker.getByText('免审批：是', { exact: true }).waitFor();
        await booker.getByRole('button', { name: '移出免审批名单' }).click();
      }
      await booker.getByText('免审批：否', { exact: true }).waitFor();
      await booker.getByRole('button', { name: '加入免审批名单' }).click();
      await booker.getByText('免审批：是', { exact: true }).waitFor();
      await booker.getByRole('list', { name: '变更记录' }).getByText('免审批：否 → 是').first().waitFor();
      await booker.getByRole('button', { name: '移出免审批名单' }).scrollIntoViewIfNeeded();
      await shootView(page, 'no-audit', run.width);

      // Import: one bad cell refuses the file (row and column named, nothing imported); the fixed file is imported and logged.
      const files = region(page, '用户导入与导出');
      const [good, second] = run.imported;
      await files.getByLabel('导入用户（.xlsx）').setInputFiles({ name: '用户.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx([good, [second[0], '1390000', second[2], second[3]]]) });
      const errors = files.getByRole('table', { name: '用户导入错误' });
      const errorRow = errors.getByRole('row').filter({ hasText: '手机号' });
      await errorRow.getByRole('cell', { name: '须为 11 位手机号', exact: true }).waitFor();
      expect(await errorRow.getByRole('cell').first().textContent()).toBe('3');
      await files.getByText('导入失败：1 处错误，未导入任何数据，请修改后重新上传').waitFor();
      expect(await record(good[1]).count()).toBe(0);
      await files.getByText('未导入：1 处错误').first().waitFor();
      await shoot(page, 'import-refused', run.width);
      await files.getByLabel('导入用户（.xlsx）').setInputFiles({ name: '用户.xlsx', mimeType: XLSX_TYPE, buffer: await xlsx([good, second]) });
      await files.getByText('已导入 2 条').first().waitFor();
      await record(good[1]).waitFor();
      await record(second[1]).waitFor();
      expect(await errors.count()).toBe(0);

      // Export the filtered list: exactly the listed users, columns by their titles, codes in words.
      await filter.getByLabel('姓名、手机号、邮箱或工号').fill(good[0]);
      await filter.getByRole('button', { name: '查询' }).click();
      await expect.poll(() => record('HX0').count()).toBe(1);
      const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('button', { name: '导出用户' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^用户-\d{8}-\d{4}\.xlsx$/);
      expect(await sheetOf((await download.path())!)).toEqual([['姓名', '手机号', '邮箱', '工号', '状态', '角色'], [good[0], good[1], '', good[3], '未激活', '']]);
      await shoot(page, 'import-done', run.width);

      // Delete 孙悦 after the confirmation.
      await filter.getByLabel('姓名、手机号、邮箱或工号').fill(run.phone);
      await filter.getByRole('button', { name: '查询' }).click();
      await record(run.phone).getByRole('checkbox', { name: '选择 孙悦' }).check();
      await page.getByRole('button', { name: '批量删除（1）' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('删除选中的 1 个用户（孙悦）？').first().waitFor();
      await shoot(page, 'delete', run.width);
      await dialog.getByRole('button', { name: '确认删除' }).click();
      await page.getByText('没有符合条件的用户，请修改筛选条件').waitFor();
      expect(await list.count()).toBe(0);

      // 解绑 in the second imported user's row, after the confirmation: he leaves the list.
      await filter.getByLabel('姓名、手机号、邮箱或工号').fill(second[1]);
      await filter.getByRole('button', { name: '查询' }).click();
      await record(second[1]).getByRole('button', { name: `解绑 ${second[0]}` }).click();
      const unbind = page.getByRole('alertdialog');
      await unbind.getByText(`将${second[0]}（${second[1]}）解绑？解绑后他不能再登录本企业，也不再出现在用户列表中；他的订单和变更记录会保留。`).waitFor();
      await shootView(page, 'unbind', run.width);
      await unbind.getByRole('button', { name: '确认解绑' }).click();
      await page.getByText('没有符合条件的用户，请修改筛选条件').waitFor();
      await page.close();
    });
  }

  it('王小明, on the no-audit list, books without an approver; an imported user activates and signs in, at 1280 and 390 px', async () => {
    const portal = served();
    // 钱一 (imported, inactive) sets his first password at /activeUser and signs in: one activation, looked at in both widths.
    await portal.context.clearCookies();
    const [name, phone] = RUNS[0].imported[0];
    const newcomer = { phoneNumber: phone, password: 'Start@2026', trueName: name };
    const activate = await portal.open('/activeUser');
    await activate.setViewportSize({ width: 390, height: 900 });
    await activate.getByLabel('手机号', { exact: true }).fill(phone);
    await activate.getByRole('button', { name: '获取验证码' }).click();
    await activate.getByLabel('验证码', { exact: true }).fill(await portal.smsCode(phone, 'activate'));
    await activate.getByLabel('新密码', { exact: true }).fill(newcomer.password);
    await activate.getByLabel('确认新密码', { exact: true }).fill(newcomer.password);
    await shootView(activate, 'activate', 390);
    await activate.setViewportSize({ width: 1280, height: 900 });
    await activate.getByRole('button', { name: '激活', exact: true }).click();
    await activate.getByRole('heading', { name: '登录', level: 1 }).waitFor();
    await enterPassword(activate, newcomer);
    await enterSmsCode(portal, activate, newcomer);
    await shootView(activate, 'activated', 1280);
    await activate.setViewportSize({ width: 390, height: 900 });
    await shootView(activate, 'activated', 390);
    await activate.close();
    await portal.context.clearCookies();

    // 王小明's booking: the approvers' conditions read the list, so no approver is asked for, and the order is not sent for approval.
    await signInAsDemoBooker(portal, DEMO_BOOKER);
    const booking = await portal.open('/EnterpriseService/SpecialCar');
    for (const width of [390, 1280]) {
      await booking.setViewportSize({ width, height: 900 });
      await booking.getByRole('radiogroup', { name: '车型等级' }).waitFor();
      expect(await booking.getByLabel('行政审核人邮箱').count()).toBe(0);
      expect(await booking.getByLabel('审批人', { exact: true }).count()).toBe(0);
      await booking.getByRole('radiogroup', { name: '车型等级' }).scrollIntoViewIfNeeded();
      await shootView(booking, 'no-audit-booking', width);
    }
    await fillWithoutApprovers(booking);
    await booking.getByRole('button', { name: '下一步' }).click();
    await booking.getByRole('heading', { name: '确认订单' }).waitFor();
    await booking.getByRole('button', { name: /提交/ }).click();
    await booking.waitForURL((url) => /\/Order\/SpecialCar\/[^/]+$/.test(url.pathname));
    // Not sent for approval: booked at once.
    expect(await rowValue(booking, '状态')).toBe(orderStatusLabel(2));
    await booking.close();
  });
});
