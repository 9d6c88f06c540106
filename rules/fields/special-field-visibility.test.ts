import { describe, expect, it } from 'vitest';
import { choiceField, specialField } from '../../tests/support/builders.ts';
import type { SpecialValue } from '../model/scenario.ts';
import { reason, renderReasons } from '../model/reasons.ts';
import { generateChainBundle, generateCycleBundle } from '../../tests/bench/generate-bundle.ts';
import { readsAtSizeAndDouble } from '../../tests/support/counting.ts';
import { fieldVisibility, isFieldApplicable } from './special-field-visibility.ts';

const visibleIds = (fields: Parameters<typeof fieldVisibility>[0], values: Record<number, SpecialValue>, bt = 4) =>
  [...fieldVisibility(fields, bt, (id) => values[id]).entries()].filter(([, v]) => v.visible).map(([id]) => id);

describe('isFieldApplicable (D4)', () => {
  it('needs the business type, isShow and statusFlag 1', () => {
    expect(isFieldApplicable(specialField({ specialId: 1 }), 4)).toBe(true);
    expect(isFieldApplicable(specialField({ specialId: 1, businessTypeList: [5] }), 4)).toBe(false);
    expect(isFieldApplicable(specialField({ specialId: 1, isShow: false }), 4)).toBe(false);
    expect(isFieldApplicable(specialField({ specialId: 1, statusFlag: 0 }), 4)).toBe(false);
  });
});

