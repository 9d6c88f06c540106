/**
 * Approvals in real Chromium against the reference server (issue 11 "Done when", issue 25 §3): 李建华
 * sees how many wait for him on the menu entry, reads on each card what he decides on, approves one
 * seeded order with its card's 同意 and refuses another with its card's 拒绝 and a reason (the batch's
 * rule still said under its form), finds both under 已审批, and the count drops; the booker sees 已预订 and 审批未通过 with the
 * comment on each order; the booker has the approval e-mail sent for an order waiting for its
 * reviewer, the link (read from the server's log, where the reference server "sends" e-mail) approves
 * once without a session, and a second open says it was used; a changed link is refused; 发送审批短信
 * texts the reviewer (the server's log shows the code) and a second ask within the minute is refused
 * under the button (the messages sent at booking are server tests: tests/server/approval-messages.test.ts); 李建华
 * opens an order from his pending list and reads it without the booker's actions. Screenshots
 * of each page at 1280 px and 390 px go to docs/images/approvals-*.png.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FILES } from '../server/attachment-files.ts';
import { DEMO_ADMIN, DEMO_BOOKER, startPortalWithServer, switchUser } from './harness.ts';
import type { ServedPortal } from './harness.ts';

const IMAGES = resolve(import.meta.dirname, '../../docs/images');
const APPROVER = { phoneNumber: '13912345678', password: 'Audit@2026', trueName: '李建华' } as const;

let portal: ServedPortal;

beforeAll(async () => {
  // With the demo mailbox (/dev/mail), where the approval e-mail's link is opened.
  portal = await startPortalWithServer({ devMail: true });
  await mkdir(IMAGES, { recursive: true });
});
afterAll(async () => {
  await portal?.close();
});

/** Both widths, whole page; the page must not scroll sideways at either. */
async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1), `${name} at ${width}px`).toBe(true);
    await page.screenshot({ path: resolve(IMAGES, `approvals-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The newest approval link and code in the server's log. */
function lastLink(): { path: string; code: string } {
  const line = [...portal.logLines].reverse().find((l) => l.startsWith('[email] 审批邮件已发送至'));
  const match = line && /(\/OrderAudit\?token=[A-Za-z0-9_-]+) 审批码 ([A-Z0-9]{8})/.exec(line);
  if (!match) throw new Error(`no approval e-mail in the server log:\n${portal.logLines.join('\n')}`);
  return { path: match[1]!, code: match[2]! };
}

/**
 * At 1280 px and at 390 px: the list `name` of the page is in view and names `text` (the approver by name,
 * issue 22 §2 "the reviewer shown by name": at 390 px the detail is one column and the list must still say who).
 */
async function namedAtBothWidths(page: Page, name: string, text: string): Promise<void> {
  const list = page.getByRole('list', { name });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await list.scrollIntoViewIfNeeded();
    expect(await list.isVisible(), `${name} at ${width}px`).toBe(true);
    expect(await list.textContent(), `${name} at ${width}px`).toContain(text);
    const item = list.getByRole('listitem').filter({ hasText: text }).first();
    await item.scrollIntoViewIfNeeded();
    expect(await item.isVisible(), `${text} at ${width}px`).toBe(true);
    // Drawn inside the viewport's width: not cut off at the right edge of a phone.
    const box = await item.boundingBox();
    expect(box !== null && box.x >= 0 && box.x + box.width <= width + 1, `${text} within ${width}px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const detailPath = (orderId: string) => `/EnterpriseService/Order/${orderId.startsWith('OC') ? 'OwnCar' : 'SpecialCar'}/${orderId}`;

async function choose(page: Page, label: string): Promise<void> {
  await page.getByText(label, { exact: true }).click();
}

describe('approvals', () => {
  let approvedId = '';
  let refusedId = '';
  let pictureId = '';

  it('李建华 approves one order and refuses another with a reason from their cards, finds both under 已审批, and the pending count drops', async () => {
    await switchUser(portal, APPROVER);
    const page = await portal.open('/EnterpriseService');
    // The menu entry says how many wait for him (issue 25 §3).
    const entry = page.getByRole('link', { name: '订单审批' });
    await entry.getByText('待审批 4').waitFor();
    await screenshots(page, 'menu-count');
    await entry.click();
    await page.getByRole('heading', { level: 1, name: '订单审批' }).waitFor();
    await page.getByRole('tab', { name: '待审批（4）' }).waitFor();
    const list = page.getByRole('list', { name: '待审批订单' });
    await list.waitFor();
    const cards = list.getByRole('listitem');
    // The approval seed's three orders waiting for him, and the order lists' seed's own-car order of 陈晓明.
    await expect.poll(() => cards.count()).toBe(4);

    const titles = await list.locator('label').allTextContents();
    const special = titles.filter((t) => t.startsWith('专车 '));
    [approvedId = '', refusedId = ''] = special.map((t) => t.slice('专车 '.length));
    expect(approvedId).toMatch(/^CS\d{14}$/);
    // What he decides on, each under its name: car level, price, cost centre, the reason, the special fields.
    const first = page.getByRole('listitem', { name: `专车 ${approvedId}` });
    for (const line of ['预订人：', '乘车人：', '用车时间：', '行程：', '车型等级：舒适型', '预估价格：', '成本中心：研发中心', '审批备注：赴杭州拜访客户（阿里云），同行 2 人', '项目编号：PRJ-2026-118', '出差事由：客户拜访']) {
      await first.getByText(line).first().waitFor();
    }
    await screenshots(page, 'pending');

    // The batch stays: a ticked card refused from the shared panel without a comment is the rule's message, nothing sent.
    await choose(page, `专车 ${refusedId}`);
    await page.getByLabel('拒绝').check();
    await page.getByRole('button', { name: '提交审批' }).click();
    await page.getByText('拒绝时请填写审批意见').waitFor();
    await screenshots(page, 'refuse-needs-comment');
    await choose(page, `专车 ${refusedId}`);

    // 同意 on the first card decides it alone.
    await first.getByRole('button', { name: '同意', exact: true }).click();
    await page.getByRole('status', { name: '审批结果' }).getByText(`订单 ${approvedId}：已预订`).waitFor();
    await expect.poll(() => cards.count()).toBe(3);
    await page.getByRole('tab', { name: '待审批（3）' }).waitFor();

    // 拒绝 on another asks for the reason in a dialog; an empty reason is refused under its field.
    const second = page.getByRole('listitem', { name: `专车 ${refusedId}` });
    await second.getByRole('button', { name: '拒绝', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `拒绝订单 ${refusedId}` });
    await dialog.getByRole('button', { name: '确认拒绝' }).click();
    await dialog.getByText('拒绝时请填写审批意见').waitFor();
    await screenshots(page, 'refuse-dialog');
    await dialog.getByLabel('审批意见').fill('请改乘高铁，差旅标准不含长途专车');
    await dialog.getByRole('button', { name: '确认拒绝' }).click();
    await page.getByRole('status', { name: '审批结果' }).getByText(`订单 ${refusedId}：审批未通过`).waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    await page.getByRole('tab', { name: '待审批（2）' }).waitFor();

    // 已审批: both, newest first, with the decision, its time and the reason; then the seed's refusal of his.
    await page.getByRole('tab', { name: '已审批' }).click();
    const decided = page.getByRole('list', { name: '已审批订单' }).getByRole('listitem');
    await expect.poll(() => decided.count()).toBe(3);
    expect(await decided.nth(0).textContent()).toContain(`专车 ${refusedId}：拒绝`);
    expect(await decided.nth(0).textContent()).toContain('审批意见：请改乘高铁，差旅标准不含长途专车');
    expect(await decided.nth(0).textContent()).toMatch(/审批时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await decided.nth(1).textContent()).toContain(`专车 ${approvedId}：同意`);
    await page.getByText('第 1 / 1 页，共 3 条').waitFor();
    await screenshots(page, 'audited');
    await page.getByRole('tab', { name: '待审批（2）' }).click();
    await list.waitFor();

    // 王小明's own-car order is approved on /UploadPic with a picture attached.
    const own = cards.filter({ hasNotText: '陈晓明' }).getByRole('link', { name: /^附图审批 OC/ });
    pictureId = ((await own.textContent()) ?? '').replace('附图审批 ', '');
    await own.click();
    await page.getByRole('heading', { level: 1, name: '上传图片' }).waitFor();
    await page.getByLabel('审批附件', { exact: true }).setInputFiles({ name: FILES.png.name, mimeType: FILES.png.contentType, buffer: Buffer.from(FILES.png.bytes) });
    await page.getByText(FILES.png.name).first().waitFor();
    await expect.poll(() => page.getByRole('link', { name: /查看|行程截图/ }).count()).toBeGreaterThan(0);
    await screenshots(page, 'upload-pic');
    await page.getByLabel('同意').check();
    await page.getByRole('button', { name: '提交审批' }).click();
    await page.getByText(`订单 ${pictureId}：已预订`).waitFor();
    // The menu entry's count followed the three decisions.
    await page.goto(`${portal.baseUrl}/EnterpriseService`);
    await page.getByRole('link', { name: '订单审批' }).getByText('待审批 1').waitFor();
    await page.close();
  });

  it('the booker sees 已预订 on the approved order and 审批未通过 with the comment on the refused one', async () => {
    await switchUser(portal, DEMO_BOOKER);
    const approved = await portal.open(detailPath(approvedId));
    await approved.getByText('已预订', { exact: true }).first().waitFor();
    const approvedHistory = approved.getByRole('list', { name: '审批记录' });
    await expect.poll(() => approvedHistory.getByRole('listitem').count()).toBe(2);
    await namedAtBothWidths(approved, '审批记录', '审批人 李建华 同意（企业用车平台）');
    await approved.close();

    const refused = await portal.open(detailPath(refusedId));
    await refused.getByText('审批未通过', { exact: true }).first().waitFor();
    await refused.getByText('审批意见：请改乘高铁，差旅标准不含长途专车').waitFor();
    await namedAtBothWidths(refused, '审批环节', '审批人：李建华（已拒绝）');
    await screenshots(refused, 'order-history');
    await refused.close();

    const pictured = await portal.open(detailPath(pictureId));
    await pictured.getByText('已预订', { exact: true }).first().waitFor();
    const link = pictured.getByRole('link', { name: '审批附件 1' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/attachments\//);
    const file = await pictured.request.get(`${portal.baseUrl}${href}`);
    expect([file.status(), file.headers()['content-type']]).toEqual([200, 'image/png']);
    await pictured.close();
  });

  it('an e-mail link approves once without a session, and a second open says it was used', async () => {
    // The seed's third order (waiting for its reviewer) was booked right after the two above.
    const waitingId = `${approvedId.slice(0, -6)}${String(Number(approvedId.slice(-6)) + 2).padStart(6, '0')}`;
    const detail = await portal.open(detailPath(waitingId));
    await namedAtBothWidths(detail, '审批环节', '行政审核人：周国栋（审批中）');
    // 发送审批短信: the reviewer's phone gets the text code; a second ask within the minute is refused under the button.
    await detail.getByRole('button', { name: '发送审批短信' }).click();
    await detail.getByText('审批短信已发送至 139****9999').waitFor();
    expect(portal.logLines.some((l) => new RegExp(`^\\[sms\\] 审批短信已发送至 13912349999：【企业用车】订单 ${waitingId} 待您（行政审核人）审批：请在 ${portal.baseUrl}/TextAudit 输入审批码 [A-Z0-9]{8}`).test(l))).toBe(true);
    await detail.getByRole('button', { name: '发送审批短信' }).click();
    await detail.getByText(/^审批短信已发送，请 \d+ 秒后再试$/).first().waitFor();
    await screenshots(detail, 'send-sms');
    await detail.getByRole('button', { name: '发送审批邮件' }).click();
    await detail.getByText('审批邮件已发送至 zh***@huaxin-tech.example.cn').waitFor();
    await detail.close();
    const { path } = lastLink();

    // The admin's demo mailbox (issue 25 §3): the e-mail first, its link the portal's public address, clickable, and it opens the order.
    await switchUser(portal, DEMO_ADMIN);
    const mailbox = await portal.open('/dev/mail');
    const mail = mailbox.getByRole('list', { name: '已发送的邮件和短信' }).getByRole('listitem').first();
    expect(await mail.textContent()).toContain(`订单 ${waitingId} 待您审批`);
    const mailed = mail.getByRole('link', { name: /\/OrderAudit\?token=/ });
    expect(await mailed.getAttribute('href')).toBe(`${portal.baseUrl}${path}`);
    await screenshots(mailbox, 'dev-mail');
    await mailed.click();
    await mailbox.getByRole('heading', { level: 1, name: '订单审批' }).waitFor();
    await mailbox.getByText(waitingId, { exact: true }).waitFor();
    expect(new URL(mailbox.url()).pathname).toBe('/OrderAudit');
    await mailbox.close();

    await portal.context.clearCookies();
    const page = await portal.open(path);
    await page.getByRole('heading', { level: 1, name: '订单审批' }).waitFor();
    await page.getByText(waitingId, { exact: true }).waitFor();
    await page.getByText('参加杭州技术峰会', { exact: false }).waitFor();
    await screenshots(page, 'email-link');
    await page.getByLabel('同意').check();
    await page.getByLabel('审批意见').fill('同意参会');
    await page.getByRole('button', { name: '提交审批' }).click();
    await page.getByText(`您已同意订单 ${waitingId}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/approvalresult');
    await page.getByText('订单当前状态：待审批').waitFor();
    await screenshots(page, 'result');
    await page.close();

    const again = await portal.open(path);
    await again.getByRole('alert').getByText('该审批链接已使用过，不能再次审批').waitFor();
    await expect.poll(() => again.getByRole('button', { name: '提交审批' }).count()).toBe(0);
    await screenshots(again, 'link-used');
    await again.close();

    // A changed token is refused with the Chinese message, not a crash.
    const changed = `${path.slice(0, -4)}${path.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const tampered = await portal.open(changed);
    await tampered.getByRole('alert').getByText('审批链接或审批码无效，请检查是否完整').waitFor();
    await tampered.close();

    // The reviewer's approval moved the order on to 李建华.
    await switchUser(portal, APPROVER);
    const pending = await portal.open('/EnterpriseService/Approvals');
    await pending.getByText(`专车 ${waitingId}`, { exact: true }).waitFor();
    await pending.close();
  });

  it('李建华 opens an order he is asked to decide from his pending list: the order and its approval, none of the booker’s actions', async () => {
    await switchUser(portal, APPROVER);
    const page = await portal.open('/EnterpriseService/Approvals');
    const card = page.getByRole('list', { name: '待审批订单' }).getByRole('listitem').first();
    const link = card.getByRole('link', { name: /^查看订单 / });
    const orderId = ((await link.textContent()) ?? '').replace('查看订单 ', '');
    await link.click();
    await page.waitForURL((url) => url.pathname === detailPath(orderId));
    await page.getByText('您是此订单的审批人，可查看订单内容。').waitFor();
    await page.getByText(orderId, { exact: true }).first().waitFor();
    await page.getByRole('list', { name: '审批环节' }).getByText(/审批中/).waitFor();
    for (const action of ['取消订单', '发送审批邮件', '发送审批短信']) expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    for (const action of ['修改', '复制']) expect(await page.getByRole('navigation', { name: '订单操作' }).getByRole('link', { name: action, exact: true }).count()).toBe(0);
    await screenshots(page, 'approver-reads-order');
    await page.close();
  });

  it('/TextAudit takes the e-mail’s code', async () => {
    const page = await portal.open('/TextAudit');
    await page.getByLabel('审批码', { exact: true }).waitFor();
    await screenshots(page, 'text-audit');
    await page.getByLabel('审批码', { exact: true }).fill('ABCD-2345');
    await page.getByRole('button', { name: '查看订单' }).click();
    await page.getByRole('alert').getByText('审批链接或审批码无效，请检查是否完整').waitFor();
    await page.close();
  });
});
