/**
 * Attacks on the enterprise settings (issue 25 §2, src/server/routes/enterprise-settings.ts): another
 * enterprise named in the query or the body, a user without `admin.config`, a role handing out a
 * permission the admin does not hold (or a made-up one), an oversized, malformed or smuggling body.
 * Each is refused with a catalogue status and a Chinese sentence, and nothing is saved or recorded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { DEMO_BOOKER, FLEET_MANAGER, signedInClient, startTestServer, type TestClient, type TestServer } from '../client.ts';
import { readDatabase } from './support.ts';

let t: TestServer;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
});
afterAll(() => t.stop());

const kept = () =>
  readDatabase(t, (db) => ({
    settings: (db.prepare('SELECT COUNT(*) AS n FROM enterprise_settings').get() as { n: number }).n,
    changes: (db.prepare("SELECT COUNT(*) AS n FROM change_log WHERE resource = 'enterpriseSettings'").get() as { n: number }).n,
  }));

describe('enterprise settings under attack', () => {
  it('another enterprise named in the query or the body is 403; the other enterprise’s settings are untouched', async () => {
    const answer = await admin.call(endpoints.enterpriseConfig.roles, { params: { enterpriseId: 2002 } });
    expect([answer.status, answer.envelope.message]).toEqual([403, '用户得到授权，但是访问是被禁止的']);
    const forged = await admin.call(endpoints.enterpriseConfig.saveNoticeBoard, { body: { enterpriseId: 2002, enabled: true, title: '伪造', text: '伪造' } });
    expect(forged.status).toBe(403);
    // The session's own enterprise in the body is taken (and not kept).
    const own = await admin.call(endpoints.enterpriseConfig.saveEmailSuffix, { body: { enterpriseId: 1001, suffixes: ['huaxin-tech.example.cn'] } });
    expect(own.envelope.result).toEqual({ suffixes: ['huaxin-tech.example.cn'] });
    const stranger = await signedInClient(t, '13800000007', 'Demo@2026');
    expect((await stranger.call(endpoints.enterpriseConfig.noticeBoard)).envelope.result).toEqual({ enabled: false, title: '', text: '' });
    expect(readDatabase(t, (db) => db.prepare('SELECT COUNT(*) AS n FROM enterprise_settings WHERE enterprise_id <> 1001').get())).toEqual({ n: 0 });
  });

  it('a user without admin.config (the booker, the fleet manager) is 484 on every write and read but the notice', async () => {
    const before = kept();
    for (const user of [DEMO_BOOKER, FLEET_MANAGER]) {
      const client = await signedInClient(t, user.phoneNumber, user.password);
      for (const endpoint of [endpoints.enterpriseConfig.saveNoticeBoard, endpoints.enterpriseConfig.saveRoles, endpoints.enterpriseConfig.saveStores, endpoints.enterpriseConfig.saveEmailSuffix, endpoints.enterpriseConfig.savePaymentPermissions]) {
        const answer = await client.call(endpoint, { body: {} });
        expect([answer.status, answer.envelope.message], endpoint.path).toEqual([484, '用户没有该功能权限']);
      }
      expect((await client.call(endpoints.enterpriseConfig.stores)).status).toBe(484);
    }
    expect(kept()).toEqual(before);
  });

  it('a role with a permission the admin lacks, or a made-up one, is refused under that permission', async () => {
    const before = kept();
    for (const name of ['system.root', '__proto__']) {
      const answer = await admin.call(endpoints.enterpriseConfig.saveRoles, { body: { roles: [{ name: '超级管理员', permissions: ['audit.orders', name] }] } });
      expect([answer.status, answer.envelope.message, answer.envelope.result]).toEqual([422, `权限“${name}”不在您可以授予的权限中`, { field: '/roles/0/permissions/1' }]);
    }
    expect(kept()).toEqual(before);
  });

  it('an oversized, malformed or smuggling body is a 4xx with a sentence, never a 500, and nothing is kept', async () => {
    const before = kept();
    const tooMany = await admin.call(endpoints.enterpriseConfig.saveStores, { body: { stores: Array.from({ length: 201 }, (_, i) => ({ name: `门店${i}`, city: '上海', address: '地址' })) } });
    expect([tooMany.status, tooMany.envelope.message]).toEqual([422, '门店列表不应多于 200 个项']);
    const long = await admin.call(endpoints.enterpriseConfig.saveNoticeBoard, { body: { enabled: true, title: '标题', text: '长'.repeat(1001) } });
    expect([long.status, long.envelope.message]).toEqual([422, '公告内容不应多于 1000 个字符']);
    const extra = await admin.call(endpoints.enterpriseConfig.savePaymentPermissions, { body: { paymentTypes: [4], isAdmin: true } });
    expect([extra.status, extra.envelope.message]).toEqual([422, '提交的内容有误，请刷新页面后重试']);
    const notJson = await admin.call(endpoints.enterpriseConfig.saveRoles, { rawBody: '{"roles": [' });
    expect(notJson.status).toBe(400);
    const array = await admin.call(endpoints.enterpriseConfig.saveEmailSuffix, { body: ['huaxin-tech.example.cn'] });
    expect(array.status).toBe(422);
    for (const answer of [tooMany, long, extra, notJson, array]) expect(answer.envelope.message).toMatch(/[\u4e00-\u9fff]/);
    expect(kept()).toEqual(before);
  });
});
