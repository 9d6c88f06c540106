import { describe, expect, it } from 'vitest';

import { checkSettingsSection, defaultSettings, describeSettingsChange, enterpriseSettingsForm, settingsSectionTitle, SETTINGS_SECTIONS } from './enterprise-settings.ts';

type Node = { properties: Record<string, Node>; items: Node & { oneOf?: { const: unknown; title: string }[]; enum?: unknown } };

describe('enterpriseSettingsForm', () => {
  it('offers a role the admin’s permissions by their Chinese names and the payment methods by the code table’s names', () => {
    const schema = enterpriseSettingsForm(['audit.orders', 'admin.config']).schema as unknown as Node;
    const permissions = schema.properties.roles!.properties.roles!.items.properties.permissions!.items;
    expect(permissions.oneOf).toEqual([
      { const: 'audit.orders', title: '订单审批' },
      { const: 'admin.config', title: '企业配置' },
    ]);
    const payments = schema.properties.paymentPermissions!.properties.paymentTypes!.items;
    expect(payments.enum).toBeUndefined();
    expect(payments.oneOf?.map((choice) => choice.title)).toEqual(['信用卡', '挂账', '余额', '礼品E卡', '企业账户余额']);
  });

  it('draws every section, each titled', () => {
    const form = enterpriseSettingsForm([]);
    expect((form.uiSchema as { 'ui:order': string[] })['ui:order']).toEqual([...SETTINGS_SECTIONS]);
    expect(SETTINGS_SECTIONS.map(settingsSectionTitle)).toEqual(['公告', '邮箱后缀', '角色', '门店', '支付权限']);
  });
});

describe('checkSettingsSection', () => {
  it('takes every default', () => {
    const defaults = defaultSettings();
    for (const section of SETTINGS_SECTIONS) expect(checkSettingsSection(section, defaults[section]).ok, section).toBe(true);
  });

  it('keeps a suffix as its domain and refuses an enabled notice without its text', () => {
    expect(checkSettingsSection('emailSuffix', { suffixes: [' @HX.example.cn '] })).toMatchObject({ ok: true, value: { suffixes: ['hx.example.cn'] } });
    expect(checkSettingsSection('noticeBoard', { enabled: true, title: '标题', text: ' ' })).toMatchObject({ ok: false, issues: [{ path: '/text', message: '显示公告时，公告内容为必填项' }] });
    expect(checkSettingsSection('noticeBoard', { enabled: false, title: '', text: '' }).ok).toBe(true);
    // A part left out (the form leaves an emptied text out) is its default.
    expect(checkSettingsSection('noticeBoard', { enabled: false, title: undefined })).toMatchObject({ ok: true, value: { enabled: false, title: '', text: '' } });
    expect(checkSettingsSection('noticeBoard', { enabled: true, text: '内容' })).toMatchObject({ ok: false, issues: [{ path: '/title', message: '显示公告时，公告标题为必填项' }] });
  });
});

describe('describeSettingsChange', () => {
  it('says a change by the settings’ titles and the values in words, never keys or codes', () => {
    expect(describeSettingsChange('roles', { roles: [{ name: '审批员', permissions: ['audit.orders'] }] }, { roles: [{ name: '审批员', permissions: ['audit.orders', 'admin.users'] }, { name: '财务', permissions: [] }] })).toEqual([
      '角色“审批员”的权限：添加 用户管理',
      '添加角色“财务”（无权限）',
    ]);
    expect(describeSettingsChange('stores', { stores: [{ name: '浦东门店', city: '上海', address: '世纪大道100号' }] }, { stores: [] })).toEqual(['删除门店“浦东门店”（上海，世纪大道100号）']);
    expect(describeSettingsChange('noticeBoard', null, { enabled: false, title: '', text: 'x'.repeat(40) })).toEqual([`公告内容：（空） → “${'x'.repeat(30)}…”`]);
    expect(describeSettingsChange('paymentPermissions', { paymentTypes: [4] }, { paymentTypes: [4, 2] })).toEqual(['可用的支付方式：添加 信用卡']);
    expect(describeSettingsChange('emailSuffix', { suffixes: ['a.cn'] }, { suffixes: ['a.cn'] })).toEqual([]);
  });
});
