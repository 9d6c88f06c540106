import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeCipher } from '../../src/server/protocol/node-cipher.ts';
import { endpoints } from '../../src/shared/index.ts';
import { cipher, DEMO_BOOKER, lastSmsCode, startTestServer, type TestServer } from './client.ts';

const CATALOGUE_400 = '发出的请求有错误，服务器没有进行新建或修改数据的操作';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('the wire protocol', () => {
  it('a query that does not decrypt is a 400 with the catalogue message, in an encrypted envelope', async () => {
    const { status, envelope } = await t.client().call('GET', '/UserLogin/CurrentUser', { rawQ: 'not-our-cipher-text' });
    expect(status).toBe(400);
    expect(envelope).toEqual({ isSuccess: false, errorCode: 400, message: CATALOGUE_400, result: null });
    expect(t.logs).toContainEqual(
      '[400] GET /enterpriseapi/UserLogin/CurrentUser: 查询参数 q 缺失或无法解密 / query q is missing or does not decrypt (testing key set)',
    );
  });

  it('a query encrypted with another environment’s keys is a 400', async () => {
    const other = createNodeCipher('demo').encrypt('timestamp=2026%2F11%2F22+10%3A00%3A00&OperatorId=&Platform=1011200');
    const { status } = await t.client().call('GET', '/UserLogin/CurrentUser', { rawQ: other });
    expect(status).toBe(400);
  });

  it('a body that is not JSON is a 400', async () => {
    const { status, envelope } = await t.client().call('POST', '/UserLogin/PasswordLogin', { rawBody: '{"phoneNumber": 138' });
    expect(status).toBe(400);
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: 400, message: CATALOGUE_400 });
    expect(t.logs).toContainEqual('[400] POST /enterpriseapi/UserLogin/PasswordLogin: 请求体不是合法的 JSON / the body is not JSON');
  });

  it('an unknown path is a 404 envelope', async () => {
    const { status, envelope } = await t.client().call('GET', '/No/Such/Call');
    expect(status).toBe(404);
    expect(envelope).toMatchObject({ isSuccess: false, errorCode: 404, message: '发出的请求针对的是不存在的记录，服务器没有进行操作' });
  });

  it('a call that needs a session answers 401 without one', async () => {
    const { status, envelope } = await t.client().call('GET', '/UserLogin/CurrentUser');
    expect(status).toBe(401);
    expect(envelope).toEqual({ isSuccess: false, errorCode: 401, message: '用户没有权限（令牌、用户名、密码错误）', result: null });
  });

  it('paths match without regard to case, as spec §7 spells them both ways', async () => {
    const client = t.client();
    await client.signIn(t.logs, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    expect((await client.call('GET', '/CsOrder/PaymentType')).envelope.isSuccess).toBe(true);
    expect((await client.call('GET', '/csorder/paymentType')).envelope.isSuccess).toBe(true);
  });

  it('an empty answer body would decrypt to {} and every answer is cipher text', async () => {
    const response = await fetch(`${t.server.url}/enterpriseapi/UserLogin/CurrentUser?q=${encodeURIComponent(cipher.encrypt('Platform=1011200'))}`);
    const text = await response.text();
    expect(text).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
  });
});

describe('sign-in (docs/transport.md)', () => {
  it('password then the SMS code from the log signs in and sets ent_session', async () => {
    const client = t.client();
    const first = await client.call('POST', '/UserLogin/PasswordLogin', { body: DEMO_BOOKER });
    expect(first.envelope).toEqual({ isSuccess: true, errorCode: 0, message: '', result: { phoneNumber: '13800000001', verificationRequired: true } });
    const code = lastSmsCode(t.logs, DEMO_BOOKER.phoneNumber);
    expect(t.logs).toContain(`[sms] 验证码 ${code} 已发送至 13800000001（用途 login） / SMS code ${code} sent to 13800000001 (purpose login)`);
    const second = await client.call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code } });
    expect(second.headers.get('set-cookie')).toMatch(/ent_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    expect(second.envelope.result).toMatchObject({ userId: 'u-1001-101', trueName: '王小明', enterpriseId: 1001, priority: 1 });
    const me = await client.call('GET', '/UserLogin/CurrentUser');
    expect(me.envelope.result).toMatchObject({ phoneNumber: '13800000001', trueName: '王小明' });
    const tree = await client.call('GET', '/enterpriseUser/permissions');
    expect(JSON.stringify(tree.envelope.result)).toContain('"ownCar.holiday"');
  });

  it('a code is single use', async () => {
    const client = t.client();
    await client.call('POST', '/UserLogin/PasswordLogin', { body: DEMO_BOOKER });
    const code = lastSmsCode(t.logs, DEMO_BOOKER.phoneNumber);
    await client.call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code } });
    const again = await t.client().call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code } });
    expect(again.envelope).toEqual({ isSuccess: false, errorCode: 20100002, message: '验证码错误或已过期', result: null });
  });

  it('a wrong password is refused with the documented code and message', async () => {
    const { status, envelope } = await t.client().call('POST', '/UserLogin/PasswordLogin', { body: { phoneNumber: '13800000001', password: 'wrong' } });
    expect(status).toBe(200);
    expect(envelope).toEqual({ isSuccess: false, errorCode: 20100001, message: '手机号或密码错误', result: null });
  });

  it('logout ends the session', async () => {
    const client = t.client();
    await client.signIn(t.logs, DEMO_BOOKER.phoneNumber, DEMO_BOOKER.password);
    const token = client.cookie;
    await client.call(endpoints.userLogin.logout);
    client.cookie = token;
    expect((await client.call('GET', '/UserLogin/CurrentUser')).status).toBe(401);
  });

  it('an inactive user activates with a code and a new password, then signs in', async () => {
    const client = t.client();
    const phoneNumber = '13800000009';
    await client.call('POST', '/UserLogin/VerificationCode/Send', { body: { phoneNumber, purpose: 'activate' } });
    const code = lastSmsCode(t.logs, phoneNumber);
    expect((await client.call('POST', '/UserLogin/VerificationCode/UserApiCheck', { body: { phoneNumber, code, purpose: 'activate' } })).envelope.result).toEqual({ valid: true });
    const reset = await client.call('POST', '/UserLogin/ResetPassword', { body: { phoneNumber, code, newPassword: 'Sun@2026hao' } });
    expect(reset.envelope.result).toEqual({ reset: true });
    const signedIn = await client.signIn(t.logs, phoneNumber, 'Sun@2026hao');
    expect(signedIn.envelope.result).toMatchObject({ trueName: '孙浩' });
  });
});

describe('sign-in codes expire', () => {
  it('a code older than 5 minutes is refused', async () => {
    let clock = Date.now();
    const timed = await startTestServer({ now: () => clock });
    try {
      const client = timed.client();
      await client.call('POST', '/UserLogin/PasswordLogin', { body: DEMO_BOOKER });
      const code = lastSmsCode(timed.logs, DEMO_BOOKER.phoneNumber);
      clock += 5 * 60 * 1000 + 1;
      const { envelope } = await client.call('POST', '/UserLogin/VerificationCode', { body: { phoneNumber: DEMO_BOOKER.phoneNumber, code } });
      expect(envelope.errorCode).toBe(20100002);
    } finally {
      await timed.stop();
    }
  });
});
