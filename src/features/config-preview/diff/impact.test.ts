import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../../../rules/index.ts';
import { computeImpact, impactOrder, impactSummary } from './impact.ts';

const BUNDLE = JSON.parse(readFileSync(new URL('../../../../fixtures/enterprises/huaxin-tech/bundle.json', import.meta.url), 'utf8')) as EnterpriseBundle;

const withPickup: EnterpriseBundle = {
  ...BUNDLE,
  specialFields: (BUNDLE.specialFields ?? []).map((f) => (f.specialId === 101 ? { ...f, mustConditionConfigList: [{ conditionType: 2, conditionValue: '1,3,5' }] } : f)),
};

describe('computeImpact: the page’s diff in words', () => {
  it('no change, no lines', () => {
    const impact = computeImpact(BUNDLE, BUNDLE, []);
    expect(impact.ok && impact.changes).toEqual([]);
    expect(impactSummary(impact)).toBe('没有规则状态发生变化');
  });

  it('a condition that now includes 接机 makes 项目编号 required there, and the summary says so', () => {
    const progress: string[] = [];
    const impact = computeImpact(BUNDLE, withPickup, [], (phase) => progress.push(phase));
    expect(impact.ok).toBe(true);
    if (!impact.ok) return;
    const change = impact.changes.find((c) => c.subject.includes('项目编号'));
    expect(change).toMatchObject({ before: '显示，选填，可编辑', after: '显示，必填，可编辑' });
    expect(change?.when).toContain('接机');
    expect(impactSummary(impact)).toContain('项目编号');
    expect(progress).toContain('diff');
  });
});

describe('the impact in the admin\'s words (issue 24 §2)', () => {
  it('an order is its booker, boarding time and route, read from its payload', () => {
    const special = { orderId: 'S1', businessType: 4 as const, payload: { booker: { name: '王小明' }, baseData: { boardingTime: '2026-12-01 09:00:00' }, boardingAddress: { landmark: '恒生银行大厦', address: '陆家嘴环路1000号' }, dropOffAddress: { landmark: '', address: '上海浦东国际机场' } } };
    expect(impactOrder('S1', special, 4)).toEqual({ orderId: 'S1', businessType: 4, booker: '王小明', date: '2026-12-01 09:00', route: '恒生银行大厦 → 上海浦东国际机场' });
    const own = { orderId: 'O1', businessType: 5 as const, payload: { bookerName: '李雷', boardingTime: '2026-12-02 08:30', boardingAddress: { city: '上海' }, dropOffAddress: {} } };
    expect(impactOrder('O1', own, 5)).toMatchObject({ booker: '李雷', date: '2026-12-02 08:30', route: '上海 → 未填写地点' });
    expect(impactOrder('X', undefined, 4)).toMatchObject({ booker: '未填写预订人', date: '' });
  });

  it('a condition on a no-audit list names its bookers, never their ids; the words carry no code', () => {
    const withAudit = structuredClone(BUNDLE);
    const config = withAudit.auditConfigs?.find((c) => c.businessType === 4);
    if (!config?.userInputDto) throw new Error('the fixture has a special-car approver section');
    config.userInputDto.hasAuditCondition = true;
    config.userInputDto.auditConditionConfigDto = { ...config.userInputDto.auditConditionConfigDto, conditionBits: 32 } as never;
    const impact = computeImpact(BUNDLE, withAudit, [], undefined, { 'u-1001-001': '王小明' });
    if (!impact.ok) throw new Error(impact.message);
    const text = impactSummary(impact);
    expect(text).not.toMatch(/u-1001-001|[a-z][A-Z]|\d（/);
    if (impact.changes.some((c) => c.when.includes('预订人'))) expect(text).toContain('王小明');
  });
});
