import { describe, expect, it } from 'vitest';

import { checkImportRows } from '../fleet/fleet-import.ts';
import { changeWords } from './change-words.ts';
import { checkEnterpriseUserBody, emailSuffixIssue, phoneTakenIssue, USER_IMPORT, USER_SCHEMAS } from './enterprise-user.ts';
import { fieldText, fieldTitle } from './schema-fields.ts';

const schemas = [USER_SCHEMAS.body, USER_SCHEMAS.query];

describe('a resource named in words', () => {
  it('names a field by its schema title and a code by its oneOf title', () => {
    expect(fieldTitle(schemas, 'empNo')).toBe('工号');
    expect(fieldTitle(schemas, 'state')).toBe('状态');
    expect(fieldTitle(schemas, 'userId')).toBeUndefined();
    expect(fieldText(schemas, 'state', 2)).toBe('已激活');
  });

  it('tells an update as the titled fields that differ, never a key', () => {
    expect(changeWords(schemas, 'update', { userId: 'u-1', empNo: 'HX0900', trueName: '赵敏' }, { userId: 'u-2', empNo: 'HX0901', trueName: '赵敏' })).toEqual(['工号：HX0900 → HX0901']);
    expect(changeWords(schemas, 'update', { email: '' }, { email: 'a@b.cn' })).toEqual(['邮箱：（空） → a@b.cn']);
    expect(changeWords(schemas, 'add', null, { userId: 'u-9', trueName: '孙悦', phoneNumber: '13900000001', state: 1 })).toEqual(['姓名：孙悦', '手机号：13900000001', '状态：未激活']);
  });
});

describe('the users resource', () => {
  it('refuses an e-mail outside the enterprise\'s suffixes at 邮箱, naming them; none set or no e-mail: no issue', () => {
    expect(emailSuffixIssue({ email: 'sunyue@gmail.com' }, ['huaxin-tech.example.cn'])).toEqual([{ code: 'user.emailSuffix', path: '/email', message: '邮箱须为本企业的邮箱（@huaxin-tech.example.cn）' }]);
    expect(emailSuffixIssue({ email: 'sunyue@huaxin-tech.example.cn' }, ['huaxin-tech.example.cn'])).toEqual([]);
    expect(emailSuffixIssue({ email: 'sunyue@gmail.com' }, [])).toEqual([]);
    expect(emailSuffixIssue({}, ['huaxin-tech.example.cn'])).toEqual([]);
  });

  it('checks a body against the schema, texts trimmed', () => {
    const checked = checkEnterpriseUserBody({ trueName: ' 孙悦 ', phoneNumber: '13900000001', email: '', empNo: 'HX0501' });
    expect(checked.ok && checked.value.trueName).toBe('孙悦');
    const bad = checkEnterpriseUserBody({ trueName: '孙悦', phoneNumber: '1390000' });
    expect(bad.ok).toBe(false);
    expect(bad.issues[0]?.path).toBe('/phoneNumber');
  });

  it('refuses a phone number another user holds, not the user\'s own', () => {
    const holder = (phone: string) => (phone === '13800000001' ? 'u-1001-101' : undefined);
    expect(phoneTakenIssue({ phoneNumber: '13800000001' }, holder)[0]?.path).toBe('/phoneNumber');
    expect(phoneTakenIssue({ phoneNumber: '13800000001', userId: 'u-1001-101' }, holder)).toEqual([]);
    expect(phoneTakenIssue({ phoneNumber: '13900000001' }, holder)).toEqual([]);
  });

  it('makes its import template from the schema titles and names every bad cell by row and column', () => {
    expect(USER_IMPORT.columns.map((c) => c.header)).toEqual(['姓名', '手机号', '邮箱', '工号']);
    const taken = (body: unknown) => phoneTakenIssue(body as { phoneNumber: string }, (p) => (p === '13800000001' ? 'u-1001-101' : undefined));
    const { bodies, errors } = checkImportRows(
      USER_IMPORT,
      [
        { row: 2, cells: ['孙悦', '13900000001', '', 'HX0501'] },
        { row: 3, cells: ['周海', '1390', '', ''] },
        { row: 4, cells: ['王五', '13800000001', '', ''] },
        { row: 5, cells: ['孙悦二', '13900000001', '', ''] },
        { row: 6, cells: ['', '13900000006', 'not-mail', ''] },
      ],
      { today: '2026-11-27', fleetLicenses: [], recordIssues: taken },
    );
    expect(bodies.map((b) => b.row)).toEqual([2]);
    expect(errors.map((e) => e.text)).toEqual([
      '行 3，列「手机号」：须为 11 位手机号',
      '行 4，列「手机号」：手机号 13800000001 已被其他用户使用，一个手机号只能对应一个用户',
      '行 5，列「手机号」：与第 2 行重复',
      '行 6，列「姓名」：不能为空',
      '行 6，列「邮箱」：须为有效的邮箱地址，最多 60 个字符',
    ]);
  });
});
