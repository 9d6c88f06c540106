/**
 * The demo mailbox `/dev/mail` (issue 25 §3, src/server/routes/dev-mail.ts): off unless turned on
 * (404), then for a signed-in admin with `admin.monitoring` only (401, 484), the enterprise's sent
 * e-mails and SMS newest first with their links clickable, and nothing of a password or a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { linkify } from '../../src/server/routes/dev-mail.ts';
import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestServer } from './client.ts';

let on: TestServer;
let off: TestServer;
beforeAll(async () => {
  [on, off] = await Promise.all([startTestServer({ devMail: true }), startTestServer()]);
});
afterAll(() => Promise.all([on.stop(), off.stop()]));

describe('/dev/mail', () => {
  it('is a 404 unless the server is started with it', async () => {
    const admin = await signedInClient(off, '13800000002', 'Admin@2026');
    expect((await admin.fetchWithSession('/dev/mail')).status).toBe(404);
  });

  it('is refused without a session (401) and to a user without admin.monitoring (484), in Chinese', async () => {
    const anonymous = await fetch(`${on.server.url}/dev/mail`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain('请先以管理员身份登录');
    const booker = await signedInClient(on, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    const refused = await booker.fetchWithSession('/dev/mail');
    expect(refused.status).toBe(484);
    expect(await refused.text()).toContain('用户没有该功能权限');
  });

  it('lists the approval e-mail just sent first, its link clickable, and no password or session', async () => {
    const booker = await signedInClient(on, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    const approver = await signedInClient(on, '13912345678', 'Audit@2026');
    const [row] = (await approver.call(endpoints.ownOrder.auditOrders, { params: { businessType: 4 } })).envelope.result.items;
    expect((await booker.call(endpoints.csOrder.encryptAuditForWeb, { params: { orderId: row!.orderId } })).envelope.isSuccess).toBe(true);
    const admin = await signedInClient(on, '13800000002', 'Admin@2026');
    const answer = await admin.fetchWithSession('/dev/mail');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    const first = /<li>(.*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(first).toContain(`订单 ${row!.orderId}`);
    expect(first).toMatch(new RegExp(`<a href="${on.server.url.replace(/\./g, '\\.')}/OrderAudit\\?token=[A-Za-z0-9_-]+">`));
    expect(html).not.toMatch(/Admin@2026|Demo@2026|Audit@2026|password|session/i);
  });
});

describe('linkify', () => {
  it('links http(s) URLs only, everything escaped', () => {
    expect(linkify('请打开 https://car.example.cn/OrderAudit?token=a_b-1 审批，或在 /TextAudit 输入')).toBe(
      '请打开 <a href="https://car.example.cn/OrderAudit?token=a_b-1">https://car.example.cn/OrderAudit?token=a_b-1</a> 审批，或在 /TextAudit 输入',
    );
    expect(linkify('<script>alert(1)</script> javascript:alert(1) http://a.cn/"onmouseover=x')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; javascript:alert(1) <a href="http://a.cn/">http://a.cn/</a>&quot;onmouseover=x',
    );
  });
});
