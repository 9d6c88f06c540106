import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { evaluate } from '../evaluate.ts';
import { compileForm } from './compile-form.ts';
import { FormWidget } from './contract.ts';

const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/enterprises/${name}/bundle.json`, import.meta.url), 'utf8')) as EnterpriseBundle;

const zhongyuan = read('zhongyuan-energy');
const huaxin = read('huaxin-tech');
const props = (schema: { [key: string]: unknown }) => schema.properties as Record<string, Record<string, unknown>>;

describe('compileForm special-config (issue 8 §1, D4)', () => {
  const compiled = compileForm(zhongyuan, { businessType: 4, tripType: 1 }, 'special-config');

  it('keys the properties by specialId as text, titled with the configName, in the bundle order', () => {
    expect(props(compiled.schema)['201']?.title).toBe('差旅类型');
    expect(compiled.uiSchema['ui:order']).toEqual(['201', '204', '207']);
  });

  it('lists the option ids of a choice field with their optionContent as titles', () => {
    expect(props(compiled.schema)['201']).toEqual({
      type: 'integer',
      title: '差旅类型',
      oneOf: [
        { const: 1, title: '国内出差' },
        { const: 2, title: '境外出差' },
        { const: 3, title: '市内公务' },
      ],
    });
    expect((compiled.uiSchema['201'] as Record<string, unknown>)['ui:widget']).toBe('radio');
  });

  it('makes a checkbox an array of unique option ids', () => {
    expect(props(compiled.schema)['204']).toEqual({
      type: 'array',
      title: '随行服务',
      items: {
        type: 'integer',
        oneOf: [
          { const: 21, title: '举牌接机' },
          { const: 22, title: '车内备瓶装水' },
          { const: 23, title: '儿童安全座椅' },
        ],
      },
      uniqueItems: true,
    });
  });

  it('leaves out a hidden (kind 7), switched-off, disabled and not-yet-shown child field', () => {
    for (const id of ['202', '203', '205', '206', '208', '209', '210']) expect(props(compiled.schema)[id]).toBeUndefined();
  });

  it('puts a required field in required and draws a read-only field read-only, never required', () => {
    expect(compiled.schema.required).toEqual(['201']);
    expect((compiled.uiSchema['207'] as Record<string, unknown>)['ui:readonly']).toBe(true);
    expect(compiled.fieldStates['/207']).toMatchObject({ visible: true, required: false, editable: false });
  });

  it('gives every field of the bundle a state at its pointer, with the reasons', () => {
    expect(Object.keys(compiled.fieldStates)).toEqual(['/201', '/202', '/203', '/204', '/205', '/206', '/207', '/208', '/209', '/210']);
    expect(compiled.fieldStates['/202']).toMatchObject({ visible: false, required: false, options: [11, 12, 13] });
    expect(compiled.fieldStates['/202']?.because[0]?.code).toBe('field.parentNotChosen');
  });

  it('shows a child when the parent option shows it, and hides it again when another option hides it', () => {
    const shown = compileForm(zhongyuan, { businessType: 4, tripType: 1, values: { '201': 1 } }, 'special-config');
    expect(props(shown.schema)['202']?.title).toBe('客户名称');
    expect(shown.schema.required).toEqual(['201', '202']);
    const hidden = compileForm(zhongyuan, { businessType: 4, tripType: 1, values: { '201': 3 } }, 'special-config');
    expect(props(hidden.schema)['202']).toBeUndefined();
  });

  it('draws an attachment with the attachment widget and a text description with the description widget, holding no value', () => {
    const h = compileForm(huaxin, { businessType: 4, tripType: 1 }, 'special-config');
    expect((h.uiSchema['104'] as Record<string, unknown>)['ui:widget']).toBe(FormWidget.ATTACHMENT);
    expect(h.uiSchema['105']).toEqual({
      'ui:widget': FormWidget.DESCRIPTION,
      'ui:readonly': true,
      'ui:options': { text: '超出差旅标准的费用由个人承担，请按公司差旅制度用车' },
    });
    expect(props(h.schema)['105']).not.toHaveProperty('default');
  });
});

describe('compileForm memo contract (issue 8 §1)', () => {
  it('the same bundle and the same states give the same schema and uiSchema objects', () => {
    const a = compileForm(zhongyuan, { businessType: 4, tripType: 1 }, 'special-config');
    const b = compileForm(zhongyuan, { businessType: 4, tripType: 1 }, 'special-config');
    expect(b.schema).toBe(a.schema);
    expect(b.uiSchema).toBe(a.uiSchema);
  });

  it('a keystroke in a text field changes no state and returns the identical schema', () => {
    const shown = { businessType: 4 as const, tripType: 1, values: { '201': 1, '202': 11 } };
    const before = compileForm(zhongyuan, { ...shown, values: { ...shown.values, '203': '张' } }, 'special-car');
    const after = compileForm(zhongyuan, { ...shown, values: { ...shown.values, '203': '张三' } }, 'special-car');
    expect(after.schema).toBe(before.schema);
    expect(after.uiSchema).toBe(before.uiSchema);
  });

  it('a change that flips a state returns a new schema', () => {
    const a = compileForm(zhongyuan, { businessType: 4, tripType: 1, values: { '201': 3 } }, 'special-config');
    const b = compileForm(zhongyuan, { businessType: 4, tripType: 1, values: { '201': 1 } }, 'special-config');
    expect(b.schema).not.toBe(a.schema);
    expect(props(b.schema)['202']).toBeDefined();
  });

  it('another bundle object with the same content compiles afresh', () => {
    const a = compileForm(zhongyuan, { businessType: 4, tripType: 1 }, 'special-config');
    const b = compileForm(structuredClone(zhongyuan), { businessType: 4, tripType: 1 }, 'special-config');
    expect(b.schema).not.toBe(a.schema);
    expect(b.schema).toEqual(a.schema);
  });

  it('reasons are not part of the key: the states still carry the reasons of this scenario', () => {
    const scenario = { businessType: 4 as const, tripType: 1, values: { '201': 1 } };
    const compiled = compileForm(zhongyuan, scenario, 'special-config');
    expect(compiled.fieldStates['/202']?.because).toEqual(evaluate(zhongyuan, scenario).specialFields.find((s) => s.specialId === 202)?.because);
  });
});
