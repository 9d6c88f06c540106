// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ok, refused } from '../../../../tests/support/fake-transport.ts';
import type { FakeAnswer } from '../../../../tests/support/fake-transport.ts';
import { DEMO_USER, renderPortal, signedInAnswers, whereIs } from '../../../../tests/support/portal.tsx';
import { endpoints } from '../../../shared/index.ts';

const PASSWORD_LOGIN = endpoints.userLogin.passwordLogin.path;
const CODE_LOGIN = endpoints.userLogin.verificationCodeLogin.path;
const SEND_CODE = endpoints.userLogin.sendVerificationCode.path;

/** The reference server's sign-in behaviour for the demo booker (docs/transport.md). */
function signInAnswers(): Record<string, FakeAnswer> {
  return {
    ...signedInAnswers(),
    [PASSWORD_LOGIN]: ({ body }) => {
      const { phoneNumber, password } = body as { phoneNumber: string; password: string };
      return phoneNumber === '13800000001' && password === 'Demo@2026'
        ? ok({ phoneNumber, verificationRequired: true })
        : refused(20100001, '手机号或密码错误');
    },
    [CODE_LOGIN]: ({ body }) => ((body as { code: string }).code === '123456' ? ok(DEMO_USER) : refused(20100002, '验证码错误或已过期')),
    [SEND_CODE]: () => ok({ sent: true }),
  };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function openLogin(path = '/login') {
  const portal = renderPortal(path, signInAnswers());
  await screen.findByRole('heading', { level: 1, name: '登录' });
  return portal;
}

async function passPasswordStep() {
  type('手机号', '13800000001');
  type('密码', 'Demo@2026');
  click('下一步');
  await screen.findByText(/验证码已发送至 138\*\*\*\*0001/);
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the password sign-in form', () => {
  it('asks for the phone and the password when both are empty, and calls nothing', async () => {
    const { transport } = await openLogin();
    click('下一步');
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(transport.callsTo(PASSWORD_LOGIN)).toHaveLength(0);
  });

  it.each(['12345', '23800000001', '1380000000a', '138000000012'])('rejects %s as a phone number', async (phone) => {
    await openLogin();
    type('手机号', phone);
    type('密码', 'x');
    click('下一步');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
  });

  it("shows the server's 手机号或密码错误 under the form for a wrong password", async () => {
    const { transport } = await openLogin();
    type('手机号', '13800000001');
    type('密码', 'wrong');
    click('下一步');
    expect((await screen.findByRole('alert')).textContent).toContain('手机号或密码错误');
    expect(transport.callsTo(PASSWORD_LOGIN)[0]?.options.body).toEqual({ phoneNumber: '13800000001', password: 'wrong' });
    expect(screen.getByLabelText('密码')).toBeTruthy();
  });

  it('marks both fields required and ties a field\'s message to it', async () => {
    await openLogin();
    click('下一步');
    const phone = screen.getByLabelText('手机号');
    expect(phone.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('密码').getAttribute('aria-required')).toBe('true');
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入手机号');
  });
});

describe('the SMS-code step', () => {
  it('follows an accepted password and asks for the 6-digit code', async () => {
    await openLogin();
    await passPasswordStep();
    click('登录');
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    type('验证码', '123');
    click('登录');
    expect(await screen.findByText('请输入6位数字验证码')).toBeTruthy();
  });

  it('shows a wrong code inline and stays on the step', async () => {
    const { router } = await openLogin();
    await passPasswordStep();
    type('验证码', '000000');
    click('登录');
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误或已过期');
    expect(router.location.pathname).toBe('/login');
  });

  it('signs in with the code, stores the OperatorId and lands on /EnterpriseService', async () => {
    const { router, transport } = await openLogin();
    await passPasswordStep();
    type('验证码', '123456');
    click('登录');
    expect(await screen.findByText('欢迎，王小明')).toBeTruthy();
    // The router handle learns the drawn location in a passive effect, after the page is on screen.
    await waitFor(() => expect(router.location.pathname).toBe('/EnterpriseService'));
    expect(localStorage.getItem('OperatorId')).toBe('u-1001-101');
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(transport.callsTo(CODE_LOGIN)[0]?.options.body).toEqual({ phoneNumber: '13800000001', code: '123456' });
  });

  it('goes back where the 401 came from', async () => {
    const { router } = await openLogin('/login?redirect=%2FOrderAudit%3Ftab%3D2');
    await passPasswordStep();
    type('验证码', '123456');
    click('登录');
    await screen.findByRole('heading', { level: 1, name: '订单审批' });
    // The router hands out where it is in a passive effect, after the page it drew is on screen.
    await waitFor(() => expect(whereIs(router)).toBe('/OrderAudit?tab=2'));
  });

  it('sends the code again with purpose login', async () => {
    const { transport } = await openLogin();
    await passPasswordStep();
    click('重新发送验证码');
    await waitFor(() => expect(transport.callsTo(SEND_CODE)).toHaveLength(1));
    expect(transport.callsTo(SEND_CODE)[0]?.options.body).toEqual({ phoneNumber: '13800000001', purpose: 'login' });
    expect(await screen.findByRole('button', { name: /秒后可重新发送/ })).toBeTruthy();
  });
});

describe('sign-in by SMS code alone (验证码登录)', () => {
  it('checks the phone before sending a code', async () => {
    const { transport } = await openLogin();
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(transport.callsTo(SEND_CODE)).toHaveLength(0);
  });

  it('sends a login code and signs in with it', async () => {
    const { router, transport } = await openLogin();
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    await screen.findByRole('button', { name: '获取验证码' });
    type('手机号', '13800000001');
    click('获取验证码');
    await waitFor(() => expect(transport.callsTo(SEND_CODE)).toHaveLength(1));
    expect(transport.callsTo(SEND_CODE)[0]?.options.body).toEqual({ phoneNumber: '13800000001', purpose: 'login' });
    type('验证码', '123456');
    click('登录');
    expect(await screen.findByText('欢迎，王小明')).toBeTruthy();
    // The router handle learns the drawn location in a passive effect, after the page is on screen.
    await waitFor(() => expect(router.location.pathname).toBe('/EnterpriseService'));
  });
});
