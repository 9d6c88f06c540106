import { describe, expect, it } from 'vitest';
import { specialField } from '../../tests/support/builders.ts';
import { reason, renderReasons } from '../model/reasons.ts';
import { requiredStatus } from './special-field-required.ts';

const byTrip13 = { conditionType: 2 as const, conditionValue: '1,3' };

describe('requiredStatus (spec §5, D4)', () => {
  it('not mandatory is optional', () => {
    const status = requiredStatus(specialField({ specialId: 7 }), { businessType: 4 });
    expect(status).toEqual({ required: false, because: [reason('required.notMandatory')] });
    expect(renderReasons(status.because, 'zh')).toEqual(['选填：该字段不是必填项']);
    expect(renderReasons(status.because, 'en')).toEqual(['optional: not mandatory']);
  });
  it('mandatory without conditions is required', () => {
    expect(requiredStatus(specialField({ specialId: 7, isMandatory: true }), { businessType: 4 }).required).toBe(true);
  });
  it('mandatory with a trip-type condition is required when the trip type is listed', () => {
    const field = specialField({ specialId: 7, isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [byTrip13] });
    const status = requiredStatus(field, { businessType: 4, tripType: 1 });
    expect(status).toEqual({
      required: true,
      because: [reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] })],
    });
    expect(renderReasons(status.because, 'zh')).toEqual(['必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中']);
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
    const status = requiredStatus(field, { businessType: 4, tripType: 1, passengerName: '张三 ' });
    expect(status).toEqual({
      required: false,
      because: [
        reason('mustCondition.tripTypeIn', { businessType: 4, tripType: 1, tripTypes: [1, 3] }),
        reason('required.waived', { passenger: '张三' }),
      ],
    });
    expect(renderReasons(status.because, 'zh')).toEqual([
      '必填：行程类型「同城单程」在条件列表（同城单程、异地单程）中',
      '免填：乘车人「张三」在跳过名单中',
    ]);
    expect(renderReasons(status.because, 'en')).toEqual(['mandatory: trip type 1 is in 1, 3', 'waived: passenger 张三 is in the skip list']);
    expect(requiredStatus(field, { businessType: 4, tripType: 1, passengerName: '李四' }).required).toBe(true);
  });
  it('the skip list does not waive a field without conditions', () => {
    const field = specialField({ specialId: 7, isMandatory: true, skipMustConditionConfigList: [{ passengerName: '张三' }] });
    expect(requiredStatus(field, { businessType: 4, passengerName: '张三' }).required).toBe(true);
  });
  it.each([1, 7, 8])('show type %i is never required', (showType) => {
    expect(requiredStatus(specialField({ specialId: 7, showType, isMandatory: true }), { businessType: 4 })).toEqual({
      required: false,
      because: [reason('required.neverForShowType', { showType })],
    });
  });
  it('mandatory with an empty condition list is optional', () => {
    const field = specialField({ specialId: 7, isMandatory: true, isHaveMustCondition: true, mustConditionConfigList: [] });
    expect(requiredStatus(field, { businessType: 4 })).toEqual({ required: false, because: [reason('required.noConditionsListed')] });
  });
});
