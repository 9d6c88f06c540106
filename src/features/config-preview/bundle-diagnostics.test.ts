import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { generateAttackSpecialFields } from '../../../tests/bench/generate-bundle.ts';
import { canSave, checkBundleText, forThePage } from './bundle-diagnostics.ts';

const FIXTURE = readFileSync(new URL('../../../fixtures/enterprises/huaxin-tech/bundle.json', import.meta.url), 'utf8');

describe('checkBundleText: the editor’s messages and whether a save is allowed', () => {
  it('a fixture bundle has no error and may be saved', () => {
    const checked = checkBundleText(FIXTURE);
    expect(checked.parsed && checked.errors).toEqual([]);
    expect(canSave(checked)).toBe(true);
  });

  it('text that does not parse is one error at the place the parser stopped, and cannot be saved', () => {
    const checked = checkBundleText('{"enterpriseId": 1001,, }');
    expect(checked.parsed).toBe(false);
    expect(checked.diagnostics).toEqual([{ from: 22, to: 23, severity: 'error', message: 'JSON 格式错误，无法解析' }]);
    expect(canSave(checked)).toBe(false);
  });

  it('a lint error is placed on its JSON path in the text, in Chinese, and stops the save', () => {
    const bundle = JSON.parse(FIXTURE) as { specialFields: { specialId: number }[] };
    bundle.specialFields[1]!.specialId = 101;
    const text = JSON.stringify(bundle, null, 2);
    const checked = checkBundleText(text);
    expect(canSave(checked)).toBe(false);
    const duplicate = checked.diagnostics.find((d) => d.message.includes('编号相同'));
    expect(duplicate?.message).toBe('特殊字段「出差事由」与特殊字段「项目编号」的编号相同（都是 101），每个特殊字段的编号应各不相同');
    expect(text.slice(duplicate!.from, duplicate!.to)).toBe('"specialId": 101');
  });

  it('a schema error is placed too, said as a sentence naming the setting (issue 24 §1)', () => {
    const checked = checkBundleText('{\n  "enterpriseId": "x"\n}');
    expect(canSave(checked)).toBe(false);
    const [first] = checked.diagnostics;
    expect(first?.message).toBe('「企业编号」应为整数');
    expect(checked.parsed && checked.plainErrors).toEqual(['「企业编号」应为整数']);
    expect('{\n  "enterpriseId": "x"\n}'.slice(first!.from, first!.to)).toBe('"enterpriseId": "x"');
  });

  it('for the page, a bundle that may be saved comes as its canonical JSON only (issue 24 §4); an over-cap one comes without its value (issue 21 §6)', () => {
    const ok = forThePage(checkBundleText(FIXTURE));
    expect(ok.parsed && ok.canonical).toBe(JSON.stringify(JSON.parse(FIXTURE)));
    expect(ok).not.toHaveProperty('value');
    const attack = { ...(JSON.parse(FIXTURE) as object), specialFields: generateAttackSpecialFields(1850) };
    const over = forThePage(checkBundleText(JSON.stringify(attack, null, 2)));
    expect(over.parsed && over.errors.map((e) => e.message)).toContain('特殊字段共 1850 个，超过上限 1000 个');
    expect(over).not.toHaveProperty('value');
    expect(over).not.toHaveProperty('canonical');
    expect(over).not.toHaveProperty('draft');
    const broken = checkBundleText('{');
    expect(forThePage(broken)).toBe(broken);
  });

  it('for the page, a bundle with a rule error (not of its schema or caps) comes as a draft the form view draws (issue 24 §1)', () => {
    const duplicate = JSON.parse(FIXTURE) as { specialFields: { specialId: number }[] };
    duplicate.specialFields[1]!.specialId = duplicate.specialFields[0]!.specialId;
    const checked = forThePage(checkBundleText(JSON.stringify(duplicate)));
    expect(checked.parsed && checked.errors.map((e) => e.path)).toEqual(['/specialFields/1/specialId']);
    expect(checked).not.toHaveProperty('value');
    expect(checked.parsed && checked.draft).toEqual(duplicate);
    const schemaBroken = forThePage(checkBundleText('{"enterpriseId": "x"}'));
    expect(schemaBroken).not.toHaveProperty('draft');
  });
});

describe('the page’s error lines and caps in words (issue 24 §2, §3)', () => {
  it('a duplicate field id is said by the fields’ names, never by JSON paths', () => {
    const bundle = JSON.parse(FIXTURE) as { specialFields: { specialId: number }[] };
    bundle.specialFields[1]!.specialId = bundle.specialFields[0]!.specialId;
    const checked = checkBundleText(JSON.stringify(bundle));
    if (!checked.parsed) throw new Error('parses');
    expect(checked.plainErrors).toHaveLength(1);
    expect(checked.plainErrors[0]).toBe('特殊字段「出差事由」与特殊字段「项目编号」的编号相同（都是 101），每个特殊字段的编号应各不相同');
    expect(checked.plainErrors[0]).not.toMatch(/\/|[a-z][A-Z]/);
  });

  it('a bundle with 450 special-car fields is near the cap of 500, and says so in words', () => {
    const bundle = JSON.parse(FIXTURE) as { specialFields: Record<string, unknown>[] };
    const field = bundle.specialFields[0]!;
    bundle.specialFields = Array.from({ length: 450 }, (_, i) => ({ ...field, specialId: 5000 + i, configName: `字段${i}`, businessTypeList: [4] }));
    const checked = checkBundleText(JSON.stringify(bundle));
    expect(checked.parsed && checked.nearCaps.map((u) => `${u.what}：${u.used} / ${u.cap}`)).toContain('适用于专车的特殊字段：450 / 500');
  });
});
