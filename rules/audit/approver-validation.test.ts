import { describe, expect, it } from 'vitest';
import { validateApproverValue } from './approver-validation.ts';

/** A value that passes: the trimmed text, no issues. */
const passed = (value: string) => ({ ok: true, value, issues: [] });

describe('validateApproverValue (D3 validateType)', () => {
  it('type 0 accepts anything', () => {
    expect(validateApproverValue(0, '随便写')).toEqual(passed('随便写'));
  });
  it('empty text is not its business, whatever the type', () => {
    expect([0, 1, 2, 3].map((type) => validateApproverValue(type, '  '))).toEqual([0, 1, 2, 3].map(() => passed('')));
  });
  it('an unknown type accepts anything', () => {
    expect(validateApproverValue(9, 'x')).toEqual(passed('x'));
  });

  it('email: accepts li@corp.cn', () => {
    expect(validateApproverValue(1, ' li@corp.cn ')).toEqual(passed('li@corp.cn'));
  });
  it.each(['li@corp', 'li corp@cn.com', 'corp.cn', '13800000000'])('email: refuses %j with 请输入正确的邮箱', (text) => {
    expect(validateApproverValue(1, text, '/approverEmail')).toEqual({
      ok: false,
      issues: [{ code: 'approver.email', path: '/approverEmail', message: '请输入正确的邮箱', messageEn: 'Enter a valid email address' }],
    });
  });

  it('mobile: accepts 11 digits starting with 1', () => {
    expect(validateApproverValue(2, '13800000000')).toEqual(passed('13800000000'));
  });
  it.each(['1380000000', '138000000000', '23800000000', '1380000000a', '+8613800000000'])(
    'mobile: refuses %j with 请输入正确的手机号',
    (text) => {
      expect(validateApproverValue(2, text)).toMatchObject({ ok: false, issues: [{ code: 'approver.mobile', path: '', message: '请输入正确的手机号' }] });
    },
  );

  it('name(phone): accepts 王五（13800000000）', () => {
    expect(validateApproverValue(3, '王五（13800000000）')).toEqual(passed('王五（13800000000）'));
  });
  it('name(phone): accepts ASCII parentheses', () => {
    expect(validateApproverValue(3, '王五(13800000000)')).toEqual(passed('王五(13800000000)'));
  });
  it.each(['王五', '（13800000000）', '王五(1380000000)', '王五(abc)'])(
    'name(phone): refuses %j with 请按 姓名(手机号) 格式填写',
    (text) => {
      expect(validateApproverValue(3, text)).toMatchObject({ ok: false, issues: [{ code: 'approver.namePhone', message: '请按 姓名(手机号) 格式填写' }] });
    },
  );
});
