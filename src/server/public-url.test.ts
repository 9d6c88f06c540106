import { describe, expect, it } from 'vitest';

import { checkPublicUrl, publicUrlRefusal } from './public-url.ts';

describe('PUBLIC_URL (issue 25 §3)', () => {
  it('takes an absolute http(s) URL, without its trailing slash', () => {
    expect(checkPublicUrl('https://car.example.cn/')).toBe('https://car.example.cn');
    expect(checkPublicUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(checkPublicUrl(' https://example.cn/portal/ ')).toBe('https://example.cn/portal');
  });

  it('refuses what a link cannot be built on: no scheme, another scheme, a user, a query, a fragment, nonsense', () => {
    for (const bad of ['car.example.cn', '/OrderAudit', 'ftp://car.example.cn', 'javascript:alert(1)', 'https://a:b@car.example.cn', 'https://car.example.cn/?x=1', 'https://car.example.cn/#top', 'https://car.example.cn?', '', 'http://']) {
      expect(checkPublicUrl(bad), bad).toBeUndefined();
    }
  });

  it('says why in Chinese and English, with the value', () => {
    expect(publicUrlRefusal('car.example.cn')).toMatch(/^PUBLIC_URL 无效：.+ \/ invalid PUBLIC_URL: .+"car\.example\.cn"$/);
  });
});
