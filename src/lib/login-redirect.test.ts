import { describe, expect, it } from 'vitest';

import { landingPathFrom, loginPathFor } from './login-redirect.ts';

describe('the sign-in redirect', () => {
  it('remembers the page and its query', () => {
    expect(loginPathFor('/OrderAudit?id=1')).toBe('/login?redirect=%2FOrderAudit%3Fid%3D1');
    expect(landingPathFrom('?redirect=%2FOrderAudit%3Fid%3D1')).toBe('/OrderAudit?id=1');
  });

  it('lands on /EnterpriseService without a redirect', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(landingPathFrom('')).toBe('/EnterpriseService');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/login?redirect=%2Fx'])(
    'never follows %s',
    (target) => {
      expect(landingPathFrom(`?${new URLSearchParams({ redirect: target }).toString()}`)).toBe('/EnterpriseService');
    },
  );
});
