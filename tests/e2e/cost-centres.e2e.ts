/**
 * 成本中心 on the resource engine in real Chromium against the reference server (issue 25 §2;
 * docs/administration.md "成本中心"), at 1280 px (a table) and at 390 px (cards): 赵敏 opens the page
 * from the home page, adds a cost centre under 研发中心 with 王小明 as its approver (both chosen by
 * name), is refused when she puts 研发中心 under its own child (the sentence under 上级成本中心), passes
 * the new centre's audit, and sees its history in words and its QR image, whose link opens a booking
 * on the cost centre; its 上级 研发中心 opens that centre's detail, whose 下级 lead back (no car charged to
 * either: the empty state).
 * Then 机构管理: she adds an institution, disables and enables it (the history says so), and binds a user
 * to it from his detail in 用户管理, the institution chosen by name; and keeps her own 常用乘车人 (a phone
 * twice in her list refused under 手机号).
 * Screenshots: docs/images/cost-centres-*-{1280,390}.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DEMO_ADMIN, IMAGES, signedInPortal } from './harness.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A resource's list: a table at 1280, a list of cards at 390; a record is its row or its card. */
function listOf(page: Page, width: number, label: string): (text: string) => Locator {
  const list = width >= 768 ? page.getByRole('table', { name: label, exact: true }) : page.getByRole('list', { name: label, exact: true });
  const item = width >= 768 ? list.getByRole('row') : list.getByRole('listitem');
  return (text) => item.filter({ hasText: text });
}

