import { describe, expect, it } from 'vitest';

import { COST_CENTRES } from '../../shared/resources/cost-centre.ts';
import { ENTERPRISE_USERS } from '../../shared/resources/enterprise-user.ts';
import { filterParams } from './api/resource-api.ts';
import { bodyForm, bodyOf, cellText, columnTitle, filterForm } from './resource-forms.ts';

describe('a resource\'s forms come from its declaration', () => {
  it('the add / edit form is the body schema, its fields in the declared order, the id hidden', () => {
    const form = bodyForm(ENTERPRISE_USERS);
    expect(Object.keys((form.schema as { properties: object }).properties)).toEqual(['userId', 'trueName', 'phoneNumber', 'email', 'empNo']);
    expect(form.uiSchema).toMatchObject({ 'ui:order': ['trueName', 'phoneNumber', 'email', 'empNo', '*'], userId: { 'ui:widget': 'hidden' } });
    expect(filterForm(ENTERPRISE_USERS).schema).toMatchObject({ properties: { searchKey: { title: '姓名、手机号、邮箱或工号' }, state: { default: 0 } } });
  });

  it('names a column by its title and a code by its title, never a key', () => {
    expect(ENTERPRISE_USERS.columns.map((key) => columnTitle(ENTERPRISE_USERS, key))).toEqual(['姓名', '手机号', '邮箱', '工号', '状态', '角色']);
    const user = { userId: 'u-1', trueName: '孙悦', phoneNumber: '13900000001', email: '', empNo: 'HX0501', state: 1 };
    expect(cellText(ENTERPRISE_USERS, user, 'state')).toBe('未激活');
    expect(bodyOf(ENTERPRISE_USERS, user)).toEqual({ userId: 'u-1', trueName: '孙悦', phoneNumber: '13900000001', email: '', empNo: 'HX0501' });
  });

  it('makes a field that holds another record\'s id a choice of names; the record\'s own fields are named by the record schema', () => {
    const form = bodyForm(COST_CENTRES, { approverUserId: [{ const: '', title: '暂不指定' }, { const: 'u-1001-101', title: '王小明（HX0101）' }] });
    const properties = (form.schema as { properties: Record<string, { title?: string; oneOf?: unknown[] }> }).properties;
    expect(properties.approverUserId).toMatchObject({ title: '审批人', oneOf: [{ const: '', title: '暂不指定' }, { const: 'u-1001-101', title: '王小明（HX0101）' }] });
    expect(properties.parentId?.oneOf).toBeUndefined();
    expect(COST_CENTRES.columns.map((key) => columnTitle(COST_CENTRES, key))).toEqual(['名称', '编码', '上级成本中心', '审批人', '限价类型', '审核状态']);
  });

  it('sends a filter without its empty values and 全部', () => {
    expect(filterParams({ searchKey: '', state: 0 })).toEqual({});
    expect(filterParams({ searchKey: '孙', state: 2, other: { x: 1 } })).toEqual({ searchKey: '孙', state: 2 });
  });
});
