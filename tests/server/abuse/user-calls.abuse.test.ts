/**
 * Attacks on the user calls (issue 25; src/server/routes/user-calls.ts): another enterprise's phone or
 * id answers nothing, the session is needed, a forged or oversized id is refused in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { endpoints } from '../../../src/shared/index.ts';
import { OTHER_ENTERPRISE_BOOKER, signedInClient, startWithSignedInBooker, type TestClient, type TestServer } from '../client.ts';

let t: TestServer;
let booker: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  ({ t, booker } = await startWithSignedInBooker());
  stranger = await signedInClient(t, OTHER_ENTERPRISE_BOOKER.phoneNumber, OTHER_ENTERPRISE_BOOKER.password);
});
afterAll(() => t.stop());

describe('the user calls under attack', () => {
  it('another enterprise\'s phone answers nothing, and so does its user\'s id for the priority and the enterprise info', async () => {
    expect((await stranger.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '13912345678' } })).envelope.result).toBeNull();
    const mine = (await booker.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '13912345678' } })).envelope.result!;
    expect(mine.trueName).toBe('李建华');
    expect((await stranger.call(endpoints.user.priority, { params: { accountId: mine.userId } })).envelope.result).toBeNull();
    expect((await stranger.call(endpoints.user.enterpriseInfoByUserId, { params: { userId: mine.userId } })).envelope.result).toBeNull();
  });

  it('an enterpriseId sent does not change the enterprise: the modules and payment types stay the session\'s', async () => {
    const own = (await stranger.call(endpoints.enterpriseUser.paymentPermissions)).envelope.result;
    expect((await stranger.call(endpoints.enterpriseUser.paymentPermissions, { params: { enterpriseId: 1001 } })).envelope.result).toEqual(own);
    const phone = await stranger.call(endpoints.user.byPhoneNumber, { params: { phoneNumber: '13912345678', enterpriseId: 1001 } });
    expect(phone.envelope.result).toBeNull();
  });

  it('without a session every call is refused; an oversized id is 400 in words', async () => {
    const anonymous = t.client();
    for (const endpoint of [endpoints.user.byPhoneNumber, endpoints.user.priority, endpoints.user.baseInfo, endpoints.user.enterpriseInfoByUserId, endpoints.userLogin.moduleType, endpoints.enterpriseUser.paymentPermissions]) {
      const answer = await anonymous.call(endpoint, { params: { phoneNumber: '13912345678' } });
      expect(answer.envelope.isSuccess, endpoint.path).toBe(false);
      expect(answer.envelope.result).toBeNull();
    }
    const long = await booker.call(endpoints.user.priority, { params: { accountId: 'u'.repeat(65) } });
    expect([long.status, long.envelope.message]).toEqual([400, '用户格式不正确']);
  });
});
