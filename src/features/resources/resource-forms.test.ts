import { describe, expect, it } from 'vitest';

import { COST_CENTRES } from '../../shared/resources/cost-centre.ts';
import { ENTERPRISE_USERS } from '../../shared/resources/enterprise-user.ts';
import { OWN_CARS } from '../../shared/resources/own-car.ts';
import { OWN_DRIVERS } from '../../shared/resources/own-driver.ts';
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

  it('a typed id (a car\'s plate) is typed when added and shown read-only when edited; the placeholders are the declaration\'s', () => {
    const add = bodyForm(OWN_CARS, {}, 'add').uiSchema as Record<string, Record<string, unknown>>;
    const edit = bodyForm(OWN_CARS, {}, 'edit').uiSchema as Record<string, Record<string, unknown>>;
    expect(add.carLicense).toEqual({ 'ui:placeholder': '如 沪A·D1234' });
    expect(edit.carLicense).toEqual({ 'ui:placeholder': '如 沪A·D1234', 'ui:readonly': true });
    expect(edit.purchaseDate).toEqual({ 'ui:placeholder': 'YYYY-MM-DD' });
    expect(bodyForm(ENTERPRISE_USERS, {}, 'edit').uiSchema).toMatchObject({ userId: { 'ui:widget': 'hidden' } });
  });

  it('the cars\' list and filter are named by the car schema\'s titles; a plate is kept as the server keeps it; 车型描述 \'0\' is none', () => {
    expect(OWN_CARS.columns.map((key) => columnTitle(OWN_CARS, key))).toEqual(['车牌号', '车型级别', '车型描述', '乘客座位数', '颜色', '购买日期', '车辆归属']);
    expect(filterForm(OWN_CARS).schema).toMatchObject({ properties: { carLicense: { title: '车牌号' }, carType: { default: 0, oneOf: [{ const: 0, title: '全部' }, { const: 1, title: '经济型' }, { const: 2 }, { const: 3 }, { const: 4 }] } } });
    const car = { carLicense: '沪A·D5678', carType: 3, carTypeDesc: '0', colorId: 4, purchaseDate: '2024-01-01', carOwnership: 2, seats: 6 };
    expect(cellText(OWN_CARS, car, 'colorId')).toBe('银色');
    expect(cellText(OWN_CARS, car, 'carOwnership')).toBe('长期租赁');
    const shown = OWN_CARS.view!(car as never);
    expect(shown).toMatchObject({ carTypeDesc: '' });
    expect(car.carTypeDesc).toBe('0');
    expect(bodyOf(OWN_CARS, shown)).toEqual({ carLicense: '沪A·D5678', carType: 3, carTypeDesc: '', seats: 6, colorId: 4, purchaseDate: '2024-01-01', carOwnership: 2 });
    expect(OWN_CARS.normalise!({ carLicense: '沪a·d1234' } as never)).toMatchObject({ carLicense: '沪A·D1234' });
  });

  it('the drivers\' columns are the driver schema\'s titles; 驾驶证状态 is the record\'s code table; the server\'s id is hidden', () => {
    expect(OWN_DRIVERS.columns.map((key) => columnTitle(OWN_DRIVERS, key))).toEqual(['姓名', '手机号', '驾驶证号', '驾驶证有效期至', '驾驶证状态', '常用车辆']);
    expect(cellText(OWN_DRIVERS, { licenseExpired: true }, 'licenseExpired')).toBe('已过期');
    expect(cellText(OWN_DRIVERS, { licenseExpired: false }, 'licenseExpired')).toBe('有效');
    expect(bodyForm(OWN_DRIVERS, {}, 'edit').uiSchema).toMatchObject({ driverId: { 'ui:widget': 'hidden' }, licenseExpiry: { 'ui:placeholder': 'YYYY-MM-DD' } });
    expect(bodyOf(OWN_DRIVERS, { driverId: 3, name: '王海峰', phoneNumber: '13916600003', licenseNumber: 'X', licenseExpiry: '2027-11-20', licenseExpired: false, carLicense: '' }))
      .toEqual({ driverId: 3, name: '王海峰', phoneNumber: '13916600003', licenseNumber: 'X', licenseExpiry: '2027-11-20', carLicense: '' });
  });
});
