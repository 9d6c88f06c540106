import { describe, expect, it } from 'vitest';

import { BadRequestText, BusinessError, RateLimitText } from './messages.ts';

describe('the business error catalogue (src/server/messages.ts)', () => {
  it('gives every business error a code of its own, so a client can tell them apart', () => {
    const byCode = new Map<number, string[]>();
    for (const [name, { errorCode }] of Object.entries(BusinessError)) byCode.set(errorCode, [...(byCode.get(errorCode) ?? []), name]);
    const shared = [...byCode.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('gives every business error a Chinese message', () => {
    for (const [name, { message }] of Object.entries(BusinessError)) expect(message, name).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('what a refused request says (issue 22: a sentence, never a wire name)', () => {
  it('names a parameter by its label', () => {
    expect(BadRequestText.missing('orderId')).toBe('请求缺少订单号，请刷新页面后重试');
    expect(BadRequestText.invalid('phoneNumber')).toBe('手机号格式不正确');
    expect(BadRequestText.invalid('somethingNew')).toBe('请求参数格式不正确');
  });

  it('says how long a rate limit lasts, rounded up in the unit a person counts in', () => {
    expect([1, 30_000, 59_001, 60_000, 8 * 60_000 + 1, 59 * 60_000, 60 * 60_000, 23.5 * 3_600_000].map(RateLimitText.wait)).toEqual([
      '1 秒', '30 秒', '1 分钟', '1 分钟', '9 分钟', '59 分钟', '1 小时', '24 小时',
    ]);
    expect(RateLimitText.tooOften(9 * 60_000)).toBe('操作频繁，请 9 分钟后再试');
    expect(RateLimitText.withWait('审批邮件发送过于频繁，请稍后再试', 20 * 60_000)).toBe('审批邮件发送过于频繁，请 20 分钟后再试');
    expect(RateLimitText.withWait('发送过于频繁', 20 * 60_000)).toBe('发送过于频繁，请 20 分钟后再试');
  });
});
