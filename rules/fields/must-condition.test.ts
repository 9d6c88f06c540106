import { describe, expect, it } from 'vitest';
import { mustConditionHolds, parseMustCondition } from './must-condition.ts';

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
    expect(mustConditionHolds(fourHours, { businessType: 5, durationHours: 4 })).toEqual({
      holds: true,
      because: 'duration 4 h is at least 4 h',
    });
    expect(mustConditionHolds(fourHours, { businessType: 5, durationHours: 3.5 }).holds).toBe(false);
  });
  it('never holds a duration for a special car', () => {
    expect(mustConditionHolds(fourHours, { businessType: 4, durationHours: 10 }).holds).toBe(false);
  });
  it('holds when the trip type is in the list', () => {
    expect(mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4, tripType: 1 })).toEqual({
      holds: true,
      because: 'trip type 1 is in 1,3',
    });
    expect(mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4, tripType: 2 }).holds).toBe(false);
    expect(mustConditionHolds({ conditionType: 2, conditionValue: '1,3' }, { businessType: 4 }).holds).toBe(false);
  });
  it('a condition that does not parse never holds', () => {
    expect(mustConditionHolds({ conditionType: 2, conditionValue: 'a' }, { businessType: 4, tripType: 1 }).holds).toBe(false);
  });
});
