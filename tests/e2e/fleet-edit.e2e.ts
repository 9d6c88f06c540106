/**
 * Editing the own fleet in real Chromium against the reference server (issue 11 §4, docs/fleet.md
 * "Car upkeep"): the fleet manager 周强 edits a car (a bad date is refused under its field first)
 * and sees the change in the list and, in words, on the car's 详情 (its history); adds and removes an owner of the car; opens the car's week and
 * sees the seeded 保养 and 年检 限行; a car with an open order is refused deletion with the rule's
 * message, a free one goes by batch delete after the confirmation; edits a driver, an accident and
 * a policy (its 详情 tells the change; the policies sort in the portal; one goes by its row's 删除). Screenshots at 1280 and 390 px go to docs/images/fleet-edit-*.png.
 */

import { describe, expect, it } from 'vitest';

import { formatBoardingTime, serviceDates } from '../../rules/index.ts';
import { fleetManagerPortal, IMAGES, region, shootBothWidths } from './fleet-helpers.ts';

describe('editing the own fleet in Chromium (issue 11 §4)', () => {
  const served = fleetManagerPortal();

  it('edits a car, adds and removes its owner, opens its week, refuses a busy car\'s deletion and batch-deletes a free one', async () => {
    const page = await served().open('/EnterpriseService');
    await page.getByRole('link', { name: '车队管理' }).click();
    await page.getByRole('heading', { name: '车队管理' }).waitFor();
    await page.getByRole('tab', { name: '车辆' }).click();
    const cars = page.getByRole('table', { name: '车辆' });
    const d5678 = cars.getByRole('row').filter({ hasText: '沪A·D5678' });

    // 编辑: the form is the row's; a date that is not one is refused under its field, then it saves.
    await d5678.getByRole('button', { name: '编辑 沪A·D5678' }).click();
    // The resource engine's edit form (src/shared/resources/own-car.ts); the car's owners and week below it.
    const edit = region(page, '编辑车辆：沪A·D5678');
    await expect.poll(() => edit.getByLabel('车牌号').inputValue()).toBe('沪A·D5678');
    expect(await edit.getByLabel('车牌号').getAttribute('readonly')).not.toBeNull();
    await edit.getByLabel('车型描述').fill('别克GL8 陆尊');
    await edit.getByLabel('颜色').selectOption({ label: '银色' });
    await edit.getByLabel('购买日期').fill('2026-3-1');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => edit.getByLabel('购买日期').getAttribute('aria-invalid')).toBe('true');
    await edit.getByLabel('购买日期').fill('2026-03-01');

    // 负责人: 李建华 is added by phone number, then removed.
    const addOwner = region(page, '添加 沪A·D5678 的负责人');
    await addOwner.getByLabel('负责人手机号').fill('13912345678');
    await addOwner.getByRole('button', { name: '添加负责人' }).click();
    const owners = page.getByRole('table', { name: '沪A·D5678 的负责人' });
    await owners.getByRole('cell', { name: '李建华', exact: true }).waitFor();

    // 排班: seven days from today; tomorrow's 保养 and the 年检 限行 six days ahead.
    const days = serviceDates(formatBoardingTime(Date.now()).slice(0, 10), 7);
    const week = page.getByRole('table', { name: '沪A·D5678 的排班' });
    await expect.poll(() => week.locator('tbody tr').count()).toBe(7);
    await week.getByRole('row').filter({ hasText: days[1]! }).getByText('14:00–18:00 保养').waitFor();
    await week.getByRole('row').filter({ hasText: days[6]! }).getByText('00:00–24:00 限行：年检').waitFor();
    await shootBothWidths(page, 'fleet-edit', 'car');

    await owners.getByRole('button', { name: '移除负责人 李建华' }).click();
    await owners.waitFor({ state: 'detached' });
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.waitFor({ state: 'detached' });
    await d5678.getByRole('cell', { name: '别克GL8 陆尊', exact: true }).waitFor();
    await d5678.getByRole('cell', { name: '银色', exact: true }).waitFor();
    await d5678.getByRole('cell', { name: '2026-03-01', exact: true }).waitFor();

    // 详情 (issue 25 §2): the edit is on the car's history, in words, by 周强 (docs/fleet.md "History"), at 1280 and 390 px.
    await d5678.getByRole('button', { name: '详情 沪A·D5678' }).click();
    const detail = region(page, '车辆详情：沪A·D5678');
    const change = detail.getByRole('list', { name: '变更记录' }).getByRole('listitem').first();
    await change.getByText('车型描述：别克GL8 → 别克GL8 陆尊', { exact: true }).waitFor();
    await change.getByText('颜色：白色 → 银色', { exact: true }).waitFor();
    await change.getByText(/ 周强 修改$/).waitFor();
    await shootBothWidths(page, 'fleet-edit', 'car-history');
    await page.setViewportSize({ width: 390, height: 900 });
    await change.getByText('车型描述：别克GL8 → 别克GL8 陆尊', { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await detail.getByRole('button', { name: '关闭' }).click();
    await detail.waitFor({ state: 'detached' });

    // 删除 asks first; a car with an order waiting for a driver stays, with the rule's message.
    await page.getByText('车辆已保存').waitFor({ state: 'detached' });
    // The list is cards below 768 px and a table above (src/components/ui/list-table.tsx): a row's dialog
    // belongs to the one drawn, so it is opened at each width for its screenshot.
    const dialog = page.getByRole('alertdialog');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByRole('button', { name: '删除 沪A·D1234' }).click();
      await dialog.getByText('删除车辆 沪A·D1234？').waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${IMAGES}/fleet-edit-delete-dialog-${width}.png`, fullPage: true });
      if (width === 390) {
        await dialog.getByRole('button', { name: '再想想' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    }
    await dialog.getByRole('button', { name: '确认删除' }).click();
    await page.getByText('车辆 沪A·D1234 还有未完成的订单（待审批、已预订或已派司机），不能删除').first().waitFor();
    await cars.getByRole('cell', { name: '沪A·D1234', exact: true }).waitFor();

    // 批量删除: 浙A·F9001 has no open order.
    await cars.getByRole('checkbox', { name: '选择 浙A·F9001' }).check();
    await page.getByRole('button', { name: '批量删除（1）' }).click();
    await page.getByRole('alertdialog').getByText('删除选中的 1 个车辆（浙A·F9001）？').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: '确认删除' }).click();
    await cars.getByRole('cell', { name: '浙A·F9001', exact: true }).waitFor({ state: 'detached' });

    // 筛选 at 390 px (cards, issue 25 §1): 车型级别 商务型 keeps 沪A·D5678, 沪A·D1234 (舒适型) goes; the plate
    // filter finds part of a plate; 查询 with nothing typed lists every car again.
    await page.setViewportSize({ width: 390, height: 900 });
    const filter = region(page, '车辆筛选');
    const cards = page.getByRole('list', { name: '车辆' });
    await filter.getByLabel('车型级别').selectOption({ label: '商务型' });
    await filter.getByRole('button', { name: '查询' }).click();
    await cards.getByText('沪A·D1234', { exact: true }).waitFor({ state: 'detached' });
    await cards.getByText('沪A·D5678', { exact: true }).waitFor();
    await page.screenshot({ path: `${IMAGES}/fleet-edit-cars-filtered-390.png`, fullPage: true });
    await filter.getByLabel('车型级别').selectOption({ label: '全部' });
    await filter.getByLabel('车牌号').fill('D12');
    await filter.getByRole('button', { name: '查询' }).click();
    await cards.getByText('沪A·D5678', { exact: true }).waitFor({ state: 'detached' });
    await cards.getByText('沪A·D1234', { exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.close();
  });

  it('edits a driver, an accident and a policy and sees each change in its list', async () => {
    const page = await served().open('/EnterpriseService/Fleet');
    await page.getByRole('heading', { name: '车队管理' }).waitFor();

    await page.getByRole('tab', { name: '司机' }).click();
    const drivers = page.getByRole('table', { name: '司机' });
    await drivers.getByRole('button', { name: '编辑 王海峰' }).click();
    const driver = region(page, '编辑司机：王海峰');
    await expect.poll(() => driver.getByLabel('手机号').inputValue()).toBe('13916600003');
    await driver.getByLabel('常用车辆').fill('沪A·D5678');
    await driver.getByLabel('驾驶证有效期至').fill('2033-11-20');
    await shootBothWidths(page, 'fleet-edit', 'driver');
    await driver.getByRole('button', { name: '保存' }).click();
    await driver.waitFor({ state: 'detached' });
    const row = drivers.getByRole('row').filter({ hasText: '王海峰' });
    await row.getByRole('cell', { name: '2033-11-20', exact: true }).waitFor();
    await row.getByRole('cell', { name: '沪A·D5678', exact: true }).waitFor();

    // 司机 on the resource engine (issue 25 §1): 驾驶证状态 in words, sorted by 驾驶证有效期至 (latest first); at
    // 390 px (cards) a keyword filter, and 批量删除 after a confirmation.
    await row.getByRole('cell', { name: '有效', exact: true }).waitFor();
    await drivers.getByRole('button', { name: '按驾驶证有效期至排序' }).click();
    await drivers.locator('th[aria-sort=ascending]', { hasText: '驾驶证有效期至' }).waitFor();
    await drivers.getByRole('button', { name: '按驾驶证有效期至排序' }).click();
    await drivers.locator('th[aria-sort=descending]', { hasText: '驾驶证有效期至' }).waitFor();
    await expect.poll(() => drivers.getByRole('row').nth(1).textContent()).toContain('王海峰');
    await page.setViewportSize({ width: 390, height: 900 });
    const driverFilter = region(page, '司机筛选');
    await driverFilter.getByLabel('姓名、手机号或车牌').fill('李卫');
    await driverFilter.getByRole('button', { name: '查询' }).click();
    const cards = page.getByRole('list', { name: '司机' });
    await cards.getByText('王海峰', { exact: true }).waitFor({ state: 'detached' });
    await cards.getByRole('checkbox', { name: '选择 李卫东' }).check();
    await page.getByRole('button', { name: '批量删除（1）' }).click();
    await page.getByRole('alertdialog').getByText('删除选中的 1 个司机（李卫东）？删除后不能再派给订单。').waitFor();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${IMAGES}/fleet-edit-driver-delete-390.png`, fullPage: true });
    await page.getByRole('alertdialog').getByRole('button', { name: '确认删除' }).click();
    await page.getByText('没有符合条件的司机，请修改筛选条件').waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });

    // 事故 on the resource engine (src/shared/resources/car-accident.ts): the edit, then the accident's 详情 tells
    // the change in words; at 390 px (cards) the 处理状态 filter (已结案 keeps 沪A·D1234's alone).
    await page.getByRole('tab', { name: '事故' }).click();
    const accidents = page.getByRole('table', { name: '事故' });
    await accidents.getByRole('button', { name: '编辑 沪A·D5678' }).first().click();
    const accident = region(page, '编辑事故');
    await accident.getByLabel(/损失/).fill('1888');
    await accident.getByRole('button', { name: '保存' }).click();
    await accident.waitFor({ state: 'detached' });
    await page.getByRole('region', { name: /^事故详情：/ }).getByText(/^损失金额（元）：.+ → 1888$/).waitFor();
    await accidents.getByRole('cell', { name: '1888', exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 900 });
    const accidentFilter = region(page, '事故筛选');
    await accidentFilter.getByLabel('处理状态').selectOption({ label: '已结案' });
    await accidentFilter.getByRole('button', { name: '查询' }).click();
    const accidentCards = page.getByRole('list', { name: '事故' });
    await accidentCards.getByText('沪A·D5678', { exact: true }).waitFor({ state: 'detached' });
    await accidentCards.getByText('沪A·D1234', { exact: true }).waitFor();
    await page.screenshot({ path: `${IMAGES}/fleet-edit-accident-filtered-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // 保险 on the resource engine (issue 25 §1, src/shared/resources/car-insurance.ts): the edit, then the policy's
    // 详情 tells the change in words (its history); sorted by 保费 in the portal (the list is answered whole); at
    // 390 px (cards) one policy goes by its row's 删除 after a confirmation (no batch delete, no files).
    await page.getByRole('tab', { name: '保险' }).click();
    const policies = page.getByRole('table', { name: '保险' });
    await policies.getByRole('row').filter({ hasText: '沪A·D5678' }).getByRole('button', { name: /^编辑 / }).click();
    const policy = region(page, '编辑保险');
    await policy.getByLabel('保险公司').fill('中华联合财险');
    await policy.getByRole('button', { name: '保存' }).click();
    const shown = page.getByRole('region', { name: /^保险详情：/ });
    await shown.getByText('保险公司：平安财险 → 中华联合财险').waitFor();
    await policies.getByRole('row').filter({ hasText: '沪A·D5678' }).getByRole('cell', { name: '中华联合财险', exact: true }).waitFor();
    await shootBothWidths(page, 'fleet-edit', 'insurance');
    await policies.getByRole('button', { name: '按保费（元）排序' }).click();
    await policies.getByRole('button', { name: '按保费（元）排序' }).click();
    await policies.locator('th[aria-sort=descending]', { hasText: '保费（元）' }).waitFor();
    await expect.poll(() => policies.getByRole('row').nth(1).textContent()).toContain('浙A·F9001');
    await expect.poll(() => policies.getByRole('row').nth(3).textContent()).toContain('沪A·D1234');
    expect(await page.getByRole('button', { name: /^批量删除/ }).count()).toBe(0);
    expect(await page.getByRole('region', { name: '保险导入与导出' }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 900 });
    const policyCards = page.getByRole('list', { name: '保险' });
    const doomed = policyCards.getByRole('listitem').filter({ hasText: '沪A·D5678' });
    const policyNumber = ((await doomed.textContent()) ?? '').match(/PDA[0-9A-Z]+/)?.[0] ?? '';
    expect(policyNumber).not.toBe('');
    await doomed.getByRole('button', { name: `删除 ${policyNumber}` }).click();
    await page.getByRole('alertdialog').getByText(`删除保险（${policyNumber}）？变更记录会保留。`).waitFor();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${IMAGES}/fleet-edit-insurance-delete-390.png`, fullPage: true });
    await page.getByRole('alertdialog').getByRole('button', { name: '确认删除' }).click();
    await policyCards.getByText('沪A·D5678', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText('1 份保险已过期或即将到期（30 天内），请及时续保。').waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.close();
  });
});
