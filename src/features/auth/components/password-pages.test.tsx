// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ok, refused } from '../../../../tests/support/fake-transport.ts';
import { renderPortal } from '../../../../tests/support/portal.tsx';
import { endpoints } from '../../../shared/index.ts';

const SEND_CODE = endpoints.userLogin.sendVerificationCode.path;
const CHECK_CODE = endpoints.userLogin.userApiCheck.path;
const RESET = endpoints.userLogin.resetPassword.path;

const answers = {
  [SEND_CODE]: () => ok({ sent: true }),
  [CHECK_CODE]: ({ body }: { body?: unknown }) =>
    (body as { code: string }).code === '654321' ? ok({ valid: true }) : refused(20100002, '验证码错误或已过期'),
  [RESET]: () => ok({ reset: true }),
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(cleanup);

describe('/forgetPwd', () => {
  it("sends a 'reset' code, checks it and hands phone and code to /resetPwd", async () => {
    const { router, transport } = renderPortal('/forgetPwd', answers);
    await screen.findByRole('heading', { level: 1, name: '忘记密码' });
    type('手机号', '13800000001');
    click('获取验证码');
    await waitFor(() => expect(transport.callsTo(SEND_CODE)[0]?.options.body).toEqual({ phoneNumber: '13800000001', purpose: 'reset' }));
    type('验证码', '654321');
    click('下一步');
    await screen.findByRole('heading', { level: 1, name: '重置密码' });
    expect(transport.callsTo(CHECK_CODE)[0]?.options.body).toEqual({ phoneNumber: '13800000001', code: '654321', purpose: 'reset' });
    // The router handle learns the drawn location in a passive effect, after the page is on screen.
    await waitFor(() => expect(router.location.state).toEqual({ phoneNumber: '13800000001', code: '654321' }));
  });

  it('shows a wrong code inline', async () => {
    renderPortal('/forgetPwd', answers);
    await screen.findByRole('heading', { level: 1, name: '忘记密码' });
    type('手机号', '13800000001');
    type('验证码', '111111');
    click('下一步');
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误或已过期');
  });
});

describe('/resetPwd', () => {
  async function openReset() {
    const portal = renderPortal('/forgetPwd', answers);
    await screen.findByRole('heading', { level: 1, name: '忘记密码' });
    act(() => portal.router.navigate('/resetPwd', { state: { phoneNumber: '13800000001', code: '654321' } }));
    await screen.findByRole('heading', { level: 1, name: '重置密码' });
    return portal;
  }

  it('asks to verify the phone first when opened directly', async () => {
    renderPortal('/resetPwd', answers);
    expect(await screen.findByText('请先验证手机号。')).toBeTruthy();
  });

  it('wants at least 8 characters with letters and digits', async () => {
    await openReset();
    type('新密码', 'abcdefgh');
    click('确认修改');
    expect(await screen.findByText('新密码须为 8 到 32 位，且同时包含字母和数字')).toBeTruthy();
  });

  it('says 两次输入的密码不一致 when the two differ', async () => {
    await openReset();
    type('新密码', 'Abcd1234');
    type('确认新密码', 'Abcd12345');
    click('确认修改');
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('resets the password and goes to /login', async () => {
    const { router, transport } = await openReset();
    type('新密码', 'Abcd1234');
    type('确认新密码', 'Abcd1234');
    click('确认修改');
    await screen.findByRole('heading', { level: 1, name: '登录' });
    // The router handle learns the drawn location in a passive effect, after the page is on screen.
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(transport.callsTo(RESET)[0]?.options.body).toEqual({ phoneNumber: '13800000001', code: '654321', newPassword: 'Abcd1234' });
  });
});

describe('/activeUser', () => {
  it('validates every field in Chinese', async () => {
    renderPortal('/activeUser', answers);
    await screen.findByRole('heading', { level: 1, name: '激活账号' });
    click('激活');
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(screen.getByText('请输入新密码')).toBeTruthy();
    expect(screen.getByText('请再次输入新密码')).toBeTruthy();
  });

  it("sends an 'activate' code and sets the first password", async () => {
    const { router, transport } = renderPortal('/activeUser', answers);
    await screen.findByRole('heading', { level: 1, name: '激活账号' });
    type('手机号', '13800000003');
    click('获取验证码');
    await waitFor(() => expect(transport.callsTo(SEND_CODE)[0]?.options.body).toEqual({ phoneNumber: '13800000003', purpose: 'activate' }));
    type('验证码', '222222');
    type('新密码', 'Start2026');
    type('确认新密码', 'Start2026');
    click('激活');
    await screen.findByRole('heading', { level: 1, name: '登录' });
    // The router handle learns the drawn location in a passive effect, after the page is on screen.
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(transport.callsTo(RESET)[0]?.options.body).toEqual({ phoneNumber: '13800000003', code: '222222', newPassword: 'Start2026' });
  });
});
