import { describe, expect, it } from 'vitest';
import { mustConditionHolds, parseMustCondition } from './must-condition.ts';
import { reason, renderReason } from '../model/reasons.ts';

describe('parseMustCondition (D4)', () => {
  it('reads a duration in hours', () => {
    expect(parseMustCondition({ conditionType: 1, conditionValue: '4' })).toEqual({ kind: 'durationHours', hours: 4 });
    expect(parseMustCondition({ conditionType: 1, conditionValue: ' 2.5 ' })).toEqual({ kind: 'durationHours', hours: 2.5 });
  });
  it('reads a comma list of trip types, spaces allowed', () => {
    expect(parseMustCondition({ conditionType: 2, conditionValue: '1, 3' })).toEqual({ kind: 'tripTypes', tripTypes: [1, 3] });
  });
  it.each([
    [1, 'abc'],
    [1, ''],
    [1, '-2'],
    [2, '1,,3'],
    [2, 'x'],
    [2, ''],
  ] as const)('refuses type %i value "%s"', (conditionType, conditionValue) => {
    expect(parseMustCondition({ conditionType, conditionValue })).toBeNull();
  });
});

describe('mustConditionHolds (spec §5, D4)', () => {
  const fourHours = { conditionType: 1 as const, conditionValue: '4' };
  it('holds when the own-car duration reaches the threshold', () => {
    const held = mustConditionHolds(fourHours, { businessType: 5, durationHours: 4 });
    expect(held).toEqual({ holds: true, because: reason('mustCondition.durationAtLeast', { duration: 4, hours: 4 }) });
    expect(renderReason(held.because, 'zh')).toBe('必填：用车时长 4 小时，不少于 4 小时');
    expect(renderReason(held.because, 'en')).toBe('mandatory: duration 4 h is at least 4 h');
    expect(mustConditionHolds(fourHours, { businessType: 5, durationHours: 3.5 }).holds).toBe(false);
  });
  it('never holds a duration for a special car', () => {
    expect(mustConditionHolds(fourHours, { businessType: 4, durationHours: 10 })).toEqual({
      holds: false,
      because: reason('mustCondition.durationOwnCarOnly', { hours: 4 }),
    });
  });
  it('names own-car trip types by their region labels', () => {
    const held = mustConditionHolds({ conditionType: 2, conditionValue: '4' }, { businessType: 5, tripType: 2 });
    expect(renderReason(held.because, 'zh')).toBe('选填：行程类型「异地」不在条件列表（休假）中');
  });
  it('holds when the trip type is in the list', () => {
    const held = mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4, tripType: 1 });
    expect(held).toEqual({ holds: true, because: reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] }) });
    expect(renderReason(held.because, 'zh')).toBe('必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中');
    expect(renderReason(held.because, 'en')).toBe('mandatory: trip type 1 is in 1, 3');
    expect(mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4, tripType: 2 }).holds).toBe(false);
    expect(mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4 }).holds).toBe(false);
  });
  it('a condition that does not parse never holds', () => {
    expect(mustConditionHolds({ conditionType: 2, conditionValue: 'a' }, { businessType: 4, tripType: 1 })).toEqual({
      holds: false,
      because: reason('mustCondition.unparsable', { value: 'a' }),
    });
  });
});
