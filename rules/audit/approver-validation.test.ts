import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { validateApproverPart, validateApproverValue } from './approver-validation.ts';

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

describe('validateApproverPart: the part the booker types into, checked by what it holds (D3)', () => {
  it('the administrative reviewer’s phone under name(phone) is a mobile number, not a name(phone) text', () => {
    expect(validateApproverPart(3, 'phoneNumber', '13533339999')).toEqual({ ok: true, value: '13533339999', issues: [] });
    expect(validateApproverPart(3, 'phoneNumber', '冯涛(13533339999)', '/administrativeReviewerMsg/phoneNumber')).toMatchObject({
      ok: false,
      issues: [{ code: 'approver.mobile', path: '/administrativeReviewerMsg/phoneNumber', message: '请输入正确的手机号' }],
    });
  });
  it('the name part carries the whole name(phone) text', () => {
    expect(validateApproverPart(3, 'name', '13533339999')).toMatchObject({ ok: false, issues: [{ message: '请按 姓名(手机号) 格式填写' }] });
    expect(validateApproverPart(3, 'name', '冯涛（13533339999）')).toMatchObject({ ok: true });
  });
  it('an e-mail part is checked only under type 1, a phone part under types 2 and 3', () => {
    expect(validateApproverPart(1, 'email', 'x')).toMatchObject({ ok: false, issues: [{ message: '请输入正确的邮箱' }] });
    expect(validateApproverPart(3, 'email', 'x')).toMatchObject({ ok: true });
    expect(validateApproverPart(2, 'phoneNumber', '123')).toMatchObject({ ok: false, issues: [{ message: '请输入正确的手机号' }] });
    expect(validateApproverPart(0, 'phoneNumber', '123')).toMatchObject({ ok: true });
  });
  test.prop([fc.constantFrom(0, 1, 2, 3), fc.constantFrom('name', 'phoneNumber', 'email'), fc.string()])('an empty text is never this check’s business; a passing part is trimmed', (type, part, text) => {
    expect(validateApproverPart(type, part, '')).toMatchObject({ ok: true });
    const result = validateApproverPart(type, part, text);
    if (result.ok) expect(result.value).toBe(text.trim());
  });
});
