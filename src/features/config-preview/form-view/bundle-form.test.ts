import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { lintBundle, type EnterpriseBundle } from '../../../../rules/index.ts';
import {
  formErrorPath, formKey, moveListItem, NO_PARENT, restForm, restFormData, specialFieldData, specialFieldForm, withNewSpecialField, withoutSpecialField,
  withRestForm, withSpecialField,
} from './bundle-form.ts';

const { $schema: _s, ...SEEDED } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../fixtures/enterprises/huaxin-tech/bundle.json'), 'utf8')) as EnterpriseBundle & { $schema: string };

describe('the bundle as a form (issue 24 §1)', () => {
  it('gives back the same bundle when nothing is edited', () => {
    const fields = SEEDED.specialFields!;
    const each = fields.reduce((bundle, field, i) => withSpecialField(bundle, i, specialFieldData(field)), SEEDED);
    expect(withRestForm(each, restFormData(SEEDED))).toEqual(SEEDED);
  });

  it('rebuilds only the edited field: every other field keeps its object (property; an edit draws one field again)', () => {
    const fields = SEEDED.specialFields!;
    fc.assert(
      fc.property(fc.nat({ max: fields.length - 1 }), fc.string({ maxLength: 12 }), fc.boolean(), (index, name, required) => {
        const form = { ...specialFieldData(fields[index]!), configName: name, isMandatory: required };
        const next = withSpecialField(SEEDED, index, form);
        next.specialFields!.forEach((field, i) => {
          if (i !== index) expect(field).toBe(fields[i]);
        });
        expect(next.specialFields![index]).toMatchObject({ specialId: fields[index]!.specialId, configName: name, isMandatory: required });
        expect(next.auditConfigs).toBe(SEEDED.auditConfigs);
        // The form of the field as written back is the form that was written.
        expect(specialFieldData(next.specialFields![index]!)).toEqual(form);
      }),
      { numRuns: 100 },
    );
  });

  it('makes 项目编号 shown and required only when 出差事由 is 其他, by names and no ids typed', () => {
    const project = specialFieldData(SEEDED.specialFields![0]!);
    project.requiredTripTypes = [];
    project.showWhen = { parentId: 102, optionIds: [4] };
    const next = withSpecialField(SEEDED, 0, project);
    const field = next.specialFields!.find((f) => f.specialId === 101)!;
    expect(field).toMatchObject({ isMandatory: true, isHaveMustCondition: false, mustConditionConfigList: [], isAssociation: true, parentSpecialId: 102, associationParentInfo: [{ optionId: 4, whetherHide: false }] });
    expect(lintBundle(next).errors).toEqual([]);
    // The parent is offered by its name, its options by theirs.
    const schema = JSON.stringify(specialFieldForm(next).schema);
    expect(schema).toContain('当「出差事由」为所选选项时显示');
    expect(schema).toContain('{"const":4,"title":"其他"}');
    // Back to always shown.
    const back = specialFieldData(next.specialFields![0]!);
    back.showWhen = { parentId: NO_PARENT };
    expect(withSpecialField(next, 0, back).specialFields![0]).toMatchObject({ isAssociation: false, parentSpecialId: null, associationParentInfo: [] });
  });

  it('adds a field with the next id and options with the next option ids, removes and reorders', () => {
    const added = withNewSpecialField(SEEDED);
    expect(added.specialFields!.at(-1)).toMatchObject({ specialId: 106, configName: '', statusFlag: 1 });
    const named = withSpecialField(added, 5, { ...specialFieldData(added.specialFields![5]!), configName: '成本编号', showType: 3, showTypeConfigInfo: [{ optionContent: '甲' }, { optionContent: '乙' }] });
    const removed = withoutSpecialField(named, 3);
    const next = moveListItem(removed, ['specialFields'], 0, 1)!.bundle;
    expect(next.specialFields!.map((f) => f.specialId)).toEqual([102, 101, 103, 105, 106]);
    expect(next.specialFields![4]).toMatchObject({ specialId: 106, statusFlag: 1, showTypeConfigInfo: [{ optionId: 1, optionContent: '甲' }, { optionId: 2, optionContent: '乙' }] });
    expect(lintBundle(next).errors).toEqual([]);
    // A place outside the list changes nothing.
    expect(withoutSpecialField(SEEDED, 9)).toBe(SEEDED);
    expect(withSpecialField(SEEDED, 9, specialFieldData(SEEDED.specialFields![0]!))).toBe(SEEDED);
  });

  it('moves a dropped special field or option to its new place, the rest kept, and names it (drag to reorder)', () => {
    const field = moveListItem(SEEDED, ['specialFields'], 2, 0)!;
    expect(field.name).toBe('用车说明');
    expect(field.bundle.specialFields!.map((f) => f.specialId)).toEqual([103, 101, 102, 104, 105]);
    expect(SEEDED.specialFields!.map((f) => f.specialId)).toEqual([101, 102, 103, 104, 105]);
    const option = moveListItem(SEEDED, ['specialFields', 1, 'showTypeConfigInfo'], 3, 1)!;
    expect(option.name).toBe('其他');
    expect(option.bundle.specialFields![1]!.showTypeConfigInfo!.map((o) => o.optionContent)).toEqual(['客户拜访', '其他', '会议', '培训']);
    expect(option.bundle.specialFields![0]).toBe(SEEDED.specialFields![0]);
    expect(lintBundle(option.bundle).errors).toEqual([]);
    // Nowhere to go: the same place, outside the list, a path the form has no list at.
    expect(moveListItem(SEEDED, ['specialFields'], 1, 1)).toBeUndefined();
    expect(moveListItem(SEEDED, ['specialFields'], 0, 9)).toBeUndefined();
    expect(moveListItem(SEEDED, ['auditConfigs'], 0, 1)).toBeUndefined();
  });

  it('draws the audit condition bitmask as six named checkboxes and writes it back as the bitmask', () => {
    const data = restFormData(SEEDED);
    const section = data.auditConfigs[0]!.userInputDto!;
    expect(section.auditConditionConfigDto.conditionBits).toEqual([1, 4]);
    const schema = restForm(SEEDED).schema as { properties: { auditConfigs: { items: { properties: { userInputDto: { properties: { auditConditionConfigDto: { properties: { conditionBits: { items: { oneOf: { title: string }[] } } } } } } } }[] } } };
    const names = schema.properties.auditConfigs.items[0]!.properties.userInputDto.properties.auditConditionConfigDto.properties.conditionBits.items.oneOf.map((o) => o.title);
    expect(names).toEqual(['行程类型在所选范围内', '订单类型在所选范围内', '支付方式在所选范围内', '用户等级在所选范围内', '预订人不在免审批名单中', '车型等级在所选范围内']);
    section.auditConditionConfigDto.conditionBits = [1, 4, 16];
    expect(withRestForm(SEEDED, data).auditConfigs![0]!.userInputDto!.auditConditionConfigDto).toEqual({ conditionBits: 21, tripTypes: [1, 3, 4], paymentTypes: [4, 24] });
    for (const form of [restForm(SEEDED), specialFieldForm(SEEDED)]) expect(JSON.stringify(form.schema)).not.toMatch(/"title":"[^"]*\d{2}[^"]*"/);
  });

  it('writes trip types ticked by name as the must condition', () => {
    const form = { ...specialFieldData(SEEDED.specialFields![0]!), requiredTripTypes: [5, 1, 3] };
    expect(withSpecialField(SEEDED, 0, form).specialFields![0]!.mustConditionConfigList).toEqual([{ conditionType: 2, conditionValue: '1,3,5' }]);
  });

  it('places a lint error under the form field that says it', () => {
    expect(formErrorPath('/specialFields/1/specialId')).toBe('/specialFields/1/configName');
    expect(formErrorPath('/specialFields/2/parentSpecialId')).toBe('/specialFields/2/showWhen/parentId');
    expect(formErrorPath('/specialFields/0/mustConditionConfigList/0/conditionValue')).toBe('/specialFields/0/requiredTripTypes');
    expect(formErrorPath('/specialFields/0/showTypeConfigInfo/1/optionId')).toBe('/specialFields/0/showTypeConfigInfo/1/optionContent');
    expect(formErrorPath('/auditConfigs/0/userInputDto/auditConditionConfigDto/tripTypes/0')).toBe('/auditConfigs/0/userInputDto/auditConditionConfigDto/tripTypes');
    expect(formErrorPath('/enterpriseId')).toBe('');
  });

  it('keys the form by what its schema depends on', () => {
    const renamed = { ...SEEDED, specialFields: SEEDED.specialFields!.map((f) => (f.specialId === 101 ? { ...f, configName: '项目号' } : f)) };
    expect(formKey(renamed)).toBe(formKey(SEEDED));
    const parentRenamed = { ...SEEDED, specialFields: SEEDED.specialFields!.map((f) => (f.specialId === 102 ? { ...f, configName: '事由' } : f)) };
    expect(formKey(parentRenamed)).not.toBe(formKey(SEEDED));
  });
});
