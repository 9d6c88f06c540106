// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hasWebCrypto, showInsecureContextNotice } from './secure-context.ts';

describe('the secure context the transport needs', () => {
  it('is there on HTTPS and localhost (a secure context with crypto.subtle) and missing over plain HTTP from another host', () => {
    expect(hasWebCrypto({ isSecureContext: true, crypto: { subtle: {} } })).toBe(true);
    expect(hasWebCrypto({ isSecureContext: false, crypto: {} })).toBe(false);
    expect(hasWebCrypto({ isSecureContext: false, crypto: { subtle: {} } })).toBe(false);
    expect(hasWebCrypto({ crypto: {} })).toBe(false);
    expect(hasWebCrypto({})).toBe(false);
  });

  it('tells the booker in Chinese, with English beside it, which address to open instead', () => {
    const root = document.createElement('div');
    root.textContent = 'before';
    showInsecureContextNotice(root, new URL('http://10.0.0.5:5173/EnterpriseService/SpecialCar?x=1'));
    expect(root.querySelector('[role="alert"] h1')?.textContent).toBe('此页面需通过 HTTPS 打开');
    expect(root.textContent).toContain('请改用 https://10.0.0.5:5173/EnterpriseService/SpecialCar?x=1 打开');
    expect(root.textContent).toContain('或在运行平台的电脑上打开 http://127.0.0.1:5173/EnterpriseService/SpecialCar?x=1。');
    expect(root.querySelector('p[lang="en"]')?.textContent).toContain('must be opened over HTTPS');
    expect(root.textContent).not.toContain('before');
    // The address is one long word: it must wrap on a phone (checked at 390 px in Chromium when written).
    expect(root.querySelector<HTMLElement>('[role="alert"]')?.style.overflowWrap).toBe('anywhere');
  });
});
