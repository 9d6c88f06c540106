/**
 * The portal needs a secure context: its transport encrypts with Web Crypto, which a browser
 * offers only on HTTPS pages and on http://localhost / 127.0.0.1 (docs/transport.md "The cipher").
 * Opened over plain HTTP from another host, every call would fail; instead the page says so before
 * anything else runs, in Chinese with English beside it, naming the address to use.
 */

/** Whether this page can run the transport's cipher. */
export function hasWebCrypto(scope: { isSecureContext?: boolean; crypto?: { subtle?: unknown } } = globalThis): boolean {
  return scope.isSecureContext !== false && scope.crypto?.subtle !== undefined && scope.crypto.subtle !== null;
}

/**
 * Draws the notice into `container` (plain DOM: nothing of the app is loaded for it).
 *
 * @example showInsecureContextNotice(root, new URL('http://10.0.0.5:5173/login'))
 * // 此页面需通过 HTTPS 打开 … https://10.0.0.5:5173/login …
 */
export function showInsecureContextNotice(container: HTMLElement, location: URL): void {
  const secure = new URL(location.href);
  secure.protocol = 'https:';
  const local = new URL(location.href);
  local.hostname = '127.0.0.1';
  const main = document.createElement('main');
  main.setAttribute('role', 'alert');
  // Styled here: no stylesheet of the app is loaded for this page (set through the CSSOM, which the
  // CSP allows). A long address wraps anywhere, so a phone's 390 px never scrolls sideways.
  Object.assign(main.style, { maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem', lineHeight: '1.6', overflowWrap: 'anywhere', fontFamily: 'system-ui, sans-serif' });
  const title = document.createElement('h1');
  title.style.fontSize = '1.5rem';
  title.textContent = '此页面需通过 HTTPS 打开';
  const zh = document.createElement('p');
  zh.textContent = `企业用车服务平台的请求经过加密，浏览器只在 HTTPS 页面或本机地址（localhost、127.0.0.1）上提供加密功能。请改用 ${secure.href} 打开，或在运行平台的电脑上打开 ${local.href}。`;
  const en = document.createElement('p');
  en.lang = 'en';
  en.textContent = `This page must be opened over HTTPS: the portal encrypts its calls with Web Crypto, which browsers offer only on HTTPS pages and on localhost / 127.0.0.1. Open ${secure.href}, or ${local.href} on the machine running the portal.`;
  main.append(title, zh, en);
  container.replaceChildren(main);
}
