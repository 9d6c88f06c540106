// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { isPlainPath } from '../../app/routes.ts';
import { Button } from './button.tsx';
import { Tabs } from './tabs.tsx';
import { TextField } from './text-field.tsx';
import { showErrorNotification, showMessage } from './toaster.tsx';

afterEach(cleanup);

const ITEMS = [
  { value: 'password', label: '密码登录', content: <p>密码表单</p> },
  { value: 'sms', label: '验证码登录', content: <p>验证码表单</p> },
  { value: 'qr', label: '扫码登录', content: <p>扫码</p> },
];

describe('Tabs (WAI-ARIA tabs pattern, plain elements)', () => {
  it('shows the first panel only, labelled by its tab', () => {
    render(<Tabs items={ITEMS} />);
    const tab = screen.getByRole('tab', { name: '密码登录' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '密码登录' }).textContent).toBe('密码表单');
    expect(screen.queryByText('验证码表单')).toBeNull();
    expect(screen.getByRole('tab', { name: '验证码登录' }).getAttribute('tabindex')).toBe('-1');
  });

  it('selects with a click and unmounts the panel left', () => {
    render(<Tabs items={ITEMS} />);
    fireEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tabpanel', { name: '验证码登录' }).textContent).toBe('验证码表单');
    expect(screen.queryByText('密码表单')).toBeNull();
  });

  it('moves and selects with the arrows, Home and End, wrapping round, and focuses the tab', () => {
    render(<Tabs items={ITEMS} />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '扫码登录' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('扫码');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'End' });
    expect(screen.getByRole('tab', { name: '扫码登录' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '密码登录' }));
  });
});

describe('TextField', () => {
  it('links its label and describes the input by the message under it', () => {
    render(<TextField label="手机号" name="phoneNumber" value="" onChange={() => {}} error="请输入手机号" required />);
    const input = screen.getByLabelText('手机号');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入手机号');
  });

  it('is not invalid and has no message without an error', () => {
    render(<TextField label="密码" name="password" value="" onChange={() => {}} type="password" />);
    expect(screen.getByLabelText('密码').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('密码').hasAttribute('aria-required')).toBe(false);
  });
});

describe('Button', () => {
  it('is disabled and busy while loading, keeping its name', () => {
    render(<Button loading>登录</Button>);
    const button = screen.getByRole('button', { name: '登录' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('toasts, loaded on the first one', () => {
  it('shows messages and notifications asked for before the toaster has loaded', async () => {
    expect(document.querySelector('[data-toasters]')).toBeNull();
    showMessage('密码已重置，请登录', 'success');
    showErrorNotification('网关错误', '服务器暂时不可用');
    // The first toast loads the toaster's chunk (Chakra: seconds to transform on a busy machine).
    expect(await screen.findByText('密码已重置，请登录', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText('网关错误')).toBeTruthy();
    expect(screen.getByText('服务器暂时不可用')).toBeTruthy();
    expect(document.querySelectorAll('[data-toasters]')).toHaveLength(1);
    showMessage('第二条');
    await waitFor(() => expect(screen.getByText('第二条')).toBeTruthy());
    expect(document.querySelectorAll('[data-toasters]')).toHaveLength(1);
  });
});

describe('isPlainPath', () => {
  it('knows the sign-in pages, whatever the case and sub-path, and nothing else', () => {
    expect(isPlainPath('/login')).toBe(true);
    expect(isPlainPath('/LOGIN')).toBe(true);
    expect(isPlainPath('/login/')).toBe(true);
    expect(isPlainPath('/resetPwd')).toBe(true);
    expect(isPlainPath('/loginx')).toBe(false);
    expect(isPlainPath('/EnterpriseService/SpecialCar')).toBe(false);
    expect(isPlainPath('/')).toBe(false);
  });
});
