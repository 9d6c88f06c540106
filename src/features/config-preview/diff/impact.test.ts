import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { EnterpriseBundle } from '../../../../rules/index.ts';
import { computeImpact, impactSummary } from './impact.ts';

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
