import { describe, expect, it } from 'vitest';
import { specialField } from '../../tests/support/builders.ts';
import { requiredStatus } from './special-field-required.ts';

const byTrip13 = { conditionType: 2 as const, conditionValue: '1,3' };

describe('requiredStatus (spec §5, D4)', () => {
  it('not mandatory is optional', () => {
    expect(requiredStatus(specialField({ specialId: 7 }), { businessType: 4 })).toEqual({
      required: false,
      because: ['optional: not mandatory'],
    });
  });
  it('mandatory without conditions is required', () => {
    expect(requiredStatus(specialField({ specialId: 7, isMandatory: true }), { businessType: 4 }).required).toBe(true);
  });
  it('mandatory with a trip-type condition is required when the trip type is listed', () => {
    const field = specialField({ specialId: 7, isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [byTrip13] });
    expect(requiredStatus(field, { businessType: 4, tripType: 1 })).toEqual({
      required: true,
      because: ['mandatory: trip type 1 is in 1,3'],
    });
    expect(requiredStatus(field, { businessType: 4, tripType: 5 }).required).toBe(false);
  });
  it('mandatory with a duration condition is required when the own-car booking lasts long enough', () => {
    const field = specialField({
      specialId: 7,
      isMandatory: true,
      isHaveMustCondition: true,
      mustConditionConfigList: [{ conditionType: 1, conditionValue: '4' }],
    });
    expect(requiredStatus(field, { businessType: 5, durationHours: 6 }).required).toBe(true);
    expect(requiredStatus(field, { businessType: 5, durationHours: 2 }).required).toBe(false);
  });
  it('any holding condition makes it required', () => {
    const field = specialField({
      specialId: 7,
      isMandatory: true,
      isHaveMustCondition: true,
      mustConditionConfigList: [{ conditionType: 1, conditionValue: '4' }, byTrip13],
    });
    expect(requiredStatus(field, { businessType: 5, durationHours: 1, tripType: 3 }).required).toBe(true);
  });
  it('is waived for a passenger in the skip list, names compared after trimming', () => {
    const field = specialField({
      specialId: 7,
      isMandatory: true,
      isHaveMustCondition: true,
      mustConditionConfigList: [byTrip13],
      skipMustConditionConfigList: [{ passengerName: ' 张三' }],
    });
    expect(requiredStatus(field, { businessType: 4, tripType: 1, passengerName: '张三 ' })).toEqual({
      required: false,
      because: ['mandatory: trip type 1 is in 1,3', 'waived: passenger 张三 is in the skip list'],
    });
    expect(requiredStatus(field, { businessType: 4, tripType: 1, passengerName: '李四' }).required).toBe(true);
  });
  it('the skip list does not waive a field without conditions', () => {
    const field = specialField({ specialId: 7, isMandatory: true, skipMustConditionConfigList: [{ passengerName: '张三' }] });
    expect(requiredStatus(field, { businessType: 4, passengerName: '张三' }).required).toBe(true);
  });
  it.each([1, 7, 8])('show type %i is never required', (showType) => {
    expect(requiredStatus(specialField({ specialId: 7, showType, isMandatory: true }), { businessType: 4 }).required).toBe(false);
  });
  it('mandatory with an empty condition list is optional', () => {
    const field = specialField({ specialId: 7, isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [] });
    expect(requiredStatus(field, { businessType: 4 })).toEqual({ required: false, because: ['optional: no conditions listed'] });
  });
});
