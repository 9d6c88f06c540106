import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleWith, choiceField, specialField } from '../../tests/support/builders.ts';
import { reason, renderReasons } from '../model/reasons.ts';
import { missingRequiredFields, patternMessage, requiredMessage, specialConfigPointer, specialConfigsToSubmit, specialFieldStates } from './special-fields.ts';

const project = specialField({ specialId: 7, configName: '项目编号', isMandatory: true });
const parent = choiceField({ specialId: 1, configName: '是否出差' });
const child = specialField({
  specialId: 2,
  configName: '出差事由',
  isMandatory: true,
  isAssociation: true,
  parentSpecialId: 1,
  associationParentInfo: [{ optionId: 1, whetherHide: false }],
});

describe('special config fields (spec §5, D4)', () => {
  it('says {字段名}为必填项', () => expect(requiredMessage('项目编号')).toBe('项目编号为必填项'));
  it('says a wrong shape in words, with the example when there is one', () => {
    expect(patternMessage('购买日期', '2024-03-15')).toBe('购买日期格式不正确，例如 2024-03-15');
    expect(patternMessage('城市')).toBe('城市格式不正确');
  });
  it('property: a wrong-shape message names the field and its example and nothing of a pattern', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.option(fc.string({ maxLength: 12 }), { nil: undefined }), (title, example) => {
        const message = patternMessage(title, example);
        expect(message.startsWith(`${title}格式不正确`)).toBe(true);
        expect(message.endsWith(example === undefined ? '格式不正确' : `，例如 ${example}`)).toBe(true);
      }),
    );
  });

  it('reports a required field without a value', () => {
    const bundle = bundleWith({ specialFields: [project] });
    const scenario = { businessType: 4 as const };
    expect(missingRequiredFields(bundle, scenario, specialFieldStates(bundle, scenario))).toEqual([
      { field: 'specialFields.7', message: '项目编号为必填项', code: 'specialConfig.required', path: '/specialConfig/7' },
    ]);
  });

  it('points a special config field into the form data under specialConfig, keyed by its id', () => {
    expect(specialConfigPointer(7)).toBe('/specialConfig/7');
  });

  it('treats blank text and an empty choice as no value', () => {
    const bundle = bundleWith({ specialFields: [project] });
    for (const value of ['  ', [], null]) {
      const scenario = { businessType: 4 as const, values: { '7': value } };
      expect(missingRequiredFields(bundle, scenario, specialFieldStates(bundle, scenario))).toHaveLength(1);
    }
  });

  it('accepts a filled required field', () => {
    const bundle = bundleWith({ specialFields: [project] });
    const scenario = { businessType: 4 as const, values: { '7': 'P-2026-01' } };
    expect(missingRequiredFields(bundle, scenario, specialFieldStates(bundle, scenario))).toEqual([]);
  });

  it('skips the check for own-car bookings of the leave trip type', () => {
    const bundle = bundleWith({ specialFields: [project] });
    const leave = { businessType: 5 as const, tripType: 4 };
    expect(missingRequiredFields(bundle, leave, specialFieldStates(bundle, leave))).toEqual([]);
    const sameCity = { businessType: 5 as const, tripType: 1 };
    expect(missingRequiredFields(bundle, sameCity, specialFieldStates(bundle, sameCity))).toHaveLength(1);
  });

  it('a hidden associated field is never required', () => {
    const bundle = bundleWith({ specialFields: [parent, child] });
    const scenario = { businessType: 4 as const, values: { '1': 2 } };
    const states = specialFieldStates(bundle, scenario);
    expect(states.find((s) => s.specialId === 2)).toMatchObject({ visible: false, required: false });
    expect(missingRequiredFields(bundle, scenario, states)).toEqual([]);
  });

  it('read-only and description fields show but are not editable', () => {
    const bundle = bundleWith({
      specialFields: [specialField({ specialId: 1, showType: 1 }), specialField({ specialId: 2, showType: 8 })],
    });
    expect(specialFieldStates(bundle, { businessType: 4 }).map((s) => [s.visible, s.editable])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('states the fields in bundle order with their reasons', () => {
    const bundle = bundleWith({ specialFields: [project] });
    const states = specialFieldStates(bundle, { businessType: 4 });
    expect(states).toEqual([
      { specialId: 7, visible: true, required: true, editable: true, because: [reason('field.applies'), reason('required.always')] },
    ]);
    expect(renderReasons(states[0]?.because ?? [], 'zh')).toEqual(['显示：适用于本次预订', '必填：必填且没有附加条件']);
    expect(renderReasons(states[0]?.because ?? [], 'en')).toEqual(['shown: applies to this booking', 'mandatory: no conditions']);
  });

  it('computes the own-car duration from fromTime and toTime for duration conditions', () => {
    const long = specialField({
      specialId: 9,
      isMandatory: true,
      isHaveMustCondition: true,
      mustConditionConfigList: [{ conditionType: 1, conditionValue: '4' }],
    });
    const bundle = bundleWith({ specialFields: [long] });
    const six = { businessType: 5 as const, fromTime: '2026-11-22 09:00', toTime: '2026-11-22 15:00' };
    expect(specialFieldStates(bundle, six)[0]?.required).toBe(true);
    const two = { ...six, toTime: '2026-11-22 11:00' };
    expect(specialFieldStates(bundle, two)[0]?.required).toBe(false);
  });
});

describe('specialConfigsToSubmit (D4)', () => {
  it('submits shown values, the default of a hidden (7) field, and nothing of hidden or description fields', () => {
    const bundle = bundleWith({
      specialFields: [
        parent,
        child,
        specialField({ specialId: 3, configName: '内部编码', showType: 7, defaultValue: 'HQ-01' }),
        specialField({ specialId: 4, configName: '说明', showType: 8 }),
        specialField({ specialId: 5, configName: '备注' }),
      ],
    });
    const scenario = { businessType: 4 as const, values: { '1': 2, '2': '拜访客户', '4': 'x', '5': '' } };
    expect(specialConfigsToSubmit(bundle, scenario, specialFieldStates(bundle, scenario))).toEqual([
      { id: 1, name: '是否出差', value: 2 },
      { id: 3, name: '内部编码', value: 'HQ-01' },
    ]);
  });

  it('a hidden (7) field that does not apply to the business type submits nothing', () => {
    const bundle = bundleWith({ specialFields: [specialField({ specialId: 3, showType: 7, defaultValue: 'HQ', businessTypeList: [5] })] });
    const scenario = { businessType: 4 as const };
    expect(specialConfigsToSubmit(bundle, scenario, specialFieldStates(bundle, scenario))).toEqual([]);
  });
});
