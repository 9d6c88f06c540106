/**
 * The user calls (issue 25; docs/administration.md "用户的查询" and "支付权限"): a colleague by phone, a
 * user's priority, the session user's record and enterprise, the enterprise's modules, and the payment
 * types the 企业设置 permit, which the booking offers and the server holds an order to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../src/shared/index.ts';
import { startWithBookerAndAdmin, type TestClient, type TestServer } from './client.ts';
import { specialCarPayload } from './payloads.ts';

let t: TestServer;
let booker: TestClient;
let admin: TestClient;

beforeAll(async () => {
  ({ t, booker, admin } = await startWithBookerAndAdmin());
});
afterAll(() => t.stop());

describe('the user calls', () => {
  it('finds a colleague by phone (name, id, priority); an unknown phone answers null; a malformed one is 400 in words', async () => {
    const found = await booker.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '13912345678' } });
    expect(found.envelope.result).toEqual({ userId: expect.stringMatching(/^u-1001-/), trueName: '李建华', phoneNumber: '13912345678', priority: expect.any(Number) });
    expect((await booker.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '13999999990' } })).envelope.result).toBeNull();
    const malformed = await booker.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '1391234' } });
    expect([malformed.status, malformed.envelope.message]).toEqual([400, '手机号格式不正确']);
  });

  it('answers the session user\'s own record and enterprise, and a colleague\'s priority by his id', async () => {
    const me = (await booker.call(endpoints.user.baseInfo)).envelope.result!;
    expect(me).toEqual((await booker.call(endpoints.userLogin.currentUser)).envelope.result);
    const enterprise = (await booker.call(endpoints.user.enterpriseInfoByUserId)).envelope.result!;
    expect(enterprise).toMatchObject({ userId: me.userId, enterpriseId: 1001, enterpriseName: me.enterpriseName });
    expect(enterprise.encryptedUserId).not.toContain(me.userId);
    expect((await booker.call(endpoints.user.priority)).envelope.result).toEqual({ userId: me.userId, priority: me.priority ?? 0 });
    const colleague = (await booker.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '13800000002' } })).envelope.result!;
    expect((await booker.call(endpoints.user.priority, { params: { accountId: colleague.userId } })).envelope.result).toEqual({ userId: colleague.userId, priority: colleague.priority });
  });

  it('answers the enterprise\'s modules by the business types\' names', async () => {
    expect((await booker.call(endpoints.userLogin.moduleType)).envelope.result).toEqual([
      { moduleType: 4, moduleName: '专车' },
      { moduleType: 5, moduleName: '自有车' },
    ]);
  });
});

describe('payment permissions', () => {
  it('every type until the enterprise saves its own; then the booking offers and accepts only the permitted ones', async () => {
    expect((await booker.call(endpoints.enterpriseUser.paymentPermissions)).envelope.result!.map((p) => p.paymentType)).toEqual([2, 4, 20, 23, 24]);
    // 1001 offers 挂账, 信用卡, 余额: 挂账 alone is an option (D5).
    expect((await booker.call(endpoints.csOrder.paymentType)).envelope.result!.map((p) => p.paymentType)).toEqual([4, 2, 20]);

    // 赵敏 takes 挂账 away in 企业设置.
    expect((await admin.call(endpoints.enterpriseConfig.savePaymentPermissions, { body: { paymentTypes: [2, 20, 23, 24] } })).envelope.isSuccess).toBe(true);
    expect((await booker.call(endpoints.enterpriseUser.paymentPermissions)).envelope.result).toEqual([
      { paymentType: 2, paymentName: '信用卡' },
      { paymentType: 20, paymentName: '余额' },
      { paymentType: 23, paymentName: '礼品E卡' },
      { paymentType: 24, paymentName: '企业账户余额' },
    ]);
    expect((await booker.call(endpoints.csOrder.paymentType)).envelope.result).toEqual([
      { paymentType: 2, paymentName: '信用卡' },
      { paymentType: 20, paymentName: '余额' },
    ]);
    const refused = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload({ paymentType: 4 }) });
    expect(refused.envelope).toEqual({ isSuccess: false, errorCode: 20300005, message: '所选付款方式不可用，请重新选择', result: null });
    // 信用卡, refused before 挂账 was taken away, is no longer refused for its payment type.
    const card = await booker.call('POST', '/CsOrder/Create', { body: specialCarPayload({ paymentType: 2 }) });
    expect(card.envelope.errorCode).not.toBe(20300005);
  });
});
