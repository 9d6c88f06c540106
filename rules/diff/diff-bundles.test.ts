import { describe, expect, it } from 'vitest';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { DiffCancelled } from './diff-cancelled.ts';
import { diffBundles } from './diff-bundles.ts';
import { replayOrders } from './replay-orders.ts';
import { MAX_SCENARIO_SPACE, scenarioSpace } from './scenario-space.ts';
import { describeCondition } from './present-diff.ts';

const field = (specialId: number, extra: Partial<NonNullable<EnterpriseBundle['specialFields']>[number]> = {}) => ({
  specialId,
  configName: `字段${specialId}`,
  showType: 2,
  isShow: true,
  statusFlag: 1,
  businessTypeList: [4],
  ...extra,
});

const base: EnterpriseBundle = {
  enterpriseId: 1,
  specialFields: [field(1, { isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [{ conditionType: 2, conditionValue: '1' }] })],
};
const edited: EnterpriseBundle = {
  enterpriseId: 1,
  specialFields: [field(1, { isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [{ conditionType: 2, conditionValue: '1,3' }] })],
};

describe('diffBundles', () => {
  it('a field whose config and ancestors are the same in both bundles is not looked at', () => {
    const other = { ...field(2), showType: 3 };
    const space = scenarioSpace({ ...base, specialFields: [...base.specialFields!, other] }, { ...edited, specialFields: [...edited.specialFields!, other] });
    expect(space.ok && space.value.blocks.flatMap((b) => b.subjects)).toEqual([{ kind: 'specialField', businessType: 4, specialId: 1, name: '字段1' }]);
  });

  it('reports progress up to the whole space', () => {
    const seen: [number, number][] = [];
    diffBundles(base, edited, { onProgress: (done, total) => seen.push([done, total]) });
    expect(seen.at(-1)).toEqual([seen.at(-1)![1], seen.at(-1)![1]]);
    expect(seen.at(-1)![1]).toBeGreaterThan(0);
  });

  it('stops with DiffCancelled when the signal aborts or shouldStop says so', () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => diffBundles(base, edited, { signal: controller.signal })).toThrow(DiffCancelled);
    expect(() => diffBundles(base, edited, { shouldStop: () => true })).toThrow(DiffCancelled);
    expect(() => replayOrders(base, edited, [], { shouldStop: () => true })).toThrow(DiffCancelled);
  });

  it('refuses a space over the cap with a message in Chinese and English', () => {
    // Ten choice parents with 9 options each under one child: 10^10 combinations.
    const parents = Array.from({ length: 10 }, (_, i) =>
      field(10 + i, { showType: 3, showTypeConfigInfo: Array.from({ length: 9 }, (_, k) => ({ optionId: k + 1, optionContent: `选项${k + 1}` })) }),
    );
    const chain = parents.map((p, i) => (i === 0 ? p : { ...p, isAssociation: true, parentSpecialId: 9 + i, associationParentInfo: [{ optionId: 1, whetherHide: false }] }));
    const next = chain.map((f) => ({ ...f, configName: `${f.configName}（新）` }));
    const result = diffBundles({ enterpriseId: 1, specialFields: chain }, { enterpriseId: 1, specialFields: next });
    expect(result.ok).toBe(false);
    expect(result.issues[0]).toMatchObject({ code: 'diff.spaceTooLarge', path: '' });
    expect(result.issues[0]!.message).toContain(`上限 ${MAX_SCENARIO_SPACE} 个`);
    expect(result.issues[0]!.messageEn).toContain(`the cap is ${MAX_SCENARIO_SPACE}`);
  });

  it('words a condition that holds everywhere as 所有场景', () => {
    expect(describeCondition([], 'zh')).toBe('所有场景');
    expect(describeCondition([], 'en')).toBe('every scenario');
  });
});