/** The sentence is drawn under the field (named by the field's aria-describedby). */
async function sentenceUnder(form: Locator, label: string, sentence: string): Promise<void> {
  await form.getByText(sentence, { exact: true }).waitFor();
  const ids = ((await form.getByLabel(label).getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await form.page().evaluate((list) => list.map((id) => document.getElementById(id)?.innerText ?? ''), ids);
  expect(texts.some((text) => text.includes(sentence))).toBe(true);
}

const shoot = (page: Page, name: string, width: number) => page.screenshot({ path: `${IMAGES}/cost-centres-${name}-${width}.png`, fullPage: true });

describe('成本中心 on the resource engine in Chromium (issue 25 §2)', () => {
  const served = signedInPortal(DEMO_ADMIN);

  for (const width of [1280, 390]) {
    it(`adds a cost centre under a parent with its approver, refuses a parent below itself, passes the audit and shows the QR image at ${width} px`, async () => {
      const name = `研发一部${width}`;
      const code = `RD${width}`;
      const page = await served().open('/EnterpriseService');
      await page.setViewportSize({ width, height: 900 });
      // An entry of the portal's menu: a row of links at 1280 px, the 菜单 drawer at 390 px (docs/administration.md).
      if (width < 768) await page.getByRole('button', { name: '菜单' }).click();
      await page.getByRole('link', { name: '成本中心' }).click();
      await page.getByRole('heading', { name: '成本中心', level: 1 }).waitFor();
      const record = listOf(page, width, '成本中心');
      await record('研发中心').first().waitFor();

      // Add: the parent and the approver are chosen by name.
      const add = region(page, '添加成本中心');
      await add.getByLabel('名称').fill(name);
      await add.getByLabel('编码').fill(code);
      await expect.poll(() => add.getByLabel('上级成本中心').locator('option').count()).toBeGreaterThan(3);
      await add.getByLabel('上级成本中心').selectOption({ label: '研发中心（CC001）' });
      await add.getByLabel('审批人').selectOption({ label: '王小明（HX0101）' });
      await add.getByLabel('限价类型').selectOption({ label: '每月限额' });
      await add.getByRole('button', { name: '添加成本中心' }).click();
      const added = record(code);
      await added.waitFor();
      expect(await added.textContent()).toMatch(/研发中心.*王小明.*每月限额.*待审核/);

      // 研发中心 under its own child: refused under 上级成本中心, nothing saved.
      await record('CC001').getByRole('button', { name: '编辑 研发中心' }).click();
      const edit = region(page, '编辑成本中心：研发中心');
      await expect.poll(() => edit.getByLabel('上级成本中心').locator('option').filter({ hasText: name }).count()).toBe(1);
      await edit.getByLabel('上级成本中心').selectOption({ label: `${name}（${code}）` });
      await edit.getByRole('button', { name: '保存' }).click();
      await sentenceUnder(edit, '上级成本中心', '上级成本中心不能是它自己或它的下级成本中心');
      await edit.getByLabel('上级成本中心').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${IMAGES}/cost-centres-parent-refused-${width}.png` });
      await edit.getByRole('button', { name: '取消' }).click();
      expect(await record('CC001').textContent()).not.toContain(name);

      // Pass the new centre's audit: the history says so in words, and its QR image appears.
      await added.getByRole('button', { name: `详情 ${name}` }).click();
      const detail = region(page, `成本中心详情：${name}`);
      await detail.getByText('该成本中心待审核：通过后才能在预订时选择，并生成预订二维码。').waitFor();
      await detail.getByText('还没有用户记在该成本中心下').waitFor();
      await detail.getByRole('button', { name: '通过审核' }).click();
      const history = detail.getByRole('list', { name: '变更记录' });
      await history.getByText('审核状态：待审核 → 已通过').waitFor();
      await history.getByText('上级成本中心：研发中心').waitFor();
      await history.getByText('审批人：王小明').waitFor();
      const qr = detail.getByRole('img', { name: `成本中心「${name}」的预订二维码` });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await detail.getByRole('link', { name: `/EnterpriseService/SpecialCar?costCenter=${name}` }).waitFor();
      expect(await detail.textContent()).not.toMatch(/parentId|approverUserId|u-1001-|costCenterId/);
      await expect.poll(() => added.textContent()).toContain('已通过');
      await detail.scrollIntoViewIfNeeded();
      await shoot(page, 'audit-passed', width);

      // Its family and assets: 上级 研发中心 opens its own detail, whose 下级 lead back; no car charged to either.
      await detail.getByText('没有下级成本中心', { exact: true }).waitFor();
      await detail.getByText(/^该成本中心名下还没有车辆/).waitFor();
      await detail.getByRole('list', { name: '上级成本中心' }).getByRole('button', { name: '打开成本中心 研发中心' }).click();
      const parent = region(page, '成本中心详情：研发中心');
      await parent.getByText('无（顶级成本中心）', { exact: true }).waitFor();
      await parent.getByRole('list', { name: '下级成本中心' }).getByRole('button', { name: `打开成本中心 ${name}` }).waitFor();
      await parent.getByText(/^该成本中心名下还没有车辆/).waitFor();
      expect(await detail.count()).toBe(0);
      await parent.scrollIntoViewIfNeeded();
      await shoot(page, 'family', width);
      await parent.getByRole('list', { name: '下级成本中心' }).getByRole('button', { name: `打开成本中心 ${name}` }).click();
      await detail.getByRole('list', { name: '上级成本中心' }).getByRole('button', { name: '打开成本中心 研发中心' }).waitFor();

      // The QR image's link opens a special-car booking on the cost centre.
      if (width === 1280) {
        await detail.getByRole('link', { name: `/EnterpriseService/SpecialCar?costCenter=${name}` }).click();
        await page.getByRole('heading', { name: '专车预订', level: 1 }).waitFor();
        await expect.poll(() => page.locator('#root_costCentre option:checked').textContent()).toBe(name);
      }
      await page.close();
    });

    it(`adds an institution, disables and enables it with its history, binds a user to it from his detail, and keeps her own common renters at ${width} px`, async () => {
      const name = `上海分部${width}`;
      const user = width >= 768 ? '王小明' : '陈晓明';
      const page = await served().open('/EnterpriseService');
      await page.setViewportSize({ width, height: 900 });
      if (width < 768) await page.getByRole('button', { name: '菜单' }).click();
      await page.getByRole('link', { name: '机构管理' }).click();
      await page.getByRole('heading', { name: '机构管理', level: 1 }).waitFor();
      const institution = listOf(page, width, '机构');

      const add = region(page, '添加机构');
      await add.getByLabel('名称').fill(name);
      await add.getByLabel('联系人').fill('王丽');
      await add.getByLabel('地址').fill('上海市浦东新区世纪大道 100 号');
      await add.getByLabel('可用车型').selectOption({ label: '舒适型' });
      await add.getByRole('button', { name: '添加机构' }).click();
      await institution(name).waitFor();
      expect(await institution(name).textContent()).toMatch(/舒适型.*启用/);

      await institution(name).getByRole('button', { name: `详情 ${name}` }).click();
      const detail = region(page, `机构详情：${name}`);
      await detail.getByRole('button', { name: '停用机构' }).click();
      await detail.getByRole('list', { name: '变更记录' }).getByText('状态：启用 → 停用').waitFor();
      await detail.getByRole('button', { name: '启用机构' }).click();
      await detail.getByRole('list', { name: '变更记录' }).getByText('状态：停用 → 启用').waitFor();
      await shoot(page, 'institution', width);

      // From 用户管理, the user's detail binds him to the institution, chosen by name.
      await page.goto(`${served().baseUrl}/EnterpriseService/Users`);
      const users = listOf(page, width, '用户');
      await users(user).getByRole('button', { name: `详情 ${user}` }).click();
      const userDetail = region(page, `用户详情：${user}`);
      const form = userDetail.getByRole('region', { name: `${user}的所属机构`, exact: true });
      await expect.poll(() => form.getByLabel('所属机构').locator('option').filter({ hasText: name }).count()).toBe(1);
      await form.getByLabel('所属机构').selectOption({ label: name });
      await form.getByRole('button', { name: '保存所属机构' }).click();
      await userDetail.getByRole('list', { name: '变更记录' }).getByText(`所属机构：（空） → ${name}`).waitFor();
      await userDetail.getByText(`所属机构：${name}`, { exact: true }).waitFor();
      await expect.poll(() => form.getByLabel('所属机构').locator('option:checked').textContent()).toBe(name);
      expect(await userDetail.textContent()).not.toMatch(/institutionId|institutionName/);
      await userDetail.scrollIntoViewIfNeeded();
      await shoot(page, 'user-institution', width);

      // 常用乘车人: her own frequent passengers; a phone twice in her list is refused under 手机号.
      await page.goto(`${served().baseUrl}/EnterpriseService`);
      await page.getByRole('link', { name: '常用乘车人' }).click();
      await page.getByRole('heading', { name: '常用乘车人', level: 1 }).waitFor();
      await page.getByText('这里是您自己的常用乘车人，只有您能看到和修改。').waitFor();
      const phone = width >= 768 ? '13900000031' : '13900000032';
      const renters = listOf(page, width, '常用乘车人');
      const addRenter = region(page, '添加常用乘车人');
      await addRenter.getByLabel('姓名').fill(`刘洋${width}`);
      await addRenter.getByLabel('手机号').fill(phone);
      await addRenter.getByRole('button', { name: '添加常用乘车人' }).click();
      await renters(phone).waitFor();
      await addRenter.getByLabel('姓名').fill('刘洋二');
      await addRenter.getByLabel('手机号').fill(phone);
      await addRenter.getByRole('button', { name: '添加常用乘车人' }).click();
      await sentenceUnder(addRenter, '手机号', `手机号 ${phone} 已在您的常用乘车人中`);
      await addRenter.getByLabel('手机号').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${IMAGES}/cost-centres-renter-refused-${width}.png` });
      await page.close();
    });
  }
});