describe('fieldVisibility: association chains (spec §4, D4)', () => {
  // 1 (dropdown) -> 2 (radio, shown by option 1 of 1) -> 3 (text, shown by option 2 of 2)
  const chain = [
    choiceField({ specialId: 1 }),
    choiceField({
      specialId: 2,
      showType: 4,
      isAssociation: true,
      parentSpecialId: 1,
      associationParentInfo: [
        { optionId: 1, whetherHide: false },
        { optionId: 2, whetherHide: true },
      ],
    }),
    specialField({ specialId: 3, isAssociation: true, parentSpecialId: 2, associationParentInfo: [{ optionId: 2, whetherHide: false }] }),
  ];

  it('a read-only or text parent never shows its children, whatever its value reads as (the linter: parent-not-choice)', () => {
    // Found by the impact diff's replay law: a stored value 2 of a read-only parent showed the child
    // here while the diff, like the linter, held that it never shows.
    for (const showType of [1, 2]) {
      const fields = [
        specialField({ specialId: 1, showType }),
        specialField({ specialId: 2, isAssociation: true, parentSpecialId: 1, associationParentInfo: [{ optionId: 2, whetherHide: false }] }),
      ];
      const decided = fieldVisibility(fields, 4, (id) => ({ 1: 2 })[id]);
      expect(decided.get(2)).toEqual({ visible: false, because: [reason('field.parentNotChoice', { parentId: 1, parentName: fields[0]!.configName })] });
      expect(renderReasons(decided.get(2)!.because, 'zh')).toEqual(['隐藏：父字段「字段1」不是选择类字段，此字段永远不会显示']);
    }
  });

  it('shows a three-level chain when every choice shows the next level', () => {
    expect(visibleIds(chain, { 1: 1, 2: 2 })).toEqual([1, 2, 3]);
  });
  it('hides a child when nothing is chosen in its parent yet', () => {
    expect(visibleIds(chain, {})).toEqual([1]);
  });
  it('hides a child whose parent option has whetherHide true', () => {
    expect(visibleIds(chain, { 1: 2, 2: 2 })).toEqual([1]);
  });
  it('hides a child whose parent option has no entry', () => {
    expect(visibleIds(chain, { 1: 1, 2: 1 })).toEqual([1, 2]);
  });
  it('hides the grandchild when the parent is hidden, whatever the parent value says', () => {
    expect(visibleIds(chain, { 1: 2, 2: 2 })).not.toContain(3);
  });
  it('reads numeric text as an option id', () => {
    expect(visibleIds(chain, { 1: '1', 2: '2' })).toEqual([1, 2, 3]);
  });

  it('shows the child of a checkbox parent when any chosen option shows it', () => {
    const fields = [
      choiceField({ specialId: 1, showType: 5 }),
      specialField({
        specialId: 2,
        isAssociation: true,
        parentSpecialId: 1,
        associationParentInfo: [
          { optionId: 1, whetherHide: true },
          { optionId: 2, whetherHide: false },
        ],
      }),
    ];
    expect(visibleIds(fields, { 1: [1, 2] })).toEqual([1, 2]);
    expect(visibleIds(fields, { 1: [1] })).toEqual([1]);
    expect(visibleIds(fields, { 1: [] })).toEqual([1]);
  });

  it('hides a field whose parent does not exist', () => {
    const fields = [specialField({ specialId: 2, isAssociation: true, parentSpecialId: 99 })];
    const state = fieldVisibility(fields, 4, () => undefined).get(2);
    expect(state).toEqual({ visible: false, because: [reason('field.parentMissing', { parentId: 99 })] });
    expect(renderReasons(state?.because ?? [], 'zh')).toEqual(['隐藏：关联的父字段已不存在']);
    expect(renderReasons(state?.because ?? [], 'en')).toEqual(['hidden: parent 99 does not exist']);
  });

  it('names the parent in its reasons', () => {
    const fields = [
      choiceField({ specialId: 1, configName: '差旅类型' }),
      specialField({ specialId: 2, isAssociation: true, parentSpecialId: 1, associationParentInfo: [{ optionId: 1, whetherHide: false }] }),
    ];
    const because = (values: Record<number, SpecialValue>) =>
      renderReasons(fieldVisibility(fields, 4, (id) => values[id]).get(2)?.because ?? [], 'zh');
    expect(because({})).toEqual(['隐藏：父字段「差旅类型」尚未选择']);
    expect(because({ 1: 1 })).toEqual(['显示：父字段「差旅类型」的所选项显示此字段']);
    expect(because({ 1: 2 })).toEqual(['隐藏：父字段「差旅类型」的所选项隐藏此字段']);
  });

  it('hides every field of a cycle', () => {
    const fields = [
      choiceField({ specialId: 1, isAssociation: true, parentSpecialId: 2, associationParentInfo: [{ optionId: 1, whetherHide: false }] }),
      choiceField({ specialId: 2, isAssociation: true, parentSpecialId: 1, associationParentInfo: [{ optionId: 1, whetherHide: false }] }),
    ];
    expect(visibleIds(fields, { 1: 1, 2: 1 })).toEqual([]);
    expect(fieldVisibility(fields, 4, () => 1).get(1)?.because.map((r) => r.code)).toEqual(['field.parentCycle']);
    expect(fieldVisibility(fields, 4, () => 1).get(2)?.because.map((r) => r.code)).toEqual(['field.parentCycle']);
  });

  it('gives the same reasons to a cycle and what hangs below it, whatever the bundle order', () => {
    const linked = (specialId: number, parentSpecialId: number) =>
      choiceField({ specialId, isAssociation: true, parentSpecialId, associationParentInfo: [{ optionId: 1, whetherHide: false }] });
    // 1 <-> 2 is a cycle; 3 hangs right below it, 4 below 3.
    const fields = [linked(4, 3), linked(3, 2), linked(1, 2), linked(2, 1)];
    const codes = (order: typeof fields) =>
      Object.fromEntries([...fieldVisibility(order, 4, () => 1)].map(([id, v]) => [id, v.because.map((r) => r.code)]));
    const expected = { 1: ['field.parentCycle'], 2: ['field.parentCycle'], 3: ['field.parentCycle'], 4: ['field.parentHidden'] };
    expect(codes(fields)).toEqual(expected);
    expect(codes([...fields].reverse())).toEqual(expected);
  });

  it('never displays a hidden (7) field', () => {
    expect(visibleIds([specialField({ specialId: 1, showType: 7 })], {})).toEqual([]);
  });
});

describe('fieldVisibility stays linear (issue 7, point 8)', () => {
  it('looks up parents in proportion to the fields: twice the chain or cycle, twice the lookups', () => {
    for (const make of [generateChainBundle, generateCycleBundle]) {
      const { single, double } = readsAtSizeAndDouble(1000, (n) => make(n).specialFields ?? [], (fields) => fieldVisibility(fields, 4, () => 1));
      expect(single).toBeLessThanOrEqual(3 * 1000);
      expect(double / single).toBeCloseTo(2, 1);
    }
  });

  it('shows all of a 20,000-field chain whose every parent chooses the showing option, and none when the root hides', () => {
    const fields = generateChainBundle(20_000).specialFields ?? [];
    expect(visibleIds(fields, Object.fromEntries(fields.map((f) => [f.specialId, 1]))).length).toBe(20_000);
    const hidden = fieldVisibility(fields, 4, (id) => (id === 1 ? 2 : 1));
    expect([...hidden.values()].filter((v) => v.visible).length).toBe(1);
    expect(hidden.get(20_000)?.because).toEqual([reason('field.parentHidden', { parentId: 19_999, parentName: '字段19999' })]);
  });
});
