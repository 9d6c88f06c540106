import { describe, expect, it } from 'vitest';

import { visibleMenuItems } from './user-menu.ts';

const MENU = [
  { name: '企业用车服务', path: '/EnterpriseService' },
  { name: '订单审批', path: '/EnterpriseService/Approvals', permission: 'audit.orders' },
  { name: '用户管理', path: '/EnterpriseService/Users', permission: 'admin.users' },
  { name: '企业设置', path: '/EnterpriseService/Settings', permission: 'admin.config' },
  { name: '结算账单', path: '/OrderManage/SettlementBill', permission: 'reports' },
];
const BUILT = new Set(['/EnterpriseService', '/EnterpriseService/Approvals', '/EnterpriseService/Settings']);
const built = (path: string) => BUILT.has(path);

describe('visibleMenuItems', () => {
  it('keeps the entries the user may open whose page is built, in the server’s order', () => {
    const admin = (name: string) => ['audit.orders', 'admin.users', 'admin.config', 'reports'].includes(name);
    expect(visibleMenuItems(MENU, admin, built).map((item) => item.name)).toEqual(['企业用车服务', '订单审批', '企业设置']);
  });

  it('drops an entry whose permission the user lacks, though the server sent it; an entry without one is everyone’s', () => {
    expect(visibleMenuItems(MENU, () => false, built).map((item) => item.name)).toEqual(['企业用车服务']);
  });

  it('hides an entry whose page is not built yet, whatever the permissions, and shows it once it is', () => {
    expect(visibleMenuItems(MENU, () => true, built).map((item) => item.path)).not.toContain('/EnterpriseService/Users');
    expect(visibleMenuItems(MENU, () => true, (path) => built(path) || path === '/EnterpriseService/Users').map((item) => item.name)).toContain('用户管理');
  });

  it('shows a path once (case ignored)', () => {
    const twice = [...MENU, { name: '首页', path: '/enterpriseservice' }];
    expect(visibleMenuItems(twice, () => true, () => true).filter((item) => item.path.toLowerCase() === '/enterpriseservice')).toHaveLength(1);
  });
});
