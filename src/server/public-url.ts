/**
 * The portal's public address (`PUBLIC_URL`, issue 25 §3): what the approval e-mails and SMS put in
 * front of `/OrderAudit?token=…` and `/TextAudit`, so the person who gets them can open them. By
 * default the server's own `http://127.0.0.1:<port>`; set it to the address people reach the portal
 * at (`https://car.example.cn`). Checked at start: an absolute http(s) URL without user, query or
 * fragment; a trailing slash is dropped.
 */

/** The start's refusal of a bad value, in Chinese and English (main.ts prints it and stops). */
export const publicUrlRefusal = (value: string): string =>
  `PUBLIC_URL 无效：须为 http:// 或 https:// 开头的完整网址（如 https://car.example.cn），不含用户名、查询参数或 # 片段 / invalid PUBLIC_URL: it must be an absolute http(s) URL (e.g. https://car.example.cn) without user, query or fragment: ${JSON.stringify(value)}`;

/**
 * The public address as links are built on it (no trailing slash), or undefined for a value that is not one.
 *
 * @example checkPublicUrl('https://car.example.cn/') // 'https://car.example.cn'
 * @example checkPublicUrl('https://car.example.cn/portal') // 'https://car.example.cn/portal'
 * @example checkPublicUrl('car.example.cn') // undefined
 */
export function checkPublicUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '' || value.trim().endsWith('?') || value.trim().endsWith('#')) return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
