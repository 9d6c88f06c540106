/**
 * The enterprise settings (issue 25 §2, docs/administration.md "企业设置"; src/server/routes/enterprise-settings.ts):
 * each section read and saved on its own, the body checked against its schema with the refusal under its
 * field in words, each save in the settings' history, and the notice read by the enterprise's bookers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { describeSettingsChange } from '../../rules/admin/index.ts';
import { endpoints } from '../../src/shared/index.ts';
import { DEMO_BOOKER, signedInClient, startTestServer, type TestClient, type TestServer } from './client.ts';

let t: TestServer;
let admin: TestClient;
let booker: TestClient;
beforeAll(async () => {
  t = await startTestServer();
  admin = await signedInClient(t, '13800000002', 'Admin@2026');
  booker = await signedInClient(t, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
});
afterAll(() => t.stop());

describe('enterprise settings', () => {
  it('reads the defaults of an enterprise that saved nothing: no notice, no suffix, no role or store, every payment method', async () => {
    expect((await admin.call(endpoints.enterpriseConfig.noticeBoard)).envelope.result).toEqual({ enabled: false, title: '', text: '' });
    expect((await admin.call(endpoints.enterpriseConfig.emailSuffix)).envelope.result).toEqual({ suffixes: [] });
    expect((await admin.call(endpoints.enterpriseConfig.roles)).envelope.result).toEqual({ roles: [] });
    expect((await admin.call(endpoints.enterpriseConfig.stores)).envelope.result).toEqual({ stores: [] });
    expect((await admin.call(endpoints.enterpriseConfig.paymentPermissions)).envelope.result).toEqual({ paymentTypes: [2, 4, 20, 23, 24] });
    expect((await admin.call(endpoints.enterpriseConfig.settingsHistory)).envelope.result).toEqual([]);
  });

  it('saves each section as kept (a suffix typed with @ and capitals as its domain) and lists the saves newest first, who and what', async () => {
    const notice = { enabled: true, title: '年末用车提醒', text: '12 月 31 日起请提前一天预订。' };
    expect((await admin.call(endpoints.enterpriseConfig.saveNoticeBoard, { body: notice })).envelope).toMatchObject({ isSuccess: true, result: notice });
    const suffixes = await admin.call(endpoints.enterpriseConfig.saveEmailSuffix, { body: { suffixes: ['@Huaxin-Tech.example.cn'] } });
    expect(suffixes.envelope.result).toEqual({ suffixes: ['huaxin-tech.example.cn'] });
    const role = { roles: [{ name: '审批员', permissions: ['audit.orders'] }] };
    expect((await admin.call(endpoints.enterpriseConfig.saveRoles, { body: role })).envelope.isSuccess).toBe(true);
    const stores = { stores: [{ name: '浦东门店', city: '上海', address: '浦东新区世纪大道100号' }] };
    expect((await admin.call(endpoints.enterpriseConfig.saveStores, { body: stores })).envelope.isSuccess).toBe(true);
    expect((await admin.call(endpoints.enterpriseConfig.savePaymentPermissions, { body: { paymentTypes: [4, 24] } })).envelope.isSuccess).toBe(true);

    expect((await admin.call(endpoints.enterpriseConfig.noticeBoard)).envelope.result).toEqual(notice);
    expect((await admin.call(endpoints.enterpriseConfig.roles)).envelope.result).toEqual(role);
    expect((await admin.call(endpoints.enterpriseConfig.stores)).envelope.result).toEqual(stores);
    expect((await admin.call(endpoints.enterpriseConfig.paymentPermissions)).envelope.result).toEqual({ paymentTypes: [4, 24] });

    const history = (await admin.call(endpoints.enterpriseConfig.settingsHistory)).envelope.result;
    expect(history.map((change) => change.section)).toEqual(['paymentPermissions', 'stores', 'roles', 'emailSuffix', 'noticeBoard']);
    expect(history.every((change) => change.userName === '赵敏')).toBe(true);
    const words = history.flatMap((change) => describeSettingsChange(change.section, change.before, change.after));
    expect(words).toEqual([
      '可用的支付方式：删除 信用卡、余额、礼品E卡',
      '添加门店“浦东门店”（上海，浦东新区世纪大道100号）',
      '添加角色“审批员”（订单审批）',
      '允许的邮箱后缀：添加 huaxin-tech.example.cn',
      '在首页显示公告：否 → 是',
      '公告标题：（空） → “年末用车提醒”',
      '公告内容：（空） → “12 月 31 日起请提前一天预订。”',
    ]);
  });

  it('answers the booker the notice while it is on, and nothing once it is off; his other settings calls are 484', async () => {
    await admin.call(endpoints.enterpriseConfig.saveNoticeBoard, { body: { enabled: true, title: '通知', text: '内容' } });
    expect((await booker.call(endpoints.enterpriseConfig.noticeBoard)).envelope.result).toEqual({ enabled: true, title: '通知', text: '内容' });
    await admin.call(endpoints.enterpriseConfig.saveNoticeBoard, { body: { enabled: false, title: '通知', text: '内容' } });
    expect((await booker.call(endpoints.enterpriseConfig.noticeBoard)).envelope.result).toEqual({ enabled: false, title: '', text: '' });
    for (const endpoint of [endpoints.enterpriseConfig.roles, endpoints.enterpriseConfig.settingsHistory, endpoints.enterpriseConfig.emailSuffix]) {
      expect((await booker.call(endpoint)).status, endpoint.path).toBe(484);
    }
  });

  it('refuses a body its schema or rules refuse with 422, the sentence naming the field by its title and the field for the form; nothing saved', async () => {
    const before = (await admin.call(endpoints.enterpriseConfig.settingsHistory)).envelope.result.length;
    const cases = [
      [endpoints.enterpriseConfig.saveEmailSuffix, { suffixes: ['huaxin tech'] }, '邮箱后缀格式不正确', '/suffixes/0'],
      [endpoints.enterpriseConfig.saveNoticeBoard, { enabled: true, title: '', text: '内容' }, '显示公告时，公告标题为必填项', '/title'],
      [endpoints.enterpriseConfig.saveRoles, { roles: [{ name: '', permissions: [] }] }, '角色名称不应少于 1 个字符', '/roles/0/name'],
      [endpoints.enterpriseConfig.saveRoles, { roles: [{ name: '甲', permissions: [] }, { name: '甲', permissions: [] }] }, '角色名称“甲”已有，请换一个名称', '/roles/1/name'],
      [endpoints.enterpriseConfig.saveStores, { stores: [{ name: '门店', city: '上海' }] }, '地址为必填项', '/stores/0'],
      [endpoints.enterpriseConfig.savePaymentPermissions, { paymentTypes: [3] }, '支付方式格式不正确', '/paymentTypes/0'],
    ] as const;
    for (const [endpoint, body, message, field] of cases) {
      const answer = await admin.call(endpoint, { body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.envelope.message).toBe(message);
      expect(answer.envelope.result).toEqual({ field });
    }
    expect((await admin.call(endpoints.enterpriseConfig.settingsHistory)).envelope.result).toHaveLength(before);
  });
});
