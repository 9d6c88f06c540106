import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { emailMatchesSuffixes, emailSuffixMessage, isEmailSuffix, normaliseEmailSuffix } from './email-suffix.ts';

const HUAXIN = ['huaxin-tech.example.cn'];

describe('emailMatchesSuffixes', () => {
  it('takes an address at a suffix or under it, case ignored', () => {
    expect(emailMatchesSuffixes('sunyue@huaxin-tech.example.cn', HUAXIN)).toBe(true);
    expect(emailMatchesSuffixes('SunYue@Huaxin-Tech.Example.CN', HUAXIN)).toBe(true);
    expect(emailMatchesSuffixes('sunyue@mail.huaxin-tech.example.cn', HUAXIN)).toBe(true);
    expect(emailMatchesSuffixes('sunyue@zhongyuan.example.cn', [...HUAXIN, 'zhongyuan.example.cn'])).toBe(true);
  });

  it('refuses another domain, a longer name ending with the same letters, and an address without a domain', () => {
    expect(emailMatchesSuffixes('sunyue@gmail.com', HUAXIN)).toBe(false);
    expect(emailMatchesSuffixes('sunyue@evilhuaxin-tech.example.cn', HUAXIN)).toBe(false);
    expect(emailMatchesSuffixes('sunyue@huaxin-tech.example.cn.evil.com', HUAXIN)).toBe(false);
    expect(emailMatchesSuffixes('huaxin-tech.example.cn', HUAXIN)).toBe(false);
    expect(emailMatchesSuffixes('sunyue@', HUAXIN)).toBe(false);
    expect(emailMatchesSuffixes('', HUAXIN)).toBe(false);
  });

  it('restricts nothing when the enterprise keeps no suffix', () => {
    expect(emailMatchesSuffixes('anyone@example.com', [])).toBe(true);
  });

  it('reads a suffix typed with @ and capitals as kept', () => {
    expect(emailMatchesSuffixes('sunyue@huaxin-tech.example.cn', ['@Huaxin-Tech.example.cn'])).toBe(true);
  });
});

describe('the suffix as kept and said', () => {
  it('normalises and checks a suffix', () => {
    expect(normaliseEmailSuffix(' @Huaxin-Tech.Example.CN ')).toBe('huaxin-tech.example.cn');
    expect(isEmailSuffix('huaxin-tech.example.cn')).toBe(true);
    for (const bad of ['huaxin-tech', '-huaxin.cn', 'huaxin-.cn', 'hua xin.cn', '@huaxin.cn', 'huaxin.c0m', '']) expect(isEmailSuffix(bad), bad).toBe(false);
  });

  it('says the refusal with the suffixes', () => {
    expect(emailSuffixMessage(['huaxin-tech.example.cn', 'HX.example.cn'])).toBe('邮箱须为本企业的邮箱（@huaxin-tech.example.cn、@hx.example.cn）');
  });
});

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-z]{2,6}$/)).map(([labels, top]) => [...labels, top].join('.'));
const local = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);

describe('emailMatchesSuffixes, laws', () => {
  it('an address at a suffix, or under it, matches, whatever the case; a name merely ending with it does not', () => {
    fc.assert(
      fc.property(local, domain, label, label, (user, suffix, sub, glued) => {
        expect(isEmailSuffix(suffix)).toBe(true);
        expect(emailMatchesSuffixes(`${user}@${suffix}`, [suffix])).toBe(true);
        expect(emailMatchesSuffixes(`${user}@${sub}.${suffix}`.toUpperCase(), [suffix])).toBe(true);
        expect(emailMatchesSuffixes(`${user}@${glued}${suffix}`, [suffix])).toBe(false);
      }),
    );
  });

  it('matches against a list exactly when it matches against one of its suffixes', () => {
    fc.assert(
      fc.property(local, domain, fc.array(domain, { minLength: 1, maxLength: 4 }), (user, at, suffixes) => {
        const email = `${user}@${at}`;
        expect(emailMatchesSuffixes(email, suffixes)).toBe(suffixes.some((suffix) => emailMatchesSuffixes(email, [suffix])));
      }),
    );
  });
});
